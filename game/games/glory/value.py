"""What a position is worth to a seat: its expected final glory, read from what the table shows.

``worth(s, seat, me)`` = glory already scored + what the seat can still expect from

* duels — every duel still ahead (this round's tournament as registered or still open, the
  tournaments of the rounds to come, Challenge cards in hand, the Brave title), each priced with
  ``odds.duel_odds``; Strength tokens, Faith tokens and once-a-round supports and relics are shared
  out between those duels where they add most (tokens arrive with income and the rounds' work, and
  a token or an item serves one duel only);
* titles — those met as things stand, and those within reach by how far they are met;
* journey cards in hand (as many as can still be played), the decisions waiting (cards to take, a
  title to keep, a reward), coins (priced by what they still buy: the upgrades left, then little),
  Faith, prestige and the supports that work outside duels.

Everything reads only what ``rules.view(state, seat)`` shows: another seat's hand counts by its card
backs and its objectives at a flat worth (``me`` is the seat judging), so views and determinized
states give the same answer for those parts. ``Worth`` keeps the parts (the bots' reasons use them)
and the marginal prices the duel plan implies (a Strength token, a Faith token).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory.effects import count_supports
from game.games.glory.odds import (
    REVIVERS,
    Foe,
    Kit,
    brave_foe,
    card_foe,
    duel_odds,
    duel_usage,
    item_boost,
    knight_foe,
    otto_foe,
)
from game.games.glory.state import OTTO, GloryState, PlayerState
from game.games.glory.titles import best_titles, feasible, holdings
from game.games.glory.weights import PARTNER, Weights

# --------------------------------------------------------------------------- the model's numbers (ours)
# Strength and Faith a player gathers in each later round's action phase besides income.
FUTURE_STRENGTH = 4
FUTURE_FAITH = 1
# A future Pas d'Armes: the duels a player fights (weights: the second town, a Herald's third).
PAS_WEIGHTS = (1.0, 0.9, 0.35)
# Journey cards an eliminated Joust player may play (book): after the first duel 2, the second 1.
BONUS_PLAY = 1.0  # worth of one extra play
TROPHY_VALUE = 2.5  # a random trophy (glory + a prize); the standard reward is 1 glory + 1 coin
STANDARD_TROPHY = 1.4
# Coins: while upgrades are left to buy, each coin is worth this share of the best upgrade per coin.
COIN_LOW = {1: 0.3, 2: 0.25, 3: 0.12}  # beyond the upgrades: supports, Market cards (by round)
COIN_END = 0.0
FAITH_LEFT = 0.08  # a Faith token no duel needs (rerolls of card duels, Pious)
TOKEN_LEFT = 0.05
# Journey cards whose faces are unknown (another's hand, a blind draw): worth by type.
BLIND_CARD = {"R": 1.5, "M": 1.1, "C": 1.5}
HIDDEN_TITLE = 1.6  # another seat's personal objective (unknown)
PHASE_SUPPORT = {"queen": 0.9, "emissary": 1.1, "diplomat": 0.5}  # per action/journey phase left
PRESTIGE_TOKEN = 0.15  # besides duels and titles: the final tie-break
CARD_PLAY = 0.85  # a card's worth is only realised when played (and plays are limited)

JOURNEY_PHASES = ("journey", "bonus_journey", "final_journey")
BEFORE_MAINTENANCE = ("setup", "action", "journey")


@dataclass
class Slot:
    """One duel (or a Joust à Plaisance path of up to three) in the plan.

    ``stage``: when it is fought (index into the plan's stages); ``group``: which supply of
    once-a-round items and prestige it draws on; ``foes``: one foe, or the path's three;
    ``weight``: the chance it is fought at all; ``tokens``/``faith``/``items``: what it was given."""

    stage: int
    group: int
    foes: tuple[Foe, ...]
    weight: float = 1.0
    path: bool = False
    trophy: float = 0.0
    bonus: tuple[float, float] = (0.0, 0.0)
    tokens: list[int] = field(default_factory=list)
    faith: list[int] = field(default_factory=list)
    items: list[list[int]] = field(default_factory=list)
    card: str = ""

    def __post_init__(self) -> None:
        n = len(self.foes)
        self.tokens = [0] * n
        self.faith = [0] * n
        self.items = [[] for _ in range(n)]


@dataclass
class Group:
    """A supply of once-a-round duel items and the prestige that counts in that round."""

    items: list[int]
    prestige: int
    mount: int
    armor: int
    reroll: int


@dataclass
class Worth:
    """A seat's expected final glory by part, and the prices the duel plan implies."""

    glory: float = 0.0
    duels: float = 0.0
    titles: float = 0.0
    cards: float = 0.0
    coins: float = 0.0
    other: float = 0.0
    token_price: float = 0.0  # one more Strength token
    faith_price: float = 0.0
    coin_price: float = 0.0
    token_gains: tuple[float, ...] = ()  # one, two, ... more (each one's worth)
    faith_gains: tuple[float, ...] = ()
    mount_gain: float = 0.0
    armor_gain: float = 0.0
    item1_gain: float = 0.0
    item2_gain: float = 0.0
    prestige_gain: float = 0.0

    @property
    def total(self) -> float:
        return self.glory + self.duels + self.titles + self.cards + self.coins + self.other

    def parts(self) -> dict[str, float]:
        return {
            "glory": self.glory,
            "duels": self.duels,
            "titles": self.titles,
            "cards": self.cards,
            "coins": self.coins,
            "other": self.other,
        }


# --------------------------------------------------------------------------- who, when


def _income(p: PlayerState) -> tuple[int, int, int]:
    if not p.character:
        return (2, 2, 1)
    ch = C.CHARACTERS[p.character]
    return ch.income_coins, ch.income_strength, ch.income_faith


def _reroll(p: PlayerState) -> int:
    return D.FAITH_DICE + count_supports(p, D.SISTER) + 2 * count_supports(p, D.BISHOP)


def _group(p: PlayerState, fresh: bool) -> Group:
    """Duel items usable in a round (attack bonuses) and active prestige. A Hermit, Lady-in-Waiting
    or Herald brings a used tile back: one more use of a relic / support (prestige for the Herald)."""
    counts = (3, min(p.mount, 3), min(p.armor, 3))
    sup = [item_boost(t.kind, counts) for t in p.supports if (fresh or t.active)]
    rel = [item_boost(t.kind, counts) for t in p.relics if (fresh or t.active)]
    boosts = [b for b in sup + rel if b > 0]
    prestige = len(p.prestige) if fresh else sum(1 for a in p.prestige.values() if a)
    for t in p.supports:
        if not (fresh or t.active) or t.kind not in REVIVERS:
            continue
        pool = [b for b in rel if b > 0] if t.kind == D.HERMIT else [b for b in sup if b > 0]
        if t.kind == D.HERALD:
            prestige += 1 if p.prestige else 0
        elif pool:
            boosts.append(max(pool))
    return Group(sorted(boosts, reverse=True), prestige, p.mount, p.armor, _reroll(p))


@lru_cache(maxsize=64)
def _round_types(kind: str, rnd: int, players: int) -> tuple[str, ...]:
    """Knight types a tournament of this kind can bring in round ``rnd`` (all its cards)."""
    n = max(2, players)
    types: list[str] = []
    for card in C.TOURNAMENT_CARDS:
        if card.kind != kind or card.players != n:
            continue
        if kind == C.PAS:
            for town in card.pas[rnd - 1]:
                types += town
        else:
            types += [t for _slot, t in card.place[rnd - 1]] + list(card.add[rnd - 1])
    return tuple(dict.fromkeys(types))


@lru_cache(maxsize=20_000)
def _future_foes(kind: str, rnd: int, players: int, pool: tuple[str, ...], mount: int, armor: int) -> tuple:
    """Representative opponents for a tournament to come: the knights still in the piles of the
    round's types, ranked by what they are worth to this player, taken at the player's share."""
    cands = [k for k in pool if C.KNIGHTS[k].type in _round_types(kind, rnd, players)]
    if not cands:
        cands = list(pool) or [k.id for k in C.KNIGHT_LIST if k.type == "champion"]
    kit = Kit(mount, armor, 3, 1)
    ranked = sorted(cands, key=lambda k: -duel_odds(kit, knight_foe(k))[1])
    n = max(2, players)
    if kind == C.PAS:
        picks = [ranked[min(len(ranked) - 1, j * n)] for j in range(3)]
        return tuple(knight_foe(k) for k in picks)
    m = len(ranked)
    picks = [ranked[min(m - 1, m // 2)], ranked[min(m - 1, m // 3)], ranked[0]]
    return tuple(knight_foe(k) for k in picks)


# --------------------------------------------------------------------------- the plan of duels


class Plan:
    """The duels ahead of one seat and the resources shared out between them."""

    def __init__(self, s: GloryState, seat: int, me: int | None) -> None:
        self.s = s
        self.seat = seat
        self.own = me is None or me == seat
        self.p = s.players[seat]
        self.slots: list[Slot] = []
        self.groups: list[Group] = []
        self.token_in: list[int] = []  # tokens arriving at each stage
        self.faith_in: list[int] = []
        self.stage_names: list[tuple] = []
        self.upgrade = ""  # "mount"/"armor": value the slots with one level more (from upgrade_from on)
        self.upgrade_from = 0
        self.prestige_up = 0  # value the slots with this many Prestige tokens more
        self.before_otto = self._ahead_of_otto()  # ahead of Otto in initiative: the same for every duel
        self._build()

    # ----------------------------------------------------------------- stages
    def _stage(self, name: tuple, tokens: int = 0, faith: int = 0) -> int:
        self.stage_names.append(name)
        self.token_in.append(tokens)
        self.faith_in.append(faith)
        return len(self.stage_names) - 1

    def _build(self) -> None:
        s, p = self.s, self.p
        ph, rnd = s.phase, s.round
        _ic, istr, ifai = _income(p)
        first = True

        have = (p.strength, p.faith)

        def arrive(tokens: int, faith: int) -> tuple[int, int]:
            nonlocal first
            if first:
                first = False
                return tokens + have[0], faith + have[1]
            return tokens, faith

        journeys: list[int] = []
        if ph in ("over", "titles"):
            self._stage(("E",), *arrive(0, 0))
            self._brave(len(self.stage_names) - 1)
            return
        if ph in BEFORE_MAINTENANCE:
            j = self._stage(("J", rnd), *arrive(0, 0))
            journeys.append(j)
            self.groups.append(_group(p, fresh=False))
            self._journey_group = {j: len(self.groups) - 1}
        else:
            self._journey_group = {}
        if ph in BEFORE_MAINTENANCE + ("registration", "tournament"):
            before = ph in BEFORE_MAINTENANCE
            t = self._stage(("T", rnd), *arrive(istr if before else 0, ifai if before else 0))
            self.groups.append(_group(p, fresh=before))
            self._current_tournament(t, len(self.groups) - 1)
        if ph == "bonus_journey":
            j = self._stage(("J", rnd), *arrive(0, 0))
            journeys.append(j)
            self.groups.append(_group(p, fresh=False))
            self._journey_group[j] = len(self.groups) - 1
        for r2 in range(rnd + 1, C.ROUNDS + 1):
            j = self._stage(("J", r2), *arrive(FUTURE_STRENGTH, FUTURE_FAITH))
            journeys.append(j)
            t = self._stage(("T", r2), istr, ifai)
            self.groups.append(_group(p, fresh=True))
            self._future_tournament(t, len(self.groups) - 1, r2)
        fj = self._stage(("F",), *arrive(0, 0))
        journeys.append(fj)
        self._journey_group.setdefault(fj, -1)
        end = self._stage(("E",))
        self._cards(journeys)
        self._brave(end)

    # ----------------------------------------------------------------- this round's tournament
    def _current_tournament(self, stage: int, group: int) -> None:
        s, seat = self.s, self.seat
        if s.pas:
            queue = [(t, i) for t, row in enumerate(s.pas) for i, x in enumerate(row) if x.challenger != -1]
            start = s.duel_index if s.phase == "tournament" else 0
            live = s.duel is not None and s.duel.reason == "tournament" and s.phase == "tournament"
            if live:
                start = max(0, start - 1)
            for t, i in queue[start:]:
                if s.pas[t][i].challenger == seat:
                    self.slots.append(Slot(stage, group, (knight_foe(s.pas[t][i].knight),)))
            if s.phase != "tournament":
                self._open_pas(stage, group)
            return
        if not s.bracket:
            return
        tag = f"p:{seat}"
        row = s.bracket[0]
        trophy = TROPHY_VALUE if s.trophy else STANDARD_TROPHY
        if s.phase == "tournament":
            self._live_bracket(stage, group, tag, trophy)
            return
        if tag in row:
            self.slots.append(self._path(stage, group, row.index(tag), trophy))
            return
        free = [i for i, x in enumerate(row) if not x]
        if free:
            best = max((self._path(stage, group, i, trophy) for i in free), key=self._quick_value)
            self.slots.append(best)

    def _open_pas(self, stage: int, group: int) -> None:
        """Knights the seat may still challenge this round: the best in each town it is not in yet."""
        s, seat = self.s, self.seat
        towns = {t for t, row in enumerate(s.pas) for x in row if x.challenger == seat}
        if s.phase == "registration":
            if s.reg_pass == 1 and seat in s.reg_done:
                return
            room = 1 if s.reg_pass == 1 else 2
        else:
            room = 2
        room = min(room, 3 - len(towns))
        g = self.groups[group]
        kit = Kit(g.mount, g.armor, 3, 1, g.reroll, (), g.prestige)
        picks = []
        for t, row in enumerate(s.pas):
            if t in towns:
                continue
            free = [x.knight for x in row if x.challenger == -1]
            if free:
                k = max(free, key=lambda kid: duel_odds(kit, knight_foe(kid))[1])
                picks.append((duel_odds(kit, knight_foe(k))[1], k))
        picks.sort(reverse=True)
        others = s.n - 1 + (1 if s.solo is not None and s.solo.mode == "rivalry" else 0)
        for j, (_v, k) in enumerate(picks[:room]):
            weight = 1.0 if j == 0 or not others else 0.85
            self.slots.append(Slot(stage, group, (knight_foe(k),), weight))

    def _entrant_foe(self, entrant: str, fallback: Foe) -> Foe:
        s = self.s
        if entrant.startswith("k:") and entrant[2:] in C.KNIGHTS:
            return knight_foe(entrant[2:])
        if entrant == "o" and s.solo is not None:
            return otto_foe(s.solo.attack, s.solo.prestige)
        if entrant.startswith("p:") and entrant != f"p:{self.seat}":
            q = s.players[int(entrant[2:])]
            return player_foe(q, self.p)
        return fallback

    def _side_foe(self, row: list[str], lo: int, hi: int, fallback: Foe) -> Foe:
        """The likely winner of bracket places lo..hi-1: a player there (players beat the knights of
        their round most of the time), else the knight worth most."""
        for e in row[lo:hi]:
            if (e.startswith("p:") and e != f"p:{self.seat}") or e == "o":
                return self._entrant_foe(e, fallback)
        knights = [e[2:] for e in row[lo:hi] if e.startswith("k:") and e[2:] in C.KNIGHTS]
        if knights:
            return knight_foe(max(knights, key=lambda k: (C.KNIGHTS[k].glory, C.KNIGHTS[k].prestige)))
        for e in row[lo:hi]:
            if e and e != f"p:{self.seat}":
                return self._entrant_foe(e, fallback)
        return fallback

    def _path(self, stage: int, group: int, place: int, trophy: float, row_at: int = 0) -> Slot:
        """The duels from bracket row ``row_at`` up to the final for a seat that entered at ``place``
        (each opponent: the one standing there already, else the likely winner of that block)."""
        s = self.s
        typical = _future_foes(C.PLAISANCE, s.round, s.n, self._pool(), self.p.mount, self.p.armor)
        base = s.bracket[0]
        foes = []
        for k in range(row_at, 3):
            other = (place >> k) ^ 1
            row = s.bracket[k] if k < len(s.bracket) else []
            fallback = typical[min(2, k)]
            if other < len(row) and row[other]:
                foes.append(self._entrant_foe(row[other], fallback))
            else:
                lo = other << k
                foes.append(self._side_foe(base, lo, lo + (1 << k), fallback))
        bonus = (2 * BONUS_PLAY, BONUS_PLAY, 0.0)[row_at:]
        return Slot(stage, group, tuple(foes), path=len(foes) > 1, trophy=trophy, bonus=bonus[:2])

    def _live_bracket(self, stage: int, group: int, tag: str, trophy: float) -> None:
        """During a joust: the duels still ahead of the seat, from where it stands."""
        s = self.s
        if tag not in s.bracket[0]:
            return
        place = s.bracket[0].index(tag)
        row_at = max(r for r in range(len(s.bracket)) if tag in s.bracket[r])
        if row_at >= 3:
            return
        queue = [(r, q) for r in range(3) for q in range(len(s.bracket[r]) // 2)]
        live = s.duel is not None and s.duel.reason == "tournament"
        fought = s.duel_index - (1 if live else 0)
        if queue.index((row_at, place >> (row_at + 1))) < fought:
            return  # lost the duel of that row: out of the joust
        self.slots.append(self._path(stage, group, place, trophy, row_at))

    def _pool(self) -> tuple[str, ...]:
        return tuple(k for t in C.KNIGHT_TYPES for k in self.s.knight_piles.get(t, ()))

    def _future_tournament(self, stage: int, group: int, rnd: int) -> None:
        """A tournament of a round to come; a type still to be chosen counts half each."""
        s, p = self.s, self.p
        kind = s.tournament_types[rnd - 1] if rnd - 1 < len(s.tournament_types) else C.PAS
        kinds = [(kind, 1.0)] if kind in (C.PAS, C.PLAISANCE) else [(k, 0.5) for k in (C.PAS, C.PLAISANCE)]
        for kind, share in kinds:
            foes = _future_foes(kind, rnd, s.n, self._pool(), p.mount, p.armor)
            if kind == C.PAS:
                for f, w in zip(foes, PAS_WEIGHTS):
                    self.slots.append(Slot(stage, group, (f,), w * share))
            else:
                trophy = TROPHY_VALUE if s.trophies_on and s.trophy_pile else STANDARD_TROPHY
                bonus = (2 * BONUS_PLAY, BONUS_PLAY)
                self.slots.append(Slot(stage, group, foes, share, path=True, trophy=trophy, bonus=bonus))

    # ----------------------------------------------------------------- cards and the Brave
    def _cards(self, journeys: list[int]) -> None:
        """Challenge cards in hand: each fought at the next journey with room for it."""
        if not self.own:
            return
        p = self.p
        cards = [c for c in p.hand if c in C.JOURNEY and c[0] == "C"]
        ctx = self.s.duel
        live = ctx is not None and ctx.reason == "challenge" and ctx.a == f"p:{self.seat}" and ctx.card in C.JOURNEY
        if live:
            cards.insert(0, ctx.card)  # being fought now (it comes back to the hand if lost)
        if not cards:
            return
        room = {j: 3 + count_supports(p, "emissary") for j in journeys}
        if self.s.phase in JOURNEY_PHASES and journeys:
            room[journeys[0]] = max(0, p.journey_limit - p.journey_played) if not p.journey_done else 0
        for card in cards:
            reward = max(option_value(self.s, p, o) for o in C.JOURNEY[card].reward)
            for j in journeys:
                if room[j] > 0:
                    room[j] -= 1
                    group = self._journey_group.get(j, -1)
                    self.slots.append(Slot(j, group, (card_foe(card, reward + 0.3),), CARD_PLAY, card=card))
                    break

    def _brave(self, end: int) -> None:
        s, p = self.s, self.p
        if p.brave != 0:
            return
        known = s.public_titles + (p.titles if self.own else [])
        if "brave" not in known:
            return
        glory = C.TITLES["brave"].glory + count_supports(p, "chronicler")
        self.slots.append(Slot(end, -1, (brave_foe(float(glory)),), 1.0))

    # ----------------------------------------------------------------- values
    def _kit(self, slot: Slot, k: int, tokens: int | None = None, faith: int | None = None) -> Kit:
        if slot.group >= 0:
            g = self.groups[slot.group]
            mount, armor, reroll, prestige = g.mount, g.armor, g.reroll, g.prestige
        else:
            mount, armor, reroll, prestige = self.p.mount, self.p.armor, _reroll(self.p), len(self.p.prestige)
        prestige += self.prestige_up
        if self.upgrade and slot.stage >= self.upgrade_from:
            mount = min(C.MAX_LEVEL, mount + (self.upgrade == "mount"))
            armor = min(C.MAX_LEVEL, armor + (self.upgrade == "armor"))
        return Kit(
            mount,
            armor,
            slot.tokens[k] if tokens is None else tokens,
            slot.faith[k] if faith is None else faith,
            reroll,
            tuple(slot.items[k]),
            prestige,
            self.before_otto,
        )

    def _ahead_of_otto(self) -> bool:
        s = self.s
        if OTTO not in s.initiative or self.seat not in s.initiative:
            return False
        return s.initiative.index(self.seat) < s.initiative.index(OTTO)

    def slot_value(self, slot: Slot, k: int = -1, kit: Kit | None = None) -> float:
        """Expected glory of a slot (with sub-duel ``k`` fought with ``kit`` instead)."""
        if not slot.path:
            kk = kit if k == 0 and kit is not None else self._kit(slot, 0)
            return slot.weight * duel_odds(kk, slot.foes[0])[1]
        value, reach = 0.0, 1.0
        for i, foe in enumerate(slot.foes):
            kk = kit if i == k and kit is not None else self._kit(slot, i)
            pw, ev = duel_odds(kk, foe)
            stake_extra = slot.trophy if i == len(slot.foes) - 1 else 0.0
            value += reach * (ev + pw * stake_extra)
            if i < len(slot.bonus):
                value += reach * (1 - pw) * slot.bonus[i]
            reach *= pw
        return slot.weight * value

    def _quick_value(self, slot: Slot) -> float:
        for i in range(len(slot.foes)):
            slot.tokens[i] = 3
            slot.faith[i] = 1
        v = self.slot_value(slot)
        for i in range(len(slot.foes)):
            slot.tokens[i] = 0
            slot.faith[i] = 0
        return v

    def key(self) -> tuple:
        """Everything the solution depends on (plans of different states often share it)."""
        return (
            tuple(self.token_in),
            tuple(self.faith_in),
            tuple((tuple(g.items), g.prestige, g.mount, g.armor, g.reroll) for g in self.groups),
            tuple((sl.stage, sl.group, sl.foes, sl.weight, sl.path, sl.trophy, sl.bonus) for sl in self.slots),
            (self.p.mount, self.p.armor, _reroll(self.p), len(self.p.prestige), self.before_otto),
        )

    def solve(self) -> Solution:
        """Share the resources out (solutions are cached by ``key``)."""
        key = self.key()
        got = _SOLVED.get(key)
        if got is None:
            if len(_SOLVED) > 60_000:
                _SOLVED.clear()
            got = _SOLVED[key] = self._solve()
        return got

    def _solve(self) -> Solution:
        slots = self.slots
        if not slots:
            none = (0.0,) * 6
            return Solution(0.0, none, none, sum(self.token_in), sum(self.faith_in), 0.0, 0.0, 0.0, 0.0)
        n_st = len(self.token_in)
        # Faith and items go to the duels in the order they are fought (what one leaves, the next
        # has); Strength tokens are shared out where they add most, then the flow again with them.
        self._flow(slots)
        values = [self.slot_value(sl) for sl in slots]
        self._share(slots, values, "tokens", self.token_in, n_st, D.MAX_STRENGTH)
        total, faith_left = self._flow(slots)
        values = [self.slot_value(sl) for sl in slots]
        token_gains = self._share(slots, values, "tokens", self.token_in, n_st, D.MAX_STRENGTH)
        total, faith_left = self._flow(slots)
        used_t = sum(sum(sl.tokens) for sl in slots)
        faith_gains = []
        prev = total
        for extra in (1, 2, 3):
            v, _f = self._flow(slots, extra_faith=extra)
            faith_gains.append(max(0.0, v - prev))
            prev = v
        faith_gains += faith_gains[-1:] * 3
        gains = []
        for start in (self._first_tournament(), self._first_tournament(later=True)):
            for item in ("mount", "armor"):
                self.upgrade, self.upgrade_from = item, start
                gains.append(max(0.0, self._flow(slots)[0] - total))
        self.upgrade = ""
        self.prestige_up = 1
        prestige_gain = max(0.0, self._flow(slots)[0] - total)
        self.prestige_up = 0
        first = self._first_tournament()
        items = tuple(max(0.0, self._flow(slots, extra_item=b, item_from=first)[0] - total) for b in (1, 2))
        self._flow(slots)
        return Solution(
            total,
            token_gains,
            tuple(faith_gains),
            sum(self.token_in) - used_t,
            int(round(faith_left)),
            *gains,
            *items,
            prestige_gain,
        )

    def _order(self, slots: list[Slot]) -> list[tuple[int, int]]:
        """Every (slot, sub-duel) in the order they are fought."""
        return sorted(
            ((i, k) for i, sl in enumerate(slots) for k in range(len(sl.foes))),
            key=lambda x: (slots[x[0]].stage, x[0], x[1]),
        )

    def _flow(
        self, slots: list[Slot], extra_faith: int = 0, extra_item: int = 0, item_from: int = 0
    ) -> tuple[float, float]:
        """Give each duel, in the order they are fought, the Faith and the round's items still
        there; take off what it is expected to use (weighted by the chance it is fought). Sets
        each sub-duel's Faith and items; returns (expected glory of all duels, Faith left)."""
        faith = float(extra_faith)
        arrived = -1
        pools = [list(g.items) for g in self.groups]
        if extra_item:
            for gi in range(len(pools)):
                if any(sl.group == gi and sl.stage >= item_from for sl in slots):
                    pools[gi] = sorted(pools[gi] + [extra_item], reverse=True)
        reach = [1.0] * len(slots)
        total = [0.0] * len(slots)
        for i, k in self._order(slots):
            sl = slots[i]
            while arrived < sl.stage:
                arrived += 1
                faith += self.faith_in[arrived]
            sl.faith[k] = min(3, int(faith + 1e-9))
            pool = pools[sl.group] if sl.group >= 0 else []
            sl.items[k] = pool[:4]
            p_win, ev, spent, used = duel_usage(self._kit(sl, k), sl.foes[k])
            chance = sl.weight * reach[i]
            faith = max(0.0, faith - chance * spent)
            n_used = int(chance * used + 0.5)
            if n_used and pool:
                keep = sorted(pool[:4], reverse=True)
                # the cheapest cover goes first: the smallest items are the ones used
                for _ in range(min(n_used, len(keep))):
                    pool.remove(keep.pop())
            if sl.path:
                extra = sl.trophy * p_win if k == len(sl.foes) - 1 else 0.0
                if k < len(sl.bonus):
                    extra += (1 - p_win) * sl.bonus[k]
                total[i] += reach[i] * (ev + extra)
                reach[i] *= p_win
            else:
                total[i] += ev
        while arrived < len(self.faith_in) - 1:
            arrived += 1
            faith += self.faith_in[arrived]
        return sum(sl.weight * v for sl, v in zip(slots, total)), faith

    def _first_tournament(self, later: bool = False) -> int:
        """The stage of the first tournament still ahead (``later``: of a round after this one, what
        coins kept until the next action phase can still serve)."""
        for i, name in enumerate(self.stage_names):
            if name[0] == "T" and (not later or name[1] > self.s.round):
                return i
        return len(self.stage_names)

    def _share(
        self, slots: list[Slot], values: list[float], what: str, arrivals: list[int], n_st: int, cap: int
    ) -> tuple[float, ...]:
        """Greedy: units one or two at a time (a fourth Strength token lights the star) to the
        sub-duel where they add most per unit, if they are there in time. Returns what each of the
        next few units beyond the supply would add (the marginal prices, for 1, 2, ... more)."""
        avail = []
        acc = 0
        for x in arrivals:
            acc += x
            avail.append(acc)
        used = [0] * n_st
        for sl in slots:
            used[sl.stage] += sum(getattr(sl, what))

        def room(stage: int, units: int) -> bool:
            if unlimited:
                return True
            acc_used = 0
            for j in range(n_st):
                acc_used += used[j]
                if j >= stage and acc_used + units > avail[j]:
                    return False
            return True

        unlimited = False
        gains = [self._best_gain(sl, values[i], what, cap) for i, sl in enumerate(slots)]
        extra: list[float] = []
        given: list[tuple[int, int, int]] = []
        for _step in range(80):
            order = sorted(range(len(slots)), key=lambda i: -gains[i][0])
            picked = False
            for i in order:
                g, k, units = gains[i]
                if g <= 1e-6:
                    break
                sl = slots[i]
                if not room(sl.stage, units):
                    if units > 1 and room(sl.stage, 1):
                        units, g = 1, self._gain_of(sl, values[i], what, k, 1)
                        if g <= 1e-6:
                            continue
                    else:
                        continue
                getattr(sl, what)[k] += units
                used[sl.stage] += units
                values[i] += g * units
                if unlimited:
                    extra += [g] * units
                    given.append((i, k, units))
                gains[i] = self._best_gain(sl, values[i], what, cap)
                picked = True
                break
            if not picked:
                if unlimited:
                    break
                unlimited = True  # now the units beyond the supply: their worth is the price
            if unlimited and len(extra) >= 6:
                break
        for i, k, units in given:  # take the imagined units back
            getattr(slots[i], what)[k] -= units
            values[i] = self.slot_value(slots[i])
        return tuple(extra[:6]) + (0.0,) * (6 - len(extra[:6]))

    def _gain_of(self, sl: Slot, value: float, what: str, k: int, units: int) -> float:
        arr = getattr(sl, what)
        arr[k] += units
        d = self.slot_value(sl) - value
        arr[k] -= units
        return d / units

    def _best_gain(self, sl: Slot, value: float, what: str, cap: int) -> tuple[float, int, int]:
        """(gain per unit, sub-duel, units) of the best one or two more units for this slot."""
        best, bk, bu = 0.0, -1, 1
        arr = getattr(sl, what)
        for k in range(len(sl.foes)):
            for units in (1, 2):
                if arr[k] + units > cap:
                    continue
                g = self._gain_of(sl, value, what, k, units)
                if g > best + 1e-9:
                    best, bk, bu = g, k, units
        return best, bk, bu


@dataclass(frozen=True)
class Solution:
    """A solved plan: expected glory of the duels, the price of one more Strength / Faith token,
    the tokens no duel needs, and what one level more of mount / armor would add."""

    value: float
    token_gains: tuple[float, ...]  # what each of the next six Strength tokens would add
    faith_gains: tuple[float, ...]
    tokens_left: int
    faith_left: int
    mount_gain: float  # from this round's tournament on (an upgrade now)
    armor_gain: float
    mount_later: float  # from the next round on (an upgrade at the next action phase)
    armor_later: float
    item1_gain: float = 0.0  # one more once-a-round item worth +1 attack
    item2_gain: float = 0.0  # ... worth +2
    prestige_gain: float = 0.0  # one more Prestige token


_SOLVED: dict[tuple, Solution] = {}


def player_foe(q: PlayerState, me: PlayerState) -> Foe:
    """Another player as a duel opponent: its expected attack with up to 4 of its tokens, what its
    rerolls and items add when it is behind, and a spread like a roll's (a white die on top)."""
    from game.games.glory.duel_dice import attack_dist

    t = min(D.MAX_STRENGTH, q.strength + 2)
    counts = (min(t, 3), min(q.mount, 3), min(q.armor, 3))
    active = (t >= 4, q.mount >= 4, q.armor >= 4)
    mean = sum(v * pr for v, pr in attack_dist(counts, active))
    items = len(_group(q, fresh=True).items)
    effective = mean + (1.0 if q.faith else 0.0) + 0.6 * min(2, items)
    glory = D.PLAYER_GLORY_VALUE_AHEAD if q.glory > me.glory else D.PLAYER_GLORY_VALUE
    return Foe(int(round(effective - 1.2)), len(q.prestige), polish=True, glory=float(glory), otto=True)


# --------------------------------------------------------------------------- gains and cards


def _early(s: GloryState) -> bool:
    return s.round < 3 or s.phase in ("setup", "action", "journey")


def gain_value(s: GloryState, p: PlayerState, what: str, v: object, prices: Worth | None = None) -> float:
    """A glory-equivalent of one gain (rewards, pending choices), at the plan's prices if known."""
    early = _early(s)
    if what == "glory":
        return float(v)
    if what == "coins":
        price = prices.coin_price if prices is not None else (0.45 if early else 0.12)
        return price * int(v)
    if what == "strength":
        price = prices.token_price if prices is not None else (0.6 if early else 0.3)
        return price * int(v) * (0.85 if int(v) > 1 else 1.0)
    if what == "faith":
        price = prices.faith_price if prices is not None else (0.5 if early else 0.2)
        return price * int(v) * (0.8 if int(v) > 1 else 1.0)
    if what == "prestige":
        if v in p.prestige or getattr(s, "prestige_supply", {}).get(str(v), 1) <= 0:
            return 0.0
        return 1.4 if early else 0.9
    if what == "relic":
        if s.relic_supply.get(str(v), 0) <= 0:
            return 0.0
        return {"amulet": 2.0, "medallion": 1.3, "ring": 1.1, "rosary": 1.4}.get(str(v), 1.2) * (1.0 if early else 0.6)
    if what == "support":
        if not any(C.SUPPORT_TILES[t] == v for t in s.piles.get("scroll", ())):
            return 0.0
        return (1.8 if early else 0.9) if v != "minstrel" else 4.0
    if what in ("mount", "armor"):
        level = int(v)
        if getattr(p, what) != level - 1:
            return 0.0
        return (3.0 if what == "mount" else 2.6) * (1.0 if early else 0.45)
    if what == "titles":
        return 1.2
    if what == "journey":
        return 1.2 * int(v)
    return 0.0


def option_value(s: GloryState, p: PlayerState, option: tuple, prices: Worth | None = None) -> float:
    return sum(gain_value(s, p, w, v, prices) for w, v in option)


def card_value(s: GloryState, p: PlayerState, card: str, prices: Worth | None = None) -> float:
    """A Romance or Market card in hand: what it brings when played (Market: net of its price)."""
    if card[0] == "?":
        return BLIND_CARD.get(card[-1], 1.3)
    jc = C.JOURNEY.get(card)
    if jc is None:
        return 1.3
    best = max(option_value(s, p, o, prices) for o in jc.reward) if jc.reward else 0.0
    if jc.type == "R":
        return best
    coin = prices.coin_price if prices is not None else 0.4
    if jc.type == "M":
        if p.coins < jc.cost and s.phase not in ("setup", "action"):
            return 0.3 * best
        return max(0.1, best - coin * jc.cost)
    return 0.0  # Challenge cards are duels in the plan


# --------------------------------------------------------------------------- titles


# How many of a title's requirement a player can still gather per action phase left (ours): coins and
# Faith come easily, relics, Prestige tokens and a given support kind only now and then.
GATHER = {
    "coins": 3.0,
    "strength": 2.0,
    "faith": 2.0,
    "relics": 0.45,
    "prestige": 0.45,
    "supports": 1.2,
    "kind": 0.3,
    "played": 1.2,
    "equipped": 0.7,
}


def title_chance(s: GloryState, p: PlayerState, t: C.Title) -> float:
    """Chance that ``p`` completes title ``t`` by the end (alone): each requirement short of its mark
    is reached with the chance the action phases left give to gather what is missing."""
    if t.no_rogue_used and p.used_rogue:
        return 0.0
    left = _phases_left(s) + (0.5 if s.phase in ("journey", "bonus_journey") else 0.0)
    if t.equipped:
        short = [("equipped", C.MAX_LEVEL - p.mount), ("equipped", C.MAX_LEVEL - p.armor)]
    elif t.played is not None:
        jtype, n = t.played
        done = sum(1 for c in p.discard if c[0] == jtype)
        held = sum(1 for c in p.hand if c[-1] == jtype or c[0] == jtype)
        journeys = max(0, C.ROUNDS - s.round) + (0 if s.phase == "final_journey" else 1)
        short = [("played", max(0.0, n - done - 0.7 * held))]
        left = journeys
    else:
        have = {**holdings(p), "supports": len(p.supports)}
        short = []
        for what, n in t.needs:
            got = have[what] if what in have else count_supports(p, what)
            short.append((what if what in have else "kind", max(0, n - got)))
    chance = 1.0
    for what, missing in short:
        if missing <= 0:
            continue
        reach = GATHER[what] * left / missing
        chance *= min(1.0, reach) ** 1.5 * 0.85
    return chance


def _phases_left(s: GloryState) -> float:
    """Action phases still to come (the current one counts by its pawns left)."""
    later = max(0, C.ROUNDS - s.round)
    if s.phase in ("setup", "action"):
        return later + 1
    return float(later)


@lru_cache(maxsize=50_000)
def _done_titles(key: tuple) -> frozenset[str]:
    """The titles worth most that are all met at once (no resource counted twice), as
    ``titles.best_titles`` scores them; only titles met alone can take part, which keeps it small."""
    from game.games.glory.state import Tile

    ids, coins, strength, faith, relics, prestige, sup, played, mount, armor, brave, rogue = key
    q = PlayerState(seat=0, coins=coins, strength=strength, faith=faith, mount=mount, armor=armor)
    q.relics = [Tile(f"r{i}", "ring") for i in range(relics)]
    q.prestige = {f"p{i}": True for i in range(prestige)}
    q.supports = [Tile(f"{k}{i}", k) for k, n in sup for i in range(n)]
    q.discard = [jt for jt, n in zip(C.JOURNEY_TYPES, played) for _ in range(n)]
    q.brave, q.used_rogue = brave, rogue
    alone = [tid for tid in ids if feasible(q, (C.TITLES[tid],))]

    class _Table:
        public_titles = alone

    return frozenset(best_titles(_Table(), q))  # type: ignore[arg-type]


# Caps on what a title can ask for (more counts the same): coins, Strength, Faith, relics, Prestige.
TITLE_CAPS = (14, 3, 3, 7, 6)


def _holdings(s: GloryState, p: PlayerState, strength: int) -> tuple:
    """What of a player titles look at, as a key (amounts capped where more counts the same)."""
    sup: dict[str, int] = {}
    for t in p.supports:
        sup[t.kind] = sup.get(t.kind, 0) + 1
    caps = TITLE_CAPS
    return (
        min(p.coins, caps[0]),
        min(strength, caps[1]),
        min(p.faith, caps[2]),
        min(len(p.relics), caps[3]),
        min(len(p.prestige), caps[4]),
        tuple(sorted(sup.items())),
        tuple(sum(1 for c in p.discard if c[0] == jt) for jt in C.JOURNEY_TYPES),
        p.mount,
        p.armor,
        p.brave,
        p.used_rogue,
    ), tuple(sum(1 for c in p.hand if c[-1] == jt or c[0] == jt) for jt in C.JOURNEY_TYPES)


def titles_value(
    s: GloryState, seat: int, own: bool, strength_left: int | None = None, extra: str = "", holdings=None
) -> float:
    """Titles' glory to expect at the end: those met as things stand almost fully, the others by
    how far they are met and the rounds left; another seat's objectives at a flat worth.
    ``extra``: one more objective kept; ``holdings``: ``_holdings`` already worked out."""
    p = s.players[seat]
    if s.phase == "over":
        return 0.0
    mine = (p.titles + [extra]) if own and extra else p.titles if own else []
    known = tuple(t for t in dict.fromkeys(s.public_titles + mine) if t in C.TITLES and t != "brave")
    hidden = 0 if own else len(p.titles)
    chron = count_supports(p, "chronicler")
    if holdings is None:
        strength = p.strength if strength_left is None else min(p.strength, strength_left)
        holdings = _holdings(s, p, strength)
    res, held = holdings
    full = (known, res, held, hidden, chron, s.round, s.phase)
    got = _TITLES_CACHE.get(full)
    if got is not None:
        return got
    if len(_TITLES_CACHE) > 100_000:
        _TITLES_CACHE.clear()
    done = _done_titles((known, *res))
    left = _phases_left(s)
    final = s.phase in ("final_journey", "titles")
    value = 0.0
    partial = []
    for tid in known:
        g = C.TITLES[tid].glory + chron
        if tid in done:
            value += g * (1.0 if final else 0.92)
            continue
        if final:
            continue
        partial.append(g * title_chance(s, p, C.TITLES[tid]) * 0.75)
    partial.sort(reverse=True)
    value += sum(partial[:2])
    value += hidden * HIDDEN_TITLE * (1 + 0.3 * chron) * (1.0 if left > 0 else 0.6)
    _TITLES_CACHE[full] = value
    return value


_TITLES_CACHE: dict[tuple, float] = {}


def title_pick_value(s: GloryState, p: PlayerState, tid: str, holdings=None) -> float:
    """What keeping one more objective ``tid`` adds to the seat's titles (no resource counted twice)."""
    if tid not in C.TITLES:
        return HIDDEN_TITLE * 0.6
    if tid in s.public_titles or tid in p.titles:
        return 0.0
    if holdings is None:
        holdings = _holdings(s, p, p.strength)
    before = titles_value(s, p.seat, True, holdings=holdings)
    after = titles_value(s, p.seat, True, extra=tid, holdings=holdings)
    if tid == "brave" and p.brave == 0:
        glory = C.TITLES["brave"].glory + count_supports(p, "chronicler")
        kit = Kit(p.mount, p.armor, min(D.MAX_STRENGTH, p.strength), min(p.faith, 2), _reroll(p))
        after += duel_odds(kit, brave_foe(float(glory)))[1]
    return max(0.0, after - before)


# --------------------------------------------------------------------------- coins


def _coin_price(s: GloryState, p: PlayerState, upgrade_rate: float, share: float) -> tuple[float, int]:
    """(price of a coin while upgrades are left to buy, coins those upgrades still take)."""
    if s.phase not in ("setup", "action", "journey", "registration", "tournament", "bonus_journey"):
        return 0.0, 0
    if s.round >= 3 and s.phase not in ("setup", "action"):
        return 0.0, 0
    sink = 0
    for item in ("mount", "armor"):
        for lv in range(getattr(p, item) + 1, C.MAX_LEVEL + 1):
            sink += C.MARKET_PRICES[lv]
    return share * upgrade_rate, sink


# --------------------------------------------------------------------------- the whole


def worth(s: GloryState, seat: int, me: int | None = None, wt: Weights = PARTNER) -> Worth:
    """Expected final glory of ``seat`` as ``me`` judges it (see the module doc); ``wt``: the
    judgement calls (``weights``)."""
    p = s.players[seat]
    own = me is None or me == seat
    w = Worth(glory=float(p.glory))
    if s.phase == "over":
        return w
    sol = Plan(s, seat, me).solve()
    w.duels = sol.value + TOKEN_LEFT * max(0, sol.tokens_left) + FAITH_LEFT * max(0, min(sol.faith_left, 6))
    w.token_gains = tuple(max(g, TOKEN_LEFT) for g in sol.token_gains)
    w.faith_gains = tuple(max(g, FAITH_LEFT) for g in sol.faith_gains)
    w.token_price = w.token_gains[0]
    w.faith_price = w.faith_gains[0]
    w.mount_gain, w.armor_gain = sol.mount_gain, sol.armor_gain
    w.item1_gain, w.item2_gain, w.prestige_gain = sol.item1_gain, sol.item2_gain, sol.prestige_gain
    w.titles = titles_value(s, seat, own, strength_left=sol.tokens_left)
    # coins: what the upgrades they can still buy at a later action phase make of them, then little
    rate = 0.0
    for item, gain in (("mount", sol.mount_later), ("armor", sol.armor_later)):
        level = getattr(p, item)
        if level < C.MAX_LEVEL:
            rate = max(rate, gain / C.MARKET_PRICES[level + 1])
    high, sink = _coin_price(s, p, rate, wt.coin_share)
    low = COIN_LOW.get(s.round, 0.1) if s.phase not in ("final_journey", "titles") else COIN_END
    if s.round >= 3 and s.phase not in ("setup", "action", "journey"):
        low = COIN_END
    n_high = min(p.coins, sink)
    w.coins = high * n_high + low * (p.coins - n_high)
    w.coin_price = high if p.coins < sink else low
    w.cards = _cards_value(s, seat, own, w) + _pending_value(s, seat, own, w)
    w.other = _other_value(s, seat, wt)
    return w


def _cards_value(s: GloryState, seat: int, own: bool, w: Worth) -> float:
    p = s.players[seat]
    if s.phase in ("titles", "over"):
        return 0.0
    if own:
        values = sorted((card_value(s, p, c, w) for c in p.hand if c[0] != "C"), reverse=True)
    else:
        values = sorted((BLIND_CARD.get(c[-1] if c[0] == "?" else c[0], 1.3) for c in p.hand), reverse=True)
    plays = 3 + count_supports(p, "emissary")
    phases = max(0, C.ROUNDS - s.round) + (0 if s.phase == "final_journey" else 1)
    if s.phase in JOURNEY_PHASES:
        now = 0 if p.journey_done else max(0, p.journey_limit - p.journey_played)
        room = now + plays * max(0, phases - 1)
    else:
        room = plays * max(1, phases)
    if own:
        room = max(0, room - sum(1 for c in p.hand if c[0] == "C"))
    return CARD_PLAY * sum(values[:room])


def _pending_value(s: GloryState, seat: int, own: bool, w: Worth) -> float:
    total = 0.0
    p = s.players[seat]
    for pend in s.pending:
        if pend.seat != seat:
            continue
        if pend.kind == "travel":
            face = sorted(
                (card_value(s, p, c, w) if c[0] != "C" else _challenge_card_value(s, p, c, w))
                for t in C.JOURNEY_TYPES
                for c in s.face_up[t]
            )[::-1]
            blind = [BLIND_CARD[t] for t in C.JOURNEY_TYPES if s.decks[t]]
            pool = sorted(face + blind * pend.n, reverse=True)
            total += CARD_PLAY * sum(pool[: pend.n])
        elif pend.kind == "keep_title":
            total += max((title_pick_value(s, p, t) for t in pend.items), default=0.0) if own else HIDDEN_TITLE
        elif pend.kind == "reward" and pend.card in C.JOURNEY:
            jc = C.JOURNEY[pend.card]
            total += max(option_value(s, p, jc.reward[int(i)], w) for i in pend.items)
    return total


def _challenge_card_value(s: GloryState, p: PlayerState, card: str, w: Worth) -> float:
    """A Challenge card to take: its duel at one Faith token and a few tokens, net of the tokens."""
    jc = C.JOURNEY[card]
    reward = max(option_value(s, p, o, w) for o in jc.reward)
    kit = Kit(p.mount, p.armor, 3, min(1, p.faith + 1), _reroll(p), (), len(p.prestige))
    pw, ev = duel_odds(kit, card_foe(card, reward + 0.3))
    return CARD_PLAY * ev - 2.5 * w.token_price * pw


def _other_value(s: GloryState, seat: int, wt: Weights) -> float:
    p = s.players[seat]
    phases = _phases_left(s)
    journeys = max(0, C.ROUNDS - s.round) + (1 if s.phase in ("setup", "action", "journey") else 0)
    value = 0.0
    value += PHASE_SUPPORT["queen"] * count_supports(p, "queen") * phases
    value += PHASE_SUPPORT["diplomat"] * count_supports(p, "diplomat") * phases
    value += PHASE_SUPPORT["emissary"] * count_supports(p, "emissary") * journeys
    value += PRESTIGE_TOKEN * len(p.prestige)
    if s.n >= 2 and s.round < 3 and s.phase not in ("final_journey", "titles", "over"):
        order = [x for x in s.initiative if x != OTTO]
        nxt = list(s.initiative_pawns) + [x for x in order if x not in s.initiative_pawns]
        if seat in nxt and nxt.index(seat) == 0:
            value += wt.initiative
    return value


def otto_worth(s: GloryState) -> float:
    """Otto's expected final glory in Rivalry: his glory, what a round brings him, his titles."""
    o = s.solo
    assert o is not None
    if s.phase == "over":
        return float(o.glory)
    rounds_left = max(0, C.ROUNDS - s.round) + (1 if s.phase in BEFORE_MAINTENANCE + ("registration",) else 0)
    titles = sum(C.TITLES[t].glory for t in s.public_titles) + 4.0 * len(o.titles)
    return o.glory + 8.0 * rounds_left + titles


def score(s: GloryState, seat: int, wt: Weights = PARTNER) -> float:
    """``seat``'s expected final glory minus its rivals' (the best rival counts most), as it judges."""
    if s.solo is not None:
        mine = worth(s, seat, None, wt).total if s.phase != "over" else float(s.players[seat].glory)
        if s.solo.mode == "score":
            return mine - C.SCORE_TARGETS[s.solo.difficulty]
        if s.solo.mode == "rivalry":
            return mine - otto_worth(s)
        return mine
    if s.phase == "over":
        mine = s.players[seat].glory
        others = [p.glory for p in s.players if p.seat != seat]
        return mine - max(others)
    mine = worth(s, seat, None, wt).total
    others = [worth(s, i, seat, wt).total for i in range(s.n) if i != seat]
    return mine - (0.7 * max(others) + 0.3 * sum(others) / len(others))
