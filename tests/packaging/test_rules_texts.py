"""The in-app rules texts, `resources/bazaar_resources/rules/<lang>/<page>.html`.

Every page exists in English, Spanish and German, is well-formed rich text that QTextBrowser can
show (no scripts, no external files, pictures only from our art), has the same sections and
tables in every language, a table of contents and an example with a picture, no rule ids (they
are for the tests, not for players), marks and collects the house decisions, and quotes the
numbers of the game data files.
A missing, truncated, untranslated or out-of-date page makes one of these tests fail.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cache
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from bazaar_engine.games import GAME_IDS

ROOT = Path(__file__).resolve().parents[2]
RESOURCES = ROOT / "resources" / "bazaar_resources"
RULES = RESOURCES / "rules"

LANGS = ("en", "es", "de")
GAMES = GAME_IDS  # every registered game has its rules page
PAGES = (*GAMES, "app")

# Rules whose text holds a decision of this project; each must be marked where it is explained.
DECISION_RULES = {
    "basari": {"B3", "B12", "B26", "B27"},
    "jewels": {"J1", "J2", "J7", "J13", "J14"},
    "basta": {"T1", "T2", "T10", "T13"},
}
GAME_SECTIONS = (
    "goal",
    "components",
    "setup",
    "turn",
    "special-cases",
    "scoring",
    "tie-breaks",
    "secret",
    "strategy",
    "house-decisions",
)
APP_SECTIONS = ("new-game", "decisions", "saves", "replay", "settings", "statistics")

HOUSE_LABEL = {"en": "[House decision]", "es": "[Regla de la casa]", "de": "[Hausregel]"}
HOUSE_HEADING = {
    "en": "House decisions in this app",
    "es": "Reglas de la casa en esta aplicación",
    "de": "Hausregeln dieser App",
}

# Words and phrases each page must use in its language: the games' own terms (from the original
# rule texts where one exists in that language) and the key numbers in words.
TERMS = {
    ("en", "basari"): ["three rounds", "80 spaces", "archways", "gems", "action cards", "barter"],
    ("es", "basari"): [
        "tres rondas",
        "80 espacios",
        "arcos",
        "gemas",
        "tarjetas de acción",
        "trueque",
        "alfombras",
        "disco de inicio",
    ],
    ("de", "basari"): [
        "drei Runden",
        "80 Feldern",
        "Torbögen",
        "Edelsteine",
        "Aktionskarten",
        "feilschen",
    ],
    ("en", "jewels"): ["27 rounds", "30 Grand", "27 price cards", "sapphire", "ruby", "emerald"],
    ("es", "jewels"): [
        "27 rondas",
        "30 Grand",
        "27 cartas de precio",
        "zafiro",
        "rubí",
        "esmeralda",
    ],
    ("de", "jewels"): ["27 Runden", "30 Grand", "27 Preiskarten", "Saphir", "Rubin", "Smaragd"],
    ("en", "basta"): ["Basta!", "4th chip", "55 cards", "20 penalty chips", "draw pile"],
    ("es", "basta"): ["Basta!", "4.ª ficha", "55 cartas", "20 fichas de penalización", "mazo"],
    ("de", "basta"): ["Basta!", "4. Chip", "55 Karten", "20 Strafchips", "Nachziehstapel"],
    ("en", "app"): ["New game", "Easy", "Medium", "Hard", "Pass the device", "Ctrl+Z"],
    ("es", "app"): ["Nueva partida", "Fácil", "Media", "Difícil", "Pasa el dispositivo", "Ctrl+Z"],
    ("de", "app"): ["Neues Spiel", "Leicht", "Mittel", "Schwer", "Gib das Gerät", "Strg+Z"],
}
SHORTCUT_MODIFIER = {"en": "Ctrl", "es": "Ctrl", "de": "Strg"}
SHORTCUT_KEYS = ("Z", "S", "O", "N", "Q")

# Frequent words that show which language a text is in.
ENGLISH_WORDS = {"the", "and", "you", "of", "with", "is", "your", "to", "then"}
OWN_WORDS = {
    "es": {"el", "la", "los", "las", "de", "que", "y", "en", "un", "una", "se"},
    "de": {"der", "die", "das", "und", "ein", "eine", "nicht", "du", "mit", "zu", "den"},
}

# QTextBrowser's rich-text subset, as far as these pages need it.
ALLOWED_TAGS = {
    "h1", "h2", "h3", "p", "ul", "ol", "li", "table", "tr", "th", "td",
    "b", "i", "small", "a", "br", "span", "img",
}  # fmt: skip
VOID_TAGS = {"br", "img"}
ALLOWED_ATTRS = {
    "a": {"name", "href"},
    "img": {"src", "width", "height"},
    "table": {"border", "cellpadding", "cellspacing", "width"},
    "td": {"colspan", "rowspan", "align"},
    "th": {"colspan", "rowspan", "align"},
    "span": {"style"},
}
BLOCK_TAGS = {"h1", "h2", "h3", "p", "li", "td", "th"}
SEPARATING_TAGS = BLOCK_TAGS | {"br", "tr", "table", "ul", "ol"}
RULE_ID = re.compile(r"\b[BJT]\d{1,2}\b")


@dataclass
class Section:
    anchor: str
    heading: str = ""
    text: str = ""
    items: int = 0


@dataclass
class Page:
    errors: list[str] = field(default_factory=list)
    text: str = ""
    h1: list[str] = field(default_factory=list)
    sections: list[Section] = field(default_factory=list)
    blocks: list[str] = field(default_factory=list)
    tables: list[list[list[str]]] = field(default_factory=list)
    links: list[str] = field(default_factory=list)  # the anchors the table of contents names

    def section(self, anchor: str) -> Section:
        return next(section for section in self.sections if section.anchor == anchor)


class PageParser(HTMLParser):
    """Checks tags and nesting and collects text, sections, blocks and tables."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.page = Page()
        self.stack: list[str] = []
        self.block_parts: list[list[str]] = []
        self.in_heading = False
        self.heading_anchored = False
        self.cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:  # noqa: C901, PLR0912 (one branch per HTML tag)
        page = self.page
        if tag not in ALLOWED_TAGS:
            page.errors.append(f"tag <{tag}> is not used in these pages")
        for name, value in attrs:
            if name not in ALLOWED_ATTRS.get(tag, set()):
                page.errors.append(f"attribute {name!r} on <{tag}>")
            if value and re.search(r"url\(|https?:|javascript:", value, re.IGNORECASE):
                page.errors.append(f"external reference in {name!r} on <{tag}>")
        named = dict(attrs)
        href = named.get("href")
        if tag == "a" and not named.get("name") and not (href and href.startswith("#")):
            page.errors.append("<a> that is neither an anchor nor a link within the page")
        if tag == "a" and href:
            page.links.append(href[1:])
        if tag == "img":
            source = named.get("src") or ""
            if "/" in source or not (RESOURCES / "art" / source).is_file():
                page.errors.append(f"<img> of {source!r}: not one of our pictures in art/")
        if tag in SEPARATING_TAGS:
            self.handle_data(" ")
        if tag in VOID_TAGS:
            return
        self.stack.append(tag)
        if tag in BLOCK_TAGS:
            if tag == "li" and self.stack.count("li") > 1:
                page.errors.append("nested list items")
            self.block_parts.append([])
        if tag == "h2":
            self.in_heading, self.heading_anchored = True, False
        elif tag == "a" and self.in_heading:
            page.sections.append(Section(anchor=dict(attrs).get("name") or ""))
            self.heading_anchored = True
        elif tag == "table":
            page.tables.append([])
        elif tag == "tr":
            if not page.tables:
                page.errors.append("<tr> outside a table")
            else:
                page.tables[-1].append([])
        elif tag in ("td", "th"):
            self.cell = []
        if tag == "li" and page.sections:
            page.sections[-1].items += 1

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID_TAGS:
            self.handle_endtag(tag)

    def handle_endtag(self, tag: str) -> None:
        page = self.page
        if tag in VOID_TAGS:
            return
        if not self.stack or self.stack[-1] != tag:
            page.errors.append(f"</{tag}> does not close <{self.stack[-1] if self.stack else ''}>")
            return
        self.stack.pop()
        if tag in SEPARATING_TAGS:
            self.handle_data(" ")
        if tag in BLOCK_TAGS and self.block_parts:
            text = " ".join("".join(self.block_parts.pop()).split())
            page.blocks.append(text)
            if tag == "h1":
                page.h1.append(text)
            elif tag == "h2":
                if self.heading_anchored:
                    page.sections[-1].heading = text
                else:
                    page.errors.append(f"<h2> without an anchor: {text!r}")
                self.in_heading = False
        if tag in ("td", "th") and self.cell is not None and page.tables and page.tables[-1]:
            page.tables[-1][-1].append(" ".join("".join(self.cell).split()))
            self.cell = None

    def handle_data(self, data: str) -> None:
        self.page.text += data
        for parts in self.block_parts:
            parts.append(data)
        if self.cell is not None:
            self.cell.append(data)
        if self.page.sections and not self.in_heading:
            self.page.sections[-1].text += data

    def close(self) -> None:
        super().close()
        if self.stack:
            self.page.errors.append(f"unclosed tags at the end: {self.stack}")


