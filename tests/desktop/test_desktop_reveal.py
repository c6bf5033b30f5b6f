"""The replay viewer's "Everything" of a finished game draws every secret face up: each Basta!
hand, each Basari card chosen before its reveal (marked as still secret at that moment). A
seat's view and live play never do: another seat's hand or chosen card stays face down."""

from __future__ import annotations

import dataclasses
import random
from typing import Any, cast

from desktop_support import match_of, wait_for
from test_desktop_basta_game import basta, human_can_act

from bazaar_desktop.bridge.adapter import Update, replay_positions
from bazaar_desktop.dialogs.replay_viewer import EVERYTHING, ReplayViewer
from bazaar_desktop.scenes.basari_scene import BasariScene
from bazaar_desktop.scenes.basta_scene import BastaScene
from bazaar_desktop.tables.basari import BasariTable
from bazaar_desktop.tables.basta import BastaTable
from bazaar_desktop.viewmodels import basari as basari_vm
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.basari.state import BasariState
from bazaar_engine.basta.state import BastaState
from bazaar_engine.core.game import CHANCE, State
from bazaar_engine.core.match import Match, Seat
from bazaar_engine.games import make_game


def finished_match(game_id: str, kinds: str, seed: int) -> Match[Any]:
    """A whole game played at random by the engine ("h" seats are people, "b" bots)."""
    names = ["Layla", "Omar", "Zeynep", "Karim"]
    match: Match[Any] = Match(
        make_game(game_id, {}),
        [
            Seat(names[i], "bot" if kind == "b" else "human", "random" if kind == "b" else None)
            for i, kind in enumerate(kinds)
        ],
    )
    rng = random.Random(seed)
    while not match.is_over:
        state = match.state
        player = state.current_players()[0]
        action = state.sample_chance(rng) if player == CHANCE else state.random_action(player, rng)
        match.apply(player, action)
    return match


def open_viewer(qtbot: Any, match: Match[Any]) -> ReplayViewer:
    viewer = ReplayViewer(match, speed=0.0)
    qtbot.addWidget(viewer)
    viewer.show()
    return viewer


def view_as(viewer: ReplayViewer, seat: int) -> None:
    viewer.seat_box.setCurrentIndex(viewer.seat_box.findData(seat))
    assert viewer.seat == seat


# --- Basta! ------------------------------------------------------------------------------------
def bottom_hand(scene: BastaScene) -> list[str | None]:
    return [item.card for item in scene.hand if item.isVisible()]


def shown_hands(scene: BastaScene) -> dict[int, tuple[str, ...]]:
    """The other seats' hands lying face up beside their places."""
    return {seat: item.cards for seat, item in enumerate(scene.revealed) if item.isVisible()}


def test_everything_shows_every_basta_hand_face_up_in_the_middle_of_the_game(qtbot: Any) -> None:
    match = finished_match("basta", "hbbb", seed=11)
    states = [cast(BastaState, state) for state, _ in replay_positions(match)]
    step = len(states) // 2
    while not all(states[step].hand_counts):  # a moment when every seat holds cards
        step += 1
    state = states[step]
    assert isinstance(state, BastaState)
    viewer = open_viewer(qtbot, match)
    assert viewer.seat == EVERYTHING  # the game is over: everything may be shown
    viewer.go_to(step)
    scene = viewer.table.scene
    assert isinstance(scene, BastaScene)
    assert bottom_hand(scene) == list(state.hand(0))  # Layla at the bottom, face up
    assert shown_hands(scene) == {seat: state.hand(seat) for seat in (1, 2, 3)}
    assert "Omar's hand" in scene.revealed[1].toolTip()

    viewer.step_forward()  # one step on (the animated path) still shows them all
    after = states[step + 1]
    assert isinstance(after, BastaState)
    assert bottom_hand(scene) == list(after.hand(0))
    assert shown_hands(scene) == {seat: after.hand(seat) for seat in (1, 2, 3)}


def test_a_seat_view_of_basta_shows_only_that_seats_hand(qtbot: Any) -> None:
    match = finished_match("basta", "hbbb", seed=11)
    step = len(match.history) // 2
    state = replay_positions(match)[step][0]
    assert isinstance(state, BastaState)
    viewer = open_viewer(qtbot, match)
    viewer.go_to(step)
    view_as(viewer, 1)  # Omar's view
    scene = viewer.table.scene
    assert isinstance(scene, BastaScene)
    assert bottom_hand(scene) == list(state.hand(1))
    assert shown_hands(scene) == {}  # nobody else's cards, face up or down
    vm = viewer.table.vm
    assert vm is not None and vm.hands is None
    view_as(viewer, EVERYTHING)
    assert len(shown_hands(scene)) == 3


# --- Basari ------------------------------------------------------------------------------------
def secret_step(match: Match[Any]) -> int:
    """A step where two seats have chosen their cards and the reveal has not come yet."""
    for step, (state, _) in enumerate(replay_positions(match)):
        assert isinstance(state, BasariState)
        chosen = [state.chosen_card(seat) for seat in (0, 1)]
        if state.phase == "choose_cards" and None not in chosen:
            return step
    raise AssertionError("no such moment in this match")


