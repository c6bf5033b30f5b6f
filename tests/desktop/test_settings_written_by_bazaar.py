"""The settings file is read and written by Bazaar itself, never by QSettings: a value stored
as a Python object is never unpickled however its ``@`` is spelled (the file's other settings
are kept), a link planted in the file's place while Bazaar writes is never written through,
and a lock left by another computer or held by a live program never freezes the window."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from desktop_support import next_turn, wait_for
from PySide6.QtCore import QSettings
from test_files_hold import pickled_value, said
from test_planted_links import untouched

from bazaar_desktop.app import make_application
from bazaar_desktop.services.ini_text import read_ini
from bazaar_desktop.services.settings_store import WRITE_LOCK_SUFFIX, SettingsStore
from bazaar_desktop.window.main_window import MainWindow

pytestmark = pytest.mark.skipif(os.name != "posix", reason="links, flock")
victim = __import__("test_planted_links").victim  # a fixture: someone's file elsewhere

# A harmless object as QSettings stores it: a QVariant holding the int 5 (type 2).
INT_FIVE = "Variant(\\0\\0\\0\\x2\\0\\0\\0\\x5)"
AT_SPELLINGS = {
    "plain": "@",
    "hex": "\\x40",
    "long hex": "\\x0040",
    "octal": "\\100",
    "long octal": "\\0100",
}


def spelled(at: str, rest: str) -> dict[str, str]:
    """The ways one object value can be written in the file, with its `@` spelled `at`."""
    return {
        "alone": at + rest,
        "quoted": f'"{at}{rest}"',
        "letters escaped": at + "\\126" + rest[1:],  # V in octal
        "in a list": f"a, {at}{rest}",
    }


@pytest.mark.parametrize("at", list(AT_SPELLINGS))
def test_every_spelling_qsettings_reads_as_an_object_is_judged_one(tmp_path: Path, at: str) -> None:
    make_application(["bazaar-tests"])
    for form, value in spelled(AT_SPELLINGS[at], INT_FIVE).items():
        path = tmp_path / f"{form}.ini"
        path.write_text(f"[General]\ntheme=dark\nodd={value}\n", encoding="utf-8")
        read_by_qt = QSettings(str(path), QSettings.Format.IniFormat).value("odd")
        assert 5 in (read_by_qt if isinstance(read_by_qt, list) else [read_by_qt]), form
        read = read_ini(path.read_text(encoding="utf-8"))  # as Bazaar reads it
        assert read.objects == ["odd"] and read.values == {"theme": "dark"}, form


class Planted:
    """Unpickling it makes a folder: the proof that something was unpickled."""

    def __init__(self, proof: Path) -> None:
        self.proof = proof

    def __reduce__(self) -> tuple[Any, ...]:
        return (os.mkdir, (str(self.proof),))


@pytest.mark.parametrize("at", list(AT_SPELLINGS))
def test_a_pickled_setting_is_ignored_said_and_the_other_settings_kept(
    qtbot: Any, tmp_path: Path, at: str
) -> None:
    proof = tmp_path / "made-by-unpickling"
    ini = tmp_path / "settings.ini"
    value = pickled_value(pickle.dumps(Planted(proof))).replace("@", AT_SPELLINGS[at], 1)
    ini.write_text(f"[General]\ntheme=dark\nconfirm_quit=false\nseat={value}\n", "utf-8")
    window = MainWindow(SettingsStore(ini), animations=False)  # no "Failed to deserialize"
    qtbot.addWidget(window)
    window.show()
    window.offer_resume()
    said(qtbot, window, "The setting seat held a value stored as a program object")
    assert (window.app_settings.theme, window.app_settings.confirm_quit) == ("dark", False)
    assert window.settings.value("seat") is None and not proof.exists()
    window.settings.setValue("recent_files", ["a"])  # a write: the object is gone from the file
    wait_for(qtbot, lambda: "recent_files" in ini.read_text(encoding="utf-8"))
    assert read_ini(ini.read_text(encoding="utf-8")).values == {
        "theme": "dark",
        "confirm_quit": "false",
        "recent_files": "a",
    }
    assert not proof.exists() and not list(tmp_path.glob("*.damaged-*"))


PLANTER = """
import os, sys
ini, victim, stop = sys.argv[1:]
planted = 0
while not os.path.exists(stop):
    try:
        os.unlink(ini)
    except OSError:
        pass
    try:
        os.symlink(victim, ini)
        planted += 1
    except OSError:
        pass
