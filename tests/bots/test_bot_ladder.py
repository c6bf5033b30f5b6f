"""Every game's bot levels, side by side: they see only their view, and they rank in order.

1. Fairness: for a fixed seed, a bot's choice does not change when everything its seat cannot
   see (other hands, the unseen cards, other seats' secret Basari cards) is dealt differently.
2. The ladder: small fixed-seed tournaments (seats rotated) in which each level beats the one
   below it — Hard > Medium > Easy > Random — by a statistically sound margin: its win share
   must be above what a level no better than the one below would reach only once in twenty
   times (`Z` standard errors of a fair share over that many games), so a broken level fails.
   Hard plays with a small iteration budget here so the test is quick and reproducible; the
   full-strength figures at the default budget come from `bench/bench_bots.py` (docs/bots.md).
   Basta!'s Hard is too close to Medium for a tournament of this size (its edge, 0.34 against
   a fair 0.25, needs hundreds of games at its full budget), so its rung is checked where Hard
   differs from Medium: on fresh deals, the move it plays instead of Medium's wins more.
"""

from __future__ import annotations

import math
import random
from typing import Any, cast

import pytest

from bazaar_engine.basta import BastaGame, BastaState
from bazaar_engine.bots.basari_bots import HardBot as BasariHard
from bazaar_engine.bots.base import Bot
from bazaar_engine.bots.basta_bots import HardBot as BastaHard
from bazaar_engine.bots.basta_search import BastaSearch, Budget
from bazaar_engine.bots.jewels_bots import HardJewelsBot
from bazaar_engine.bots.mcts import SearchBudget
from bazaar_engine.bots.registry import make_bot
from bazaar_engine.core.game import CHANCE, State
from bazaar_engine.games import make_game
from bazaar_engine.sim import play_match

PLAYERS = {"basari": 4, "jewels": 3, "basta": 4}


def quick_hard(game_id: str, seed: int | str) -> Bot:
    """Hard with a small, fixed budget: reproducible and fast enough for the suite."""
    if game_id == "basari":
        return BasariHard(
            seed,
            card_budget=SearchBudget(iterations=40, seconds=None),
            barter_budget=SearchBudget(iterations=20, seconds=None),
        )
    if game_id == "basta":
        return BastaHard(seed, budget=Budget(worlds=64, seconds=None))
    return HardJewelsBot(seed, depth=1)


def make(game_id: str, level: str, seed: int | str) -> Bot:
    return quick_hard(game_id, seed) if level == "hard" else make_bot(game_id, level, seed)


def positions_with_a_decision(game_id: str, count: int) -> list[tuple[State[Any], int]]:
    """Positions from random games where a seat must decide (secret choices made by others
    included, for Basari's simultaneous cards)."""
    game = make_game(game_id)
    rng = random.Random(11)
    found: list[tuple[State[Any], int]] = []
    while len(found) < count:
        state: State[Any] = game.new_initial_state(PLAYERS[game_id])
        while not state.is_terminal() and len(found) < count:
            actors = state.current_players()
            if actors[0] == CHANCE:
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            seat = actors[-1]  # in a simultaneous choice, the last to choose: others are secret
            if rng.random() < 0.15:
                found.append((state.clone(), seat))
            state.apply(actors[0], state.random_action(actors[0], rng))
    return found


@pytest.mark.parametrize("game_id", sorted(PLAYERS))
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_bot_choice_does_not_change_when_hidden_things_are_dealt_differently(
    game_id: str, level: str
) -> None:
    game = make_game(game_id)
    for index, (state, seat) in enumerate(positions_with_a_decision(game_id, 6)):
        view = state.view(seat)
        choices = set()
        for redeal in range(3):
            world = game.determinize(view, random.Random(redeal)) if redeal else state
            assert world.view(seat) == view  # the seat cannot tell these worlds apart
            bot = make(game_id, level, f"fair-{index}")
            choices.add(repr(bot.choose(world.view(seat), seat)))
        assert len(choices) == 1, f"{level} changed its choice at position {index}"


