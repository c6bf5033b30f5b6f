"""The companion's server as strangers meet it, the real server on
loopback: raw sockets for half-open requests, sources other than 127.0.0.1 (all of 127/8 is
this machine) for the per-source limits, and the limits' pieces on their own
(`bazaar_desktop/companion/limits.py`, no Qt)."""

from __future__ import annotations

import http.client
import json
import socket
import subprocess
import sys
from typing import Any

import pytest

from bazaar_desktop.bridge.adapter import GameAdapter, NewGameRequest, SeatSpec
from bazaar_desktop.companion import server as srv
from bazaar_desktop.companion.limits import SourceBudget, json_depth_ok, source_of
from bazaar_desktop.companion.protocol import RateLimit
from bazaar_desktop.services.background import Progress
from bazaar_desktop.services.bot_process import AdviceRequest, BotProcess
from bazaar_desktop.services.interrupt import abandoned_with

PEOPLE3 = (SeatSpec("Ann"), SeatSpec("Ben"), SeatSpec("Cy"))
SECURITY = ("Content-Security-Policy", "Referrer-Policy", "X-Content-Type-Options")


def ask(
    address: str,
    method: str,
    path: str,
    body: Any = None,
    headers: dict[str, str] | None = None,
    source: str = "127.0.0.1",
) -> http.client.HTTPResponse:
    """One request from `source`; the answer, read."""
    host, port = address.split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=10, source_address=(source, 0))
    data = body if body is None or isinstance(body, bytes) else json.dumps(body).encode()
    conn.request(method, path, body=data, headers=headers or {})
    answer = conn.getresponse()
    answer.read()
    conn.close()
    return answer


def pair(table: Any, code: str, source: str = "127.0.0.1", **headers: str) -> int:
    sent = {"Content-Type": "application/json", "Origin": f"http://{table.address}", **headers}
    return ask(table.address, "POST", "/pair", {"code": code}, sent, source).status


# --- item 15: deep JSON, the size cap, what is logged, the headers of every answer --------
def test_json_nested_1000_deep_closes_with_a_reason(table_of: Any) -> None:
    table = table_of("basari", PEOPLE3)
    phone = table.join(0)
    phone.send("[" * 1000 + "]" * 1000)
    table.qtbot.waitUntil(lambda: phone.closed, timeout=5000)
    assert phone.close_code == srv.CLOSE_PROTOCOL
    why = "message nested too deeply (at most 8 levels)"
    assert table.host.server.refused[-1] == ("message", why)


def test_a_message_of_2048_bytes_passes_and_one_more_is_too_large(table_of: Any) -> None:
    table = table_of("basari", PEOPLE3)
    phone = table.join(0)
    ping = '{"type":"ping"}'
    phone.send(ping + " " * (2048 - len(ping)))  # JSON may end in white space
    table.qtbot.waitUntil(lambda: bool(phone.replies("pong")), timeout=5000)
    phone.send(ping + " " * (2049 - len(ping)))
    table.qtbot.waitUntil(lambda: phone.closed, timeout=5000)
    assert phone.close_code == 1009  # aiohttp's own: too big
    # aiohttp closes before the server's loop reads the error and notes it: wait for the note.
    too_large = ("message", "message too large")
    table.qtbot.waitUntil(lambda: too_large in table.host.server.refused, timeout=5000)
    assert table.host.server.refused[-1] == too_large


def test_every_answer_has_the_security_headers_and_names_no_versions(table_of: Any) -> None:
    table = table_of("basari", PEOPLE3)
    link = table.links[0]
    answers = {
        "page": ask(table.address, "GET", "/"),
        "404": ask(table.address, "GET", "/nothing"),
        "405": ask(table.address, "PUT", "/"),
        "file 404": ask(table.address, "GET", "/p/seat.html"),
    }
    for code in (link.code, "000000" if link.code != "000000" else "111111"):
        answers[f"pair {code}"] = ask(
            table.address,
            "POST",
            "/pair",
            {"code": code},
            {"Content-Type": "application/json", "Origin": f"http://{table.address}"},
        )
    assert [a.status for a in answers.values()] == [200, 404, 405, 404, 200, 403]
    for what, answer in answers.items():
        for name in SECURITY:
            assert answer.getheader(name), (what, name)
        assert answer.getheader("Cache-Control") == "no-store", what  # the link is a key
        server = answer.getheader("Server") or ""
        assert "Python" not in server and "aiohttp" not in server, (what, server)


