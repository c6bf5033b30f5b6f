"""Results > Review my game: every decision of one person beside Hard's choice from the same view.

The review replays the finished game, and for each decision the person made asks the coach
about that seat's view at that moment, valuing the move actually made too (`include`). It runs
through the app's background helper, one decision at a time in the bots' worker process, with
a progress bar and Cancel. The decisions where the estimated loss was largest are listed
first (at most five); each opens the replay viewer at that position, seen by that seat.

Only the reviewed seat's own decisions and its own views are used (in pass-and-play, each
person's review is about their decisions alone); a hidden card of another seat never appears.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.coach.hint import Advisor, process_advisor
from bazaar_desktop.coach.texts import action_text, choice_text, loss_text, value_text, why_text
from bazaar_desktop.services.background import Background, Operation, Progress, describe
from bazaar_desktop.services.bot_process import AdviceRequest
from bazaar_desktop.services.interrupt import abandoned_with
from bazaar_desktop.tables import TABLES, table_class
from bazaar_engine.bots.coach import Advice, CoachBudget
from bazaar_engine.core.game import State
from bazaar_engine.core.match import Match

REVIEW_BUDGET = CoachBudget(seconds=0.3)  # per decision: a 40-decision game in about 15 s
MAX_SHOWN = 5
MIN_LOSS = 0.01  # below one point of win chance: not a mistake worth showing


@dataclass(frozen=True)
class Decision:
    """One decision of the reviewed seat: where it was made and what was chosen."""

    step: int  # its index in the history = the replay step of the position before it
    number: int  # the seat's n-th decision (1-based)
    view: State[Any]  # the seat's view just before it
    action: Any


@dataclass(frozen=True)
class Reviewed:
    decision: Decision
    advice: Advice
    loss: float  # estimated share of the win lost against Hard's choice


def seat_decisions(match: Match[Any], seat: int) -> list[Decision]:
    """Every decision `seat` made in `match`, with the view it had then (a single replay)."""
    state = match.game.new_initial_state(len(match.seats))
    found: list[Decision] = []
    for step, (player, action) in enumerate(match.history):
        if player == seat:
            found.append(Decision(step, len(found) + 1, state.view(seat), action))
        state.apply(player, action)
    return found


def review(
    decisions: Sequence[Decision],
    seat: int,
    advisor: Advisor,
    budget: CoachBudget,
    progress: Progress,
) -> list[Reviewed]:
    """The coach's verdict on each decision, largest loss first; stops early if cancelled.
    A move about equal to Hard's (`Advice.equally_good`) loses nothing: it ranks as a tie."""
    reviewed: list[Reviewed] = []
    for done, decision in enumerate(decisions):
        if progress.cancelled:
            break
        # The position's own seed (as a hint's), so review and hint give the same answer.
        request = AdviceRequest(decision.view, seat, budget, None, (decision.action,))
        with abandoned_with(progress):  # Cancel stops the search in flight too
            advice = advisor(request)
        loss = advice.loss_of(decision.action)
        if not advice.forced and loss is not None:
            reviewed.append(Reviewed(decision, advice, loss))
        progress.report(done + 1, len(decisions))
    reviewed.sort(key=lambda r: (-r.loss, r.decision.step))
    return reviewed


def worst(reviewed: Sequence[Reviewed]) -> list[Reviewed]:
    return [r for r in reviewed if r.loss >= MIN_LOSS][:MAX_SHOWN]


