"""packaging/bazaar.spec: the bundle holds every resource, every registered game and bot
module, every Qt module the app imports, and leaves the unused Qt modules and plugins out.

The spec is read with `ast` (no PyInstaller needed): its lists are plain literals, and its
helper functions are run on their own.
"""

from __future__ import annotations

import ast
import importlib.util
import re
from pathlib import Path
from typing import Any

import pytest

from bazaar_desktop.bridge.game_modules import PER_GAME_PACKAGES, game_modules
from bazaar_desktop.tables import TABLES
from bazaar_engine import games

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "packaging" / "bazaar.spec"
PYSIDE_DIR = Path(importlib.util.find_spec("PySide6").origin).parent  # type: ignore[arg-type, union-attr]


def spec_tree() -> ast.Module:
    return ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))


def spec_literals() -> dict[str, Any]:
    """Every top-level `NAME = <literal>` of the spec."""
    values: dict[str, Any] = {}
    for node in spec_tree().body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name):
                try:
                    values[target.id] = ast.literal_eval(node.value)
                except ValueError:
                    continue
    return values


def spec_functions() -> dict[str, Any]:
    """The spec's literals and helper functions, run without PyInstaller."""
    kept: list[ast.stmt] = []
    for node in spec_tree().body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            module = node.module if isinstance(node, ast.ImportFrom) else node.names[0].name
            if module and not module.startswith("PyInstaller"):
                kept.append(node)
        elif isinstance(node, ast.FunctionDef):
            kept.append(node)
        elif isinstance(node, ast.Assign):
            try:
                ast.literal_eval(node.value)
            except ValueError:
                continue
            kept.append(node)
    namespace: dict[str, Any] = {}
    exec(compile(ast.Module(body=kept, type_ignores=[]), str(SPEC), "exec"), namespace)
    return namespace


def analysis_keywords() -> dict[str, ast.expr]:
    for node in ast.walk(spec_tree()):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Analysis":
            return {keyword.arg: keyword.value for keyword in node.keywords if keyword.arg}
    raise AssertionError("the spec has no Analysis(...) call")


def names_in(expression: ast.expr) -> set[str]:
    return {node.id for node in ast.walk(expression) if isinstance(node, ast.Name)}


def test_the_whole_resources_tree_is_bundled_as_resources() -> None:
    trees = spec_literals()["RESOURCE_TREES"]
    assert ("resources/bazaar_resources", "bazaar_resources") in trees
    assert (ROOT / "resources" / "bazaar_resources").is_dir()
    assert "RESOURCE_TREES" in names_in(analysis_keywords()["datas"])


def test_every_module_a_games_entry_names_is_a_hidden_import() -> None:
    named = spec_functions()["_entry_modules"]()
    for entry in games.ENTRIES.values():
        for reference in (entry.game, entry.bots, entry.coach):
            assert reference.partition(":")[0] in named, reference
    assert all(importlib.util.find_spec(module) is not None for module in named)


def test_the_hidden_imports_use_the_lists_and_collect_both_packages() -> None:
    hidden = analysis_keywords()["hiddenimports"]
    assert {"QT_MODULES", "_entry_modules", "COLLECTED_PACKAGES"} <= names_in(hidden)
    assert "collect_submodules" in names_in(hidden)
    assert {"bazaar_engine", "bazaar_desktop"} <= set(spec_literals()["COLLECTED_PACKAGES"])


def test_the_games_desktop_modules_loaded_by_importlib_are_in_a_collected_package() -> None:
    """Tables, lessons and phone companions: every game's, each found by its id."""
    packages = spec_literals()["COLLECTED_PACKAGES"]
    found = [game_modules(package) for package in PER_GAME_PACKAGES]
    assert found[0] == TABLES and all(set(f) == set(games.GAME_IDS) for f in found)
    for module in (module for modules in found for module in modules.values()):
        assert module.split(".")[0] in packages, module
        assert importlib.util.find_spec(module) is not None, module


def app_qt_modules() -> set[str]:
    """Every PySide6 module imported anywhere in bazaar_desktop/."""
    pattern = re.compile(r"\b(PySide6\.Qt\w+)")
    found: set[str] = set()
    for path in (ROOT / "bazaar_desktop").rglob("*.py"):
        found |= set(pattern.findall(path.read_text(encoding="utf-8")))
    return found


def test_every_qt_module_the_app_imports_is_listed_and_not_excluded() -> None:
    literals = spec_literals()
    used = app_qt_modules()
    assert {"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets"} <= used
    assert used <= set(literals["QT_MODULES"]), "add the new Qt module to QT_MODULES"
    assert not used & set(literals["EXCLUDED_MODULES"])
    assert not set(literals["QT_MODULES"]) & set(literals["EXCLUDED_MODULES"])


def test_the_heavy_qt_modules_are_excluded() -> None:
    excluded = set(spec_literals()["EXCLUDED_MODULES"])
    heavy = {
        "PySide6.QtWebEngineCore",
        "PySide6.QtWebEngineWidgets",
        "PySide6.QtQml",
        "PySide6.QtQuick",
        "PySide6.QtMultimediaWidgets",
        "PySide6.Qt3DCore",
        "PySide6.QtNetworkAuth",
        "PySide6.QtPdf",
    }
    assert heavy <= excluded
    assert "excludes" in analysis_keywords()


