"""Tournament's game state: a plain dataclass that serializes to JSON, with a cheap clone.

Hidden cards in a view are ``HIDDEN`` (-1). Lists are owned by one state: ``apply`` clones the state
shallowly and replaces (never mutates) any list it changes, so states never share mutable data that
changes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.rng import Rng

HIDDEN = -1

DRAW, PLAY, DISCARD, OVER = "draw", "play", "discard", "over"
"""Phases: draw a card; play (combo, specials, then a contest or end); discard down to the hand
limit; game over."""

Combo = tuple[int, int, int, int]
"""A Knight Combo on the table: (knight, weapon, horse, shield) card ids."""


@dataclass
class ContestRecord:
    """One scored contest: who played it, each seat's category score, the VP each seat earned and who
    won it (and keeps the card as a trophy). ``final``: played when the deck had run out."""

    card: int
    active: int
    scores: list[int]
    vp: list[int]
    winner: int
    final: bool = False


@dataclass
class TournamentState:
    """Everything about one game of Tournament. ``deck`` and ``discard`` have their top card last."""

    players: int
    hands: list[list[int]]
    deck: list[int]
    discard: list[int]
    combos: list[list[Combo]]
    vp: list[int]
    known: list[list[int]]
    """Cards in each hand that every player saw go there (taken from the discard pile)."""
    trophies: list[list[int]]
    """The Contest cards each seat has won, kept face up in front of it (each contest scores once)."""
    current: int
    first: int
    phase: str = DRAW
    combo_played: bool = False
    turns: int = 0
    """Turns finished so far (contests need turns >= players)."""
    history: list[ContestRecord] = field(default_factory=list)
    rng: Rng = field(default_factory=Rng)

    def clone(self) -> TournamentState:
        """A shallow copy: callers replace the lists they change."""
        new = object.__new__(TournamentState)
        new.__dict__.update(self.__dict__)
        return new
