"""Settings: language, look, animation speed, sound, quitting, the phones' port, and who sits
at a new table."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bazaar_desktop.bridge.adapter import GameInfo
from bazaar_desktop.services.settings import (
    ANIMATION_SPEEDS,
    DEFAULT_PHONES_PORT,
    DEFAULT_SOUND_VOLUME,
    LANGUAGES,
    MAX_NAME,
    PHONES_PORTS,
    THEMES,
    AppSettings,
    SeatDefault,
    SeatPlan,
    clean_name,
)

LEVELS = ("random", "easy", "medium", "hard")
# Each language in its own words, so that a person can find theirs whatever is shown now.
LANGUAGE_NAMES = {"en": "English", "es": "Español", "de": "Deutsch"}


class SeatEditor:
    """One seat's row: name, person or bot, bot level."""

    def __init__(self, grid: QGridLayout, row: int, parent: QWidget) -> None:
        self.label = QLabel(parent)
        self.name = QLineEdit(parent)
        self.name.setMaxLength(MAX_NAME)
        self.kind = QComboBox(parent)
        self.level = QComboBox(parent)
        self.label.setBuddy(self.name)
        grid.addWidget(self.label, row, 0)
        grid.addWidget(self.name, row, 1)
        grid.addWidget(self.kind, row, 2)
        grid.addWidget(self.level, row, 3)
        self.kind.currentIndexChanged.connect(self._sync)

    def _sync(self) -> None:
        self.level.setEnabled(self.is_bot())

    def is_bot(self) -> bool:
        return bool(self.kind.currentData())

    def set_seat(self, seat: SeatDefault) -> None:
        self.name.setText(seat.name)
        self.kind.setCurrentIndex(1 if seat.is_bot else 0)
        index = self.level.findData(seat.level)
        self.level.setCurrentIndex(max(0, index))
        self._sync()

    def seat(self, fallback: SeatDefault) -> SeatDefault:
        name = clean_name(self.name.text()) or fallback.name
        return SeatDefault(name, self.is_bot(), str(self.level.currentData() or fallback.level))

    def set_visible(self, visible: bool) -> None:
        for widget in (self.label, self.name, self.kind, self.level):
            widget.setVisible(visible)


