"""The table host: it alone owns the table on the game page and the update it shows last.

A new game puts a new table up (`install`); each update of the adapter is shown here
(`show`): the board, the players and the log, the curtain of a pass-and-play game, the
prompt. A language switch makes the table anew from the last update (`rebuild`). What the
window does around it (sounds, the menus' state, the coach) follows its signals."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from bazaar_desktop.tables import table_class

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from bazaar_desktop.bridge.adapter import Update
    from bazaar_desktop.bridge.adapter_slot import AdapterSlot
    from bazaar_desktop.game_page.page import GamePage
    from bazaar_desktop.game_page.status_line import StatusLine
    from bazaar_desktop.panels.log import LogLine
    from bazaar_desktop.tables.base import GameTable

BASE_PACE_MS = 650  # the pause after a bot's or chance's move at normal speed


class TableHost(QObject):
    """Shows the adapter's updates on `page`; tables are made with `parent` as owner."""

    installing = Signal()  # a new table replaces the old: what belonged to it goes
    showing = Signal(object, bool)  # an update drawn now, and whether it is the table's first
    shown = Signal(object)  # an update shown, the side column and prompt included

    def __init__(
        self,
        parent: QWidget,
        page: GamePage,
        adapter: AdapterSlot,
        status: StatusLine,
        speed: Callable[[], float],
    ) -> None:
        super().__init__(parent)
        self.owner = parent
        self.page = page
        self.adapter = adapter
        self.status = status
        self.speed = speed
        self.table: GameTable | None = None
        self.last_update: Update | None = None
        page.undo_clicked.connect(self.undo)

    def install(self, game_id: str, names: list[str]) -> None:
        """A new table for `game_id` (the session starts or loads its match right after)."""
        self.installing.emit()
        page, old = self.page, self.table
        table = table_class(game_id)(names, self.owner)
        self._connect(table)
        self.table = table
        if old is not None:
            old.panel.deleteLater()
            old.deleteLater()
        page.side.later.drop()  # the old table's players and log lines
        page.game_log.clear()
        self.last_update = None
        page.view.set_scene(None)  # animated, the board is put in two turns later (pages.py)
        animated = self.speed() > 0
        put_board = partial(page.view.set_scene, table.scene, in_bands=animated)
        page.pages.show_in_turns(page.splitter, put_board, staged=animated)
        page.pages.prepare(partial(page.side.seat_table, table))

    def _connect(self, table: GameTable) -> None:
        table.action_chosen.connect(lambda seat, action: self.adapter.get().submit(seat, action))
        table.status_changed.connect(self.status.set_prompt)  # a choice begun on its panel

    def show(self, update: Update) -> None:
        """Draw `update` (the adapter's `updated`)."""
        table, page, speed = self.table, self.page, self.speed()
        if table is None or page.pages.before_showing(partial(self.show, update)):
            return  # a new table is put up in turns: its updates come a turn each (pages.py)
        if self.last_update is None and page.game_log.is_empty:  # a loaded game has its story
            self.add_to_log(
                lambda: [
                    page.game_log.opening_line(
                        update.seats, update.seed, update.room, watching=update.watching
                    )
                ]
            )
        self.showing.emit(update, self.last_update is None)  # sounds as animations start
        self.last_update = update
        table.show_update(update, speed)
        lifting = update.curtain_for is None and page.pages.showing() is page.curtain
        # The players and the log follow a frame later when animated; at once when the device
        # changes hands: before a curtain (it tells the log's news), and as one lifts (the list
        # must not show the rows of the person before for a frame).
        now = speed == 0 or update.curtain_for is not None or lifting
        page.side.later.run(partial(self._show_in_side, table, update), now=now)
        if update.curtain_for is not None:
            name = update.seats[update.curtain_for].name
            page.curtain.show_for(name, page.game_log.news_for(update.curtain_for))
            page.pages.show_page(page.curtain)
            self.status.set_prompt(
                QCoreApplication.translate("MainWindow", "Pass the device to {name}.").format(
                    name=name
                )
            )
            page.curtain.button.setFocus()
        else:
            if lifting and speed > 0:
                page.view.paint_in_bands()  # the whole board, shown again, in frames
            page.pages.show_page(page.splitter)
            self.status.set_prompt(table.status_text(update))
        page.decision_box.setTitle(self.decision_title(update))
        self.adapter.get().set_pace(int(BASE_PACE_MS * speed * table.pace_factor(update)))
        self.shown.emit(update)
        page.side.fit_decision_box()
        QTimer.singleShot(0, page.side, page.side.fit_decision_box)  # once parts are laid out
        if update.human_to_act is not None and update.curtain_for is None:
            table.focus_decision()

    def _show_in_side(self, table: GameTable, update: Update) -> None:
        """The players' rows and the log's lines of `update` (see `show`)."""
        self.page.players_model.set_rows(table.player_rows(update))
        self.page.side.away_seats.follow(self.adapter.get().remote)  # online: the host's say
        self.page.side.turn_clock.follow(self.adapter.get().remote)  # a clocked table's time
        self.page.game_log.add_update(update)
        self.status.seed.setText(self.where_words(update))

    @staticmethod
    def where_words(update: Update) -> str:
        """The status bar's word on where this game is: its seed, its room, or the room this
        window watches."""
        translate = QCoreApplication.translate
        if update.watching:
            return translate("MainWindow", "Watching · Room {room}").format(room=update.room)
        if update.room:
            return translate("MainWindow", "Room {room}").format(room=update.room)
        return translate("MainWindow", "Seed {seed}").format(seed=update.seed)

    def game_over(self, update: Update) -> None:
        """The last update of a game, shown with the results."""
        self.last_update = update

    def decision_title(self, update: Update | None) -> str:
        table = self.table
        if table is None or update is None:
            return QCoreApplication.translate("MainWindow", "At the table")
        if update.watching and not update.is_over:  # no seat here: nothing to decide
            return QCoreApplication.translate("MainWindow", "Watching: no seat of yours")
        return table.decision_title(update)

    def focus_decision(self) -> None:
        if self.table is not None:
            self.table.focus_decision()

    def undo(self) -> None:
        # Online, every window's log says so when the server's frame shows it (following.py).
        if self.adapter.get().undo() and self.adapter.get().remote is None:
            from bazaar_desktop.panels.log import LogLine

            self.add_to_log(
                lambda: [
                    LogLine(
                        QCoreApplication.translate("MainWindow", "Last choice taken back."),
                        None,
                        True,
                    )
                ]
            )

    def add_to_log(self, render: Callable[[], list[LogLine]]) -> None:
        """A line or two of the session's own (loaded, resumed, taken back) in the log."""
        self.page.side.later.flush()  # after the lines of the updates before it
        self.page.game_log.add(render)

    def status_text(self) -> str | None:
        """What the table asks for now, if a table is up."""
        if self.table is None or self.last_update is None:
            return None
        return self.table.status_text(self.last_update)

    def rebuild(self) -> None:
        """After a language switch: a new table in the new language, carrying over what the old
        one remembered; shown from the last update without its events (nothing moves, nothing
        is logged twice). The prompt says how to start when no table is up."""
        old, update = self.table, self.last_update
        if old is None or update is None:
            if old is None:
                self.status.prompt_idle()
            return
        import dataclasses  # not before the first paint (start-up time)

        finish = getattr(old.scene, "finish_animations", None)
        if callable(finish):
            finish()  # nothing may still move the old pieces once they are gone
        table = table_class(update.game_id)(old.names, self.owner)
        self._connect(table)
        table.take_over(old)
        self.table = table
        self.page.view.set_scene(table.scene)
        self.page.side.show_panel(table.panel)
        old.panel.deleteLater()
        old.deleteLater()
        self.page.players_model.set_columns(table.player_columns())
        self.show(dataclasses.replace(update, events=(), public_events=(), notes=()))
