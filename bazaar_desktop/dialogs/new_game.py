"""New game: which game, who sits at the table (person or bot, and how strong), options, seed."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon, QIntValidator, QPixmap, QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.bridge.adapter import GameInfo, NewGameRequest, SeatSpec
from bazaar_desktop.items.pieces import seat_chip
from bazaar_desktop.services.settings import SeatDefault, SeatPlan
from bazaar_desktop.tables.base import OptionField

MAX_NAME = 24
FALLBACK_NAMES = ["Layla", "Omar", "Zeynep", "Karim", "Nadia", "Tariq"]


class SeatRow:
    """One seat's widgets: name, person or bot, bot level."""

    def __init__(self, grid: QGridLayout, row: int, parent: QWidget) -> None:
        self.label = QLabel(parent)
        self.name = QLineEdit(parent)
        self.name.setMaxLength(MAX_NAME)
        # The colour this seat plays in, inside its name field.
        chip = QIcon(QPixmap.fromImage(seat_chip(row, 12)))
        self.name.addAction(chip, QLineEdit.ActionPosition.LeadingPosition)
        self.kind = QComboBox(parent)
        self.level = QComboBox(parent)
        self.label.setBuddy(self.name)
        grid.addWidget(self.label, row, 0)
        grid.addWidget(self.name, row, 1)
        grid.addWidget(self.kind, row, 2)
        grid.addWidget(self.level, row, 3)
        self.shown = True
        self.kind.currentIndexChanged.connect(self._sync)

    def _sync(self) -> None:
        self.level.setVisible(self.shown and self.is_bot())

    def is_bot(self) -> bool:
        return bool(self.kind.currentData())

    def set_visible(self, visible: bool) -> None:
        self.shown = visible
        for widget in (self.label, self.name, self.kind):
            widget.setVisible(visible)
        # A person's seat has no level box; its place is kept, so the row never moves (a
        # seat not at the table keeps no place: no gap).
        keep_place = self.level.sizePolicy()
        keep_place.setRetainSizeWhenHidden(visible)
        self.level.setSizePolicy(keep_place)
        self._sync()


