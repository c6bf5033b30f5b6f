"""The application's settings: one typed accessor over a QSettings object.

Every value is read through a validator: a missing, corrupt or hand-edited value falls back to
its default, so a bad settings file never stops the app. Setters store the value and emit a
signal when the effective value changes. On Linux and the BSDs the file is read and written by
Bazaar itself, never by QSettings (settings_store.py): no link planted in its place is written
through, no value stored as a Python object is ever unpickled, no leftover lock is waited for.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from PySide6.QtCore import QObject, QSettings, Signal, SignalInstance

LANGUAGES = ("system", "en", "es", "de")  # "system": follow the computer's language
ANIMATION_SPEEDS = ("off", "slow", "normal", "fast")  # the names the View menu stores too
THEMES = ("light", "dark")
DEFAULT_LEVEL = "medium"
MAX_NAME = 24  # as the new-game dialog allows
DEFAULT_PLAYERS = 4  # clamped to what each game allows
# Bots are named after merchants one might meet in a bazaar.
MERCHANT_NAMES = (
    "Layla",
    "Omar",
    "Zeynep",
    "Karim",
    "Nadia",
    "Tariq",
    "Yasmin",
    "Selim",
)

KEY_LANGUAGE = "language"
KEY_ANIMATION_SPEED = "animation_speed"  # shared with the main window's View menu
KEY_THEME = "theme"
KEY_CONFIRM_QUIT = "confirm_quit"
KEY_PAUSE_AFTER_BOT = "pause_after_bot"
KEY_SOUND_VOLUME = "sound_volume"  # 0-100 (%)
KEY_SOUND_MUTED = "sound_muted"
KEY_LAST_GAME = "last_game"  # the game last started here: New game and F1 begin with it
DEFAULT_SOUND_VOLUME = 30  # quiet by default: effects, not music
KEY_PHONES_PORT = "phones_port"  # the port the phones' page is served on (companion/)
DEFAULT_PHONES_PORT = 47800
PHONES_PORTS = (1024, 65535)  # no port a system service reserves (under 1024)
SEATS_GROUP = "seats"
_GAME_ID = re.compile(r"[a-z0-9_]{1,32}")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")


# Named tuples, not dataclasses: the settings are read before the first paint, and making
# a dataclass costs about a millisecond (start-up time).
class SeatDefault(NamedTuple):
    name: str
    is_bot: bool
    level: str = DEFAULT_LEVEL  # kept for people too, so switching a seat back keeps it


class SeatPlan(NamedTuple):
    """Who sits at a new table of one game: how many players, and every possible seat."""

    players: int
    seats: tuple[SeatDefault, ...]  # one per seat the game allows (the first `players` play)

    def playing(self) -> tuple[SeatDefault, ...]:
        return self.seats[: self.players]


def clean_name(value: object) -> str:
    """A seat name as the app shows it: one line, single spaces, at most MAX_NAME characters;
    "" when `value` is not a usable name."""
    if not isinstance(value, str):
        return ""
    return " ".join(_CONTROL.sub(" ", value).split())[:MAX_NAME].strip()


def system_user_name() -> str:
    """The computer user's name (their full name when the system has it), or ""."""
    import getpass  # here, not at start (it imports termios): start-up time

    try:
        login = getpass.getuser()
    except (KeyError, OSError, ImportError):  # no user database entry, no USER variable
        return ""
    full = ""
    try:
        import pwd

        full = pwd.getpwnam(login).pw_gecos.split(",")[0]
    except (ImportError, KeyError, OSError):  # not a Unix system, or an unknown user
        full = ""
    name = clean_name(full) or clean_name(login)
    return name[:1].upper() + name[1:]


def _as_bool(value: object, default: bool) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value != 0 if value in (0, 1) else default
    if isinstance(value, str):
        text = value.strip().lower()
        if text in ("true", "1", "yes", "on"):
            return True
        if text in ("false", "0", "no", "off"):
            return False
    return default


def _as_int(value: object, default: int, low: int, high: int) -> int:
    number: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, str) and value.strip().isdigit():
        number = int(value.strip())
    if number is None or not low <= number <= high:
        return default
    return number


def _as_choice(value: object, choices: Sequence[str], default: str) -> str:
    return value if isinstance(value, str) and value in choices else default


