"""The judgement calls of Glory's priced play, in one place: what the valuation cannot work out
from the odds and has to weigh (glory points, or shares of a price).

``PARTNER`` are the hand-set values of the pricer partner (an experienced player's pricing), ``RIVAL``
the rival partner's, ``HARD`` the hard level's (denial weighed most); ``LEARNED`` are the experimental
search's ("search" partner), to be tuned in self-play (``bench/bench_glory_weights.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Weights:
    initiative: float = 2.5  # first on the initiative track for the next action phase (and registration)
    objective: float = 0.4  # share of a New Objective's titles' odds that counts
    scarce: float = 0.25  # a limited circle another player may still take
    coin_share: float = 0.75  # share of the next upgrade's worth that a coin kept for it carries
    denial: float = 0.0  # share of what a placement keeps from the rival who would take it next
    duel_greed: float = 1.0  # the duel AI's price of the Strength, Faith and items it keeps for later
    faith: float = 1.0  # scale of the Faith a placement brings


PARTNER = Weights()
RIVAL = replace(PARTNER, denial=0.5)
"""The rival partner's: the pricer's, plus half of what a placement keeps from the rival who would take it next."""
HARD = replace(PARTNER, denial=0.75)
"""The hard level's: denial weighed more than the rival partner does (measured stronger than both partners)."""
LEARNED = replace(PARTNER)
