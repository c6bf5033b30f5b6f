"""The replay viewer: step through every decision of a saved or finished game, read-only.

Every position is built once, by one replay of the match's history (`replay_positions`), and
drawn with the game's own table (scene, players rows, log lines) from the view chosen in
"View as":

- "The table" (`PUBLIC`): what every seat sees, as an onlooker — no hand, no chosen card
  before its reveal, only the public part of each event. The only view of an UNFINISHED game
  (a save or the autosave of a game still being played at one table: any seat's view would
  show that seat's secrets to whoever opened the file).
- once the game is over, each seat's view (what that player knew at that moment, the others'
  secrets hidden) and "Everything": the whole state and every private event, the table
  drawing every seat's secrets face up (`GameTable.set_reveal_all`): Basta! hands, Basari's
  chosen cards before their reveal (marked as still secret at that moment).

Nothing here can change a game: the viewer keeps its own positions, never connects the table's
`action_chosen`, hides the table's decision panel (its keyboard shortcuts go with it) and makes
the board non-interactive.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QPointF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QColor,
    QIcon,
    QKeySequence,
    QPainter,
    QPalette,
    QPixmap,
    QPolygonF,
    QShortcut,
)
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.bridge.adapter_data import PlayedMatch
from bazaar_desktop.bridge.following import clock_move_words
from bazaar_desktop.bridge.replay_steps import EVERYTHING, PUBLIC, ReplayPositions
from bazaar_desktop.game_page.access import install_log_list
from bazaar_desktop.game_page.board_view import BoardView
from bazaar_desktop.panels.log import LogLine, LogModel, LogView
from bazaar_desktop.panels.players import PlayersModel, PlayersView
from bazaar_desktop.tables import table_class
from bazaar_desktop.tables.base import GameTable

__all__ = ["EVERYTHING", "PLAY_MIN_MS", "PUBLIC", "ReplayPositions", "ReplayViewer", "media_icon"]

PLAY_BASE_MS = 650  # the pause after a step at normal animation speed (as in a live game)
PLAY_MIN_MS = 250  # with animations off, Play still leaves time to read each step


def media_icon(kind: str, colour: QColor, size: int = 20) -> QIcon:
    """Player-control icons drawn here (the shipped font has no media symbols)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    s = float(size)
    top, bottom, middle = s * 0.2, s * 0.8, s * 0.5

    def right(x: float, width: float) -> None:
        painter.drawPolygon(
            QPolygonF([QPointF(x, top), QPointF(x + width, middle), QPointF(x, bottom)])
        )

    def left(x: float, width: float) -> None:
        painter.drawPolygon(
            QPolygonF([QPointF(x + width, top), QPointF(x, middle), QPointF(x + width, bottom)])
        )

    bar = s * 0.12
    if kind == "first":
        painter.drawRect(int(s * 0.18), int(top), int(bar), int(bottom - top))
        left(s * 0.32, s * 0.5)
    elif kind == "back":
        left(s * 0.28, s * 0.45)
    elif kind == "forward":
        right(s * 0.27, s * 0.45)
    elif kind == "last":
        right(s * 0.18, s * 0.5)
        painter.drawRect(int(s * 0.7), int(top), int(bar), int(bottom - top))
    elif kind == "play":
        right(s * 0.3, s * 0.5)
    elif kind == "pause":
        painter.drawRect(int(s * 0.28), int(top), int(s * 0.15), int(bottom - top))
        painter.drawRect(int(s * 0.57), int(top), int(s * 0.15), int(bottom - top))
    painter.end()
    return QIcon(pixmap)


