"""The glory titles would give if the game ended now (pure: no pygame), for the solo panels: the
player's (their best set of titles, as the title phase scores it, the Chronicler's bonus with it) and
Otto's (he scores every public title; his secret titles are hidden and left out)."""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory.state import GloryState, PlayerState
from game.games.glory.titles import titles_glory
from game.i18n import _, ngettext


def player_titles_now(s: GloryState, p: PlayerState) -> int:
    """What ``p``'s titles would score now, as the title phase scores them (``titles.titles_glory``)."""
    return titles_glory(s, p)[1]


def otto_titles_now(s: GloryState) -> int:
    """The public titles' glory: Otto scores every one of them at the end (Rivalry)."""
    return sum(C.TITLES[t].glory for t in s.public_titles if t in C.TITLES)


def player_line(n: int) -> str:
    return _("Titles so far: +{n}").format(n=n)


def player_tip() -> str:
    return _(
        "The glory your titles would give if the game ended now: the public titles and your secret titles "
        "that you meet, each resource counted for one title only."
    )


def otto_line(s: GloryState) -> str:
    """Otto's titles so far, saying that his secret objectives are not counted."""
    assert s.solo is not None
    n, k = otto_titles_now(s), len(s.solo.titles)
    if not k:
        return _("Titles so far: +{n}").format(n=n)
    text = ngettext(
        "Titles so far: +{n} (his {k} secret title not counted)",
        "Titles so far: +{n} (his {k} secret titles not counted)",
        k,
    )
    return text.format(n=n, k=k)


def otto_tip() -> str:
    return _(
        "At the end Otto scores every public title and every secret title of his: the public titles are "
        "counted here, his secret ones are not known."
    )
