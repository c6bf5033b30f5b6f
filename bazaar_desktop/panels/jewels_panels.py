"""Jewel Bazaar's decision widget: the trade panel (sell, then buy; J9-J14).

The panel shows the trade as it is built — what it brings in, what it costs, the money and
jewels it would leave — and the engine's verdict on it, live: any rule that blocks the trade
is explained in the engine's own words. Enter confirms.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.jewels_items import jewel_icon
from bazaar_desktop.panels.common import (
    WaitingPanel,
    letters_reach_shortcuts,
    note_label,
    sentence,
    spare_when_short,
    title_label,
)
from bazaar_desktop.panels.stack import PageStack
from bazaar_desktop.viewmodels import jewels as vmod
from bazaar_desktop.viewmodels.jewels import Counts, JewelsVM, TradeDecision
from bazaar_desktop.viewmodels.words import addressed


class TwoLineNote(QLabel):
    """A wrapped note that always keeps room for two lines, in its size hint and its height for
    a width alike (the trade panel jumped ~14 px when its verdict wrapped)."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def _two_lines(self) -> int:
        return 2 * self.fontMetrics().lineSpacing()

    def heightForWidth(self, width: int) -> int:
        return max(super().heightForWidth(width), self._two_lines())

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(hint.width(), max(hint.height(), self._two_lines()))

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width(), max(hint.height(), self._two_lines()))


