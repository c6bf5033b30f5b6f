"""What a game is lives in two places: its engine entry and its desktop table.

`bazaar_engine/entries/<id>.py` declares the game (its rules' code, bots, coach, which score
is best, which decisions are secret, which events reveal); `bazaar_desktop/tables/<id>.py` is
its table. Beside those, only the game's own modules (its rules package, modules named after
it such as `viewmodels/basari.py`, `items/basta_cards.py`, its lesson `coach/lessons/<id>.py`,
its coach's words `coach/texts/<id>.py`, its words `engine_words/<id>.py`, its sounds
`sounds/<id>.py` and its phone companion `companion/games/<id>.py`) may speak of one game: no
generic module of the engine, the desktop or the server names a game id in any string, an
event kind only one game emits, or a refusal code only one game raises.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Set as AbstractSet
from pathlib import Path
from typing import TypeGuard

from bazaar_engine.games import ENTRIES, GAME_IDS

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = (ROOT / "engine" / "bazaar_engine", ROOT / "bazaar_desktop", ROOT / "bazaar_server")


ENGINE = ROOT / "engine" / "bazaar_engine"
# Where the engine's shared vocabulary is declared: every code and event kind of every game.
VOCABULARY = (ENGINE / "core" / "reasons.py",)


def belongs_to_one_game(path: Path) -> bool:
    """A game's own module: in its rules package, or named after it (`basari_events.py`,
    `coach_basta.py`, `engine_words/jewels.py`)."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return any(game_id in part.split("_") for part in parts[1:] for game_id in GAME_IDS)


def generic_modules() -> list[Path]:
    """Every module of the engine, the desktop and the server that is not one game's own."""
    paths = (path for package in PACKAGES for path in sorted(package.rglob("*.py")))
    return [path for path in paths if not belongs_to_one_game(path)]


def _raised_by_each_game(pattern: str) -> dict[str, set[str]]:
    """What each game's rules package names by `pattern` (its event kinds, its refusal codes)."""
    return {
        game_id: {
            found
            for path in (ENGINE / game_id).rglob("*.py")
            for found in re.findall(pattern, path.read_text(encoding="utf-8"))
        }
        for game_id in GAME_IDS
    }


def _own(each_game: dict[str, set[str]], shared: set[str]) -> set[str]:
    """What exactly one game names, and nothing shared does."""
    named = [name for names in each_game.values() for name in names]
    return {name for name in named if named.count(name) == 1} - shared


def _any_game_codes() -> set[str]:
    """The refusal codes `reasons.py` declares for any game (its "# any game" block)."""
    text = (ENGINE / "core" / "reasons.py").read_text(encoding="utf-8")
    block = text.split("# any game", 1)[1].split("\n\n", 1)[0]
    return set(re.findall(r"^\s+([A-Z_]+) = ", block, re.M))


def own_event_kinds() -> set[str]:
    """The event kinds only one game emits (`die_rolled`, `trade_made`, `chip_taken`...)."""
    return _own(_raised_by_each_game(r'Event\(\s*"([a-z_]+)"'), set())


