"""The welcome page: a new game of each game with a table, Continue the last game (when one
was saved automatically), open a save, read the rules: what a returning player looks for
first. It only asks; the window routes each request.

It is all a person sees first, so it is made without Qt's namespace (`PySide6.QtCore.Qt`): the
first use of that costs PySide about 40 ms, for all of its enums at once, and nothing before
the first paint needs it (the labels are centred by their style sheet, the emblem by its row).
Keep the modules loaded before the first paint free of it (docs/performance.md, Start-up)."""

from __future__ import annotations

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMenu, QPushButton, QVBoxLayout

from bazaar_desktop import theme
from bazaar_desktop.resources import art_path
from bazaar_desktop.tables import TABLES


class WelcomePage(QFrame):  # a frame draws its style sheet's background (a plain widget not)
    new_game_requested = Signal(str)  # the game's id
    continue_requested = Signal()
    open_requested = Signal()
    rules_requested = Signal(str, str)  # the game's id and name

    def __init__(
        self, game_names: list[tuple[str, str]], *, can_continue: bool, can_open: bool
    ) -> None:
        super().__init__()
        self.setObjectName("welcome")
        self.setStyleSheet(
            "#welcome { background: qlineargradient(x1:0, y1:0, x2:1, y2:1, "
            "stop:0 #6b4226, stop:1 #4a2c1a); }"
        )
        # The emblem is drawn once, by Qt's SVG icon engine (the window icon's), into a picture
        # the label shows: a QSvgWidget imported two more PySide modules before the first
        # paint and drew the SVG again at every repaint (start-up time).
        emblem = QLabel()
        size = QSize(384, 176)
        emblem.setPixmap(QIcon(str(art_path("welcome-arches.svg"))).pixmap(size))
        emblem.setFixedSize(size)
        title = QLabel(self.tr("Bazaar"))
        title.setFont(theme.font(54, bold=True, serif=True))
        title.setStyleSheet("color: #ffd166; qproperty-alignment: AlignCenter;")
        subtitle = QLabel(self.tr("Trade, barter and bluff at the market."))
        subtitle.setStyleSheet("color: #f3e3c3; font-size: 18px; qproperty-alignment: AlignCenter;")
        emblem_row = QHBoxLayout()
        emblem_row.addStretch(1)
        emblem_row.addWidget(emblem)
        emblem_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addLayout(emblem_row)
        layout.addSpacing(12)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        layout.addSpacing(30)
        layout.addLayout(self._new_game_row(game_names))
        layout.addSpacing(10)
        layout.addLayout(self._more_row(game_names, can_continue, can_open))
        layout.addStretch(3)

    def _new_game_row(self, game_names: list[tuple[str, str]]) -> QHBoxLayout:
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.new_game_buttons: dict[str, QPushButton] = {}
        for game_id, name in game_names:
            if game_id not in TABLES:
                continue
            button = QPushButton(self.tr("New game of {game}").format(game=name))
            button.setObjectName("primary")
            button.setMinimumHeight(44)
            button.clicked.connect(lambda _c=False, g=game_id: self.new_game_requested.emit(g))
            buttons.addWidget(button)
            self.new_game_buttons[game_id] = button
        buttons.addStretch(1)
        return buttons

    def _more_row(
        self, game_names: list[tuple[str, str]], can_continue: bool, can_open: bool
    ) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addStretch(1)
        self.continue_button = QPushButton(self.tr("&Continue the last game"))
        self.continue_button.setToolTip(self.tr("Play on where the unfinished game stopped"))
        self.continue_button.clicked.connect(lambda _c=False: self.continue_requested.emit())
        self.continue_button.setVisible(can_continue)
        self.open_button = QPushButton(self.tr("&Open a saved game…"))
        self.open_button.clicked.connect(lambda _c=False: self.open_requested.emit())
        self.open_button.setEnabled(can_open)
        self.rules_button = QPushButton(self.tr("&Rules"))
        rules_menu = QMenu(self.rules_button)
        for game_id, name in game_names:
            action = rules_menu.addAction(name)
            action.triggered.connect(
                lambda _c=False, g=game_id, n=name: self.rules_requested.emit(g, n)
            )
        self.rules_button.setMenu(rules_menu)
        for button in (self.continue_button, self.open_button, self.rules_button):
            button.setMinimumHeight(36)
            row.addWidget(button)
        row.addStretch(1)
        return row
