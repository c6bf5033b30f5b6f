"""Garbage is collected on the GUI thread only (collector.py): a collection frees Qt
objects, and one run by whichever thread allocated deadlocked the window."""

from __future__ import annotations

import gc
import threading
from typing import Any

from desktop_support import wait_for


class Cycle:
    """Garbage only the cyclic collector can free."""

    def __init__(self) -> None:
        self.me = self


def test_garbage_made_on_another_thread_is_collected_on_the_gui_thread(qtbot: Any) -> None:
    """A collection frees Qt objects: it runs on the GUI thread only, never in the bots' or
    the autosave's thread that happened to allocate (a deadlock, see collector.py)."""
    from bazaar_desktop.app import make_application

    make_application(["bazaar-tests"])
    assert not gc.isenabled()  # the automatic collector is off for good
    collected_on: list[threading.Thread] = []

    def note(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            collected_on.append(threading.current_thread())

    gc.callbacks.append(note)
    try:
        worker = threading.Thread(target=lambda: [Cycle() for _ in range(5000)])
        worker.start()
        worker.join()
        assert collected_on == []  # the worker made garbage enough, and did not collect it
        assert gc.get_count()[0] > gc.get_threshold()[0]  # a collection is due
        wait_for(qtbot, lambda: bool(collected_on))  # the GUI thread's timer collects
    finally:
        gc.callbacks.remove(note)
    assert set(collected_on) == {threading.main_thread()}


def test_a_full_collection_comes_at_most_once_a_minute(monkeypatch: Any) -> None:
    """A full collection scans everything that lives long (a stall the bots' moves would
    show): when one is due more often, the young generations are collected instead."""
    from bazaar_desktop.services import collector

    monkeypatch.setattr(collector, "_on_the_gui_thread", True)
    monkeypatch.setattr(collector, "_paused", False)
    monkeypatch.setattr(collector, "_last_full", 0.0)
    monkeypatch.setattr(gc, "get_count", lambda: (10_000, 100, 100))  # every generation due
    collected: list[int] = []

    def collect(generation: int = 2) -> int:
        collected.append(generation)
        return 0

    monkeypatch.setattr(gc, "collect", collect)
    for now in (100.0, 110.0, 159.0, 161.0):
        collector.collect_due(now)
    assert collected == [2, 1, 1, 2]
