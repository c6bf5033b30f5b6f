"""Basta!'s decision widgets: play a card from the hand, and choose a player (Exchange, Double).

Keys: ←/→ (or 1-5) pick a card, Enter plays it; for a target, the player's number (1-6) or
↑/↓ and Enter; Esc goes back from choosing a Double's receiver. What may be played and what a
card would do come from the view-model (the engine); the panel only points and emits.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.panels.common import (
    StepRow,
    WaitingPanel,
    note_label,
    spare_when_short,
    title_label,
)
from bazaar_desktop.panels.stack import PageStack
from bazaar_desktop.viewmodels import basta as vmod
from bazaar_desktop.viewmodels.basta import BastaVM, HandCard, PlayDecision, TargetDecision

MAX_SEATS = 6


def _shortcut(parent: QWidget, key: str | Qt.Key, slot: Callable[[], object]) -> QShortcut:
    """A key for the whole window, alive only while `parent`'s page is showing."""
    shortcut = QShortcut(QKeySequence(key), parent)
    shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
    shortcut.activated.connect(slot)
    return shortcut


class PlayPanel(QWidget):
    """The hand is on the table (the scene); this panel says which card is picked and plays it."""

    chosen = Signal(object)
    selection_changed = Signal(int)  # hand index, -1 for none
    wants_target = Signal(object)  # a HandCard (a Double): choose its receiver next

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.decision: PlayDecision | None = None
        self.selected: int | None = None
        self.title = title_label()
        self.hint = spare_when_short(
            note_label(
                self.tr(
                    "Pick a card in your hand with ←/→ (or 1\u20135, or a click) and press Enter."
                )
            )
        )
        theme.set_tone(self.hint, "quiet")
        self.card_line = title_label()
        self.card_line.setObjectName("selectedCard")
        self.effect = note_label()
        self.effect.setObjectName("cardEffect")
        self.previous_button = QPushButton(self.tr("◀"))
        self.previous_button.setToolTip(self.tr("The card to the left (←)"))
        self.previous_button.setAccessibleName(self.tr("Previous card"))
        self.next_button = QPushButton(self.tr("▶"))
        self.next_button.setToolTip(self.tr("The card to the right (→)"))
        self.next_button.setAccessibleName(self.tr("Next card"))
        self.play_button = QPushButton()
        self.play_button.setObjectName("primary")
        self.previous_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(lambda: self.step(+1))
        self.play_button.clicked.connect(self.play)
        _shortcut(self, Qt.Key.Key_Left, lambda: self.step(-1))
        _shortcut(self, Qt.Key.Key_Right, lambda: self.step(+1))
        _shortcut(self, Qt.Key.Key_Return, self.play)
        _shortcut(self, Qt.Key.Key_Enter, self.play)
        for number in range(1, 6):
            _shortcut(self, str(number), partial(self.select, number - 1))
        self.buttons = StepRow(self.previous_button, self.play_button, self.next_button)
        layout = QVBoxLayout(self)
        layout.setSpacing(5)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addWidget(self.card_line)
        layout.addWidget(self.effect)
        layout.addWidget(self.buttons)
        layout.addStretch(1)

    def show_decision(self, decision: PlayDecision, name: str, you: bool = False) -> None:
        """`you`: the walkthrough's learner, spoken to without a name."""
        fresh = self.decision is None or self.decision.cards != decision.cards
        self.decision = decision
        if decision.cards_this_turn > 1:
            title = (
                self.tr("Play card {number} of {count}")
                if you
                else self.tr("{name}, play card {number} of {count}")
            )
        else:
            title = self.tr("Your turn: play a card") if you else self.tr("{name}, play a card")
        self.title.setText(
            title.format(name=name, number=decision.card_number, count=decision.cards_this_turn)
        )
        if fresh or self.selected is None or not self._playable(self.selected):
            self.selected = self._first_choice(decision)
        self._refresh()

    def _playable(self, index: int) -> bool:
        decision = self.decision
        if decision is None or not 0 <= index < len(decision.cards):
            return False
        card = decision.cards[index]
        return card.action is not None or bool(card.targets)

    @staticmethod
    def _first_choice(decision: PlayDecision) -> int | None:
        """Start on a card that does not cost a chip, if there is one."""
        playable = [i for i, c in enumerate(decision.cards) if c.action is not None or c.targets]
        safe = [i for i in playable if not decision.cards[i].over]
        choices = safe or playable
        return choices[0] if choices else None

    def _current(self) -> HandCard | None:
        if self.decision is None or self.selected is None:
            return None
        return self.decision.cards[self.selected]

    def _refresh(self) -> None:
        card = self._current()
        if card is None:
            self.card_line.setText("")
            self.effect.setText("")
            self.play_button.setEnabled(False)
            self.play_button.setText(self.tr("Play (Enter)"))
            self.buttons.arrange()
            self.selection_changed.emit(-1)
            return
        self.card_line.setText(
            self.tr("Picked: {card}").format(card=vmod.card_long_name(card.card))
        )
        self.effect.setText(card.hint)
        # A chip ahead is a warning; otherwise the plain text colour of the theme.
        theme.set_tone(self.effect, "bad" if card.over else "")
        if card.action is None:
            self.play_button.setText(self.tr("Lay the Double… (Enter)"))
            self.play_button.setToolTip(
                self.tr("Choose next who receives the Double: they must play two cards")
            )
        else:
            self.play_button.setText(
                self.tr("Play {card} (Enter)").format(card=vmod.card_title(card.card))
            )
            self.play_button.setToolTip(
                self.tr("Play the picked card: {effect}").format(effect=card.hint)
            )
        self.play_button.setEnabled(True)
        self.buttons.arrange()  # its new text on one row with the arrows, or on its own
        self.selection_changed.emit(self.selected if self.selected is not None else -1)

    def select(self, index: int) -> None:
        if self.decision is None or not self.isVisible() or not self._playable(index):
            return
        self.selected = index
        self._refresh()

    def step(self, delta: int) -> None:
        decision = self.decision
        if decision is None or not self.isVisible():
            return
        count = len(decision.cards)
        index = self.selected if self.selected is not None else -delta
        for _ in range(count):
            index = (index + delta) % count
            if self._playable(index):
                self.select(index)
                return

    def activate(self, index: int) -> None:
        """A double-click on a card: pick it and play it."""
        self.select(index)
        if self.selected == index:
            self.play()

    def play(self) -> None:
        card = self._current()
        if card is None or not self.isVisible():
            return
        if card.action is None:
            self.wants_target.emit(card)
            return
        self.decision = None
        self.chosen.emit(card.action)

    def forget(self) -> None:
        """No decision (another seat's turn): keep no trace of the hand in the panel."""
        self.decision = None
        self.selected = None
        self.card_line.setText("")
        self.effect.setText("")
        self.play_button.setText(self.tr("Play (Enter)"))
        self.buttons.arrange()

    def focus(self) -> None:
        self.play_button.setFocus()


