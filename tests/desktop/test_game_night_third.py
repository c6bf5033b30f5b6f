"""Game night's third evening: what players hit at the desktop, and what they
expected. Each test failed before its fix."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

from desktop_support import basari, match_of, panel_of, settle, wait_for
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLabel
from test_desktop_saves import act_for_the_person, person_may_act

from bazaar_desktop.app import make_application
from bazaar_desktop.dialogs.new_game import NewGameDialog
from bazaar_desktop.panels.basari_panels import BasariDecisionPanel
from bazaar_desktop.window.main_window import MainWindow


def test_the_results_give_each_rounds_scoring_the_last_one_too(qtbot: Any, tmp_path: Any) -> None:
    """36.3: the last round's scoring never showed and the results had no breakdown."""
    make_application(["bazaar-tests"])
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(settings, animations=False)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.results_shown, timeout=60000) as shown:
        window.start_game(basari("b", "b", "b", seed=4))
    dialog = shown.args[0]
    tabs = dialog.rounds
    assert tabs is not None
    titles = [tabs.tabText(i).replace("&", "") for i in range(tabs.count())]
    assert titles == ["Scores", "Round 1", "Round 2", "Round 3"]
    last = tabs.widget(3).findChild(QLabel)
    assert "Lap bonus" in last.text() and "chart" in last.text()
    window.adapter.stop()


def phone_to_decide(window: MainWindow) -> bool:
    match = window.adapter.match
    return match is not None and 1 in match.state.current_players()


def test_one_person_at_the_desktop_with_the_others_on_phones_gets_no_curtain(
    qtbot: Any, window: MainWindow
) -> None:
    """36.5: with everyone else on phones, the desktop person got a full-window "Pass the
    device" curtain every turn and a 2.5 s hold after choosing while the phones waited. A
    curtain is for two or more people sharing the desktop: the card goes in at once."""
    rng = random.Random(3)
    window.start_game(basari("h", "h", "b", seed=7))
    adapter = window.adapter
    adapter.set_phone_seats(frozenset({1}))  # Omar decides on his phone
    cards_chosen = 0
    for _ in range(60):
        wait_for(
            qtbot, lambda: person_may_act(window) or 1 in match_of(adapter).state.current_players()
        )
        update = window.last_update
        assert update is not None and update.curtain_for is None
        assert window.page.pages.currentWidget() is not window.page.curtain
        match = adapter.match
        assert match is not None
        before = len(match.history)
        if 1 in match.state.current_players():  # the phone answers
            assert adapter.decide(1, match.state.view(1).random_action(1, rng)) == ""
            continue
        if update.is_over:
            break
        panel = panel_of(window, BasariDecisionPanel)
        if panel.currentWidget() is panel.cards and panel.cards.decision is not None:
            window.table.focus_decision()  # type: ignore[union-attr]
            qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_1)
            assert len(match.history) > before  # handed in at once, no hold
            cards_chosen += 1
            if cards_chosen >= 3:
                break
            continue
        act_for_the_person(window, rng)
        wait_for(qtbot, lambda b=before, m=match: len(m.history) > b)  # type: ignore[misc]
    assert cards_chosen >= 3


def _on_next_dialog(seen: list[QDialog]) -> None:
    """Note the modal dialog about to open (exec() runs its own loop), then close it."""

    def later() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog):
            seen.append(dialog)
            dialog.reject()

    QTimer.singleShot(300, later)


def test_enter_presses_the_focused_welcome_button(qtbot: Any, window: MainWindow) -> None:
    """36.4: on the welcome page Enter did nothing (the keyboard map promises Space and
    Enter)."""
    wait_for(qtbot, lambda: QApplication.activeWindow() is window)
    first = window.welcome.new_game_buttons["basari"]
    first.setFocus()
    QTest.keyClick(first, Qt.Key.Key_Tab)
    focused = QApplication.focusWidget()
    assert focused is window.welcome.new_game_buttons["jewels"]
    seen: list[QDialog] = []
    _on_next_dialog(seen)
    QTest.keyClick(focused, Qt.Key.Key_Return)
    wait_for(qtbot, lambda: bool(seen))
    assert isinstance(seen[0], NewGameDialog)
    assert seen[0].info().game_id == "jewels"


def test_each_welcome_button_has_its_own_alt_letter(qtbot: Any, window: MainWindow) -> None:
    """36.4: "Continue" and "Open a saved game…" shared Alt+O."""
    from bazaar_desktop.dialogs.games_in_progress_view import GamesInProgressView

    games = GamesInProgressView(window.welcome, on_welcome=True)
    buttons = [
        window.welcome.open_button,
        window.welcome.online_button,
        window.welcome.rules_button,
        games.continue_button,
        games.delete_button,
    ]
    letters = [b.text()[b.text().index("&") + 1].lower() for b in buttons]
    assert len(set(letters)) == len(letters), letters


