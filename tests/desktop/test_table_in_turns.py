"""With animations on, a new table is built, shown and its board put in over a few turns of
the event loop (bazaar_desktop/game_page/pages.py), so the window never freezes for all of it
at once.
What a person notices: the game appears complete, and a staged table never comes up over the
pass-the-device curtain."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop_support import basari, next_turn, scene_of, wait_for
from PySide6.QtCore import QSettings, QTimer

from bazaar_desktop.app import make_application
from bazaar_desktop.game_page.pages import PAINT_WAIT_MS
from bazaar_desktop.scenes.basari_scene import BasariScene
from bazaar_desktop.window.main_window import MainWindow


def animated_window(qtbot: Any, tmp_path: Path) -> MainWindow:
    make_application(["bazaar-tests"])
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=True)
    qtbot.addWidget(window)
    window.set_speed(0.01)  # animated, but quick
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def staged_turns_over(qtbot: Any, window: MainWindow) -> None:
    """Wait until the staged switch has run its course: nothing staged, its last step called,
    and its fallback (a timer of PAINT_WAIT_MS, started when the page showed, which is before
    now) fired: a timer started now for as long fires after it."""
    fired: list[int] = []
    QTimer.singleShot(PAINT_WAIT_MS, lambda: fired.append(1))
    pages = window.pages
    wait_for(qtbot, lambda: bool(fired) and pages._staged is None and pages._waiting is None)


def pages_shown(window: MainWindow) -> list[str]:
    names = {window.welcome: "welcome", window.splitter: "table", window.curtain: "curtain"}
    shown: list[str] = []
    window.pages.currentChanged.connect(
        lambda _i: shown.append(names.get(window.pages.currentWidget() or window, "?"))
    )
    return shown


def test_the_table_comes_up_whole_after_the_welcome_page(qtbot: Any, tmp_path: Path) -> None:
    window = animated_window(qtbot, tmp_path)
    shown = pages_shown(window)
    window.start_game(basari("h", "b", "b", seed=3))
    assert window.pages.currentWidget() is window.welcome  # built first, shown a turn later
    table = window.table
    assert table is not None
    wait_for(qtbot, lambda: window.view.scene() is table.scene)
    assert shown == ["table"]
    assert window.view.isVisible() and len(scene_of(window, BasariScene).archways) == 32
    image = window.view.viewport().grab().toImage()
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 16) for y in range(0, image.height(), 16)
    }
    assert len(colours) > 20  # the board is drawn, not an empty backdrop
    window.adapter.stop()


def test_the_staged_table_never_comes_up_over_the_curtain(qtbot: Any, tmp_path: Path) -> None:
    window = animated_window(qtbot, tmp_path)
    shown = pages_shown(window)
    window.start_game(basari("h", "h", "b", seed=21, start_positions="random"))
    wait_for(qtbot, lambda: window.pages.currentWidget() is window.curtain)
    staged_turns_over(qtbot, window)
    assert window.pages.currentWidget() is window.curtain
    assert window.view.scene() is window.table.scene  # type: ignore[union-attr]
    assert shown[-1] == "curtain" and shown.count("curtain") == 1
    window.adapter.stop()


def test_a_curtain_asked_for_while_the_table_is_staged_shows_instead(
    qtbot: Any, tmp_path: Path
) -> None:
    window = animated_window(qtbot, tmp_path)
    shown = pages_shown(window)
    window.start_game(basari("h", "b", "b", seed=3))

    # An update for another person arrives while the table is staged (as MainWindow.on_update
    # hands it over: in a turn of its own, or at once if the game's first update still waits).
    def curtain() -> None:
        window.pages.show_page(window.curtain)

    if not window.pages.before_showing(curtain):
        curtain()
    wait_for(qtbot, lambda: window.view.scene() is window.table.scene)  # type: ignore[union-attr]
    assert shown == ["curtain"]
    window.adapter.stop()


def test_a_second_game_started_at_once_shows_its_own_board(qtbot: Any, tmp_path: Path) -> None:
    window = animated_window(qtbot, tmp_path)
    window.start_game(basari("h", "b", "b", seed=3))
    first = window.table
    window.start_game(basari("h", "b", "b", seed=4))  # before the first was put on the board
    second = window.table
    assert second is not first and second is not None
    wait_for(qtbot, lambda: window.view.scene() is second.scene)
    staged_turns_over(qtbot, window)
    assert window.view.scene() is second.scene
    window.adapter.stop()


def colours_in(image: Any, top: int, bottom: int) -> int:
    return len(
        {image.pixel(x, y) for x in range(0, image.width(), 8) for y in range(top, bottom, 8)}
    )


def test_a_new_board_is_painted_top_down_in_bands_and_is_then_whole(
    qtbot: Any, tmp_path: Path
) -> None:
    window = animated_window(qtbot, tmp_path)
    window.start_game(basari("h", "b", "b", seed=3))
    table = window.table
    assert table is not None
    wait_for(qtbot, lambda: window.view.scene() is table.scene and window.view.drawn_whole)
    window.adapter.stop()
    view = window.view
    view.set_scene(None)
    view.set_scene(table.scene, in_bands=True)  # as a new game's board is put in
    height = view.viewport().height()
    first = view.viewport().grab().toImage()
    assert colours_in(first, 0, height // 4) > 20  # the top band is drawn at once
    early_bottom = colours_in(first, height * 3 // 4, height)  # the frame, no archways yet
    assert not view.drawn_whole
    wait_for(qtbot, lambda: view.drawn_whole)
    next_turn(qtbot)  # the last band's paint, posted when it was drawn, handled
    whole = view.viewport().grab().toImage()
    assert colours_in(whole, height * 3 // 4, height) > 2 * early_bottom  # its archways now


def test_a_new_game_at_the_table_comes_up_in_turns_too(qtbot: Any, tmp_path: Path) -> None:
    window = animated_window(qtbot, tmp_path)
    window.start_game(basari("h", "b", "b", seed=3))
    wait_for(qtbot, lambda: window.view.scene() is not None and window.view.drawn_whole)
    window.start_game(basari("h", "b", "b", seed=4))  # "Play again", the table page showing
    second = window.table
    assert second is not None
    assert window.last_update is None  # its first update comes in a turn of its own
    wait_for(qtbot, lambda: window.view.scene() is second.scene and window.view.drawn_whole)
    next_turn(qtbot)  # the last band's paint, posted when it was drawn, handled
    assert window.last_update is not None and window.last_update.seed == 4
    image = window.view.viewport().grab().toImage()
    assert colours_in(image, image.height() * 3 // 4, image.height()) > 20  # whole
    window.adapter.stop()


def test_the_players_list_is_the_next_persons_the_moment_a_curtain_lifts(
    qtbot: Any, tmp_path: Path
) -> None:
    """Animated, the players' rows of an update follow the board a frame later, except when the
    device changes hands: the list never shows the person before's rows to the next person."""
    window = animated_window(qtbot, tmp_path)
    window.start_game(basari("h", "h", "b", seed=21, start_positions="random"))
    wait_for(qtbot, lambda: window.pages.currentWidget() is window.curtain)
    window.curtain.button.click()  # Layla's turn
    table = window.table
    assert table is not None and window.last_update is not None
    assert window.players_model.rows() == table.player_rows(window.last_update)
    assert not window.view.drawn_whole  # the board comes out from behind it in bands
    table.panel.cards.buttons[1].click()  # type: ignore[attr-defined]  # Layla: Points
    wait_for(qtbot, lambda: window.pages.currentWidget() is window.curtain)
    window.curtain.button.click()  # Omar's turn: no event is handled in between
    assert window.pages.currentWidget() is window.splitter
    rows = window.players_model.rows()
    assert rows == table.player_rows(window.last_update)
    assert rows[0].cells[-1] == "?"  # Layla's card hidden from Omar
    window.adapter.stop()
