"""Online evenings that survive real life, with real parts: the host's window and Bea's window
each in a process of their own (`online_host_peer.py`, `online_peer.py` under pytest), the
table server the host's window starts on this computer. The host's window and its server are
killed (-9) mid-game and the window started again: Continue starts the server again on its
port, seats the host again, Bea's window comes back by itself, and both play to the same end
with every decision the host's window made in the game. The hosted server is killed mid-game:
the host's window says so and starts it again; Bea's window says the server is gone, comes
back by itself, and both end with the same history. In the test's own process: an address
that does not answer, one that refuses, another version, a TLS problem, a finished table and a
wrong room code are each told, with what to check and Retry; quitting; a taken port."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from desktop_support import wait_for
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from test_online_play import a_window

from bazaar_desktop.remote import link as link_module
from bazaar_desktop.remote.host import NOTE_NAME, ServerProcess
from bazaar_desktop.window.main_window import MainWindow

HERE = Path(__file__).resolve().parent
LIMIT_S = 600.0  # a broken game, not a slow one: the peers are stopped after this
KILL_AT = 4  # the host's decisions after which something is killed (Basta! is far longer)


def pytest_process(script: str, env: dict[str, str], folder: Path) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    command += ["--basetemp", str(folder), str(HERE / script)]
    log = (folder.parent / f"{folder.name}.log").open("wb")
    return subprocess.Popen(
        command, env={**os.environ, **env}, cwd=HERE.parent.parent, stdout=log, stderr=log
    )


class Evening:
    """Ann hosts (her profile in `ann/`), Bea joins by her link; the processes and the hosted
    server are stopped at the end whatever happened."""

    def __init__(self, tmp_path: Path, pause_s: float = 0.0) -> None:
        self.tmp = tmp_path
        self.profile = tmp_path / "ann"
        self.link = tmp_path / "link.txt"
        self.progress = tmp_path / "progress.txt"
        self.bea_said = tmp_path / "bea_said.txt"  # Bea's status lines as they are said
        self.pause_s = pause_s
        self.processes: list[subprocess.Popen[bytes]] = []

    def host(self, mode: str, run: str) -> subprocess.Popen[bytes]:
        env = {
            "BAZAAR_HOST_MODE": mode,
            "BAZAAR_HOST_FOLDER": str(self.profile),
            "BAZAAR_HOST_LINK": str(self.link),
            "BAZAAR_HOST_PROGRESS": str(self.progress),
            "BAZAAR_HOST_REPORT": str(self.tmp / "ann.json"),
            "BAZAAR_HOST_QUIT_AFTER": str(self.tmp / "bea.json"),
            "BAZAAR_HOST_PAUSE_S": str(self.pause_s),
            "BAZAAR_HOST_WAIT_AT": str(KILL_AT if self.pause_s else 0),
        }
        process = pytest_process("online_host_peer.py", env, self.tmp / run)
        self.processes.append(process)
        return process

    def bea(self) -> subprocess.Popen[bytes]:
        self.wait(lambda: self.link.exists())
        env = {
            "BAZAAR_PEER_LINK": self.link.read_text(),
            "BAZAAR_PEER_REPORT": str(self.tmp / "bea.json"),
            "BAZAAR_PEER_SAID": str(self.bea_said),
        }
        process = pytest_process("online_peer.py", env, self.tmp / "bea")
        self.processes.append(process)
        return process

    def wait(self, condition: Any) -> None:
        deadline = time.monotonic() + LIMIT_S
        while not condition():
            assert time.monotonic() < deadline, "the game did not go on"
            assert all(p.poll() in (None, 0) for p in self.processes), self.logs()
            time.sleep(0.05)

    def decisions(self) -> int:
        """How many decisions the host's window made (-1: it waits for its server to stop)."""
        try:
            text = self.progress.read_text()
        except OSError:
            return 0
        return -1 if text == "waiting" else int(text or 0)

    def bea_was_told(self, words: str) -> bool:
        try:
            return words in self.bea_said.read_text(encoding="utf-8")
        except OSError:
            return False

    def server_pid(self) -> int:
        return int(json.loads((self.profile / "server" / NOTE_NAME).read_text())["pid"])

    def finish(self, *processes: subprocess.Popen[bytes]) -> tuple[dict[str, Any], ...]:
        deadline = time.monotonic() + LIMIT_S
        for process in processes:
            process.wait(max(1.0, deadline - time.monotonic()))
        assert [p.returncode for p in processes] == [0] * len(processes), self.logs()
        return tuple(json.loads((self.tmp / f"{n}.json").read_text()) for n in ("ann", "bea"))

    def logs(self) -> str:
        return "\n".join(log.read_text(errors="replace")[-3000:] for log in self.tmp.glob("*.log"))

    def stop(self) -> None:
        for process in self.processes:
            if process.poll() is None:
                process.kill()
                process.wait()
        note = self.profile / "server" / NOTE_NAME
        if note.exists():  # the hosted server, if a window left it running
            with contextlib.suppress(OSError, ValueError):
                os.kill(self.server_pid(), signal.SIGKILL)


