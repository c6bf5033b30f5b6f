"""Python's cyclic garbage collector, paused while the window starts (start-up time).

Start-up makes tens of thousands of objects that live as long as the program (modules,
classes, functions, Qt's wrappers, the window) and hardly any garbage; the collector scanned
them about 40 times before the first paint, about 16 ms of CPU of a 420 ms start
(docs/performance.md). `make_application` pauses it; once the window has been painted,
`resume` moves everything made so far into the collector's permanent generation
(`gc.freeze`: no later collection scans it again, during a game either) and turns it back
on. No Qt here: the window calls `resume` after its first paint.

During a game the same holds for the table: its scene, panel and pieces live as long as the
game, and a full collection scanning them (with the window's) took about 30 ms of the GUI
thread, the one long stall left while bots played. With `keep_tables_out` on (the
program `bazaar` and its bench), `settle` moves what is alive once a table is drawn out of
later collections, and `tidy` hands it back and collects, when a game is over and the results
show: what a finished or abandoned table left as garbage is freed then.

Collections run on the GUI thread only (`collect_on_the_gui_thread`, as Anki's
`GarbageCollector` does): the automatic collector runs in whichever thread allocates, and a
collection on an autosave or bots' thread that freed a Qt object deadlocked the window (that
thread held Qt's connection lock and waited for the interpreter's, the GUI thread held the
interpreter's and waited for Qt's: a desktop test hung so). The GUI thread's timer calls
`collect_due`, which collects what the automatic collector would have by then.
"""

from __future__ import annotations

import gc
import time
from typing import Any

_paused = False
_keeping_tables_out = False
_on_the_gui_thread = False
_last_full = 0.0  # when `collect_due` last collected everything (time.monotonic)
FULL_AT_MOST_EVERY_S = 60.0
_libc: Any = None  # glibc, once looked for (False: not here, as on macOS or musl)


def pause() -> None:
    """Stop collecting until `resume` (a collector already turned off by someone else is
    left to them)."""
    global _paused
    if gc.isenabled():
        gc.disable()
        _paused = True


def resume() -> None:
    """Collect again, leaving what start-up made out of every later collection. Once only;
    nothing happens if `pause` did not turn the collector off."""
    global _paused
    if _paused:
        _paused = False
        gc.freeze()
        if not _on_the_gui_thread:
            gc.enable()


def is_paused() -> bool:
    return _paused


def collect_on_the_gui_thread() -> None:
    """From now on the automatic collector stays off; the GUI thread calls `collect_due` on a
    timer (see the module)."""
    global _on_the_gui_thread
    _on_the_gui_thread = True
    gc.disable()


def collect_due(now: float | None = None) -> None:
    """Collect the generations the automatic collector would have collected by now (their
    counts past their thresholds), unless collections are paused or left to the automatic
    collector. A full collection, the one that scans what lives long, comes at most once a
    minute (the automatic collector, too, skips most of those it counts as due)."""
    global _last_full
    if not _on_the_gui_thread or _paused:
        return
    thresholds, counts = gc.get_threshold(), gc.get_count()
    due = -1
    for generation in range(3):
        if counts[generation] <= thresholds[generation]:
            break
        due = generation
    now = time.monotonic() if now is None else now
    if due == 2 and now - _last_full < FULL_AT_MOST_EVERY_S:
        due = 1
    if due == 2:
        _last_full = now
    if due >= 0:
        gc.collect(due)


def keep_tables_out() -> None:
    """Turn on `settle` and `tidy` (off in tests, whose many windows would stay frozen)."""
    global _keeping_tables_out
    _keeping_tables_out = True


def keep_imports_out() -> None:
    """The tables, rules, bots and coach imported after the first paint (resume.py) live as
    long as the program: leave them out of later collections, as `resume` does with what
    start-up made before the paint. Otherwise the first full collection, on the welcome page
    or in a table's first drawing, scanned their ~50,000 objects (15 ms of the GUI thread on
    an idle machine). With `keep_tables_out` only, as `settle`."""
    if _keeping_tables_out:
        gc.freeze()


def settle() -> None:
    """A table has been drawn: leave what is alive now out of later collections (after a
    collection of the young generations, so that little garbage is kept with it)."""
    if _keeping_tables_out:
        gc.collect(1)
        gc.freeze()


def tidy() -> None:
    """A game is over: collect everything again, the tables left behind included, and hand
    the freed memory back to the system (`give_back_freed_memory`)."""
    if _keeping_tables_out:
        gc.unfreeze()
        gc.collect()
        give_back_freed_memory()


def give_back_freed_memory() -> None:
    """Ask glibc's malloc to return the free pages it keeps (`malloc_trim`); nothing elsewhere.

    A game's table, its pictures and its updates are freed when the next game starts, but
    malloc keeps most of what is freed for later, spread over the arenas of the threads that
    freed it (the GUI thread, the workers that wait for the bots), and a window playing game
    after game grew by about 0.3-1 MB a game in resident memory while what was in use stayed
    flat (bench/bench_memory.py). Trimming once a game is over takes the RSS back
    to what is in use; it costs a few milliseconds, while the results are read."""
    global _libc
    if _libc is None:
        import ctypes  # not before the first paint (start-up time)

        try:
            _libc = ctypes.CDLL("libc.so.6")
        except OSError:
            _libc = False
    trim = getattr(_libc, "malloc_trim", None) if _libc else None
    if trim is not None:
        trim(0)
