"""Game night, third evening: the phone's page read at the table, in real Chromium
at a phone's size (390x844), each state's picture saved beside the test's files. The other
seats decide through the adapter; every frame sent is checked against re-dealt secrets."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bazaar_desktop.bridge.adapter import SeatSpec
from bazaar_engine.basari.actions import ChooseCard
from tests.companion.secrecy import check_frames
from tests.companion.test_companion_browser import CHROMIUM, DRIVER

pytestmark = pytest.mark.skipif(
    CHROMIUM is None or DRIVER is None, reason="the phone's page needs chromium and its driver"
)

NAMES = ("Layla", "Omar", "Root")


def browser(lang: str) -> Any:
    """Headless Chromium as a phone (390x844) speaking `lang`."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    options.add_argument("--window-size=390,844")
    options.add_argument(f"--lang={lang}")
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    return webdriver.Chrome(service=Service(str(DRIVER)), options=options)


# Counts, on the page, the verdicts it asked for and those answered: the witness that no late
# verdict is still on its way (the page's own code is not changed, only its WebSocket wrapped).
WIRE_TAP = """window.bazaarChecks = {asked: 0, answered: 0};
window.WebSocket = class extends window.WebSocket {
  constructor(...args) {
    super(...args);
    this.addEventListener("message", function (ev) {
      if (JSON.parse(ev.data).type === "verdict") window.bazaarChecks.answered++;
    });
  }
  send(text) {
    if (JSON.parse(text).type === "check_offer") window.bazaarChecks.asked++;
    super.send(text);
  }
};"""
ANSWERED = "var c = window.bazaarChecks; return c.asked === c.answered;"
# The width of the next frame drawn: the resize steps (the page's resize handler) run before it.
DRAWN_WIDTH = """var done = arguments[arguments.length - 1];
requestAnimationFrame(function () { done(window.innerWidth); });"""


class Night:
    """A table of phones, seat 0's page open in Chromium at 390x844 (or `width` x 844)."""

    def __init__(
        self, qtbot: Any, table: Any, shots: Path, lang: str = "en-US", width: int = 390
    ) -> None:
        self.qtbot, self.table, self.shots = qtbot, table, shots
        self.adapter = table.adapter
        self.adapter.set_phone_seats(frozenset(range(len(self.adapter.match.seats))))
        self.driver = browser(lang)
        self.driver.set_window_size(width, 844)
        self.driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WIRE_TAP})
        self.driver.get(table.host.url(next(ln for ln in table.links if ln.seat == 0)))
        self.wait_page()

    def frame(self) -> Any:
        return self.driver.execute_script("var f = window.bazaarFrames; return f[f.length - 1];")

    def wait_page(self) -> None:
        """Until the page shows the desktop's latest position (the table's chance draws may
        still move it on meanwhile)."""
        history = self.adapter.match.history
        self.qtbot.waitUntil(lambda: (self.frame() or {}).get("n") == len(history), timeout=15000)
        self.wait_answers()

    def wait_answers(self) -> None:
        """Until every verdict the page asked for has come back (and been shown or dropped)."""
        self.qtbot.waitUntil(lambda: self.driver.execute_script(ANSWERED), timeout=5000)

    def play(
        self, until: Callable[[Any], bool], pick: Callable[[Any, int], Any] | None = None
    ) -> None:
        """Every seat decides (by `pick(state, seat)` when it gives a move, else the last seat
        its first legal move and the others their last) until `until(state)`."""
        match = self.adapter.match
        end = time.monotonic() + 180  # waits for the table's chance draws count as well
        while time.monotonic() < end:
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
            else:  # only the table's chance draws are due: until one is made
                n = len(match.history)
                self.qtbot.waitUntil(lambda n=n: len(match.history) > n, timeout=15000)
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

    def make(
        game_id: str = "basari",
        seed: int = 4,
        people: int = 3,
        lang: str = "en-US",
        width: int = 390,
    ) -> Night:
        table = table_of(game_id, tuple(SeatSpec(n) for n in NAMES[:people]), seed)
        made.append(Night(qtbot, table, tmp_path, lang, width))
        return made[-1]

    yield make
    for one in made:
        one.close()


