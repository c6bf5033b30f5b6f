"""The protocol's checks on their own (the real server's answers are in the other tests)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bazaar_server import protocol as p
from bazaar_server.requests.messages import Create, Decide, SeatAsked, read_request


def test_depth_is_counted_without_parsing_and_strings_do_not_count() -> None:
    assert p.json_depth('{"a": [1, {"b": 2}]}') == 3
    assert p.json_depth('{"a": "[[[[[[[[\\"]]]"}') == 1
    deep = "[" * 5000 + "]" * 5000  # far past the parser's recursion limit, under the size cap
    with pytest.raises(p.ProtocolError, match="nested too deeply"):
        p.parse_message(deep)


def test_a_create_message_is_checked_field_by_field() -> None:
    seats = [{"kind": "person", "name": "  Ann\t B "}, {"kind": "bot", "level": "easy"}]
    message = p.parse_message(json.dumps({"type": "create", "game": "basta", "seats": seats}))
    assert message["seats"] == [
        {"kind": "person", "name": "Ann B"},
        {"kind": "bot", "level": "easy"},
    ]
    for bad in (
        {"kind": "person", "name": "x" * 25},
        {"kind": "person", "name": "\x00"},
        {"kind": "bot"},
        {"kind": "robot", "level": "easy"},
        {"kind": "bot", "level": "easy", "name": "B"},
    ):
        text = json.dumps({"type": "create", "game": "basta", "seats": [bad]})
        with pytest.raises(p.ProtocolError, match="bad seats"):
            p.parse_message(text)
    with pytest.raises(p.ProtocolError, match="bad clock"):
        p.parse_message(json.dumps({"type": "create", "game": "basta", "seats": seats, "clock": 1}))


def test_room_codes_and_seat_links() -> None:
    room = p.new_room()
    assert p.ROOM_PATTERN.match(room) and not set(room) & set("01OIL")
    message = p.parse_message(
        json.dumps({"type": "join", "room": room.lower()[:3] + "-" + room[3:]})
    )
    assert message["room"] == room
    token = p.new_token()
    assert len(token) == 32 and p.TOKEN_PATTERN.match(token)
    link = p.seat_link("example.org", 443, token, tls=True)
    assert p.parse_link(link) == ("example.org", 443, token, True)
    with pytest.raises(p.ProtocolError):
        p.parse_link("https://example.org/seat/" + token)


def test_versions_that_can_play_together() -> None:
    assert p.version_problem(1, "0.1.7", "0.1.0") is None
    problem = p.version_problem(1, "0.2.0", "0.1.0")
    assert problem is not None and "0.1.x" in problem and "0.2.0" in problem
    assert p.version_problem(2, "0.1.0", "0.1.0") is not None


def test_every_client_message_is_read_into_its_own_typed_record() -> None:
    samples: dict[str, dict[str, Any]] = {
        "hello": {"protocol": 1, "version": "0.1.0"},
        "create": {"game": "basta", "seats": [{"kind": "person"}], "clock": 60, "sit": 0},
        "join": {"room": "ABC-DEF", "name": "Ann"},
        "sit": {"token": p.new_token()},
        "watch": {"room": "ABC-DEF"},
        "decide": {"n": 3, "action": {"type": "pass"}},
        "hand_to_bot": {"seat": 1},
        "give_back": {"seat": 1},
    }
    kinds = set()
    for kind in p.CLIENT_MESSAGES:
        record = read_request(json.dumps({"type": kind, **samples.get(kind, {})}))
        assert kind == record.TYPE
        kinds.add(type(record))
    assert len(kinds) == len(p.CLIENT_MESSAGES)  # one record a message, none shared
    create = read_request(
        json.dumps({"type": "create", "game": "basta", "seats": [{"kind": "bot", "level": "easy"}]})
    )
    assert create == Create("basta", (SeatAsked("bot", level="easy"),))
    assert read_request(json.dumps({"type": "decide", "n": 3, "action": {"type": "pass"}})) == (
        Decide(3, {"type": "pass"})
    )


def test_a_wrong_message_is_one_clear_error_before_any_record_is_made() -> None:
    for text, why in (
        ('{"type": "decide", "n": 3}', "missing field action in decide"),
        ('{"type": "decide", "n": "3", "action": {"type": "pass"}}', "bad n"),
        ('{"type": "sit", "token": "x", "seat": 0}', "unexpected field in sit"),
        ('{"type": "shout"}', "unknown message type"),
        ("[1]", "not a JSON object"),
    ):
        with pytest.raises(p.ProtocolError) as error:
            read_request(text)
        assert str(error.value) == why
