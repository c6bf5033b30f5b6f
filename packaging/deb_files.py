"""What makes the .deb a well-formed Debian package, so that `lintian` reports no errors
(packaging/linux_package.py calls this; docs/packaging.md lists the warnings left and why).

- `use_debian_libraries`: the libraries PyInstaller copied from the build machine's Debian
  packages (zlib, libpng, freetype, expat, the X libraries...) are taken out of the .deb's
  bundle; Depends (computed afterwards from the staged bundle) then names their packages, and
  they get Debian's security updates (lintian: embedded-library). libpython stays: the
  bundle's compiled modules were built against that very copy.
- `fix_modes_and_paths`: shared libraries 0644, not 0755 (shared-library-is-executable), and
  no RUNPATH pointing into the build machine (custom-library-search-path; a Python from pyenv
  leaves its own lib folder there) — $ORIGIN entries, which find the bundle's own libraries,
  are kept.
- `write_docs`: /usr/share/doc/bazaar/copyright (machine-readable), changelog.gz (a native
  package's), the manual page bazaar.6.gz, and the lintian overrides of the two tags that
  only a Python not from Debian brings (LINTIAN_OVERRIDES says why).
"""

from __future__ import annotations

import email.utils
import gzip
import os
import re
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

SYSTEM_LIBRARY_DIRS = ("/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu")
KEPT_LIBRARIES = re.compile(r"^libpython3")
_SHARED_LIBRARY = re.compile(r"\.so(\.\d+)*$|\.abi3\.so$")
_RUNPATH = re.compile(r"\((?:RUNPATH|RPATH)\)\s+Library (?:runpath|rpath): \[(.*)\]")


class DebFileError(Exception):
    """A step cannot be done here; the message names what to install."""


def use_debian_libraries(contents: Path, find_package: Callable[[str], str | None]) -> list[str]:
    """Remove from `contents` (the bundle's _internal/) every top-level library that a Debian
    package installs under the same name here; the names removed, sorted."""
    removed = []
    for path in sorted(contents.glob("lib*.so*")):
        if KEPT_LIBRARIES.match(path.name) or not path.is_file():
            continue
        system = [Path(folder) / path.name for folder in SYSTEM_LIBRARY_DIRS]
        owned = [str(copy) for copy in system if copy.exists() and find_package(str(copy))]
        if owned:
            path.unlink()
            removed.append(path.name)
    return removed


def foreign_runpath(elf: Path) -> str | None:
    """The RUNPATH of `elf` when it names a folder outside the bundle ($ORIGIN is inside)."""
    result = subprocess.run(
        ["readelf", "-d", str(elf)], capture_output=True, text=True, check=False
    )
    match = _RUNPATH.search(result.stdout)
    if match is None:
        return None
    entries = match.group(1).split(":")
    return match.group(1) if any(not entry.startswith("$ORIGIN") for entry in entries) else None


def fix_modes_and_paths(root: Path, is_elf: Callable[[Path], bool]) -> None:
    """Shared libraries under `root` 0644; RUNPATHs reduced to their $ORIGIN entries."""
    for path in sorted(p for p in root.rglob("*") if is_elf(p)):
        if _SHARED_LIBRARY.search(path.name):
            path.chmod(0o644)
        runpath = foreign_runpath(path)
        if runpath is None:
            continue
        if shutil.which("patchelf") is None:
            raise DebFileError(
                f"{path.name} has the RUNPATH {runpath} (a folder of the build machine): "
                "apt-get install patchelf, then build again"
            )
        kept = ":".join(entry for entry in runpath.split(":") if entry.startswith("$ORIGIN"))
        command = ["patchelf", "--set-rpath", kept] if kept else ["patchelf", "--remove-rpath"]
        subprocess.run([*command, str(path)], check=True, capture_output=True)


COPYRIGHT = """\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: bazaar
Comment: The program is a PyInstaller bundle in /usr/lib/bazaar: Bazaar's own code with
 the Python interpreter and Qt (PySide6) it runs on.

Files: *
Copyright: Bazaar maintainers
License: MIT

Files: usr/lib/bazaar/_internal/bazaar_resources/sounds/*
Copyright: Bazaar maintainers (made by scripts/make_sounds.py)
License: CC0-1.0
 To the extent possible under law, the authors have waived all copyright and related or
 neighbouring rights to these sounds: https://creativecommons.org/publicdomain/zero/1.0/

Files: usr/lib/bazaar/_internal/bazaar_resources/fonts/*
Copyright: Bitstream, Inc.; DejaVu changes are in the public domain
License: Bitstream-Vera
 See usr/lib/bazaar/_internal/bazaar_resources/fonts/LICENSE-DejaVu.txt.

Files: usr/lib/bazaar/_internal/PySide6/* usr/lib/bazaar/_internal/shiboken6/*
Copyright: The Qt Company Ltd. and other contributors
License: LGPL-3
 On Debian systems the full text is in /usr/share/common-licenses/LGPL-3.

Files: usr/lib/bazaar/_internal/libpython3* usr/lib/bazaar/_internal/python3*
 usr/lib/bazaar/_internal/base_library.zip
Copyright: Python Software Foundation
License: PSF-2.0
 See https://docs.python.org/3/license.html.

License: MIT
 Permission is hereby granted, free of charge, to any person obtaining a copy of this
 software and associated documentation files (the "Software"), to deal in the Software
 without restriction, including without limitation the rights to use, copy, modify, merge,
 publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons
 to whom the Software is furnished to do so, subject to the following conditions:
 .
 The above copyright notice and this permission notice shall be included in all copies or
 substantial portions of the Software.
 .
 THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
 INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR
 PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE
 FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
 OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER
 DEALINGS IN THE SOFTWARE.
"""