@pytest.fixture
def evening(tmp_path: Path) -> Iterator[Evening]:
    made = Evening(tmp_path)
    try:
        yield made
    finally:
        made.stop()


def taken_or_told(report: dict[str, Any], seat: int, history: list[dict[str, Any]]) -> None:
    """Every decision the window made is in the game's history, in answer to the frame it
    was made on (at its decision number or, after another seat's simultaneous one, later but
    before the window's next), or the window said it was not taken (the game had moved on)."""
    told = any("moved on" in line for line in report["said"])
    mine = [i for i, entry in enumerate(history) if entry["player"] == seat]
    decided = report["decided"]
    for k, n in enumerate(decided):
        before = decided[k + 1] if k + 1 < len(decided) else len(history)
        found = [i for i in mine if n <= i < max(before, n + 1)]
        assert found or told, (n, report["said"])


def test_the_host_window_killed_mid_game_continues_and_every_window_is_seated_again(
    evening: Evening,
) -> None:
    first = evening.host("host", "ann1")
    bea = evening.bea()
    evening.wait(lambda: evening.decisions() >= KILL_AT)
    server = evening.server_pid()
    first.kill()  # kill -9: no goodbye, the window's files as they were
    first.wait()
    evening.processes.remove(first)  # its end is the test's doing, not a failure to report
    # Its server lives on in a session of its own (a window started again would take it
    # over); killed too, as a power cut or a logout would: Continue must start it again, on
    # the port Bea's window still dials.
    os.kill(server, signal.SIGKILL)
    # Bea is told the server is gone before Ann's window comes back (on a fast machine a
    # window and its server can start again within the 2 s that mark a blip).
    evening.wait(lambda: evening.bea_was_told("does not answer"))
    again = evening.host("continue", "ann2")
    ann, bea_saw = evening.finish(again, bea)
    # Both played on to the same end, from the same history, which holds every decision
    # Ann's second window made (her first window's were all answered before it was killed).
    assert ann["n"] == bea_saw["n"] and ann["ranked"] == bea_saw["ranked"]
    assert ann["history"] == bea_saw["history"] and len(ann["history"]) == ann["n"]
    assert ann["decided"] and bea_saw["decisions"] > 0
    taken_or_told(ann, 0, ann["history"])
    assert any("Connected" in line for line in ann["said"])
    assert any("does not answer" in line for line in bea_saw["said"]), bea_saw["said"]


def test_the_hosted_server_killed_mid_game_is_told_started_again_and_the_game_ends(
    tmp_path: Path,
) -> None:
    evening = Evening(tmp_path, pause_s=3.0)  # the host answers after 3 s, as a person would
    try:
        host = evening.host("host", "ann")
        bea = evening.bea()
        evening.wait(lambda: evening.decisions() == -1)  # Ann's hands are off the keys
        os.kill(evening.server_pid(), signal.SIGKILL)
        ann, bea_saw = evening.finish(host, bea)
    finally:
        evening.stop()
    assert ann["restarted"]
    assert any("table server on this computer stopped" in line for line in ann["said"])
    assert any("does not answer" in line for line in bea_saw["said"]), bea_saw["said"]
    assert ann["n"] == bea_saw["n"] and ann["ranked"] == bea_saw["ranked"]
    assert ann["history"] == bea_saw["history"]
    taken_or_told(ann, 0, ann["history"])


