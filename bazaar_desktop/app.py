"""The `bazaar` command: start the desktop application."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def main(argv: Sequence[str] | None = None) -> int:
    app = QApplication(list(argv) if argv is not None else sys.argv)
    app.setApplicationName("Bazaar")
    window = QMainWindow()
    window.setWindowTitle("Bazaar")
    window.setCentralWidget(QLabel("Bazaar — the tables are being built."))
    window.resize(1024, 700)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
