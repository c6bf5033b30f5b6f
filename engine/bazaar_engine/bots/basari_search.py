"""Hard's search for Basari: `OpenLoopSearch` with a fast Medium-like playout policy.

* **Worlds.** The only hidden information is the cards other seats have already chosen this
  action phase (B10). A world fills them in from the *predicted* card distributions (the same
  Medium model the playout policy uses for the seats still to choose, computed from the public
  table only), by rejection sampling over the engine's own uniform fill-in. So seats that chose
  before us and seats that choose after us are modelled alike.
* **Tree.** Only Hard's own decisions branch: its card, then its barter moves, where the
  candidates are pruned to accept (when an offer is on the table) plus the few best minimal
  raises within its action value (opening: offer nothing, or one of the cheapest single gems).
* **Rollouts** play every seat (Hard included) by the playout policy: cards sampled from a
  sharp softmax over Medium's card scores, barters by Medium's rule. A rollout stops at the end
  of the current round or after a few turns, whichever comes first, and is scored by a lead
  model: each seat's standing (points + expected majority and lap bonus) turned into a win
  share by a softmax whose spread grows with the rounds still to play. A finished game scores
  its real result.
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from bazaar_engine.basari.actions import (
    ACCEPT,
    CARD_ACTIONS,
    CARD_INDEX,
    BasariAction,
    ChooseStart,
    offer_action,
)
from bazaar_engine.basari.data import ROUNDS
from bazaar_engine.basari.game import BasariGame
from bazaar_engine.basari.offers import NOTHING, minimal_raises
from bazaar_engine.basari.state import BasariState
from bazaar_engine.bots.basari_policy import (
    DEFAULT_SETTINGS,
    Distribution,
    PolicySettings,
    best_index,
    card_scores,
    decide_barter,
    opponent_weights,
    predict_cards,
    softmax,
    start_scores,
)
from bazaar_engine.bots.basari_values import Appraisal
from bazaar_engine.core.errors import DataError
from bazaar_engine.core.game import Game, State

_CACHE_LIMIT = 4096
_MAX_REJECTIONS = 64


@dataclass(frozen=True, slots=True)
class HardSettings:
    playout_temperature: float = 0.4  # how sharply rollout seats follow Medium's card scores
    horizon_turns: int = 3  # a rollout stops after this many new turns (or at the round end)
    raise_candidates: int = 3  # minimal raises the search considers in a barter
    spread_now: float = 5.0  # win-share softmax spread (points) at the end of the game
    spread_per_round: float = 9.0  # ... growing by this much per round still to play
    # A play that stops before the next movement roll counts this share of how good the
    # archways one roll ahead are (`Appraisal.position_value`): the next action is near.
    next_action_weight: float = 0.0


class BasariPlayout:
    """The `PlayoutPolicy` of Hard's search; caches its table analyses per public position."""

    def __init__(
        self,
        settings: HardSettings | None = None,
        policy: PolicySettings = DEFAULT_SETTINGS,
    ) -> None:
        self.settings = settings or HardSettings()
        self.policy = policy
        self._cards: dict[Hashable, list[Distribution]] = {}
        self._appraisals: dict[Hashable, Appraisal] = {}
        # A barter's moves, by public position, barter and seat: after one turn of a search a
        # few card combinations recur, so the same barters are met again and again.
        self._barter_moves: dict[Hashable, list[BasariAction]] = {}
        self._barter_plays: dict[Hashable, BasariAction] = {}

    # --- analyses, cached -------------------------------------------------------------------
    def forget(self) -> None:
        """Drop the cached analyses (a new decision rarely meets the old positions again)."""
        self._cards.clear()
        self._appraisals.clear()
        self._barter_moves.clear()
        self._barter_plays.clear()

    def appraisal(self, state: BasariState) -> Appraisal:
        key = _public_key(state)
        app = self._appraisals.get(key)
        if app is None:
            if len(self._appraisals) >= _CACHE_LIMIT:
                self._appraisals.clear()
            app = Appraisal(state)
            self._appraisals[key] = app
        return app

    def card_distributions(self, state: BasariState) -> list[Distribution]:
        """Each seat's card distribution in rollouts (also used to fill in hidden cards)."""
        key = _public_key(state)
        found = self._cards.get(key)
        if found is None:
            if len(self._cards) >= _CACHE_LIMIT:
                self._cards.clear()
            app = self.appraisal(state)
            predictions = predict_cards(app, self.policy)
            temperature = self.settings.playout_temperature
            found = [
                softmax(
                    card_scores(
                        app,
                        s,
                        predictions,
                        opponent_weights(app, s, self.policy),
                        self.policy.barter_price,
                    ),
                    temperature,
                )
                for s in range(state.num_players)
            ]
            self._cards[key] = found
        return found

    # --- PlayoutPolicy ----------------------------------------------------------------------
    def candidates(self, state: State[Any], seat: int) -> list[Any]:
        basari = _basari(state)
        phase = basari.phase
        if phase == "choose_cards":
            return list(CARD_ACTIONS)
        if phase == "barter":
            return self.barter_candidates(basari, seat)
        if phase == "setup":
            app = self.appraisal(basari)
            return [ChooseStart(best_index(start_scores(app, seat), random.Random(0)))]
        return basari.legal_actions(seat)

    def barter_candidates(self, state: BasariState, seat: int) -> list[BasariAction]:
        """Accept (or forfeit, when opening) plus the best few minimal raises within the cap."""
        key = _barter_key(state, seat)
        found = self._barter_moves.get(key)
        if found is None:
            if len(self._barter_moves) >= _CACHE_LIMIT:
                self._barter_moves.clear()
            found = self._barter_moves[key] = self._find_barter_moves(state, seat)
        return found[:]  # a caller may add to its list

    def _find_barter_moves(self, state: BasariState, seat: int) -> list[BasariAction]:
        app = self.appraisal(state)
        info = state.barter
        assert info is not None and info.a is not None and info.b is not None
        card = CARD_INDEX[info.card]
        other = info.a + info.b - seat
        mine = app.action_values(seat)[card]
        weight = opponent_weights(app, seat, self.policy)[other]
        raises = [
            (mine - app.gem_loss(seat, gems) - weight * app.gem_gain(other, gems), gems)
            for gems in minimal_raises(state.gems(seat), info.offer)
            if app.gem_loss(seat, gems) <= mine  # never offer more than the action is worth
        ]
        raises.sort(key=lambda pair: -pair[0])
        out: list[BasariAction] = [ACCEPT if info.offer is not None else offer_action(NOTHING)]
        out.extend(offer_action(gems) for _, gems in raises[: self.settings.raise_candidates])
        return out

    def playout_action(self, state: State[Any], player: int, rng: random.Random) -> Any:
        basari = _basari(state)
        phase = basari.phase
        if phase == "choose_cards":
            probs = self.card_distributions(basari)[player]
            pick = rng.random()
            for card, p in enumerate(probs):
                pick -= p
                if pick < 0:
                    return CARD_ACTIONS[card]
            return CARD_ACTIONS[-1]
        if phase == "barter":
            key = _barter_key(basari, player)
            action = self._barter_plays.get(key)
            if action is None:
                if len(self._barter_plays) >= _CACHE_LIMIT:
                    self._barter_plays.clear()
                app = self.appraisal(basari)
                action = decide_barter(basari, app, player, self.policy, quick=True).action
                self._barter_plays[key] = action
            return action
        if phase == "setup":
            app = self.appraisal(basari)
            return ChooseStart(best_index(start_scores(app, player), rng))
        return basari.random_action(player, rng)

    def evaluate(self, state: State[Any], seat: int) -> float:
        basari = _basari(state)
        app = self.appraisal(basari)
        standings = self.standings(basari, app)
        rounds_left = ROUNDS - basari.round_number + app.turns_left / 8.0
        spread = self.settings.spread_now + self.settings.spread_per_round * math.sqrt(
            max(rounds_left, 0.0)
        )
        top = max(standings)
        exps = [math.exp((v - top) / spread) for v in standings]
        return exps[seat] / sum(exps)

    def standings(self, state: BasariState, app: Appraisal) -> list[float]:
        """Each seat's standing where a play stops (`Appraisal.standing`), with the share of
        its next action's worth the settings give (`next_action_weight`)."""
        standings = [app.standing(s) for s in range(state.num_players)]
        weight = self.settings.next_action_weight
        if weight and state.phase == "movement":
            for seat, archway in enumerate(app.positions):
                standings[seat] += weight * app.position_value(seat, archway)
        return standings

    def stop_rollout(self, state: State[Any], start: State[Any], steps: int) -> bool:
        if state.turn - start.turn >= self.settings.horizon_turns:
            return True
        basari, first = _basari(state), _basari(start)
        return basari.round_number != first.round_number