def test_the_needed_qt_plugins_are_kept_and_exist_in_pyside6() -> None:
    plugins = spec_literals()["KEPT_QT_PLUGINS"]
    assert {"libqoffscreen.so", "libqxcb.so"} <= set(plugins["platforms"])
    assert "libqsvg.so" in plugins["imageformats"]
    assert "libqsvgicon.so" in plugins["iconengines"]
    # The native window on a Wayland session: the platform, the xdg shell, a decoration.
    assert "libqwayland.so" in plugins["platforms"]
    assert "libxdg-shell.so" in plugins["wayland-shell-integration"]
    assert plugins["wayland-decoration-client"]
    assert "wayland-graphics-integration-server" not in plugins  # a compositor's, not ours
    plugin_dir = PYSIDE_DIR / "Qt" / "plugins"
    if not plugin_dir.is_dir():
        pytest.skip("this PySide6 keeps its plugins elsewhere")
    for folder, names in plugins.items():
        for name in names:
            assert (plugin_dir / folder / name).is_file(), f"{folder}/{name} is not in PySide6"


def test_only_the_listed_plugins_pass_the_filter() -> None:
    keep_binary = spec_functions()["_keep_binary"]
    assert keep_binary("PySide6/Qt/plugins/platforms/libqxcb.so")
    assert keep_binary("PySide6/Qt/plugins/platforms/libqoffscreen.so")
    assert keep_binary("PySide6/Qt/plugins/imageformats/libqsvg.so")
    assert keep_binary("PySide6/Qt/plugins/platforms/libqwayland.so")
    # The QAudioSink needs no media backend: the FFmpeg plugin (and libav*) stay out.
    assert not keep_binary("PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so")
    assert not keep_binary("PySide6/Qt/plugins/platforms/libqeglfs.so")
    assert not keep_binary("PySide6/Qt/plugins/wayland-shell-integration/libivi-shell.so")
    assert not keep_binary("PySide6/Qt/plugins/imageformats/libqpdf.so")
    assert not keep_binary("PySide6/Qt/plugins/tls/libqopensslbackend.so")
    assert keep_binary("PySide6/Qt/lib/libQt6Gui.so.6")
    assert keep_binary("libpython3.11.so.1.0")


def test_only_qtbase_translations_of_the_app_languages_pass_the_filter() -> None:
    keep_data = spec_functions()["_keep_data"]
    languages = {"de", "es", "pt"}
    assert keep_data("PySide6/Qt/translations/qtbase_de.qm", languages)
    assert keep_data("PySide6/Qt/translations/qt_es.qm", languages)
    assert keep_data("PySide6/Qt/translations/qtbase_pt_BR.qm", languages)
    assert not keep_data("PySide6/Qt/translations/qtbase_fr.qm", languages)
    assert not keep_data("PySide6/Qt/translations/assistant_de.qm", languages)
    assert not keep_data("PySide6/Qt/translations/qtwebengine_de.qm", languages)
    assert keep_data("resources/bazaar_resources/i18n/bazaar_fr.qm", languages)


def test_qts_own_translations_of_the_app_languages_are_bundled() -> None:
    """Qt's standard buttons and dialogs were half English in Spanish and German.
    The spec adds qtbase_<lang>.qm from PySide6's wheel for each app language, where
    bazaar_desktop/services/i18n.py looks for them, and its filter keeps them."""
    functions = spec_functions()
    languages = functions["_app_languages"](ROOT / "resources" / "bazaar_resources")
    assert {"de", "es"} <= languages
    added = functions["_qt_translations"](languages)
    names = {Path(source).name for source, _ in added}
    assert {"qtbase_de.qm", "qtbase_es.qm"} <= names
    for source, folder in added:
        assert Path(source).is_file()
        assert folder == "PySide6/Qt/translations"
        assert functions["_keep_data"](f"{folder}/{Path(source).name}", languages)
    for line in ("_qt_translations(_languages)", "a.datas.append("):
        assert line in SPEC.read_text(encoding="utf-8")


def test_the_app_languages_come_from_the_rules_and_translations(tmp_path: Path) -> None:
    app_languages = spec_functions()["_app_languages"]
    (tmp_path / "rules" / "en").mkdir(parents=True)
    (tmp_path / "rules" / "de").mkdir()
    (tmp_path / "i18n").mkdir()
    (tmp_path / "i18n" / "bazaar_es.qm").write_bytes(b"")
    (tmp_path / "i18n" / "bazaar_pt_BR.qm").write_bytes(b"")
    assert app_languages(tmp_path) == {"en", "de", "es", "pt"}
    assert {"en"} <= app_languages(ROOT / "resources" / "bazaar_resources")


def test_links_to_dropped_libraries_are_dropped() -> None:
    drop = spec_functions()["_drop_dangling_symlinks"]
    kept = [("PySide6/Qt/lib/libQt6Gui.so.6", "/src/libQt6Gui.so.6", "BINARY")]
    links = [
        ("libQt6Gui.so.6", "PySide6/Qt/lib/libQt6Gui.so.6", "SYMLINK"),
        ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
        ("resources/x.json", "/src/x.json", "DATA"),
    ]
    assert drop(links, kept) == [links[0], links[2]]


def test_the_entry_script_calls_the_bazaar_command() -> None:
    launcher = (ROOT / "packaging" / "bazaar_launcher.py").read_text(encoding="utf-8")
    assert "from bazaar_desktop.app import main" in launcher
    script = analysis_keywords()
    assert script  # the Analysis call exists
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert 'bazaar = "bazaar_desktop.app:main"' in pyproject
    assert "bazaar_launcher.py" in SPEC.read_text(encoding="utf-8")


def test_the_bundle_is_one_folder() -> None:
    text = SPEC.read_text(encoding="utf-8")
    assert "exclude_binaries=True" in text
    assert "COLLECT(" in text
    assert 'name="bazaar"' in text
