"""Start-up: the window `bazaar` opens paints its welcome page before the
game page, the adapter, the tables, the rules, the coach and the statistics are imported; they
come right after the first paint, and nothing a person sees or can do is lost by waiting."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence

from bazaar_desktop.app import make_application
from bazaar_desktop.window.main_window import MainWindow

# Started as `bazaar` starts (app.open_main_window), in a fresh interpreter: which modules
# were there when the window had been painted once, and once the start-up work was done.
START = """
import gc, linecache, sys, tempfile, time
from pathlib import Path
from bazaar_desktop.services import collector
from bazaar_desktop.app import make_application, open_main_window
app = make_application(["bazaar"])
from PySide6.QtCore import QSettings
settings = QSettings(sys.argv[1], QSettings.Format.IniFormat)
window = open_main_window(settings)
app.processEvents()
window.grab()
first = {
    "modules": sorted(sys.modules),
    "qt_types": {  # PySide makes a class's Python type (and its enums) when first used
        name: sorted(vars(sys.modules[f"PySide6.{name}"]))
        for name in ("QtCore", "QtGui", "QtWidgets")
    },
    "welcome_shown": window.pages.currentWidget() is window.welcome,
    "game_page_built": window.game_page_built,
    "collecting": not collector.is_paused(),
    "automatic": gc.isenabled(),
    "menu_titles": [action.text() for action in window.menuBar().actions()],
    # PySide's check of each module imported after it, made without linecache (qt_compat)
    "sources_read": [name for name in linecache.cache if "bazaar_desktop" in name],
    "icon": not window.windowIcon().isNull(),  # after the types above were listed
}
deadline = time.monotonic() + 60  # a bound for a stuck run, not a measured time
while (window.warmer.busy or window.start_checker.busy) and time.monotonic() < deadline:
    app.processEvents()
    time.sleep(0.01)
