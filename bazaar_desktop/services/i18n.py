"""The app's languages: which one to show, and the Qt translators that show it.

The texts in the code are English; `bazaar_resources/i18n/bazaar_<lang>.qm` holds the Spanish and
German ones (built from the `.ts` files by `scripts/update_translations.py`). Qt's own
translations (`qtbase_<lang>.qm`: standard dialog buttons, key names such as "Strg") are
loaded too when PySide6 ships them. Switching is live: `install_language` swaps the
translators, and the main window then builds its texts again.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from bazaar_engine.core.resources import resources_dir

if TYPE_CHECKING:  # imported when a language other than English is shown (start-up time)
    from PySide6.QtCore import QTranslator

SOURCE_LANGUAGE = "en"  # the language the code is written in: needs no translator
LANGUAGES = ("en", "es", "de")
CATALOGUE = "bazaar"  # bazaar_resources/i18n/bazaar_<lang>.qm

translate = QCoreApplication.translate

# Words of Qt's own file dialog that Qt's Spanish catalogue lacks (they stayed English
# there). Listed here, the app's catalogues carry them, and the app's translator is asked
# before Qt's; the German ones are Qt's own words.
QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)

_installed: list[QTranslator] = []
_current = SOURCE_LANGUAGE


def i18n_dir() -> Path:
    return resources_dir() / "i18n"


def qt_translations_dir() -> Path:
    from PySide6.QtCore import QLibraryInfo

    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


def system_locale() -> QLocale:
    """The computer's locale (a function, so that tests can stand in another one)."""
    return QLocale.system()


def language_of(locale: QLocale) -> str:
    """The app language for `locale`: Spanish or German when it is one, else English."""
    code = locale.name().replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else SOURCE_LANGUAGE


def resolve_language(setting: str) -> str:
    """ "system" (or anything unknown) follows the computer; "en", "es", "de" are themselves."""
    if setting in LANGUAGES:
        return setting
    return language_of(system_locale())


def current_language() -> str:
    """The language the interface shows now ("en", "es" or "de")."""
    return _current


def install_language(setting: str) -> str:
    """Show the interface in `setting`'s language from now on; returns the language used.

    Texts already on screen keep their words until their owner builds them again (Qt sends
    every widget a LanguageChange event; the main window answers with `retranslate`)."""
    global _current
    app = QCoreApplication.instance()
    language = resolve_language(setting)
    if app is None:
        _current = language
        return language
    for translator in _installed:
        app.removeTranslator(translator)
        translator.deleteLater()
    _installed.clear()
    # Installed last is asked first: ours before Qt's own. English has a catalogue of its own
    # only for the plural forms of the texts with a count ("1 point", "2 points").
    catalogues = [(f"{CATALOGUE}_{language}", i18n_dir())]
    if language != SOURCE_LANGUAGE:
        catalogues.insert(0, (f"qtbase_{language}", qt_translations_dir()))
    for name, folder in catalogues:
        loaded = _load(name, folder, app)
        if loaded is not None:
            app.installTranslator(loaded)
            _installed.append(loaded)
    QLocale.setDefault(_locale_for(language))
    _current = language
    return language


def _load(name: str, folder: Path, parent: QCoreApplication) -> QTranslator | None:
    from PySide6.QtCore import QTranslator

    translator = QTranslator(parent)
    if translator.load(name, str(folder)):
        return translator
    translator.deleteLater()
    return None


def _locale_for(language: str) -> QLocale:
    """Numbers and dates as the computer writes them when it speaks `language`, else that
    language's usual way."""
    system = system_locale()
    if language_of(system) == language:
        return system
    return QLocale(language)


def bot_level_name(level: str | None) -> str:
    """A bot level as a word in a sentence ("medium"); unknown levels keep their id."""
    names = {
        "random": translate("Levels", "random"),
        "easy": translate("Levels", "easy"),
        "medium": translate("Levels", "medium"),
        "hard": translate("Levels", "hard"),
    }
    return names.get(level or "random", level or "")
