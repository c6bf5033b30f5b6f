"""The wheel, built from the checkout and installed into a fresh venv, runs from anywhere.

A non-editable install once held none of `resources/` (`bazaar-sim` could not read the board,
`bazaar --smoke-test` hung on an error box) and put a package called `engine` into
site-packages. These tests build the wheel from a clean copy of the sources, compare its
contents with the source folders, install it into a temporary venv and run both commands from
`/`, so that nothing can come from the checkout.

The venv gets PySide6 from the outer one (the venv running the tests): its distributions,
PySide6-Essentials, PySide6-Addons and shiboken6, are linked in by their files (no
`--system-site-packages`, which would also expose the checkout's editable install), and pip
installs the wheel with `--no-index`, so it must find that dependency satisfied there, as it
would find it on PyPI.
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from bazaar_engine.games import GAME_IDS
from tests.bounded_run import run_bounded

ROOT = Path(__file__).resolve().parents[2]
# What the wheel is built from: the project file, the readme it names and the four packages.
SOURCES = ("pyproject.toml", "README.md", "engine", "bazaar_desktop", "bazaar_server", "resources")
# Source folder of each package, by import name (the folder is named as imported).
PACKAGE_FOLDERS = {
    "bazaar_engine": "engine/bazaar_engine",
    "bazaar_desktop": "bazaar_desktop",
    "bazaar_server": "bazaar_server",
}
RESOURCES_PACKAGE = "bazaar_resources"
# In resources/ but not loaded by the app: the translation sources (the app loads the .qm).
NOT_LOADED_SUFFIXES = (".ts", ".pyc")


def runtime_distributions(name: str = "bazaar") -> list[str]:
    """What the installed app needs, found from its metadata: Qt (PySide6-Essentials, -Addons,
    shiboken6), aiohttp and segno, and what they need in turn here (extras left out)."""
    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name

    seen: list[str] = []
    wanted = [name]
    while wanted:
        for line in importlib.metadata.requires(wanted.pop()) or []:
            requirement = Requirement(line)
            if requirement.marker is not None and not requirement.marker.evaluate({"extra": ""}):
                continue
            needed = canonicalize_name(requirement.name)
            if needed not in seen:
                seen.append(needed)
                wanted.append(needed)
    return seen


def source_files(folder: Path) -> list[str]:
    return sorted(
        path.relative_to(folder).as_posix()
        for path in folder.rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    )


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A wheel built with pip from a clean copy of the sources (no stale build/ folder)."""
    copy = tmp_path_factory.mktemp("source")
    for name in SOURCES:
        source = ROOT / name
        if source.is_dir():
            ignore = shutil.ignore_patterns("__pycache__", "*.egg-info")
            shutil.copytree(source, copy / name, ignore=ignore)
        else:
            shutil.copy2(source, copy / name)
    out = tmp_path_factory.mktemp("wheel")
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), "."]
    subprocess.run(command, cwd=copy, check=True, timeout=900)
    (built,) = out.glob("bazaar-*.whl")
    return built


