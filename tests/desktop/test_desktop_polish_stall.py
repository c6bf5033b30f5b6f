"""Basari's stalls: every text fits its box and nothing in a stall overlaps, for 2 to 4 players
and the longest words the table writes there."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF

from bazaar_desktop.app import make_application
from bazaar_desktop.items.basari_stall import StallContent, StallItem, TextBox, stall_layout
from bazaar_desktop.scenes.basari_scene import BasariScene

LAP_CAPTIONS = ("lap complete", "lap 31/32", "lap 0/32")
STATUSES = ("", "thinking…", "choosing…", "bartering", "placing…", "has chosen")
NAMES = ("Layla", "Zeynep", "Mohammed-Ali Wong", "WWWWWWWWWWWWWWWW")


def content(name: str, lap: str, points: int = 196, gems: int = 88) -> StallContent:
    return StallContent(
        name=name,
        letter=name[:1],
        points=points,
        points_caption="points",
        gems=(gems, gems, gems, gems),
        lap_progress=31,
        board_size=32,
        lap_caption=lap,
        move_roll=6,
        action_roll=5,
    )


def stall_rects(players: int) -> list[QRectF]:
    scene = BasariScene([chr(ord("A") + seat) for seat in range(players)])
    scene._build(32, players)
    return [QRectF(stall._rect) for stall in scene.stalls]


def ink(box: TextBox) -> QRectF:
    """Where the text's letters actually are: its width from the font, inside its box."""
    metrics = QFontMetricsF(box.font)
    width = metrics.horizontalAdvance(box.text)
    top = box.rect.bottom() - metrics.height() if box.on_baseline else box.rect.center().y()
    if not box.on_baseline:
        top -= metrics.height() / 2
    return QRectF(box.rect.left(), top, width, metrics.height())


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_stall_text_fits_its_box(qtbot: Any, players: int) -> None:
    make_application(["bazaar-tests"])
    rect = stall_rects(players)[0]
    for name, lap, status in itertools.product(NAMES, LAP_CAPTIONS, STATUSES):
        layout = stall_layout(rect, content(name, lap), status)
        for box in layout.texts:
            metrics = QFontMetricsF(box.font)
            assert metrics.horizontalAdvance(box.text) <= box.rect.width() + 0.5, (
                box.name,
                box.text,
            )
            assert metrics.height() <= box.rect.height() + 0.5, (box.name, box.text)
            assert rect.contains(box.rect), box.name
        assert layout.text("lap").text == lap  # the short captions are never cut
        assert layout.text("status").text == status
        assert layout.text("name").text.endswith("…") == (len(name) > 14)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_nothing_in_a_stall_overlaps(qtbot: Any, players: int) -> None:
    make_application(["bazaar-tests"])
    rect = stall_rects(players)[0]
    for lap, status in itertools.product(LAP_CAPTIONS, STATUSES):
        layout = stall_layout(rect, content("Zeynep", lap), status)
        half = layout.gem_size / 2
        parts = {box.name: ink(box) for box in layout.texts if box.text}
        parts |= {
            f"gem{i}": QRectF(c.x() - half, c.y() - half, 2 * half, 2 * half)
            for i, c in enumerate(layout.gems)
        }
        parts |= {"lap_bar": layout.lap_bar, "card": layout.card, "awning": layout.awning}
        parts |= {f"die{i}": die for i, die in enumerate(layout.dice)}
        assert layout.lap_bar.width() >= 30
        for (a, first), (b, second) in itertools.combinations(parts.items(), 2):
            if {a, b} == {"name", "awning"}:
                continue  # the name is written on the awning
            assert not first.intersected(second).isValid() or first.intersected(second).isEmpty(), (
                a,
                b,
                lap,
                status,
            )


def test_the_status_line_shows_the_whole_word_beside_the_card(qtbot: Any) -> None:
    make_application(["bazaar-tests"])
    rect = stall_rects(4)[0]
    stall = StallItem(0, rect.width(), rect.height())
    stall.set_turn_marks(deciding=True, thinking=True, status="thinking…")
    assert stall.status.text() == "thinking…"
    assert stall.status.font().bold()
    right = stall.status.pos().x() + stall.status.boundingRect().width()
    assert right <= stall.current_layout().card.left()


LONG_NAME = "Mohammed-Ali Wong-Harris"  # the New game dialog's 24-character limit
SUBTITLES = (
    f"{LONG_NAME} and {LONG_NAME} are tied on points: a roll-off decides who offers first.",
    f"{LONG_NAME} won the roll-off and offers first; {LONG_NAME} answers.",
    "Zeynep has more points and offers first; Layla answers.",
)
CAPTIONS = (f"Waiting for {LONG_NAME}'s opening offer", f"On the table, from {LONG_NAME}:")


def fits(box: TextBox) -> bool:
    metrics = QFontMetricsF(box.font)
    if box.wrap:
        used = metrics.boundingRect(box.rect, box.flags(), box.text)
        return used.width() <= box.rect.width() + 0.5 and used.height() <= box.rect.height()
    return (
        metrics.horizontalAdvance(box.text) <= box.rect.width() + 0.5
        and metrics.height() <= box.rect.height() + 0.5
    )


@pytest.mark.parametrize("players", [3, 4])
def test_the_barter_band_words_stay_in_their_half(qtbot: Any, players: int) -> None:
    make_application(["bazaar-tests"])
    scene = BasariScene([chr(ord("A") + seat) for seat in range(players)])
    scene._build(32, players)
    band = scene.barter_band
    for subtitle, caption in itertools.product(SUBTITLES, CAPTIONS):
        band.set_content("Barter for Points", subtitle, (1, 2, 3, 4), caption)
        boxes = {box.name: box for box in band.text_boxes()}
        for box in boxes.values():
            assert fits(box), (box.name, box.text)
        assert not boxes["subtitle"].rect.intersects(boxes["caption"].rect)
        if subtitle == SUBTITLES[2]:  # a short line is shown whole, on one line
            assert boxes["subtitle"].text == subtitle and not boxes["subtitle"].wrap
