"""Save files: a match as JSON on disk, written atomically and loaded with full validation.

A save (``NAME.bazaar.json``, format described in ``docs/save-format.md``) holds the game id,
the rules-data fingerprint, the options, the seats, every decision made so far (chance
outcomes included) and a snapshot of the current state. Loading trusts nothing: the file is
size-capped before it is read, every field is checked, the history is replayed from the start
with checked `apply`, and the replayed state must equal the snapshot.

The decisions and the snapshot hold what the rules hide from some seat (Basta! hands and
draws, Basari's secret card choices, chance results not yet revealed), so a file keeps them in
one SEALED field (format 2): zlib-compressed JSON in base64 — privacy against a glance at the
autosave in a text editor, not cryptography. The rest stays readable, with a public
``summary`` (decisions, turn, scores). In memory, `match_to_json` gives the open form (format
1 layout, as older saves were written); `dumps_save` seals it; loading opens either.

Every problem is reported as one error type, `SaveError` (a `ValueError`), whose message names
the problem in words a player understands ("decision 17: you cannot afford it"). JSON only:
nothing in a save is ever executed.

The public API::

    write_save(path, match)          verified atomic write (temp file + fsync + os.replace)
    read_save(path) -> Match         read, validate, replay; raises SaveError
    match_to_json(match) -> dict     the save as plain JSON data, open (nothing sealed)
    sealed_save(data) -> dict        open save data -> the file's form (history+snapshot sealed)
    opened_save(data) -> object      the file's form -> open save data (raises SaveError)
    match_from_json(data) -> Match   validate and replay already-parsed JSON data (either form)
    parse_save(raw) -> Match         the same from the bytes or text of a save file
    describe(match) -> str           a short human summary
    truncated(match, decisions)      the match as it was after its first `decisions` decisions
    replay_steps(match)              every position with its events, for a replay viewer
    save_file_name(game_id, seed, number) -> str
    seat_name_problem(name) -> str | None   why a name cannot be saved (for dialogs)

The package, a module per job (each imports only those above it)::

    records     the format's names, versions, limits, `SaveError`; a match as open data/text
    fields      field checks on untrusted data, and game code run on it (`guard`)
    json_text   hostile text to JSON data within the limits
    sealing     open data <-> the file's form (sealed field, optional signature)
    replay      a match rebuilt from its decisions; `truncated`, `replay_steps`, `describe`
    validation  parsed data checked and replayed into a `Match`
    files       atomic, verified writing; capped reading; no planted links
"""

from __future__ import annotations

from bazaar_engine.core.saves.files import (
    read_save,
    read_signed_save,
    write_save,
)
from bazaar_engine.core.saves.records import (
    FORMAT_NAME,
    FORMAT_VERSION,
    MAX_CONTAINERS,
    MAX_DECISIONS,
    MAX_DEPTH,
    MAX_NAME_CHARS,
    MAX_NUMBER_DIGITS,
    MAX_OPTIONS,
    MAX_SAVE_BYTES,
    MAX_SEED,
    MAX_TEXT_CHARS,
    OPEN_FORMAT_VERSION,
    SAVE_SUFFIX,
    SEALED_KEYS,
    SEALED_NOTE,
    SEALED_OPTIONAL_KEYS,
    SEALED_VERSIONS,
    LinkInTheWay,
    SaveError,
    SignedMatch,
    dumps_open_save,
    match_to_json,
    public_summary,
    save_file_name,
    seat_name_problem,
)
from bazaar_engine.core.saves.replay import (
    describe,
    replay_steps,
    truncated,
)
from bazaar_engine.core.saves.sealing import (
    dumps_save,
    opened_save,
    sealed_save,
)
from bazaar_engine.core.saves.validation import (
    match_from_json,
    parse_save,
    parse_signed_save,
)

__all__ = [
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "MAX_CONTAINERS",
    "MAX_DECISIONS",
    "MAX_DEPTH",
    "MAX_NAME_CHARS",
    "MAX_NUMBER_DIGITS",
    "MAX_OPTIONS",
    "MAX_SAVE_BYTES",
    "MAX_SEED",
    "MAX_TEXT_CHARS",
    "OPEN_FORMAT_VERSION",
    "SAVE_SUFFIX",
    "SEALED_KEYS",
    "SEALED_NOTE",
    "SEALED_OPTIONAL_KEYS",
    "SEALED_VERSIONS",
    "LinkInTheWay",
    "SaveError",
    "SignedMatch",
    "describe",
    "dumps_open_save",
    "dumps_save",
    "match_from_json",
    "match_to_json",
    "opened_save",
    "parse_save",
    "parse_signed_save",
    "public_summary",
    "read_save",
    "read_signed_save",
    "replay_steps",
    "save_file_name",
    "sealed_save",
    "seat_name_problem",
    "truncated",
    "write_save",
]