print(planted)
"""


def test_links_planted_as_fast_as_a_program_can_while_bazaar_writes_are_never_followed(
    qtbot: Any, tmp_path: Path, victim: Path
) -> None:
    ini = tmp_path / "settings.ini"
    store = SettingsStore(ini)
    window = MainWindow(store, animations=False)
    qtbot.addWidget(window)
    notes: list[str] = []
    store.file_note.connect(notes.append)
    stop = tmp_path / "stop"
    planter = subprocess.Popen(
        [sys.executable, "-c", PLANTER, str(ini), str(victim), str(stop)],
        stdout=subprocess.PIPE,
        text=True,
    )

    def met() -> bool:
        return any("was a link" in note for note in notes)

    write = 0
    try:
        # Write until a write has met a planted link (how soon depends on the scheduler:
        # on a busy machine the planter may lose every race for hundreds of writes).
        while write < 300 or (not met() and write < 20_000):
            window.app_settings.set_confirm_quit(write % 2 == 0)  # written at once
            window.settings.setValue("recent_files", [f"game {write}"])  # QSettings's delayed
            next_turn(qtbot)
            assert untouched(victim), write
            write += 1
    finally:
        stop.touch()
        planted = int(planter.communicate(timeout=30)[0])
    assert planted > 0 and met(), f"{planted} links planted in {write} writes"  # the race ran
    assert untouched(victim)
    flipped = not window.app_settings.confirm_quit  # a change, so a write
    window.app_settings.set_confirm_quit(flipped)  # and with the planter gone, written as ever
    assert not ini.is_symlink()
    assert f"confirm_quit={str(flipped).lower()}" in ini.read_text(encoding="utf-8")
    print(f"{planted} links planted during {write} writes, none followed")


# --- locks ---------------------------------------------------------------------------------------
LOCK_KEEPER = """
import os, socket, sys, time
lock, ready = sys.argv[1:]
if not open(lock).read():  # its own: a live program, named as QLockFile finds it named
    name = os.path.basename(os.readlink("/proc/self/exe"))
    open(lock, "w").write(f"{os.getpid()}\\n{name}\\n{socket.gethostname()}\\n")
open(ready, "w").close()
while True:
    os.utime(lock)  # as a live lock is: never old enough to be judged stale
    time.sleep(0.2)
"""

FLOCK_HOLDER = """
import fcntl, os, sys, time
lock, ready = sys.argv[1:]
fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o600)
fcntl.flock(fd, fcntl.LOCK_EX)
open(ready, "w").close()
time.sleep(600)
"""


def run_beside(tmp_path: Path, code: str, path: Path) -> Iterator[None]:
    """Run `code` in another program until the one pass of the caller's loop is done."""
    ready = tmp_path / "ready"
    process = subprocess.Popen([sys.executable, "-c", code, str(path), str(ready)])
    try:
        while not ready.exists():
            assert process.poll() is None
            next_turn_soon()
        yield
    finally:
        process.kill()
        process.wait()


def next_turn_soon() -> None:
    import time

    time.sleep(0.05)


LEFTOVER_LOCKS = {
    "another computer's": "12345\nbazaar\nanother-computer.example\n",
    "a live program's of the same name": "",  # written by the program (LOCK_KEEPER)
}


@pytest.mark.timeout(60)  # QSettings waited 32 s, and forever for one kept fresh
@pytest.mark.parametrize("kind", list(LEFTOVER_LOCKS))
def test_a_leftover_settings_lock_is_never_waited_for(
    qtbot: Any, tmp_path: Path, kind: str
) -> None:
    ini = tmp_path / "settings.ini"
    lock = tmp_path / "settings.ini.lock"  # QSettings's lock (a QLockFile)
    lock.write_text(LEFTOVER_LOCKS[kind], encoding="utf-8")
    window = MainWindow(SettingsStore(ini), animations=False)
    qtbot.addWidget(window)
    for _ in run_beside(tmp_path, LOCK_KEEPER, lock):
        text = lock.read_text(encoding="utf-8")
        window.app_settings.set_theme("dark")  # QSettings waited here before the window went on
        window.settings.setValue(
            "last_game", "basta"
        )  # as the first game does: QSettings's delayed write
        wait_for(qtbot, lambda: "last_game=basta" in ini.read_text(encoding="utf-8"))
        assert "theme=dark" in ini.read_text(encoding="utf-8")
    assert lock.read_text(encoding="utf-8") == text  # not Bazaar's: left as it was


@pytest.mark.timeout(60)
def test_a_write_lock_held_by_a_stuck_program_is_given_up_and_said(
    qtbot: Any, tmp_path: Path
) -> None:
    ini = tmp_path / "settings.ini"
    window = MainWindow(SettingsStore(ini), animations=False)
    qtbot.addWidget(window)
    window.show()
    lock = ini.with_name(ini.name + WRITE_LOCK_SUFFIX)
    for _ in run_beside(tmp_path, FLOCK_HOLDER, lock):
        window.app_settings.set_theme("dark")
        assert "theme=dark" in ini.read_text(encoding="utf-8")
        said(qtbot, window, "Another program holds the lock of the settings file")
        window.app_settings.set_theme("light")  # said once, written again
        assert "theme=light" in ini.read_text(encoding="utf-8")
