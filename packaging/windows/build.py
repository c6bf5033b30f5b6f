"""Build Bazaar for Windows on this Linux machine, under Wine: dist/Bazaar-<version>-setup.exe.

    python packaging/windows/build.py            # build, package, smoke-test (docs/packaging.md)

Steps: a Wine prefix and a Windows CPython whose binaries are verified as the Python Software
Foundation's (toolchain.py; cached in build/windows/); the wheels of requirements/windows.lock
installed into it offline, hashes required; PyInstaller for Windows with packaging/bazaar.spec
(bazaar.exe windowed, bazaar-server.exe a console program beside it) into build/windows/dist/;
the bundle checked; NSIS makes the per-user installer; then, unless --no-smoke, the installer's
smoke test in a fresh prefix (wine_smoke.py). Figures are printed; exit status 0 only when
every step passed. Needs: apt-get install wine64 nsis osslsigncode.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

import toolchain
import windows_resources
import wine_smoke
from toolchain import ToolchainError, log, run_wine, windows_path

ROOT = toolchain.ROOT
WORK = toolchain.WORK
BUILD_PREFIX = WORK / "prefix"
APP_DIR = WORK / "dist" / "bazaar"
DIST = ROOT / "dist"
LINUX_BUNDLE = DIST / "bazaar"  # packaging/build.py's, for the size comparison
INSTALLER_LIMIT = 80_000_000

# Relative to the bundle's _internal/: what the Windows program cannot run (or look right)
# without.
REQUIRED_FILES = (
    "PySide6/plugins/platforms/qwindows.dll",
    "PySide6/plugins/platforms/qoffscreen.dll",
    "PySide6/plugins/styles/qmodernwindowsstyle.dll",
    "PySide6/plugins/imageformats/qsvg.dll",
    "PySide6/plugins/iconengines/qsvgicon.dll",
    "PySide6/QtSvg.pyd",
    "PySide6/QtSvgWidgets.pyd",
    "PySide6/QtMultimedia.pyd",
    "PySide6/QtNetwork.pyd",
    "PySide6/translations/qtbase_de.qm",
    "PySide6/translations/qtbase_es.qm",
)
# File-name prefixes of what the spec must leave out of the Windows bundle.
FORBIDDEN_PREFIXES = (
    "Qt63D",
    "Qt6Pdf",
    "Qt6Qml",
    "Qt6Quick",
    "Qt6WebEngine",
    "QtQml",
    "QtQuick",
    "avcodec",
    "avformat",
    "ffmpegmediaplugin",
    "windowsmediaplugin",
    "opengl32sw",
    "icudtl",
    "qtwebengine",
)


def run_pyinstaller(python_dir: Path) -> float:
    started = time.perf_counter()
    log("PyInstaller for Windows (under Wine)")
    result = run_wine(
        BUILD_PREFIX,
        [
            windows_path(python_dir / "python.exe"),
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            windows_path(APP_DIR.parent),
            "--workpath",
            windows_path(WORK / "pyinstaller"),
            windows_path(ROOT / "packaging" / "bazaar.spec"),
        ],
        timeout=5400,
    )
    if result.returncode != 0:
        raise ToolchainError(f"PyInstaller failed under Wine:\n{result.stdout[-5000:]}")
    warnings = [line for line in result.stdout.splitlines() if "WARNING" in line]
    print("\n".join(warnings[-20:]))
    return time.perf_counter() - started


def bundle_problems(app_dir: Path = APP_DIR) -> list[str]:
    """What is wrong with the Windows bundle: programs, resources, Qt plugins, unused Qt."""
    contents = app_dir / "_internal"
    problems = [
        f"{name} was not built"
        for name in ("bazaar.exe", "bazaar-server.exe")
        if not (app_dir / name).is_file()
    ]
    resources = ROOT / "resources" / "bazaar_resources"
    for source in sorted(path for path in resources.rglob("*") if path.is_file()):
        relative = source.relative_to(resources)
        if (
            "__pycache__" not in relative.parts
            and not (contents / "bazaar_resources" / relative).is_file()
        ):
            problems.append(f"bazaar_resources/{relative.as_posix()} is missing from the bundle")
    problems += [
        f"{name} is missing from the bundle"
        for name in REQUIRED_FILES
        if not (contents / name).is_file()
    ]
    problems += [
        f"{path.relative_to(app_dir)} is bundled but the app does not use it"
        for path in contents.rglob("*")
        if path.name.startswith(FORBIDDEN_PREFIXES)
    ]
    return problems


def folder_size(folder: Path) -> tuple[int, int]:
    files = [path for path in folder.rglob("*") if path.is_file() and not path.is_symlink()]
    return sum(path.stat().st_size for path in files), len(files)


def make_installer(app_dir: Path = APP_DIR) -> Path:
    version = windows_resources.project_version()
    installer = DIST / f"Bazaar-{version}-setup.exe"
    DIST.mkdir(exist_ok=True)
    icon = windows_resources.write_icon(WORK / "bazaar.ico")
    size, _files = folder_size(app_dir)
    numbers = ".".join(map(str, windows_resources.version_numbers(version)))
    command = [
        "makensis",
        "-V2",
        "-INPUTCHARSET",
        "UTF8",
        f"-DVERSION={version}",
        f"-DVERSION4={numbers}",
        f"-DSOURCE={app_dir}",
        f"-DICON={icon}",
        f"-DOUTFILE={installer}",
        f"-DSIZE_KB={size // 1024}",
        str(ROOT / "packaging" / "windows" / "installer.nsi"),
    ]
    log("NSIS: the installer")
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise ToolchainError(f"makensis failed:\n{result.stdout[-3000:]}{result.stderr[-2000:]}")
    return installer


def smoke_test(installer: Path) -> None:
    prefix = wine_smoke.fresh_prefix(WORK)
    program = wine_smoke.install(prefix, installer)
    size, files = wine_smoke.installed_size(program)
    print(f"installed: {size / 1e6:.1f} MB in {files} files")
    if LINUX_BUNDLE.is_dir():
        linux_size, linux_files = folder_size(LINUX_BUNDLE)
        print(f"Linux bundle dist/bazaar: {linux_size / 1e6:.1f} MB in {linux_files} files")
    with tempfile.TemporaryDirectory(prefix="bazaar-wine-smoke-") as temp:
        out_dir = WORK / "smoke-pictures"
        shutil.rmtree(out_dir, ignore_errors=True)
        seconds, pictures = wine_smoke.play_smoke_test(prefix, program, out_dir)
        names = ", ".join(p.name for p in pictures)
        print(f"smoke test of the installed bazaar.exe: passed in {seconds:.0f} s; {names}")
        with wine_smoke.table_server(prefix, program, Path(temp) / "tables.sqlite3") as url:
            log(f"bazaar-server.exe listens on {url}; the Linux client plays on it")
            wine_smoke.play_on_server(url)
        log("a game on bazaar-server.exe was played to its end by the Linux client")
    wine_smoke.uninstall(prefix, program)
    wine_smoke.uninstall(prefix, wine_smoke.install(prefix, installer), purge=True)


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--no-build", action="store_true", help="package the bundle as it is")
    parser.add_argument("--no-smoke", action="store_true", help="skip the Wine smoke test")
    return parser.parse_args(list(argv))


def build(no_build: bool) -> None:
    toolchain.require_tools()
    if not no_build:
        python_dir = toolchain.prepare_interpreter()
        toolchain.make_prefix(BUILD_PREFIX)
        toolchain.install_wheels(BUILD_PREFIX, python_dir)
        print(f"PyInstaller build: {run_pyinstaller(python_dir):.0f} s")
    problems = bundle_problems()
    if problems:
        raise ToolchainError("the Windows bundle is not right:\n  " + "\n  ".join(problems))
    size, files = folder_size(APP_DIR)
    print(f"bundle: {APP_DIR.relative_to(ROOT)}: {size / 1e6:.1f} MB in {files} files")


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_arguments(sys.argv[1:] if argv is None else argv)
    started = time.perf_counter()
    try:
        build(args.no_build)
        installer = make_installer()
        installer_size = installer.stat().st_size
        print(f"installer: {installer.relative_to(ROOT)}: {installer_size / 1e6:.1f} MB")
        if installer_size > INSTALLER_LIMIT:
            raise ToolchainError(f"the installer is over {INSTALLER_LIMIT / 1e6:.0f} MB")
        if not args.no_smoke:
            smoke_test(installer)
    except (ToolchainError, OSError, subprocess.SubprocessError) as exc:
        print(f"packaging/windows/build.py: error: {exc}", file=sys.stderr)
        return 1
    print(f"packaging/windows/build.py: done in {(time.perf_counter() - started) / 60:.1f} min")
    return 0


if __name__ == "__main__":
    sys.exit(main())
