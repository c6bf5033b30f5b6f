"""The server's garbage-collection policy (collector.py): what lives is frozen out of the
automatic collections, young cycles are still collected, and a full step lets go and collects."""

from __future__ import annotations

import gc
import weakref

from bazaar_server.runtime.collector import Collector


class Cycle:
    def __init__(self) -> None:
        self.me = self


def test_frozen_cycles_wait_for_the_full_step_and_young_ones_do_not() -> None:
    collector = Collector()
    try:
        old = Cycle()
        old_ref = weakref.ref(old)
        collector.step(full=False)  # `old` has lived: frozen
        assert gc.get_freeze_count() > 0
        del old
        gc.collect()
        assert old_ref() is not None  # frozen: no automatic collection walks it

        young = Cycle()
        young_ref = weakref.ref(young)
        del young
        collector.step(full=False)  # young cycles are collected before freezing
        assert young_ref() is None
        assert old_ref() is not None

        collector.step(full=True)  # let go, collected in full, frozen again
        assert old_ref() is None
    finally:
        collector.stop()
    assert gc.get_freeze_count() == 0
