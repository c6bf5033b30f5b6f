"""Play online: the real window, driven by its widgets, at a table of a real
`bazaar-server` process on loopback that each test starts and stops. The server deals with its
own randomness, so the games differ from run to run; the person decides through the same
keys and clicks as at a local table (the Basta! test's `take_one_decision`)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from desktop_support import top_item, wait_for
from PySide6.QtCore import QSettings, Qt
from test_desktop_basta_game import human_can_act, take_one_decision
from test_desktop_saves import choose_file

from bazaar_desktop.bridge.engine_texts import refusal_text
from bazaar_desktop.remote.again import AgainQuestion
from bazaar_desktop.remote.dialog import PlayOnlineDialog
from bazaar_desktop.remote.host import ServerProcess
from bazaar_desktop.services import i18n
from bazaar_desktop.window.main_window import MainWindow
from bazaar_engine.basta.actions import ExchangeWith
from bazaar_engine.core.errors import IllegalAction
from bazaar_engine.core.saves import read_save

MAX_DECISIONS = 300  # a two-seat Basta! game needs far fewer: this only ends a broken loop


@pytest.fixture
def window(qtbot: Any, tmp_path: Path) -> Iterator[MainWindow]:
    made = a_window(qtbot, tmp_path / "first")
    yield made
    made.online_desk().stop()  # as closing the window does: its connections end


def a_window(qtbot: Any, folder: Path) -> MainWindow:
    folder.mkdir()
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    made = MainWindow(
        settings,
        animations=False,
        stats_path=folder / "stats.sqlite3",
        autosave_path=folder / "autosave.json",
    )
    qtbot.addWidget(made)
    made.resize(1280, 800)
    made.show()
    qtbot.waitExposed(made)
    return made


def open_table_from_dialog(
    qtbot: Any, window: MainWindow, address: str, *, invite: bool = False, game: str = "basta"
) -> PlayOnlineDialog:
    """Game > Play online…, Use a server, `game` (Basta!) with a Random bot, Open the table."""
    dialog = window.online_desk().open()
    qtbot.mouseClick(dialog.use_server, Qt.MouseButton.LeftButton)
    dialog.server_address.setFocus()
    qtbot.keyClicks(dialog.server_address, address)
    dialog.game.setCurrentIndex(dialog.game.findData(game))
    dialog.players.setValue(3 if invite else 2)  # Ann, a Random bot (and Bea, invited)
    dialog.seat_names[0].setText("Ann")
    if invite:
        dialog.seat_names[2].setText("Bea")
    dialog.seat_kinds[1].setCurrentIndex(dialog.seat_kinds[1].findData("random"))
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    wait_for(qtbot, lambda: dialog.invites.isVisible(), 30000)
    if invite:
        return dialog  # the game starts when Bea has taken her seat
    wait_for(qtbot, lambda: window.last_update is not None, 30000)
    dialog.close()
    window.activateWindow()  # offscreen, the window becomes active when asked
    wait_for(qtbot, lambda: window.isActiveWindow())
    return dialog


def decide_once(qtbot: Any, window: MainWindow, rng: random.Random) -> None:
    """Ann decides through the widgets; back once the server's next frame is drawn."""
    wait_for(qtbot, lambda: human_can_act(window), 30000)
    before = window.adapter.remote.frames[0].n  # type: ignore[union-attr]
    take_one_decision(qtbot, window, rng)
    wait_for(qtbot, lambda: window.adapter.remote.frames[0].n > before, 30000)  # type: ignore[union-attr]


def play_to_the_end(qtbot: Any, window: MainWindow, rng: random.Random) -> int:
    decisions = 0
    while True:
        wait_for(qtbot, lambda: human_can_act(window), 30000)
        if window.last_update.is_over:  # type: ignore[union-attr]
            return decisions
        decide_once(qtbot, window, rng)
        decisions += 1
        assert decisions < MAX_DECISIONS


