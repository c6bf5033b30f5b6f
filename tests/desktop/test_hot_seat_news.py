"""The "what happened" moment: between two people, the curtain that asks for the
device lists what the table saw happen since that person last looked (a reveal, a barter, a
penalty, another person swapping hands with them...), from the public log only, until someone
clicks or presses a key (not only since the previous curtain)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from desktop_support import next_turn, seats, wait_for
from PySide6.QtCore import Qt

from bazaar_desktop.bridge.adapter import NewGameRequest, Update
from bazaar_desktop.panels.curtain import NEWS_LINES
from bazaar_desktop.window.main_window import MainWindow


def settle(qtbot: Any, window: MainWindow) -> None:
    wait_for(
        qtbot,
        lambda: (
            window.adapter.match is not None
            and (
                window.adapter.match.is_over
                or window.pages.currentWidget() is window.curtain
                or window.adapter.human_to_act() is not None
            )
        ),
    )


@pytest.mark.parametrize(
    ("game_id", "kinds", "outcome_kinds"),
    [
        ("basari", "hhh", ("cards_revealed", "offer_accepted", "forfeited")),
        ("basari", "hhb", ("cards_revealed", "offer_accepted", "forfeited")),
        ("basta", "hh", ("chip_taken",)),
        ("basta", "hhh", ("chip_taken",)),
    ],
)
def test_each_curtain_first_shows_the_person_what_happened_since_they_last_looked(
    qtbot: Any, window: MainWindow, game_id: str, kinds: str, outcome_kinds: tuple[str, ...]
) -> None:
    updates: list[Update] = []
    seen: dict[int, int] = {}  # seat -> how many of `updates` that person has seen

    def shown(update: Update) -> None:
        updates.append(update)
        if update.curtain_for is None and update.looking_seat is not None:
            seen[update.looking_seat] = len(updates)

    window.adapter.updated.connect(shown)
    window.start_game(NewGameRequest(game_id, seats(*kinds), {}, 11))
    rng = random.Random(11)
    adapter = window.adapter
    outcomes_told = 0
    for _ in range(400):
        settle(qtbot, window)
        match = adapter.match
        assert match is not None
        if match.is_over:
            break
        if window.pages.currentWidget() is window.curtain:
            table = window.table
            last = window.last_update
            assert table is not None and last is not None and last.curtain_for is not None
            unseen = updates[seen.get(last.curtain_for, 0) :]
            public_lines = [line.text for u in unseen for line in table.log_lines(u)]
            news = [line.removeprefix("•  ") for line in window.curtain.news_lines()]
            assert news == [t for t in public_lines if t.strip()][-NEWS_LINES:]
            assert all(line in window.log_model.texts() for line in news)  # public log only
            if any(e.kind in outcome_kinds for u in unseen for e in u.public_events):
                assert news, "an outcome happened, and the curtain said nothing"
                outcomes_told += 1
            # The moment lasts until someone presses a key: nothing is left that could move
            # the game on (no step pending, no bot thinking) and the page is shown, not staged.
            wait_for(
                qtbot,
                lambda: (
                    not window.adapter._step_timer.isActive()
                    and not window.adapter.thinking
                    and window.pages.showing() is window.pages.currentWidget()
                ),
            )
            next_turn(qtbot)  # and what the curtain's showing posted has been handled
            assert window.pages.currentWidget() is window.curtain
            qtbot.keyClick(window.curtain, Qt.Key.Key_Space)
            assert window.pages.currentWidget() is window.splitter
            continue
        person = adapter.human_to_act()
        assert person is not None
        assert adapter.submit(person, match.state.random_action(person, rng))
    assert outcomes_told >= 2


def test_t11_a_swap_made_with_you_is_on_your_next_curtain(qtbot: Any, window: MainWindow) -> None:
    """Basta!, three people: when one swaps hands with another, the other's next curtain tells
    it, though the third person's turn came in between."""
    window.start_game(NewGameRequest("basta", seats("h", "h", "h"), {}, 5))
    adapter = window.adapter
    rng = random.Random(3)
    waiting: dict[int, str] = {}  # seat -> the swap line that seat has to be told
    told = 0
    for _ in range(600):
        settle(qtbot, window)
        match = adapter.match
        assert match is not None
        if match.is_over or told >= 2:
            break
        if window.pages.currentWidget() is window.curtain:
            seat = window.last_update.curtain_for  # type: ignore[union-attr]
            if seat in waiting:
                swap = waiting.pop(seat)
                assert any(swap in line for line in window.curtain.news_lines()), swap
                told += 1
            qtbot.keyClick(window.curtain, Qt.Key.Key_Space)
            continue
        person = adapter.human_to_act()
        assert person is not None
        before = len(match.events)
        legal = match.state.legal_actions(person)
        swaps = [a for a in legal if type(a).__name__ == "ExchangeWith"]
        assert adapter.submit(person, swaps[0] if swaps else rng.choice(legal))
        for event in match.events[before:]:
            if event.kind == "hands_exchanged":
                lines = window.log_model.texts()
                waiting[int(event.data["with"])] = next(t for t in reversed(lines) if "swaps" in t)
    assert told >= 2, "no swap was told on the swapped person's curtain"


def test_the_reveal_is_on_the_next_curtain_word_for_word(qtbot: Any, window: MainWindow) -> None:
    """Basari, three people: the last card in reveals them all; the curtain for the next
    choice lists the reveal exactly as the game log says it."""
    window.start_game(NewGameRequest("basari", seats("h", "h", "h"), {}, 42))
    adapter = window.adapter
    rng = random.Random(2)
    revealed_line = None
    for _ in range(200):
        settle(qtbot, window)
        match = adapter.match
        assert match is not None
        if window.pages.currentWidget() is window.curtain:
            if revealed_line is not None:
                break
            qtbot.keyClick(window.curtain, Qt.Key.Key_Return)
            continue
        person = adapter.human_to_act()
        assert person is not None
        revealed_before = match.state.revealed_cards  # type: ignore[attr-defined]
        assert adapter.submit(person, match.state.random_action(person, rng))
        if match.state.revealed_cards != revealed_before:  # type: ignore[attr-defined]
            texts = window.log_model.texts()
            revealed_line = next(t for t in reversed(texts) if "Layla:" in t and "Omar:" in t)
    assert revealed_line is not None
    assert window.pages.currentWidget() is window.curtain
    news = window.curtain.news_lines()
    assert any(revealed_line in line for line in news)
    assert window.curtain.news_title.isVisibleTo(window.curtain)
