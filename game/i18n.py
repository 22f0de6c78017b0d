"""gettext setup for the ``tourney`` domain, with a runtime language switch.

``_`` and friends always look up the *current* language, so a language change applies at once
(strings rendered afterwards come out in the new language). Content names are marked with ``N_``
for extraction and translated with ``_`` where shown. Catalogs are compiled from ``locale/*.po``
with Babel when the ``.mo`` is missing or older than its ``.po``.
"""

from __future__ import annotations

import gettext
import hashlib
import io
import os
from collections.abc import Callable
from pathlib import Path

DOMAIN = "tourney"
LANGUAGES = ("en", "it")
_current: gettext.NullTranslations = gettext.NullTranslations()
_lang = "en"
_stamp = "en"  # identifies the loaded catalog (language + content), for caches of rendered text
_listeners: list[Callable[[str], None]] = []


def locale_dir() -> Path:
    """The folder holding ``<lang>/LC_MESSAGES/tourney.po`` (source tree or frozen bundle)."""
    from game.resources import resource_path

    return resource_path("locale")


def _compiled_catalog(lang: str) -> Path | None:
    """Path of an up-to-date .mo for ``lang``, compiling it with Babel when needed."""
    base = locale_dir() / lang / "LC_MESSAGES"
    po, mo = base / f"{DOMAIN}.po", base / f"{DOMAIN}.mo"
    if not po.exists():
        return mo if mo.exists() else None
    if mo.exists() and mo.stat().st_mtime >= po.stat().st_mtime:
        return mo
    target = mo
    if not os.access(base, os.W_OK):
        from game.settings import cache_dir

        target = cache_dir() / "locale" / lang / f"{DOMAIN}.mo"
        if target.exists() and target.stat().st_mtime >= po.stat().st_mtime:
            return target
    compile_catalog(po, target)
    return target


def compile_catalog(po: Path, mo: Path) -> None:
    """Compile one .po file to .mo with Babel (atomic replace)."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    with open(po, "rb") as fh:
        catalog = read_po(fh, locale=po.parent.parent.name, domain=DOMAIN)
    mo.parent.mkdir(parents=True, exist_ok=True)
    tmp = mo.with_suffix(".mo.tmp")
    with open(tmp, "wb") as fh:
        write_mo(fh, catalog, use_fuzzy=False)
    os.replace(tmp, mo)


def set_language(lang: str) -> None:
    """Switch the language for every string translated from now on."""
    global _current, _lang, _stamp
    if lang not in LANGUAGES:
        raise ValueError(f"unsupported language {lang!r} (choose from {', '.join(LANGUAGES)})")
    translations: gettext.NullTranslations = gettext.NullTranslations()
    stamp = lang
    if lang != "en":
        mo = _compiled_catalog(lang)
        if mo is not None:
            data = mo.read_bytes()
            translations = gettext.GNUTranslations(io.BytesIO(data))
            stamp = f"{lang}-{hashlib.sha1(data).hexdigest()[:12]}"
    _current, _lang, _stamp = translations, lang, stamp
    for listener in list(_listeners):
        listener(lang)


def language() -> str:
    return _lang


def catalog_stamp() -> str:
    """Language and catalog version: changes whenever a translation does (keys of cached images)."""
    return _stamp


def on_language_change(listener: Callable[[str], None]) -> None:
    """Call ``listener(lang)`` after every language switch."""
    _listeners.append(listener)


def _(message: str) -> str:
    return _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _current.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _current.pgettext(context, message)


def N_(message: str) -> str:
    """Mark a string for extraction without translating it now (content names)."""
    return message
