"""Draw the in-app rules' example pictures, one per game and language, from the real tables.

    python scripts/make_rules_pictures.py   # art/rules-<game>-<lang>.png in bazaar_resources

Each picture is the position its rules page's example tells (resources/bazaar_resources/rules/
<lang>/<game>.html), reached through the real engine and drawn by the game's real table in that
language, so its words (captions, card names, "majority", "points") are the page's language:

* Basari: Layla and Zeynep both chose the Die card; Zeynep offers first, 2 red, 2 yellow,
  4 green and 3 blue gems (the first such barter of a seeded random game, found by a search);
* Jewel Bazaar: round 1, the price card raised sapphires by one; Layla, with 30 Grand and no
  jewels, is to trade;
* Basta!: the total is 0 and Layla holds 1, 6, 7, a Double and a Minus 5.

Runs offscreen (QT_QPA_PLATFORM=offscreen is set if unset); it takes a few seconds.
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path
from typing import Any, cast

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
ART = ROOT / "resources" / "bazaar_resources" / "art"
LANGUAGES = ("en", "es", "de")
NAMES = ("Layla", "Omar", "Zeynep")
SIZE = (920, 776)  # drawn at twice the size the page shows (460 x 388)
BARTER_OFFER = [2, 2, 4, 3]  # Zeynep's opening offer in the Basari example


def _play_to(match: Any, done: Any, rng: random.Random, limit: int = 3000) -> bool:
    from bazaar_engine.core.game import CHANCE

    for _ in range(limit):
        state = match.state
        if match.is_over:
            return False
        player = state.current_players()[0]
        action = state.sample_chance(rng) if player == CHANCE else state.random_action(player, rng)
        events = match.apply(player, action)
        if done(events):
            return True
    return False


def basari_match() -> Any:
    """The first seeded random game with the example's barter, stopped after the offer."""
    from bazaar_engine.core.match import Match, Seat
    from bazaar_engine.games import make_game

    def barter(events: list[Any]) -> bool:
        return any(
            e.kind == "offer_made"
            and e.data.get("seat") == 2
            and e.data.get("to") == 0
            and e.data.get("opening")
            and e.data.get("card") == "die"
            and list(e.data["gems"]) == BARTER_OFFER
            for e in events
        )

    for seed in range(20_000):
        match = Match(make_game("basari", {}), [Seat(name) for name in NAMES])
        if _play_to(match, barter, random.Random(seed)):
            return match
    raise SystemExit("make_rules_pictures: no game had the Basari example's barter")


def jewels_match() -> Any:
    from bazaar_engine.core.game import CHANCE
    from bazaar_engine.core.match import Match, Seat
    from bazaar_engine.games import make_game
    from bazaar_engine.jewels.cards import card_changes

    match = Match(make_game("jewels", {}), [Seat(name) for name in NAMES])
    rng = random.Random(1)
    while match.state.current_players() == (CHANCE,):
        outcomes = [action for action, _ in match.state.chance_outcomes()]
        raised = [a for a in outcomes if card_changes(getattr(a, "card", -1)) == (1, 0, 0)]
        match.apply(CHANCE, raised[0] if raised else rng.choice(outcomes))
    return match


def basta_match() -> Any:
    from bazaar_engine.basta.actions import DRAWS
    from bazaar_engine.basta.cards import CARD_CODES
    from bazaar_engine.basta.state import BastaState
    from bazaar_engine.core.game import CHANCE
    from bazaar_engine.core.match import Match, Seat
    from bazaar_engine.games import make_game

    match = Match(make_game("basta", {}), [Seat(name) for name in NAMES])
    hand = ("1", "6", "7", "double", "minus_five")
    rng = random.Random(3)
    while match.state.current_players() == (CHANCE,):
        state = cast(BastaState, match.state)
        held = len(state.hand(0))
        outcomes = [action for action, _ in state.chance_outcomes()]
        wanted = DRAWS[CARD_CODES[hand[held]]] if held < len(hand) else None
        match.apply(CHANCE, wanted if wanted in outcomes else rng.choice(outcomes))
    return match


def draw(game_id: str, match: Any, language: str, path: Path) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    from bazaar_desktop.appearance import theme
    from bazaar_desktop.bridge.adapter import GameAdapter
    from bazaar_desktop.services import i18n
    from bazaar_desktop.tables import table_class

    i18n.install_language(language)
    adapter = GameAdapter()
    shown: list[Any] = []
    adapter.updated.connect(shown.append)
    adapter.continue_match(match)
    adapter.stop()
    table = table_class(game_id)(list(NAMES))
    update = shown[-1]
    table.show_update(update.__class__(**{**update.__dict__, "events": ()}), 0.0)
    image = QImage(*SIZE, QImage.Format.Format_RGB32)
    image.fill(theme.BACKDROP)  # around the board where its shape leaves room
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    table.scene.render(painter, QRectF(0, 0, *SIZE), table.scene.sceneRect())
    painter.end()
    image.scaled(SIZE[0] // 2, SIZE[1] // 2, mode=_smooth()).save(str(path))
    print(f"wrote {path.relative_to(ROOT)}")


def _smooth() -> Any:
    from PySide6.QtCore import Qt

    return Qt.TransformationMode.SmoothTransformation


def main() -> int:
    from bazaar_desktop.app import make_application

    make_application(["make_rules_pictures"])
    matches = {"basari": basari_match(), "jewels": jewels_match(), "basta": basta_match()}
    for game_id, match in matches.items():
        for language in LANGUAGES:
            draw(game_id, match, language, ART / f"rules-{game_id}-{language}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
