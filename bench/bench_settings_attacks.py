"""The settings file under attack, measured from outside through the window's own settings
(`MainWindow(QSettings(INI))`, `app_settings`), so the same script measures any version:

- links: a program plants a link to a victim file in the settings file's place as fast as it
  can while the window writes a setting `--writes` times; counts the writes that reached the
  victim (it is restored after each);
- a leftover lock naming another computer (kept fresh, as a live one is), and one naming a
  live program of the same name: the seconds one setting's write takes;
- a write lock held by a stuck program (flock, this version's lock): the same;
- a pickled setting, its `@` spelled five ways: does the window start, keep the file's other
  settings (theme=dark) and leave the pickle unpickled?

    python bench/bench_settings_attacks.py [--writes 300] [--root CHECKOUT]

Each case runs in a process of its own, stopped after 90 s. Copy the figures into
docs/desktop.md.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CASE = r"""
import json, os, pickle, socket, subprocess, sys, time
from pathlib import Path
case, folder, writes = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
os.environ["XDG_CONFIG_HOME"] = str(folder / "config")
os.environ["XDG_DATA_HOME"] = str(folder / "data")
from bazaar_desktop.app import make_application
app = make_application(["bazaar-bench"])
from PySide6.QtCore import QCoreApplication, QSettings
from bazaar_desktop.window.main_window import MainWindow
ini = folder / "settings.ini"
victim = folder / "victim.txt"
victim.write_text("untouched")

def window():
    made = MainWindow(QSettings(str(ini), QSettings.Format.IniFormat), animations=False,
                      autosave_path=folder / "data" / "autosave.bazaar.json",
                      stats_path=folder / "data" / "stats.sqlite3")
    return made

def helper(code, *args):
    ready = folder / "ready"
    process = subprocess.Popen([sys.executable, "-c", code, *map(str, args), str(ready)])
    while not ready.exists():
        time.sleep(0.02)
    return process

if case == "links":
    w = window()
    stop = folder / "stop"
    planter = helper("import os,sys\nini,victim,stop,ready=sys.argv[1:]\nopen(ready,'w').close()\n"
                     "while not os.path.exists(stop):\n"
                     " try: os.unlink(ini)\n except OSError: pass\n"
                     " try: os.symlink(victim, ini)\n except OSError: pass\n", ini, victim, stop)
    through = 0
    for n in range(writes):
        w.app_settings.set_confirm_quit(n % 2 == 0)
        app.processEvents()
        if victim.read_text() != "untouched":
            through += 1
            victim.write_text("untouched")
    stop.touch(); planter.wait()
    print(json.dumps({"writes": writes, "through the link": through}))
elif case.startswith("lock"):
    w = window()
    w.app_settings.set_confirm_quit(True)
    if case == "lock-flock":
        code = ("import fcntl,os,sys,time\nlock,ready=sys.argv[1:]\n"
                "fd=os.open(lock,os.O_RDWR|os.O_CREAT,0o600)\nfcntl.flock(fd,fcntl.LOCK_EX)\n"
                "open(ready,'w').close()\ntime.sleep(600)\n")
        holder = helper(code, folder / "settings.ini.write-lock")
    else:
        lock = folder / "settings.ini.lock"
        lock.write_text("12345\nbazaar\nanother-computer.example\n" if case == "lock-host" else "")
        holder = helper("import os,socket,sys,time\nlock,ready=sys.argv[1:]\n"
                        "if not open(lock).read():\n"
                        " name=os.path.basename(os.readlink('/proc/self/exe'))\n"
                        " host=socket.gethostname()\n"
                        " open(lock,'w').write(f'{os.getpid()}\\n{name}\\n{host}\\n')\n"
                        "open(ready,'w').close()\n"
                        "while True:\n os.utime(lock)\n time.sleep(0.2)\n", lock)
    started = time.monotonic()
    w.app_settings.set_confirm_quit(False)
    took = time.monotonic() - started
    holder.kill()
    print(json.dumps({"write took s": round(took, 2),
                      "written": "confirm_quit=false" in ini.read_text()}))
else:
    at = {"plain": "@", "hex": "\\x40", "long hex": "\\x0040", "octal": "\\100",
          "long octal": "\\0100"}[case.split(":", 1)[1]]
    proof = folder / "made-by-unpickling"
    class Planted:
        def __reduce__(self):
            return (os.mkdir, (str(proof),))
    data = pickle.dumps(Planted())
    head = b"\0\0\0\x7f\0\0\0\x18PySide::PyObjectWrapper\0" + len(data).to_bytes(4, "big")
    value = at + "Variant(" + "".join(f"\\x{b:02x}" for b in head + data) + ")"
    ini.write_text(f"[General]\ntheme=dark\nseat={value}\n")
    try:
        w = window()
        started, kept = True, w.app_settings.theme == "dark"
    except BaseException as exc:
        started, kept = f"{type(exc).__name__}: {exc}"[:80], False
    print(json.dumps({"started": started, "other settings kept": kept,
                      "unpickled": proof.exists()}))
os._exit(0)
"""


def run_case(root: Path, case: str, writes: int) -> str:
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(root)}
        try:
            done = subprocess.run(
                [sys.executable, "-c", CASE, case, folder, str(writes)],
                capture_output=True,
                text=True,
                timeout=90,
                env=env,
                cwd=folder,  # (not this checkout's folder: --root's modules are imported)
            )
        except subprocess.TimeoutExpired:
            return "stopped after 90 s"
        lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
        if not lines:
            return f"no answer: {done.stderr.strip().splitlines()[-1:]}"
        return str(json.loads(lines[-1]))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--writes", type=int, default=300)
    parser.add_argument("--root", type=Path, default=ROOT)
    args = parser.parse_args()
    cases = ["links", "lock-host", "lock-pid", "lock-flock"]
    cases += [f"pickle:{name}" for name in ("plain", "hex", "long hex", "octal", "long octal")]
    for case in cases:
        print(f"{case}: {run_case(args.root, case, args.writes)}", flush=True)


if __name__ == "__main__":
    main()