app.processEvents()
bots = sys.modules.get("bazaar_desktop.services.bot_process")
worker = bots.BotProcess._instance if bots is not None else None
later = {
    "modules": sorted(sys.modules),
    "welcome_shown": window.pages.currentWidget() is window.welcome,
    "game_page_built": window.game_page_built,
    "menu_titles": [action.text() for action in window.menuBar().actions()],
    "shortcuts": sorted(a.shortcut().toString() for a in window.actions() if a.shortcut()),
    "bots_ready": worker is not None and worker._process.is_alive(),
    "collecting": not collector.is_paused(),
    "automatic": gc.isenabled(),
    "icon": not window.windowIcon().isNull(),
    # what the start-up work imported (a table's rules here) is out of later collections
    "tables_scanned": any(
        thing is vars(sys.modules["bazaar_engine.basari.game"]) for thing in gc.get_objects()
    ),
}
import json  # here: not imported before the first paint (the engine's data files need it)
print(json.dumps({"first": first, "later": later}))
"""

NOT_BEFORE_THE_FIRST_PAINT = (
    "bazaar_desktop.tables.base",  # the game tables
    "bazaar_desktop.tables.basari",
    "bazaar_engine.basari.game",  # a game's rules
    "bazaar_desktop.coach.hint",  # the coach
    "bazaar_desktop.game_page.board_view",  # the game page
    "bazaar_desktop.game_page.side_column",
    "bazaar_desktop.panels.log",
    "sqlite3",  # the statistics
    "multiprocessing",  # the bots' process
    "bazaar_desktop.bridge.adapter",  # the adapter: matches, bots, undo
    "bazaar_desktop.bridge.adapter_data",
    "bazaar_desktop.bridge.adapter_views",
    "bazaar_engine.core.saves",  # the save files
    "bazaar_engine.core.match",  # the engine's matches and game protocol
    "bazaar_engine.core.game",
    "bazaar_engine.core.reasons",  # the refusal and coach codes (long enums)
    "dataclasses",  # each dataclass costs ~1 ms to make: records read first are named tuples
    "bazaar_desktop.game_page.access",  # the screen reader's log list: its Qt types ~5 ms
    "bazaar_desktop.window.window_actions",  # the menus' actions: right after the paint (37.6)
    "bazaar_desktop.sounds.board",  # the sounds: made with the live table's first update
    "json",  # the engine's data files (bazaar_engine.core.resources): ~3 ms
    "pkgutil",  # the engine's game registry lists entries/ without it: ~2 ms
    # The parts not shown (window/flows.py), made at the first step after the paint, where
    # `bazaar` offers to resume: ~6 ms of imports
    "bazaar_desktop.window.session",
    "bazaar_desktop.window.resume",
    "bazaar_desktop.window.results_flow",
    "bazaar_desktop.services.autosave",
    "bazaar_desktop.services.background",
    "bazaar_desktop.dialogs",  # no dialog (nor `discard`) before the paint
)

# Qt types not made before the first paint, each by a name that only they cost:
NOT_MADE_BEFORE_THE_FIRST_PAINT = (
    ("QtCore", "Qt"),  # Qt's namespace: ~100 enums, ~30 ms at its first import
    # Every class's type: asking a QChildEvent for a child still being made (the window's
    # parts, as the window watches for dialogs) makes PySide create them all, ~50 ms.
    ("QtWidgets", "QWizard"),
    ("QtGui", "QAccessible"),  # the log list (access.py)
    ("QtGui", "QPainterPath"),  # the gems' shapes (theme.py)
    ("QtCore", "QUrl"),  # the log's chip pictures (panels/log.py)
    # The menus' actions, made right after the first paint (the menu bar's titles before it)
    ("QtGui", "QKeySequence"),
    ("QtGui", "QActionGroup"),
    ("QtGui", "QFont"),  # ~3 ms (eight enums): the welcome page's title says it in a style sheet
    ("QtCore", "QLockFile"),  # a game's lock (games_in_progress): none before the paint
    ("QtGui", "QWindow"),  # the window's activation, were the focus window followed (~1 ms)
    ("QtGui", "QAction"),  # the welcome page's Rules and Learn to play: filled as they open
    # The welcome page's emblem, read from a picture drawn ahead (appearance/emblem.py): the
    # SVG plugin and QIcon's type, ~3.5 ms, wait for the window's icon after the paint
    ("QtGui", "QIcon"),
)


def started(tmp_path: Path) -> dict[str, Any]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-c", START, str(tmp_path / "settings.ini")],
        capture_output=True,
        text=True,
        env=env,
        timeout=180,
        check=True,
    )
    found: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1])
    return found


def test_the_welcome_page_is_painted_before_the_tables_rules_coach_and_statistics_load(
    tmp_path: Path,
) -> None:
    run = started(tmp_path)
    first, later = run["first"], run["later"]
    assert first["welcome_shown"] and not first["game_page_built"]
    assert [name for name in NOT_BEFORE_THE_FIRST_PAINT if name in first["modules"]] == []
    made = first["qt_types"]
    assert [(m, name) for m, name in NOT_MADE_BEFORE_THE_FIRST_PAINT if name in made[m]] == []
    assert first["menu_titles"] == later["menu_titles"] == ["&Game", "&View", "&Help"]
    assert first["sources_read"] == []  # ~14 ms
    assert not first["icon"] and later["icon"]  # the window's icon: drawn after the paint
    assert "Ctrl+N" in later["shortcuts"] and "Ctrl+," in later["shortcuts"]  # made by then
    # Right after the first paint: the game page is made, the tables and the coach imported
    # in the background (a game's first drawing does not wait for them), the statistics read,
    # and the bots' worker process started (the first bot move does not wait for it).
    assert later["welcome_shown"] and later["game_page_built"] and later["bots_ready"]
    for name in ("bazaar_desktop.tables.basari", "bazaar_desktop.coach.hint", "sqlite3"):
        assert name in later["modules"]
    for name in ("bazaar_desktop.bridge.adapter", "bazaar_engine.core.saves"):
        assert name in later["modules"]
    # The garbage collector, paused while the window starts, collects again after the paint,
    # on the GUI thread only (collector.py): never automatically, in any thread.
    assert not first["collecting"] and later["collecting"]
    assert not first["automatic"] and not later["automatic"]
    assert not later["tables_scanned"]  # frozen (collector.keep_imports_out)


def test_the_game_page_is_made_when_first_needed_even_before_a_paint(
    qtbot: Any, tmp_path: Path
) -> None:
    make_application(["bazaar-tests"])
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False)  # never shown
    qtbot.addWidget(window)
    assert not window.game_page_built
    assert window.side.players_box.title() == "Players"  # made on first need
    assert window.game_page_built
    assert window.pages.currentWidget() is window.welcome
    assert window.pages.indexOf(window.splitter) >= 0 and window.pages.indexOf(window.curtain) >= 0
    window.adapter.stop()


def test_a_language_chosen_before_the_game_page_is_made_is_the_game_pages_language(
    qtbot: Any, tmp_path: Path
) -> None:
    make_application(["bazaar-tests"])
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False)
    qtbot.addWidget(window)
    try:
        window.switch_language("de")
        assert not window.game_page_built
        assert window.side.players_box.title() == "Spieler"
        assert window.side.log_box.title() == "Protokoll"
        assert window.menu_actions.log.isChecked() and not window.log_box.isHidden()
    finally:
        window.switch_language("en")
        window.adapter.stop()


def test_a_key_pressed_before_the_actions_are_made_is_not_lost(qtbot: Any, tmp_path: Path) -> None:
    """The menus' actions are made right after the first paint; a shortcut's key
    pressed before that (no widget taking it) makes them, and does what it does after."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    make_application(["bazaar-tests"])
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False)
    qtbot.addWidget(window)
    try:
        assert window.menus.actions is None and window.menuBar().actions()  # titles only
        QTest.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
        assert window.menus.actions is not None
        assert not window.menu_actions.log.isChecked()  # Ctrl+L: the log hidden
        assert window.menus.menus["game"].actions()  # the menus filled
    finally:
        window.adapter.stop()


