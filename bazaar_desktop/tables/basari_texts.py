"""Basari's words outside the table: its options in the New game dialog and its keys in the
Shortcuts window (the context "BasariTable" is kept, so the translations stay)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from bazaar_desktop.tables.base import OptionField

translate = QCoreApplication.translate


def option_fields() -> dict[str, OptionField]:
    return {
        "start_positions": OptionField(
            translate("BasariTable", "Start archways"),
            translate(
                "BasariTable",
                "Players choose where their merchants start, or chance places them.",
            ),
            (
                (translate("BasariTable", "Each player chooses"), "choose"),
                (translate("BasariTable", "Random"), "random"),
            ),
        ),
        "board": OptionField(
            translate("BasariTable", "Board file"),
            translate("BasariTable", "A board layout in resources (JSON)."),
            advanced=True,
        ),
        "bonus_chart": OptionField(
            translate("BasariTable", "Bonus chart file"),
            translate("BasariTable", "The majority values per round, in resources (JSON)."),
            advanced=True,
        ),
        "first_player": OptionField(
            translate("BasariTable", "First to place"),
            translate("BasariTable", "Who chooses a start archway first; Play again moves it on."),
            tuple(
                (translate("BasariTable", "Seat {number}").format(number=n + 1), n)
                for n in range(4)
            ),
            advanced=True,
        ),
    }


def shortcuts() -> list[tuple[str, str]]:
    return [
        ("1 / 2 / 3", translate("BasariTable", "Basari: choose the Die, Points or Gems card")),
        ("R", translate("BasariTable", "Basari, start: random start archway")),
        (
            "↑ / ↓, Enter",
            translate("BasariTable", "Basari, start: pick an archway number and start there"),
        ),
        (
            "R / Y / G / B",
            translate("BasariTable", "Basari, barter: one more red, yellow, green or blue gem"),
        ),
        (
            "Shift+R / Y / G / B",
            translate("BasariTable", "Basari, barter: one gem fewer of that colour"),
        ),
        ("C", translate("BasariTable", "Basari, barter: fill in the cheapest allowed offer")),
        ("Backspace", translate("BasariTable", "Basari, barter: clear the offer")),
        ("Enter", translate("BasariTable", "Basari, barter: make the offer or raise")),
        ("A", translate("BasariTable", "Basari, barter: accept the offer on the table")),
    ]
