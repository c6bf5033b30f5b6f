"""The quit question while an online table is on: what happens to the table. A guest's seat
waits for them (or the host lets a bot play it) and Continue takes it back; the host is told
that quitting stops the table's server, so everyone waits until they continue it, or may
keep the server running for the others (a later window takes it over)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

if TYPE_CHECKING:
    from bazaar_desktop.remote.desk import OnlineDesk


def ask_to_quit(desk: OnlineDesk, quit_now: Callable[[], object]) -> None:
    if desk.quit_prompt is not None:
        desk.quit_prompt.raise_()
        return
    hosting = desk.server is not None and desk.server.running()
    if hosting:
        text = QCoreApplication.translate(
            "Online",
            "You host this table: quitting stops its server, and the others wait until you "
            "start Bazaar again and continue it from Games in progress. Or keep the server "
            "running: the table stays open for the others, and your seat waits for you.",
        )
    else:
        text = QCoreApplication.translate(
            "Online",
            "Your seat at the table waits for you (the host may let a bot play it meanwhile), "
            "and Games in progress takes you back to it. Quit now?",
        )
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("Online", "Quit Bazaar"),
        text,
        parent=desk.window,
    )
    quit_button = box.addButton(
        QCoreApplication.translate("Online", "&Quit"), QMessageBox.ButtonRole.AcceptRole
    )
    keep_button = (
        box.addButton(
            QCoreApplication.translate("Online", "Quit, &keep the server running"),
            QMessageBox.ButtonRole.AcceptRole,
        )
        if hosting
        else None
    )
    stay = box.addButton(
        QCoreApplication.translate("Online", "K&eep playing"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(stay)
    box.setEscapeButton(stay)
    box.setWindowModality(Qt.WindowModality.WindowModal)

    def answered(_result: int) -> None:
        desk.quit_prompt = None
        box.deleteLater()
        clicked = box.clickedButton()
        if clicked is keep_button:
            desk.hosting.keep_running = True
        if clicked is quit_button or clicked is keep_button:
            quit_now()

    box.finished.connect(answered)
    desk.quit_prompt = box
    box.open()
