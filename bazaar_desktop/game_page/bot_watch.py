"""Following the bots: "Layla thinking..." in the status line while a bot's process works,
and "Pause after each bot's move" (the adapter waits; Space, the Continue action or a click
on the board goes on)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from bazaar_desktop.bridge.adapter import GameAdapter
    from bazaar_desktop.game_page.status_line import StatusLine
    from bazaar_desktop.game_page.table_host import TableHost
    from bazaar_desktop.services.settings import AppSettings

DOTS_MS = 350  # one more dot after "thinking" every so often: the bot is alive


class BotWatch(QObject):
    """Shows the bots of `adapter` thinking, in `status`; a click on `board` goes on."""

    def __init__(
        self,
        adapter: GameAdapter,
        settings: AppSettings,
        board: QWidget,
        host: TableHost,
        status: StatusLine,
    ) -> None:
        super().__init__(host)
        self.adapter, self.board, self.host, self.status = adapter, board, host, status
        self.label = status.thinking
        self._names = ""
        self._dots = 0
        self._dots_timer = QTimer(self)
        self._dots_timer.setInterval(DOTS_MS)
        self._dots_timer.timeout.connect(self._animate)
        adapter.thinking_changed.connect(self.on_thinking)
        adapter.paused_changed.connect(self.on_paused)
        adapter.pause_after_bots = settings.pause_after_bot
        settings.pause_after_bot_changed.connect(self._set_pause_after_bots)
        board.installEventFilter(self)

    def on_thinking(self, seats: tuple[int, ...]) -> None:
        update = self.host.last_update
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
        self.adapter.pause_after_bots = pause
        if not pause:
            self.adapter.continue_play()

    def on_paused(self, paused: bool) -> None:
        if paused:
            self.status.set_prompt(self.tr("Press Space or click the board to continue."))
        elif (text := self.host.status_text()) is not None:
            self.status.set_prompt(text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.MouseButtonPress
            and self.adapter.paused
            and watched is self.board
        ):
            self.adapter.continue_play()  # the click still reaches the board
        return super().eventFilter(watched, event)
