"""Jewel Bazaar's table: the price board, this round's price card and the cards to come, the
bazaar's stock and the players' stalls.

The scene draws a `JewelsVM` and animates what the engine's events describe (price markers
moving, jewels changing hands). It holds no rules: what may be clicked is what the view-model
says may be chosen.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.jewels_board import (
    PriceCardItem,
    PriceLabelItem,
    PriceMarkerItem,
    PriceRowContent,
    PriceTrackItem,
    RemainingCardsItem,
)
from bazaar_desktop.items.jewels_items import JewelItem, paint_panel
from bazaar_desktop.items.jewels_stalls import JewelStallContent, JewelStallItem, StockBinItem
from bazaar_desktop.scenes.base import TableScene, set_tooltip
from bazaar_desktop.viewmodels import jewels as vmod
from bazaar_desktop.viewmodels.jewels import JewelPlayerVM, JewelsVM

WIDTH, HEIGHT = 1200.0, 880.0
MARGIN = 18.0
BOARD = QRectF(16, 86, 790, 336)
CARD_PANEL = QRectF(820, 86, 364, 336)
STOCK_PANEL = QRectF(16, 436, 1168, 126)
STALLS_TOP = 578.0
STALL_GAP = 14.0
ROW_H = 92.0
LABEL_W = 196.0
TRACK_H = 62.0
MARKER_SIZE = 36.0

# Base durations (ms) at speed 1.0; the speed setting scales them, 0 = no animation.
# A price marker moves with its price (it waited for the card, then glided, over
# a second behind the number): a short slide at once.
MARKER_MS = 120
CARD_MS = 380
FLIGHT_MS = 520


class JewelsScene(TableScene):
    buy_clicked = Signal(int)  # kind: one more of it in the purchase being built
    sell_clicked = Signal(int)  # kind: one more of it in the sale being built

    def __init__(self, letters: Sequence[str], parent: object | None = None) -> None:
        super().__init__(letters, parent)
        self.setSceneRect(-MARGIN, -MARGIN, WIDTH + 2 * MARGIN, HEIGHT + 2 * MARGIN)
        self.vm: JewelsVM | None = None
        self._title = self._text(30, bold=True, serif=True, colour=QColor("#5e240f"))
        self._title.setPos(22, 8)
        self._subtitle = self._text(18, colour=theme.INK)
        self._subtitle.setPos(24, 50)
        self.labels: list[PriceLabelItem] = []
        self.tracks: list[PriceTrackItem] = []
        self.markers: list[PriceMarkerItem] = []
        self._built_tracks = False
        self.card = PriceCardItem(136, 196)
        self.card.setTransformOriginPoint(68, 98)
        self.card.setPos(CARD_PANEL.left() + 16, CARD_PANEL.top() + 50)
        self.addItem(self.card)
        self.remaining = RemainingCardsItem(182, 210)
        self.remaining.setPos(CARD_PANEL.left() + 170, CARD_PANEL.top() + 46)
        self.addItem(self.remaining)
        self._card_note = self._text(15, colour=theme.INK)
        self._card_note.setPos(CARD_PANEL.left() + 16, CARD_PANEL.top() + 262)
        self.bins: list[StockBinItem] = []
        bin_left = STOCK_PANEL.left() + 200
        bin_w = (STOCK_PANEL.right() - 14 - bin_left - 2 * 14) / 3
        for kind in range(vmod.KINDS):
            item = StockBinItem(kind, bin_w, STOCK_PANEL.height() - 22)
            item.setPos(bin_left + kind * (bin_w + 14), STOCK_PANEL.top() + 11)
            item.clicked.connect(self.buy_clicked)
            self.addItem(item)
            self.bins.append(item)
        self._stock_title = self._text(20, bold=True, serif=True, colour=theme.TERRACOTTA_DARK)
        self._stock_title.setPos(STOCK_PANEL.left() + 16, STOCK_PANEL.top() + 22)
        self._stock_note = self._text(15, colour=theme.INK)
        self._stock_note.setPos(STOCK_PANEL.left() + 16, STOCK_PANEL.top() + 58)
        self.stalls: list[JewelStallItem] = []
        self._trade_notes: dict[int, vmod.TradeCue] = {}  # seat -> this round's trade
        self._board_title = self.tr("Price board")
        self._card_title = self.tr("Price card")

    def _text(
        self, size: float, *, bold: bool = False, serif: bool = False, colour: QColor
    ) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem()
        item.setFont(theme.font(size, bold=bold, serif=serif))
        item.setBrush(colour)
        item.setZValue(3)
        self.addItem(item)
        return item

    # --- building ---------------------------------------------------------------------------
    def _build_tracks(self, vm: JewelsVM) -> None:
        track_left = BOARD.left() + 16 + LABEL_W
        track_w = BOARD.right() - 16 - track_left
        for kind in range(vmod.KINDS):
            top = BOARD.top() + 50 + kind * ROW_H
            label = PriceLabelItem(kind, LABEL_W - 10, ROW_H - 8)
            label.setPos(BOARD.left() + 12, top)
            track = PriceTrackItem(kind, track_w, TRACK_H, vm.price_low, vm.price_high)
            track.start_price = vm.start_price
            track.setPos(track_left, top + (ROW_H - 8 - TRACK_H) / 2)
            marker = PriceMarkerItem(kind, MARKER_SIZE)
            for item in (label, track, marker):
                self.addItem(item)
            self.labels.append(label)
            self.tracks.append(track)
            self.markers.append(marker)
        self._built_tracks = True

    def _build_stalls(self, count: int) -> None:
        for stall in self.stalls:
            self.removeItem(stall)
        width = min(300.0, (WIDTH - 32 - STALL_GAP * (count - 1)) / count)
        height = HEIGHT - STALLS_TOP - 14
        left = WIDTH / 2 - (count * width + (count - 1) * STALL_GAP) / 2
        self.stalls = []
        for seat in range(count):
            stall = JewelStallItem(seat, width, height)
            stall.setPos(left + seat * (width + STALL_GAP), STALLS_TOP)
            stall.jewel_clicked.connect(self.sell_clicked)
            self.addItem(stall)
            self.stalls.append(stall)

    def marker_spot(self, kind: int, price: int) -> QPointF:
        track = self.tracks[kind]
        cell = track.cell_rect(price)
        return track.mapToScene(QPointF(cell.center().x(), cell.top() + cell.height() * 0.34))

    def _letter(self, seat: int) -> str:
        return self.letters[seat] if seat < len(self.letters) else str(seat + 1)

    # --- drawing a view-model ----------------------------------------------------------------
    def show_vm(self, vm: JewelsVM, cues: Sequence[vmod.Cue], speed: float) -> None:
        self.finish_animations()
        if not self._built_tracks:
            self._build_tracks(vm)
        if len(self.stalls) != len(vm.players):
            self._build_stalls(len(vm.players))
        previous = self.vm
        self.vm = vm
        if previous is None:
            speed = 0.0  # a game just begun or loaded: its history is not replayed in motion
        self._title.setText(self.tr("Jewel Bazaar"))
        self._subtitle.setText(self._subtitle_text(vm))
        self._show_prices(vm, previous, cues, speed)
        self._show_card(vm, cues, speed)
        self._show_stock(vm)
        self._note_trades(cues)
        for player in vm.players:
            self._show_stall(vm, player)
        self._play_trades(cues, speed)
        self.update()

    def _subtitle_text(self, vm: JewelsVM) -> str:
        if vm.is_over:
            return self.tr("After {rounds} rounds every jewel was sold at {price}.").format(
                rounds=vm.rounds_total, price=vm.start_price
            )
        if vm.first_player is None:
            return self.tr("Round {round} of {rounds}").format(
                round=vm.round_number, rounds=vm.rounds_total
            )
        first = vm.players[vm.first_player]
        if first.you:  # the walkthrough's learner (not "You trades first")
            text = self.tr("Round {round} of {rounds} · you trade first")
        else:
            text = self.tr("Round {round} of {rounds} · {name} trades first")
        return text.format(round=vm.round_number, rounds=vm.rounds_total, name=first.name)

    def _show_prices(
        self, vm: JewelsVM, previous: JewelsVM | None, cues: Sequence[vmod.Cue], speed: float
    ) -> None:
        moved = any(isinstance(cue, vmod.PriceCue) for cue in cues)
        for kind in range(vmod.KINDS):
            price = vm.prices[kind]
            change = vm.changes[kind] if vm.changes is not None and not vm.is_over else None
            self.labels[kind].set_content(
                PriceRowContent(
                    vmod.kind_name(kind),
                    price,
                    change,
                    vmod.change_text(change) if change is not None else "",
                )
            )
            tip = self.tr(
                "{kind}: {price} Grand this round. Start and final price: {start}."
            ).format(kind=vmod.kind_name(kind).capitalize(), price=price, start=vm.start_price)
            set_tooltip(self.labels[kind], tip)
            set_tooltip(self.tracks[kind], tip)
            marker = self.markers[kind]
            target = self.marker_spot(kind, price)
            old = previous.prices[kind] if previous is not None else price
            if speed > 0 and moved and old != price and marker.isVisible():
                marker.setPos(self.marker_spot(kind, old))
                self._glide(marker, target, int(MARKER_MS * speed))
            else:
                marker.setPos(target)

    def _show_card(self, vm: JewelsVM, cues: Sequence[vmod.Cue], speed: float) -> None:
        texts = (
            tuple(vmod.change_text(c) for c in vm.changes)
            if vm.changes is not None
            else ("", "", "")
        )
        caption = self.tr("Round {round}").format(round=vm.round_number)
        self.card.set_content(
            vm.changes,
            (texts[0], texts[1], texts[2]),
            caption,
            self.tr("{count} left").format(count=vm.cards_left),
        )
        if vm.changes is not None:
            set_tooltip(
                self.card,
                self.tr("This round's price card: {card}.").format(card=vmod.card_text(vm.changes)),
            )
        if speed > 0 and any(isinstance(cue, vmod.PriceCue) for cue in cues):
            animation = QPropertyAnimation(self.card, b"scale", self)
            animation.setStartValue(0.2)
            animation.setEndValue(1.0)
            animation.setDuration(max(1, int(CARD_MS * speed)))
            animation.setEasingCurve(QEasingCurve.Type.OutBack)
            self._track(animation)
        self.remaining.set_content(
            vm.remaining,
            self.tr("{count} cards to come").format(count=vm.cards_left),
            (vmod.change_text(1), vmod.change_text(0), vmod.change_text(-1)),
        )
        set_tooltip(
            self.remaining,
            self.tr(
                "Which price cards are still to come is public; their order is not. "
                "Each column counts the cards that move that jewel's price up, not at all, or down."
            ),
        )
        if vm.is_over:
            note = self.tr("All {rounds} cards have been played.").format(rounds=vm.rounds_total)
        elif vm.changes is None:
            note = self.tr("The first card is about to be turned up.")
        else:
            note = self.tr("Prices hold until the round ends.")
        self._card_note.setText(note)

    def _show_stock(self, vm: JewelsVM) -> None:
        choosable = vm.decision is not None
        self._stock_title.setText(self.tr("Bazaar stock"))
        self._stock_note.setText(
            self.tr("{count} of each kind\nat the start").format(count=vm.start_stock)
        )
        for kind, item in enumerate(self.bins):
            count = vm.stock[kind]
            item.set_content(
                count,
                self.tr("{kinds} left").format(kinds=vmod.kind_plural(kind)),
                self.tr("{price} Grand each").format(price=vm.prices[kind]),
                choosable,
            )
            tip = self.tr("{count} {kinds} in the bazaar.").format(
                count=count, kinds=vmod.kind_plural(kind)
            )
            if choosable:
                tip += " " + self.tr("Click to add one to your purchase.")
            set_tooltip(item, tip)

    def _show_stall(self, vm: JewelsVM, player: JewelPlayerVM) -> None:
        stall = self.stalls[player.seat]
        choosable = vm.decision is not None and vm.decision.seat == player.seat
        stall.set_content(
            JewelStallContent(
                name=player.name,
                letter=self._letter(player.seat),
                money=player.money,
                money_caption=self.tr("Grand"),
                jewels=player.jewels,
                max_jewels=vm.max_jewels,
                deciding=player.deciding and not vm.is_over,
                thinking=player.thinking,
                first=player.is_first,
                first_caption=self.tr("1st"),
                status=self._stall_status(vm, player),
                note=self._note_words(player.seat),
            ),
            choosable,
        )
        tip = self.tr("{name}: {money} Grand; jewels: {jewels}.").format(
            name=player.name, money=player.money, jewels=vmod.describe_jewels(player.jewels)
        )
        if player.is_first:
            tip += " " + self.tr("Trades first this round.")
        if choosable:
            tip += " " + self.tr("Click one of your jewels to add it to your sale.")
        set_tooltip(stall, tip)

    def forget_notes(self) -> None:
        """The history changed under the table (a choice taken back): drop the round's notes."""
        self._trade_notes = {}

    def _note_trades(self, cues: Sequence[vmod.Cue]) -> None:
        for cue in cues:
            if isinstance(cue, vmod.PriceCue):
                self._trade_notes = {}  # a new round
            elif isinstance(cue, vmod.TradeCue):
                self._trade_notes[cue.seat] = cue

    def take_notes_from(self, other: JewelsScene) -> None:
        """Show the round's trades that `other` noted (a new scene for another language)."""
        self._trade_notes = dict(other._trade_notes)

    def _note_words(self, seat: int) -> str:
        cue = self._trade_notes.get(seat)
        return "" if cue is None else self._trade_words(cue)

    def _trade_words(self, cue: vmod.TradeCue) -> str:
        parts = []
        for kind in range(vmod.KINDS):
            if cue.sold[kind]:
                parts.append(
                    self.tr("\u2212{count} {kind}").format(
                        count=cue.sold[kind], kind=vmod.kind_name(kind)
                    )
                )
        for kind in range(vmod.KINDS):
            if cue.bought[kind]:
                parts.append(
                    self.tr("+{count} {kind}").format(
                        count=cue.bought[kind], kind=vmod.kind_name(kind)
                    )
                )
        return " ".join(parts) if parts else self.tr("passed")

    def _stall_status(self, vm: JewelsVM, player: JewelPlayerVM) -> str:
        if vm.is_over:
            return ""
        if player.thinking:
            return self.tr("thinking…")
        if player.deciding:
            return self.tr("trading…")
        if player.has_traded:
            return self.tr("✓ traded")
        return ""

    # --- animations ------------------------------------------------------------------------
    def finish_animations(self) -> None:
        super().finish_animations()
        self.card.setScale(1.0)

    def _glide(self, item: QGraphicsItem, target: QPointF, duration: int, delay: int = 0) -> None:
        start = item.pos()
        curve = QEasingCurve(QEasingCurve.Type.InOutCubic)

        def move(share: float) -> None:
            eased = curve.valueForProgress(share)
            hop = 18.0 * (1 - (2 * share - 1) ** 2) if share > 0 else 0.0
            item.setPos(start + (target - start) * eased - QPointF(0, hop))

        self._delayed_flight(duration, delay, move)

    def _play_trades(self, cues: Sequence[vmod.Cue], speed: float) -> None:
        if speed <= 0:
            return
        delay = 0
        for cue in cues:
            if not isinstance(cue, vmod.TradeCue) or cue.seat >= len(self.stalls):
                continue
            stall = self.stalls[cue.seat]
            for kind in range(vmod.KINDS):
                for _ in range(min(cue.sold[kind], 4)):
                    self._fly(
                        kind, stall.jewel_anchor(kind), self.bins[kind].jewel_anchor(), speed, delay
                    )
                    delay += int(90 * speed)
            for kind in range(vmod.KINDS):
                for _ in range(min(cue.bought[kind], 4)):
                    self._fly(
                        kind, self.bins[kind].jewel_anchor(), stall.jewel_anchor(kind), speed, delay
                    )
                    delay += int(90 * speed)

    def _fly(self, kind: int, start: QPointF, end: QPointF, speed: float, delay: int) -> None:
        jewel = JewelItem(kind, 30)
        jewel.setPos(start)

        def move(share: float) -> None:
            arc = 60.0 * (1 - (2 * share - 1) ** 2)
            jewel.setPos(start + (end - start) * share - QPointF(0, arc))

        self._fly_piece(jewel, int(FLIGHT_MS * speed), delay, move, QEasingCurve.Type.InOutCubic)

    # --- the cloth under the table ------------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        self._paint_table_top(painter, rect, WIDTH, HEIGHT, MARGIN)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_panel(painter, BOARD, self._board_title)
        paint_panel(painter, CARD_PANEL, self._card_title)
        paint_panel(painter, STOCK_PANEL)
        painter.setPen(QPen(QColor(181, 83, 47, 90), 2))
        painter.drawLine(QPointF(16, STALLS_TOP - 8), QPointF(WIDTH - 16, STALLS_TOP - 8))
