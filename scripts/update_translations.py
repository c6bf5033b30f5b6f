"""Refresh the translation files from the code, and build what the app loads.

    python scripts/update_translations.py          # lupdate the .ts files, lrelease the .qm
    python scripts/update_translations.py --check  # report untranslated texts, change nothing

English, the language of the code, has a catalogue too, `bazaar_en.ts`, holding only the
texts with a count (`translate(context, "%n point(s)", None, n)`): their singular and plural.

`pyside6-lupdate` collects every `self.tr(...)` / `QCoreApplication.translate(...)` text in
`bazaar_desktop/` into `bazaar_resources/i18n/bazaar_<lang>.ts` (kept translations stay, texts no
longer in the code are dropped, new ones are marked unfinished for a translator to fill in
with Qt Linguist or a text editor); `pyside6-lrelease` then compiles each `.ts` into the
`.qm` the app loads. Both tools come with PySide6 (`pip install PySide6-Essentials`).
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCE_DIR = ROOT / "bazaar_desktop"
I18N_DIR = ROOT / "resources" / "bazaar_resources" / "i18n"
CATALOGUE = "bazaar"
TRANSLATED = ("es", "de")  # English is the language of the code
# English needs a catalogue only for plural forms: "%n point(s)" -> "1 point", "2 points"
# (lupdate -pluralonly collects only the texts with a count).
PLURALS_ONLY = ("en",)
CATALOGUES = (*TRANSLATED, *PLURALS_ONLY)
# {name}, {0}; Qt's %1 and %n; the keyboard accelerator "&" is checked separately.
_PLACEHOLDER = re.compile(r"\{[A-Za-z_0-9]*\}|%(?:L?\d+|n)")


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    translation: str
    finished: bool
    plurals: tuple[str, ...] = ()  # the forms of a %n message


def ts_path(language: str, folder: Path = I18N_DIR) -> Path:
    return folder / f"{CATALOGUE}_{language}.ts"


def qm_path(language: str, folder: Path = I18N_DIR) -> Path:
    return folder / f"{CATALOGUE}_{language}.qm"


def tool(name: str) -> str:
    """The path of a PySide6 tool (`pyside6-lupdate`), from PATH or from PySide6's folder."""
    found = shutil.which(f"pyside6-{name}") or shutil.which(name)
    if found:
        return found
    try:
        import PySide6
    except ImportError as exc:
        raise SystemExit(f"update_translations: PySide6 is not installed ({exc})") from exc
    for candidate in (
        Path(PySide6.__file__).parent / name,
        Path(PySide6.__file__).parent / f"{name}.exe",
    ):
        if candidate.exists():
            return str(candidate)
    raise SystemExit(f"update_translations: cannot find pyside6-{name}")


def source_files(folder: Path = SOURCE_DIR) -> list[Path]:
    return sorted(path for path in folder.rglob("*.py") if "__pycache__" not in path.parts)


def run_lupdate(ts_files: Sequence[Path], sources: Sequence[Path] | None = None) -> None:
    """Bring each `.ts` file up to date with the texts in the code (one run per language,
    so that each file keeps its own target language)."""
    files = list(sources if sources is not None else source_files())
    with tempfile.TemporaryDirectory() as temp:
        listing = Path(temp) / "sources.lst"
        listing.write_text("\n".join(str(path) for path in files) + "\n", encoding="utf-8")
        for ts_file in ts_files:
            language = ts_file.stem.rsplit("_", 1)[-1]
            command = [
                tool("lupdate"),
                f"@{listing}",
                "-no-obsolete",
                "-locations",
                "none",
                "-source-language",
                "en",
                "-target-language",
                language,
                *(["-pluralonly"] if language in PLURALS_ONLY else []),
                "-ts",
                str(ts_file),
            ]
            _run(command)


def run_lrelease(ts_file: Path, qm_file: Path) -> None:
    _run([tool("lrelease"), "-silent", "-nounfinished", str(ts_file), "-qm", str(qm_file)])


def _run(command: Sequence[str]) -> None:
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"update_translations: {Path(command[0]).name} failed:\n{done.stderr}")


def read_messages(ts_file: Path) -> list[Message]:
    """Every message of a `.ts` file (obsolete and vanished ones left out)."""
    root = ElementTree.parse(ts_file).getroot()
    messages = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else "unfinished"
            if kind in ("obsolete", "vanished"):
                continue
            forms = tuple(
                form.text or ""
                for form in (translation.iter("numerusform") if translation is not None else ())
            )
            messages.append(
                Message(
                    name,
                    message.findtext("source") or "",
                    (translation.text or "") if translation is not None else "",
                    kind != "unfinished",
                    forms,
                )
            )
    return messages


def placeholders(text: str) -> list[str]:
    return sorted(_PLACEHOLDER.findall(text))


def problems(messages: Sequence[Message]) -> list[str]:
    """What is wrong with a language's messages: missing or unfinished translations, lost or
    extra placeholders, accelerators lost, texts outside any context."""
    found = []
    for message in messages:
        where = f"{message.context or '(no context)'}: {message.source!r}"
        if not message.context:
            found.append(f"{where}: no translation context (tr() outside a class?)")
        texts = message.plurals or (message.translation,)
        if not message.finished or not all(text.strip() for text in texts):
            found.append(f"{where}: not translated")
            continue
        for text in texts:
            if placeholders(text) != placeholders(message.source):
                found.append(f"{where}: placeholders differ in {text!r}")
            if _accelerators(message.source) != _accelerators(text):
                found.append(f"{where}: keyboard accelerator (&) differs in {text!r}")
    return found


def _accelerators(text: str) -> int:
    return len(re.findall(r"&(?!&)", text.replace("&&", "")))


def check(languages: Sequence[str] = CATALOGUES) -> dict[str, list[str]]:
    """Run lupdate on copies of the `.ts` files and return each language's problems."""
    report: dict[str, list[str]] = {}
    with tempfile.TemporaryDirectory() as temp:
        copies = []
        for language in languages:
            copy = ts_path(language, Path(temp))
            if ts_path(language).exists():
                shutil.copyfile(ts_path(language), copy)
            copies.append(copy)
        run_lupdate(copies)
        for language, copy in zip(languages, copies, strict=True):
            report[language] = problems(read_messages(copy))
    return report


def update(languages: Sequence[str] = CATALOGUES) -> dict[str, list[str]]:
    """Refresh the `.ts` files in place and rebuild the `.qm` files."""
    I18N_DIR.mkdir(parents=True, exist_ok=True)
    files = [ts_path(language) for language in languages]
    run_lupdate(files)
    report = {}
    for language, ts_file in zip(languages, files, strict=True):
        run_lrelease(ts_file, qm_path(language))
        report[language] = problems(read_messages(ts_file))
    return report


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report, change no file")
    args = parser.parse_args(argv)
    report = check() if args.check else update()
    status = 0
    for language, found in report.items():
        total = len(read_messages(ts_path(language))) if ts_path(language).exists() else 0
        print(f"{language}: {total} texts, {len(found)} problems")
        for line in found:
            print(f"  {line}")
        status = status or (1 if found else 0)
    return status


if __name__ == "__main__":
    sys.exit(main())
