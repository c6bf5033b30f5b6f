"""Memory of one window over many games and many opened files.

    python bench/bench_memory.py [--games 200] [--opens 5000] [--speed off] [--every 20]
    python bench/bench_memory.py --games 30 --opens 0 --objects   (what grows, by type)

A real MainWindow (offscreen unless QT_QPA_PLATFORM says otherwise), made as `bazaar` makes it
(`collector.keep_tables_out`, the collector on the GUI thread's timer):

1. Games: bots-only games back to back (Basari, Jewel Bazaar, Basta! in turn, Random bots in
   the bots' process, animations at `--speed`), each started as the smoke test starts one
   (`start_game`) once the one before has ended and its results dialog shown.
2. Opens: `--opens` files opened one after another through the window's own open path
   (`load_file`, the path of File > Open): about 1 in 15 a valid save (a game of Random
   bots in progress, which plays on until the next file, or a finished one), the others
   hostile (not JSON, cut short, bytes flipped, a value replaced, a key deleted, the history
   shuffled, nested too deep, empty, missing). A refused file shows its message box, which is
   closed at once (as a person clicks OK).

The resident memory (VmRSS of /proc/self/status) is printed every `--every` games or opens,
with the Qt objects alive (`QApplication.allWidgets`, the window's QObject children) and the
Python objects the collector tracks; the growth is taken from after a warm-up (the first games
and opens load modules, fonts and pictures once) to the end, and per game as the slope of a
least-squares line through the points. `--objects` prints the Python types whose counts grew
most, and `--trace` the lines that allocated most since the warm-up (tracemalloc; slow).
Targets: <= 10 MB over 200 games, <= 20 MB over 5,000 opens. Figures go to docs/performance.md.
"""

from __future__ import annotations

import argparse
import collections
import ctypes
import gc
import json
import os
import random
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
# Games and opens before the baseline: modules, fonts, pictures and each kind of message load
# once (every game twice; every file to open once).
WARM_UP_GAMES = 6
DISTINCT_FILES = 60  # files written once, opened in turn (the disk is not filled)
GAME_TIMEOUT_S = 300.0
NAMES = ["Layla", "Omar", "Zeynep", "Karim", "Nadia", "Tariq"]


