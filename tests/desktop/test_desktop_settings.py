"""Settings: stored with QSettings, checked when read, edited in the Settings dialog."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from desktop_support import basari, wait_for
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget

from bazaar_desktop.app import make_application
from bazaar_desktop.appearance import theme, widget_colours
from bazaar_desktop.dialogs.new_game import NewGameDialog
from bazaar_desktop.dialogs.settings_dialog import SettingsDialog
from bazaar_desktop.services.settings import (
    MERCHANT_NAMES,
    AppSettings,
    SeatDefault,
    SeatPlan,
    system_user_name,
)
from bazaar_desktop.window.main_window import MainWindow


@pytest.fixture
def light_again() -> Iterator[None]:
    """Whatever a test switches to, the next test starts in the light theme."""
    yield
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    theme.apply_theme(app, "light")


def ini(path: Path) -> QSettings:
    return QSettings(str(path), QSettings.Format.IniFormat)


def window_colour() -> str:
    return str(QApplication.palette().color(QPalette.ColorRole.Window).name())


# --- the stored values ----------------------------------------------------------------------
def test_settings_persist_in_a_new_settings_object_on_the_same_file(tmp_path: Path) -> None:
    make_application(["bazaar-tests"])
    first = AppSettings(ini(tmp_path / "s.ini"))
    first.set_language("es")
    first.set_theme("dark")
    first.set_animation_speed("slow")
    first.set_confirm_quit(False)
    plan = SeatPlan(3, tuple(SeatDefault(n, n != "Ana", "hard") for n in ("Ana", "Omar", "Nadia")))
    first.set_seat_plan("basari", plan)

    again = AppSettings(ini(tmp_path / "s.ini"))
    assert (again.language, again.theme, again.animation_speed) == ("es", "dark", "slow")
    assert again.confirm_quit is False
    assert again.seat_plan("basari", 3, 3) == plan


def test_defaults_a_person_first_then_bots_named_after_merchants(tmp_path: Path) -> None:
    make_application(["bazaar-tests"])
    settings = AppSettings(ini(tmp_path / "s.ini"))
    assert (settings.language, settings.theme, settings.animation_speed) == (
        "system",
        "light",
        "normal",
    )
    assert settings.confirm_quit is True
    plan = settings.seat_plan("basta", 2, 6)
    assert plan.players == 4 and len(plan.seats) == 6
    assert not plan.seats[0].is_bot
    assert plan.seats[0].name == (system_user_name() or "Player 1")
    assert all(seat.is_bot and seat.level == "medium" for seat in plan.seats[1:])
    names = [seat.name for seat in plan.seats]
    assert len(set(names)) == 6
    assert set(names[1:]) <= set(MERCHANT_NAMES)


def test_corrupt_or_hand_edited_values_fall_back_to_their_defaults(tmp_path: Path) -> None:
    make_application(["bazaar-tests"])
    path = tmp_path / "s.ini"
    path.write_text(
        "[General]\n"
        "language=klingon\n"
        "theme=1, 2, 3\n"
        "animation_speed=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x10)\n"
        "confirm_quit=perhaps\n"
        "[seats]\n"
        "basari\\players=99\n"
        'basari\\1\\name="   "\n'
        "basari\\2\\name=Omar the very very very long named merchant\n"
        "basari\\2\\bot=maybe\n"
        "basari\\2\\level=godlike\n"
        "basari\\3\\bot=false\n"
        "basari\\3\\name=Ana\\tB\n"
        "../../etc\\players=3\n",
        encoding="utf-8",
    )
    settings = AppSettings(ini(path))
    default = settings.default_seat_plan(3, 4)
    assert (settings.language, settings.theme, settings.animation_speed) == (
        "system",
        "light",
        "normal",
    )
    assert settings.confirm_quit is True
    plan = settings.seat_plan("basari", 3, 4)
    assert plan.players == default.players  # 99 players is not allowed
    assert plan.seats[0].name == default.seats[0].name  # a blank name is no name
    assert plan.seats[1].name == "Omar the very very very"  # cut to 24 characters
    assert (plan.seats[1].is_bot, plan.seats[1].level) == (True, "medium")
    assert plan.seats[2] == SeatDefault("Ana B", False, "medium")
    assert settings.seat_plan("../../etc", 3, 4) == default
    with pytest.raises(ValueError):
        settings.set_theme("purple")


def test_a_signal_tells_when_the_language_changes_and_only_then(qtbot: Any, tmp_path: Path) -> None:
    make_application(["bazaar-tests"])
    settings = AppSettings(ini(tmp_path / "s.ini"))
    heard: list[str] = []
    settings.language_changed.connect(heard.append)
    settings.set_language("de")
    settings.set_language("de")
    settings.set_language("system")
    assert heard == ["de", "system"]


# --- the dialog -----------------------------------------------------------------------------
def open_settings(qtbot: Any, window: MainWindow) -> SettingsDialog:
    window.menu_actions.settings.trigger()
    dialog = window.settings_dialog
    assert isinstance(dialog, SettingsDialog)
    qtbot.waitExposed(dialog)
    return dialog


def button(dialog: SettingsDialog, which: QDialogButtonBox.StandardButton) -> QWidget:
    widget = dialog.buttons.button(which)
    assert widget is not None
    return widget


def test_the_dialog_changes_the_settings_through_its_widgets(
    qtbot: Any, window: MainWindow, light_again: None
) -> None:
    assert window_colour() == widget_colours.LIGHT.window
    dialog = open_settings(qtbot, window)
    qtbot.keyClick(dialog.theme, Qt.Key.Key_Down)  # light -> dark
    qtbot.keyClick(dialog.speed, Qt.Key.Key_Up)  # normal -> slow
    qtbot.keyClick(dialog.language, Qt.Key.Key_End)  # the last language: Deutsch
    dialog.confirm_quit.setFocus()
    qtbot.keyClick(dialog.confirm_quit, Qt.Key.Key_Space)
    qtbot.keyClick(dialog.players, Qt.Key.Key_Down)  # Basari: 4 -> 3 players
    first = dialog.seat_rows[0]
    first.name.selectAll()
    qtbot.keyClicks(first.name, "Ana")
    qtbot.keyClick(dialog.seat_rows[1].level, Qt.Key.Key_End)  # hard
    qtbot.keyClick(dialog.seat_rows[2].kind, Qt.Key.Key_Up)  # a person
    qtbot.mouseClick(button(dialog, QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)

    settings = AppSettings(ini(Path(window.settings.fileName())))
    assert (settings.theme, settings.animation_speed, settings.language) == ("dark", "slow", "de")
    assert settings.confirm_quit is False
    plan = settings.seat_plan("basari", 3, 4)
    assert plan.players == 3
    assert [(s.name, s.is_bot) for s in plan.playing()] == [
        ("Ana", False),
        (dialog.seat_rows[1].name.text(), True),
        (dialog.seat_rows[2].name.text(), False),
    ]
    assert plan.seats[1].level == "hard"
    assert window_colour() == widget_colours.DARK.window  # the whole application switched
    assert theme.BACKDROP.name() == widget_colours.DARK.backdrop  # and the board's backdrop


def test_cancel_changes_nothing(qtbot: Any, window: MainWindow, light_again: None) -> None:
    path = Path(window.settings.fileName())
    window.settings.sync()
    before = path.read_bytes() if path.exists() else b""
    dialog = open_settings(qtbot, window)
    qtbot.keyClick(dialog.theme, Qt.Key.Key_Down)
    dialog.confirm_quit.click()
    dialog.seat_rows[0].name.setText("Somebody else")
    qtbot.keyClick(dialog.game, Qt.Key.Key_Down)  # another game's seats are kept aside too
    qtbot.mouseClick(
        button(dialog, QDialogButtonBox.StandardButton.Cancel), Qt.MouseButton.LeftButton
    )
    window.settings.sync()
    assert (path.read_bytes() if path.exists() else b"") == before
    assert window.app_settings.theme == "light" and window.app_settings.confirm_quit
    assert window_colour() == widget_colours.LIGHT.window


def test_restore_defaults_shows_the_defaults_and_ok_stores_them(
    qtbot: Any, window: MainWindow, light_again: None
) -> None:
    window.app_settings.set_theme("dark")
    window.app_settings.set_confirm_quit(False)
    plan = window.app_settings.seat_plan("basari", 3, 4)
    changed = SeatPlan(3, (SeatDefault("Bea", True, "easy"), *plan.seats[1:]))
    window.app_settings.set_seat_plan("basari", changed)
    dialog = open_settings(qtbot, window)
    assert dialog.theme.currentData() == "dark" and dialog.seat_rows[0].name.text() == "Bea"
    qtbot.mouseClick(dialog.restore_button, Qt.MouseButton.LeftButton)
    assert dialog.theme.currentData() == "light" and dialog.confirm_quit.isChecked()
    assert window.app_settings.theme == "dark"  # nothing stored before OK
    qtbot.mouseClick(button(dialog, QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    assert window.app_settings.theme == "light" and window.app_settings.confirm_quit
    assert window.app_settings.seat_plan("basari", 3, 4) == plan
    assert window_colour() == widget_colours.LIGHT.window


def test_every_control_of_the_dialog_is_reached_with_the_tab_key(
    qtbot: Any, window: MainWindow
) -> None:
    dialog = open_settings(qtbot, window)
    dialog.language.setFocus()
    reached = set()
    for _ in range(40):
        focused = dialog.focusWidget()  # the dialog's own focus, active window or not
        assert focused is not None
        reached.add(focused)
        qtbot.keyClick(focused, Qt.Key.Key_Tab)
    wanted = [dialog.language, dialog.theme, dialog.speed, dialog.confirm_quit]
    wanted += [dialog.game, dialog.players, dialog.restore_button]
    wanted += [button(dialog, QDialogButtonBox.StandardButton.Ok)]
    wanted += [w for row in dialog.seat_rows[:4] for w in (row.name, row.kind)]
    wanted += [row.level for row in dialog.seat_rows[1:4]]  # the bots' levels
    missing = [w.objectName() or type(w).__name__ for w in wanted if w not in reached]
    assert not missing


def test_switching_the_theme_repaints_the_application(qtbot: Any, window: MainWindow) -> None:
    try:
        window.app_settings.set_theme("dark")
        assert window_colour() == widget_colours.DARK.window
        assert theme.current_theme() == "dark"
        window.app_settings.set_theme("light")
        assert window_colour() == widget_colours.LIGHT.window
    finally:
        theme.apply_theme(QApplication.instance(), "light")  # type: ignore[arg-type]


def test_a_dark_theme_stored_before_starting_is_used_at_once(
    qtbot: Any, tmp_path: Path, light_again: None
) -> None:
    make_application(["bazaar-tests"])
    AppSettings(ini(tmp_path / "s.ini")).set_theme("dark")
    main = MainWindow(ini(tmp_path / "s.ini"), animations=False)
    qtbot.addWidget(main)
    assert window_colour() == widget_colours.DARK.window


def test_the_new_game_dialog_starts_from_the_seats_in_the_settings(
    qtbot: Any, window: MainWindow
) -> None:
    seats = (
        SeatDefault("Ana", False),
        SeatDefault("Bea", False),
        SeatDefault("Omar", True, "random"),
        SeatDefault("Nadia", True),
    )
    window.app_settings.set_seat_plan("basari", SeatPlan(3, seats))
    dialog = NewGameDialog(
        window.playable_games(),
        lambda _g: {},
        lambda _g: [],
        window,
        initial_game="basari",
        seat_plan=window.session.seat_plan,
    )
    qtbot.addWidget(dialog)
    request = dialog.request()
    assert [(s.name, s.is_bot) for s in request.seats] == [
        ("Ana", False),
        ("Bea", False),
        ("Omar", True),
    ]
    assert request.seats[2].level == "random"
    assert "Pass and play" in dialog.pass_and_play.text()


# --- quitting -------------------------------------------------------------------------------
def test_quitting_a_game_in_progress_asks_first_when_the_setting_is_on(
    qtbot: Any, window: MainWindow
) -> None:
    window.start_game(basari("h", "b", "b"))
    wait_for(qtbot, lambda: window.game_in_progress())
    window.menu_actions.quit.trigger()
    prompt = window.quit_prompt
    assert prompt is not None
    qtbot.waitExposed(prompt)
    assert window.isVisible()
    assert "is kept" in prompt.text() and "resume" in prompt.text()  # says what happens to it
    keep = prompt.button(prompt.StandardButton.No)
    qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)
    assert window.quit_prompt is None and window.isVisible()
    window.close()
    prompt = window.quit_prompt
    assert prompt is not None
    qtbot.mouseClick(prompt.button(prompt.StandardButton.Yes), Qt.MouseButton.LeftButton)
    assert not window.isVisible()
    from bazaar_desktop.services.games_in_progress import list_games
    from bazaar_engine.core.saves import read_save

    (game,) = list_games(window.autosaver.folder).games  # what the question promised
    kept = read_save(game.path)
    assert kept.history == window.adapter.match.history and not kept.is_over


def test_quitting_does_not_ask_without_a_game_or_with_the_setting_off(
    qtbot: Any, window: MainWindow
) -> None:
    window.close()  # no game yet
    assert window.quit_prompt is None and not window.isVisible()
    window.show()
    window.start_game(basari("h", "b", "b"))
    wait_for(qtbot, lambda: window.game_in_progress())
    window.app_settings.set_confirm_quit(False)
    window.close()
    assert window.quit_prompt is None and not window.isVisible()


def test_quitting_after_the_game_is_over_does_not_ask(qtbot: Any, window: MainWindow) -> None:
    with qtbot.waitSignal(window.adapter.game_over, timeout=60000):
        window.start_game(basari("b", "b", "b", seed=3))
    window.close()
    assert window.quit_prompt is None and not window.isVisible()
