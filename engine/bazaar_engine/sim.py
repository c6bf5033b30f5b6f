"""`bazaar-sim`: play games headless, bots against bots, and report the results.

    bazaar-sim run --game basari --seats hard,medium,medium,medium --games 400 --seed 1 --json
    bazaar-sim run --game jewels --seats random,easy --games 10 --save-dir saves/
    bazaar-sim replay saves/jewels-0-00001.bazaar.json

Table positions rotate from game to game so that no entry of `--seats` is favoured by where it
sits; every figure is still reported per entry of `--seats`, in the order given.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NoReturn

from bazaar_engine.bots.base import Bot
from bazaar_engine.bots.registry import BOT_LEVELS, make_bot
from bazaar_engine.core.errors import DataError
from bazaar_engine.core.file_problems import what_to_do
from bazaar_engine.core.game import CHANCE, Game
from bazaar_engine.core.match import Match, Seat
from bazaar_engine.core.saves import SaveError, describe, read_save, save_file_name, write_save
from bazaar_engine.games import GAME_IDS, make_game

MAX_GAMES = 1_000_000


@dataclass
class EntryStats:
    """Accumulated results of one entry of `--seats`."""

    level: str
    wins: int = 0
    win_shares: list[float] = field(default_factory=list)
    scores: list[float] = field(default_factory=list)
    decision_seconds: list[float] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        n = len(self.win_shares)
        share = sum(self.win_shares) / n if n else 0.0
        low, high = confidence_interval(self.win_shares)
        times_ms = sorted(t * 1000 for t in self.decision_seconds)
        return {
            "level": self.level,
            "wins": self.wins,
            "win_share": share,
            "win_share_ci95": [low, high],
            "mean_score": sum(self.scores) / n if n else 0.0,
            "mean_decision_ms": sum(times_ms) / len(times_ms) if times_ms else 0.0,
            "median_decision_ms": times_ms[len(times_ms) // 2] if times_ms else 0.0,
            "max_decision_ms": times_ms[-1] if times_ms else 0.0,
            "decisions": len(times_ms),
        }


def confidence_interval(values: Sequence[float]) -> tuple[float, float]:
    """95% normal-approximation interval of the mean, clipped to [0, 1]."""
    n = len(values)
    if n == 0:
        return (0.0, 1.0)
    mean = sum(values) / n
    variance = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    half = 1.96 * math.sqrt(variance / n)
    return (max(0.0, mean - half), min(1.0, mean + half))


def play_match(
    game: Game[Any],
    bots: Sequence[Bot],
    rng: random.Random,
    on_decision: Callable[[int, float], None] | None = None,
    seat_names: Sequence[str] | None = None,
) -> Match[Any]:
    """Play one match to the end: chance from `rng`, each seat's bot deciding from its view."""
    names = seat_names or [f"Seat {i + 1}" for i in range(len(bots))]
    seats = [Seat(name, "bot", bot.level) for name, bot in zip(names, bots, strict=True)]
    match: Match[Any] = Match(game, seats)
    while not match.is_over:
        players = match.state.current_players()
        player = players[0]
        if player == CHANCE:
            match.apply(CHANCE, match.state.sample_chance(rng))
            continue
        started = time.perf_counter()
        action = bots[player].choose(match.state.view(player), player)
        if on_decision is not None:
            on_decision(player, time.perf_counter() - started)
        match.apply(player, action)  # checked: a bot's illegal move is a bug, and raises
    return match


def run_tournament(
    game_id: str,
    levels: Sequence[str],
    games: int,
    seed: int,
    options: dict[str, Any] | None = None,
    on_match: Callable[[int, Match[Any]], None] | None = None,
) -> dict[str, Any]:
    """Play `games` matches; `on_match(index, match)` is called after each one (e.g. to save)."""
    game = make_game(game_id, options)
    game.check_player_count(len(levels))
    entries = [EntryStats(level) for level in levels]
    total_turns = 0
    started = time.perf_counter()
    n = len(levels)
    for index in range(games):
        # Rotate positions: table seat s holds entry (s + index) % n.
        entry_at_seat = [(s + index) % n for s in range(n)]
        bots = [make_bot(game_id, levels[e], f"{seed}/{index}/{e}") for e in entry_at_seat]

        def record(seat: int, seconds: float, entry_at_seat: list[int] = entry_at_seat) -> None:
            entries[entry_at_seat[seat]].decision_seconds.append(seconds)

        names = [f"{levels[e]} #{e + 1}" for e in entry_at_seat]
        match = play_match(game, bots, random.Random(f"{seed}/{index}"), record, names)
        if on_match is not None:
            on_match(index, match)
        state = match.state
        winners = state.winners()
        scores = state.scores()
        for seat, entry in enumerate(entry_at_seat):
            won = seat in winners
            entries[entry].wins += int(won)
            entries[entry].win_shares.append(1.0 / len(winners) if won else 0.0)
            entries[entry].scores.append(scores[seat])
        total_turns += state.turn
    elapsed = time.perf_counter() - started
    summaries = [entry.summary() for entry in entries]
    return {
        "game": game_id,
        "seats": list(levels),
        "games": games,
        "seed": seed,
        "wins": [s["wins"] for s in summaries],
        "win_share": [s["win_share"] for s in summaries],
        "win_share_ci95": [s["win_share_ci95"] for s in summaries],
        "mean_score": [s["mean_score"] for s in summaries],
        "mean_decision_ms": [s["mean_decision_ms"] for s in summaries],
        "median_decision_ms": [s["median_decision_ms"] for s in summaries],
        "max_decision_ms": [s["max_decision_ms"] for s in summaries],
        "mean_turns": total_turns / games if games else 0.0,
        "games_per_second": games / elapsed if elapsed > 0 else 0.0,
    }