# --- item 14: only the address and port the server is bound to (no DNS rebinding) --------
def handshake(address: str, token: str, host: str, origin: str) -> int:
    """A WebSocket handshake with forged Host and Origin, on a raw socket; the status."""
    ip, port = address.split(":")
    with socket.create_connection((ip, int(port)), timeout=10) as raw:
        raw.sendall(
            (
                f"GET /ws/{token} HTTP/1.1\r\nHost: {host}\r\nOrigin: {origin}\r\n"
                "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
            ).encode()
        )
        return int(raw.recv(200).split(b" ")[1])


def test_a_page_elsewhere_forging_host_and_origin_is_refused(table_of: Any) -> None:
    table = table_of("basari", PEOPLE3)
    port = table.address.split(":")[1]
    rebound = f"evil.example:{port}"  # its name made to point at this computer
    assert handshake(table.address, table.token(0), rebound, f"http://{rebound}") == 421
    assert table.adapter.phone_seats == frozenset()
    assert ask(table.address, "GET", "/", headers={"Host": rebound}).status == 421
    # The page as served, at the address it was served from, still connects.
    same = f"http://{table.address}"
    assert handshake(table.address, table.token(0), table.address, same) == 101


# --- item 13: the rate limit counts per seat, not per connection ---------------------------
def test_a_phone_that_reconnects_gets_no_fresh_burst(table_of: Any) -> None:
    table = table_of("basari", PEOPLE3)
    table.host.server.rate = lambda: RateLimit(per_second=0.2, burst=12)  # 12 now, 1 in 5 s
    phone = table.join(0)  # its hello: 1
    for _ in range(8):
        phone.send({"type": "ping"})
    table.qtbot.waitUntil(lambda: len(phone.replies("pong")) == 8, timeout=5000)
    phone.close()
    again = table.phone()
    again.open(table.token(0), device=phone.device)  # the same device: 10
    for _ in range(8):  # a fresh burst per connection would take these
        again.send({"type": "ping"})
    table.qtbot.waitUntil(lambda: again.closed, timeout=5000)
    assert again.close_code == srv.CLOSE_RATE
    assert len(again.replies("pong")) <= 2
    assert table.host.server.refused[-1] == ("message", "too many messages")


# --- item 12: wrong codes count per source; /pair takes JSON from the page's own origin ----
def test_a_stranger_guessing_codes_never_keeps_the_right_code_out(table_of: Any) -> None:
    table = table_of("basari", PEOPLE3)
    link = table.links[1]
    wrong = "000000" if link.code != "000000" else "111111"
    statuses = [pair(table, wrong, source="127.0.0.2") for _ in range(21)]
    assert statuses[0] == 403 and statuses[-1] == 429  # that stranger waits, even when right
    assert pair(table, link.code, source="127.0.0.2") == 429
    assert pair(table, link.code) == 200  # the person at the table is not locked out
    # Only JSON, only from the page's own origin: a form or a page elsewhere is refused.
    assert pair(table, link.code, **{"Content-Type": "text/plain"}) == 415
    assert pair(table, link.code, **{"Content-Type": "application/x-www-form-urlencoded"}) == 415
    sent = {"Content-Type": "application/json"}
    assert ask(table.address, "POST", "/pair", {"code": link.code}, sent).status == 403
    assert pair(table, link.code, Origin="http://evil.example") == 421


# --- item 11: half-open requests are cut; connections capped per source and in all --------
def raw(address: str, source: str = "127.0.0.1") -> socket.socket:
    ip, port = address.split(":")
    return socket.create_connection((ip, int(port)), timeout=10, source_address=(source, 0))


def cut(sock: socket.socket) -> bool:
    """Whether the server has closed it (waits at most the socket's timeout: then False)."""
    try:
        return sock.recv(100) == b""
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False


def test_a_half_open_request_is_cut(table_of: Any) -> None:
    table = table_of("basari", PEOPLE3)
    table.host.server.gate.header_seconds = 0.3  # 10 s in play
    headers = raw(table.address)
    headers.sendall(f"GET / HTTP/1.1\r\nHost: {table.address}\r\n".encode())  # never ends
    body = raw(table.address)
    body.sendall(
        (
            f"POST /pair HTTP/1.1\r\nHost: {table.address}\r\nOrigin: http://{table.address}"
            "\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"
        ).encode()
    )
    silent = raw(table.address)
    try:
        assert cut(headers) and cut(body) and cut(silent)
    finally:
        for sock in (headers, body, silent):
            sock.close()
    phone = table.join(0)  # an honest phone: its WebSocket is held past the deadline
    for _ in range(2):  # twice the header deadline passes after it joined: the witnesses,
        late = raw(table.address)  # two silent connections opened one after the other, cut
        try:
            assert cut(late)
        finally:
            late.close()
    phone.send({"type": "ping"})  # the phone stays, and is answered
    table.qtbot.waitUntil(lambda: bool(phone.replies("pong")), timeout=5000)
    assert table.host.server.gate.counts == {"127.0.0.1": 1}


