"""Help > Learn to play <game>: a fixed, seeded short game against Easy bots, with a card of
steps under the board for the first round (what to look at, which keys); the lessons' words
and what each step waits for are in `lessons/` (a module per game).

Some steps only explain (N goes on, P goes back); a step that asks the player to act waits
until they have made that many decisions of their own, or until what it shows has happened at
the table, then goes on by itself. X leaves the walkthrough at any step; the game itself goes
on. Everything works by keyboard: the game's own keys (named in the steps) and N, P, X, which
no table uses. The card lies in a band of its own under the board (the board is fitted above
it), so it never covers the learner's stall, hand or an archway.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QHideEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from bazaar_desktop.appearance import theme
from bazaar_desktop.bridge.adapter import GameAdapter, Update
from bazaar_desktop.coach.lessons import Step, learn_request, steps
from bazaar_engine.core.events import Event

translate = QCoreApplication.translate

__all__ = ["Step", "Walkthrough", "WalkthroughCard", "learn_request", "steps"]

CARD_GAP = 8  # pixels around the card, in the band it takes under the board


class WalkthroughCard(QFrame):
    """The steps, on a card in a band under the board (the board is fitted above it)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("walkthroughCard")
        # Its colours are the theme's (the app's style sheet styles #walkthroughCard).
        self.counter = QLabel()
        self.title = QLabel()
        self.title.setFont(theme.font(15, bold=True))
        self.title.setWordWrap(True)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.waiting = QLabel()
        self.waiting.setWordWrap(True)
        theme.set_tone(self.waiting, "emphasis")
        self.tip = QLabel()
        self.tip.setWordWrap(True)
        self.back_button = QPushButton()
        self.next_button = QPushButton()
        self.next_button.setObjectName("primary")
        self.leave_button = QPushButton()
        for button in (self.back_button, self.next_button, self.leave_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the game's widgets keep the keys
        buttons = QHBoxLayout()
        buttons.addWidget(self.leave_button)
        buttons.addStretch(1)
        buttons.addWidget(self.back_button)
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        for widget in (self.counter, self.title, self.text, self.tip, self.waiting):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        self._band = 0  # the height of the band under the board (see `place`)
        self._band_width = 0  # ... at this card width
        self.hide()
        parent.installEventFilter(self)  # stay in the corner when the board is resized

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # isHidden: shown by a step, even while the board's page is still being put up
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show) and not self.isHidden():
            self.place()
        return False

    def show_step(
        self,
        number: int,
        count: int,
        step: Step,
        waiting: bool,
        tip: str = "",
        *,
        yours: bool = True,
    ) -> None:
        """`waiting`: the step goes on once something happens; `yours`: that is a decision of
        the learner's (else the table's, which goes on by itself)."""
        self.back_button.setText(self.tr("Back (P)"))
        self.next_button.setText(self.tr("Next (N)"))
        self.leave_button.setText(self.tr("Leave (X)"))
        self.counter.setText(
            self.tr("Learning step {number} of {count}").format(number=number, count=count)
        )
        self.title.setText(step.title)
        self.text.setText(step.text)
        self.waiting.setText(self._waiting_text(yours) if waiting else "")
        self.waiting.setVisible(waiting)
        self.tip.setText(tip)
        self.tip.setVisible(bool(tip))
        self.next_button.setEnabled(not waiting)
        self.back_button.setEnabled(number > 1)
        self.adjustSize()
        self.place()
        self.show()
        self.raise_()

    def _waiting_text(self, yours: bool) -> str:
        if yours:
            return self.tr("Do it on the table to go on.")
        return self.tr("Watch the table: this step goes on by itself.")

    def place(self) -> None:
        """Across the bottom of the board's view, in a band the board leaves free. The band
        only grows while the walkthrough runs at one width (the tallest step so far), so the
        board does not change size each time a step's card is shorter or taller."""
        parent = self.parentWidget()
        if parent is None:
            return
        width = max(200, parent.width() - 2 * CARD_GAP)
        self.setFixedWidth(width)
        layout = self.layout()
        height = layout.totalHeightForWidth(width) if layout is not None else 0
        height = height if height > 0 else self.sizeHint().height()
        if self._band_width != width:
            self._band_width, self._band = width, 0
        self._band = max(self._band, height + 2 * CARD_GAP)
        self.setGeometry(CARD_GAP, parent.height() - height - CARD_GAP, width, height)
        self._reserve(self._band)

    def reserve_for(self, texts: list[tuple[str, str]]) -> None:
        """Make the band as tall as the tallest of these steps (title, text) needs at the
        board's width now, waiting line and buttons included: the board keeps one size."""
        parent, layout = self.parentWidget(), self.layout()
        if parent is None or layout is None:
            return
        width = max(200, parent.width() - 2 * CARD_GAP)
        shown = (self.title.text(), self.text.text(), self.waiting.text(), self.tip.isHidden())
        waiting_hidden = self.waiting.isHidden()
        if self._band_width != width:
            self._band_width, self._band = width, 0
        self.tip.hide()
        self.waiting.setText(self._waiting_text(True))
        self.waiting.setHidden(False)
        for title, text in texts:
            self.title.setText(title)
            self.text.setText(text)
            self._band = max(self._band, layout.totalHeightForWidth(width) + 2 * CARD_GAP)
        self.title.setText(shown[0])
        self.text.setText(shown[1])
        self.waiting.setText(shown[2])
        self.waiting.setHidden(waiting_hidden)
        self.tip.setHidden(shown[3])

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self._band = 0
        self._reserve(0)  # the board takes the whole view again

    def _reserve(self, height: int) -> None:
        reserve = getattr(self.parentWidget(), "reserve_bottom", None)
        if callable(reserve):
            reserve(height)


