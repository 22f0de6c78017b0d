"""What a Tournament player reads off the table: category scores with King's Favour's hand count,
leads, where the contests are, and the combos a hand can make.

Everything works on a seat's view (hidden cards are ``HIDDEN``) as well as on a full state, so rule-based
players and the search's rollouts share it. In a view another seat's hidden Chivalry cards are
estimated from the share of Chivalry cards among the cards the view does not place.
"""

from __future__ import annotations

from itertools import product

from game.games.tournament import content as C
from game.games.tournament.hidden import unseen_cards
from game.games.tournament.scoring import category_score, contest_order
from game.games.tournament.state import HIDDEN, TournamentState

_FC, _FS = C.FIRST_CONTEST, C.FIRST_SPECIAL
_FORCE = C.FORCE

STALL_TURNS = 100
"""From this many finished turns on, our players always draw from the deck. Only a deck draw brings the
end nearer, so two players who both keep taking from the discard pile could play forever; this is
how every bot game is sure to end (a normal game lasts 10 to 30 turns)."""

SCALE = (6.0, 6.0, 6.0, 6.0, 8.0, 1.0, 2.0, 16.0, 1.0)
"""A typical swing of each category's score in a few turns (one combo's part, a combo, its cards)."""


def is_contest(card: int) -> bool:
    return _FC <= card < _FS


def hand_chivalry_estimate(state: TournamentState, seat: int, share: float | None = None) -> float:
    """Chivalry cards in ``seat``'s hand: exact when the hand is visible, else the known ones plus the
    hidden ones times ``share`` (the Chivalry share of the unplaced cards; computed when None)."""
    hand = state.hands[seat]
    known = sum(1 for c in hand if 0 <= c < _FC)
    hidden = sum(1 for c in hand if c == HIDDEN)
    if not hidden:
        return float(known)
    if share is None:
        share = chivalry_share(state)
    return known + hidden * share


def chivalry_share(state: TournamentState) -> float:
    """The share of Chivalry cards among the cards whose place ``state`` does not show."""
    pool = unseen_cards(state)
    return sum(1 for c in pool if c < _FC) / len(pool) if pool else 0.0


def scores(state: TournamentState, cat: int, share: float | None = None) -> list[float]:
    """Every seat's score in ``cat`` now (King's Favour with the hands, estimated where hidden)."""
    if cat != C.KINGS_FAVOR:
        return [float(category_score(c, cat)) for c in state.combos]
    if share is None and any(HIDDEN in h for h in state.hands):
        share = chivalry_share(state)
    return [category_score(c, cat) + hand_chivalry_estimate(state, p, share) for p, c in enumerate(state.combos)]


def lead(scores_now: list[float], seat: int) -> float:
    """``seat``'s score minus the best other seat's."""
    return scores_now[seat] - max(v for p, v in enumerate(scores_now) if p != seat)


def wins_as_caller(scores_now: list[float], seat: int) -> bool:
    """True when ``seat`` would win this contest by calling it now (the caller wins its ties)."""
    return contest_order(scores_now, seat)[0] == seat


def contest_places(state: TournamentState, seat: int) -> dict[int, str]:
    """Where each Contest card not yet scored is, as ``seat`` sees it: 'mine', 'theirs' (known in another
    hand), 'top' (on the discard pile's top), 'buried' (lower in the discard pile) or 'unseen'."""
    places = {c: "unseen" for c in C.CONTESTS}
    for won in state.trophies:
        for c in won:
            places.pop(c, None)
    for p, hand in enumerate(state.hands):
        for c in hand:
            if _FC <= c < _FS:
                places[c] = "mine" if p == seat else "theirs"
    for i, c in enumerate(state.discard):
        if _FC <= c < _FS:
            places[c] = "top" if i == len(state.discard) - 1 else "buried"
    return places


def may_take_discard(state: TournamentState) -> bool:
    """True while taking the discard pile's top card cannot stall the game (see ``STALL_TURNS``)."""
    return bool(state.discard) and state.turns < STALL_TURNS


def combos_of(hand: list[int]) -> list[tuple]:
    """Every Knight Combo a hand can make, as ``combo`` actions."""
    parts: tuple[list[int], ...] = ([], [], [], [])
    for c in hand:
        if 0 <= c < _FC:
            parts[c // 10].append(c)
    if not all(parts):
        return []
    return [("combo", k, w, h, s) for k, w, h, s in product(*parts)]


def best_combo(hand: list[int]) -> tuple | None:
    """The strongest Knight Combo of a hand (its highest card of each kind), or None."""
    top = [-1, -1, -1, -1]
    for c in hand:
        if 0 <= c < _FC and (top[c // 10] < 0 or _FORCE[c] > _FORCE[top[c // 10]]):
            top[c // 10] = c
    if min(top) < 0:
        return None
    return ("combo", top[0], top[1], top[2], top[3])


def missing_kinds(hand: list[int]) -> list[int]:
    """The kinds (0 Knight .. 3 Shield) of which a hand holds no card."""
    have = [False] * 4
    for c in hand:
        if 0 <= c < _FC:
            have[c // 10] = True
    return [k for k in range(4) if not have[k]]
