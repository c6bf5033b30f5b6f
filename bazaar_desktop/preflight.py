"""Checks made before Qt starts, so that a missing library or display gets a readable answer.

Without them Qt speaks first: a missing system library ends `import PySide6.QtGui` in a raw
ImportError traceback, and with no display (or without the X libraries of the xcb platform
plugin) Qt prints its own message and aborts the process. Each check here returns one or two
lines that name the fix (the Debian packages to install, or `QT_QPA_PLATFORM=offscreen` for
headless use), or None when all is well. This module imports no Qt at import time; the library
check imports the Qt modules inside a guard, and the xcb and wayland checks load their plugin
with ctypes and connect to the X server or the Wayland compositor as Qt would.
"""

from __future__ import annotations

import ctypes
import importlib
import importlib.util
import re
import sys
from collections.abc import Mapping
from pathlib import Path

# Debian/Ubuntu packages with the system libraries that PySide6's wheels do not carry. The
# README, .ci/run and the .deb's Depends are checked against these lists (tests/packaging/).
OFFSCREEN_PACKAGES = (
    "libgl1",
    "libegl1",
    "libxkbcommon0",
    "libfontconfig1",
    "libfreetype6",
    "libdbus-1-3",
    "libglib2.0-0",
)
# What the xcb platform plugin (a real window on X11 or XWayland) loads on top of those.
WINDOW_PACKAGES = (
    "libxcb-cursor0",
    "libxcb-icccm4",
    "libxcb-keysyms1",
    "libxcb-shape0",
    "libxcb-xkb1",
    "libxkbcommon-x11-0",
    "libxcb-image0",
    "libxcb-render-util0",
    "libxcb-randr0",
    "libx11-xcb1",
)
# What the wayland platform plugin (a native window on a Wayland session) and its shell and
# EGL integrations load on top of the offscreen list.
WAYLAND_PACKAGES = ("libwayland-client0", "libwayland-cursor0", "libwayland-egl1")
# What QtMultimedia (the sound effects) loads: without it the game is silent, and says so once.
SOUND_PACKAGES = ("libpulse0",)
# The package that provides each library Qt (core, gui, widgets, xcb plugin) loads, so that an
# error can name it even when the library is the dependency of a dependency.
LIBRARY_PACKAGES = {
    "libGL.so.1": "libgl1",
    "libGLX.so.0": "libglx0",
    "libGLdispatch.so.0": "libglvnd0",
    "libEGL.so.1": "libegl1",
    "libOpenGL.so.0": "libopengl0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libpulse.so.0": "libpulse0",
    "libz.so.1": "zlib1g",
    "libzstd.so.1": "libzstd1",
}
QT_MODULES = ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets")
HEADLESS_HINT = (
    "for headless use set QT_QPA_PLATFORM=offscreen, "
    "or check the install with `bazaar --smoke-test DIR`"
)

# Compiled where a library is missing (`re` keeps it): not at every start (start-up time)
_MISSING_LIBRARY = r"([\w.+-]+\.so[\w.]*): cannot open shared object file"


def apt_command(packages: tuple[str, ...]) -> str:
    return "sudo apt-get install -y " + " ".join(packages)


def missing_library(error_text: str) -> str | None:
    """The library named by a loader error ("libX.so.1: cannot open shared object file")."""
    match = re.search(_MISSING_LIBRARY, error_text)
    return match.group(1) if match else None


def _library_lines(what: str, error_text: str, packages: tuple[str, ...]) -> str:
    library = missing_library(error_text)
    if library is None:
        return f"bazaar: {what}: {error_text.strip().splitlines()[0]}"
    package = LIBRARY_PACKAGES.get(library)
    hint = f" (package {package})" if package else ""
    return (
        f"bazaar: {what}: the system library {library}{hint} is missing.\n"
        f"Install Qt's libraries with: {apt_command(packages)}"
    )


def qt_library_problem() -> str | None:
    """Import the Qt modules the app uses; a readable message when a library is missing."""
    if importlib.util.find_spec("PySide6") is None:
        return "bazaar: PySide6 is not installed: pip install PySide6-Essentials (Bazaar needs it)"
    try:
        for name in QT_MODULES:
            importlib.import_module(name)
    except ImportError as exc:
        return _library_lines("Qt cannot start", str(exc), OFFSCREEN_PACKAGES)
    return None


def platform_name(env: Mapping[str, str]) -> str:
    """The Qt platform plugin that will be asked for first ("" when Qt chooses)."""
    return re.split(r"[:;]", env.get("QT_QPA_PLATFORM", ""), maxsplit=1)[0].strip()


def has_display(env: Mapping[str, str], system: str = sys.platform) -> bool:
    """A session to open windows on: an X display or a Wayland compositor is named. Windows
    and macOS always have their desktop (and neither reads DISPLAY)."""
    if not system.startswith("linux"):
        return True
    return bool(env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))


