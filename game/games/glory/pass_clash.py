"""What "Pass the clash" would give up (translated, pure: no pygame): a lance support or a relic on
offer now that would turn the clash, as it stands, from lost to won, or a reroll (Faith, the Ring)
while the clash is lost as it stands; the button's tooltip names it and the passes played for the
viewer stop at such a step."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.glory import duel as D
from game.games.glory.duel_display import item_gain
from game.games.glory.duel_text import item_name
from game.i18n import _, ngettext


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


def behind_by(duel: D.DuelState, side: int) -> int | None:
    """How far ``side`` is behind in a clash rolled and lost as it stands (0: a tie lost); None when
    it is not losing or nothing is rolled yet."""
    if duel.phase in (D.TENT, D.STRENGTH):
        return None
    margin = D.attack_value(duel, side) - D.attack_value(duel, 1 - side)
    return None if _wins(duel, side, margin) else -margin


def reroll_chance(duel: D.DuelState, side: int, legal: Sequence[tuple]) -> str:
    """What a reroll on offer now could still do in a clash lost as it stands ("" when none is on
    offer or the clash is not lost): passing gives it up."""
    limit = max((len(a[-1]) for a in legal if a[0] == "faith" or (a[0] == "relic" and len(a) == 3)), default=0)
    behind = behind_by(duel, side)
    if not limit or behind is None:
        return ""
    ring = any(a[0] == "relic" and len(a) == 3 for a in legal)
    if behind == 0:
        text = _("You lose this clash on the tie as it stands.")
    else:
        text = ngettext("You are {n} behind in this clash.", "You are {n} behind in this clash.", behind).format(
            n=behind
        )
    how = (
        ngettext(
            "The Ring can still reroll {k} of your dice.", "The Ring can still reroll up to {k} of your dice.", limit
        )
        if ring
        else ngettext("Your Faith can still reroll {k} die.", "Your Faith can still reroll up to {k} dice.", limit)
    )
    return text + " " + how.format(k=limit)


def give_up_line(action: tuple) -> str:
    """The tooltip's warning that passing declines ``action``, which would win the clash."""
    return _("Passing gives up your {item}: it would win this clash as it stands.").format(item=item_name(action[1]))
