"""The table companion in a real browser: the desktop offscreen, each person's seat page in
headless Chromium (Debian's chromium + chromium-driver, driven by Selenium), whole games played
from the phones. Skipped, saying why, only when Chromium or its driver is not installed."""

from __future__ import annotations

import shutil
import time
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from bazaar_desktop.app import make_application
from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.core.match import Match
from tests.companion.secrecy import check_frames

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(
    CHROMIUM is None or DRIVER is None,
    reason="the real-browser tests need Debian's chromium and chromium-driver (apt-get install "
    "chromium chromium-driver); .ci/run installs them",
)


def browser() -> Any:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--window-size=390,844",
        "--disable-dev-shm-usage",
        "--lang=en-US",
    ):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(str(DRIVER)), options=options)


@pytest.fixture
def desktop(qtbot: Any, tmp_path: Path) -> Iterator[MainWindow]:
    make_application(["bazaar-tests"])
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    main = MainWindow(settings, animations=False, autosave_path=tmp_path / "autosave.json")
    qtbot.addWidget(main)
    main.resize(1280, 800)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.adapter.stop()


CLICK = """
var found = Array.from(document.querySelectorAll(arguments[0])).filter(b => !b.disabled);
if (!found.length) return false;
found[arguments[1] ? found.length - 1 : 0].click();
return true;
"""


TOAST_SHOWN = "return !document.getElementById('toast').hidden"


class Play:
    """The desktop's table with phones in browsers; `step` makes every browser act once."""

    def __init__(self, qtbot: Any, main: MainWindow, request: NewGameRequest) -> None:
        self.qtbot, self.main = qtbot, main
        main.session.start_game(request)
        qtbot.waitUntil(lambda: main.adapter.match is not None, timeout=10000)
        self.adapter = main.adapter
        self.host = main.companion_desk().host
        self.host.record = True
        self.host.stop_after_game_ms = 500  # then the server stops (the results reached them)
        self.links = self.host.invite("127.0.0.1", 0)
        self.curtains: list[int | None] = []
        self.lookers: list[int | None] = []  # whose view the desktop was drawn from
        self.adapter.updated.connect(self._seen)
        self.browsers: dict[int, Any] = {}

    @property
    def match(self) -> Match[Any]:
        assert self.adapter.match is not None, "no game"
        return self.adapter.match

    def _seen(self, update: Any) -> None:
        self.curtains.append(update.curtain_for)
        self.lookers.append(update.looking_seat)

    def url(self, seat: int) -> str:
        return self.host.url(next(ln for ln in self.links if ln.seat == seat))

    def open(self, seat: int) -> Any:
        driver = browser()
        driver.get(self.url(seat))
        self.browsers[seat] = driver
        self.wait_frame(driver)
        return driver

    def wait_frame(self, driver: Any) -> None:
        def got_one() -> None:
            assert driver.execute_script("return window.bazaarFrames.length") > 0, "no frame"

        self.qtbot.waitUntil(got_one, timeout=10000)

    def frames_seen(self) -> list[int]:
        """How many frames each page has received so far."""
        return [
            d.execute_script("return window.bazaarFrames.length") for d in self.browsers.values()
        ]

    def frame(self, driver: Any) -> Any:
        return driver.execute_script("var f = window.bazaarFrames; return f[f.length - 1];")

    def click(self, driver: Any, selector: str, last: bool = False) -> bool:
        """A tap on the first (or last) enabled element, found and tapped at once: the page
        redraws on every frame, so an element found earlier may be gone."""
        return bool(driver.execute_script(CLICK, selector, last))

    def act(self, driver: Any) -> bool:
        frame = self.frame(driver)
        decision = frame and frame["decision"]
        if not decision:
            return False
        kind = decision["kind"]
        if kind == "start":
            return self.click(driver, "button[data-archway]")
        if kind == "card":  # the first two seats pick alike, so that they barter (B16)
            return self.click(driver, ".action-card", last=frame["seat"] == 2)
        if kind == "barter":
            return (
                self.click(driver, "button[data-act=accept]")
                or self.click(driver, "#offer-btn")
                or self.click(driver, "button[data-act=nothing]")
            )
        if kind == "play":
            if not self.click(driver, ".basta-card"):
                return False
            return self.click(driver, "#play-btn") or self.click(driver, ".target")
        if kind in ("exchange", "double"):
            return self.click(driver, ".target")
        if kind == "trade":
            return self.click(driver, "#trade-btn")
        return False

    def moved_or_refused(self, driver: Any, decisions: int) -> bool:
        """The desktop applied the tap, or the page shows the refusal."""
        if len(self.match.history) > decisions:
            return True
        return bool(driver.execute_script(TOAST_SHOWN))

    def play_to_the_end(self, seconds: float, middle: Any = None) -> None:
        self.playing_from = len(self.lookers)  # every phone holds its seat from here on
        end = time.monotonic() + seconds
        acted_at = 0
        while not self.match.is_over:
            assert time.monotonic() < end, "the game did not finish in time"
            seen, acted = self.frames_seen(), False
            for driver in list(self.browsers.values()):
                n = len(self.match.history)
                if self.act(driver):
                    acted = True
                    self.qtbot.waitUntil(partial(self.moved_or_refused, driver, n), timeout=5000)
            if not acted:  # no page had a move to make: until one is sent something new
                self.qtbot.waitUntil(partial(self.moved_on, seen), timeout=30000)
            if middle is not None and len(self.match.history) > 40 and not acted_at:
                acted_at = 1
                middle()
        self.qtbot.waitUntil(self.all_pages_over, timeout=10000)

    def moved_on(self, seen: list[int]) -> bool:
        return self.match.is_over or self.frames_seen() != seen

    def all_pages_over(self) -> bool:
        return all((self.frame(d) or {}).get("over") for d in self.browsers.values())

    def close(self) -> None:
        for driver in self.browsers.values():
            driver.quit()
        self.host.stop()


