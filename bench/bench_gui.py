"""Desktop responsiveness: start-up beside a bare PySide6 window, a game's first drawing, and
the longest event-loop stall while Hard bots play, idle and beside CPU-bound processes.

    python bench/bench_gui.py [--seconds 30] [--level hard] [--speed normal] [--load 2]
    python bench/bench_gui.py --skip-startup --skip-locked-stats   (the stalls only, 3.)
    python bench/bench_gui.py --panels DIR   (pictures of every decision panel, en and de)

1. Start-up: fresh processes are started in turn, a bare PySide6 window (QMainWindow + QLabel)
   and Bazaar's main window as `bazaar` opens it (`app.open_main_window`); each prints the
   moment its window was shown and grabbed (painted) and the CPU time it had used by then. The
   time from launching the process to that moment is compared (target: Bazaar <= 1.5x the
   bare window). The installed app (the PyInstaller bundle dist/bazaar/bazaar, the .deb's
   /usr/games/bazaar) is timed too when present, beside the same bare window, from launch to its
   window visible on an X server of its own (Xvfb and xdotool, as bench/bench_startup.py).
2. First drawing: the window starts as `bazaar` does (offer_resume, which imports the tables
   on a worker thread), and once that is done - as when a person picks a game - a QTimer beats
   every 10 ms on the GUI thread while a Basari game of Hard bots starts; the longest gap
   between beats in the first second, minus the 10 ms, is how long the table's first drawing
   froze the window (target: <= 50 ms).
3. Stalls: the same game plays on at the chosen animation speed; the longest gap between
   beats, minus the 10 ms, is the longest time the window could not react (target: <= 50 ms),
   measured once on its own and once beside `--load` CPU-bound processes.
4. Locked statistics: games end while another process holds the statistics file (see
   `locked_statistics_stall`; `--locked-stats-only` runs just this).

Runs offscreen unless QT_QPA_PLATFORM says otherwise. Like an installed app (pip and the .deb
compile bytecode when installing), the sources are compiled to bytecode first, even where
PYTHONDONTWRITEBYTECODE is set; otherwise every start would compile them again. Figures go to
docs/performance.md.
"""

from __future__ import annotations

import argparse
import compileall
import multiprocessing
import os
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
HEARTBEAT_MS = 10
FIRST_DRAWING_WINDOW_S = 1.0

BARE_CHILD = """
import time
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(["bare"])
window = QMainWindow()
window.setCentralWidget(QLabel("Bazaar"))
window.resize(1280, 800)
window.show()
app.processEvents()
window.grab()
print(time.time(), time.process_time())
"""

BAZAAR_CHILD = """
import tempfile, time
from pathlib import Path
from bazaar_desktop.app import make_application, open_main_window
app = make_application(["bazaar"])
from PySide6.QtCore import QSettings
# In the working folder (`startup`'s, removed after): a folder made in /tmp at every start
# grew it by thousands, and each start's imports listed it again
profile = QSettings(str(Path(tempfile.mkdtemp(dir=".")) / "s.ini"), QSettings.Format.IniFormat)
window = open_main_window(profile)  # what `bazaar` opens
app.processEvents()
window.grab()
print(time.time(), time.process_time())
"""

# The bare window as a program that stays open, for timing beside the installed app.
BARE_PROGRAM = """
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
app = QApplication(["bare"])
window = QMainWindow()
window.setCentralWidget(QLabel("Bazaar"))
window.resize(1280, 800)
window.show()
app.exec()
"""


def compile_sources() -> None:
    """Bytecode for our packages, as an installation has it (written to __pycache__)."""
    for package in ("bazaar_desktop", "engine/bazaar_engine"):
        compileall.compile_dir(str(ROOT / package), quiet=1)


