"""The Italian catalog follows locale/it/GLOSSARY.md: one rendering per game term."""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from game.i18n_glossary import Term, content_names, names_tables, parse, violations
from game.i18n_tools import read

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "locale" / "it" / "GLOSSARY.md"


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return read("it")


@pytest.fixture(scope="module")
def glossary():
    return parse(GLOSSARY)


def test_the_catalog_uses_the_glossarys_italian(catalog, glossary):
    terms, exceptions = glossary
    assert len(terms) > 300
    off = violations(catalog, terms, exceptions)
    assert off == [], "\n".join(off)


def test_the_names_tables_match_the_catalog(catalog):
    """Run `python -m game.i18n_tools glossary` after changing a name's translation (then review it)."""
    written = GLOSSARY.read_text(encoding="utf-8").split("\n# Names\n", 1)[1]
    assert "# Names\n" + written == names_tables(catalog)


def test_every_game_has_its_names_and_terms(catalog, glossary):
    terms, _exceptions = glossary
    names = content_names(catalog)
    assert all(len(rows) > 20 for rows in names.values()), {g: len(r) for g, r in names.items()}
    scopes = {s for t in terms for s in t.scope}
    assert {"all", "tournament", "paladin", "joust", "glory"} <= scopes


def test_every_exception_names_a_message_and_a_term_it_uses(catalog, glossary):
    terms, exceptions = glossary
    firsts = {t.english[0] for t in terms}
    for message, term in exceptions:
        assert catalog.get(message) is not None, message
        assert term in firsts, term


def _catalog(entries: list[tuple[str, str, str]]) -> Catalog:
    cat = Catalog(locale="it")
    for msgid, msgstr, where in entries:
        cat.add(msgid, msgstr, locations=[(where, 1)])
    return cat


TOURNEY = "game/games/tournament/content.py"
GLORY = "game/games/glory/describe.py"
TERMS = [
    Term(("Flail",), ("Mazzafrusto",), frozenset({"tournament"})),
    Term(("Knight Combo", "Knight Combos"), ("cavaliere", "cavalieri"), frozenset({"tournament"})),
    Term(("Knight", "Knights"), ("Cavaliere", "Cavalieri"), frozenset({"tournament"})),
    Term(("Maintenance", "maintenance"), ("Rinnovo", "rinnovo"), frozenset({"glory"})),
    Term(("coin", "coins"), ("moneta", "monete"), frozenset({"glory"})),
]


@pytest.mark.parametrize(
    ("msgid", "msgstr", "where", "off"),
    [
        ("Flail", "Flagello", TOURNEY, True),
        ("Flail", "Mazzafrusto", TOURNEY, False),
        ("Flail", "Flagello", GLORY, False),  # out of the term's scope
        ("Play the Flail now.", "Gioca subito il mazzafrusto.", TOURNEY, False),  # any case
        ("Flails", "Flagelli", TOURNEY, False),  # an unlisted inflection is not the term
        ("You put a Knight Combo into play.", "Metti in gioco un cavaliere.", TOURNEY, False),  # longer first
        ("Maintenance: income renewed.", "Manutenzione: rendite.", GLORY, True),
        ("{n} coins", "{n} monete", GLORY, False),
        ("Income: {c} coins", "Rendita: {c}", GLORY, True),  # a placeholder is not the word
        ("Pay one coin.", "Paga una moneta’s", GLORY, False),
    ],
)
def test_the_check_matches_whole_words_in_scope(msgid, msgstr, where, off):
    assert bool(violations(_catalog([(msgid, msgstr, where)]), TERMS)) is off


def test_an_exception_exempts_one_message_from_one_term():
    cat = _catalog([("Maintenance: income renewed.", "Manutenzione: rendite.", GLORY)])
    assert violations(cat, TERMS, {("Maintenance: income renewed.", "Maintenance"): "a test"}) == []


def test_a_term_with_a_context_applies_to_that_context_only():
    title = Term(("Glory",), ("Glory",), frozenset({"all"}), context="game title")
    cat = Catalog(locale="it")
    cat.add("Glory", "Gloria", locations=[(GLORY, 1)])
    cat.add("Glory", "Gloria", locations=[("game/ui/art/cards.py", 1)], context="game title")
    assert violations(cat, [title]) == ["'Glory' → 'Gloria': uses 'Glory', so needs 'Glory'"]


#: the glossary's house style, as patterns no Italian translation may contain
HOUSE_STYLE = {
    "'": "the typographic apostrophe ’",
    "°": "the ordinal sign º (1º), not the degree sign",
    "fai clic": "clicca",
    "a faccia in giù": "coperto / scoperto",
    "Manutenzione": "Rinnovo",
    "Romanza": "Amore",
    "Monaco di Baviera": "Monaco",
    "Giostra à Plaisance": "Joust à Plaisance",
}


def test_the_italian_keeps_the_house_style(catalog):
    found = []
    for msg in catalog:
        strs = msg.string if isinstance(msg.string, (list, tuple)) else (msg.string,)
        for s in strs:
            for bad, instead in HOUSE_STYLE.items():
                if msg.id and s and bad.lower() in s.lower():
                    found.append(f"{s!r}: {bad!r} → {instead}")
    assert found == [], "\n".join(found)
