"""Reading a rival's hidden hand from its whole last turn (two-player games).

Everything a rival does in its turn is public: whether it took the discard pile's top card or drew from
the deck, the Specials it played, the knight it put into play, the contest it called (or that it called
none) and its discards. A player reads those against the hand the rival may hold: a rival that threw a
strong card while keeping a weak one, built a weaker knight than its hand allowed, or left a contest it
would win in its hand is unlikely. ``TurnReader`` remembers the table its seat left, reads the rival's
turn from the next view (``RivalTurn``) and gives each sampled deal the likelihood of that turn under the
rules of thumb (``policy``) with some noise: a softmax over keep values for each discard, and a small
chance ``NOISE`` for any other choice the rules of thumb would not have made. The search deals several
hands and keeps one in proportion to that likelihood (``search.sample_world``). Only the seat's own
views and its own moves are read: never a hidden card.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from dataclasses import dataclass, replace

from game.core.rng import Rng
from game.games.tournament import content as C
from game.games.tournament.hidden import TurnEndMemory, unseen_cards
from game.games.tournament.policy import GUARDED, card_keep_value, contest_lead
from game.games.tournament.reading import card_class
from game.games.tournament.state import HIDDEN, TournamentState
from game.games.tournament.tactics import SCALE, best_combo, missing_kinds

NOISE = 0.05
"""The chance of a choice other than the rules of thumb's (a knight, a contest, a draw)."""
TEMPERATURE = 1.0
"""Keep value (about one step of a card's force) that makes a discard e times less likely than one the
rival valued that much less."""
BROKEN = 0.02
"""How much less likely a hand is that holds a whole knight or a contest the rival would win now (it
would have played them; ``search.sample_world`` reads the same without the turn)."""
_FC, _FS = C.FIRST_CONTEST, C.FIRST_SPECIAL


@dataclass(frozen=True)
class RivalTurn:
    """What a rival did in its last turn, as the table saw it. ``table``: the view after the turn, the
    rival's knight in play, its contest scored; ``turns``: the turns finished before it."""

    rival: int
    table: TournamentState
    turns: int
    took: int | None
    """The discard pile's top card it took, or None when it drew from the deck."""
    top: int | None
    """The discard pile's top card when it drew (None for an empty pile)."""
    specials: int
    """Specials it played."""
    combo: tuple | None
    """The knight it put into play (``combo`` action), or None."""
    contest: int | None
    """The Contest card it called, or None."""
    discards: tuple[int, ...]
    """Its discards, in order."""


def read_turn(left: TournamentState, now: TournamentState, seat: int) -> RivalTurn | None:
    """The rival's turn between ``left`` (the view as ``seat``'s last turn left it) and ``now`` (the view
    at ``seat``'s next decision), or None when it cannot be read (two players only)."""
    if now.players != 2 or now.turns != left.turns + 1:
        return None
    rival = 1 - seat
    new_combos = now.combos[rival][len(left.combos[rival]) :]
    if len(new_combos) > 1:
        return None
    combo = ("combo", *new_combos[0]) if new_combos else None
    called = [r.card for r in now.history[len(left.history) :] if r.active == rival and not r.final]
    old, pile = left.discard, now.discard
    parses = []
    if pile[: len(old)] == old:
        parses.append((None, pile[len(old) :]))
    if old and pile[: len(old) - 1] == old[:-1]:
        parses.append((old[-1], pile[len(old) - 1 :]))  # it took the top (a Special may lie there again)
    for took, added in parses:
        specials = 0
        while specials < len(added) and added[specials] >= _FS:
            specials += 1
        extra = len(left.deck) - len(now.deck) - (took is None)  # the cards its Specials drew
        while specials and extra <= C.SPECIAL_DRAW * (specials - 1):
            specials -= 1  # a Special thrown at the end rather than played
        if extra < 0 or extra > C.SPECIAL_DRAW * specials or (now.deck and extra != C.SPECIAL_DRAW * specials):
            continue
        size = len(left.hands[rival]) + 1 + extra - 4 * (combo is not None) - len(called) - len(added)
        if size != len(now.hands[rival]):
            continue
        top = old[-1] if old else None
        contest = called[0] if called else None
        return RivalTurn(rival, now, left.turns, took, top, specials, combo, contest, tuple(added[specials:]))
    return None


def rival_table(turn: RivalTurn, hand: list[int], seat: int, combos: list | None = None) -> TournamentState:
    """The table as the rival saw it holding ``hand``: ``seat``'s hand hidden but for its known cards."""
    table = turn.table
    state = table.clone()
    hands = list(table.hands)
    mine = [c for c in table.known[seat] if c in table.hands[seat]]
    hands[seat] = sorted(mine) + [HIDDEN] * (len(table.hands[seat]) - len(mine))
    hands[turn.rival] = sorted(hand)
    state.hands = hands
    if combos is not None:
        state.combos = combos
    return state


