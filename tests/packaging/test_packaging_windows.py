"""The Windows build's parts that run without Wine: the spec's trimming in the Windows wheels'
layout, the icon and version resource, the lock, the interpreter's signature check, the
pre-flight check and the command line on Windows. The build itself and its smoke test under
Wine are `python packaging/windows/build.py` (docs/packaging.md, Windows), not CI's."""

from __future__ import annotations

import importlib.util
import re
import shutil
import struct
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage
from test_packaging_spec import spec_functions, spec_literals

from bazaar_desktop import preflight
from bazaar_desktop.app import parse_arguments

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging" / "windows"))

import toolchain  # noqa: E402
import windows_resources  # noqa: E402


def test_the_windows_layout_keeps_only_the_listed_plugins() -> None:
    keep_binary = spec_functions()["_keep_binary"]
    assert keep_binary("PySide6/plugins/platforms/qwindows.dll")
    assert keep_binary("PySide6\\plugins\\platforms\\qoffscreen.dll")
    assert keep_binary("PySide6/plugins/imageformats/qsvg.dll")
    assert keep_binary("PySide6/plugins/iconengines/qsvgicon.dll")
    assert keep_binary("PySide6/plugins/styles/qmodernwindowsstyle.dll")
    # What the Windows wheels carry and Linux's filter let through (it matched PySide6/Qt/...).
    assert not keep_binary("PySide6/plugins/multimedia/ffmpegmediaplugin.dll")
    assert not keep_binary("PySide6/plugins/multimedia/windowsmediaplugin.dll")
    assert not keep_binary("PySide6/plugins/imageformats/qpdf.dll")
    assert not keep_binary("PySide6/plugins/qmltooling/qmldbg_debugger.dll")
    assert not keep_binary("PySide6/plugins/tls/qschannelbackend.dll")
    assert not keep_binary("PySide6/opengl32sw.dll")
    assert keep_binary("PySide6/Qt6Core.dll")
    assert keep_binary("python313.dll")
    # The Linux layout is filtered as before.
    assert keep_binary("PySide6/Qt/plugins/platforms/libqxcb.so")
    assert not keep_binary("PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so")


def test_the_windows_layout_keeps_qt_translations_of_the_app_languages_only() -> None:
    keep_data = spec_functions()["_keep_data"]
    languages = {"de", "es", "en"}
    assert keep_data("PySide6/translations/qtbase_de.qm", languages)
    assert keep_data("PySide6\\translations\\qt_es.qm", languages)
    assert not keep_data("PySide6/translations/qtbase_fr.qm", languages)
    assert not keep_data("PySide6/translations/qtwebengine_de.qm", languages)
    assert not keep_data("PySide6/resources/icudtl.dat", languages)
    assert keep_data("bazaar_resources/rules/de/basari.html", languages)


def test_the_windows_plugins_kept_are_the_ones_the_build_requires() -> None:
    windows_build = windows_build_script()
    kept = spec_literals()["KEPT_QT_PLUGINS_WINDOWS"]
    required = {
        name.removeprefix("PySide6/plugins/")
        for name in windows_build.REQUIRED_FILES
        if name.startswith("PySide6/plugins/")
    }
    listed = {f"{folder}/{name}" for folder, names in kept.items() for name in names}
    assert required <= listed


