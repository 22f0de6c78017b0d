"""Reading which Contest cards a rival hides (two-player games), the way a player counts them.

An unseen Contest card is either in the deck or in the rival's hand, and it leaves the hand only face up
(called or discarded). So the odds that the rival holds it are the cards the rival has drawn from the
deck against the cards still in the deck: a contest it was dealt or drew it keeps (it calls a contest only
when it wins it and throws one only when another discard covers it). Some turns rule a contest out: a
rival that ended its turn leading a contest it did not call (or calling one it led by more) did not hold
it, and one that threw a Chivalry card under another discard held no contest it trails (the rules of
thumb bury those first). After that the rival holds it only if it drew it since, so the odds count only
the deck cards it drew since the last turn that ruled it out. ``ContestReader`` remembers the table its
seat's turn left, reads the rival's turn from the next view, and deals the rival's hidden Contest cards
by those odds; the rest of its hidden cards are dealt by the class weights (``reading``). Only the seat's
own views and moves are read: never a hidden card.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.rng import Rng
from game.games.tournament import content as C
from game.games.tournament.hidden import TurnEndMemory, unseen_cards
from game.games.tournament.reading import card_class
from game.games.tournament.state import HIDDEN, TournamentState
from game.games.tournament.tactics import SCALE, best_combo, lead, scores, wins_as_caller
from game.games.tournament.turns import read_turn, weighted_sample

KEEP = 1.0
"""How likely a Contest card the rival drew is still hidden in its hand, against a card still in the deck."""
SLIP = 0.05
"""The share of its former odds a contest keeps once a turn ruled it out (the rival may not follow the
rules of thumb)."""
TRIES = 8
"""Deals of the rest of the hand tried before one that holds a whole knight is taken as it is."""
_FC, _FS = C.FIRST_CONTEST, C.FIRST_SPECIAL


def first_deck(players: int) -> int:
    """The deck's size once the hands are dealt."""
    return C.DECK_SIZE - C.STARTING_HAND * players


def ruled_out(left: TournamentState, now: TournamentState, seat: int) -> list[int]:
    """The unseen Contest cards the rival's turn between ``left`` and ``now`` says it did not hold at its
    end: the ones it would have won by calling them (narrower leads than the one it called), and, when a
    Chivalry card went under another of its discards, the ones it trails."""
    turn = read_turn(left, now, seat)
    if turn is None or not now.deck:
        return []
    rival = turn.rival
    known = {c for c in now.hands[rival] if c != HIDDEN}
    cards = [c for c in unseen_cards(now) if _FC <= c < _FS and c not in known]
    out = []
    bar = None
    if turn.contest is not None:
        cat = turn.contest - _FC
        bar = lead(scores(now, cat), rival) / SCALE[cat]
    size = len(turn.discards)
    buried_chivalry = any(0 <= d < _FC for i, d in enumerate(turn.discards) if size - i >= 2)
    for c in cards:
        now_scores = scores(now, c - _FC)
        if wins_as_caller(now_scores, rival):
            if turn.turns >= now.players and (bar is None or lead(now_scores, rival) / SCALE[c - _FC] < bar):
                out.append(c)
        elif buried_chivalry:
            out.append(c)
    return out


@dataclass(frozen=True)
class ContestPool:
    """Deals the rival's hidden cards: each unseen Contest card by its odds, the rest by class weight."""

    rival: int
    count: int
    contests: list[tuple[int, float]]
    """Unseen Contest cards and the chance the rival holds each."""
    others: list[int]
    odds: list[float]

    def draw(self, rng: Rng) -> list[int]:
        """One hidden hand: the contests it holds, the rest drawn by weight (a whole knight avoided when
        ``TRIES`` deals allow)."""
        held = [c for c, p in self.contests if rng.random() < p]
        if len(held) > self.count:
            rng.shuffle(held)
            held = held[: self.count]
        rest = []
        for _try in range(TRIES):
            rest = weighted_sample(self.others, self.odds, self.count - len(held), rng)
            if best_combo(sorted(rest)) is None:
                break
        return held + rest


class ContestReader(TurnEndMemory):
    """Counts the deck cards the rival drew, and since when each Contest card was last ruled out."""

    def __init__(self, keep: float = KEEP, slip: float = SLIP, joint: float = 0.0) -> None:
        self.keep = keep
        self.slip = slip
        self.joint = joint
        """When above 0: the Contest cards are dealt with the rest of the hand, by weight, each at this
        many times its odds (the rival's deck cards since it was ruled out against the deck's)."""
        self.drawn: int | None = None
        """Cards the rival has had from the deck (its first hand included)."""
        self.since: dict[int, int] = {}
        """For a contest a turn ruled out: the rival's deck cards since that turn."""
        self._left: TournamentState | None = None

    def observe(self, rules, view: TournamentState, seat: int) -> None:
        """Called before each decision: count the rival's draws and read its turn since our last turn."""
        if view.players != 2:
            return
        if self.drawn is None:
            self.drawn = C.STARTING_HAND + first_deck(view.players) - len(view.deck)
        left = self._left
        if left is None or view.turns <= left.turns:
            return
        self._left = None
        drop = len(left.deck) - len(view.deck)
        self.drawn += drop
        for c in self.since:
            self.since[c] += drop
        if view.turns == left.turns + 1:
            for c in ruled_out(left, view, seat):
                self.since[c] = 0

    def chance(self, card: int, deck: int) -> float:
        """The chance the rival holds unseen Contest ``card`` with ``deck`` cards left in the deck."""
        odds = self.keep * self._count(card)
        return odds / (odds + deck) if odds + deck > 0 else 0.0

    def pool(self, view: TournamentState, seat: int, weights: tuple[float, ...], bare: bool) -> ContestPool | None:
        """The rival's hidden cards to deal from ``view`` (``bare``: without Specials), or None when there
        is nothing to read (not two players, an empty deck, nothing hidden)."""
        if view.players != 2 or not view.deck or self.drawn is None:
            return None
        rival = 1 - seat
        known = [c for c in view.hands[rival] if c != HIDDEN]
        count = len(view.hands[rival]) - len(known)
        if not count:
            return None
        unseen = unseen_cards(view)
        contests = [(c, self.chance(c, len(view.deck))) for c in unseen if _FC <= c < _FS]
        others = [c for c in unseen if c < _FC or (c >= _FS and not bare)]
        if len(others) < count:
            return None
        odds = [weights[card_class(c)] for c in others]
        if self.joint > 0:
            deck = len(view.deck)
            odds += [self.joint * self._count(c) / deck for c, _p in contests]
            others += [c for c, _p in contests]
            contests = []
        return ContestPool(rival, count, contests, others, odds)

    def _count(self, card: int) -> float:
        """The rival's deck cards that could have brought it ``card``: all of them, or those since the last
        turn that ruled it out (plus ``slip`` of the rest)."""
        drawn = self.drawn or 0
        return self.since[card] + self.slip * drawn if card in self.since else drawn
