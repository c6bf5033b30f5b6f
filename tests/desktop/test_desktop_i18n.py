"""Languages: every text translated into Spanish and German, and a live switch in Settings."""

from __future__ import annotations

import importlib.util
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from desktop_support import basari, panel_of, seats, wait_for
from PySide6.QtCore import QLocale, QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox, QGraphicsSimpleTextItem

from bazaar_desktop.bridge.adapter import NewGameRequest
from bazaar_desktop.dialogs.info import RulesDialog
from bazaar_desktop.dialogs.settings_dialog import SettingsDialog
from bazaar_desktop.panels.basari_panels import BasariDecisionPanel
from bazaar_desktop.services import i18n
from bazaar_desktop.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "update_translations", ROOT / "scripts" / "update_translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while being made
    spec.loader.exec_module(module)
    return module


script = load_script()


def tools_installed() -> bool:
    try:
        script.tool("lupdate")
        script.tool("lrelease")
    except SystemExit:
        return False
    return True


needs_tools = pytest.mark.skipif(
    not tools_installed(), reason="pyside6-lupdate / pyside6-lrelease are not installed"
)


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    """Whatever a test switches to, the next one starts in English."""
    yield
    i18n.install_language("en")


def menu_titles(window: MainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def scene_texts(window: MainWindow) -> list[str]:
    assert window.table is not None
    return [
        item.text()
        for item in window.table.scene.items()
        if isinstance(item, QGraphicsSimpleTextItem)
    ]


def play_person_until(qtbot: Any, window: MainWindow, done: Any, seed: int = 3) -> None:
    """Let the person at the table make random legal choices until `done()` is true on their
    turn (the bots play on their own)."""
    rng = random.Random(seed)
    while True:
        wait_for(
            qtbot,
            lambda: window.last_update is not None and window.last_update.human_to_act is not None,
        )
        if done():
            return
        seat = window.adapter.human_to_act()
        assert seat is not None and window.adapter.match is not None
        window.adapter.submit(seat, window.adapter.match.state.random_action(seat, rng))


# --- the translation files -----------------------------------------------------------------
@needs_tools
def test_every_ui_text_has_a_finished_spanish_and_german_translation() -> None:
    # lupdate runs on copies: a text added to the code without a translation shows up here.
    report = script.check()
    assert set(report) == {"es", "de", "en"}  # English: the plural forms only
    for language, problems in report.items():
        assert problems == [], f"{language}: " + "\n".join(problems[:20])
    messages = script.read_messages(script.ts_path("de"))
    assert len(messages) > 600


@needs_tools
def test_the_shipped_qm_files_are_built_from_the_ts_files(tmp_path: Path) -> None:
    for language in ("es", "de", "en"):
        built = tmp_path / f"bazaar_{language}.qm"
        script.run_lrelease(script.ts_path(language), built)
        assert built.read_bytes() == script.qm_path(language).read_bytes(), (
            f"i18n/bazaar_{language}.qm is stale: run scripts/update_translations.py"
        )


def test_the_check_finds_untranslated_texts_and_lost_placeholders() -> None:
    message = script.Message
    found = script.problems(
        [
            message("MainWindow", "Seed {seed}", "Semilla {seed}", True),
            message("MainWindow", "Saved to {file}.", "Gespeichert.", True),
            message("MainWindow", "&Quit", "Salir", True),
            message("MainWindow", "Game over", "", False),
            message("", "Orphan", "Huérfano", True),
        ]
    )
    assert len(found) == 4
    assert "Saved to {file}." in found[0] and "placeholders differ" in found[0]
    assert "accelerator" in found[1]
    assert "not translated" in found[2]
    assert "no translation context" in found[3]


def test_translations_are_natural_words_of_the_rules(qapp: Any) -> None:
    """A few texts checked against the in-app rules' own words."""
    i18n.install_language("de")
    from bazaar_desktop.viewmodels import basari, basta, jewels

    assert [basari.card_title(card) for card in ("die", "points", "gems")] == [
        "Würfel",
        "Punkte",
        "Edelsteine",
    ]
    assert [jewels.kind_name(kind) for kind in range(3)] == ["Saphir", "Rubin", "Smaragd"]
    assert basta.card_title("direction_change") == "Richtungswechsel"
    assert i18n.bot_level_name("hard") == "schwer"
    i18n.install_language("es")
    assert [basari.card_title(card) for card in ("die", "points", "gems")] == [
        "Dado",
        "Puntos",
        "Gemas",
    ]
    assert basari.describe_gems((2, 0, 0, 1)) == "2\u00d7 rojo + 1\u00d7 azul"
    assert jewels.describe_jewels((0, 3, 0)) == "3 rubíes"


# --- which language ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("locale", "expected"),
    [("es_ES", "es"), ("es_MX", "es"), ("de_AT", "de"), ("fr_FR", "en"), ("en_GB", "en")],
)
def test_the_system_setting_follows_the_computers_language(
    monkeypatch: pytest.MonkeyPatch, locale: str, expected: str
) -> None:
    monkeypatch.setattr(i18n, "system_locale", lambda: QLocale(locale))
    assert i18n.resolve_language("system") == expected
    assert i18n.resolve_language("de") == "de"  # a chosen language wins over the computer's


def test_a_new_window_on_a_spanish_computer_speaks_spanish(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(i18n, "system_locale", lambda: QLocale("es_ES"))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False, stats_path=tmp_path / "stats.sqlite3")
    qtbot.addWidget(window)
    assert window.app_settings.language == "system"
    assert menu_titles(window) == ["&Partida", "&Ver", "Ay&uda"]
    assert window.welcome.subtitle.text() == "Comercia, haz trueques y farolea en el mercado."
    assert QLocale().language() == QLocale.Language.Spanish  # numbers and dates too


