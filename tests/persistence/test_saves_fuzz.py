"""Hostile saves: whatever is done to a valid save, loading gives a valid match or `SaveError`.

Nothing else may escape (no KeyError, TypeError, RecursionError...), and no game code may fail
on the way in a manner that shows it trusted the data: what a `SaveError` was raised from must
be an error that bad data is expected to raise (`DataError`, `IllegalAction`, JSON errors).
"""

from __future__ import annotations

import base64
import binascii
import copy
import json
import zlib
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from saves_support import GAMES, random_match

from bazaar_engine.core.errors import DataError, IllegalAction
from bazaar_engine.core.game import CHANCE
from bazaar_engine.core.saves import (
    SaveError,
    dumps_save,
    match_to_json,
    parse_save,
    sealed_save,
    truncated,
)
from bazaar_engine.games import make_game

Path = tuple[str | int, ...]

# What a SaveError may be raised from: the errors that bad data is expected to cause.
EXPECTED_CAUSES = (
    SaveError,
    DataError,
    IllegalAction,
    json.JSONDecodeError,
    UnicodeDecodeError,
    binascii.Error,  # the sealed field is not base64
    zlib.error,  # the sealed field does not decompress
)


@cache
def base_saves(game_id: str) -> tuple[dict[str, Any], ...]:
    """Valid saves of one game: early, midway and finished."""
    whole = random_match(game_id, make_game(game_id).min_players, f"fuzz/{game_id}")
    cuts = (3, len(whole.history) // 2, len(whole.history))
    return tuple(match_to_json(truncated(whole, cut)) for cut in cuts)


def all_paths(value: object, prefix: Path = ()) -> list[Path]:
    paths = [prefix]
    if isinstance(value, dict):
        for key, child in value.items():
            paths += all_paths(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            paths += all_paths(child, (*prefix, index))
    return paths


def set_at(data: Any, path: Path, value: object) -> Any:
    if not path:
        return value
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = value
    return data


def delete_at(data: Any, path: Path) -> Any:
    if not path:
        return None
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    del parent[path[-1]]
    return data


def nested(depth: int) -> object:
    """Lists or objects `depth` deep (deeper text is refused by json itself: see validation)."""
    value: object = 0
    for _ in range(depth):
        value = [value] if depth % 2 else {"k": value}
    return value


hostile_values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**40), max_value=10**40),
    st.sampled_from([-1, 0, 1, 2, 3, 10**9, 10**9 + 1, 2**63, -(2**63)]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=30),
    st.sampled_from(["x" * 100_000, "chance", "human", "bot", "hard", "\ud800", "\x00"]),
    st.lists(st.integers(-5, 5), max_size=6),
    st.dictionaries(st.text(max_size=5), st.integers(-3, 3), max_size=3),
    st.integers(min_value=20, max_value=600).map(nested),
)


def check_loads_or_refuses(raw: bytes | str) -> None:
    try:
        match = parse_save(raw)
    except SaveError as error:
        cause = error.__cause__
        if isinstance(cause, RecursionError):  # json's own guard against deep nesting
            assert "nested too deeply" in str(error)
        else:
            assert cause is None or isinstance(cause, EXPECTED_CAUSES), f"{error!s} <- {cause!r}"
        return
    # It loaded, so it must be a whole, consistent match.
    state = match.state
    assert match.game.state_from_json(state.to_json()) == state
    assert len(match.seats) == state.num_players
    for player in state.current_players():
        if player == CHANCE:
            assert state.chance_outcomes()
        else:
            assert state.legal_actions(player), "a seat that must decide has a choice"


def pick_save(data: st.DataObject, game_id: str) -> dict[str, Any]:
    return copy.deepcopy(data.draw(st.sampled_from(base_saves(game_id))))


FUZZ = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("game_id", GAMES)
@FUZZ
@given(data=st.data())
def test_a_value_replaced_by_anything(game_id: str, data: st.DataObject) -> None:
    save = pick_save(data, game_id)
    path = data.draw(st.sampled_from(all_paths(save)))
    check_loads_or_refuses(json.dumps(set_at(save, path, data.draw(hostile_values))))


