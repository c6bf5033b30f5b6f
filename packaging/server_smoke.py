"""Smoke test of an installed table server: `python packaging/server_smoke.py ws://HOST:PORT/ws`
creates a Basta! table of one person and an Easy bot there, plays the person's seat at random
to the end and prints one line. The bot thinks in the server's bots' worker, so a bundle whose
workers cannot start (multiprocessing in a frozen program) fails here. Exit 1 on any failure."""

from __future__ import annotations

import asyncio
import random
import sys
from typing import Any

from bazaar_engine import games
from bazaar_server.client import TableClient

SEATS = [{"kind": "person", "name": "Smoke"}, {"kind": "bot", "level": "easy"}]


async def play(url: str) -> dict[str, Any]:
    client = TableClient(url)
    await client.connect()
    await client.create("basta", SEATS)
    rng = random.Random(1)
    try:
        while True:
            frame = client.frame
            if frame is not None and frame["public"]["over"]:
                return frame
            if frame is not None and frame["seat"] in frame["public"]["to_act"]:
                game = games.make_game(frame["game"], frame["options"])
                view = game.state_from_json(frame["view"])
                if frame["seat"] in view.current_players():
                    action = view.random_action(frame["seat"], rng)
                    await client.decide(frame["n"], game.action_to_json(action))
            await client.next("frame", timeout=60)
    finally:
        await client.close()


def main() -> int:
    try:
        final = asyncio.run(asyncio.wait_for(play(sys.argv[1]), 300))
    except Exception as exc:  # one line, whatever broke
        print(f"server smoke: failed: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    print(f"server smoke: a Basta! game against an Easy bot ended after {final['n']} decisions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
