"""The Joust à Plaisance between its rounds, in words: who went through and who meets whom next.

Pure text from the public bracket (``GloryState.bracket``: rows of entrants, 8 → 4 → 2 → 1); the table
turns ``round_over`` into an announcement once the last duel of a bracket row has been shown.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.games.glory.describe import entrant_text
from game.i18n import _, pgettext

ROUND_TITLES = {
    0: lambda: _("The quarter-finals are over"),
    1: lambda: _("The semi-finals are over"),
}
NEXT_NAMES = {1: lambda: _("Semi-finals"), 2: lambda: _("Final")}


@dataclass(frozen=True)
class Advance:
    """One duel of a bracket row: the entrant who went through, the one they beat ("" for a bye)."""

    winner: str
    loser: str


def row_of_duel(bracket: list[list[str]], loser: str, winner: str) -> int | None:
    """The bracket row a duel between ``winner`` and ``loser`` was fought in (the loser's last row)."""
    rows = [r for r in range(len(bracket) - 1) if loser in bracket[r] and winner in bracket[r]]
    return rows[-1] if rows else None


def row_complete(bracket: list[list[str]], row: int, loser: str) -> bool:
    """True when the duel ``loser`` lost was the last one fought in ``row`` (later pairs are byes)."""
    here = bracket[row]
    pair = here.index(loser) // 2
    later = range(pair + 1, len(here) // 2)
    return all(not here[2 * p] or not here[2 * p + 1] for p in later)


def advances(bracket: list[list[str]], row: int) -> list[Advance]:
    """Each duel of ``row`` in order, with who went through to the next row."""
    out = []
    for pair, winner in enumerate(bracket[row + 1]):
        a, b = bracket[row][2 * pair], bracket[row][2 * pair + 1]
        if winner:
            out.append(Advance(winner, b if winner == a else a))
    return out


def advance_line(adv: Advance, viewer: str, name: Callable[[str], str]) -> str:
    """ "Gawain beats Sir Kay", in the second person for the viewer's entrant."""
    if not adv.loser:
        if adv.winner == viewer:
            return _("You go through without a duel")
        return _("{winner} goes through without a duel").format(winner=name(adv.winner))
    if adv.winner == viewer:
        return _("You beat {loser}").format(loser=name(adv.loser))
    if adv.loser == viewer:
        return _("{winner} beats you").format(winner=name(adv.winner))
    return _("{winner} beats {loser}").format(winner=name(adv.winner), loser=name(adv.loser))


def next_pairings(bracket: list[list[str]], row: int, viewer: str, name: Callable[[str], str]) -> str:
    """ "Semi-finals: Gawain against you · Sir Kay against Sir Bors." for the row after ``row``."""
    nxt = row + 1
    if nxt not in NEXT_NAMES:
        return ""
    here = bracket[nxt]

    def who(e: str) -> str:
        return pgettext("in a list", "you") if e == viewer else name(e)

    pairs = [
        _("{a} against {b}").format(a=who(a), b=who(b))
        for a, b in (viewer_first(here[2 * p], here[2 * p + 1], viewer) for p in range(len(here) // 2))
        if a and b
    ]
    if not pairs:
        return ""
    return _("{stage}: {pairs}.").format(stage=NEXT_NAMES[nxt](), pairs=" · ".join(pairs))


def viewer_first(a: str, b: str, viewer: str) -> tuple[str, str]:
    """A pairing with the viewer named first ("you against Gawain": Italian has no "Gawain contro tu")."""
    return (b, a) if b == viewer and viewer else (a, b)


def bracket_set(row: list[str], viewer: str, names: Callable[[int], str] | None = None) -> list[tuple[str, str, bool]]:
    """The joust's first row once registration has filled it: one (text, the entrant whose badge the row
    shows — a player's if one is in it —, the viewer is in it) per quarter-final ("You against
    Gawain"), pairs with one entrant left out."""

    def who(e: str) -> str:
        return pgettext("in a list", "you") if e == viewer else entrant_text(e, names)

    out = []
    for p in range(len(row) // 2):
        a, b = viewer_first(row[2 * p], row[2 * p + 1], viewer)
        if a and b:
            text = _("{a} against {b}").format(a=who(a), b=who(b))
            text = text[:1].upper() + text[1:]  # a row of its own: "You against Gawain"
            badge = b if not a.startswith(("p:", "o")) and b.startswith(("p:", "o")) else a  # a player's badge
            out.append((text, badge, viewer in (a, b)))
    return out


def round_over(
    bracket: list[list[str]], loser: str, winner: str, viewer: str, names: Callable[[int], str] | None = None
) -> tuple[str, list[tuple[str, str, bool]], str] | None:
    """After the duel ``winner`` beat ``loser`` in: (title, rows, next pairings) when it closed a row
    before the final, else None. A row is (text, its winner's entrant, the viewer won it)."""
    row = row_of_duel(bracket, loser, winner)
    if row is None or row not in ROUND_TITLES or not row_complete(bracket, row, loser):
        return None

    def name(e: str) -> str:
        return entrant_text(e, names)

    rows = [(advance_line(a, viewer, name), a.winner, a.winner == viewer) for a in advances(bracket, row)]
    return ROUND_TITLES[row](), rows, next_pairings(bracket, row, viewer, name)