def test_the_focus_ring_shows_on_a_primary_button(qtbot: Any, window: MainWindow) -> None:
    """36.4: after Esc from a dialog, Tabs moved the focus over the New game buttons with no
    ring to see: their ring was drawn in their own fill colour."""
    from bazaar_desktop.appearance.theme import contrast_ratio

    for theme_name in ("light", "dark"):
        from bazaar_desktop.appearance.theme import apply_theme

        apply_theme(QApplication.instance(), theme_name)  # type: ignore[arg-type]
        button = window.welcome.new_game_buttons["jewels"]
        button.setFocus()
        qtbot.waitUntil(button.hasFocus)
        settle(qtbot, button)
        picture = button.grab().toImage()
        ring = picture.pixelColor(1, picture.height() // 2)
        fill = picture.pixelColor(6, picture.height() // 2)
        assert contrast_ratio(ring, fill) >= 3, (theme_name, ring.name(), fill.name())
    apply_theme(QApplication.instance(), "light")  # type: ignore[arg-type]


def test_ctrl_n_while_statistics_is_open_starts_a_new_game(qtbot: Any, window: MainWindow) -> None:
    """36.4: Ctrl+N with Statistics open did nothing and said nothing."""
    window.menu_actions.statistics.trigger()
    dialog = window.menus.statistics_dialog
    assert dialog is not None
    wait_for(qtbot, lambda: QApplication.activeWindow() is dialog)
    seen: list[QDialog] = []
    _on_next_dialog(seen)
    QTest.keyClick(
        dialog.focusWidget() or dialog, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier
    )
    wait_for(qtbot, lambda: bool(seen))
    assert isinstance(seen[0], NewGameDialog)
    assert not dialog.isVisible()


def test_save_as_proposes_a_name_by_game_and_date(
    qtbot: Any, window: MainWindow, monkeypatch: Any
) -> None:
    """36.8: Save as proposed "game.bazaar.json" for every game."""
    from PySide6.QtWidgets import QFileDialog

    proposed: list[str] = []

    def asked(*args: object, **_kwargs: object) -> tuple[str, str]:
        proposed.append(str(args[2]))
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", asked)
    window.start_game(basari("h", "b", "b", seed=7))
    wait_for(qtbot, lambda: person_may_act(window))
    window.menu_actions.save_as.trigger()
    name = Path(proposed[0]).name
    assert re.fullmatch(r"basari-\d{4}-\d{2}-\d{2}-\d{4}\.bazaar\.json", name), name


def test_statistics_count_one_hint_in_the_singular(
    qtbot: Any, window: MainWindow, monkeypatch: Any
) -> None:
    """36.8: the statistics read "1 (1 hints, 0 won)"."""
    from bazaar_desktop.services.stats_records import HintUse

    monkeypatch.setattr(type(window.stats), "hint_use", lambda _self, _game: HintUse(1, 1, 0))
    window.show_statistics()
    dialog = window.statistics_dialog
    assert dialog is not None
    summary = dialog.summaries["basari"].text()
    assert "Games with the coach's hints: 1 (1 hint, 0 won)." in summary
    dialog.close()


def test_the_game_log_follows_again_at_the_next_turn(qtbot: Any) -> None:
    """36.8: after one scroll up the log stayed on turn 3 while play was on turn 5."""
    from bazaar_desktop.panels.log import LogLine, LogModel, LogView

    model = LogModel()
    view = LogView(model)
    qtbot.addWidget(view)
    view.resize(300, 120)
    view.show()
    for turn in range(1, 4):
        model.append([LogLine(f"Turn {turn}", None, True)])
        model.append([LogLine(f"Layla moves on turn {turn}, line {n}.", 0) for n in range(6)])
    settle(qtbot, view)
    bar = view.verticalScrollBar()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton)
    QTest.keyClick(view, Qt.Key.Key_PageUp)  # the reader looks back
    assert bar.value() < bar.maximum() and not view.following()
    model.append([LogLine("Omar pays 2.", 1)])
    settle(qtbot, view)
    assert bar.value() < bar.maximum()  # still looking back within the turn
    model.append([LogLine("Turn 4", None, True), LogLine("Zeynep rolls 3.", 2)])
    settle(qtbot, view)
    assert view.following() and bar.value() == bar.maximum()
    assert "Zeynep rolls 3." in view.visible_texts()


def test_the_welcome_page_offers_learn_to_play_and_no_menu_prompt(
    qtbot: Any, window: MainWindow
) -> None:
    """36.11: Learn to play was missing from the welcome page, and the status line said
    "Start a new game from the Game menu (Ctrl+N)" beside the big New game buttons."""
    assert "Game menu" not in window.status_line.prompt.text()
    button = window.welcome.learn_button
    assert button.isVisible()
    button.menu().aboutToShow.emit()  # as it opens (a click, Alt+L): filled then
    lessons = [a.text() for a in button.menu().actions()]
    assert lessons == ["Basari", "Jewel Bazaar", "Basta!"]
    button.menu().actions()[2].trigger()
    wait_for(qtbot, lambda: window.adapter.game_id == "basta")
    assert window.adapter.match is not None


def test_a_thinking_bot_does_not_read_like_a_cut_name(qtbot: Any, window: MainWindow) -> None:
    """36.11: a thinking bot was shown as "Omar …"."""
    from bazaar_desktop.panels.players import PlayerRow, PlayersModel

    model = PlayersModel()
    row = PlayerRow(seat=1, name="Omar", kind="Bot (easy)", cells=(), thinking=True)
    assert model._display(row, 0) == "Omar (thinking)"


def test_a_short_side_column_hides_the_log_rather_than_show_one_line(qtbot: Any) -> None:
    """36.10: at 1024x600 Basari's barter left the game log one line high (24 px)."""
    from bazaar_desktop.game_page.side_column import SideColumn
    from bazaar_desktop.panels.log import LogModel

    model = LogModel()
    side = SideColumn(model, model)
    qtbot.addWidget(side)
    side.decision_box.setMinimumHeight(300)  # a barter's decision
    side.show()
    line = side.log_view.fontMetrics().lineSpacing()
    for height in range(420, 700, 4):
        side.resize(300, height)
        settle(qtbot, side)
        if side.log_box.isVisible():
            assert side.log_view.height() >= 3 * line - 2, height


def test_the_barter_bands_sub_line_is_left_out_where_it_would_be_tiny(qtbot: Any) -> None:
    """36.10: at 1024x600 Basari's barter band sub-line was 8 px high: too small to read, it
    is not drawn (the decision panel and the log say who offers first)."""
    from PySide6.QtGui import QFontMetricsF

    from bazaar_desktop.items.basari_notices import SMALLEST_PX, BarterBandItem

    band = BarterBandItem(700, 80)
    band.set_content("Barter for Gems", "Karim won the roll-off and offers first.", None, "")
    for scale in (1.0, 0.9, 0.7, 0.5, 0.35):
        names = [box.name for box in band.text_boxes(scale)]
        sub = next(b for b in band.text_boxes() if b.name == "subtitle")
        tall = QFontMetricsF(sub.font).height() * scale
        assert ("subtitle" in names) == (tall >= SMALLEST_PX), (scale, tall)
    assert "subtitle" not in [box.name for box in band.text_boxes(0.35)]
    assert "title" in [box.name for box in band.text_boxes(0.35)]


def test_each_action_card_says_under_it_what_it_would_do(qtbot: Any, window: MainWindow) -> None:
    """The phone prints on each card what it would do now; the desktop kept it in
    a tooltip. Now it is written under each card, and matches what the rules would do."""
    window.start_game(basari("h", "b", "b", seed=3, start_positions="random"))

    def choosing() -> bool:
        vm = getattr(window.table, "vm", None)
        return vm is not None and vm.phase == "choose_cards" and window.adapter.human_to_act() == 0

    wait_for(qtbot, choosing)
    cards = window.table.panel.cards  # type: ignore[union-attr]
    decision = cards.decision
    said = [label.text() for label in cards.effects]
    assert all(label.isVisible() for label in cards.effects)
    assert said == [o.hint if o.enabled else o.reason for o in decision.options]
    assert re.search(r"\d", said[1])  # the Points card names the points it would gain here


def _qt_standard_texts(window: MainWindow) -> tuple[str, ...]:
    """What Qt itself writes on a message box's Yes, a button box's Cancel and Save, and the
    file dialog's labels, made now (a dialog takes its words when it is made)."""
    from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox

    box = QMessageBox(window)
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, window
    )
    files = QFileDialog(window)
    files.setOption(QFileDialog.Option.DontUseNativeDialog)
    labels = [files.findChild(QLabel, name) for name in ("lookInLabel", "fileNameLabel")]
    labels.append(files.findChild(QLabel, "fileTypeLabel"))
    texts = (
        box.button(QMessageBox.StandardButton.Yes).text(),
        buttons.button(QDialogButtonBox.StandardButton.Cancel).text(),
        buttons.button(QDialogButtonBox.StandardButton.Save).text(),
        *(label.text() if label is not None else "" for label in labels),
    )
    for dialog in (box, buttons, files):
        dialog.deleteLater()
    return texts


