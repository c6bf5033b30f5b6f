"""The Debian package and the tarball of the one-folder bundle (packaging/build.py calls this).

    dist/bazaar_<version>_amd64.deb             /usr/lib/bazaar (the bundle), /usr/games/bazaar,
                                                the menu entry, icons, AppStream metainfo
    dist/bazaar-<version>-linux-x86_64.tar.gz   the bundle as bazaar-<version>/

The .deb's Depends is computed, not written by hand: every ELF file of the bundle is run
through `ldd` (with the bundle's folder on the library path, as its bootloader sets it); each
library found outside the bundle is mapped to its Debian package with `dpkg -S`. A library that
is neither in the bundle nor installed on the build machine cannot be in Depends either, so the
build stops there, and names the package to install before building again — for the xcb
platform plugin (the real window) as for every other library.
"""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
import tarfile
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
XCB_PLUGIN = "PySide6/Qt/plugins/platforms/libqxcb.so"
ICON_SIZES = (16, 32, 48, 64, 128, 256)
MAINTAINER = "Bazaar maintainers <maintainers@example.org>"  # set your own before publishing
# Libraries the kernel or the loader provide, not a package's file.
_VIRTUAL = re.compile(r"^linux-(vdso|gate)\.so")
_LDD_LINE = re.compile(r"^\s*(\S+)(?:\s+=>\s+(\S+|not found))?")


class PackageError(Exception):
    """The package cannot be built; the message says what is missing and how to fix it."""


@dataclass
class SystemLibrary:
    """A library the bundle loads from the system: where it is here (None: not installed)."""

    name: str
    path: str | None
    needed_by: set[str] = field(default_factory=set)


def is_elf(path: Path) -> bool:
    if not path.is_file() or path.is_symlink():
        return False
    with path.open("rb") as handle:
        return handle.read(4) == b"\x7fELF"


def ldd(path: Path, library_path: Path) -> list[tuple[str, str | None]]:
    """(name, resolved path or None when not found) for every library `path` loads."""
    env = dict(os.environ, LD_LIBRARY_PATH=str(library_path))
    result = subprocess.run(
        ["ldd", str(path)], env=env, capture_output=True, text=True, check=False
    )
    found = []
    for line in result.stdout.splitlines():
        match = _LDD_LINE.match(line)
        if match is None or _VIRTUAL.match(match.group(1)) or "statically linked" in line:
            continue
        name, target = match.group(1), match.group(2)
        if target is None:  # "/lib64/ld-linux-x86-64.so.2 (0x...)": the loader itself
            found.append((os.path.basename(name), name))
        else:
            found.append((name, None if target == "not found" else target))
    return found


def system_libraries(
    app_dir: Path, resolve: Callable[[Path, Path], list[tuple[str, str | None]]] = ldd
) -> dict[str, SystemLibrary]:
    """Every library a file of the bundle loads that does not come from the bundle."""
    contents = app_dir / "_internal"
    inside = str(app_dir.resolve()) + os.sep
    libraries: dict[str, SystemLibrary] = {}
    for path in sorted(p for p in app_dir.rglob("*") if is_elf(p)):
        user = path.relative_to(contents if contents in path.parents else app_dir).as_posix()
        for name, target in resolve(path, contents):
            if target is not None and os.path.realpath(target).startswith(inside):
                continue
            library = libraries.setdefault(name, SystemLibrary(name, target))
            library.needed_by.add(user)
    return libraries


def _path_candidates(path: str) -> list[str]:
    """The path and its merged-/usr twin: packages own /lib/x or /usr/lib/x, ldd says either."""
    candidates = [path, os.path.realpath(path)]
    for candidate in list(candidates):
        if candidate.startswith("/usr/"):
            candidates.append(candidate[len("/usr") :])
        else:
            candidates.append("/usr" + candidate)
    return list(dict.fromkeys(candidates))


def dpkg_package(path: str) -> str | None:
    """The Debian package that owns the library file at `path` (None when none does)."""
    for candidate in _path_candidates(path):
        result = subprocess.run(
            ["dpkg", "-S", candidate], capture_output=True, text=True, check=False
        )
        for line in result.stdout.splitlines():
            if line.startswith("diversion ") or ": " not in line:
                continue
            owners = line.split(": ", 1)[0]
            return owners.split(",")[0].strip().split(":")[0]
    return None


def debian_depends(
    libraries: dict[str, SystemLibrary],
    find_package: Callable[[str], str | None] = dpkg_package,
    package_hints: dict[str, str] | None = None,
) -> list[str]:
    """The sorted Depends for the libraries; PackageError when one cannot be covered."""
    hints = package_hints or {}
    packages, problems = set(), []
    for library in sorted(libraries.values(), key=lambda item: item.name):
        package = find_package(library.path) if library.path else None
        if package is not None:
            packages.add(package)
            continue
        users = sorted(library.needed_by)
        who = "the xcb platform plugin" if XCB_PLUGIN in users else ", ".join(users[:3])
        where = "is not installed here" if library.path is None else "belongs to no package"
        fix = f"apt-get install {hints[library.name]}" if library.name in hints else "install it"
        problems.append(
            f"{library.name} (needed by {who}) is not in the bundle and {where}, "
            f"so Depends cannot cover it: {fix}, then build again"
        )
    if problems:
        raise PackageError("\n  ".join(["the .deb would lack libraries:", *problems]))
    return sorted(packages)


