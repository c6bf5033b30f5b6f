"""The Windows installer's smoke test under Wine, as a player's machine would see it.

In a fresh Wine prefix: the installer installs silently (/S); the Start-menu entry, the
uninstaller's entry and the "Open with" entry for saves are there; the installed bazaar.exe
plays its bots-only games offscreen (--smoke-test) and writes its pictures; the installed
bazaar-server.exe serves a table on which the Linux client (packaging/server_smoke.py) plays a
Basta! game against its bot to the end; the uninstaller (/S) removes the program, its entries
and keys, and leaves the player's data (%APPDATA%/Bazaar) where it was.
"""

from __future__ import annotations

import re
import select
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import toolchain
from toolchain import ToolchainError, log, run_wine, windows_path, wine_environment

SMOKE_TIMEOUT_S = 1800  # three games under Wine on two shared cores
SERVER_START_S = 180


def fresh_prefix(work: Path, name: str = "prefix-smoke") -> Path:
    """A prefix as a new Windows account has it: a copy of one made once by wineboot."""
    template = work / "prefix-fresh"
    toolchain.make_prefix(template)
    prefix = work / name
    shutil.rmtree(prefix, ignore_errors=True)
    shutil.copytree(template, prefix, symlinks=True)
    # Offscreen: Wine 8 cannot show Qt's native window (it exits after a failed WinRT look-up).
    toolchain.set_user_environment(prefix, "QT_QPA_PLATFORM", "offscreen")
    return prefix


def wait_for_prefix(prefix: Path) -> None:
    """Until every program of the prefix has exited (NSIS's uninstaller runs from a copy of
    itself, so its own process ends at once)."""
    subprocess.run(
        ["/usr/lib/wine/wineserver", "-w"], env=wine_environment(prefix), timeout=600, check=False
    )


def end_prefix(prefix: Path) -> None:
    subprocess.run(["/usr/lib/wine/wineserver", "-k"], env=wine_environment(prefix), check=False)


def user_folder(prefix: Path) -> Path:
    users = [p for p in (prefix / "drive_c" / "users").iterdir() if p.name != "Public"]
    if len(users) != 1:
        raise ToolchainError(f"the Wine prefix has {len(users)} user folders, not one")
    return users[0]


def start_menu_entry(home: Path) -> Path:
    return home / "AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Bazaar.lnk"


def install(prefix: Path, installer: Path) -> Path:
    started = time.perf_counter()
    result = run_wine(prefix, [windows_path(installer), "/S"], timeout=900)
    wait_for_prefix(prefix)
    home = user_folder(prefix)
    program = home / "AppData" / "Local" / "Programs" / "Bazaar"
    if result.returncode != 0 or not (program / "bazaar.exe").is_file():
        raise ToolchainError(f"the silent install put no bazaar.exe in {program}: {result.stdout}")
    log(f"installed silently in {time.perf_counter() - started:.0f} s: {program}")
    missing = [
        str(path.relative_to(prefix))
        for path in (
            program / "bazaar-server.exe",
            program / "Uninstall.exe",
            start_menu_entry(home),
        )
        if not path.is_file()
    ]
    registry = (prefix / "user.reg").read_text(encoding="utf-8", errors="replace")
    for key in (
        r"Software\\Microsoft\\Windows\\CurrentVersion\\Uninstall\\Bazaar",
        r"Software\\Classes\\Bazaar.SavedGame\\shell\\open\\command",
        r"Software\\Classes\\.json\\OpenWithProgids",
    ):
        if f"[{key}]".lower() not in registry.lower():
            missing.append(f"HKCU\\{key}")
    if missing:
        raise ToolchainError("the installer left out: " + ", ".join(missing))
    return program


def installed_size(program: Path) -> tuple[int, int]:
    files = [path for path in program.rglob("*") if path.is_file()]
    return sum(path.stat().st_size for path in files), len(files)