def format_summary(result: dict[str, Any]) -> str:
    lines = [
        f"{result['game']}: {result['games']} games, seed {result['seed']}, "
        f"{result['mean_turns']:.1f} turns per game, {result['games_per_second']:.1f} games/s",
        f"{'entry':<12} {'wins':>6} {'win share':>10} {'95% CI':>15} {'mean score':>11} "
        f"{'ms/decision':>12}",
    ]
    for i, level in enumerate(result["seats"]):
        low, high = result["win_share_ci95"][i]
        lines.append(
            f"{f'{i + 1}. {level}':<12} {result['wins'][i]:>6} {result['win_share'][i]:>10.3f} "
            f"{f'{low:.3f}-{high:.3f}':>15} {result['mean_score'][i]:>11.2f} "
            f"{result['mean_decision_ms'][i]:>12.3f}"
        )
    return "\n".join(lines)


class _ArgumentParser(argparse.ArgumentParser):
    """argparse that reports a bad argument in one line and exits with status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"bazaar-sim: error: {message}\n")


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a whole number") from None
    if not 1 <= value <= MAX_GAMES:
        raise argparse.ArgumentTypeError(f"must be between 1 and {MAX_GAMES}")
    return value


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a whole number") from None


def _save_dir(text: str) -> Path:
    if not text.strip():  # Path("") is the current folder: never fill it by accident
        raise argparse.ArgumentTypeError(
            "the folder name is empty; give a folder, for example --save-dir saves"
        )
    return Path(text)


def build_parser() -> argparse.ArgumentParser:
    parser = _ArgumentParser(prog="bazaar-sim", description="Play Bazaar games headless.")
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_ArgumentParser)
    run = commands.add_parser("run", help="play games between bots and summarise the results")
    run.add_argument("--game", required=True, choices=GAME_IDS)
    run.add_argument(
        "--seats",
        required=True,
        help=f"comma-separated bot levels, one per player ({', '.join(BOT_LEVELS)})",
    )
    run.add_argument("--games", type=_positive_int, default=100)
    run.add_argument("--seed", type=_seed, default=0)
    run.add_argument("--json", action="store_true", help="print one JSON object")
    run.add_argument(
        "--save-dir",
        type=_save_dir,
        help="write every game as a save file (GAME-SEED-NUMBER.bazaar.json) into this folder",
    )
    replay = commands.add_parser(
        "replay", help="check a save file by replaying it, and print a summary"
    )
    replay.add_argument("file", help="a .bazaar.json save file")
    return parser


def _usable_save_dir(folder: Path) -> str | None:
    """Why `folder` cannot take save files (created if missing), or None if it can."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except FileExistsError:
        return f"--save-dir {str(folder)[:80]!r} is not a folder"
    except OSError as exc:
        return f"--save-dir {str(folder)[:80]!r} cannot be written: {what_to_do(exc)}"
    except ValueError:  # e.g. a NUL character in the path
        return f"--save-dir {str(folder)[:80]!r} is not a usable folder name"
    return None


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _replay_command(path: str) -> int:
    try:
        match = read_save(path)
    except SaveError as exc:
        print(f"bazaar-sim: error: {_one_line(str(exc))}", file=sys.stderr)
        return 1
    print(describe(match))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command == "replay":
        return _replay_command(args.file)
    levels = [level.strip() for level in args.seats.split(",")]
    bad = [level for level in levels if level not in BOT_LEVELS]
    if bad:
        parser.error(f"unknown seat {bad[0][:20]!r}: choose from {', '.join(BOT_LEVELS)}")
    save_dir: Path | None = args.save_dir
    on_match = None
    if save_dir is not None:
        problem = _usable_save_dir(save_dir)
        if problem:
            parser.error(problem)

        def on_match(index: int, match: Match[Any], folder: Path = save_dir) -> None:
            write_save(folder / save_file_name(args.game, args.seed, index + 1), match)

    try:
        result = run_tournament(args.game, levels, args.games, args.seed, on_match=on_match)
    except DataError as exc:
        parser.error(str(exc))
    except SaveError as exc:
        print(f"bazaar-sim: error: {_one_line(str(exc))}", file=sys.stderr)
        return 1
    if args.json:
        print(json.dumps(result))
    else:
        print(format_summary(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
