"""The web table: the server's own page, so a friend plays from any browser with nothing to
install. Plain files shipped in the package (`bazaar_resources/web/`, with the phone page's
words and decision components from `bazaar_resources/companion/`): no CDN, no build step.

`/` joins a table by room code and name (or watches it); `/play#SECRET` is a seat's web link
(`protocol.web_link`): the secret stays in the fragment, which a browser never sends, so no
request, log line or referrer holds it. The page then speaks the table protocol at `/ws`
like any other client. Every answer carries the page's security headers.
"""

from __future__ import annotations

import html
import json
from collections.abc import Mapping
from pathlib import Path

from aiohttp import web

from bazaar_engine import games
from bazaar_engine.core.resources import resources_dir
from bazaar_resources.seat_marks import SEAT_COLOURS, SEAT_INKS
from bazaar_server import protocol as p

# The page loads only its own files and talks only to this server; no frame may hold it.
SECURITY_HEADERS: Mapping[str, str] = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}
TYPES = {".js": "application/javascript", ".css": "text/css", ".json": "application/json"}
SHARED_FROM_PHONES = ("words.js", "parts.js", "companion.css")  # one source for both pages


def page_files(resources: Path) -> dict[str, Path]:
    """The name each file is served under at `/w/NAME` -> the file."""
    web_dir, phones = resources / "web", resources / "companion"
    files = {f.name: f for f in web_dir.iterdir() if f.is_file() and f.suffix in TYPES}
    files.update({name: phones / name for name in SHARED_FROM_PHONES})
    for game in games.GAME_IDS:  # the phones' decision components: the one copy
        for suffix in (".js", ".css"):
            component = phones / "games" / f"{game}{suffix}"
            if component.is_file():
                files[f"game-{game}{suffix}"] = component
        board = resources / f"{game}-board.json"  # the desktop's own board data, if any
        if board.is_file():
            files[board.name] = board
    return files


def marks_script() -> str:
    """Each seat's colour and ink, from the desktop's one definition (`seat_marks.py`, read
    by `bazaar_desktop/appearance/seat_marks.py` too): the page draws every person as the
    desktop does (`BazaarMarks` in adapt.js adds the letters)."""
    return (
        f"window.BAZAAR_SEAT_COLOURS = {json.dumps(list(SEAT_COLOURS))};\n"
        f"window.BAZAAR_SEAT_INKS = {json.dumps(list(SEAT_INKS))};\n"
    )


def install(app: web.Application, server_version: str) -> None:
    """The web table's routes and headers on the table server's application."""
    resources = resources_dir()
    files = page_files(resources)
    table_page = (resources / "web" / "table.html").read_text(encoding="utf-8")
    # The page says hello with the server's own version (it is served by it).
    table_page = table_page.replace("{{version}}", html.escape(server_version, quote=True))

    async def page(_request: web.Request) -> web.Response:
        return web.Response(text=table_page, content_type="text/html", charset="utf-8")

    marks = marks_script()

    async def file(request: web.Request) -> web.Response:
        if request.match_info["name"] == "marks.js":
            return web.Response(text=marks, content_type="application/javascript")
        found = files.get(request.match_info["name"])
        if found is None:
            raise web.HTTPNotFound(text="no such file\n")
        body = found.read_bytes()
        return web.Response(body=body, content_type=TYPES[found.suffix], charset="utf-8")

    app.router.add_get("/", page)
    app.router.add_get(p.WEB_SEAT_PATH, page)
    app.router.add_get("/w/{name}", file)
