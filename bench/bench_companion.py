"""The table companion on loopback, measured: `python bench/bench_companion.py [--quick]`.

1. Latency: the real window offscreen (fast animations), a 3-person Basari table with every
   seat's phone connected (real WebSocket clients, aiohttp). Seat 1 alternates choosing its
   start archway and undoing it from the phone: 200 choices. Measured from the moment the
   phone sends to (a) the window's update handled (table, players, log: the desktop drew
   the new position into its scene) and (b) the next paint of the window after it, and
   (c) the phone receiving its new frame (the round trip).
2. Stalls: a QTimer beats every 10 ms on the GUI thread while phones play (until the game
   ends: the results dialog that opens then is not the companion's; and from one second in:
   the table's first drawing is bench_gui.py's); the longest gap minus 10 ms is the longest
   time the window could not react. (a) six phones holding the six
   seats of a Basta! table and playing as fast as their frames come; (b) three phones and
   three Hard bots at a Basta! table.
3. The server's memory: what Python allocated in the server's code and aiohttp's
   (tracemalloc) with six phones connected after a game, and the process's resident growth.
"""

from __future__ import annotations

import itertools
import os
import queue
import statistics
import sys
import threading
import time
import tracemalloc
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec  # noqa: E402
from bazaar_desktop.window.main_window import MainWindow  # noqa: E402
from bazaar_engine.core.match import Match  # noqa: E402
from tests.companion.phones import Phone  # noqa: E402

HEARTBEAT_MS = 10


def pump_until(condition: Any, seconds: float = 10.0) -> None:
    end = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > end:
            raise SystemExit(f"timed out waiting at line {sys._getframe(1).f_lineno}")
        QApplication.processEvents()
        time.sleep(0.0005)


def rss_kb() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


class PaintWatch(QObject):
    """The times of the window's paints (any widget of it) since `arm()`."""

    def __init__(self) -> None:
        super().__init__()
        self.paints: list[float] = []

    def arm(self) -> None:
        self.paints = []

    def painted_for(self, sent: float, handled: float) -> float:
        """When the window painted the update handled at `handled`: the first paint after it
        (a moment's wait), else the last paint during it (a widget repainted at once)."""
        end = time.perf_counter() + 0.5
        while not any(t >= handled for t in self.paints) and time.perf_counter() < end:
            QApplication.processEvents()
        after = [t for t in self.paints if t >= handled]
        during = [t for t in self.paints if sent <= t < handled]
        return after[0] if after else (during[-1] if during else 0.0)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.paints.append(time.perf_counter())
        return False


def window(speed: str = "fast") -> MainWindow:
    settings = QSettings(
        str(Path("/tmp") / f"bench-companion-{os.getpid()}.ini"), QSettings.Format.IniFormat
    )
    main = MainWindow(
        settings, animations=True, autosave_path=f"/tmp/bench-companion-{os.getpid()}.json"
    )
    main.resize(1280, 800)
    main.show()
    main.menu_actions.speed[speed].trigger()  # View > Animation speed
    QApplication.processEvents()
    return main


def start(main: MainWindow, request: NewGameRequest) -> tuple[Any, list[Phone]]:
    main.session.start_game(request)
    pump_until(lambda: main.adapter.match is not None)
    host = main.companion_desk().host
    links = host.invite("127.0.0.1", 0)
    phones = []
    for link in links:
        assert host.server is not None
        phone = Phone(host.server.address)
        phone.open(link.token)
        phones.append(phone)
    pump_until(lambda: len(main.adapter.phone_seats) == len(links))
    pump_until(lambda: all(p.last_frame() is not None for p in phones))
    return host, phones


def match_of(main: MainWindow) -> Match[Any]:
    """The window's game (started before any figure is taken)."""
    match = main.adapter.match
    assert match is not None
    return match


