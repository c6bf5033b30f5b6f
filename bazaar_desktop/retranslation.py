"""A language switch while the window is open: every text of the window is built again in
the new language and the game goes on untouched. The table is made anew from the last update
(carrying over what the old one remembered), the log is rendered again from its sources, and
an open results dialog or replay is opened again where it was."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QWidget

from bazaar_desktop.tables import table_class

if TYPE_CHECKING:
    from bazaar_desktop.adapter import Update
    from bazaar_desktop.main_window import MainWindow


def retranslate(main: MainWindow) -> None:
    """Build every text of `main` again in the current language."""
    translate = QCoreApplication.translate
    main.setWindowTitle(translate("MainWindow", "Bazaar"))
    main.menus.rebuild()
    if main.game_page_built:  # else it is made later, in the new language
        _retranslate_side(main)
    if main.coach is not None:  # else it is made later, in the new language
        main.hints.forget()  # asked again, it comes in the new language
        main.walkthrough.retranslate()
    replace_page(main, "welcome", main.build_welcome())
    main.resume.kept.retranslate()  # the games in progress on the new page, in its language
    if main.game_page_built:
        from bazaar_desktop.panels.curtain import Curtain

        curtain = Curtain()
        curtain.lifted.connect(main.adapter.lift_curtain)
        replace_page(main, "curtain", curtain)
    update = main.last_update
    if main.table is not None and update is not None:
        _rebuild_table(main, update)
    elif main.table is None:
        main.prompt.setText(
            translate("MainWindow", "Start a new game from the Game menu (Ctrl+N).")
        )
    if main.game_page_built:
        main.game_log.render_again()
    main.results.reopen_results()
    main.results.reopen_replay()
    # The new panel knows its height once laid out: size the decision box again then.
    if main.game_page_built:
        QTimer.singleShot(0, main.side.fit_decision_box)


def _retranslate_side(main: MainWindow) -> None:
    update = main.last_update
    main.side.retranslate(main.decision_title(update) if update is not None else None)
    main.view.setAccessibleName(QCoreApplication.translate("BoardView", "Game board"))


def _rebuild_table(main: MainWindow, update: Update) -> None:
    """A new table in the new language, carrying over what the old one remembered; shown
    from the last update without its events (nothing moves, nothing is logged twice)."""
    import dataclasses  # not before the first paint (start-up time)

    old = main.table
    assert old is not None
    finish = getattr(old.scene, "finish_animations", None)
    if callable(finish):
        finish()  # nothing may still move the old pieces once they are gone
    table = table_class(update.game_id)(old.names, main)
    main.connect_table(table)
    table.take_over(old)
    main.table = table
    main.view.set_scene(table.scene)
    main.side.show_panel(table.panel)
    old.panel.deleteLater()
    old.deleteLater()
    main.players_model.set_columns(table.player_columns())
    main.on_update(dataclasses.replace(update, events=(), public_events=(), notes=()))


def replace_page(main: MainWindow, name: str, page: QWidget) -> None:
    """Put `page` where the window's page attribute `name` is, showing it if the old was."""
    old: QWidget = getattr(main, name)
    showing = main.pages.currentWidget() is old
    main.pages.insertWidget(main.pages.indexOf(old), page)
    setattr(main, name, page)
    if showing:
        main.pages.setCurrentWidget(page)
    main.pages.removeWidget(old)
    old.deleteLater()
