"""The Herald group with every place of the tournament in its own spot: a Joust à Plaisance's eight
first places, a Pas d'Armes' knights town by town; a place already taken is greyed there with why,
so the menu has as many entries every turn and none moves up under the cursor."""

from __future__ import annotations

from dataclasses import replace

from game.games.glory import content as C
from game.games.glory.bar_moves import label
from game.games.glory.unavailable import HERALD
from game.i18n import _
from game.ui.kit import Control, Option


def _places(view) -> list[tuple]:
    """The Herald's move for every place of the board, taken or not, in board order."""
    if view.pas:
        return [("place", "herald", town, i) for town, row in enumerate(view.pas) for i in range(len(row))]
    if view.bracket:
        return [("place", "herald", i) for i in range(len(view.bracket[0]))]
    return []


def in_place(view, control: Control) -> Control:
    """``control`` (the Herald group) with a greyed entry where a place is taken."""
    if control.family != HERALD or not control.choices:
        return control
    by_action = {tuple(o.action): o for o in control.choices if o.action is not None}
    places = _places(view)
    if not places or not set(by_action) <= set(places):
        return control
    name = _(C.ACTION_SPACES["herald"].name)
    out = []
    for a in places:
        if a in by_action:
            out.append(by_action[a])
        elif len(a) == 4:
            out.append(Option(label(view, a), reason=_("already challenged")))
        else:
            out.append(Option(_("{space}: place {n} of the joust").format(space=name, n=a[2] + 1), reason=_("taken")))
    return replace(control, choices=out, steady_chooser=True)