MANUAL_PAGE = """\
.TH BAZAAR 6 "" "bazaar {version}" "Games"
.SH NAME
bazaar \\- Basari, Jewel Bazaar and Basta! on the desktop
.SH SYNOPSIS
.B bazaar
.RB [ \\-\\-smoke\\-test
.IR OUT_DIR ]
.RB [ \\-\\-version ]
.SH DESCRIPTION
Three bazaar trading games with exact rules, bots and a coach, played alone against bots or
pass-and-play at one table. Press M in the window to mute or unmute the sounds.
.SH OPTIONS
.TP
.BI \\-\\-smoke\\-test " OUT_DIR"
Play one bots-only game of each game, save pictures of the window in OUT_DIR, and exit.
.TP
.B \\-\\-version
Print the version and exit.
.SH ENVIRONMENT
.TP
.B QT_QPA_PLATFORM
The Qt platform (wayland, xcb, offscreen); by default the session's.
"""

SERVER_MANUAL_PAGE = """\
.TH BAZAAR-SERVER 6 "" "bazaar {version}" "Games"
.SH NAME
bazaar-server \\- the table server of Bazaar: friends on other computers at one table
.SH SYNOPSIS
.B bazaar-server
.RB [ \\-\\-host
.IR ADDRESS ]
.RB [ \\-\\-port
.IR PORT ]
.RB [ \\-\\-store
.IR FILE ]
.RB [ \\-\\-cert
.IR PEM
.BI \\-\\-key " PEM" ]
.SH DESCRIPTION
Hosts many tables of Basari, Jewel Bazaar and Basta! over WebSocket; every Bazaar window is its
client (Game > Play online). Each table's seats and decisions are kept in a SQLite file, so a
restarted server resumes every table. Hosting at home and on the internet, the protocol and the
security model are in docs/server.md of Bazaar's sources.
.SH OPTIONS
.TP
.BI \\-\\-help
Every option and limit, with its default.
"""

# Tags that are no fault of the package, each with its reason (lintian reads the comments
# with them). Most come up only when the bundle is built with a Python not from Debian (pyenv,
# as on the development machine): its pyexpat carries its own expat, and its _statistics
# and _uuid modules call nothing from libc. With Debian's python3 (CI) lintian takes the
# pyexpat module built into libpython (which links the system's libexpat.so.1) for a copy.
LINTIAN_OVERRIDES = """\
# Debian's libpython has pyexpat built in and links the system's libexpat.so.1 (see ldd): the
# module's expat names are not a copy of the library.
bazaar: embedded-library expat [usr/lib/bazaar/_internal/libpython3.*.so.*]
# pyenv's Python builds pyexpat with the expat sources Python ships.
bazaar: embedded-library expat [usr/lib/bazaar/_internal/python3.*/lib-dynload/pyexpat.*.so]
# Pure modules of that Python (arithmetic; uuid's, brought by aiohttp): no function of libc.
bazaar: library-not-linked-against-libc [usr/lib/bazaar/_internal/python3.*/*/_statistics.*.so]
bazaar: library-not-linked-against-libc [usr/lib/bazaar/_internal/python3.*/*/_uuid.*.so]
"""


def _gzip_file(path: Path, text: str) -> None:
    """Write `text` gzipped at maximum compression with no timestamp (reproducible)."""
    with path.open("wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as zipped:
        zipped.write(text.encode("utf-8"))


def changelog_text(version: str, maintainer: str, when: float) -> str:
    return (
        f"bazaar ({version}) unstable; urgency=medium\n\n"
        f"  * Release {version}.\n\n"
        f" -- {maintainer}  {email.utils.formatdate(when)}\n"
    )


def write_docs(stage: Path, version: str, maintainer: str) -> None:
    """copyright, changelog.gz, the manual page and the lintian overrides under `stage`."""
    doc = stage / "usr" / "share" / "doc" / "bazaar"
    doc.mkdir(parents=True, exist_ok=True)
    (doc / "copyright").write_text(COPYRIGHT, encoding="utf-8")
    when = float(os.environ.get("SOURCE_DATE_EPOCH", "1764547200"))  # 2025-12-01
    _gzip_file(doc / "changelog.gz", changelog_text(version, maintainer, when))
    man = stage / "usr" / "share" / "man" / "man6"
    man.mkdir(parents=True, exist_ok=True)
    _gzip_file(man / "bazaar.6.gz", MANUAL_PAGE.format(version=version))
    _gzip_file(man / "bazaar-server.6.gz", SERVER_MANUAL_PAGE.format(version=version))
    overrides = stage / "usr" / "share" / "lintian" / "overrides"
    overrides.mkdir(parents=True, exist_ok=True)
    (overrides / "bazaar").write_text(LINTIAN_OVERRIDES, encoding="utf-8")
    pages = (man / "bazaar.6.gz", man / "bazaar-server.6.gz")
    for path in (doc / "copyright", doc / "changelog.gz", *pages):
        path.chmod(0o644)
    (overrides / "bazaar").chmod(0o644)
