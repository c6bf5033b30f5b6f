"""Basari's decision widgets: start archway, the secret action card and the barter (its
panel in `basari_barter.py`), turned like pages by `BasariDecisionPanel`.

They show what the view-model offers and emit the chosen action; every judgement (is this a
raise? may I raise at all?) comes from the engine through the view-model's callables.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, QTimer, Signal
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
    QApplication,
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

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.pieces import paint_card
from bazaar_desktop.panels.basari_barter import COLOUR_KEYS, BarterPanel
from bazaar_desktop.panels.common import (
    WaitingPanel,
    letters_reach_shortcuts,
    note_label,
    spare_when_short,
    title_label,
)
from bazaar_desktop.panels.stack import PageStack
from bazaar_desktop.viewmodels import basari as vmod
from bazaar_desktop.viewmodels.basari import (
    BarterDecision,
    BasariVM,
    CardDecision,
    StartDecision,
)
from bazaar_desktop.viewmodels.words import addressed

CONFIRM_MS = 2500  # pass-and-play: the moment to take a secret card back

__all__ = [
    "COLOUR_KEYS",
    "BarterPanel",
    "BasariDecisionPanel",
    "CardChoicePanel",
    "StartChoicePanel",
    "card_icon",
]


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
        self.hint = spare_when_short(
            note_label(
                self.tr("Click an archway on the board, or pick its number here and press Enter.")
            )
        )
        self.number = QSpinBox()
        self.number.setAccessibleName(self.tr("Start archway number"))
        self.number.setAccessibleDescription(
            self.tr("The archway where your merchant starts: up and down arrows, then Enter")
        )
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

    def show_decision(self, decision: StartDecision, name: str, you: bool = False) -> None:
        self.decision = decision
        title = addressed(you, self.tr("{name}, where does your merchant start?"))
        self.title.setText(title.format(name=name))
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
        self.hint = spare_when_short(
            note_label(self.tr("Nobody sees it until every card is chosen. Keys: 1, 2, 3."))
        )
        self.buttons: list[QToolButton] = []
        self._captions: list[tuple[str, str]] = []  # per button: "1 · Die", "Die\n(1)"
        self._marked: int | None = None  # the card the coach ringed for this decision
        row = QGridLayout()
        row.setHorizontalSpacing(6)
        # What each card would do now, printed under it as the phone prints it on the card
        # (a tooltip alone hid it from a person who does not hover).
        self.effects: list[QLabel] = []
        for number in range(3):
            button = QToolButton()
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
            button.setIconSize(QSize(48, 67))
            button.setMinimumHeight(120)  # room for a caption on two lines
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            button.setObjectName("cardChoice")  # styled by the theme (light and dark)
            button.clicked.connect(lambda _checked=False, n=number: self.choose(n))
            row.addWidget(button, 0, number)
            self.buttons.append(button)
            effect = note_label()
            effect.setObjectName("cardEffect")
            effect.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            row.addWidget(effect, 1, number)
            self.effects.append(effect)
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
        layout.addWidget(self._build_confirm())
        layout.addStretch(1)

    def _build_confirm(self) -> QWidget:
        """Pass-and-play: "Gems chosen — Undo" for a moment before the card is
        handed in and the curtain comes; below the cards, so nothing above moves."""
        self.confirm_first = False  # set by the table: two or more people at this table
        self.pending: int | None = None  # the card chosen, not handed in yet
        self._pending_seat = -1
        self._pending_timer = QTimer(self)
        self._pending_timer.setSingleShot(True)
        self._pending_timer.setInterval(CONFIRM_MS)
        self._pending_timer.timeout.connect(self.hand_in)
        box = QWidget()
        self.confirm_line = note_label()
        self.confirm_line.setObjectName("cardChosen")
        self.undo_button = QPushButton(self.tr("Undo (Backspace)"))
        self.undo_button.clicked.connect(self.take_back)
        self.pass_button = QPushButton(self.tr("Pass the device (Enter)"))
        self.pass_button.setObjectName("primary")
        self.pass_button.clicked.connect(self.hand_in)
        line = QGridLayout(box)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(self.confirm_line, 0, 0, 1, 2)
        line.addWidget(self.undo_button, 1, 0)
        line.addWidget(self.pass_button, 1, 1)
        for key, slot in (
            (Qt.Key.Key_Backspace, self.take_back),
            (Qt.Key.Key_Escape, self.take_back),
            (Qt.Key.Key_Return, self.hand_in),
            (Qt.Key.Key_Enter, self.hand_in),
        ):
            shortcut = QShortcut(QKeySequence(key), box, slot, Qt.ShortcutContext.WindowShortcut)
            shortcut.setAutoRepeat(False)
        box.hide()
        self.confirm_box = box
        return box

    def set_confirm_first(self, confirm: bool) -> None:
        """Two or more people at the table: a card chosen waits a moment (its row's room kept,
        so nothing moves when it shows); one person: it goes in at once (Ctrl+Z takes it back)."""
        self.confirm_first = confirm
        policy = self.confirm_box.sizePolicy()
        policy.setRetainSizeWhenHidden(confirm)
        self.confirm_box.setSizePolicy(policy)

    def show_decision(self, decision: CardDecision, name: str, you: bool = False) -> None:
        if decision != self.decision and self.pending is None:
            self._marked = None  # a new decision: the coach's mark was for the last one
        if self.pending is not None and decision.seat != self._pending_seat:
            self._drop_pending()
        if self.pending is not None:
            return  # a bot chose meanwhile: the moment to take it back goes on
        self.decision = decision
        title = addressed(you, self.tr("{name}, choose your secret action card"))
        self.title.setText(title.format(name=name))
        self._captions = []
        for number, (button, option) in enumerate(zip(self.buttons, decision.options, strict=True)):
            title = vmod.card_title(option.card)
            key = number + 1
            self._captions.append((f"{key} · {title}", f"{title}\n({key})"))
            button.setIcon(card_icon(option.card, title))
            button.setEnabled(option.enabled)
            button.setToolTip(option.hint if option.enabled else option.reason)
            self.effects[number].setText(option.hint if option.enabled else option.reason)
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
        if not option.enabled:
            return
        if self.confirm_first:  # the person may take it back before the device passes
            self.pending, self._pending_seat = number, self.decision.seat
            title = vmod.card_title(option.card)
            self.confirm_line.setText(self.tr("{card} chosen.").format(card=title))
            self._ring(number)
            self.confirm_box.show()
            self.pass_button.setFocus()
            self._pending_timer.start()
            return
        self.decision = None  # one choice per decision, even with a fast double key press
        self.chosen.emit(option.action)

    def hand_in(self) -> None:
        """The card chosen goes to the table (the curtain for the next person comes)."""
        if self.pending is None or self.decision is None or not self.isVisible():
            return
        action = self.decision.options[self.pending].action
        self._drop_pending()
        self.decision = None
        self.chosen.emit(action)

    def take_back(self) -> None:
        if self.pending is not None:
            self._drop_pending()
            self._ring(self._marked)
            self.focus()

    def _drop_pending(self) -> None:
        self._pending_timer.stop()
        self.pending = None
        self.confirm_box.hide()

    def focus(self) -> None:
        self.buttons[0].setFocus()


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
        self._focused_for: object = None  # the decision the keyboard was last given to

    def show_vm(self, vm: BasariVM, waiting_title: str, waiting_text: str) -> None:
        decision = vm.decision
        names = [player.name for player in vm.players]
        if isinstance(decision, StartDecision):
            self.setCurrentWidget(self.start)
            self.start.show_decision(decision, names[decision.seat], vm.players[decision.seat].you)
        elif isinstance(decision, CardDecision):
            self.setCurrentWidget(self.cards)
            self.cards.show_decision(decision, names[decision.seat], vm.players[decision.seat].you)
        elif isinstance(decision, BarterDecision):
            self.setCurrentWidget(self.barter)
            self.barter.show_decision(
                decision, names[decision.seat], names[decision.other], vm.players[decision.seat].you
            )
        else:
            self.setCurrentWidget(self.waiting)
            self.waiting.show_text(waiting_title, waiting_text)

    def focus_decision(self) -> None:
        """The keyboard to the decision; a decision shown again (another seat's secret card
        went in meanwhile) keeps the focus where the person put it: on the card they tabbed
        to, on "Pass the device" (Space chose the Die instead)."""
        page = self.currentWidget()
        if not isinstance(page, StartChoicePanel | CardChoicePanel | BarterPanel):
            return
        focused = QApplication.focusWidget()
        decision = page.decision
        same = decision is not None and decision == self._focused_for
        if same and focused is not None and page.isAncestorOf(focused):
            return
        self._focused_for = decision
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