def path_of(lang: str, page: str) -> Path:
    return RULES / lang / f"{page}.html"


@cache
def parsed(lang: str, page: str) -> Page:
    path = path_of(lang, page)
    if not path.is_file():
        pytest.fail(f"missing rules page {path.relative_to(ROOT)}")
    parser = PageParser()
    parser.feed(path.read_text(encoding="utf-8"))
    parser.close()
    return parser.page


def rule_ids(text: str) -> set[str]:
    return set(RULE_ID.findall(text))


def words(text: str) -> list[str]:
    return re.findall(r"[^\W\d_]+", text.lower())


def ints(text: str) -> list[int]:
    return [int(number) for number in re.findall(r"(?<![\w.])\d+(?![\w])", text)]


def load(name: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((RESOURCES / name).read_text(encoding="utf-8"))
    return loaded


def table_rows_as_ints(page: Page) -> list[list[list[int]]]:
    return [[[n for cell in row for n in ints(cell)] for row in table] for table in page.tables]


ALL = [(lang, page) for lang in LANGS for page in PAGES]
TRANSLATED = [(lang, page) for lang in LANGS if lang != "en" for page in PAGES]
GAME_PAGES = [(lang, game) for lang in LANGS for game in GAMES]


@pytest.mark.parametrize(("lang", "page"), ALL)
def test_page_exists_and_is_well_formed(lang: str, page: str) -> None:
    result = parsed(lang, page)
    assert result.errors == [], f"{lang}/{page}.html: {result.errors}"
    assert len(result.h1) == 1, "one title per page"
    raw = path_of(lang, page).read_text(encoding="utf-8")
    assert raw.lstrip().startswith("<h1>"), "a fragment that starts with its title"
    minimum = 1500 if page == "app" else 4000
    assert len(result.text) >= minimum, "the page is too short to hold the rules"


@pytest.mark.parametrize(("lang", "page"), ALL)
def test_sections_in_order(lang: str, page: str) -> None:
    expected = APP_SECTIONS if page == "app" else GAME_SECTIONS
    result = parsed(lang, page)
    assert [section.anchor for section in result.sections] == list(expected)
    for section in result.sections:
        assert section.heading, f"section {section.anchor} has no heading"
        assert len(section.text.split()) >= 15, f"section {section.anchor} is nearly empty"


@pytest.mark.parametrize(("lang", "page"), TRANSLATED)
def test_translation_matches_english_structure(lang: str, page: str) -> None:
    english, other = parsed("en", page), parsed(lang, page)
    ratio = len(other.text) / len(parsed("en", page).text)
    assert 0.8 <= ratio <= 1.6, f"{lang} text is {ratio:.2f} times as long as the English one"
    for mine, theirs in zip(other.sections, english.sections, strict=True):
        assert mine.heading != theirs.heading, f"heading of {mine.anchor} is not translated"
        assert mine.items == theirs.items, f"section {mine.anchor}: list items differ"
        assert rule_ids(mine.text) == rule_ids(theirs.text), f"section {mine.anchor}: rule ids"
    shapes = [[len(row) for row in table] for table in english.tables]
    assert [[len(row) for row in table] for table in other.tables] == shapes
    assert table_rows_as_ints(other) == table_rows_as_ints(english), "numbers in the tables"


@pytest.mark.parametrize(("lang", "page"), TRANSLATED)
def test_translation_is_in_its_language(lang: str, page: str) -> None:
    found = words(parsed(lang, page).text)
    english = [word for word in found if word in ENGLISH_WORDS]
    own = [word for word in found if word in OWN_WORDS[lang]]
    assert len(english) <= 3, f"English words in the {lang} page: {english}"
    assert len(own) >= 0.08 * len(found), f"too few common {lang} words: not a translation?"


@pytest.mark.parametrize(("lang", "page"), ALL)
def test_terms_of_the_game_in_each_language(lang: str, page: str) -> None:
    text = " ".join(parsed(lang, page).text.split())
    missing = [term for term in TERMS[lang, page] if term.lower() not in text.lower()]
    assert missing == []


@pytest.mark.parametrize(("lang", "game"), GAME_PAGES)
def test_players_read_no_rule_ids(lang: str, game: str) -> None:
    """Rule ids are for the engineers' tests; the pages players read show none."""
    assert rule_ids(parsed(lang, game).text) == set()


@pytest.mark.parametrize(("lang", "page"), ALL)
def test_a_table_of_contents_leads_to_every_section(lang: str, page: str) -> None:
    result = parsed(lang, page)
    assert result.links == [section.anchor for section in result.sections]


@pytest.mark.parametrize(("lang", "game"), GAME_PAGES)
def test_each_game_page_shows_an_example_with_a_picture_of_the_board(lang: str, game: str) -> None:
    raw = path_of(lang, game).read_text(encoding="utf-8")
    # The picture is the page's own language: drawn by scripts/make_rules_pictures.py.
    assert f'<img src="rules-{game}-{lang}.png"' in raw
    assert (ROOT / "resources" / "bazaar_resources" / "art" / f"rules-{game}-{lang}.png").is_file()
    turn = parsed(lang, game).section("turn")
    assert len(turn.text.split()) >= 60


@pytest.mark.parametrize("lang", LANGS)
def test_app_page(lang: str) -> None:
    page = parsed(lang, "app")
    assert rule_ids(page.text) == set()
    text = page.text.replace(" ", "")
    for key in SHORTCUT_KEYS:
        assert f"{SHORTCUT_MODIFIER[lang]}+{key}" in text, f"shortcut {key} is not explained"
    assert len(page.tables) == 1
    first_column = [row[0] for row in page.tables[0][1:]]
    assert any("1" in cell and "2" in cell and "3" in cell for cell in first_column)


@pytest.mark.parametrize(("lang", "game"), GAME_PAGES)
def test_house_decisions_are_marked_and_collected(lang: str, game: str) -> None:
    page = parsed(lang, game)
    house = page.section("house-decisions")
    assert house.heading == HOUSE_HEADING[lang]
    assert house.items >= len(DECISION_RULES[game])
    label = HOUSE_LABEL[lang]
    marked = [block for block in page.blocks if label in block]
    assert len(marked) == len([b for b in parsed("en", game).blocks if HOUSE_LABEL["en"] in b])
    # Players see no rule ids: each decision is marked where it applies, counted by its label.
    assert len(marked) >= len(DECISION_RULES[game]), "each decision is marked where it applies"
    for other in set(HOUSE_LABEL.values()) - {label}:
        assert other not in page.text, f"label {other!r} from another language"


@pytest.mark.parametrize("lang", LANGS)
def test_basari_numbers(lang: str) -> None:
    page = parsed(lang, "basari")
    board = load("basari-board.json")["archways"]
    chart = load("basari-bonus-chart.json")
    numbers = ints(page.text)
    for number in (len(board), 80, 100, 25, 3, chart["lap_bonus"]):
        assert number in numbers, f"{number} is missing"
    colours = ("red", "yellow", "green", "blue")
    expected_chart = [
        [round_number, *(values[colour] for colour in colours)]
        for round_number, values in enumerate(chart["rounds"], start=1)
    ]
    tables = table_rows_as_ints(page)
    assert any(table[1:] == expected_chart for table in tables), "the bonus chart table"
    values = sorted({archway["points"] for archway in board})
    per_value = [sum(archway["points"] == v for archway in board) for v in values]
    assert any(table[:2] == [values, per_value] for table in tables), "the archway points table"


@pytest.mark.parametrize("lang", LANGS)
def test_jewels_numbers(lang: str) -> None:
    numbers = ints(parsed(lang, "jewels").text)
    for number in (27, 30, 10, 4, 9, 2, 5, 1, 19):
        assert number in numbers, f"{number} is missing"


@pytest.mark.parametrize("lang", LANGS)
def test_basta_deck_table(lang: str) -> None:
    page = parsed(lang, "basta")
    deck = load("basta-deck.json")
    numbers = ints(page.text)
    for number in (50, 55, 20, 5, 0):
        assert number in numbers, f"{number} is missing"
    counts = [sum(deck["numbers"].values()), *deck["specials"].values()]
    assert sum(counts) == 55
    found = [
        table
        for table in page.tables
        if [ints(row[-1]) for row in table[1:]] == [[count] for count in [*counts, 55]]
    ]
    assert len(found) == 1, "the deck table: one row per card kind, in data order, and a total"
    rows = found[0]
    assert "Basta!" in rows[1 + 1 + list(deck["specials"]).index("basta")][0]
    per_number = set(deck["numbers"].values())
    assert len(per_number) == 1 and str(per_number.pop()) in rows[1][2]


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_example_pictures_are_drawn_in_each_pages_language(game: str) -> None:
    """scripts/make_rules_pictures.py draws each picture with the table in that language: the
    Spanish and German pictures are not the English one."""
    art = ROOT / "resources" / "bazaar_resources" / "art"
    pictures = {lang: (art / f"rules-{game}-{lang}.png").read_bytes() for lang in LANGS}
    assert len(set(pictures.values())) == len(LANGS)


def test_the_german_rules_name_the_money_grand_as_the_game_does() -> None:
    page = path_of("de", "jewels").read_text(encoding="utf-8")
    assert "Grands" not in page and "30 Grand" in page
    catalogue = (ROOT / "resources" / "bazaar_resources" / "i18n" / "bazaar_de.ts").read_text(
        encoding="utf-8"
    )
    assert "Grands" not in catalogue
