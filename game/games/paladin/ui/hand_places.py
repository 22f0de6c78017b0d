"""Where each paladin sits in the viewer's hand: a new hand is sorted by value, weakest first; a card
played leaves its place empty, so the cards beside it stay under the pointer. Pure: no pygame."""

from __future__ import annotations

from collections.abc import Sequence

from game.games.paladin import content as C


def sort_key(card: int) -> tuple[int, int]:
    return (C.CARD_VALUE[card] if card >= 0 else -1, card)


def keep_places(places: dict[int, int], hand: Sequence[int]) -> dict[int, int]:
    """card → place for ``hand``: the places kept from ``places`` while only cards leave; once a card
    arrives (a new round's deal, an undo) the whole hand is sorted afresh from the left."""
    if any(c not in places for c in hand):
        return {c: i for i, c in enumerate(sorted(hand, key=sort_key))}
    return {c: places[c] for c in hand}
