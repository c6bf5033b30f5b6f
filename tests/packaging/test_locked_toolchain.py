"""The toolchain is locked: CI, the README's test command and the packaging build install every
Python package from requirements/dev.lock, exact versions with hashes, so a release upstream
cannot change what a fresh machine runs. The lock must still honour pyproject.toml's ranges
(users install from those), hold every package they name, and hash every pin.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from packaging.version import Version

ROOT = Path(__file__).resolve().parents[2]
LOCK = ROOT / "requirements" / "dev.lock"
LOCKED_EXTRAS = ("test", "package", "server")
INSTALL_FROM_LOCK = "pip install --require-hashes -r requirements/dev.lock"
EDITABLE_WITHOUT_FETCHING = "pip install --no-build-isolation --no-deps -e ."


def locked_pins(text: str) -> dict[str, tuple[Version, int]]:
    """Each pinned package's version and how many hashes follow its line."""
    pins: dict[str, tuple[Version, int]] = {}
    name = ""
    for line in text.splitlines():
        pin = re.match(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==(\S+)", line)
        if pin:
            name = canonicalize_name(pin.group(1))
            pins[name] = (Version(pin.group(2)), 0)
        elif "--hash=sha256:" in line and name:
            version, hashes = pins[name]
            pins[name] = (version, hashes + 1)
    return pins


def declared_requirements() -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    names = list(project["dependencies"])
    for extra in LOCKED_EXTRAS:
        names += project["optional-dependencies"][extra]
    build = (ROOT / "requirements" / "build.in").read_text(encoding="utf-8")
    names += [line for line in build.splitlines() if line and not line.startswith("#")]
    return [Requirement(name) for name in names]


def test_every_declared_package_is_pinned_within_its_range_and_hashed() -> None:
    pins = locked_pins(LOCK.read_text(encoding="utf-8"))
    assert len(pins) > 30
    for requirement in declared_requirements():
        name = canonicalize_name(requirement.name)
        assert name in pins, f"{requirement.name} is declared but not in the lock"
        version, _ = pins[name]
        assert requirement.specifier.contains(version, prereleases=True), (
            f"the lock's {name} {version} is outside pyproject.toml's {requirement.specifier}"
        )
    unhashed = [name for name, (_, hashes) in pins.items() if hashes == 0]
    assert not unhashed, f"pinned without a hash: {unhashed}"


def test_the_lock_pins_nothing_twice_and_no_range() -> None:
    lines = [line for line in LOCK.read_text(encoding="utf-8").splitlines() if line[:1].isalnum()]
    names = [canonicalize_name(re.split(r"[=<>~!\[ ;]", line, maxsplit=1)[0]) for line in lines]
    assert len(names) == len(set(names))
    assert all("==" in line for line in lines), [line for line in lines if "==" not in line]


def test_ci_and_the_readme_install_from_the_lock_only() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    test_command = next(line for line in readme.splitlines() if "python -m pytest" in line)
    for text in (ci, test_command):
        assert INSTALL_FROM_LOCK in text
        assert EDITABLE_WITHOUT_FETCHING in text
    # No other pip install in CI: each would fetch whatever is newest.
    commands = [line for line in ci.splitlines() if not line.lstrip().startswith("#")]
    installs = re.findall(r"pip install[^\n&]*", "\n".join(commands))
    strays = [cmd for cmd in installs if "-r requirements/" not in cmd and "--no-deps" not in cmd]
    assert not strays, strays
