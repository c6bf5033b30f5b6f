"""What the main window expects of a game's table (scene + decision panel + words)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QGraphicsScene, QStackedWidget, QWidget

from bazaar_desktop.bridge.adapter import Update
from bazaar_desktop.panels.log import LogLine
from bazaar_desktop.panels.players import Column, PlayerRow
from bazaar_desktop.services.i18n import bot_level_name
from bazaar_desktop.tables.kept_keys import KeptKeys
from bazaar_desktop.viewmodels.words import about, thinking_names

# The shared texts keep the context "GameTable" (self.tr would file them under the generic
# class's name, GameTableOf).
translate = QCoreApplication.translate


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


def series_per_turn(update: Update) -> tuple[ScoreSeries, ...]:
    """Each seat's score at the end of each turn (the last score a turn left), for the chart
    of a game whose turns are its natural steps (Basari's points, Basta!'s chips)."""
    per_turn: dict[int, tuple[float, ...]] = {}
    for turn, scores in update.score_history:
        per_turn[turn] = scores
    turns = sorted(per_turn)
    return tuple(
        ScoreSeries(
            seat, info.name, tuple((float(turn), float(per_turn[turn][seat])) for turn in turns)
        )
        for seat, info in enumerate(update.seats)
    )


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
    rounds: tuple[tuple[str, tuple[str, ...]], ...] = ()  # each round's scoring (title, lines)


@dataclass(frozen=True)
class OptionField:
    """How the new-game dialog shows one game option."""

    label: str
    tooltip: str = ""
    choices: tuple[tuple[str, Any], ...] = ()  # (shown text, value); empty = free field
    advanced: bool = False  # not a player's choice (a data file): behind "Advanced"


class PlayerView(Protocol):
    """What the shared table code reads of a player in any game's view-model."""

    @property
    def seat(self) -> int: ...
    @property
    def name(self) -> str: ...
    @property
    def thinking(self) -> bool: ...


class GameViewModel(Protocol):
    """What the shared table code reads of any game's view-model (BasariVM, JewelsVM, BastaVM)."""

    @property
    def players(self) -> Sequence[PlayerView]: ...
    @property
    def decision(self) -> Any: ...  # the deciding seat's choice (it has `.seat`), or None
    @property
    def is_over(self) -> bool: ...


class GameWords(Protocol):
    """What a game's view-model module (bazaar_desktop/viewmodels/<game>.py) offers the shared
    table code. The module itself is the implementation: mypy checks it against this."""

    def log_lines(
        self, events: Sequence[Any], seats: Sequence[Any]
    ) -> list[tuple[str, int | None, bool]]: ...
    def status_text(self, vm: Any, thinking: Sequence[int], seats: Sequence[Any]) -> str: ...


VM = TypeVar("VM", bound=GameViewModel)


