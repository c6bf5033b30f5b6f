"""The garbage collector's pause at start-up (`bazaar_desktop.services.collector`): it collects
again afterwards, and a collector someone else turned off stays theirs."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from bazaar_desktop.services import collector


@pytest.fixture(autouse=True)
def collector_restored(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    was_enabled = gc.isenabled()
    # The pause's own behaviour, as if the automatic collector were in charge (the
    # application's GUI-thread collections are tested below).
    monkeypatch.setattr(collector, "_on_the_gui_thread", False)
    yield
    collector.resume()
    gc.unfreeze()
    if was_enabled:
        gc.enable()
    else:
        gc.disable()


def test_a_paused_collector_collects_again_after_resume_and_skips_what_start_up_made() -> None:
    gc.enable()
    collector.pause()
    assert not gc.isenabled() and collector.is_paused()
    made_at_start: list[list[object]] = [[] for _ in range(100)]
    collector.resume()
    assert gc.isenabled() and not collector.is_paused()
    assert gc.get_freeze_count() >= len(made_at_start)  # left out of later collections
    collector.resume()  # once only: a second call changes nothing
    assert gc.isenabled()


def test_a_collector_turned_off_by_someone_else_is_left_off() -> None:
    gc.disable()
    frozen = gc.get_freeze_count()
    collector.pause()
    assert not collector.is_paused()
    collector.resume()
    assert not gc.isenabled() and gc.get_freeze_count() == frozen


class Cycle:
    """Garbage only the cyclic collector can free."""

    def __init__(self) -> None:
        self.me = self


def test_a_drawn_table_is_left_out_of_collections_until_the_game_is_over(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    gc.enable()
    collector.settle()  # off (as in tests): nothing is frozen
    assert gc.get_freeze_count() == 0
    monkeypatch.setattr(collector, "_keeping_tables_out", True)  # as `bazaar` runs
    table = [Cycle() for _ in range(50)]
    collector.settle()  # the table is drawn
    assert gc.get_freeze_count() >= len(table)
    del table  # the game goes on to its end; the table becomes garbage
    collector.tidy()  # the game is over: collected, nothing left frozen
    assert gc.get_freeze_count() == 0
    assert not any(isinstance(thing, Cycle) for thing in gc.get_objects())


def test_what_the_start_up_work_imported_is_left_out_of_collections(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The tables, rules, bots and coach, imported after the first paint, are not scanned by
    the collections on the welcome page and at the first table."""
    collector.keep_imports_out()  # off (as in tests): nothing is frozen
    assert gc.get_freeze_count() == 0
    monkeypatch.setattr(collector, "_keeping_tables_out", True)  # as `bazaar` runs
    imported = [Cycle() for _ in range(50)]
    collector.keep_imports_out()
    assert gc.get_freeze_count() >= len(imported)
    collector.tidy()  # a game over hands everything back
    assert gc.get_freeze_count() == 0
