"""packaging/org.example.Bazaar.desktop: a valid freedesktop entry, named by the app id, that
starts `bazaar` with our icon."""

from __future__ import annotations

import configparser
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

from bazaar_desktop import APP_ID

ROOT = Path(__file__).resolve().parents[2]
DESKTOP_FILE = ROOT / "packaging" / f"{APP_ID}.desktop"
ICON_DIR = ROOT / "packaging" / "icons"
ICON_SIZES = (16, 32, 48, 64, 128, 256)


def desktop_entry() -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment, method-assign]  # keys are case-sensitive
    parser.read_string(DESKTOP_FILE.read_text(encoding="utf-8"))
    assert parser.sections() == ["Desktop Entry"]
    return dict(parser["Desktop Entry"])


def test_the_required_keys_are_there() -> None:
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Bazaar"
    for key in ("Exec", "Icon", "Comment", "Categories"):
        assert entry.get(key), f"{key} is missing or empty"
    assert entry["Terminal"] == "false"


def test_the_categories_are_a_game_list() -> None:
    categories = desktop_entry()["Categories"]
    assert categories.endswith(";")
    assert {"Game", "BoardGame"} <= set(categories.rstrip(";").split(";"))


def test_exec_runs_the_bazaar_command_of_the_project() -> None:
    entry = desktop_entry()
    program = entry["Exec"].split()[0]
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "scripts"
    ]
    assert scripts[program] == "bazaar_desktop.app:main"
    assert entry.get("TryExec", program) == program


def test_the_icon_is_the_app_id_and_exists_at_every_size() -> None:
    """The theme icon is named by the app id (the .deb installs bazaar.svg and bazaar-N.png
    under that name, tests/packaging/test_packaging_deb.py)."""
    assert desktop_entry()["Icon"] == APP_ID
    assert (ICON_DIR / "bazaar.svg").is_file()
    for size in ICON_SIZES:
        assert (ICON_DIR / f"bazaar-{size}.png").is_file(), f"bazaar-{size}.png"


def test_the_window_class_is_the_application_name(qapp: object) -> None:
    from PySide6.QtWidgets import QApplication

    from bazaar_desktop.app import make_application

    make_application(["bazaar-tests"])
    assert desktop_entry()["StartupWMClass"] == QApplication.applicationName()


def test_desktop_file_validate_accepts_it() -> None:
    validator = shutil.which("desktop-file-validate")
    if validator is None:
        pytest.skip("desktop-file-validate is not installed (apt-get install desktop-file-utils)")
    result = subprocess.run(
        [validator, str(DESKTOP_FILE)], capture_output=True, text=True, timeout=30, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "error" not in (result.stdout + result.stderr).lower()
