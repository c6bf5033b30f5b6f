"""The Windows build's table server plays with a Linux window: the installer (made by
`python packaging/windows/build.py`) installs silently in a fresh Wine prefix, the installed
`bazaar-server.exe` serves, and a Bazaar window here opens a Basta! table on it and plays it
to the end against the server's bot (which thinks in the program's worker processes).
Skipped without the installer or Wine (CI has neither; docs/packaging.md, Windows)."""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging" / "windows"))
sys.path.insert(0, str(ROOT / "tests" / "desktop"))

import toolchain  # noqa: E402
import wine_smoke  # noqa: E402
from desktop_support import wait_for  # noqa: E402
from test_online_play import a_window, open_table_from_dialog, play_to_the_end  # noqa: E402

INSTALLERS = sorted((ROOT / "dist").glob("Bazaar-*-setup.exe"))
PREFIX_NAME = "prefix-window-test"  # beside the build's own prefix-smoke, never in its way

pytestmark = pytest.mark.skipif(
    not INSTALLERS or not toolchain.WINE.is_file(),
    reason="no Windows build here (python packaging/windows/build.py; needs wine64)",
)


@pytest.fixture
def windows_server(tmp_path: Path) -> Iterator[str]:
    """The installed bazaar-server.exe on a free port of 127.0.0.1: its host:port."""
    prefix = wine_smoke.fresh_prefix(toolchain.WORK, PREFIX_NAME)
    try:
        program = wine_smoke.install(prefix, INSTALLERS[-1])
        with wine_smoke.table_server(prefix, program, tmp_path / "tables.sqlite3") as url:
            yield url.removeprefix("ws://").removesuffix("/ws")
    finally:
        wine_smoke.end_prefix(prefix)


def test_a_linux_window_plays_a_whole_game_on_the_installed_windows_server(
    qtbot: Any, windows_server: str, tmp_path: Path
) -> None:
    window = a_window(qtbot, tmp_path / "player")
    try:
        open_table_from_dialog(qtbot, window, windows_server)
        update = window.last_update
        assert update is not None and update.game_id == "basta" and update.seats[1].is_bot
        # Basta! goes round the seats: it ends only if the server's bot decided too.
        assert play_to_the_end(qtbot, window, random.Random(4)) > 0
        wait_for(qtbot, lambda: window.results_dialog is not None, 60000)
        window.grab().save(str(tmp_path / "windows-server-end.png"))
        final = window.last_update
        assert final is not None and final.is_over and final.view.is_terminal()
    finally:
        window.online_desk().stop()