def latency(choices: int) -> dict[str, float]:
    main = window()
    people = tuple(SeatSpec(n) for n in ("Ann", "Ben", "Cy"))
    host, phones = start(main, NewGameRequest("basari", people, seed=21))
    adapter = main.adapter
    watch = PaintWatch()
    app = QApplication.instance()
    assert app is not None
    app.installEventFilter(watch)
    handled: list[float] = []
    adapter.updated.connect(lambda _u: handled.append(time.perf_counter()))  # after the window's
    seat = match_of(main).state.current_players()[0]
    phone = phones[seat]
    to_update, to_paint, round_trip = [], [], []
    for index in range(choices):
        pause = time.monotonic() + 0.12  # a person's pace, under the rate limit (12 a second)
        pump_until(lambda p=pause: time.monotonic() > p)
        frame = phone.last_frame()
        assert frame is not None
        frames_before = len(phone.frames())
        decisions = len(match_of(main).history)
        handled.clear()
        if index % 2 == 0:
            message = {
                "type": "start",
                "archway": frame["decision"]["choices"][index % 7]["archway"],
            }
        else:
            message = {"type": "undo"}
        watch.arm()
        sent = time.perf_counter()
        phone.send(message)
        try:
            pump_until(lambda d=decisions: len(match_of(main).history) != d and bool(handled))
            pump_until(lambda fb=frames_before: len(phone.frames()) > fb)
        except SystemExit:
            print("stuck at choice", index, message, phone.replies("refused")[-1:], phone.closed)
            raise
        got = time.perf_counter()
        painted = watch.painted_for(sent, handled[0])
        to_update.append((handled[0] - sent) * 1000)
        if painted:
            to_paint.append((painted - sent) * 1000)
        round_trip.append((got - sent) * 1000)
    for phone in phones:
        phone.close()
    host.stop()
    main.close()
    return {
        "choices": choices,
        "update median ms": statistics.median(to_update),
        "update worst ms": max(to_update),
        "painted (of them) count": len(to_paint),
        "painted median ms": statistics.median(to_paint),
        "painted worst ms": max(to_paint),
        "phone round trip median ms": statistics.median(round_trip),
        "phone round trip worst ms": max(round_trip),
    }


def auto_play(phone: Phone, stop: threading.Event, delay: float) -> None:
    """A phone that plays the first thing its page would offer, `delay` s after its frame
    asks (0: at once, faster than any person). It sleeps on its inbox: a polling bench
    would take the interpreter from the window it measures."""
    while not stop.is_set():
        try:
            messages = [phone.inbox.get(timeout=0.1)]
        except queue.Empty:
            continue
        while not phone.inbox.empty():  # answer only the newest frame
            messages.append(phone.inbox.get())
        frames = [m for m in messages if m.get("type") == "frame"]
        decision = frames[-1]["decision"] if frames else None
        if not decision:
            continue
        time.sleep(delay)
        if decision["kind"] == "play":
            card = next(c for c in decision["cards"] if c["playable"] or c["targets"])
            if card["playable"]:
                phone.send({"type": "play", "card": card["card"]})
            else:
                phone.send({"type": "lay", "target": card["targets"][0]})
        elif decision["kind"] in ("exchange", "double"):
            kind = "exchange" if decision["kind"] == "exchange" else "lay"
            phone.send({"type": kind, "target": decision["targets"][0]})


def stall_figures(
    beats: list[float], own: list[float], phones: int, decisions: int
) -> dict[str, float]:
    """The longest and 99th percentile gaps between heartbeats once the table is drawn, and the
    companion's own work per update."""
    settled = beats[0] + 1.0 if beats else 0.0  # the table's first drawing: bench_gui.py's
    pairs = [(a, b) for a, b in itertools.pairwise(beats) if a >= settled]
    gaps = sorted(max(0.0, (b - a) * 1000 - HEARTBEAT_MS) for a, b in pairs)
    result = {
        "phones": phones,
        "decisions": decisions,
        "longest stall ms": gaps[-1] if gaps else 0.0,
        "99th percentile stall ms": gaps[int(len(gaps) * 0.99)] if gaps else 0.0,
    }
    if own:
        result["companion's work per update, median ms"] = statistics.median(own)
        result["companion's work per update, longest ms"] = max(own)
    return result


