"""Under the players, for the table's host only: "Let a bot play for Ann" while Ann
is away and the table waits for her, "Give Ann's seat back" while a bot plays for her. Shown
exactly when the server would grant it (`seats_menu.host_choices`, the rule Game > Online seats
follows too); a click asks the server (`hand_to_bot`, `give_back`), whose next frame turns the
button. Nobody else sees it."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QPushButton, QSizePolicy, QVBoxLayout, QWidget

from bazaar_desktop.remote.seats_menu import HostChoice, host_choices

if TYPE_CHECKING:
    from bazaar_desktop.remote.table import RemoteTable


class AwaySeatButtons(QWidget):
    """One button per seat the host may hand to a bot or give back; hidden when there is none."""

    changed = Signal()  # shown, hidden or turned: the side column sizes its boxes again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("awaySeats")
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(4)
        self.buttons: list[QPushButton] = []  # the first len(choices) are shown
        self.choices: tuple[HostChoice, ...] = ()
        self._remote: RemoteTable | None = None
        self.hide()

    def follow(self, remote: RemoteTable | None) -> None:
        """The table the window plays now (None: a local game): its frames turn the buttons."""
        if remote is not self._remote:
            if self._remote is not None:
                # The old table may be gone already.
                with contextlib.suppress(RuntimeError, TypeError):
                    self._remote.framed.disconnect(self._on_framed)
            self._remote = remote
            if remote is not None:
                remote.framed.connect(self._on_framed)
        self.refresh()

    def _on_framed(self, _seat: int) -> None:
        self.refresh()

    def refresh(self, *, texts: bool = False) -> None:
        """The buttons as the last frame allows (`texts`: worded anew, the language changed)."""
        choices = host_choices(self._remote) or ()
        if choices == self.choices and not texts:
            return
        self.choices = choices
        while len(self.buttons) < len(choices):
            self.buttons.append(self._new_button(len(self.buttons)))
        for number, button in enumerate(self.buttons):
            if number < len(choices):
                button.setText(choices[number].text())
                button.setToolTip(choices[number].text())
            button.setVisible(number < len(choices))
        self.setVisible(bool(choices))
        self.changed.emit()

    def _new_button(self, number: int) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(f"awaySeat{number}")
        # A long name is cut, not let widen the side column.
        button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        button.clicked.connect(lambda _c=False, n=number: self._chosen(n))
        self._layout.addWidget(button)
        return button

    def _chosen(self, number: int) -> None:
        remote = self._remote
        if remote is not None and number < len(self.choices):
            choice = self.choices[number]
            remote.hand_to_bot(choice.seat, back=choice.back)
