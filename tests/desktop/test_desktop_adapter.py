"""The adapter: illegal actions, bots off the GUI thread, outdated bot answers, undo."""

from __future__ import annotations

from typing import Any

from desktop_support import BotBox, basari, wait_for
from PySide6.QtCore import QTimer

from bazaar_desktop.bridge.adapter import GameAdapter, NewGameRequest, SeatSpec
from bazaar_engine.basari.actions import ChooseCard, ChooseStart, Offer
from bazaar_engine.core.events import Event


def all_people_adapter(qtbot: Any, players: int = 3) -> GameAdapter:
    adapter = GameAdapter()
    names = ["Layla", "Omar", "Zeynep", "Karim"][:players]
    adapter.start(NewGameRequest("basari", tuple(SeatSpec(n) for n in names), {}, seed=3))
    # The first step is taken from the event loop (a 0 ms timer): wait until it has been.
    qtbot.waitUntil(lambda: not adapter._step_timer.isActive())
    return adapter


def test_an_illegal_action_gives_one_message_and_changes_nothing(qtbot: Any) -> None:
    adapter = all_people_adapter(qtbot)
    assert adapter.match is not None
    before = adapter.match.state.to_json()
    messages: list[str] = []
    updates: list[object] = []
    adapter.illegal_action.connect(messages.append)
    adapter.updated.connect(updates.append)
    # Seat 0 must choose a start archway; an offer is not a decision of this moment.
    assert adapter.submit(0, Offer((1, 0, 0, 0))) is False
    # Refused at once, and nothing left to happen later: no step scheduled.
    assert not adapter._step_timer.isActive()
    assert len(messages) == 1
    assert "archway" in messages[0]  # the engine's reason, in a player's words
    assert adapter.match.state.to_json() == before
    assert adapter.match.history == []
    assert updates == []
    # And an archway that does not exist: again one message, still nothing changed.
    assert adapter.submit(0, ChooseStart(99)) is False
    assert len(messages) == 2
    # Numbered as the board numbers them, 1 to 32 (ChooseStart takes the index from 0).
    assert "there is no archway 100: archways are numbered 1 to 32" in messages[1]
    assert adapter.match.state.to_json() == before


def test_a_seat_that_is_not_deciding_is_told_so(qtbot: Any) -> None:
    adapter = all_people_adapter(qtbot)
    messages: list[str] = []
    adapter.illegal_action.connect(messages.append)
    assert adapter.submit(2, ChooseStart(4)) is False  # seat 0 places first (B7)
    assert messages == ["it is not your decision now: waiting for player 1"]
    assert adapter.match is not None and adapter.match.history == []


def test_the_event_loop_keeps_turning_while_a_bot_thinks(qtbot: Any) -> None:
    bots = BotBox(gated_seats={0})
    adapter = GameAdapter(bot_factory=bots)
    ticks: list[int] = []
    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    thinking: list[tuple[int, ...]] = []
    adapter.thinking_changed.connect(thinking.append)
    adapter.start(basari("b", "h", "h", seed=4))
    (bot,) = bots.gated()
    wait_for(qtbot, bot.started.is_set)
    assert adapter.thinking == (0,)
    seen_before = len(ticks)
    # The bot is still thinking (its gate is shut) and the GUI thread keeps serving timers.
    wait_for(qtbot, lambda: len(ticks) >= seen_before + 10)
    assert not bot.finished.is_set()
    assert adapter.thinking == (0,)
    bot.gate.set()
    wait_for(qtbot, lambda: adapter.match is not None and len(adapter.match.history) == 1)
    assert adapter.match is not None
    assert adapter.match.history[0][0] == 0  # the bot's own start was applied
    assert thinking[0] == (0,) and thinking[-1] == ()
    timer.stop()


