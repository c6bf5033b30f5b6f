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
thread, the one long stall left while bots played (issue 17). With `keep_tables_out` on (the
program `bazaar` and its bench), `settle` moves what is alive once a table is drawn out of
later collections, and `tidy` hands it back and collects, when a game is over and the results
show: what a finished or abandoned table left as garbage is freed then.
"""

from __future__ import annotations

import gc

_paused = False
_keeping_tables_out = False


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
        gc.enable()


def is_paused() -> bool:
    return _paused


def keep_tables_out() -> None:
    """Turn on `settle` and `tidy` (off in tests, whose many windows would stay frozen)."""
    global _keeping_tables_out
    _keeping_tables_out = True


def settle() -> None:
    """A table has been drawn: leave what is alive now out of later collections (after a
    collection of the young generations, so that little garbage is kept with it)."""
    if _keeping_tables_out:
        gc.collect(1)
        gc.freeze()


def tidy() -> None:
    """A game is over: collect everything again, the tables left behind included."""
    if _keeping_tables_out:
        gc.unfreeze()
        gc.collect()
