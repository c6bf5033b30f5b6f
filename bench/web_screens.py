"""Pictures of the web table from headless Chromium against a real `bazaar-server`:
`python bench/web_screens.py [OUT_DIR]` (default /tmp/web-screens): each game at phone
(360x640) and desktop (1366x768, 1920x1080) size, in English, German and Spanish, and dark,
a few decisions in (the person pressing what the page offers, beside Random bots)."""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.server.serving import ServerProcess  # noqa: E402
from tests.web.pages import DESKTOP, PHONE, PRESS, browser, create_table  # noqa: E402

LOOKS: tuple[tuple[str, tuple[int, int], str, bool], ...] = (
    ("phone", PHONE, "en-US", False),
    ("phone-de", PHONE, "de-DE", False),
    ("desktop-es", DESKTOP, "es-ES", False),
    ("desktop", DESKTOP, "en-US", False),
    ("full-dark", (1920, 1080), "de-DE", True),
)


def picture(port: int, game: str, look: tuple[str, tuple[int, int], str, bool], out: Path) -> None:
    name, size, lang, dark = look
    seats: list[dict[str, Any]] = [{"kind": "person", "name": "Layla"}]
    seats += [{"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]
    created = create_table(port, game, seats)
    driver = browser(size, lang, dark)
    try:
        driver.get(created["seats"][0]["web"])
        pressed = 0
        deadline = time.monotonic() + 60
        while pressed < 3 and time.monotonic() < deadline:
            pressed += driver.execute_script(PRESS) == "pressed"
            time.sleep(0.05)
        while driver.execute_script(PRESS) == "wait" and time.monotonic() < deadline:
            time.sleep(0.05)  # the person's turn again: a decision in view
        driver.save_screenshot(str(out / f"{game}-{name}.png"))
    finally:
        driver.quit()


def main() -> None:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/web-screens")
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        server = ServerProcess(Path(folder) / "tables.sqlite3").start()
        try:
            for game in ("basta", "jewels", "basari"):
                for look in LOOKS:
                    picture(server.port, game, look, out)
        finally:
            server.stop()
    print(f"pictures in {out}")


if __name__ == "__main__":
    main()
