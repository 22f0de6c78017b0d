"""Tournament: the medieval tournament card game. Registers its GameSpec (no pygame import here)."""

from __future__ import annotations

from game.core.registry import GameSpec, OptionSpec, VariantSpec, register
from game.games.tournament.bots import BOTS
from game.games.tournament.describe import describe
from game.games.tournament.rules import TournamentRules
from game.i18n import N_

RULES = TournamentRules()


SPEC = register(
    GameSpec(
        id="tournament",
        name=N_("Tournament"),
        pitch=N_("Arm your knights, then win jousts, melees and the favour of the court."),
        rules=RULES,
        players=(2, 3, 4, 5, 6),
        bots=dict(BOTS),
        variants=(
            VariantSpec(
                "standard",
                N_("Standard"),
                description=N_("A contest card is set aside once it has been scored: each contest counts once."),
            ),
            VariantSpec(
                "discard_contests",
                N_("Contests to the discard pile"),
                description=N_(
                    "Scored contests go to the discard pile and can be taken and played again; "
                    "the game stops after 300 turns at most."
                ),
            ),
        ),
        options=(
            OptionSpec(
                key="first_player",
                label=N_("First player"),
                choices=(
                    ("random", N_("Random")),
                    (0, N_("Player 1")),
                    (1, N_("Player 2")),
                    (2, N_("Player 3")),
                    (3, N_("Player 4")),
                    (4, N_("Player 5")),
                    (5, N_("Player 6")),
                ),
                default="random",
            ),
        ),
        describe=describe,
    )
)
