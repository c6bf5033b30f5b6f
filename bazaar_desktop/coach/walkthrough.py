"""Help > Learn to play <game>: a fixed, seeded short game against Easy bots, with a card of
steps over the board for the first round (what to look at, which keys).

Some steps only explain (N goes on, P goes back); a step that asks the player to act waits
until they have made that many decisions of their own, then goes on by itself. X leaves the
walkthrough at any step; the game itself goes on. Everything works by keyboard: the game's own
keys (named in the steps) and N, P, X, which no table uses.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from bazaar_desktop import theme
from bazaar_desktop.adapter import GameAdapter, NewGameRequest, SeatSpec, Update

translate = QCoreApplication.translate

# The same game every time, so the steps can say what will happen (seat 0 is the learner).
SEEDS = {"basari": 18_001, "jewels": 18_002, "basta": 18_003}
SEATS = 3  # the smallest table every game allows: a short game
BOT_NAMES = ("Omar", "Zeynep")


@dataclass(frozen=True)
class Step:
    title: str
    text: str
    decisions: int | None = None  # wait until the learner has made this many decisions


def learn_request(game_id: str) -> NewGameRequest:
    """The walkthrough's game: the learner against Easy bots, with the walkthrough's seed."""
    you = SeatSpec(translate("Walkthrough", "You"), False, learner=True)
    bots = tuple(SeatSpec(name, True, "easy") for name in BOT_NAMES[: SEATS - 1])
    return NewGameRequest(game_id, (you, *bots), {}, SEEDS[game_id])


def steps(game_id: str) -> list[Step]:
    """The steps for `game_id`, in the window's language."""
    return {"basari": _basari, "jewels": _jewels, "basta": _basta}[game_id]()


def _ending() -> Step:
    return Step(
        translate("Walkthrough", "You know the first round"),
        translate(
            "Walkthrough",
            "Play on to the end: the log on the right tells what happened, H gives a hint, "
            "and the results offer a review of your decisions. Press N to close this card.",
        ),
    )


def _basari() -> list[Step]:
    return [
        Step(
            translate("Walkthrough", "Welcome to Basari"),
            translate(
                "Walkthrough",
                "Three rounds at the market. Score points, collect gems for the majority "
                "bonuses, and finish laps. The most points after round 3 wins. Press N.",
            ),
        ),
        Step(
            translate("Walkthrough", "Choose where to start"),
            translate(
                "Walkthrough",
                "Look at the archways on the board: each shows points and gems. Pick a number "
                "with the arrow keys (the archway lights up) and press Enter, or R for a "
                "random start.",
            ),
            decisions=1,
        ),
        Step(
            translate("Walkthrough", "Your secret action card"),
            translate(
                "Walkthrough",
                "Each turn everyone secretly picks Die, Points or Gems: keys 1, 2 and 3. "
                "Points scores the archway's points, Gems takes its gems, the Die moves you "
                "and scores 6 minus the roll. Choose one now.",
            ),
            decisions=2,
        ),
        Step(
            translate("Walkthrough", "Barters"),
            translate(
                "Walkthrough",
                "When two players pick the same card they barter for it: R, Y, G and B add a "
                "gem to your offer (with Shift, one fewer), M fills in the cheapest offer, "
                "Enter offers, A accepts the offer on the table.",
            ),
        ),
        Step(
            translate("Walkthrough", "Majorities and laps"),
            translate(
                "Walkthrough",
                "The four carpets show how many gems are left and what the most gems of each "
                "colour score this round. The round ends when someone completes a lap.",
            ),
        ),
        _ending(),
    ]