class NewGameDialog(QDialog):
    def __init__(
        self,
        games: Sequence[GameInfo],
        option_fields: Callable[[str], Mapping[str, OptionField]],
        default_names: Callable[[str], Sequence[str]],
        parent: QWidget | None = None,
        *,
        initial_game: str | None = None,
        seat_plan: Callable[[GameInfo], SeatPlan] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.games = list(games)
        self._option_fields = option_fields
        self._default_names = default_names
        self._seat_plan = seat_plan  # the seats chosen in Settings, if any
        self._option_widgets: dict[str, QWidget] = {}

        self.game = QComboBox()
        for info in self.games:
            self.game.addItem(info.name, info.game_id)
        self.players = QSpinBox()
        form = QFormLayout()
        form.addRow(self.tr("&Game:"), self.game)
        form.addRow(self.tr("&Players:"), self.players)

        seats_box = self._build_seats()
        self.options_box = QGroupBox(self.tr("Options"))
        self.options_form = QFormLayout(self.options_box)
        self._build_advanced()

        # The people's hands on their phones (bazaar_desktop/companion/), invited at the start.
        self.invite_phones = QCheckBox(self.tr("&Invite phones: each person plays on their phone"))
        buttons = self._build_buttons()

        layout = QVBoxLayout(self)
        # The dialog is always just its contents' size: rows keep their place from the top
        # while a person fills them in, and fewer players leave no gap.
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetFixedSize)
        layout.addLayout(form)
        layout.addWidget(seats_box)
        layout.addWidget(self.options_box)
        layout.addWidget(self.advanced_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.advanced_box)
        layout.addWidget(self.invite_phones)
        layout.addWidget(buttons)

        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._players_changed)
        if initial_game is not None:
            index = self.game.findData(initial_game)
            if index >= 0:
                self.game.setCurrentIndex(index)
        self._reserve_options_room()
        self._fill_seats(self.info())

    # --- building the form ---------------------------------------------------------------
    def _build_seats(self) -> QGroupBox:
        """One row per seat of the largest table (rows beyond the player count are hidden)."""
        seats_box = QGroupBox(self.tr("Seats"))
        self.seat_grid = QGridLayout(seats_box)
        self.seat_grid.setColumnStretch(1, 1)
        self.seats: list[SeatRow] = []
        max_seats = max((info.max_players for info in self.games), default=4)
        for index in range(max_seats):
            row = SeatRow(self.seat_grid, index, seats_box)
            row.label.setText(self.tr("Seat &{number}:").format(number=index + 1))
            row.kind.addItem(self.tr("Person"), False)
            row.kind.addItem(self.tr("Bot"), True)
            self.seats.append(row)
        self.pass_and_play = QLabel()
        self.pass_and_play.setWordWrap(True)
        # Room for two lines, always: the note changing never moves what is above or below.
        self.pass_and_play.setMinimumHeight(2 * self.pass_and_play.fontMetrics().lineSpacing())
        self.pass_and_play.setAlignment(ALIGN | Qt.AlignmentFlag.AlignTop)
        theme.set_tone(self.pass_and_play, "heading")  # follows the theme, day or night
        self.seat_grid.addWidget(self.pass_and_play, max_seats, 0, 1, 4)
        for row in self.seats:
            row.kind.currentIndexChanged.connect(self._update_note)
        return seats_box

    def _build_advanced(self) -> None:
        # What is not a player's choice (data files, the seed) waits behind "Advanced".
        self.advanced_button = QToolButton()
        self.advanced_button.setText(self.tr("&Advanced"))
        self.advanced_button.setCheckable(True)
        self.advanced_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.advanced_button.setArrowType(Qt.ArrowType.RightArrow)
        self.advanced_button.setAutoRaise(True)
        self.advanced_button.toggled.connect(self._show_advanced)
        self.advanced_box = QWidget()
        self.advanced_form = QFormLayout()  # the game's advanced options, rebuilt per game
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setValidator(QIntValidator(0, 2_000_000_000, self))
        self.seed.setToolTip(self.tr("The same seed and the same choices replay the same game."))
        seed_form = QFormLayout()
        seed_form.addRow(self.tr("&Seed (optional):"), self.seed)
        advanced_layout = QVBoxLayout(self.advanced_box)
        advanced_layout.setContentsMargins(12, 0, 0, 0)
        advanced_layout.addLayout(self.advanced_form)
        advanced_layout.addLayout(seed_form)
        self.advanced_box.hide()

    def _build_buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        start = buttons.button(QDialogButtonBox.StandardButton.Ok)
        start.setText(self.tr("&Start"))
        start.setObjectName("primary")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        return buttons

    # --- keeping the form consistent with the chosen game ---------------------------------
    def info(self) -> GameInfo:
        return self.games[max(0, self.game.currentIndex())]

    def _fill_seats(self, info: GameInfo) -> None:
        """The table the dialog opens with: the seats last set for this game (Settings or the
        last game), else its default names, a person in seat 1 and bots after."""
        plan = self._seat_plan(info) if self._seat_plan is not None else None
        self._set_player_range(info, plan.players if plan is not None else info.max_players)
        names = list(self._default_names(info.game_id)) or FALLBACK_NAMES
        for index, row in enumerate(self.seats):
            row.name.setText(names[index % len(names)])
            row.kind.setCurrentIndex(0 if index == 0 else 1)
            self._fill_levels(row, info)
            if plan is not None and index < len(plan.seats):
                self._show_planned_seat(row, plan.seats[index], info)
        self._fill_options(info)
        self._players_changed()

    def _game_changed(self) -> None:
        """Another game: the people and bots at the table stay (names, kinds, levels where the
        game has them, the number of players where it allows it); its options come in."""
        if not self.games:
            return
        info = self.info()
        self._set_player_range(info, self.players.value())
        for row in self.seats:
            level = row.level.currentData()
            self._fill_levels(row, info)
            if level in info.bot_levels:
                row.level.setCurrentIndex(row.level.findData(level))
        self._fill_options(info)
        self._players_changed()

    def _set_player_range(self, info: GameInfo, players: int) -> None:
        self.players.blockSignals(True)
        self.players.setRange(info.min_players, info.max_players)
        self.players.setValue(max(info.min_players, min(info.max_players, players)))
        self.players.blockSignals(False)

    @staticmethod
    def _show_planned_seat(row: SeatRow, seat: SeatDefault, info: GameInfo) -> None:
        row.name.setText(seat.name)
        row.kind.setCurrentIndex(1 if seat.is_bot else 0)
        if seat.level in info.bot_levels:  # else the level the dialog prefers
            row.level.setCurrentIndex(row.level.findData(seat.level))

    def _fill_levels(self, row: SeatRow, info: GameInfo) -> None:
        row.level.clear()
        labels = {
            "random": self.tr("Random moves"),
            "easy": self.tr("Easy"),
            "medium": self.tr("Medium"),
            "hard": self.tr("Hard"),
        }
        for level in info.bot_levels:
            row.level.addItem(labels.get(level, level), level)
        model = row.level.model()
        for level in info.missing_levels:
            row.level.addItem(
                self.tr("{level} (not available yet)").format(level=labels.get(level, level)), level
            )
            if isinstance(model, QStandardItemModel):
                item = model.item(row.level.count() - 1)
                item.setEnabled(False)
                item.setToolTip(self.tr("This bot level has not been built for this game yet."))
        preferred = next(
            (lvl for lvl in ("medium", "easy", "random") if lvl in info.bot_levels), None
        )
        if preferred is not None:
            row.level.setCurrentIndex(row.level.findData(preferred))

    def _fill_options(self, info: GameInfo) -> None:
        for form in (self.options_form, self.advanced_form):
            while form.rowCount():
                form.removeRow(0)
        self._option_widgets = {}
        fields = self._option_fields(info.game_id)
        for key, default in info.default_options.items():
            field = fields.get(key, OptionField(key, advanced=True))  # unknown: not for players
            widget = _option_widget(default, field)
            widget.setToolTip(field.tooltip)
            form = self.advanced_form if field.advanced else self.options_form
            form.addRow(field.label + ":", widget)
            self._option_widgets[key] = widget
        self.options_box.setVisible(self.options_form.rowCount() > 0)

    def _reserve_options_room(self) -> None:
        """The options box as tall as the game with the most options needs it: switching games
        moves nothing below it, nor the dialog's buttons."""
        tallest = 0
        for info in self.games:
            self._fill_options(info)
            tallest = max(tallest, self.options_box.sizeHint().height())
        self.options_box.setMinimumHeight(tallest)

    def _show_advanced(self, shown: bool) -> None:
        self.advanced_box.setVisible(shown)
        arrow = Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow
        self.advanced_button.setArrowType(arrow)
        self.adjustSize()

    def _players_changed(self) -> None:
        count = self.players.value()
        for index, row in enumerate(self.seats):
            row.set_visible(index < count)
        self._update_note()

    def _update_note(self) -> None:
        count = self.players.value()
        humans = sum(1 for row in self.seats[:count] if not row.is_bot())
        if humans > 1:
            self.pass_and_play.setText(
                self.tr(
                    "Pass and play: {n} people share this device. Secret choices are "
                    "made behind a curtain, one person at a time."
                ).format(n=humans)
            )
        elif humans == 0:
            self.pass_and_play.setText(self.tr("Bots only: you watch the game."))
        else:
            self.pass_and_play.setText(self.tr("One person against the bots."))

    # --- the result -----------------------------------------------------------------------
    def seat_plan(self) -> SeatPlan:
        """The table as set now, every seat the game allows, to be offered next time."""
        info = self.info()
        seats = tuple(
            SeatDefault(
                " ".join(row.name.text().split())[:MAX_NAME],
                row.is_bot(),
                str(row.level.currentData() or "random"),
            )
            for row in self.seats[: info.max_players]
        )
        return SeatPlan(self.players.value(), seats)

    def request(self) -> NewGameRequest:
        info = self.info()
        count = self.players.value()
        seats = []
        for index, row in enumerate(self.seats[:count]):
            name = " ".join(row.name.text().split())[:MAX_NAME] or self.tr(
                "Player {number}"
            ).format(number=index + 1)
            level = str(row.level.currentData() or "random")
            seats.append(SeatSpec(name, row.is_bot(), level))
        options = {key: _option_value(widget) for key, widget in self._option_widgets.items()}
        seed_text = self.seed.text().strip()
        seed = int(seed_text) if seed_text.isdigit() else None
        return NewGameRequest(info.game_id, tuple(seats), options, seed)


def _option_widget(default: Any, field: OptionField) -> QWidget:
    if field.choices:
        combo = QComboBox()
        for text, value in field.choices:
            combo.addItem(text, value)
        index = combo.findData(default)
        combo.setCurrentIndex(max(0, index))
        return combo
    if isinstance(default, bool):
        box = QCheckBox()
        box.setChecked(default)
        return box
    if isinstance(default, int):
        spin = QSpinBox()
        spin.setRange(-1_000_000, 1_000_000)
        spin.setValue(default)
        return spin
    edit = QLineEdit("" if default is None else str(default))
    edit.setMaxLength(200)
    return edit


def _option_value(widget: QWidget) -> Any:
    if isinstance(widget, QComboBox):
        return widget.currentData()
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QSpinBox):
        return widget.value()
    if isinstance(widget, QLineEdit):
        return widget.text()
    return None


ALIGN = Qt.AlignmentFlag.AlignLeft
