"""The Windows program's icon (.ico) and the version shown in its file properties, made from
the committed icon PNGs and pyproject.toml. Used by packaging/bazaar.spec when it builds for
Windows, and by packaging/windows/build.py for the installer's icon."""

from __future__ import annotations

import re
import struct
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
ICON_SIZES = (16, 32, 48, 64, 128, 256)  # packaging/icons/bazaar-<size>.png
COMPANY = "Bazaar"
PRODUCT = "Bazaar"
COPYRIGHT = "Copyright (c) the Bazaar authors, MIT licence"


def project_version() -> str:
    with (ROOT / "pyproject.toml").open("rb") as handle:
        version: str = tomllib.load(handle)["project"]["version"]
    return version


def icon_bytes(icons: Path = ROOT / "packaging" / "icons") -> bytes:
    """An .ico holding the PNG of each size (Windows Vista and later read PNG entries)."""
    images = [(size, (icons / f"bazaar-{size}.png").read_bytes()) for size in ICON_SIZES]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = b"", b""
    for size, png in images:
        side = 0 if size >= 256 else size  # 0 means 256 in an icon directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        blobs += png
        offset += len(png)
    return header + entries + blobs


def write_icon(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(icon_bytes())
    return path


def version_numbers(version: str) -> tuple[int, int, int, int]:
    """'0.1.0' -> (0, 1, 0, 0); a suffix such as '.dev1' or 'rc1' counts as nothing."""
    numbers = []
    for part in version.split(".")[:4]:
        leading = re.match(r"\d+", part)
        numbers.append(int(leading.group()) if leading else 0)
    padded = [*numbers, 0, 0, 0, 0][:4]
    return padded[0], padded[1], padded[2], padded[3]


def version_strings(server: bool = False) -> dict[str, str]:
    """The string table of the version resource (Explorer's file properties, Details)."""
    version = project_version()
    name = "bazaar-server" if server else "bazaar"
    return {
        "CompanyName": COMPANY,
        "FileDescription": "Bazaar table server" if server else "Bazaar",
        "FileVersion": version,
        "InternalName": name,
        "LegalCopyright": COPYRIGHT,
        "OriginalFilename": f"{name}.exe",
        "ProductName": PRODUCT,
        "ProductVersion": version,
    }


def version_info(server: bool = False) -> Any:
    """PyInstaller's VSVersionInfo for bazaar.exe or bazaar-server.exe (PyInstaller only)."""
    from PyInstaller.utils.win32 import versioninfo as vi  # type: ignore[import-untyped]

    numbers = version_numbers(project_version())
    strings = [vi.StringStruct(key, value) for key, value in version_strings(server).items()]
    return vi.VSVersionInfo(
        ffi=vi.FixedFileInfo(filevers=numbers, prodvers=numbers),
        kids=[
            vi.StringFileInfo([vi.StringTable("040904B0", strings)]),  # US English, Unicode
            vi.VarFileInfo([vi.VarStruct("Translation", [0x0409, 1200])]),
        ],
    )
