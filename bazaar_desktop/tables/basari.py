"""Basari's table: ties the view-model to the scene, the decision panel, log and results."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QGraphicsScene, QWidget

from bazaar_desktop.appearance.seat_marks import seat_letters
from bazaar_desktop.bridge.adapter import Update
from bazaar_desktop.items.gem import gem_icon
from bazaar_desktop.panels.basari_panels import BasariDecisionPanel
from bazaar_desktop.panels.players import Column
from bazaar_desktop.scenes.basari_captions import (
    BarterCaptions,
    BasariCaptions,
    CardCaption,
    StallCaptions,
)
from bazaar_desktop.scenes.basari_scene import BasariScene
from bazaar_desktop.tables import basari_texts
from bazaar_desktop.tables.base import (
    GameTable,
    GameTableOf,
    GameWords,
    OptionField,
    ResultRow,
    ResultsData,
    series_per_turn,
)
from bazaar_desktop.viewmodels import basari as vmod
from bazaar_desktop.viewmodels import basari_cues
from bazaar_desktop.viewmodels.basari import BasariVM, PlayerVM
from bazaar_desktop.viewmodels.basari_events import scoring_lines
from bazaar_desktop.viewmodels.words import about, is_you

translate = QCoreApplication.translate


REVEAL_PACE = 3.0  # x the base pause, after the secret cards are turned over
BARTER_PACE = 2.2  # after each offer, acceptance and gem payment


class BasariTable(GameTableOf[BasariVM]):
    vm_module: ClassVar[GameWords] = vmod
    game_id = "basari"

    def __init__(self, names: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(names, parent)
        self._scene = BasariScene(seat_letters(names), self)
        self._panel = BasariDecisionPanel()
        self._panel.chosen.connect(lambda _action: self._scene.hide_scroll())  # scoring read
        self._panel.chosen.connect(self._on_chosen)
        self._keep_keys(self._panel, self._panel.waiting)
        self._panel.archway_selected.connect(self._scene.set_selected_archway)
        self._scene.archway_clicked.connect(self._panel.start.choose_archway)
        # Esc closes the round-scoring scroll, from wherever the keyboard focus is.
        self._close_scroll = QShortcut(QKeySequence(Qt.Key.Key_Escape), self._panel)
        self._close_scroll.setContext(Qt.ShortcutContext.WindowShortcut)
        self._close_scroll.setEnabled(False)
        self._close_scroll.activated.connect(self._scene.hide_scroll)
        self._scene.scroll_shown.connect(self._close_scroll.setEnabled)
        self._round_marks: list[tuple[float, int]] = []  # (turn, round) of each scoring
        self._round_scoring: dict[int, tuple[str, ...]] = {}  # each round's scroll, for results

    @property
    def scene(self) -> QGraphicsScene:
        return self._scene

    @property
    def panel(self) -> QWidget:
        return self._panel

    # --- drawing ------------------------------------------------------------------------
    def _build(self, update: Update) -> BasariVM:
        return vmod.build(
            update.view,
            update.seats,
            update.looking_seat,
            update.human_to_act,
            update.thinking,
            reveal_all=self.reveal_all,
        )

    def show_update(self, update: Update, speed: float) -> None:
        vm = self._build(update)
        self.vm = vm
        marked = {number for _, number in self._round_marks}
        for event in update.events:
            if event.kind == "round_scored" and int(event.data["round"]) not in marked:
                self._round_marks.append((float(vm.turn), int(event.data["round"])))
        for event in update.public_events:
            if event.kind == "round_scored":
                lines = scoring_lines(event.data, update.seats)
                self._round_scoring[int(event.data["round"])] = tuple(lines)
        cues = basari_cues.cues(update.events, update.seats)
        self._scene.show_vm(vm, cues, speed, self._captions(vm, update))
        self._panel.cards.set_confirm_first(update.people_here() > 1)  # at this screen
        self._panel.show_vm(vm, *self._waiting_texts(vm, update))
        self._keys_follow(update)

    def take_over(self, old: GameTable) -> None:
        if isinstance(old, BasariTable):
            self._round_marks = list(old._round_marks)
            self._round_scoring = dict(old._round_scoring)

    def focus_decision(self) -> None:
        self._panel.focus_decision()

    def _waiting_texts(self, vm: BasariVM, update: Update) -> tuple[str, str]:
        # Basari's one addition: a person whose secret card is chosen waits for the others.
        looking = vm.looking_seat
        if (
            not vm.is_over
            and not update.thinking
            and looking is not None
            and vm.players[looking].has_chosen
        ):
            return self.tr("Card chosen"), self.tr("Waiting for the others to choose.")
        return super()._waiting_texts(vm, update)

    def _captions(self, vm: BasariVM, update: Update) -> BasariCaptions:
        return BasariCaptions(
            title=self.tr("Basari"),
            subtitle=self.tr("Round {round} of {rounds} · turn {turn} · lap bonus {bonus}").format(
                round=vm.round_number,
                rounds=vm.rounds_total,
                turn=max(vm.turn, 1),
                bonus=vm.lap_bonus,
            ),
            points_caption=self.tr("points"),
            archways=self._archway_tips(vm),
            carpets=tuple(
                self.tr("majority {value}").format(value=vm.bonus_values[colour])
                for colour in range(4)
            ),
            carpet_tips=tuple(self._carpet_tip(vm, colour) for colour in range(4)),
            stalls=tuple(self._stall_captions(player, vm, update) for player in vm.players),
            barter=self._barter_captions(vm, update),
        )

    def _archway_tips(self, vm: BasariVM) -> tuple[str, ...]:
        here: dict[int, list[str]] = {}
        for player in vm.players:
            if player.position >= 0:
                here.setdefault(player.position, []).append(player.name)
        tips = []
        for archway in vm.archways:
            text = self.tr("Archway {number}: {points} points; gems {gems}").format(
                number=archway.index + 1,
                points=archway.points,
                gems=vmod.describe_gems(archway.gems),
            )
            if archway.index in here:
                text += "\n" + self.tr("Merchants here: {names}").format(
                    names=", ".join(here[archway.index])
                )
            tips.append(text)
        return tuple(tips)

    def _carpet_tip(self, vm: BasariVM, colour: int) -> str:
        return self.tr(
            "{colour} carpet: {count} gems left. This round, the most {colour} gems scores {value}."
        ).format(
            colour=vmod.colour_name(colour),
            count=vm.carpets[colour],
            value=vm.bonus_values[colour],
        )

    def _stall_captions(self, player: PlayerVM, vm: BasariVM, update: Update) -> StallCaptions:
        if player.lapped:
            lap = self.tr("lap complete")
        else:
            lap = self.tr("lap {done}/{size}").format(done=player.lap_progress, size=vm.board_size)
        tooltip = self.tr("{name} ({kind}): {points} points; gems {gems}").format(
            name=player.name,
            kind=self._kind_text(update, player.seat),
            points=player.points,
            gems=vmod.describe_gems(player.gems),
        )
        face, tip = self._card_face(player, vm)
        card = None
        if face != "":
            secret = self.tr("secret") if self._shown_secret(player, vm) else ""
            card = CardCaption(None if face == "back" else face, tip, secret)
        return StallCaptions(lap, self._stall_status(player, vm), tooltip, card)

    def _short_card(self, card: str) -> str:
        """A card's name short enough for the narrow players table (names keep their room)."""
        names = {
            "die": self.tr("Die", "card, in the players table"),
            "points": self.tr("Points", "card, in the players table"),
            "gems": self.tr("Gems", "card, in the players table"),
        }
        return names.get(card, vmod.card_title(card))

    def _card_face(self, player: PlayerVM, vm: BasariVM) -> tuple[str, str]:
        if vm.phase == "choose_cards":
            if player.secret_card is not None and player.seat == vm.looking_seat:
                return player.secret_card, self.tr(
                    "Your secret choice: nobody else sees it until the reveal."
                )
            if self._shown_secret(player, vm) and player.secret_card is not None:
                return player.secret_card, self.tr(
                    "{name} has chosen {card}: still secret at this moment, until the reveal."
                ).format(name=player.name, card=vmod.card_title(player.secret_card))
            if player.has_chosen:
                return "back", self.tr("{name} has chosen a card.").format(name=player.name)
            return "", ""
        if player.revealed_card is not None:
            return player.revealed_card, self.tr("{name} played {card}.").format(
                name=player.name, card=vmod.card_title(player.revealed_card)
            )
        return "", ""

    @staticmethod
    def _shown_secret(player: PlayerVM, vm: BasariVM) -> bool:
        """A chosen card drawn face up before the reveal for an onlooker (the replay's
        "Everything"): marked as not yet revealed at that moment."""
        return (
            vm.reveal_all
            and vm.phase == "choose_cards"
            and player.secret_card is not None
            and player.seat != vm.looking_seat
        )

    def _stall_status(self, player: PlayerVM, vm: BasariVM) -> str:
        if vm.is_over:
            return ""
        if player.thinking:
            return self.tr("thinking…")
        if player.deciding and vm.phase == "choose_cards":
            return self.tr("choosing…")
        if player.deciding and vm.phase == "barter":
            return self.tr("bartering")
        if player.deciding and vm.phase == "setup":
            return self.tr("placing…")
        if player.has_chosen:
            return self.tr("has chosen")
        return ""

    def _barter_captions(self, vm: BasariVM, update: Update) -> BarterCaptions | None:
        barter = vm.barter
        if barter is None:
            return None
        names = update.seats
        title = self.tr("Barter for {card}").format(card=vmod.card_title(barter.card))
        if barter.a is None or barter.b is None:
            return BarterCaptions(title, self._tied_caption(names, barter.seats), "")
        subtitle = self._who_offers_first(names, barter.a, barter.b, barter.reason)
        if barter.offer is None or barter.offerer is None:
            seat, words = (
                barter.a,
                (
                    self.tr("Waiting for {a}'s opening offer"),
                    self.tr("Waiting for your opening offer"),
                ),
            )
        else:
            seat, words = (
                barter.offerer,
                (
                    self.tr("On the table, from {name}:"),
                    self.tr("On the table, from you:"),
                ),
            )
        name = names[seat].name
        offer = about(names, seat, *words).format(a=name, name=name)
        return BarterCaptions(title, subtitle, offer)

    def _tied_caption(self, names: Sequence[Any], seats: tuple[int, int]) -> str:
        """Two tied barterers; the learner among them spoken to as "you"."""
        first, second = seats
        if is_you(names, first) or is_you(names, second):
            other = second if is_you(names, first) else first
            return self.tr(
                "You and {other} are tied on points: a roll-off decides who offers first."
            ).format(other=names[other].name)
        return self.tr(
            "{first} and {second} are tied on points: a roll-off decides who offers first."
        ).format(first=names[first].name, second=names[second].name)

    def _who_offers_first(self, names: Sequence[Any], a: int, b: int, reason: str) -> str:
        """Who opens the barter and why, said to the learner as "you" ("You have more points
        and offer first"), never "You has more points"."""
        roll_off = reason == "roll_off"
        if is_you(names, a):
            text = (
                self.tr("You won the roll-off and offer first; {b} answers.")
                if roll_off
                else self.tr("You have more points and offer first; {b} answers.")
            )
            return text.format(b=names[b].name)
        why = self.tr("won the roll-off") if roll_off else self.tr("has more points")
        text = about(
            names,
            b,
            self.tr("{a} {why} and offers first; {b} answers."),
            self.tr("{a} {why} and offers first; you answer."),
        )
        return text.format(a=names[a].name, why=why, b=names[b].name)

    # --- side panels --------------------------------------------------------------------
    def player_columns(self) -> list[Column]:
        columns = [Column(self.tr("Pts"), self.tr("Points"))]
        for colour in range(4):
            name = vmod.colour_name(colour)
            columns.append(
                Column(
                    "",
                    self.tr("{colour} gems").format(colour=name.capitalize()),
                    gem_icon(colour, 16),
                )
            )
        columns.append(Column(self.tr("Card"), self.tr("Action card this turn")))
        return columns

    def _player_cells(
        self, player: PlayerVM, vm: BasariVM
    ) -> tuple[tuple[str, ...], tuple[str, ...]]:
        face, tip = self._card_face(player, vm)
        card = "" if face == "" else ("?" if face == "back" else self._short_card(face))
        if self._shown_secret(player, vm):
            card = f"({card})"  # chosen, not yet revealed at this moment
        cells = (str(player.points), *(str(n) for n in player.gems), card)
        tips = (
            "",
            *(
                self.tr("{count} {colour}").format(count=n, colour=vmod.colour_name(c))
                for c, n in enumerate(player.gems)
            ),
            tip,
        )
        return cells, tips

    def put_away_notices(self) -> None:
        self._scene.hide_scroll()  # the final scoring is in the results now

    def pace_factor(self, update: Update) -> float:
        """Long enough after a reveal or a barter move to see the board change, not only
        to read the log."""
        factor = 0.0
        for event in update.events:
            kind = event.kind
            if kind == "round_scored":
                factor = max(factor, 5.0)
            elif kind == "cards_revealed":
                factor = max(factor, REVEAL_PACE)
            elif kind == "moved":
                factor = max(factor, 0.5 + 0.12 * int(event.data["steps"]))
            elif kind in ("offer_made", "offer_accepted", "gems_taken"):
                factor = max(factor, BARTER_PACE)
            else:
                factor = max(factor, 0.6)
        return factor or 0.5

    # --- results ------------------------------------------------------------------------
    def results(self, update: Update) -> ResultsData:
        outcome = vmod.outcome(update.view, update.seats)
        names = {seat: info.name for seat, info in enumerate(update.seats)}
        winners = [names[seat] for seat in outcome.winners]
        you = [seat for seat in outcome.winners if is_you(update.seats, seat)]
        headline = self._headline(winners, bool(you))
        rows = tuple(
            ResultRow(
                place=standing.place,
                seat=standing.seat,
                name=standing.name,
                score=str(standing.points),
                details=(str(sum(standing.gems)), *(str(n) for n in standing.gems)),
                winner=standing.seat in outcome.winners,
            )
            for standing in outcome.standings
        )
        detail_titles = (
            self.tr("Gems"),
            *(vmod.colour_name(c).capitalize() for c in range(4)),
        )
        return ResultsData(
            headline=headline,
            score_title=self.tr("Points"),
            detail_titles=detail_titles,
            rows=rows,
            explanation=tuple(self._explain(outcome, names, set(you))),
            series=series_per_turn(update),
            x_title=self.tr("Turn"),
            y_title=self.tr("Points"),
            markers=tuple(
                (turn, self.tr("Round {n}").format(n=number)) for turn, number in self._round_marks
            ),
            rounds=tuple(
                (self.tr("Round {n}").format(n=number), lines[1:])  # lines[0] is the title
                for number, lines in sorted(self._round_scoring.items())
            ),
        )

    def _criterion(self, name: str) -> str:
        words = {
            "points": self.tr("more points"),
            "gems": self.tr("more gems in total"),
            "red": self.tr("more red gems"),
            "yellow": self.tr("more yellow gems"),
            "green": self.tr("more green gems"),
            "blue": self.tr("more blue gems"),
        }
        return words.get(name, name)

    def _explain(
        self, outcome: vmod.Outcome, names: dict[int, str], you: set[int] | None = None
    ) -> list[str]:
        """Why the ranking is so; `you`: the seats spoken to as "you" (a walkthrough's)."""
        top = outcome.standings[0]
        tied = [s for s in outcome.standings if s.points == top.points]
        lines = []
        decided = outcome.decided_by
        if decided == "points":
            text = (
                self.tr("You have the most points ({points}).")
                if top.seat in (you or set())
                else self.tr("{name} has the most points ({points}).")
            )
            lines.append(text.format(name=top.name, points=top.points))
        elif decided == "shared":
            lines.append(
                self.tr(
                    "{names} are tied on points and on every gem count, so they share the win."
                ).format(names=" & ".join(names[s] for s in outcome.winners))
            )
        else:
            lines.append(
                self.tr(
                    "{names} are tied on {points} points; {winner} wins by the tie-break: "
                    "{criterion}."
                ).format(
                    names=" & ".join(s.name for s in tied),
                    points=top.points,
                    winner=names[outcome.winners[0]],
                    criterion=self._criterion(decided),
                )
            )
        for upper, lower, criterion in outcome.separations:
            told_above = upper in outcome.winners and lower in [s.seat for s in tied]
            if told_above and criterion == decided:
                continue
            if criterion == "shared":
                lines.append(
                    self.tr("{a} and {b} are level on points and every gem count.").format(
                        a=names[upper], b=names[lower]
                    )
                )
            else:
                lines.append(
                    self.tr("{a} ranks above {b}: same points, {criterion}.").format(
                        a=names[upper], b=names[lower], criterion=self._criterion(criterion)
                    )
                )
        lines.append(
            self.tr("Ties are broken by most gems in total, then most red, yellow, green, blue.")
        )
        return lines

    # --- hooks and dialog texts -----------------------------------------------------------
    @classmethod
    def option_fields(cls) -> dict[str, OptionField]:
        return basari_texts.option_fields()

    @classmethod
    def shortcuts(cls) -> list[tuple[str, str]]:
        return basari_texts.shortcuts()

    @classmethod
    def score_title(cls) -> str:
        return translate("StatisticsDialog", "Points")

    @classmethod
    def default_names(cls) -> list[str]:
        return ["Layla", "Omar", "Zeynep", "Karim"]


TABLE = BasariTable  # what `tables.table_class` finds in a table module