class ReplayViewer(QDialog):
    """A window that shows one match position by position; see the module docstring."""

    step_shown = Signal(int)

    def __init__(
        self,
        match: PlayedMatch,
        parent: QWidget | None = None,
        *,
        speed: float = 1.0,
        source: str = "",
        clock_moves: Sequence[tuple[int, int]] = (),
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)  # its own window: resizable, maximisable
        self.setObjectName("replayViewer")
        self.positions = ReplayPositions(match)
        self.speed = speed
        self.clock_steps = {n + 1: seat for n, seat in clock_moves}  # online: the clock's
        self.step = -1
        self.seat = self._initial_seat()
        self._generation = 0
        self._log_mode: tuple[int, int] | None = None  # (seat, last step in the log)
        self._lines: dict[tuple[int, int], list[LogLine]] = {}
        names = [seat.name for seat in self.positions.seats]
        self.table: GameTable = table_class(self.positions.game_id)(names, self)
        self._build(names, source)
        self._play_timer = QTimer(self)
        self._play_timer.setSingleShot(True)
        self._play_timer.timeout.connect(self._play_next)
        self._playing = False
        self._bind_keys()
        self.resize(1200, 760)
        self.go_to(0)

    # --- layout -----------------------------------------------------------------------------
    def _build(self, names: list[str], source: str) -> None:
        positions = self.positions
        if source:
            window_title = self.tr("Replay: {game} — {source}").format(
                game=positions.game_name, source=source
            )
        else:
            window_title = self.tr("Replay: {game}").format(game=positions.game_name)
        self.setWindowTitle(window_title)
        panel = self.table.panel  # the decision panel is never shown in a replay
        panel.setParent(self)
        panel.hide()
        self.view = BoardView()
        self.view.setInteractive(False)  # read-only: no item takes a click
        self.view.set_scene(self.table.scene)

        header = self._build_header(names)
        side = self._build_side()
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(side)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setChildrenCollapsible(False)

        self.caption = QLabel()
        self.caption.setObjectName("replayCaption")
        self.caption.setWordWrap(True)
        self.caption.setMinimumHeight(self.caption.fontMetrics().height() * 2 + 6)
        self.caption.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 10)
        layout.setSpacing(8)
        layout.addLayout(header)
        layout.addWidget(self.splitter, 1)
        layout.addWidget(self.caption)
        layout.addLayout(self._build_controls())

    def _build_header(self, names: list[str]) -> QHBoxLayout:
        positions = self.positions
        title = QLabel(
            self.tr("{game}: {names}").format(game=positions.game_name, names=", ".join(names))
        )
        title.setObjectName("replayTitle")
        title.setFont(theme.font(15, bold=True, serif=True))
        self.seat_box = QComboBox()
        self.seat_box.setAccessibleName(self.tr("Whose view to show"))
        for seat in positions.offered_views():
            self.seat_box.addItem(self._view_name(seat, names), seat)
        if positions.finished:
            tip = self.tr(
                "The table shows what everyone saw; a player's view shows only what that "
                "player knew; everything reveals every secret."
            )
        else:
            tip = self.tr(
                "This game is not over: only what everyone at the table sees is shown. "
                "Players' views and everything unlock when the game is over."
            )
        self.seat_box.setToolTip(tip)
        self.seat_box.setCurrentIndex(self.seat_box.findData(self.seat))
        self.seat_box.currentIndexChanged.connect(self._seat_chosen)
        view_label = QLabel(self.tr("&View as:"))
        view_label.setBuddy(self.seat_box)
        header = QHBoxLayout()
        header.addWidget(title, 1)
        header.addWidget(view_label)
        header.addWidget(self.seat_box)
        return header

    def _build_side(self) -> QWidget:
        """Players and the log, as at the table (no decision box: nothing is decided here)."""
        self.players_model = PlayersModel(self)
        self.players_view = PlayersView(self.players_model)
        self.players_model.set_columns(self.table.player_columns())
        self.log_model = LogModel(self)
        install_log_list()  # the log, as a list to a screen reader
        self.log_view = LogView(self.log_model)
        # The newest step's lines stay in view while a long log is still being laid out.
        self._log_follows = True
        log_bar = self.log_view.verticalScrollBar()
        log_bar.rangeChanged.connect(self._log_range_changed)
        log_bar.actionTriggered.connect(self._log_scrolled_by_reader)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 0, 0, 0)
        players_box = QGroupBox(self.tr("Players"))
        QVBoxLayout(players_box).addWidget(self.players_view)
        log_box = QGroupBox(self.tr("Game log"))
        QVBoxLayout(log_box).addWidget(self.log_view)
        side_layout.addWidget(players_box)
        side_layout.addWidget(log_box, 1)
        side.setMinimumWidth(300)
        side.setMaximumWidth(440)
        return side

    def _build_controls(self) -> QHBoxLayout:
        ink = self.palette().color(QPalette.ColorRole.ButtonText)
        self._play_icon = media_icon("play", ink)
        self._pause_icon = media_icon("pause", ink)

        def button(kind: str, name: str, key: str, slot: Any) -> QPushButton:
            control = QPushButton(media_icon(kind, ink), "")
            control.setIconSize(QSize(20, 20))
            control.setToolTip(self.tr("{action} ({key})").format(action=name, key=key))
            control.setAccessibleName(name)
            control.setMinimumSize(QSize(40, 32))
            control.clicked.connect(slot)
            return control

        self.first_button = button(
            "first", self.tr("Go to the start"), self.tr("Home"), self.go_first
        )
        self.back_button = button("back", self.tr("One step back"), self.tr("Left"), self.step_back)
        self.forward_button = button(
            "forward", self.tr("One step forward"), self.tr("Right"), self.step_forward
        )
        self.last_button = button("last", self.tr("Go to the end"), self.tr("End"), self.go_last)
        self.play_button = QPushButton(self._play_icon, self.tr("&Play"))
        self.play_button.setObjectName("primary")
        self.play_button.setIconSize(QSize(18, 18))
        self.play_button.setMinimumSize(QSize(96, 32))
        self.play_button.setToolTip(self.tr("Play the game step by step (P)"))
        self.play_button.clicked.connect(self.toggle_play)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.positions.decisions)
        self.slider.setPageStep(10)
        self.slider.setAccessibleName(self.tr("Step in the game"))
        self.slider.valueChanged.connect(self._slider_moved)
        self.counter = QLabel()
        self.counter.setObjectName("replayCounter")
        width = self.counter.fontMetrics().horizontalAdvance(f"{self.positions.decisions} / " * 2)
        self.counter.setMinimumWidth(width)
        self.counter.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        close = QPushButton(self.tr("&Close"))
        close.clicked.connect(self.close)
        row = QHBoxLayout()
        row.setSpacing(6)
        for control in (self.first_button, self.back_button):
            row.addWidget(control)
        row.addWidget(self.play_button)
        for control in (self.forward_button, self.last_button):
            row.addWidget(control)
        row.addSpacing(8)
        row.addWidget(self.slider, 1)
        row.addWidget(self.counter)
        row.addSpacing(8)
        row.addWidget(close)
        return row

    def _bind_keys(self) -> None:
        for key, slot in (
            (Qt.Key.Key_Left, self.step_back),
            (Qt.Key.Key_Right, self.step_forward),
            (Qt.Key.Key_Home, self.go_first),
            (Qt.Key.Key_End, self.go_last),
            (Qt.Key.Key_P, self.toggle_play),
        ):
            QShortcut(QKeySequence(key), self, slot, Qt.ShortcutContext.WindowShortcut)

    def _view_name(self, seat: int, names: list[str]) -> str:
        if seat == PUBLIC:
            return self.tr("The table (what everyone sees)")
        if seat == EVERYTHING:
            return self.tr("Everything (the game is over)")
        return self.tr("{name}'s view").format(name=names[seat])

    def _initial_seat(self) -> int:
        return EVERYTHING if self.positions.may_show_everything() else PUBLIC

    # --- moving -----------------------------------------------------------------------------
    def go_first(self) -> None:
        self.stop_playing()
        self.go_to(0)

    def go_last(self) -> None:
        self.stop_playing()
        self.go_to(self.positions.decisions)

    def step_back(self) -> None:
        self.stop_playing()
        self.go_to(self.step - 1)

    def step_forward(self) -> None:
        self.stop_playing()
        self.go_to(self.step + 1)

    def _slider_moved(self, value: int) -> None:
        if value != self.step:
            self.stop_playing()
            self.go_to(value)

    def _seat_chosen(self, _index: int) -> None:
        seat = self.seat_box.currentData()
        if isinstance(seat, int) and seat != self.seat:
            self.seat = seat
            self.go_to(self.step, redraw=True)

    def go_to(self, step: int, *, redraw: bool = False) -> None:
        """Show position `step` (clamped to the game); one step forward is animated."""
        step = max(0, min(self.positions.decisions, step))
        if step == self.step and not redraw:
            return
        one_forward = step == self.step + 1 and not redraw
        update = self.positions.update(step, self.seat)
        if one_forward:
            shown = dataclasses.replace(update, generation=self._generation)
            speed = self.speed
        else:
            # A jump: tables that remember earlier events start over from every event so far.
            self._generation += 1
            so_far = tuple(
                event
                for past in range(step + 1)
                for event in self.positions.events_seen(past, self.seat)
            )
            shown = dataclasses.replace(
                update, generation=self._generation, events=(), public_events=so_far
            )
            speed = 0.0
        self.step = step
        # Every hand and secret card face up: only "Everything", only for a finished game.
        everything = self.seat == EVERYTHING and self.positions.may_show_everything()
        self.table.set_reveal_all(everything)
        self.table.show_update(shown, speed)
        self.players_model.set_rows(self.table.player_rows(update))
        self._show_log(step)
        self._show_caption(step)
        self._update_controls()
        self.step_shown.emit(step)

    # --- the log and the words under the board ---------------------------------------------------
    def lines_of_step(self, step: int) -> list[LogLine]:
        """The log lines the table writes for decision `step` in the chosen view."""
        key = (step, self.seat)
        lines = self._lines.get(key)
        if lines is None:
            if step == 0:
                names = ", ".join(seat.name for seat in self.positions.seats)
                text = self.tr("Start of the game: {names}.").format(names=names)
                lines = [LogLine(text, None, True)]
            else:
                lines = self.table.log_lines(self.positions.update(step, self.seat))
            if step in self.clock_steps:  # the turn clock's decision, not the person's
                name = self.positions.seats[self.clock_steps[step]].name
                lines = [*lines, LogLine(clock_move_words(name), None, False)]
            self._lines[key] = lines
        return lines

    def _log_range_changed(self, _low: int, high: int) -> None:
        if self._log_follows:
            self.log_view.verticalScrollBar().setValue(high)

    def _log_scrolled_by_reader(self, _action: int) -> None:
        self._log_follows = False

    def _show_log(self, step: int) -> None:
        self._log_follows = True
        mode = self._log_mode
        if mode is not None and mode[0] == self.seat and mode[1] == step - 1:
            self.log_model.append(self.lines_of_step(step))
        elif mode != (self.seat, step):
            self.log_model.clear()
            lines = [line for past in range(step + 1) for line in self.lines_of_step(past)]
            self.log_model.append(lines)
        self._log_mode = (self.seat, step)
        bar = self.log_view.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _show_caption(self, step: int) -> None:
        total = self.positions.decisions
        self.counter.setText(self.tr("{step} / {total}").format(step=step, total=total))
        if step == 0:
            self.caption.setText(self.tr("The start of the game, before any decision."))
            return
        decider = self.positions.deciders[step]
        if decider is None or decider < 0:
            who = self.tr("chance")
        else:
            who = self.positions.seats[decider].name
        said = [line.text for line in self.lines_of_step(step) if not line.heading]
        if said:
            text = self.tr("Step {step} of {total}: {what}").format(
                step=step, total=total, what=" ".join(said[:3])
            )
        else:
            text = self.tr("Step {step} of {total}: a decision by {who}.").format(
                step=step, total=total, who=who
            )
        self.caption.setText(text)

    def _update_controls(self) -> None:
        at_start = self.step <= 0
        at_end = self.step >= self.positions.decisions
        self.first_button.setEnabled(not at_start)
        self.back_button.setEnabled(not at_start)
        self.forward_button.setEnabled(not at_end)
        self.last_button.setEnabled(not at_end)
        if self.slider.value() != self.step:
            self.slider.blockSignals(True)
            self.slider.setValue(self.step)
            self.slider.blockSignals(False)

    # --- playing ----------------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return self._playing

    def set_speed(self, speed: float) -> None:
        self.speed = speed

    def toggle_play(self) -> None:
        if self.playing:
            self.stop_playing()
            return
        if self.step >= self.positions.decisions:
            self.go_to(0)  # Play at the end starts again from the beginning
        self._playing = True
        self.play_button.setText(self.tr("&Pause"))
        self.play_button.setIcon(self._pause_icon)
        self._play_timer.start(self._pause_after())

    def stop_playing(self) -> None:
        self._playing = False
        self._play_timer.stop()
        self.play_button.setText(self.tr("&Play"))
        self.play_button.setIcon(self._play_icon)

    def _pause_after(self) -> int:
        update = self.positions.update(self.step, self.seat)
        pace = PLAY_BASE_MS * self.speed * self.table.pace_factor(update)
        return max(PLAY_MIN_MS, int(pace))

    def _play_next(self) -> None:
        self.go_to(self.step + 1)
        if self.step >= self.positions.decisions:
            self.stop_playing()
            return
        self._play_timer.start(self._pause_after())

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop_playing()
        super().closeEvent(event)