def rss_mb() -> float:
    """This process's resident memory (VmRSS), in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def _libc() -> Any:
    try:
        return ctypes.CDLL("libc.so.6")
    except OSError:
        return None


def heap_mb() -> tuple[float, float] | None:
    """What C and C++ code (Qt, SQLite, PySide) holds on the heap now, and what malloc holds
    from the system for it, in MB (glibc's mallinfo2: the bytes in use in all arenas and those
    mapped for large blocks; the arenas' size and those blocks); None without glibc 2.33+.
    Unlike the RSS, the first leaves out the freed memory that malloc keeps for later, and
    both leave out Python's small objects (pymalloc maps its own arenas)."""
    libc = _libc()
    info = getattr(libc, "mallinfo2", None)
    if info is None:
        return None

    class MallInfo2(ctypes.Structure):
        _fields_ = [
            (name, ctypes.c_size_t)
            for name in [
                "arena",
                "ordblks",
                "smblks",
                "hblks",
                "hblkhd",
                "usmblks",
                "fsmblks",
                "uordblks",
                "fordblks",
                "keepcost",
            ]
        ]

    info.restype = MallInfo2
    found = info()
    return (found.uordblks + found.hblkhd) / 2**20, (found.arena + found.hblkhd) / 2**20


def trimmed_rss_mb() -> float:
    """The RSS once malloc has handed back to the system what it can (`malloc_trim`): what
    stays is memory in use, or pages of arenas that hold some block still in use."""
    libc = _libc()
    if libc is not None and hasattr(libc, "malloc_trim"):
        libc.malloc_trim(0)
    return rss_mb()


def type_counts() -> collections.Counter[str]:
    """The Python objects the collector tracks, by type (the frozen ones too)."""
    frozen = gc.get_freeze_count()
    gc.unfreeze()  # frozen objects are not in gc.get_objects()
    counts = collections.Counter(type(o).__qualname__ for o in gc.get_objects())
    if frozen:
        gc.freeze()
    return counts


class Window:
    """The window under test and what it takes to wait for it."""

    def __init__(self, speed: str) -> None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtCore import QObject, QSettings

        from bazaar_desktop.app import make_application
        from bazaar_desktop.services import collector
        from bazaar_desktop.window.main_window import MainWindow
        from bazaar_desktop.window.window_actions import SPEEDS

        self.app = make_application(["bazaar-bench"])
        collector.keep_tables_out()  # as `bazaar` does (app.open_main_window)
        self.profile = Path(tempfile.mkdtemp(prefix="bazaar-bench-memory-"))
        settings = QSettings(str(self.profile / "settings.ini"), QSettings.Format.IniFormat)
        self.window = MainWindow(
            settings,
            stats_path=self.profile / "stats.sqlite3",
            autosave_path=self.profile / "autosave.bazaar.json",
        )
        self.window.app_settings.set_sound_muted(True)  # bots at full speed: no sounds
        self.window.app_settings.set_confirm_quit(False)
        self.window.set_speed(dict(SPEEDS)[speed], speed)
        self.window.resize(1280, 800)
        self.window.show()
        self.closer = _DialogCloser()
        self.app.installEventFilter(self.closer)
        self.refused = 0
        self._qobject = QObject

    def turn(self, seconds: float = 0.05) -> None:
        """One turn of the event loop the program runs (`exec`). processEvents called from
        outside it deletes nothing given up with deleteLater (a game's table, its dialogs):
        they would pile up from mark to mark (+70 widgets and +3 MB of C heap a game here,
        freed at the next mark, leaving malloc's arenas the larger), which `exec` never lets
        happen. The bench's loop is the top level, as `exec` is: nothing is half done."""
        from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop

        self.app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, int(seconds * 1000))
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    def pause(self, seconds: float) -> None:
        """Let the window run `seconds` (processEvents returns at once when nothing waits)."""
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            self.turn(0.01)
            time.sleep(0.005)

    def wait(self, done: Any, timeout: float) -> bool:
        end = time.monotonic() + timeout
        while not done():
            if time.monotonic() > end:
                return False
            self.turn()
            time.sleep(0.002)  # not a busy loop: the bots' process and workers need the CPU
        return True

    def settle(self) -> None:
        """Let deleted objects go (deleteLater) and the timers of the last step run."""
        from PySide6.QtCore import QCoreApplication, QEvent

        for _ in range(5):
            self.turn(0.02)
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    def qt_counts(self) -> tuple[int, int]:
        from PySide6.QtWidgets import QApplication

        return len(QApplication.allWidgets()), len(self.window.findChildren(self._qobject))

    def close(self) -> None:
        made = self.window.adapter_made()
        if made is not None:
            made.stop()
        self.window.autosaver.release(2.0)
        self.window.close()


class _DialogCloser:
    """Closes each modal dialog as it shows (a person clicking OK); counts them."""

    def __new__(cls) -> Any:
        from PySide6.QtCore import QEvent, QObject, QTimer
        from PySide6.QtWidgets import QDialog

        class Closer(QObject):
            shown = 0

            def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                if (
                    event.type() == QEvent.Type.Show
                    and isinstance(watched, QDialog)
                    and watched.isModal()
                ):
                    self.shown += 1
                    QTimer.singleShot(0, watched.reject)
                return False

        return Closer()


def game_requests(count: int) -> list[Any]:
    from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec, game_catalogue
    from bazaar_desktop.tables import TABLES

    infos = [info for info in game_catalogue() if info.game_id in TABLES]
    requests = []
    for number in range(count):
        info = infos[number % len(infos)]
        seats = tuple(SeatSpec(name, True, "random") for name in NAMES[: info.max_players])
        requests.append(NewGameRequest(info.game_id, seats, {}, seed=1000 + number))
    return requests


