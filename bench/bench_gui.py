"""Desktop responsiveness: start-up time, and the longest event-loop stall while bots play.

    python bench/bench_gui.py [--seconds 40] [--level hard] [--speed normal]
    python bench/bench_gui.py --panels DIR   (pictures of every decision panel, en and de)

1. Start-up: a fresh process is started that opens the main window; the time from launching
   it to the window being shown and painted (target: under 1 s from source).
2. Stalls: a bots-only Basari game plays at the chosen animation speed while a QTimer beats
   every 10 ms on the GUI thread; the longest gap between beats, minus the 10 ms, is the
   longest time the window could not react (target: under 100 ms). The table's first drawing
   (every piece rendered once) is timed separately, before the heartbeat starts.

Runs offscreen unless QT_QPA_PLATFORM says otherwise. Copy the figures into docs/desktop.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
HEARTBEAT_MS = 10

CHILD = """
import sys, time
sys.path.insert(0, {root!r})
from bazaar_desktop.app import make_application
app = make_application(["bazaar"])
from bazaar_desktop.main_window import MainWindow
window = MainWindow()
window.show()
app.processEvents()
window.repaint()
print(time.time())
"""


def startup_seconds(runs: int) -> list[float]:
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    env["PYTHONPATH"] = str(ROOT)
    times = []
    for _ in range(runs):
        launched = time.time()
        out = subprocess.run(
            [sys.executable, "-c", CHILD.format(root=str(ROOT))],
            capture_output=True,
            text=True,
            env=env,
            check=True,
            timeout=120,
        ).stdout
        shown = float(out.strip().splitlines()[-1])
        times.append(shown - launched)
    return times


def stalls(seconds: float, level: str, speed: str) -> dict[str, float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import tempfile

    from PySide6.QtCore import QElapsedTimer, QEventLoop, QSettings, Qt, QTimer

    from bazaar_desktop.adapter import NewGameRequest, SeatSpec
    from bazaar_desktop.app import make_application
    from bazaar_desktop.main_window import SPEEDS, MainWindow

    make_application(["bazaar"])
    settings = QSettings(str(Path(tempfile.mkdtemp()) / "bench.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=True)
    window.set_speed(dict(SPEEDS)[speed], speed)
    window.resize(1366, 768)
    window.show()
    names = ["Layla", "Omar", "Zeynep", "Karim"]
    request = NewGameRequest("basari", tuple(SeatSpec(n, True, level) for n in names), {}, 1)

    gaps: list[float] = []
    clock = QElapsedTimer()
    updates = [0]
    window.adapter.updated.connect(lambda _u: updates.__setitem__(0, updates[0] + 1))

    def beat() -> None:
        gaps.append(clock.nsecsElapsed() / 1e6)
        clock.restart()

    loop = QEventLoop()
    heartbeat = QTimer()
    heartbeat.setTimerType(Qt.TimerType.PreciseTimer)
    heartbeat.setInterval(HEARTBEAT_MS)
    heartbeat.timeout.connect(beat)
    window.adapter.game_over.connect(lambda _u: QTimer.singleShot(200, loop.quit))
    QTimer.singleShot(int(seconds * 1000), loop.quit)
    from PySide6.QtWidgets import QApplication

    drawing = time.perf_counter()
    window.start_game(request)
    QApplication.processEvents()  # the table's first drawing, measured on its own
    first_draw = time.perf_counter() - drawing
    clock.start()
    heartbeat.start()
    loop.exec()
    heartbeat.stop()
    window.adapter.stop()
    late = sorted(max(0.0, gap - HEARTBEAT_MS) for gap in gaps[1:])
    match = window.adapter.match
    return {
        "first_draw_ms": first_draw * 1000,
        "beats": float(len(late)),
        "updates": float(updates[0]),
        "decisions": float(len(match.history)) if match is not None else 0.0,
        "max_stall_ms": late[-1] if late else 0.0,
        "p99_stall_ms": late[int(len(late) * 0.99)] if late else 0.0,
        "median_stall_ms": late[len(late) // 2] if late else 0.0,
    }


# --- pictures of the decision panels (issue 16) --------------------------------------------
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
    from bazaar_desktop.main_window import MainWindow

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
                window._continue_match(match)
                for _ in range(20):
                    app.processEvents()
                name = f"{language}-{game_id}{players}-{kind.replace(' ', '-')}.png"
                window.grab().save(str(folder / name))
                written.append(folder / name)
    window.adapter.stop()
    bots.release_all()
    return written


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--panels", type=Path, help="write pictures of the panels to this folder")
    parser.add_argument("--seconds", type=float, default=40.0)
    parser.add_argument("--level", default="hard", choices=["random", "easy", "medium", "hard"])
    parser.add_argument("--speed", default="normal", choices=["off", "fast", "normal", "slow"])
    parser.add_argument("--startup-runs", type=int, default=5)
    args = parser.parse_args()
    if args.panels is not None:
        written = panel_pictures(args.panels)
        print(f"{len(written)} pictures of the decision panels at 1024x640 in {args.panels}")
        return 0
    print(f"# {platform.python_implementation()} {platform.python_version()}, {platform.machine()}")
    print(f"# QT_QPA_PLATFORM={os.environ.get('QT_QPA_PLATFORM', 'offscreen')}")
    times = startup_seconds(args.startup_runs)
    print(
        f"start-up to window shown: median {sorted(times)[len(times) // 2]:.2f} s, "
        f"best {min(times):.2f} s, worst {max(times):.2f} s ({len(times)} runs; target < 1 s)"
    )
    figures = stalls(args.seconds, args.level, args.speed)
    print(
        f"event loop while {args.level} bots play ({args.speed} animations, "
        f"{figures['decisions']:.0f} decisions, {figures['updates']:.0f} redraws, "
        f"{figures['beats']:.0f} heartbeats of {HEARTBEAT_MS} ms): "
        f"longest stall {figures['max_stall_ms']:.0f} ms, 99th percentile "
        f"{figures['p99_stall_ms']:.0f} ms, median {figures['median_stall_ms']:.1f} ms "
        f"(target < 100 ms); the table's first drawing took {figures['first_draw_ms']:.0f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
