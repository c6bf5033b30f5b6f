"""Scoring (B24-B30): points gained, a round scored by lap bonus and gem majorities, the next
round, the end of the game and its ranking with the B30 tie-break.
"""

from __future__ import annotations

from typing import Any

from bazaar_engine.basari.data import COLOURS, ROUNDS
from bazaar_engine.basari.movement import BasariMovement
from bazaar_engine.basari.state_fields import (
    PHASE_OVER,
    TIE_BREAK_NAMES,
    TIE_BREAK_WORDS,
)
from bazaar_engine.core.events import Event


class BasariScoring(BasariMovement):
    """Points, rounds, and who wins."""

    def _gain(self, seat: int, amount: int, reason: str, events: list[Event] | None) -> None:
        self._points[seat] += amount
        if events is not None:
            data = {"seat": seat, "amount": amount, "reason": reason, "total": self._points[seat]}
            events.append(Event("points_gained", seat, data))

    def _end_action_phase(self, events: list[Event] | None) -> None:
        size = self._size
        for done in self._progress:
            if done >= size:  # B24: a lap this round ends it, after the whole action phase
                self._score_round(events)
                if self._round == ROUNDS:  # B29
                    self._finish(events)
                    return
                self._next_round(events)
                break
        self._start_turn(events)

    def _score_round(self, events: list[Event] | None) -> None:
        chart = self.game.chart
        size = self._size
        seats = range(self.num_players)
        lapped = [seat for seat in seats if self._progress[seat] >= size]
        for seat in lapped:  # B25
            self._gain(seat, chart.lap_bonus, "lap_bonus", events)
        values = chart.rounds[self._round - 1]
        hands = self._hands
        returned = [[0, 0, 0, 0] for _ in seats]
        majorities: list[dict[str, Any]] = []
        for colour in range(4):  # B26
            counts = hands[colour::4]
            most = max(counts)
            holders = [seat for seat in seats if counts[seat] == most] if most else []
            share = (values[colour] // len(holders)) if holders else 0
            give_back = 3 if len(holders) == 1 else 2
            for seat in holders:  # [decision] a "majority" of zero scores nothing
                self._gain(seat, share, "majority_" + COLOURS[colour], events)
                back = min(give_back, most)  # too few gems: return all, still score
                hands[4 * seat + colour] -= back
                self._carpets[colour] += back
                returned[seat][colour] = back
            majorities.append(
                {"colour": COLOURS[colour], "value": values[colour], "most": most}
                | {"holders": holders, "points_each": share}
            )
        if events is not None:
            data = {"round": self._round, "lap_bonus": chart.lap_bonus, "lapped": lapped}
            data |= {"majorities": majorities, "gems_returned": returned}
            data["points"] = list(self._points)
            events.append(Event("round_scored", None, data))

    def _next_round(self, events: list[Event] | None) -> None:
        self._starts = self._positions[:]  # B28
        self._progress = [0] * self.num_players
        self._round += 1
        if events is not None:
            data = {"round": self._round, "starts": list(self._starts)}
            events.append(Event("round_started", None, data))

    def _finish(self, events: list[Event] | None) -> None:
        self._phase = PHASE_OVER
        if events is not None:
            ranking = [
                {"seat": seat, "place": place, "points": self._points[seat]}
                | {"gems": list(self.gems(seat)), "total_gems": sum(self.gems(seat))}
                for seat, place in self.ranking()
            ]
            decided_by, explanation = self.tie_break()
            data = {"ranking": ranking, "winners": list(self.winners())}
            data |= {"decided_by": decided_by, "explanation": explanation}
            events.append(Event("game_over", None, data))

    def _rank_key(self, seat: int) -> tuple[int, ...]:
        gems = self.gems(seat)
        return (self._points[seat], sum(gems), *gems)  # B30

    def ranking(self) -> list[tuple[int, int]]:
        """(seat, place) best first; equal B30 keys share a place. Meaningful at any time."""
        keys = [self._rank_key(seat) for seat in range(self.num_players)]
        order = sorted(range(self.num_players), key=lambda seat: keys[seat], reverse=True)
        return [(seat, 1 + sum(k > keys[seat] for k in keys)) for seat in order]

    def separating(self, upper: int, lower: int) -> str:
        """The first B30 criterion (a `TIE_BREAK_NAMES` entry) on which two seats differ, or
        "shared" when they are equal on all of them."""
        pairs = zip(TIE_BREAK_NAMES, self._rank_key(upper), self._rank_key(lower), strict=True)
        for name, high, low in pairs:
            if high != low:
                return name
        return "shared"

    def tie_break(self) -> tuple[str, str]:
        """What decided first place (B30): a criterion name and a sentence for players.

        The best seat is set apart from the others by the criterion that separates it from
        the runner-up, who shares the longest run of equal B30 keys with it.
        """
        first, second = (seat for seat, _ in self.ranking()[:2])
        name = self.separating(first, second)
        if name == "points":
            return name, f"player {first + 1} has the most points"
        if name != "shared":
            words = TIE_BREAK_WORDS[TIE_BREAK_NAMES.index(name)]
            return name, f"tied on points, player {first + 1} wins by {words} (B30)"
        best = self._rank_key(first)
        leaders = [seat for seat in range(self.num_players) if self._rank_key(seat) == best]
        names = " and ".join(f"player {seat + 1}" for seat in leaders)
        return "shared", f"{names} are tied on points and on every gem count: they share the win"

    def winners(self) -> tuple[int, ...]:
        if self._phase != PHASE_OVER:
            return ()
        keys = [self._rank_key(seat) for seat in range(self.num_players)]
        best = max(keys)
        return tuple(seat for seat in range(self.num_players) if keys[seat] == best)
