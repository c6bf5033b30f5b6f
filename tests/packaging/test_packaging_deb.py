"""The .deb and the tarball (packaging/linux_package.py), built from a small stand-in bundle:
the layout under /, the control fields, and Depends — which must cover every library the
bundle loads from the system, or stop the build. CI builds and installs the real
one (packaging/ci_build_and_smoke.sh)."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path
from types import ModuleType

import pytest

from bazaar_desktop import preflight

ROOT = Path(__file__).resolve().parents[2]


def linux_package() -> ModuleType:
    """packaging/linux_package.py, loaded by path (packaging/ is no package)."""
    path = ROOT / "packaging" / "linux_package.py"
    spec = importlib.util.spec_from_file_location("bazaar_linux_package", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def fake_bundle(tmp_path: Path) -> Path:
    """A one-folder bundle: a real ELF program (a copy of Python's) and one data file."""
    app_dir = tmp_path / "dist" / "bazaar"
    (app_dir / "_internal" / "bazaar_resources").mkdir(parents=True)
    (app_dir / "_internal" / "bazaar_resources" / "basta-deck.json").write_text("{}")
    shutil.copy2(Path(sys.executable).resolve(), app_dir / "bazaar")
    return app_dir


def test_depends_names_the_package_of_every_system_library() -> None:
    lp = linux_package()
    libraries = {
        "libc.so.6": lp.SystemLibrary("libc.so.6", "/lib/x86_64-linux-gnu/libc.so.6", {"bazaar"}),
        "libGL.so.1": lp.SystemLibrary("libGL.so.1", "/usr/lib/libGL.so.1", {"a.so", "b.so"}),
    }
    owners = {"/lib/x86_64-linux-gnu/libc.so.6": "libc6", "/usr/lib/libGL.so.1": "libgl1"}
    assert lp.debian_depends(libraries, owners.get) == ["libc6", "libgl1"]


def test_a_library_the_xcb_plugin_needs_that_is_not_installed_fails_the_build() -> None:
    lp = linux_package()
    missing = lp.SystemLibrary("libxcb-cursor.so.0", None, {lp.XCB_PLUGIN})
    with pytest.raises(lp.PackageError) as error:
        lp.debian_depends(
            {"libxcb-cursor.so.0": missing},
            lambda path: "libc6",
            package_hints=preflight.LIBRARY_PACKAGES,
        )
    message = str(error.value)
    assert "libxcb-cursor.so.0 (needed by the xcb platform plugin)" in message
    assert "apt-get install libxcb-cursor0" in message


def test_a_library_no_package_owns_fails_the_build_too() -> None:
    lp = linux_package()
    stray = lp.SystemLibrary("libstray.so.1", "/usr/local/lib/libstray.so.1", {"QtGui.abi3.so"})
    with pytest.raises(lp.PackageError, match=r"libstray\.so\.1 .*belongs to no package"):
        lp.debian_depends({"libstray.so.1": stray}, lambda path: None)


def test_libraries_inside_the_bundle_are_not_system_libraries(tmp_path: Path) -> None:
    lp = linux_package()
    app_dir = fake_bundle(tmp_path)
    bundled = str(app_dir / "_internal" / "libpython3.so")

    def resolve(path: Path, library_path: Path) -> list[tuple[str, str | None]]:
        assert library_path == app_dir / "_internal"  # as the bootloader sets it
        return [("libpython3.so", bundled), ("libc.so.6", "/lib/libc.so.6"), ("libx.so", None)]

    libraries = lp.system_libraries(app_dir, resolve)
    assert sorted(libraries) == ["libc.so.6", "libx.so"]
    assert libraries["libx.so"].path is None
    assert libraries["libc.so.6"].needed_by == {"bazaar"}


def test_ldd_finds_the_c_library_of_a_real_program(tmp_path: Path) -> None:
    lp = linux_package()
    app_dir = fake_bundle(tmp_path)
    names = dict(lp.ldd(app_dir / "bazaar", app_dir / "_internal"))
    assert names["libc.so.6"] is not None
    assert lp.dpkg_package(names["libc.so.6"]).startswith("libc6")


def deb_field(deb: Path, name: str) -> str:
    command = ["dpkg-deb", "-f", str(deb), name]
    return subprocess.run(command, capture_output=True, text=True, check=True).stdout.strip()


def test_the_deb_installs_the_bundle_the_command_the_menu_entry_and_the_icons(
    tmp_path: Path,
) -> None:
    lp = linux_package()
    app_dir = fake_bundle(tmp_path)
    stage = tmp_path / "stage"
    lp.stage_deb(app_dir, stage, "1.2.3", ["libc6", "libgl1"])
    deb = tmp_path / "bazaar_1.2.3_amd64.deb"
    lp.build_deb(stage, deb)
    assert deb_field(deb, "Package") == "bazaar"
    assert deb_field(deb, "Version") == "1.2.3"
    assert deb_field(deb, "Architecture") == "amd64"
    assert deb_field(deb, "Depends") == "libc6, libgl1"
    assert "@" in deb_field(deb, "Maintainer") and deb_field(deb, "Description")
    listing = subprocess.run(
        ["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    entries = {line.split()[-1]: line for line in listing}
    app_id = lp.APP_ID
    expected = [
        "./usr/lib/bazaar/bazaar",
        "./usr/lib/bazaar/_internal/bazaar_resources/basta-deck.json",
        "./usr/games/bazaar",
        "./usr/games/bazaar-server",
        f"./usr/share/applications/{app_id}.desktop",
        f"./usr/share/metainfo/{app_id}.metainfo.xml",
        f"./usr/share/icons/hicolor/scalable/apps/{app_id}.svg",
        "./usr/share/doc/bazaar/copyright",
        "./usr/share/doc/bazaar/changelog.gz",
        "./usr/share/man/man6/bazaar.6.gz",
    ] + [f"./usr/share/icons/hicolor/{s}x{s}/apps/{app_id}.png" for s in lp.ICON_SIZES]
    for path in expected:
        assert path in entries, path
        assert " root/root " in entries[path]
    assert entries["./usr/games/bazaar"].startswith("-rwxr-xr-x")
    assert entries["./usr/share/doc/bazaar/copyright"].startswith("-rw-r--r--")
    assert "exec /usr/lib/bazaar/bazaar" in (stage / "usr" / "games" / "bazaar").read_text()
    assert entries["./usr/games/bazaar-server"].startswith("-rwxr-xr-x")
    server = (stage / "usr" / "games" / "bazaar-server").read_text()
    assert 'exec /usr/lib/bazaar/bazaar --table-server "$@"' in server


def test_the_debs_bundle_uses_debians_copy_of_a_library_debian_has(tmp_path: Path) -> None:
    """A bundled libz.so.1 (zlib1g owns /lib/x86_64-linux-gnu/libz.so.1) is left out of the
    .deb, whose Depends then names zlib1g; libpython stays (the modules were built with it);
    the tarball keeps both."""
    lp = linux_package()
    app_dir = fake_bundle(tmp_path)
    contents = app_dir / "_internal"
    shutil.copy2(Path(sys.executable).resolve(), contents / "libz.so.1")
    shutil.copy2(Path(sys.executable).resolve(), contents / "libpython3.11.so.1.0")
    bundle = lp.stage_files(app_dir, tmp_path / "stage", "1.2.3")
    assert not (bundle / "_internal" / "libz.so.1").exists()
    assert (bundle / "_internal" / "libpython3.11.so.1.0").exists()
    assert (contents / "libz.so.1").exists()  # the bundle itself is untouched


def test_the_tarball_holds_the_bundle_in_one_versioned_folder(tmp_path: Path) -> None:
    lp = linux_package()
    app_dir = fake_bundle(tmp_path)
    tarball = tmp_path / "bazaar-1.2.3-linux-x86_64.tar.gz"
    lp.build_tarball(app_dir, tarball, "bazaar-1.2.3")
    with tarfile.open(tarball) as archive:
        members = {member.name: member for member in archive.getmembers()}
    assert {name.split("/")[0] for name in members} == {"bazaar-1.2.3"}
    program = members["bazaar-1.2.3/bazaar"]
    assert program.mode & 0o111 and program.uname == "root"
    assert "bazaar-1.2.3/_internal/bazaar_resources/basta-deck.json" in members


def test_the_tarballs_bazaar_server_starts_the_program_beside_it_as_the_server(
    tmp_path: Path,
) -> None:
    lp = linux_package()
    app_dir = fake_bundle(tmp_path)
    tarball = tmp_path / "bazaar-1.2.3-linux-x86_64.tar.gz"
    lp.build_tarball(app_dir, tarball, "bazaar-1.2.3")
    unpacked = tmp_path / "unpacked"
    with tarfile.open(tarball) as archive:
        assert archive.getmember("bazaar-1.2.3/bazaar-server").mode & 0o111
        archive.extractall(unpacked)  # our own tarball (Debian 12's Python has no filter=)
    folder = unpacked / "bazaar-1.2.3"
    # The program stands in as a script that says how it was started.
    (folder / "bazaar").write_text('#!/bin/sh\necho "$0 $*"\n')
    (folder / "bazaar").chmod(0o755)
    elsewhere = tmp_path / "bin" / "bazaar-server"  # a link from a folder on PATH
    elsewhere.parent.mkdir()
    elsewhere.symlink_to(folder / "bazaar-server")
    said = subprocess.run([str(elsewhere), "--port", "0"], capture_output=True, text=True)
    assert said.stdout.strip() == f"{folder / 'bazaar'} --table-server --port 0"
