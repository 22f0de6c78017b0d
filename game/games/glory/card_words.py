"""A journey card's name as it reads inside a sentence: Italian names open with a capitalised article
("Il banchetto"), which is lower-cased after a verb ("Prendi il banchetto"); English is unchanged."""

from __future__ import annotations

from game.games.glory import content as C
from game.i18n import _, pgettext


def _articles() -> tuple[str, ...]:
    words = pgettext(
        "capitalised articles that open a card's name and are lower-cased inside a sentence, "
        "separated by spaces; '-' for none",
        "-",
    )
    return tuple(w for w in words.split() if w != "-")


def in_sentence(name: str) -> str:
    """``name`` (already translated) with its leading article lower-cased, if it opens with one."""
    for art in _articles():
        if name.startswith(art) and (art[-1] in "'’" or name[len(art) : len(art) + 1] == " "):
            return art.lower() + name[len(art) :]
    return name


def card_as_named(card: str) -> str:
    """The translated name of journey card ``card`` as the card prints it, for a sentence that quotes
    it (Italian «La forgia»): its article keeps its capital ("?" if unknown)."""
    jc = C.JOURNEY.get(card)
    return _(jc.name) if jc else "?"


def card_in_sentence(card: str) -> str:
    """The translated name of journey card ``card`` for use mid-sentence ("?" if unknown)."""
    jc = C.JOURNEY.get(card)
    return in_sentence(_(jc.name)) if jc else "?"