def own_refusal_codes() -> set[str]:
    """The refusal codes only one game raises (neither any game's nor a generic module's)."""
    generic = "".join(
        path.read_text(encoding="utf-8")
        for path in generic_modules()
        if path.is_relative_to(ENGINE) and path not in VOCABULARY
    )
    shared = _any_game_codes() | set(re.findall(r"RefusalCode\.([A-Z_]+)", generic))
    return _own(_raised_by_each_game(r"RefusalCode\.([A-Z_]+)"), shared)


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes (a docstring may speak of a game)."""
    found: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def game_ids_named(
    tree: ast.AST, kinds: AbstractSet[str] = frozenset(), codes: AbstractSet[str] = frozenset()
) -> list[tuple[int, str]]:
    """Where a module speaks of one game: a game id as a string (alone or as a word of one:
    `"rules-basari-en.png"`), an event kind only one game emits, or a refusal code only one
    game raises."""
    word = re.compile(rf"\b({'|'.join(map(re.escape, GAME_IDS))})\b")
    docstrings = _docstrings(tree)
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) in docstrings:
                continue
            if node.value in GAME_IDS:
                found.append((node.lineno, f"names the game id {node.value!r}"))
            elif word.search(node.value):
                found.append((node.lineno, f"names a game in {node.value[:40]!r}"))
            elif node.value in kinds:
                found.append((node.lineno, f"names one game's event kind {node.value!r}"))
        elif _is_refusal_code(node, codes):
            found.append((node.lineno, f"names one game's refusal code {node.attr}"))
    return found


def _is_refusal_code(node: ast.AST, codes: AbstractSet[str]) -> TypeGuard[ast.Attribute]:
    return (
        isinstance(node, ast.Attribute)
        and node.attr in codes
        and isinstance(node.value, ast.Name)
        and node.value.id == "RefusalCode"
    )


def test_no_generic_module_names_a_game() -> None:
    """No module of the engine, the desktop or the server but a game's own names a game's id,
    one game's event kinds (the sounds, the log) or one game's refusal codes (their words)."""
    kinds, codes = own_event_kinds(), own_refusal_codes()
    assert "die_rolled" in kinds and "CHOOSE_START" in codes and "GAME_OVER" not in codes
    offenders: dict[str, list[str]] = {}
    for path in generic_modules():
        if path in VOCABULARY:
            continue
        found = game_ids_named(ast.parse(path.read_text(encoding="utf-8")), kinds, codes)
        if found:
            offenders[path.relative_to(ROOT).as_posix()] = [f"{n}: {w}" for n, w in found]
    assert offenders == {}


def test_every_game_has_its_entry_and_its_table() -> None:
    from bazaar_desktop.tables import TABLES, table_class

    assert list(ENTRIES) == list(GAME_IDS)
    assert {"basari", "jewels", "basta"} <= set(GAME_IDS)  # the shipped games are all found
    for game_id, entry in ENTRIES.items():
        assert entry.id == game_id
        assert table_class(game_id).game_id == game_id == entry.id
    assert set(TABLES) == set(GAME_IDS)


def test_every_game_has_its_lesson_coach_words_engine_words_and_phone_companion() -> None:
    """Help > Learn to play, the coach's words, the engine's words, the sounds and the phones
    find each game's part by id."""
    from bazaar_desktop.bridge.engine_texts import WORDS_PACKAGE, EngineWords
    from bazaar_desktop.bridge.game_modules import game_modules, game_part
    from bazaar_desktop.coach.lessons import LESSONS, learn_request, lesson
    from bazaar_desktop.coach.texts import TEXTS
    from bazaar_desktop.companion.games import COMPANION_GAMES, companion_game, message_schema
    from bazaar_desktop.sounds.cues import SOUNDS_PACKAGE

    words = game_modules(WORDS_PACKAGE)
    assert list(LESSONS) == list(TEXTS) == list(COMPANION_GAMES) == list(words) == list(GAME_IDS)
    assert list(game_modules(SOUNDS_PACKAGE)) == list(GAME_IDS)
    for game_id in GAME_IDS:
        assert isinstance(game_part(WORDS_PACKAGE, game_id, "WORDS"), EngineWords)
        assert game_part(SOUNDS_PACKAGE, game_id, "SOUNDS")  # each game's events are heard
    seeds = {lesson(game_id).seed for game_id in GAME_IDS}
    assert len(seeds) == len(GAME_IDS)  # a game of its own for each walkthrough
    for game_id in GAME_IDS:
        assert learn_request(game_id).game_id == game_id and lesson(game_id).steps()
        game = companion_game(game_id)
        assert set(game.moves) | set(game.checks) == set(game.fields)
        assert not set(game.fields) & message_schema(game_id).elsewhere
    # Only Basta!'s lesson arranges its deal (a Double and an Exchange in the first hand).
    assert [g for g in GAME_IDS if lesson(g).arranged_chance is not None] == ["basta"]


def test_the_entries_declare_the_secrets_the_rules_keep() -> None:
    """B10: Basari's cards are chosen in secret; Jewel Bazaar has no secret decision."""
    from bazaar_engine.core.match import Match, Seat
    from bazaar_engine.games import make_game

    jewels = Match(make_game("jewels", {}), [Seat("A"), Seat("B"), Seat("C")])
    assert not ENTRIES["jewels"].secret_decision(jewels.state, (0,))
    assert ENTRIES["basari"].is_reveal("cards_revealed")
    assert not ENTRIES["basari"].is_reveal("die_rolled")
    assert ENTRIES["basta"].best_score == "low" and ENTRIES["basari"].best_score == "high"


def test_the_registry_lists_the_modules_pkgutil_lists(tmp_path: Path) -> None:
    """The registry lists entries/ without `pkgutil` (start-up time): the same names."""
    import pkgutil

    from bazaar_engine import entries, games

    for name in ("one.py", "two.pyc", "a.b.py", "notes.txt", "__init__.py", "pack.py"):
        (tmp_path / name).write_text("")
    for folder, marker in (("pack", "__init__.py"), ("plain", "x.txt"), ("__pycache__", "y.pyc")):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / marker).write_text("")
    folders = [str(tmp_path), str(tmp_path / "missing"), *entries.__path__]
    listed = [module.name for module in pkgutil.iter_modules(folders)]
    assert list(games.module_names(folders)) == listed
    assert list(games._entry_modules()) == [m.name for m in pkgutil.iter_modules(entries.__path__)]
