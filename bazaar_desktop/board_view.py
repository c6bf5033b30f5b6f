"""The central view: shows a table's scene, fitted to the window unless the player zooms."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QResizeEvent, QShowEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

ZOOM_STEP = 1.2
MAX_ZOOM = 4.0


class BoardView(QGraphicsView):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardView")
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        # Repaint only what changed: a merchant walking on one side of the board and a marker
        # moving on the other must not repaint everything in between.
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # Its background (seen only outside the scene) comes from the theme's style sheet.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Game board"))
        self.fit_mode = True
        self._zoom = 1.0

    def set_scene(self, scene: QGraphicsScene | None) -> None:
        self.setScene(scene)
        self.fit()

    # --- zoom ---------------------------------------------------------------------------
    def fit(self) -> None:
        self.fit_mode = True
        self._zoom = 1.0
        self._apply_fit()

    def _apply_fit(self) -> None:
        scene = self.scene()
        if scene is None:
            return
        self.resetTransform()
        self.fitInView(scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        if self._zoom != 1.0:
            self.scale(self._zoom, self._zoom)

    def zoom_in(self) -> None:
        self._set_zoom(self._zoom * ZOOM_STEP)

    def zoom_out(self) -> None:
        self._set_zoom(self._zoom / ZOOM_STEP)

    def _set_zoom(self, zoom: float) -> None:
        self._zoom = max(1.0, min(MAX_ZOOM, zoom))
        self.fit_mode = self._zoom == 1.0
        self._apply_fit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if event.angleDelta().y() > 0:
                self.zoom_in()
            else:
                self.zoom_out()
            event.accept()
            return
        super().wheelEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._apply_fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._apply_fit()