def discard_loglik(turn: RivalTurn, hand: list[int], seat: int, temperature: float = TEMPERATURE) -> float:
    """Log-likelihood of the rival's discards when it holds ``hand`` after them: each discard a softmax
    draw over the keep values (``policy.card_keep_value``) of the hand it was thrown from."""
    total = 0.0
    held = list(hand)
    for d in reversed(turn.discards):
        held.append(d)
        state = rival_table(turn, held, seat)
        covered = len(held) - C.HAND_LIMIT >= 2
        values = {c: card_keep_value(state, turn.rival, c, covered, True, GUARDED) for c in set(held)}
        low = min(values.values())
        norm = sum(math.exp(-(v - low) / temperature) for v in values.values())
        total += -(values[d] - low) / temperature - math.log(norm)
    return total


def misses(turn: RivalTurn, hand: list[int], seat: int) -> int:
    """How many of the rival's other choices (draw, knight, contest) the rules of thumb would not have made
    had it held ``hand`` at the end of its turn."""
    rival = turn.rival
    count = 0
    held = list(hand) + list(turn.discards)
    if turn.turns >= turn.table.players:
        state = rival_table(turn, held, seat)
        bar = math.inf
        if turn.contest is not None:
            bar = contest_lead(state, rival, turn.contest) / SCALE[turn.contest - _FC]
        for c in held:
            if _FC <= c < _FS:
                lead = contest_lead(state, rival, c)
                if lead >= 0 and lead / SCALE[c - _FC] < bar:
                    count += 1  # it would have called this one (the narrowest lead first)
                    break
    if turn.contest is not None:
        held.append(turn.contest)
    if turn.combo is not None:
        held.extend(turn.combo[1:])
        best = best_combo(held)
        if best is not None:
            count += sum(1 for a, b in zip(best[1:], turn.combo[1:]) if C.FORCE[a] > C.FORCE[b])
    elif best_combo(held) is not None:
        count += 1  # it held a whole knight and built none
    top = turn.top
    if not turn.specials and top is not None and 0 <= top < _FC and C.FORCE[top] < GUARDED.take_force:
        if turn.took is not None:
            held.remove(top)
            if missing_kinds(held) != [top // 10]:
                count += 1  # a weak card taken that completes no knight
        elif missing_kinds(held) == [top // 10]:
            count += 1  # left on the pile the card that completed its knight
    return count


class TurnReader(TurnEndMemory):
    """Remembers the view its seat's last turn left and reads the rival's turn from the next one."""

    def __init__(self, noise: float = NOISE, temperature: float = TEMPERATURE, carry: bool = False) -> None:
        self.noise = noise
        self.temperature = temperature
        self.carry = carry
        self.turn: RivalTurn | None = None
        self.belief: dict[int, float] = {}
        """With ``carry``: each unseen card's odds of being in the rival's hand against its class weight,
        from the turns read before the last one."""
        self._next: dict[int, float] | None = None
        self._left: TournamentState | None = None

    def observe(self, rules, view: TournamentState, seat: int) -> None:
        """Called before each decision: read the rival's turn played since our last turn ended."""
        if self._left is None or view.turns <= self._left.turns:
            return
        self.turn = read_turn(self._left, view, seat)
        self._left = None
        if self._next is not None:
            self.belief, self._next = self._next, None

    def loglik(self, hand: list[int], seat: int) -> float:
        """Log-likelihood (up to a constant) of the rival's last turn if it holds ``hand`` now."""
        turn = self.turn
        if turn is None:
            return 0.0
        return discard_loglik(turn, hand, seat, self.temperature) + misses(turn, hand, seat) * math.log(self.noise)

    def pool(
        self,
        view: TournamentState,
        seat: int,
        rng: Rng,
        weights: tuple[float, ...] | None,
        size: int,
        prior=None,
    ) -> HandPool | None:
        """``size`` hidden hands of the rival dealt from ``view`` (without Specials, by class ``weights``),
        each weighed by the likelihood of its last turn and by ``BROKEN`` when it holds a whole knight or a
        contest it would win now; None when there is no turn to read (or the deck is empty). With ``prior``
        (a ``contests.ContestPool``) the hands are dealt by it instead, its Contest cards by its count."""
        turn = self.turn
        if turn is None or view.players != 2 or not view.deck or view.turns != turn.turns + 1:
            return None
        rival = turn.rival
        known = [c for c in view.hands[rival] if c != HIDDEN]
        count = len(view.hands[rival]) - len(known)
        unseen = unseen_cards(view)
        cards = [c for c in unseen if c < _FS]
        if len(cards) < count:
            cards = unseen
        belief = self.belief if self.carry else {}
        odds = [(weights[card_class(c)] if weights else 1.0) * belief.get(c, 1.0) for c in cards]
        if prior is not None:
            cards = [c for c, _p in prior.contests] + prior.others
            prior = replace(prior, odds=[o * belief.get(c, 1.0) for c, o in zip(prior.others, prior.odds)])
        state = view.clone()
        hands: list[list[int]] = []
        total = 0.0
        cumulative: list[float] = []
        logs: list[float] = []
        for _i in range(size):
            hidden = prior.draw(rng) if prior is not None else weighted_sample(cards, odds, count, rng)
            full = sorted(known + hidden)
            state.hands = [full if p == rival else h for p, h in enumerate(view.hands)]
            log = self.loglik(full, seat)
            if best_combo(full) is not None or any(_FC <= c < _FS and contest_lead(state, rival, c) >= 0 for c in full):
                log += math.log(BROKEN)
            hands.append(hidden)
            logs.append(log)
        top = max(logs)
        for log in logs:
            total += math.exp(log - top)
            cumulative.append(total)
        if self.carry and self._next is None:
            self._next = carried(belief, cards, hands, [math.exp(v - top) for v in logs])
        return HandPool(rival, hands, cumulative)


CARRY_PRIOR = 4.0
"""Hands of pseudo-count that pull a card's carried odds towards no change."""
CARRY_RANGE = (0.2, 5.0)
"""The least and the most one turn's reading may multiply a card's odds by."""


def carried(
    belief: dict[int, float], cards: list[int], hands: list[list[int]], weights: list[float]
) -> dict[int, float]:
    """``belief`` times what one turn's reading says of each card: its weighted share of the hands that
    hold it against its unweighted share (smoothed by ``CARRY_PRIOR``, within ``CARRY_RANGE``). A card
    likely in the rival's hand now stays likely later: it leaves the hand only face up."""
    mean = sum(weights) / len(weights)
    dealt = dict.fromkeys(cards, 0.0)
    weighed = dict.fromkeys(cards, 0.0)
    for hand, w in zip(hands, weights):
        for c in hand:
            dealt[c] += 1.0
            weighed[c] += w / mean
    lo, hi = CARRY_RANGE
    return {
        c: belief.get(c, 1.0) * min(hi, max(lo, (weighed[c] + CARRY_PRIOR) / (dealt[c] + CARRY_PRIOR))) for c in cards
    }


@dataclass(frozen=True)
class HandPool:
    """The rival's hidden hands a decision's deals draw from, with their cumulative weights."""

    rival: int
    hands: list[list[int]]
    cumulative: list[float]

    def draw(self, rng: Rng) -> list[int]:
        """One hand, in proportion to its weight."""
        i = bisect_right(self.cumulative, rng.random() * self.cumulative[-1])
        return self.hands[min(i, len(self.hands) - 1)]


def weighted_sample(cards: list[int], odds: list[float], count: int, rng: Rng) -> list[int]:
    """``count`` of ``cards`` drawn one by one without replacement, each in proportion to its ``odds``."""
    left, weight = list(cards), list(odds)
    total = sum(weight)
    out = []
    for _i in range(min(count, len(left))):
        pick = rng.random() * total
        j = 0
        while j < len(left) - 1 and pick >= weight[j]:
            pick -= weight[j]
            j += 1
        out.append(left.pop(j))
        total -= weight.pop(j)
    return out


def deal_with(view: TournamentState, rng: Rng, pool: HandPool) -> TournamentState:
    """A full state consistent with ``view`` whose rival holds a hand drawn from ``pool``; the deck (and
    any other hidden card) dealt at random from the cards left unseen."""
    rival = pool.rival
    hidden = pool.draw(rng)
    taken = set(hidden)
    rest = [c for c in unseen_cards(view) if c not in taken]
    rng.shuffle(rest)
    hands = []
    for p, hand in enumerate(view.hands):
        count = hand.count(HIDDEN)
        if not count:
            hands.append(hand)
            continue
        mine = hidden if p == rival else rest[-count:]
        if p != rival:
            del rest[-count:]
        hands.append(sorted([c for c in hand if c != HIDDEN] + mine))
    new = view.clone()
    new.hands = hands
    if view.deck.count(HIDDEN) != len(rest):
        raise ValueError("view is inconsistent: hidden slots do not match unseen cards")
    new.deck = [rest.pop() if c == HIDDEN else c for c in view.deck] if rest else list(view.deck)
    new.rng = rng.spawn()
    return new