def display_problem(env: Mapping[str, str]) -> str | None:
    """A message when the chosen (or default) platform has no display to connect to."""
    platform = platform_name(env)
    has_x11, has_wayland = bool(env.get("DISPLAY")), bool(env.get("WAYLAND_DISPLAY"))
    if platform == "xcb" and not has_x11:
        reason = "QT_QPA_PLATFORM is xcb but DISPLAY is not set"
    elif platform == "wayland" and not has_wayland:
        reason = "QT_QPA_PLATFORM is wayland but WAYLAND_DISPLAY is not set"
    elif not platform and not has_x11 and not has_wayland:
        reason = "DISPLAY and WAYLAND_DISPLAY are not set"
    else:
        return None
    return (
        f"bazaar: no display to open the window on ({reason}).\n"
        f"Start it from a desktop session; {HEADLESS_HINT}."
    )


def platform_plugin_path(name: str) -> Path | None:
    """PySide6's platform plugin libq<name>.so (wheel and PyInstaller bundle alike), if there."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    package = Path(next(iter(spec.submodule_search_locations)))
    plugin = package / "Qt" / "plugins" / "platforms" / f"libq{name}.so"
    return plugin if plugin.is_file() else None


def xcb_plugin_path() -> Path | None:
    return platform_plugin_path("xcb")


def uses_xcb(env: Mapping[str, str]) -> bool:
    """Qt takes the xcb plugin when asked to, or on an X11 display outside a Wayland session."""
    platform = platform_name(env)
    return platform == "xcb" or (
        not platform and bool(env.get("DISPLAY")) and not env.get("WAYLAND_DISPLAY")
    )


def xcb_problem(env: Mapping[str, str], plugin: Path | None = None) -> str | None:
    """Load the xcb plugin's libraries (as Qt would) when Qt is going to use it."""
    plugin = plugin or xcb_plugin_path()
    if plugin is None or not uses_xcb(env):
        return None
    try:
        ctypes.CDLL(str(plugin))
        if not x_server_answers(env.get("DISPLAY", "")):
            return (
                f"bazaar: cannot connect to the X display {env.get('DISPLAY', '')!r}.\n"
                f"Check DISPLAY (is the X server running?); {HEADLESS_HINT}."
            )
    except OSError as exc:
        message = _library_lines(
            "the X11 window plugin (xcb) cannot load", str(exc), WINDOW_PACKAGES
        )
        return f"{message} ({HEADLESS_HINT})"
    return None


def x_server_answers(display: str) -> bool:
    """Connect to the X server as Qt would (libxcb, loaded by the plugin); True when it answers."""
    xcb = ctypes.CDLL("libxcb.so.1")
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode() or None, None)
    try:
        return int(xcb.xcb_connection_has_error(connection)) == 0
    finally:
        xcb.xcb_disconnect(connection)


def uses_wayland(env: Mapping[str, str]) -> bool:
    """Qt takes the wayland plugin when asked to, or on a Wayland session (WAYLAND_DISPLAY)."""
    platform = platform_name(env)
    return platform == "wayland" or (not platform and bool(env.get("WAYLAND_DISPLAY")))


def wayland_problem(env: Mapping[str, str], plugin: Path | None = None) -> str | None:
    """Load the wayland plugin's libraries and reach the compositor, as Qt would."""
    plugin = plugin or platform_plugin_path("wayland")
    if plugin is None or not uses_wayland(env):
        return None
    if not platform_name(env) and env.get("DISPLAY"):
        return None  # Qt can still take the xcb plugin through XWayland
    try:
        ctypes.CDLL(str(plugin))
    except OSError as exc:
        message = _library_lines(
            "the Wayland window plugin cannot load", str(exc), WAYLAND_PACKAGES
        )
        return f"{message} ({HEADLESS_HINT})"
    display = env.get("WAYLAND_DISPLAY", "")
    if not wayland_compositor_answers(wayland_socket(env)):
        return (
            f"bazaar: cannot connect to the Wayland display {display!r}.\n"
            f"Check WAYLAND_DISPLAY and XDG_RUNTIME_DIR (is the compositor running?); "
            f"{HEADLESS_HINT}."
        )
    return None


def wayland_socket(env: Mapping[str, str]) -> str:
    """The compositor's socket path, found in `env` as libwayland-client finds it in its own."""
    display = env.get("WAYLAND_DISPLAY", "") or "wayland-0"
    return display if display.startswith("/") else f"{env.get('XDG_RUNTIME_DIR', '')}/{display}"


def wayland_compositor_answers(display: str) -> bool:
    """Connect to the compositor as Qt would (libwayland-client); True when it answers."""
    client = ctypes.CDLL("libwayland-client.so.0")
    client.wl_display_connect.restype = ctypes.c_void_p
    client.wl_display_connect.argtypes = [ctypes.c_char_p]
    client.wl_display_disconnect.argtypes = [ctypes.c_void_p]
    connection = client.wl_display_connect(display.encode() or None)
    if not connection:
        return False
    client.wl_display_disconnect(connection)
    return True


def startup_problem(env: Mapping[str, str], system: str = sys.platform) -> str | None:
    """The first thing that stops Qt from starting here, as one or two lines; None if none.
    Off Linux only the Qt modules are checked: the display, X11 and Wayland checks are
    Linux's (on Windows, DISPLAY may even be set, by Wine, and mean nothing to Qt)."""
    if not system.startswith("linux"):
        return qt_library_problem()
    return qt_library_problem() or display_problem(env) or xcb_problem(env) or wayland_problem(env)