def play_smoke_test(prefix: Path, program: Path, out_dir: Path) -> tuple[float, list[Path]]:
    """The installed bazaar.exe --smoke-test OUT_DIR, offscreen (fresh_prefix)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    env = wine_environment(prefix)
    started = time.perf_counter()
    result = run_wine(
        prefix,
        [windows_path(program / "bazaar.exe"), "--smoke-test", windows_path(out_dir)],
        timeout=SMOKE_TIMEOUT_S,
        env=env,
        cwd=out_dir,
    )
    seconds = time.perf_counter() - started
    pictures = sorted(out_dir.glob("*.png"))
    if result.returncode != 0 or not pictures or any(p.stat().st_size == 0 for p in pictures):
        raise ToolchainError(
            f"bazaar.exe --smoke-test failed (exit status {result.returncode}, "
            f"{len(pictures)} pictures): {result.stdout[-3000:]}"
        )
    return seconds, pictures


@contextmanager
def table_server(prefix: Path, program: Path, store: Path) -> Iterator[str]:
    """The installed bazaar-server.exe on a free port; yields its ws:// address."""
    command = [
        str(toolchain.WINE),
        windows_path(program / "bazaar-server.exe"),
        "--port",
        "0",
        "--store",
        windows_path(store),
    ]
    server = subprocess.Popen(
        command,
        env=wine_environment(prefix),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        errors="replace",
    )
    try:
        yield _listening_address(server)
    finally:
        server.terminate()
        end_prefix(prefix)
        server.wait(timeout=60)
    said = _rest_of_output(server)
    if BOTS_IN_THREADS in said:  # it played, but the program's worker processes failed
        raise ToolchainError("bazaar-server.exe's bots did not think in processes: " + said)


BOTS_IN_THREADS = "bots think in threads"  # bazaar_server/bots/pool.py's line when workers fail


def _rest_of_output(server: subprocess.Popen[str]) -> str:
    """What the ended server wrote after its address (its pipe closed with the prefix)."""
    assert server.stdout is not None
    lines: list[str] = []
    deadline = time.monotonic() + 30
    while (left := deadline - time.monotonic()) > 0:
        ready, _, _ = select.select([server.stdout], [], [], left)
        line = server.stdout.readline() if ready else ""
        if not line:
            break
        lines.append(line)
    return "".join(lines)[-2000:]


def _listening_address(server: subprocess.Popen[str]) -> str:
    """The address the server prints; ToolchainError when it prints none in time (a server
    that prints nothing must not hold the build: the pipe is polled, not read blindly)."""
    assert server.stdout is not None
    seen: list[str] = []
    deadline = time.monotonic() + SERVER_START_S
    while (left := deadline - time.monotonic()) > 0:
        ready, _, _ = select.select([server.stdout], [], [], left)
        line = server.stdout.readline() if ready else ""
        if not line:
            break
        seen.append(line)
        found = re.match(r"listening on (ws://\S+)", line)
        if found:
            return found.group(1)
    raise ToolchainError("bazaar-server.exe did not listen: " + "".join(seen)[-2000:])


def play_on_server(address: str) -> None:
    """The Linux client code plays a Basta! game on the Windows server to its end."""
    script = toolchain.ROOT / "packaging" / "server_smoke.py"
    result = subprocess.run(
        [sys.executable, str(script), address], timeout=600, check=False, cwd=toolchain.ROOT
    )
    if result.returncode != 0:
        raise ToolchainError(f"a game on bazaar-server.exe ({address}) failed")


def uninstall(prefix: Path, program: Path, purge: bool = False) -> None:
    """Uninstall.exe /S: the program, its Start-menu entry and registry keys go; the player's
    data (here a statistics file put there first) stays, unless /PURGE asks it gone too."""
    home = user_folder(prefix)
    data = home / "AppData" / "Roaming" / "Bazaar" / "Bazaar" / "statistics-kept.txt"
    data.parent.mkdir(parents=True, exist_ok=True)
    data.write_text("a player's statistics\n")
    arguments = ["/S", "/PURGE"] if purge else ["/S"]
    run_wine(prefix, [windows_path(program / "Uninstall.exe"), *arguments], timeout=600)
    wait_for_prefix(prefix)
    left = [str(p) for p in (program, start_menu_entry(home)) if p.exists()]
    registry = (prefix / "user.reg").read_text(encoding="utf-8", errors="replace").lower()
    if "bazaar.savedgame" in registry or "currentversion\\\\uninstall\\\\bazaar]" in registry:
        left.append("HKCU registry keys")
    if left:
        raise ToolchainError("the uninstaller left: " + ", ".join(left))
    if data.is_file() == purge:
        raise ToolchainError(
            "Uninstall.exe /S /PURGE left the player's data"
            if purge
            else "the uninstaller removed the player's data without being asked"
        )
    kept = "removed as asked (/PURGE)" if purge else "kept"
    log(f"uninstalled: program, Start-menu entry and keys gone; the player's data {kept}")
