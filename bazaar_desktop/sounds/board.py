"""Sound effects: the project's own WAV files (resources/bazaar_resources/sounds/, made by
scripts/make_sounds.py, all 16-bit mono PCM at 22050 Hz) mixed here and played through ONE
long-lived Qt audio stream, a QAudioSink in push mode (QtMultimedia, from the PySide6-Addons wheel).

Not one QSoundEffect per sound: with several of them playing over each other, Qt 6.12's
PulseAudio engine (PulseAudio, and PipeWire's pulse server: most Linux desktops) was seen to
print "QSocketNotifier: Invalid socket NN and type 'Read', disabling..." without end, gigabytes
of it, and to spin the process. One stream that is only ever written to from the GUI thread
does not (tests/desktop/test_sound.py plays a game's pace of sounds on a real PulseAudio server).

Quiet by default (volume 30 %), muted with M from anywhere (View menu) or in the settings.
QtMultimedia is not imported before the window's first paint: the start-up work imports it on
a worker thread and then starts its audio back end on the welcome page (`find_output`), not
at a game's first sound, in the middle of the bots' moves. No sound ever stops the game:
without QtMultimedia, without an audio output device, or when the device refuses the stream, the
game goes on in silence and the log (Python's `logging`, logger "bazaar.sound") gets one line.

The stream follows the system's default output (headphones plugged in mid-game): once the sound
system has started, the board watches the outputs (`QMediaDevices.audioOutputsChanged`) and
opens its stream again on the new default, with what was still to play (`check_device`).
"""

from __future__ import annotations

import logging
from array import array
from itertools import zip_longest
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from bazaar_desktop.sounds.cues import sound_names, sounds_for
from bazaar_engine.core.resources import resources_dir

if TYPE_CHECKING:
    from PySide6.QtCore import QIODevice, QTimer
    from PySide6.QtMultimedia import QAudioSink, QMediaDevices

    from bazaar_desktop.bridge.adapter import Update
    from bazaar_desktop.services.settings import AppSettings

LOG = logging.getLogger("bazaar.sound")

RATE = 22050  # the sounds' format: 16-bit signed samples, one channel, 22050 a second
BUFFER_S = 0.12  # what the stream holds ahead: the most a sound waits behind another
FEED_MS = 20  # how often the mix is topped up while a sound plays


def sound_path(name: str) -> str:
    return str(resources_dir() / "sounds" / f"{name}.wav")


def find_output() -> None:
    """Start Qt Multimedia's audio back end by looking up the audio output, on the GUI thread
    while no game moves (the start-up work, `window.resume`): the first look-up loads the back
    end and asks the sound server, 15-20 ms of the GUI thread's CPU and up to 50 ms of waiting,
    which at a game's first sound was the longest stall of the bots' animations.
    Later look-ups (one per sound, `SoundBoard`) are free. Silent: a board says what is wrong
    when it is asked for a sound."""
    try:
        from PySide6.QtMultimedia import QMediaDevices
    except ImportError:
        return
    QMediaDevices.defaultAudioOutput()


def read_sound(name: str) -> array[int] | None:
    """The samples of sound `name`, or None when its file is not 16-bit mono PCM at RATE."""
    import wave

    try:
        with wave.open(sound_path(name), "rb") as wav:
            if (wav.getsampwidth(), wav.getnchannels(), wav.getframerate()) != (2, 1, RATE):
                return None
            samples = array("h", wav.readframes(wav.getnframes()))
    except (OSError, EOFError, wave.Error):
        return None
    if samples.itemsize != 2:  # pragma: no cover - every platform Qt runs on has 16-bit "h"
        return None
    return samples


def mix(parts: list[array[int]]) -> array[int]:
    """The sum of `parts` (of any lengths), clipped to 16 bits."""
    if len(parts) == 1:
        return parts[0]
    return array("h", [max(-32768, min(32767, sum(s))) for s in zip_longest(*parts, fillvalue=0)])