def launch_to_shown(
    code: str,
    cpu: list[float] | None = None,
    cpu_shown: list[float] | None = None,
    cwd: str | None = None,
) -> float:
    """Seconds from launching `code` to its window shown and painted. The process's CPU time
    (user + system, less disturbed by other jobs on the machine) is appended to `cpu` (the
    whole run, leaving included) and to `cpu_shown` (up to the window painted)."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    launched = time.time()
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=120,
        cwd=cwd,
    ).stdout
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if cpu is not None:
        cpu.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    shown, cpu_to_shown = (float(word) for word in out.strip().splitlines()[-1].split())
    if cpu_shown is not None:
        cpu_shown.append(cpu_to_shown)
    return shown - launched


def startup(runs: int) -> dict[str, list[float]]:
    """Bare window and Bazaar started in turn (so both see the same machine load), after one
    start of each not timed (the disk cache warmed: the first start of the day is not timed).
    Each runs in an empty working folder, removed after: `python -c` puts the working folder
    first on the import path, and a large one that changed as a child started (/tmp, where the
    child made its settings folder) was listed again at Bazaar's next import - some
    milliseconds a start from a launcher does not pay, growing with /tmp (docs/performance.md)."""
    times: dict[str, list[float]] = {
        f"{who}{what}": [] for who in ("bare", "bazaar") for what in ("", "_cpu", "_cpu_shown")
    }
    with tempfile.TemporaryDirectory(prefix="bazaar-bench-cwd-") as empty:
        launch_to_shown(BARE_CHILD, cwd=empty)
        launch_to_shown(BAZAAR_CHILD, cwd=empty)
        for _ in range(runs):
            for who, code in (("bare", BARE_CHILD), ("bazaar", BAZAAR_CHILD)):
                cpu, cpu_shown = times[f"{who}_cpu"], times[f"{who}_cpu_shown"]
                times[who].append(launch_to_shown(code, cpu, cpu_shown, cwd=empty))
    return times


def installed_apps() -> list[Path]:
    """The installed apps present here: the bundle `python packaging/build.py` makes, and the
    .deb's program."""
    candidates = (ROOT / "dist" / "bazaar" / "bazaar", Path("/usr/games/bazaar"))
    return [path for path in candidates if path.is_file()]


def installed_startup(apps: list[Path], runs: int) -> dict[str, list[float]] | None:
    """Launch to window visible on Xvfb (packaging/build.py's measure), each app in turn with
    the bare window; None without Xvfb and xdotool."""
    from bench_startup import build_script

    build = build_script()
    times: dict[str, list[float]] = {"bare": [], **{str(app): [] for app in apps}}
    with tempfile.TemporaryDirectory(prefix="bazaar-bench-") as temp:
        home = Path(temp)
        bare = home / "bare-window"
        bare.write_text(f"#!{sys.executable}\n{BARE_PROGRAM}")
        bare.chmod(0o755)
        for _ in range(runs):
            for label, program in (("bare", bare), *((str(app), app) for app in apps)):
                seconds = build.time_window_runs(1, home, program)
                if seconds is None:
                    return None
                times[label] += seconds
    return times


def _spin(stop_at: float) -> None:
    """A CPU-bound process: counts until `stop_at` (wall-clock time)."""
    count = 0
    while time.time() < stop_at:
        count += 1


