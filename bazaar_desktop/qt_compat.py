"""A guard against a reference-counting bug of PySide6 6.12 on Python 3.11.

PySide6 6.12.0 returns `None` (from every void method, e.g. ``QPainter.save``) and `True` (from
``Signal.emit``) without taking a new reference. On Python 3.12+ these objects are immortal, so
nothing happens; on Python 3.11 each call lowers their reference count by one and, after a few
thousand calls, CPython aborts with "Fatal Python error: none_dealloc". Painting a board makes
thousands of such calls per second.

The guard gives those singletons a reference count so large that it can never reach zero, which
is what Python 3.12 does for them anyway. It is applied once, only on CPython before 3.12.
"""

from __future__ import annotations

import ctypes
import sys

_HEADROOM = 1 << 60  # far more calls than any session makes
_applied = False


def needs_guard() -> bool:
    return (
        sys.implementation.name == "cpython"  # not `platform`: an import less at start
        and sys.version_info < (3, 12)
        and ctypes.sizeof(ctypes.c_ssize_t) == 8
    )


def guard_singletons() -> None:
    global _applied
    if _applied or not needs_guard():
        return
    for singleton in (None, True, False):
        # ob_refcnt is the first field of every object on CPython 3.11.
        refcount = ctypes.c_ssize_t.from_address(id(singleton))
        refcount.value += _HEADROOM
    _applied = True
