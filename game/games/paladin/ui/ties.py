"""How a tie on points is broken in Paladin, in words for the end panel: more red paladins ranks
higher; equal reds too share the place. (The results screen says it in its breakdown: see
``PaladinRules.outcome``.)"""

from __future__ import annotations

from game.games.paladin import engine as E
from game.games.paladin.state import PaladinState
from game.i18n import _


def tied_groups(s: PaladinState) -> list[list[int]]:
    """Seats sharing a points total (each group of two or more, best total first), most reds first."""
    scores = [E.score(s, p) for p in range(s.players)]
    groups = []
    for pts in sorted(set(scores), reverse=True):
        tied = [p for p in range(s.players) if scores[p] == pts]
        if len(tied) > 1:
            groups.append(sorted(tied, key=lambda p: -E.reds(s, p)))
    return groups


def tie_head(s: PaladinState, tied: list[int]) -> str:
    """'Tie at 14 points: broken by red paladins' or '... and at red paladins: a shared place'."""
    pts = E.score(s, tied[0])
    if E.reds(s, tied[0]) > E.reds(s, tied[1]):
        return _("Tie at {n} points: broken by red paladins").format(n=pts)
    return _("Tie at {n} points and at red paladins: a shared place").format(n=pts)


def tie_line(s: PaladinState, tied: list[int], name) -> str:
    """'Tie at 27 points: broken by red paladins (Gawain 2, You 1)': the tie, then each one's reds."""
    reds = ", ".join(_("{name} {r}").format(name=name(p), r=E.reds(s, p)) for p in tied)
    return _("{head} ({reds})").format(head=tie_head(s, tied), reds=reds)


def tie_sentences(s: PaladinState, name) -> str:
    """For the end panel's body: each tie and how it was broken, as sentences."""
    return " ".join(tie_line(s, tied, name) + "." for tied in tied_groups(s))
