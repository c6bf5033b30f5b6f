"""Every window opens within the available geometry of its screen: the commonest
laptop screen (1366x768), 1280x720 at scale 1.25 (1024x576 logical) and a 1920x1080 screen at
scale 2 (960x540 logical) have room for less than the 1280x800 the window asks for. A window
(or dialog) larger than the room is made smaller, and moved so that its frame, title bar
included, lies on the screen."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# What a desktop adds round a window before it is shown (borders and title bar); once
# shown, the real frame is used.
FRAME_GUESS = QSize(8, 36)


def available(window: QWidget) -> QRect:
    """The available geometry (no panels, no task bar) of the window's screen."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 576)


def _frame(window: QWidget) -> QSize:
    if window.isVisible():
        extra = window.frameGeometry().size() - window.geometry().size()
        if extra.width() > 0 or extra.height() > 0:
            return extra
    return FRAME_GUESS


def fit_on_screen(window: QWidget, wanted: QSize | None = None, *, centre: bool = False) -> None:
    """Size `window` to `wanted` (else its size), no larger than its screen's room, and move it
    so that its frame lies within the room (centred if asked)."""
    area = available(window)
    frame = _frame(window)
    room = QSize(area.width() - frame.width(), area.height() - frame.height())
    size = (wanted if wanted is not None else window.size()).boundedTo(room)
    size = size.expandedTo(window.minimumSize())  # a window never smaller than it can be
    if size != window.size():
        window.resize(size)
    outer = QSize(size.width() + frame.width(), size.height() + frame.height())
    if centre:
        left = area.left() + (area.width() - outer.width()) // 2
        top = area.top() + (area.height() - outer.height()) // 2
    else:
        where = window.frameGeometry().topLeft() if window.isVisible() else window.pos()
        left = min(max(where.x(), area.left()), area.right() + 1 - outer.width())
        top = min(max(where.y(), area.top()), area.bottom() + 1 - outer.height())
    target = QPoint(max(left, area.left()), max(top, area.top()))
    now = window.frameGeometry().topLeft() if window.isVisible() else window.pos()
    if target != now:  # else it stays where the desktop put it (a dialog over its window)
        window.move(target)
