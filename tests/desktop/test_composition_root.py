"""The window is a composition root: it makes its parts and hands each the
few things it needs; no part takes the window, imports it, or reaches into it. Only the
program (`app.py`, which makes the window and runs the smoke games) uses it from outside,
through its façade."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "bazaar_desktop"
ROOT = "window/main_window.py"
MAY_MAKE_THE_WINDOW = {"app.py"}  # the program: it makes the window, nothing more


def uses_of_the_window(path: Path) -> list[str]:
    """Where `path` imports the main window's module or takes a MainWindow."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.ImportFrom) and node.module == "bazaar_desktop.window.main_window"
        ) or (
            isinstance(node, ast.Import)
            and any(alias.name == "bazaar_desktop.window.main_window" for alias in node.names)
        ):
            found.append(f"{node.lineno}: imports the window")
        elif isinstance(node, ast.arg) and node.annotation is not None:
            annotation = ast.unparse(node.annotation).replace("QMainWindow", "")
            if "MainWindow" in annotation:
                found.append(f"{node.lineno}: takes the window ({node.arg})")
    return found


def test_no_part_takes_or_imports_the_window() -> None:
    offenders = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(PACKAGE).as_posix()
        if name == ROOT or name in MAY_MAKE_THE_WINDOW:
            continue
        found = uses_of_the_window(path)
        if found:
            offenders[name] = found
    assert offenders == {}


def test_the_program_only_makes_the_window() -> None:
    found = uses_of_the_window(PACKAGE / "app.py")
    assert found and all("imports the window" in line for line in found)


def test_the_checker_notices_a_part_that_takes_the_window(tmp_path: Path) -> None:
    sample = tmp_path / "part.py"
    sample.write_text(
        "from bazaar_desktop.window.main_window import MainWindow\n"
        "def follow(main: MainWindow, parent: QMainWindow) -> None: ...\n",
        encoding="utf-8",
    )
    assert uses_of_the_window(sample) == ["1: imports the window", "2: takes the window (main)"]
