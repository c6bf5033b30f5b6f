"""Bazaar's data and art, installed as the package `bazaar_resources` (the folder `resources/`).

Boards, charts and decks (JSON), fonts, pictures, translations and the in-app rules; found at
run time through `bazaar_engine.core.resources.resources_dir`.
"""