class TargetPanel(QWidget):
    """Choose a player: for an Exchange, for the Double a Minus 5 drew, or a Double from hand."""

    chosen = Signal(object)
    selection_changed = Signal(int)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.targets: dict[int, object] = {}
        self.selected: int | None = None
        self.can_cancel = False
        self.title = title_label()
        self.hint = note_label()
        theme.set_tone(self.hint, "quiet")
        self.buttons: list[QPushButton] = []
        column = QVBoxLayout()
        column.setSpacing(4)
        for seat in range(MAX_SEATS):
            button = QPushButton()
            button.clicked.connect(lambda _c=False, s=seat: self.choose(s))
            column.addWidget(button)
            self.buttons.append(button)
            _shortcut(self, str(seat + 1), partial(self.choose, seat))
        self.back_button = QPushButton(self.tr("Back (Esc)"))
        self.back_button.setToolTip(self.tr("Back to your hand; no card is played"))
        self.back_button.clicked.connect(self.cancel)
        _shortcut(self, Qt.Key.Key_Escape, self.cancel)
        _shortcut(self, Qt.Key.Key_Up, lambda: self.step(-1))
        _shortcut(self, Qt.Key.Key_Left, lambda: self.step(-1))
        _shortcut(self, Qt.Key.Key_Down, lambda: self.step(+1))
        _shortcut(self, Qt.Key.Key_Right, lambda: self.step(+1))
        _shortcut(self, Qt.Key.Key_Return, self.confirm)
        _shortcut(self, Qt.Key.Key_Enter, self.confirm)
        layout = QVBoxLayout(self)
        layout.setSpacing(5)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addLayout(column)
        layout.addWidget(self.back_button)
        layout.addStretch(1)

    def show_targets(
        self,
        title: str,
        hint: str,
        targets: dict[int, object],
        names: list[str],
        counts: list[int],
        *,
        can_cancel: bool,
        tip: str = "",
    ) -> None:
        """`tip` says what choosing a player does, with {name} for the player."""
        same = set(targets) == set(self.targets)
        self.targets = dict(targets)
        self.can_cancel = can_cancel
        self.title.setText(title)
        self.hint.setText(hint)
        for seat, button in enumerate(self.buttons):
            visible = seat < len(names) and seat in targets
            button.setVisible(visible)
            if visible:
                button.setText(
                    self.tr("{number}  {name} ({count} cards)").format(
                        number=seat + 1, name=names[seat], count=counts[seat]
                    )
                )
                button.setAccessibleName(names[seat])
                button.setToolTip(tip.format(name=names[seat]))
        self.back_button.setVisible(can_cancel)
        if not same or self.selected not in targets:
            self.selected = min(targets) if targets else None
        self._refresh()

    def _refresh(self) -> None:
        for seat, button in enumerate(self.buttons):
            button.setObjectName("primary" if seat == self.selected else "")
            button.setStyleSheet("")  # re-read the object name's style
        self.selection_changed.emit(self.selected if self.selected is not None else -1)

    def select(self, seat: int) -> None:
        """Mark `seat` as the chosen player (the coach's pick), without confirming it."""
        self.selected = seat
        self._refresh()

    def step(self, delta: int) -> None:
        if not self.targets or not self.isVisible():
            return
        order = sorted(self.targets)
        index = order.index(self.selected) if self.selected in order else -1
        self.selected = order[(index + delta) % len(order)]
        self._refresh()

    def choose(self, seat: int) -> None:
        if not self.isVisible() or seat not in self.targets:
            return
        action = self.targets[seat]
        self.targets = {}
        self.can_cancel = False
        self.chosen.emit(action)

    def confirm(self) -> None:
        if self.selected is not None:
            self.choose(self.selected)

    def cancel(self) -> None:
        if self.can_cancel and self.isVisible():
            self.cancelled.emit()

    def focus(self) -> None:
        if self.selected is not None:
            self.buttons[self.selected].setFocus()


