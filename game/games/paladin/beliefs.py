"""What a seat believes about the cards it cannot see, and whole worlds sampled from that belief.

Players do not place paladins at random: a main paladin is usually a card its owner can spare, the
paladins beside it at a big mission are strong, the card kept in hand is often the best one. The
search samples each hidden card from the unseen ones with the weight ``tables.BELIEFS`` gives its
strength in that place (learned from self-play, see bench/paladin_tables.py), raised to a
``temper`` between 0 (uniform, as ``PaladinRules.determinize``) and 1 (the learned weights).

With ``peeks`` on, a rival who looked at a paladin at a mission and placed there after it is taken
to have placed a card that beats it whenever they held one: the hidden card there is drawn among the
beaters as often as a hand of that rival's size would hold one (see ``Belief.informed``).
"""

from __future__ import annotations

from game.core.rng import Rng
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.state import PaladinState
from game.games.paladin.tables import BELIEFS

STRENGTH = C.CARD_STRENGTH
KEYS = 2 * 9 + 2
DISCARD_KEY = "discard"
UNIFORM = (1.0,) * KEYS


def honour_rank(s: PaladinState, m: int) -> int:
    """0 for the round's biggest mission, 2 for its smallest, 1 for those between (ties by layout)."""
    n = s.players
    order = sorted(range(n), key=lambda i: (-C.MISSION_HONOUR[s.missions[i]], i))
    r = order.index(m)
    return 0 if r == 0 else 2 if r == n - 1 else 1


def slot_key(s: PaladinState, m: int, pos: int) -> str:
    """The kind of place of the paladin at position ``pos`` of mission ``m``."""
    kind = "main" if pos == 0 else "last" if pos == s.players - 1 else "mid"
    king = int(C.MISSION_HONOUR[s.missions[m]] > C.QUEEN_MAX_HONOUR)
    return f"{kind}|{king}|{honour_rank(s, m)}"


def hand_key(s: PaladinState, phase: str) -> str:
    """Cards in hand while placing or resolving, in a round with or without a King's mission."""
    king = int(max(C.MISSION_HONOUR[m] for m in s.missions) > C.QUEEN_MAX_HONOUR)
    return f"hand|{phase}|{king}"


