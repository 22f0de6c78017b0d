"""A duel step with nothing worth choosing (translated, pure: no pygame).

In a lance or relic step, when every move on offer besides the pass is a support or relic that would
change nothing now (the Armorer turning a white die while a better white one already counts: "+0"),
the step holds no real choice: the duel stage passes it for the viewer and says so in the log, in
one line (in place of the pass's own) naming what was left unplayed. So does the Faith step when every
colour rolled already counts its best die (no reroll could raise the attack). The Ring, or any move
with an effect, is a choice.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.games.glory import duel as D
from game.games.glory.duel_dice import FACES
from game.games.glory.duel_display import item_gain
from game.games.glory.duel_text import item_name, step_label
from game.i18n import _, ngettext

STEPS = (D.LANCE1, D.LANCE2, D.RELIC)


def idle_moves(duel: D.DuelState, side: int, legal: Sequence[tuple]) -> list[tuple] | None:
    """The moves on offer to ``side`` that would change nothing now, when they are all it has besides
    the pass; None when the step holds a real choice (or is not a lance or relic step)."""
    others = [a for a in legal if a != D.PASS]
    if duel.phase == D.FAITH and D.PASS in legal and others and all(a[0] == "faith" for a in others):
        return others if all_at_best(duel, side) else None
    if duel.phase not in STEPS or D.PASS not in legal:
        return None
    if not others or any(item_gain(duel, side, a) != 0 for a in others):
        return None
    return others


def all_at_best(duel: D.DuelState, side: int) -> bool:
    """Every colour ``side`` rolled already counts its best value: no reroll could raise the attack
    (a die rerolled could only keep it, or lower it when it is the one that counts)."""
    colours = {colour for colour, _face in duel.dice[side]}
    best = D.best_by_colour(duel, side)
    return bool(colours) and all(best[c] == max(FACES[c]) for c in colours)


def skipped_line(step: str, moves: Sequence[tuple], name: str | None = None) -> str:
    """The log's one line for a step passed for a player: which, and what would have changed nothing;
    ``name`` names the player (None: "for you", when one human plays at the screen)."""
    if step == D.FAITH:
        if name is None:
            return _("“{step}” passed for you: every colour already counts its best die.").format(step=step_label(step))
        return _("“{step}” passed for {name}: every colour already counts its best die.").format(
            step=step_label(step), name=name
        )
    items = ", ".join(_("{move} ({gain:+d})").format(move=item_name(a[1]), gain=0) for a in moves)
    if name is None:
        text = ngettext(
            "“{step}” passed for you: {items} would change nothing in this clash.",
            "“{step}” passed for you: {items} would change nothing in this clash.",
            len(moves),
        )
    else:
        text = ngettext(
            "“{step}” passed for {name}: {items} would change nothing in this clash.",
            "“{step}” passed for {name}: {items} would change nothing in this clash.",
            len(moves),
        )
    return text.format(step=step_label(step), items=items, name=name)
