"""Otto on the results screen of a solo game: his place and badge; in Rivalry his glory and glory over
the game, in Score the goal he stands for, in Champion the tournaments the player had to win."""

from __future__ import annotations

from typing import Any

from game.games.glory import content as C
from game.games.glory.otto_glory import otto_glory_history, otto_place
from game.games.glory.state import OTTO
from game.games.glory.ui.names import seat_badge
from game.i18n import _, ngettext
from game.ui.presentation import Automa

OTTO_LINE = (70, 70, 82)  # his black helm's colour on the chart


def otto(session: Any) -> Automa | None:
    """Otto as the results screen ranks (and in Rivalry charts) him, or None outside a finished solo game."""
    store = session.store
    place = otto_place(store)
    if place is None:
        return None
    o = store.state.solo
    if o.mode == "rivalry":
        glory = float(o.glory)
        return Automa(_("Otto"), glory, place, otto_glory_history(store), _("the automa"), _badge, OTTO_LINE)
    if o.mode == "score":
        goal = C.SCORE_TARGETS[o.difficulty]
        tag = _("the automa: your goal, {n} glory").format(n=goal)
        return Automa(_("Otto"), float(goal), place, [], tag, _badge, OTTO_LINE, str(goal))
    won = store.state.players[0].tournaments_won
    tag = ngettext(
        "the automa: you won {n} of the {r} tournaments", "the automa: you won {n} of the {r} tournaments", won
    ).format(n=won, r=C.ROUNDS)
    return Automa(_("Otto"), 0.0, place, [], tag, _badge, OTTO_LINE, f"{won}/{C.ROUNDS}")


def _badge(size: int) -> Any:
    return seat_badge(OTTO, size)
