"""Deals read from the table: hidden cards dealt the way a seat reads its rivals' play.

A rival who finished a turn while the deck still held cards has played every Special it held (a Special
only draws cards, and every player we know of plays it at once), so its hidden cards are dealt from the
unseen cards without the Specials. Conditioning the deal this way (not rejecting deals) keeps every deal
consistent with the view and uniform among the deals that fit the reading.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.games.tournament import content as C
from game.games.tournament.hidden import unseen_cards
from game.games.tournament.state import HIDDEN, TournamentState


def acted_rivals(view: TournamentState, seat: int) -> list[int]:
    """The other seats that have finished at least one turn."""
    n = view.players
    return [p for p in range(n) if p != seat and view.turns > (p - view.first) % n]


RIVAL_WEIGHTS = (1.5, 1.0, 1.0, 1.0, 1.0, 1.0, 0.7)
"""How likely each ``card_class`` is in a rival's hidden hand against a card dealt at random, fitted on
games of the rule-based players (marshal, quartermaster, the policy) by matching the classes' mean
counts: rivals keep the Contest cards they cannot win yet and put their strongest cards into play."""


def card_class(card: int) -> int:
    """The class ``weights`` index: 0 Contest, 1 Special, 2-6 Chivalry of force 1-2, 3-4, ..., 9-10."""
    if card >= C.FIRST_SPECIAL:
        return 1
    if card >= C.FIRST_CONTEST:
        return 0
    return 2 + (card % 10) // 2


def deal_without_specials(
    view: TournamentState, rng: Rng, bare: list[int], weights: tuple[float, ...] | None = None
) -> TournamentState:
    """A full state consistent with ``view`` whose seats in ``bare`` hold no hidden Special (when the
    unseen cards allow it); the other hidden cards are dealt at random. With ``weights`` (by
    ``card_class``) the hidden cards of ``bare`` seats are drawn one by one in proportion to their
    class's weight (a rival's hand is not a random sample of the unseen cards)."""
    pool = unseen_cards(view)
    rng.shuffle(pool)
    hidden = [hand.count(HIDDEN) for hand in view.hands]
    dealt: list[list[int]] = [[] for _ in view.hands]
    for p in bare:
        if not hidden[p]:
            continue
        plain = [c for c in pool if c < C.FIRST_SPECIAL]
        if len(plain) < hidden[p]:
            take = pool[: hidden[p]]
        elif weights is None:
            take = plain[: hidden[p]]
        else:
            # weighted sampling without replacement: the largest keys u ** (1 / w)
            keyed = sorted(plain, key=lambda c: -(rng.random() ** (1.0 / weights[card_class(c)])))
            take = keyed[: hidden[p]]
        dealt[p] = take
        taken = set(take)
        pool = [c for c in pool if c not in taken]
    for p, h in enumerate(hidden):
        if h and not dealt[p]:
            dealt[p] = pool[-h:]
            del pool[-h:]
    new = view.clone()
    new.hands = [
        sorted([c for c in hand if c != HIDDEN] + dealt[p]) if hidden[p] else hand for p, hand in enumerate(view.hands)
    ]
    if view.deck.count(HIDDEN) != len(pool):
        raise ValueError("view is inconsistent: hidden slots do not match unseen cards")
    new.deck = [pool.pop() if c == HIDDEN else c for c in view.deck] if pool else list(view.deck)
    new.rng = rng.spawn()
    return new
