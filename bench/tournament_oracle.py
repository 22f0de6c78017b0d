"""CHEATING readers for Tournament's hard bot (bench only, never a bot of the game nor a partner): what
knowing part of the rival's hidden hand is worth, as ``tournament_ab.py oracle=KIND``.

``full``: the rival's hidden cards exactly (the deck still dealt at random); ``contests``: which Contest
cards it hides, the rest of its hidden cards dealt by the class weights (``reading.RIVAL_WEIGHTS``) from
the unseen Chivalry cards; ``classes``: how many hidden cards of each ``reading.card_class`` it holds,
the cards of each class dealt at random among the unseen ones of that class. The true state is taken
from the rules' last ``view`` call (the session's, just before the bot is asked), so this only works in
a bench process that installs it (``install``).
"""

from __future__ import annotations

from game.core.rng import Rng
from game.games.tournament import content as C
from game.games.tournament.hidden import unseen_cards
from game.games.tournament.reading import RIVAL_WEIGHTS, card_class
from game.games.tournament.rules import TournamentRules
from game.games.tournament.state import HIDDEN, TournamentState
from game.games.tournament.turns import HandPool, TurnReader, weighted_sample

KINDS = ("full", "contests", "classes")
_TRUE: list[TournamentState] = []


def install() -> None:
    """Make ``TournamentRules.view`` remember the true state it was last asked about."""
    if getattr(TournamentRules.view, "cheating", False):
        return
    plain = TournamentRules.view

    def view(self, state, seat):
        _TRUE[:] = [state]
        return plain(self, state, seat)

    view.cheating = True  # type: ignore[attr-defined]
    TournamentRules.view = view  # type: ignore[method-assign]


class _OraclePool(HandPool):
    """Deals the rival's hidden cards from what the oracle tells."""

    def __init__(self, kind: str, view: TournamentState, rival: int, truth: list[int]) -> None:
        super().__init__(rival, [], [1.0])
        object.__setattr__(self, "kind", kind)
        unseen = [c for c in unseen_cards(view) if c < C.FIRST_SPECIAL or c in truth]
        object.__setattr__(self, "unseen", unseen)
        object.__setattr__(self, "truth", truth)

    def draw(self, rng: Rng) -> list[int]:
        truth, unseen = self.truth, self.unseen
        if self.kind == "full":
            return list(truth)
        if self.kind == "contests":
            held = [c for c in truth if C.FIRST_CONTEST <= c < C.FIRST_SPECIAL]
            rest = [c for c in unseen if c < C.FIRST_CONTEST]
            if len(rest) < len(truth) - len(held):  # late in the game: too few Chivalry cards unseen
                rest = [c for c in unseen if c not in held and not C.FIRST_CONTEST <= c < C.FIRST_SPECIAL]
            odds = [RIVAL_WEIGHTS[card_class(c)] for c in rest]
            return held + weighted_sample(rest, odds, len(truth) - len(held), rng)
        out: list[int] = []
        for k in sorted({card_class(c) for c in truth}):
            same = [c for c in unseen if card_class(c) == k]
            out += weighted_sample(same, [1.0] * len(same), sum(1 for c in truth if card_class(c) == k), rng)
        return out


class OracleReader(TurnReader):
    """A ``TurnReader`` whose pool deals the rival's hidden cards by the oracle (two players)."""

    def __init__(self, kind: str) -> None:
        super().__init__()
        self.kind = kind

    def pool(self, view, seat, rng, weights, size):
        if view.players != 2 or not view.deck or not _TRUE:
            return None
        rival = 1 - seat
        known = [c for c in view.hands[rival] if c != HIDDEN]
        truth = list(_TRUE[0].hands[rival])
        for c in known:
            truth.remove(c)
        return _OraclePool(self.kind, view, rival, truth)
