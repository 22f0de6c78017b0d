"""Checks of a .po catalog that match ``msgfmt -c`` (GNU gettext), for machines without gettext.

``msgfmt --check`` verifies the header (every standard field present, none left at gettext's
placeholder), the plural forms (a valid ``Plural-Forms`` header, exactly ``nplurals`` translations
of every plural message), the newlines at the start and end of each message, and the format strings
of the entries flagged ``python-format`` or ``python-brace-format``. :func:`problems` does the same
with Babel's parser, and is stricter in one way: every translation keeps the ``{name}`` fields of its
source, flagged or not. A translation may drop ``{n}`` only in a plural form that is used for a
single number (Italian's singular), as msgfmt allows. Babel marks a brace template with a percent sign
``python-format`` too; those are checked as brace templates only.
"""

from __future__ import annotations

import gettext
import re
import string
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.checkers import python_format
from babel.messages.pofile import PoFileError, read_po

#: header field → gettext's placeholder value (msgfmt -c warns while a field still starts with it)
HEADER_FIELDS = {
    "Project-Id-Version": "PACKAGE VERSION",
    "PO-Revision-Date": "YEAR-MO-DA HO:MI+ZONE",
    "Last-Translator": "FULL NAME <EMAIL@ADDRESS>",
    "Language-Team": "LANGUAGE <LL@li.org>",
    "Language": "",
    "MIME-Version": "",
    "Content-Type": "text/plain; charset=CHARSET",
    "Content-Transfer-Encoding": "ENCODING",
    "Plural-Forms": "nplurals=INTEGER; plural=EXPRESSION;",
}
PLURAL_HEADER = re.compile(r"^\s*nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*(.+?)\s*;?\s*$")
_FORMATTER = string.Formatter()


def brace_fields(text: str) -> set[str] | None:
    """The field names of a ``str.format`` template ('{n} of {total}' → {'n', 'total'}); None when
    the text is not a valid template (an unmatched brace)."""
    try:
        parsed = list(_FORMATTER.parse(text))
    except ValueError:
        return None
    fields = set()
    for _literal, field, _spec, _conversion in parsed:
        if field is not None:
            fields.add(re.split(r"[.\[]", field, maxsplit=1)[0])
    return fields


def single_number_forms(nplurals: int, expression: str, upto: int = 1000) -> set[int]:
    """The plural forms that ``expression`` picks for at most one number in 0..upto (they may omit it)."""
    pick = gettext.c2py(expression)
    counts = [0] * nplurals
    for n in range(upto + 1):
        form = pick(n)
        if 0 <= form < nplurals:
            counts[form] += 1
    return {i for i, c in enumerate(counts) if c <= 1}


def _header(catalog: Catalog, raw: dict[str, str]) -> list[str]:
    out = []
    for name, placeholder in HEADER_FIELDS.items():
        value = raw.get(name)
        if value is None:
            out.append(f"header field {name!r} missing")
        elif placeholder and value.startswith(placeholder):
            out.append(f"header field {name!r} still has gettext's placeholder value")
        elif not value.strip() and name != "Language":
            out.append(f"header field {name!r} is empty")
    if "charset=" not in raw.get("Content-Type", "") or catalog.charset.lower() not in ("utf-8", "utf8"):
        out.append("header: Content-Type must declare charset=UTF-8")
    return out


def _raw_header(text: str) -> dict[str, str]:
    """The header entry's fields as written (Babel fills in missing ones with defaults when reading)."""
    match = re.search(r'^msgid ""\nmsgstr ""\n((?:".*"\n?)+)', text, re.M)
    if not match:
        return {}
    body = "".join(line.strip()[1:-1] for line in match.group(1).splitlines())
    body = body.replace('\\"', '"').replace("\\n", "\n").replace("\\\\", "\\")
    fields = {}
    for line in body.split("\n"):
        name, sep, value = line.partition(":")
        if sep:
            fields[name.strip()] = value.strip()
    return fields


def _message_problems(msg: Message, nplurals: int, loose: set[int]) -> list[str]:
    out: list[str] = []
    ids = list(msg.id) if isinstance(msg.id, (list, tuple)) else [msg.id]
    strs = list(msg.string) if isinstance(msg.string, (list, tuple)) else [msg.string]
    label = repr(ids[0])
    if len(ids) > 1 and len(strs) != nplurals:
        out.append(f"{label}: {len(strs)} plural forms, the header says nplurals={nplurals}")
    if not any(strs):
        return out
    for s in strs:
        if not s:
            continue
        for edge, test in (("begins", str.startswith), ("ends", str.endswith)):
            if test(ids[0], "\n") != test(s, "\n"):
                out.append(f"{label}: the source and translation do not both {edge} with a newline")
    source_fields = [brace_fields(i) for i in ids]
    if any(f is None for f in source_fields):
        if "python-brace-format" in msg.flags:
            out.append(f"{label}: the source is not a valid brace template")
        return out
    allowed = set().union(*source_fields)  # type: ignore[arg-type]
    required = source_fields[-1]
    for index, s in enumerate(strs):
        if not s:
            continue
        fields = brace_fields(s)
        where = f"msgstr[{index}]" if len(ids) > 1 else "msgstr"
        if fields is None:
            out.append(f"{label}: {where} is not a valid brace template: {s!r}")
            continue
        for extra in sorted(fields - allowed):
            out.append(f"{label}: {where} has {{{extra}}}, which the source does not")
        if len(ids) > 1 and index in loose:
            continue
        for gone in sorted(required - fields):
            out.append(f"{label}: {where} drops {{{gone}}}: {s!r}")
    return out


def _extra_forms(text: str, nplurals: int) -> list[str]:
    """``msgstr[i]`` lines beyond the header's count (Babel would refuse or drop them)."""
    out = []
    for lineno, line in enumerate(text.splitlines(), 1):
        match = re.match(r"msgstr\[(\d+)\]", line)
        if match and int(match.group(1)) >= nplurals:
            out.append(f"line {lineno}: msgstr[{match.group(1)}], but the header says nplurals={nplurals}")
    return out


def problems(path: Path) -> list[str]:
    """Everything ``msgfmt -c`` would report for the catalog at ``path`` (plus dropped ``{fields}``)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return [f"cannot read: {exc}"]
    raw = _raw_header(text)
    match = PLURAL_HEADER.match(raw.get("Plural-Forms", ""))
    if not match:
        return ["header: Plural-Forms is not 'nplurals=N; plural=EXPRESSION;'"]
    nplurals = int(match.group(1))
    extra = _extra_forms(text, nplurals)
    if extra:
        return extra
    try:
        with open(path, "rb") as fh:
            catalog = read_po(fh, abort_invalid=True)
    except (PoFileError, ValueError) as exc:
        return [f"cannot parse: {exc}"]
    out = _header(catalog, raw)
    try:
        loose = single_number_forms(nplurals, match.group(2))
    except (ValueError, SyntaxError) as exc:
        return [*out, f"header: invalid plural expression: {exc}"]
    for msg in catalog:
        if not msg.id or msg.fuzzy:
            continue
        out.extend(_message_problems(msg, nplurals, loose))
        if "python-format" in msg.flags and "python-brace-format" not in msg.flags and msg.string:
            try:
                python_format(catalog, msg)
            except Exception as exc:  # noqa: BLE001 - Babel raises TranslationError
                out.append(f"{msg.id!r}: {exc}")
    return out