def test_a_menu_opened_before_the_actions_are_made_is_filled(qtbot: Any, tmp_path: Path) -> None:
    make_application(["bazaar-tests"])
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False)
    qtbot.addWidget(window)
    try:
        game = window.menus.menus["game"]
        assert game.actions() == []
        game.aboutToShow.emit()  # as it opens (Alt+G, a click on its title)
        assert window.menu_actions.new in game.actions()
    finally:
        window.adapter.stop()


def test_the_shortcuts_are_those_of_the_key_sequences_they_name(window: MainWindow) -> None:
    """The menus set their shortcuts without QKeySequence's constructor (start-up time):
    each is still the one QKeySequence would make."""
    standard = QKeySequence.StandardKey
    assert window.menu_actions.new.shortcut() == QKeySequence(standard.New)
    assert window.menu_actions.quit.shortcut() == QKeySequence(standard.Quit)
    assert window.menu_actions.zoom_in.shortcut() == QKeySequence(standard.ZoomIn)
    assert window.menu_actions.hint.shortcut() == QKeySequence("H")
    assert window.menu_actions.settings.shortcut() == QKeySequence("Ctrl+,")
    assert window.menu_actions.continue_play.shortcut() == QKeySequence("Space")
    # F1: the rules of the game on the table
    assert window.menu_actions.table_rules.shortcut() == QKeySequence(standard.HelpContents)
    assert all(len(action.shortcuts()) <= 1 for action in window.actions())


def test_the_notes_at_start_come_right_after_the_first_paint(qtbot: Any, tmp_path: Path) -> None:
    """`bazaar` offers to resume at the first step after the window's first paint (issue
    37.6): what was wrong with the settings file is still told, a frame later."""
    (tmp_path / "settings.ini").write_bytes(b"[seats\nlanguage=es\n=\n\xff")
    make_application(["bazaar-tests"])
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False)
    qtbot.addWidget(window)
    window.show()
    window.offer_resume(after_paint=True)  # as app.open_main_window does
    assert window.statusBar().currentMessage() == ""  # not before the paint
    try:
        qtbot.waitUntil(
            lambda: "The settings file could not be read" in window.statusBar().currentMessage(),
            timeout=15000,
        )
        qtbot.waitUntil(lambda: not window.start_checker.busy, timeout=15000)
    finally:
        window.adapter.stop()


def test_the_flows_used_before_the_first_paint_are_made_then_after_the_offer(
    qtbot: Any, tmp_path: Path
) -> None:
    """Used before the paint (a file opened, a key or menu pressed early, a test), the flows
    are made then, and the offer asked for is made first, as when it came before the paint."""
    (tmp_path / "settings.ini").write_bytes(b"[seats\nlanguage=es\n=\n\xff")
    make_application(["bazaar-tests"])
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False)  # never shown: no paint
    qtbot.addWidget(window)
    window.offer_resume(after_paint=True)
    try:
        assert window.session.recent() == []  # first use
        assert "The settings file could not be read" in window.statusBar().currentMessage()
        qtbot.waitUntil(lambda: not window.start_checker.busy, timeout=15000)
    finally:
        window.adapter.stop()


def test_the_welcome_pages_menus_are_filled_as_they_open(qtbot: Any) -> None:
    """Their actions are made as a menu is about to show, once, and do what
    they did."""
    from bazaar_desktop.bridge.game_list import game_names
    from bazaar_desktop.window.welcome import WelcomePage

    page = WelcomePage(game_names(), can_open=True)
    qtbot.addWidget(page)
    names = ["Basari", "Jewel Bazaar", "Basta!"]
    for button in (page.rules_button, page.learn_button):
        menu = button.menu()
        assert menu is not None and menu.actions() == []
        menu.aboutToShow.emit()  # as it opens (a click, its Alt letter)
        menu.aboutToShow.emit()
        assert [a.text() for a in menu.actions()] == names
    seen: list[tuple[str, ...]] = []
    page.rules_requested.connect(lambda g, n: seen.append((g, n)))
    page.learn_requested.connect(lambda g: seen.append((g,)))
    page.rules_button.menu().actions()[1].trigger()
    page.learn_button.menu().actions()[2].trigger()
    assert seen == [("jewels", "Jewel Bazaar"), ("basta",)]
