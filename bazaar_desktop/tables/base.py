"""What the main window expects of a game's table (scene + decision panel + words)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGraphicsScene, QWidget

from bazaar_desktop.adapter import Update
from bazaar_desktop.panels.log import LogLine
from bazaar_desktop.panels.players import Column, PlayerRow


@dataclass(frozen=True)
class ResultRow:
    place: int
    seat: int
    name: str
    score: str
    details: tuple[str, ...]
    winner: bool


@dataclass(frozen=True)
class ScoreSeries:
    seat: int
    name: str
    points: tuple[tuple[float, float], ...]  # (x, score)


@dataclass(frozen=True)
class ResultsData:
    headline: str
    score_title: str
    detail_titles: tuple[str, ...]
    rows: tuple[ResultRow, ...]
    explanation: tuple[str, ...]
    series: tuple[ScoreSeries, ...]
    x_title: str
    y_title: str
    markers: tuple[tuple[float, str], ...] = ()  # vertical lines on the chart (x, label)


@dataclass(frozen=True)
class OptionField:
    """How the new-game dialog shows one game option."""

    label: str
    tooltip: str = ""
    choices: tuple[tuple[str, Any], ...] = ()  # (shown text, value); empty = free field


class GameTable(QObject):
    """One game's table: owns its scene and decision panel; turns updates into pictures."""

    action_chosen = Signal(int, object)  # seat, action (an opaque engine object)
    game_id = ""
    rules_file = ""  # resources/rules/<name>

    def __init__(self, names: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.names = list(names)
        self.reveal_all = False

    def set_reveal_all(self, reveal: bool) -> None:
        """Draw every seat's secrets (hands, chosen cards) from the next updates, which must
        carry the whole state (`looking_seat` None). Only the replay viewer asks for it, for
        "Everything" in a finished game; live play never does, and a seat's view has no
        secrets of others to draw."""
        self.reveal_all = reveal

    # --- widgets ------------------------------------------------------------------------
    @property
    def scene(self) -> QGraphicsScene:
        raise NotImplementedError

    @property
    def panel(self) -> QWidget:
        raise NotImplementedError

    # --- drawing ------------------------------------------------------------------------
    def show_update(self, update: Update, speed: float) -> None:
        """Redraw for `update`; `speed` scales animations (0 = none)."""
        raise NotImplementedError

    def focus_decision(self) -> None:
        """Give the keyboard to the current decision widget."""

    def player_columns(self) -> list[Column]:
        raise NotImplementedError

    def player_rows(self, update: Update) -> list[PlayerRow]:
        raise NotImplementedError

    def log_lines(self, update: Update) -> list[LogLine]:
        raise NotImplementedError

    def status_text(self, update: Update) -> str:
        raise NotImplementedError

    def results(self, update: Update) -> ResultsData:
        raise NotImplementedError

    def take_over(self, old: GameTable) -> None:
        """Keep what `old` (this game's previous table, replaced to show another language)
        learned from earlier updates and cannot read again from the events so far."""

    def pace_factor(self, update: Update) -> float:
        """How long to pause after this update, relative to the base pace."""
        return 1.0

    # --- for the adapter and the dialogs ------------------------------------------------
    @classmethod
    def secret_decision_hook(cls) -> Callable[[Any, tuple[int, ...]], bool] | None:
        return None

    @classmethod
    def reveal_hook(cls) -> Callable[[str], bool] | None:
        return None

    @classmethod
    def option_fields(cls) -> dict[str, OptionField]:
        return {}

    @classmethod
    def shortcuts(cls) -> list[tuple[str, str]]:
        return []

    @classmethod
    def default_names(cls) -> list[str]:
        return []