def _jewels() -> list[Step]:
    return [
        Step(
            translate("Walkthrough", "Welcome to Jewel Bazaar"),
            translate(
                "Walkthrough",
                "Buy sapphires, rubies and emeralds cheap and hold them while their prices "
                "rise. After 27 rounds every jewel is sold at 10; the most money wins. Press N.",
            ),
        ),
        Step(
            translate("Walkthrough", "The prices"),
            translate(
                "Walkthrough",
                "The board shows each jewel's price. Every round a price card moves them; "
                "the cards still to come are known to all, so count them.",
            ),
        ),
        Step(
            translate("Walkthrough", "Your trade"),
            translate(
                "Walkthrough",
                "In the panel on the right, Tab moves between the Sell and Buy fields; type "
                "a number or use the arrow keys. The line below says whether the trade is "
                "allowed. Enter confirms it.",
            ),
            decisions=1,
        ),
        Step(
            translate("Walkthrough", "The others trade"),
            translate(
                "Walkthrough",
                "Omar and Zeynep trade after you, against the same stock. The log on the right "
                "shows every trade and every new price.",
            ),
        ),
        _ending(),
    ]


def _basta() -> list[Step]:
    return [
        Step(
            translate("Walkthrough", "Welcome to Basta!"),
            translate(
                "Walkthrough",
                "Play cards onto a running total. Whoever cannot keep it at 50 or under takes "
                "a chip; when someone has 4 chips, the fewest chips wins. Press N.",
            ),
        ),
        Step(
            translate("Walkthrough", "Your hand"),
            translate(
                "Walkthrough",
                "Your cards lie face up for you only. Pick one with the left and right arrow "
                "keys (or 1 to 5): the panel says what it would do. Enter plays it.",
            ),
            decisions=1,
        ),
        Step(
            translate("Walkthrough", "The escapes"),
            translate(
                "Walkthrough",
                "Zero, Direction change, Exchange, Double and Basta! never push the total up: keep "
                "them for when it is high. Minus 5 helps, but draws a card that counts.",
            ),
        ),
        _ending(),
    ]


class WalkthroughCard(QFrame):
    """The steps, on a card at the bottom left of the board."""

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
        for widget in (self.counter, self.title, self.text, self.waiting):
            layout.addWidget(widget)
        layout.addLayout(buttons)
        self.setFixedWidth(380)
        self.hide()
        parent.installEventFilter(self)  # stay in the corner when the board is resized

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return False

    def show_step(self, number: int, count: int, step: Step, waiting: bool) -> None:
        self.back_button.setText(self.tr("Back (P)"))
        self.next_button.setText(self.tr("Next (N)"))
        self.leave_button.setText(self.tr("Leave (X)"))
        self.counter.setText(
            self.tr("Learning step {number} of {count}").format(number=number, count=count)
        )
        self.title.setText(step.title)
        self.text.setText(step.text)
        self.waiting.setText(self.tr("Do it on the table to go on.") if waiting else "")
        self.waiting.setVisible(waiting)
        self.next_button.setEnabled(not waiting)
        self.back_button.setEnabled(number > 1)
        self.adjustSize()
        self.place()
        self.show()
        self.raise_()

    def place(self) -> None:
        parent = self.parentWidget()
        height = self.sizeHint().height()
        bottom = parent.height() if parent is not None else height + 12
        self.setGeometry(12, max(12, bottom - height - 12), self.width(), height)


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
    ) -> None:
        super().__init__(board)
        self.adapter = adapter
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
        for shortcut in self._shortcuts:
            shortcut.setEnabled(True)
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
        before, now = self._decisions_seen, self._own_decisions()
        self._decisions_seen = now
        wanted = self.steps[self.index].decisions
        if wanted is not None and before < wanted <= now:
            self.next()  # done on the table: on to the next step
        else:
            self._show()

    def retranslate(self) -> None:
        if self.active:
            self.steps = steps(self.game_id)
            self._show()

    # --- inside ---------------------------------------------------------------------------
    def _own_decisions(self) -> int:
        match = self.adapter.match
        if match is None:
            return 0
        return sum(1 for player, _ in match.history if player == 0)

    def _waiting(self) -> bool:
        wanted = self.steps[self.index].decisions
        return wanted is not None and self._own_decisions() < wanted

    def _go(self, index: int) -> None:
        self.index = index
        self._show()
        self.step_changed.emit(index)

    def _show(self) -> None:
        step = self.steps[self.index]
        self.card.show_step(self.index + 1, len(self.steps), step, self._waiting())

    def _end(self, completed: bool) -> None:
        self.index = -1
        self.card.hide()
        for shortcut in self._shortcuts:
            shortcut.setEnabled(False)
        self.ended.emit(completed)