# --- in this process: a table that cannot be reached -----------------------------------------
@pytest.fixture
def window(qtbot: Any, tmp_path: Path) -> Iterator[MainWindow]:
    made = a_window(qtbot, tmp_path / "window")
    yield made
    made.online_desk().stop()


def join_by_room(qtbot: Any, window: MainWindow, address: str, room: str) -> Any:
    dialog = window.online_desk().open()
    dialog.tabs.setCurrentIndex(1)
    qtbot.keyClicks(dialog.join_address, address)
    qtbot.keyClicks(dialog.room, room)
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    return dialog


def told(qtbot: Any, window: MainWindow) -> QMessageBox:
    # The deadline is the link's own (FIRST_TRY_S) and a margin for a loaded machine
    deadline_ms = int((link_module.FIRST_TRY_S + 30) * 1000)
    wait_for(qtbot, lambda: window.online_desk().problem_box is not None, deadline_ms)
    box = window.online_desk().problem_box
    assert box is not None and box.isVisible()
    return box


def test_an_address_that_does_not_answer_is_told_with_what_to_check_and_retry(
    qtbot: Any, window: MainWindow
) -> None:
    with socket.socket() as silent:  # takes connections, never answers them
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)
        address = f"127.0.0.1:{silent.getsockname()[1]}"
        dialog = join_by_room(qtbot, window, address, "ABCDEF")
        box = told(qtbot, window)
        assert f"Nothing answered at {address}." in box.text()
        assert "same network" in box.text() and "firewall" in box.text()
        assert dialog.isVisible()  # the dialog stays, to change the address
        retry = box.button(QMessageBox.StandardButton.Retry)
        assert retry is not None and retry.text() == "&Retry"
        retry.click()  # tried again: told again
        told(qtbot, window)
    assert window.last_update is None  # nothing replaced the welcome page


def test_a_refused_connection_is_told_in_the_persons_language(
    qtbot: Any, window: MainWindow
) -> None:
    from bazaar_desktop.services import i18n

    window.app_settings.set_language("de")
    try:
        with socket.socket() as closed:
            closed.bind(("127.0.0.1", 0))
            port = closed.getsockname()[1]  # bound, not listening: connections are refused
            join_by_room(qtbot, window, f"127.0.0.1:{port}", "ABCDEF")
            box = told(qtbot, window)
        assert "Die Verbindung wurde abgelehnt" in box.text(), box.text()
        assert "Firewall" in box.text() and "selben Netzwerk" in box.text()
        retry = box.button(QMessageBox.StandardButton.Retry)
        assert retry is not None and retry.text() == "&Erneut versuchen"
    finally:
        i18n.install_language("en")


