"""The window's actions: one frozen set, made once, right after the window's first paint
(main_window.py: their Qt types and key sequences are not needed to show it). A language
switch gives each its words again (`retranslate`); nothing is rebuilt, so what an action is
connected to, checked or enabled stays. The window connects each to the part that does the
work."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from bazaar_desktop.window.window_state import SPEEDS

__all__ = ["SPEEDS", "WindowActions", "set_shortcut"]
Shortcut = QKeySequence | QKeySequence.StandardKey | str


def set_shortcut(action: QAction, shortcut: Shortcut) -> None:
    """`action.setShortcut(QKeySequence(shortcut))`, said without QKeySequence's constructor
    or setShortcut: PySide picks among their overloads by loading Qt's whole namespace (about
    40 ms), and the actions are made in the turn right after the first paint."""
    if isinstance(shortcut, QKeySequence.StandardKey):
        sequences = QKeySequence.keyBindings(shortcut)[:1]  # what QKeySequence(key) takes
    elif isinstance(shortcut, str):
        sequences = [QKeySequence.fromString(shortcut)]
    else:
        sequences = [shortcut]
    action.setShortcuts(sequences)


def _tr(text: object) -> str:
    """Words marked with QT_TRANSLATE_NOOP, in the current language."""
    return QCoreApplication.translate("WindowMenus", str(text))


_KEY = QKeySequence.StandardKey
# Each plain action: its words (marked for translation here, translated when said) and its
# shortcut.
_PLAIN: dict[str, tuple[object, Shortcut | None]] = {
    "new": (QT_TRANSLATE_NOOP("WindowMenus", "&New game…"), _KEY.New),
    "open": (QT_TRANSLATE_NOOP("WindowMenus", "&Open…"), _KEY.Open),
    "games": (QT_TRANSLATE_NOOP("WindowMenus", "&Games in progress…"), None),
    "save": (QT_TRANSLATE_NOOP("WindowMenus", "&Save"), _KEY.Save),
    "save_as": (QT_TRANSLATE_NOOP("WindowMenus", "Save &as…"), _KEY.SaveAs),
    "replay": (QT_TRANSLATE_NOOP("WindowMenus", "&Watch replay…"), None),
    "results": (QT_TRANSLATE_NOOP("WindowMenus", "Show the results"), None),
    "again": (QT_TRANSLATE_NOOP("WindowMenus", "Pla&y again"), None),
    "undo": (QT_TRANSLATE_NOOP("WindowMenus", "&Undo my last choice"), _KEY.Undo),
    "hint": (QT_TRANSLATE_NOOP("WindowMenus", "&Hint"), "H"),
    "invite": (QT_TRANSLATE_NOOP("WindowMenus", "Invite &phones…"), None),
    "online": (QT_TRANSLATE_NOOP("WindowMenus", "Play on&line…"), None),
    "watch_table": (QT_TRANSLATE_NOOP("WindowMenus", "Watch a ta&ble…"), None),
    "quit": (QT_TRANSLATE_NOOP("WindowMenus", "&Quit"), _KEY.Quit),
    "settings": (QT_TRANSLATE_NOOP("WindowMenus", "Se&ttings…"), "Ctrl+,"),
    "statistics": (QT_TRANSLATE_NOOP("WindowMenus", "Stat&istics…"), None),
    "zoom_in": (QT_TRANSLATE_NOOP("WindowMenus", "Zoom &in"), _KEY.ZoomIn),
    "zoom_out": (QT_TRANSLATE_NOOP("WindowMenus", "Zoom &out"), _KEY.ZoomOut),
    "fit": (QT_TRANSLATE_NOOP("WindowMenus", "&Fit to window"), "Ctrl+0"),
    "log": (QT_TRANSLATE_NOOP("WindowMenus", "Show the game &log"), "Ctrl+L"),
    "focus": (QT_TRANSLATE_NOOP("WindowMenus", "&Go to my decision"), "F6"),
    "mute": (QT_TRANSLATE_NOOP("WindowMenus", "&Mute sounds"), "M"),
    "continue_play": (QT_TRANSLATE_NOOP("WindowMenus", "&Continue after the bot's move"), "Space"),
    "table_rules": (QT_TRANSLATE_NOOP("WindowMenus", "&Rules of this game"), _KEY.HelpContents),
    "shortcuts": (QT_TRANSLATE_NOOP("WindowMenus", "&Keyboard shortcuts"), "Ctrl+/"),
    "about": (QT_TRANSLATE_NOOP("WindowMenus", "&About Bazaar"), None),
    "app_help": (QT_TRANSLATE_NOOP("WindowMenus", "&Using Bazaar"), None),
}
_TIPS: dict[str, object] = {
    "hint": QT_TRANSLATE_NOOP("WindowMenus", "What would the Hard bot do in your place, and why?"),
    "invite": QT_TRANSLATE_NOOP(
        "WindowMenus",
        "Each person plays their own hand on their phone; this screen shows the table",
    ),
    "online": QT_TRANSLATE_NOOP(
        "WindowMenus", "Host a table, join one or use a server: each person at their computer"
    ),
    "watch_table": QT_TRANSLATE_NOOP(
        "WindowMenus", "Follow an online table by its room code, as everyone sees it: no hand"
    ),
}
_SPEED_WORDS: dict[str, object] = {
    "off": QT_TRANSLATE_NOOP("WindowMenus", "&Off (no animation)"),
    "fast": QT_TRANSLATE_NOOP("WindowMenus", "&Fast"),
    "normal": QT_TRANSLATE_NOOP("WindowMenus", "&Normal"),
    "slow": QT_TRANSLATE_NOOP("WindowMenus", "&Slow"),
}


class WindowActions(NamedTuple):
    """(A tuple, not a dataclass: `dataclasses` is not imported before the first paint.)"""

    new: QAction
    open: QAction
    games: QAction
    save: QAction
    save_as: QAction
    replay: QAction
    results: QAction  # the finished game's results, again
    again: QAction  # a rematch: the same seats, the next player starts
    undo: QAction
    hint: QAction
    invite: QAction
    online: QAction
    watch_table: QAction  # an online table followed by its room code, at no seat
    quit: QAction
    settings: QAction
    statistics: QAction
    zoom_in: QAction
    zoom_out: QAction
    fit: QAction
    log: QAction
    focus: QAction
    mute: QAction
    continue_play: QAction
    table_rules: QAction
    shortcuts: QAction
    about: QAction
    app_help: QAction
    speed_group: QActionGroup
    speed: dict[str, QAction]  # by SPEEDS name
    rules: dict[str, QAction]  # Help > Rules of each game, by game id
    learn: dict[str, QAction]  # Help > Learn to play each game with a table, by game id

    @classmethod
    def make(
        cls, owner: QObject, game_names: Sequence[tuple[str, str]], learnable: Sequence[str]
    ) -> WindowActions:
        """The actions of `owner` (the window, which adds them: their shortcuts work there)."""
        plain = {}
        for name, (_words, shortcut) in _PLAIN.items():
            action = QAction(owner)
            if shortcut is not None:
                set_shortcut(action, shortcut)
            plain[name] = action
        for name in ("log", "mute"):
            plain[name].setCheckable(True)
        plain["log"].setChecked(True)
        # Mute works anywhere: Qt.ShortcutContext.ApplicationShortcut (2), set as a property
        # because naming Qt's namespace first costs ~30 ms before the first paint.
        plain["mute"].setProperty("shortcutContext", 2)
        group = QActionGroup(owner)
        speed = {}
        for name, _factor in SPEEDS:
            speed[name] = action = QAction(group)
            action.setCheckable(True)
        rules = {game_id: QAction(owner) for game_id, _name in game_names}
        learn = {game_id: QAction(owner) for game_id, _name in game_names if game_id in learnable}
        actions = cls(**plain, speed_group=group, speed=speed, rules=rules, learn=learn)
        actions.retranslate(game_names)
        return actions

    def retranslate(self, game_names: Sequence[tuple[str, str]]) -> None:
        """Every action's words in the current language."""
        for name, (words, _shortcut) in _PLAIN.items():
            getattr(self, name).setText(_tr(words))
        for name, tip in _TIPS.items():
            getattr(self, name).setToolTip(_tr(tip))
        for name, action in self.speed.items():
            action.setText(_tr(_SPEED_WORDS[name]))
        names = dict(game_names)
        for game_id, action in self.rules.items():
            action.setText(
                QCoreApplication.translate("WindowMenus", "Rules of {game}").format(
                    game=names[game_id]
                )
            )
        for game_id, action in self.learn.items():
            action.setText(
                QCoreApplication.translate("WindowMenus", "Learn to play {game}").format(
                    game=names[game_id]
                )
            )

    def plain(self) -> list[QAction]:
        """The actions with a name of their own (not the speeds, rules or lessons)."""
        return [getattr(self, name) for name in _PLAIN]