def warm_window(speed: str) -> tuple[Any, float]:
    """The window as `bazaar` opens it, at `speed`, once the tables are imported in the
    background (as while a person chooses a game), and the seconds that took."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QSettings
    from PySide6.QtWidgets import QApplication

    from bazaar_desktop.app import make_application
    from bazaar_desktop.services import collector
    from bazaar_desktop.window.main_window import MainWindow
    from bazaar_desktop.window.window_actions import SPEEDS

    make_application(["bazaar"])
    collector.keep_tables_out()  # as `bazaar` does (app.open_main_window)
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "bench.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=True)
    window.set_speed(dict(SPEEDS)[speed], speed)
    window.resize(1366, 768)
    window.show()
    window.offer_resume()  # as at start: this also imports the tables in the background
    warm = time.perf_counter()
    while window.warmer.busy and time.perf_counter() - warm < 30:  # a person choosing a game
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    warmed = time.perf_counter() - warm
    while time.perf_counter() - warm < warmed + 0.3:  # the start-up work's last turns (sounds)
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    return window, warmed


def play_and_listen(seconds: float, level: str, speed: str) -> dict[str, float]:
    """Start a Basari game of `level` bots with a 10 ms heartbeat running; see the module."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QEventLoop, Qt, QTimer

    from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec

    window, warm_up_s = warm_window(speed)
    names = ["Layla", "Omar", "Zeynep", "Karim"]
    request = NewGameRequest("basari", tuple(SeatSpec(n, True, level) for n in names), {}, 1)

    # (seconds since the start, gap in ms, the GUI thread's CPU time in that gap in ms): on a
    # busy machine the gap also holds time the thread waited for a core; its CPU time not.
    beats: list[tuple[float, float, float]] = []
    clock = QElapsedTimer()
    since_start = QElapsedTimer()
    cpu = [time.thread_time()]

    def beat() -> None:
        now = time.thread_time()
        beats.append(
            (since_start.elapsed() / 1000, clock.nsecsElapsed() / 1e6, (now - cpu[0]) * 1e3)
        )
        cpu[0] = now
        clock.restart()

    loop = QEventLoop()
    heartbeat = QTimer()
    heartbeat.setTimerType(Qt.TimerType.PreciseTimer)
    heartbeat.setInterval(HEARTBEAT_MS)
    heartbeat.timeout.connect(beat)
    window.adapter.game_over.connect(lambda _u: QTimer.singleShot(200, loop.quit))
    QTimer.singleShot(int(seconds * 1000), loop.quit)

    def begin() -> None:
        since_start.start()
        window.start_game(request)

    QTimer.singleShot(50, begin)
    clock.start()
    since_start.start()
    heartbeat.start()
    loop.exec()
    heartbeat.stop()
    window.adapter.stop()
    window.autosaver.release()
    first = [(gap, used) for at, gap, used in beats if at <= FIRST_DRAWING_WINDOW_S]
    later = sorted((max(0.0, gap - HEARTBEAT_MS), used) for at, gap, used in beats if at > 1.0)
    first_gap, first_cpu = max(first, default=(0.0, 0.0))
    # The most CPU the GUI thread used between two beats: the work of the longest turn, which
    # the load of other programs stretches (about 1/share of a core) but does not make.
    first_most_cpu = max((used for _gap, used in first), default=0.0)
    later_most_cpu = max((used for _gap, used in later), default=0.0)
    match = window.adapter.match
    window.close()
    return {
        "first_drawing_ms": max(0.0, first_gap - HEARTBEAT_MS),
        "first_drawing_cpu_ms": first_cpu,
        "warm_up_s": warm_up_s,
        "beats": float(len(later)),
        "decisions": float(len(match.history)) if match is not None else 0.0,
        "max_stall_ms": later[-1][0] if later else 0.0,
        "max_stall_cpu_ms": later[-1][1] if later else 0.0,
        "p99_stall_ms": later[int(len(later) * 0.99)][0] if later else 0.0,
        "first_most_cpu_ms": first_most_cpu,
        "later_most_cpu_ms": later_most_cpu,
    }


def with_load(processes: int, seconds: float, level: str, speed: str) -> dict[str, float]:
    stop_at = time.time() + seconds + 10
    hogs = [multiprocessing.Process(target=_spin, args=(stop_at,)) for _ in range(processes)]
    for hog in hogs:
        hog.start()
    try:
        return play_and_listen(seconds, level, speed)
    finally:
        for hog in hogs:
            hog.terminate()
            hog.join()


LOCKER_CHILD = """
import sqlite3, sys
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("BEGIN EXCLUSIVE")  # as a database browser or a sync tool holding the file
print("locked", flush=True)
sys.stdin.readline()
"""


