"""packaging/build.py and packaging/ci_build_and_smoke.sh, without running PyInstaller: the
bundle checks, the smoke-picture checks and the message when PyInstaller is missing."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
CI_SCRIPT = ROOT / "packaging" / "ci_build_and_smoke.sh"


def build_script() -> ModuleType:
    """packaging/build.py (loaded by path: `packaging` is also a PyPI package's name)."""
    spec = importlib.util.spec_from_file_location("bazaar_build", ROOT / "packaging" / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def fake_bundle(tmp_path: Path, build: ModuleType) -> tuple[Path, Path]:
    """A bundle folder that passes the checks, and the resources folder it was made from."""
    resources = tmp_path / "resources"
    (resources / "fonts").mkdir(parents=True)
    (resources / "fonts" / "DejaVuSans.ttf").write_bytes(b"font")
    (resources / "basta-deck.json").write_text("{}", encoding="utf-8")
    app_dir = tmp_path / "dist" / "bazaar"
    contents = app_dir / "_internal"
    shutil.copytree(resources, contents / "bazaar_resources")
    for name in build.REQUIRED_FILES:
        (contents / name).parent.mkdir(parents=True, exist_ok=True)
        (contents / name).write_bytes(b"\x7fELF")
    (app_dir / "bazaar").write_bytes(b"\x7fELF")
    return app_dir, resources


def test_a_complete_bundle_has_no_problems(tmp_path: Path) -> None:
    build = build_script()
    app_dir, resources = fake_bundle(tmp_path, build)
    assert build.bundle_problems(app_dir, resources) == []
    size, files = build.bundle_size(app_dir)
    assert files == 3 + len(build.REQUIRED_FILES)
    assert size > 0


def test_a_missing_resource_is_reported(tmp_path: Path) -> None:
    build = build_script()
    app_dir, resources = fake_bundle(tmp_path, build)
    (resources / "art").mkdir()
    (resources / "art" / "new.svg").write_text("<svg/>", encoding="utf-8")
    (app_dir / "_internal" / "bazaar_resources" / "fonts" / "DejaVuSans.ttf").unlink()
    problems = build.bundle_problems(app_dir, resources)
    assert any("bazaar_resources/art/new.svg" in problem for problem in problems)
    assert any("bazaar_resources/fonts/DejaVuSans.ttf" in problem for problem in problems)


def test_a_missing_platform_plugin_is_reported(tmp_path: Path) -> None:
    build = build_script()
    app_dir, resources = fake_bundle(tmp_path, build)
    (app_dir / "_internal" / "PySide6/Qt/plugins/platforms/libqxcb.so").unlink()
    assert build.bundle_problems(app_dir, resources) == [
        "PySide6/Qt/plugins/platforms/libqxcb.so is missing from the bundle"
    ]


@pytest.mark.parametrize(
    "name",
    ["PySide6/Qt/lib/libQt6Quick.so.6", "libQt6WaylandCompositor.so.6", "PySide6/QtQml.abi3.so"],
)
def test_an_unused_qt_library_is_reported(tmp_path: Path, name: str) -> None:
    build = build_script()
    app_dir, resources = fake_bundle(tmp_path, build)
    (app_dir / "_internal" / name).parent.mkdir(parents=True, exist_ok=True)
    (app_dir / "_internal" / name).write_bytes(b"\x7fELF")
    problems = build.bundle_problems(app_dir, resources)
    assert len(problems) == 1 and "does not use it" in problems[0]


def test_a_bundle_without_the_program_is_reported(tmp_path: Path) -> None:
    build = build_script()
    app_dir, resources = fake_bundle(tmp_path, build)
    (app_dir / "bazaar").unlink()
    assert build.bundle_problems(app_dir, resources) == [f"{app_dir / 'bazaar'} was not built"]


def test_smoke_pictures_must_exist_and_not_be_empty(tmp_path: Path) -> None:
    build = build_script()
    with pytest.raises(build.BuildError, match="no pictures"):
        build.smoke_pictures(tmp_path)
    (tmp_path / "basari-end.png").write_bytes(b"\x89PNG")
    assert [path.name for path in build.smoke_pictures(tmp_path)] == ["basari-end.png"]
    (tmp_path / "basari-mid.png").write_bytes(b"")
    with pytest.raises(build.BuildError, match=r"empty pictures: basari-mid\.png"):
        build.smoke_pictures(tmp_path)


def test_without_pyinstaller_the_build_stops_with_the_install_command(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    build = build_script()
    real_find_spec = importlib.util.find_spec

    def find_spec(name: str, *args: object) -> object:
        return None if name == "PyInstaller" else real_find_spec(name, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(build.importlib.util, "find_spec", find_spec)
    ran: list[object] = []
    monkeypatch.setattr(build.subprocess, "run", lambda *args, **kwargs: ran.append(args))
    assert build.main([]) == 1
    assert ran == []  # nothing was installed or built
    error = capsys.readouterr().err
    assert "PyInstaller is not installed" in error
    assert "pip install -e '.[package]'" in error


def test_the_package_extra_provides_pyinstaller() -> None:
    import tomllib

    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "optional-dependencies"
    ]
    assert any(requirement.lower().startswith("pyinstaller") for requirement in extras["package"])


def test_the_ci_script_installs_smoke_tests_and_removes_the_deb() -> None:
    assert os.access(CI_SCRIPT, os.X_OK)
    assert subprocess.run(["bash", "-n", str(CI_SCRIPT)], check=False).returncode == 0
    text = CI_SCRIPT.read_text(encoding="utf-8")
    assert "set -euo pipefail" in text
    assert "packaging/build.py" in text
    assert 'apt-get install -y -qq "./$deb"' in text
    assert "/usr/games/bazaar --smoke-test" in text
    assert "QT_QPA_PLATFORM=offscreen" in text
    assert '-s "$picture"' in text  # non-empty pictures
    assert 'desktop-file-validate "/usr/share/applications/$app_id.desktop"' in text
    assert 'appstreamcli validate --no-net "/usr/share/metainfo/$app_id.metainfo.xml"' in text
    assert "lintian --fail-on error" in text
    assert "apt-get purge -y -qq bazaar" in text
    assert "/usr/lib/bazaar /usr/games/bazaar" in text  # checked gone after the purge
