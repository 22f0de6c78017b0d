"""Italian articulated prepositions: a knight's name with its article after "a", "di", "da", "su" or
"in" reads "al Cavaliere Nero", never "a Il Cavaliere Nero". Applied to whole sentences once they are
formatted: the capitalised article of a name after a lone preposition only occurs in Italian. Inside a
sentence the article of such a name is written small ("colpisci il Cavaliere Nero"); it keeps its capital
where a sentence starts. Pure."""

from __future__ import annotations

import re

from game.games.joust import content as C
from game.i18n import _

_FORMS: dict[str, dict[str, str]] = {
    "a": {"Il": "al", "Lo": "allo", "La": "alla", "L’": "all’", "I": "ai", "Gli": "agli", "Le": "alle"},
    "di": {"Il": "del", "Lo": "dello", "La": "della", "L’": "dell’", "I": "dei", "Gli": "degli", "Le": "delle"},
    "da": {"Il": "dal", "Lo": "dallo", "La": "dalla", "L’": "dall’", "I": "dai", "Gli": "dagli", "Le": "dalle"},
    "su": {"Il": "sul", "Lo": "sullo", "La": "sulla", "L’": "sull’", "I": "sui", "Gli": "sugli", "Le": "sulle"},
    "in": {"Il": "nel", "Lo": "nello", "La": "nella", "L’": "nell’", "I": "nei", "Gli": "negli", "Le": "nelle"},
}

#: the articles a name may start with ("Il Cavaliere Nero"), each with its space
NAME_ARTICLES = tuple(f"{article} " for article in _FORMS["a"] if not article.endswith("’"))

_PATTERN = re.compile(r"(?<![\w’'])(a|di|da|su|in) (Il|Lo|La|I|Gli|Le) (?=\w)|(?<![\w’'])(a|di|da|su|in) (L’)(?=\w)")


def _join(m: re.Match[str]) -> str:
    if m.group(1):
        return _FORMS[m.group(1)][m.group(2)] + " "
    return _FORMS[m.group(3)][m.group(4)]


def contract(text: str) -> str:
    """``text`` with every "a Il …"-style preposition and article joined ("al …") and the article of a
    knight's name written small inside a sentence."""
    return small_articles(_PATTERN.sub(_join, text))


def _named_with_article() -> list[str]:
    """The knights' names, in the language in use, that start with an article ("Il Cavaliere Nero")."""
    return [name for name in (_(k.name) for k in C.ALL_KNIGHTS) if name.startswith(NAME_ARTICLES)]


def small_articles(text: str) -> str:
    """``text`` with the article of each knight's name that has one in lower case where the name stands
    inside a sentence (not at the text's start, nor after a sentence's end)."""
    for name in _named_with_article():
        if name not in text:
            continue
        small = name[0].lower() + name[1:]
        text = re.sub(rf"(?<=[^\s.!?…])(\s+){re.escape(name)}", lambda m, s=small: m.group(1) + s, text)
    return text


def is_lady(card: int) -> bool:
    """True when the knight card ``card`` is a lady (Italian says "le", not "gli", to her)."""
    return 0 <= card < len(C.ALL_KNIGHTS) and C.ALL_KNIGHTS[card].name.startswith(("Dame ", "Lady ", "Maiden "))
