"""Following the bots: "Layla thinking..." in the status line while a bot's process works,
and "Pause after each bot's move" (the adapter waits; Space, the Continue action or a click
on the board goes on)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QLabel

if TYPE_CHECKING:
    from bazaar_desktop.main_window import MainWindow

DOTS_MS = 350  # one more dot after "thinking" every so often: the bot is alive


class BotWatch(QObject):
    """Shows the bots of the window `main` (its parent) thinking, in `label`."""

    def __init__(self, main: MainWindow, label: QLabel) -> None:
        super().__init__(main)
        self.main = main
        self.label = label
        self._names = ""
        self._dots = 0
        self._dots_timer = QTimer(self)
        self._dots_timer.setInterval(DOTS_MS)
        self._dots_timer.timeout.connect(self._animate)
        adapter = main.adapter
        adapter.thinking_changed.connect(self.on_thinking)
        adapter.paused_changed.connect(self.on_paused)
        adapter.pause_after_bots = main.app_settings.pause_after_bot
        main.app_settings.pause_after_bot_changed.connect(self._set_pause_after_bots)
        main.view.viewport().installEventFilter(self)

    def on_thinking(self, seats: tuple[int, ...]) -> None:
        update = self.main.last_update
        if seats and update is not None:
            self._names = ", ".join(update.seats[s].name for s in seats if s < len(update.seats))
            self._dots_timer.start()
            self._animate()
        else:
            self._names = ""
            self._dots_timer.stop()
            self.label.setText("")

    def _animate(self) -> None:
        self._dots = (self._dots + 1) % 4
        if self._names:
            self.label.setText(
                self.tr("{names} thinking{dots}").format(names=self._names, dots="." * self._dots)
            )

    def _set_pause_after_bots(self, pause: bool) -> None:
        self.main.adapter.pause_after_bots = pause
        if not pause:
            self.main.adapter.continue_play()

    def on_paused(self, paused: bool) -> None:
        main = self.main
        main.continue_action.setEnabled(paused)
        if paused:
            main.prompt.setText(self.tr("Press Space or click the board to continue."))
        elif main.table is not None and main.last_update is not None:
            main.prompt.setText(main.table.status_text(main.last_update))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.MouseButtonPress
            and self.main.adapter.paused
            and watched is self.main.view.viewport()
        ):
            self.main.adapter.continue_play()  # the click still reaches the board
        return super().eventFilter(watched, event)
