"""The keyboard comes back to the table. When one of the window's dialogs closes
(New game, Statistics, Settings, a question, the rules…), no window may be active any more —
the offscreen platform and some desktops hand activation back to nobody — and every key and
shortcut is lost until the person clicks the window. So the window takes the keys back itself
and gives them to the page showing: the person's decision, the curtain's button, the welcome
page. The same happens when a page changes and the focused widget went with the old page.
It also places each of the window's dialogs within its screen as it opens (`screen_fit`)."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from bazaar_desktop.window.screen_fit import fit_on_screen

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtGui import QWindow  # typing only: its type is ~1 ms before the paint

    from bazaar_desktop.game_page.pages import Pages


class KeyboardHome(QObject):
    """Watches the window's own windows (dialogs, questions) and takes the keys back when one
    closes, or a menu (`WindowMenus` calls `later`). `watch` is called for each child the
    window gains (its `childEvent`). `focus_page` is how the page showing takes the keys."""

    def __init__(self, window: QWidget, pages: Pages, focus_page: Callable[[], None]) -> None:
        super().__init__(window)
        self.window = window
        self.pages = pages
        self._focus_page = focus_page
        self._following_focus = False  # see `follow_focus`

    def follow_focus(self) -> None:
        """Follow the application's focus window, from the first step after the window's
        first paint (or the first window watched, if sooner): followed at once, the window's
        own activation as it shows made QWindow's Python type (four enums, ~1 ms) before the
        paint. That activation needs nothing done (the window is visible)."""
        if not self._following_focus:
            self._following_focus = True
            app = QApplication.instance()
            if isinstance(app, QApplication):
                app.focusWindowChanged.connect(self._focus_window_changed)

    def _focus_window_changed(self, window: QWindow | None) -> None:
        # A menu or dialog may be made active after it closed (its activation arrives late):
        # nothing on screen has the keys then.
        if window is not None and not window.isVisible():
            self.later()

    def watch(self, child: QObject) -> None:
        """Called for each child the window gains once this object is made, which is made
        after the window's other parts: those are no windows of their own, and asking a
        child's event for a child still being made (`QChildEvent.child`) makes PySide create
        the Python type of every Qt class to find its kind, about 50 ms before the first
        paint (docs/performance.md)."""
        self.follow_focus()
        child.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Hide and isinstance(watched, QWidget) and watched.isWindow():
            self.later()
        elif kind == QEvent.Type.Resize and isinstance(watched, QWidget) and watched.isWindow():
            if watched.isVisible():  # a dialog grown (New game's Advanced): still on screen
                self._fit_later(watched)
        elif kind == QEvent.Type.Show and isinstance(watched, QWidget):
            if watched.isWindow():
                # Within its screen, once the desktop has placed it.
                self._fit_later(watched)
            else:
                watched.removeEventFilter(self)  # a part of the window, not a window of its own
        return False

    def _fit_later(self, window: QWidget) -> None:
        """`fit_on_screen(window)` at the next turn. The timer's context is this object, which
        lives as long as the main window, and the window is held weakly: PySide keeps a single
        shot's callable for good when its context is deleted before it fires (a dialog put
        away in the turn it showed), and with it the dialog's wrapper and all it refers to."""
        ref = weakref.ref(window)

        def fit() -> None:
            widget = ref()
            if widget is not None and shiboken6.isValid(widget):
                fit_on_screen(widget)

        QTimer.singleShot(0, self, fit)

    def later(self) -> None:
        """`take_keys` once the dialog or menu closing now is gone."""
        QTimer.singleShot(0, self, self.take_keys)

    def take_keys(self) -> None:
        """The window takes the keyboard back, unless another of its windows is up (a dialog
        still open, a menu, the replay viewer the person is using)."""
        window = self.window
        if not window.isVisible() or window.isMinimized():
            return
        if QApplication.activeModalWidget() is not None or QApplication.activePopupWidget():
            return
        active = QApplication.activeWindow()
        if active is not None and active is not window and active.isVisible():
            return
        if any(self._other_window_up(widget) for widget in QApplication.topLevelWidgets()):
            return  # the replay viewer or the results, say: the keys are theirs to take
        if active is not window:  # nobody, or the dialog just hidden
            window.activateWindow()
        self.focus_page()

    def _other_window_up(self, widget: QWidget) -> bool:
        from PySide6.QtCore import Qt  # not before the first paint: its first import ~30 ms

        kind = widget.windowType()
        return (
            widget.parentWidget() is self.window  # one of this window's own windows
            and widget.isVisible()
            and kind in (Qt.WindowType.Window, Qt.WindowType.Dialog)
        )

    def focus_page(self) -> None:
        """The keys to what the page showing asks for, if the focused widget left with an
        earlier page (or nothing has the focus)."""
        focused = self.window.focusWidget()
        if focused is not None and focused.isVisible():
            return
        self._focus_page()
        focused = self.window.focusWidget()
        if focused is None or not focused.isVisible():
            self.pages.setFocus()  # the window's shortcuts then work