class BastaDecisionPanel(PageStack):
    """Shows what the looking seat must decide now: a card to play, or a player to choose."""

    chosen = Signal(object)
    card_selected = Signal(int)  # hand index, -1 none
    targets_offered = Signal(object)  # tuple of seats that may be chosen now
    target_selected = Signal(int)
    receiver_asked = Signal(bool)  # "lay the Double before whom?" is asked (True) or left

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decisionPanel")
        self.waiting = WaitingPanel()
        self.play = PlayPanel()
        self.target = TargetPanel()
        for page in (self.waiting, self.play, self.target):
            self.addWidget(page)
        self.play.chosen.connect(self.chosen)
        self.target.chosen.connect(self.chosen)
        self.play.selection_changed.connect(self.card_selected)
        self.target.selection_changed.connect(self.target_selected)
        self.play.wants_target.connect(self._choose_receiver)
        self.target.cancelled.connect(self._back_to_hand)
        self.vm: BastaVM | None = None

    def show_vm(self, vm: BastaVM, waiting_title: str, waiting_text: str) -> None:
        self.vm = vm
        decision = vm.decision
        if isinstance(decision, PlayDecision):
            if self.currentWidget() is self.target and self.target.can_cancel:
                return  # still choosing the receiver of a Double from the hand
            self.setCurrentWidget(self.play)
            self.targets_offered.emit(())
            player = vm.players[decision.seat]
            self.play.show_decision(decision, player.name, player.you)
        elif isinstance(decision, TargetDecision):
            self.play.forget()
            self._show_target(decision)
        else:
            self.play.forget()
            self.setCurrentWidget(self.waiting)
            self.targets_offered.emit(())
            self.card_selected.emit(-1)
            self.waiting.show_text(waiting_title, waiting_text)

    def _names(self) -> tuple[list[str], list[int]]:
        vm = self.vm
        if vm is None:
            return [], []
        return [p.name for p in vm.players], [p.hand_count for p in vm.players]

    def _show_target(self, decision: TargetDecision) -> None:
        names, counts = self._names()
        you = self.vm is not None and self.vm.players[decision.seat].you
        if decision.kind == "exchange":
            title = (
                self.tr("Swap hands with whom?")
                if you
                else self.tr("{name}, swap hands with whom?")
            ).format(name=names[decision.seat])
            hint = self.tr("Press a player's number, or click them on the table.")
        else:
            title = (
                self.tr("The pile gave you a Double: who receives it?")
                if you
                else self.tr("{name}, the pile gave a Double: who receives it?")
            ).format(name=names[decision.seat])
            hint = self.tr(
                "They must play two cards on their next turn. Press a number or click them."
            )
        self.setCurrentWidget(self.target)
        if decision.kind == "exchange":
            tip = self.tr("Swap hands with {name}: you take their cards, they take yours")
        else:
            tip = self.tr("{name} receives the Double and must play two cards next turn")
        self.target.show_targets(
            title, hint, decision.targets, names, counts, can_cancel=False, tip=tip
        )
        self.targets_offered.emit(tuple(decision.targets))
        self._refresh_target()

    def _choose_receiver(self, card: HandCard) -> None:
        names, counts = self._names()
        vm = self.vm
        seat = vm.decision.seat if vm is not None and vm.decision is not None else 0
        self.setCurrentWidget(self.target)
        you = vm is not None and vm.players[seat].you
        title = (
            self.tr("Lay the Double before whom?")
            if you
            else self.tr("{name}, lay the Double before whom?")
        )
        self.target.show_targets(
            title.format(name=names[seat]),
            self.tr(
                "They must play two cards on their next turn. "
                "Press a number or click them; Esc goes back."
            ),
            card.targets,
            names,
            counts,
            can_cancel=True,
            tip=self.tr("{name} receives the Double and must play two cards next turn"),
        )
        self.targets_offered.emit(tuple(card.targets))
        self._refresh_target()
        self.target.focus()
        self.receiver_asked.emit(True)

    @property
    def asking_receiver(self) -> bool:
        """A Double from the hand is picked: the panel asks before whom to lay it."""
        return self.currentWidget() is self.target and self.target.can_cancel

    def _refresh_target(self) -> None:
        selected = self.target.selected
        self.target_selected.emit(selected if selected is not None else -1)

    def _back_to_hand(self) -> None:
        self.target.can_cancel = False
        vm = self.vm
        if vm is not None:
            self.show_vm(vm, "", "")
        self.play.focus()
        self.receiver_asked.emit(False)

    def choose_seat(self, seat: int) -> None:
        """A click on a player at the table."""
        if self.currentWidget() is self.target:
            self.target.choose(seat)

    def focus_decision(self) -> None:
        page = self.currentWidget()
        if page is self.play:
            self.play.focus()
        elif page is self.target:
            self.target.focus()

    def show_hint(self, action: object) -> bool:
        """Pick the coach's card in the hand (lifted on the table) or its player, without
        playing: the player still presses Enter (for a Double, then chooses the receiver)."""
        decision = self.play.decision
        if self.currentWidget() is self.play and decision is not None:
            for index, card in enumerate(decision.cards):
                if card.action == action or action in card.targets.values():
                    self.play.select(index)
                    self.play.focus()
                    return True
        if self.currentWidget() is self.target:
            for seat, choice in self.target.targets.items():
                if choice == action:
                    self.target.select(seat)
                    self._refresh_target()
                    self.target.focus()
                    return True
        return False