def windows_build_script() -> Any:
    """packaging/windows/build.py, by its path (`build` is also a PyPI package's name)."""
    path = ROOT / "packaging" / "windows" / "build.py"
    spec = importlib.util.spec_from_file_location("bazaar_windows_build", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_icon_holds_every_size_as_a_png() -> None:
    icon = windows_resources.icon_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", icon)
    assert (reserved, kind, count) == (0, 1, len(windows_resources.ICON_SIZES))
    for index, size in enumerate(windows_resources.ICON_SIZES):
        width, height, _c, _r, _p, _b, length, offset = struct.unpack_from(
            "<BBBBHHII", icon, 6 + 16 * index
        )
        assert (width or 256, height or 256) == (size, size)
        image = QImage.fromData(icon[offset : offset + length])
        assert (image.width(), image.height()) == (size, size)


def test_the_version_resource_says_the_projects_version() -> None:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        version = tomllib.load(handle)["project"]["version"]
    strings = windows_resources.version_strings(server=True)
    assert strings["FileVersion"] == strings["ProductVersion"] == version
    assert strings["OriginalFilename"] == "bazaar-server.exe"
    assert windows_resources.version_numbers("1.2.3") == (1, 2, 3, 0)
    assert windows_resources.version_numbers("0.10.0rc1") == (0, 10, 0, 0)


def locked() -> dict[str, str]:
    text = (ROOT / "requirements" / "windows.lock").read_text()
    return dict(re.findall(r"^([a-z0-9][a-z0-9._-]*)==(\S+) \\$", text, re.M))


def test_the_windows_lock_pins_every_dependency_with_hashes() -> None:
    text = (ROOT / "requirements" / "windows.lock").read_text()
    pins = locked()
    assert {"pyinstaller", "pefile", "pywin32-ctypes", "pip", "aiohttp", "segno"} <= set(pins)
    # Held below 6.10, whose Qt6Core.dll needs Windows' icuuc.dll that Wine 8 lacks.
    assert pins["pyside6-essentials"].startswith("6.9.")
    assert pins["pyside6-addons"] == pins["pyside6-essentials"] == pins["shiboken6"]
    for block in re.split(r"\n(?=[a-z])", text.split("\n\n", 1)[-1]):
        if "==" in block.splitlines()[0]:
            assert "--hash=sha256:" in block, block.splitlines()[0]
    with (ROOT / "pyproject.toml").open("rb") as handle:
        needed = tomllib.load(handle)["project"]["dependencies"]
    for requirement in needed:
        name = re.split(r"[<>=!~ ]", requirement, maxsplit=1)[0].lower()
        assert name in pins, f"{name} (pyproject.toml) is not in requirements/windows.lock"


@pytest.mark.skipif(
    shutil.which("osslsigncode") is None or not (toolchain.PYTHON_DIR / "python.exe").is_file(),
    reason="needs osslsigncode and the toolchain of packaging/windows/build.py",
)
def test_a_changed_interpreter_binary_is_refused(tmp_path: Path) -> None:
    ca_bundle = toolchain.code_signing_ca(toolchain.PYTHON_DIR / "python.exe", tmp_path)
    original = toolchain.PYTHON_DIR / "python313.dll"
    assert toolchain.signature_problem(original, ca_bundle) is None
    changed = tmp_path / "python313.dll"
    data = bytearray(original.read_bytes())
    data[len(data) // 2] ^= 0xFF
    changed.write_bytes(bytes(data))
    problem = toolchain.signature_problem(changed, ca_bundle)
    assert problem is not None and "do not match its signature" in problem
    unsigned = tmp_path / "python.exe"
    unsigned.write_bytes(b"MZ" + b"\0" * 1024)
    assert toolchain.signature_problem(unsigned, ca_bundle) is not None


def test_on_windows_no_display_variable_is_needed(monkeypatch: Any) -> None:
    """Windows has its desktop whatever DISPLAY says (Wine even passes Linux's through): the
    program starts, where the Linux checks would have said 'no display'."""
    monkeypatch.setattr(preflight, "qt_library_problem", lambda: None)
    assert preflight.startup_problem({}, system="linux") is not None
    assert preflight.startup_problem({}, system="win32") is None
    assert preflight.startup_problem({"DISPLAY": ":99"}, system="win32") is None
    assert preflight.has_display({}, system="win32")
    assert not preflight.has_display({}, system="linux")


def test_a_save_named_on_the_command_line_is_taken() -> None:
    """How Explorer's 'Open with' hands a save over: bazaar.exe "C:\\...\\x.bazaar.json"."""
    assert parse_arguments(["C:\\Games\\night.bazaar.json"]).save == "C:\\Games\\night.bazaar.json"
    assert parse_arguments([]).save is None


def test_on_windows_the_window_watches_no_signals(monkeypatch: Any) -> None:
    """No SIGTERM or SIGHUP reaches a Windows program, and the notifier on the wake-up socket
    kept the window from ever painting under Wine: on Windows nothing is set up; on Linux the
    signals wake the loop."""
    import signal

    from PySide6.QtCore import QObject

    from bazaar_desktop.window.terminate import close_on_terminate

    def wakeup_fd() -> int:
        fd = signal.set_wakeup_fd(-1)
        signal.set_wakeup_fd(fd)
        return fd

    handler, fd = signal.getsignal(signal.SIGTERM), wakeup_fd()
    owner = QObject()
    monkeypatch.setattr(sys, "platform", "win32")
    undo = close_on_terminate(owner, lambda: None)
    try:
        assert (signal.getsignal(signal.SIGTERM), wakeup_fd()) == (handler, fd)
    finally:
        undo()
    monkeypatch.setattr(sys, "platform", "linux")
    undo = close_on_terminate(owner, lambda: None)
    try:
        assert signal.getsignal(signal.SIGTERM) is not handler and wakeup_fd() != fd
    finally:
        undo()
    assert (signal.getsignal(signal.SIGTERM), wakeup_fd()) == (handler, fd)
