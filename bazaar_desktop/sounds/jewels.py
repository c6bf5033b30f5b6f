"""Jewel Bazaar's sounds: the sound each of its event kinds asks for."""

# Event kind -> sound file name (resources/bazaar_resources/sounds/<name>.wav).
SOUNDS = {
    "trade_made": "jewels",  # jewels bought or sold
    "final_sale": "jewels",
    "price_revealed": "price",  # a price card
}
