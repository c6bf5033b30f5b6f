"""The widget colours of each theme: menus, panels, dialogs and the scene's backdrop (the
palette and the style sheet made of them: `theme`).

Without `from __future__ import annotations`, unlike the rest: the named tuple's 38 fields
are then typed by `str` itself, where annotations kept as text made typing compile each one
before the window's first paint (~0.7 ms, docs/performance.md)."""

from typing import NamedTuple


class UiColours(NamedTuple):
    """The widget colours of one theme (menus, panels, dialogs) and the scene's backdrop.

    The board keeps its printed colours; at night the whole table lies under a warm tint
    (`night_tint`), as a real board would under a lamp. (A named tuple, not a frozen
    dataclass: made before the first paint, a 36-field dataclass cost 4 ms to generate.)"""

    name: str
    window: str
    text: str
    base: str
    alternate: str
    button: str
    button_hover: str
    button_pressed: str
    button_border: str
    focus: str
    primary_focus: str  # the ring on a primary button (the focus colour is its fill's kin)
    frame: str  # group boxes, tables
    group: str  # inside a group box
    group_title: str
    header: str
    header_line: str
    selection: str  # a selected table row
    highlight: str  # the palette's highlight (text selection, menus)
    highlight_text: str
    disabled: str
    disabled_button: str
    disabled_border: str
    primary: str
    primary_hover: str
    primary_border: str
    primary_text: str
    primary_disabled: str
    primary_disabled_text: str
    status: str
    status_text: str
    link: str
    emphasis: str  # headings and notes in panels (terracotta by day, brass by night)
    active_row: str  # the background of the row of the player deciding now
    good_text: str  # "this offer is allowed"
    bad_text: str  # "this offer is not allowed"
    quiet_text: str  # hints and secondary lines, still readable on the panels
    backdrop: str  # behind the board
    card: str  # the coach's cards over the board (hint, walkthrough)


LIGHT = UiColours(
    name="light",
    window="#f6ead2",
    text="#2b1d12",
    base="#fff8ea",
    alternate="#f1e2c4",
    button="#ecd7ae",
    button_hover="#f3e1bd",
    button_pressed="#dcc08c",
    button_border="#b08a4e",
    focus="#7d3319",
    primary_focus="#fff8ea",
    frame="#c9a86a",
    group="#fbf1dc",
    group_title="#7d3319",
    header="#e8cf9f",
    header_line="#d2b47c",
    selection="#f1d8a8",
    highlight="#b5532f",
    highlight_text="#fff8ea",
    disabled="#9c8f7a",
    disabled_button="#eee3cd",
    disabled_border="#d5c4a4",
    primary="#b5532f",
    primary_hover="#c8653f",
    primary_border="#7d3319",
    primary_text="#fff8ea",
    primary_disabled="#d9b8a6",
    primary_disabled_text="#f6ead2",
    status="#4a2c1a",
    status_text="#fff8ea",
    link="#7d3319",
    emphasis="#7d3319",
    active_row="#fbe3a6",
    good_text="#2e6b2e",
    bad_text="#a02c1c",
    quiet_text="#5a4632",
    backdrop="#4a2c1a",
    card="#fff8e7",
)

# The same bazaar at night: lamp-lit wood and brass rather than grey.
DARK = UiColours(
    name="dark",
    window="#231a14",
    text="#f1e4cc",
    base="#1a1410",
    alternate="#2a2019",
    button="#4a3424",
    button_hover="#5a4130",
    button_pressed="#3a2819",
    button_border="#8a6440",
    focus="#ffb15c",
    primary_focus="#fff8ea",
    frame="#6b4f33",
    group="#2b2119",
    group_title="#f2b774",
    header="#3d2d20",
    header_line="#5a4330",
    selection="#5c3b22",
    highlight="#c8653f",
    highlight_text="#fff8ea",
    disabled="#8a7b66",
    disabled_button="#30251c",
    disabled_border="#4a3a2b",
    primary="#c8653f",
    primary_hover="#d7774f",
    primary_border="#f2b774",
    primary_text="#fff8ea",
    primary_disabled="#5a3a2c",
    primary_disabled_text="#a08a78",
    status="#140e0a",
    status_text="#f1e4cc",
    link="#f2b774",
    emphasis="#f2b774",
    active_row="#5c4322",
    good_text="#8fd18f",
    bad_text="#ff9a85",
    quiet_text="#c9b89c",
    backdrop="#1c120c",
    card="#33251b",
)
THEMES: dict[str, UiColours] = {LIGHT.name: LIGHT, DARK.name: DARK}
