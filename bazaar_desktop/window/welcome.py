"""The welcome page: a new game of each game with a table, the games in progress (continue or
delete one; shown once the start-up check has listed them), open a save, read the rules: what
a returning player looks for first. It only asks; the window routes each request.

It is all a person sees first, so it is made without Qt's namespace (`PySide6.QtCore.Qt`): the
first use of that costs PySide about 40 ms, for all of its enums at once, and nothing before
the first paint needs it (the labels are centred by their style sheet, the emblem by its row).
Keep the modules loaded before the first paint free of it (docs/performance.md, Start-up)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.appearance.emblem import EMBLEM_SIZE, emblem_pixmap
from bazaar_desktop.tables import TABLES

if TYPE_CHECKING:  # the list is made when there is something in it (after the first paint)
    from PySide6.QtGui import QResizeEvent

    from bazaar_desktop.dialogs.games_in_progress_view import GamesInProgressView
    from bazaar_desktop.services.games_in_progress import KeptGame

ROOM_FOR_THE_EMBLEM = 720  # a shorter page with games in progress shows the list, not the emblem


class WelcomePage(QFrame):  # a frame draws its style sheet's background (a plain widget not)
    new_game_requested = Signal(str)  # the game's id
    continue_requested = Signal(object)  # a kept game's file (Path)
    delete_requested = Signal(object)
    open_requested = Signal()
    rules_requested = Signal(str, str)  # the game's id and name
    learn_requested = Signal(str)  # the game's id: its Learn to play lesson
    online_requested = Signal()  # Play online…

    def __init__(self, game_names: list[tuple[str, str]], *, can_open: bool) -> None:
        super().__init__()
        self.setObjectName("welcome")
        # One style sheet for the page, its title and subtitle: a sheet of each label's own was
        # parsed and cascaded apart (start-up time). The title's font, theme.font(54, bold=True,
        # serif=True), is said here: a QFont made before the first paint costs ~3 ms.
        self.setStyleSheet(
            "#welcome { background: qlineargradient(x1:0, y1:0, x2:1, y2:1, "
            "stop:0 #6b4226, stop:1 #4a2c1a); }"
            " #welcomeTitle { color: #ffd166; qproperty-alignment: AlignCenter;"
            f" font-family: '{theme.TITLE_FAMILY}'; font-size: 54px; font-weight: bold; }}"
            " #welcomeSubtitle { color: #f3e3c3; font-size: 18px;"
            " qproperty-alignment: AlignCenter; }"
        )
        # The emblem is a picture the label shows, drawn ahead at scales 1 and 2 (emblem.py): a
        # QSvgWidget imported two more PySide modules before the first paint and drew the SVG
        # again at every repaint; drawing it here took Qt's SVG plugin (start-up time).
        self.emblem = emblem = QLabel()
        app = QApplication.instance()
        scale = app.devicePixelRatio() if isinstance(app, QApplication) else 1.0
        emblem.setPixmap(emblem_pixmap(scale))  # the highest scale of the screens, as QIcon's
        emblem.setFixedSize(EMBLEM_SIZE)
        self.title = title = QLabel()
        title.setObjectName("welcomeTitle")
        self.subtitle = subtitle = QLabel()
        subtitle.setObjectName("welcomeSubtitle")
        emblem_row = QHBoxLayout()
        emblem_row.addStretch(1)
        emblem_row.addWidget(emblem)
        emblem_row.addStretch(1)
        self.games: GamesInProgressView | None = None  # see show_games
        self._layout = layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addLayout(emblem_row)
        layout.addSpacing(12)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        layout.addSpacing(30)
        layout.addLayout(self._new_game_row(game_names))
        layout.addSpacing(10)
        layout.addLayout(self._more_row(game_names, can_open))
        layout.addStretch(3)
        self._names = dict(game_names)
        self.retranslate()
        self._enter_presses(
            [
                *self.new_game_buttons.values(),
                self.open_button,
                self.online_button,
                self.rules_button,
                self.learn_button,
            ]
        )

    @staticmethod
    def _enter_presses(buttons: Iterable[QPushButton]) -> None:
        """Enter presses the focused button as Space does (the keyboard map
        promises both; outside a dialog a button takes Enter only when it is auto-default).
        Rules and Learn to play open their menus. The page's own buttons are named, not
        found: `findChildren` would wrap each menu's own action, making QAction's type
        before the first paint (docs/performance.md)."""
        for button in buttons:
            button.setAutoDefault(True)

    def retranslate(self) -> None:
        """Its words in the current language (the games in progress: `show_games` again)."""
        self.title.setText(self.tr("Bazaar"))
        self.subtitle.setText(self.tr("Trade, barter and bluff at the market."))
        for game_id, button in self.new_game_buttons.items():
            button.setText(self.tr("New game of {game}").format(game=self._names[game_id]))
        self.open_button.setText(self.tr("&Open a saved game…"))
        self.online_button.setText(self.tr("&Play online…"))
        self.rules_button.setText(self.tr("&Rules"))
        self.learn_button.setText(self.tr("&Learn to play"))
        if self.games is not None:
            self.games.retranslate()

    def _new_game_row(self, game_names: list[tuple[str, str]]) -> QHBoxLayout:
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.new_game_buttons: dict[str, QPushButton] = {}
        for game_id, _name in game_names:
            if game_id not in TABLES:
                continue
            button = QPushButton()
            button.setObjectName("primary")
            button.setMinimumHeight(44)
            button.clicked.connect(lambda _c=False, g=game_id: self.new_game_requested.emit(g))
            buttons.addWidget(button)
            self.new_game_buttons[game_id] = button
        buttons.addStretch(1)
        return buttons

    def _more_row(self, game_names: list[tuple[str, str]], can_open: bool) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addStretch(1)
        self.open_button = QPushButton()
        self.open_button.clicked.connect(lambda _c=False: self.open_requested.emit())
        self.open_button.setEnabled(can_open)
        self.online_button = QPushButton()  # host a table, or join one
        self.online_button.clicked.connect(lambda _c=False: self.online_requested.emit())
        # Their menus' actions are made as a menu is about to show (`_fill_menu`): QAction's
        # type and six actions are not needed to show the page (docs/performance.md).
        self.rules_button = QPushButton()
        rules_menu = QMenu(self.rules_button)
        rules = [(name, partial(self.rules_requested.emit, g, name)) for g, name in game_names]
        rules_menu.aboutToShow.connect(partial(self._fill_menu, rules_menu, rules))
        self.rules_button.setMenu(rules_menu)
        # Learn to play (only in the Help menu): a lesson per game with a table.
        self.learn_button = QPushButton()
        learn_menu = QMenu(self.learn_button)
        lessons = [(n, partial(self.learn_requested.emit, g)) for g, n in game_names if g in TABLES]
        learn_menu.aboutToShow.connect(partial(self._fill_menu, learn_menu, lessons))
        self.learn_button.setMenu(learn_menu)
        for button in (self.learn_button, self.online_button, self.open_button, self.rules_button):
            button.setMinimumHeight(36)
            row.addWidget(button)
        row.addStretch(1)
        return row

    @staticmethod
    def _fill_menu(menu: QMenu, entries: Sequence[tuple[str, Callable[[], object]]]) -> None:
        """A game's name per entry, doing what it says (once: at the menu's first showing)."""
        if not menu.actions():
            for name, then in entries:
                menu.addAction(name).triggered.connect(lambda _c=False, t=then: t())

    # --- the games in progress ---------------------------------------------------------------
    def show_games(self, games: list[KeptGame], names: dict[str, str]) -> None:
        """Show the games in progress under the buttons (none: no list)."""
        if self.games is None:
            if not games:
                return
            from bazaar_desktop.dialogs.games_in_progress_view import GamesInProgressView

            self.games = GamesInProgressView(self, on_welcome=True)
            self._enter_presses(self.games.findChildren(QPushButton))
            self.games.continue_requested.connect(self.continue_requested)
            self.games.delete_requested.connect(self.delete_requested)
            self.games.setMaximumWidth(860)
            row = QHBoxLayout()
            row.addStretch(1)
            row.addWidget(self.games, 8)
            row.addStretch(1)
            self._layout.insertSpacing(self._layout.count() - 1, 18)
            self._layout.insertLayout(self._layout.count() - 1, row)
        self.games.set_games(games, names)
        self.games.setVisible(bool(games))
        self._fit_emblem()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_emblem()

    def _fit_emblem(self) -> None:
        listed = self.games is not None and self.games.isVisibleTo(self)
        self.emblem.setVisible(not listed or self.height() >= ROOM_FOR_THE_EMBLEM)
