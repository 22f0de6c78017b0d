"""What a Hint's move gains the player, in sentences they understand, judged from their own view only.

Beyond the move's reason (``reasons``): the glory it scores at once, the titles it brings within
reach by the end of the game (public titles and the player's own secret ones, which their view
shows them), and what it keeps from the rival who would want it most. The move is tried on several
worlds dealt from the player's view (``rules.determinize``: what is hidden from them, and the dice, dealt
anew each time); a gain is said only when every world agrees on it, so none rests on a hidden card
or a roll to come.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import IllegalAction
from game.games.glory import content as C
from game.games.glory import policy
from game.games.glory.duel_display import fighter
from game.games.glory.state import GloryState
from game.games.glory.titles import best_titles
from game.games.glory.weights import HARD
from game.i18n import _, ngettext

WORLDS = 4  # worlds dealt from the player's view a gain must hold in
DENIAL_WORTH = 3.0  # glory points a rival would get from the move before the Hint says it keeps it from them


def gains(rules, view: GloryState, seat: int, action: tuple, said: str = "") -> list[str]:
    """The sentences on what ``action`` gains ``seat`` beyond its reason (``said``: not said again;
    none when it gains nothing these can say)."""
    out: list[str] = []
    tried = _tried(rules, view, seat, action)
    if tried is None:
        return out
    scored, was, will = tried
    at_scoring = action[0] in ("attempt", "decline")  # the titles are scored after it either way: not its glory
    if scored > 0 and str(scored) not in said and not at_scoring:  # the reason may have said it already
        out.append(
            ngettext("It scores {n} glory point now.", "It scores {n} glory points now.", scored).format(n=scored)
        )
    if will > was:  # what this move adds, not the titles' whole worth (which another move may claim too)
        out.append(
            ngettext(
                "With it your titles are worth {n} more glory point at the end of the game.",
                "With it your titles are worth {n} more glory points at the end of the game.",
                will - was,
            ).format(n=will - was)
        )
    if _kept_from_rival(view, seat, action):
        out.append(_kept_words(view, action))
    return out


def _tried(rules, view: GloryState, seat: int, action: tuple) -> tuple[int, int, int] | None:
    """(glory scored at once, titles' glory before, after) of ``action`` on every world dealt from
    ``view``, when all agree; a figure the worlds disagree on (it rests on what the player cannot
    know) is 0, and its titles' pair (0, 0). None when the rules refuse the move."""
    seen: set[tuple[int, int, int]] = set()
    for seed in range(1, WORLDS + 1):
        world = rules.determinize(view, seat, Rng.from_seed(seed))
        try:
            after, _ev = rules.apply(world, seat, action)
        except IllegalAction:
            return None
        gained = 0 if action[0] == "character" else _glory(after, seat) - _glory(world, seat)
        seen.add((gained, _titles_glory(world, seat), _titles_glory(after, seat)))
    if len(seen) == 1:
        return seen.pop()
    scored = {g for g, _w, _n in seen}
    titles = {(w, n) for _g, w, n in seen}
    return (scored.pop() if len(scored) == 1 else 0, *(titles.pop() if len(titles) == 1 else (0, 0)))


def _kept_words(view: GloryState, action: tuple) -> str:
    """What a placement keeps from a rival, as the board names it: the support tile, else the space."""
    if action[1] == "support" and len(action) > 2 and 0 <= action[2] < len(view.track):
        kind = C.SUPPORT_TILES.get(view.track[action[2]], "")
        if kind in C.SUPPORT_KINDS:
            return _("It also keeps the {support} tile from the rival who would want it most.").format(
                support=_(C.SUPPORT_KINDS[kind].name)
            )
    name = _(C.EVENTS[view.events[view.round - 1]].name) if action[1] == "event" else _(C.ACTION_SPACES[action[1]].name)
    return _("It also takes the {space} space before the rival who would want it most.").format(space=name)


def _glory(s: GloryState, seat: int) -> int:
    """``seat``'s glory as the table shows it: in a live duel, their side's (a duel's result is there
    before the player's own glory has it, once the duel is closed)."""
    c = fighter(s, seat)
    return c.glory if c is not None else s.players[seat].glory


def _titles_glory(s: GloryState, seat: int) -> int:
    """The glory of the titles ``seat`` would score if the game ended now (its secret ones included)."""
    return sum(C.TITLES[t].glory for t in best_titles(s, s.players[seat]) if t in C.TITLES)


def _kept_from_rival(view: GloryState, seat: int, action: tuple) -> bool:
    """Taking ``action`` keeps from a rival a placement worth at least ``DENIAL_WORTH`` to them."""
    if action[0] != "place" or view.phase != "action":
        return False
    try:
        got = policy.denial_values(view, seat, [action], 1.0, HARD).get(action, 0.0)
    except (IndexError, KeyError, ValueError):
        return False
    return got >= DENIAL_WORTH
