"""`bazaar-server` as a program: installed as a console script, no Qt, one clear line for a
wrong argument or an unusable store, and TLS with a certificate the client checks."""

from __future__ import annotations

import ast
import asyncio
import ssl
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from bazaar_server.client import TableClient
from tests.server.serving import ServerProcess, run

ROOT = Path(__file__).resolve().parents[2]
QT_PACKAGES = ("PySide6", "PyQt5", "PyQt6", "PySide2", "shiboken6", "qtpy")


def test_the_server_is_a_console_script_of_the_wheel() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert pyproject["project"]["scripts"]["bazaar-server"] == "bazaar_server.main:main"
    assert "bazaar_server*" in pyproject["tool"]["setuptools"]["packages"]["find"]["include"]
    assert "bazaar_server" in pyproject["tool"]["mypy"]["files"]  # mypy --strict checks it


def test_no_server_module_imports_qt_or_the_desktop() -> None:
    files = sorted((ROOT / "bazaar_server").rglob("*.py"))
    assert len(files) > 5
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert name.split(".")[0] not in (*QT_PACKAGES, "bazaar_desktop"), path
    code = (
        "import sys, bazaar_server.main, bazaar_server.transport.app, bazaar_server.client;"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {QT_PACKAGES!r}))"
    )
    loaded = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert loaded.stdout.strip() == "[]"


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--port", "70000"], "--port must be 0 to 65535"),
        (["--cert", "x.pem"], "--cert and --key go together"),
        (["--cert", "missing.pem", "--key", "missing.pem"], "cannot use --cert/--key"),
        (["--store", "/no/such/folder/t.sqlite3"], "--store: no folder"),
        (["--hello-seconds", "0"], "must be above 0"),
    ],
)
def test_a_wrong_argument_is_one_clear_line(tmp_path: Path, args: list[str], says: str) -> None:
    done = run([sys.executable, "-m", "bazaar_server.main", *args], cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [done.stderr.strip()]
    assert says in done.stderr and "Traceback" not in done.stderr


def test_a_corrupt_store_is_one_clear_line_and_is_left_as_it_was(tmp_path: Path) -> None:
    store = tmp_path / "tables.sqlite3"
    store.write_bytes(b"this is not a database" * 100)
    done = run([sys.executable, "-m", "bazaar_server.main", "--store", str(store), "--port", "0"])
    assert done.returncode == 2 and "not a usable Bazaar store" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
    assert store.read_bytes() == b"this is not a database" * 100


def _openssl(*args: str, cwd: Path) -> None:
    subprocess.run(["openssl", *args], cwd=cwd, check=True, capture_output=True, timeout=60)


def test_tls_with_a_certificate_the_client_checks(tmp_path: Path) -> None:
    """Our own CA signs the server's certificate for 127.0.0.1; a client that trusts the CA
    plays, one that does not is refused by its own check."""
    _openssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "ca.key", "-out",
             "ca.pem", "-days", "2", "-subj", "/CN=Bazaar test CA", cwd=tmp_path)  # fmt: skip
    _openssl("req", "-newkey", "rsa:2048", "-nodes", "-keyout", "server.key", "-out",
             "server.csr", "-subj", "/CN=127.0.0.1", cwd=tmp_path)  # fmt: skip
    (tmp_path / "san.ext").write_text("subjectAltName=IP:127.0.0.1\n")
    _openssl("x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key",
             "-CAcreateserial", "-out", "server.pem", "-days", "2", "-extfile", "san.ext",
             cwd=tmp_path)  # fmt: skip
    tls = ("--cert", str(tmp_path / "server.pem"), "--key", str(tmp_path / "server.key"))
    server = ServerProcess(tmp_path / "t.sqlite3", tls).start()

    async def scenario() -> tuple[str, str]:
        trusting = ssl.create_default_context(cafile=str(tmp_path / "ca.pem"))
        client = TableClient(server.url, ssl=trusting)
        await client.connect()
        created = await client.create(
            "basta", [{"kind": "person"}, {"kind": "bot", "level": "random"}]
        )
        frame = await client.next("frame")
        await client.close()
        stranger = TableClient(server.url, ssl=ssl.create_default_context(), reconnect=False)
        with pytest.raises(Exception, match=r"(?i)certificate"):
            await stranger.connect()
        await stranger.close()
        return created["seats"][0]["link"], frame["game"]

    try:
        link, game = asyncio.run(scenario())
    finally:
        server.stop()
    assert server.url.startswith("wss://")
    assert link.startswith("bazaars://127.0.0.1:") and game == "basta"
