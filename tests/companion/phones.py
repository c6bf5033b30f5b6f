"""A real WebSocket client (aiohttp) on a thread of its own, for the companion's tests: it
speaks to the real server on loopback as a phone's page does, and keeps what it received."""

from __future__ import annotations

import asyncio
import json
import queue
import threading
from typing import Any

import aiohttp


class Phone:
    """One phone: `open(token)`, `send(message)`, `messages()`; `close_code` once closed."""

    def __init__(self, address: str) -> None:
        self.address = address
        self.received: list[dict[str, Any]] = []
        self.inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self.close_code: int | None = None
        self.close_reason = ""
        self.device: str | None = None
        self._loop = asyncio.new_event_loop()
        self._ws: aiohttp.ClientWebSocketResponse | None = None
        self._session: aiohttp.ClientSession | None = None
        self._opened = threading.Event()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._thread.start()

    def _run(self, coro: Any, timeout: float = 10) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result(timeout)

    def open(
        self,
        token: str,
        *,
        origin: str | None = "same",
        device: str | None = None,
        hello: bool = True,
    ) -> None:
        self._run(self._open(token, origin, device, hello))

    async def _open(self, token: str, origin: str | None, device: str | None, hello: bool) -> None:
        self._session = aiohttp.ClientSession()
        headers = {}
        if origin == "same":
            headers["Origin"] = f"http://{self.address}"
        elif origin is not None:
            headers["Origin"] = origin
        self._ws = await self._session.ws_connect(
            f"http://{self.address}/ws/{token}", headers=headers, autoclose=False
        )
        if hello:
            message: dict[str, Any] = {"type": "hello", "lang": "en"}
            if device:
                message["device"] = device
            await self._ws.send_str(json.dumps(message))
        self._loop.create_task(self._read())

    async def _read(self) -> None:
        assert self._ws is not None
        async for msg in self._ws:
            if msg.type == aiohttp.WSMsgType.TEXT:
                data = json.loads(msg.data)
                if data.get("type") == "welcome":
                    self.device = data["device"]
                self.received.append(data)
                self.inbox.put(data)
            elif msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSING):
                break
        self.close_code = self._ws.close_code
        self.close_reason = str(getattr(self._ws, "_close_reason", "") or "")
        if self._ws.close_code is None:
            await self._ws.close()
            self.close_code = self._ws.close_code

    def send(self, message: Any) -> None:
        text = message if isinstance(message, str) else json.dumps(message)
        self._run(self._send(text))

    def send_bytes(self, data: bytes) -> None:
        async def go() -> None:
            assert self._ws is not None
            await self._ws.send_bytes(data)

        self._run(go())

    async def _send(self, text: str) -> None:
        assert self._ws is not None
        await self._ws.send_str(text)

    def frames(self) -> list[dict[str, Any]]:
        return [m for m in self.received if m.get("type") == "frame"]

    def last_frame(self) -> dict[str, Any] | None:
        frames = self.frames()
        return frames[-1] if frames else None

    def replies(self, kind: str) -> list[dict[str, Any]]:
        return [m for m in self.received if m.get("type") == kind]

    @property
    def closed(self) -> bool:
        return self.close_code is not None

    def close(self) -> None:
        if not self._thread.is_alive():
            return

        async def go() -> None:
            if self._ws is not None and not self._ws.closed:
                await self._ws.close()
            if self._session is not None:
                await self._session.close()

        try:
            self._run(go())
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(5)
