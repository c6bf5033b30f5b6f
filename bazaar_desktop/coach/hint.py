"""Game > Hint (H): the coach's move from the deciding person's view, and why.

The controller asks the coach (`bazaar_engine.bots.coach`, in the bots' worker process) about
the decision on the table now, through the app's one background helper (`background.py`). The
answer is dropped if the position has changed meanwhile. It is shown on a card over the board
(the move, one sentence of why, the alternatives with their estimated chances) and pointed at
in the decision widget, which lights it on the board as a keyboard selection would; nothing is
chosen for the player. Hints are counted per seat: each decision hinted counts once.

Only the view of the seat to act is sent (`Update.view` while no curtain is up), so a hint
cannot know more than that seat; in pass-and-play the card is hidden before the next seat's
curtain goes up.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.bridge.adapter import GameAdapter, Update
from bazaar_desktop.coach.texts import action_text, choice_text, value_text, why_text
from bazaar_desktop.services.background import Operation, Progress
from bazaar_desktop.services.bot_process import AdviceRequest, BotProcess
from bazaar_desktop.services.interrupt import abandoned_with
from bazaar_desktop.tables.base import GameTable
from bazaar_engine.bots.coach import Advice

Advisor = Callable[[AdviceRequest], Advice]
ALTERNATIVES = 3  # shown under the suggested move
CORNER = 12  # the card's distance from the board's top-left corner (and from its bottom)
CARD_MARGINS = (12, 10, 12, 10)


def process_advisor(request: AdviceRequest) -> Advice:
    """The coach in the bots' worker process (the GUI's interpreter stays free)."""
    return BotProcess.shared().advise(request)


@dataclass(frozen=True)
class Asked:
    """The decision a hint is about: the game, the seat, and how many decisions that seat had
    made (the others may choose at the same time in Basari: the question stays the same)."""

    generation: int
    seat: int
    own_decisions: int

    @classmethod
    def of(cls, adapter: GameAdapter, update: Update) -> Asked | None:
        """The person's decision on the table now, if any is waiting (and no curtain is up)."""
        match = adapter.match
        seat = update.human_to_act
        if match is None or seat is None or update.curtain_for is not None:
            return None
        return cls(update.generation, seat, adapter.own_decisions(seat))


