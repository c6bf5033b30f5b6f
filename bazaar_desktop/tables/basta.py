"""Basta!'s table: ties the view-model to the scene, the decision panel, log and results."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QGraphicsScene, QWidget

from bazaar_desktop.appearance.seat_marks import seat_letters
from bazaar_desktop.bridge.adapter import Update
from bazaar_desktop.panels.basta_panels import BastaDecisionPanel
from bazaar_desktop.panels.players import Column
from bazaar_desktop.scenes.basta_scene import BastaScene
from bazaar_desktop.tables.base import (
    GameTable,
    GameTableOf,
    GameWords,
    OptionField,
    ResultRow,
    ResultsData,
    series_per_turn,
)
from bazaar_desktop.viewmodels import basta as vmod
from bazaar_desktop.viewmodels.basta import BastaPlayerVM, BastaVM
from bazaar_desktop.viewmodels.words import is_you

translate = QCoreApplication.translate


class BastaTable(GameTableOf[BastaVM]):
    vm_module: ClassVar[GameWords] = vmod
    game_id = "basta"

    def __init__(self, names: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(names, parent)
        self._scene = BastaScene(seat_letters(names), self)
        self._panel = BastaDecisionPanel()
        self._panel.chosen.connect(self._on_chosen)
        self._keep_keys(self._panel, self._panel.waiting)
        self._scene.card_clicked.connect(self._panel.play.select)
        self._scene.card_activated.connect(self._panel.play.activate)
        self._scene.seat_clicked.connect(self._panel.choose_seat)
        self._panel.card_selected.connect(self._on_card_selected)
        self._panel.targets_offered.connect(self._on_targets)
        self._panel.target_selected.connect(self._on_target_selected)
        self._panel.receiver_asked.connect(self._on_receiver_asked)
        self._selection: tuple[int | None, tuple[int, ...], int | None] = (None, (), None)
        self._chain: tuple[str, ...] = ()
        self._generation: int | None = None
        self._shown: Update | None = None  # the update on show (the status line's words)

    @property
    def scene(self) -> QGraphicsScene:
        return self._scene

    @property
    def panel(self) -> QWidget:
        return self._panel

    def _on_chosen(self, action: object) -> None:
        vm = self.vm
        if vm is not None and vm.decision is not None:
            self._set_selection(None, (), None)  # the choice is made: clear its marks
        super()._on_chosen(action)

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
            people_here=update.people_here(),
        )

    def show_update(self, update: Update, speed: float) -> None:
        if update.generation != self._generation:
            self._generation = update.generation
            self._chain = ()  # a new game, or a choice taken back
        self._chain = vmod.chain_after(self._chain, update.public_events)
        vm = self._build(update)
        self.vm = vm
        self._shown = update
        self._scene.show_vm(vm, vmod.cues(update.events), speed)
        self._panel.show_vm(vm, *self._waiting_texts(vm, update))
        self._keys_follow(update)

    def status_text(self, update: Update) -> str:
        vm = self.current_vm(update)
        if self._panel.asking_receiver and vm.decision is not None:
            seat = vm.decision.seat
            if vm.players[seat].you:
                words = self.tr(
                    "Lay the Double before whom? Press a player's number or click them; "
                    "Esc goes back to the hand."
                )
            else:
                words = self.tr(
                    "{name}: lay the Double before whom? Press a player's number or click them; "
                    "Esc goes back to the hand."
                )
            return words.format(name=update.seats[seat].name)
        return super().status_text(update)

    def _on_receiver_asked(self) -> None:
        if self._shown is not None:
            self.status_changed.emit(self.status_text(self._shown))

    def take_over(self, old: GameTable) -> None:
        if isinstance(old, BastaTable):
            self._chain = old._chain
            self._generation = old._generation

    def focus_decision(self) -> None:
        self._panel.focus_decision()

    # --- side panels --------------------------------------------------------------------
    def player_columns(self) -> list[Column]:
        return [
            Column(self.tr("Chips"), self.tr("Penalty chips (the 4th ends the game)")),
            Column(self.tr("Cards"), self.tr("Cards in hand")),
            Column(self.tr("Double"), self.tr("Doubles lying before the player")),
        ]

    def _player_cells(
        self, player: BastaPlayerVM, vm: BastaVM
    ) -> tuple[tuple[str, ...], tuple[str, ...]]:
        cells = (
            str(player.chips),
            str(player.hand_count),
            "\u00d72" if player.doubles == 1 else (str(player.doubles) if player.doubles else ""),
        )
        tips = (
            self.tr("{chips} of {limit} chips").format(chips=player.chips, limit=vm.chips_to_end),
            self.tr("{count} cards in hand").format(count=player.hand_count),
            self.tr("Must play two cards next turn") if player.doubles else "",
        )
        return cells, tips

    def _is_deciding(self, player: BastaPlayerVM) -> bool:
        return player.active  # Basta!'s player whose turn it is

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
        you = [seat for seat in outcome.winners if is_you(update.seats, seat)]
        headline = self._headline(winners, bool(you))
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
                self.tr("{name} took a 4th chip, which ends the game at once.").format(
                    name=names[outcome.ended_by]
                )
            )
        fewest = outcome.standings[0].chips
        if len(winners) == 1:
            text = (
                self.tr("You have the fewest chips ({chips}).")
                if you
                else self.tr("{name} has the fewest chips ({chips}).")
            )
            lines.append(text.format(name=winners[0], chips=fewest))
        else:
            lines.append(
                self.tr("{names} are tied on {chips} chips and share the win.").format(
                    names=" & ".join(winners), chips=fewest
                )
            )
        lines.append(self.tr("Fewest chips wins; tied players share the win."))
        return ResultsData(
            headline=headline,
            score_title=self.tr("Chips"),
            detail_titles=(),
            rows=rows,
            explanation=tuple(lines),
            series=series_per_turn(update),
            x_title=self.tr("Turn"),
            y_title=self.tr("Chips"),
        )

    # --- hooks and dialog texts -----------------------------------------------------------
    @classmethod
    def option_fields(cls) -> dict[str, OptionField]:
        return {
            "deck": OptionField(
                translate("BastaTable", "Deck file"),
                translate("BastaTable", "The make-up of the deck, in resources (JSON)."),
                advanced=True,
            ),
            "multiple_doubles": OptionField(
                translate("BastaTable", "Several Doubles per player"),
                translate(
                    "BastaTable",
                    "Variant: more than one Double may lie before a player; each adds a card "
                    "to play.",
                ),
            ),
            "first_player": OptionField(
                translate("BastaTable", "First player"),
                translate("BastaTable", "Who plays first."),
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
    def score_title(cls) -> str:
        return translate("StatisticsDialog", "Chips (fewest)")

    @classmethod
    def default_names(cls) -> list[str]:
        return ["Layla", "Omar", "Zeynep", "Karim", "Nadia", "Tariq"]


TABLE = BastaTable  # what `tables.table_class` finds in a table module
