"""Saving and loading: a match saved at any point continues exactly as it would have."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any, cast

import pytest
from saves_support import GAMES, PLAYER_COUNTS, random_match

from bazaar_engine.core import saves
from bazaar_engine.core.match import Match, Seat
from bazaar_engine.core.saves import SaveError, opened_save, read_save, truncated, write_save
from bazaar_engine.games import make_game


@pytest.mark.parametrize(("game_id", "players"), PLAYER_COUNTS)
def test_saved_at_random_points_continues_to_the_same_end(
    tmp_path: Path, game_id: str, players: int
) -> None:
    for seed in range(2):
        whole = random_match(game_id, players, f"{game_id}/{players}/{seed}")
        final = whole.state.to_json()
        cuts = random.Random(seed).sample(range(len(whole.history) + 1), 3)
        for cut in [*cuts, len(whole.history)]:
            path = tmp_path / f"cut-{cut}.bazaar.json"
            at_cut = truncated(whole, cut)
            write_save(path, at_cut)
            loaded = read_save(path)
            assert loaded.state == at_cut.state
            assert loaded.history == whole.history[:cut]
            assert loaded.events == at_cut.events, "the log is rebuilt from the history"
            assert [s for s in loaded.seats] == whole.seats
            assert loaded.game.options == whole.game.options
            for player, action in whole.history[cut:]:
                loaded.apply(player, action)  # the same chance outcomes and decisions
            assert loaded.is_over
            assert loaded.state.to_json() == final
            assert loaded.state.winners() == whole.state.winners()


@pytest.mark.parametrize("game_id", GAMES)
def test_save_file_records_every_field_of_the_documented_format(
    tmp_path: Path, game_id: str
) -> None:
    game = make_game(game_id)
    players = game.min_players
    match = truncated(random_match(game_id, players, 5), 7)
    path = tmp_path / "game.bazaar.json"
    write_save(path, match)
    sealed = json.loads(path.read_text(encoding="utf-8"))
    assert sealed["format"] == "bazaar-save" and sealed["version"] == saves.FORMAT_VERSION == 3
    assert "history" not in sealed and "snapshot" not in sealed  # in the sealed field
    assert "not encryption" in sealed["sealed_note"]
    assert sealed["summary"] == {
        "decisions": 7,
        "turn": match.state.turn,
        "scores": list(match.state.scores()),
        "round": cast(Any, match.state).round_number,  # format 3 (every game has rounds)
    }
    data = opened_save(sealed)
    assert isinstance(data, dict)
    assert data["game"] == game_id
    assert data["rules_data"] == game.rules_data_version()
    assert data["options"] == game.options
    assert data["seats"][0] == {"name": "Player 1", "kind": "bot", "level": "random"}
    assert len(data["history"]) == 7
    assert all(set(entry) == {"player", "action"} for entry in data["history"])
    assert data["snapshot"] == match.state.to_json()
    assert data["finished"] is False
    assert isinstance(data["saved_at"], str) and "T" in data["saved_at"]


@pytest.mark.parametrize("game_id", GAMES)
def test_human_seats_and_names_survive_a_round_trip(tmp_path: Path, game_id: str) -> None:
    game = make_game(game_id)
    seats = [Seat("Ayşe", "human"), Seat("Bot Bob", "bot", "hard")]
    seats += [Seat(f"Zoë {i}", "bot", "easy") for i in range(game.min_players - 2)]
    match: Match[Any] = Match(game, seats)
    write_save(tmp_path / "s.bazaar.json", match)
    loaded = read_save(tmp_path / "s.bazaar.json")
    assert loaded.seats == seats
    assert loaded.history == [] and loaded.state == match.state


def _good_save(tmp_path: Path) -> tuple[Path, bytes, Match[Any]]:
    match = truncated(random_match(GAMES[0], make_game(GAMES[0]).min_players, 1), 6)
    path = tmp_path / "keep.bazaar.json"
    write_save(path, match)
    return path, path.read_bytes(), match


def test_failed_encoding_leaves_the_previous_file_intact(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, before, match = _good_save(tmp_path)

    def broken_dumps(*args: object, **kwargs: object) -> str:
        raise TypeError("Object of type set is not JSON serializable")

    monkeypatch.setattr(json, "dumps", broken_dumps)  # the json module saves.records uses
    with pytest.raises(SaveError, match="cannot be saved"):
        write_save(path, truncated(match, 2))
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == [path.name], "no temporary file is left behind"


def test_failure_in_the_middle_of_writing_leaves_the_previous_file_intact(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, before, match = _good_save(tmp_path)
    real_fdopen = os.fdopen

    class HalfWriter:
        """A file that writes half of what it is given, then reports a full disk."""

        def __init__(self, fd: int, mode: str) -> None:
            self.inner = real_fdopen(fd, mode)

        def __enter__(self) -> HalfWriter:
            return self

        def __exit__(self, *exc: object) -> None:
            self.inner.close()

        def write(self, data: bytes) -> int:
            self.inner.write(data[: len(data) // 2])
            self.inner.flush()
            raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fdopen", HalfWriter)  # the os module saves.files uses
    with pytest.raises(SaveError, match="the disk is full; free some space"):
        write_save(path, truncated(match, 3))
    assert path.read_bytes() == before
    assert read_save(path).history == match.history
    assert os.listdir(tmp_path) == [path.name]


def test_failed_sync_or_rename_leaves_the_previous_file_intact(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, before, match = _good_save(tmp_path)

    def failing(*args: object) -> None:
        raise OSError(5, "Input/output error")

    for name in ("fsync", "replace"):
        with monkeypatch.context() as patch:
            patch.setattr(os, name, failing)  # the os module saves.files uses
            with pytest.raises(SaveError, match=r"could not save to keep\.bazaar\.json"):
                write_save(path, truncated(match, 1))
        assert path.read_bytes() == before
        assert os.listdir(tmp_path) == [path.name]


def test_saving_into_a_missing_folder_is_a_save_error(tmp_path: Path) -> None:
    _, _, match = _good_save(tmp_path)
    with pytest.raises(SaveError, match="could not save"):
        write_save(tmp_path / "no" / "such" / "x.bazaar.json", match)


def test_a_players_view_cannot_be_saved(tmp_path: Path) -> None:
    _, _, match = _good_save(tmp_path)
    match.state = match.state.view(0)
    with pytest.raises(SaveError, match="view"):
        write_save(tmp_path / "view.bazaar.json", match)


def test_truncated_refuses_a_position_that_does_not_exist(tmp_path: Path) -> None:
    _, _, match = _good_save(tmp_path)
    with pytest.raises(SaveError):
        truncated(match, len(match.history) + 1)


def test_a_match_that_would_not_load_back_never_replaces_a_good_save(tmp_path: Path) -> None:
    path, before, match = _good_save(tmp_path)
    match.history.pop()  # the state no longer follows from the history
    with pytest.raises(SaveError, match="would not load back: the snapshot does not match"):
        write_save(path, match)
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == [path.name]


@pytest.mark.parametrize(
    ("name", "problem"),
    [("x" * 41, "at most 40 characters"), ("  ", "blank"), ("Ann\nBob", "line breaks")],
)
def test_a_seat_name_that_could_not_be_loaded_is_refused_when_saving(
    tmp_path: Path, name: str, problem: str
) -> None:
    game = make_game(GAMES[0])
    seats = [Seat(name, "human")] + [Seat(f"P{i}") for i in range(1, game.min_players)]
    assert problem in (saves.seat_name_problem(name) or "")
    with pytest.raises(SaveError, match=f"seat 1's name cannot be saved: .*{problem}"):
        write_save(tmp_path / "n.bazaar.json", Match(game, seats))
    assert not os.listdir(tmp_path)


def test_names_with_emoji_sequences_and_accents_are_kept(tmp_path: Path) -> None:
    game = make_game(GAMES[0])
    names = ["👩\u200d💻 Zeynep", "Ærøskøbing-Åse", "李小龙", "P4"][: game.min_players]
    assert all(saves.seat_name_problem(name) is None for name in names)
    write_save(tmp_path / "u.bazaar.json", Match(game, [Seat(name) for name in names]))
    assert [seat.name for seat in read_save(tmp_path / "u.bazaar.json").seats] == names


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_a_new_save_is_owner_only_and_a_replaced_one_keeps_its_mode(
    tmp_path: Path,
) -> None:
    path, _, match = _good_save(tmp_path)
    assert path.stat().st_mode & 0o077 == 0  # a save holds every seat's secrets
    path.chmod(0o644)
    write_save(path, truncated(match, 2))
    assert path.stat().st_mode & 0o777 == 0o644


def test_describe_says_whose_decision_it_is_and_who_won() -> None:
    game_id = GAMES[0]
    players = make_game(game_id).min_players
    whole = random_match(game_id, players, 4)
    summary = saves.describe(whole)
    names = [seat.name for seat in whole.seats]
    assert summary.startswith(whole.game.name)
    assert f"{len(whole.history)} decisions" in summary
    winners = " and ".join(names[seat] for seat in whole.state.winners())
    assert "Finished" in summary and winners in summary.splitlines()[-1]
    for name, score in zip(names, whole.state.scores(), strict=True):
        assert f"{name} {int(score)}" in summary
    for cut, (player, _) in enumerate(whole.history):
        waiting = saves.describe(truncated(whole, cut)).splitlines()[-1]
        expected = "chance" if player == -1 else names[player]
        assert waiting.startswith(f"In progress, waiting for {expected}"), waiting
        if cut > 6:
            break


@pytest.mark.parametrize("game_id", GAMES)
def test_replay_steps_give_every_position_with_its_events(game_id: str) -> None:
    whole = random_match(game_id, make_game(game_id).min_players, 6)
    steps = list(saves.replay_steps(whole))
    assert len(steps) == len(whole.history) + 1
    assert steps[0][1] == [] and steps[-1][0] == whole.state
    assert [event for _, events in steps for event in events] == whole.events
    for cut in (1, len(whole.history) // 3, len(whole.history) // 2):
        assert steps[cut][0] == truncated(whole, cut).state
