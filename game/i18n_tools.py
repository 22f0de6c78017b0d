"""Catalog maintenance with Babel: ``python -m game.i18n_tools extract|update|compile|check``.

* extract: write locale/tourney.pot from the sources (keywords ``_``, ``N_``, ``ngettext``, ``pgettext``).
* update:  merge the .pot into every locale/<lang>/LC_MESSAGES/tourney.po and take the translations
           of locale/<lang>/parts/*.po (written alongside each feature; they win over the catalog).
* compile: write tourney.mo next to each .po (done by the README's setup command).
* check:   exit 1 if any msgid of the sources lacks a translation in a non-English catalog.
"""

from __future__ import annotations

import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po, write_po

from game.i18n import DOMAIN, LANGUAGES, compile_catalog

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "locale"
POT = LOCALE / f"{DOMAIN}.pot"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
METHOD_MAP = [("**.py", "python")]


def extract() -> Catalog:
    """A catalog of every translatable string under game/."""
    catalog = Catalog(project="Tourney", domain=DOMAIN, fuzzy=False)
    for filename, lineno, message, comments, context in extract_from_dir(
        ROOT / "game", METHOD_MAP, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",), strip_comment_tags=True
    ):
        catalog.add(message, None, [(f"game/{filename}", lineno)], auto_comments=comments, context=context)
    return catalog


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(lang: str) -> Catalog:
    with open(po_path(lang), "rb") as fh:
        return read_po(fh, locale=lang, domain=DOMAIN)


def write(catalog: Catalog, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    catalog.fuzzy = False  # the header is ours, not a guess
    with open(path, "wb") as fh:
        write_po(fh, catalog, width=100, sort_output=False, omit_header=False, ignore_obsolete=True)


def missing(lang: str, template: Catalog | None = None) -> list[str]:
    """msgids of the sources with no (or a fuzzy) translation in ``lang``."""
    template = template or extract()
    catalog = read(lang) if po_path(lang).exists() else Catalog(locale=lang)
    out = []
    for msg in template:
        if not msg.id:
            continue
        have = catalog.get(msg.id, context=msg.context)
        strings = have.string if have is not None else None
        if isinstance(strings, (list, tuple)):
            ok = all(strings)
        else:
            ok = bool(strings)
        if have is None or not ok or have.fuzzy:
            out.append(msg.id if isinstance(msg.id, str) else msg.id[0])
    return out


def _plural_forms(source: str | tuple, target: str | tuple) -> str | tuple:
    """``source``'s translation shaped like ``target`` (a part may give fewer plural forms than the
    catalog's language needs: Italian has three in CLDR, the third used for most counts; the last
    given form fills the rest)."""
    if not isinstance(target, (list, tuple)):
        return source if isinstance(source, str) else source[0]
    forms = [source] if isinstance(source, str) else list(source)
    while len(forms) > 1 and not forms[-1]:
        forms.pop()
    while len(forms) < len(target):
        forms.append(forms[-1])
    return tuple(forms[: len(target)])


def _fill_from_parts(catalog: Catalog, lang: str) -> None:
    """Take every translation in locale/<lang>/parts/*.po (the files written alongside each feature)
    into ``catalog``. Parts are the source of truth; files are read in name order, so a game's own
    part (e.g. joust.po) overrides a shared one read before it (art.po)."""
    for part in sorted((LOCALE / lang / "parts").glob("*.po")):
        with open(part, "rb") as fh:
            source = read_po(fh, locale=lang, domain=DOMAIN)
        for msg in source:
            if not msg.id or not msg.string or (isinstance(msg.string, (list, tuple)) and not any(msg.string)):
                continue
            target = catalog.get(msg.id, context=msg.context)
            if target is None:
                continue
            target.string = _plural_forms(msg.string, target.string)
            target.flags.discard("fuzzy")


def main(argv: list[str]) -> int:
    cmd = argv[0] if argv else "check"
    if cmd == "extract":
        write(extract(), POT)
        return 0
    if cmd == "update":
        template = extract()
        write(template, POT)
        for lang in LANGUAGES:
            if lang == "en":
                continue
            catalog = read(lang) if po_path(lang).exists() else Catalog(locale=lang, domain=DOMAIN)
            catalog.update(template, no_fuzzy_matching=True)
            _fill_from_parts(catalog, lang)
            write(catalog, po_path(lang))
        return 0
    if cmd == "compile":
        for lang in LANGUAGES:
            po = po_path(lang)
            if po.exists():
                compile_catalog(po, po.with_suffix(".mo"))
        return 0
    if cmd == "check":
        bad = 0
        template = extract()
        for lang in LANGUAGES:
            if lang == "en":
                continue
            gaps = missing(lang, template)
            for m in gaps[:50]:
                print(f"{lang}: untranslated: {m!r}")
            bad += len(gaps)
        print(f"i18n check: {bad} untranslated")
        return 1 if bad else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
