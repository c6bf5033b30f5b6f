"""What online play remembers between runs, in the app's settings: the port a server hosted
here keeps (links handed out stay good after a restart), and the name the person last played
under (the dialog offers it again)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bazaar_desktop.services.settings import clean_name, system_user_name

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

KEY_PORT = "online/host_port"
KEY_NAME = "online/name"


def hosted_port(store: QSettings | None) -> int:
    """The port the hosted server keeps; 0 if none was chosen yet."""
    value = store.value(KEY_PORT) if store is not None else None
    try:
        port = int(str(value))
    except ValueError:
        return 0
    return port if 1024 <= port <= 65535 else 0


def remember_port(store: QSettings | None, port: int) -> None:
    if store is not None:
        store.setValue(KEY_PORT, int(port))
        store.sync()


def last_name(store: QSettings | None) -> str:
    """The name last played under online, else the computer user's name, else ""."""
    value = store.value(KEY_NAME) if store is not None else None
    return clean_name(value) or system_user_name()


def remember_name(store: QSettings | None, name: str) -> None:
    name = clean_name(name)
    if store is not None and name:
        store.setValue(KEY_NAME, name)
        store.sync()