class Walkthrough(QObject):
    """Runs the steps of one game's walkthrough over the board; the main window starts the
    game (`learn_request`) and hands every update on to `on_update`."""

    step_changed = Signal(int)  # index of the step shown (for tests and the status line)
    ended = Signal(bool)  # True: completed, False: left

    def __init__(
        self,
        adapter: GameAdapter,
        board: QWidget,
        shortcuts_parent: QWidget,
        table_of: Callable[[], Any] = lambda: None,
    ) -> None:
        super().__init__(board)
        self.adapter = adapter
        self._table_of = table_of  # the table on show: a step may fill in a trade on it
        self.card = WalkthroughCard(board)
        self.card.next_button.clicked.connect(self.next)
        self.card.back_button.clicked.connect(self.back)
        self.card.leave_button.clicked.connect(self.leave)
        self._shortcuts = [
            self._key(shortcuts_parent, "N", self.next),
            self._key(shortcuts_parent, "P", self.back),
            self._key(shortcuts_parent, "X", self.leave),
        ]
        self.game_id = ""
        self.steps: list[Step] = []
        self.index = -1
        self.match: object = None  # the walkthrough's game (an undo keeps it, a new game not)
        self._decisions_seen = 0
        self._step_began = 0  # how many events the game had when the step was shown
        self._tried = -1  # the step whose trade was filled in

    @staticmethod
    def _key(parent: QWidget, key: str, slot: Callable[[], object]) -> QShortcut:
        shortcut = QShortcut(QKeySequence(key), parent)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(slot)
        shortcut.setEnabled(False)
        return shortcut

    @property
    def active(self) -> bool:
        return self.index >= 0

    def begin(self, game_id: str) -> None:
        """The walkthrough's game has just started: show the first step."""
        self.game_id = game_id
        self.steps = steps(game_id)
        self.match = self.adapter.match
        self._decisions_seen = self._own_decisions()
        self._tried = -1
        for shortcut in self._shortcuts:
            shortcut.setEnabled(True)
        self.card.reserve_for([(step.title, step.text) for step in self.steps])
        self._go(0)

    def next(self) -> None:
        if self.active and not self._waiting():
            if self.index + 1 >= len(self.steps):
                self._end(True)
            else:
                self._go(self.index + 1)

    def back(self) -> None:
        if self.active and self.index > 0:
            self._go(self.index - 1)

    def leave(self) -> None:
        if self.active:
            self._end(False)

    def on_update(self, _update: Update) -> None:
        """Another game (new, loaded) ends the walkthrough; a decision made may go on."""
        if not self.active:
            return
        if self.adapter.match is not self.match:
            self._end(False)
            return
        self._decisions_seen = self._own_decisions()
        step = self.steps[self.index]
        if (step.decisions is not None or step.until is not None) and not self._waiting():
            self.next()  # done on the table: on to the next step
        else:
            self._show()

    def retranslate(self) -> None:
        if self.active:
            self.steps = steps(self.game_id)
            self.card.reserve_for([(step.title, step.text) for step in self.steps])
            self._show()

    # --- inside ---------------------------------------------------------------------------
    def _own_decisions(self) -> int:
        match = self.adapter.match
        if match is None:
            return 0
        return sum(1 for player, _ in match.history if player == 0)

    def _events(self) -> list[Event]:
        match = self.adapter.match
        return list(getattr(match, "events", ()))

    def _waiting(self) -> bool:
        step = self.steps[self.index]
        if step.decisions is not None and self._own_decisions() < step.decisions:
            return True
        if step.until is None:
            return False
        since = self._events()[0 if step.ever else self._step_began :]
        return not any(step.until(event.seen_by(None)) for event in since)  # public only

    def _go(self, index: int) -> None:
        self.index = index
        self._step_began = len(self._events())
        self._show()
        self.step_changed.emit(index)

    def _show(self) -> None:
        step = self.steps[self.index]
        match = self.adapter.match
        view = match.state.view(0) if match is not None else None  # the learner's own view
        tip = step.tip(view) if step.tip is not None and view is not None else ""
        yours = step.decisions is not None and self._own_decisions() < step.decisions
        self.card.show_step(
            self.index + 1, len(self.steps), step, self._waiting(), tip, yours=yours
        )
        self._try_out(step, view)

    def _try_out(self, step: Step, view: Any) -> None:
        """Fill in the step's trade once, when the learner's decision is up: the panel shows
        the engine's word on it (a refused trade shows why)."""
        table = self._table_of()
        if step.trial is None or self._tried == self.index or table is None or view is None:
            return
        if self.adapter.human_to_act() != 0:
            return
        trial = step.trial(view)
        if trial is not None and table.fill_in(*trial):
            self._tried = self.index

    def _end(self, completed: bool) -> None:
        self.index = -1
        self.card.hide()
        for shortcut in self._shortcuts:
            shortcut.setEnabled(False)
        self.ended.emit(completed)