def wheel_names(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


def test_the_wheel_holds_only_distinctive_top_level_packages(wheel: Path) -> None:
    top_level = {name.split("/")[0] for name in wheel_names(wheel)}
    packages = {name for name in top_level if not name.endswith(".dist-info")}
    assert packages == {"bazaar_engine", "bazaar_desktop", "bazaar_server", RESOURCES_PACKAGE}
    assert "engine" not in top_level and "resources" not in top_level


def test_the_wheel_holds_every_module_and_every_file_the_app_loads(wheel: Path) -> None:
    names = wheel_names(wheel)
    expected = [
        f"{package}/{name}"
        for package, folder in PACKAGE_FOLDERS.items()
        for name in source_files(ROOT / folder)
        if name.endswith(".py")
    ]
    expected += [
        f"{RESOURCES_PACKAGE}/{name}"
        for name in source_files(ROOT / "resources" / RESOURCES_PACKAGE)
        if not name.endswith(NOT_LOADED_SUFFIXES)
    ]
    missing = [name for name in expected if name not in names]
    assert missing == []
    # The boards, charts, decks, fonts, translations, rules pages and art, each kind present.
    for pattern in ("json", "ttf", "qm", "html", "svg"):
        assert any(name.endswith(f".{pattern}") for name in expected), pattern


def link_qt_into(venv_python: Path) -> None:
    """Make what the app needs (from the venv running the tests: Qt, aiohttp, segno…)
    importable in the new venv, so the wheel installs from nothing but itself."""
    site = subprocess.run(
        [str(venv_python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    for name in runtime_distributions():
        distribution = importlib.metadata.distribution(name)
        home = Path(str(distribution.locate_file("")))
        entries = {str(file).split("/")[0] for file in distribution.files or []}
        for entry in sorted(entries - {".."}):
            if not (Path(site) / entry).exists():  # Essentials and Addons share PySide6/
                (Path(site) / entry).symlink_to(home / entry)


def run_installed(
    venv: Path, *command: str, home: Path, **extra: str
) -> subprocess.CompletedProcess[str]:
    """Run a command of the venv from `/`, with no trace of the checkout in the environment."""
    env = {
        "PATH": f"{venv / 'bin'}:/usr/bin:/bin",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / "config"),
        "XDG_DATA_HOME": str(home / "data"),
        "XDG_CACHE_HOME": str(home / "cache"),
        "LANG": "C.UTF-8",
        "QT_QPA_PLATFORM": "offscreen",
        **extra,
    }
    return run_bounded(
        [str(venv / "bin" / command[0]), *command[1:]], cwd="/", env=env, timeout=300
    )


FIND_EVERYTHING = """
import importlib.util, json
import bazaar_engine, bazaar_desktop, bazaar_resources
from PySide6.QtCore import QCoreApplication, QTranslator
from bazaar_desktop.appearance.resources import art_path, font_files, rules_text
from bazaar_desktop.services.i18n import i18n_dir
from bazaar_engine.core.resources import resources_dir
from bazaar_engine.games import GAME_IDS

app = QCoreApplication([])
translators = {lang: QTranslator() for lang in ("es", "de")}
print(json.dumps({
    "modules": [m.__file__ for m in (bazaar_engine, bazaar_desktop, bazaar_resources)],
    "generic": [n for n in ("engine", "resources") if importlib.util.find_spec(n)],
    "resources": str(resources_dir()),
    "fonts": [p.name for p in font_files()],
    "art": [art_path(n).is_file() for n in ("bazaar-icon.svg", "welcome-arches.svg")],
    "rules": {lang: [bool(rules_text(page, lang)) for page in ("app", *GAME_IDS)]
              for lang in ("en", "es", "de")},
    "translations": {lang: t.load(f"bazaar_{lang}", str(i18n_dir()))
                     for lang, t in translators.items()},
}))
"""


@pytest.fixture(scope="module")
def installed(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with the wheel installed (pip --no-index: every dependency is satisfied)."""
    venv = tmp_path_factory.mktemp("installed") / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    link_qt_into(venv / "bin" / "python")
    pip = [sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python")]
    subprocess.run([*pip, "install", "-q", "--no-index", str(wheel)], check=True, timeout=600)
    return venv


def test_the_installed_packages_and_data_come_from_the_venv(
    installed: Path, tmp_path: Path
) -> None:
    result = run_installed(installed, "python", "-c", FIND_EVERYTHING, home=tmp_path)
    assert result.returncode == 0, result.stderr
    found = json.loads(result.stdout)
    site = str(installed.resolve())
    assert all(os.path.realpath(path).startswith(site) for path in found["modules"])
    assert found["generic"] == []  # no `engine` or `resources` importable
    assert found["resources"].startswith(str(installed))
    assert "DejaVuSans.ttf" in found["fonts"]
    assert found["art"] == [True, True]
    assert found["rules"] == {lang: [True] * (1 + len(GAME_IDS)) for lang in ("en", "es", "de")}
    assert found["translations"] == {"es": True, "de": True}


def test_the_installed_simulator_plays_every_game_from_anywhere(
    installed: Path, tmp_path: Path
) -> None:
    for game, seats in (("basari", 3), ("jewels", 3), ("basta", 2)):
        command = ["run", "--game", game, "--seats", ",".join(["random"] * seats)]
        result = run_installed(
            installed,
            "bazaar-sim",
            *command,
            "--games",
            "2",
            "--seed",
            "1",
            "--json",
            home=tmp_path,
        )
        assert result.returncode == 0, result.stderr
        assert json.loads(result.stdout)


def test_the_installed_app_passes_its_smoke_test_from_anywhere(
    installed: Path, tmp_path: Path, audio_device: dict[str, str]
) -> None:
    """... and loads its sounds from the wheel on a real audio device (PulseAudio's null sink,
    when pulseaudio is installed: CI installs it)."""
    out_dir = tmp_path / "smoke"
    sound = {key: audio_device[key] for key in ("PULSE_SERVER", "XDG_RUNTIME_DIR") if audio_device}
    result = run_installed(
        installed, "bazaar", "--smoke-test", str(out_dir), home=tmp_path, **sound
    )
    assert result.returncode == 0, result.stderr
    if audio_device:
        assert "sounds: 11 of 11 ready" in result.stdout
    assert "Cannot open" not in result.stderr  # every picture the window draws was found
    for game in GAME_IDS:  # the smoke test plays every registered game
        assert (out_dir / f"{game}-end.png").stat().st_size > 10_000
