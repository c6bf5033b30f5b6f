"""Refusals are data: every `IllegalAction` the engine raises names its `RefusalCode` and params.

The desktop words a refusal from its code and params (tests/desktop/test_desktop_engine_texts.py
checks every code has a Spanish and German wording); the English message stays for logs.
"""

from __future__ import annotations

import ast
import pickle
import random
from pathlib import Path

import pytest

from bazaar_engine.core.errors import IllegalAction, RefusalCode
from bazaar_engine.core.game import CHANCE, replay
from bazaar_engine.core.reasons import REASON_PARAMS, CoachReason
from bazaar_engine.jewels.actions import RevealPrice, Trade
from bazaar_engine.jewels.cards import NUM_CARDS
from bazaar_engine.jewels.game import JewelsGame
from bazaar_engine.jewels.state import JewelsAction, JewelsState

ENGINE = Path(__file__).resolve().parents[2] / "engine" / "bazaar_engine"


def codes_raised(path: Path) -> list[str]:
    """The first argument of every `IllegalAction(...)` call in `path`, as written."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    codes = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "IllegalAction":
            codes.append(ast.unparse(node.args[0]) if node.args else "<none>")
    return codes


def test_every_refusal_in_the_engine_names_a_code_and_every_code_is_used() -> None:
    written = [code for path in sorted(ENGINE.rglob("*.py")) for code in codes_raised(path)]
    assert len(written) > 40
    # Passed on, not invented: replay keeps the code of the decision that did not fit
    # (`exc.code`), unpickling rebuilds a refusal (`code`).
    unnamed = [
        c for c in written if not c.startswith("RefusalCode.") and c not in ("exc.code", "code")
    ]
    assert unnamed == []
    named = {
        code.removeprefix("RefusalCode.") for code in written if code.startswith("RefusalCode.")
    }
    assert named == {reason.name for reason in RefusalCode}


def test_refusal_codes_and_coach_reasons_are_one_vocabulary() -> None:
    """Both enums write a value as the member's name in lower case, and no value means two
    things; every coach reason is given somewhere in the coach and lists its params."""
    for code in (*RefusalCode, *CoachReason):
        assert code.value == code.name.lower()
    assert not {c.value for c in RefusalCode} & {c.value for c in CoachReason}
    assert set(REASON_PARAMS) == set(CoachReason)
    coach = "".join(path.read_text(encoding="utf-8") for path in ENGINE.glob("bots/coach*.py"))
    assert [c for c in CoachReason if f"CoachReason.{c.name}" not in coach] == []


def test_the_checker_notices_a_refusal_without_a_code(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        'raise IllegalAction("no")\nraise IllegalAction(RefusalCode.MUST_BUY, "buy")\n'
    )
    assert codes_raised(sample) == ["'no'", "RefusalCode.MUST_BUY"]


def jewels_trading() -> tuple[JewelsGame, JewelsState, list[tuple[int, JewelsAction]]]:
    """A 2-player Jewel Bazaar game at its first trade (no jewels held yet), and its history."""
    game = JewelsGame()
    state = game.new_initial_state(2)
    history: list[tuple[int, JewelsAction]] = []
    rng = random.Random(1)
    while state.current_players() == (CHANCE,):
        history.append((CHANCE, state.sample_chance(rng)))
        state.apply(*history[-1])
    return game, state, history


def test_a_refusal_carries_its_code_params_and_english_message() -> None:
    _, state, _ = jewels_trading()
    trader = state.current_players()[0]
    before = state.to_json()
    with pytest.raises(IllegalAction) as refused:
        state.apply(trader, Trade((0, 1, 0), (0, 0, 0)))
    assert refused.value.code is RefusalCode.NO_JEWELS_TO_SELL  # J9
    assert refused.value.params == {"kind": 1}
    assert str(refused.value) == "you have no rubies to sell"
    assert state.to_json() == before
    with pytest.raises(IllegalAction) as refused:
        state.apply(1 - trader, Trade((0, 0, 0), (1, 0, 0)))
    assert refused.value.code is RefusalCode.NOT_YOUR_DECISION
    assert refused.value.params == {"seat": 1 - trader}


def test_replay_names_the_decision_and_keeps_the_code() -> None:
    game, _, history = jewels_trading()
    unrevealed = next(c for c in range(NUM_CARDS) if (CHANCE, RevealPrice(c)) not in history)
    history = [*history, (CHANCE, RevealPrice(unrevealed))]  # a trade is due, not a reveal
    with pytest.raises(IllegalAction) as refused:
        replay(game, 2, history)
    assert str(refused.value) == f"decision {len(history)}: this is not a chance decision"
    assert refused.value.code is RefusalCode.NOT_A_CHANCE_DECISION
    assert refused.value.params == {"decision": len(history)}


def test_a_refusal_keeps_its_code_through_pickling() -> None:
    """Bots may run in another process; a refusal crossing over stays data."""
    refusal = IllegalAction(RefusalCode.TOO_FEW_JEWELS_LEFT, "only 1 ruby is left", kind=1, count=1)
    copy = pickle.loads(pickle.dumps(refusal))
    assert (copy.code, copy.params, str(copy)) == (refusal.code, refusal.params, str(refusal))


def test_docs_architecture_lists_every_code() -> None:
    listed = (ENGINE.parents[1] / "docs" / "architecture.md").read_text(encoding="utf-8")
    missing = [reason.value for reason in RefusalCode if f"| `{reason.value}` |" not in listed]
    assert missing == []
