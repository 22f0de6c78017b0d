"""Italian must stay complete, and every catalog must compile and keep its placeholders."""

import re

from babel.messages.checkers import python_format
from babel.messages.pofile import read_po

from game import i18n
from game.i18n_tools import extract, missing, po_path

PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}")


def test_every_source_string_has_an_italian_translation():
    gaps = missing("it", extract())
    assert gaps == [], f"{len(gaps)} strings lack Italian, e.g. {gaps[:10]}"


def test_italian_catalog_is_valid_and_keeps_placeholders():
    with open(po_path("it"), "rb") as fh:
        catalog = read_po(fh, locale="it")
    problems = []
    for msg in catalog:
        if not msg.id or not msg.string:
            continue
        ids = msg.id if isinstance(msg.id, (list, tuple)) else [msg.id]
        strs = msg.string if isinstance(msg.string, (list, tuple)) else [msg.string]
        want = set(PLACEHOLDER.findall(ids[0]))
        for s in strs:
            if set(PLACEHOLDER.findall(s)) - want or (len(ids) == 1 and set(PLACEHOLDER.findall(s)) != want):
                problems.append((msg.id, s))
        if "python-format" in msg.flags and "python-brace-format" not in msg.flags:
            try:
                python_format(catalog, msg)
            except Exception as exc:  # babel raises TranslationError
                problems.append((msg.id, str(exc)))
    assert problems == []


def test_switching_language_translates_at_once(tmp_path):
    i18n.set_language("it")
    try:
        assert i18n._("It is not your turn.") == "Non è il tuo turno."
    finally:
        i18n.set_language("en")
    assert i18n._("It is not your turn.") == "It is not your turn."