# --- switching live --------------------------------------------------------------------------
def test_switching_to_german_mid_game_retranslates_the_window_and_keeps_the_game(
    qtbot: Any, window: MainWindow
) -> None:
    window.start_game(basari("h", "b", "b", seed=7))

    def secret_card_turn() -> bool:
        vm = window.table.vm  # type: ignore[union-attr]
        return vm is not None and vm.phase == "choose_cards" and vm.turn >= 3

    play_person_until(qtbot, window, secret_card_turn)
    match = window.adapter.match
    assert match is not None
    position, decisions = match.state.to_json(), len(match.history)
    english_log = window.log_view.line_texts()
    assert menu_titles(window) == ["&Game", "&View", "&Help"]

    window.app_settings.set_language("de")

    assert menu_titles(window) == ["&Spiel", "&Ansicht", "&Hilfe"]
    assert window.prompt.text() == (
        "Layla: Wähle deine geheime Aktionskarte \u2013 1 Würfel, 2 Punkte, 3 Edelsteine."
    )
    assert window.adapter.match is match and len(match.history) == decisions
    assert match.state.to_json() == position
    assert window.decision_box.title() == "Layla ist am Zug"
    header = window.players_model.headerData(0, Qt.Orientation.Horizontal)
    assert header == "Spieler"
    panel = panel_of(window, BasariDecisionPanel)
    assert panel.cards.title.text() == "Layla, wähle deine geheime Aktionskarte"
    assert any(text.startswith("Spielrunde 1 von 3 · Zug") for text in scene_texts(window))
    # The log is written again in German, line for line.
    german_log = window.log_view.line_texts()
    assert len(german_log) == len(english_log)
    assert german_log[0] == "Neues Spiel: Layla, Omar, Zeynep. Startwert 7."
    assert any("würfelt" in line for line in german_log)
    assert not any(" rolls " in line for line in german_log)
    # The new panel plays: the person picks a card and the game goes on.
    panel.cards.buttons[0].click()
    wait_for(qtbot, lambda: len(match.history) > decisions)

    window.app_settings.set_language("en")
    assert menu_titles(window) == ["&Game", "&View", "&Help"]
    assert window.log_view.line_texts()[0] == "New game: Layla, Omar, Zeynep. Seed 7."


@pytest.mark.parametrize(("game_id", "players"), [("jewels", 2), ("basta", 2)])
def test_a_bots_game_switched_to_spanish_plays_on_to_spanish_results(
    qtbot: Any, window: MainWindow, game_id: str, players: int
) -> None:
    names = [seat.name for seat in seats(*"b" * players)]
    request = NewGameRequest(game_id, seats(*"b" * players), {}, seed=11)
    window.start_game(request)
    wait_for(qtbot, lambda: window.last_update is not None and len(window.log_model.texts()) > 8)
    window.app_settings.set_language("es")
    assert menu_titles(window) == ["&Partida", "&Ver", "Ay&uda"]
    assert window.windowTitle() == "Bazaar"
    assert window.log_view.line_texts()[0].startswith(f"Nueva partida: {', '.join(names)}.")
    with qtbot.waitSignal(window.results_shown, timeout=30000) as shown:
        pass
    dialog = shown.args[0]
    assert dialog.windowTitle() == "Resultados"
    assert window.decision_box.title() == "Fin de la partida"
    assert window.prompt.text() == "La partida ha terminado."
    # Switching with the results open shows them again in the new language.
    window.app_settings.set_language("de")
    assert window.results_dialog is not None and window.results_dialog is not dialog
    assert window.results_dialog.windowTitle() == "Ergebnis"
    assert window.results_dialog.isVisible()


def test_the_settings_dialog_switches_the_open_window(qtbot: Any, window: MainWindow) -> None:
    dialog = SettingsDialog(window.app_settings, window.playable_games(), window)
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("de"))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert window.app_settings.language == "de"
    assert menu_titles(window) == ["&Spiel", "&Ansicht", "&Hilfe"]
    assert window.welcome.new_game_buttons["basari"].text() == "Neues Spiel: Basari"
    assert window.welcome.subtitle.text() == "Handeln, feilschen und bluffen auf dem Markt."
    # Standard buttons come from Qt's own German translation when PySide6 ships it.
    again = SettingsDialog(window.app_settings, window.playable_games(), window)
    qtbot.addWidget(again)
    cancel = again.buttons.button(QDialogButtonBox.StandardButton.Cancel).text()
    if (i18n.qt_translations_dir() / "qtbase_de.qm").exists():
        assert cancel == "&Abbrechen" or cancel == "Abbrechen"


def test_the_rules_follow_the_language_setting(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[RulesDialog] = []

    def keep(dialog: RulesDialog) -> int:
        shown.append(dialog)
        return 0

    monkeypatch.setattr(RulesDialog, "exec", keep)
    window.app_settings.set_language("de")
    window.menu_actions.rules["basari"].trigger()
    assert shown[-1].windowTitle() == "Spielregeln: Basari"
    assert "Torbögen" in shown[-1].browser.toPlainText()
    window.app_settings.set_language("es")
    window.menu_actions.rules["jewels"].trigger()
    assert "zafiro" in shown[-1].browser.toPlainText()
    window.menu_actions.app_help.trigger()
    assert shown[-1].windowTitle() == "Cómo usar Bazaar"
    window.app_settings.set_language("en")
    window.menu_actions.rules["basta"].trigger()
    assert "running total" in shown[-1].browser.toPlainText()


def test_without_the_qt_tools_the_app_still_has_its_translations() -> None:
    """The built catalogues ship in the repository: no tool is needed to run the app."""
    for language in ("es", "de"):
        assert (i18n.i18n_dir() / f"bazaar_{language}.qm").stat().st_size > 10_000