def second_device_and_wrong_token(play: Play, seat: int) -> None:
    """A second device on a held seat is refused; a wrong token opens nothing."""
    other = browser()
    try:
        other.get(play.url(seat))
        play.qtbot.waitUntil(lambda: other.find_element("id", "gone").is_displayed(), timeout=5000)
        assert "another device" in other.find_element("id", "gone-text").text
        other.get(play.url(seat)[:-6] + "AAAAAA")
        assert "not valid" in other.page_source or "ended" in other.page_source
        assert other.find_element("id", "expired-title").text == "This link has ended"
    finally:
        other.quit()


def reopen(play: Play, seat: int) -> None:
    """The page closed and opened again in the same browser resumes at once."""
    driver = play.browsers[seat]
    old = driver.current_window_handle
    driver.switch_to.new_window("tab")
    new = driver.current_window_handle
    driver.switch_to.window(old)
    driver.close()
    driver.switch_to.window(new)
    decisions = len(play.match.history)
    driver.get(play.url(seat))
    play.wait_frame(driver)
    # The reopened page's first frame is the table as it is, not one from before it closed
    # ("n" is how many decisions the match had when the frame was made)...
    first = driver.execute_script("return window.bazaarFrames[0]")
    assert first["seat"] == seat
    assert first["n"] >= decisions, (first["n"], decisions)
    # ...and the page goes on to show the match's latest position. qtbot's wait, not
    # Selenium's: it runs the Qt loop, where the desktop makes and publishes the frames.
    caught_up = lambda: play.frame(driver)["n"] == len(play.match.history)  # noqa: E731
    play.qtbot.waitUntil(caught_up, timeout=10000)
    assert play.frame(driver)["seat"] == seat


def finish_checks(play: Play, game_id: str, phones: set[int]) -> None:
    assert play.match.is_over
    assert all(c not in phones for c in play.curtains)  # no curtain for a phone's seat
    # Once a phone held its seat, the desktop never showed the table from that seat's view.
    assert all(seat not in phones for seat in play.lookers[play.playing_from :])
    assert not play.main.curtain.isVisible()
    sent = (play.host.server or play.host.stopped_server).sent
    assert check_frames(game_id, play.match, sent) > 10
    for seat, driver in play.browsers.items():
        frame = play.frame(driver)
        assert frame["over"] and frame["standings"]
        assert frame["seat"] == seat
    # The game is over: the server stops, and each page says so above the results, which stay
    # in view (no box over them).
    play.qtbot.waitUntil(lambda: not play.host.running, timeout=10000)
    for driver in play.browsers.values():
        status = partial(driver.find_element, "id", "status")
        play.qtbot.waitUntil(lambda status=status: "ended" in status().text, timeout=5000)
        assert "ended" in status().text
        assert not driver.find_element("id", "gone").is_displayed()
        assert driver.find_element("css selector", ".results").is_displayed()


def test_three_phones_play_a_whole_basari_game(qtbot: Any, desktop: MainWindow) -> None:
    people = (SeatSpec("Ann"), SeatSpec("Ben"), SeatSpec("Cy"))
    play = Play(qtbot, desktop, NewGameRequest("basari", people, seed=11))
    try:
        for seat in range(3):
            play.open(seat)
        qtbot.waitUntil(lambda: play.adapter.phone_seats == {0, 1, 2}, timeout=5000)
        second_device_and_wrong_token(play, 1)
        play.play_to_the_end(150, middle=lambda: reopen(play, 2))
        finish_checks(play, "basari", {0, 1, 2})
        # The barters were bargained on the phones too (offers, raises, accepts).
        kinds = {type(action).__name__ for seat, action in play.match.history if seat >= 0}
        assert {"ChooseStart", "ChooseCard", "Offer", "Accept"} <= kinds
    finally:
        play.close()


def test_two_phones_and_a_bot_play_a_whole_basta_game(qtbot: Any, desktop: MainWindow) -> None:
    seats = (SeatSpec("Ann"), SeatSpec("Bot", True, "random"), SeatSpec("Cy"))
    play = Play(qtbot, desktop, NewGameRequest("basta", seats, seed=5))
    try:
        play.open(0)
        play.open(2)
        second_device_and_wrong_token(play, 0)
        play.play_to_the_end(150, middle=lambda: reopen(play, 0))
        finish_checks(play, "basta", {0, 2})
    finally:
        play.close()