class SettingsDialog(QDialog):
    """Edits a copy of the settings; OK stores them, Cancel forgets every change."""

    def __init__(
        self, settings: AppSettings, games: Sequence[GameInfo], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.settings = settings
        self.games = list(games)
        self._plans: dict[str, SeatPlan] = {
            info.game_id: settings.seat_plan(info.game_id, info.min_players, info.max_players)
            for info in self.games
        }
        self._shown_game: str | None = None

        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        layout.addWidget(self._build_general())
        layout.addWidget(self._build_seats())
        layout.addStretch(1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setObjectName("primary")
        self.restore_button = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.restore_button.setText(self.tr("&Restore defaults"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.clicked.connect(self._on_button)
        layout.addWidget(self.buttons)

        self._show_values()
        self.setMinimumWidth(560)
        self._sized = False

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self._sized:  # only now do the hidden seat rows leave the size hints
            self._sized = True
            self.adjustSize()

    # --- building -------------------------------------------------------------------------
    def _build_general(self) -> QGroupBox:
        box = QGroupBox(self.tr("General"))
        form = QFormLayout(box)
        self.language = QComboBox()
        labels = {"system": self.tr("The computer's language"), **LANGUAGE_NAMES}
        for code in LANGUAGES:
            self.language.addItem(labels[code], code)
        self.language.setToolTip(
            self.tr("The window and the rules switch at once; a game in play goes on.")
        )
        self.theme = QComboBox()
        theme_labels = {"light": self.tr("Light"), "dark": self.tr("Dark")}
        for name in THEMES:
            self.theme.addItem(theme_labels[name], name)
        self.speed = QComboBox()
        speed_labels = {
            "off": self.tr("Off (no animation)"),
            "slow": self.tr("Slow"),
            "normal": self.tr("Normal"),
            "fast": self.tr("Fast"),
        }
        for name in ANIMATION_SPEEDS:
            self.speed.addItem(speed_labels[name], name)
        self.confirm_quit = QCheckBox(self.tr("Ask before &quitting a game in progress"))
        form.addRow(self.tr("&Language:"), self.language)
        form.addRow(self.tr("&Theme:"), self.theme)
        form.addRow(self.tr("&Animation speed:"), self.speed)
        form.addRow(self.confirm_quit)
        self.pause_after_bot = QCheckBox(self.tr("&Pause after each bot's move"))
        self.pause_after_bot.setToolTip(
            self.tr("The game waits until you press Space or click the board, so you can follow it")
        )
        form.addRow(self.pause_after_bot)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume.setAccessibleName(self.tr("Sound volume"))
        self.volume.setAccessibleDescription(self.tr("The loudness of the game's sounds, 0 to 100"))
        form.addRow(self.tr("Sound &volume:"), self.volume)
        self.muted = QCheckBox(self.tr("&Mute sounds (M in the window)"))
        form.addRow(self.muted)
        self.phones_port = QSpinBox()
        self.phones_port.setRange(*PHONES_PORTS)
        self.phones_port.setGroupSeparatorShown(False)  # a port reads 47800, not 47,800
        self.phones_port.setMaximumWidth(110)
        self.phones_port.setToolTip(
            self.tr(
                "The port of the address the phones open (Game > Invite phones). Change it "
                "when another program uses it; while it is taken, Bazaar takes another."
            )
        )
        form.addRow(self.tr("P&hones' port:"), self.phones_port)
        return box

    def _build_seats(self) -> QGroupBox:
        box = QGroupBox(self.tr("Players at a new table"))
        outer = QVBoxLayout(box)
        form = QFormLayout()
        self.game = QComboBox()
        for info in self.games:
            self.game.addItem(info.name, info.game_id)
        self.players = QSpinBox()
        self.players.setMaximumWidth(90)
        form.addRow(self.tr("&Game:"), self.game)
        form.addRow(self.tr("&Players:"), self.players)
        outer.addLayout(form)
        grid = QGridLayout()
        grid.setColumnStretch(1, 1)
        grid.setHorizontalSpacing(8)
        self.seat_rows: list[SeatEditor] = []
        most = max((info.max_players for info in self.games), default=0)
        for index in range(most):
            row = SeatEditor(grid, index, box)
            row.label.setText(self.tr("Seat &{number}:").format(number=index + 1))
            row.kind.addItem(self.tr("Person"), False)
            row.kind.addItem(self.tr("Bot"), True)
            self.seat_rows.append(row)
        outer.addLayout(grid)
        # One short line, unwrapped: a wrapped label makes Qt size the dialog too tall.
        note = QLabel(self.tr("You can still change the seats when you start a game."))
        note.setObjectName("settingsNote")
        outer.addWidget(note)
        box.setVisible(bool(self.games))
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._players_changed)
        return box

    def _fill_levels(self, row: SeatEditor, info: GameInfo) -> None:
        labels = {
            "random": self.tr("Random moves"),
            "easy": self.tr("Easy"),
            "medium": self.tr("Medium"),
            "hard": self.tr("Hard"),
        }
        row.level.clear()
        model = row.level.model()
        for level in LEVELS:
            missing = level in info.missing_levels
            text = labels[level]
            if missing:
                text = self.tr("{level} (not available yet)").format(level=text)
            row.level.addItem(text, level)
            if missing and isinstance(model, QStandardItemModel):
                model.item(row.level.count() - 1).setEnabled(False)

    # --- showing and keeping values -------------------------------------------------------
    def _show_values(self) -> None:
        settings = self.settings
        self._select(self.language, settings.language)
        self._select(self.theme, settings.theme)
        self._select(self.speed, settings.animation_speed)
        self.confirm_quit.setChecked(settings.confirm_quit)
        self.pause_after_bot.setChecked(settings.pause_after_bot)
        self.volume.setValue(settings.sound_volume)
        self.muted.setChecked(settings.sound_muted)
        self.phones_port.setValue(settings.phones_port)
        self._shown_game = None
        self._game_changed()

    @staticmethod
    def _select(combo: QComboBox, value: str) -> None:
        combo.setCurrentIndex(max(0, combo.findData(value)))

    def _info(self) -> GameInfo | None:
        index = self.game.currentIndex()
        return self.games[index] if 0 <= index < len(self.games) else None

    def _game_changed(self) -> None:
        self._keep_shown_plan()
        info = self._info()
        if info is None:
            return
        plan = self._plans[info.game_id]
        self.players.blockSignals(True)
        self.players.setRange(info.min_players, info.max_players)
        self.players.setValue(plan.players)
        self.players.blockSignals(False)
        for index, row in enumerate(self.seat_rows):
            self._fill_levels(row, info)
            if index < len(plan.seats):
                row.set_seat(plan.seats[index])
        self._shown_game = info.game_id
        self._players_changed()

    def _players_changed(self) -> None:
        info = self._info()
        limit = info.max_players if info is not None else 0
        for index, row in enumerate(self.seat_rows):
            row.set_visible(index < limit)
            enabled = index < self.players.value()
            for widget in (row.label, row.name, row.kind):
                widget.setEnabled(enabled)
            row.level.setEnabled(enabled and row.is_bot())

    def _keep_shown_plan(self) -> None:
        """Remember the rows of the game shown now before another game's rows replace them."""
        game_id = self._shown_game
        if game_id is None:
            return
        old = self._plans[game_id]
        rows = self.seat_rows[: len(old.seats)]
        seats = tuple(row.seat(old.seats[index]) for index, row in enumerate(rows))
        self._plans[game_id] = SeatPlan(self.players.value(), seats)

    def plans(self) -> dict[str, SeatPlan]:
        """Every game's seats as the dialog shows them now."""
        self._keep_shown_plan()
        return dict(self._plans)

    # --- buttons --------------------------------------------------------------------------
    def _on_button(self, button: QAbstractButton) -> None:
        if button is self.restore_button:
            self.restore_defaults()

    def restore_defaults(self) -> None:
        """Show the default values (stored only if the dialog is then accepted)."""
        self._select(self.language, "system")
        self._select(self.theme, "light")
        self._select(self.speed, "normal")
        self.confirm_quit.setChecked(True)
        self.pause_after_bot.setChecked(False)
        self.volume.setValue(DEFAULT_SOUND_VOLUME)
        self.muted.setChecked(False)
        self.phones_port.setValue(DEFAULT_PHONES_PORT)
        for info in self.games:
            self._plans[info.game_id] = self.settings.default_seat_plan(
                info.min_players, info.max_players
            )
        self._shown_game = None
        self._game_changed()

    def accept(self) -> None:
        self.apply()
        super().accept()

    def apply(self) -> None:
        settings = self.settings
        for game_id, plan in self.plans().items():
            info = next(i for i in self.games if i.game_id == game_id)
            if plan != settings.seat_plan(game_id, info.min_players, info.max_players):
                settings.set_seat_plan(game_id, plan)
        settings.set_confirm_quit(self.confirm_quit.isChecked())
        settings.set_pause_after_bot(self.pause_after_bot.isChecked())
        settings.set_sound_volume(self.volume.value())
        settings.set_sound_muted(self.muted.isChecked())
        settings.set_phones_port(self.phones_port.value())
        settings.set_animation_speed(str(self.speed.currentData()))
        settings.set_language(str(self.language.currentData()))
        settings.set_theme(str(self.theme.currentData()))
