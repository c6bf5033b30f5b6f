"""The settings file's text (QSettings's INI format), read and written by Bazaar itself.

QSettings turns a value written ``@Variant(…)`` into a Python object by unpickling it, as soon
as it reads the file, however the ``@`` is spelled (``\\x40``, ``\\x0040``, ``\\100``…). So
the file is never given to QSettings: it is read here into plain text values (a string, a list
of strings, or None), unescaped as QSettings unescapes them, and only then judged; a value
stored as an object is never turned into one. Written back, the text is what QSettings itself
writes, so older versions of Bazaar read it. Plain Python, no Qt.
"""

from __future__ import annotations

from typing import NamedTuple

TextValue = str | list[str] | None  # what the app stores: text, a list of texts, nothing
GENERAL = "General"  # the section of keys without a group
_ESCAPES = {
    "a": "\a",
    "b": "\b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
    "v": "\v",
    '"': '"',
    "?": "?",
    "'": "'",
    "\\": "\\",
}
_WRITTEN_ESCAPES = {"\a": "a", "\b": "b", "\f": "f", "\n": "n", "\r": "r", "\t": "t", "\v": "v"}
_HEX = "0123456789abcdefABCDEF"
_KEY_PLAIN = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.")
OBJECT_PREFIX = "@Variant("  # a value QSettings keeps as an object: never read


class IniRead(NamedTuple):
    """What a settings file holds: its plain values, the keys of the values stored as
    objects (left out), and whether some line was no setting at all."""

    values: dict[str, TextValue]
    objects: list[str]
    malformed: bool


def _logical_lines(text: str) -> list[str]:
    """The file's lines; a backslash before a line's end escapes it (the value goes on)."""
    lines: list[str] = []
    start = index = 0
    while index < len(text):
        char = text[index]
        if char == "\\":
            index += 2
            if text[index - 1 : index + 1] in ("\r\n", "\n\r"):
                index += 1
            continue
        if char in "\r\n":
            lines.append(text[start:index])
            start = index + 1
        index += 1
    lines.append(text[start:])
    return lines


def unescape_key(raw: str) -> str:
    """A key or section as QSettings spells it: ``\\`` for ``/``, ``%XX`` and ``%UXXXX``."""
    out: list[str] = []
    index = 0
    while index < len(raw):
        char = raw[index]
        if char == "\\":
            out.append("/")
        elif (
            char == "%"
            and raw[index + 1 : index + 2] == "U"
            and _is_hex(raw[index + 2 : index + 6], 4)
        ):
            out.append(chr(int(raw[index + 2 : index + 6], 16)))
            index += 5
        elif char == "%" and _is_hex(raw[index + 1 : index + 3], 2):
            out.append(chr(int(raw[index + 1 : index + 3], 16)))
            index += 2
        else:
            out.append(char)
        index += 1
    return "".join(out)


def _is_hex(text: str, length: int) -> bool:
    return len(text) == length and all(char in _HEX for char in text)


def _number_escape(raw: str, index: int, digits: str, base: int, value: int) -> tuple[str, int]:
    """A ``\\x…`` or octal escape: as many digits as follow (QSettings reads them all), as one
    16-bit character."""
    while index < len(raw) and raw[index] in digits:
        value = (value * base + int(raw[index], base)) & 0xFFFF
        index += 1
    return chr(value), index


class _Unescaper:
    """QSettings's reading of a value: quotes, escapes, commas between list items."""

    def __init__(self, raw: str) -> None:
        self.raw = raw
        self.items: list[str] = []
        self.current: list[str] = []
        self.keep = 0  # trailing spaces before this point are part of the value
        self.quoted = False  # the current item had quotes: its spaces are kept
        self.in_quotes = False
        self.is_list = False

    def read(self) -> TextValue | list[str]:
        index = self._skip_spaces(0)
        while index < len(self.raw):
            index = self._step(index)
        self._chop()
        if self.is_list:
            return [*self.items, "".join(self.current)]
        return "".join(self.current)

    def _step(self, index: int) -> int:
        char = self.raw[index]
        if char == "\\":
            return self._escape(index + 1)
        if char == '"':
            self.quoted, self.in_quotes = True, not self.in_quotes
            return index + 1 if self.in_quotes else self._skip_spaces(index + 1)
        if char == "," and not self.in_quotes:
            self._chop()
            self.items.append("".join(self.current))
            self.current, self.keep, self.quoted, self.is_list = [], 0, False, True
            return self._skip_spaces(index + 1)
        self.current.append(char)
        return index + 1

    def _escape(self, index: int) -> int:
        if index >= len(self.raw):
            return index
        char = self.raw[index]
        index += 1
        if char in _ESCAPES:
            self.current.append(_ESCAPES[char])
        elif char == "x" and index < len(self.raw) and self.raw[index] in _HEX:
            decoded, index = _number_escape(self.raw, index, _HEX, 16, 0)
            self.current.append(decoded)
        elif "0" <= char <= "7":
            decoded, index = _number_escape(self.raw, index, "01234567", 8, int(char))
            self.current.append(decoded)
        elif char in "\r\n" and self.raw[index : index + 1] in "\r\n".replace(char, ""):
            index += 1 if index < len(self.raw) else 0
        self.keep = len(self.current)
        return index

    def _skip_spaces(self, index: int) -> int:
        while index < len(self.raw) and self.raw[index] in " \t":
            index += 1
        return index

    def _chop(self) -> None:
        if self.quoted:
            return
        while len(self.current) > self.keep and self.current[-1] in " \t":
            self.current.pop()


