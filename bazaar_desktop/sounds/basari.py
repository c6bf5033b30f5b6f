"""Basari's sounds: the sound each of its event kinds asks for."""

# Event kind -> sound file name (resources/bazaar_resources/sounds/<name>.wav).
SOUNDS = {
    "die_rolled": "die",
    "card_chosen": "card",  # a secret action card chosen (public: that, not which)
    "cards_revealed": "reveal",
    "gems_taken": "gems",
    "offer_accepted": "offer",  # the barter
    "round_scored": "score",
}
