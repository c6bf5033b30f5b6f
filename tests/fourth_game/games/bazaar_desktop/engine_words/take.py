"""Take's words for the engine's data (it has no refusal or param of its own) and its sounds."""

from __future__ import annotations

from bazaar_desktop.bridge.engine_texts import EngineWords

WORDS = EngineWords(refusals=dict, params=lambda _params: {}, sounds={"stones_taken": "chip"})
