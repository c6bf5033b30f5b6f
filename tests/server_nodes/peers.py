"""Other nodes' parts as real processes, for the tests to kill or to hear from another process.
Each reports on stdout, one line per event, flushed:

    python -m tests.server_nodes.peers subscribe REDIS_URL TABLE
        "ready K" after its K-th (re)subscription, "decision TABLE N NODE" for each heard.
    python -m tests.server_nodes.peers work REDIS_URL STORE_URL NAME MODE
        takes one job and hangs (to be killed -9 mid-decision): MODE "before-write" hangs
        before writing ("took ID"), "after-write" after writing, before XACK ("wrote ID").

And, in the test's own process, a table's two clients playing: `play_both` to the end,
`until_seat_1_alone` until it is the second seat's turn alone.
"""

from __future__ import annotations

import asyncio
import random
import sys
from pathlib import Path
from typing import Any

from bazaar_engine import games
from bazaar_server.client import TableClient
from bazaar_server.cluster.fanout import Fanout
from bazaar_server.cluster.jobs import Jobs
from bazaar_server.pipeline.interfaces import Job
from bazaar_server.pipeline.worker import Worker
from bazaar_server.store.interface import LogEntry
from bazaar_server.store.opening import open_store
from tests.server.serving import play_at_random

ROOT = Path(__file__).resolve().parents[2]


async def play_both(host: TableClient, guest: TableClient) -> list[dict[str, Any]]:
    """Host and guest decide at random (seeds 1 and 2) until the game is over, then close;
    their last frames."""
    finals = await asyncio.gather(
        play_at_random(host, random.Random(1)), play_at_random(guest, random.Random(2))
    )
    await host.close()
    await guest.close()
    return list(finals)


async def until_seat_1_alone(
    ann: TableClient, bea: TableClient, rng: random.Random
) -> dict[str, Any]:
    """Ann (seat 0) decides at random until Bea's frame says only seat 1 is to act; that frame."""
    while True:
        frame = await bea.next("frame", timeout=30)
        if frame["public"]["to_act"] == [1]:
            return frame
        if ann.frame is not None and 0 in ann.frame["public"]["to_act"]:
            game = games.make_game(ann.frame["game"], ann.frame["options"])
            view = game.state_from_json(ann.frame["view"])
            if 0 in view.current_players():
                action = view.random_action(0, rng)
                await ann.decide(ann.frame["n"], game.action_to_json(action))


def say(line: str) -> None:
    print(line, flush=True)


async def subscribe(url: str, table: str) -> None:
    async def heard(table_id: str, n: int, node: str) -> None:
        say(f"decision {table_id} {n} {node}")

    async def resynced(_tables: frozenset[str]) -> None:
        say(f"ready {fanout.subscriptions}")

    fanout = Fanout(url, heard, resynced, node="peer")
    fanout.watch(table)
    await fanout.run()


async def work(url: str, store_url: str, name: str, mode: str) -> None:
    store = open_store(store_url)

    async def hang(job: Job) -> None:
        if mode == "after-write":
            entry = LogEntry(job.n, "decision", job.payload["player"], {"by": name})
            store.append(job.table, [entry])
            say(f"wrote {job.id}")
        else:
            say(f"took {job.id}")
        await asyncio.Event().wait()  # "thinking" until killed

    jobs = Jobs(url)
    await jobs.ensure_group()
    worker = Worker(jobs, name, hang)
    while await worker.work_one() is None:
        pass


def main() -> None:
    command, *args = sys.argv[1:]
    if command == "subscribe":
        asyncio.run(subscribe(*args))
    else:
        asyncio.run(work(*args))


if __name__ == "__main__":
    main()
