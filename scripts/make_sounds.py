"""Synthesise Bazaar's sound effects into resources/bazaar_resources/sounds/*.wav.

    python scripts/make_sounds.py            # writes every sound; commit the .wav files

Pure Python (math, random, wave): no numpy, nothing downloaded, nothing recorded. Each sound
is a list of parts in `SOUNDS` below — a tone (`Tone`: pitch, start, length, loudness, how fast
it fades, overtones) or a burst of noise (`Noise`: a rattle, a swish, a click) — mixed, softly
limited and written as 16-bit mono WAV at 22050 Hz. Change a number and run it again; the
noise is seeded, so the same parameters always make the same files. The sounds are the
project's own, under CC0 (resources/bazaar_resources/sounds/LICENSE.txt).
"""

from __future__ import annotations

import math
import random
import struct
import sys
import wave
from dataclasses import dataclass
from pathlib import Path

RATE = 22050
OUT_DIR = Path(__file__).resolve().parents[1] / "resources" / "bazaar_resources" / "sounds"
PEAK = 0.7  # of full scale: the app plays them quietly on top of this


@dataclass(frozen=True)
class Tone:
    """A plucked or struck note: `hz` at `start` s for `length` s, fading `decay` per second."""

    hz: float
    start: float
    length: float
    loud: float = 1.0
    decay: float = 8.0
    overtones: tuple[float, ...] = (0.3, 0.1)  # loudness of the 2nd, 3rd... harmonic
    attack: float = 0.004


@dataclass(frozen=True)
class Noise:
    """A burst of noise: `smooth` (0..1) darkens it, `decay` shortens it."""

    start: float
    length: float
    loud: float = 1.0
    decay: float = 30.0
    smooth: float = 0.6
    seed: int = 1


def note(name: str) -> float:
    """The frequency of a note name such as "C5" or "G#4" (A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}
    semitone = steps[name[0]] + (1 if "#" in name else -1 if name[1] == "b" else 0)
    octave = int(name[-1])
    return 440.0 * 2 ** ((semitone + 12 * (octave - 4)) / 12)


def clink(hz: float, start: float, loud: float = 0.6) -> Tone:
    """A small hard thing touching another: a high, short, inharmonic ring."""
    return Tone(hz, start, 0.18, loud, decay=28.0, overtones=(0.0, 0.0, 0.25, 0.0, 0.12))


SOUNDS: dict[str, list[Tone | Noise]] = {
    # The die rolls: three knocks of dark noise, then it settles.
    "die": [Noise(0.0, 0.05, 1.0, 60, 0.75, 1), Noise(0.07, 0.05, 0.8, 60, 0.75, 2),
            Noise(0.15, 0.06, 0.6, 50, 0.8, 3), Tone(180, 0.0, 0.2, 0.25, 25, ())],
    # A card slides: a short bright swish.
    "card": [Noise(0.0, 0.12, 0.7, 25, 0.3, 4)],
    # Cards turned over: a swish and a rising fifth.
    "reveal": [Noise(0.0, 0.1, 0.5, 30, 0.3, 5), Tone(note("C5"), 0.05, 0.3, 0.35, 10),
               Tone(note("G5"), 0.13, 0.35, 0.35, 9)],
    # Gems fly: three clinks, 70 ms apart like the flying gems.
    "gems": [clink(1760, 0.0), clink(2093, 0.07), clink(1976, 0.14), clink(2349, 0.21, 0.5)],
    # Jewels change hands: clinks a little lower, with a soft knock of the purse.
    "jewels": [Noise(0.0, 0.04, 0.4, 70, 0.85, 6), clink(1318, 0.02), clink(1568, 0.09)],
    # An offer accepted: a friendly major third.
    "offer": [Tone(note("E5"), 0.0, 0.35, 0.5, 7), Tone(note("G#5"), 0.1, 0.45, 0.5, 6)],
    # A price card: a wooden tock and a low note.
    "price": [Noise(0.0, 0.03, 0.8, 90, 0.9, 7), Tone(note("A3"), 0.0, 0.3, 0.45, 12, (0.5,))],
    # A chip taken: a plastic click.
    "chip": [Noise(0.0, 0.02, 0.9, 120, 0.5, 8), Tone(940, 0.0, 0.08, 0.4, 45, (0.2,))],
    # A round scored: a rising arpeggio.
    "score": [Tone(note("C5"), 0.0, 0.4, 0.45), Tone(note("E5"), 0.09, 0.4, 0.45),
              Tone(note("G5"), 0.18, 0.5, 0.45, 6)],
    # The game won: the arpeggio up to the octave, held.
    "won": [Tone(note("C5"), 0.0, 0.4, 0.45), Tone(note("E5"), 0.1, 0.4, 0.45),
            Tone(note("G5"), 0.2, 0.4, 0.45), Tone(note("C6"), 0.3, 0.8, 0.5, 3.5)],
    # The game lost: a gentle falling minor triad.
    "lost": [Tone(note("G4"), 0.0, 0.4, 0.45), Tone(note("Eb4"), 0.14, 0.4, 0.45),
             Tone(note("C4"), 0.28, 0.8, 0.5, 3.5)],
}  # fmt: skip


def render_tone(tone: Tone, samples: list[float]) -> None:
    first = int(tone.start * RATE)
    partials = [(1, 1.0)] + [(n + 2, loud) for n, loud in enumerate(tone.overtones) if loud]
    for i in range(int(tone.length * RATE)):
        t = i / RATE
        envelope = min(1.0, t / tone.attack) * math.exp(-tone.decay * t)
        value = sum(loud * math.sin(2 * math.pi * tone.hz * k * t) for k, loud in partials)
        if first + i < len(samples):
            samples[first + i] += tone.loud * envelope * value


def render_noise(noise: Noise, samples: list[float]) -> None:
    first = int(noise.start * RATE)
    chance = random.Random(noise.seed)
    level = 0.0
    for i in range(int(noise.length * RATE)):
        t = i / RATE
        level = noise.smooth * level + (1 - noise.smooth) * chance.uniform(-1, 1)
        envelope = min(1.0, t / 0.002) * math.exp(-noise.decay * t)
        if first + i < len(samples):
            samples[first + i] += noise.loud * envelope * level * 2


def render(parts: list[Tone | Noise]) -> list[float]:
    """The mixed sound, its loudest point at PEAK, the last 5 ms faded out (no click)."""
    seconds = max(part.start + part.length for part in parts)
    samples = [0.0] * int(seconds * RATE)
    for part in parts:
        (render_tone if isinstance(part, Tone) else render_noise)(part, samples)  # type: ignore[arg-type]
    peak = max(abs(value) for value in samples) or 1.0
    fade = int(0.005 * RATE)
    for i in range(fade):
        samples[-1 - i] *= i / fade
    return [math.tanh(1.2 * value / peak) / math.tanh(1.2) * PEAK for value in samples]


def write_wav(path: Path, samples: list[float]) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", int(value * 32767)) for value in samples))


def main() -> int:
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for name, parts in SOUNDS.items():
        path = OUT_DIR / f"{name}.wav"
        samples = render(parts)
        write_wav(path, samples)
        print(f"{path.relative_to(OUT_DIR.parents[1])}: {len(samples) / RATE:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
