"""Moves about equal: the hint says so, the review calls it a tie.

When the best moves are provably within a point of win chance of each other
(`Advice.equally_good`, at most three), the hint card names them as "about equal here", the
coach's own first, with why each is good, and the review does not count choosing one of them
as a loss.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtWidgets import QWidget

from bazaar_desktop.coach.hint import HintCard
from bazaar_desktop.coach.review import Decision, review, worst
from bazaar_desktop.coach.texts import action_text
from bazaar_desktop.services.background import Progress
from bazaar_desktop.services.bot_process import AdviceRequest
from bazaar_engine.bots.coach import Advice, CoachBudget, advise
from bazaar_engine.bots.registry import make_bot
from bazaar_engine.core.game import CHANCE, State
from bazaar_engine.games import make_game

NOISY = CoachBudget(seconds=None, iterations=60)  # few deals: ties are common
NAMES = ["Layla", "Omar", "Zeynep", "Aziz"]


def tied_positions(count: int) -> list[tuple[State[Any], Advice]]:
    """Seat 0's Basta! views (Medium bots playing) where the coach declares a tie."""
    game = make_game("basta")
    rng = random.Random(4)
    found: list[tuple[State[Any], Advice]] = []
    for index in range(40):
        bots = [make_bot("basta", "medium", f"tie/{index}/{s}") for s in range(4)]
        state = game.new_initial_state(4)
        while not state.is_terminal() and len(found) < count:
            player = state.current_players()[0]
            if player == CHANCE:
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            if player == 0:
                advice = advise(state.view(0), 0, NOISY)
                if advice.about_equal:
                    found.append((state.view(0), advice))
            state.apply(player, bots[player].choose(state.view(player), player))
        if len(found) >= count:
            return found
    raise AssertionError("no tie was declared in 40 games")


def test_the_hint_card_names_every_move_about_equal_and_why(qtbot: Any) -> None:
    board = QWidget()
    qtbot.addWidget(board)
    board.resize(900, 700)
    (_view, advice), *_ = tied_positions(1)
    card = HintCard(board)
    card.show_advice("Layla", advice, NAMES)
    equal = [action_text(c.action, NAMES) for c in advice.equally_good]
    assert card.move_label.text().endswith(": about equal here")
    assert 2 <= len(equal) <= 3, "three moves named at most"
    assert card.move_label.text().startswith(equal[0]), "the coach's own move first"
    for move in equal:
        assert move in card.why.text()
    others = card.others.text()
    assert not any(f"• {move}:" in others for move in equal), "an equal move is no alternative"
    # The card is tall enough for every wrapped line (nothing cut off at the bottom).
    assert card.height() >= card.heightForWidth(card.width())


def test_the_review_ranks_a_move_about_equal_to_hards_as_no_loss() -> None:
    decisions = []
    for step, (view, advice) in enumerate(tied_positions(3)):
        other = advice.equally_good[1].action  # not Hard's first choice, but as good
        decisions.append(Decision(step, step + 1, view, other))

    def advisor(request: AdviceRequest) -> Advice:
        assert request.seed is None, "the review asks with the position's own seed"
        return advise(request.view, request.seat, NOISY, request.seed, request.include)

    reviewed = review(decisions, 0, advisor, NOISY, Progress(lambda _d, _t: None))
    assert len(reviewed) == 3
    assert all(r.loss == 0.0 for r in reviewed)
    assert worst(reviewed) == []


def test_moves_about_equal_say_their_shared_verb_once() -> None:
    """ "Choose the Die card, Choose the Points card or Choose the Gems card:
    about equal here" repeated the verb."""
    from bazaar_desktop.coach.texts import choice_text
    from bazaar_engine.basari.actions import ChooseCard
    from bazaar_engine.bots.coach_types import Advice, Candidate

    moves = tuple(Candidate(ChooseCard(card), 0.3, ()) for card in ("die", "points", "gems"))
    text = choice_text(Advice(0, moves, moves), NAMES)
    assert text == "Choose the Die card, Points card or Gems card: about equal here"