def _public_key(state: BasariState) -> Hashable:
    """What the value model reads of a position (read off the fields: built by the thousand)."""
    f = state.fields
    return (
        f.phase,
        f.turn,
        f.round,
        tuple(f.positions),
        tuple(f.progress),
        tuple(f.points),
        tuple(f.hands),
        tuple(f.carpets),
    )


def _barter_key(state: BasariState, seat: int) -> Hashable:
    """A barter as a seat meets it: the public position, the barter and the offer."""
    f = state.fields
    return (_public_key(state), f.barter_card, f.barter_a, f.barter_b, f.offer, seat)


def _basari(state: State[Any]) -> BasariState:
    if not isinstance(state, BasariState):
        raise DataError("not a Basari state")
    return state


class PredictedWorlds(Game[BasariAction]):
    """`BasariGame`'s protocol, except that hidden cards are filled in by prediction."""

    id = BasariGame.id
    name = BasariGame.name
    min_players = BasariGame.min_players
    max_players = BasariGame.max_players
    action_types = BasariGame.action_types

    def __init__(self, game: BasariGame, playout: BasariPlayout) -> None:
        super().__init__(game.options)
        self.game = game
        self.playout = playout

    @classmethod
    def default_options(cls) -> dict[str, Any]:
        return BasariGame.default_options()

    def new_initial_state(self, num_players: int) -> BasariState:
        return self.game.new_initial_state(num_players)

    def state_from_json(self, data: object) -> BasariState:
        return self.game.state_from_json(data)

    def determinize(self, view: State[BasariAction], rng: random.Random) -> BasariState:
        basari = _basari(view)
        hidden = [
            seat
            for seat in range(basari.num_players)
            if basari.has_chosen(seat) and basari.chosen_card(seat) is None
        ]
        if not hidden:
            return self.game.determinize(basari, rng)
        probs = self.playout.card_distributions(basari)
        ceiling = math.prod(max(probs[seat]) for seat in hidden)
        world = self.game.determinize(basari, rng)
        for _ in range(_MAX_REJECTIONS):
            chance = 1.0
            for seat in hidden:
                card = world.chosen_card(seat)
                assert card is not None
                chance *= probs[seat][CARD_INDEX[card]]
            if rng.random() * ceiling <= chance:
                break
            world = self.game.determinize(basari, rng)
        return world
