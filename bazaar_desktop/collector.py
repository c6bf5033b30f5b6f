"""Python's cyclic garbage collector, paused while the window starts (start-up time).

Start-up makes tens of thousands of objects that live as long as the program (modules,
classes, functions, Qt's wrappers, the window) and hardly any garbage; the collector scanned
them about 40 times before the first paint, about 16 ms of CPU of a 420 ms start
(docs/performance.md). `make_application` pauses it; once the window has been painted,
`resume` moves everything made so far into the collector's permanent generation
(`gc.freeze`: no later collection scans it again, during a game either) and turns it back
on. No Qt here: the window calls `resume` after its first paint.
"""

from __future__ import annotations

import gc

_paused = False


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
