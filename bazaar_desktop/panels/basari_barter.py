"""Basari's barter panel (rules B18-B23): the gem counters of an offer or raise, Accept,
Offer nothing. Every judgement (is this a raise? may I raise at all?) comes from the engine
through the view-model's callables; the panel only counts gems and asks."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.gem import gem_icon
from bazaar_desktop.panels.common import note_label, sentence, title_label
from bazaar_desktop.viewmodels import basari as vmod
from bazaar_desktop.viewmodels.basari import BarterDecision, Gems

COLOUR_KEYS = ("R", "Y", "G", "B")


def offer_verdict(decision: BarterDecision, gems: Gems, problem: str | None) -> str:
    """Whether `gems` may be offered, and why, in the engine's words (`problem`, from
    `decision.problem_for`): the panel's verdict line, and the phone's (companion/)."""
    if problem is not None:
        return QCoreApplication.translate("BarterPanel", "✗ {why}").format(why=sentence(problem))
    if decision.on_table is None:
        return QCoreApplication.translate("BarterPanel", "✓ You may offer {gems}.").format(
            gems=vmod.describe_gems(gems)
        )
    return QCoreApplication.translate("BarterPanel", "✓ {gems} beats {table}.").format(
        gems=vmod.describe_gems(gems), table=vmod.describe_gems(decision.on_table)
    )


class BarterPanel(QWidget):
    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.decision: BarterDecision | None = None
        self.counts = [0, 0, 0, 0]
        self._offer_tip = ""  # what pressing Offer/Raise does, shown when it may be pressed
        self.title = title_label("")
        self.table_line = note_label()
        self.table_line.setObjectName("offerOnTable")
        grid = QGridLayout()
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(2)
        self.minus: list[QPushButton] = []
        self.plus: list[QPushButton] = []
        self.count_labels: list[QLabel] = []
        for colour in range(4):
            self._add_gem_row(grid, colour)
        grid.setColumnStretch(1, 1)
        self.verdict = note_label()
        self.verdict.setObjectName("offerVerdict")
        self._make_buttons()
        self._bind_keys()
        self._lay_out(grid)

    def _make_buttons(self) -> None:
        """Offer or raise, accept, give up, and the editor's two tools."""
        self.offer_button = QPushButton()
        self.offer_button.setObjectName("primary")
        self.offer_button.clicked.connect(self.make_offer)
        self.accept_button = QPushButton(self.tr("&Accept"))
        self.accept_button.clicked.connect(self.accept)
        self.nothing_button = QPushButton(self.tr("Offer nothing (give up)"))
        self.nothing_button.setToolTip(
            self.tr("Offering nothing gives the action to the other player; no gems move.")
        )
        self.nothing_button.clicked.connect(self.offer_nothing)
        self.cheapest_button = QPushButton(self.tr("Cheapest"))
        self.cheapest_button.setToolTip(self.tr("Fill in the cheapest offer that is allowed (C)"))
        self.cheapest_button.clicked.connect(self.fill_cheapest)
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.setToolTip(self.tr("Offer no gems (Backspace)"))
        self.clear_button.clicked.connect(self.clear)

    def _lay_out(self, grid: QGridLayout) -> None:
        """The title, the offer on the table, the editor, the buttons and the verdict."""
        tools = QHBoxLayout()
        tools.addWidget(self.cheapest_button)
        tools.addWidget(self.clear_button)
        actions = QHBoxLayout()
        actions.addWidget(self.accept_button)
        actions.addWidget(self.offer_button, 1)
        # The gem counters: hidden when there is nothing to edit (the offer must be accepted).
        self.editor = QWidget()
        editor_layout = QVBoxLayout(self.editor)
        editor_layout.setContentsMargins(0, 0, 0, 0)
        editor_layout.setSpacing(4)
        editor_layout.addLayout(grid)
        editor_layout.addLayout(tools)
        layout = QVBoxLayout(self)
        layout.setSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(self.table_line)
        layout.addWidget(self.editor)
        # The verdict under the buttons: a refusal that wraps to four or five lines moves no
        # button from under the cursor (Accept and Raise went 32 px down).
        layout.addLayout(actions)
        layout.addWidget(self.nothing_button)
        layout.addWidget(self.verdict)
        layout.addStretch(1)

    def _add_gem_row(self, grid: QGridLayout, colour: int) -> None:
        """One colour's row: its gem, name, minus, count, plus; its key adds, Shift+key takes."""
        icon = QLabel()
        icon.setPixmap(gem_icon(colour, 18).pixmap(18, 18))
        name = QLabel(vmod.colour_name(colour).capitalize())
        minus = QPushButton("\u2212")
        plus = QPushButton("+")
        for button in (minus, plus):
            button.setFixedWidth(30)
        key = COLOUR_KEYS[colour]
        minus.setToolTip(
            self.tr("One {colour} gem fewer (Shift+{key})").format(
                colour=vmod.colour_name(colour), key=key
            )
        )
        plus.setToolTip(
            self.tr("One {colour} gem more ({key})").format(
                colour=vmod.colour_name(colour), key=key
            )
        )
        minus.setAccessibleName(self.tr("Fewer {colour}").format(colour=vmod.colour_name(colour)))
        plus.setAccessibleName(self.tr("More {colour}").format(colour=vmod.colour_name(colour)))
        minus.clicked.connect(lambda _c=False, c=colour: self.change(c, -1))
        plus.clicked.connect(lambda _c=False, c=colour: self.change(c, +1))
        count = QLabel("0")
        count.setAlignment(Qt.AlignmentFlag.AlignCenter)
        count.setMinimumWidth(54)
        count.setStyleSheet("font-weight: bold;")
        grid.addWidget(icon, colour, 0)
        grid.addWidget(name, colour, 1)
        grid.addWidget(minus, colour, 2)
        grid.addWidget(count, colour, 3)
        grid.addWidget(plus, colour, 4)
        self.minus.append(minus)
        self.plus.append(plus)
        self.count_labels.append(count)
        QShortcut(
            QKeySequence(key),
            self,
            lambda c=colour: self.change(c, +1),
            Qt.ShortcutContext.WindowShortcut,
        )
        QShortcut(
            QKeySequence(f"Shift+{key}"),
            self,
            lambda c=colour: self.change(c, -1),
            Qt.ShortcutContext.WindowShortcut,
        )

    def _bind_keys(self) -> None:
        """C cheapest, A accept, Backspace clear, Enter offer (anywhere in the window; M mutes
        the sounds everywhere)."""
        QShortcut(QKeySequence("C"), self, self.fill_cheapest, Qt.ShortcutContext.WindowShortcut)
        QShortcut(QKeySequence("A"), self, self.accept, Qt.ShortcutContext.WindowShortcut)
        QShortcut(
            QKeySequence(Qt.Key.Key_Backspace), self, self.clear, Qt.ShortcutContext.WindowShortcut
        )
        QShortcut(
            QKeySequence(Qt.Key.Key_Return),
            self,
            self.make_offer,
            Qt.ShortcutContext.WindowShortcut,
        )
        QShortcut(
            QKeySequence(Qt.Key.Key_Enter), self, self.make_offer, Qt.ShortcutContext.WindowShortcut
        )

    # --- showing a decision -------------------------------------------------------------
    def show_decision(
        self, decision: BarterDecision, name: str, other: str, you: bool = False
    ) -> None:
        self.decision = decision
        card = vmod.card_title(decision.card)
        title = (
            self.tr("You barter with {other} for {card}")
            if you
            else self.tr("{name} barters with {other} for {card}")
        )
        self.title.setText(title.format(name=name, other=other, card=card))
        if decision.on_table is None:
            self.table_line.setText(
                self.tr("You offer first. Offer gems to keep the action, or nothing to give it up.")
            )
        else:
            self.table_line.setText(
                self.tr("On the table: {gems} from {other}.").format(
                    gems=vmod.describe_gems(decision.on_table), other=other
                )
            )
        opening = decision.on_table is None
        self.offer_button.setText(self.tr("Offer (Enter)") if opening else self.tr("Raise (Enter)"))
        self.accept_button.setToolTip(
            self.tr(
                "Accept (A): take the gems on the table; {other} carries out the {card} action"
            ).format(other=other, card=card)
        )
        if opening:
            self._offer_tip = self.tr(
                "Offer these gems (Enter): {other} may accept them, or raise"
            ).format(other=other)
        else:
            self._offer_tip = self.tr(
                "Raise (Enter): offer these gems instead; {other} may accept them, or raise "
                "again. Whoever is accepted carries out the action and pays the gems"
            ).format(other=other)
        self.accept_button.setVisible(not opening)
        self.nothing_button.setVisible(opening)
        raising = decision.can_raise
        self.editor.setVisible(raising)
        for colour in range(4):
            self.minus[colour].setEnabled(raising)
            self.plus[colour].setEnabled(raising)
        self.cheapest_button.setEnabled(raising)
        self.clear_button.setEnabled(raising)
        self.counts = list(decision.suggestion) if raising else [0, 0, 0, 0]
        self._refresh()

    def _gems(self) -> Gems:
        c = self.counts
        return c[0], c[1], c[2], c[3]

    def _refresh(self) -> None:
        decision = self.decision
        if decision is None:
            return
        for colour, label in enumerate(self.count_labels):
            label.setText(
                self.tr("{offered} of {held}").format(
                    offered=self.counts[colour], held=decision.hand[colour]
                )
            )
            more = decision.can_raise and self.counts[colour] < decision.hand[colour]
            self.plus[colour].setEnabled(more)
            name = vmod.colour_name(colour)
            if not decision.can_raise:
                why = self.tr("You cannot raise: accept the offer.")
            elif more:
                why = self.tr("One {colour} gem more ({key})").format(
                    colour=name, key=COLOUR_KEYS[colour]
                )
            else:
                why = self.tr("You have no more {colour} gems to offer.").format(colour=name)
            self.plus[colour].setToolTip(why)
            self.minus[colour].setEnabled(decision.can_raise and self.counts[colour] > 0)
        if not decision.can_raise:
            self.verdict.setText(
                self.tr("You cannot beat this offer with your gems, so you must accept it.")
            )
            theme.set_tone(self.verdict, "emphasis")
            self.offer_button.setEnabled(False)
            self.offer_button.setToolTip(self.verdict.text())
            self.accept_button.setObjectName("primary")
            self.accept_button.setStyleSheet("")
            return
        self.accept_button.setObjectName("")
        self.accept_button.setStyleSheet("")
        problem = decision.problem_for(self._gems())
        text = offer_verdict(decision, self._gems(), problem)
        theme.set_tone(self.verdict, "good" if problem is None else "bad")
        self.offer_button.setToolTip(self._offer_tip if problem is None else sentence(problem))
        self.verdict.setText(text)
        self.offer_button.setEnabled(problem is None and sum(self.counts) > 0)

    # --- edits and choices --------------------------------------------------------------
    def change(self, colour: int, delta: int) -> None:
        decision = self.decision
        if decision is None or not self.isVisible() or not decision.can_raise:
            return
        value = self.counts[colour] + delta
        if 0 <= value <= decision.hand[colour]:
            self.counts[colour] = value
            self._refresh()

    def set_offer(self, gems: Gems) -> None:
        self.counts = list(gems)
        self._refresh()

    def clear(self) -> None:
        if self.decision is not None and self.isVisible():
            self.set_offer((0, 0, 0, 0))

    def fill_cheapest(self) -> None:
        if self.decision is not None and self.isVisible() and self.decision.can_raise:
            self.set_offer(self.decision.suggestion)

    def make_offer(self) -> None:
        decision = self.decision
        if decision is None or not self.isVisible() or not self.offer_button.isEnabled():
            return
        self.decision = None
        self.chosen.emit(decision.offer_for(self._gems()))

    def offer_nothing(self) -> None:
        decision = self.decision
        if decision is None or decision.on_table is not None or not self.isVisible():
            return
        self.decision = None
        self.chosen.emit(decision.offer_for((0, 0, 0, 0)))

    def accept(self) -> None:
        decision = self.decision
        if decision is None or decision.accept is None or not self.isVisible():
            return
        self.decision = None
        self.chosen.emit(decision.accept)

    def focus(self) -> None:
        (self.offer_button if self.offer_button.isEnabled() else self.accept_button).setFocus()