def test_open_connections_are_capped_per_source_and_in_all(table_of: Any) -> None:
    table = table_of("basari", PEOPLE3)
    gate = table.host.server.gate
    gate.per_source, gate.in_all = 4, 6
    stranger = [raw(table.address, "127.0.0.2") for _ in range(6)]
    try:
        # Past 4 from one source, its oldest waiting ones are cut to make room.
        assert [cut(sock) for sock in stranger[:2]] == [True, True]
        table.qtbot.waitUntil(lambda: gate.counts == {"127.0.0.2": 4}, timeout=5000)
        phone = table.join(0)  # the honest phone still comes in, and is held
        other = [raw(table.address, "127.0.0.3") for _ in range(3)]
        stranger += other
        # Past 6 in all: two more of the oldest waiting are cut, never the phone.
        assert [cut(sock) for sock in stranger[2:4]] == [True, True]
        table.qtbot.waitUntil(lambda: sum(gate.counts.values()) == 6, timeout=5000)
        assert gate.counts == {"127.0.0.2": 2, "127.0.0.1": 1, "127.0.0.3": 3}
        assert gate.made_room == 4 and not phone.closed
        phone.send({"type": "ping"})
        table.qtbot.waitUntil(lambda: bool(phone.replies("pong")), timeout=5000)
    finally:
        for sock in stranger:
            sock.close()


def test_the_open_file_limit_is_raised_when_the_server_starts(table_of: Any) -> None:
    resource = pytest.importorskip("resource")  # none on Windows, nor such a limit
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(512, hard), hard))
    try:
        table_of("basari", PEOPLE3)
        assert resource.getrlimit(resource.RLIMIT_NOFILE)[0] == hard
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


# --- item 10: hints never hold up a bot's move ---------------------------------------------
def test_a_phone_flooding_hints_has_one_pending_and_the_bot_still_moves(table_of: Any) -> None:
    bots = (SeatSpec("Bo", True, "random"), SeatSpec("Cy"))
    table = table_of("basari", (SeatSpec("Ann"), *bots))
    calls: list[int] = []
    advisor = table.host.advisor

    def counted(view: Any, seat: int, names: list[str]) -> tuple[str, str]:
        calls.append(seat)
        answer: tuple[str, str] = advisor(view, seat, names)
        return answer

    table.host.advisor = counted
    ann = table.join(0)
    table.qtbot.waitUntil(lambda: ann.last_frame()["decision"] is not None, timeout=5000)
    for _ in range(25):  # within the rate limit's burst
        ann.send({"type": "hint"})
    ann.send({"type": "undo"})  # refused by the host once it has seen every hint before it
    table.qtbot.waitUntil(lambda: bool(ann.replies("refused")), timeout=5000)
    table.qtbot.waitUntil(lambda: bool(ann.replies("hint")), timeout=30000)
    assert calls == [0]  # one search: the others found it on its way, or its answer given
    assert len({json.dumps(hint) for hint in ann.replies("hint")}) == 1
    choice = ann.last_frame()["decision"]["choices"][0]["archway"]
    ann.send({"type": "start", "archway": choice})
    table.qtbot.waitUntil(lambda: len(table.adapter.match.history) >= 2, timeout=10000)
    assert table.adapter.match.history[1][0] == 1  # Bo's move came
    table.close()
    settled(table.qtbot)


def test_a_phone_hint_that_fails_is_refused_with_the_failure_in_one_line(table_of: Any) -> None:
    table = table_of("basari", PEOPLE3)

    def broken(view: Any, seat: int, names: list[str]) -> tuple[str, str]:
        raise RuntimeError("no coach today")

    table.host.advisor = broken
    ann = table.join(0)
    table.qtbot.waitUntil(lambda: ann.last_frame()["decision"] is not None, timeout=5000)
    ann.send({"type": "hint"})
    table.qtbot.waitUntil(lambda: bool(ann.replies("refused")), timeout=10000)
    assert ann.replies("refused")[0]["why"] == "RuntimeError: no coach today"
    assert ann.replies("hint") == []
    table.close()
    settled(table.qtbot)