ENGLISH_QT = ("&Yes", "Cancel", "Save", "&Look in:", "File &name:", "Files of &type:")


def test_qts_own_dialogs_speak_the_language_chosen_mid_game(qtbot: Any, window: MainWindow) -> None:
    """36.8: Qt's own dialogs were half English in Spanish and German: its standard buttons
    and file dialog take Qt's own catalogue (qtbase_<lang>.qm), switched with the app's, and
    the two file dialog labels Qt's Spanish lacks come from the app's (`i18n.QT_GAPS`)."""
    window.start_game(basari("h", "b", "b", seed=5))
    wait_for(qtbot, lambda: person_may_act(window))
    assert _qt_standard_texts(window) == ENGLISH_QT
    window.app_settings.set_language("de")
    assert _qt_standard_texts(window) == (
        "&Ja",
        "Abbrechen",
        "Speichern",
        "&Suchen in:",
        "Datei&name:",
        "Dateien des &Typs:",
    )
    window.app_settings.set_language("es")
    assert _qt_standard_texts(window) == (
        "&Sí",
        "Cancelar",
        "Guardar",
        "&Ver en:",
        "&Nombre de fichero:",
        "Ficheros de &tipo:",
    )
    window.app_settings.set_language("en")
    assert _qt_standard_texts(window) == ENGLISH_QT
