"""The window's status line: the prompt (what the table asks for), the bots' "thinking", the
seed, and messages that pass. The parts say things here, not into the window.

A passing message is given as words: how to say it (a callable, called again in the new
language when the player switches it) or a plain text (from elsewhere: it cannot be said
again, so a switch clears it). A message is never left in the old language."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QLabel, QStatusBar

Words = str | Callable[[], str]  # a passing message: how to say it, or a plain text


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
        self._shown = ""  # the passing message as it shows now ("": none of ours)
        self._again: Callable[[], str] | None = None  # how to say it in another language
        self._ends = QTimer(self)  # the passing message's time (the bar's own is not used:
        self._ends.setSingleShot(True)  # said again, a message keeps the time it had left)
        self._ends.timeout.connect(self._time_up)
        bar.messageChanged.connect(self._message_changed)
        self.prompt_idle()

    def say(self, words: Words, ms: int = 0) -> None:
        """A message over the prompt for `ms` milliseconds (0: until the next one)."""
        self._ends.stop()
        self._again = words if callable(words) else None
        self._shown = words() if callable(words) else words
        self.bar.showMessage(self._shown)
        if ms > 0:
            self._ends.start(ms)

    def clear(self) -> None:
        self.bar.clearMessage()

    def time_left_ms(self) -> int:
        """How long the passing message on the line has left (-1: none with a time)."""
        return self._ends.remainingTime() if self._ends.isActive() else -1

    def retranslate(self) -> None:
        """The language switched: the passing message on the line, said again in the new one
        (the time it had left is kept); a plain text, which cannot be, goes."""
        if not self._shown or self.bar.currentMessage() != self._shown:
            return
        if self._again is None:
            self.bar.clearMessage()
            return
        self._shown = self._again()
        self.bar.showMessage(self._shown)

    def _message_changed(self, text: str) -> None:
        if text != self._shown:  # cleared, or another's (a menu's status tip): ours is over
            self._forget()

    def _time_up(self) -> None:
        if self._shown and self.bar.currentMessage() == self._shown:
            self.bar.clearMessage()
        self._forget()

    def _forget(self) -> None:
        self._ends.stop()
        self._shown, self._again = "", None

    def set_prompt(self, text: str) -> None:
        self.prompt.setText(text)

    def prompt_idle(self) -> None:
        """No table yet: nothing to prompt ("Start a new game from the Game
        menu" stood beside the welcome page's big New game buttons)."""
        self.prompt.setText("")
