"""Nothing of an earlier game stays alive once the next one is on the table.

One window playing game after game grew by about 2 MB a game: the results dialog of each game
was closed but stayed a child of the window, with its table of scores. Weak references to the
earlier game's table, scene, panel, match and results dialog must be dead once the next game
has started, the deletions Qt was asked for done and the collector has run.

What lives as long as the window must not collect something from every game either: the
autosaver kept two timings per write (about 400 floats a game, never read).
"""

from __future__ import annotations

import gc
import weakref
from collections import deque
from typing import Any

import shiboken6
from desktop_support import basari, wait_for
from PySide6.QtCore import QCoreApplication, QEvent, QObject

from bazaar_desktop.window.main_window import MainWindow


def still_alive(refs: dict[str, weakref.ref[Any]]) -> list[str]:
    """The names of `refs` whose objects live on, after Qt's pending deletions and a
    collection (the objects of an abandoned table may hold one another in cycles)."""
    for _ in range(3):  # a deletion may post the next one (a dialog's children)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
    return [name for name, ref in refs.items() if ref() is not None]


def game_parts(window: MainWindow) -> dict[str, weakref.ref[Any]]:
    table = window.table
    match = window.adapter.match
    assert table is not None and match is not None
    return {
        "table": weakref.ref(table),
        "scene": weakref.ref(table.scene),
        "panel": weakref.ref(table.panel),
        "match": weakref.ref(match),
    }


def test_a_finished_game_is_gone_once_the_next_one_starts(qtbot: Any, window: MainWindow) -> None:
    shown: list[Any] = []
    window.results_shown.connect(shown.append)
    window.start_game(basari("b", "b", "b", "b", seed=3))
    wait_for(qtbot, lambda: window.last_update is not None)
    first = game_parts(window)
    wait_for(qtbot, lambda: bool(shown), timeout=120000)  # the bots have played to the end
    first["results dialog"] = weakref.ref(shown.pop())

    window.start_game(basari("b", "b", "h", "b", seed=4))  # the person's seat: it waits
    wait_for(qtbot, lambda: window.last_update is not None)
    assert window.results_dialog is None
    assert still_alive(first) == []


def test_an_abandoned_game_is_gone_once_the_next_one_starts(qtbot: Any, window: MainWindow) -> None:
    window.start_game(basari("h", "b", "b", "b", seed=5))  # waits for the person's start
    wait_for(qtbot, lambda: window.last_update is not None)
    abandoned = game_parts(window)

    window.start_game(basari("h", "b", "b", "b", seed=6))
    wait_for(qtbot, lambda: window.last_update is not None)
    assert still_alive(abandoned) == []


def test_a_dialog_opened_again_leaves_no_earlier_one_behind(qtbot: Any, window: MainWindow) -> None:
    window.show_statistics()
    first = {"statistics": weakref.ref(window.statistics_dialog)}
    window.statistics_dialog.reject()  # type: ignore[union-attr]  # in the turn it showed
    window.show_statistics()
    assert window.statistics_dialog is not first["statistics"]()
    assert still_alive(first) == [], "the window keeps each Statistics dialog it opened"


def kept_collections(window: MainWindow) -> list[tuple[Any, str, int]]:
    """(owner, attribute, length) of each list, dict, set and deque held in an attribute of the
    window, of its QObjects and of the plain Python objects they hold."""
    owners: list[Any] = [window, *window.findChildren(QObject)]
    owners += [
        value
        for owner in list(owners)
        for value in getattr(owner, "__dict__", {}).values()
        if hasattr(value, "__dict__") and not isinstance(value, (QObject, type))
    ]
    return [
        (owner, name, len(value))
        for owner in owners
        for name, value in getattr(owner, "__dict__", {}).items()
        if isinstance(value, (list, dict, set, deque))
    ]


def play_to_the_end(qtbot: Any, window: MainWindow, shown: list[Any]) -> None:
    before = len(shown)
    window.start_game(basari("b", "b", "b", "b", seed=3))
    wait_for(qtbot, lambda: len(shown) > before, timeout=120000)


def test_what_lives_with_the_window_keeps_nothing_from_each_game(
    qtbot: Any, window: MainWindow
) -> None:
    shown: list[Any] = []
    window.results_shown.connect(shown.append)
    play_to_the_end(qtbot, window, shown)
    after_one = kept_collections(window)
    play_to_the_end(qtbot, window, shown)  # the same game again: the same bots, the same seed
    still_alive({})
    grown = [
        f"{type(owner).__name__}.{name}: {length} -> {len(getattr(owner, name))}"
        for owner, name, length in after_one
        if (not isinstance(owner, QObject) or shiboken6.isValid(owner))
        and len(getattr(owner, name, ())) > length
    ]
    assert grown == []
