"""The web table as a person uses it: a real `bazaar-server` (tests/server/serving.py) and
headless Chromium pages (Debian's chromium + chromium-driver, Selenium) opened on seat links,
each recording every WebSocket frame it received through Chrome's performance log (CDP
`Network.webSocketFrameReceived`), and a person's way of playing: press what the page offers."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bazaar_server import protocol as p

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
needs_chromium = pytest.mark.skipif(
    CHROMIUM is None or DRIVER is None,
    reason="the web table's tests need Debian's chromium and chromium-driver (apt-get install "
    "chromium chromium-driver)",
)
PHONE, DESKTOP = (360, 640), (1366, 768)


def browser(size: tuple[int, int] = DESKTOP, lang: str = "en-US", dark: bool = False) -> Any:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        f"--window-size={size[0]},{size[1]}",
        "--disable-dev-shm-usage",
        f"--lang={lang}",
    ):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    driver: Any = webdriver.Chrome(service=Service(str(DRIVER)), options=options)
    driver.received = []  # every WebSocket message, in order (read from the CDP log)
    if dark:  # the system's dark mode, as the page's media query sees it
        scheme = [{"name": "prefers-color-scheme", "value": "dark"}]
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": scheme})
    return driver


def socket_messages(driver: Any) -> list[dict[str, Any]]:
    """Every message the page's WebSocket has received so far (CDP), parsed, in order."""
    for entry in driver.get_log("performance"):
        event = json.loads(entry["message"])["message"]
        if event.get("method") == "Network.webSocketFrameReceived":
            driver.received.append(json.loads(event["params"]["response"]["payloadData"]))
    return list(driver.received)


def create_table(port: int, game: str, seats: list[dict[str, Any]], **extra: Any) -> dict[str, Any]:
    """A host's Bazaar creates a table and leaves (its seat is then taken by a browser): the
    `created` answer, with every person seat's links."""

    async def create() -> dict[str, Any]:
        url = f"http://127.0.0.1:{port}{p.PATH}"
        async with aiohttp.ClientSession() as session, session.ws_connect(url) as ws:
            await ws.send_json(
                {"type": "hello", "protocol": p.PROTOCOL, "version": p.bazaar_version()}
            )
            assert (await ws.receive_json())["type"] == "welcome"
            await ws.send_json({"type": "create", "game": game, "seats": seats, **extra})
            answer: dict[str, Any] = await ws.receive_json()
            while answer["type"] != "created":
                assert answer["type"] != "refused", answer["reason"]
                answer = await ws.receive_json()
            return answer

    return asyncio.run(create())


def console_errors(driver: Any) -> list[str]:
    """What the page's console reported as severe (a script error, a file not found)."""
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def wait_for(driver: Any, script: str, timeout: float = 60) -> Any:
    """Poll `script` in the page until it returns something truthy (no fixed sleep)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        found = driver.execute_script(script)
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError(f"the page never got there: {script}")


# One press of what the page offers the person now: the game's decision, as a person would
# choose it (a card to play, the start archway, an action card, accept or offer nothing, a
# trade the page says is allowed); "over" at the end, "wait" when it is not this seat's turn.
PRESS = """
const q = (s) => Array.from(document.querySelectorAll(s))
  .filter((b) => !b.disabled && b.offsetParent !== null);
if (document.body.dataset.over === 'yes') return 'over';
if (!document.getElementById('status').classList.contains('your-turn')) return 'wait';
const last = window.bazaarFrames[window.bazaarFrames.length - 1];
const n = last.n;
if (window.__pressed === n) return 'wait';
const press = (b) => { window.__pressed = n; b.click(); return 'pressed'; };
const game = document.body.dataset.game;
if (game === 'basta') {
  const target = q('#decision .target, #mine .target');
  if (target.length) return press(target[0]);
  const play = q('#play-btn');
  if (play.length) return press(play[0]);
  const card = q('#mine .hand button');
  if (card.length) { card[0].click(); return 'picked'; }
}
if (game === 'basari') {
  const pick = q('#decision .archway, #decision .action-card, '
    + '#decision [data-act=accept], #decision [data-act=nothing]');
  if (pick.length) return press(pick[0]);
}
if (game === 'jewels') {
  // The trade made up on the page's steppers (one the frame lists), then Trade or Pass.
  const wanted = last.choices[(n * 7) % last.choices.length];
  for (const side of ['sell', 'buy']) {
    for (let k = 0; k < 3; k++) {
      for (let i = 0; i < wanted[side][k]; i++) {
        q(`#decision [data-side=${side}][data-kind="${k}"][data-delta="1"]`)[0].click();
      }
    }
  }
  const go = q('#trade-btn');
  if (go.length) return press(go[0]);
}
return 'stuck';
"""


def play_to_the_end(
    drivers: list[Any], timeout: float = 300, alive: subprocess.Popen[bytes] | None = None
) -> None:
    """Every page presses what it offers until each shows the end (and `alive`, a window's
    process at the same table, has not stopped before)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if alive is not None and alive.poll() not in (None, 0):
            raise AssertionError(f"the window's process ended with {alive.returncode}")
        states = [driver.execute_script(PRESS) for driver in drivers]
        if all(state == "over" for state in states):
            return
        for driver in drivers:
            socket_messages(driver)  # drained as it goes: the log is bounded
        time.sleep(0.05)
    raise AssertionError(f"the game did not end: {states}")


DESKTOP_PEER = Path(__file__).resolve().parents[1] / "desktop" / "online_peer.py"


def bazaar_window(link: str, report: Path, folder: Path) -> subprocess.Popen[bytes]:
    """A real Bazaar window at the table, in a process of its own: the desktop tests'
    `online_peer.py` joins by the seat's `bazaar://` link through Game > Play online…, plays
    its seat to the end through the widgets and writes what its results dialog showed to
    `report` (JSON); its output goes to `folder`.log. (The desktop's own between-computers test
    starts its people the same way.)"""
    env = {**os.environ, "BAZAAR_PEER_LINK": link, "BAZAAR_PEER_REPORT": str(report)}
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    command += ["--basetemp", str(folder), str(DESKTOP_PEER)]
    log = (folder.parent / f"{folder.name}.log").open("wb")
    root = DESKTOP_PEER.parents[2]
    return subprocess.Popen(command, env=env, cwd=root, stdout=log, stderr=log)
