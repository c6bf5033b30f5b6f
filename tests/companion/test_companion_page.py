"""The seat's page ships as plain files: under 200 KB, nothing fetched from anywhere else,
installed with the package, every word of the page in English, Spanish and German."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "resources" / "bazaar_resources" / "companion"


def test_the_page_weighs_under_200_kb_and_loads_only_its_own_files() -> None:
    files = [path for path in sorted(PAGE.rglob("*")) if path.is_file()]
    assert sum(path.stat().st_size for path in files) < 200_000
    served = {"desktop.js", "game.js", "game.css"}  # made or picked by the server
    for html in PAGE.glob("*.html"):
        links = re.findall(r'(?:src|href)="([^"]+)"', html.read_text(encoding="utf-8"))
        assert links and all(link.startswith("/p/") for link in links), html.name
        for link in links:
            name = link.removeprefix("/p/")
            assert name in served or (PAGE / name).is_file(), link
    for script in [*PAGE.rglob("*.js"), *PAGE.rglob("*.css")]:
        text = script.read_text(encoding="utf-8")
        assert "http://" not in text and "https://" not in text and "@import" not in text


def test_each_game_draws_its_own_part_of_the_page() -> None:
    """The page names no game: each game's decisions are drawn by games/<id>.js (which adds
    itself to BazaarGames) and styled by games/<id>.css, served as game.js and game.css."""
    from bazaar_engine.games import GAME_IDS

    ids = re.compile(r"\b(" + "|".join(GAME_IDS) + r")\b")
    for shared in ("companion.js", "parts.js", "companion.css", "seat.html"):
        assert not ids.findall((PAGE / shared).read_text(encoding="utf-8")), shared
    for game_id in GAME_IDS:
        script = (PAGE / "games" / f"{game_id}.js").read_text(encoding="utf-8")
        assert f"window.BazaarGames.{game_id} = function (page)" in script
        assert (PAGE / "games" / f"{game_id}.css").is_file()
    assert {p.stem for p in (PAGE / "games").iterdir()} == set(GAME_IDS)


def test_the_page_is_package_data() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data = project["tool"]["setuptools"]["package-data"]["bazaar_resources"]
    assert "companion/*" in data and "companion/games/*" in data
    assert "bazaar_desktop*" in project["tool"]["setuptools"]["packages"]["find"]["include"]


def test_every_word_of_the_page_is_in_english_spanish_and_german() -> None:
    words = (PAGE / "words.js").read_text(encoding="utf-8")
    blocks = dict(re.findall(r"\n  (en|es|de): \{(.*?)\n  \}", words, flags=re.S))
    keys = {lang: set(re.findall(r"(\w+): \"", body)) for lang, body in blocks.items()}
    assert set(keys) == {"en", "es", "de"}
    assert keys["en"] == keys["es"] == keys["de"]
    used = set()
    for script in PAGE.rglob("*.js"):
        used |= set(re.findall(r"\bt\(\"(\w+)\"", script.read_text(encoding="utf-8")))
        used |= set(re.findall(r"setText\(\"[\w-]+\", \"(\w+)\"\)", script.read_text("utf-8")))
    assert used <= keys["en"], used - keys["en"]
