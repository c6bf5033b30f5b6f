"""What the rules hide from some seat is not readable at a glance in a save file.

Hands, draws, secret card choices and chance results are in the decisions and the snapshot;
a file keeps both in one sealed field (zlib + base64; privacy, not cryptography) and the rest
readable. Older files (format 1, everything in the clear) still load; a damaged sealed field
is one clear `SaveError`; a failed write leaves no temp file behind."""

from __future__ import annotations

import base64
import json
import os
import random
import zlib
from pathlib import Path
from typing import Any, cast

import pytest

from bazaar_engine.basari.state import BasariState
from bazaar_engine.core.game import CHANCE
from bazaar_engine.core.match import Match, Seat
from bazaar_engine.core.saves import (
    SaveError,
    dumps_save,
    match_to_json,
    opened_save,
    parse_save,
    read_save,
    sealed_save,
    write_save,
)
from bazaar_engine.games import GAME_IDS, make_game

DATA = Path(__file__).parent / "data"
OLD_BASTA = DATA / "format1-basta-unfinished.bazaar.json"  # written by the format-1 writer


def people_playing(game_id: str, people: int, seed: int, until: Any) -> Match[Any]:
    """A game between people, played at random until `until(match)` holds."""
    seats = [Seat(name, "human", None) for name in ("Root", "Layla", "Omar", "Zeynep")[:people]]
    match: Match[Any] = Match(make_game(game_id, {}), seats)
    rng = random.Random(seed)
    while not until(match):
        state = match.state
        player = state.current_players()[0]
        action = state.sample_chance(rng) if player == CHANCE else state.random_action(player, rng)
        match.apply(player, action)
    return match


def basari_mid_choice() -> Match[Any]:
    """Root has chosen his action card; the others have not (the issue's example)."""
    return people_playing(
        "basari", 3, 42, lambda m: m.state.phase == "choose_cards" and m.state.has_chosen(0)
    )


def basta_mid_round() -> Match[Any]:
    return people_playing("basta", 3, 5, lambda m: len(m.history) >= 30)


def saved_text(match: Match[Any], tmp_path: Path) -> str:
    path = tmp_path / "game.bazaar.json"
    write_save(path, match)
    return path.read_text(encoding="utf-8")


def test_a_basari_card_chosen_in_secret_is_not_in_the_file_text(tmp_path: Path) -> None:
    match = basari_mid_choice()
    chosen = cast(BasariState, match.state).chosen_card(0)
    assert chosen is not None
    text = saved_text(match, tmp_path)
    assert '"cards"' not in text and "ChooseCard" not in text
    assert f'"{chosen}"' not in text
    assert read_save(tmp_path / "game.bazaar.json").state == match.state  # and it loads


def test_basta_hands_and_draws_are_not_in_the_file_text(tmp_path: Path) -> None:
    match = basta_mid_round()
    text = saved_text(match, tmp_path)
    for secret_word in ('"hands"', '"pile"', '"Draw"', '"history"', '"snapshot"'):
        assert secret_word not in text
    data = json.loads(text)
    # What the table knows stays readable: the seats, options, and a summary of the position.
    assert [seat["name"] for seat in data["seats"]] == ["Root", "Layla", "Omar"]
    assert data["summary"]["decisions"] == len(match.history)
    assert data["summary"]["scores"] == list(match.state.scores())
    assert data["finished"] is False
    assert "privacy, not encryption" in data["sealed_note"]
    # The sealed field is compressed JSON in base64: a glance shows nothing.
    hidden = json.loads(zlib.decompress(base64.b64decode(data["sealed"])))
    assert set(hidden) == {"history", "snapshot"}
    assert hidden["snapshot"] == match.state.to_json()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_sealed_save_round_trips(game_id: str, tmp_path: Path) -> None:
    people = make_game(game_id).min_players
    match = people_playing(game_id, people, 3, lambda m: m.is_over)
    loaded = parse_save(saved_text(match, tmp_path))
    assert loaded.history == match.history
    assert loaded.state == match.state and loaded.is_over


