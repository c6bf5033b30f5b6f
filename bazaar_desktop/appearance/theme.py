"""The bazaar palette, fonts and the shapes that tell gems apart without colour.

Colour is never the only cue: every gem colour also has its own shape, and every player has a
letter on their pieces as well as a colour.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from bazaar_desktop.appearance.seat_marks import SEAT_COLOURS, SEAT_INKS
from bazaar_desktop.appearance.widget_colours import LIGHT, THEMES, UiColours

if TYPE_CHECKING:  # the drawing's types are made when a board is drawn, not before the paint
    from PySide6.QtGui import QFont, QPainter, QPainterPath

# --- the table -------------------------------------------------------------------------------
SAND = QColor("#f3e3c3")  # the board's cloth
SAND_DARK = QColor("#e2c996")
TERRACOTTA = QColor("#b5532f")
TERRACOTTA_DARK = QColor("#7d3319")
SPICE = QColor("#d98e32")  # saffron highlights
INDIGO = QColor("#24335a")  # ink for text on sand
INK = QColor("#2b1d12")
WOOD = QColor("#6b4226")
WOOD_LIGHT = QColor("#8a5a35")
CREAM = QColor("#fff8ea")
BACKDROP = QColor("#4a2c1a")  # behind the board
LOOP_CLOTH = QColor("#f7ead0")  # the inner field of Basari's board
HIGHLIGHT = QColor("#ffd166")
DISABLED = QColor("#9c8f7a")

# --- gems: red > yellow > green > blue (B1) -------------------------------------------------
GEM_COLOURS = (QColor("#d2232a"), QColor("#f2b705"), QColor("#2e9e4f"), QColor("#2f6fd1"))
GEM_DARK = (QColor("#7a0f14"), QColor("#8a6400"), QColor("#145a2a"), QColor("#173c7a"))
GEM_SHAPE_NAMES = ("diamond", "circle", "triangle", "square")

# --- players: six seats, told apart by colour AND by the letter on every piece ---------------
# Defined once, without Qt, in seat_marks (the phones' frames carry the same colours).
PLAYER_COLOURS = tuple(QColor(colour) for colour in SEAT_COLOURS)
# The letter on each seat's pieces: light on dark colours, dark on light ones.
PLAYER_INK = tuple(QColor(ink) for ink in SEAT_INKS)
MAX_SEATS = len(PLAYER_COLOURS)


def relative_luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance of an sRGB colour."""

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(colour.redF())
        + 0.7152 * linear(colour.greenF())
        + 0.0722 * linear(colour.blueF())
    )


def contrast_ratio(first: QColor | str, second: QColor | str) -> float:
    """WCAG 2 contrast ratio, from 1 (the same colour) to 21 (black on white)."""
    lumens = sorted((relative_luminance(QColor(first)), relative_luminance(QColor(second))))
    return (lumens[1] + 0.05) / (lumens[0] + 0.05)


TITLE_FAMILY = "DejaVu Serif"
BODY_FAMILY = "DejaVu Sans"


def player_colour(seat: int) -> QColor:
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


MIN_MARK_CONTRAST = 3.0  # WCAG 2's figure for the parts of graphics that must be seen
# What pieces stand on, in both themes: stall bodies, track cells, archway faces.
PIECE_SURFACES = (QColor("#fff6e2"), QColor("#f7e8c6"), QColor("#e9c48a"), QColor("#d8a86a"))


# Basari's archways' doorways, top and foot of their shade: where the merchants stand.
DOORWAY = (QColor("#5a2a16"), QColor("#8a4a28"))
# The light rim around each merchant, outside its seat-coloured edge: a charcoal or purple
# merchant on a dark doorway stood out by day at 1.3:1 and vanished at night.
# It keeps 3:1 against the doorway under the night tint too (a test checks it).
MERCHANT_HALO = QColor("#fff6e2")