def unescape_value(raw: str) -> str | list[str]:
    """The text of a value as QSettings reads it, before it judges a leading ``@``."""
    read = _Unescaper(raw).read()
    return read if read is not None else ""


def _item(text: str) -> tuple[str | None, bool]:
    """One read item as the app can use it: (its text or None, whether it is an object)."""
    if not text.startswith("@"):
        return text, False
    if text.startswith("@@"):
        return text[1:], False
    if text.lower().startswith(OBJECT_PREFIX.lower()):
        return None, True
    if text.endswith(")"):
        return None, False  # @Invalid(), @ByteArray(…), @Rect(…): nothing the app stores
    return text, False


def judged_value(raw: str) -> tuple[TextValue, bool]:
    """A value's text as the app may use it, and whether it was stored as an object (then
    the value is None: never turned into one)."""
    read = unescape_value(raw)
    items = read if isinstance(read, list) else [read]
    judged = [_item(item) for item in items]
    if any(is_object for _, is_object in judged):
        return None, True
    if isinstance(read, list):
        return [text for text, _ in judged if text is not None], False
    return judged[0][0], False


def read_ini(text: str) -> IniRead:
    """The values of a settings file's text, keyed as QSettings keys them ("group/key")."""
    values: dict[str, TextValue] = {}
    objects: list[str] = []
    malformed = False
    section = ""
    for line in _logical_lines(text.removeprefix("\ufeff")):
        stripped = line.strip()
        if not stripped or stripped[0] in ";#":
            continue
        if stripped.startswith("["):
            malformed |= not stripped.endswith("]")
            name = unescape_key(stripped[1:-1].strip()) if stripped.endswith("]") else ""
            section = "" if name.lower() == GENERAL.lower() else name.removeprefix("%")
            continue
        key, equals, raw = line.partition("=")
        key = unescape_key(key.strip())
        if not equals or not key:
            malformed = True
            continue
        full = f"{section}/{key}" if section else key
        value, is_object = judged_value(raw)
        if is_object:
            objects.append(full)
        elif value is not None:
            values[full] = value
    return IniRead(values, objects, malformed)


def escape_key(key: str) -> str:
    out: list[str] = []
    for char in key:
        if char == "/":
            out.append("\\")
        elif char in _KEY_PLAIN:
            out.append(char)
        elif ord(char) <= 0xFF:
            out.append(f"%{ord(char):02X}")
        else:
            out.append(f"%U{ord(char):04X}")
    return "".join(out)


def escape_text(text: str) -> str:
    """One text as QSettings writes it: escapes, quotes around commas, semicolons, equal
    signs and spaces at either end; a leading ``@`` doubled (it is no object)."""
    if text.startswith("@"):
        text = "@" + text
    out: list[str] = []
    hex_before = False  # a character written as \x…: a hex digit after it is escaped too
    for char in text:
        if hex_before and char in _HEX:
            out.append(f"\\x{ord(char):x}")
            continue
        hex_before = False
        if char in _WRITTEN_ESCAPES:
            out.append("\\" + _WRITTEN_ESCAPES[char])
        elif char in '"\\':
            out.append("\\" + char)
        elif ord(char) <= 0x1F:
            out.append(f"\\x{ord(char):x}")
            hex_before = True
        else:
            out.append(char)
    written = "".join(out)
    if any(char in text for char in ";,=") or written[:1] == " " or written[-1:] == " ":
        return f'"{written}"'
    return written


def escape_value(value: TextValue) -> str:
    if value is None:
        return "@Invalid()"
    if isinstance(value, str):
        return escape_text(value)
    if len(value) == 1:
        return escape_text(value[0])
    if not value:
        return "@Invalid()"  # (QSettings reads it as no value: an empty list is that too)
    return ", ".join(escape_text(item) for item in value)


def write_ini(values: dict[str, TextValue]) -> str:
    """The text QSettings would write for `values`: [General] first, then each group."""
    sections: dict[str, list[str]] = {}
    for key in sorted(values):
        group, slash, rest = key.partition("/")
        section, name = (group, rest) if slash else (GENERAL, key)
        if slash and group.lower() == GENERAL.lower():
            section = "%" + group
        sections.setdefault(section, []).append(f"{escape_key(name)}={escape_value(values[key])}")
    order = sorted(sections, key=lambda name: (name != GENERAL, name))
    blocks = [
        f"[{name if name.startswith('%') else escape_key(name)}]\n"
        + "\n".join(sections[name])
        + "\n"
        for name in order
    ]
    return "\n".join(blocks)
