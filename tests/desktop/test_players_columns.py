"""The players list sizes its score columns to their contents when they change (not on every
update): a score that grows a digit, or a row turning bold for the player to move, is never
cut off, and the name column keeps the rest."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics

from bazaar_desktop.panels.players import Column, PlayerRow, PlayersModel, PlayersView


def rows(points: str, deciding: int | None = None) -> list[PlayerRow]:
    return [
        PlayerRow(seat, name, "Person", (points, "3"), deciding=seat == deciding)
        for seat, name in enumerate(["Layla", "Omar", "Zeynep"])
    ]


def text_fits(view: PlayersView, row: int, column: int) -> bool:
    model = view.model()
    index = model.index(row, column)
    font = model.data(index, Qt.ItemDataRole.FontRole)
    metrics = QFontMetrics(font if isinstance(font, QFont) else view.font())
    text = str(model.data(index, Qt.ItemDataRole.DisplayRole))
    return metrics.horizontalAdvance(text) < view.columnWidth(column)


def test_a_score_column_grows_with_its_numbers_and_boldness(qtbot: Any) -> None:
    model = PlayersModel()
    view = PlayersView(model)
    qtbot.addWidget(view)
    view.resize(340, 160)
    view.show()
    model.set_columns([Column("P"), Column("G")])
    model.set_rows(rows("7"))
    narrow = view.columnWidth(1)
    model.set_rows(rows("1234567"))  # a change of text: sized again
    assert view.columnWidth(1) > narrow
    assert all(text_fits(view, row, 1) for row in range(3))
    plain = view.columnWidth(1)
    model.set_rows(rows("1234567", deciding=1))  # bold is wider
    assert view.columnWidth(1) > plain and text_fits(view, 1, 1)
    model.set_rows(rows("7"))
    assert view.columnWidth(1) == narrow  # and narrow again: the name column gets the room
