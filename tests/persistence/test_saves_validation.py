"""Loading refuses every kind of bad save with one `SaveError` that names the problem."""

from __future__ import annotations

import copy
import json
import os
import sys
from pathlib import Path
from typing import Any

import pytest
from saves_support import GAMES, random_match

from bazaar_engine.core import saves
from bazaar_engine.core.errors import IllegalAction
from bazaar_engine.core.game import CHANCE
from bazaar_engine.core.saves import (
    SaveError,
    match_from_json,
    match_to_json,
    parse_save,
    read_save,
    truncated,
)
from bazaar_engine.games import make_game


def _match(game_id: str, decisions: int | None = None, seed: int = 11) -> Any:
    whole = random_match(game_id, make_game(game_id).min_players, seed)
    return whole if decisions is None else truncated(whole, decisions)


@pytest.fixture(scope="module", params=GAMES)
def finished(request: pytest.FixtureRequest) -> dict[str, Any]:
    """A whole finished match of each game, as save data."""
    return match_to_json(_match(request.param))


def _refused(data: object, *fragments: str) -> str:
    with pytest.raises(SaveError) as info:
        match_from_json(copy.deepcopy(data))
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, message
    assert "\n" not in message
    return message


def _refused_text(raw: bytes | str, *fragments: str) -> str:
    with pytest.raises(SaveError) as info:
        parse_save(raw)
    for fragment in fragments:
        assert fragment in str(info.value), str(info.value)
    return str(info.value)


def test_the_finished_fixture_loads(finished: dict[str, Any]) -> None:
    match = match_from_json(finished)
    assert match.is_over and len(match.history) == len(finished["history"])


# --- the envelope ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "complaint"),
    [
        (b"hello", "not valid JSON"),
        (b"", "not valid JSON"),
        (b'{"format": "bazaar-save", ', "not valid JSON"),
        (b"\xff\xfe\x00garbage", "not UTF-8"),
        (b"[1, 2, 3]", "it holds a list"),
        (b'"bazaar-save"', "it holds a text"),
        (b"null", "it holds a null"),
        (b"{}", "not a Bazaar save file"),
        (b'{"format": "chess-save", "version": 1}', "not a Bazaar save file"),
        (b'{"format": "bazaar-save", "version": NaN}', "NaN"),
        (b'{"format": "bazaar-save", "version": 1e999}', "too large"),
        (b'{"format": "bazaar-save", "version": ' + b"9" * 5000 + b"}", "too large"),
        (b'{"format": "bazaar-save", "format": "bazaar-save"}', "repeats the key 'format'"),
        (b"[" * 5_000 + b"]" * 5_000, "nested too deeply"),
        (b'{"a":' * 5_000 + b"1" + b"}" * 5_000, "nested too deeply"),
        (b"[" * 100_000 + b"]" * 100_000, "more lists and objects than any save"),
    ],
)
def test_not_a_save_file_is_refused_clearly(raw: bytes, complaint: str) -> None:
    _refused_text(raw, complaint)


def test_a_newer_format_version_asks_for_an_update(finished: dict[str, Any]) -> None:
    _refused({**finished, "version": 4}, "newer Bazaar", "format 4", "update")
    _refused({**finished, "version": 10**25}, "newer Bazaar")


@pytest.mark.parametrize("version", ["1", 1.0, True, None, 0, -3])
def test_a_version_that_is_not_a_positive_whole_number_is_refused(
    finished: dict[str, Any], version: object
) -> None:
    _refused({**finished, "version": version}, "version")


def test_an_unknown_game_is_named(finished: dict[str, Any]) -> None:
    _refused({**finished, "game": "chess"}, "unknown game 'chess'")
    _refused({**finished, "game": 3}, "'game' must be a text")
    _refused({**finished, "game": "x" * 10_000}, "'game' is too long")


def test_different_rules_data_is_refused(finished: dict[str, Any]) -> None:
    _refused({**finished, "rules_data": "someone-elses-board"}, "different rules data")


