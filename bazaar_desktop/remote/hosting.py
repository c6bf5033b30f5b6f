"""The table server this computer hosts, for the window: started on the port it keeps
(remembered in the settings, so the links handed out stay good after a restart), watched
while it runs (a server that stops is noticed within a second, the host told and offered to
start it again), and stopped with the window unless the host keeps it running for the
others (a window started later takes it over: host.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from bazaar_desktop.remote.host import PortTaken, ServerProcess, free_port, port_is_free
from bazaar_desktop.remote.remembered import hosted_port, remember_port

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

USUAL_PORT = 8765  # the server's own default: the one a firewall rule (docs/server.md) opens
WATCH_MS = 500  # how often the server's process is looked at: a stop is noticed within 2 s
Say = Callable[[str | Callable[[], str], int], None]


def first_port(host: str) -> int:
    """The port a first hosted server takes: the usual one if free, else any free one."""
    return USUAL_PORT if port_is_free(host, USUAL_PORT) else free_port(host)


class HostedServer(QObject):
    stopped = Signal()  # the server stopped without being asked to
    restarted = Signal()  # started again after it stopped

    def __init__(self, folder: Path, settings: QSettings | None, say: Say, parent: QWidget):
        super().__init__(parent)
        self._folder, self._settings, self._say, self._parent = folder, settings, say, parent
        self.server: ServerProcess | None = None
        self.keep_running = False  # the host chose to leave it running for the others
        self.stopped_box: QMessageBox | None = None
        self._watch = QTimer(self)
        self._watch.setInterval(WATCH_MS)
        self._watch.timeout.connect(self._look)

    @property
    def address(self) -> str:
        return self.server.address if self.server is not None else ""

    def start(self, host: str, port: int = 0) -> str:
        """The server on `host` at `port` (the one kept if 0; a free one the first time),
        started unless it runs there already; its address as clients reach it. `PortTaken`
        if another program listens there; `OSError` naming why it could not start."""
        port = port or hosted_port(self._settings) or first_port(host)
        server = self.server
        if server is not None and (server.host, server.port) == (host, port) and server.running():
            return server.address
        self.stop()
        server = ServerProcess(host, self._folder, port)
        server.start()
        self.server = server
        remember_port(self._settings, port)
        self._watch.start()
        return server.address

    def start_elsewhere(self, host: str) -> str:
        """The server on a free port (the kept one is taken), which it keeps from now on."""
        return self.start(host, free_port(host))

    def _look(self) -> None:
        if self.server is None or self.server.running():
            return
        self._watch.stop()
        self.stopped.emit()
        self._offer_restart()

    def _offer_restart(self) -> None:
        buttons = QMessageBox.StandardButton
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("The table server stopped"),
            self.tr(
                "The table server on this computer stopped. Everyone at its tables waits for it; "
                "nothing played is lost. Start it again?"
            ),
            buttons.Yes | buttons.No,
            self._parent,
        )
        box.button(buttons.Yes).setText(self.tr("&Start it again"))
        box.button(buttons.No).setText(self.tr("&Not now"))
        box.setDefaultButton(buttons.Yes)
        box.finished.connect(
            lambda _r: self._answered(box, box.clickedButton() is box.button(buttons.Yes))
        )
        self.stopped_box = box
        box.open()

    def _answered(self, box: QMessageBox, yes: bool) -> None:
        self.stopped_box = None
        box.deleteLater()
        if yes:
            self.restart()

    def restart(self) -> None:
        """Start the stopped server again where it was (the links stay good)."""
        if self.server is None:
            return
        host, port = self.server.host, self.server.port
        try:
            self.start(host, port)
        except PortTaken:
            self._say(
                lambda: self.tr("Port {port} is taken by another program.").format(port=port), 0
            )
            return
        except OSError as exc:
            why = str(exc)
            self._say(lambda: self.tr("The table server did not start: {why}").format(why=why), 0)
            return
        self._say(lambda: self.tr("The table server is running again."), 5000)
        self.restarted.emit()

    def stop(self) -> None:
        """The window closes (or another server replaces this one): the server stops, unless
        the host keeps it running for the others."""
        self._watch.stop()
        server, self.server = self.server, None
        if server is None:
            return
        if self.keep_running:
            server.let_go()
        else:
            server.stop()
