"""Take's table: the pile as a line of text, two buttons, its log and results; its view-model
module is the `TakeWords` below (a game may keep it in a module of its own)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGraphicsScene, QHBoxLayout, QPushButton, QWidget

from bazaar_desktop.bridge.adapter import Update
from bazaar_desktop.panels.players import Column
from bazaar_desktop.tables.base import GameTableOf, GameWords, ResultRow, ResultsData


@dataclass(frozen=True)
class TakePlayerVM:
    seat: int
    name: str
    thinking: bool
    deciding: bool


@dataclass(frozen=True)
class TakeDecision:
    seat: int
    most: int  # 1 or 2


@dataclass(frozen=True)
class TakeVM:
    pile: int
    players: tuple[TakePlayerVM, ...]
    decision: TakeDecision | None
    is_over: bool


class TakeWords:
    def log_lines(
        self, events: Sequence[Any], seats: Sequence[Any]
    ) -> list[tuple[str, int | None, bool]]:
        return [
            (f"{seats[e.player].name} takes {e.data['count']}", e.player, False)
            for e in events
            if e.kind == "stones_taken"
        ]

    def status_text(self, vm: Any, thinking: Sequence[int], seats: Sequence[Any]) -> str:
        return f"{vm.pile} stones left"


class TakePanel(QWidget):
    chosen = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        layout = QHBoxLayout(self)
        self.buttons = [QPushButton(f"Take {n}") for n in (1, 2)]
        for n, button in enumerate(self.buttons, start=1):
            button.setObjectName(f"take{n}")
            button.clicked.connect(lambda _=False, n=n: self._take(n))
            layout.addWidget(button)

    def _take(self, count: int) -> None:
        # Found at run time, through BAZAAR_GAMES_PATH, as a part of bazaar_engine.entries.
        from bazaar_engine.entries.take import TakeStones  # type: ignore[import-not-found]

        self.chosen.emit(TakeStones(count))


class TakeTable(GameTableOf[TakeVM]):
    vm_module: ClassVar[GameWords] = TakeWords()
    game_id = "take"

    def __init__(self, names: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(names, parent)
        self._scene = QGraphicsScene(self)
        self._pile = self._scene.addText("")
        self._panel = TakePanel()
        self._panel.chosen.connect(self._on_chosen)

    @property
    def scene(self) -> QGraphicsScene:
        return self._scene

    @property
    def panel(self) -> QWidget:
        return self._panel

    def _build(self, update: Update) -> TakeVM:
        # A TakeState (its module is found only at run time, through BAZAAR_GAMES_PATH).
        state: Any = update.view
        deciding = update.human_to_act
        players = tuple(
            TakePlayerVM(seat, info.name, seat in update.thinking, seat in update.deciding)
            for seat, info in enumerate(update.seats)
        )
        decision = None if deciding is None else TakeDecision(deciding, min(2, state.pile))
        return TakeVM(state.pile, players, decision, update.is_over)

    def show_update(self, update: Update, speed: float) -> None:
        self.vm = vm = self._build(update)
        self._pile.setPlainText("●" * vm.pile)
        for n, button in enumerate(self._panel.buttons, start=1):
            button.setEnabled(vm.decision is not None and n <= vm.decision.most)

    def player_columns(self) -> list[Column]:
        return [Column("Won")]

    def _player_cells(self, player: Any, vm: TakeVM) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return ("",), ("",)

    def results(self, update: Update) -> ResultsData:
        winners = update.view.winners()
        names = [info.name for info in update.seats]
        rows = tuple(
            ResultRow(1 if seat in winners else 2, seat, name, "", (), seat in winners)
            for seat, name in enumerate(names)
        )
        headline = self._headline([names[seat] for seat in winners])
        return ResultsData(headline, "Won", (), rows, ("The last stone wins.",), (), "", "")


TABLE = TakeTable
