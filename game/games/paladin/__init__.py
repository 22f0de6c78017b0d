"""Paladin (Spartaco Albertarelli, 2004): place paladins face down at missions, peek, then resolve.

Registers the GameSpec; the table scene is imported lazily so this module never imports pygame.
"""

from __future__ import annotations

from game.ai.random_bot import RandomBot
from game.core.registry import GameSpec, VariantSpec, register
from game.core.rng import Rng
from game.games.paladin import ai
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.beliefs import Belief
from game.games.paladin.describe import describe
from game.games.paladin.log_seat import log_seat
from game.games.paladin.policy import Policy
from game.games.paladin.review_words import review_move_words
from game.games.paladin.rules import PaladinRules
from game.games.paladin.search import SearchBot
from game.games.paladin.sparring import Counter, Honour
from game.games.paladin.state import OVER, PaladinState
from game.i18n import N_, _

RULES = PaladinRules()
REVIEW_POLICY = Policy()


def review_playout(state: PaladinState, seat: int) -> float:
    """The post-game review's playout: the heuristic player in every seat (each from its own
    knowledge, as the hard bot's rollouts play) to the end of the game; the seat's share of the win.
    It plays on the engine directly, with no view copied per move: about 5 times quicker than bots."""
    s = state.clone()
    while s.phase != OVER:
        p = E.actor(s)
        E.step(s, p, REVIEW_POLICY.act(s, p, s.rng), None)
    outcome = RULES.outcome(s)
    return outcome.reward(seat) if outcome is not None else 0.0


REVIEW_DEALS = 96  # deals per decision times players (fewer deals in bigger games)


def review_samples(players: int, variant: str = "") -> int:
    """Deals per decision in the post-game review: 32 at 3 players, 19 at 5. A bigger game's playouts
    are longer and its chances lower (less spread for as many deals), so the review keeps its time:
    a 3-player game's 48 decisions take about 5 s of CPU, a 5-player game's 43 about 6.5 s
    (bench/bench_review.py), no chance's standard error above 10 points."""
    return max(16, REVIEW_DEALS // players)


REVIEW_WORLDS = 16


def review_deal(view: PaladinState, seat: int, rng: Rng) -> PaladinState:
    """The review's deal of the cards ``seat`` could not see, read as the Hint reads the table
    (``beliefs.Belief`` with its learned weights and what the rivals' peeks say): dealt uniformly,
    the rivals' paladins at the last round's big missions came out as weak as any, and a player about
    to finish last was given three chances in four."""
    return Belief(view.players, 1.0, peeks=True).sample(view, seat, rng)


def review_note() -> str:
    """The review's word on reading Paladin's chances: a score behind is not yet a game lost."""
    return _(
        "The score so far weighs less than it seems: the later rounds' missions are worth the most (4 to 6 honour each)."
    )


def review_bot() -> SearchBot:
    """The hard bot as the review asks it: the same search on 16 worlds, not 48 (its thinking was
    most of a review's time)."""
    return SearchBot(worlds=REVIEW_WORLDS)


SPEC = register(
    GameSpec(
        id="paladin",
        name=N_("Paladin"),
        pitch=N_("Send your paladins on missions face down, peek at rivals, and win the honour."),
        rules=RULES,
        players=C.PLAYERS,
        bots={
            "random": RandomBot,
            "easy": ai.easy,
            "medium": ai.medium,
            "hard": ai.hard,
        },
        sparring={"honour": Honour, "counter": Counter},
        variants=(
            VariantSpec(
                C.STANDARD,
                N_("Standard"),
                description=N_(
                    "Win missions with the highest paladin: when the missions run out, the most honour wins."
                ),
            ),
            VariantSpec(
                C.CLASSIC_ZERO,
                N_("Classic zero"),
                description=N_("A 0 beats a 9, and a 9 cannot beat a 0."),
            ),
        ),
        describe=describe,
        extra={
            "log_seat": log_seat,
            "review_playout": review_playout,
            "review_deal": review_deal,
            "review_samples": review_samples,
            "review_bot": review_bot,
            "review_note": review_note,
            "review_move_words": review_move_words,
        },
    )
)