def test_a_whole_game_through_the_server(
    qtbot: Any, window: MainWindow, server: ServerProcess, tmp_path: Path
) -> None:
    open_table_from_dialog(qtbot, window, server.address)
    update = window.last_update
    assert update is not None and update.game_id == "basta"
    assert update.seats[0].name == "Ann" and update.seats[1].is_bot
    window.grab().save(str(tmp_path / "online-table.png"))
    assert play_to_the_end(qtbot, window, random.Random(1)) > 0
    wait_for(qtbot, lambda: window.results_dialog is not None)
    window.results_dialog.grab().save(str(tmp_path / "online-results.png"))  # type: ignore[union-attr]
    window.grab().save(str(tmp_path / "online-end.png"))
    final = window.last_update
    assert final is not None and final.is_over and final.view.is_terminal()
    # Statistics count it, once, as an online game.
    wait_for(qtbot, lambda: window.stats.games_played("basta", online=True) == 1)
    assert window.stats.games_played("basta") == 1
    [ann, bot] = window.stats.results_by_kind("basta")
    assert (ann.is_bot, ann.seats, bot.is_bot, bot.seats) == (False, 1, True, 1)


def test_a_finished_online_game_is_saved_replayed_and_reviewed_from_its_results(
    qtbot: Any,
    window: MainWindow,
    server: ServerProcess,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    open_table_from_dialog(qtbot, window, server.address)
    remote = window.adapter.remote
    assert remote is not None
    play_to_the_end(qtbot, window, random.Random(2))
    wait_for(qtbot, lambda: window.results.results_save_button is not None, 30000)
    # The server gave the whole game only now, once over; the window saves it as a local game.
    path = tmp_path / "online.bazaar.json"
    choose_file(monkeypatch, path)
    qtbot.mouseClick(window.results.results_save_button, Qt.MouseButton.LeftButton)
    wait_for(qtbot, path.exists, 30000)  # written whole, then renamed into place
    saved = read_save(path)
    assert saved.is_over and len(saved.history) == remote.frames[0].n
    assert [(s.name, s.kind, s.level) for s in saved.seats] == [
        ("Ann", "human", None),
        ("Bot 2", "bot", "random"),
    ]
    assert saved.state.view(0).to_json() == remote.frames[0].view.to_json()  # what Ann saw
    # Watch replay steps through every decision, chance included.
    replay = window.results.results_replay_button
    assert replay is not None and replay.isVisible()
    qtbot.mouseClick(replay, Qt.MouseButton.LeftButton)
    viewer = window.replay_viewer
    assert viewer is not None and viewer.isVisible()
    assert viewer.positions.decisions == len(saved.history)
    review = window.results.results_review_button
    assert review is not None and review.isVisible()


def test_an_illegal_decision_is_refused_in_the_engines_words(
    qtbot: Any, window: MainWindow, server: ServerProcess
) -> None:
    open_table_from_dialog(qtbot, window, server.address)
    wait_for(qtbot, lambda: human_can_act(window), 30000)
    remote = window.adapter.remote
    assert remote is not None
    before = remote.frames[0]
    view = before.view
    wrong = ExchangeWith(1)  # no Exchange card was played: there is nothing to swap
    assert wrong not in view.legal_actions(0)
    assert remote.game is not None
    with pytest.raises(IllegalAction) as refused_here:  # the engine, on a state like Ann's view
        remote.game.determinize(view, random.Random(0)).apply(0, wrong)
    with qtbot.waitSignal(remote.refused, timeout=30000) as refused:
        window.adapter.submit(0, wrong)
    reason = str(refused.args[0])
    assert reason == str(refused_here.value)  # the engine's own words, from the server
    assert reason[:1].upper() + reason[1:] in window.statusBar().currentMessage()
    assert remote.frames[0] is before  # no new frame: nothing changed
    assert window.adapter.remote.frames[0].n == before.n  # type: ignore[union-attr]


def test_a_refusal_online_is_worded_in_the_windows_language(
    qtbot: Any, window: MainWindow, server: ServerProcess
) -> None:
    window.app_settings.set_language("es")
    try:
        open_table_from_dialog(qtbot, window, server.address)
        wait_for(qtbot, lambda: human_can_act(window), 30000)
        remote = window.adapter.remote
        assert remote is not None and remote.game is not None
        view = remote.frames[0].view
        wrong = ExchangeWith(1)  # no Exchange card was played: there is nothing to swap
        with pytest.raises(IllegalAction) as refused_here:  # as a local table would refuse it
            remote.game.determinize(view, random.Random(0)).apply(0, wrong)
        spanish = refusal_text(refused_here.value)
        assert spanish != str(refused_here.value)  # worded here, not the engine's English
        with qtbot.waitSignal(remote.refused, timeout=30000) as refused:
            window.adapter.submit(0, wrong)
        assert refused.args[0] == spanish
        assert spanish[1:] in window.statusBar().currentMessage()
        assert window.statusBar().currentMessage().startswith("No permitido")
    finally:
        i18n.install_language("en")


def test_the_window_reconnects_after_the_server_restarts(
    qtbot: Any, window: MainWindow, server: ServerProcess
) -> None:
    open_table_from_dialog(qtbot, window, server.address)
    rng = random.Random(2)
    decide_once(qtbot, window, rng)
    seen = window.adapter.remote.frames[0]  # type: ignore[union-attr]
    states: list[str] = []
    window.adapter.remote.connection.connect(states.append)  # type: ignore[union-attr]
    killed = server.process
    assert killed is not None
    killed.kill()  # kill -9: no goodbye to anyone; the store holds the table
    killed.wait(30)
    wait_for(qtbot, lambda: "reconnecting" in states, 30000)
    assert "Reconnecting" in window.statusBar().currentMessage()
    server.start(60.0)  # the same port, the same store: the table is resumed from it
    wait_for(qtbot, lambda: states[-1] == "open", 30000)
    wait_for(qtbot, lambda: window.adapter.remote.frames[0] is not seen, 30000)  # type: ignore[union-attr]
    back = window.adapter.remote.frames[0]  # type: ignore[union-attr]
    assert back.seat == seen.seat and back.n >= seen.n
    assert back.view.to_json() == seen.view.to_json() or back.n > seen.n
    assert play_to_the_end(qtbot, window, rng) >= 0
    assert window.last_update is not None and window.last_update.is_over


def test_a_second_window_joins_by_the_room_code(
    qtbot: Any, window: MainWindow, server: ServerProcess, tmp_path: Path
) -> None:
    """Ann's dialog shows the room code and Bea's link with its QR code; Bea, at another
    window, types the server's address and the code: both see the table, each their own hand."""
    dialog = open_table_from_dialog(qtbot, window, server.address, invite=True)
    room = dialog.room_code()
    assert len(room) == 6 and dialog.invite_links() and "/seat/" in dialog.invite_links()[0]
    dialog.grab().save(str(tmp_path / "online-dialog.png"))
    bea = a_window(qtbot, tmp_path / "bea")
    join = bea.online_desk().open()
    join.tabs.setCurrentIndex(1)
    qtbot.keyClicks(join.join_address, server.address)
    qtbot.keyClicks(join.room, room.lower())  # typed in any case
    join.join_name.clear()
    qtbot.keyClicks(join.join_name, "Bea")
    join.grab().save(str(tmp_path / "online-join.png"))
    qtbot.mouseClick(join.join_button, Qt.MouseButton.LeftButton)
    wait_for(qtbot, lambda: bea.last_update is not None, 30000)
    wait_for(qtbot, lambda: window.last_update is not None, 30000)
    assert bea.last_update is not None and window.last_update is not None
    assert bea.last_update.looking_seat == 2 and window.last_update.looking_seat == 0
    assert bea.last_update.seats[2].name == "Bea"
    ann_hand = window.last_update.view.to_json()
    bea_view = bea.last_update.view.to_json()
    assert ann_hand != bea_view  # each window holds its own seat's view only
    bea.grab().save(str(tmp_path / "online-bea.png"))


def test_host_on_this_computer_and_the_server_stops_with_the_window(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    """Host on this computer: the window starts `bazaar-server` on the chosen address, its
    tables in the profile's folder; Bea joins by her link; when she goes away Ann's log says
    so (the table waits); closing Ann's window stops the server."""
    dialog = window.online_desk().open()
    assert dialog.host_here.isChecked()
    dialog.lan.addItem("127.0.0.1")
    dialog.lan.setCurrentText("127.0.0.1")
    dialog.game.setCurrentIndex(dialog.game.findData("basta"))
    dialog.players.setValue(2)
    dialog.seat_names[0].setText("Ann")
    dialog.seat_names[1].setText("Bea")  # a person elsewhere, invited
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    wait_for(qtbot, lambda: dialog.invites.isVisible(), 60000)
    server = window.online_desk().server
    assert server is not None and server.process is not None
    assert server.store.parent == tmp_path / "first" / "server"
    [link] = dialog.invite_links()
    assert link.startswith(f"bazaar://{server.address}/seat/")
    dialog.close()
    bea = a_window(qtbot, tmp_path / "bea")
    join = bea.online_desk().open()
    join.tabs.setCurrentIndex(1)
    qtbot.keyClicks(join.join_address, link)
    qtbot.mouseClick(join.join_button, Qt.MouseButton.LeftButton)
    wait_for(qtbot, lambda: window.last_update is not None, 30000)
    wait_for(qtbot, lambda: bea.last_update is not None, 30000)
    assert bea.last_update is not None and bea.last_update.looking_seat == 1
    notes: list[str] = []
    window.adapter.updated.connect(lambda update: notes.extend(map(str, update.notes)))
    bea.online_desk().stop()  # Bea's computer goes away
    wait_for(qtbot, lambda: any("Bea is away" in note for note in notes), 30000)
    process = server.process
    window.confirm_quit()
    assert process.poll() is not None  # the server hosted here stopped with the window


def frames_past_and_alike(remote: Any, before: int) -> bool:
    decided = {frame.n for frame in remote.frames.values()}
    return min(decided) > before and len(decided) == 1


def test_two_people_at_one_computer_with_the_curtain_between_them(
    qtbot: Any, window: MainWindow, server: ServerProcess
) -> None:
    """Ann and Bob at this window, a Random bot at the server: the curtain goes up before
    each person's turn, each sees only their own hand, and they play to the end."""
    dialog = window.online_desk().open()
    qtbot.mouseClick(dialog.use_server, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.server_address, server.address)
    dialog.game.setCurrentIndex(dialog.game.findData("basta"))
    dialog.players.setValue(3)
    dialog.seat_names[0].setText("Ann")
    dialog.seat_kinds[1].setCurrentIndex(dialog.seat_kinds[1].findData("random"))
    dialog.seat_kinds[2].setCurrentIndex(dialog.seat_kinds[2].findData("here"))
    dialog.seat_names[2].setText("Bob")
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    wait_for(qtbot, lambda: window.last_update is not None, 30000)
    dialog.close()
    window.activateWindow()
    wait_for(qtbot, lambda: window.isActiveWindow())
    remote = window.adapter.remote
    assert remote is not None
    wait_for(qtbot, lambda: remote.seats == (0, 1))  # the people here first: Ann 0, Bob 1
    rng, curtains, decisions = random.Random(3), set(), 0
    while not window.last_update.is_over:  # type: ignore[union-attr]
        wait_for(
            qtbot,
            lambda: (
                window.last_update.is_over  # type: ignore[union-attr]
                or window.last_update.curtain_for is not None  # type: ignore[union-attr]
                or human_can_act(window)
            ),
            30000,
        )
        update = window.last_update
        assert update is not None
        if update.is_over:
            break
        if update.curtain_for is not None:
            curtains.add(update.curtain_for)
            assert window.page.pages.showing() is window.page.curtain
            qtbot.keyClick(window.page.curtain, Qt.Key.Key_Return)  # as a person lifts it
            wait_for(qtbot, lambda: window.last_update.curtain_for is None)  # type: ignore[union-attr]
            continue
        seat = update.human_to_act
        assert seat is not None and update.looking_seat == seat
        assert update.view.to_json() == remote.frames[seat].view.to_json()  # its own view
        before = max(frame.n for frame in remote.frames.values())
        take_one_decision(qtbot, window, rng)
        # Both seats here past the decision, and at the same one: the window draws only then
        # (a frame one decision ahead of the other seat's leaves its last update as it was).
        wait_for(qtbot, partial(frames_past_and_alike, remote, before), 30000)
        decisions += 1
        assert decisions < MAX_DECISIONS
    assert curtains == {0, 1}


def test_an_online_game_in_progress_is_continued_from_the_list(
    qtbot: Any, window: MainWindow, server: ServerProcess, tmp_path: Path
) -> None:
    """The window closes mid-game; started again on the same profile, Games in progress
    lists the online table, Continue takes Ann's seat back where it was, and the row goes
    when the game ends."""
    open_table_from_dialog(qtbot, window, server.address)
    rng = random.Random(4)
    decide_once(qtbot, window, rng)
    # Ann's turn again: the table waits for her, nothing changes while she is away.
    wait_for(qtbot, lambda: window.adapter.remote.frames[0].to_act == (0,), 30000)  # type: ignore[union-attr]
    seen = window.adapter.remote.frames[0]  # type: ignore[union-attr]
    window.online_desk().stop()  # the window closes (its connections end)
    window.adapter.stop()
    window.autosaver.release()
    settings = QSettings(window.settings.fileName(), QSettings.Format.IniFormat)
    again = MainWindow(
        settings,
        animations=False,
        stats_path=tmp_path / "first" / "stats.sqlite3",
        autosave_path=tmp_path / "first" / "autosave.json",
    )
    qtbot.addWidget(again)
    again.resize(1280, 800)
    again.show()
    again.offer_resume()
    wait_for(qtbot, lambda: not again.start_checker.busy)
    view = again.welcome.games
    assert view is not None and view.isVisible()
    assert view.tree.topLevelItemCount() == 1
    row = top_item(view.tree, 0)
    assert row.text(0) == "Basta! (online)" and row.text(1) == "Ann, Bot 2"
    view.tree.setCurrentItem(row)
    view.continue_button.click()
    wait_for(qtbot, lambda: again.last_update is not None, 30000)
    remote = again.adapter.remote
    assert remote is not None and remote.seats == (0,)
    back = remote.frames[0]
    assert back.n == seen.n and back.view.to_json() == seen.view.to_json()  # where it was
    again.activateWindow()
    wait_for(qtbot, lambda: again.isActiveWindow())
    play_to_the_end(qtbot, again, rng)
    again.online_desk().stop()
    wait_for(qtbot, lambda: not list((tmp_path / "first").glob("**/*.bazaar-online.json")))


def test_a_hint_online_thinks_from_the_seats_view_only(
    qtbot: Any, window: MainWindow, server: ServerProcess
) -> None:
    """H during an online game: the coach runs here, on Ann's view as the server sent it (it
    knows nothing else); after her next decision, H asks about the new position."""
    from test_coach_hint import RecordingAdvisor, ask_for_hint

    advisor = RecordingAdvisor()
    window.hints.advisor = advisor
    open_table_from_dialog(qtbot, window, server.address)
    rng = random.Random(5)
    for asked in (1, 2):
        wait_for(qtbot, lambda: human_can_act(window), 30000)
        advice = ask_for_hint(qtbot, window)
        assert len(advisor.requests) == asked
        request = advisor.requests[-1]
        frame = window.adapter.remote.frames[0]  # type: ignore[union-attr]
        assert request.seat == 0 and request.view.viewer == 0
        assert request.view.to_json() == frame.view.to_json()  # the seat's view, nothing more
        assert advice.best.action in frame.view.legal_actions(0)
        decide_once(qtbot, window, rng)


def test_undo_online_is_granted_by_the_server(
    qtbot: Any, window: MainWindow, server: ServerProcess, tmp_path: Path
) -> None:
    """Basari, Ann here, a Random bot, Bea at another window: once the server says Ann's last
    decision may be taken back, Game > Undo my last choice asks it, and the table goes back
    to Ann's decision."""
    dialog = window.online_desk().open()
    qtbot.mouseClick(dialog.use_server, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(dialog.server_address, server.address)
    dialog.game.setCurrentIndex(dialog.game.findData("basari"))
    dialog.players.setValue(3)  # Ann here, a Random bot, Bea invited
    dialog.seat_names[0].setText("Ann")
    dialog.seat_kinds[1].setCurrentIndex(dialog.seat_kinds[1].findData("random"))
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    wait_for(qtbot, lambda: dialog.invites.isVisible(), 30000)
    [link] = dialog.invite_links()
    dialog.close()
    bea = a_window(qtbot, tmp_path / "bea")
    bea.online_desk().join_link(link)
    wait_for(qtbot, lambda: bea.last_update is not None, 30000)  # every seat taken: it starts
    remote = window.adapter.remote
    assert remote is not None
    rng = random.Random(6)
    for _ in range(MAX_DECISIONS):
        wait_for(
            qtbot,
            lambda: remote.frames[0].can_undo or window.adapter.human_to_act() == 0,
            30000,
        )
        frame = remote.frames[0]
        if frame.can_undo:
            break
        window.adapter.submit(0, frame.view.random_action(0, rng))
        wait_for(qtbot, partial(lambda n: remote.frames[0].n > n, frame.n), 30000)
    else:
        pytest.fail("the server never offered to take a decision back")
    wait_for(qtbot, lambda: window.menu_actions.undo.isEnabled())
    window.menu_actions.undo.trigger()
    wait_for(qtbot, lambda: remote.frames[0].n < frame.n, 30000)
    wait_for(qtbot, lambda: window.last_update.human_to_act == 0)  # type: ignore[union-attr]
    # Each window's log says so once: Ann's that her choice was taken back, Bea's whose.
    told = ("Ann took back their last choice.", "A choice was taken back.")

    def lines(each: MainWindow) -> list[str]:
        each.side.later.flush()
        return each.side.log_view.model_lines()

    wait_for(qtbot, lambda: "Last choice taken back." in lines(window), 30000)
    wait_for(qtbot, lambda: any(text in lines(bea) for text in told), 30000)
    assert lines(window).count("Last choice taken back.") == 1
    assert sum(lines(bea).count(text) for text in told) == 1
    bea.online_desk().stop()


def join_by_room(qtbot: Any, folder: Path, address: str, room: str, name: str) -> MainWindow:
    """A second window takes the table's free seat by the room code (the Join tab)."""
    other = a_window(qtbot, folder)
    join = other.online_desk().open()
    join.tabs.setCurrentIndex(1)
    qtbot.keyClicks(join.join_address, address)
    qtbot.keyClicks(join.room, room)
    join.join_name.clear()
    qtbot.keyClicks(join.join_name, name)
    qtbot.mouseClick(join.join_button, Qt.MouseButton.LeftButton)
    wait_for(qtbot, lambda: other.last_update is not None, 30000)
    join.close()
    return other


def play_both_to_the_end(qtbot: Any, windows: list[MainWindow], rng: random.Random) -> None:
    """Each window's person decides through its widgets when the table asks them."""

    def over(window: MainWindow) -> bool:
        return window.last_update is not None and window.last_update.is_over

    def to_act(window: MainWindow) -> bool:
        return not over(window) and human_can_act(window)

    for _ in range(MAX_DECISIONS):
        wait_for(qtbot, lambda: all(map(over, windows)) or any(map(to_act, windows)), 30000)
        if all(map(over, windows)):
            return
        window = next(w for w in windows if to_act(w))
        remote = window.adapter.remote
        assert remote is not None
        [seat] = remote.seats
        before = remote.frames[seat].n
        window.activateWindow()  # its keys go to the active window, as at a desk
        wait_for(qtbot, window.isActiveWindow)
        take_one_decision(qtbot, window, rng)
        wait_for(qtbot, lambda: remote.frames[seat].n > before, 30000)  # noqa: B023
    raise AssertionError("the game did not end")


def test_play_again_online_takes_every_window_to_a_new_table_with_the_same_seats(
    qtbot: Any, window: MainWindow, server: ServerProcess, tmp_path: Path
) -> None:
    """Ann's Game > Play again takes her to a new table with the same seats where the next
    player starts; Bea's window keeps its results and asks her (Join / Not now): Join takes
    her there too."""
    dialog = open_table_from_dialog(qtbot, window, server.address, invite=True)
    bea = join_by_room(qtbot, tmp_path / "bea", server.address, dialog.room_code(), "Bea")
    try:
        wait_for(qtbot, lambda: window.last_update is not None, 30000)
        dialog.close()
        first = window.adapter.remote
        assert first is not None and bea.adapter.remote is not None
        old_table = first.table_id
        assert window.adapter.match.game.options["first_player"] == 0  # type: ignore[union-attr]
        play_both_to_the_end(qtbot, [window, bea], random.Random(5))
        wait_for(qtbot, lambda: window.results.results_play_again_button is not None, 30000)
        wait_for(qtbot, lambda: bea.results_dialog is not None, 30000)
        assert window.menu_actions.again.isEnabled()
        window.menu_actions.again.trigger()  # Game > Play again
        wait_for(qtbot, lambda: bea.findChild(AgainQuestion) is not None, 30000)
        question = bea.findChild(AgainQuestion)
        assert question is not None and question.isVisible()
        assert bea.results_dialog is not None and bea.results_dialog.isVisible()  # kept
        assert bea.adapter.remote.table_id == old_table
        qtbot.mouseClick(question.join_button, Qt.MouseButton.LeftButton)
        for each, seat in ((window, 0), (bea, 2)):
            wait_for(
                qtbot,
                partial(
                    lambda w: (
                        w.adapter.remote is not None
                        and w.adapter.remote.table_id not in ("", old_table)
                        and w.last_update is not None
                        and not w.last_update.is_over
                    ),
                    each,
                ),
                30000,
            )
            update = each.last_update
            assert update is not None and update.looking_seat == seat
            assert [s.name for s in update.seats] == ["Ann", "Bot 2", "Bea"]
            # The next player starts (the tooltip of Play again says so).
            assert each.adapter.match.game.options["first_player"] == 1  # type: ignore[union-attr]
        assert window.adapter.remote.table_id == bea.adapter.remote.table_id  # type: ignore[union-attr]
        assert window.results_dialog is None  # the results went with the old table
    finally:
        bea.online_desk().stop()


def test_not_now_keeps_the_results_and_play_again_later_joins_the_same_table(
    qtbot: Any, window: MainWindow, server: ServerProcess, tmp_path: Path
) -> None:
    """Bea answers Not now: her results stay, Ann's new table waits for her; later Bea's own
    Game > Play again takes her to that same table. Enter in the results keeps them, and
    Game > Show the results opens them again once closed."""
    dialog = open_table_from_dialog(qtbot, window, server.address, invite=True)
    bea = join_by_room(qtbot, tmp_path / "bea", server.address, dialog.room_code(), "Bea")
    try:
        wait_for(qtbot, lambda: window.last_update is not None, 30000)
        dialog.close()
        play_both_to_the_end(qtbot, [window, bea], random.Random(8))
        wait_for(qtbot, lambda: bea.results_dialog is not None, 30000)
        results = bea.results_dialog
        assert results is not None
        results.activateWindow()
        qtbot.keyClick(results, Qt.Key.Key_Return)  # Enter does not throw the results away
        assert results.isVisible()
        results.close()
        wait_for(qtbot, lambda: not results.isVisible())
        bea.menu_actions.results.trigger()  # Game > Show the results
        wait_for(qtbot, lambda: bea.results_dialog is not None and bea.results_dialog.isVisible())
        old_table = bea.adapter.remote.table_id  # type: ignore[union-attr]
        wait_for(qtbot, lambda: window.results.results_play_again_button is not None, 30000)
        qtbot.mouseClick(window.results.results_play_again_button, Qt.MouseButton.LeftButton)
        wait_for(qtbot, lambda: bea.findChild(AgainQuestion) is not None, 30000)
        question = bea.findChild(AgainQuestion)
        assert question is not None
        qtbot.mouseClick(question.later_button, Qt.MouseButton.LeftButton)
        wait_for(qtbot, lambda: "Waiting for Bea" in window.statusBar().currentMessage(), 30000)
        assert bea.adapter.remote.table_id == old_table  # type: ignore[union-attr]
        assert bea.results_dialog is not None and bea.results_dialog.isVisible()
        bea.menu_actions.again.trigger()  # later: Game > Play again, the same new table
        new_table = window.adapter.remote.table_id  # type: ignore[union-attr]
        wait_for(
            qtbot,
            lambda: (
                bea.adapter.remote.table_id == new_table  # type: ignore[union-attr]
                and bea.last_update is not None
                and not bea.last_update.is_over
            ),
            30000,
        )
        wait_for(qtbot, lambda: "Everyone is here" in window.statusBar().currentMessage(), 30000)
    finally:
        bea.online_desk().stop()


def test_the_host_hands_an_away_seat_to_a_bot_and_gives_it_back(
    qtbot: Any, window: MainWindow, server: ServerProcess, tmp_path: Path
) -> None:
    dialog = open_table_from_dialog(qtbot, window, server.address, invite=True)
    # Until Bea has taken her seat the game waits, and the window says for whom.
    wait_for(qtbot, lambda: "Waiting for Bea" in window.statusBar().currentMessage(), 30000)
    bea = join_by_room(qtbot, tmp_path / "bea", server.address, dialog.room_code(), "Bea")
    wait_for(qtbot, lambda: "Everyone is here" in window.statusBar().currentMessage(), 30000)
    dialog.close()
    remote = window.adapter.remote
    assert remote is not None
    assert remote.frames[0].seats[1].level == "random"  # the bot's level, for Statistics
    menu = window.menus.menus["seats"]
    menu.aboutToShow.emit()
    assert [a.text() for a in menu.actions()] == ["(nobody is away)"]
    bea.online_desk().stop()  # Bea's window goes away: the table waits for her
    wait_for(qtbot, lambda: 2 in remote.away, 30000)

    def entry(text: str) -> Any:
        menu.aboutToShow.emit()
        [action] = [a for a in menu.actions() if a.text() == text]
        assert action.isEnabled()
        return action

    entry("Let a bot play for Bea").trigger()
    wait_for(qtbot, lambda: remote.frames[0].stand_ins == (2,), 30000)
    assert remote.frames[0].seats[2].is_bot and remote.frames[0].seats[2].level == "easy"
    assert 2 not in remote.away  # the table no longer waits for her
    entry("Give Bea's seat back").trigger()
    wait_for(qtbot, lambda: remote.frames[0].stand_ins == () and 2 in remote.away, 30000)
    assert not remote.frames[0].seats[2].is_bot
