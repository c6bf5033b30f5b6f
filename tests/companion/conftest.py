"""A real adapter with a real match, its companion host recording every frame sent, and the
real server on 127.0.0.1 (an ephemeral port)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bazaar_desktop.bridge.adapter import GameAdapter, NewGameRequest, SeatSpec
from bazaar_desktop.companion.host import CompanionHost
from bazaar_engine.bots.coach import CoachBudget, advise
from tests.companion.phones import Phone


def coach_in_process(view: Any, seat: int, names: list[str]) -> tuple[str, str]:
    """The real coach, with a small budget, in the test's process."""
    from bazaar_desktop.coach.texts import action_text, why_text

    advice = advise(view, seat, CoachBudget(seconds=None, iterations=60), "test")
    return action_text(advice.best.action, names), why_text(advice.best.reasons, names)


class Table:
    def __init__(self, qtbot: Any, game_id: str, seats: tuple[SeatSpec, ...], seed: int) -> None:
        self.qtbot = qtbot
        self.adapter = GameAdapter()
        self.adapter.start(NewGameRequest(game_id, seats, seed=seed))
        self.host = CompanionHost(self.adapter, "en", record=True, advisor=coach_in_process)
        self.links = self.host.invite("127.0.0.1", 0)
        assert self.host.server is not None
        self.address = self.host.server.address
        self.phones: list[Phone] = []

    def phone(self) -> Phone:
        phone = Phone(self.address)
        self.phones.append(phone)
        return phone

    def token(self, seat: int) -> str:
        return next(link.token for link in self.links if link.seat == seat)

    def join(self, seat: int, device: str | None = None) -> Phone:
        phone = self.phone()
        phone.open(self.token(seat), device=device)
        self.qtbot.waitUntil(lambda: phone.last_frame() is not None, timeout=5000)
        self.qtbot.waitUntil(lambda: seat in self.adapter.phone_seats, timeout=5000)
        return phone

    @property
    def sent(self) -> dict[int, list[tuple[int, str]]]:
        server = self.host.server or self.host.stopped_server
        return server.sent

    def close(self) -> None:
        for phone in self.phones:
            phone.close()
        self.host.stop()
        self.adapter.stop()


@pytest.fixture
def table_of(qtbot: Any) -> Iterator[Any]:
    made: list[Table] = []

    def make(game_id: str, seats: tuple[SeatSpec, ...], seed: int = 7) -> Table:
        table = Table(qtbot, game_id, seats, seed)
        made.append(table)
        return table

    yield make
    for table in made:
        table.close()