def still_window(profile: Path) -> Any:
    """The window without animations, its settings in `profile`, shown at 1366x768."""
    from PySide6.QtCore import QSettings

    from bazaar_desktop.app import make_application
    from bazaar_desktop.window.main_window import MainWindow

    make_application(["bazaar"])
    settings = QSettings(str(profile / "bench.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False)
    window.resize(1366, 768)
    window.show()
    return window


def locked(store: Any) -> subprocess.Popen[str]:
    """Another process holding `store`'s statistics file locked until it is sent a line (the
    file is made with its tables first)."""
    store.games_played()
    locker = subprocess.Popen(
        [sys.executable, "-c", LOCKER_CHILD, str(store.path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert locker.stdout is not None and locker.stdout.readline().strip() == "locked"
    return locker


def locked_statistics_stall(games: int = 3) -> dict[str, float]:
    """4. Games of three bots end while another process holds the statistics file locked: the
    longest gap between 10 ms heartbeats from each game's end (the turn its result is handed
    over, after the results are shown) until its result was tried (SQLite waits 5 s for the
    lock, off the GUI thread); and how long recording one result on the GUI thread, as before
    froze it (target: the stall <= 50 ms)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QElapsedTimer, QEventLoop, Qt, QTimer

    from bazaar_desktop.services.stats import StatsStore, record_from_match

    sys.path.insert(0, str(ROOT / "tests" / "desktop"))
    from test_desktop_saves import random_match

    from bazaar_engine.core.saves import truncated, write_save

    profile = Path(tempfile.mkdtemp())
    window = still_window(profile)
    store = StatsStore(profile / "stats.sqlite3")
    locker = locked(store)
    # (gap in ms, the GUI thread's CPU time in it in ms) from each game's end until its result
    # was tried: on a busy machine a gap also holds time waiting for a core, its CPU time not
    gaps: list[tuple[float, float]] = []
    cpu = [time.thread_time()]
    clock = QElapsedTimer()
    loop = QEventLoop()
    heartbeat = QTimer()
    heartbeat.setTimerType(Qt.TimerType.PreciseTimer)
    heartbeat.setInterval(HEARTBEAT_MS)

    def beat() -> None:
        now = time.thread_time()
        gaps.append((clock.nsecsElapsed() / 1e6, (now - cpu[0]) * 1e3))
        cpu[0] = now
        clock.restart()

    heartbeat.timeout.connect(beat)

    def ended(_update: object) -> None:  # the result is handed over now; SQLite waits 5 s
        def measure() -> None:
            clock.start()
            cpu[0] = time.thread_time()
            heartbeat.start()

        QTimer.singleShot(0, measure)
        QTimer.singleShot(6000, loop.quit)

    window.adapter.game_over.connect(ended)
    try:
        for number in range(games):
            full = random_match("bbb", seed=12 + number)
            path = profile / f"near-the-end-{number}.bazaar.json"
            write_save(path, truncated(full, len(full.history) - 6), key=window.autosaver.key.get())
            window.load_file(str(path))
            loop.exec()
            heartbeat.stop()
        waiting = len(window.session.results.kept())
        old_way = time.perf_counter()
        StatsStore(store.path).record(record_from_match("basari", full))  # the GUI thread before
        old_way_ms = (time.perf_counter() - old_way) * 1000
    finally:
        locker.communicate("\n", timeout=30)
    window.adapter.stop()
    window.autosaver.release()
    window.close()
    return {
        "games": float(games),
        "max_stall_ms": max(0.0, max(gaps, default=(0.0, 0.0))[0] - HEARTBEAT_MS),
        "max_stall_cpu_ms": max(gaps, default=(0.0, 0.0))[1],
        "most_cpu_ms": max((used for _gap, used in gaps), default=0.0),
        "waiting": float(waiting),
        "old_way_ms": old_way_ms,
    }


def _describe(name: str, figures: dict[str, float], level: str) -> str:
    return (
        f"{name}: first drawing froze the window {figures['first_drawing_ms']:.0f} ms "
        f"(the GUI thread's CPU time in it {figures['first_drawing_cpu_ms']:.0f} ms; "
        f"target <= 50; tables imported in the background in {figures['warm_up_s']:.2f} s "
        f"before the game started); then, while {level} bots played ({figures['decisions']:.0f} "
        f"decisions, {figures['beats']:.0f} heartbeats), longest stall "
        f"{figures['max_stall_ms']:.0f} ms (CPU {figures['max_stall_cpu_ms']:.0f} ms), "
        f"99th percentile {figures['p99_stall_ms']:.0f} ms "
        f"(target <= 50); the most CPU between two beats: {figures['first_most_cpu_ms']:.0f} ms "
        f"while the table came up, {figures['later_most_cpu_ms']:.0f} ms while the bots played"
    )


# --- pictures of the decision panels --------------------------------------------
# `--panels DIR` writes the window at 1024x640 in English and German with each decision page
# of each game shown (the positions are the ones tests/desktop/test_text_fits.py walks), so a
# person can look at every panel that had clipped texts. No figures are measured then.
PANEL_SIZE = (1024, 640)


def panel_pictures(folder: Path) -> list[Path]:
    sys.path.insert(0, str(ROOT / "tests" / "desktop"))
    from desktop_support import BotBox
    from PySide6.QtCore import QSettings
    from test_text_fits import GAMES, positions

    from bazaar_desktop.app import make_application
    from bazaar_desktop.window.main_window import MainWindow

    app = make_application(["bazaar-bench"])
    folder.mkdir(parents=True, exist_ok=True)
    profile = folder / ".profile"
    profile.mkdir(exist_ok=True)
    settings = QSettings(str(profile / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(
        settings,
        animations=False,
        stats_path=profile / "stats.sqlite",
        autosave_path=profile / "autosave.bazaar.json",
    )
    bots = BotBox(gated_seats={1, 2, 3})  # the bots wait: the person's page stays shown
    window.adapter._bot_factory = bots
    window.resize(*PANEL_SIZE)
    window.show()
    written = []
    for language in ("en", "de"):
        window.switch_language(language)
        for game_id, players in GAMES:
            for kind, match in positions(game_id, players):
                window.session.continue_match(match)
                for _ in range(20):
                    app.processEvents()
                name = f"{language}-{game_id}{players}-{kind.replace(' ', '-')}.png"
                window.grab().save(str(folder / name))
                written.append(folder / name)
    window.adapter.stop()
    bots.release_all()
    return written


def print_startup(runs: int) -> None:
    compile_sources()
    times = startup(runs)
    bare, bazaar = times["bare"], times["bazaar"]
    bare_median, bazaar_median = statistics.median(bare), statistics.median(bazaar)
    ratios = sorted(b / a for a, b in zip(bare, bazaar, strict=True))
    cpu = {key: statistics.median(values) for key, values in times.items() if "cpu" in key}
    # Each Bazaar start beside the bare one started just before it: the VM's speed drifts by
    # up to 2x within minutes, and a drift in the middle of a run skews a ratio of medians.
    pairs = zip(times["bare_cpu_shown"], times["bazaar_cpu_shown"], strict=True)
    cpu_ratios = sorted(b / a for a, b in pairs)
    print(
        f"start-up to the window shown and painted, median of {runs} runs taken in "
        f"turn: bare PySide6 window {bare_median:.3f} s (best {min(bare):.3f}), Bazaar "
        f"{bazaar_median:.3f} s (best {min(bazaar):.3f}): {bazaar_median / bare_median:.2f}x "
        f"the bare window (run by run {ratios[0]:.2f}x-{ratios[-1]:.2f}x; target <= 1.5x)"
    )
    print(
        f"CPU time up to the window painted (median): bare {cpu['bare_cpu_shown']:.3f} s, "
        f"Bazaar {cpu['bazaar_cpu_shown']:.3f} s: "
        f"{cpu['bazaar_cpu_shown'] / cpu['bare_cpu_shown']:.2f}x; of the whole runs, leaving "
        f"included: bare {cpu['bare_cpu']:.3f} s, Bazaar {cpu['bazaar_cpu']:.3f} s: "
        f"{cpu['bazaar_cpu'] / cpu['bare_cpu']:.2f}x"
    )
    print(
        f"CPU time up to the window painted, each Bazaar start beside the bare one before it: "
        f"median {statistics.median(cpu_ratios):.2f}x (run by run {cpu_ratios[0]:.2f}x-"
        f"{cpu_ratios[-1]:.2f}x)"
    )


def print_installed_startup(runs: int) -> None:
    apps = installed_apps()
    if not apps:
        print(
            "installed app: not measured: no bundle (dist/bazaar/bazaar, from `python "
            "packaging/build.py`) and no .deb installed (/usr/games/bazaar)"
        )
        return
    times = installed_startup(apps, runs)
    if times is None:
        print("installed app: not measured: needs Xvfb and xdotool (apt-get install xvfb xdotool)")
        return
    bare = statistics.median(times["bare"])
    for app in apps:
        median = statistics.median(times[str(app)])
        print(
            f"installed app {app}: launch to window visible (Xvfb, xcb), median of {runs} taken "
            f"in turn with the bare window: bare {bare:.3f} s, Bazaar {median:.3f} s (best "
            f"{min(times[str(app)]):.3f}): {median / bare:.2f}x the bare window"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--panels", type=Path, help="write pictures of the panels to this folder")
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--level", default="hard", choices=["random", "easy", "medium", "hard"])
    parser.add_argument("--speed", default="normal", choices=["off", "fast", "normal", "slow"])
    parser.add_argument("--startup-runs", type=int, default=7)
    parser.add_argument("--load", type=int, default=2, help="CPU-bound processes for run 2")
    parser.add_argument("--skip-stalls", action="store_true")
    parser.add_argument("--skip-startup", action="store_true", help="leave out measurement 1")
    parser.add_argument("--skip-locked-stats", action="store_true", help="leave out 4")
    parser.add_argument("--locked-stats-only", action="store_true", help="only measurement 4")
    args = parser.parse_args()
    if args.panels is not None:
        written = panel_pictures(args.panels)
        print(f"{len(written)} pictures of the decision panels at 1024x640 in {args.panels}")
        return 0
    print(f"# {platform.python_implementation()} {platform.python_version()}, {platform.machine()}")
    print(f"# QT_QPA_PLATFORM={os.environ.get('QT_QPA_PLATFORM', 'offscreen')}")
    print(f"# load average before: {os.getloadavg()[0]:.2f}")
    if args.locked_stats_only:
        print_locked_statistics()
        return 0
    if not args.skip_startup:
        print_startup(args.startup_runs)
        print_installed_startup(args.startup_runs)
    if args.skip_stalls:
        return 0
    print(_describe("idle", play_and_listen(args.seconds, args.level, args.speed), args.level))
    print(f"# load average: {os.getloadavg()[0]:.2f}")
    loaded = with_load(args.load, args.seconds, args.level, args.speed)
    print(_describe(f"beside {args.load} CPU-bound processes", loaded, args.level))
    if not args.skip_locked_stats:
        print_locked_statistics()
    return 0


def print_locked_statistics() -> None:
    figures = locked_statistics_stall()
    print(
        f"statistics file locked by another process: {figures['games']:.0f} games ended, "
        f"longest stall {figures['max_stall_ms']:.0f} ms (target <= 50 ms; GUI-thread CPU in it "
        f"{figures['max_stall_cpu_ms']:.0f} ms, most in any gap {figures['most_cpu_ms']:.0f} ms); "
        f"{figures['waiting']:.0f} results kept for later; recording on the GUI thread "
        f"(before games were kept one file each) froze it {figures['old_way_ms']:.0f} ms per game"
    )


if __name__ == "__main__":
    sys.exit(main())
