"""Game night, third evening (issue 36): the phone's page read at the table, in real Chromium
at a phone's size (390x844), each state's picture saved beside the test's files. The other
seats decide through the adapter; every frame sent is checked against re-dealt secrets."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bazaar_desktop.adapter import SeatSpec
from bazaar_engine.basari.actions import ChooseCard
from tests.companion.secrecy import check_frames
from tests.companion.test_companion_browser import CHROMIUM, DRIVER, browser

pytestmark = pytest.mark.skipif(
    CHROMIUM is None or DRIVER is None, reason="the phone's page needs chromium and its driver"
)

NAMES = ("Layla", "Omar", "Root")


class Night:
    """A table of phones, seat 0's page open in Chromium at 390x844."""

    def __init__(self, qtbot: Any, table: Any, shots: Path) -> None:
        self.qtbot, self.table, self.shots = qtbot, table, shots
        self.adapter = table.adapter
        self.adapter.set_phone_seats(frozenset(range(len(self.adapter.match.seats))))
        self.driver = browser()
        self.driver.set_window_size(390, 844)
        self.driver.get(table.host.url(next(ln for ln in table.links if ln.seat == 0)))
        self.wait_page()

    def frame(self) -> Any:
        return self.driver.execute_script("var f = window.bazaarFrames; return f[f.length - 1];")

    def wait_page(self) -> None:
        """Until the page shows the desktop's latest position."""
        n = len(self.adapter.match.history)
        self.qtbot.waitUntil(lambda: (self.frame() or {}).get("n") == n, timeout=8000)
        self.qtbot.wait(100)

    def play(
        self, until: Callable[[Any], bool], pick: Callable[[Any, int], Any] | None = None
    ) -> None:
        """Every seat decides (by `pick(state, seat)` when it gives a move, else the last seat
        its first legal move and the others their last) until `until(state)`."""
        match = self.adapter.match
        for _ in range(600):
            state = match.state
            if until(state):
                self.wait_page()
                return
            deciding = [s for s in state.current_players() if s >= 0]
            if deciding:
                seat = deciding[0] if deciding[0] != 0 or len(deciding) == 1 else deciding[1]
                legal = state.legal_actions(seat)
                move = (pick and pick(state, seat)) or legal[0 if seat == 2 else -1]
                n = len(match.history)
                self.adapter.decide(seat, move)
                self.qtbot.waitUntil(lambda n=n: len(match.history) > n, timeout=5000)
            else:
                self.qtbot.wait(10)
        raise AssertionError("that position was not reached")

    def text(self, selector: str) -> list[str]:
        script = "return Array.from(document.querySelectorAll(arguments[0])).map(e => e.innerText)"
        return list(self.driver.execute_script(script, selector))

    def shoot(self, name: str, show: str = "") -> Path:
        if show:
            self.driver.execute_script(
                "document.querySelector(arguments[0]).scrollIntoView()", show
            )
        path = self.shots / f"{name}.png"
        self.driver.save_screenshot(str(path))
        return path

    def close(self) -> None:
        self.driver.quit()
        assert check_frames(self.table.adapter.match.game.id, self.adapter.match, self.table.sent)


@pytest.fixture
def night(qtbot: Any, table_of: Any, tmp_path: Path) -> Any:
    made: list[Night] = []

    def make(game_id: str = "basari", seed: int = 4, people: int = 3) -> Night:
        table = table_of(game_id, tuple(SeatSpec(n) for n in NAMES[:people]), seed)
        made.append(Night(qtbot, table, tmp_path))
        return made[-1]

    yield make
    for one in made:
        one.close()


def test_during_a_secret_choice_the_table_shows_who_has_chosen_never_a_card(night: Any) -> None:
    """Issue 36.1: from the second turn on, "At the table" showed last turn's revealed cards
    during the next secret choice (the person's own row too, under "You chose: Points")."""
    phone = night()
    cards = phone.frame()["cards"]
    phone.play(lambda s: s.turn >= 2 and s.phase == "choose_cards")
    state = phone.adapter.match.state
    assert state.revealed_cards is not None  # last turn's cards exist: the case the bug showed
    phone.adapter.decide(0, ChooseCard("points"))
    phone.wait_page()
    frame = phone.frame()
    assert [p["revealed"] for p in frame["players"]] == [None, None, None]
    marks = phone.text(".player .mark")
    assert marks[0] == "✓ Chosen" and all(m == "… Choosing" for m in marks[1:]), marks
    assert not any(title in m for m in marks for title in cards.values()), marks
    assert "You chose: Points" in phone.text("#mine")[0]
    phone.shoot("36-1-choosing")
    # After this turn's reveal the rows name the cards (Omar picks Points too: a barter, so
    # the position stays after the reveal).
    omar = lambda state, seat: ChooseCard("points") if seat == 1 else None  # noqa: E731
    phone.play(lambda s: s.phase != "choose_cards", omar)
    marks = phone.text(".player .mark")
    assert marks[0] == "Points" and all(m in cards.values() for m in marks), marks
    phone.shoot("36-1-revealed")


def test_a_person_has_the_desktops_colour_and_letter_on_their_phone(night: Any) -> None:
    """Issue 36.2: the phone coloured seats red, blue, green, purple (the gems' own colours)
    while the desktop paints them purple, ivory, orange…: one colour and marker per person,
    the desktop's (theme.player_colour, the letters on the pieces)."""
    from PySide6.QtGui import QColor

    from bazaar_desktop import theme
    from bazaar_desktop.seat_marks import seat_letters

    phone = night()
    phone.play(lambda s: s.phase == "choose_cards")
    script = """return Array.from(document.querySelectorAll(arguments[0])).map(e => {
        var s = getComputedStyle(e); return [s.backgroundColor, s.color, e.textContent]; })"""

    def rgb(colour: QColor) -> str:
        return f"rgb({colour.red()}, {colour.green()}, {colour.blue()})"

    desk = [
        [rgb(theme.player_colour(s)), rgb(theme.player_ink(s)), seat_letters(NAMES)[s]]
        for s in range(3)
    ]
    assert phone.driver.execute_script(script, "#top .seat-dot") == [desk[0]]
    assert phone.driver.execute_script(script, ".player .seat-dot") == desk
    phone.shoot("36-2-colours", "#table")
