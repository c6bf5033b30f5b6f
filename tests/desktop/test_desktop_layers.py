"""The desktop's folders are layers, checked by folder: each folder has a rank and imports only
the folders below it, and only some may import the engine (the window and the drawing layers
reach the game through the bridge). A module is checked by where it sits, so a new file
anywhere is covered without being named here (docs/architecture.md, "What may import what").

An import counts wherever it is written, inside a function too (hiding an import there does not
make a layer lower); one under `if TYPE_CHECKING:` does not, as it never runs (a type hint
naming a class of a layer above is no dependency).
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import NamedTuple

PACKAGE = Path(__file__).resolve().parents[2] / "bazaar_desktop"


class Layer(NamedTuple):
    name: str  # a folder of the package, or a group of its top-level modules
    engine: bool  # whether its modules may import `bazaar_engine`
    job: str


# Lowest first: a layer imports its own modules and the layers before it, never one after it.
LAYERS = (
    Layer("package", False, "the package itself: its version and id, the Qt guard it runs"),
    Layer("appearance", True, "palette, fonts, seat marks, the installed resources"),
    Layer("services", True, "no window: settings, saves kept, statistics, the bots' process"),
    Layer("bridge", True, "the adapter: the one place the window's game meets the engine"),
    Layer("engine_words", True, "the engine's words for each game, in the window's language"),
    Layer("viewmodels", True, "a game's state turned into what its table shows"),
    Layer("sounds", True, "the sound board, and the sound each game's events ask for"),
    Layer("items", False, "the pieces drawn on a board"),
    Layer("scenes", False, "a game's board: its items and their animations"),
    Layer("panels", False, "the decision of the person to act, in widgets"),
    Layer("tables", False, "per game: its view-model, scene and panels, glued"),
    Layer("coach", True, "hints, reviews and lessons ask the engine's bots"),
    Layer("companion", True, "the phones' frames of a game"),
    Layer("remote", True, "play between computers: the table server's matches"),
    Layer("game_page", False, "the game on the window: board, side column, table host"),
    Layer("dialogs", False, "the windows the window opens: new game, results, the replay..."),
    Layer("window", False, "the composition root and its parts"),
    Layer("program", False, "the program: its command line, the checks before Qt starts"),
)
RANK = {layer.name: rank for rank, layer in enumerate(LAYERS)}
# The modules at the top of the package, each in its layer (a new one is placed here first).
TOP_MODULES = {
    "__init__": "package",
    "qt_compat": "package",
    "app": "program",
    "preflight": "program",
}


def layer_of(relative: Path) -> str | None:
    """The layer of a module by where it sits (None: a top-level module not placed yet)."""
    if len(relative.parts) > 1:
        return relative.parts[0]
    return TOP_MODULES.get(relative.stem)


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def runtime_imports(path: Path, *, type_hints: bool = False) -> list[str]:
    """Every module `path` imports when it runs (as written; `from a import b` gives `a` and
    `a.b`, as b may be a module), at any depth, but not under `if TYPE_CHECKING:` unless
    `type_hints`."""
    found: list[str] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node) and not type_hints:
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.append(node.module)
            found.extend(f"{node.module}.{alias.name}" for alias in node.names)
        for sub in ast.iter_child_nodes(node):
            visit(sub)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return found


def is_engine(module: str) -> bool:
    return module.split(".")[0] == "bazaar_engine"


def engine_imports(path: Path) -> list[str]:
    """The engine's modules `path` imports, type hints too: a layer that may not import the
    engine does not name its types either (it reads what the bridge hands it)."""
    found = runtime_imports(path, type_hints=True)
    return sorted(
        {name for name in found if is_engine(name) and name.rsplit(".", 1)[0] not in found}
    )


def imported_layer(package: Path, module: str) -> str | None:
    """The layer of `module` when it is one of the package's modules, else None."""
    parts = module.split(".")
    if parts[0] != package.name:
        return None
    if len(parts) == 1:
        return "package"  # the package's `__init__`
    target = package.joinpath(*parts[1:])
    if target.is_dir():
        return parts[1]  # a folder's `__init__`
    if target.with_suffix(".py").is_file():
        return layer_of(target.relative_to(package).with_suffix(".py"))
    return None  # a name imported from a module, not a module


def layer_offenders(package: Path) -> dict[str, list[str]]:
    """Every module that imports the engine though its layer may not, and every module that
    imports a module of a layer above its own: module -> what it should not import."""
    may = {layer.name for layer in LAYERS if layer.engine}
    offenders: dict[str, list[str]] = {}
    for path in sorted(package.rglob("*.py")):
        relative = path.relative_to(package)
        layer = layer_of(relative)
        if layer not in RANK:
            continue  # not placed: test_every_folder_and_top_module_is_placed says so
        found = engine_imports(path) if layer not in may else []
        for module in runtime_imports(path):
            above = imported_layer(package, module)
            if above is not None and above in RANK and RANK[above] > RANK[layer]:
                found.append(f"{module} ({above} is above {layer})")
        if found:
            offenders[relative.as_posix()] = found
    return offenders


def test_every_layer_imports_only_the_layers_below_it_and_the_engine_if_it_may() -> None:
    assert layer_offenders(PACKAGE) == {}


def test_every_folder_and_top_module_is_placed() -> None:
    """A new folder (or top-level module) gets its rank before its first module lands."""
    placed = {layer_of(p.relative_to(PACKAGE)) for p in PACKAGE.rglob("*.py")}
    assert placed == set(RANK)


def test_the_window_and_drawing_layers_are_checked() -> None:
    for layer in LAYERS:
        if layer.name not in ("package", "program"):
            assert list((PACKAGE / layer.name).rglob("*.py")), layer.name
    assert (PACKAGE / "window" / "main_window.py").is_file()


def test_the_checker_notices_an_engine_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("from bazaar_engine.core.game import CHANCE\nimport bazaar_engine.games\n")
    assert engine_imports(sample) == ["bazaar_engine.core.game", "bazaar_engine.games"]


def _package(tmp_path: Path, files: dict[str, str]) -> Path:
    package = tmp_path / "bazaar_desktop"
    for name, text in files.items():
        path = package / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        if path.parent != package:
            (path.parent / "__init__.py").write_text('"""A layer."""\n')
    return package


def test_a_new_window_part_that_imports_the_engine_is_caught(tmp_path: Path) -> None:
    engine = "from bazaar_engine.core.match import Match\n"
    package = _package(
        tmp_path,
        {"window/new_part.py": engine, "bridge/new_part.py": engine, "app.py": engine},
    )
    assert layer_offenders(package) == {
        "app.py": ["bazaar_engine.core.match"],
        "window/new_part.py": ["bazaar_engine.core.match"],
    }


def test_an_import_from_a_layer_above_is_caught_even_inside_a_function(tmp_path: Path) -> None:
    package = _package(
        tmp_path,
        {
            "window/part.py": '"""A window part."""\n',
            "dialogs/dialog.py": '"""A dialog."""\n',
            "services/high.py": "def later():\n    from bazaar_desktop.dialogs import dialog\n",
            "services/hinted.py": (
                "from typing import TYPE_CHECKING\n"
                "if TYPE_CHECKING:\n    from bazaar_desktop.window.part import Part\n"
            ),
            "bridge/low.py": "from bazaar_desktop.services import high\nimport bazaar_desktop\n",
        },
    )
    assert layer_offenders(package) == {
        "services/high.py": [
            "bazaar_desktop.dialogs (dialogs is above services)",
            "bazaar_desktop.dialogs.dialog (dialogs is above services)",
        ]
    }