def phones_port(store: QSettings) -> int:
    """The port Game > Invite phones listens on (another free one while it is taken)."""
    return _as_int(store.value(KEY_PHONES_PORT), DEFAULT_PHONES_PORT, *PHONES_PORTS)


class AppSettings(QObject):
    """Typed access to the settings stored in `store` (a QSettings object)."""

    language_changed = Signal(str)
    animation_speed_changed = Signal(str)
    theme_changed = Signal(str)
    confirm_quit_changed = Signal(bool)
    pause_after_bot_changed = Signal(bool)
    seats_changed = Signal(str)  # the game id whose default seats changed
    sound_changed = Signal()  # the volume or mute changed
    file_note = Signal(str)  # a problem found with the file while running: one line

    def __init__(self, store: QSettings, parent: QObject | None = None) -> None:
        from bazaar_desktop.services.settings_store import SettingsStore

        super().__init__(parent)
        self.store = store
        if isinstance(store, SettingsStore):
            store.file_note.connect(self.file_note)

    def _sync(self) -> None:
        self.store.sync()

    # --- simple values ----------------------------------------------------------------
    @property
    def language(self) -> str:
        return _as_choice(self.store.value(KEY_LANGUAGE), LANGUAGES, "system")

    def set_language(self, language: str) -> None:
        self._set_choice(KEY_LANGUAGE, language, LANGUAGES, self.language, self.language_changed)

    @property
    def animation_speed(self) -> str:
        return _as_choice(self.store.value(KEY_ANIMATION_SPEED), ANIMATION_SPEEDS, "normal")

    def set_animation_speed(self, speed: str) -> None:
        self._set_choice(
            KEY_ANIMATION_SPEED,
            speed,
            ANIMATION_SPEEDS,
            self.animation_speed,
            self.animation_speed_changed,
        )

    @property
    def theme(self) -> str:
        return _as_choice(self.store.value(KEY_THEME), THEMES, "light")

    def set_theme(self, theme: str) -> None:
        self._set_choice(KEY_THEME, theme, THEMES, self.theme, self.theme_changed)

    @property
    def confirm_quit(self) -> bool:
        return _as_bool(self.store.value(KEY_CONFIRM_QUIT), True)

    def set_confirm_quit(self, confirm: bool) -> None:
        before = self.confirm_quit
        self.store.setValue(KEY_CONFIRM_QUIT, bool(confirm))
        self._sync()
        if before != bool(confirm):
            self.confirm_quit_changed.emit(bool(confirm))

    @property
    def pause_after_bot(self) -> bool:
        """Stop after each bot's move until the person continues (Space or a click)."""
        return _as_bool(self.store.value(KEY_PAUSE_AFTER_BOT), False)

    def set_pause_after_bot(self, pause: bool) -> None:
        before = self.pause_after_bot
        self.store.setValue(KEY_PAUSE_AFTER_BOT, bool(pause))
        self._sync()
        if before != bool(pause):
            self.pause_after_bot_changed.emit(bool(pause))

    @property
    def sound_volume(self) -> int:
        return _as_int(self.store.value(KEY_SOUND_VOLUME), DEFAULT_SOUND_VOLUME, 0, 100)

    def set_sound_volume(self, volume: int) -> None:
        before = self.sound_volume
        self.store.setValue(KEY_SOUND_VOLUME, max(0, min(100, int(volume))))
        self._sync()
        if before != self.sound_volume:
            self.sound_changed.emit()

    @property
    def sound_muted(self) -> bool:
        return _as_bool(self.store.value(KEY_SOUND_MUTED), False)

    def set_sound_muted(self, muted: bool) -> None:
        before = self.sound_muted
        self.store.setValue(KEY_SOUND_MUTED, bool(muted))
        self._sync()
        if before != bool(muted):
            self.sound_changed.emit()

    @property
    def phones_port(self) -> int:
        return phones_port(self.store)

    def set_phones_port(self, port: int) -> None:
        low, high = PHONES_PORTS
        if not low <= int(port) <= high:
            raise ValueError(f"the phones' port must be from {low} to {high}, not {port}")
        self.store.setValue(KEY_PHONES_PORT, int(port))
        self._sync()

    def _set_choice(
        self, key: str, value: str, choices: Sequence[str], before: str, signal: SignalInstance
    ) -> None:
        if value not in choices:
            raise ValueError(f"unknown {key} {value!r} (known: {', '.join(choices)})")
        self.store.setValue(key, value)
        self._sync()
        if value != before:
            signal.emit(value)

    # --- seats ------------------------------------------------------------------------
    def default_seat_plan(self, min_players: int, max_players: int) -> SeatPlan:
        """The first seat is a person (named after the computer's user), the others bots
        with merchants' names."""
        person = system_user_name() or self.tr("Player 1")
        merchants = [name for name in MERCHANT_NAMES if name.lower() != person.lower()]
        seats = [SeatDefault(person, False)]
        for index in range(1, max(1, max_players)):
            seats.append(SeatDefault(merchants[(index - 1) % len(merchants)], True))
        players = min(max(DEFAULT_PLAYERS, min_players), max_players)
        return SeatPlan(players, tuple(seats))

    def seat_plan(self, game_id: str, min_players: int, max_players: int) -> SeatPlan:
        """The stored seats for `game_id`, each field checked; bad fields take their default."""
        from bazaar_engine.bots.registry import BOT_LEVELS  # not before the first paint

        default = self.default_seat_plan(min_players, max_players)
        if not _GAME_ID.fullmatch(game_id):
            return default
        prefix = f"{SEATS_GROUP}/{game_id}"
        players = _as_int(
            self.store.value(f"{prefix}/players"), default.players, min_players, max_players
        )
        seats = []
        for index, fallback in enumerate(default.seats):
            key = f"{prefix}/{index + 1}"
            seats.append(
                SeatDefault(
                    clean_name(self.store.value(f"{key}/name")) or fallback.name,
                    _as_bool(self.store.value(f"{key}/bot"), fallback.is_bot),
                    _as_choice(self.store.value(f"{key}/level"), BOT_LEVELS, fallback.level),
                )
            )
        return SeatPlan(players, tuple(seats))

    def set_seat_plan(self, game_id: str, plan: SeatPlan) -> None:
        from bazaar_engine.bots.registry import BOT_LEVELS

        if not _GAME_ID.fullmatch(game_id):
            raise ValueError(f"not a game id: {game_id[:40]!r}")
        prefix = f"{SEATS_GROUP}/{game_id}"
        self.store.setValue(f"{prefix}/players", int(plan.players))
        for index, seat in enumerate(plan.seats):
            key = f"{prefix}/{index + 1}"
            self.store.setValue(f"{key}/name", clean_name(seat.name))
            self.store.setValue(f"{key}/bot", bool(seat.is_bot))
            self.store.setValue(f"{key}/level", _as_choice(seat.level, BOT_LEVELS, DEFAULT_LEVEL))
        self._sync()
        self.seats_changed.emit(game_id)

    # --- everything -------------------------------------------------------------------
    def restore_defaults(self) -> None:
        """Forget every setting this class manages (recent files and the like are kept)."""
        self.set_language("system")
        self.set_animation_speed("normal")
        self.set_theme("light")
        self.set_confirm_quit(True)
        self.set_pause_after_bot(False)
        self.set_phones_port(DEFAULT_PHONES_PORT)
        games = [g for g in self.store.childGroups() if g == SEATS_GROUP]
        if games:
            self.store.beginGroup(SEATS_GROUP)
            game_ids = list(self.store.childGroups())
            self.store.endGroup()
            self.store.remove(SEATS_GROUP)
            self._sync()
            for game_id in game_ids:
                self.seats_changed.emit(game_id)


def checked_settings(
    store: QSettings | None, parent: QObject | None = None
) -> tuple[AppSettings, list[str]]:
    """The app's settings in `store` (None: `open_settings`), and what was wrong with their
    file: one line each, to tell once the window is up. A settings file given as a QSettings
    is read and written by Bazaar itself instead (`SettingsStore`, on POSIX systems)."""
    from bazaar_desktop.services.settings_store import SettingsStore, open_settings

    notes: list[str] = []
    if store is None:
        store, notes = open_settings()
    elif not isinstance(store, SettingsStore) and own_settings_file(store):
        store.sync()  # what the caller set and has not written yet is read back with the file
        store = SettingsStore(Path(store.fileName()))
        notes = list(store.start_notes)
    return AppSettings(store, parent), notes


def own_settings_file(store: QSettings) -> bool:
    """Is `store` an INI file Bazaar can read and write itself (not the registry)?"""
    return (
        os.name == "posix"
        and store.format() == QSettings.Format.IniFormat
        and Path(store.fileName()).is_absolute()
    )