NIGHT_TINT = QColor("#b08f62")  # multiplied over the table in the dark theme: warm lamplight


def night_tint() -> QColor | None:
    """The lamplight multiplied over the table in the theme in use (None by day)."""
    return NIGHT_TINT if _current.name == "dark" else None


def caption_ink() -> QColor:
    """Captions on the seats' stalls ("points", "placing…"): terracotta by day, a deeper one
    by night, where the lamplight dims the stall as much as the ink (4.5:1 kept)."""
    return QColor("#5e240f") if night_tint() is not None else TERRACOTTA_DARK


def as_seen_on_table(colour: QColor) -> QColor:
    """`colour` as it looks on the table in the theme in use (under the night tint)."""
    tint = night_tint()
    if tint is None:
        return QColor(colour)
    return QColor(
        colour.red() * tint.red() // 255,
        colour.green() * tint.green() // 255,
        colour.blue() * tint.blue() // 255,
    )


def seat_edge(seat: int, backgrounds: Sequence[QColor | str] = ()) -> QColor:
    """The rim of a seat's pieces (on the table, when no `backgrounds` are given) or chips
    (on list `backgrounds`): the seat's own colour, darkened on light backgrounds or
    lightened on dark ones until it stands out at least 3:1 from each, so an ivory merchant
    on the sand or a charcoal chip in the night theme's list still shows."""
    backs = tuple(QColor(b).rgba() for b in backgrounds)
    return QColor.fromRgba(_seat_edge_rgba(seat, backs, night_tint() is not None))


@functools.lru_cache(maxsize=256)
def _seat_edge_rgba(seat: int, backgrounds: tuple[int, ...], at_night: bool) -> int:
    """`seat_edge` as a number; remembered, since every painted piece asks for it and the
    search costs hundreds of contrast computations (the night flag keys the table's tint)."""
    on_table = not backgrounds
    backs = [QColor.fromRgba(b) for b in backgrounds] if backgrounds else list(PIECE_SURFACES)
    if on_table:
        backs = [as_seen_on_table(b) for b in backs]
    on_light = sum(relative_luminance(b) for b in backs) / len(backs) > 0.18
    colour = QColor(player_colour(seat))
    for _ in range(80):
        seen = as_seen_on_table(colour) if on_table else colour
        # A little over 3:1, so that rounding in a drawn picture never takes it under.
        if min(contrast_ratio(seen, back) for back in backs) >= MIN_MARK_CONTRAST + 0.1:
            break
        colour = colour.darker(110) if on_light else _lighter(colour)
    return colour.rgba()


def chip_edge(seat: int) -> QColor:
    """The rim of a seat's chip in the lists (players, log, results) of the theme in use."""
    ui = _current
    return seat_edge(seat, (ui.base, ui.alternate, ui.group, ui.active_row))


def _lighter(colour: QColor) -> QColor:
    """A step towards white that also lifts near-black (QColor.lighter cannot)."""
    return QColor(
        min(255, colour.red() + 14), min(255, colour.green() + 14), min(255, colour.blue() + 14)
    )


def player_ink(seat: int) -> QColor:
    return PLAYER_INK[seat % len(PLAYER_INK)]


def font(size: float, *, bold: bool = False, serif: bool = False) -> QFont:
    """A font in scene units (point size is the scene's pixel size at zoom 1). (QFont's type,
    with its eight enums, ~3 ms, is made at the first call: not before the window's first
    paint, whose title says its font in a style sheet: welcome.py.)"""
    from PySide6.QtGui import QFont

    result = QFont(TITLE_FAMILY if serif else BODY_FAMILY)
    result.setPixelSize(max(1, round(size)))
    result.setBold(bold)
    return result


MIN_SCREEN_PX = 9.0  # no text on a board comes out smaller than this on the screen


