"""The New game dialog keeps still while a person fills it in; switching the game
keeps who sits where; it opens on the last game played; a person's seat has no level box.
The Jewel Bazaar trade panel keeps its buttons in place when its verdict wraps."""

from __future__ import annotations

from typing import Any

from desktop_support import BotBox, next_turn, panel_of, settle, wait_for
from PySide6.QtCore import QPoint, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox

from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec
from bazaar_desktop.dialogs.new_game import NewGameDialog
from bazaar_desktop.panels.basta_panels import BastaDecisionPanel
from bazaar_desktop.window.main_window import MainWindow


def dialog_for(qtbot: Any, window: MainWindow, game_id: str | None = "basta") -> NewGameDialog:
    dialog = NewGameDialog(
        window.playable_games(),
        window.session.option_fields,
        lambda gid: [],
        window,
        initial_game=game_id,
    )
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def row_places(dialog: NewGameDialog) -> list[tuple[int, int]]:
    """Where each shown seat's name field and kind box are, in the dialog."""
    return [
        (row.name.mapTo(dialog, QPoint()).y(), row.kind.mapTo(dialog, QPoint()).x())
        for row in dialog.seats
        if row.name.isVisible()
    ]


def test_changing_players_or_a_seats_kind_moves_no_row(qtbot: Any, window: MainWindow) -> None:
    dialog = dialog_for(qtbot, window)
    dialog.players.setValue(4)
    settle(qtbot)
    places = row_places(dialog)
    height_at_4 = dialog.height()
    dialog.seats[1].kind.setCurrentIndex(0)  # a second person: the pass-and-play note
    settle(qtbot)
    assert "Pass and play" in dialog.pass_and_play.text()
    assert row_places(dialog) == places
    dialog.seats[1].kind.setCurrentIndex(1)
    dialog.players.setValue(2)
    settle(qtbot)
    assert row_places(dialog) == places[:2]  # the rows above stay where they were
    assert dialog.height() < height_at_4  # and no gap where the others were
    assert dialog.height() == dialog.sizeHint().height()
    dialog.players.setValue(4)
    settle(qtbot)
    assert row_places(dialog) == places


def test_a_persons_seat_has_no_level_box(qtbot: Any, window: MainWindow) -> None:
    dialog = dialog_for(qtbot, window)
    person, bot = dialog.seats[0], dialog.seats[1]
    assert not person.is_bot() and not person.level.isVisible()
    assert bot.is_bot() and bot.level.isVisible() and bot.level.isEnabled()
    bot.kind.setCurrentIndex(0)
    assert not bot.level.isVisible()


def test_switching_the_game_keeps_names_and_kinds(qtbot: Any, window: MainWindow) -> None:
    dialog = dialog_for(qtbot, window, "basta")
    dialog.players.setValue(3)
    dialog.seats[0].name.setText("Grandma")
    dialog.seats[1].kind.setCurrentIndex(0)
    dialog.seats[1].name.setText("Tom")
    dialog.seats[2].level.setCurrentIndex(dialog.seats[2].level.findData("easy"))
    dialog.game.setCurrentIndex(dialog.game.findData("basari"))
    settle(qtbot)
    assert dialog.players.value() == 3
    assert [r.name.text() for r in dialog.seats[:2]] == ["Grandma", "Tom"]
    assert [r.is_bot() for r in dialog.seats[:3]] == [False, False, True]
    assert dialog.seats[2].level.currentData() == "easy"
    request = dialog.request()
    assert request.game_id == "basari"
    assert [(seat.name, seat.is_bot) for seat in request.seats[:2]] == [
        ("Grandma", False),
        ("Tom", False),
    ]


def test_switching_the_game_moves_neither_the_dialog_nor_its_buttons(
    qtbot: Any, window: MainWindow
) -> None:
    """Basta! has more options than Basari: the dialog grew 14-21 px under the cursor when
    switching to it. The options box keeps the room the tallest game needs."""
    dialog = dialog_for(qtbot, window, "basari")
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None

    def place() -> tuple[int, int]:
        settle(qtbot)
        return dialog.height(), buttons.mapTo(dialog, QPoint()).y()

    first = place()
    for game_id in ("basta", "jewels", "basari"):
        dialog.game.setCurrentIndex(dialog.game.findData(game_id))
        assert place() == first, game_id


