"""Time from Undo or New game during a Hard bot's search to the next answer.

    python bench/bench_interrupt.py               # 12 of each, both ways
    python bench/bench_interrupt.py --trials 4

The real adapter and the real bots' worker process, offscreen. *New game*: three Hard bots
play Basari; while the worker searches a card choice, a new game starts, and the time until
that game's first bot move (a start archway: no search) is on the table is measured. *Undo*:
a person and two Hard bots; while a bot searches its card, the person chooses one and takes
it back; measured until the next bot's card is on the table (that is a whole new search, so
the figure includes one search of about 0.3 s of CPU).

Each is run with the interruption (the app as it is) and without it (`abandoned_with` of the
adapter replaced by a no-op: the abandoned search runs to its end in the worker, as it once did,
and the next request waits behind it).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from bazaar_desktop.bridge import bot_turns as turns_module  # the adapter's bots' turns (7d8d2bd)
from bazaar_desktop.bridge.adapter import GameAdapter, NewGameRequest, SeatSpec
from bazaar_desktop.services.bot_process import BotProcess
from bazaar_desktop.services.interrupt import abandoned_with
from bazaar_engine.basari import BasariState, ChooseCard, ChooseStart

INTERRUPTING = abandoned_with


def spin(condition: Callable[[], bool], bound: float = 60.0) -> bool:
    deadline = time.perf_counter() + bound
    while not condition():
        if time.perf_counter() > deadline:
            return False
        QApplication.processEvents()
        time.sleep(0.0005)
    return True


Trial = tuple[float, int]  # seconds to the next answer, searches the worker stopped meanwhile


KEPT: list[GameAdapter] = []  # as the app keeps its one adapter: none is deleted mid-signal


def finish(adapter: GameAdapter, worker: BotProcess, seconds: float, stopped: int) -> Trial:
    KEPT.append(adapter)
    adapter.stop()
    spin(lambda: not worker.working)  # the next trial starts with an idle worker
    return seconds, stopped


def hard(name: str) -> SeatSpec:
    return SeatSpec(name, True, "hard")


def searching_cards(adapter: GameAdapter, worker: BotProcess) -> bool:
    match = adapter.match
    return (
        match is not None
        and cast(BasariState, match.state).phase == "choose_cards"
        and worker.working
    )


def new_game_trial(trial: int, worker: BotProcess) -> Trial | None:
    adapter = GameAdapter()
    bots = (hard("Omar"), hard("Zeynep"), hard("Karim"))
    adapter.start(NewGameRequest("basari", bots, {}, seed=100 + trial))
    if not spin(lambda: searching_cards(adapter, worker)):
        return None
    started, before = time.perf_counter(), worker.interrupted
    adapter.start(NewGameRequest("basari", bots, {}, seed=200 + trial))  # New game
    if not spin(lambda: adapter.match is not None and len(adapter.match.history) > 0):
        return None
    return finish(adapter, worker, time.perf_counter() - started, worker.interrupted - before)


def undo_trial(trial: int, worker: BotProcess) -> Trial | None:
    adapter = GameAdapter()
    seats = (SeatSpec("Layla"), hard("Omar"), hard("Zeynep"))
    adapter.start(NewGameRequest("basari", seats, {}, seed=300 + trial))
    adapter.submit(0, ChooseStart(trial % 32))
    if not spin(lambda: searching_cards(adapter, worker) and adapter.human_to_act() == 0):
        return None
    match: Any = adapter.match
    adapter.submit(0, ChooseCard("points"))
    started, before = time.perf_counter(), worker.interrupted
    if not adapter.undo():
        return None
    after = len(match.history)
    if not spin(lambda: len(match.history) > after):
        return None
    return finish(adapter, worker, time.perf_counter() - started, worker.interrupted - before)


def run(name: str, trial: Callable[[int, BotProcess], Trial | None], trials: int) -> None:
    worker = BotProcess.shared()
    worker.wait_ready()
    for interrupting in (False, True):
        replacement = INTERRUPTING if interrupting else lambda _progress: contextlib.nullcontext()
        # the adapter without interruption, or as it is: patched where bot_turns looks it up
        setattr(turns_module, "abandoned_with", replacement)  # noqa: B010
        done = [s for s in (trial(t, worker) for t in range(trials)) if s is not None]
        found = [seconds for seconds, _ in done]
        interrupted = sum(stopped for _, stopped in done)
        label = "interrupted" if interrupting else "left to finish"
        if not found:
            print(f"{name:<9} {label:<15} no trial reached a search")
            continue
        found.sort()
        print(
            f"{name:<9} {label:<15} {len(found):>6} {statistics.median(found) * 1000:>8.0f} "
            f"{found[-1] * 1000:>8.0f} {interrupted:>12}",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--trials", type=int, default=12)
    args = parser.parse_args()
    _app = QApplication(["bench-interrupt"])
    print("ms from the click to the next answer on the table; searches the worker stopped")
    heads = ("after", "the search", "trials", "median", "max", "interrupted")
    print("{:<9} {:<15} {:>6} {:>8} {:>8} {:>12}".format(*heads))
    run("New game", new_game_trial, args.trials)
    run("Undo", undo_trial, args.trials)


if __name__ == "__main__":
    main()