def stalls(
    seats: tuple[SeatSpec, ...], seconds: float, memory: bool = False, delay: float = 0.0
) -> dict[str, float]:
    if memory:
        tracemalloc.start()
    rss_before = rss_kb()
    main = window()
    host, phones = start(main, NewGameRequest("basta", seats, seed=8))
    if not phones:  # the bots-only comparison: the game runs, no server
        host.stop()
    own: list[float] = []  # the companion's own share of the GUI thread, per update
    publish = host._publish_all

    def timed_publish() -> None:
        began = time.perf_counter()
        publish()
        own.append((time.perf_counter() - began) * 1000)

    host._publish_all = timed_publish
    stop = threading.Event()
    players = [
        threading.Thread(target=auto_play, args=(p, stop, delay), daemon=True) for p in phones
    ]
    for thread in players:
        thread.start()
    beats: list[float] = []
    heartbeat = QTimer()
    heartbeat.setTimerType(Qt.TimerType.PreciseTimer)
    heartbeat.setInterval(HEARTBEAT_MS)
    match = match_of(main)

    def beat() -> None:  # until the game ends: the results dialog is not the companion's
        if not match.is_over:
            beats.append(time.perf_counter())

    heartbeat.timeout.connect(beat)
    heartbeat.start()
    end = time.monotonic() + seconds
    while time.monotonic() < end and not match_of(main).is_over:
        QApplication.processEvents()
        time.sleep(0.001)
    heartbeat.stop()
    stop.set()
    result = stall_figures(beats, own, len(phones), len(match_of(main).history))
    if memory:
        snapshot = tracemalloc.take_snapshot()
        ours = snapshot.filter_traces(
            [
                tracemalloc.Filter(True, "*companion/server.py"),
                tracemalloc.Filter(True, "*aiohttp*"),
                tracemalloc.Filter(True, "*asyncio*"),
            ]
        )
        result["server python memory KiB"] = sum(s.size for s in ours.statistics("filename")) / 1024
        result["process resident growth MiB"] = (rss_kb() - rss_before) / 1024
        tracemalloc.stop()
    for phone in phones:
        phone.close()
    host.stop()
    main.close()
    return result


def main() -> None:
    quick = "--quick" in sys.argv
    _app = QApplication(["bench-companion"])
    print("latency (choice on the phone -> desktop):")
    for key, value in latency(40 if quick else 200).items():
        print(f"  {key}: {value:.1f}")
    six = tuple(SeatSpec(n) for n in ("Ann", "Ben", "Cy", "Dee", "Eve", "Fay"))
    run = 10 if quick else 40
    scenarios = [
        ("six phones at a Basta! table, each answering 0.3 s after its turn:", six, 0.3),
        ("six phones at a Basta! table, answering at once (a flood no person makes):", six, 0.0),
        ("three phones (0.3 s) and three Hard bots at a Basta! table:", _mixed("hard"), 0.3),
        ("for comparison, no phone: six Random bots:", _mixed("random", "random"), 0),
        (
            "for comparison, no phone: three Hard and three Random bots:",
            _mixed("hard", "random"),
            0,
        ),
    ]
    for title, seats, delay in scenarios:
        print(title)
        for key, value in stalls(seats, run, delay=delay).items():
            print(f"  {key}: {value:.1f}")
    print("six phones (0.3 s), tracemalloc on, for the server's memory:")
    for key, value in stalls(six, 10, memory=True, delay=0.3).items():
        print(f"  {key}: {value:.1f}")


def _mixed(level: str, people: str = "") -> tuple[SeatSpec, ...]:
    """Six seats, every other one a `level` bot; the rest people (or `people`-level bots)."""
    names = ("Ann", "Bo", "Cy", "Di", "Eve", "Flo")
    return tuple(
        (SeatSpec(n, True, people) if people else SeatSpec(n))
        if i % 2 == 0
        else SeatSpec(n, True, level)
        for i, n in enumerate(names)
    )


if __name__ == "__main__":
    main()
