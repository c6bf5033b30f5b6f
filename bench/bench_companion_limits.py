"""The companion's server under a stranger's load, on loopback with the real
window offscreen: `python bench/bench_companion_limits.py`.

1. Hints: a 3-seat Basari table, Ann's phone and two Hard bots. Ann's phone asks for a hint 11
   times a second (under the rate limit) for 3 s, then places her start; measured: how long
   Bo's (a Hard bot's) move then takes, and how many searches the hints cost. The same without
   the flood, for comparison.
2. Half-open requests: the process's soft open-file limit set to 256 (macOS's default) before
   the server starts, then 300 connections from 127.0.0.2 that send half a request; measured:
   how many the server keeps open, an honest page load from 127.0.0.1, and whether the GUI
   thread can still open a file.
"""

from __future__ import annotations

import os
import resource
import socket
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench_companion import pump_until  # noqa: E402
from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec  # noqa: E402
from bazaar_desktop.services.bot_process import BotProcess  # noqa: E402
from bazaar_desktop.window.main_window import MainWindow  # noqa: E402
from tests.companion.phones import Phone  # noqa: E402


def pump_for(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.002)


def table(window: MainWindow, seats: tuple[SeatSpec, ...]) -> tuple[Any, str]:
    window.session.start_game(NewGameRequest("basari", seats, seed=5))
    pump_until(lambda: window.adapter.match is not None)
    host = window.companion_desk().host
    links = host.invite("127.0.0.1", 0)
    return host, next(ln.token for ln in links if ln.seat == 0)


def hints(window: MainWindow, flood: bool) -> None:
    seats = (SeatSpec("Ann"), SeatSpec("Bo", True, "hard"), SeatSpec("Cy", True, "hard"))
    host, token = table(window, seats)
    searches: list[int] = []
    advisor = host.advisor

    def counted(view: Any, seat: int, names: list[str]) -> tuple[str, str]:
        searches.append(seat)
        answer: tuple[str, str] = advisor(view, seat, names)
        return answer

    host.advisor = counted
    phone = Phone(host.server.address)
    phone.open(token)
    pump_until(lambda: bool((phone.last_frame() or {}).get("decision")))
    sent = 0
    if flood:
        end = time.monotonic() + 3.0
        while time.monotonic() < end:
            phone.send({"type": "hint"})
            sent += 1
            pump_for(1 / 11)
    match, frame = window.adapter.match, phone.last_frame()
    assert match is not None and frame is not None
    choice = frame["decision"]["choices"][0]["archway"]
    asked = time.perf_counter()
    phone.send({"type": "start", "archway": choice})
    pump_until(lambda: len(match.history) >= 2, 300)
    seconds = time.perf_counter() - asked
    print(
        f"hints {'flooded' if flood else 'none   '}: {sent} asked, {len(searches)} searched; "
        f"the bot's move came {seconds:.2f} s after Ann's"
    )
    phone.close()
    host.stop()


def half_open(window: MainWindow) -> None:
    host, _token = table(window, (SeatSpec("Ann"), SeatSpec("Ben"), SeatSpec("Cy")))
    address = host.server.address
    ip, port = address.split(":")
    strangers: list[socket.socket] = []
    refused = 0
    for _ in range(300):
        try:
            sock = socket.create_connection((ip, int(port)), 5, source_address=("127.0.0.2", 0))
            sock.sendall(f"GET / HTTP/1.1\r\nHost: {address}\r\n".encode())
            strangers.append(sock)
        except OSError:
            refused += 1
    pump_for(1.0)
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(f"http://{address}/", timeout=10) as page:
            honest = f"{page.status} in {(time.perf_counter() - started) * 1000:.0f} ms"
    except OSError as exc:
        honest = f"failed: {exc}"
    try:
        (ROOT / "README.md").read_bytes()
        reading = "yes"
    except OSError as exc:
        reading = f"no: {exc}"
    gate = getattr(host.server, "gate", None)
    kept = dict(gate.counts) if gate is not None else "(no gate)"
    print(
        f"half-open: 300 tried ({refused} failed to connect), the server keeps {kept}; "
        f"an honest page: {honest}; the GUI thread reads a file: {reading}; "
        f"open-file limit now {resource.getrlimit(resource.RLIMIT_NOFILE)}"
    )
    for sock in strangers:
        sock.close()
    host.stop()


def main() -> None:
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        settings = QSettings(str(Path(tmp) / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings, animations=False, autosave_path=Path(tmp) / "auto.json")
        window.show()
        BotProcess.shared().wait_ready()  # started and ready: its start is not measured
        print(f"load average {os.getloadavg()[0]:.1f}")
        hints(window, flood=False)
        hints(window, flood=True)
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(256, hard), hard))
        half_open(window)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
        window.close()
    del app


if __name__ == "__main__":
    main()