class HintCard(QFrame):
    """The hint, on a card in the board's top-left corner; Esc or its Close button closes it."""

    closed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("hintCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        # Its colours are the theme's (the app's style sheet styles #hintCard).
        self.title = QLabel()
        self.title.setObjectName("hintTitle")
        self.title.setFont(theme.font(13, bold=True))
        self.move_label = QLabel()
        self.move_label.setObjectName("hintMove")
        self.move_label.setFont(theme.font(15, bold=True))
        self.move_label.setWordWrap(True)
        self.why = QLabel()
        self.why.setObjectName("hintWhy")
        self.why.setWordWrap(True)
        self.others = QLabel()
        self.others.setObjectName("hintAlternatives")
        self.others.setWordWrap(True)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.dismiss)
        # The move, why and the alternatives scroll inside the card when the board is too
        # short for them (a German hint at 1024x600): the card never runs off the board.
        self.body = QWidget()
        body_layout = QVBoxLayout(self.body)
        body_layout.setContentsMargins(0, 0, 0, 0)
        body_layout.setSpacing(4)
        for widget in (self.move_label, self.why, self.others):
            body_layout.addWidget(widget)
        body_layout.addStretch(1)
        self.text_area = QScrollArea()
        self.text_area.setObjectName("hintScroll")
        self.text_area.setWidget(self.body)
        self.text_area.setWidgetResizable(True)
        self.text_area.setFrameShape(QFrame.Shape.NoFrame)
        self.text_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.text_area.viewport().setAutoFillBackground(False)
        self.body.setAutoFillBackground(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(*CARD_MARGINS)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(self.text_area, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignRight)
        self.setFixedWidth(340)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        self.close_button.setText(self.tr("Close (Esc)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_thinking(self, name: str) -> None:
        self.title.setText(self.tr("Hint for {name}").format(name=name))
        self.move_label.setText(self.tr("Thinking about your move…"))
        self.why.setText("")
        self.others.setText("")
        self._place()

    def show_advice(self, name: str, advice: Advice, names: list[str]) -> None:
        best = advice.best
        self.title.setText(self.tr("Hint for {name}").format(name=name))
        self.move_label.setText(choice_text(advice, names))
        why = why_text(best.reasons, names)
        if advice.forced:
            self.why.setText(self.tr("This is your only sensible move. {why}").format(why=why))
            self.others.setText("")
            self._place()
            return
        if advice.about_equal:
            self.why.setText(self._equals_text(advice, names))
        else:
            self.why.setText(
                self.tr("{why} Estimate: {chance}.").format(why=why, chance=value_text(best.value))
            )
        lines = [
            self.tr("• {move}: {chance}").format(
                move=action_text(c.action, names), chance=value_text(c.value)
            )
            for c in advice.alternatives[:ALTERNATIVES]
        ]
        self.others.setText(self.tr("Alternatives:") + "\n" + "\n".join(lines) if lines else "")
        self._place()

    def _equals_text(self, advice: Advice, names: list[str]) -> str:
        """Why each of the moves about equal is good, and that the search cannot part them."""
        lines = [self.tr("These moves are worth the same, within a point of win chance:")]
        lines += [
            self.tr("• {move} ({chance}): {why}").format(
                move=action_text(c.action, names),
                chance=value_text(c.value),
                why=why_text(c.reasons, names),
            )
            for c in advice.equally_good
        ]
        return "\n".join(lines)

    def _place(self) -> None:
        self.adjustSize()
        self.move_to_corner()
        self.show()
        self.raise_()

    def move_to_corner(self) -> None:
        """At the board's top left, as tall as its text needs (wrapped labels need the
        height for the card's fixed width) but no taller than the board: the rest scrolls."""
        self.ensurePolished()  # the style sheet's fonts, before measuring the text
        left, top, right, bottom = CARD_MARGINS
        spacing = 4
        # Measured as wrapped beside a scroll bar: a little too tall rather than a scroll bar
        # for the last few pixels.
        bar = self.text_area.verticalScrollBar().sizeHint().width()
        frame = self.frameWidth()
        text_height = self.body.heightForWidth(self.width() - 2 * frame - left - right - bar)
        chrome = 2 * frame + top + bottom + 2 * spacing
        chrome += self.title.sizeHint().height() + self.close_button.sizeHint().height()
        # (A wrapped label's minimum height is for a narrower width than it gets: the scroll
        # area gives the text at least that.)
        needed = chrome + max(text_height, self.body.minimumSizeHint().height())
        board = self.parentWidget()
        room = board.height() - 2 * CORNER if board is not None else needed
        self.setGeometry(CORNER, CORNER, self.width(), max(min(needed, room), chrome + 40))

    def dismiss(self) -> None:
        if self.isVisible():
            self.hide()
            self.closed.emit()

    # Esc closes the card wherever the keyboard focus is (the decision keeps it):
    # while the card shows, the application's Esc in this window is the card's, ahead of any
    # shortcut (Basta!'s "back" waits for the next Esc).
    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def hideEvent(self, event: Any) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        super().hideEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Resize and watched is self.parentWidget():
            self.move_to_corner()  # a shorter board: a shorter card
            return False
        if kind not in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress):
            return False
        if not isinstance(event, QKeyEvent) or event.key() != Qt.Key.Key_Escape:
            return False
        if not isinstance(watched, QWidget) or watched.window() is not self.window():
            return False  # Esc in a dialog closes the dialog
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # no shortcut: the key press comes here
        else:
            self.dismiss()
        return True


class HintController(QObject):
    """Asks for hints, shows them, forgets them when the table moves on, counts them."""

    answered = Signal(object)  # the Advice shown (for tests and the status line)
    failed = Signal(str)

    def __init__(
        self,
        adapter: GameAdapter,
        board: QWidget,
        table: Callable[[], GameTable | None],
        advisor: Advisor = process_advisor,
    ) -> None:
        super().__init__(board)
        self.adapter = adapter
        self.table = table
        self.advisor = advisor
        self.card = HintCard(board)
        self._asked: Asked | None = None
        self._answer: Advice | None = None
        self._thinking: Operation[Advice] | None = None
        self._counted: dict[int, set[tuple[int, int]]] = {}  # seat -> decisions hinted

    # --- counting -----------------------------------------------------------------------
    def hints_used(self, seat: int) -> int:
        return len(self._counted.get(seat, ()))

    def new_game(self) -> None:
        self._counted.clear()
        self.forget()

    @property
    def thinking(self) -> bool:
        """A hint is being worked out, its answer still wanted."""
        return self._thinking is not None and self._thinking.running

    # --- asking -------------------------------------------------------------------------
    def request(self) -> bool:
        """Game > Hint: False (and nothing asked) when no person is to decide now."""
        update = self.adapter.snapshot() if self.adapter.match is not None else None
        asked = Asked.of(self.adapter, update) if update is not None else None
        if update is None or asked is None:
            return False
        names = [seat.name for seat in update.seats]
        if self._asked == asked and self._answer is not None:
            self._show(self._answer, names)  # the same decision: the same hint again
            return True
        if self._asked == asked and self.thinking:
            return True  # still thinking about it
        self.forget()
        self._asked = asked
        self.card.show_thinking(names[asked.seat])
        request = AdviceRequest(update.view, asked.seat)
        self._thinking = self.adapter.background.run(
            partial(self._think, request),
            partial(self._answered, asked, names),
            self._failed,
            wanted=lambda: self._asked == asked,  # else the position has changed meanwhile
            name="hint",
        )
        return True

    def _think(self, request: AdviceRequest, progress: Progress) -> Advice:
        with abandoned_with(progress):  # `forget` cancels it: the search ends there
            return self.advisor(request)

    def _failed(self, error: Exception) -> None:
        self._thinking = None
        self.card.hide()
        self._asked = None
        self.failed.emit(self._why_not(error))

    def _answered(self, asked: Asked, names: list[str], advice: Advice) -> None:
        self._thinking = None
        self._answer = advice
        self._counted.setdefault(asked.seat, set()).add((asked.generation, asked.own_decisions))
        self._show(advice, names)
        self.answered.emit(advice)

    def _why_not(self, error: Exception) -> str:
        """In the player's words, never an exception's name or an errno."""
        if isinstance(error, (EOFError, OSError)):  # the worker process died under it
            return self.tr(
                "the helper that works out the moves stopped; it starts again when you ask "
                "for another hint"
            )
        return self.tr("the coach could not work this position out")

    def _show(self, advice: Advice, names: list[str]) -> None:
        self.card.show_advice(names[advice.seat], advice, names)
        table = self.table()
        if table is not None:
            table.show_hint(advice.best.action)

    # --- forgetting ---------------------------------------------------------------------
    def on_update(self, update: Update) -> None:
        """The table changed: a hint about another position (or before a curtain) goes."""
        if self._asked is not None and Asked.of(self.adapter, update) != self._asked:
            self.forget()

    def forget(self) -> None:
        if self._thinking is not None:
            self._thinking.cancel()
            self._thinking = None
        self._asked = None
        self._answer = None
        self.card.hide()