class GameTableOf(QObject, Generic[VM]):
    """One game's table: owns its scene and decision panel; turns updates into pictures.

    The three games' tables differ in their pictures and words; what they share (the side
    panel's rows, the log, the status line, the waiting texts) is written once here and
    asks the game's view-model module, `vm_module`, for the game's own words. `VM` is the
    game's view-model class; code that holds a table of any game says `GameTable`."""

    action_chosen = Signal(int, object)  # seat, action (an opaque engine object)
    # The status line's words for a choice begun on the panel, between two updates (the
    # person is choosing, so no curtain is up).
    status_changed = Signal(str)
    game_id = ""
    vm_module: ClassVar[GameWords]
    # Whether a moment of the game is named by its turn as well as its round ("Round 2, turn
    # 7": the review's word for where a decision was made); Jewel Bazaar's name the round only.
    turns_named: ClassVar[bool] = True

    def __init__(self, names: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.names = list(names)
        self.reveal_all = False
        self.vm: VM | None = None  # the last update's view-model, None before the first
        self.kept_keys: KeptKeys | None = None  # keys pressed while the table moves on

    def _keep_keys(self, panel: QStackedWidget, waiting: QWidget) -> None:
        """Keys pressed on `panel`'s `waiting` page go to the person's next decision."""
        self.kept_keys = KeptKeys(panel, waiting, self.scene, self)

    def _keys_follow(self, update: Update) -> None:
        """The end of each `show_update`: kept keys go on, wait, or are dropped."""
        if self.kept_keys is not None:
            self.kept_keys.follow(update)

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

    def _on_chosen(self, action: object) -> None:
        """The decision panel's choice, sent on as the deciding seat's action."""
        vm = self.vm
        if vm is not None and vm.decision is not None:
            if self.kept_keys is not None:
                self.kept_keys.choice_made()
            self.action_chosen.emit(vm.decision.seat, action)

    # --- drawing ------------------------------------------------------------------------
    def show_update(self, update: Update, speed: float) -> None:
        """Redraw for `update`; `speed` scales animations (0 = none)."""
        raise NotImplementedError

    def focus_decision(self) -> None:
        """Give the keyboard to the current decision widget."""

    def show_hint(self, action: object) -> bool:
        """Point at the coach's `action` in the decision widget, and so on the board, without
        choosing it; False if the widget showing now has no such choice."""
        show = getattr(self.panel, "show_hint", None)
        return bool(show(action)) if callable(show) else False

    def fill_in(self, sell: Any, buy: Any) -> bool:
        """Fill a trade into the decision widget without making it (the walkthrough shows a
        rule so: the panel gives the engine's word on it); False where there is no such
        widget showing."""
        fill = getattr(self.panel, "fill_in", None)
        return bool(fill(sell, buy)) if callable(fill) else False

    def player_columns(self) -> list[Column]:
        raise NotImplementedError

    def player_rows(self, update: Update) -> list[PlayerRow]:
        """One row per player for the side panel; the game fills in the cells."""
        vm = self.current_vm(update)
        winners = set(update.view.winners()) if update.is_over else set()
        rows = []
        for player in vm.players:
            cells, tips = self._player_cells(player, vm)
            rows.append(
                PlayerRow(
                    seat=player.seat,
                    name=player.name,
                    kind=self._kind_text(update, player.seat),
                    cells=cells,
                    deciding=self._is_deciding(player) and not update.is_over,
                    thinking=player.thinking,
                    winner=player.seat in winners,
                    cell_tooltips=tips,
                    stand_in=player.seat in update.stand_ins,
                    away=player.seat in update.away,
                )
            )
        return rows

    def _player_cells(self, player: Any, vm: VM) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """A player's cells under `player_columns()`, and their tooltips."""
        raise NotImplementedError

    def _is_deciding(self, player: Any) -> bool:
        """Whether the player's row is marked as the one to decide."""
        return bool(player.deciding)

    def _kind_text(self, update: Update, seat: int) -> str:
        """Who sits in `seat`: a person, or a bot and its level."""
        info = update.seats[seat]
        if not info.is_bot:
            return translate("GameTable", "person")
        return translate("GameTable", "bot, {level}").format(level=bot_level_name(info.level))

    def log_lines(self, update: Update) -> list[LogLine]:
        return self.story_lines(update.public_events, update.seats)

    def story_lines(self, public_events: Sequence[Any], seats: Sequence[Any]) -> list[LogLine]:
        """The log's lines for events as everybody saw them (a loaded game's whole history)."""
        return [
            LogLine(text, seat, heading)
            for text, seat, heading in self.vm_module.log_lines(tuple(public_events), tuple(seats))
        ]

    def decision_title(self, update: Update) -> str:
        """The decision box's title: whose move it is ("Your move" to a walkthrough's learner)."""
        if update.is_over:
            return translate("GameTable", "Game over")
        seat = update.human_to_act
        if seat is None:
            return translate("GameTable", "At the table")
        words = about(
            update.seats,
            seat,
            translate("GameTable", "{name}'s move"),
            translate("GameTable", "Your move"),
        )
        return words.format(name=update.seats[seat].name)

    def status_text(self, update: Update) -> str:
        vm = self.current_vm(update)
        return str(self.vm_module.status_text(vm, update.thinking, update.seats))

    def current_vm(self, update: Update) -> VM:
        """The view-model shown now; built from `update` if none is shown yet (a side panel
        can ask before the first `show_update`)."""
        return self.vm if self.vm is not None else self._build(update)

    def _build(self, update: Update) -> VM:
        """The game's view-model of `update`."""
        raise NotImplementedError

    def _waiting_texts(self, vm: VM, update: Update) -> tuple[str, str]:
        """The decision panel's title and line while the looking player has nothing to do."""
        if vm.is_over:
            return translate("GameTable", "The game is over"), translate(
                "GameTable", "See the results, or start a new game."
            )
        if update.thinking:
            names = thinking_names(update.seats, update.thinking)
            return translate("GameTable", "Please wait"), translate(
                "GameTable", "{names} thinking…"
            ).format(names=names)
        return translate("GameTable", "Please wait"), self.vm_module.status_text(
            vm, update.thinking, update.seats
        )

    def _headline(self, winners: Sequence[str], you: bool = False) -> str:
        """The results' first line: who won, or who share the win (`you`: the walkthrough's
        learner won alone)."""
        if len(winners) == 1 and you:
            return translate("GameTable", "You win!")
        if len(winners) == 1:
            return translate("GameTable", "{name} wins!").format(name=winners[0])
        return translate("GameTable", "{names} share the win!").format(names=" & ".join(winners))

    def results(self, update: Update) -> ResultsData:
        raise NotImplementedError

    def take_over(self, old: GameTable) -> None:
        """Keep what `old` (this game's previous table, replaced to show another language)
        learned from earlier updates and cannot read again from the events so far."""

    def put_away_notices(self) -> None:
        """The results are shown: nothing may stay over the table (a scoring scroll)."""

    def pace_factor(self, update: Update) -> float:
        """How long to pause after this update, relative to the base pace."""
        return 1.0

    # --- for the dialogs ----------------------------------------------------------------
    @classmethod
    def score_title(cls) -> str:
        """The heading of the game's best scores (Statistics), in the window's language."""
        return QCoreApplication.translate("StatisticsDialog", "Score")

    @classmethod
    def option_fields(cls) -> dict[str, OptionField]:
        return {}

    @classmethod
    def shortcuts(cls) -> list[tuple[str, str]]:
        return []

    @classmethod
    def default_names(cls) -> list[str]:
        return []


# A table of any game: what the main window, the replay viewer and the coach hold.
GameTable = GameTableOf[Any]
