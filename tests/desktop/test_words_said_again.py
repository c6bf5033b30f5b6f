"""A language switch gives the window's words again without making its parts anew:
what a person set and where the keys were stay as they were."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from desktop_support import wait_for
from PySide6.QtWidgets import QApplication

from bazaar_desktop.services import i18n
from bazaar_desktop.window.main_window import MainWindow


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    yield
    i18n.install_language("en")


def test_a_switch_on_the_welcome_page_keeps_the_keys_and_the_menus_state(
    qtbot: Any, window: MainWindow
) -> None:
    window.activateWindow()
    actions = window.menu_actions
    actions.log.trigger()  # the game log hidden
    actions.mute.trigger()  # the sounds muted
    welcome = window.welcome
    welcome.open_button.setFocus()
    wait_for(qtbot, lambda: QApplication.focusWidget() is welcome.open_button)

    window.app_settings.set_language("es")

    assert welcome.subtitle.text() == "Comercia, haz trueques y farolea en el mercado."
    assert welcome.open_button.text() == "&Abrir una partida guardada…"
    assert actions.new.text() == "&Nueva partida…"
    assert window.menu_actions is actions and window.pages.currentWidget() is welcome
    assert QApplication.focusWidget() is welcome.open_button  # Enter still opens a save
    assert actions.mute.isChecked() and not actions.log.isChecked()
