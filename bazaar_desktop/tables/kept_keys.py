"""Keys a person presses while the table moves on toward their decision.

While bots and chance play before a person's turn (a bot's trade, the dice, the price deck),
the decision panel shows its waiting page, and a key pressed then used to be dropped: the
page has no use for it. The table keeps such keys, in order, and hands them to the decision
as soon as it shows, where they act as if pressed then: "3" chooses Basari's Gems card,
"1" Enter buys one sapphire, "2" Enter plays Basta!'s second card.

Keys never cross a curtain (the device changes hands: they were the last person's), an undo,
the end of the game or another seat's decision. Keys pressed right after the person's own
choice, before the table shows anything else, go only to a decision of the same turn that
comes next (an Exchange's partner or a Double's receiver, after the card drawn): if others
play next, they were the second stroke of a double press, not a choice for the next turn,
and go. Keys of the keyboard's auto-repeat and keys with Ctrl, Alt or Meta are not kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QKeyCombination, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsView,
    QStackedWidget,
    QWidget,
)

if TYPE_CHECKING:
    from bazaar_desktop.bridge.adapter import Update

Key = tuple[Qt.Key, Qt.KeyboardModifier, str]

COMMANDS = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
COMMANDS |= Qt.KeyboardModifier.MetaModifier
ARROWS = frozenset({Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down})
NAMED_KEYS = ARROWS | {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Backspace, Qt.Key.Key_Escape}


def worth_keeping(event: QKeyEvent) -> bool:
    """A plain key a decision could use: a character, Enter, Esc, Backspace or an arrow."""
    if event.isAutoRepeat() or event.modifiers() & COMMANDS:
        return False
    text = event.text()
    return Qt.Key(event.key()) in NAMED_KEYS or (text.isprintable() and text != "")


class KeptKeys(QObject):
    """Owned by a table: catches keys on its panel's waiting page, gives them to the next
    decision. `follow` is told of every update once the table has drawn it."""

    def __init__(
        self, panel: QStackedWidget, waiting: QWidget, scene: QGraphicsScene, parent: QObject
    ) -> None:
        super().__init__(parent)
        self._panel, self._waiting, self._scene = panel, waiting, scene
        waiting.installEventFilter(self)
        app = QApplication.instance()
        if isinstance(app, QApplication):  # the board takes the focus when the page shows
            app.focusChanged.connect(self._focus_moved)
        scene.installEventFilter(self)  # the keys of a board holding the focus reach its scene
        self._keys: list[Key] = []
        self._for_seat: int | None = None  # the person whose decision is coming; None: not keeping
        self._generation: int | None = None
        self._choices = 0  # the person's choices made at this table
        self._just_chose = False
        self._tentative = False  # the keys kept are those pressed right after a choice

    def choice_made(self) -> None:
        """The person has made a choice (its update follows at once)."""
        self._choices += 1
        self._just_chose = True

    def follow(self, update: Update) -> None:
        just_chose, self._just_chose = self._just_chose, False
        tentative, self._tentative = self._tentative, False
        looking = update.looking_seat
        person = looking is not None and not update.seats[looking].is_bot
        shown = person and update.curtain_for is None and not update.is_over
        waiting_seat, self._for_seat = self._for_seat, None
        if not shown or update.generation != self._generation:
            self._keys.clear()  # another person, the end, a new game or a choice taken back
        self._generation = update.generation
        if not shown:
            return
        if update.human_to_act is not None:
            if update.human_to_act != waiting_seat:
                self._keys.clear()  # not the decision they were pressed for
            elif self._keys:
                QTimer.singleShot(0, self, self._hand_over)  # once the window has focused it
            return
        if tentative:
            self._keys.clear()  # pressed right after a choice, and others play on: a bounce
        self._for_seat = looking
        self._tentative = just_chose
        self._take_focus()

    def _take_focus(self) -> None:
        """The waiting page holds the keyboard while the person waits, unless the person
        put the focus elsewhere (the log, a hint): nothing had it, the decision just made, or
        the board (it takes the focus as a game begins, before its scene is even put in).
        Keys the board hands its scene meanwhile are kept as well."""
        focused = QApplication.focusWidget()
        board = (
            isinstance(focused, QGraphicsView)
            and focused.window() is self._panel.window()  # not a replay's board
            and focused.scene() in (None, self._scene)
            and not _scrolls(focused)  # a zoomed board keeps its arrows to look around
        )
        ours = focused is None or board or self._panel.isAncestorOf(focused)
        if ours and self._panel.isVisible() and focused is not self._waiting:
            self._waiting.setFocus()

    def _focus_moved(self, _old: QWidget | None, new: QWidget | None) -> None:
        """A board that takes the keyboard while the person waits gives it to the waiting
        page (a click on the board still works), unless it is zoomed: then its arrow keys
        scroll it, and only its other keys are kept."""
        if self._for_seat is not None and isinstance(new, QGraphicsView):
            self._take_focus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and self._for_seat is not None
            and watched in (self._waiting, self._scene)
            and worth_keeping(event)
            and not (watched is self._scene and _looks_around(event))
        ):
            self._keys.append((Qt.Key(event.key()), event.modifiers(), event.text()))
            event.accept()  # the board does not scroll with it either
            return True
        return super().eventFilter(watched, event)

    def _hand_over(self) -> None:
        """The kept keys, in order, to the decision now showing; those after a choice they
        made belong to that choice and go."""
        keys, self._keys = self._keys, []
        choices = self._choices
        for key in keys:
            if self._choices != choices or self._panel.currentWidget() is self._waiting:
                return
            self._press(*key)

    def _press(self, key: Qt.Key, modifiers: Qt.KeyboardModifier, text: str) -> None:
        """As a key pressed now: the focused widget may claim it first (a number field takes
        digits), then a live shortcut of the panel or the window's menus (H, for a hint, is
        live once there is a decision), else the focused widget gets it."""
        target = QApplication.focusWidget()
        if target is None or not self._panel.isAncestorOf(target):
            target = self._panel
        override = QKeyEvent(QEvent.Type.ShortcutOverride, key, modifiers, text)
        override.ignore()
        QCoreApplication.sendEvent(target, override)
        if not override.isAccepted() and self._shortcut(key, modifiers):
            return
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QCoreApplication.sendEvent(target, QKeyEvent(kind, key, modifiers, text))

    def _shortcut(self, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> bool:
        plain = modifiers & ~Qt.KeyboardModifier.KeypadModifier
        sequence = QKeySequence(QKeyCombination(plain, key))
        for shortcut in self._panel.findChildren(QShortcut):
            owner = shortcut.parent()
            live = isinstance(owner, QWidget) and owner.isVisible() and owner.isEnabled()
            if live and shortcut.isEnabled() and sequence in list(shortcut.keys()):
                shortcut.activated.emit()
                return True
        for action in self._panel.window().findChildren(QAction):  # H: a hint, now there is
            if action.isEnabled() and sequence in list(action.shortcuts()):  # a decision
                action.trigger()
                return True
        return False


def _scrolls(view: QGraphicsView) -> bool:
    """The view shows only part of its scene (the person zoomed in): arrows move it."""
    return view.horizontalScrollBar().maximum() > 0 or view.verticalScrollBar().maximum() > 0


def _looks_around(event: QKeyEvent) -> bool:
    """An arrow key the focused board will scroll with (a key its scene is handed)."""
    view = QApplication.focusWidget()
    return Qt.Key(event.key()) in ARROWS and isinstance(view, QGraphicsView) and _scrolls(view)
