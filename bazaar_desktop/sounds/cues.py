"""Which sound each game event asks for (`sound.SoundBoard` plays them).

The sounds follow the public events of an update — what everybody at the table may know, so a
sound never tells a seat more than the log does (pass-and-play: everybody hears it). They are
asked for when the window draws the update, which is when its animations start
(`MainWindow.on_update`); the replay viewer and the game review draw their own tables and ask
for none. Each game names the sounds of its own event kinds (`SOUNDS`, in its `sounds/<id>.py`,
found by the game id); here they are put together, with the end of a
game's "won" and "lost" that every game shares.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

SOUNDS_PACKAGE = "bazaar_desktop.sounds"


@cache
def event_sounds() -> dict[str, str]:
    """Event kind (of any game) -> sound file name (resources/bazaar_resources/sounds/<name>.wav),
    from every registered game's words."""
    # Imported when first asked, not at start: the games' words are not needed before the
    # window's first paint (tests/desktop/test_desktop_startup.py).
    from bazaar_desktop.bridge.game_modules import game_modules, game_part

    games = game_modules(SOUNDS_PACKAGE)
    return {
        kind: name
        for game_id in games
        for kind, name in game_part(SOUNDS_PACKAGE, game_id, "SOUNDS").items()
    }


def sound_names() -> tuple[str, ...]:
    """Every sound a game may ask for, each once: its games' event sounds, "won" and "lost"."""
    return (*dict.fromkeys(event_sounds().values()), "won", "lost")


def game_over_sound(data: dict[str, Any], people: Sequence[int], looking: int | None) -> str:
    """ "won" when the seat looking (else any person at the table) is among the winners;
    "lost" otherwise. A bots-only table has nobody to lose: "won", the end of the show."""
    winners = set(data.get("winners", ()))
    if looking is not None:
        return "won" if looking in winners else "lost"
    if not people:
        return "won"
    return "won" if winners & set(people) else "lost"


def sounds_for(events: Sequence[Any], people: Sequence[int], looking: int | None) -> list[str]:
    """The sounds for `events` (objects with `.kind` and `.data`), each once, in order."""
    names: list[str] = []
    for event in events:
        if event.kind == "game_over":
            name = game_over_sound(dict(event.data or {}), people, looking)
        else:
            name = event_sounds().get(event.kind, "")
        if name and name not in names:
            names.append(name)
    return names
