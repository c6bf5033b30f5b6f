"""Take's sounds: its stones taken sound as chips."""

SOUNDS = {"stones_taken": "chip"}
