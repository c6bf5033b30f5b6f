"""Jewel Bazaar's table: ties the view-model to the scene, the trade panel, log and results."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QGraphicsScene, QWidget

from bazaar_desktop.appearance.seat_marks import seat_letters
from bazaar_desktop.bridge.adapter import Update
from bazaar_desktop.items.jewels_items import jewel_icon
from bazaar_desktop.panels.jewels_panels import JewelsDecisionPanel
from bazaar_desktop.panels.players import Column
from bazaar_desktop.scenes.jewels_scene import JewelsScene
from bazaar_desktop.tables.base import (
    GameTable,
    GameTableOf,
    GameWords,
    OptionField,
    ResultRow,
    ResultsData,
    ScoreSeries,
)
from bazaar_desktop.viewmodels import jewels as vmod
from bazaar_desktop.viewmodels.jewels import JewelPlayerVM, JewelsVM
from bazaar_desktop.viewmodels.words import is_you

translate = QCoreApplication.translate


class JewelsTable(GameTableOf[JewelsVM]):
    vm_module: ClassVar[GameWords] = vmod
    game_id = "jewels"
    turns_named = False  # every seat trades once a round: "Round 12"

    def __init__(self, names: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(names, parent)
        self._scene = JewelsScene(seat_letters(names), self)
        self._panel = JewelsDecisionPanel()
        self._panel.chosen.connect(self._on_chosen)
        self._keep_keys(self._panel, self._panel.waiting)
        self._scene.buy_clicked.connect(lambda kind: self._panel.trade.add(kind, selling=False))
        self._scene.sell_clicked.connect(lambda kind: self._panel.trade.add(kind, selling=True))
        self._final_sales: dict[int, int] = {}
        self._generation: int | None = None

    @property
    def scene(self) -> QGraphicsScene:
        return self._scene

    @property
    def panel(self) -> QWidget:
        return self._panel

    # --- drawing ------------------------------------------------------------------------
    def _build(self, update: Update) -> JewelsVM:
        return vmod.build(
            update.view, update.seats, update.looking_seat, update.human_to_act, update.thinking
        )

    def show_update(self, update: Update, speed: float) -> None:
        if update.generation != self._generation:
            if self._generation is not None:  # a choice was taken back
                self._scene.forget_notes()
            self._generation = update.generation
        vm = self._build(update)
        self.vm = vm
        for event in update.public_events:
            if event.kind == "final_sale" and event.player is not None:
                self._final_sales[event.player] = int(event.data["received"])
        self._scene.show_vm(vm, vmod.cues(update.events), speed)
        self._panel.show_vm(vm, *self._waiting_texts(vm, update))
        self._keys_follow(update)

    def take_over(self, old: GameTable) -> None:
        if isinstance(old, JewelsTable):
            self._final_sales = dict(old._final_sales)
            self._generation = old._generation
            self._scene.take_notes_from(old._scene)

    def focus_decision(self) -> None:
        self._panel.focus_decision()

    # --- side panels --------------------------------------------------------------------
    def player_columns(self) -> list[Column]:
        columns = [Column(self.tr("Grand"), self.tr("Money"))]
        for kind in range(vmod.KINDS):
            columns.append(Column("", vmod.kind_plural(kind).capitalize(), jewel_icon(kind, 16)))
        return columns

    def _player_cells(
        self, player: JewelPlayerVM, vm: JewelsVM
    ) -> tuple[tuple[str, ...], tuple[str, ...]]:
        cells = (str(player.money), *(str(n) for n in player.jewels))
        tips = (
            self.tr("{money} Grand").format(money=player.money),
            *(vmod.jewel_words(n, kind) for kind, n in enumerate(player.jewels)),
        )
        return cells, tips

    def pace_factor(self, update: Update) -> float:
        factor = 0.0
        for event in update.events:
            if event.kind == "price_revealed":
                factor = max(factor, 3.0)  # the prices move on the board: time to watch
            elif event.kind == "final_sale":
                factor = max(factor, 2.0)
            elif event.kind == "trade_made":
                factor = max(factor, 1.3)
        return factor or 0.5

    # --- results ------------------------------------------------------------------------
    def results(self, update: Update) -> ResultsData:
        outcome = vmod.outcome(update.view, update.seats, self._final_sales)
        names = [info.name for info in update.seats]
        winners = [names[seat] for seat in outcome.winners]
        you = [seat for seat in outcome.winners if is_you(update.seats, seat)]
        headline = self._headline(winners, bool(you))
        rows = tuple(
            ResultRow(
                place=standing.place,
                seat=standing.seat,
                name=standing.name,
                score=str(standing.money),
                details=(str(standing.final_sale),),
                winner=standing.seat in outcome.winners,
            )
            for standing in outcome.standings
        )
        top = outcome.standings[0]
        if len(winners) == 1:
            first_line = (
                self.tr("You have the most money ({money} Grand).")
                if you
                else self.tr("{name} has the most money ({money} Grand).")
            ).format(name=top.name, money=top.money)
        else:
            first_line = self.tr(
                "{names} are tied with {money} Grand each and share the win."
            ).format(names=" & ".join(winners), money=top.money)
        explanation = (
            first_line,
            self.tr(
                "At the end every jewel was worth 10 again and was sold; "
                "the last column shows what that final sale brought in."
            ),
            self.tr("Most money wins; tied players share the win."),
        )
        return ResultsData(
            headline=headline,
            score_title=self.tr("Grand"),
            detail_titles=(self.tr("Final sale"),),
            rows=rows,
            explanation=explanation,
            series=self._series(update),
            x_title=self.tr("Round"),
            y_title=self.tr("Worth in Grand (money and jewels at the round's prices)"),
        )

    def _series(self, update: Update) -> tuple[ScoreSeries, ...]:
        """Worth (money and jewels at the round's prices, `JewelsState.standings`) at the start
        (round 0) and at the end of each round."""
        history = update.score_history
        if not history:
            return ()
        points: list[tuple[float, tuple[float, ...]]] = [(0.0, history[0][1])]
        previous = history[0][0]
        for turn, scores in history:
            if turn > previous:  # the round before has just ended
                points.append((float(turn - 1), scores))
                previous = turn
        if update.is_over:
            points.append((float(history[-1][0]), history[-1][1]))
        return tuple(
            ScoreSeries(seat, info.name, tuple((x, float(scores[seat])) for x, scores in points))
            for seat, info in enumerate(update.seats)
        )

    # --- hooks and dialog texts -----------------------------------------------------------
    @classmethod
    def option_fields(cls) -> dict[str, OptionField]:
        return {
            "stock": OptionField(
                translate("JewelsTable", "Jewels of each kind in the bazaar"),
                translate("JewelsTable", "The bazaar's stock of each kind at the start."),
                advanced=True,
            ),
            "first_player": OptionField(
                translate("JewelsTable", "First player"),
                translate("JewelsTable", "Who trades first in round 1."),
                (
                    (translate("JewelsTable", "The first seat"), 0),
                    (translate("JewelsTable", "Drawn at random"), -1),
                ),
            ),
        }

    @classmethod
    def shortcuts(cls) -> list[tuple[str, str]]:
        return [
            (
                translate("JewelsTable", "Tab / Shift+Tab"),
                translate("JewelsTable", "Jewel Bazaar: move between the Sell and Buy numbers"),
            ),
            (
                translate("JewelsTable", "0\u20134, ↑ / ↓"),
                translate("JewelsTable", "Jewel Bazaar: set how many jewels to sell or buy"),
            ),
            ("Enter", translate("JewelsTable", "Jewel Bazaar: make the trade (or pass)")),
        ]

    @classmethod
    def score_title(cls) -> str:
        return translate("StatisticsDialog", "Money")

    @classmethod
    def default_names(cls) -> list[str]:
        return ["Layla", "Omar", "Zeynep", "Karim", "Nadia"]


TABLE = JewelsTable  # what `tables.table_class` finds in a table module
