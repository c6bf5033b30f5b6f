"""An online table in Games in progress: a small file beside the kept games
(`online-TABLE.bazaar-online.json`, owner-only) naming the server, the table and this
window's seats with their tokens, so Continue takes the seats back. The game itself is the
server's; the file holds no view, only what the list shows (the game, the names, the round
and the public scores) and the seats' secrets (as a seat link does). A table hosted on this
computer also names the address and port its server keeps (Continue starts it again there)
and the invited seats' secrets (to hand out new links if the port must change). It goes when
the game ends or the person deletes it."""

from __future__ import annotations

import contextlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from bazaar_desktop.services.games_in_progress import MAX_HEADER_BYTES, ONLINE_SUFFIX
from bazaar_desktop.services.own_files import read_private, write_new_private

FORMAT = "bazaar-online"


@dataclass(frozen=True)
class Ticket:
    server: str  # the table's WebSocket (ws://HOST:PORT/ws)
    table: str
    room: str
    game_id: str
    names: tuple[str, ...]
    tokens: dict[int, str]  # this window's seats
    hosted: tuple[str, int] | None = None  # the server this computer hosts: address, port
    invites: dict[int, str] = field(default_factory=dict)  # the host's: invited seats
    round: int | None = None  # the round in progress (public)
    scores: tuple[float, ...] = ()  # the public scores, seat by seat


def ticket_path(folder: Path, table: str) -> Path:
    safe = "".join(c for c in table if c.isalnum() or c in "-_")[:64] or "table"
    return folder / f"online-{safe}{ONLINE_SUFFIX}"


def write_ticket(folder: Path, ticket: Ticket) -> Path:
    """Write (or replace) the ticket of `ticket.table`, atomically."""
    data = {
        "format": FORMAT,
        "version": 1,
        "game": ticket.game_id,
        "seats": [{"name": name} for name in ticket.names],
        "server": ticket.server,
        "table": ticket.table,
        "room": ticket.room,
        "tokens": _by_seat(ticket.tokens),
        "summary": {"scores": list(ticket.scores)}
        | ({"round": ticket.round} if ticket.round is not None else {}),
    }
    if ticket.hosted is not None:
        data["hosted"] = {"host": ticket.hosted[0], "port": ticket.hosted[1]}
        data["invites"] = _by_seat(ticket.invites)
    folder.mkdir(parents=True, exist_ok=True)
    path = ticket_path(folder, ticket.table)
    temp = path.with_name(path.name + ".tmp")
    with contextlib.suppress(FileNotFoundError):
        os.unlink(temp)
    write_new_private(temp, json.dumps(data).encode())
    os.replace(temp, path)
    return path


def _by_seat(tokens: dict[int, str]) -> dict[str, str]:
    return {str(seat): token for seat, token in sorted(tokens.items())}


def read_ticket(path: Path) -> Ticket:
    """A ticket read and checked; `ValueError` naming what is wrong."""
    try:
        data = json.loads(read_private(path, MAX_HEADER_BYTES))
        if data.get("format") != FORMAT:
            raise ValueError("not an online table")
        tokens = {int(seat): str(token) for seat, token in data["tokens"].items()}
        hosted = data.get("hosted")
        where = (str(hosted["host"]), int(hosted["port"])) if hosted is not None else None
        invites = {int(seat): str(token) for seat, token in data.get("invites", {}).items()}
        return Ticket(
            str(data["server"]),
            str(data["table"]),
            str(data.get("room") or ""),
            str(data["game"]),
            tuple(str(seat["name"]) for seat in data["seats"]),
            tokens,
            where,
            invites,
        )
    except (OSError, KeyError, TypeError, AttributeError) as exc:
        raise ValueError(f"not an online table: {exc}") from exc


def remove_ticket(folder: Path, table: str) -> None:
    with contextlib.suppress(OSError):
        os.unlink(ticket_path(folder, table))
