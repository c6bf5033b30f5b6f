"""Play again at an online table, for the windows that did not ask: the server makes the new
table when anyone asks (`again`) and tells every seat's holder its new seat. The window that
asked goes there at once; each other window keeps its results and is asked, Join or Not now.
Not now leaves its seat free at the new table (the others see the table wait for it): Game >
Play again later asks the server again, which answers with the same new table."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

translate = QCoreApplication.translate  # lupdate reads translate("Online", "…")


class AgainQuestion(QMessageBox):
    """'The others start a new game at this table: Join / Not now' (never blocking)."""

    def __init__(self, parent: QWidget, join: Callable[[], object]) -> None:
        super().__init__(parent)
        self.setObjectName("againQuestion")
        self.setIcon(QMessageBox.Icon.Question)
        self.join_button = self.addButton("", QMessageBox.ButtonRole.AcceptRole)
        self.later_button = self.addButton("", QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.join_button)
        self.setEscapeButton(self.later_button)
        self.setWindowModality(Qt.WindowModality.NonModal)
        self.retranslate()
        self.buttonClicked.connect(lambda button: join() if button is self.join_button else None)
        self.finished.connect(lambda _result: self.deleteLater())

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Online", "Play again"))
        self.setText(translate("Online", "Another player asks to play again at this table."))
        self.setInformativeText(
            translate(
                "Online",
                "The same seats; the next player starts. Join now, or later through "
                "Game > Play again.",
            )
        )
        self.join_button.setText(translate("Online", "&Join"))
        self.later_button.setText(translate("Online", "&Not now"))