def test_a_format_1_save_with_everything_in_the_clear_still_loads() -> None:
    text = OLD_BASTA.read_text(encoding="utf-8")
    assert '"version": 1' in text and '"history"' in text  # as older versions wrote it
    match = read_save(OLD_BASTA)
    assert [seat.name for seat in match.seats] == ["Root", "Layla", "Omar"]
    assert len(match.history) == 40 and not match.is_over
    assert match.state.to_json() == json.loads(text)["snapshot"]


def test_saving_an_old_game_again_seals_it(tmp_path: Path) -> None:
    match = read_save(OLD_BASTA)
    text = saved_text(match, tmp_path)
    assert '"version": 3' in text and '"hands"' not in text
    assert read_save(tmp_path / "game.bazaar.json").state == match.state


def sealed_file(match: Match[Any]) -> dict[str, Any]:
    sealed: dict[str, Any] = json.loads(dumps_save(match_to_json(match)))
    return sealed


def packed(content: object) -> str:
    return base64.b64encode(zlib.compress(json.dumps(content).encode("utf-8"))).decode("ascii")


@pytest.mark.parametrize(
    ("damage", "complaint"),
    [
        (lambda d: {**d, "sealed": "not base64!"}, "sealed part of the save is damaged"),
        (lambda d: {**d, "sealed": "aGVsbG8="}, "does not decompress"),
        (lambda d: {**d, "sealed": d["sealed"][:-12]}, "sealed part of the save is damaged"),
        (lambda d: {**d, "sealed": 17}, "'sealed' must be a text"),
        (lambda d: {**d, "sealed": packed([1, 2])}, "exactly 'history' and 'snapshot'"),
        (lambda d: {**d, "sealed": packed({"history": []})}, "exactly 'history' and 'snapshot'"),
        (
            lambda d: {**d, "sealed": base64.b64encode(zlib.compress(b"{no json")).decode()},
            "not valid JSON",
        ),
        (lambda d: {k: v for k, v in d.items() if k != "sealed"}, "missing 'sealed'"),
        (lambda d: {**d, "history": []}, "both sealed and in the clear"),
        (lambda d: {**d, "summary": {**d["summary"], "turn": 99}}, "summary does not match"),
        (lambda d: {**d, "summary": {"turn": 1}}, "the summary is missing"),
        (lambda d: {**d, "sealed_note": ["x"]}, "'sealed_note' must be a short text"),
    ],
)
def test_a_damaged_sealed_field_is_one_clear_error(damage: Any, complaint: str) -> None:
    data = sealed_file(basta_mid_round())
    with pytest.raises(SaveError) as info:
        parse_save(json.dumps(damage(data)))
    assert complaint in str(info.value)
    assert "\n" not in str(info.value)


def test_a_sealed_field_that_would_inflate_beyond_the_cap_is_refused() -> None:
    data = sealed_file(basta_mid_round())
    bomb = zlib.compress(b" " * (21 * 1024 * 1024), 9)  # 20 kB that would become 21 MB
    data["sealed"] = base64.b64encode(bomb).decode("ascii")
    with pytest.raises(SaveError, match="too large"):
        parse_save(json.dumps(data))


def test_the_open_and_the_sealed_forms_are_the_same_save() -> None:
    open_data = match_to_json(basari_mid_choice())
    assert opened_save(sealed_save(open_data)) == open_data


def test_a_failed_write_leaves_no_temp_file_and_the_old_save_intact(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.bazaar.json"
    write_save(path, basari_mid_choice())
    before = path.read_bytes()

    def disk_full(*_args: object, **_kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    with pytest.raises(SaveError, match="disk is full"):
        write_save(path, basta_mid_round())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.bazaar.json"]
    assert path.read_bytes() == before