def test_everything_shows_basari_cards_chosen_before_the_reveal(qtbot: Any) -> None:
    match = finished_match("basari", "hbb", seed=11)
    step = secret_step(match)
    state = replay_positions(match)[step][0]
    assert isinstance(state, BasariState)
    chosen = {seat: state.chosen_card(seat) for seat in range(3)}
    viewer = open_viewer(qtbot, match)
    viewer.go_to(step)
    scene = viewer.table.scene
    assert isinstance(scene, BasariScene)
    rows = viewer.players_model.rows()
    for seat, card in chosen.items():
        stall_card, tag = scene.stalls[seat].card, scene.secret_tags[seat]
        if card is None:  # not chosen yet: nothing to show
            assert not stall_card.isVisible() and not tag.isVisible()
            continue
        assert stall_card.isVisible() and stall_card.card == card  # face up
        assert tag.isVisible() and tag.text == "secret"  # ... and not yet revealed
        assert "still secret" in stall_card.toolTip()
        assert rows[seat].cells[-1] == f"({basari_vm.card_title(card)})"

    view_as(viewer, 0)  # Layla saw only her own card
    assert scene.stalls[0].card.card == chosen[0]
    assert scene.stalls[1].card.isVisible() and scene.stalls[1].card.card is None
    assert not any(tag.isVisible() for tag in scene.secret_tags)

    view_as(viewer, EVERYTHING)  # at the reveal the cards are public: no mark any more
    while (vm := viewer.table.vm) is not None and vm.phase == "choose_cards":
        viewer.step_forward()
    vm = viewer.table.vm
    assert vm is not None
    revealed = vm.revealed
    assert revealed is not None and revealed[1] == chosen[1]
    assert scene.stalls[1].card.card == chosen[1]
    assert not any(tag.isVisible() for tag in scene.secret_tags)


# --- live play ---------------------------------------------------------------------------------
def live_update(state: State[Any], looking: int | None, people: str) -> Update:
    """What the adapter hands a table at play: `looking`'s view, or the whole state when
    only bots play (nobody in particular looks)."""
    names = ["Layla", "Omar", "Zeynep", "Karim"]
    table_seats = tuple(
        Seat(names[i], "human" if kind == "h" else "bot", None if kind == "h" else "random")
        for i, kind in enumerate(people)
    )
    return Update(
        generation=1,
        game_id=state.game.id,
        seats=table_seats,
        view=state.view(looking) if looking is not None else state.clone(),
        looking_seat=looking,
        events=(),
        public_events=(),
        deciding=state.current_players(),
        human_to_act=None,
        curtain_for=None,
        thinking=(),
        can_undo=False,
        is_over=state.is_terminal(),
        score_history=(),
        seed=0,
    )


def test_live_basta_keeps_the_other_hands_hidden(qtbot: Any, window: MainWindow) -> None:
    window.start_game(basta("h", "b", "b", "b", seed=5))
    wait_for(qtbot, lambda: human_can_act(window))
    table = window.table
    assert isinstance(table, BastaTable)
    assert not table.reveal_all
    scene = table.scene
    assert isinstance(scene, BastaScene)
    state = cast(BastaState, match_of(window).state)
    assert bottom_hand(scene) == list(state.hand(0))  # the person's own hand
    assert shown_hands(scene) == {}
    assert table.vm is not None and table.vm.hands is None


def test_a_table_never_reveals_what_its_update_does_not_hold(qtbot: Any) -> None:
    """Even asked to reveal, a table shows no secret from a seat's view; and a bots-only live
    table (the whole state, nobody asking) keeps every hand face down."""
    match = finished_match("basta", "hbbb", seed=11)
    state = cast(BastaState, replay_positions(match)[len(match.history) // 2][0])
    table = BastaTable(["Layla", "Omar", "Zeynep", "Karim"])
    scene = table.scene
    assert isinstance(scene, BastaScene)
    table.show_update(live_update(state, None, "bbbb"), 0.0)  # bots only, at play
    assert shown_hands(scene) == {}
    assert bottom_hand(scene) == [None] * state.hand_counts[0]  # face down
    table.set_reveal_all(True)
    table.show_update(dataclasses.replace(live_update(state, 0, "hbbb"), generation=2), 0.0)
    assert shown_hands(scene) == {}

    basari_match = finished_match("basari", "hbb", seed=11)
    secret = replay_positions(basari_match)[secret_step(basari_match)][0]
    basari_table = BasariTable(["Layla", "Omar", "Zeynep"])
    basari_table.set_reveal_all(True)
    basari_table.show_update(live_update(secret, 0, "hbb"), 0.0)
    basari_scene = basari_table.scene
    assert isinstance(basari_scene, BasariScene)
    assert basari_scene.stalls[1].card.card is None  # Omar's choice: face down
    assert not any(tag.isVisible() for tag in basari_scene.secret_tags)
    basari_table.set_reveal_all(False)
    basari_table.show_update(live_update(secret, None, "bbb"), 0.0)  # bots only, at play
    assert basari_scene.stalls[1].card.card is None
    assert basari_scene.stalls[0].card.card is None