def on_screen_font(
    painter: QPainter, size: float, *, bold: bool = False, serif: bool = False
) -> QFont:
    """`font(size)`, grown where the board is drawn so small (a 1024x640 window) that the
    text would come out under `MIN_SCREEN_PX` pixels: the painter's transform says how big
    a scene unit is on the screen."""
    scale = math.sqrt(abs(painter.worldTransform().determinant())) or 1.0
    return font(max(size, (MIN_SCREEN_PX + 0.3) / scale), bold=bold, serif=serif)


def gem_path(colour: int, size: float) -> QPainterPath:
    """The gem's outline centred on (0, 0): a diamond, circle, triangle or square by colour."""
    from PySide6.QtCore import QPointF, QRectF
    from PySide6.QtGui import QPainterPath, QPolygonF

    half = size / 2
    path = QPainterPath()
    if colour == 0:  # red: a faceted diamond
        path.addPolygon(
            QPolygonF([QPointF(0, -half), QPointF(half, 0), QPointF(0, half), QPointF(-half, 0)])
        )
        path.closeSubpath()
    elif colour == 1:  # yellow: a round cabochon
        path.addEllipse(QPointF(0, 0), half * 0.86, half * 0.86)
    elif colour == 2:  # green: a triangle
        height = size * 0.9
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(0, -height / 2),
                    QPointF(half, height / 2),
                    QPointF(-half, height / 2),
                ]
            )
        )
        path.closeSubpath()
    else:  # blue: a square
        side = size * 0.74
        path.addRect(QRectF(-side / 2, -side / 2, side, side))
    return path


def gem_facet_path(colour: int, size: float) -> QPainterPath:
    """A small highlight facet inside the gem, so it reads as a jewel rather than a dot."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QPainterPath, QPolygonF

    half = size / 2
    path = QPainterPath()
    if colour == 1:
        path.addEllipse(QPointF(-half * 0.25, -half * 0.25), half * 0.28, half * 0.22)
    else:
        r = half * 0.32
        points = [
            QPointF(-r + r * math.cos(a) * 0.6, -r * 0.6 + r * math.sin(a) * 0.5)
            for a in (0.0, 2.1, 4.2)
        ]
        path.addPolygon(QPolygonF(points))
        path.closeSubpath()
    return path


_current: UiColours = LIGHT


def colours() -> UiColours:
    """The widget colours of the theme in use."""
    return _current


def current_theme() -> str:
    return _current.name


def palette_for(ui: UiColours) -> QPalette:
    palette = QPalette()
    role = QPalette.ColorRole
    for colour_role, value in (
        (role.Window, ui.window),
        (role.WindowText, ui.text),
        (role.Base, ui.base),
        (role.AlternateBase, ui.alternate),
        (role.Text, ui.text),
        (role.Button, ui.button),
        (role.ButtonText, ui.text),
        (role.BrightText, ui.highlight_text),
        (role.Highlight, ui.highlight),
        (role.HighlightedText, ui.highlight_text),
        (role.ToolTipBase, ui.base),
        (role.ToolTipText, ui.text),
        (role.PlaceholderText, ui.disabled),
        (role.Link, ui.link),
        (role.Light, ui.group),  # Fusion fills tab pages with it
        (role.Midlight, ui.button),
        (role.Mid, ui.frame),
        (role.Dark, ui.button_pressed),
        (role.Shadow, "#000000"),
    ):
        palette.setColor(colour_role, QColor(value))
    for colour_role in (role.ButtonText, role.WindowText, role.Text):
        palette.setColor(QPalette.ColorGroup.Disabled, colour_role, QColor(ui.disabled))
    return palette


def style_sheet(ui: UiColours) -> str:
    return f"""
QMainWindow, QDialog {{ background: {ui.window}; }}
QStatusBar {{ background: {ui.status}; color: {ui.status_text}; }}
QStatusBar QLabel {{ color: {ui.status_text}; }}
QLabel#statusPrompt {{ font-weight: bold; padding: 2px 6px; }}
QGroupBox {{ border: 1px solid {ui.frame}; border-radius: 6px; margin-top: 14px;
            background: {ui.group}; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px;
                   color: {ui.group_title}; font-weight: bold; }}
