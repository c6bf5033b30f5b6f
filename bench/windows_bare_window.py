"""A bare PySide6 window, built for Windows as Bazaar is (bench/bench_windows_startup.py): its
start-up is the floor under Bazaar's. Shows one QMainWindow with a label and, like
`bazaar` with BAZAAR_QUIT_AFTER_PAINT set, quits once the window has painted."""

import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


class _Painted(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            QTimer.singleShot(0, QApplication.quit)
        return False


if __name__ == "__main__":
    app = QApplication(sys.argv)
    window = QMainWindow()
    window.setCentralWidget(QLabel("Bazaar"))
    window.resize(1024, 600)
    window.installEventFilter(_Painted(window))
    window.show()
    sys.exit(app.exec())
