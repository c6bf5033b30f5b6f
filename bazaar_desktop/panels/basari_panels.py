"""Basari's decision widgets: start archway, the secret action card and the barter.

They show what the view-model offers and emit the chosen action; every judgement (is this a
raise? may I raise at all?) comes from the engine through the view-model's callables.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QIcon,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPixmap,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from bazaar_desktop import theme
from bazaar_desktop.items.gem import gem_icon
from bazaar_desktop.items.pieces import paint_card
from bazaar_desktop.panels.common import (
    WaitingPanel,
    letters_reach_shortcuts,
    note_label,
    sentence,
    title_label,
)
from bazaar_desktop.panels.stack import PageStack
from bazaar_desktop.viewmodels import basari as vmod
from bazaar_desktop.viewmodels.basari import (
    BarterDecision,
    BasariVM,
    CardDecision,
    Gems,
    StartDecision,
)

COLOUR_KEYS = ("R", "Y", "G", "B")


def card_icon(card: str, title: str, width: int = 54) -> QIcon:
    height = int(width * 1.4)
    pixmap = QPixmap(width * 2, height * 2)
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_card(painter, QRectF(1, 1, width - 2, height - 2), card, title)
    painter.end()
    return QIcon(pixmap)


class StartChoicePanel(QWidget):
    chosen = Signal(object)
    selection_changed = Signal(int)  # archway index, for the board's highlight

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.decision: StartDecision | None = None
        self.title = title_label("")
        self.hint = note_label(
            self.tr("Click an archway on the board, or pick its number here and press Enter.")
        )
        self.number = QSpinBox()
        self.number.setAccessibleName(self.tr("Start archway number"))
        self.number.setPrefix(self.tr("Archway "))
        self.number.setWrapping(True)
        letters_reach_shortcuts(self.number)  # R (random start) and H work in the field
        self.number.valueChanged.connect(lambda value: self.selection_changed.emit(value - 1))
        self.number.lineEdit().returnPressed.connect(self._choose_selected)
        # The number field has the focus when the choice opens; as a text field it would
        # swallow R as typing, so R is let through to the "Random start" shortcut.
        self.number.installEventFilter(self)
        self.number.lineEdit().installEventFilter(self)
        self.choose = QPushButton(self.tr("Start here"))
        self.choose.setToolTip(
            self.tr("Place your start disk and merchant on the archway with this number (Enter)")
        )
        self.choose.setObjectName("primary")
        self.choose.clicked.connect(self._choose_selected)
        self.random = QPushButton(self.tr("&Random start"))
        self.random.setToolTip(self.tr("Let chance pick the archway (R)"))
        self.random.clicked.connect(self._choose_random)
        QShortcut(QKeySequence("R"), self, self._choose_random, Qt.ShortcutContext.WindowShortcut)
        row = QHBoxLayout()
        row.addWidget(self.number, 1)
        row.addWidget(self.choose)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addLayout(row)
        layout.addWidget(self.random)
        layout.addStretch(1)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_R
            and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ):
            return True  # not taken by the field: the window's shortcut gets the key
        return super().eventFilter(watched, event)

    def show_decision(self, decision: StartDecision, name: str) -> None:
        self.decision = decision
        self.title.setText(self.tr("{name}, where does your merchant start?").format(name=name))
        archways = sorted(decision.choices)
        self.number.setRange(archways[0] + 1, archways[-1] + 1)
        self.number.setValue(archways[0] + 1)
        self.selection_changed.emit(self.number.value() - 1)

    def choose_archway(self, archway: int) -> None:
        if self.decision is not None and archway in self.decision.choices:
            self.chosen.emit(self.decision.choices[archway])

    def _choose_selected(self) -> None:
        self.choose_archway(self.number.value() - 1)

    def _choose_random(self) -> None:
        if self.decision is not None and self.isVisible():
            self.chosen.emit(vmod.random_start(self.decision, random.random()))

    def focus(self) -> None:
        self.number.setFocus()


class CardChoicePanel(QWidget):
    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.decision: CardDecision | None = None
        self.title = title_label("")
        self.hint = note_label(self.tr("Nobody sees it until every card is chosen. Keys: 1, 2, 3."))
        self.buttons: list[QToolButton] = []
        self._captions: list[tuple[str, str]] = []  # per button: "1 · Die", "Die\n(1)"
        self._marked: int | None = None  # the card the coach ringed for this decision
        row = QHBoxLayout()
        row.setSpacing(6)
        for number in range(3):
            button = QToolButton()
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.setIconSize(QSize(48, 67))
            button.setMinimumHeight(120)  # room for a caption on two lines
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            button.setObjectName("cardChoice")  # styled by the theme (light and dark)
            button.clicked.connect(lambda _checked=False, n=number: self.choose(n))
            row.addWidget(button)
            self.buttons.append(button)
            QShortcut(
                QKeySequence(str(number + 1)),
                self,
                lambda n=number: self.choose(n),
                Qt.ShortcutContext.WindowShortcut,
            )
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addLayout(row)
        layout.addStretch(1)

    def show_decision(self, decision: CardDecision, name: str) -> None:
        if decision != self.decision:
            self._marked = None  # a new decision: the coach's mark was for the last one
        self.decision = decision
        self.title.setText(self.tr("{name}, choose your secret action card").format(name=name))
        self._captions = []
        for number, (button, option) in enumerate(zip(self.buttons, decision.options, strict=True)):
            title = vmod.card_title(option.card)
            key = number + 1
            self._captions.append((f"{key} · {title}", f"{title}\n({key})"))
            button.setIcon(card_icon(option.card, title))
            button.setEnabled(option.enabled)
            button.setToolTip(option.hint if option.enabled else option.reason)
            button.setAccessibleName(title)
        self._ring(self._marked)  # the same decision shown again (a bot moved): mark kept
        self._fit_captions()

    def mark(self, number: int) -> None:
        """Ring the card the coach suggests (the player still chooses it)."""
        self._marked = number
        self._ring(number)
        self.buttons[number].setFocus()

    def _ring(self, number: int | None) -> None:
        ring = f"border: 3px solid {theme.HIGHLIGHT.name()}; border-radius: 6px;"
        for index, button in enumerate(self.buttons):
            button.setStyleSheet(ring if index == number else "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_captions()

    def _fit_captions(self) -> None:
        """ "1 · Die" where it fits under the card, else the name over its key on two lines
        (a narrow column, or a long name: "3 · Edelsteine"); the key is never dropped."""
        pairs = list(zip(self.buttons, self._captions, strict=False))
        fits = all(  # one look for all three cards
            button.fontMetrics().horizontalAdvance(one_line) <= button.width() - 14
            for button, (one_line, _) in pairs
        )
        for button, (one_line, two_lines) in pairs:
            button.setText(one_line if fits else two_lines)

    def choose(self, number: int) -> None:
        if self.decision is None or not self.isVisible():
            return
        option = self.decision.options[number]
        if option.enabled:
            self.decision = None  # one choice per decision, even with a fast double key press
            self.chosen.emit(option.action)

    def focus(self) -> None:
        self.buttons[0].setFocus()


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
            minus.setAccessibleName(
                self.tr("Fewer {colour}").format(colour=vmod.colour_name(colour))
            )
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
        grid.setColumnStretch(1, 1)
        self.verdict = note_label()
        self.verdict.setObjectName("offerVerdict")
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
        self.cheapest_button.setToolTip(self.tr("Fill in the cheapest offer that is allowed (M)"))
        self.cheapest_button.clicked.connect(self.fill_cheapest)
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.setToolTip(self.tr("Offer no gems (Backspace)"))
        self.clear_button.clicked.connect(self.clear)
        QShortcut(QKeySequence("M"), self, self.fill_cheapest, Qt.ShortcutContext.WindowShortcut)
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
        layout.addWidget(self.verdict)
        layout.addLayout(actions)
        layout.addWidget(self.nothing_button)
        layout.addStretch(1)

    # --- showing a decision -------------------------------------------------------------
    def show_decision(self, decision: BarterDecision, name: str, other: str) -> None:
        self.decision = decision
        card = vmod.card_title(decision.card)
        self.title.setText(
            self.tr("{name} barters with {other} for {card}").format(
                name=name, other=other, card=card
            )
        )
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
        if problem is None:
            if decision.on_table is None:
                text = self.tr("✓ You may offer {gems}.").format(
                    gems=vmod.describe_gems(self._gems())
                )
            else:
                text = self.tr("✓ {gems} beats {table}.").format(
                    gems=vmod.describe_gems(self._gems()),
                    table=vmod.describe_gems(decision.on_table),
                )
            theme.set_tone(self.verdict, "good")
            self.offer_button.setToolTip(self._offer_tip)
        else:
            text = self.tr("✗ {why}").format(why=sentence(problem))
            theme.set_tone(self.verdict, "bad")
            self.offer_button.setToolTip(sentence(problem))
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


class BasariDecisionPanel(PageStack):
    """Shows the widget for whatever the looking seat must decide now."""

    chosen = Signal(object)
    archway_selected = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decisionPanel")
        self.waiting = WaitingPanel()
        self.start = StartChoicePanel()
        self.cards = CardChoicePanel()
        self.barter = BarterPanel()
        for page in (self.waiting, self.start, self.cards, self.barter):
            self.addWidget(page)
        for panel in (self.start, self.cards, self.barter):
            panel.chosen.connect(self.chosen)
        self.start.selection_changed.connect(self.archway_selected)

    def show_vm(self, vm: BasariVM, waiting_title: str, waiting_text: str) -> None:
        decision = vm.decision
        names = [player.name for player in vm.players]
        if isinstance(decision, StartDecision):
            self.setCurrentWidget(self.start)
            self.start.show_decision(decision, names[decision.seat])
        elif isinstance(decision, CardDecision):
            self.setCurrentWidget(self.cards)
            self.cards.show_decision(decision, names[decision.seat])
        elif isinstance(decision, BarterDecision):
            self.setCurrentWidget(self.barter)
            self.barter.show_decision(decision, names[decision.seat], names[decision.other])
        else:
            self.setCurrentWidget(self.waiting)
            self.waiting.show_text(waiting_title, waiting_text)

    def focus_decision(self) -> None:
        page = self.currentWidget()
        if isinstance(page, StartChoicePanel | CardChoicePanel | BarterPanel):
            page.focus()

    def show_hint(self, action: object) -> bool:
        """Point at the coach's `action` in the widget showing now, without choosing it:
        the start archway selected (and lit on the board), the card ringed, the offer
        filled in. False if the action is not one of this decision's."""
        start, cards, barter = self.start.decision, self.cards.decision, self.barter.decision
        if self.currentWidget() is self.start and start is not None:
            for archway, choice in start.choices.items():
                if choice == action:
                    self.start.number.setValue(archway + 1)
                    return True
        if self.currentWidget() is self.cards and cards is not None:
            for number, option in enumerate(cards.options):
                if option.action == action:
                    self.cards.mark(number)
                    return True
        if self.currentWidget() is self.barter and barter is not None:
            return self._hint_barter(barter, action)
        return False

    def _hint_barter(self, decision: BarterDecision, action: object) -> bool:
        if action == decision.accept:
            self.barter.accept_button.setFocus()
            return True
        gems = getattr(action, "gems", None)
        if gems is None or decision.offer_for(gems) != action:
            return False
        if not any(gems):
            self.barter.nothing_button.setFocus()
            return True
        self.barter.set_offer(gems)
        self.barter.offer_button.setFocus()
        return True
