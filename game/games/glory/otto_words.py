"""Otto's card in words (pure text: no pygame): its actions in short on its face, what each does (book
§IX) for its tooltip, and why an action could not be done (``automa.why_not``'s codes) for the log."""

from __future__ import annotations

from game.games.glory import content as C
from game.i18n import N_, _

WHAT = {
    "support": N_("he discards the first support of the card’s list from the support track (never the 2-coin one)"),
    "special": N_("he discards the special support from the support track"),
    "travel": N_("he takes Travel Plans and removes the 4 face-up journey cards of the type shown"),
    "objective": N_("he discards 2 titles and keeps a third as his secret title"),
    "event": N_("he takes the event’s action, if it has one"),
    "initiative": N_("he takes the first place under the initiative track"),
    "training": N_("he occupies the action space"),
    "prayer": N_("he occupies the action space"),
    "service": N_("he occupies the action space"),
    "herald": N_("in Rivalry he joins the tournament; otherwise he goes on to the next action"),
}

SHORT = {  # the face's words: short enough for three on a hand-size card in either language
    **C.OTTO_ACTION_NAMES,
    "special": N_("Special"),
    "travel": N_("Travel"),
    "objective": N_("Objective"),
}

WHY_NOT = {
    "taken": N_("its space is full"),
    "tile": N_("no such support on the track"),
    "cards": N_("fewer than 4 such cards face up"),
    "titles": N_("no title left"),
    "no_action": N_("the event has no action"),
    "rivalry": N_("he joins tournaments only in Rivalry"),
    "no_place": N_("no place where he is sure to win"),
}


def otto_why_not(code: str) -> str:
    """Why an action of Otto's card could not be done, in words ('' for an unknown code)."""
    return _(WHY_NOT[code]) if code in WHY_NOT else ""


def otto_card_tip(card_id: str) -> str:
    """Otto's card explained: he does its first action he can, each action in words."""
    card = C.AUTOMA[card_id]
    lines = [_("Otto’s plan: he does the first of these actions that he can, from the top.")]
    for i, act in enumerate(card.actions):
        name = _(C.OTTO_ACTION_NAMES[act[0]])
        lines.append(f"{'I' * (i + 1)}. {name}: {_(WHAT[act[0]])}.")
    return "\n".join(lines)


def otto_card_face(card_id: str) -> str:
    """The actions of Otto's card in order, in short ("I Herald · II Travel · III Training")."""
    actions = C.AUTOMA[card_id].actions
    return "\u00a0· ".join(f"{'I' * (i + 1)}\u00a0{_(SHORT[a[0]])}" for i, a in enumerate(actions))  # kept together
