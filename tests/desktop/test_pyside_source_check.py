"""PySide6 asks of every module imported after it whether its source names "PySide6"
(`shibokensupport.feature._mod_uses_pyside`, read through inspect and linecache: ~14 ms before
the window's first paint). `qt_compat.quicker_source_check` answers from the .py file: the
same answer for every module, PySide's own way for those without a .py file."""

from __future__ import annotations

import sys
from types import ModuleType

import pytest

from bazaar_desktop import qt_compat
from bazaar_desktop.app import make_application


def pyside_check() -> ModuleType:
    make_application(["bazaar-tests"])
    feature = sys.modules.get("shibokensupport.feature")
    if feature is None or not hasattr(feature, "_mod_uses_pyside"):
        pytest.skip("this PySide has no source check")
    return feature


def test_the_quicker_check_answers_as_pysides_for_every_module_loaded() -> None:
    feature = pyside_check()
    import bazaar_desktop.window.main_window  # noqa: F401  (modules with and without Qt)

    pysides = feature._mod_uses_pyside
    pysides = getattr(pysides, "__wrapped__", pysides)
    quicker = qt_compat._quicker(pysides)
    modules = [module for module in list(sys.modules.values()) if isinstance(module, ModuleType)]
    differ = [m.__name__ for m in modules if quicker(m) != pysides(m)]
    assert differ == []
    answers = {quicker(m) for m in modules}
    assert answers == {True, False}
    assert quicker(sys.modules["bazaar_desktop.window.main_window"])  # names PySide6
    assert not quicker(sys.modules["bazaar_desktop.services.collector"])  # does not


def test_it_is_put_in_once(monkeypatch: pytest.MonkeyPatch) -> None:
    feature = pyside_check()
    qt_compat.quicker_source_check()
    made = feature._mod_uses_pyside
    assert getattr(made, "quicker", False)
    qt_compat.quicker_source_check()
    assert feature._mod_uses_pyside is made
