"""gettext setup for the ``tourney`` domain, with a runtime language switch.

``_`` and friends always look up the *current* language, so a language change applies at once
(strings rendered afterwards come out in the new language). Content names are marked with ``N_``
for extraction and translated with ``_`` where shown. Catalogs are compiled from ``locale/*.po``
with Babel when the ``.mo`` is missing, older than its ``.po`` or damaged (next to the ``.po`` when
that folder is writable, else in the cache folder, else in memory). When no good catalog can be
had, the app stays in English and :func:`catalog_problem` says why.
"""

from __future__ import annotations

import gettext
import hashlib
import io
import struct
from collections.abc import Callable
from pathlib import Path

from game.files import replace_file

DOMAIN = "tourney"
LANGUAGES = ("en", "it")
_current: gettext.NullTranslations = gettext.NullTranslations()
_lang = "en"
_stamp = "en"  # identifies the loaded catalog (language + content), for caches of rendered text
_listeners: list[Callable[[str], None]] = []
_problem = ""  # why the last language switch fell back to English ("" when it did not)


def locale_dir() -> Path:
    """The folder holding ``<lang>/LC_MESSAGES/tourney.po`` (source tree or frozen bundle)."""
    from game.resources import resource_path

    return resource_path("locale")


def _catalog_paths(lang: str) -> tuple[Path, Path]:
    base = locale_dir() / lang / "LC_MESSAGES"
    return base / f"{DOMAIN}.po", base / f"{DOMAIN}.mo"


def _cached_mo(lang: str) -> Path:
    from game.settings import cache_dir

    return cache_dir() / "locale" / lang / f"{DOMAIN}.mo"


def _parse_mo(data: bytes) -> gettext.GNUTranslations:
    """A catalog from .mo bytes; ValueError when they are not a readable catalog."""
    try:
        return gettext.GNUTranslations(io.BytesIO(data))
    except (OSError, ValueError, LookupError, IndexError, struct.error) as exc:  # bad magic, truncation, charset
        raise ValueError(f"damaged catalog: {exc}") from None


def _fresh(mo: Path, po: Path | None) -> bytes | None:
    """The bytes of ``mo`` when it exists, is not older than ``po`` and parses; else None."""
    try:
        if po is not None and mo.stat().st_mtime < po.stat().st_mtime:
            return None
        data = mo.read_bytes()
        _parse_mo(data)
        return data
    except (OSError, ValueError):
        return None


def _catalog_bytes(lang: str) -> bytes:
    """A good compiled catalog for ``lang``: an up-to-date .mo, or one compiled from the .po now.
    Raises ValueError with the reason when there is none."""
    po, mo = _catalog_paths(lang)
    has_po = po.is_file()
    for candidate in (mo, _cached_mo(lang)):
        data = _fresh(candidate, po if has_po else None)
        if data is not None:
            return data
    if not has_po:
        raise ValueError(f"no usable catalog for {lang} in {mo.parent}")
    data = compile_bytes(po)
    for target in (mo, _cached_mo(lang)):  # keep it for next time where we may write
        try:
            replace_file(target, data)
            break
        except OSError:
            continue
    return data


def compile_bytes(po: Path) -> bytes:
    """Compile one .po file with Babel; ValueError when it cannot be read."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    try:
        with open(po, "rb") as fh:
            catalog = read_po(fh, locale=po.parent.parent.name, domain=DOMAIN, abort_invalid=True)
        if not any(m.id and m.string for m in catalog):
            raise ValueError("no translations in it")
        out = io.BytesIO()
        write_mo(out, catalog, use_fuzzy=False)
    except Exception as exc:  # noqa: BLE001 - Babel raises many kinds on a broken file
        raise ValueError(f"cannot compile {po.name}: {exc}") from None
    data = out.getvalue()
    _parse_mo(data)
    return data


def compile_catalog(po: Path, mo: Path) -> None:
    """Compile one .po file to .mo with Babel (atomic replace); ValueError on a broken .po."""
    replace_file(mo, compile_bytes(po))


def set_language(lang: str) -> None:
    """Switch the language for every string translated from now on."""
    global _current, _lang, _stamp
    if lang not in LANGUAGES:
        raise ValueError(f"unsupported language {lang!r} (choose from {', '.join(LANGUAGES)})")
    global _problem
    translations: gettext.NullTranslations = gettext.NullTranslations()
    stamp, _problem = lang, ""
    if lang != "en":
        try:
            data = _catalog_bytes(lang)
            translations = _parse_mo(data)
            stamp = f"{lang}-{hashlib.sha1(data).hexdigest()[:12]}"
        except ValueError as exc:
            _problem = str(exc)
            lang = stamp = "en"
    _current, _lang, _stamp = translations, lang, stamp
    for listener in list(_listeners):
        listener(lang)


def catalog_problem() -> str:
    """Why the last language switch stayed in English ('' if it did not)."""
    return _problem


def language() -> str:
    return _lang


#: languages whose sentence goes on in lower case after a colon (Italian), unlike English
_LOWER_AFTER_COLON = frozenset({"it"})


def after_colon(text: str) -> str:
    """``text`` as it goes on after a colon in the current language: its first letter lower-cased
    where that language's typography wants it (Italian), unchanged otherwise."""
    if _lang in _LOWER_AFTER_COLON and text[:1].isupper():
        return text[0].lower() + text[1:]
    return text


def catalog_stamp() -> str:
    """Language and catalog version: changes whenever a translation does (keys of cached images)."""
    return _stamp


def on_language_change(listener: Callable[[str], None]) -> None:
    """Call ``listener(lang)`` after every language switch."""
    _listeners.append(listener)


def off_language_change(listener: Callable[[str], None]) -> None:
    """Stop calling ``listener``."""
    if listener in _listeners:
        _listeners.remove(listener)


def _(message: str) -> str:
    return _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _current.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _current.pgettext(context, message)


def N_(message: str) -> str:
    """Mark a string for extraction without translating it now (content names)."""
    return message


def decimal(x: float) -> str:
    """``x`` written as the current language writes a number: "0.5" in English, "0,5" in Italian."""
    return f"{x:g}".replace(".", pgettext("decimal separator", "."))


def speed(x: float) -> str:
    """An animation speed as the speed button and the settings show it: "0.5×", "0,5×" in Italian."""
    return _("{x}×").format(x=decimal(x))