class Recorder:
    def __init__(
        self, bench: Window, what: str, warm_up: int, objects: bool, trace: bool, trim: bool
    ) -> None:
        self.bench, self.what, self.warm_up, self.trim = bench, what, warm_up, trim
        self.points: list[tuple[int, float]] = []  # (games or opens, RSS in MB)
        self.heap: list[tuple[int, float]] = []  # (games or opens, C heap in use in MB)
        self.objects, self.trace = objects, trace
        self.base_counts: collections.Counter[str] | None = None
        self.snapshot: Any = None

    def mark(self, done: int) -> None:
        self.bench.settle()
        gc.collect()
        rss, heap = rss_mb(), heap_mb()
        widgets, children = self.bench.qt_counts()
        tracked = len(gc.get_objects()) + gc.get_freeze_count()
        self.points.append((done, rss))
        in_use, held = heap if heap is not None else (0.0, 0.0)
        if heap is not None:
            self.heap.append((done, in_use))
        trimmed = f", trimmed {trimmed_rss_mb():7.1f} MB" if self.trim else ""
        print(
            f"{self.what} {done:5d}: RSS {rss:7.1f} MB{trimmed}, C heap in use {in_use:6.1f} MB "
            f"(malloc holds {held:6.1f}), Python blocks {sys.getallocatedblocks():8d}, objects "
            f"{tracked:7d}, widgets {widgets:4d}, the window's QObjects {children:4d}",
            flush=True,
        )
        if done == self.warm_up:
            if self.objects:
                self.base_counts = type_counts()
            if self.trace:  # from here on only: tracing the warm-up would slow it for nothing
                tracemalloc.start(4)
                self.snapshot = tracemalloc.take_snapshot()

    def report(self) -> dict[str, float]:
        after = [(n, mb) for n, mb in self.points if n >= self.warm_up]
        (first_n, first_mb), (last_n, last_mb) = after[0], after[-1]
        slope = _slope(after)
        print(
            f"{self.what}: RSS {first_mb:.1f} MB after {first_n} (warm-up), {last_mb:.1f} MB "
            f"after {last_n}: {last_mb - first_mb:+.1f} MB over {last_n - first_n}, "
            f"{slope * 1024:+.1f} kB each (least squares)",
            flush=True,
        )
        heap = [(n, mb) for n, mb in self.heap if n >= self.warm_up]
        if len(heap) >= 2:
            print(
                f"{self.what}: C heap in use {heap[0][1]:.1f} MB after {heap[0][0]}, "
                f"{heap[-1][1]:.1f} MB after {heap[-1][0]}: {heap[-1][1] - heap[0][1]:+.1f} MB, "
                f"{_slope(heap) * 1024:+.1f} kB each",
                flush=True,
            )
        if self.base_counts is not None:
            grown = type_counts()
            grown.subtract(self.base_counts)
            print(f"  Python types that grew most over the {self.what}:")
            for name, more in grown.most_common(25):
                if more > 0:
                    print(f"    {more:+8d} {name}")
        if self.snapshot is not None:
            stats = tracemalloc.take_snapshot().compare_to(self.snapshot, "traceback")
            tracemalloc.stop()
            print("  allocations grown most (tracemalloc):")
            for stat in stats[:12]:
                print(f"    {stat}")
                for line in stat.traceback.format()[-8:]:
                    print(f"      {line}")
        return {"first": first_mb, "last": last_mb, "count": last_n - first_n, "slope": slope}


def _slope(points: list[tuple[int, float]]) -> float:
    if len(points) < 2:
        return 0.0
    mean_x = sum(x for x, _ in points) / len(points)
    mean_y = sum(y for _, y in points) / len(points)
    num = sum((x - mean_x) * (y - mean_y) for x, y in points)
    den = sum((x - mean_x) ** 2 for x, _ in points)
    return num / den if den else 0.0


def play_games(bench: Window, count: int, every: int, recorder: Recorder) -> None:
    window = bench.window
    ended = collections.Counter[str]()  # counted, not kept: a dialog kept keeps its game

    def one_more(_dialog: object) -> None:
        ended["games"] += 1

    window.results_shown.connect(one_more)
    recorder.mark(0)
    for number, request in enumerate(game_requests(count), start=1):
        window.start_game(request)
        if not bench.wait(lambda n=number: ended["games"] >= n, GAME_TIMEOUT_S):
            raise SystemExit(f"game {number} ({request.game_id}) did not end")
        if number == recorder.warm_up or number % every == 0 or number == count:
            recorder.mark(number)
    window.results_shown.disconnect(one_more)