class ReviewDialog(QDialog):
    """The review of one person's decisions; with several people, a box picks whose."""

    show_position = Signal(int, int)  # replay step, seat
    finished_review = Signal(object)  # list[Reviewed] (for tests)

    def __init__(
        self,
        match: Match[Any],
        seats: Sequence[int],
        background: Background,
        parent: QWidget | None = None,
        advisor: Advisor = process_advisor,
        budget: CoachBudget = REVIEW_BUDGET,
    ) -> None:
        super().__init__(parent)
        self.match = match
        self.names = [seat.name for seat in match.seats]
        self.background = background
        self.advisor = advisor
        self.budget = budget
        self._operation: Operation[list[Reviewed]] | None = None
        self.setWindowTitle(self.tr("Review my game"))
        self.seat_box = QComboBox()
        self.seat_box.setAccessibleName(self.tr("Whose decisions to review"))
        for seat in seats:
            self.seat_box.addItem(self.names[seat], seat)
        self.seat_box.setVisible(len(seats) > 1)
        self.seat_box.currentIndexChanged.connect(lambda _i: self.start())
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setAccessibleName(self.tr("Review progress"))
        self.cancel_button = QPushButton(self.tr("&Cancel the review"))
        self.cancel_button.clicked.connect(self.cancel)
        self.rows = QVBoxLayout()
        self.rows.setSpacing(8)
        holder = QWidget()
        column = QVBoxLayout(holder)
        column.addLayout(self.rows)
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(holder)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.seat_box)
        layout.addWidget(self.status)
        layout.addLayout(progress_row)
        layout.addWidget(scroll, 1)
        layout.addWidget(buttons)
        self.resize(620, 560)
        self.position_buttons: list[QPushButton] = []

    @property
    def seat(self) -> int:
        return int(self.seat_box.currentData())

    # --- running ------------------------------------------------------------------------
    def start(self) -> None:
        """Review the chosen seat's decisions (a review already running is dropped)."""
        self.cancel(quietly=True)
        self._clear_rows()
        seat = self.seat
        decisions = seat_decisions(self.match, seat)
        self.progress.setRange(0, max(1, len(decisions)))
        self.progress.setValue(0)
        self.progress.show()
        self.cancel_button.show()
        self.status.setText(
            self.tr("Comparing {name}'s {count} decisions with the Hard bot's choices…").format(
                name=self.names[seat], count=len(decisions)
            )
        )
        job: Callable[[Progress], list[Reviewed]] = partial(
            review, decisions, seat, self.advisor, self.budget
        )
        self._operation = self.background.run(
            job, partial(self._done, seat), self._failed, progressed=self._progressed, name="review"
        )

    def cancel(self, quietly: bool = False) -> None:
        if self._operation is None:
            return
        self._operation.cancel()
        self._operation = None
        self.progress.hide()
        self.cancel_button.hide()
        if not quietly:
            self.status.setText(self.tr("The review was cancelled."))

    def reject(self) -> None:
        self.cancel(quietly=True)
        super().reject()

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)

    def _failed(self, error: Exception) -> None:
        self._operation = None
        self.progress.hide()
        self.cancel_button.hide()
        why = describe(error)
        self.status.setText(self.tr("The review could not be made: {why}").format(why=why))

    def _done(self, seat: int, result: list[Reviewed]) -> None:
        self._operation = None
        self.progress.hide()
        self.cancel_button.hide()
        shown = worst(result)
        if not result:
            text = self.tr("{name} had no decision with a real choice.")
        elif not shown:
            text = self.tr("{name} played as the Hard bot would at every decision. Well done!")
        else:
            text = self.tr(
                "{name}'s decisions where the Hard bot expected the most from another move, "
                "largest first:"
            )
        self.status.setText(text.format(name=self.names[seat]))
        for reviewed in shown:
            self.rows.addWidget(self._row(reviewed, seat))
        self.finished_review.emit(result)

    # --- showing ------------------------------------------------------------------------
    def _clear_rows(self) -> None:
        self.position_buttons = []
        while self.rows.count():
            item = self.rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()

    def _when(self, decision: Decision) -> str:
        """Where in the game a decision was made, as the table names it: "Round 2, turn 7"
        (Jewel Bazaar: "Round 12"; Basari's start: "Round 1, the start")."""
        view = decision.view
        round_number, turn = int(getattr(view, "round_number", 1)), int(view.turn)
        game_id = getattr(self.match.game, "id", "")
        if game_id in TABLES and not table_class(game_id).turns_named:
            return self.tr("Round {round}").format(round=round_number)
        if turn == 0:
            return self.tr("Round {round}, the start").format(round=round_number)
        return self.tr("Round {round}, turn {turn}").format(round=round_number, turn=turn)

    def _row(self, reviewed: Reviewed, seat: int) -> QWidget:
        decision, advice = reviewed.decision, reviewed.advice
        mine = advice.candidate_for(decision.action)
        best = advice.best
        frame = QFrame()
        frame.setObjectName("reviewRow")
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        heading = QLabel(
            self.tr("{when}: {loss}").format(
                when=self._when(decision), loss=loss_text(reviewed.loss)
            )
        )
        theme.set_tone(heading, "emphasis")
        yours = QLabel(
            self.tr("You: {move} ({chance})").format(
                move=action_text(decision.action, self.names),
                chance=value_text(mine.value if mine is not None else 0.0),
            )
        )
        hard = QLabel(
            self.tr("Hard: {move} ({chance}). {why}").format(
                move=choice_text(advice, self.names),
                chance=value_text(best.value),
                why=why_text(best.reasons, self.names),
            )
        )
        for label in (yours, hard):
            label.setWordWrap(True)
        button = QPushButton(self.tr("Show the position"))
        button.setToolTip(
            self.tr("Open the replay at this decision, as {name} saw it").format(
                name=self.names[seat]
            )
        )
        button.clicked.connect(lambda _c=False, s=decision.step: self.show_position.emit(s, seat))
        self.position_buttons.append(button)
        layout = QVBoxLayout(frame)
        layout.addWidget(heading)
        layout.addWidget(yours)
        layout.addWidget(hard)
        layout.addWidget(button, 0, Qt.AlignmentFlag.AlignRight)
        return frame
