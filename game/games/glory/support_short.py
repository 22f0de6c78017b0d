"""Each support's effect in a few words, for the Market or support chooser (its tooltip says it in full)."""

from __future__ import annotations

from game.i18n import N_, _

SHORT = {
    "hermit": N_("tent: a used relic face up again"),
    "minstrel": N_("+4 glory at once"),
    "rogue": N_("tent: rival's attack −1, you −1 glory"),
    "veteran": N_("lance: +1 attack"),
    "squire": N_("lance: a black die's best face"),
    "weapons_master": N_("lance: a red die's best face"),
    "chronicler": N_("+1 glory for each title scored"),
    "sister": N_("Faith rerolls 1 more die"),
    "queen": N_("+1 card with Travel Plans"),
    "armorer": N_("lance: a white die's best face"),
    "king": N_("the Royal Prestige token"),
    "bishop": N_("Faith rerolls 2 more dice"),
    "emissary": N_("+1 journey card in each journey phase"),
    "lady_in_waiting": N_("tent: a used support face up again"),
    "lady": N_("+5 glory at once"),
    "jester": N_("tent: rival's prestige −2"),
    "moneylender": N_("+6 coins at once"),
    "cook": N_("tent: +1 attack"),
    "herald": N_("tent: a Prestige token face up again"),
    "witch": N_("lance: rival's attack −1, you −1 glory"),
    "diplomat": N_("Market and supports 1 coin cheaper"),
    "vassal": N_("the Overlord Prestige token"),
}


def short_effect(kind: str) -> str:
    """What the support ``kind`` does, in a few words ("" for an unknown kind)."""
    return _(SHORT[kind]) if kind in SHORT else ""
