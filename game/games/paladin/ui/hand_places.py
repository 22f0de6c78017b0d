"""The order of the paladins in the viewer's hand: a new hand is sorted by value, weakest first; the
order holds for the whole round, so a card played leaves the others as they were (the hand closes up
round it) and a card that comes back during the round (taken back at a mission, an undo) returns
between the neighbours it left. Pure: no pygame."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.paladin import content as C


def sort_key(card: int) -> tuple[int, int]:
    return (C.CARD_VALUE[card] if card >= 0 else -1, card)


def keep_places(places: dict[int, int], hand: Sequence[int]) -> dict[int, int]:
    """card → rank for ``hand`` and every card that left it since the hand was sorted (``places``
    remembers them): the ranks kept while the hand holds only cards it had; once a card it never
    held arrives (a new round's deal) the whole hand is sorted afresh."""
    taken = [places.get(c) for c in hand]
    if None in taken or len(set(taken)) < len(taken):
        return {c: i for i, c in enumerate(sorted(hand, key=sort_key))}
    return dict(places)