QPushButton {{ background: {ui.button}; border: 1px solid {ui.button_border};
              border-radius: 5px; padding: 4px 10px; }}
QPushButton:hover {{ background: {ui.button_hover}; }}
QPushButton:focus {{ border: 3px solid {ui.focus}; padding: 2px 8px; }}
QPushButton:pressed {{ background: {ui.button_pressed}; }}
QPushButton:disabled {{ color: {ui.disabled}; background: {ui.disabled_button};
                       border-color: {ui.disabled_border}; }}
QPushButton#primary {{ background: {ui.primary}; color: {ui.primary_text};
                      border-color: {ui.primary_border}; font-weight: bold; }}
QPushButton#primary:hover {{ background: {ui.primary_hover}; }}
QPushButton#primary:focus {{ border: 3px solid {ui.primary_focus}; padding: 2px 8px; }}
QPushButton#primary:disabled {{ background: {ui.primary_disabled};
                               color: {ui.primary_disabled_text}; }}
QHeaderView::section {{ background: {ui.header}; color: {ui.text}; border: none;
                       border-right: 1px solid {ui.header_line}; padding: 3px;
                       font-weight: bold; }}
QTableView, QListView {{ border: 1px solid {ui.frame}; border-radius: 4px; }}
QTableView::item:selected, QListView::item:selected {{ background: {ui.selection};
                                                      color: {ui.text}; }}
QToolTip {{ border: 1px solid {ui.group_title}; }}
QGraphicsView#boardView {{ background: {ui.backdrop}; border: none; }}
QLabel[tone="title"] {{ color: {ui.emphasis}; font-weight: bold; font-size: 14px; }}
QLabel[tone="heading"] {{ color: {ui.emphasis}; }}
QLabel[tone="emphasis"] {{ color: {ui.emphasis}; font-weight: bold; }}
QLabel[tone="good"] {{ color: {ui.good_text}; font-weight: bold; }}
QLabel[tone="bad"] {{ color: {ui.bad_text}; }}
QLabel[tone="quiet"] {{ color: {ui.quiet_text}; }}
#hintCard, #walkthroughCard {{ background: {ui.card}; border: 3px solid {HIGHLIGHT.name()};
                              border-radius: 8px; }}
QToolButton#cardChoice {{ background: {ui.button}; color: {ui.text};
                         border: 1px solid {ui.button_border}; border-radius: 6px;
                         padding: 4px; font-weight: bold; }}
QToolButton#cardChoice:hover {{ background: {ui.button_hover}; }}
QToolButton#cardChoice:focus {{ border: 3px solid {ui.focus}; padding: 2px; }}
QToolButton#cardChoice:disabled {{ color: {ui.disabled}; background: {ui.disabled_button};
                                  border-color: {ui.disabled_border}; }}
"""


def set_tone(label: QWidget, tone: str) -> None:
    """Colour a label by its role ("heading", "title", "emphasis", "good", "bad", "quiet", or
    "" for plain text) through the theme's style sheet, so it follows a switch of theme."""
    if label.property("tone") == tone:
        return
    label.setProperty("tone", tone)
    style = label.style()
    style.unpolish(label)
    style.polish(label)


APP_STYLE_SHEET = style_sheet(LIGHT)


def apply_theme(app: QApplication, theme_name: str) -> None:
    """Warm widget colours for menus, panels and dialogs: switch the whole application (and
    the scene's backdrop) to `theme_name`; an unknown name means the light theme."""
    global _current, BACKDROP
    ui = THEMES.get(theme_name, LIGHT)
    _current = ui
    BACKDROP = QColor(ui.backdrop)
    app.setPalette(palette_for(ui))
    app.setStyleSheet(style_sheet(ui))
