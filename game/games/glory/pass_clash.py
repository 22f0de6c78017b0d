"""What "Pass the clash" would give up (translated, pure: no pygame): a lance support or a relic on
offer now that would turn the clash, as it stands, from lost to won; the button's tooltip names it and
the passes played for the viewer stop at such a step."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.glory import duel as D
from game.games.glory.duel_display import item_gain
from game.games.glory.duel_text import item_name
from game.i18n import _


def _wins(duel: D.DuelState, side: int, margin: int) -> bool:
    """Whether ``side`` takes the clash on ``margin`` (its attack minus the opponent's)."""
    return margin > 0 or (margin == 0 and D.tie_winner(duel)[0] == side)


def turning_move(duel: D.DuelState, side: int, legal: Sequence[tuple]) -> tuple | None:
    """The first legal move that would win a clash lost as it stands (None: passing gives up nothing)."""
    if duel.phase in (D.TENT, D.STRENGTH):
        return None  # nothing rolled yet: the clash has no standing
    margin = D.attack_value(duel, side) - D.attack_value(duel, 1 - side)
    if _wins(duel, side, margin):
        return None
    for a in legal:
        gain = item_gain(duel, side, a)
        if gain and _wins(duel, side, margin + gain):
            return a
    return None


def give_up_line(action: tuple) -> str:
    """The tooltip's warning that passing declines ``action``, which would win the clash."""
    return _("Passing gives up your {item}: it would win this clash as it stands.").format(item=item_name(action[1]))
