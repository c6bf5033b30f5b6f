"""Basta!'s table: ties the view-model to the scene, the decision panel, log and results."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QGraphicsScene, QWidget

from bazaar_desktop.adapter import Update
from bazaar_desktop.i18n import bot_level_name
from bazaar_desktop.panels.basta_panels import BastaDecisionPanel
from bazaar_desktop.panels.log import LogLine
from bazaar_desktop.panels.players import Column, PlayerRow
from bazaar_desktop.scenes.basta_scene import BastaScene
from bazaar_desktop.tables.base import GameTable, OptionField, ResultRow, ResultsData, ScoreSeries
from bazaar_desktop.viewmodels import basta as vmod
from bazaar_desktop.viewmodels.basta import BastaVM

translate = QCoreApplication.translate


def seat_letters(names: Sequence[str]) -> list[str]:
    """Initials on the pieces; seat numbers instead when two names share an initial."""
    initials = [(name.strip()[:1] or "?").upper() for name in names]
    if len(set(initials)) == len(initials):
        return initials
    return [str(seat + 1) for seat in range(len(names))]


class BastaTable(GameTable):
    game_id = "basta"
    rules_file = "basta.md"

    def __init__(self, names: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(names, parent)
        self._scene = BastaScene(seat_letters(names), self)
        self._panel = BastaDecisionPanel()
        self._panel.chosen.connect(self._on_chosen)
        self._scene.card_clicked.connect(self._panel.play.select)
        self._scene.card_activated.connect(self._panel.play.activate)
        self._scene.seat_clicked.connect(self._panel.choose_seat)
        self._panel.card_selected.connect(self._on_card_selected)
        self._panel.targets_offered.connect(self._on_targets)
        self._panel.target_selected.connect(self._on_target_selected)
        self._selection: tuple[int | None, tuple[int, ...], int | None] = (None, (), None)
        self._chain: tuple[str, ...] = ()
        self._generation: int | None = None
        self.vm: BastaVM | None = None

    @property
    def scene(self) -> QGraphicsScene:
        return self._scene

    @property
    def panel(self) -> QWidget:
        return self._panel

    def _on_chosen(self, action: object) -> None:
        vm = self.vm
        if vm is not None and vm.decision is not None:
            self._set_selection(None, (), None)
            self.action_chosen.emit(vm.decision.seat, action)

    # --- the choice in progress, mirrored on the table ----------------------------------
    def _set_selection(
        self, card: int | None, targets: tuple[int, ...], target: int | None
    ) -> None:
        if (card, targets, target) != self._selection:
            self._selection = (card, targets, target)
            self._scene.set_selection(card, targets, target)

    def _on_card_selected(self, index: int) -> None:
        _, targets, target = self._selection
        self._set_selection(index if index >= 0 else None, targets, target)

    def _on_targets(self, seats: object) -> None:
        card, _, target = self._selection
        offered = tuple(int(s) for s in seats) if isinstance(seats, tuple) else ()
        self._set_selection(card, offered, target if target in offered else None)

    def _on_target_selected(self, seat: int) -> None:
        card, targets, _ = self._selection
        self._set_selection(card, targets, seat if seat >= 0 else None)

    # --- drawing ------------------------------------------------------------------------
    def _build(self, update: Update) -> BastaVM:
        return vmod.build(
            update.view,
            update.seats,
            update.looking_seat,
            update.human_to_act,
            update.thinking,
            self._chain,
            reveal_all=self.reveal_all,
        )

    def show_update(self, update: Update, speed: float) -> None:
        if update.generation != self._generation:
            self._generation = update.generation
            self._chain = ()  # a new game, or a choice taken back
        self._chain = vmod.chain_after(self._chain, update.public_events)
        vm = self._build(update)
        self.vm = vm
        self._scene.show_vm(vm, vmod.cues(update.events), speed)
        self._panel.show_vm(vm, *self._waiting_texts(vm, update))

    def take_over(self, old: GameTable) -> None:
        if isinstance(old, BastaTable):
            self._chain = old._chain
            self._generation = old._generation

    def focus_decision(self) -> None:
        self._panel.focus_decision()

    def _waiting_texts(self, vm: BastaVM, update: Update) -> tuple[str, str]:
        if vm.is_over:
            return self.tr("The game is over"), self.tr("See the results, or start a new game.")
        if update.thinking:
            names = vmod.thinking_names(update.seats, update.thinking)
            return self.tr("Please wait"), self.tr("{names} thinking…").format(names=names)
        return self.tr("Please wait"), vmod.status_text(vm, update.thinking, update.seats)

    # --- side panels --------------------------------------------------------------------
    def player_columns(self) -> list[Column]:
        return [
            Column(self.tr("Chips"), self.tr("Penalty chips (the 4th ends the game)")),
            Column(self.tr("Cards"), self.tr("Cards in hand")),
            Column(self.tr("Double"), self.tr("Doubles lying before the player")),
        ]

    def player_rows(self, update: Update) -> list[PlayerRow]:
        vm = self.vm if self.vm is not None else self._build(update)
        winners = set(update.view.winners()) if update.is_over else set()
        rows = []
        for player in vm.players:
            cells = (
                str(player.chips),
                str(player.hand_count),
                "\u00d72"
                if player.doubles == 1
                else (str(player.doubles) if player.doubles else ""),
            )
            tips = (
                self.tr("{chips} of {limit} chips").format(
                    chips=player.chips, limit=vm.chips_to_end
                ),
                self.tr("{count} cards in hand").format(count=player.hand_count),
                self.tr("Must play two cards next turn") if player.doubles else "",
            )
            rows.append(
                PlayerRow(
                    seat=player.seat,
                    name=player.name,
                    kind=self._kind_text(update, player.seat),
                    cells=cells,
                    deciding=player.active and not update.is_over,
                    thinking=player.thinking,
                    winner=player.seat in winners,
                    cell_tooltips=tips,
                )
            )
        return rows

    def _kind_text(self, update: Update, seat: int) -> str:
        info = update.seats[seat]
        if not info.is_bot:
            return self.tr("person")
        return self.tr("bot, {level}").format(level=bot_level_name(info.level))

    def log_lines(self, update: Update) -> list[LogLine]:
        return [
            LogLine(text, seat, heading)
            for text, seat, heading in vmod.log_lines(update.public_events, update.seats)
        ]

    def status_text(self, update: Update) -> str:
        vm = self.vm if self.vm is not None else self._build(update)
        return vmod.status_text(vm, update.thinking, update.seats)

    def pace_factor(self, update: Update) -> float:
        """The Minus 5 chain is told card by card; deals and draws go by quickly."""
        factor = 0.0
        for event in update.events:
            kind = event.kind
            if kind == "chip_taken":
                factor = max(factor, 3.0)
            elif kind == "chain_card_drawn" or (
                kind == "card_played" and event.data.get("chained")
            ):
                factor = max(factor, 2.0)
            elif kind in ("hands_exchanged", "double_laid", "direction_changed"):
                factor = max(factor, 1.5)
            elif kind == "card_played":
                factor = max(factor, 1.2)
            elif kind == "card_drawn":
                factor = max(
                    factor, 0.05 if self.vm is not None and self.vm.phase == "deal" else 0.3
                )
        return factor or 0.3

    # --- results ------------------------------------------------------------------------
    def results(self, update: Update) -> ResultsData:
        outcome = vmod.outcome(update.view, update.seats)
        names = [info.name for info in update.seats]
        winners = [names[seat] for seat in outcome.winners]
        if len(winners) == 1:
            headline = self.tr("{name} wins!").format(name=winners[0])
        else:
            headline = self.tr("{names} share the win!").format(names=" & ".join(winners))
        rows = tuple(
            ResultRow(
                place=standing.place,
                seat=standing.seat,
                name=standing.name,
                score=str(standing.chips),
                details=(),
                winner=standing.seat in outcome.winners,
            )
            for standing in outcome.standings
        )
        lines = []
        if outcome.ended_by is not None:
            lines.append(
                self.tr("{name} took a 4th chip, which ends the game at once (T16).").format(
                    name=names[outcome.ended_by]
                )
            )
        fewest = outcome.standings[0].chips
        if len(winners) == 1:
            lines.append(
                self.tr("{name} has the fewest chips ({chips}).").format(
                    name=winners[0], chips=fewest
                )
            )
        else:
            lines.append(
                self.tr("{names} are tied on {chips} chips and share the win (T17).").format(
                    names=" & ".join(winners), chips=fewest
                )
            )
        lines.append(self.tr("Fewest chips wins; tied players share the win (T17)."))
        return ResultsData(
            headline=headline,
            score_title=self.tr("Chips"),
            detail_titles=(),
            rows=rows,
            explanation=tuple(lines),
            series=self._series(update),
            x_title=self.tr("Turn"),
            y_title=self.tr("Chips"),
        )

    def _series(self, update: Update) -> tuple[ScoreSeries, ...]:
        per_turn: dict[int, tuple[float, ...]] = {}
        for turn, scores in update.score_history:
            per_turn[turn] = scores  # the chips at the end of each turn
        turns = sorted(per_turn)
        return tuple(
            ScoreSeries(
                seat,
                info.name,
                tuple((float(turn), float(per_turn[turn][seat])) for turn in turns),
            )
            for seat, info in enumerate(update.seats)
        )

    # --- hooks and dialog texts -----------------------------------------------------------
    @classmethod
    def secret_decision_hook(cls) -> Callable[[Any, tuple[int, ...]], bool] | None:
        return vmod.is_secret_decision

    @classmethod
    def reveal_hook(cls) -> Callable[[str], bool] | None:
        return vmod.is_reveal

    @classmethod
    def option_fields(cls) -> dict[str, OptionField]:
        return {
            "deck": OptionField(
                translate("BastaTable", "Deck file"),
                translate("BastaTable", "The make-up of the deck, in resources (JSON, T2)."),
            ),
            "multiple_doubles": OptionField(
                translate("BastaTable", "Several Doubles per player"),
                translate(
                    "BastaTable",
                    "Variant: more than one Double may lie before a player; each adds a card "
                    "to play (T10).",
                ),
            ),
            "first_player": OptionField(
                translate("BastaTable", "First player"),
                translate("BastaTable", "Who plays first (T4)."),
                (
                    (translate("BastaTable", "The first seat"), 0),
                    (translate("BastaTable", "Drawn at random"), -1),
                ),
            ),
        }

    @classmethod
    def shortcuts(cls) -> list[tuple[str, str]]:
        return [
            ("← / →", translate("BastaTable", "Basta!: pick a card in your hand")),
            (
                "1\u20135",
                translate("BastaTable", "Basta!: pick the card at that place in your hand"),
            ),
            ("Enter", translate("BastaTable", "Basta!: play the picked card")),
            (
                "1\u20136",
                translate(
                    "BastaTable", "Basta!, choosing a player: that player (Exchange, Double)"
                ),
            ),
            ("Esc", translate("BastaTable", "Basta!: back from laying a Double")),
        ]

    @classmethod
    def default_names(cls) -> list[str]:
        return ["Layla", "Omar", "Zeynep", "Karim", "Nadia", "Tariq"]