def win_share_of_first_entry(game_id: str, levels: list[str], games: int, seed: int) -> float:
    game = make_game(game_id)
    n = len(levels)
    total = 0.0
    for index in range(games):
        order = [(s + index) % n for s in range(n)]  # rotate table positions
        bots = [make(game_id, levels[e], f"{seed}/{index}/{e}") for e in order]
        winners = play_match(game, bots, random.Random(f"{seed}/{index}")).state.winners()
        seat = order.index(0)
        total += 1.0 / len(winners) if seat in winners else 0.0
    return total / games


LADDER: list[tuple[str, str, str, int]] = [
    # (game, level measured, level it plays against, games). Basta!'s Medium beats Easy by a
    # small edge (about 0.34 against a fair 0.25), so its row needs many (cheap) games.
    ("basari", "easy", "random", 10),
    ("basari", "medium", "easy", 20),
    ("basari", "hard", "medium", 6),
    ("jewels", "easy", "random", 30),
    ("jewels", "medium", "easy", 60),
    ("jewels", "hard", "medium", 60),
    ("basta", "easy", "random", 40),
    ("basta", "medium", "easy", 300),
]

Z = 1.645  # one-sided 5%: a level no better than the one below passes once in twenty


def clearly_above(fair: float, games: int) -> float:
    """The win share a level no better than fair exceeds only 5% of the time over `games`."""
    return fair + Z * math.sqrt(fair * (1.0 - fair) / games)


@pytest.mark.parametrize(("game_id", "level", "opponent", "games"), LADDER)
def test_each_level_beats_the_level_below(
    game_id: str, level: str, opponent: str, games: int
) -> None:
    n = PLAYERS[game_id]
    share = win_share_of_first_entry(game_id, [level] + [opponent] * (n - 1), games, seed=7)
    bar = clearly_above(1.0 / n, games)
    assert share > bar, f"{level} won {share:.2f} against {opponent} (needs more than {bar:.2f})"


def test_basta_hard_plays_better_moves_than_medium_where_it_differs() -> None:
    """Where Hard (64 deals) leaves Medium's move in games of Medium bots, both moves are
    played out on 200 fresh deals of the same view (another seed: an independent estimate of
    their win shares). Over ten such positions Hard's move must win more, by more than `Z`
    standard errors of the positions' differences."""
    game = make_game("basta")
    rng = random.Random(7)
    gains: list[float] = []
    for index in range(100):
        bots = [make_bot("basta", "medium", f"d/{index}/{s}") for s in range(4)]
        state = game.new_initial_state(4)
        while not state.is_terminal() and len(gains) < 10:
            player = state.current_players()[0]
            if player == CHANCE:
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            view = state.view(player)
            medium = bots[player].choose(view, player)
            hard = quick_hard("basta", f"h/{index}/{state.turn}").choose(view, player)
            if hard != medium:
                fresh = BastaSearch(cast(BastaGame, game), Budget(worlds=200, seconds=None))
                rows = fresh.evaluate(
                    cast(BastaState, view), player, [medium, hard], random.Random(len(gains))
                )
                gains.append(sum(row[1] - row[0] for row in rows) / len(rows))
            state.apply(player, medium)
        if len(gains) >= 10:
            break
    mean = sum(gains) / len(gains)
    error = math.sqrt(sum((g - mean) ** 2 for g in gains) / (len(gains) - 1) / len(gains))
    assert mean > Z * error, f"Hard's moves gained {mean:+.3f} ± {error:.3f} over Medium's"


def test_the_ladder_covers_every_game_and_level() -> None:
    covered: dict[str, set[str]] = {"basta": {"hard"}}
    for game_id, level, opponent, _ in LADDER:
        covered.setdefault(game_id, set()).update({level, opponent})
    assert covered == {g: {"random", "easy", "medium", "hard"} for g in PLAYERS}
