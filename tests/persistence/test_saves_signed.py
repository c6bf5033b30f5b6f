"""What is sealed in a save is signed with the profile's key (HMAC). A file
edited outside Bazaar, or made on another computer, still opens, but says so; an old file
(no signature) opens as "not signed"."""

from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path
from typing import Any, cast

import pytest
from test_saves_sealed import OLD_BASTA, basari_mid_choice

from bazaar_engine.basari.state import BasariState
from bazaar_engine.core.save_signature import MISMATCH, SIGNED, UNSIGNED
from bazaar_engine.core.saves import (
    FORMAT_VERSION,
    SaveError,
    dumps_save,
    match_to_json,
    read_save,
    read_signed_save,
    write_save,
)

KEY = b"k" * 32
OTHER_COMPUTER = b"o" * 32


def signed_file(tmp_path: Path, match: Any | None = None) -> Path:
    path = tmp_path / "game.bazaar.json"
    write_save(path, match if match is not None else basari_mid_choice(), key=KEY)
    return path


def test_a_save_made_here_is_signed_and_opens_as_signed(tmp_path: Path) -> None:
    path = signed_file(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == FORMAT_VERSION == 3
    assert data["signature"].startswith("hmac-sha256:")
    found = read_signed_save(path, KEY)
    assert found.signature == SIGNED and not found.match.is_over


def test_a_save_from_another_computer_opens_but_is_not_trusted(tmp_path: Path) -> None:
    path = signed_file(tmp_path)
    found = read_signed_save(path, OTHER_COMPUTER)
    assert found.signature == MISMATCH
    assert found.match.history == read_save(path).history  # it opens all the same


def test_another_seats_secret_card_changed_in_the_sealed_part_is_noticed(tmp_path: Path) -> None:
    """The issue's case: Root's secret card is changed, in the decisions and the position
    alike (so the game is still a valid one), and sealed again as Bazaar seals."""
    match = basari_mid_choice()
    assert cast(BasariState, match.state).chosen_card(0) == "gems"
    path = signed_file(tmp_path, match)
    data = json.loads(path.read_text(encoding="utf-8"))
    hidden = json.loads(zlib.decompress(base64.b64decode(data["sealed"])))
    assert hidden["history"][-1]["action"] == {"type": "ChooseCard", "card": "gems"}
    hidden["history"][-1]["action"]["card"] = "points"
    hidden["snapshot"]["cards"][0] = "points"
    data["sealed"] = base64.b64encode(zlib.compress(json.dumps(hidden).encode())).decode()
    path.write_text(json.dumps(data), encoding="utf-8")
    found = read_signed_save(path, KEY)  # a valid game: it opens...
    assert cast(BasariState, found.match.state).chosen_card(0) == "points"
    assert found.signature == MISMATCH  # ...and is known to be changed


def test_a_readable_field_edited_is_noticed_too(tmp_path: Path) -> None:
    path = signed_file(tmp_path)
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace('"Root"', '"Rooty"', 1), encoding="utf-8")
    assert read_signed_save(path, KEY).signature == MISMATCH


def test_old_saves_without_a_signature_open_as_not_signed(tmp_path: Path) -> None:
    assert read_signed_save(OLD_BASTA, KEY).signature == UNSIGNED  # format 1
    format2 = json.loads(dumps_save(match_to_json(basari_mid_choice())))
    format2["version"] = 2  # what the format-2 writer wrote: the same, with no signature
    path = tmp_path / "v2.bazaar.json"
    path.write_text(json.dumps(format2), encoding="utf-8")
    assert read_signed_save(path, KEY).signature == UNSIGNED


def test_a_signature_that_is_not_ours_in_form_is_refused_clearly(tmp_path: Path) -> None:
    path = signed_file(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["signature"] = ["not", "text"]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="signature"):
        read_save(path)
    data["version"] = 2
    data["signature"] = "hmac-sha256:" + "0" * 64  # format 2 had no signature
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="signature"):
        read_save(path)


def test_a_format_2_summary_without_the_round_still_loads(tmp_path: Path) -> None:
    data = json.loads(dumps_save(match_to_json(basari_mid_choice())))
    assert data["summary"]["round"] == 1  # format 3 shows it in the games in progress
    del data["summary"]["round"]
    data["version"] = 2
    path = tmp_path / "v2.bazaar.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert not read_save(path).is_over
    data["summary"]["round"] = 2  # an edited round is refused like any edited summary
    data["version"] = 3
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError, match="summary does not match"):
        read_save(path)
