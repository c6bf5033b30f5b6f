"""The seat's page ships as plain files: under 200 KB, nothing fetched from anywhere else,
installed with the package, every word of the page in English, Spanish and German."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "resources" / "bazaar_resources" / "companion"


def test_the_page_weighs_under_200_kb_and_loads_only_its_own_files() -> None:
    files = sorted(PAGE.iterdir())
    assert sum(path.stat().st_size for path in files) < 200_000
    for html in PAGE.glob("*.html"):
        links = re.findall(r'(?:src|href)="([^"]+)"', html.read_text(encoding="utf-8"))
        assert links and all(link.startswith("/p/") for link in links), html.name
        for link in links:
            name = link.removeprefix("/p/")
            assert name == "desktop.js" or (PAGE / name).is_file(), link  # desktop.js: served
    for script in [*PAGE.glob("*.js"), *PAGE.glob("*.css")]:
        text = script.read_text(encoding="utf-8")
        assert "http://" not in text and "https://" not in text and "@import" not in text


def test_the_page_is_package_data() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data = project["tool"]["setuptools"]["package-data"]["bazaar_resources"]
    assert "companion/*" in data
    assert "bazaar_desktop.companion" in project["tool"]["setuptools"]["packages"]


def test_every_word_of_the_page_is_in_english_spanish_and_german() -> None:
    words = (PAGE / "words.js").read_text(encoding="utf-8")
    blocks = dict(re.findall(r"\n  (en|es|de): \{(.*?)\n  \}", words, flags=re.S))
    keys = {lang: set(re.findall(r"(\w+): \"", body)) for lang, body in blocks.items()}
    assert set(keys) == {"en", "es", "de"}
    assert keys["en"] == keys["es"] == keys["de"]
    used = set()
    for script in PAGE.glob("*.js"):
        used |= set(re.findall(r"\bt\(\"(\w+)\"", script.read_text(encoding="utf-8")))
        used |= set(re.findall(r"setText\(\"[\w-]+\", \"(\w+)\"\)", script.read_text("utf-8")))
    assert used <= keys["en"], used - keys["en"]
