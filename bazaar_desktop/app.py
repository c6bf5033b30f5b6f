"""The `bazaar` command: start the desktop application (or run its smoke test)."""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, QSettings, QTimer
from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QApplication

SMOKE_TIMEOUT_S = 180
SMOKE_MID_DECISIONS = 90  # the "mid" picture is taken after this many decisions
SMOKE_SIZE = (1366, 768)


class _ArgumentParser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        """One clear line and exit status 2 (argparse would also print the usage)."""
        self.exit(2, f"bazaar: error: {message}\n")


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    parser = _ArgumentParser(
        prog="bazaar", description="Basari, Jewel Bazaar and Basta! on the desktop."
    )
    parser.add_argument(
        "--smoke-test",
        metavar="OUT_DIR",
        help="play one bots-only game of each game with a table, save pictures, exit",
    )
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    return parser.parse_args(list(argv))


def _load_fonts() -> None:
    from bazaar_desktop.resources import font_files

    for path in font_files():
        QFontDatabase.addApplicationFont(str(path))


def make_application(argv: Sequence[str]) -> QApplication:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(list(argv))
    app.setApplicationName("Bazaar")
    app.setOrganizationName("Bazaar")
    # A thinking bot holds Python's interpreter lock in slices; shorter slices give the GUI
    # thread its turn sooner, so the window stays responsive while a bot searches.
    sys.setswitchinterval(0.001)
    from bazaar_desktop import theme

    _load_fonts()
    theme.apply_application_style(app)
    return app


def main(argv: Sequence[str] | None = None) -> int:
    # In the bundled app, the bots' worker process is this executable started again: let it
    # become the worker here, before anything else runs.
    multiprocessing.freeze_support()
    args_in = list(sys.argv[1:] if argv is None else argv)
    args = parse_arguments(args_in)
    if args.version:
        from bazaar_desktop import __version__

        print(f"bazaar {__version__}")
        return 0
    if args.smoke_test is not None:
        # The smoke test needs no screen: without a display, Qt's default platform aborts.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = make_application([sys.argv[0]])
    if args.smoke_test is not None:
        return run_smoke_test(Path(args.smoke_test))
    from bazaar_desktop.main_window import MainWindow

    window = MainWindow()
    window.show()
    window.offer_resume()  # an unfinished game saved automatically: resume it?
    return app.exec()


def smoke_games() -> list[str]:
    """Every game that has both an engine and a table."""
    from bazaar_desktop.adapter import game_catalogue
    from bazaar_desktop.tables import TABLES

    return [info.game_id for info in game_catalogue() if info.game_id in TABLES]


def run_smoke_test(out_dir: Path, games: Sequence[str] | None = None) -> int:
    """Open the window, play a bots-only game of each table (or of `games`) to the end,
    and save pictures of the window in the middle and at the end of each."""
    from bazaar_desktop.adapter import NewGameRequest, SeatSpec, game_catalogue
    from bazaar_desktop.main_window import MainWindow

    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"bazaar: error: cannot create {out_dir}: {exc.strerror}", file=sys.stderr)
        return 2
    settings_file = Path(tempfile.mkdtemp(prefix="bazaar-smoke-")) / "settings.ini"
    window = MainWindow(QSettings(str(settings_file), QSettings.Format.IniFormat), animations=False)
    window.resize(*SMOKE_SIZE)
    window.show()
    infos = {info.game_id: info for info in game_catalogue()}
    for game_id in games if games is not None else smoke_games():
        info = infos[game_id]
        names = ["Layla", "Omar", "Zeynep", "Karim", "Nadia", "Tariq"][: info.max_players]
        seats = tuple(SeatSpec(name, True, "random") for name in names)
        if not _play_to_end(window, NewGameRequest(game_id, seats, {}, seed=1), out_dir):
            print(f"bazaar: error: the {game_id} smoke game did not finish", file=sys.stderr)
            return 1
        print(f"{game_id}: played to the end; pictures in {out_dir}")
    window.close()
    return 0


def _play_to_end(window: object, request: object, out_dir: Path) -> bool:
    from bazaar_desktop.adapter import NewGameRequest, Update
    from bazaar_desktop.main_window import MainWindow

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
    window.start_game(request)
    if not state["over"]:
        loop.exec()
    window.adapter.updated.disconnect(on_update)
    window.adapter.game_over.disconnect(on_over)
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
