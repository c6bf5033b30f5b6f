"""The layers keep to their jobs, checked by folder: the window and the drawing
layers never import the engine; they reach the game through the bridge. A module is checked by
where it sits, so a new file anywhere is covered without being named here."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "bazaar_desktop"
# The folders whose modules may import `bazaar_engine`, each for its job.
MAY_IMPORT_THE_ENGINE = {
    "bridge": "the adapter and its data: the one place the window's game meets the engine",
    "services": "saves, games in progress, statistics, the bots' process",
    "viewmodels": "a game's state turned into what its table shows",
    "engine_words": "the engine's words for each game, in the window's language",
    "coach": "hints, reviews and lessons ask the engine's bots",
    "companion": "the phones' frames of a game",
    "remote": "play between computers: the table server's matches",
    "appearance": "the installed resources, found the way the engine finds its own",
}
# The folders that never import it: the window (the composition root and its parts) and the
# drawing layers. Modules at the top of the package (the program: app, preflight) never do
# either.
NEVER_THE_ENGINE = ("window", "scenes", "items", "panels", "dialogs", "tables")


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


def layer_offenders(package: Path) -> dict[str, list[str]]:
    """Every module of `package` outside the folders that may import the engine, that does."""
    offenders = {}
    for path in sorted(package.rglob("*.py")):
        parts = path.relative_to(package).parts
        if len(parts) > 1 and parts[0] in MAY_IMPORT_THE_ENGINE:
            continue
        found = engine_imports(path)
        if found:
            offenders[path.relative_to(package).as_posix()] = found
    return offenders


def test_only_the_folders_allowed_import_the_engine() -> None:
    assert layer_offenders(PACKAGE) == {}


def test_every_folder_of_the_desktop_is_placed() -> None:
    """A new folder says whether it may import the engine before its first module lands."""
    modules = (p.relative_to(PACKAGE).parts for p in PACKAGE.rglob("*.py"))
    folders = {parts[0] for parts in modules if len(parts) > 1}
    assert folders == set(MAY_IMPORT_THE_ENGINE) | set(NEVER_THE_ENGINE)


def test_the_window_and_drawing_layers_are_checked() -> None:
    for layer in NEVER_THE_ENGINE:
        assert list((PACKAGE / layer).rglob("*.py")), layer
    assert (PACKAGE / "window" / "main_window.py").is_file()


def test_the_checker_notices_an_engine_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("from bazaar_engine.core.game import CHANCE\nimport bazaar_engine.games\n")
    assert engine_imports(sample) == ["bazaar_engine.core.game", "bazaar_engine.games"]


def test_a_new_window_part_that_imports_the_engine_is_caught(tmp_path: Path) -> None:
    for folder in ("window", "bridge"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "__init__.py").write_text('"""A layer."""\n')
        part = tmp_path / folder / "new_part.py"
        part.write_text("from bazaar_engine.core.match import Match\n")
    (tmp_path / "top.py").write_text("import bazaar_engine.games\n")
    assert layer_offenders(tmp_path) == {
        "top.py": ["bazaar_engine.games"],
        "window/new_part.py": ["bazaar_engine.core.match"],
    }
