"""The phones' server met by requests no parser takes (the same door as the table server's,
`bazaar_server/transport/gate.py`): each is answered with the security headers and no software name,
and nothing is logged for it."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from bazaar_desktop.bridge.adapter import SeatSpec
from tests.server.hostile_http import JUNK, SECURITY, answer_to

PEOPLE3 = (SeatSpec("Ann"), SeatSpec("Ben"), SeatSpec("Cy"))


def test_requests_no_parser_takes_are_answered_with_our_headers_and_not_logged(
    table_of: Any, caplog: pytest.LogCaptureFixture
) -> None:
    table = table_of("basari", PEOPLE3)
    port = int(table.address.split(":")[1])
    with caplog.at_level(logging.DEBUG, logger="aiohttp"):
        answers = {what: answer_to(port, data) for what, data in JUNK.items()}
    for what, (status, headers) in answers.items():
        assert 400 <= status < 500, (what, status, headers)
        assert headers.get("Server") == "Bazaar", what
        assert all(headers.get(name) for name in SECURITY), (what, headers)
        assert headers.get("Cache-Control") == "no-store", what
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.INFO] == []
    phone = table.join(0)  # the server goes on
    phone.send({"type": "ping"})
    table.qtbot.waitUntil(lambda: bool(phone.replies("pong")), timeout=5000)