def test_a_bots_move_goes_before_the_hints_waiting_for_the_bots_process(qtbot: Any) -> None:
    process = BotProcess.shared()
    process.wait_ready()
    adapter = GameAdapter()
    people = (SeatSpec("Bo", True, "easy"), SeatSpec("Ann"), SeatSpec("Cy"))
    asking = GameAdapter()  # the position the hints are about: seat 0's first decision
    asking.start(NewGameRequest("basari", PEOPLE3, seed=3))
    assert asking.match is not None
    view = asking.match.state.view(0)
    asking.stop()
    answers: list[object] = []

    def hint(progress: Progress) -> object:
        with abandoned_with(progress):
            return process.advise(AdviceRequest(view, 0))

    process.served.clear()
    # Six hints (phones', a review's) ask the bots' process first; all 4 threads are busy.
    operations = [
        adapter.background.run(hint, answers.append, answers.append, name="hint") for _ in range(6)
    ]
    adapter.start(NewGameRequest("basari", people, seed=3))  # Bo (seat 0) places first
    try:
        qtbot.waitUntil(lambda: bool(adapter.match and adapter.match.history), timeout=60000)
        served = list(process.served)
        # It waited for the hint in the pipe when it asked, if any, never for the others.
        assert "move" in served and served.index("move") <= 1, served
    finally:
        for operation in operations:
            operation.cancel()
        adapter.stop()
        settled(qtbot)


def settled(qtbot: Any) -> None:
    """Every worker thread free again: the next test's jobs find the pool as it was."""
    from bazaar_desktop.services.background import _WORKERS

    qtbot.waitUntil(lambda: len(_WORKERS._sleeping) == _WORKERS.started, timeout=30000)


def test_pair_answers_deep_or_broken_json_as_a_wrong_code(table_of: Any) -> None:
    table = table_of("basari", PEOPLE3)
    sent = {"Content-Type": "application/json", "Origin": f"http://{table.address}"}
    for body in (b"[" * 1000 + b"]" * 1000, b"\xff\xfe", b"[1]", b"{"):
        assert ask(table.address, "POST", "/pair", body, sent).status == 403, body[:5]


def test_the_limits_pieces_on_their_own() -> None:
    assert source_of("192.168.1.20") == "192.168.1.20"
    assert source_of("::ffff:192.168.1.20") == "192.168.1.20"
    assert source_of("2001:db8:1:2:aaaa::1") == source_of("2001:db8:1:2:bbbb::9")
    assert source_of("2001:db8:1:2::1") != source_of("2001:db8:1:3::1")
    assert json_depth_ok('{"a": [1, [2]]}', 3) and not json_depth_ok('{"a": [1, [2]]}', 2)
    assert json_depth_ok('{"a": "[[[[\\"[[[["}', 1)  # brackets in strings do not count
    budget = SourceBudget(per_minute=2, sources=2)
    for now in (0.0, 1.0):
        budget.charge("a", now)
    assert budget.spent("a", 2.0) and not budget.spent("b", 2.0)
    assert not budget.spent("a", 61.0)  # a minute later
    budget.charge("c", 62.0)  # a third source: the one seen longest ago ("b") is forgotten
    assert set(budget._events) == {"a", "c"}


def test_the_limits_import_no_qt() -> None:
    """The table server (no Qt) may use them: importing them loads no PySide6."""
    check = (
        "import sys, bazaar_desktop.companion.limits, bazaar_desktop.companion.protocol; "
        "sys.exit(any(name.startswith('PySide6') for name in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", check], check=False).returncode == 0


def test_the_refusals_kept_for_the_log_are_bounded(table_of: Any) -> None:
    table = table_of("basari", PEOPLE3)
    host, port = table.address.split(":")
    conn = http.client.HTTPConnection(host, int(port), timeout=10)  # one keep-alive
    for _ in range(srv.REFUSALS_KEPT + 5):  # a stranger trying links
        conn.request("GET", f"/s/{'x' * 32}")
        answer = conn.getresponse()
        answer.read()
        assert answer.status == 403
    conn.close()
    assert len(table.host.server.refused) == srv.REFUSALS_KEPT


def test_a_request_with_more_headers_than_a_browser_sends_is_refused(table_of: Any) -> None:
    table = table_of("basari", PEOPLE3)
    many = {f"X-Pad-{n}": "y" * 100 for n in range(60)}  # aiohttp alone allows 128 of 8 KB
    assert ask(table.address, "GET", "/", headers=many).status == 400
    long = {"X-Pad": "y" * 6000}
    assert ask(table.address, "GET", "/", headers=long).status == 400
    assert ask(table.address, "GET", "/").status == 200
