"""Tournament: the medieval tournament card game. Registers its GameSpec (no pygame import here)."""

from __future__ import annotations

from game.core.registry import GameSpec, OptionSpec, VariantSpec, register
from game.games.tournament.bots import BOTS
from game.games.tournament.describe import describe
from game.games.tournament.log_seat import log_seat
from game.games.tournament.reading import RIVAL_WEIGHTS
from game.games.tournament.review_reasons import compare_reason
from game.games.tournament.rules import TournamentRules
from game.games.tournament.search import playout_reward, sample_world
from game.games.tournament.sparring import SPARRING
from game.i18n import N_

RULES = TournamentRules()


def review_playout(state, seat: int) -> float:
    """The post-game review's playout: the fast rules-of-thumb playout to the end, the seat's share
    of the win (VP, then Court Intrigue; no margin), a few hundred times quicker than bots' moves."""
    return playout_reward(state, seat, weight=0.0)


REVIEW_SAMPLES = 320
"""Deals per decision in the post-game review: with the quick playout a 2-player game's review took
4.1 s of CPU (28 decisions), and two reviews of one game differ by at most 5 points at any decision
(12 deals made a chance jump by 33)."""
REVIEW_MIN_COST = 0.03
"""The least cost the review lists: 3 points of chance. With 1280 deals a cost of one point stands clear
of the deals' noise, but the deals are played out by quick players, not the game's, and the chance itself
moves by up to 5 points between two reviews of one game: a playtester saw 'Better: Call the King's Favour
(about 1 point of chance)' listed for a knight put into play, which the review cannot vouch for."""


def review_deal(view, seat: int, rng):
    """The review's deals: the hidden cards as the hard bot (the Hint) reads the table: a rival who
    finished a turn holds no whole knight, no contest it would win now and no Special."""
    return sample_world(RULES, view, seat, rng, specials=True, weights=RIVAL_WEIGHTS)


SPEC = register(
    GameSpec(
        id="tournament",
        name=N_("Tournament"),
        pitch=N_("Arm your knights, then win jousts, melees and the favour of the court."),
        rules=RULES,
        players=(2, 3, 4, 5, 6),
        bots=dict(BOTS),
        sparring=dict(SPARRING),
        variants=(VariantSpec("standard", N_("Standard")),),
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
        extra={
            "log_seat": log_seat,
            "review_playout": review_playout,
            "review_deal": review_deal,
            "review_samples": REVIEW_SAMPLES,
            "review_min_cost": REVIEW_MIN_COST,
            "review_compare": compare_reason,
        },
    )
)