# --- files to open ---------------------------------------------------------------------------
def hostile(text: str, rng: random.Random) -> bytes | None:  # noqa: C901 (one branch per way of spoiling a file)
    """`text` (a valid save) spoiled one of the ways a file comes to be bad; None: no file."""
    kind = rng.randrange(10)
    if kind == 0:
        return text[: rng.randrange(1, len(text))].encode()  # cut short
    if kind == 1:
        raw = bytearray(text.encode())
        for _ in range(rng.randrange(1, 8)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        return bytes(raw)  # bytes flipped
    data = json.loads(text)
    if kind == 2:
        key = rng.choice(sorted(data))
        data[key] = rng.choice([None, -1, "x" * 300, [], {}, 1e308, True])
    elif kind == 3:
        del data[rng.choice(sorted(data))]
    elif kind == 4 and isinstance(data.get("history"), list) and len(data["history"]) > 2:
        rng.shuffle(data["history"])
    elif kind == 5:  # nested too deep (written as text: json.dumps would recurse)
        data["options"] = "@DEEP@"
        return json.dumps(data).replace('"@DEEP@"', "[" * 5000 + "]" * 5000).encode()
    elif kind == 6:
        return b""
    elif kind == 7:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 4000)))  # not text
    elif kind == 8:
        return None  # gone before it was opened
    else:
        data["format"] = rng.choice([0, 99, "3", None])
    return json.dumps(data).encode()


def make_files(folder: Path, key: bytes | None, count: int) -> list[str]:
    """`count` paths to open, about 1 in 15 a valid save (see the module)."""
    sys.path.insert(0, str(ROOT / "tests" / "persistence"))
    from saves_support import random_match

    from bazaar_engine.core.saves import dumps_save, match_to_json, truncated

    rng = random.Random(35)
    valid = []
    for number, (game_id, players) in enumerate((("basari", 4), ("jewels", 3), ("basta", 4))):
        whole = random_match(game_id, players, seed=number)  # Random bots' seats
        for decisions in (10, 40, len(whole.history)):  # two games in progress, one finished
            match = truncated(whole, min(decisions, len(whole.history)))
            valid.append(dumps_save(match_to_json(match), key))
    paths = []
    distinct = DISTINCT_FILES
    for number in range(distinct):
        path = folder / f"file-{number:03d}.bazaar.json"
        text = valid[number % len(valid)]
        payload = text.encode() if number % 15 == 0 else hostile(text, rng)
        if payload is not None:
            path.write_bytes(payload)
        paths.append(str(path))
    return [paths[number % distinct] for number in range(count)]


def open_files(bench: Window, count: int, every: int, recorder: Recorder) -> None:
    window = bench.window
    paths = make_files(bench.profile, window.autosaver.key.get(), count)
    recorder.mark(0)
    accepted = 0
    for number, path in enumerate(paths, start=1):
        window.load_file(path)
        if not bench.wait(lambda: not window.file_reader.busy, 60):
            raise SystemExit(f"open {number} ({path}) did not finish")
        if window.current_file == path:  # opened: its table is drawn, as a person looks at it
            accepted += 1
            bench.wait(lambda: window.last_update is not None, 10)
            bench.pause(0.5)
        if number == recorder.warm_up or number % every == 0 or number == count:
            recorder.mark(number)
    print(
        f"opens: {accepted} files opened, {bench.closer.shown} message boxes shown and closed",
        flush=True,
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--opens", type=int, default=5000)
    parser.add_argument("--speed", default="off", choices=["off", "fast", "normal", "slow"])
    # A multiple of 3: each mark has the same game's table and results up (they differ in size)
    parser.add_argument("--every", type=int, default=30, help="print RSS every this many")
    parser.add_argument("--objects", action="store_true", help="Python types that grew")
    parser.add_argument("--trace", action="store_true", help="tracemalloc's top growth")
    parser.add_argument(
        "--trim", action="store_true", help="also the RSS after malloc_trim (changes the run)"
    )
    args = parser.parse_args()
    print(f"# load average before: {os.getloadavg()[0]:.2f}", flush=True)
    started = time.monotonic()
    bench = Window(args.speed)
    bench.wait(lambda: bench.window.game_page_built, 30)  # the page is made after the paint
    print(f"window shown: RSS {rss_mb():.1f} MB", flush=True)
    figures = {}
    if args.games:
        games = Recorder(bench, "games", WARM_UP_GAMES, args.objects, args.trace, args.trim)
        play_games(bench, args.games, args.every, games)
        figures["games"] = games.report()
    if args.opens:
        opens = Recorder(bench, "opens", DISTINCT_FILES, args.objects, args.trace, args.trim)
        open_files(bench, args.opens, args.every, opens)
        figures["opens"] = opens.report()
    bench.close()
    print(f"# {time.monotonic() - started:.0f} s in all", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
