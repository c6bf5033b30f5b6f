"""The central view: shows a table's scene, fitted to the window unless the player zooms.

A new board is painted in bands, top to bottom, a frame (16 ms) apart: painting a
whole board at once (every archway, stall, card and merchant drawn for the first time) took
50-60 ms of the GUI thread, a freeze a person feels when a game starts. A band
costs a few ms to a fifth of that, and the board is whole six frames (about 0.1 s) later.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent, QShowEvent, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from bazaar_desktop.game_page.pages import NEXT_FRAME_MS
from bazaar_desktop.services import collector

ZOOM_STEP = 1.2
MAX_ZOOM = 4.0
# Where each band of a first drawing ends, as a share of the view's height: the first is
# thin because it also paints the backdrop and the track around the board, whole.
BAND_BOTTOMS = (0.06, 0.22, 0.4, 0.6, 0.8, 1.0)


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
        self._bands_shown = 0  # of a new board being painted in bands; 0: it paints whole
        self._band_due = False

    def set_scene(self, scene: QGraphicsScene | None, *, in_bands: bool = False) -> None:
        """Show `scene`; `in_bands`: paint it a band per frame (a new game's first drawing)."""
        self._bands_shown = 1 if in_bands and scene is not None else 0
        self.setScene(scene)
        self.fit()

    def paint_in_bands(self) -> None:
        """Paint the whole board again a band per frame (it comes out from behind a curtain)."""
        if self.scene() is not None:
            self._bands_shown = 1

    @property
    def drawn_whole(self) -> bool:
        """No band of the board is held back from painting any more."""
        return self._bands_shown == 0

    # --- the first drawing in bands ---------------------------------------------------------
    def _top_bands(self, bands: int) -> QRect:
        """The viewport's top `bands` bands (of BAND_BOTTOMS)."""
        area = self.viewport().rect()
        bottom = BAND_BOTTOMS[bands - 1] if bands > 0 else 0.0
        return QRect(0, 0, area.width(), round(area.height() * bottom))

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._bands_shown == 0:
            super().paintEvent(event)
            return
        region = event.region().intersected(self._top_bands(self._bands_shown))
        if not region.isEmpty():
            super().paintEvent(QPaintEvent(region))
        if not self._band_due:  # the next band a frame later, after this paint is shown
            self._band_due = True
            QTimer.singleShot(NEXT_FRAME_MS, self, self._next_band)

    def _next_band(self) -> None:
        self._band_due = False
        if self._bands_shown == 0:
            return
        above = self._top_bands(self._bands_shown).height()
        self._bands_shown += 1
        self.viewport().update(self._top_bands(self._bands_shown).adjusted(0, above, 0, 0))
        if self._bands_shown == len(BAND_BOTTOMS):
            self._bands_shown = 0  # the last band is let through: the board paints whole again
            collector.settle()  # the table is all there: out of later full collections

    # --- zoom ---------------------------------------------------------------------------
    def reserve_bottom(self, height: int) -> None:
        """Leave a band of `height` pixels under the board (the walkthrough's card lies
        there); the board is fitted above it."""
        if self.viewportMargins().bottom() != height:
            self.setViewportMargins(0, 0, 0, height)
            if self.fit_mode:
                self._apply_fit()

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
