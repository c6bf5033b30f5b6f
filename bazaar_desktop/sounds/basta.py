"""Basta!'s sounds: the sound each of its event kinds asks for."""

# Event kind -> sound file name (resources/bazaar_resources/sounds/<name>.wav).
SOUNDS = {
    "card_played": "card",
    "chip_taken": "chip",
}
