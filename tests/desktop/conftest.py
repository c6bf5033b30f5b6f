"""Fixtures for the desktop tests: the main window with animations off."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QLocale, QSettings

from bazaar_desktop.app import make_application
from bazaar_desktop.remote.host import ServerProcess
from bazaar_desktop.services import i18n
from bazaar_desktop.window.main_window import MainWindow


@pytest.fixture(autouse=True)
def english_computer(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests read English texts: the "system" language is English on any computer."""
    monkeypatch.setattr(i18n, "system_locale", QLocale.c)


@pytest.fixture(autouse=True)
def a_usual_port_of_its_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """A window hosting for the first time takes the server's usual port (8765) when it is
    free. Beside other test runs on the machine (or a real Bazaar hosting) two windows can both
    find it free and race for it; here each test's "usual" port is one the system just gave."""
    from bazaar_desktop.remote import hosting
    from bazaar_desktop.remote.host import free_port

    monkeypatch.setattr(hosting, "USUAL_PORT", free_port("127.0.0.1"))


@pytest.fixture
def window(qtbot: Any, tmp_path: Path) -> Iterator[MainWindow]:
    make_application(["bazaar-tests"])
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    main = MainWindow(settings, animations=False)
    qtbot.addWidget(main)
    main.resize(1366, 768)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.adapter.stop()


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    """A real `bazaar-server` on loopback for the online tests, stopped after the test."""
    process = ServerProcess("127.0.0.1", tmp_path / "server")
    process.start(60.0)
    try:
        yield process
    finally:
        process.stop()