@pytest.mark.parametrize("key", ["game", "rules_data", "options", "seats", "history", "snapshot"])
def test_a_missing_field_is_named(finished: dict[str, Any], key: str) -> None:
    data = dict(finished)
    del data[key]
    _refused(data, "missing", repr(key))


def test_an_unexpected_field_is_named(finished: dict[str, Any]) -> None:
    _refused({**finished, "cheat": True}, "unexpected keys", "'cheat'")


def test_bad_options_are_refused(finished: dict[str, Any]) -> None:
    _refused({**finished, "options": {"no_such_option": 1}}, "options", "no_such_option")
    _refused({**finished, "options": []}, "'options' must be an object")


def test_saved_at_must_be_a_date(finished: dict[str, Any]) -> None:
    _refused({**finished, "saved_at": "yesterday"}, "saved_at")
    _refused({**finished, "saved_at": 1700000000}, "saved_at")


def test_finished_must_agree_with_the_game(finished: dict[str, Any]) -> None:
    _refused({**finished, "finished": False}, "finished")
    _refused({**finished, "finished": "yes"}, "finished")
    _refused({**finished, "finished": None}, "finished")
    data = dict(finished)
    del data["finished"]  # optional
    assert match_from_json(data).is_over


def test_nesting_that_json_accepts_but_no_save_needs_is_refused(
    finished: dict[str, Any],
) -> None:
    deep: object = 1
    for _ in range(200):
        deep = [deep]
    _refused({**finished, "options": {"x": deep}}, "nested too deeply")


# --- seats ----------------------------------------------------------------------------------


def test_seat_count_must_fit_the_game(finished: dict[str, Any]) -> None:
    game = make_game(finished["game"])
    seat = finished["seats"][0]
    too_many = [dict(seat, name=f"P{i}") for i in range(game.max_players + 1)]
    _refused({**finished, "seats": too_many}, f"{game.max_players} players", "seats")
    _refused({**finished, "seats": finished["seats"][:1]}, f"{game.min_players} to")


@pytest.mark.parametrize(
    ("seat", "complaint"),
    [
        ({"name": "Ann", "kind": "bot", "level": "wizard"}, "no known bot level"),
        ({"name": "Ann", "kind": "bot", "level": None}, "no known bot level"),
        ({"name": "Ann", "kind": "human", "level": "hard"}, "cannot have a bot level"),
        ({"name": "Ann", "kind": "alien", "level": None}, '"human" or "bot"'),
        ({"name": "Ann", "kind": "human"}, "missing 'level'"),
        ({"name": "A" * 41, "kind": "human", "level": None}, "too long"),
        ({"name": "   ", "kind": "human", "level": None}, "unusable name"),
        ({"name": "Ann\n", "kind": "human", "level": None}, "unusable name"),
        ({"name": "\ud800", "kind": "human", "level": None}, "unusable name"),
        ({"name": 7, "kind": "human", "level": None}, "must be a text"),
        (["Ann", "human"], "must be a JSON object"),
    ],
)
def test_a_bad_seat_is_named(finished: dict[str, Any], seat: object, complaint: str) -> None:
    seats = [seat, *finished["seats"][1:]]
    _refused({**finished, "seats": seats}, "seat 1", complaint)


# --- history and snapshot -------------------------------------------------------------------


def _find_replacement(data: dict[str, Any], want_chance: bool) -> tuple[int, Any, str]:
    """A decision number, and an action taken elsewhere in the game that is illegal there."""
    whole = match_from_json(data)
    game = whole.game
    state = game.new_initial_state(len(whole.seats))
    for number, (player, _) in enumerate(whole.history, start=1):
        if (player == CHANCE) == want_chance:
            for other_player, other in whole.history:
                if (other_player == CHANCE) != want_chance:
                    continue
                try:
                    state.check(player, other)
                except IllegalAction as exc:
                    return number, game.action_to_json(other), str(exc)
        state.apply(player, whole.history[number - 1][1])
    raise AssertionError("no replacement found")


def test_an_illegal_decision_is_refused_with_its_number_and_reason(
    finished: dict[str, Any],
) -> None:
    number, action, reason = _find_replacement(finished, want_chance=False)
    data = copy.deepcopy(finished)
    data["history"][number - 1]["action"] = action
    _refused(data, f"decision {number}: {reason}")


