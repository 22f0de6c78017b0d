"""Building Tournament states by hand for rule tests."""

from __future__ import annotations

from game.games.tournament import content as C
from game.games.tournament.state import PLAY, TournamentState


def card(kind: str, force: int) -> int:
    return C.card_of(kind, force)


def contest(name: str) -> int:
    return C.FIRST_CONTEST + [n for n in C.CONTEST_NAMES].index(name)


def combo(k: int, w: int, h: int, s: int) -> tuple[int, int, int, int]:
    """A combo from four forces (Knight, Weapon, Horse, Shield)."""
    return (card("K", k), card("W", w), card("H", h), card("S", s))


def make_state(
    hands: list[list[int]],
    combos: list[list[tuple[int, int, int, int]]] | None = None,
    discard: list[int] | None = None,
    current: int = 0,
    turns: int = 10,
    phase: str = PLAY,
    deck: list[int] | None = None,
) -> TournamentState:
    """A state with the given table; every card not placed goes to the deck (unless ``deck`` is given)."""
    n = len(hands)
    combos = combos if combos is not None else [[] for _ in range(n)]
    discard = discard or []
    used = set(discard)
    for h in hands:
        used.update(h)
    for cs in combos:
        for cb in cs:
            used.update(cb)
    if deck is None:
        deck = [c for c in C.ALL_CARDS if c not in used]
    return TournamentState(
        players=n,
        hands=[sorted(h) for h in hands],
        deck=list(deck),
        discard=list(discard),
        combos=[list(cs) for cs in combos],
        vp=[0] * n,
        known=[[] for _ in range(n)],
        trophies=[[] for _ in range(n)],
        current=current,
        first=0,
        phase=phase,
        turns=turns,
    )


def conserved(state: TournamentState) -> bool:
    """Every one of the 52 cards is in exactly one place."""
    cards = list(state.deck) + list(state.discard)
    for won in state.trophies:
        cards.extend(won)
    for h in state.hands:
        cards.extend(h)
    for cs in state.combos:
        for cb in cs:
            cards.extend(cb)
    return sorted(cards) == list(C.ALL_CARDS)
