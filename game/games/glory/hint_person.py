"""The bots' reasons in the second person, for the Hint: a bot's reason speaks of the bot ("picks its
place in the joust first"), the Hint speaks to the player ("you pick your place in the joust first").

Each pair is a bot's reason (its part after the colon is what the Hint keeps) and that part said to
the player; the match is made on the translated words, so it holds in every language."""

from __future__ import annotations

from game.i18n import N_, _

PAIRS: tuple[tuple[str, str], ...] = (
    (
        N_("sends its Herald: picks its place in the joust first"),
        N_("you pick your place in the joust first"),
    ),
    (
        N_("takes New Objective: draws three titles and keeps one, glory at the end of the game if it is met"),
        N_("you draw three titles and keep one, glory at the end of the game if you meet it"),
    ),
    (
        N_("keeps a secret title to aim for: glory at the end of the game if it is met"),
        N_("glory at the end of the game if you meet it"),
    ),
    (N_("plays {item}: behind in this clash"), N_("you are behind in this clash")),
    (
        N_("trades a journey card for a Strength token: one more red die for its first duels"),
        N_("one more red die for your first duels"),
    ),
)


def to_you(why: str) -> str:
    """``why`` (a bot's reason after its colon, translated) said to the player, or unchanged."""
    for bot, you in PAIRS:
        if _(bot).partition(": ")[2].strip() == why:
            return _(you)
    return why
