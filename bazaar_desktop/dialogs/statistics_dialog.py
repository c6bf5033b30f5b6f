"""Statistics: how people and bots have done in the games finished on this computer."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QDate, QLocale, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from bazaar_desktop.services.stats import BestScore, StatsStore
from bazaar_desktop.services.stats_problems import problem_message

BEST_SCORES_SHOWN = 5
BUSY_RETRY_MS = 2000  # how often a busy file is read again while the dialog is open


def _percent(share: float) -> str:
    return QLocale().toString(share * 100, "f", 0) + " %"


def _number(value: float) -> str:
    return QLocale().toString(int(value)) if value == int(value) else QLocale().toString(value)


def _date(played_at: str) -> str:
    day = QDate.fromString(played_at[:10], Qt.DateFormat.ISODate)
    locale = QLocale()
    if not day.isValid() or locale.language() == QLocale.Language.C:
        return played_at[:10]  # ISO dates read well where no language is set
    return locale.toString(day, QLocale.FormatType.ShortFormat)


def _text(item: QTableWidgetItem | None) -> str:
    return item.text() if item is not None else ""


class StatsTable(QTableWidget):
    """A small read-only table sized to its rows, so a page needs no inner scrolling."""

    def __init__(self, headers: Sequence[str], rows: Sequence[Sequence[str]], name: str) -> None:
        super().__init__(len(rows), len(headers))
        self.setObjectName(name)
        self.setAccessibleName(name)
        self.setHorizontalHeaderLabels(list(headers))
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setAlternatingRowColors(True)
        self.setShowGrid(False)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c > 0:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.setItem(r, c, item)
            if len(headers) > 1 and not any(row[1:]):  # a note ("No games … yet"): whole
                self.setSpan(r, 0, 1, len(headers))
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, len(headers)):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.resizeRowsToContents()
        height = header.sizeHint().height() + 2 * self.frameWidth()
        height += sum(self.rowHeight(r) for r in range(len(rows)))
        self.setFixedHeight(height + 2)

    def cell_texts(self) -> list[list[str]]:
        """What the table shows, row by row (for tests and screen readers' summaries)."""
        return [
            [_text(self.item(r, c)) for c in range(self.columnCount())]
            for r in range(self.rowCount())
        ]


def scrolled(page: QWidget) -> QScrollArea:
    """`page` in a scroll area: a game's tables, all filled, are taller than a 1024x600 screen
    has room for; the dialog fits the screen (its buttons on it) and the page scrolls."""
    area = QScrollArea()
    area.setWidget(page)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    return area


class StatisticsDialog(QDialog):
    def __init__(
        self,
        store: StatsStore,
        games: Sequence[tuple[str, str]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.store = store
        self.games = list(games)
        self.tables: dict[str, dict[str, StatsTable]] = {}
        self.summaries: dict[str, QLabel] = {}

        self.notice = QLabel()
        self.notice.setObjectName("statsNotice")
        self.notice.setWordWrap(True)
        self.notice.hide()
        self.overall = QLabel()
        self.overall.setObjectName("statsOverall")
        self.overall.setWordWrap(True)
        self.tabs = QTabWidget()
        self.reset_button = QPushButton(self.tr("&Reset statistics…"))
        self.reset_button.clicked.connect(self.confirm_reset)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.notice)
        layout.addWidget(self.overall)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        self._busy_said = False
        self._again = QTimer(self)  # read again while the file is busy
        self._again.setSingleShot(True)
        self._again.setInterval(BUSY_RETRY_MS)
        self._again.timeout.connect(self._refresh_if_open)
        self.refresh()
        self.resize(720, 690)  # every table of a game in view, where the screen has room;
        # wide enough for the German "Gegen mittelstarke Bots" beside the scroll bar

    def _refresh_if_open(self) -> None:
        if self.isVisible():
            self.refresh()

    # --- contents -------------------------------------------------------------------------
    def refresh(self) -> None:
        current = self.tabs.currentIndex()
        self.tabs.clear()
        self.tables.clear()
        self.summaries.clear()
        total = self.store.games_played()
        streaks = self.store.human_streaks()
        self.overall.setText(
            self.tr(
                "Finished games in all: {games}. People against bots: current winning streak "
                "{current}, best {best}."
            ).format(games=total, current=streaks.current, best=streaks.best)
        )
        for game_id, name in self.games:
            self.tabs.addTab(scrolled(self._game_page(game_id)), name)
        if 0 <= current < self.tabs.count():
            self.tabs.setCurrentIndex(current)
        self.reset_button.setEnabled(total > 0)
        self._show_problem()

    def _show_problem(self) -> None:
        problem = self.store.take_problem()
        if self.store.busy:  # another program holds the file: said, and read again soon
            self.notice.setText(
                self.tr(
                    "The statistics are busy: another program is using their file. They are "
                    "shown as soon as it lets go."
                )
            )
            self.notice.show()
            self._again.start()
            self._busy_said = True
            return
        if self._busy_said:  # it let go
            self.notice.hide()
            self._busy_said = False
        if problem is not None:
            self.notice.setText(problem_message(problem))
            self.notice.show()

    def _game_page(self, game_id: str) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        played = self.store.games_played(game_id)
        streaks = self.store.human_streaks(game_id)
        summary = QLabel(
            self.tr(
                "Games played: {games}. People against bots: current winning streak {current}, "
                "best {best}."
            ).format(games=played, current=streaks.current, best=streaks.best)
        )
        online = self.store.games_played(game_id, online=True)
        if online:
            summary.setText(
                summary.text() + " " + self.tr("Played online: {games}.").format(games=online)
            )
        hint_use = self.store.hint_use(game_id)
        if hint_use.seats:
            summary.setText(
                summary.text()
                + " "
                + self.tr("Games with the coach's hints: {seats} ({hints}, {wins}).").format(
                    seats=hint_use.seats,
                    hints=self.tr("%n hint(s)", "", hint_use.hints),  # "1 hint", not "1 hints"
                    wins=self.tr("%n won", "", hint_use.wins),
                )
            )
        summary.setWordWrap(True)
        summary.setObjectName("statsSummary")
        self.summaries[game_id] = summary
        layout.addWidget(summary)
        tables: dict[str, StatsTable] = {}
        self.tables[game_id] = tables
        if played == 0:
            empty = QLabel(self.tr("No finished games yet."))
            empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(empty, 1)
            return page
        tables["kinds"] = self._kinds_table(game_id)
        tables["versus"] = self._versus_table(game_id)
        tables["best"] = self._best_table(game_id)
        titles = {
            "kinds": self.tr("Wins by seat"),
            "versus": self.tr("People against the bots"),
            "best": self.tr("Best scores"),
        }
        for key, table in tables.items():
            box = QGroupBox(titles[key])
            QVBoxLayout(box).addWidget(table)
            layout.addWidget(box)
        layout.addStretch(1)
        return page

    def _level_name(self, level: str | None) -> str:
        names = {
            "random": self.tr("Random bots"),
            "easy": self.tr("Easy bots"),
            "medium": self.tr("Medium bots"),
            "hard": self.tr("Hard bots"),
        }
        return names.get(level or "", self.tr("{level} bots").format(level=level))

    def _versus_name(self, level: str) -> str:
        names = {
            "random": self.tr("Against random bots"),
            "easy": self.tr("Against easy bots"),
            "medium": self.tr("Against medium bots"),
            "hard": self.tr("Against hard bots"),
        }
        return names.get(level, self.tr("Against {level} bots").format(level=level))

    def _kinds_table(self, game_id: str) -> StatsTable:
        rows = [
            [
                self._level_name(row.level) if row.is_bot else self.tr("People"),
                str(row.seats),
                str(row.wins),
                _percent(row.share),
            ]
            for row in self.store.results_by_kind(game_id)
        ]
        headers = [self.tr("Seat"), self.tr("Seats played"), self.tr("Wins"), self.tr("Win share")]
        return StatsTable(headers, rows, self.tr("Wins by seat"))

    def _versus_table(self, game_id: str) -> StatsTable:
        rows = [
            [
                self._versus_name(row.level),
                str(row.games),
                str(row.human_wins),
                str(row.bot_wins),
                _percent(row.human_share),
            ]
            for row in self.store.humans_versus_levels(game_id)
        ]
        if not rows:
            rows = [[self.tr("No games of people against bots yet"), "", "", "", ""]]
        headers = [
            self.tr("Opponents"),
            self.tr("Games"),
            self.tr("A person won"),
            self.tr("A bot won"),
            self.tr("People's share"),
        ]
        return StatsTable(headers, rows, self.tr("People against the bots"))

    def _best_table(self, game_id: str) -> StatsTable:
        from bazaar_desktop.tables import TABLES, table_class

        title = table_class(game_id).score_title() if game_id in TABLES else self.tr("Score")
        rows = [
            [self._who(best), _number(best.score), _date(best.played_at)]
            for best in self.store.best_scores(game_id, BEST_SCORES_SHOWN)
        ]
        headers = [self.tr("Player"), title, self.tr("Date")]
        return StatsTable(headers, rows, self.tr("Best scores"))

    def _who(self, best: BestScore) -> str:
        if not best.is_bot:
            return best.name
        level = {
            "random": self.tr("random bot"),
            "easy": self.tr("easy bot"),
            "medium": self.tr("medium bot"),
            "hard": self.tr("hard bot"),
        }.get(best.level or "", self.tr("bot"))
        return self.tr("{name} ({level})").format(name=best.name, level=level)

    # --- reset ----------------------------------------------------------------------------
    def confirm_reset(self) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            self.tr("Forget every recorded game? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return False
        self.store.reset()
        self.refresh()
        return True
