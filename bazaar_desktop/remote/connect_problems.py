"""Why a table could not be reached or taken, in the window's language, with what to check:
the first connection's failures (`link.connect_kind`) and the server's refusals of the
request that takes a seat (a wrong room code, a finished table, a full one). Literal texts
here, so the translation tools find them; each is looked up when said."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from bazaar_desktop import __version__
from bazaar_server.protocol import Refused

if TYPE_CHECKING:
    from bazaar_desktop.remote.desk import OnlineDesk


def _check_list() -> str:
    return QCoreApplication.translate(
        "Online",
        "Check that the address is the host's, that both computers are on the same network, "
        "that the host's firewall lets Bazaar in, and that the host's Bazaar is running with "
        "its table open.",
    )


# Each kind's first sentence (what happened); the check list follows where it helps.
_HAPPENED: dict[str, Callable[[], str]] = {
    "no_answer": lambda: QCoreApplication.translate("Online", "Nothing answered at {address}."),
    "refused": lambda: QCoreApplication.translate(
        "Online", "No table server runs at {address}: the connection was refused."
    ),
    "address": lambda: QCoreApplication.translate(
        "Online", "No computer has the address {address}."
    ),
    "tls": lambda: QCoreApplication.translate(
        "Online",
        "The secure connection to {address} failed (its certificate, or a link for a secure "
        "server to one that is not).",
    ),
    "not_started": lambda: QCoreApplication.translate(
        "Online", "The table server could not start on {address}."
    ),
    "not_table": lambda: QCoreApplication.translate(
        "Online", "Something answered at {address}, but not a Bazaar table server."
    ),
    Refused.NO_ROOM.value: lambda: QCoreApplication.translate(
        "Online", "No table at {address} has that room code."
    ),
    Refused.NO_SECRET.value: lambda: QCoreApplication.translate(
        "Online", "That table is over, or the server at {address} does not have it."
    ),
    Refused.SEATS_TAKEN.value: lambda: QCoreApplication.translate(
        "Online", "Every seat at that table is taken."
    ),
    Refused.NO_SPECTATORS.value: lambda: QCoreApplication.translate(
        "Online", "That table does not allow spectators: only its players see it."
    ),
}
# Said in the dialog beside the room code (it is the code to correct, or another table's)
_BESIDE_THE_ROOM = {Refused.NO_ROOM.value, Refused.NO_SPECTATORS.value}
_NEEDS_CHECKS = {"no_answer", "refused", "address", "not_table"}
_SERIES = re.compile(r"Bazaar (\d+\.\d+)\.x")


def problem_words(kind: str, address: str, detail: str = "") -> str:
    """What went wrong reaching `address` (host:port), and what to check."""
    if kind == "version":
        found = _SERIES.search(detail)
        theirs = found.group(1) + ".x" if found else "?"
        return (
            QCoreApplication.translate(
                "Online",
                "The server at {address} plays with Bazaar {theirs}; this is Bazaar {ours}.",
            )
            + " "
            + QCoreApplication.translate(
                "Online", "Install the same version of Bazaar as the host's."
            )
        ).format(address=address, theirs=theirs, ours=__version__)
    said = _HAPPENED.get(kind)
    if said is None:  # a refusal this window has no words for: the server's own
        return detail or QCoreApplication.translate("Online", "The server refused.")
    text = said().format(address=address)
    if kind == "not_started":  # the system's words: an address no longer this computer's…
        text += f" ({detail})"
    if kind == Refused.NO_ROOM.value:
        text += " " + QCoreApplication.translate(
            "Online", "Check the code with the host (letters and digits, any case)."
        )
    return text + (" " + _check_list() if kind in _NEEDS_CHECKS else "")


def title_words() -> str:
    return QCoreApplication.translate("Online", "Could not reach the table")


def tell(desk: OnlineDesk, address: str, kind: str, detail: str) -> None:
    """Why the seats at `address` could not be taken, in a box with Retry (`desk.problem_box`)
    over the dialog if it is open; a wrong room code (or a table that cannot be watched) in the
    dialog beside its field, the dialog kept open to correct it."""
    words = problem_words(kind, address, detail)
    dialog = desk.dialog
    showing = dialog is not None and dialog.isVisible()
    if kind in _BESIDE_THE_ROOM and dialog is not None and showing:
        dialog.show_room_problem(words)
        return
    if desk.problem_box is not None:
        desk.problem_box.close()
    buttons = QMessageBox.StandardButton
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        title_words(),
        words,
        buttons.Retry | buttons.Close,
        dialog if dialog is not None and showing else desk.window,
    )
    retry = box.button(buttons.Retry)
    retry.setText(QCoreApplication.translate("Online", "&Retry"))
    box.setDefaultButton(buttons.Retry)

    def answered(_result: int) -> None:
        if desk.problem_box is box:
            desk.problem_box = None
        box.deleteLater()
        if box.clickedButton() is retry:
            desk.retry()

    box.finished.connect(answered)
    desk.problem_box = box
    box.open()
