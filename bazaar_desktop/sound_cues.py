"""Which sound each game event asks for (no Qt here; `sound.SoundBoard` plays them).

The sounds follow the public events of an update — what everybody at the table may know, so a
sound never tells a seat more than the log does (pass-and-play: everybody hears it). They are
asked for when the window draws the update, which is when its animations start
(`MainWindow.on_update`); the replay viewer and the game review draw their own tables and ask
for none.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

# Event kind (of any game) -> sound file name (resources/bazaar_resources/sounds/<name>.wav).
EVENT_SOUNDS = {
    "die_rolled": "die",  # Basari
    "card_chosen": "card",  # Basari: a secret action card chosen (public: that, not which)
    "cards_revealed": "reveal",  # Basari
    "gems_taken": "gems",  # Basari
    "offer_accepted": "offer",  # Basari barter
    "round_scored": "score",  # Basari
    "trade_made": "jewels",  # Jewel Bazaar: jewels bought or sold
    "final_sale": "jewels",  # Jewel Bazaar
    "price_revealed": "price",  # Jewel Bazaar: a price card
    "card_played": "card",  # Basta!
    "chip_taken": "chip",  # Basta!
}
SOUND_NAMES = (*dict.fromkeys(EVENT_SOUNDS.values()), "won", "lost")


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
            name = EVENT_SOUNDS.get(event.kind, "")
        if name and name not in names:
            names.append(name)
    return names
