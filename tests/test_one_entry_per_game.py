"""What a game is lives in two places: its engine entry and its desktop table (issue 24, item 3).

`bazaar_engine/entries/<id>.py` declares the game (its rules' code, bots, coach, which score
is best, which decisions are secret, which events reveal); `bazaar_desktop/tables/<id>.py` is
its table. Beside those, only the game's own modules (its rules package, modules named after
it such as `viewmodels/basari.py`, `items/basta_cards.py`, its lesson `coach/lessons/<id>.py`,
its coach's words `coach/texts/<id>.py` and its phone companion `companion/games/<id>.py`) may
speak of one game: no generic module branches on a game id, keys a table by game ids or calls
anything with one.
"""

from __future__ import annotations

import ast
from pathlib import Path

from bazaar_engine.games import ENTRIES, GAME_IDS

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = (ROOT / "engine" / "bazaar_engine", ROOT / "bazaar_desktop", ROOT / "bazaar_server")


def belongs_to_one_game(path: Path) -> bool:
    """A game's own module: in its rules package, or named after it."""
    parts = path.relative_to(ROOT).with_suffix("").parts
    return any(game_id in part for part in parts[1:] for game_id in GAME_IDS)


def game_ids_named(tree: ast.AST) -> list[tuple[int, str]]:
    def is_id(node: ast.AST | None) -> bool:
        return isinstance(node, ast.Constant) and node.value in GAME_IDS

    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and any(map(is_id, [node.left, *node.comparators])):
            found.append((node.lineno, "compares with a game id"))
        elif isinstance(node, ast.Dict) and sum(map(is_id, node.keys)) >= 2:
            found.append((node.lineno, "keys a table by game ids"))
        elif isinstance(node, ast.Call) and any(map(is_id, node.args)):
            found.append((node.lineno, "calls with a game id"))
    return found


def test_no_generic_module_names_a_game() -> None:
    offenders: dict[str, list[str]] = {}
    for package in PACKAGES:
        for path in sorted(package.rglob("*.py")):
            if belongs_to_one_game(path):
                continue
            found = game_ids_named(ast.parse(path.read_text(encoding="utf-8")))
            if found:
                offenders[path.relative_to(ROOT).as_posix()] = [f"{n}: {w}" for n, w in found]
    assert offenders == {}


def test_every_game_has_its_entry_and_its_table() -> None:
    from bazaar_desktop.tables import TABLES, table_class

    assert list(ENTRIES) == list(GAME_IDS) == ["basari", "jewels", "basta"]
    for game_id, entry in ENTRIES.items():
        assert (ROOT / "engine" / "bazaar_engine" / "entries" / f"{game_id}.py").is_file()
        assert table_class(game_id).game_id == game_id == entry.id
    assert set(TABLES) == set(GAME_IDS)


def test_every_game_has_its_lesson_coach_words_and_phone_companion() -> None:
    """Help > Learn to play, the coach's words and the phones find each game's part by id."""
    from bazaar_desktop.coach.lessons import LESSONS, learn_request, lesson
    from bazaar_desktop.coach.texts import TEXTS
    from bazaar_desktop.companion.games import COMPANION_GAMES, companion_game, message_schema

    assert list(LESSONS) == list(TEXTS) == list(COMPANION_GAMES) == list(GAME_IDS)
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
