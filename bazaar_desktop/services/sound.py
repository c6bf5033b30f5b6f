"""Sound effects: Qt's QSoundEffect (QtMultimedia, from the PySide6-Addons wheel) plays the
project's own WAV files (resources/bazaar_resources/sounds/, made by scripts/make_sounds.py).

Quiet by default (volume 30 %), muted with M from anywhere (View menu) or in the settings.
QtMultimedia is not imported before the window's first paint: the start-up work imports it on
a worker thread and then starts its audio back end on the welcome page (`find_output`), not
at a game's first sound, in the middle of the bots' moves. No sound ever stops the game:
without QtMultimedia, without an audio output device, or when the device refuses a sound, the
game goes on in silence and the log (Python's `logging`, logger "bazaar.sound") gets one line.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from bazaar_desktop.services.sound_cues import sound_names, sounds_for
from bazaar_engine.core.resources import resources_dir

if TYPE_CHECKING:
    from bazaar_desktop.bridge.adapter import Update
    from bazaar_desktop.services.settings import AppSettings

LOG = logging.getLogger("bazaar.sound")


def sound_path(name: str) -> str:
    return str(resources_dir() / "sounds" / f"{name}.wav")


def find_output() -> None:
    """Start Qt Multimedia's audio back end by looking up the audio output, on the GUI thread
    while no game moves (the start-up work, `window.resume`): the first look-up loads the back
    end and asks the sound server, 15-20 ms of the GUI thread's CPU and up to 50 ms of waiting,
    which at a game's first sound was the longest stall of the bots' animations (issue 37.6).
    Later look-ups (one per sound, `SoundBoard`) are free. Silent: a board says what is wrong
    when it is asked for a sound."""
    try:
        from PySide6.QtMultimedia import QMediaDevices
    except ImportError:
        return
    QMediaDevices.defaultAudioOutput()


class SoundBoard(QObject):
    """Plays the sound of each game event for the live table (`follow`)."""

    requested = Signal(str)  # every sound asked for, audible or not (muted, no device)

    def __init__(self, settings: AppSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._effects: dict[str, Any] = {}  # name -> QSoundEffect, made on first use
        self._broken = False  # QtMultimedia cannot be loaded: silence for good
        self._said: set[str] = set()  # the log lines already written (each once)

    def follow(self, update: Update, first: bool = False) -> None:
        """The sounds of `update`'s public events; none for a table's first update (a loaded
        game's story, or the deal)."""
        if first:
            return
        people = [seat for seat, info in enumerate(update.seats) if not info.is_bot]
        for name in sounds_for(update.public_events, people, update.looking_seat):
            self.play(name)

    def play(self, name: str) -> None:
        self.requested.emit(name)
        if self.settings.sound_muted or self.settings.sound_volume <= 0 or self._broken:
            return
        effect = self._effect(name) if self._has_output() else None
        if effect is None:
            return
        effect.setVolume(self.settings.sound_volume / 100)
        effect.play()

    def load_all(self, wait_ms: int = 5000) -> dict[str, str] | None:
        """Every sound loaded now, waiting up to `wait_ms` for them: name -> status ("Ready",
        "Error"). None when there is no audio output device to load them for (the smoke
        test checks the bundle's sounds with this)."""
        from PySide6.QtCore import QCoreApplication, QElapsedTimer

        if not self._has_output():
            return None
        effects = {name: self._effect(name) for name in sound_names()}
        clock = QElapsedTimer()
        clock.start()
        while clock.elapsed() < wait_ms and any(
            effect.status().name in ("Null", "Loading") for effect in effects.values()
        ):
            QCoreApplication.processEvents()
        return {name: effect.status().name for name, effect in effects.items()}

    def _say_once(self, line: str) -> None:
        if line not in self._said:
            self._said.add(line)
            LOG.warning(line)

    def _effect(self, name: str) -> Any:
        if name in self._effects:
            return self._effects[name]
        from PySide6.QtCore import QUrl  # not before the first paint (~1.5 ms)

        try:
            from PySide6.QtMultimedia import QSoundEffect
        except ImportError as exc:  # no PySide6-Addons, or libpulse missing
            self._broken = True
            self._say_once(f"sound is off: Qt Multimedia cannot be loaded ({exc})")
            return None
        effect = QSoundEffect(self)
        effect.setSource(QUrl.fromLocalFile(sound_path(name)))
        effect.statusChanged.connect(lambda e=effect, n=name: self._check(e, n))
        self._effects[name] = effect
        return effect

    def _check(self, effect: Any, name: str) -> None:
        from PySide6.QtMultimedia import QSoundEffect

        if effect.status() == QSoundEffect.Status.Error and self._has_output():
            self._say_once(f"a sound cannot be played ({name}; is the audio device busy?)")

    def _has_output(self) -> bool:
        try:
            from PySide6.QtMultimedia import QMediaDevices
        except ImportError as exc:  # no PySide6-Addons, or libpulse missing
            self._broken = True
            self._say_once(f"sound is off: Qt Multimedia cannot be loaded ({exc})")
            return False
        if QMediaDevices.defaultAudioOutput().isNull():
            self._say_once("no audio output device: the game goes on in silence")
            return False
        return True
