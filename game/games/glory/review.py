"""Glory's post-game review: a position judged by the valuation, not played out, and the better
move named by the Hint's own advice (``advisor``: the same move the Hint gives at that position).

A whole-game play-out of Glory costs 0.1–0.2 s of CPU (the priced policy at every step, the duel AI
in every duel), so a review of a game's 80-odd decisions by play-outs took minutes. Instead, the
position right after a move (a duel it starts played to its end by the duel AI) is judged by the
valuation (``value.score``: the seat's expected final glory against its rivals'), turned into a
chance of winning by a logistic fitted on medium bots' games (``bench/bench_review.py
--fit-glory``). A finished game is judged by its real outcome.
"""

from __future__ import annotations

import math

from game.games.glory import policy
from game.games.glory import value as V
from game.games.glory.advisor import Advisor, advisor
from game.games.glory.rules import GloryRules
from game.games.glory.state import GloryState

RULES = GloryRules()
SCALE = 5.5
"""Glory points of valuation margin per unit of log-odds of winning: fitted on 322 positions of 24
medium bots' games of 2–4 players (log-loss 0.542; 4 gives 0.551, 8 gives 0.554)."""
DUEL_STEPS = 200  # a duel never takes more steps than this (a safety net)
REVIEW_SAMPLES = 8
"""Deals per decision: the hidden parts (piles, hands) move the valuation little; with 16 deals no
decision of a reviewed 2-player game had a standard error above 0.3 points of chance."""


def chance(s: GloryState, seat: int) -> float:
    """``seat``'s chance of winning from the full state ``s``: the real result once the game is over,
    else the logistic of the valuation's margin."""
    outcome = RULES.outcome(s)
    if outcome is not None:
        return outcome.reward(seat)
    return 1.0 / (1.0 + math.exp(-(V.score(s, seat) / SCALE + even_odds(s))))


def even_odds(s: GloryState) -> float:
    """The log-odds of winning for a seat as strong as its rivals: one chance in as many as play
    (1/2 against one rival, 1/3 against two), so a margin of nothing reads as an even share, not
    50% whatever the count; nothing for a solo game (judged against a target or Otto)."""
    rivals = s.n - 1 if s.solo is None else 1
    return -math.log(max(1, rivals))


def review_playout(state: GloryState, seat: int) -> float:
    """The review's judge of the position after a move: a duel under way is played to its end by
    the duel AI (its dice are the world's), and so is the setup (characters, titles, the journey
    exchange: the valuation reads a seat with no character yet as a knight with nothing, so a seat
    that chose first would read as far ahead), then the position is judged (``chance``)."""
    s = state
    for _step in range(DUEL_STEPS):
        if s.actor < 0 or not (policy.in_duel(s, s.actor) or s.phase == "setup"):
            break
        s, _events = RULES.apply(s, s.actor, policy.choose(RULES, s, s.actor))
    return chance(s, seat)


def review_bot() -> Advisor:
    """The review's better move: the Hint's own advice for the position (``advisor``), so the review
    never names another move than the Hint would have at the same decision."""
    return advisor()
