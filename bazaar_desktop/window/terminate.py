"""SIGTERM (a logout, `kill`, a service manager) and SIGHUP (the terminal went away) close the
window as Quit does, without asking: the game in progress is kept, the connections end and a
table server hosted here stops. The signal only wakes Qt's loop (a byte on a socket Qt
watches: Python runs a signal's handler only between bytecodes, never inside Qt's loop); the
window closes on the loop."""

from __future__ import annotations

import contextlib
import signal
import socket
import sys
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier

HANDLED = (signal.SIGTERM, getattr(signal, "SIGHUP", signal.SIGTERM))


def close_on_terminate(owner: QObject, close: Callable[[], object]) -> Callable[[], None]:
    """Call `close` on the loop when the process is asked to end; the undo (the signals'
    former handlers back), for tests. Nothing on Windows: no SIGTERM or SIGHUP reaches a
    program there (ending a process is TerminateProcess, a logout Qt's own session end), and
    a notifier on the socket pair kept Qt's loop from ever painting the window under Wine."""
    if sys.platform == "win32":
        return lambda: None
    reader, writer = socket.socketpair()
    reader.setblocking(False)
    writer.setblocking(False)
    former_fd = signal.set_wakeup_fd(writer.fileno())
    former = {sig: signal.signal(sig, lambda _sig, _frame: None) for sig in HANDLED}
    notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, owner)

    def woken() -> None:
        data = b""
        with contextlib.suppress(OSError):
            data = reader.recv(64)
        if any(int(sig) in data for sig in HANDLED):
            close()

    notifier.activated.connect(woken)

    def undo() -> None:
        notifier.setEnabled(False)
        signal.set_wakeup_fd(former_fd)
        for sig, handler in former.items():
            signal.signal(sig, handler)
        reader.close()
        writer.close()

    return undo
