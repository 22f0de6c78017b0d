"""A model of a rival learned from its placements: how much it weighs what a placement keeps from
the others (the priced policy's ``denial``). The hard level's look-ahead plays the rival by it.

After each of the seat's own decisions in an action phase, the next view shows the placement the
rival answered with. The reader replays the seat's own move on a world sampled from its earlier view,
prices the rival's options there as a priced player would (from what the seat can see of the rival),
and counts, for every denial weight it knows, whether that weight would have chosen the placement
actually made. The weight with the most such agreements is the model. Reads only the seat's views.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.games.glory import policy
from game.games.glory.state import GloryState
from game.games.glory.weights import PARTNER

MODELS = (0.0, 0.5, 1.0)  # the denial weights a rival is judged by
UNSEEN = 0.5  # the model before any placement has told the weights apart


class DenialReader:
    """Counts, per denial weight, the rival placements it would have predicted."""

    def __init__(self) -> None:
        self.hits = dict.fromkeys(MODELS, 0)
        self.seen = 0
        self._last: tuple[GloryState, int, tuple] | None = None

    def model(self) -> float:
        """The denial weight that has predicted the most placements so far."""
        best = max(self.hits.values())
        if self.seen == 0 or list(self.hits.values()).count(best) == len(self.hits):
            return UNSEEN
        ties = [m for m in MODELS if self.hits[m] == best]
        return min(ties, key=lambda m: abs(m - UNSEEN))

    def remember(self, view: GloryState, seat: int, action: tuple) -> None:
        self._last = (view, seat, action) if view.phase == "action" and view.duel is None else None

    def observe(self, rules, view: GloryState, seat: int, rng: Rng) -> None:
        """Learn from the rival's answer to the last remembered move, if ``view`` shows it."""
        last, self._last = self._last, None
        if last is None or view.phase != "action" or last[0].round != view.round:
            return
        before, me, action = last
        s1, _ev = rules.apply(rules.determinize(before, me, rng), me, action)
        rival = s1.actor
        if s1.phase != "action" or s1.duel is not None or s1.pending or rival in (me, -1):
            return
        legal = [a for a in rules.legal_actions(s1, rival) if a[0] == "place"]
        made = [a for a in legal if _same_placement(rules.apply(s1, rival, a)[0], view, rival)]
        if len(legal) < 2 or len(made) != 1:
            return
        prices = policy.action_prices(rules, s1, rival, legal, wt=PARTNER)
        self.seen += 1
        for m in MODELS:
            judged = dict(prices)
            for a, v in policy.denial_values(s1, rival, legal, m, PARTNER).items():
                judged[a] += v
            if max(legal, key=lambda a: judged[a]) == made[0]:
                self.hits[m] += 1


def _same_placement(after: GloryState, view: GloryState, rival: int) -> bool:
    """Whether a placement leaves the board as the view shows it (pawns, the rival's gear, the track)."""
    p, q = after.players[rival], view.players[rival]
    return (
        after.spaces == view.spaces
        and (p.mount, p.armor, p.coins) == (q.mount, q.armor, q.coins)
        and after.track == view.track
    )
