"""A duel step with nothing worth choosing (translated, pure: no pygame).

In a lance or relic step, when every move on offer besides the pass is a support or relic that would
change nothing now (the Armorer turning a white die while a better white one already counts: "+0"),
the step holds no real choice: the duel stage passes it for the viewer and says so in the log, in
one line (in place of the pass's own) naming what was left unplayed. A reroll (the Ring) or any
move with an effect is a choice.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.games.glory import duel as D
from game.games.glory.duel_display import item_gain
from game.games.glory.duel_text import item_name, step_label
from game.i18n import _, ngettext

STEPS = (D.LANCE1, D.LANCE2, D.RELIC)


def idle_moves(duel: D.DuelState, side: int, legal: Sequence[tuple]) -> list[tuple] | None:
    """The moves on offer to ``side`` that would change nothing now, when they are all it has besides
    the pass; None when the step holds a real choice (or is not a lance or relic step)."""
    if duel.phase not in STEPS or D.PASS not in legal:
        return None
    others = [a for a in legal if a != D.PASS]
    if not others or any(item_gain(duel, side, a) != 0 for a in others):
        return None
    return others


def skipped_line(step: str, moves: Sequence[tuple], name: str | None = None) -> str:
    """The log's one line for a step passed for a player: which, and what would have changed nothing;
    ``name`` names the player (None: "for you", when one human plays at the screen)."""
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
