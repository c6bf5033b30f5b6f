"""Raw-socket strangers for a server's door (the table server's and the phones' alike):
requests no parser takes, and connections that open a request and never finish it."""

from __future__ import annotations

import contextlib
import os
import socket
import time

# A TLS ClientHello's first bytes, as a browser sends to an https:// address.
TLS_HELLO = bytes.fromhex("16 03 01 02 00 01 00 01 fc 03 03") + bytes(range(32)) * 8
JUNK: dict[str, bytes] = {
    "a header over 8 KB": b"GET / HTTP/1.1\r\nHost: x\r\nX-Pad: " + b"y" * 9000 + b"\r\n\r\n",
    "500 headers": b"GET / HTTP/1.1\r\nHost: x\r\n"
    + b"".join(b"X-Pad-%d: y\r\n" % i for i in range(500))
    + b"\r\n",
    "a 100 KB URL": b"GET /" + b"a" * 100_000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
    "TLS bytes on the plain port": TLS_HELLO,
}
SECURITY = ("Content-Security-Policy", "Referrer-Policy", "X-Content-Type-Options")


def answer_to(port: int, data: bytes) -> tuple[int, dict[str, str]]:
    """Send `data` on a new connection to loopback `port`; the answer's status and headers."""
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        # Answered and closed before the rest was read: the answer is there all the same.
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):
            sock.sendall(data)
        got = b""
        try:
            while b"\r\n\r\n" not in got and (chunk := sock.recv(65536)):
                got += chunk
        except ConnectionResetError:
            pass
    head = got.split(b"\r\n\r\n")[0].decode("latin-1").split("\r\n")
    status = int(head[0].split()[1]) if head[0].startswith("HTTP/") else 0
    headers = dict(line.split(": ", 1) for line in head[1:] if ": " in line)
    return status, headers


def half_open(port: int, source: str) -> socket.socket:
    """A connection from `source` (any of 127/8) with the start of an upgrade, never ended."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=10, source_address=(source, 0))
    sock.sendall(b"GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n")
    return sock


def closed_by_server(sock: socket.socket, within: float = 60.0) -> bool:
    """Whether the server closes `sock` within `within` seconds (polled; False if not)."""
    deadline = time.monotonic() + within
    sock.settimeout(0.2)
    while time.monotonic() < deadline:
        try:
            if sock.recv(4096) == b"":
                return True
        except (ConnectionResetError, BrokenPipeError):
            return True
        except TimeoutError:
            continue
    return False


def websocket(port: int, receive_buffer: int = 0) -> socket.socket:
    """A raw WebSocket to the table server (the upgrade's answer read, nothing after it):
    what is sent on it afterwards is `frame`s; whether anything is ever read is the caller's.
    `receive_buffer` bytes of kernel buffer (0: the system's)."""
    sock = socket.socket()
    if receive_buffer:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    sock.settimeout(10)
    sock.connect(("127.0.0.1", port))
    sock.sendall(
        (
            f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
            "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
            "Sec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
    )
    answer = b""
    while b"\r\n\r\n" not in answer:
        answer += sock.recv(1)  # byte by byte: nothing after the upgrade's answer is read
    assert answer.startswith(b"HTTP/1.1 101"), answer
    return sock


def frame(text: str) -> bytes:
    """One masked WebSocket text frame (as a client must send)."""
    data = text.encode()
    mask = os.urandom(4)
    size = len(data)
    head = bytes([0x81, 0x80 | size]) if size < 126 else bytes([0x81, 0xFE]) + size.to_bytes(2)
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data))
