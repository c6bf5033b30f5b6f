"""The window's status line: the prompt (what the table asks for), the bots' "thinking", the
seed, and messages that pass. The parts say things here, not into the window."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel, QStatusBar


class StatusLine(QObject):
    """Speaks through `bar` (the window's status bar), which it fills with its labels."""

    def __init__(self, bar: QStatusBar) -> None:
        super().__init__(bar)
        self.bar = bar
        self.prompt = QLabel("")
        self.prompt.setObjectName("statusPrompt")
        self.thinking = QLabel("")
        self.thinking.setObjectName("thinking")
        self.seed = QLabel("")
        bar.addWidget(self.prompt, 1)
        bar.addPermanentWidget(self.thinking)
        bar.addPermanentWidget(self.seed)
        self.prompt_idle()

    def say(self, text: str, ms: int = 0) -> None:
        """A message over the prompt for `ms` milliseconds (0: until the next one)."""
        self.bar.showMessage(text, ms)

    def clear(self) -> None:
        self.bar.clearMessage()

    def set_prompt(self, text: str) -> None:
        self.prompt.setText(text)

    def prompt_idle(self) -> None:
        """No table yet: nothing to prompt (issue 36.11: "Start a new game from the Game
        menu" stood beside the welcome page's big New game buttons)."""
        self.prompt.setText("")
