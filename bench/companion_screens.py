"""Pictures of the phone's page at 390x844 from headless Chromium, for docs/companion.md:
`python bench/companion_screens.py [OUT_DIR]` (default docs/). The desktop side is the real
adapter and companion host; the other seats' decisions are made through the adapter."""

from __future__ import annotations

import os
import shutil
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.bridge.adapter import GameAdapter, NewGameRequest, SeatSpec
from bazaar_desktop.companion.host import CompanionHost


def pump(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.01)


def browser() -> Any:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "chromium"
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--window-size=390,844",
        "--hide-scrollbars",
        "--force-device-scale-factor=1",
        "--lang=en-US",
    ):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or ""), options=options)
    driver.set_window_size(390, 844)
    return driver


def table(game_id: str, people: int, seed: int) -> tuple[GameAdapter, CompanionHost]:
    adapter = GameAdapter()
    names = ("Layla", "Omar", "Root", "Sana")[:people]
    adapter.start(NewGameRequest(game_id, tuple(SeatSpec(n) for n in names), seed=seed))
    host = CompanionHost(adapter, "en")
    host.invite("127.0.0.1", 0)
    adapter.set_phone_seats(frozenset(range(people)))
    return adapter, host


def others_play(adapter: GameAdapter, until: Any, me: int = 0, limit: int = 400) -> None:
    """Every seat but `me` plays its first legal move until `until(state)` holds."""
    match = adapter.match
    assert match is not None
    for _ in range(limit):
        state = match.state
        if until(state):
            return
        deciding = [s for s in state.current_players() if s != me and s >= 0]
        if deciding:  # the last seat picks otherwise: two of the same card make a barter
            seat = deciding[0]
            pick = 0 if seat == state.num_players - 1 else -1
            adapter.decide(seat, state.legal_actions(seat)[pick])
        elif me in state.current_players():
            adapter.decide(me, state.legal_actions(me)[-1])
        pump(0.02)
    raise SystemExit("that position was not reached")


def shoot(host: CompanionHost, out: Path, name: str, prepare: str = "") -> None:
    driver = browser()
    try:
        link = host.links()[0]
        driver.get(host.url(link))
        pump(1.0)
        if prepare:
            driver.execute_script(prepare)
            pump(0.5)
        driver.save_screenshot(str(out / f"companion-{name}.png"))
    finally:
        driver.quit()


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs")
    from PySide6.QtWidgets import QApplication

    _app = QApplication(["screens"])
    from bazaar_desktop.services.i18n import install_language

    install_language("en")  # as the app does: English's plural forms ("4 points") are a catalogue
    adapter, host = table("basari", 3, 4)
    others_play(adapter, lambda s: s.phase == "choose_cards")
    shoot(host, out, "basari-card")
    host.stop()
    adapter, host = table("basari", 3, 9)
    others_play(adapter, lambda s: s.phase == "barter" and 0 in s.current_players())
    shoot(host, out, "basari-barter")
    host.stop()
    adapter, host = table("basta", 3, 2)
    others_play(adapter, lambda s: s.phase == "play" and s.whose_turn == 0 and s.turn > 2)
    shoot(host, out, "basta", "document.querySelector('.basta-card:not([disabled])').click()")
    host.stop()
    adapter, host = table("jewels", 3, 3)
    others_play(adapter, lambda s: 0 in s.current_players() and s.round_number > 1)
    shoot(
        host, out, "jewels", "document.querySelector('[data-side=buy][data-delta=\"1\"]').click()"
    )
    host.stop()
    print("pictures in", out)


if __name__ == "__main__":
    main()
