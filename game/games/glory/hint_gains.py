"""What a Hint's move gains the player, in sentences they understand, judged from their own view only.

Beyond the move's reason (``reasons``): the glory it scores at once, the titles it brings within
reach by the end of the game (public titles and the player's own secret ones, which their view
shows them), and what it keeps from the rival who would want it most. The move is tried on a world
dealt from the player's view (``rules.determinize``), so nothing hidden from them is read.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.games.glory import content as C
from game.games.glory import policy
from game.games.glory.state import GloryState
from game.games.glory.titles import best_titles
from game.games.glory.weights import HARD
from game.i18n import _, ngettext

DENIAL_WORTH = 3.0  # glory points a rival would get from the move before the Hint says it keeps it from them


def gains(rules, view: GloryState, seat: int, action: tuple, said: str = "") -> list[str]:
    """The sentences on what ``action`` gains ``seat`` beyond its reason (``said``: not said again;
    none when it gains nothing these can say)."""
    out: list[str] = []
    try:
        world = rules.determinize(view, seat, Rng.from_seed(1))
        after, _ev = rules.apply(world, seat, action)
    except Exception:  # noqa: BLE001 - a move that cannot be tried alone (a duel's): its reason says it
        return out
    before, now = world.players[seat], after.players[seat]
    scored = now.glory - before.glory
    if scored > 0 and str(scored) not in said:  # the reason may have said it already
        out.append(
            ngettext("It scores {n} glory point now.", "It scores {n} glory points now.", scored).format(n=scored)
        )
    was, will = _titles_glory(world, seat), _titles_glory(after, seat)
    if will > was:
        out.append(
            ngettext(
                "With it you meet titles worth {n} glory point, scored at the end of the game.",
                "With it you meet titles worth {n} glory points, scored at the end of the game.",
                will,
            ).format(n=will)
        )
    if _kept_from_rival(view, seat, action):
        out.append(_kept_words(view, action))
    return out


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