def test_new_game_while_a_bot_thinks_drops_its_answer(qtbot: Any) -> None:
    bots = BotBox(gated_seats={0})
    adapter = GameAdapter(bot_factory=bots)
    adapter.start(basari("b", "h", "h", seed=4))
    (bot,) = bots.gated()
    wait_for(qtbot, bot.started.is_set)
    adapter.start(basari("h", "h", "h", seed=5))  # New game: only people, nobody moves alone
    assert adapter.thinking == ()
    # The old bot's answer comes back through the event loop and must be ignored: wait
    # until it has arrived (and been dropped), then look.
    with qtbot.waitSignal(adapter.background.arrived, timeout=15000):
        bot.gate.set()
    assert adapter.match is not None
    assert adapter.match.history == []
    assert adapter.match.state.current_players() == (0,)


def test_a_person_may_undo_their_choice_while_only_bots_have_thought_since(qtbot: Any) -> None:
    bots = BotBox(gated_seats={1})
    adapter = GameAdapter(bot_factory=bots)
    adapter.start(basari("h", "b", "b", seed=6))
    assert adapter.submit(0, ChooseStart(5))
    (bot,) = bots.gated()
    wait_for(qtbot, bot.started.is_set)
    assert adapter.undo_point() == 0
    assert adapter.undo()
    assert adapter.match is not None
    assert adapter.match.history == []
    assert adapter.match.state.current_players() == (0,)
    with qtbot.waitSignal(adapter.background.arrived, timeout=15000):
        bot.gate.set()  # its answer is about the undone position: dropped once it arrives
    assert adapter.match.history == []


def test_no_undo_once_a_secret_has_been_revealed(qtbot: Any) -> None:
    adapter = GameAdapter()
    adapter.start(basari("h", "b", "b", seed=6))
    assert adapter.submit(0, ChooseStart(5))

    def only_the_person_still_chooses() -> bool:
        match = adapter.match
        return (
            match is not None
            and match.state.current_players() == (0,)
            and (
                match.state.phase == "choose_cards"  # type: ignore[attr-defined]
            )
        )

    wait_for(qtbot, only_the_person_still_chooses)
    assert adapter.undo_point() is None  # dice have been rolled since the start was placed
    assert adapter.submit(0, ChooseCard("gems"))
    # The last card in reveals them all (B10): that choice can no longer be taken back.
    assert adapter.undo_point() is None
    assert adapter.undo() is False
    assert adapter.match is not None
    assert adapter.match.state.revealed_cards is not None  # type: ignore[attr-defined]


def test_an_opened_game_is_adopted_as_read_not_replayed_again(qtbot: Any, monkeypatch: Any) -> None:
    """Opening a save replays it once, on the worker thread that read it; the GUI thread takes
    that match as it is."""
    from bazaar_engine.core.match import Match

    adapter = all_people_adapter(qtbot)
    assert adapter.match is not None
    adapter.submit(0, ChooseStart(4))
    loaded = adapter.match.copy()
    replayed: list[object] = []
    real_apply = Match.apply

    def apply(self: Match[Any], *a: Any) -> list[Event]:
        replayed.append(a)
        return real_apply(self, *a)

    monkeypatch.setattr(Match, "apply", apply)
    other = GameAdapter()
    other.continue_match(loaded)
    assert other.match is loaded
    assert replayed == []
    assert other.snapshot().score_history == tuple(loaded.score_marks)
    assert other.match.history == adapter.match.history


def test_a_bot_that_fails_is_named_in_a_note_and_a_random_move_is_played(qtbot: Any) -> None:
    """The bot's failure comes back as the exception (`Operation`'s `on_failed`), told in one
    line beside the random move played in its place."""
    from bazaar_engine.bots.base import RandomBot

    class Broken(RandomBot):
        def choose(self, view: Any, seat: int) -> Any:
            raise ValueError("lost its way")

    adapter = GameAdapter(bot_factory=lambda _game, _level, seed: Broken(seed))
    updates: list[Any] = []
    adapter.updated.connect(updates.append)
    adapter.start(basari("b", "h", "h"))  # the bot (seat 0) places first
    wait_for(qtbot, lambda: adapter.match is not None and len(adapter.match.history) >= 1)
    assert adapter.match is not None and adapter.match.history[0][0] == 0
    notes = [str(note) for update in updates for note in update.notes]
    assert any("(ValueError: lost its way); a random move was played" in n for n in notes), notes
