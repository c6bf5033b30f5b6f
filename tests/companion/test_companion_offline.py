"""A seat's page in real Chromium when the table goes away without a word, as when Bazaar is
closed hard or the computer restarts: the page offered its decision and Undo while it said
"Reconnecting…" (a tap then went nowhere) until it was reloaded. Cut off, it offers nothing,
says so, and after a few failed tries says the table is likely gone and what to do. And the
bar of tools at its foot never covers the page's last lines, from the first frame on."""

from __future__ import annotations

from typing import Any

from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.companion.server import CompanionServer
from bazaar_desktop.window.main_window import MainWindow
from tests.companion.test_companion_browser import CHROMIUM, DRIVER, Play, desktop, pytestmark

__all__ = ["CHROMIUM", "DRIVER", "desktop", "pytestmark"]

OFFERED = """
return Array.from(document.querySelectorAll('main button, main input, #tools button'))
  .filter(b => !b.disabled && b.offsetParent !== null).map(b => b.textContent);
"""
STATUS = "return document.getElementById('status').textContent"


def vanish(server: CompanionServer) -> None:
    """The server goes as a killed process's does: its connections dropped without a closing
    word, nobody listening on its port any more."""
    loop = server._loop
    assert loop is not None

    def drop() -> None:
        for sock in server._sockets.values():
            transport = sock.ws._req.transport if sock.ws._req is not None else None
            if transport is not None:
                transport.abort()

    loop.call_soon_threadsafe(drop)
    server.stop()


def test_a_page_cut_off_from_the_table_offers_nothing_and_says_why(
    qtbot: Any, desktop: MainWindow
) -> None:
    seats = (
        SeatSpec("Layla"),
        SeatSpec("Omar", True, "random"),
        SeatSpec("Zeynep", True, "random"),
    )
    play = Play(qtbot, desktop, NewGameRequest("basari", seats, seed=4))
    try:
        page = play.open(0)
        qtbot.waitUntil(lambda: bool(page.execute_script(OFFERED)), timeout=15000)
        assert play.host.server is not None
        vanish(play.host.server)
        qtbot.waitUntil(lambda: "Connection lost" in page.execute_script(STATUS), timeout=10000)
        assert page.execute_script(OFFERED) == []
        # The tries keep failing: the page says what usually happened and what to do.
        qtbot.waitUntil(
            lambda: "No answer from the table" in page.execute_script(STATUS), timeout=30000
        )
        assert "new code" in page.execute_script(STATUS)
        assert page.execute_script(OFFERED) == []
    finally:
        play.close()


FOOT = """
var tools = document.getElementById('tools').getBoundingClientRect();
window.scrollTo(0, document.documentElement.scrollHeight);
var last = Array.from(document.querySelectorAll('main > section'))
  .filter(s => !s.hidden && s.offsetParent !== null).pop().getBoundingClientRect();
return [last.bottom, tools.top];
"""


def test_the_bar_of_tools_never_covers_the_page_from_the_first_frame(
    qtbot: Any, desktop: MainWindow
) -> None:
    seats = (
        SeatSpec("Layla"),
        SeatSpec("Omar", True, "random"),
        SeatSpec("Zeynep", True, "random"),
    )
    play = Play(qtbot, desktop, NewGameRequest("basari", seats, seed=4))
    try:
        page = play.open(0)
        qtbot.waitUntil(lambda: bool(page.execute_script(OFFERED)), timeout=15000)
        bottom, tools_top = page.execute_script(FOOT)
        assert bottom <= tools_top, (bottom, tools_top)
    finally:
        play.close()
