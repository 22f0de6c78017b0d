"""The Herald group with every place of the tournament in its own spot: a Joust à Plaisance's eight
first places, a Pas d'Armes' knights town by town; a place already taken is greyed there with why
and by whom, so the menu has as many entries every turn and none moves up under the cursor. A free joust
place names who the first duel is against (a knight, a player, Otto, or not known yet); a taken one
only by whom it is taken."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from game.games.glory import content as C
from game.games.glory.bar_moves import label
from game.games.glory.describe import entrant_text
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


def opponent(view, place: int, names: Callable[[int], str] | None, viewer: int | None = None) -> str:
    """Who joust place ``place`` meets first: ", against Sir X (attack 7)", ", against Ada", ", opponent not
    known yet" (``viewer``'s own place: ", against you")."""
    row = view.bracket[0] if view.bracket else []
    other = row[place ^ 1] if place ^ 1 < len(row) else ""
    if not other:
        return _(", opponent not known yet")
    if other.startswith("k:") and other[2:] in C.KNIGHTS:
        k = C.KNIGHTS[other[2:]]
        return _(", against {knight} (attack {attack})").format(knight=_(k.name), attack=k.attack)
    if other == f"p:{viewer}":
        return _(", against you")
    if other == "o" and view.solo is not None:
        return _(", against Otto (attack {attack})").format(attack=view.solo.attack)
    return _(", against {who}").format(who=entrant_text(other, names))


def _joust_place(view, a: tuple, names: Callable[[int], str] | None, viewer: int | None, free: bool = True) -> str:
    """A joust place's entry; a free one says whom it meets first (a taken one says only by whom)."""
    name = _(C.ACTION_SPACES["herald"].name)
    place = _("{space}: place {n} of the joust").format(space=name, n=a[2] + 1)
    return place + opponent(view, a[2], names, viewer) if free else place


def _taken_by(view, a: tuple, names: Callable[[int], str] | None, viewer: int | None) -> str:
    """Why a place is greyed, naming who holds it (``viewer``'s own: "by you")."""
    if len(a) == 4:
        seat = view.pas[a[2]][a[3]].challenger
        if seat == viewer:
            return _("already challenged by you")
        who = _("Otto") if seat not in range(view.n) else entrant_text(f"p:{seat}", names)
        return _("already challenged by {who}").format(who=who)
    entry = view.bracket[0][a[2]]
    if entry and entry == f"p:{viewer}":
        return _("your place")
    return _("taken by {who}").format(who=entrant_text(entry, names)) if entry else _("taken")


def in_place(view, control: Control, names: Callable[[int], str] | None = None, viewer: int | None = None) -> Control:
    """``control`` (the Herald group) with a greyed entry where a place is taken, saying by whom
    (``names``: a seat's name as the table says it; ``viewer``: the seat choosing)."""
    if control.family != HERALD or not control.choices:
        return control
    by_action = {tuple(o.action): o for o in control.choices if o.action is not None}
    places = _places(view)
    if not places or not set(by_action) <= set(places):
        return control
    out = []
    for a in places:
        if a in by_action:
            o = by_action[a]
            out.append(replace(o, label=_joust_place(view, a, names, viewer)) if len(a) == 3 else o)
        elif len(a) == 4:
            out.append(Option(label(view, a), reason=_taken_by(view, a, names, viewer)))
        else:
            out.append(Option(_joust_place(view, a, names, viewer, False), reason=_taken_by(view, a, names, viewer)))
    return replace(control, choices=out, steady_chooser=True)
