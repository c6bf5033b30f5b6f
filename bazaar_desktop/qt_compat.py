"""A guard against a reference-counting bug of PySide6 6.12 on Python 3.11, and a quicker
way to a check PySide makes of every module imported after it (`quicker_source_check`).

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
import functools
import sys
from collections.abc import Callable
from types import ModuleType

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


def quicker_source_check() -> None:
    """PySide6 (6.4 on, PYSIDE-2029, for its `__feature__` switches) asks of every module
    imported after it whether its source names "PySide6": `inspect.getsource`, through
    linecache, about 0.2 ms a module, 14 ms for the ~80 modules imported before the window's
    first paint (docs/performance.md), and every one's source kept in linecache. The same
    answer is read here from a module's .py file; any other module (built in, compiled, in an
    archive) is still asked PySide's way. Once, after PySide6 is imported; a PySide without
    that check is left alone."""
    feature = sys.modules.get("shibokensupport.feature")
    check = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(check) or getattr(check, "quicker", False):
        return
    feature._mod_uses_pyside = _quicker(check)  # type: ignore[attr-defined]


def _quicker(check: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    @functools.wraps(check)  # PySide's own check stays its `__wrapped__`
    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return check(module)
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:  # as inspect.getsource's: no source, "does not use PySide"
            return False

    uses_pyside.quicker = True  # type: ignore[attr-defined]
    return uses_pyside