def test_a_wrong_room_code_is_said_beside_its_field_and_the_dialog_stays(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    server = ServerProcess("127.0.0.1", tmp_path / "server")
    server.start(60.0)
    try:
        dialog = join_by_room(qtbot, window, server.address, "ZZZZZZ")
        wait_for(qtbot, lambda: dialog.room_problem.isVisible(), 30_000)
        assert "No table at" in dialog.room_problem.text()
        assert dialog.isVisible() and dialog.room.hasFocus()
        assert window.online_desk().problem_box is None
    finally:
        server.stop()


# --- quitting ----------------------------------------------------------------------------------
def host_with_a_bot(qtbot: Any, window: MainWindow) -> ServerProcess:
    """Host on this computer: Ann and a Random bot, so the game starts at once."""
    dialog = window.online_desk().open()
    dialog.lan.addItem("127.0.0.1")
    dialog.lan.setCurrentText("127.0.0.1")
    dialog.game.setCurrentIndex(dialog.game.findData("basta"))
    dialog.players.setValue(2)
    dialog.seat_kinds[1].setCurrentIndex(dialog.seat_kinds[1].findData("random"))
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    wait_for(qtbot, lambda: window.last_update is not None, 60_000)
    dialog.close()
    server = window.online_desk().server
    assert server is not None and server.process is not None
    return server


def test_sigterm_closes_the_host_window_as_quit_does_and_its_server_stops(
    qtbot: Any, window: MainWindow
) -> None:
    from bazaar_desktop.window.terminate import close_on_terminate

    process = host_with_a_bot(qtbot, window).process
    assert process is not None
    undo = close_on_terminate(window, window.confirm_quit)
    try:
        os.kill(os.getpid(), signal.SIGTERM)  # as a logout or `kill` does
        wait_for(qtbot, lambda: not window.isVisible(), 30_000)
    finally:
        undo()
    assert window.online_desk().quit_prompt is None  # closed without asking
    assert process.poll() is not None  # no orphan left behind


def test_the_hosts_quit_question_says_what_happens_and_may_keep_the_server(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    server = host_with_a_bot(qtbot, window)
    process, port = server.process, server.port
    assert process is not None
    window.close()
    prompt = window.online_desk().quit_prompt
    assert prompt is not None and prompt.isVisible()
    assert "You host this table: quitting stops its server" in prompt.text()
    pictures(prompt, tmp_path, "quit-question")
    [keep] = [b for b in prompt.buttons() if "keep the server" in b.text()]
    keep.click()
    wait_for(qtbot, lambda: not window.isVisible())
    assert process.poll() is None  # kept running for the others
    # The next window takes it over (the same process, port and store), and stops it.
    later = ServerProcess("127.0.0.1", server.store.parent, port)
    try:
        later.start()
        assert later.adopted_pid == process.pid and later.running()
    finally:
        later.stop()
    assert process.wait(30) is not None


def test_names_default_to_the_one_used_last_and_bot_levels_are_capitalised(
    qtbot: Any, window: MainWindow
) -> None:
    from bazaar_desktop.services.settings import system_user_name

    dialog = window.online_desk().open()
    assert dialog.seat_names[0].text() == (system_user_name() or "Player 1")
    assert dialog.seat_kinds[0].itemText(dialog.seat_kinds[0].findData("medium")) == "Bot: Medium"
    window.settings.setValue("online/name", "Zoë")
    dialog.close()
    window.online_desk().dialog = None  # made again: it reads the name once
    again = window.online_desk().open()
    assert again.seat_names[0].text() == "Zoë" and again.join_name.text() == "Zoë"
    assert window.welcome.online_button.text() == "&Play online…"
    again.close()
    qtbot.mouseClick(window.welcome.online_button, Qt.MouseButton.LeftButton)
    wait_for(qtbot, lambda: window.online_desk().dialog is not None)


def pictures(widget: Any, folder: Path, name: str) -> None:
    """The widget as a person sees it, for looking at (kept in the test's folder)."""
    widget.grab().save(str(folder / f"{name}.png"))


def join_by_link(qtbot: Any, window: MainWindow, link: str) -> Any:
    dialog = window.online_desk().open()
    dialog.tabs.setCurrentIndex(1)
    qtbot.keyClicks(dialog.join_address, link)
    qtbot.mouseClick(dialog.join_button, Qt.MouseButton.LeftButton)
    return dialog


def test_a_finished_tables_link_is_told(qtbot: Any, window: MainWindow, tmp_path: Path) -> None:
    """A seat link the server no longer knows (its table is over and gone, or another
    server's): told, not "Reconnecting…" forever."""
    server = ServerProcess("127.0.0.1", tmp_path / "server")
    server.start(60.0)
    try:
        join_by_link(qtbot, window, f"bazaar://{server.address}/seat/{'x' * 32}")
        box = told(qtbot, window)
        assert f"That table is over, or the server at {server.address} does not have it." in (
            box.text()
        )
    finally:
        server.stop()


def test_a_tls_problem_is_told(qtbot: Any, window: MainWindow, tmp_path: Path) -> None:
    """A secure server whose certificate this computer does not trust (self-signed)."""
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "k.pem",
         "-out", "c.pem", "-days", "2", "-subj", "/CN=127.0.0.1"],
        cwd=tmp_path, check=True, capture_output=True, timeout=60,
    )  # fmt: skip
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    command = [sys.executable, "-m", "bazaar_server.main", "--port", str(port), "--store",
               str(tmp_path / "t.sqlite3"), "--cert", str(tmp_path / "c.pem"), "--key",
               str(tmp_path / "k.pem"), "--bot-workers", "1"]  # fmt: skip
    server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            with socket.socket() as probe:
                if probe.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.05)
        join_by_link(qtbot, window, f"bazaars://127.0.0.1:{port}/seat/{'x' * 32}")
        box = told(qtbot, window)
        assert f"The secure connection to 127.0.0.1:{port} failed" in box.text()
    finally:
        server.terminate()
        server.wait(30)


