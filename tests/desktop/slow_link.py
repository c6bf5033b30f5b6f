"""A loopback TCP proxy a test runs between a client and the table server: every
chunk waits `delay` seconds each way, in order, as on a long link; `cut()` ends every
connection through it at once (as a dropped Wi-Fi does), while it goes on accepting new ones."""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from collections.abc import Callable


class SlowLink:
    def __init__(self, target_host: str, target_port: int, delay: float) -> None:
        self.target = (target_host, target_port)
        self.delay = delay
        self.port = 0
        self.connections = 0  # accepted so far (a reconnection after a cut counts again)
        self.bytes_up = 0  # client -> server
        self.bytes_down = 0  # server -> client
        self._loop = asyncio.new_event_loop()
        self._writers: list[asyncio.StreamWriter] = []
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="slow-link", daemon=True)

    def start(self) -> SlowLink:
        self._thread.start()
        if not self._ready.wait(10):
            raise RuntimeError("the proxy did not start")
        return self

    def cut(self) -> None:
        """Close every connection open through the link now; later ones are let through."""
        done = threading.Event()

        def close_all() -> None:
            for writer in self._writers:
                writer.transport.abort()  # no FIN, no goodbye: a link that went away
            self._writers.clear()
            done.set()

        self._loop.call_soon_threadsafe(close_all)
        done.wait(5)

    def stop(self) -> None:
        self.cut()
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        server = self._loop.run_until_complete(asyncio.start_server(self._serve, "127.0.0.1", 0))
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        try:
            self._loop.run_forever()
        finally:
            server.close()
            self._loop.close()

    async def _serve(
        self, client_in: asyncio.StreamReader, client_out: asyncio.StreamWriter
    ) -> None:
        self.connections += 1
        try:
            server_in, server_out = await asyncio.open_connection(*self.target)
        except OSError:
            client_out.transport.abort()
            return
        self._writers += [client_out, server_out]

        def count_up(n: int) -> None:
            self.bytes_up += n

        def count_down(n: int) -> None:
            self.bytes_down += n

        await asyncio.gather(
            self._pump(client_in, server_out, count_up),
            self._pump(server_in, client_out, count_down),
            return_exceptions=True,
        )
        for writer in (client_out, server_out):
            writer.transport.abort()
            with contextlib.suppress(ValueError):
                self._writers.remove(writer)

    async def _pump(
        self, source: asyncio.StreamReader, sink: asyncio.StreamWriter, count: Callable[[int], None]
    ) -> None:
        """Each chunk leaves `delay` after it arrived, in the order it came."""
        queue: asyncio.Queue[tuple[float, bytes]] = asyncio.Queue()

        async def later() -> None:
            while True:
                due, chunk = await queue.get()
                if not chunk:
                    sink.transport.abort()
                    return
                await asyncio.sleep(max(0.0, due - time.monotonic()))
                sink.write(chunk)
                count(len(chunk))

        sender = asyncio.get_running_loop().create_task(later())
        try:
            while True:
                chunk = await source.read(65536)
                await queue.put((time.monotonic() + self.delay, chunk))
                if not chunk:
                    break
            await sender
        finally:
            sender.cancel()
