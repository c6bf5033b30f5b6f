"""Each seat's colour (seat i: SEAT_COLOURS[i]) and the ink of the letter on it — light on dark
colours, dark on light ones: the one definition for the desktop's theme and pieces, the phones'
page and the table server's web page (the server imports nothing of the desktop). Plain
constants, not a JSON file: the desktop's theme reads them before its first paint, when
parsing a file would cost start-up time."""

from __future__ import annotations

SEAT_COLOURS: tuple[str, ...] = ("#7b3fa0", "#f5efe0", "#e0701b", "#2f2f33", "#56b4e9", "#f48fb1")
SEAT_INKS: tuple[str, ...] = ("#ffffff", "#2b1d12", "#2b1d12", "#ffffff", "#2b1d12", "#2b1d12")
