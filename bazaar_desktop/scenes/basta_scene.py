"""Basta!'s table: the running total in the middle, the draw pile and the face-up stack beside
it, the players around the felt (face-down hands, chips, Doubles before them) and the looking
seat's own hand at the bottom.

The scene draws a `BastaVM` and animates what the engine's events describe (cards flying to the
stack, a Minus 5 chain card by card, chips, exchanged hands). It holds no rules: what may be
clicked is what the view-model and the decision panel say may be chosen.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QRect,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.basta_cards import CARD_RATIO, FlyingItem, HandCardItem, paint_card
from bazaar_desktop.items.basta_table import (
    ChainItem,
    PileItem,
    SeatContent,
    SeatItem,
    TableItem,
    TotalItem,
)
from bazaar_desktop.scenes.base import TableScene, set_tooltip
from bazaar_desktop.viewmodels import basta as vmod
from bazaar_desktop.viewmodels.basta import BastaPlayerVM, BastaVM

WIDTH, HEIGHT = 1200.0, 880.0
MARGIN = 18.0
CENTRE = QPointF(600, 352)
TABLE_RECT = QRectF(150, 96, 900, 548)
SEAT_RX, SEAT_RY = 478.0, 290.0
SEAT_W, SEAT_H = 236.0, 126.0
OWN_SEAT = QPointF(142, 778)
HAND_CENTRE = QPointF(618, 782)
HAND_CARD_W = 112.0
HAND_GAP = 14.0
PILE_POS = QPointF(372, 342)
STACK_POS = QPointF(830, 342)
CHAIN_POS = QPointF(600, 566)
TOTAL_RADIUS = 108.0
REVEALED_CARD_W = 42.0  # another seat's hand face up, under its place (replay, "Everything")

# Base durations (ms) at speed 1.0; the speed setting scales them, 0 = no animation.
FLIGHT_MS = 430
SPIN_MS = 650
PULSE_MS = 320


def seat_spot(offset: int, players: int) -> QPointF:
    """Where a seat sits: `offset` places clockwise from the bottom (the looking seat)."""
    angle = math.radians(90 + offset * 360 / players)
    return QPointF(
        CENTRE.x() + SEAT_RX * math.cos(angle), CENTRE.y() + 8 + SEAT_RY * math.sin(angle)
    )


class RevealedHandItem(QGraphicsItem):
    """Another seat's hand face up in a row under its place at the table. Only the replay of
    a finished game shows it ("Everything"); at play every other hand stays face down."""

    def __init__(self, width: float) -> None:
        super().__init__()
        self._rect = QRectF(-width / 2, 0, width, REVEALED_CARD_W * CARD_RATIO + 12)
        self.cards: tuple[str, ...] = ()
        self.setZValue(9)
        self.hide()

    def set_cards(self, cards: tuple[str, ...]) -> None:
        if cards != self.cards:
            self.cards = cards
            self.update()

    def card_rects(self) -> list[QRectF]:
        width, height = REVEALED_CARD_W, REVEALED_CARD_W * CARD_RATIO
        count = len(self.cards)
        room = self._rect.width() - 12 - width
        step = min(width + 4, room / (count - 1)) if count > 1 else 0.0
        left = -(width + step * (count - 1)) / 2
        return [QRectF(left + i * step, 6, width, height) for i in range(count)]

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        if not self.cards:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.WOOD, 1.5))
        painter.setBrush(QColor(255, 246, 226, 225))
        painter.drawRoundedRect(self._rect, 9, 9)
        for card, rect in zip(self.cards, self.card_rects(), strict=True):
            paint_card(painter, rect, card, vmod.card_title(card))


class BastaScene(TableScene):
    card_clicked = Signal(int)  # hand index
    card_activated = Signal(int)  # hand index (double-click: play it)
    seat_clicked = Signal(int)  # a player chosen as the target

    def __init__(self, letters: Sequence[str], parent: object | None = None) -> None:
        super().__init__(letters, parent)
        self.setSceneRect(-MARGIN, -MARGIN, WIDTH + 2 * MARGIN, HEIGHT + 2 * MARGIN)
        self.vm: BastaVM | None = None
        self.table = TableItem(TABLE_RECT)
        self.addItem(self.table)
        self._title = self._text(30, bold=True, serif=True, colour=QColor("#5e240f"))
        self._title.setPos(22, 8)
        self._subtitle = self._text(18, colour=theme.INK)
        self._subtitle.setPos(24, 50)
        self.total = TotalItem(TOTAL_RADIUS)
        self.total.setPos(CENTRE)
        self.addItem(self.total)
        self._direction = self._text(19, bold=True, colour=QColor("#fffdf6"))
        self.pile = PileItem(92, face_up=False)
        self.pile.setPos(PILE_POS)
        self.stack = PileItem(92, face_up=True)
        self.stack.setPos(STACK_POS)
        self.chain = ChainItem(50)
        self.chain.setPos(CHAIN_POS)
        for item in (self.pile, self.stack, self.chain):
            self.addItem(item)
        self._hand_caption = self._text(22, bold=True, colour=theme.INK)
        self._hand_note = self._text(19, colour=theme.TERRACOTTA_DARK)
        self.seats: list[SeatItem] = []
        self.revealed: list[RevealedHandItem] = []  # per seat; shown for "Everything" only
        self.hand: list[HandCardItem] = []
        self.selected_card: int | None = None
        self.targets: tuple[int, ...] = ()
        self.selected_target: int | None = None
        self._built_for: tuple[int, int | None] | None = None

    def _text(
        self, size: float, *, bold: bool = False, serif: bool = False, colour: QColor
    ) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem()
        item.setFont(theme.font(size, bold=bold, serif=serif))
        item.setBrush(colour)
        item.setZValue(7)
        self.addItem(item)
        return item

    # --- building ---------------------------------------------------------------------------
    def _build(self, players: int, bottom: int) -> None:
        for old in (*self.seats, *self.revealed):
            self.removeItem(old)
        self.seats = []
        self.revealed = []
        for seat in range(players):
            item = SeatItem(seat, SEAT_W, SEAT_H)
            offset = (seat - bottom) % players
            item.setPos(OWN_SEAT if offset == 0 else seat_spot(offset, players))
            item.clicked.connect(self.seat_clicked)
            self.addItem(item)
            self.seats.append(item)
            revealed = RevealedHandItem(SEAT_W)
            revealed.setPos(item.pos() + QPointF(0, SEAT_H / 2 + 4))
            self.addItem(revealed)
            self.revealed.append(revealed)
        self._built_for = (players, bottom)

    def _ensure_hand_items(self, count: int) -> None:
        while len(self.hand) < count:
            item = HandCardItem(len(self.hand), HAND_CARD_W)
            item.clicked.connect(self.card_clicked)
            item.activated.connect(self.card_activated)
            self.addItem(item)
            self.hand.append(item)
        step = HAND_CARD_W + HAND_GAP
        left = HAND_CENTRE.x() - (count - 1) * step / 2
        for index, item in enumerate(self.hand):
            item.setPos(left + index * step, HAND_CENTRE.y())
            item.setVisible(index < count)

    def _letter(self, seat: int) -> str:
        return self.letters[seat] if seat < len(self.letters) else str(seat + 1)

    # --- drawing a view-model ----------------------------------------------------------------
    def show_vm(self, vm: BastaVM, cues: Sequence[vmod.Cue], speed: float) -> None:
        self.finish_animations()
        bottom = vm.hand_owner if vm.hand_owner is not None else 0
        if self._built_for != (len(vm.players), bottom):
            self._build(len(vm.players), bottom)
        previous = self.vm
        self.vm = vm
        if previous is None:
            speed = 0.0  # a game just begun or loaded: its history is not replayed in motion
        self._title.setText(self.tr("Basta!"))
        if vm.is_over:
            subtitle = self.tr("Game over after {rounds} rounds").format(rounds=vm.round_number)
        else:
            subtitle = self.tr("Round {round} · turn {turn} · the 4th chip ends the game").format(
                round=vm.round_number, turn=max(1, vm.turn)
            )
        self._subtitle.setText(subtitle)
        self._show_middle(vm)
        for player in vm.players:
            self._show_seat(vm, player)
        self._show_revealed(vm)
        self._show_hand(vm)
        self._play(cues, previous, speed)

    def _show_revealed(self, vm: BastaVM) -> None:
        """Every other seat's hand face up, when the view-model carries them all."""
        for player, item in zip(vm.players, self.revealed, strict=True):
            cards = vm.hands[player.seat] if vm.hands is not None else ()
            show = bool(cards) and player.seat != vm.hand_owner
            item.set_cards(cards if show else ())
            item.setVisible(show)
            if show:
                set_tooltip(
                    item,
                    self.tr("{name}'s hand: {cards}").format(
                        name=player.name, cards=vmod.describe_hand(cards)
                    ),
                )

    def _show_middle(self, vm: BastaVM) -> None:
        self.total.set_content(vm.total, vm.limit, self.tr("of {limit}").format(limit=vm.limit))
        set_tooltip(
            self.total,
            self.tr(
                "The running total is {total}. A card that takes it over {limit} costs a chip."
            ).format(total=vm.total, limit=vm.limit),
        )
        clockwise = vm.direction > 0
        words = self.tr("↻ clockwise") if clockwise else self.tr("↺ counter-clockwise")
        self.table.set_content(vm.direction, words)
        self._direction.setText(words)
        width = self._direction.boundingRect().width()
        self._direction.setPos(CENTRE.x() - width / 2, CENTRE.y() + TOTAL_RADIUS + 14)
        set_tooltip(
            self.table,
            self.tr("Play goes clockwise (seat order).")
            if clockwise
            else self.tr("Play goes counter-clockwise."),
        )
        self.pile.set_content(
            vm.pile_count, (), (), self.tr("{count} to draw").format(count=vm.pile_count)
        )
        set_tooltip(self.pile, self.tr("The draw pile: {count} cards.").format(count=vm.pile_count))
        titles = tuple(vmod.card_title(card) for card in vm.stack_recent)
        self.stack.set_content(
            vm.stack_count,
            vm.stack_recent,
            titles,
            self.tr("{count} on the stack").format(count=vm.stack_count),
        )
        if vm.stack_recent:
            set_tooltip(
                self.stack,
                self.tr("The face-up stack ({count} cards); on top: {card}.").format(
                    count=vm.stack_count, card=titles[-1]
                ),
            )
        self.chain.set_content(
            vm.chain, tuple(vmod.card_title(card) for card in vm.chain), self.tr("Minus 5 chain:")
        )
        self.chain.setVisible(bool(vm.chain))

    def _show_seat(self, vm: BastaVM, player: BastaPlayerVM) -> None:
        item = self.seats[player.seat]
        choosable = player.seat in self.targets
        item.set_content(
            SeatContent(
                name=player.name,
                letter=self._letter(player.seat),
                hand_count=player.hand_count,
                hand_caption=self.tr("{count}").format(count=player.hand_count),
                chips=player.chips,
                chips_to_end=vm.chips_to_end,
                doubles=player.doubles,
                double_title=vmod.card_title("double"),
                active=player.active and not vm.is_over,
                thinking=player.thinking,
                status=self._seat_status(vm, player),
                number=player.seat + 1,
            ),
            choosable=choosable,
            selected=choosable and player.seat == self.selected_target,
        )
        tip = self.tr("{name}: {cards} cards in hand, {chips} of {limit} chips.").format(
            name=player.name, cards=player.hand_count, chips=player.chips, limit=vm.chips_to_end
        )
        if player.doubles:
            tip += " " + self.tr("A Double lies before them: two cards on their next turn.")
        if choosable:
            tip += " " + self.tr("Click to choose (or press {key}).").format(key=player.seat + 1)
        set_tooltip(item, tip)

    def _seat_status(self, vm: BastaVM, player: BastaPlayerVM) -> str:
        if vm.is_over:
            return ""
        if player.thinking:
            return self.tr("thinking…")
        if player.active and vm.phase in vmod.DRAWING_PHASES:
            return self.tr("drawing up")  # their cards are played; the pile refills the hand
        if player.active:
            return self.tr("to play")
        return ""

    def _show_hand(self, vm: BastaVM) -> None:
        owner = vm.players[vm.hand_owner] if vm.hand_owner is not None else None
        decision = vm.decision
        playable: dict[int, vmod.HandCard] = {}
        if isinstance(decision, vmod.PlayDecision):
            playable = {
                index: card
                for index, card in enumerate(decision.cards)
                if card.action is not None or card.targets
            }
        if vm.hand is not None:
            self._ensure_hand_items(len(vm.hand))
            for index, card in enumerate(vm.hand):
                info = playable.get(index)
                self.hand[index].set_content(
                    card,
                    vmod.card_title(card),
                    selected=info is not None and index == self.selected_card,
                    playable=info is not None,
                    dim=isinstance(decision, vmod.PlayDecision) and info is None,
                    warning=info is not None and info.over,
                )
                set_tooltip(
                    self.hand[index], info.hint if info is not None else vmod.card_title(card)
                )
            caption = (
                self.tr("Your hand")
                if owner is None or owner.you
                else self.tr("{name}'s hand").format(name=owner.name)
            )
            note = (
                self.tr("←/→ choose\nEnter plays") if playable else self.tr("Face up for you only")
            )
            if vm.hands is not None:
                note = self.tr("Every hand face up:\nthe game is over")
        else:
            count = owner.hand_count if owner is not None else 0
            self._ensure_hand_items(count)
            for item in self.hand[:count]:
                item.set_content(None, "", selected=False, playable=False, warning=False)
                set_tooltip(item, "")
            name = owner.name if owner is not None else ""
            caption = self.tr("{name}'s hand").format(name=name)
            note = self.tr("Hidden: face up only\nwhen it is {name}'s turn").format(name=name)
            if owner is not None and owner.you:
                caption = self.tr("Your hand")
                note = self.tr("Hidden: face up only\nwhen it is your turn")
            if vm.looking_seat is None:
                note = self.tr("Every hand\nstays hidden")  # two lines: German's are long
        self._hand_caption.setText(caption)
        self._hand_note.setText(note)
        right = HAND_CENTRE.x() + 2.5 * (HAND_CARD_W + HAND_GAP) + 8
        self._hand_caption.setPos(right, HAND_CENTRE.y() - 50)
        self._hand_note.setPos(right, HAND_CENTRE.y() - 18)

    def set_selection(self, card: int | None, targets: Sequence[int], target: int | None) -> None:
        """The decision panel's current choice: a hand card, or the players to choose among."""
        self.selected_card = card
        self.targets = tuple(targets)
        self.selected_target = target
        vm = self.vm
        if vm is not None:
            for player in vm.players:
                self._show_seat(vm, player)
            self._show_hand(vm)

    # --- geometry for animations ---------------------------------------------------------------
    def _anchor(self, place: vmod.Place, card: str | None) -> QPointF:
        kind, index = place
        if kind == "pile":
            return self.pile.pos()
        if kind == "stack":
            return self.stack.pos()
        if kind == "box":
            return CENTRE
        vm = self.vm
        if 0 <= index < len(self.seats):
            if vm is not None and index == vm.hand_owner and card not in ("chip", "double"):
                return HAND_CENTRE
            seat = self.seats[index]
            if card == "chip":
                return seat.chip_anchor()
            if card == "double":
                return seat.double_anchor()
            return seat.card_anchor()
        return CENTRE

    # --- animations ------------------------------------------------------------------------
    def finish_animations(self) -> None:
        super().finish_animations()
        self.table.set_spin(0.0)
        self.total.setScale(1.0)

    def _play(self, cues: Sequence[vmod.Cue], previous: BastaVM | None, speed: float) -> None:
        if speed <= 0:
            return
        delay = 0
        draws = 0
        for cue in cues:
            if isinstance(cue, vmod.FlightCue):
                if cue.card is None:
                    draws += 1
                    if draws > 2:
                        continue  # a deal: a couple of cards in flight say enough
                title = vmod.card_title(cue.card) if cue.card not in (None, "chip") else ""
                start = self._anchor(cue.source, cue.card)
                end = self._anchor(cue.target, cue.card)
                self._fly(cue.card, title, start, end, speed, delay)
                delay += int(120 * speed)
            elif isinstance(cue, vmod.ExchangeCue):
                a = self._anchor(("seat", cue.a), None)
                b = self._anchor(("seat", cue.b), None)
                self._fly(None, "", a, b, speed, delay)
                self._fly(None, "", b, a, speed, delay)
                delay += int(160 * speed)
            elif isinstance(cue, vmod.DirectionCue):
                self._spin(speed)
        if previous is not None and self.vm is not None and previous.total != self.vm.total:
            self._pulse(speed)

    def _fly(
        self, card: str | None, title: str, start: QPointF, end: QPointF, speed: float, delay: int
    ) -> None:
        item = FlyingItem(card, title, 70 if card != "chip" else 60)
        item.setPos(start)
        curve = QEasingCurve(QEasingCurve.Type.InOutCubic)

        def move(share: float) -> None:
            eased = curve.valueForProgress(share)
            arc = 50.0 * (1 - (2 * eased - 1) ** 2)
            item.setPos(start + (end - start) * eased - QPointF(0, arc))
            item.setRotation(12 * math.sin(math.pi * eased))

        self._fly_piece(item, int(FLIGHT_MS * speed), delay, move)

    def _spin(self, speed: float) -> None:
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(2 * math.pi / 10)
        animation.setDuration(max(1, int(SPIN_MS * speed)))
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.valueChanged.connect(lambda value: self.table.set_spin(float(value)))
        animation.finished.connect(lambda: self.table.set_spin(0.0))
        self._track(animation)

    def _pulse(self, speed: float) -> None:
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(max(1, int(PULSE_MS * speed)))
        animation.valueChanged.connect(
            lambda value: self.total.setScale(1.0 + 0.12 * math.sin(math.pi * float(value)))
        )
        self._track(animation)

    # --- the room around the table ----------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        self._paint_table_top(painter, rect, WIDTH, HEIGHT, MARGIN)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shelf = QRectF(
            14,
            HAND_CENTRE.y() - HAND_CARD_W * CARD_RATIO / 2 - 34,
            WIDTH - 28,
            HEIGHT - 14 - (HAND_CENTRE.y() - HAND_CARD_W * CARD_RATIO / 2 - 34),
        )
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(226, 201, 150, 130))
        painter.drawRoundedRect(shelf, 14, 14)
