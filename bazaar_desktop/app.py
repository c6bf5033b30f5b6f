"""The `bazaar` command: start the desktop application (or run its smoke test).

Nothing from Qt is imported at module level: `bazaar --help` and `bazaar --version` work on a
machine without Qt's system libraries, and before Qt starts `preflight` checks the libraries
and the display, so that a missing one gets a readable line instead of a traceback or an abort.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from bazaar_desktop import APP_ID, __version__, preflight, qt_compat
from bazaar_desktop.services import collector

if TYPE_CHECKING:
    from PySide6.QtCore import QEvent, QEventLoop, QObject, QSettings
    from PySide6.QtWidgets import QApplication, QWidget

    from bazaar_desktop.window.main_window import MainWindow

SMOKE_TIMEOUT_S = 180
SMOKE_MID_DECISIONS = 90  # the "mid" picture is taken after this many decisions
SMOKE_SIZE = (1366, 768)
SMOKE_SETUP_S = 120  # the watchdog's allowance on top of SMOKE_TIMEOUT_S per game
COLLECTOR_PAUSE_MAX_MS = 3000  # see make_application
COLLECT_EVERY_MS = 500  # the GUI thread collects garbage this often (collector.py)
QUIT_AFTER_PAINT = "BAZAAR_QUIT_AFTER_PAINT"  # set: quit once the window painted (benchmarks)
_COLLECTIONS: list[object] = []  # the timer of those collections, once made


class _ArgumentParser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        """One clear line and exit status 2 (argparse would also print the usage)."""
        self.exit(2, f"bazaar: error: {message}\n")


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    parser = _ArgumentParser(
        prog="bazaar",
        description="Basari, Jewel Bazaar and Basta! on the desktop.",
        epilog="Without a display, set QT_QPA_PLATFORM=offscreen (the smoke test does).",
    )
    parser.add_argument(
        "--smoke-test",
        metavar="OUT_DIR",
        help="play one bots-only game of each game with a table offscreen, save pictures, exit",
    )
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    # How Windows' "Open with" (packaging/windows/installer.nsi) and a file manager hand over a
    # saved game: `bazaar NAME.bazaar.json`.
    parser.add_argument("save", nargs="?", metavar="SAVE", help="a saved game to open")
    return parser.parse_args(list(argv))


def _load_fonts() -> None:
    from PySide6.QtGui import QFontDatabase

    from bazaar_desktop.appearance.resources import font_files

    for path in font_files():
        QFontDatabase.addApplicationFont(str(path))


def make_application(argv: Sequence[str]) -> QApplication:
    """The application, in Bazaar's style, fonts and colours. Called as the process starts
    (Qt not loaded yet: not a test's second application), it also pauses the garbage
    collector until the window's first paint, or for `COLLECTOR_PAUSE_MAX_MS` if no window
    is painted (`collector`)."""
    if "PySide6.QtCore" not in sys.modules:
        collector.pause()
    from PySide6.QtWidgets import QApplication

    qt_compat.quicker_source_check()  # before our modules with Qt are imported (start-up time)

    # Qt's raster engine hands large image fills and copies to a pool of threads and waits for
    # them; on two cores beside a searching bot that wait made a game's first drawing 55-90 ms
    # where drawing on the GUI thread alone took 22-39 ms (bench/bench_gui.py, docs/
    # performance.md). Qt reads it when the pool is first needed; a value already set is kept.
    os.environ.setdefault("QT_NO_GUI_THREADPOOL", "1")
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app = existing
        app.setStyle("Fusion")
    else:
        # Fusion named on the command line, not by `setStyle`: PySide wraps the style that
        # `setStyle` returns, and making QStyle's Python type costs ~10 ms before the paint.
        app = QApplication([*argv, "-style", "Fusion"])
    app.setApplicationName("Bazaar")
    app.setOrganizationName("Bazaar")
    # The app id of packaging/<APP_ID>.desktop: a Wayland compositor shows the window with that
    # entry's name and icon (xdg-toplevel app_id); on X11 the class stays "Bazaar".
    app.setDesktopFileName(APP_ID)
    # A thinking bot holds Python's interpreter lock in slices; shorter slices give the GUI
    # thread its turn sooner, so the window stays responsive while a bot searches.
    sys.setswitchinterval(0.001)
    from bazaar_desktop.appearance import theme

    _load_fonts()
    theme.apply_theme(app, "light")
    from PySide6.QtCore import QTimer

    if collector.is_paused():
        QTimer.singleShot(COLLECTOR_PAUSE_MAX_MS, collector.resume)
    if not _COLLECTIONS:  # once per process (tests make the application again)
        collector.collect_on_the_gui_thread()
        collections = QTimer(app)
        collections.timeout.connect(collector.collect_due)
        collections.start(COLLECT_EVERY_MS)
        _COLLECTIONS.append(collections)
    return app


def main(argv: Sequence[str] | None = None) -> int:
    # In the bundled app, the bots' worker process is this executable started again: let it
    # become the worker here, before anything else runs. (Elsewhere this is a no-op, and
    # multiprocessing is not imported before the window is shown: start-up time.)
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    args_in = list(sys.argv[1:] if argv is None else argv)
    args = parse_arguments(args_in)
    if args.version:
        print(f"bazaar {__version__}")
        return 0
    if args.smoke_test is not None and not preflight.has_display(os.environ):
        # The smoke test needs no screen: without a display, Qt's default platform aborts. On a
        # session (Wayland or X11) it runs on the session's platform, as the app does.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    problem = preflight.startup_problem(os.environ)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    app = make_application([sys.argv[0]])
    if args.smoke_test is not None:
        return run_smoke_test(Path(args.smoke_test))
    _window = open_main_window()  # held by this name while the event loop runs
    from bazaar_desktop.window.terminate import close_on_terminate

    close_on_terminate(_window, _window.confirm_quit)  # SIGTERM: closed as Quit, not asking
    if os.environ.get(QUIT_AFTER_PAINT):
        quit_after_first_paint(_window)
    if args.save is not None:
        open_save_when_shown(_window, _window.load_file, Path(args.save))
    return app.exec()


def quit_after_first_paint(window: QWidget) -> None:
    """For start-up benchmarks where no window manager can be asked whether the window is
    shown (Windows' program under Wine runs offscreen; bench/bench_windows_startup.py): end
    the program, status 0, once the main window has painted."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    class _Painted(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                QTimer.singleShot(0, QApplication.quit)
            return False

    window.installEventFilter(_Painted(window))


def open_save_when_shown(window: QWidget, load_file: Callable[[str], None], path: Path) -> None:
    """Open the saved game `path` with the window's `load_file` once the event loop runs (a
    bad file gets the window's one message, as from Game > Open)."""
    from PySide6.QtCore import QTimer

    absolute = str(path.resolve())  # the worker thread reads it: not relative to a changed cwd
    QTimer.singleShot(0, window, lambda: load_file(absolute))


def open_main_window(settings: QSettings | None = None) -> MainWindow:
    """The window `bazaar` opens (bench/bench_gui.py times exactly this): shown with its
    welcome page, then it offers to resume an unfinished game saved automatically. That
    offer (its flows: window/flows.py), the game page, the start-up checks and the tables'
    imports follow its first paint."""
    from bazaar_desktop.window.main_window import MainWindow

    collector.keep_tables_out()
    window = MainWindow(settings)
    window.show()
    window.offer_resume(after_paint=True)  # a step after the first paint (flows.py)
    return window


def smoke_games() -> list[str]:
    """Every game that has both an engine and a table."""
    from bazaar_desktop.bridge.adapter import game_catalogue
    from bazaar_desktop.tables import TABLES

    return [info.game_id for info in game_catalogue() if info.game_id in TABLES]


def _one_line(text: str) -> str:
    return " ".join(text.split())


class _SmokeGuard:
    """Nobody can click a dialog away in the smoke test, so nothing may wait for one.

    While the guard is active, a modal dialog that opens (the main window's error boxes, a
    question) is closed at once, and an exception raised in a slot is caught: either ends the
    run with one line on stderr and a non-zero status. A watchdog thread ends the process if
    the run still has not finished after its time, whatever the event loop is doing.
    """

    def __init__(self) -> None:
        from PySide6.QtCore import QCoreApplication, QObject

        guard = self

        class _DialogFilter(QObject):
            def eventFilter(self, watched: QObject, event: QEvent) -> bool:
                guard._on_event(watched, event)
                return False

        self.failure: str | None = None
        self.loop: QEventLoop | None = None  # the loop to leave when something fails
        self._filter = _DialogFilter()
        self._app = QCoreApplication.instance()
        self._previous_hook = sys.excepthook
        self._watchdog: threading.Timer | None = None

    def __enter__(self) -> _SmokeGuard:
        if self._app is not None:
            self._app.installEventFilter(self._filter)
        sys.excepthook = self._on_exception
        self.arm_watchdog(SMOKE_SETUP_S)
        return self

    def __exit__(self, *_exc: object) -> None:
        if self._watchdog is not None:
            self._watchdog.cancel()
        sys.excepthook = self._previous_hook
        if self._app is not None:
            self._app.removeEventFilter(self._filter)

    def fail(self, message: str) -> None:
        if self.failure is None:
            self.failure = _one_line(message)
            print(f"bazaar: smoke test failed: {self.failure}", file=sys.stderr, flush=True)
        if self.loop is not None:
            self.loop.quit()

    def _on_event(self, watched: QObject, event: QEvent) -> None:
        from PySide6.QtCore import QEvent, QTimer
        from PySide6.QtWidgets import QDialog, QMessageBox

        if event.type() != QEvent.Type.Show or not isinstance(watched, QDialog):
            return
        if not watched.isModal():
            return  # the results dialog: part of the pictures, not a question
        text = watched.windowTitle()
        if isinstance(watched, QMessageBox):
            text = f"{text}: {watched.text()}"
        self.fail(f"a dialog opened: {text}")
        QTimer.singleShot(0, watched.reject)

    def _on_exception(
        self, kind: type[BaseException], error: BaseException, _tb: TracebackType | None
    ) -> None:
        self.fail(f"{kind.__name__}: {error}")

    def arm_watchdog(self, seconds: float) -> None:
        """End the process unless the run finishes within `seconds` from now."""
        if self._watchdog is not None:
            self._watchdog.cancel()
        self._watchdog = threading.Timer(seconds, self._expire, args=(seconds,))
        self._watchdog.daemon = True
        self._watchdog.start()

    def _expire(self, seconds: float) -> None:
        print(f"bazaar: smoke test failed: not finished after {seconds:.0f} s", file=sys.stderr)
        if sys.stderr is not None:  # None in a windowed program started with no console
            sys.stderr.flush()
        os._exit(1)  # the event loop may be stuck: end the process from this thread


def run_smoke_test(out_dir: Path, games: Sequence[str] | None = None) -> int:
    """Open the window, play a bots-only game of each table (or of `games`) to the end,
    and save pictures of the window in the middle and at the end of each.

    It never waits for a person: any error ends it with one line on stderr and status 1."""
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"bazaar: error: cannot create {out_dir}: {exc.strerror}", file=sys.stderr)
        return 2
    from PySide6.QtGui import QGuiApplication

    platform = QGuiApplication.platformName()
    print(
        f"bazaar: smoke test on the {platform} platform, app id {QGuiApplication.desktopFileName()}"
    )
    # The run's settings, statistics and games in progress: a folder of its own, removed after
    # (one was left in the temporary folder at every run)
    with (
        _SmokeGuard() as guard,
        tempfile.TemporaryDirectory(prefix="bazaar-smoke-", ignore_cleanup_errors=True) as home,
    ):
        try:
            chosen = list(games) if games is not None else smoke_games()
            guard.arm_watchdog(SMOKE_SETUP_S + SMOKE_TIMEOUT_S * len(chosen))
            _smoke_games(out_dir, chosen, guard, _own_folder(Path(home), "games"))
            _smoke_sounds(guard, _own_folder(Path(home), "sounds"))
        except Exception as exc:  # one line, not a traceback: the run is a check
            guard.fail(f"{type(exc).__name__}: {exc}")
        return 0 if guard.failure is None else 1


def _own_folder(parent: Path, name: str) -> Path:
    folder = parent / name
    folder.mkdir(mode=0o700)
    return folder


def _smoke_sounds(guard: _SmokeGuard, home: Path) -> None:
    """Load every sound effect (QtMultimedia, the WAV files) when an audio device is there."""
    from PySide6.QtCore import QSettings

    from bazaar_desktop.services.settings import AppSettings
    from bazaar_desktop.sounds.board import SoundBoard

    settings_file = home / "settings.ini"
    board = SoundBoard(AppSettings(QSettings(str(settings_file), QSettings.Format.IniFormat)))
    statuses = board.load_all()
    if statuses is None:
        print("sounds: not loaded, no audio output device")
        return
    ready = [name for name, status in statuses.items() if status == "Ready"]
    print(f"sounds: {len(ready)} of {len(statuses)} ready")
    if len(ready) < len(statuses):
        guard.fail(f"sounds not ready: {sorted(set(statuses) - set(ready))}")


def _smoke_games(out_dir: Path, games: Sequence[str], guard: _SmokeGuard, home: Path) -> None:
    from PySide6.QtCore import QSettings

    from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec, game_catalogue
    from bazaar_desktop.window.main_window import MainWindow

    settings_file = home / "settings.ini"
    window = MainWindow(QSettings(str(settings_file), QSettings.Format.IniFormat), animations=False)
    window.resize(*SMOKE_SIZE)
    window.show()
    infos = {info.game_id: info for info in game_catalogue()}
    for game_id in games:
        info = infos[game_id]
        names = ["Layla", "Omar", "Zeynep", "Karim", "Nadia", "Tariq"][: info.max_players]
        seats = tuple(SeatSpec(name, True, "random") for name in names)
        request = NewGameRequest(game_id, seats, {}, seed=1)
        if not _play_to_end(window, request, out_dir, guard):
            guard.fail(f"the {game_id} smoke game did not finish")
        if guard.failure is not None:
            break
        print(f"{game_id}: played to the end; pictures in {out_dir}")
    window.close()


def _play_to_end(window: object, request: object, out_dir: Path, guard: _SmokeGuard) -> bool:
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from bazaar_desktop.bridge.adapter import NewGameRequest, Update
    from bazaar_desktop.window.main_window import MainWindow

    assert isinstance(window, MainWindow) and isinstance(request, NewGameRequest)
    loop = QEventLoop()
    state = {"mid": False, "over": False}
    game_id = request.game_id

    def on_update(update: Update) -> None:
        if not state["mid"] and len(update.score_history) > SMOKE_MID_DECISIONS:
            state["mid"] = True
            QCoreApplication.processEvents()
            window.grab().save(str(out_dir / f"{game_id}-mid.png"))

    def on_over(_update: Update) -> None:
        state["over"] = True
        QTimer.singleShot(50, loop.quit)

    window.adapter.updated.connect(on_update)
    window.adapter.game_over.connect(on_over)
    QTimer.singleShot(SMOKE_TIMEOUT_S * 1000, loop.quit)
    guard.loop = loop
    window.start_game(request)
    if not state["over"] and guard.failure is None:
        loop.exec()
    guard.loop = None
    window.adapter.updated.disconnect(on_update)
    window.adapter.game_over.disconnect(on_over)
    if guard.failure is not None:
        return True  # already reported
    if not state["over"]:
        return False
    QCoreApplication.processEvents()
    if not state["mid"]:
        window.grab().save(str(out_dir / f"{game_id}-mid.png"))
    window.grab().save(str(out_dir / f"{game_id}-end.png"))
    if window.results_dialog is not None:
        window.results_dialog.grab().save(str(out_dir / f"{game_id}-results.png"))
    return True


if __name__ == "__main__":
    sys.exit(main())