def control_text(version: str, depends: Iterable[str], installed_kib: int, summary: str) -> str:
    return (
        "Package: bazaar\n"
        f"Version: {version}\n"
        "Architecture: amd64\n"
        f"Maintainer: {MAINTAINER}\n"
        f"Installed-Size: {installed_kib}\n"
        f"Depends: {', '.join(depends)}\n"
        "Section: games\n"
        "Priority: optional\n"
        f"Description: {summary}\n"
        " Basari, Jewel Bazaar and Basta!: exact rules engines, bots that never cheat,\n"
        " solo play against bots or pass-and-play at one table, and saves as JSON.\n"
        " The program is a bundle with Python and Qt inside, in /usr/lib/bazaar.\n"
    )


APP_ID = "org.example.Bazaar"  # bazaar_desktop.APP_ID (a test checks they agree)
BUNDLE = "usr/lib/bazaar"  # Debian keeps a program's private files in /usr/lib/<package>
LAUNCHER_PATH = "usr/games/bazaar"  # Section: games, so the command is in /usr/games
LAUNCHER = """#!/bin/sh
# Bazaar is installed as a one-folder bundle; start its program.
exec /usr/lib/bazaar/bazaar "$@"
"""
# The table server (docs/server.md) is the same program with --table-server first.
TARBALL_SERVER = """#!/bin/sh
# The table server of Bazaar (docs/server.md): the program beside this file, --table-server first.
exec "$(dirname "$(readlink -f "$0")")/bazaar" --table-server "$@"
"""
SERVER_LAUNCHER_PATH = "usr/games/bazaar-server"
SERVER_LAUNCHER = """#!/bin/sh
# The table server of Bazaar's bundle (docs/server.md): its program with --table-server first.
exec /usr/lib/bazaar/bazaar --table-server "$@"
"""


def _folder_kib(folder: Path) -> int:
    files = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
    return (sum(p.stat().st_size for p in files) + 1023) // 1024


def _install(source: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(source, target)
    target.chmod(0o644)


def stage_files(app_dir: Path, stage: Path, version: str) -> Path:
    """Lay out the package's files under `stage` (the future /); the staged bundle's folder.

    The bundle uses Debian's copies of the libraries Debian has (deb_files), so Depends must be
    computed from the staged bundle, not from `app_dir`."""
    if str(ROOT / "packaging") not in sys.path:  # deb_files sits beside this module
        sys.path.insert(0, str(ROOT / "packaging"))
    import deb_files

    if stage.exists():
        shutil.rmtree(stage)
    bundle = stage / BUNDLE
    shutil.copytree(app_dir, bundle, symlinks=True)
    deb_files.use_debian_libraries(bundle / "_internal", dpkg_package)
    try:
        deb_files.fix_modes_and_paths(bundle, is_elf)
    except deb_files.DebFileError as exc:
        raise PackageError(str(exc)) from exc
    launcher = stage / LAUNCHER_PATH
    launcher.parent.mkdir(parents=True)
    launcher.write_text(LAUNCHER, encoding="utf-8")
    launcher.chmod(0o755)
    server = stage / SERVER_LAUNCHER_PATH
    server.write_text(SERVER_LAUNCHER, encoding="utf-8")
    server.chmod(0o755)
    share = stage / "usr" / "share"
    packaging = ROOT / "packaging"
    _install(packaging / f"{APP_ID}.desktop", share / "applications" / f"{APP_ID}.desktop")
    _install(packaging / f"{APP_ID}.metainfo.xml", share / "metainfo" / f"{APP_ID}.metainfo.xml")
    hicolor = share / "icons" / "hicolor"
    for size in ICON_SIZES:
        source = packaging / "icons" / f"bazaar-{size}.png"
        _install(source, hicolor / f"{size}x{size}" / "apps" / f"{APP_ID}.png")
    _install(packaging / "icons" / "bazaar.svg", hicolor / "scalable" / "apps" / f"{APP_ID}.svg")
    deb_files.write_docs(stage, version, MAINTAINER)
    return bundle


def write_control(stage: Path, version: str, depends: list[str]) -> None:
    """DEBIAN/control, once every file is staged (Installed-Size counts them)."""
    (stage / "DEBIAN").mkdir(exist_ok=True)
    summary = "three bazaar trading games with strong bots"
    control = control_text(version, depends, _folder_kib(stage), summary)
    (stage / "DEBIAN" / "control").write_text(control, encoding="utf-8")
    for path in stage.rglob("*"):  # dpkg wants 0755 folders, whatever the umask was
        if path.is_dir() and not path.is_symlink():
            path.chmod(0o755)


def stage_deb(app_dir: Path, stage: Path, version: str, depends: list[str]) -> None:
    """The staged package with the given Depends (build.py computes them in between)."""
    stage_files(app_dir, stage, version)
    write_control(stage, version, depends)


def build_deb(stage: Path, out_file: Path) -> None:
    command = ["dpkg-deb", "--root-owner-group", "-Zgzip", "-z6", "--build", str(stage)]
    result = subprocess.run([*command, str(out_file)], capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise PackageError(f"dpkg-deb failed: {result.stderr.strip()}")


def build_tarball(app_dir: Path, out_file: Path, top_folder: str) -> None:
    """The bundle as `top_folder/` in a .tar.gz (owner root, as an archive for others is)."""

    def as_root(info: tarfile.TarInfo) -> tarfile.TarInfo:
        info.uid = info.gid = 0
        info.uname = info.gname = "root"
        return info

    with tarfile.open(out_file, "w:gz", compresslevel=6) as archive:
        archive.add(app_dir, arcname=top_folder, filter=as_root)
        script = TARBALL_SERVER.encode("utf-8")  # the table server, beside the program
        info = as_root(tarfile.TarInfo(f"{top_folder}/bazaar-server"))
        info.size, info.mode, info.mtime = len(script), 0o755, int(time.time())
        archive.addfile(info, io.BytesIO(script))