def test_during_a_secret_choice_the_table_shows_who_has_chosen_never_a_card(night: Any) -> None:
    """From the second turn on, "At the table" showed last turn's revealed cards
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
    phone.play(lambda s: s.phase == "barter", omar)
    marks = phone.text(".player .mark")
    assert marks[0] == "Points" and all(m in cards.values() for m in marks), marks
    phone.shoot("36-1-revealed")


def test_a_person_has_the_desktops_colour_and_letter_on_their_phone(night: Any) -> None:
    """The phone coloured seats red, blue, green, purple (the gems' own colours)
    while the desktop paints them purple, ivory, orange…: one colour and marker per person,
    the desktop's (theme.player_colour, the letters on the pieces)."""
    from PySide6.QtGui import QColor

    from bazaar_desktop.appearance import theme
    from bazaar_desktop.appearance.seat_marks import seat_letters

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


GEM_RGB = {  # the page's gem colours (companion.css): red, yellow, green, blue
    "red": "rgb(192, 57, 43)",
    "yellow": "rgb(212, 160, 23)",
    "green": "rgb(46, 139, 87)",
    "blue": "rgb(45, 108, 223)",
}
SHAPE_COLOURS = """return Array.from(document.querySelectorAll(arguments[0])).map(e =>
    [e.className.replace("gem ", ""), getComputedStyle(e.querySelector(".shape")).color])"""


def coloured(phone: Night, selector: str) -> list[Any]:
    found = phone.driver.execute_script(SHAPE_COLOURS, selector)
    assert found, selector
    return [shape for name, shape in found if GEM_RGB[name] != shape]


def test_gems_in_lines_are_coloured_and_nothing_offered_is_no_error(night: Any) -> None:
    """Gems in the archway tiles, "On the table" and the archway line were brown
    shapes (a yellow offer looked black); "✓ You may offer nothing." sat in a red error box;
    no turn number, no lap progress."""
    phone = night()
    assert phone.frame()["decision"]["kind"] == "start"
    assert coloured(phone, ".archway .mini .gem") == []
    phone.shoot("36-6-start")
    phone.play(lambda s: s.phase == "barter" and 0 in s.current_players())
    frame = phone.frame()
    assert frame["decision"]["on_table"] is None  # Layla opens: she may offer nothing
    phone.driver.execute_script("document.querySelector('[data-act=clear]').click()")
    phone.qtbot.waitUntil(lambda: "nothing" in phone.text("#verdict")[0], timeout=5000)
    assert phone.driver.execute_script("return document.getElementById('verdict').className") == (
        "verdict good"
    )
    assert phone.driver.execute_script("return document.getElementById('offer-btn').disabled")
    phone.shoot("36-6-nothing")
    assert f"turn {phone.adapter.match.state.turn}" in phone.text("#where")[0]
    lap = phone.adapter.match.state.lap_progress[0]
    assert f"Lap {lap}/32" in phone.text("#mine")[0]
    assert coloured(phone, "#mine .fact .gem") == []
    phone.driver.execute_script("document.querySelector('[data-act=nothing]').click()")
    # Omar's offer on the table, in its gems' colours, as Root and Layla barter later on.
    phone.play(
        lambda s: s.phase == "barter" and 0 in s.current_players() and s.barter.offer is not None,
        lambda state, seat: (
            ChooseCard("die" if seat == 2 else "points") if state.phase == "choose_cards" else None
        ),
    )
    assert coloured(phone, ".table-line .gem") == []
    # Layla cannot raise: the page says so, and no late verdict on another offer blanks it.
    assert phone.frame()["decision"]["can_raise"] is False
    phone.wait_answers()
    assert phone.text("#verdict") == ["You cannot beat this offer with your gems: accept it."]
    phone.shoot("36-6-on-the-table")


def test_the_scoring_stays_the_results_stay_and_nothing_hides_under_the_bar(night: Any) -> None:
    """ "What happened" kept six lines (a round's scoring gone in seconds); at the
    end a "Disconnected" box covered the results; the fixed bar covered the last rows."""
    phone = night()
    phone.table.host.stop_after_game_ms = 200
    phone.play(lambda s: s.round_number == 2)
    second = phone.adapter.match.state.turn
    phone.play(lambda s: s.turn >= second + 1 and s.phase == "choose_cards")
    log = phone.text("#log li")
    assert "Round 1 scoring" in log and any(line.startswith("Lap bonus") for line in log), log
    phone.shoot("36-6-log", "#log")
    phone.play(lambda s: phone.adapter.match.is_over)
    phone.qtbot.waitUntil(lambda: phone.text("#link") == ["Table closed"], timeout=8000)
    assert phone.driver.execute_script("return document.getElementById('gone').hidden")
    assert phone.text("#status") == ["The game on the computer ended. Thank you for playing!"]
    assert phone.driver.find_element("css selector", ".results").is_displayed()
    phone.shoot("36-6-results", "#decision")
    assert phone.driver.execute_script(UNDER_THE_BAR) == []
    phone.shoot("36-6-bottom")


UNDER_THE_BAR = """window.scrollTo(0, document.body.scrollHeight);
    var bar = document.getElementById('tools').getBoundingClientRect().top;
    var shown = 'main > section:not([hidden])';
    return Array.from(document.querySelectorAll(shown + ', ' + shown + ' *'))
        .filter(e => e.getBoundingClientRect().bottom > bar).map(e => e.id || e.innerText);"""


@pytest.mark.parametrize(("lang", "width"), [("en-US", 390), ("es-ES", 390), ("de-DE", 320)])
def test_the_bar_of_tools_never_hides_the_last_players_row(
    night: Any, lang: str, width: int
) -> None:
    """Before anything happened (no log yet) the table's rows end the page; the
    fixed bar, taller than the room kept for it in longer words or on a narrower phone,
    covered the last of them."""
    phone = night(lang=lang)
    phone.driver.set_window_size(width, 844)
    drawn = lambda: phone.driver.execute_async_script(DRAWN_WIDTH) == width  # noqa: E731
    phone.qtbot.waitUntil(drawn, timeout=5000)
    assert phone.text("#log") == [""] and phone.text(".player")
    assert phone.driver.execute_script(UNDER_THE_BAR) == []
    phone.shoot(f"36-6-bar-{lang}-{width}")


# The room the page keeps under its content, and what the fixed bar of tools really takes.
FOOT_ROOM = """return [parseFloat(getComputedStyle(document.body).paddingBottom),
    document.getElementById('tools').offsetHeight];"""


def test_the_room_under_the_page_follows_the_bar_from_the_first_frame(night: Any) -> None:
    """The page fitted its foot room to the bar before it wrote the bar's words: opened narrow
    in German, "Letzte Wahl zurücknehmen" takes two lines and the bar grows ~12 px that the
    room did not follow until the window was resized. Opened at that size (no resize here)."""
    phone = night(lang="de-DE", width=320)
    drawn = lambda: phone.driver.execute_async_script(DRAWN_WIDTH) == 320  # noqa: E731
    phone.qtbot.waitUntil(drawn, timeout=5000)
    undo = phone.driver.find_element("id", "undo-btn")
    assert undo.text == "↶ Letzte Wahl zurücknehmen"
    assert undo.size["height"] > 48  # two lines: the bar is taller than with empty buttons
    room, bar = phone.driver.execute_script(FOOT_ROOM)
    assert room == bar + 16, (room, bar)
    assert phone.driver.execute_script(UNDER_THE_BAR) == []
    phone.shoot("foot-room-de-DE-320")
