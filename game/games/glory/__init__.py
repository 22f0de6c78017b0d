"""Glory: A Game of Knights (Dominik Mucha, Marcin Wisthal, 2021) — 1 to 4 players, solo vs Otto.

Registers the GameSpec. Never imports pygame (the table scene is imported lazily).
"""

from __future__ import annotations

from game.ai.random_bot import RandomBot
from game.core.registry import GameSpec, OptionSpec, VariantSpec, register
from game.games.glory import bots as glory_bots
from game.games.glory import content as C
from game.games.glory.describe import describe
from game.games.glory.labels import action_label
from game.games.glory.log_seat import log_seat
from game.games.glory.review import REVIEW_SAMPLES, review_bot, review_playout
from game.games.glory.rules import GloryRules
from game.games.glory.sparring import PARTNERS
from game.i18n import N_

RULES = GloryRules()

_TYPES = tuple((kind, C.TOURNAMENT_NAMES[kind]) for kind in C.TOURNAMENT_TYPES)
_LATER = ((C.CHOSEN, N_("Chosen between rounds")), *_TYPES)  # the least glory chooses (RULES-NOTES)
_CHAMPION = (("solo_mode", "champion", C.PLAISANCE),)  # book: Champion is Joust à Plaisance only
OPTIONS = (
    OptionSpec("t1", N_("Tournament of round 1"), _TYPES, C.PAS, fixed_when=_CHAMPION),
    OptionSpec("t2", N_("Tournament of round 2"), _LATER, C.CHOSEN, fixed_when=_CHAMPION),
    OptionSpec("t3", N_("Tournament of round 3"), _LATER, C.CHOSEN, fixed_when=_CHAMPION),
    OptionSpec(
        "trophies",
        N_("Joust trophies"),
        (("random", N_("Random trophy")), ("standard", N_("Standard reward"))),
        "random",
    ),
    OptionSpec(
        "characters",
        N_("Characters"),
        (("choice", N_("Choose among three levels")), ("level1", N_("Level I only (first game)"))),
        "choice",
    ),
    OptionSpec(
        "handicap",
        N_("Handicap"),
        (("off", N_("No handicap")), ("offered", N_("Lower equipment offered"))),
        "off",
    ),
    OptionSpec(
        "solo_mode", N_("Solo mode"), tuple((m, C.SOLO_MODE_NAMES[m]) for m in C.SOLO_MODES), "rivalry", players=(1,)
    ),
    OptionSpec(
        "solo_difficulty",
        N_("Solo difficulty"),
        (("easy", N_("Easy")), ("medium", N_("Medium")), ("hard", N_("Hard"))),
        "easy",
        players=(1,),
    ),
    OptionSpec(
        "solo_deck",
        N_("Otto's deck"),
        (
            ("solo", N_("Solo cards only")),
            ("warrior", N_("Add the 2 Warrior cards")),
            ("pious", N_("Add the 2 Pious cards")),
        ),
        "solo",
        players=(1,),
    ),
)


SPEC = register(
    GameSpec(
        id="glory",
        name=N_("Glory: A Game of Knights"),
        pitch=N_("Three rounds of journeys, supporters and tournaments: joust your way to glory."),
        rules=RULES,
        players=(1, 2, 3, 4),
        bots={
            "random": RandomBot,
            "easy": glory_bots.easy,
            "medium": glory_bots.medium,
            "hard": glory_bots.hard,
        },
        sparring=dict(PARTNERS),
        variants=(VariantSpec("standard", N_("Standard")),),
        options=OPTIONS,
        describe=describe,
        action_label=action_label,
        extra={
            "log_seat": log_seat,
            "review_playout": review_playout,
            "review_samples": REVIEW_SAMPLES,
            "review_bot": review_bot,
        },
    )
)