def test_a_chance_outcome_that_cannot_happen_is_refused(finished: dict[str, Any]) -> None:
    number, action, reason = _find_replacement(finished, want_chance=True)
    data = copy.deepcopy(finished)
    data["history"][number - 1]["action"] = action
    _refused(data, f"decision {number}: {reason}")


def test_a_decision_by_the_wrong_seat_is_refused(finished: dict[str, Any]) -> None:
    data = copy.deepcopy(finished)
    number = next(i for i, d in enumerate(data["history"], 1) if d["player"] == "chance")
    data["history"][number - 1]["player"] = 0
    _refused(data, f"decision {number}: ")


def test_a_decision_after_the_end_is_refused(finished: dict[str, Any]) -> None:
    data = copy.deepcopy(finished)
    data["history"].append(data["history"][-1])
    _refused(data, f"decision {len(data['history'])}: the game is over")


@pytest.mark.parametrize(
    ("entry", "complaint"),
    [
        ({"player": 99, "action": {}}, "the player must be"),
        ({"player": "god", "action": {}}, "the player must be"),
        ({"player": True, "action": {}}, "the player must be"),
        ({"player": 0}, "missing 'action'"),
        ({"player": 0, "action": {"type": "Teleport"}}, "unknown action type 'Teleport'"),
        ({"player": 0, "action": "Trade"}, "JSON object"),
        ("e2e4", "must be a JSON object"),
    ],
)
def test_a_malformed_decision_is_named(
    finished: dict[str, Any], entry: object, complaint: str
) -> None:
    data = copy.deepcopy(finished)
    data["history"][2] = entry
    _refused(data, "decision 3", complaint)


def test_a_snapshot_the_history_does_not_reproduce_is_refused(finished: dict[str, Any]) -> None:
    earlier = match_to_json(truncated(match_from_json(finished), 5))
    _refused({**finished, "snapshot": earlier["snapshot"]}, "snapshot does not match")
    shortened = {**finished, "history": finished["history"][:-1]}
    _refused(shortened, "snapshot does not match")


def test_a_malformed_snapshot_is_refused(finished: dict[str, Any]) -> None:
    _refused({**finished, "snapshot": {}}, "snapshot is not valid")
    _refused({**finished, "snapshot": [1]}, "'snapshot' must be an object")


# --- files ----------------------------------------------------------------------------------


def test_file_problems_are_save_errors(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match=r"'missing\.bazaar\.json' does not exist"):
        read_save(tmp_path / "missing.bazaar.json")
    with pytest.raises(SaveError, match="is a folder"):
        read_save(tmp_path)
    (tmp_path / "notes.txt").write_text("shopping list", encoding="utf-8")
    with pytest.raises(SaveError, match="not valid JSON"):
        read_save(tmp_path / "notes.txt")
    with pytest.raises(SaveError, match="not a usable file name"):
        read_save(str(tmp_path / "nul\0.bazaar.json"))


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX only")
def test_a_named_pipe_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.bazaar.json"
    os.mkfifo(fifo)
    with pytest.raises(SaveError, match="not a regular file"):
        read_save(fifo)


def test_size_is_checked_before_reading(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "big.bazaar.json"
    path.write_bytes(b" " * 2000)
    monkeypatch.setattr(saves.files, "MAX_SAVE_BYTES", 1000)  # where the file is read

    def no_open(*args: object, **kwargs: object) -> None:
        raise AssertionError("a too-large file must not be opened")

    monkeypatch.setattr("builtins.open", no_open)
    with pytest.raises(SaveError, match="too large"):
        read_save(path)


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    data = match_to_json(_match(GAMES[0], 4))
    path = tmp_path / "bom.bazaar.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(data).encode("utf-8"))
    assert len(read_save(path).history) == 4


def test_save_error_is_a_value_error() -> None:
    assert issubclass(SaveError, ValueError)
    assert sys.getrecursionlimit() > saves.MAX_DEPTH