@pytest.mark.parametrize("game_id", GAMES)
@FUZZ
@given(data=st.data())
def test_a_key_or_list_entry_deleted(game_id: str, data: st.DataObject) -> None:
    save = pick_save(data, game_id)
    path = data.draw(st.sampled_from(all_paths(save)))
    check_loads_or_refuses(json.dumps(delete_at(save, path)))


@pytest.mark.parametrize("game_id", GAMES)
@FUZZ
@given(data=st.data())
def test_truncated_text(game_id: str, data: st.DataObject) -> None:
    text = dumps_save(pick_save(data, game_id))
    check_loads_or_refuses(text[: data.draw(st.integers(0, len(text)))])


@pytest.mark.parametrize("game_id", GAMES)
@FUZZ
@given(data=st.data())
def test_random_byte_flips(game_id: str, data: st.DataObject) -> None:
    raw = bytearray(dumps_save(pick_save(data, game_id)).encode("utf-8"))
    flips = data.draw(
        st.lists(
            st.tuples(st.integers(0, len(raw) - 1), st.integers(1, 255)), min_size=1, max_size=4
        )
    )
    for position, mask in flips:
        raw[position] ^= mask
    check_loads_or_refuses(bytes(raw))


@pytest.mark.parametrize("game_id", GAMES)
@FUZZ
@given(data=st.data())
def test_history_entries_swapped_or_duplicated(game_id: str, data: st.DataObject) -> None:
    save = pick_save(data, game_id)
    history = save["history"]
    first = data.draw(st.integers(0, len(history) - 1))
    second = data.draw(st.integers(0, len(history) - 1))
    if data.draw(st.booleans()):
        history[first], history[second] = history[second], history[first]
    else:
        history.insert(first, copy.deepcopy(history[second]))
    check_loads_or_refuses(json.dumps(save))


# --- the sealed field: damaged at each of its layers -----------------------------

# Fewer examples: most damage is refused before any replay, and the layers are few.
SEALED_FUZZ = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def sealed_with(save: dict[str, Any], packed: bytes) -> str:
    """The sealed file form of `save`, its sealed field replaced by `packed` (base64'd)."""
    sealed = sealed_save(save)
    sealed["sealed"] = base64.b64encode(packed).decode("ascii")
    return json.dumps(sealed)


@pytest.mark.parametrize("game_id", GAMES)
@SEALED_FUZZ
@given(data=st.data())
def test_sealed_field_with_bytes_flipped_after_decoding(game_id: str, data: st.DataObject) -> None:
    sealed = sealed_save(pick_save(data, game_id))
    packed = bytearray(base64.b64decode(sealed["sealed"]))
    for _ in range(data.draw(st.integers(1, 3))):
        position = data.draw(st.integers(0, len(packed) - 1))
        packed[position] ^= data.draw(st.integers(1, 255))
    check_loads_or_refuses(sealed_with(pick_save(data, game_id), bytes(packed)))


@pytest.mark.parametrize("game_id", GAMES)
@SEALED_FUZZ
@given(data=st.data())
def test_sealed_field_cut_short(game_id: str, data: st.DataObject) -> None:
    sealed = sealed_save(pick_save(data, game_id))
    text = sealed["sealed"]
    sealed["sealed"] = text[: data.draw(st.integers(0, len(text) - 1))]
    check_loads_or_refuses(json.dumps(sealed))


@pytest.mark.parametrize("game_id", GAMES)
@SEALED_FUZZ
@given(data=st.data())
def test_sealed_content_with_a_value_replaced(game_id: str, data: st.DataObject) -> None:
    """Well-formed compression around hostile content: the same checks as in the clear."""
    save = pick_save(data, game_id)
    hidden = copy.deepcopy({"history": save["history"], "snapshot": save["snapshot"]})
    path = data.draw(st.sampled_from(all_paths(hidden)))
    changed = set_at(hidden, path, data.draw(hostile_values))
    packed = zlib.compress(json.dumps(changed).encode("utf-8"))
    check_loads_or_refuses(sealed_with(save, packed))
