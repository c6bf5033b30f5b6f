"""Draw the welcome page's emblem ahead, at the scales most screens have, from its SVG.

    python scripts/make_emblem_pictures.py   # art/welcome-arches@1x.png and @2x.png

The welcome page reads these instead of drawing the SVG before its first paint (start-up
time: bazaar_desktop/appearance/emblem.py). Run it after changing art/welcome-arches.svg;
tests/desktop/test_welcome_emblem.py fails until then.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
ART = ROOT / "resources" / "bazaar_resources" / "art"


def main() -> int:
    from PySide6.QtWidgets import QApplication

    from bazaar_desktop.appearance.emblem import DRAWN_AHEAD, drawn_ahead_name, drawn_from_svg

    _app = QApplication(sys.argv[:1])
    for scale in DRAWN_AHEAD:
        path = ART / drawn_ahead_name(scale)
        if not drawn_from_svg(scale).toImage().save(str(path)):
            print(f"could not write {path}", file=sys.stderr)
            return 1
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