def test_new_game_opens_on_the_last_game_played(qtbot: Any, window: MainWindow) -> None:
    window.start_game(
        NewGameRequest("jewels", (SeatSpec("Layla", False), SeatSpec("Omar", True)), {}, 3)
    )
    seen: list[str] = []

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        seen.append(dialog.info().game_id)
        dialog.reject()

    QTimer.singleShot(200, look)
    window.menu_actions.new.trigger()
    wait_for(qtbot, lambda: bool(seen))
    assert seen == ["jewels"]
    assert isinstance(QDialog, type)


def test_the_trade_panel_keeps_its_buttons_still_when_the_verdict_wraps(
    qtbot: Any, window: MainWindow
) -> None:
    window.resize(1366, 768)  # a side column wide enough for a one-line verdict
    window.start_game(
        NewGameRequest("jewels", (SeatSpec("Layla", False), SeatSpec("Omar", True)), {}, 3)
    )
    wait_for(qtbot, lambda: window.last_update is not None and window.last_update.human_to_act == 0)
    trade = window.table.panel.trade  # type: ignore[union-attr]
    trade.buy[0].setValue(1)  # "✓ Sell nothing, buy 1 sapphire.": one line
    settle(qtbot)
    place = trade.confirm_button.mapTo(window, QPoint()).y()
    trade.buy[0].setValue(4)  # more than the money allows: a long verdict
    settle(qtbot)
    assert trade.verdict.text().startswith("✗")  # two lines at this width
    assert trade.confirm_button.mapTo(window, QPoint()).y() == place


def test_the_decision_box_fits_the_page_showing_not_the_tallest(
    qtbot: Any, window: MainWindow
) -> None:
    """After a Jewel Bazaar game, Basta!'s card page (140 px) had a 285 px box, sized for its
    Double page, and the log was squeezed to its minimum."""
    window.resize(1024, 576)
    bots = BotBox(gated_seats={1, 2, 3})
    window.adapter._bot_factory = bots  # the person's page stays shown
    jewels = (SeatSpec("Layla", False), SeatSpec("Omar", True), SeatSpec("Zeynep", True))
    window.start_game(NewGameRequest("jewels", jewels, {}, 3))
    wait_for(qtbot, lambda: window.last_update is not None)
    basta = (*jewels, SeatSpec("Karim", True))
    window.start_game(NewGameRequest("basta", basta, {}, 3))
    wait_for(qtbot, lambda: window.last_update is not None and window.last_update.human_to_act == 0)
    settle(qtbot)
    panel = panel_of(window, BastaDecisionPanel)
    assert panel.currentWidget() is panel.play
    page = panel.play.sizeHint().height()
    assert window.side.decision_holder.height() <= page + 4
    window.adapter.stop()
    bots.release_all()


def test_a_long_barter_refusal_moves_no_button(qtbot: Any, window: MainWindow) -> None:
    """A refusal of four or five lines in Basari's barter panel pushed Accept and
    Raise down under the cursor. The buttons stay where they were whatever the verdict says."""
    from test_text_fits import positions

    match = dict(positions("basari", 3))["barter raise"]
    window.session.continue_match(match)
    wait_for(qtbot, lambda: window.last_update is not None and window.last_update.human_to_act == 0)
    barter = window.table.panel.barter  # type: ignore[union-attr]
    settle(qtbot)
    buttons = (barter.accept_button, barter.offer_button, barter.nothing_button)

    def places() -> list[int]:
        return [b.mapTo(window, QPoint()).y() for b in buttons if b.isVisible()]

    before = places()
    barter.verdict.setText(" ".join(["A refusal that goes on and on over many lines."] * 6))
    # Not for one frame either: the page was once laid out in its old height first, the
    # buttons 25 px up, until the box grew an event-loop turn later.
    seen = []
    for _ in range(5):
        next_turn(qtbot)
        seen.append(places())
    assert barter.verdict.height() > 3 * barter.verdict.fontMetrics().lineSpacing()
    assert seen == [before] * 5