class SoundBoard(QObject):
    """Plays the sound of each game event for the live table (`follow`): each sound asked for
    starts at once over the ones still playing (the same sound again starts it over), all of
    them mixed into one audio stream that is opened at the first sound and kept."""

    requested = Signal(str)  # every sound asked for, audible or not (muted, no device)

    def __init__(self, settings: AppSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self._sounds: dict[str, array[int] | None] = {}  # name -> samples, read on first use
        self._voices: dict[str, int] = {}  # the sounds playing -> the next sample to write
        self._sink: QAudioSink | None = None
        self._stream: QIODevice | None = None  # the sink's, written to in push mode
        self._timer: QTimer | None = None
        self._devices: QMediaDevices | None = None  # kept for its signal once sound has started
        self._device_id: bytes | None = None  # the output the stream was opened on
        self._wanted = False  # a stream was opened: device changes open it again
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
        if self._silent():
            return
        if self._sound(name) is None or not self._has_output() or not self._open():
            return
        assert self._sink is not None and self._timer is not None
        self._sink.setVolume(self.settings.sound_volume / 100)
        self._voices[name] = 0
        self._feed()
        if self._voices and not self._timer.isActive():
            self._timer.start()

    def is_playing(self) -> bool:
        """Whether the stream is playing a sound now (the tests' check of a real device)."""
        return self._sink is not None and self._sink.state().name == "ActiveState"

    def device_id(self) -> bytes | None:
        """The id of the output device the stream is open on (None: no stream open)."""
        return self._device_id if self._sink is not None else None

    def check_device(self) -> None:
        """The outputs changed: the stream moves to the default output when it is not on it
        (or its device went away), with the sounds still to play; muted, or with no output, it
        is only closed (the next sound, or the next change, opens it). Called by Qt's signal."""
        from PySide6.QtMultimedia import QMediaDevices

        default = QMediaDevices.defaultAudioOutput()
        if self._sink is not None:
            outputs = {device.id().data() for device in QMediaDevices.audioOutputs()}
            if self._device_id == default.id().data() and self._device_id in outputs:
                return
            self._close()
        if not self._wanted or self._silent() or default.isNull():
            self._voices.clear()
            return
        if self._open():
            assert self._sink is not None and self._timer is not None
            self._sink.setVolume(self.settings.sound_volume / 100)
            self._feed()
            if self._voices and not self._timer.isActive():
                self._timer.start()

    def load_all(self) -> dict[str, str] | None:
        """Every sound read now and the stream opened: name -> status ("Ready", "Error"). None
        when there is no audio output device to play them on (the smoke test checks the bundle's
        sounds with this)."""
        if not self._has_output():
            return None
        opened = self._open()
        return {
            name: "Ready" if opened and self._sound(name) is not None else "Error"
            for name in sound_names()
        }

    def _silent(self) -> bool:
        return self.settings.sound_muted or self.settings.sound_volume <= 0 or self._broken

    def _close(self) -> None:
        """Close the stream; the sounds playing go back by what it held and had not played."""
        assert self._sink is not None
        held = max(0, self._sink.bufferSize() - self._sink.bytesFree()) // 2
        self._voices = {name: max(0, start - held) for name, start in self._voices.items()}
        self._sink.stop()
        self._sink.deleteLater()
        self._sink = self._stream = self._device_id = None
        if self._timer is not None:
            self._timer.stop()

    def _say_once(self, line: str) -> None:
        if line not in self._said:
            self._said.add(line)
            LOG.warning(line)

    def _sound(self, name: str) -> array[int] | None:
        if name not in self._sounds:
            self._sounds[name] = read_sound(name)
            if self._sounds[name] is None:
                self._say_once(f"a sound cannot be played ({name}: not 16-bit mono {RATE} Hz)")
        return self._sounds[name]

    def _open(self) -> bool:
        """The stream, opened once (again after the device stopped it: it went away, the server
        quit): whether it is open. Never stopped here, only left idle between sounds."""
        if self._sink is not None:
            if self._sink.state().name != "StoppedState":
                return True
            self._say_once("a sound stream was stopped by the audio device (opened again)")
            self._sink.deleteLater()
            self._sink = self._stream = None
            self._voices.clear()
        from PySide6.QtCore import QTimer  # not before the first paint
        from PySide6.QtMultimedia import QAudioFormat, QAudioSink, QMediaDevices

        audio_format = QAudioFormat()
        audio_format.setSampleRate(RATE)
        audio_format.setChannelCount(1)
        audio_format.setSampleFormat(QAudioFormat.SampleFormat.Int16)
        device = QMediaDevices.defaultAudioOutput()
        sink = QAudioSink(device, audio_format, self)
        sink.setBufferSize(int(RATE * BUFFER_S) * 2)
        stream = sink.start()
        if stream is None or sink.error().name not in ("NoError", "UnderrunError"):
            sink.deleteLater()
            self._say_once("a sound cannot be played (is the audio device busy?)")
            return False
        self._sink, self._stream = sink, stream
        self._device_id, self._wanted = bytes(device.id().data()), True
        if self._timer is None:
            self._timer = QTimer(self)
            self._timer.setInterval(FEED_MS)
            self._timer.timeout.connect(self._feed)
        return True

    def _feed(self) -> None:
        """Top the stream up with the mix of the sounds playing, as far as it has room."""
        if self._sink is None or self._stream is None or not self._voices:
            self._voices.clear()
            if self._timer is not None:
                self._timer.stop()
            return
        sounds = {name: self._sounds[name] or array("h") for name in self._voices}
        left = max(len(sounds[name]) - start for name, start in self._voices.items())
        count = min(self._sink.bytesFree() // 2, left)
        if count > 0:
            parts = [sounds[name][start : start + count] for name, start in self._voices.items()]
            self._stream.write(mix(parts).tobytes())
            self._voices = {
                name: start + count
                for name, start in self._voices.items()
                if start + count < len(sounds[name])
            }
        if not self._voices and self._timer is not None:
            self._timer.stop()

    def _has_output(self) -> bool:
        try:
            from PySide6.QtMultimedia import QMediaDevices
        except ImportError as exc:  # no PySide6-Addons, or libpulse missing
            self._broken = True
            self._say_once(f"sound is off: Qt Multimedia cannot be loaded ({exc})")
            return False
        if self._devices is None:  # the sound system has started: follow its outputs
            self._devices = QMediaDevices(self)
            self._devices.audioOutputsChanged.connect(self.check_device)
        if QMediaDevices.defaultAudioOutput().isNull():
            self._say_once("no audio output device: the game goes on in silence")
            return False
        return True
