"""The interface language: English source strings through Qt's ``tr()``, a Russian ``.qm``.

The language follows the system locale unless chosen in settings (or ``COMPENDIUM_LANG``);
switching installs the other translator, and every widget re-reads its texts on
``QEvent.LanguageChange`` — an open match is not touched.
"""

from __future__ import annotations

import os
from typing import Optional

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from compendium.core.text import Text
from compendium.resources import translations_dir

_lang = "en"
_translator: Optional[QTranslator] = None


def tr_with_base(base_context: str):
    """A ``tr`` for a view base class shared by several games' views.

    PySide looks a string up under the object's own class (``CrossView``), while lupdate files the
    strings written in the base class under the base's name: this asks the object's own class
    first (its own strings), then the base."""

    def tr(self, text: str, disambiguation: Optional[str] = None, n: int = -1) -> str:
        own = QCoreApplication.translate(type(self).__name__, text, disambiguation, n)
        return own if own != text else QCoreApplication.translate(base_context, text, disambiguation, n)

    return tr


def system_language() -> str:
    env = os.environ.get("COMPENDIUM_LANG")
    if env in ("en", "ru"):
        return env
    return "ru" if QLocale.system().language() == QLocale.Language.Russian else "en"


def lang() -> str:
    return _lang


def set_language(code: str) -> None:
    """Installs the translator for ``code`` ("en" or "ru"); Qt then sends LanguageChange."""
    global _lang, _translator
    code = code if code in ("en", "ru") else "en"
    app = QCoreApplication.instance()
    if _translator is not None and app is not None:
        app.removeTranslator(_translator)
        _translator = None
    _lang = code
    if code == "ru" and app is not None:
        tr = QTranslator(app)
        if tr.load(str(translations_dir() / "compendium_ru.qm")):
            app.installTranslator(tr)
            _translator = tr
    # Installing or removing a translator makes Qt post LanguageChange to every widget.


def t(text: Optional[Text]) -> str:
    """A bilingual value from the Qt-free layers, in the interface language."""
    return "" if text is None else text.get(_lang)
