"""Basari's table: the loop of archways, the points track around it, carpets and stalls.

The scene draws a `BasariVM` and plays the animation cues derived from the engine's events.
It holds no rules: what may be clicked is whatever the view-model says may be chosen.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSimpleTextItem,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.basari_board import (
    CELL,
    RIM,
    TRACK_CELLS,
    TRACK_COLUMNS,
    TRACK_ROWS,
    ArchwayItem,
    MeepleItem,
    StartDiskItem,
    TrackItem,
    TrackMarkerItem,
    loop_tile_rects,
    merchant_foot,
    merchant_size,
    track_cell_rects,
)
from bazaar_desktop.items.basari_carpet import CarpetItem
from bazaar_desktop.items.basari_notices import BarterBandItem, ScrollItem
from bazaar_desktop.items.basari_stall import SecretTagItem, StallContent, StallItem
from bazaar_desktop.items.gem import GemItem
from bazaar_desktop.scenes.basari_captions import (
    BarterCaptions,
    BasariCaptions,
    CardCaption,
    StallCaptions,
)
from bazaar_desktop.scenes.base import TableScene, set_tooltip
from bazaar_desktop.viewmodels import basari as vmod
from bazaar_desktop.viewmodels.basari import BasariVM
from bazaar_desktop.viewmodels.basari_cues import Cue, GemFlowCue, MoveCue, RevealCue, ScoringCue

MARGIN = RIM  # wood around the board, with the track's numbers
BOARD_W = TRACK_COLUMNS * CELL
BOARD_H = TRACK_ROWS * CELL
LOOP_PAD = 8.0

# Base durations (ms) at speed 1.0; the speed setting scales them, 0 = no animation.
STEP_MS = 120
FLIGHT_MS = 450
FLIP_MS = 420
# A points marker moves with its number (it sat behind the score for ~0.4-1 s):
# a short slide, begun in the update that changes the number.
MARKER_MS = 120
SCROLL_LINE_MS = 420


class BasariScene(TableScene):
    archway_clicked = Signal(int)
    scroll_shown = Signal(bool)  # the round-scoring scroll went up (True) or away

    def __init__(self, letters: Sequence[str], parent: object | None = None) -> None:
        super().__init__(letters, parent)
        self.setSceneRect(-MARGIN, -MARGIN, BOARD_W + 2 * MARGIN, BOARD_H + 2 * MARGIN)
        self._cells = track_cell_rects()
        self.addItem(TrackItem(self._cells, QRectF(0, 0, BOARD_W, BOARD_H)))
        self.loop_area = QRectF(
            CELL + LOOP_PAD,
            CELL + LOOP_PAD,
            BOARD_W - 2 * (CELL + LOOP_PAD),
            BOARD_H - 2 * (CELL + LOOP_PAD),
        )
        self._tiles: list[QRectF] = []
        self.archways: list[ArchwayItem] = []
        self.meeples: list[MeepleItem] = []
        self.disks: list[StartDiskItem] = []
        self.markers: list[TrackMarkerItem] = []
        self.stalls: list[StallItem] = []
        self.secret_tags: list[SecretTagItem] = []  # over each stall's card
        self.carpets: list[CarpetItem] = []
        self._scroll_timer = QTimer(self)
        self._scroll_timer.timeout.connect(self._next_scroll_line)
        self.vm: BasariVM | None = None
        self.selected_archway: int | None = None
        self._built_for: tuple[int, int] | None = None
        self._title = QGraphicsSimpleTextItem()
        self._title.setFont(theme.font(27, bold=True, serif=True))
        self._title.setBrush(QColor("#5e240f"))
        self._title.setZValue(3)
        self.addItem(self._title)
        self._subtitle = QGraphicsSimpleTextItem()
        self._subtitle.setFont(theme.font(16))
        self._subtitle.setBrush(theme.INK)
        self._subtitle.setZValue(3)
        self.addItem(self._subtitle)
        self.barter_band = BarterBandItem(10, 10)
        self.scroll = ScrollItem(10, 10)
        self.scroll.closed.connect(self.hide_scroll)

    # --- building the table for a board and a number of players --------------------------
    def _build(self, size: int, players: int) -> None:
        """Lay out the board for `size` archways and `players` stalls (a new game's shape).
        Items are added in drawing order: archways, carpets, band, stalls, then the pieces."""
        for item in [
            *self.archways,
            *self.meeples,
            *self.disks,
            *self.markers,
            *self.stalls,
            *self.carpets,
        ]:
            self.removeItem(item)
        self._build_archways(size)
        tile_w = max(r.width() for r in self._tiles)
        tile_h = max(r.height() for r in self._tiles)
        inner = self.loop_area.adjusted(tile_w + 12, tile_h + 8, -tile_w - 12, -tile_h - 10)
        self.inner = inner
        band_top = self._build_middle(inner)
        self._build_stalls(inner, band_top + 72, players)
        self.disks = [StartDiskItem(seat, 8) for seat in range(players)]
        width, height = merchant_size(self._tiles, players)  # as big as fits under the gems
        self.meeples = [
            MeepleItem(seat, self._letter(seat), width, height) for seat in range(players)
        ]
        self.markers = [TrackMarkerItem(seat, self._letter(seat), 12) for seat in range(players)]
        for item in [*self.disks, *self.meeples, *self.markers]:
            item.hide()
            self.addItem(item)
        self._place_scroll(inner)
        self._built_for = (size, players)

    def _build_archways(self, size: int) -> None:
        self._tiles = loop_tile_rects(size, self.loop_area)
        self.archways = []
        for index, rect in enumerate(self._tiles):
            item = ArchwayItem(index, rect.width(), rect.height())
            item.setPos(rect.topLeft())
            item.clicked.connect(self.archway_clicked)
            self.addItem(item)
            self.archways.append(item)

    def _build_middle(self, inner: QRectF) -> float:
        """The title, the four carpets and the barter band inside the loop; returns the
        band's top."""
        self._title.setPos(inner.left() + 4, inner.top() - 2)
        self._subtitle.setPos(inner.left() + 6, inner.top() + 34)
        carpet_w = (inner.width() - 3 * 18) / 4
        carpet_top = inner.top() + 66
        self.carpets = []
        for colour in range(4):
            carpet = CarpetItem(colour, carpet_w, 58)
            carpet.setPos(inner.left() + colour * (carpet_w + 18), carpet_top)
            self.addItem(carpet)
            self.carpets.append(carpet)
        band_top = carpet_top + 70
        if self.barter_band.scene() is None:
            self.addItem(self.barter_band)
        self.barter_band.set_size(inner.width(), 66)
        self.barter_band.setPos(inner.left(), band_top)
        self.barter_band.hide()
        return band_top

    def _build_stalls(self, inner: QRectF, stall_top: float, players: int) -> None:
        stall_h = inner.bottom() - stall_top
        gap = 14.0
        stall_w = min(200.0, (inner.width() - gap * (players - 1)) / players)
        left = inner.center().x() - (players * stall_w + (players - 1) * gap) / 2
        self.stalls = []
        for seat in range(players):
            stall = StallItem(seat, stall_w, stall_h)
            stall.setPos(left + seat * (stall_w + gap), stall_top)
            self.addItem(stall)
            self.stalls.append(stall)
        self.secret_tags = [SecretTagItem(stall.card) for stall in self.stalls]

    def _place_scroll(self, inner: QRectF) -> None:
        if self.scroll.scene() is None:
            self.addItem(self.scroll)
        self.scroll.set_size(inner.width() * 0.86, inner.height() * 0.9)
        self.scroll.setPos(
            inner.center().x() - inner.width() * 0.43, inner.center().y() - inner.height() * 0.45
        )
        self.scroll.hide()

    def _letter(self, seat: int) -> str:
        return self.letters[seat] if seat < len(self.letters) else str(seat + 1)

    # --- geometry helpers ------------------------------------------------------------------
    def merchant_spot(self, archway: int, seat: int) -> QPointF:
        """A merchant's feet: on the archway's threshold, below its gems (its number is at the
        top), each seat in its own place."""
        return merchant_foot(self._tiles[archway], seat, len(self.meeples))

    def disk_spot(self, archway: int, seat: int) -> QPointF:
        return merchant_foot(self._tiles[archway], seat, len(self.meeples)) - QPointF(0, 13)

    def marker_spot(self, points: int, seat: int) -> QPointF:
        cell = self._cells[points % TRACK_CELLS]
        dx = -9 if seat % 2 == 0 else 9
        dy = -9 if seat < 2 else 9
        return QPointF(cell.center().x() + dx, cell.center().y() + dy)

    def archway_centre(self, archway: int) -> QPointF:
        return self._tiles[archway].center()

    # --- drawing a view-model --------------------------------------------------------------
    def show_vm(
        self, vm: BasariVM, cues: Sequence[Cue], speed: float, captions: BasariCaptions
    ) -> None:
        """Redraw from `vm`; with `speed` > 0, animate the changes `cues` describe."""
        self.finish_animations()
        if self._built_for != (vm.board_size, len(vm.players)):
            self._build(vm.board_size, len(vm.players))
        previous = self.vm
        self.vm = vm
        for label, text in (
            (self._title, captions.title),
            (self._subtitle, captions.subtitle),
        ):
            if label.text() != text:  # unchanged text must not cost a repaint
                label.setText(text)
        for item in self.archways:
            archway = vm.archways[item.index]
            item.set_content(archway.points, archway.gems)
            set_tooltip(item, captions.archways[item.index])
        self._update_choosable()
        for colour, carpet in enumerate(self.carpets):
            carpet.set_content(
                vm.carpets[colour], vm.bonus_values[colour], captions.carpets[colour]
            )
            set_tooltip(carpet, captions.carpet_tips[colour])
        self._place_pieces(vm, previous, cues, speed)
        for player in vm.players:
            self._update_stall(player, captions.stalls[player.seat], captions.points_caption)
        self._update_barter(vm, captions.barter)
        # The round's scoring stays up until the person closes it or acts (it
        # vanished as soon as their next decision was ready); the decision waits behind it.
        self._play_cues(cues, speed)

    def _update_choosable(self) -> None:
        vm = self.vm
        choices = (
            vm.decision.choices
            if vm is not None and isinstance(vm.decision, vmod.StartDecision)
            else {}
        )
        for item in self.archways:
            item.set_state(
                choosable=item.index in choices,
                selected=bool(choices) and item.index == self.selected_archway,
            )

    def set_selected_archway(self, archway: int | None) -> None:
        self.selected_archway = archway
        self._update_choosable()

    def _place_pieces(
        self, vm: BasariVM, previous: BasariVM | None, cues: Sequence[Cue], speed: float
    ) -> None:
        moving = {cue.seat: cue.path for cue in cues if isinstance(cue, MoveCue)}
        for player in vm.players:
            seat = player.seat
            meeple, disk, marker = self.meeples[seat], self.disks[seat], self.markers[seat]
            if player.start >= 0:
                disk.setPos(self.disk_spot(player.start, seat))
                disk.show()
            else:
                disk.hide()
            if player.position >= 0:
                target = self.merchant_spot(player.position, seat)
                path = moving.get(seat)
                if speed > 0 and path and meeple.isVisible():
                    self._walk(meeple, seat, path, speed)
                else:
                    meeple.setPos(target)
                meeple.show()
            else:
                meeple.hide()
            laps = player.points // TRACK_CELLS
            if laps != marker.laps:
                marker.laps = laps
                marker.update()
            target = self.marker_spot(player.points, seat)
            old_points = previous.players[seat].points if previous is not None else player.points
            if speed > 0 and old_points != player.points and marker.isVisible():
                self._glide(marker, target, int(MARKER_MS * speed))
            else:
                marker.setPos(target)
            marker.show()

    def _update_stall(
        self, player: vmod.PlayerVM, captions: StallCaptions, points_caption: str
    ) -> None:
        stall = self.stalls[player.seat]
        seat = player.seat
        stall.set_content(
            StallContent(
                name=player.name,
                letter=self._letter(seat),
                points=player.points,
                points_caption=points_caption,
                gems=player.gems,
                lap_progress=player.lap_progress,
                board_size=len(self.archways),
                lap_caption=captions.lap,
                move_roll=player.move_roll,
                action_roll=player.action_roll,
            )
        )
        stall.set_turn_marks(player.deciding, player.thinking, captions.status)
        set_tooltip(stall, captions.tooltip)
        self._update_card(seat, captions.card)

    def _update_card(self, seat: int, caption: CardCaption | None) -> None:
        stall = self.stalls[seat]
        card = stall.card
        stall.set_empty_slot(caption is None)
        if caption is None:
            card.hide()
        else:
            face = caption.face
            card.set_face(face, vmod.card_title(face) if face else "", dim=False)
            set_tooltip(card, caption.tooltip)
            card.show()
        secret = caption.secret_tag if caption is not None else ""
        tag = self.secret_tags[seat]
        tag.set_text(secret)
        tag.setVisible(bool(secret) and caption is not None and caption.face is not None)

    def _update_barter(self, vm: BasariVM, captions: BarterCaptions | None) -> None:
        barter = vm.barter
        if barter is None or captions is None:
            self.barter_band.hide()
            return
        self.barter_band.set_content(
            captions.title, captions.subtitle, barter.offer, captions.offer
        )
        self.barter_band.show()

    # --- animations ------------------------------------------------------------------------
    def finish_animations(self) -> None:
        super().finish_animations()
        for stall in self.stalls:
            stall.card.end_reveal()

    def _walk(self, meeple: MeepleItem, seat: int, path: Sequence[int], speed: float) -> None:
        points = [meeple.pos()] + [self.merchant_spot(archway, seat) for archway in path]
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(float(len(points) - 1))
        animation.setDuration(max(1, int(STEP_MS * speed * len(path))))

        def step(value: float) -> None:
            position = float(value)
            index = min(int(position), len(points) - 2)
            share = position - index
            a, b = points[index], points[index + 1]
            hop = 6.0 * (1 - (2 * share - 1) ** 2)  # a small hop between archways
            meeple.setPos(a + (b - a) * share - QPointF(0, hop))

        animation.valueChanged.connect(step)
        self._track(animation)

    def _glide(self, item: QGraphicsItem, target: QPointF, duration: int) -> None:
        start = item.pos()
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(max(1, duration))
        animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        animation.valueChanged.connect(
            lambda value: item.setPos(start + (target - start) * float(value))
        )
        self._track(animation)

    def _anchor(self, place: tuple[str, int], colour: int) -> QPointF:
        kind, index = place
        if kind == "carpet":
            return self.carpets[index].gem_anchor()
        if kind == "player":
            return self.stalls[index].gem_anchor(colour)
        return self.archway_centre(index)

    def _play_cues(self, cues: Sequence[Cue], speed: float) -> None:
        for cue in cues:
            if isinstance(cue, ScoringCue):
                self._show_scroll(cue, speed)
            elif isinstance(cue, RevealCue):
                self.hide_scroll()
                if speed > 0:
                    self._flip_cards(speed)
            elif isinstance(cue, GemFlowCue) and speed > 0:
                self._fly_gems(cue, speed)

    def _fly_gems(self, cue: GemFlowCue, speed: float) -> None:
        delay = 0
        for colour, count in enumerate(cue.gems):
            for _ in range(min(count, 5)):
                gem = GemItem(colour, 22)
                start = self._anchor(cue.source, colour)
                end = self._anchor(cue.target, colour)
                gem.setPos(start)

                def move(
                    share: float, gem: GemItem = gem, a: QPointF = start, b: QPointF = end
                ) -> None:
                    arc = 40.0 * (1 - (2 * share - 1) ** 2)
                    gem.setPos(a + (b - a) * share - QPointF(0, arc))

                self._fly_piece(
                    gem, int(FLIGHT_MS * speed), delay, move, QEasingCurve.Type.InOutCubic
                )
                delay += int(70 * speed)

    def _flip_cards(self, speed: float) -> None:
        for stall in self.stalls:
            card = stall.card
            if not card.isVisible() or card.card is None:
                continue
            card.start_reveal()
            animation = QPropertyAnimation(card, b"flip", self)
            animation.setStartValue(1.0)
            animation.setEndValue(-1.0)
            animation.setDuration(max(1, int(FLIP_MS * speed)))
            animation.finished.connect(card.end_reveal)
            self._track(animation)

    def _show_scroll(self, cue: ScoringCue, speed: float) -> None:
        self.scroll.set_lines(cue.lines, self.tr("Click or press Esc to close"))
        self.scroll.show()
        self.scroll_shown.emit(True)
        if speed <= 0:
            self.scroll.show_all()
            return
        self.scroll.show_next()
        self._scroll_timer.start(max(1, int(SCROLL_LINE_MS * speed)))

    def _next_scroll_line(self) -> None:
        if not self.scroll.show_next():
            self._scroll_timer.stop()

    def hide_scroll(self) -> None:
        self._scroll_timer.stop()
        if self.scroll.isVisible():
            self.scroll.hide()
            self.scroll_shown.emit(False)

    # --- the wood under the board -----------------------------------------------------------
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        self._paint_table_top(painter, rect, BOARD_W, BOARD_H, MARGIN)
        centre = self.loop_area
        painter.setPen(QPen(QColor(181, 83, 47, 90), 2))
        painter.setBrush(theme.LOOP_CLOTH)
        painter.drawRoundedRect(centre.adjusted(-4, -4, 4, 4), 10, 10)
