"""The bazaar palette, fonts and the shapes that tell gems apart without colour.

Colour is never the only cue: every gem colour also has its own shape, and every player has a
letter on their pieces as well as a colour.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainterPath, QPalette, QPolygonF
from PySide6.QtWidgets import QApplication

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
HIGHLIGHT = QColor("#ffd166")
DISABLED = QColor("#9c8f7a")

# --- gems: red > yellow > green > blue (B1) -------------------------------------------------
GEM_COLOURS = (QColor("#d2232a"), QColor("#f2b705"), QColor("#2e9e4f"), QColor("#2f6fd1"))
GEM_DARK = (QColor("#7a0f14"), QColor("#8a6400"), QColor("#145a2a"), QColor("#173c7a"))
GEM_SHAPE_NAMES = ("diamond", "circle", "triangle", "square")

# --- players: distinct from every gem colour, each with a letter too -------------------------
PLAYER_COLOURS = (QColor("#7b3fa0"), QColor("#f5efe0"), QColor("#e0701b"), QColor("#2f2f33"))
PLAYER_INK = (QColor("#ffffff"), QColor("#2b1d12"), QColor("#ffffff"), QColor("#ffffff"))

TITLE_FAMILY = "DejaVu Serif"
BODY_FAMILY = "DejaVu Sans"


def player_colour(seat: int) -> QColor:
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def player_ink(seat: int) -> QColor:
    return PLAYER_INK[seat % len(PLAYER_INK)]


def font(size: float, *, bold: bool = False, serif: bool = False) -> QFont:
    """A font in scene units (point size is the scene's pixel size at zoom 1)."""
    result = QFont(TITLE_FAMILY if serif else BODY_FAMILY)
    result.setPixelSize(max(1, round(size)))
    result.setBold(bold)
    return result


def gem_path(colour: int, size: float) -> QPainterPath:
    """The gem's outline centred on (0, 0): a diamond, circle, triangle or square by colour."""
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


def apply_application_style(app: QApplication) -> None:
    """Warm widget colours for menus, panels and dialogs."""
    app.setStyle("Fusion")
    palette = QPalette()
    palette.setColor(QPalette.ColorRole.Window, QColor("#f6ead2"))
    palette.setColor(QPalette.ColorRole.WindowText, INK)
    palette.setColor(QPalette.ColorRole.Base, CREAM)
    palette.setColor(QPalette.ColorRole.AlternateBase, QColor("#f1e2c4"))
    palette.setColor(QPalette.ColorRole.Text, INK)
    palette.setColor(QPalette.ColorRole.Button, QColor("#ecd7ae"))
    palette.setColor(QPalette.ColorRole.ButtonText, INK)
    palette.setColor(QPalette.ColorRole.Highlight, TERRACOTTA)
    palette.setColor(QPalette.ColorRole.HighlightedText, CREAM)
    palette.setColor(QPalette.ColorRole.ToolTipBase, CREAM)
    palette.setColor(QPalette.ColorRole.ToolTipText, INK)
    palette.setColor(QPalette.ColorRole.PlaceholderText, DISABLED)
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText, DISABLED)
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, DISABLED)
    palette.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text, DISABLED)
    app.setPalette(palette)
    app.setStyleSheet(APP_STYLE_SHEET)


APP_STYLE_SHEET = """
QMainWindow, QDialog { background: #f6ead2; }
QStatusBar { background: #4a2c1a; color: #fff8ea; }
QStatusBar QLabel { color: #fff8ea; }
QLabel#statusPrompt { font-weight: bold; padding: 2px 6px; }
QGroupBox { border: 1px solid #c9a86a; border-radius: 6px; margin-top: 14px;
            background: #fbf1dc; }
QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px;
                   color: #7d3319; font-weight: bold; }
QPushButton { background: #ecd7ae; border: 1px solid #b08a4e; border-radius: 5px;
              padding: 4px 10px; }
QPushButton:hover { background: #f3e1bd; }
QPushButton:focus { border: 2px solid #b5532f; }
QPushButton:pressed { background: #dcc08c; }
QPushButton:disabled { color: #9c8f7a; background: #eee3cd; border-color: #d5c4a4; }
QPushButton#primary { background: #b5532f; color: #fff8ea; border-color: #7d3319;
                      font-weight: bold; }
QPushButton#primary:hover { background: #c8653f; }
QPushButton#primary:disabled { background: #d9b8a6; color: #f6ead2; }
QHeaderView::section { background: #e8cf9f; color: #2b1d12; border: none;
                       border-right: 1px solid #d2b47c; padding: 3px; font-weight: bold; }
QTableView, QListView { border: 1px solid #c9a86a; border-radius: 4px; }
QTableView::item:selected, QListView::item:selected { background: #f1d8a8; color: #2b1d12; }
QToolTip { border: 1px solid #7d3319; }
"""

ALIGN_CENTER = Qt.AlignmentFlag.AlignCenter
