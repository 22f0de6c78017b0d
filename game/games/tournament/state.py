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
    """One scored contest: who played it, each seat's category score and the VP each seat earned."""

    card: int
    active: int
    scores: list[int]
    vp: list[int]
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
    current: int
    first: int
    phase: str = DRAW
    combo_played: bool = False
    turns: int = 0
    """Turns finished so far (contests need turns >= players)."""
    history: list[ContestRecord] = field(default_factory=list)
    retired: list[int] = field(default_factory=list)
    """Contest cards set aside after scoring (standard variant: each contest scores once)."""
    recycle: bool = False
    """Variant "discard_contests": played contests go to the discard pile and may be taken again."""
    rng: Rng = field(default_factory=Rng)

    def clone(self) -> TournamentState:
        """A shallow copy: callers replace the lists they change."""
        new = object.__new__(TournamentState)
        new.__dict__.update(self.__dict__)
        return new
