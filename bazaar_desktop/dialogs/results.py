"""End of game: the ranking, how ties were broken, and every player's score across the game."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from bazaar_desktop.appearance import theme
from bazaar_desktop.items.pieces import seat_chip
from bazaar_desktop.tables.base import ResultsData, ScoreSeries

# Line styles as well as colours, so the lines are told apart without colour too: one per
# seat, six seats (a long dash for the sixth, in pen widths).
DASHES: tuple[Qt.PenStyle | tuple[float, ...], ...] = (
    Qt.PenStyle.SolidLine,
    Qt.PenStyle.DashLine,
    Qt.PenStyle.DotLine,
    Qt.PenStyle.DashDotLine,
    Qt.PenStyle.DashDotDotLine,
    (5.0, 1.5),
)
MIN_LINE_CONTRAST = 3.0  # WCAG's figure for lines and shapes against their background


def chart_colour(seat: int) -> QColor:
    """The seat's colour, darkened until its line stands out on the chart's cream paper
    (an ivory, sky-blue or pink seat would otherwise nearly vanish)."""
    colour = QColor(theme.player_colour(seat))
    while theme.contrast_ratio(colour, theme.CREAM) < MIN_LINE_CONTRAST:
        colour = colour.darker(110)
    return colour


def chart_pen(seat_index: int, seat: int, width: float) -> QPen:
    pen = QPen(chart_colour(seat), width)
    dash = DASHES[seat_index % len(DASHES)]
    if isinstance(dash, tuple):
        pen.setDashPattern(list(dash))
    else:
        pen.setStyle(dash)
    return pen


class ScoreChart(QWidget):
    """A line chart of each player's score over the game, drawn with QPainter."""

    def __init__(self, data: ResultsData, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data = data
        self.setMinimumSize(420, 230)
        self.setAccessibleName(self.tr("Scores across the game"))

    def sizeHint(self) -> QSize:
        return QSize(620, 300)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), theme.CREAM)
        series = [s for s in self.data.series if s.points]
        if not series:
            painter.end()
            return
        xs = [x for s in series for x, _ in s.points]
        ys = [y for s in series for _, y in s.points]
        x_low, x_high = min(xs), max(max(xs), min(xs) + 1)
        y_high = _nice_ceiling(max(max(ys), 1.0))
        plot = QRectF(52, 16, self.width() - 52 - 130, self.height() - 16 - 44)

        def to_screen(x: float, y: float) -> QPointF:
            return QPointF(
                plot.left() + (x - x_low) / (x_high - x_low) * plot.width(),
                plot.bottom() - y / y_high * plot.height(),
            )

        small = QFont(theme.BODY_FAMILY)
        small.setPixelSize(11)
        painter.setFont(small)
        self._draw_grid(painter, plot, y_high)
        self._draw_x_axis(painter, plot, x_low, x_high, to_screen)
        self._draw_lines_and_legend(painter, plot, series, to_screen)
        painter.end()

    def _draw_grid(self, painter: QPainter, plot: QRectF, y_high: float) -> None:
        """Horizontal grid lines with their values on the left."""
        steps = _grid_steps(y_high)
        for step in range(steps + 1):
            value = y_high * step / steps
            y = plot.bottom() - plot.height() * step / steps
            painter.setPen(QPen(QColor("#e6d3ad"), 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(theme.INK)
            painter.drawText(
                QRectF(0, y - 8, plot.left() - 6, 16),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                f"{value:g}",
            )

    def _draw_x_axis(
        self,
        painter: QPainter,
        plot: QRectF,
        x_low: float,
        x_high: float,
        to_screen: Callable[[float, float], QPointF],
    ) -> None:
        """The ticks, the round markers, both axes and the x axis's title."""
        ticks = _ticks(x_low, x_high)
        for x in ticks:
            point = to_screen(x, 0)
            painter.drawText(
                QRectF(point.x() - 20, plot.bottom() + 4, 40, 16),
                Qt.AlignmentFlag.AlignCenter,
                f"{x:g}",
            )
        for x, label in self.data.markers:
            point = to_screen(x, 0)
            painter.setPen(QPen(theme.TERRACOTTA, 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(point.x(), plot.top()), QPointF(point.x(), plot.bottom()))
            painter.setPen(theme.TERRACOTTA_DARK)
            painter.drawText(
                QRectF(point.x() - 60, plot.top() - 14, 120, 14),
                Qt.AlignmentFlag.AlignCenter,
                label,
            )
        painter.setPen(QPen(theme.WOOD, 1.5))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.setPen(theme.INK)
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + 22, plot.width(), 18),
            Qt.AlignmentFlag.AlignCenter,
            self.data.x_title,
        )

    def _draw_lines_and_legend(
        self,
        painter: QPainter,
        plot: QRectF,
        series: list[ScoreSeries],
        to_screen: Callable[[float, float], QPointF],
    ) -> None:
        """One line per player, plus a legend on the right."""
        for index, line in enumerate(series):
            self._draw_series(painter, line, index, to_screen)
            legend_y = plot.top() + 8 + index * 22
            painter.setPen(chart_pen(index, line.seat, 3))
            painter.drawLine(
                QPointF(plot.right() + 14, legend_y), QPointF(plot.right() + 40, legend_y)
            )
            painter.setPen(theme.INK)
            painter.drawText(
                QRectF(plot.right() + 46, legend_y - 9, 84, 18),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                line.name,
            )

    def _draw_series(
        self, painter: QPainter, line: ScoreSeries, index: int, to_screen: object
    ) -> None:
        convert = to_screen  # (x, y) -> QPointF
        assert callable(convert)
        path = QPainterPath()
        previous_y: float | None = None
        for number, (x, y) in enumerate(line.points):
            point = convert(x, y)
            if number == 0:
                path.moveTo(point)
            else:
                # Scores change in steps: go across, then up.
                path.lineTo(convert(x, previous_y if previous_y is not None else y))
                path.lineTo(point)
            previous_y = y
        painter.setPen(chart_pen(index, line.seat, 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)


# Round tops for the chart's axis: close enough that the top score fills most of the height
# (a top score of 112 gets an axis to 120, not 200), each cut into whole bands.
NICE_FACTORS = (1.0, 1.2, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0, 3.5, 4.0, 5.0, 6.0, 7.0, 8.0, 10.0)


def _nice_ceiling(value: float) -> float:
    """The chart's top: the first round number at or above `value`, at most a quarter more."""
    magnitude = 10.0 ** math.floor(math.log10(value))
    for factor in NICE_FACTORS:
        if value <= factor * magnitude:
            return factor * magnitude
    return 10.0 * magnitude


def _grid_steps(high: float) -> int:
    """How many bands the chart's height is cut into: whole numbers on the axis when they can
    be (chips 0..5 read 0, 1, .. 5 rather than 1.25, 2.5, ..)."""
    for steps in (4, 5, 3, 2):
        if (high / steps).is_integer():
            return steps
    return 4


def _ticks(low: float, high: float) -> list[float]:
    span = high - low
    step = max(1, math.ceil(span / 10))
    first = math.ceil(low / step) * step
    return [float(x) for x in range(int(first), int(high) + 1, step)]


class ResultsDialog(QDialog):
    def __init__(self, data: ResultsData, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Results"))
        self.data = data
        headline = QLabel(data.headline)
        headline.setObjectName("resultsHeadline")
        headline.setFont(theme.font(24, bold=True, serif=True))
        theme.set_tone(headline, "heading")
        headline.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.table = self._ranking_table(data)

        self.explanation = QLabel("\n".join(data.explanation))
        self.explanation.setObjectName("tieBreaks")
        self.explanation.setWordWrap(True)
        self.chart = ScoreChart(data)
        # What the lines are: points, chips, or Jewel Bazaar's worth (money and jewels).
        chart_title = QLabel(self.tr("Scores across the game: {what}").format(what=data.y_title))
        chart_title.setWordWrap(True)
        theme.set_tone(chart_title, "emphasis")

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        # Not the default: Enter (said to the table, say) must not throw the results away;
        # a focused button still takes Enter, and Escape closes (`keyPressEvent`).
        close.setAutoDefault(False)
        close.clicked.connect(self.accept)

        layout = QVBoxLayout(self)
        layout.addWidget(headline)
        layout.addWidget(self.table)
        layout.addWidget(self.explanation)
        self.rounds: QTabWidget | None = None
        if data.rounds:  # Basari's majority scoring, round by round, beside the chart
            self.rounds = self._rounds_tabs(data, chart_title)
            layout.addWidget(self.rounds, 1)
        else:
            layout.addWidget(chart_title)
            layout.addWidget(self.chart, 1)
        layout.addWidget(buttons)
        self.resize(680, 620)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses no button the person did not choose (QDialog would press its first
        button); the focused button takes its own Enter before this."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()
            return
        super().keyPressEvent(event)

    def _rounds_tabs(self, data: ResultsData, chart_title: QLabel) -> QTabWidget:
        """A tab for the chart, then one per round with that round's scoring, line by line."""
        tabs = QTabWidget()
        tabs.setObjectName("roundScoring")
        page = QWidget()
        column = QVBoxLayout(page)
        column.addWidget(chart_title)
        column.addWidget(self.chart, 1)
        tabs.addTab(page, self.tr("Scores"))
        for title, lines in data.rounds:
            text = QLabel("\n".join(lines))
            text.setWordWrap(True)
            text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            text.setContentsMargins(8, 8, 8, 8)
            area = QScrollArea()
            area.setWidgetResizable(True)
            area.setWidget(text)
            area.setFrameShape(QScrollArea.Shape.NoFrame)
            tabs.addTab(area, title)
        return tabs

    def _ranking_table(self, data: ResultsData) -> QTableWidget:
        """Place, player, score and the game's details, a row per player (winners in bold)."""
        columns = [self.tr("Place"), self.tr("Player"), data.score_title, *data.detail_titles]
        table = QTableWidget(len(data.rows), len(columns))
        table.setObjectName("ranking")
        table.setHorizontalHeaderLabels(columns)
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # nothing to pick: no current cell
        for row, result in enumerate(data.rows):
            cells = [str(result.place), result.name, result.score, *result.details]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                    if column == 1
                    else Qt.AlignmentFlag.AlignCenter
                )
                if result.winner:
                    bold = item.font()
                    bold.setBold(True)
                    item.setFont(bold)
                if column == 1:
                    item.setData(Qt.ItemDataRole.DecorationRole, seat_chip(result.seat, 12))
                table.setItem(row, column, item)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        table.setFixedHeight(
            header.sizeHint().height() + 4 + sum(table.rowHeight(r) for r in range(len(data.rows)))
        )
        return table
