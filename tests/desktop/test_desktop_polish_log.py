"""The game log shows the whole game so far, newest line in view, on every update path
(animations off, a fast bots-only game), and lets a reader look back."""

from __future__ import annotations

from typing import Any

from desktop_support import wait_for
from PySide6.QtCore import QCoreApplication

from bazaar_desktop.bridge.adapter import NewGameRequest, SeatSpec, Update
from bazaar_desktop.panels.log import LogLine, LogModel, LogView
from bazaar_desktop.window.main_window import MainWindow

CHECK_AT = (5, 40, 90)  # decisions into the game: the smoke run's picture is taken after 90


def bots_only(game_id: str, players: int) -> NewGameRequest:
    names = ["Layla", "Omar", "Zeynep", "Karim", "Nadia", "Tariq"][:players]
    return NewGameRequest(game_id, tuple(SeatSpec(n, True, "random") for n in names), {}, 1)


def test_the_log_holds_every_line_so_far_and_shows_the_newest(
    window: MainWindow, qtbot: Any
) -> None:
    expected: list[str] = []
    checks: list[tuple[int, list[str], list[str], list[str]]] = []

    def on_update(update: Update) -> None:
        table = window.table
        assert table is not None
        if not expected:
            expected.append("New game")  # the opening line: names and seed
        expected.extend(str(note) for note in update.notes)
        expected.extend(line.text for line in table.log_lines(update))
        decisions = len(update.score_history)
        if decisions in CHECK_AT or update.is_over:
            view = window.log_view
            checks.append(
                (decisions, window.log_model.texts(), view.line_texts(), view.visible_texts())
            )

    window.adapter.updated.connect(on_update)
    window.start_game(bots_only("basari", 4))
    wait_for(qtbot, lambda: window.adapter.snapshot().is_over, timeout=60000)
    assert [decisions for decisions, *_ in checks][: len(CHECK_AT)] == list(CHECK_AT)
    logged = 0
    for decisions, model_texts, shown, visible in checks:
        assert len(model_texts) > logged  # the log grows as the game goes on
        logged = len(model_texts)
        assert model_texts[0].startswith("New game")
        assert model_texts[1:] == expected[1 : len(model_texts)]
        assert shown == model_texts, decisions  # every line is in the view, none blank
        assert visible and visible[-1] == model_texts[-1], decisions  # the newest is in view
    assert len(checks[-1][1]) == len(expected)


def lines(count: int, start: int = 0) -> list[LogLine]:
    return [
        LogLine(f"Line {n}: Karim raises 3 red + 3 yellow + 2 green to Zeynep.", n % 4)
        for n in range(start, start + count)
    ]


def test_a_reader_looking_back_is_not_pulled_down_until_back_at_the_bottom(qtbot: Any) -> None:
    model = LogModel()
    view = LogView(model)
    qtbot.addWidget(view)
    view.resize(300, 200)
    view.show()
    model.append(lines(60))
    assert view.visible_texts()[-1] == model.texts()[-1]
    bar = view.verticalScrollBar()
    bar.setValue(bar.minimum())  # the reader scrolls to the top
    assert not view.following()
    model.append(lines(5, start=60))
    assert view.visible_texts()[0] == model.texts()[0]  # still where the reader was
    bar.setValue(bar.maximum())  # and back down: following again
    model.append(lines(5, start=65))
    assert view.visible_texts()[-1] == model.texts()[-1]


def test_the_newest_line_stays_in_view_when_the_log_box_shrinks(qtbot: Any) -> None:
    model = LogModel()
    view = LogView(model)
    qtbot.addWidget(view)
    view.resize(300, 400)
    view.show()
    model.append(lines(40))
    view.resize(220, 150)  # the decision box above it grows, the side column narrows
    QCoreApplication.processEvents()
    assert view.following()
    assert view.visible_texts()[-1] == model.texts()[-1]
    model.clear()
    assert view.line_texts() == [] and view.visible_texts() == []
