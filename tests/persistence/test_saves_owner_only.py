"""A save is the players' business only (created owner-only whatever
the umask, a replaced file keeps its mode, temp files too), and the app's own files never
write through a symbolic link planted in their folder."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from saves_support import GAMES, random_match

from bazaar_engine.core.saves import LinkInTheWay, SaveError, read_save, truncated, write_save
from bazaar_engine.games import make_game

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions and links")


@pytest.fixture(params=[0o077, 0o022], ids=["umask-077", "umask-022"])
def umask(request: pytest.FixtureRequest) -> Iterator[int]:
    old = os.umask(request.param)
    try:
        yield request.param
    finally:
        os.umask(old)


def a_match() -> Any:
    return truncated(random_match(GAMES[0], make_game(GAMES[0]).min_players, 1), 6)


def mode(path: Path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


def test_a_new_save_is_owner_only_whatever_the_umask(tmp_path: Path, umask: int) -> None:
    path = tmp_path / "game.bazaar.json"
    write_save(path, a_match())
    assert mode(path) == 0o600 & ~umask  # rw------- (never more than the umask allows)


def test_a_replaced_save_keeps_its_mode(tmp_path: Path, umask: int) -> None:
    path = tmp_path / "game.bazaar.json"
    write_save(path, a_match())
    path.chmod(0o640)  # the person shared it with their group on purpose
    write_save(path, a_match())
    assert mode(path) == 0o640


def test_the_temp_file_of_a_write_is_owner_only_while_it_is_written(
    tmp_path: Path, umask: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[int] = []
    real_replace = os.replace

    def killed_before_the_rename(source: Any, target: Any) -> None:
        seen.append(mode(Path(source)))
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", killed_before_the_rename)  # saves.files uses os
    with pytest.raises(SaveError, match="the disk is full"):
        write_save(tmp_path / "game.bazaar.json", a_match())
    monkeypatch.setattr(os, "replace", real_replace)
    assert seen and all(found & 0o077 == 0 for found in seen)  # nobody else could read it


def test_an_app_file_never_writes_through_a_planted_link(tmp_path: Path) -> None:
    victim = tmp_path / "precious.txt"
    victim.write_text("my thesis", encoding="utf-8")
    autosave = tmp_path / "game.bazaar.json"
    autosave.symlink_to(victim)
    with pytest.raises(LinkInTheWay):
        write_save(autosave, a_match(), app_file=True)
    assert victim.read_text(encoding="utf-8") == "my thesis"
    assert autosave.is_symlink()
    with pytest.raises(LinkInTheWay):
        read_save(autosave, app_file=True)


def test_a_dangling_planted_link_creates_nothing(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere" / "made.txt"
    target.parent.mkdir()
    autosave = tmp_path / "game.bazaar.json"
    autosave.symlink_to(target)
    with pytest.raises(LinkInTheWay):
        write_save(autosave, a_match(), app_file=True)
    assert not target.exists() and not os.listdir(target.parent)


def test_save_as_onto_a_link_the_person_chose_still_writes_its_file(tmp_path: Path) -> None:
    real = tmp_path / "real.bazaar.json"
    write_save(real, a_match())
    link = tmp_path / "link.bazaar.json"
    link.symlink_to(real)
    write_save(link, truncated(a_match(), 2))
    assert link.is_symlink() and len(read_save(real).history) == 2