def test_a_server_of_another_version_is_told_with_both_versions(
    qtbot: Any, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """This window as a Bazaar of another series (the server refuses its hello)."""
    monkeypatch.setattr(link_module, "__version__", "9.9.0")  # this is 0.1.x
    server = ServerProcess("127.0.0.1", tmp_path / "server")
    server.start(60.0)
    try:
        join_by_room(qtbot, window, server.address, "ABCDEF")
        box = told(qtbot, window)
    finally:
        server.stop()
    assert f"The server at {server.address} plays with Bazaar " in box.text()
    assert "this is Bazaar" in box.text() and "same version" in box.text()


def test_continue_when_the_tables_port_is_taken_offers_another_and_new_links(
    qtbot: Any, window: MainWindow, tmp_path: Path
) -> None:
    """Ann hosts Bea (invited) and a bot, and closes her window; another program takes the
    port meanwhile. Continue says so and offers another port; there the table goes on (Ann
    seated again at the same table) and Bea's new link, on the new port, is shown."""
    from PySide6.QtCore import QSettings

    dialog = window.online_desk().open()
    dialog.lan.addItem("127.0.0.1")
    dialog.lan.setCurrentText("127.0.0.1")
    dialog.game.setCurrentIndex(dialog.game.findData("basta"))
    dialog.players.setValue(3)
    dialog.seat_names[0].setText("Ann")
    dialog.seat_names[1].setText("Bea")
    dialog.seat_kinds[2].setCurrentIndex(dialog.seat_kinds[2].findData("random"))
    qtbot.mouseClick(dialog.start, Qt.MouseButton.LeftButton)
    wait_for(qtbot, lambda: dialog.invites.isVisible(), 60_000)
    wait_for(qtbot, lambda: window.last_update is not None, 60_000)
    remote = window.adapter.remote
    assert remote is not None
    table, old_port = remote.table_id, window.online_desk().hosting.server.port  # type: ignore[union-attr]
    dialog.close()
    window.online_desk().stop()  # the window closes: its server stops
    window.adapter.stop()
    window.autosaver.release()
    with socket.socket() as squatter:  # another program on the table's port
        squatter.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # past TIME_WAIT
        squatter.bind(("127.0.0.1", old_port))
        squatter.listen(1)
        settings = QSettings(window.settings.fileName(), QSettings.Format.IniFormat)
        folder = tmp_path / "window"
        again = MainWindow(
            settings,
            animations=False,
            stats_path=folder / "stats.sqlite3",
            autosave_path=folder / "autosave.json",
        )
        qtbot.addWidget(again)
        again.show()
        [ticket] = list(folder.glob("**/*.bazaar-online.json"))
        again.resume.kept.continue_game(ticket)
        asked = again.online_desk().problem_box
        assert asked is not None and asked.isVisible()
        assert f"Port {old_port}, which this table's links use, is taken" in asked.text()
        use = asked.button(QMessageBox.StandardButton.Yes)
        assert use is not None
        use.click()
        wait_for(qtbot, lambda: again.last_update is not None, 60_000)
    moved = again.adapter.remote
    server = again.online_desk().server
    assert moved is not None and server is not None and server.port != old_port
    assert moved.table_id == table and moved.seats == (0,)  # the same table, Ann's seat
    links = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox)]
    shown = [box.text() for box in links if box.isVisible() and "new links" in box.text()]
    assert shown and f"Bea: bazaar://127.0.0.1:{server.port}/seat/" in shown[0]
    again.online_desk().stop()
