"""The rules engine must run without Qt: no module under engine/ may import it."""

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "engine" / "bazaar_engine"
QT_PACKAGES = ("PySide6", "PyQt5", "PyQt6", "PySide2", "shiboken6", "qtpy")


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
        elif (
            isinstance(node, ast.Call)
            and getattr(node.func, "attr", "") == "import_module"
            and node.args
            and isinstance(node.args[0], ast.Constant)
        ):
            names.add(str(node.args[0].value))
    return names


def test_no_engine_module_imports_qt() -> None:
    offenders = []
    files = sorted(ENGINE.rglob("*.py"))
    assert len(files) > 5, "the engine package was not found"
    for path in files:
        for module in imported_modules(path):
            if module.split(".")[0] in QT_PACKAGES:
                offenders.append(f"{path.relative_to(ENGINE.parent)} imports {module}")
    assert offenders == []


def test_the_checker_would_notice_a_qt_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("from PySide6.QtCore import QObject\nimport os\n")
    assert "PySide6.QtCore" in imported_modules(sample)
