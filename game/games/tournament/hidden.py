"""What each seat may see of a Tournament state, and sampling full states back from a view.

Hidden: the deck's order and contents, and the cards in other players' hands — except the cards
everyone saw them take from the discard pile (``known``). Public: combos in play, the discard pile
(every card in it was played or discarded face up), the trophies (contests won), VP, hand sizes and
the contest history (King's Favour adds how many Chivalry cards each hand held when it was scored).
"""

from __future__ import annotations

from game.core.rng import Rng
from game.games.tournament.content import ALL_CARDS
from game.games.tournament.state import HIDDEN, TournamentState


def view_state(state: TournamentState, seat: int | None) -> TournamentState:
    """``state`` with the hidden cards of everyone but ``seat`` replaced by ``HIDDEN``."""
    new = state.clone()
    hands = []
    for p, hand in enumerate(state.hands):
        if p == seat:
            hands.append(list(hand))
        else:
            known = [c for c in state.known[p] if c in hand]
            hands.append(sorted(known) + [HIDDEN] * (len(hand) - len(known)))
    new.hands = hands
    new.deck = [HIDDEN] * len(state.deck)
    new.rng = Rng(0)
    return new


def unseen_cards(view: TournamentState) -> list[int]:
    """Cards whose place the view does not show (in the deck or in a hidden part of a hand)."""
    seen = set(view.discard)
    for won in view.trophies:
        seen.update(won)
    for hand in view.hands:
        seen.update(c for c in hand if c != HIDDEN)
    for combos in view.combos:
        for combo in combos:
            seen.update(combo)
    seen.update(c for c in view.deck if c != HIDDEN)
    return [c for c in ALL_CARDS if c not in seen]


def determinize_state(view: TournamentState, seat: int, rng: Rng) -> TournamentState:
    """A full state consistent with ``view``: hidden cards dealt at random from the unseen ones."""
    pool = unseen_cards(view)
    rng.shuffle(pool)
    new = view.clone()
    hands = []
    for hand in view.hands:
        hidden = hand.count(HIDDEN)
        if hidden:
            filled = [c for c in hand if c != HIDDEN] + pool[-hidden:]
            del pool[-hidden:]
            hands.append(sorted(filled))
        else:
            hands.append(hand)
    new.hands = hands
    if view.deck.count(HIDDEN) != len(pool):
        raise ValueError("view is inconsistent: hidden slots do not match unseen cards")
    new.deck = [pool.pop() if c == HIDDEN else c for c in view.deck] if pool else list(view.deck)
    new.rng = rng.spawn()
    return new


def view_after(rules, view: TournamentState, seat: int, action) -> TournamentState | None:
    """The seat's view once its own ``action`` is applied (what it will remember of its move), or None
    when the rules cannot move this view on (a reader of the rival's turn then reads nothing)."""
    try:
        after, _events = rules.apply(view, seat, action)
    except Exception:
        return None
    return after


class TurnEndMemory:
    """A reader's memory of the view its seat's own move left as it ended the turn (two players), from
    which the rival's next turn is read."""

    _left: TournamentState | None = None

    def record(self, rules, view: TournamentState, seat: int, action) -> None:
        """Called after each decision: remember the view when ``action`` ends our turn."""
        if view.players != 2:
            return
        after = view_after(rules, view, seat, action)
        if after is None:
            self._left = None
        elif after.turns > view.turns:
            self._left = after
