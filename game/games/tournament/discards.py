"""Reading a rival's hidden hand from its last discards (two-player games).

At the end of its turn a player above the hand limit throws away the cards it values least, so every
card it kept was worth at least as much to it as each card it threw. A bot that remembers the discard
pile as it left it sees, at its next turn, which cards the rival added (its discards, and the Specials
it played); a deal whose rival hand holds cards the rival would have thrown before those is unlikely.
``DiscardReader`` keeps that memory and accepts such deals only with a probability that falls with how
much value the rival would have thrown away (``TEMPERATURE``), judged by the rules of thumb's
``card_keep_value`` on the table the rival saw. With more than two players the discards cannot be told
apart by seat, so nothing is read.
"""

from __future__ import annotations

import math

from game.core.rng import Rng
from game.games.tournament import content as C
from game.games.tournament.hidden import view_after
from game.games.tournament.policy import card_keep_value
from game.games.tournament.state import HIDDEN, TournamentState

TEMPERATURE = 2.0
"""Keep value (about one step of a card's force, or half a knight's best-card bonus) that halves a
deal's chance to be kept, per card the rival kept over a card it valued more."""


class DiscardReader:
    """Remembers the discard pile a seat left behind and reads the rival's discards made since."""

    def __init__(self) -> None:
        self._left: list[int] | None = None  # the pile as our last move left it
        self._left_turns = -1  # the turns finished after that move
        self._table: TournamentState | None = None  # the table the rival discarded on
        self._thrown: list[int] = []  # the rival's discards of its last turn, in order

    def observe(self, rules, view: TournamentState, seat: int) -> None:
        """Called before each decision: when the rival has played a turn since our last move, read
        what it added to the discard pile."""
        if view.players != 2 or self._left is None or view.turns <= self._left_turns:
            return
        pile, left = view.discard, self._left
        same = 0
        while same < min(len(pile), len(left)) and pile[same] == left[same]:
            same += 1
        self._thrown = [c for c in pile[same:] if c < C.FIRST_SPECIAL]
        self._table = view
        self._left = None

    def record(self, rules, view: TournamentState, seat: int, action) -> None:
        """Called after each decision: remember the pile as ``action`` leaves it."""
        if view.players != 2:
            return
        after = view_after(rules, view, seat, action)
        if after is None:
            self._left = None
            return
        self._left = list(after.discard)
        self._left_turns = after.turns

    def accepts(self, world: TournamentState, seat: int, rng: Rng) -> bool:
        """Whether to keep ``world``: always when nothing was read, else with probability
        ``exp(-excess / TEMPERATURE)``, ``excess`` summing, over the rival's dealt cards and its
        discards, how much more the rival would have valued the card it threw."""
        if not self._thrown or self._table is None:
            return True
        rival = 1 - seat
        table = self._table
        known = table.hands[rival]
        dealt = list(world.hands[rival])
        for c in known:
            if c != HIDDEN and c in dealt:
                dealt.remove(c)
        if not dealt:
            return True
        state = table.clone()
        hands = list(table.hands)
        hands[rival] = sorted(world.hands[rival] + self._thrown)
        state.hands = hands
        excess = 0.0
        last = len(self._thrown) - 1
        for i, d in enumerate(self._thrown):
            covered = i < last
            bar = card_keep_value(state, rival, d, covered)
            for c in dealt:
                gap = bar - card_keep_value(state, rival, c, covered)
                if gap > 0:
                    excess += gap
        return excess <= 0 or rng.random() < math.exp(-excess / TEMPERATURE)