class Belief:
    """Weighted sampling of hidden cards for one player count."""

    def __init__(self, players: int, temper: float = 1.0, peeks: bool = False) -> None:
        table = BELIEFS.get(players, {})
        self.weights = {k: tuple(w**temper for w in row) for k, row in table.items()}
        self.peeks = peeks

    def weight(self, key: str) -> tuple[float, ...]:
        return self.weights.get(key, UNIFORM)

    def sample(self, view: PaladinState, seat: int, rng: Rng) -> PaladinState:
        """A full state consistent with ``view`` (what ``seat`` sees), hidden cards drawn by belief."""
        s = view.clone()
        seen: set[int] = set()
        for h in s.hands:
            seen.update(c for c in h if c >= 0)
        for row, fates in zip(s.table, s.fates):
            seen.update(c for (_o, c), f in zip(row, fates) if c >= 0 and f in (E.PENDING, E.LEAD, E.WON))
        seen.update(c for c in s.discard if c >= 0)
        for w in s.won_cards:
            seen.update(w)
        pool: list[list[int]] = [[] for _ in range(KEYS)]
        for c in range(C.PALADIN_COUNT):
            if c not in seen:
                pool[STRENGTH[c]].append(c)
        for group in pool:
            rng.shuffle(group)

        def draw(weights: tuple[float, ...]) -> int:
            total = 0.0
            for k in range(KEYS):
                if pool[k]:
                    total += weights[k] * len(pool[k])
            x = rng.random() * total
            last = -1
            for k in range(KEYS):
                if pool[k]:
                    last = k
                    x -= weights[k] * len(pool[k])
                    if x < 0.0:
                        return pool[k].pop()
            return pool[last].pop()  # rounding, or every weight zero

        table = []
        for m, (row, fates) in enumerate(zip(s.table, s.fates)):
            new = []
            for pos, ((o, c), f) in enumerate(zip(row, fates)):
                if c < 0 and f <= E.LEAD:
                    weights = self.weight(slot_key(s, m, pos))
                    target, hand = self.peeked_before(s, m, o, new) if self.peeks else (-1, 0)
                    if target >= 0:
                        weights = self.informed(weights, pool, target, hand, s.classic_zero, rng)
                    c = draw(weights)
                new.append((o, c))
            table.append(new)
        s.table = table
        discard_w = self.weight(DISCARD_KEY)
        s.discard = [c if c >= 0 else draw(discard_w) for c in s.discard]
        hand_w = self.weight(hand_key(s, s.phase)) if s.missions else UNIFORM
        s.hands = [[c if c >= 0 else draw(hand_w) for c in h] for h in s.hands]
        rest = [c for group in pool for c in group]
        rng.shuffle(rest)
        s.deck = rest
        # the mission deck: what is neither laid out nor won, the Queen's cards on top
        gone = set(s.missions)
        for w in s.won_missions:
            gone.update(w)
        queen = [m for m in range(C.MISSION_COUNT) if m not in gone and C.queens_deck(m)]
        king = [m for m in range(C.MISSION_COUNT) if m not in gone and not C.queens_deck(m)]
        rng.shuffle(queen)
        rng.shuffle(king)
        s.mission_deck = king + queen
        know_own_and_peeked(s, seat)
        s.rng = rng.spawn()
        return s

    @staticmethod
    def peeked_before(s: PaladinState, m: int, owner: int, before: list[tuple[int, int]]) -> tuple[int, int]:
        """The paladin ``owner`` looked at at mission ``m`` among those placed there before their own
        (``before``, cards already known or sampled), and how many cards ``owner`` held then; (-1, 0)
        if none. Bots look before each placement, at a mission they still place at, so such a card
        was there when ``owner`` chose what to put beside it, with a card fewer in hand per earlier look."""
        looks = 0
        for peeker, pm, looked in s.peeks:
            if peeker != owner:
                continue
            if pm == m:
                for o, c in before:
                    if o == looked and c >= 0:
                        return c, max(s.hand_size - looks, len(s.hands[owner]) + 1)
            looks += 1
        return -1, 0

    @staticmethod
    def informed(
        weights: tuple[float, ...], pool: list[list[int]], target: int, hand: int, classic_zero: bool, rng: Rng
    ) -> tuple[float, ...]:
        """``weights`` kept for the cards that beat ``target`` (or for those that do not), drawn as
        likely as a hand of ``hand`` unseen cards holds at least one beater: the rival who saw
        ``target`` put a beater beside it if they had one."""
        beater = [bool(g) and C.beats(g[0], target, classic_zero) for g in pool]
        unseen = sum(len(g) for g in pool)
        beaters = sum(len(g) for g, b in zip(pool, beater) if b)
        if beaters == 0 or beaters == unseen:
            return weights
        none = 1.0  # the chance a hand of ``hand`` unseen cards holds no beater
        for i in range(min(hand, unseen)):
            none *= max(0.0, (unseen - beaters - i) / (unseen - i))
        side = rng.random() >= none
        out = tuple(w if pool[k] and beater[k] == side else 0.0 for k, w in enumerate(weights))
        if any(out):
            return out
        return tuple(1.0 if pool[k] and beater[k] == side else 0.0 for k in range(KEYS))


def know_own_and_peeked(s: PaladinState, seat: int) -> None:
    """In a sampled world, every other seat knows its own cards, and whoever peeked at a card still at
    its spot knows the card sampled there."""
    for p in range(s.players):
        if p != seat:
            k = s.known[p]
            for c in s.hands[p]:
                k |= 1 << c
            for row in s.table:
                for o, c in row:
                    if o == p and c >= 0:
                        k |= 1 << c
            s.known[p] = k
    for peeker, m, owner in s.peeks:
        if peeker != seat:
            for (o, c), f in zip(s.table[m], s.fates[m]):
                if o == owner and c >= 0 and f <= E.LEAD:
                    s.known[peeker] |= 1 << c
