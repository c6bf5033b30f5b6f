"""Help dialogs: a game's rules, the keyboard shortcuts, and About."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from bazaar_desktop.appearance.resources import art_dir


class RulesDialog(QDialog):
    """Shows a rules page (rich text, or markdown for older copies)."""

    def __init__(
        self, title: str, text: str | None, is_html: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rulesText")
        self.browser.setOpenExternalLinks(False)
        self.browser.setOpenLinks(True)  # in-page anchors only: no external files load
        # The rules' example pictures are ours, installed with the art (bazaar_resources/art).
        self.browser.setSearchPaths([str(art_dir())])
        if text and is_html:
            self.browser.setHtml(text)
        elif text:
            self.browser.setMarkdown(text)
        else:
            self.browser.setPlainText(
                self.tr("This text is not installed with this copy of Bazaar (resources/rules).")
            )
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(720, 640)


class ShortcutsDialog(QDialog):
    def __init__(self, rows: Sequence[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        table = QTableWidget(len(rows), 2)
        table.setObjectName("shortcutsTable")
        table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("What they do")])
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setAlternatingRowColors(True)
        table.setShowGrid(False)
        for row, (keys, text) in enumerate(rows):
            table.setItem(row, 0, QTableWidgetItem(keys))
            table.setItem(row, 1, QTableWidgetItem(text))
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(table)
        layout.addWidget(buttons)
        self.resize(620, 560)


def show_about(parent: QWidget, version: str) -> None:
    QMessageBox.about(
        parent,
        QCoreApplication.translate("AboutDialog", "About Bazaar"),
        QCoreApplication.translate(
            "AboutDialog",
            "<h3>Bazaar {version}</h3>"
            "<p>Three bazaar trading games at one table: <b>Basari</b>, <b>Jewel Bazaar</b> "
            "and <b>Basta!</b> — against bots that see only what a player may see, or pass "
            "and play with friends.</p>"
            "<p>Gems differ by shape as well as colour: ◆ red, ● yellow, ▲ green, ■ blue.</p>"
            "<p>Free software under the MIT licence. Text in DejaVu Sans.</p>",
        ).format(version=version),
    )