class TradePanel(QWidget):
    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.decision: TradeDecision | None = None
        self.title = title_label()
        self.hint = spare_when_short(
            note_label(self.tr("Sales come first and can pay for purchases."))
        )
        theme.set_tone(self.hint, "quiet")
        grid = self._build_grid()
        self.totals = note_label()
        self.totals.setObjectName("tradeTotals")
        self.verdict = TwoLineNote()
        self.verdict.setObjectName("tradeVerdict")
        self.confirm_button = QPushButton()
        self.confirm_button.setObjectName("primary")
        self.confirm_button.clicked.connect(self.confirm)
        self.clear_button = QPushButton(self.tr("Clear"))  # short: the Trade button keeps its room
        self.clear_button.setToolTip(self.tr("Set every number back to 0 (Esc)"))
        self.clear_button.clicked.connect(self.clear)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self, self.confirm, Qt.ShortcutContext.WindowShortcut)
        QShortcut(  # Esc sets the trade back to nothing
            QKeySequence(Qt.Key.Key_Escape), self, self.clear, Qt.ShortcutContext.WindowShortcut
        )
        actions = QHBoxLayout()
        actions.addWidget(self.clear_button)
        actions.addWidget(self.confirm_button, 1)
        layout = QVBoxLayout(self)
        layout.setSpacing(5)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addLayout(grid)
        layout.addWidget(self.totals)
        layout.addWidget(self.verdict)
        layout.addLayout(actions)
        layout.addStretch(1)
        order = [spin for kind in range(vmod.KINDS) for spin in (self.sell[kind], self.buy[kind])]
        for first, second in zip(  # Tab runs along each row: sell, then buy; then the buttons
            order, [*order[1:], self.confirm_button, self.clear_button], strict=False
        ):
            QWidget.setTabOrder(first, second)
        QWidget.setTabOrder(self.confirm_button, self.clear_button)

    def _build_grid(self) -> QGridLayout:
        """The headers, then a row per jewel kind: icon, price, held, sell and buy numbers."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(4)
        grid.setVerticalSpacing(3)
        headers = (
            self.tr("Jewel"),
            self.tr("Price"),
            self.tr("Held"),
            self.tr("Sell"),
            self.tr("Buy"),
        )
        for column, text in enumerate(headers):
            label = QLabel(text)
            theme.set_tone(label, "emphasis")
            if column:
                label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(label, 0, column)
        self.price_labels: list[QLabel] = []
        self.held_labels: list[QLabel] = []
        self.sell: list[QSpinBox] = []
        self.buy: list[QSpinBox] = []
        for kind in range(vmod.KINDS):
            self._add_jewel_row(grid, kind, kind + 1)
        for column in (3, 4):
            grid.setColumnStretch(column, 1)
        return grid

    def _add_jewel_row(self, grid: QGridLayout, kind: int, row: int) -> None:
        icon = QLabel()
        icon.setPixmap(jewel_icon(kind, 22).pixmap(22, 22))
        icon.setToolTip(vmod.kind_name(kind).capitalize())
        icon.setAccessibleName(vmod.kind_name(kind).capitalize())
        price = QLabel()
        held = QLabel()
        for label in (price, held):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.setMinimumWidth(28)
        sell = self._spin(
            self.tr("Sell {kinds}").format(kinds=vmod.kind_plural(kind)),
            self.tr("How many {kinds} to sell to the bazaar").format(kinds=vmod.kind_plural(kind)),
        )
        buy = self._spin(
            self.tr("Buy {kinds}").format(kinds=vmod.kind_plural(kind)),
            self.tr("How many {kinds} to buy from the bazaar").format(kinds=vmod.kind_plural(kind)),
        )
        grid.addWidget(icon, row, 0)
        grid.addWidget(price, row, 1)
        grid.addWidget(held, row, 2)
        grid.addWidget(sell, row, 3)
        grid.addWidget(buy, row, 4)
        self.price_labels.append(price)
        self.held_labels.append(held)
        self.sell.append(sell)
        self.buy.append(buy)

    def _spin(self, accessible: str, tooltip: str) -> QSpinBox:
        spin = QSpinBox()
        spin.setAccessibleName(accessible)
        spin.setToolTip(tooltip)
        spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
        spin.setMinimumWidth(50)
        spin.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.PlusMinus)
        spin.valueChanged.connect(self._refresh)
        letters_reach_shortcuts(spin)
        return spin

    # --- showing a decision -------------------------------------------------------------------
    def show_decision(
        self, decision: TradeDecision, name: str, round_number: int, you: bool = False
    ) -> None:
        fresh = self.decision is None or self.decision.seat != decision.seat
        self.decision = decision
        self.title.setText(
            addressed(you, self.tr("{name}, your trade for round {round}")).format(
                name=name, round=round_number
            )
        )
        for kind in range(vmod.KINDS):
            self.price_labels[kind].setText(str(decision.prices[kind]))
            self.held_labels[kind].setText(str(decision.held[kind]))
            for spin in (self.sell[kind], self.buy[kind]):
                spin.blockSignals(True)
                spin.setRange(0, decision.max_quantity)
                if fresh:
                    spin.setValue(0)
                spin.blockSignals(False)
        self._refresh()

    def forget(self) -> None:
        """The decision is gone (made, or another seat's turn): start from zero next time."""
        self.decision = None
        for spin in (*self.sell, *self.buy):
            spin.blockSignals(True)
            spin.setValue(0)
            spin.blockSignals(False)

    def counts(self) -> tuple[Counts, Counts]:
        sell = (self.sell[0].value(), self.sell[1].value(), self.sell[2].value())
        buy = (self.buy[0].value(), self.buy[1].value(), self.buy[2].value())
        return sell, buy

    def _refresh(self) -> None:
        decision = self.decision
        if decision is None:
            return
        refused = self._keep_sales_to_what_is_held(decision)
        sell, buy = self.counts()
        totals = vmod.trade_totals(decision, sell, buy)
        self.totals.setText(
            self.tr(
                "Sales +{income} · purchases \u2212{cost} Grand\n"
                "Afterwards: {money} Grand and {jewels} of {limit} jewels"
            ).format(
                income=totals.income,
                cost=totals.cost,
                money=totals.money_after,
                jewels=totals.jewels_after,
                limit=decision.max_quantity,
            )
        )
        problem = decision.problem_for(sell, buy)  # the engine's check, live (J9-J14)
        empty = not sum(sell) and not sum(buy)
        if problem is None:
            if empty:
                text = self.tr("✓ You cannot buy this round, so you may pass.")
            else:
                text = self.tr("✓ Sell {sold}, buy {bought}.").format(
                    sold=vmod.describe_jewels(sell), bought=vmod.describe_jewels(buy)
                )
            theme.set_tone(self.verdict, "good")
            self.confirm_button.setToolTip(
                self.tr("Pass (Enter): no trade this round")
                if empty
                else self.tr("Trade (Enter): sell first, then buy, at this round's prices")
            )
        else:
            text = self.tr("✗ {why}").format(why=sentence(problem))
            theme.set_tone(self.verdict, "bad")
            self.confirm_button.setToolTip(sentence(problem))
        if refused:  # what was typed is not kept; the engine says why
            text = self.tr("✗ {why}").format(why=sentence(refused))
            theme.set_tone(self.verdict, "bad")
        self.verdict.setText(text)
        # "Pass" only where passing is allowed: a player who must buy is asked to trade (J13).
        passing = empty and not decision.must_buy
        self.confirm_button.setText(
            self.tr("Pass (Enter)") if passing else self.tr("Trade (Enter)")
        )
        self.confirm_button.setEnabled(problem is None)

    def _keep_sales_to_what_is_held(self, decision: TradeDecision) -> str | None:
        """A Sell field never keeps more than the jewels held (the summary read
        "-1 of 4 jewels"): it is set back, and the engine's refusal of the sale is returned."""
        refused = None
        for kind, spin in enumerate(self.sell):
            held = decision.held[kind]
            if spin.value() > held:
                sell, buy = self.counts()
                refused = decision.problem_for(sell, buy)
                spin.blockSignals(True)
                spin.setValue(held)
                spin.blockSignals(False)
        return refused

    # --- edits and the choice ---------------------------------------------------------------
    def add(self, kind: int, *, selling: bool) -> None:
        """One more jewel of `kind` in the sale or purchase (a click on the board)."""
        if self.decision is None or not self.isVisible():
            return
        spin = (self.sell if selling else self.buy)[kind]
        spin.setValue(spin.value() + 1)
        spin.setFocus()

    def clear(self) -> None:
        if self.decision is None:
            return
        for spin in (*self.sell, *self.buy):
            spin.blockSignals(True)
            spin.setValue(0)
            spin.blockSignals(False)
        self._refresh()

    def confirm(self) -> None:
        decision = self.decision
        if decision is None or not self.isVisible() or not self.confirm_button.isEnabled():
            return
        for spin in (*self.sell, *self.buy):
            spin.interpretText()  # a digit typed a moment ago counts
        sell, buy = self.counts()
        if decision.problem_for(sell, buy) is not None:
            self._refresh()
            return
        self.forget()
        self.chosen.emit(decision.action_for(sell, buy))

    def show_hint(self, action: object) -> bool:
        """Fill in the coach's trade (the player still confirms it with Enter)."""
        decision = self.decision
        sell, buy = getattr(action, "sell", None), getattr(action, "buy", None)
        if decision is None or sell is None or buy is None:
            return False
        if decision.action_for(sell, buy) != action:
            return False
        self.fill_in(sell, buy)
        self.confirm_button.setFocus()
        return True

    def fill_in(self, sell: Counts, buy: Counts) -> bool:
        """Put `sell` and `buy` in the fields (allowed or not: the line below says)."""
        if self.decision is None:
            return False
        for spins, counts in ((self.sell, sell), (self.buy, buy)):
            for spin, count in zip(spins, counts, strict=True):
                spin.blockSignals(True)
                spin.setValue(count)
                spin.blockSignals(False)
        self._refresh()
        return True

    def focus(self) -> None:
        """Every turn starts in the same field, the first jewel's Buy; only a
        seat holding all it may hold starts on the Sell of its first jewel kind held."""
        decision = self.decision
        first = self.buy[0]
        if decision is not None and sum(decision.held) >= decision.max_quantity:
            first = next(spin for spin, held in zip(self.sell, decision.held, strict=True) if held)
        first.setFocus()
        first.selectAll()


class JewelsDecisionPanel(PageStack):
    """Shows the trade panel when the looking seat trades, else what the table waits for."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decisionPanel")
        self.waiting = WaitingPanel()
        self.trade = TradePanel()
        self.addWidget(self.waiting)
        self.addWidget(self.trade)
        self.trade.chosen.connect(self.chosen)

    def show_vm(self, vm: JewelsVM, waiting_title: str, waiting_text: str) -> None:
        decision = vm.decision
        if decision is not None:
            self.setCurrentWidget(self.trade)
            player = vm.players[decision.seat]
            self.trade.show_decision(decision, player.name, vm.round_number, player.you)
        else:
            self.trade.forget()
            self.setCurrentWidget(self.waiting)
            self.waiting.show_text(waiting_title, waiting_text)

    def focus_decision(self) -> None:
        if self.currentWidget() is self.trade:
            self.trade.focus()

    def show_hint(self, action: object) -> bool:
        return self.currentWidget() is self.trade and self.trade.show_hint(action)

    def fill_in(self, sell: Counts, buy: Counts) -> bool:
        return self.currentWidget() is self.trade and self.trade.fill_in(sell, buy)
