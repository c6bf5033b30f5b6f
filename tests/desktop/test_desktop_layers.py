"""The layers keep to their jobs: only the adapter and the view-models touch the engine."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "bazaar_desktop"
DRAWING_LAYERS = ("scenes", "items", "panels", "dialogs", "tables")
# The main window's parts reach the game through the adapter only, as the window does.
WINDOW_PARTS = (
    "session",
    "resume",
    "results_flow",
    "window_menus",
    "game_log",
    "side_column",
    "bot_watch",
    "welcome",
    "game_page",
    "after_paint",
    "pages",
    "kept_games",  # issue 23: the games in progress, their list
    "games_in_progress_view",
    "table_host",  # issue 24.1: the composition root's parts
    "status_line",
    "adapter_slot",
    "window_actions",
    "window_facade",
    "keyboard_home",
)


def is_engine(module: str) -> bool:
    return module.split(".")[0] == "bazaar_engine"


def engine_imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names if is_engine(alias.name)]
        elif isinstance(node, ast.ImportFrom) and is_engine(node.module or ""):
            found.append(str(node.module))
    return found


def test_scenes_items_panels_dialogs_and_tables_never_import_the_engine() -> None:
    files = [p for layer in DRAWING_LAYERS for p in sorted((PACKAGE / layer).rglob("*.py"))]
    files += [PACKAGE / "main_window.py", PACKAGE / "board_view.py"]
    files += [PACKAGE / f"{name}.py" for name in WINDOW_PARTS]
    assert len(files) > 10
    offenders = {str(p.relative_to(PACKAGE)): engine_imports(p) for p in files}
    assert {name: found for name, found in offenders.items() if found} == {}


def test_the_checker_notices_an_engine_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("from bazaar_engine.core.game import CHANCE\nimport bazaar_engine.games\n")
    assert engine_imports(sample) == ["bazaar_engine.core.game", "bazaar_engine.games"]
