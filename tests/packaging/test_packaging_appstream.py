"""The AppStream metainfo (packaging/org.example.Bazaar.metainfo.xml): one reverse-DNS id for
the metainfo, the .desktop file, the icon, the .deb's file names and the Wayland app id; the
screenshots are the committed smoke pictures; the release is the project's version; and
`appstreamcli validate --no-net` accepts it (CI installs Debian's appstream)."""

from __future__ import annotations

import shutil
import struct
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from bazaar_desktop import APP_ID

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"


def component() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def png_size(path: Path) -> tuple[int, int]:
    width, height = struct.unpack(">II", path.read_bytes()[16:24])
    return width, height


def test_one_app_id_names_everything() -> None:
    root = component()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable[@type='desktop-id']") == f"{APP_ID}.desktop"
    assert root.findtext("icon[@type='stock']") == APP_ID
    assert (PACKAGING / f"{APP_ID}.desktop").is_file()
    package_text = (PACKAGING / "linux_package.py").read_text(encoding="utf-8")
    assert f'APP_ID = "{APP_ID}"' in package_text
    assert f"app_id={APP_ID}" in (PACKAGING / "ci_build_and_smoke.sh").read_text(encoding="utf-8")


def test_the_window_carries_the_app_id(qapp: object) -> None:
    """On Wayland the compositor matches the window to its .desktop file by this name."""
    from PySide6.QtGui import QGuiApplication

    from bazaar_desktop.app import make_application

    make_application(["bazaar-tests"])
    assert QGuiApplication.desktopFileName() == APP_ID


def test_the_metadata_a_software_centre_shows_is_there() -> None:
    root = component()
    assert root.findtext("name") == "Bazaar"
    assert root.findtext("summary")
    assert len(root.findall("description/p")) >= 2
    assert root.find("content_rating[@type='oars-1.1']") is not None
    assert root.findtext("metadata_license") == "CC0-1.0"
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert root.findtext("project_license") == project["license"]["text"]
    releases = [release.get("version") for release in root.findall("releases/release")]
    assert releases and releases[0] == project["version"]


def test_the_screenshots_are_the_committed_smoke_pictures() -> None:
    images = component().findall("screenshots/screenshot/image")
    assert len(images) == 3
    for image in images:
        url = image.text or ""
        assert url.startswith("https://"), url
        picture = PACKAGING / "screenshots" / url.rsplit("/", 1)[-1]
        assert picture.is_file(), f"{picture.name} is not in packaging/screenshots/"
        assert png_size(picture) == (int(image.get("width", 0)), int(image.get("height", 0)))


def test_appstreamcli_validates_it_offline() -> None:
    validator = shutil.which("appstreamcli")
    if validator is None:
        pytest.skip("appstreamcli is not installed (apt-get install appstream)")
    result = subprocess.run(
        [validator, "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
