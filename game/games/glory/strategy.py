"""Glory strategy: what a position is worth to a seat, in glory points still to come (issue 9).

``worth(state, seat)`` estimates a player's final glory from what the table shows: glory already
scored, plus what the player can still expect from

* tournaments — the duels of this round's tournament (registered or still open to them) and of the
  rounds ahead, each worth its glory times the exact chance to win it (``duel_ai.duel_win_estimate``),
  with the Strength tokens shared out between the duels where they help most;
* titles — those completed as things stand (``titles.best_titles``), the Brave duel, and partial credit
  for those in reach;
* journey cards in hand, pending choices (cards to take, a title to keep, a reward), coins, Faith,
  prestige and the supports that work outside duels.

``evaluate(state, seat)`` squashes "my worth minus my rivals'" into [0, 1] for the generic bots.
``breakdown`` gives the parts (the bots explain their choices with the part that moved most).
Everything reads only what ``rules.view(state, seat)`` shows (other hands are card backs, other
objectives unknown): the functions work on views and on determinized states alike.
"""

from __future__ import annotations

import math
from functools import lru_cache

from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory.duel_ai import duel_win_estimate
from game.games.glory.effects import count_supports
from game.games.glory.state import OTTO, GloryState, PlayerState, Tile, clone_player, shallow_clone
from game.games.glory.titles import best_titles, candidates  # noqa: F401 (candidates: used by bots)

# Supports and relics that change a duel (the rest work outside duels or pay once).
DUEL_SUPPORTS = frozenset(D.TENT_SUPPORTS + D.LANCE_SUPPORTS + (D.SISTER, D.BISHOP))
# A typical knight of each round, for tournaments whose knights are not on the board yet: attack,
# glory, prestige (the averages of the round's types, see content.KNIGHT_LIST).
TYPICAL = {1: (7, 4, 1), 2: (8, 6, 1), 3: (9, 8, 2)}
# Strength a player gathers in a round besides their income (Training, Warm-Up, cards): ours.
ROUND_STRENGTH = 1
# Value of one coin while it can still buy something (Market, supports, Market cards), and after.
COIN_EARLY, COIN_LATE = 0.45, 0.12
# Journey cards whose faces are unknown (another's hand, a blind draw): value by type.
BLIND_CARD = {"R": 1.6, "M": 1.2, "C": 1.5}
# Flat worth of a hidden objective of a rival (we cannot see it).
HIDDEN_TITLE = 2.0
# Supports that pay outside duels: value per round still to come.
PHASE_SUPPORT = {"queen": 1.0, "emissary": 1.2, "diplomat": 0.6}


# ----------------------------------------------------------------------------- duel odds


def _sig(p: PlayerState, fresh: bool) -> tuple:
    """What of a player matters in a duel, as a hashable key. ``fresh``: every tile active again
    (a later round, after maintenance)."""
    sup: dict[str, int] = {}
    for t in p.supports:
        if t.kind in DUEL_SUPPORTS and (fresh or t.active):
            sup[t.kind] = sup.get(t.kind, 0) + 1
    rel: dict[str, int] = {}
    for t in p.relics:
        if fresh or t.active:
            rel[t.kind] = rel.get(t.kind, 0) + 1
    prestige = len(p.prestige) if fresh else sum(1 for a in p.prestige.values() if a)
    return (p.mount, p.armor, min(p.faith, 2), tuple(sorted(sup.items())), tuple(sorted(rel.items())), prestige)


def _combatant(sig: tuple, tokens: int) -> D.Combatant:
    mount, armor, faith, sup, rel, prestige = sig
    return D.player(
        0,
        mount=mount,
        armor=armor,
        strength=tokens,
        faith=faith,
        supports=dict(sup),
        relics=dict(rel),
        prestige=[f"p{i}" for i in range(prestige)],
        initiative=1,
    )


@lru_cache(maxsize=300_000)
def win_p(sig: tuple, tokens: int, opp: tuple) -> float:
    """Chance that a player of signature ``sig`` committing ``tokens`` Strength beats ``opp``:
    ("k", attack, prestige, abilities) a knight or card, ("o", attack, prestige) Otto, or
    ("p", sig, tokens) another player."""
    me = _combatant(sig, tokens)
    if opp[0] == "k":
        other = D.knight("k", opp[1], 0, opp[2], list(opp[3]))
    elif opp[0] == "o":
        other = D.otto(opp[1], opp[2], 0, 0)
    else:
        other = _combatant(opp[1], opp[2])
        other.initiative = 0
    return duel_win_estimate(me, other, tokens)


def knight_opp(kid: str) -> tuple:
    k = C.KNIGHTS[kid]
    abilities: tuple[str, ...] = ()
    if k.type == "polish":
        abilities += (D.POLISH,)
    if k.veteran:
        abilities += ({"red": "veteran:strength", "black": "veteran:mount", "white": "veteran:armor"}[k.veteran],)
    return ("k", k.attack, k.prestige, abilities)


def card_opp(card: str) -> tuple:
    jc = C.JOURNEY[card]
    abilities: tuple[str, ...] = ()
    if jc.polish:
        abilities += (D.POLISH,)
    if jc.veteran:
        abilities += ({"red": "veteran:strength", "black": "veteran:mount", "white": "veteran:armor"}[jc.veteran],)
    return ("k", jc.attack, jc.prestige, abilities)


def typical_opp(rnd: int) -> tuple[tuple, float]:
    a, g, pr = TYPICAL[rnd]
    return ("k", a, pr, ()), float(g)


def duel_ev(p_win: float, glory: float) -> float:
    """Expected glory of a duel worth ``glory``: a loss with one clash won scores half (about a third of
    the losses, more for even duels)."""
    return glory * (p_win + 0.5 * 0.6 * p_win * (1.0 - p_win) * 2)


def allocate(sig: tuple, tokens: int, duels: list[tuple[tuple, float]]) -> tuple[float, int]:
    """Share ``tokens`` out between ``duels`` ((opponent, glory) pairs), one at a time where the next
    token adds most; returns (expected glory, tokens left over)."""
    if not duels:
        return 0.0, tokens
    given = [0] * len(duels)
    values = [duel_ev(win_p(sig, 0, o), g) for o, g in duels]
    left = tokens
    while left > 0:
        best, gain = -1, 1e-6
        for i, (o, g) in enumerate(duels):
            if given[i] >= D.MAX_STRENGTH:
                continue
            d = duel_ev(win_p(sig, given[i] + 1, o), g) - values[i]
            if d > gain:
                best, gain = i, d
        if best < 0:
            break
        given[best] += 1
        values[best] += gain
        left -= 1
    return sum(values), left


# ----------------------------------------------------------------------------- tournaments


def _entrant_opp(s: GloryState, entrant: str, rnd: int) -> tuple[tuple, float]:
    """An entrant of a Plaisance bracket as an opponent (and the glory of beating it)."""
    if entrant.startswith("k:") and entrant[2:] in C.KNIGHTS:
        return knight_opp(entrant[2:]), float(C.KNIGHTS[entrant[2:]].glory)
    if entrant == "o" and s.solo is not None:
        return ("o", s.solo.attack, s.solo.prestige), 7.0
    if entrant.startswith("p:"):
        q = s.players[int(entrant[2:])]
        return ("p", _sig(q, False), min(D.MAX_STRENGTH, q.strength)), 7.0
    return typical_opp(rnd)


def _side_best(s: GloryState, row: list[str], lo: int, hi: int, rnd: int) -> tuple[tuple, float]:
    """The likely winner of bracket slots lo..hi-1 (the strongest knight there, else a typical one)."""
    knights = [e[2:] for e in row[lo:hi] if e.startswith("k:") and e[2:] in C.KNIGHTS]
    if knights:
        k = max(knights, key=lambda x: (C.KNIGHTS[x].glory, C.KNIGHTS[x].prestige))
        return knight_opp(k), float(C.KNIGHTS[k].glory)
    for e in row[lo:hi]:
        if e:
            return _entrant_opp(s, e, rnd)
    return typical_opp(rnd)


def plaisance_path(s: GloryState, sig: tuple, tokens: int, slot: int, trophy: float) -> float:
    """Expected glory of entering the Plaisance bracket at ``slot`` (three duels at most)."""
    row = s.bracket[0]
    rnd = s.round
    opps = [_entrant_opp(s, row[slot ^ 1], rnd) if row[slot ^ 1] else typical_opp(rnd)]
    base2 = (slot // 4) * 4 + (0 if (slot // 2) % 2 else 2)
    opps.append(_side_best(s, row, base2, base2 + 2, rnd))
    base3 = 0 if slot >= 4 else 4
    opps.append(_side_best(s, row, base3, base3 + 4, rnd))
    value, reach, left = 0.0, 1.0, tokens
    for i, (o, g) in enumerate(opps):
        t = min(D.MAX_STRENGTH, left)
        left -= t
        pw = win_p(sig, t, o)
        stake = g + (trophy if i == 2 else 0.0)
        value += reach * duel_ev(pw, stake)
        if i == 0:
            value += reach * (1 - pw) * 1.6  # two extra journey cards after a first-duel defeat
        elif i == 1:
            value += reach * (1 - pw) * 0.8
        reach *= pw
    return value


def _pas_duels(s: GloryState, seat: int, who_done: bool) -> list[tuple[tuple, float]]:
    """The Pas d'Armes duels ``seat`` will fight this round: registered ones still to come, and while
    registration is open, the best free knight of other towns up to two duels."""
    queue = [(t, i) for t, row in enumerate(s.pas) for i, x in enumerate(row) if x.challenger != -1]
    start = s.duel_index if s.phase == "tournament" else 0
    mine = [(t, i) for t, i in queue[start:] if s.pas[t][i].challenger == seat]
    duels = [(knight_opp(s.pas[t][i].knight), float(C.KNIGHTS[s.pas[t][i].knight].glory)) for t, i in mine]
    if who_done or s.phase == "tournament":
        return duels
    towns = {t for t, row in enumerate(s.pas) for x in row if x.challenger == seat}
    free = []
    for t, row in enumerate(s.pas):
        if t in towns:
            continue
        opts = [x.knight for x in row if x.challenger == -1]
        if opts:
            free.append(opts)
    p = s.players[seat]
    sig = _sig(p, False)
    tok = min(D.MAX_STRENGTH, p.strength)
    picks = []
    for opts in free:
        k = max(opts, key=lambda x: duel_ev(win_p(sig, tok, knight_opp(x)), C.KNIGHTS[x].glory))
        picks.append((duel_ev(win_p(sig, tok, knight_opp(k)), C.KNIGHTS[k].glory), k))
    picks.sort(reverse=True)
    room = max(0, 2 - len(towns))
    for _v, k in picks[:room]:
        duels.append((knight_opp(k), float(C.KNIGHTS[k].glory)))
    return duels


def _reg_closed(s: GloryState, seat: int) -> bool:
    """Whether ``seat`` can no longer add a Pas d'Armes registration this round."""
    if s.phase == "registration":
        return s.reg_pass == 1 and seat in s.reg_done
    return s.phase not in ("setup", "action", "journey")


def current_tournament(s: GloryState, seat: int) -> tuple[float, int]:
    """Expected glory of this round's tournament for ``seat`` and the Strength it leaves over."""
    p = s.players[seat]
    ph = s.phase
    if ph not in ("setup", "action", "journey", "registration", "tournament"):
        return 0.0, p.strength
    sig = _sig(p, ph in ("setup", "action", "journey"))
    tokens = p.strength
    if ph in ("setup", "action", "journey"):
        tokens += C.CHARACTERS[p.character].income_strength if p.character else 2
    extra = 0.0
    if s.duel is not None and s.duel.reason == "tournament" and f"p:{seat}" in (s.duel.a, s.duel.b):
        extra = _duel_now(s, seat)
    if s.pas:
        return _sum(allocate(sig, tokens, _pas_duels(s, seat, _reg_closed(s, seat))), extra)
    if not s.bracket:
        return extra, tokens
    trophy = 2.0 if not s.trophy else 3.0
    tag = f"p:{seat}"
    row = s.bracket[0]
    if ph == "tournament":
        return extra, max(0, tokens - 2)
    if tag in row:
        return plaisance_path(s, sig, tokens, row.index(tag), trophy), max(0, tokens - 6)
    free = [i for i, x in enumerate(row) if not x]
    if not free:
        return 0.0, tokens
    best = max(plaisance_path(s, sig, tokens, i, trophy) for i in free)
    return best, max(0, tokens - 6)


def _sum(pair: tuple[float, int], extra: float) -> tuple[float, int]:
    return pair[0] + extra, pair[1]


def _duel_now(s: GloryState, seat: int) -> float:
    """Expected glory still to come from the duel being fought (its current clash score counted)."""
    ds = s.duel.state if s.duel is not None else None
    if ds is None or ds.phase in (D.RECOVER, D.DONE):
        return 0.0
    me = next((i for i, c in enumerate(ds.sides) if c.is_player and c.seat == seat), -1)
    if me < 0:
        return 0.0
    opp = ds.sides[1 - me]
    glory = float(opp.glory_value if opp.kind == D.KNIGHT else 7)
    mine = ds.sides[me].clone()
    mine.strength += mine.board_strength
    other = opp.clone()
    if other.is_player:
        other.strength += other.board_strength
    pd = duel_win_estimate(mine, other)
    pc = math.sqrt(max(0.0, min(1.0, pd)))  # a rough per-clash chance
    a = ds.advantage[me]
    b = ds.advantage[1 - me]
    if a >= 1 and b >= 1:
        pw = pc
    elif a >= 1:
        pw = 1 - (1 - pc) ** 2
    elif b >= 1:
        pw = pc * pc
    else:
        pw = pd
    if ds.context != "tournament":
        return 0.0
    return duel_ev(pw, glory)


def future_tournaments(s: GloryState, seat: int, tokens: int) -> float:
    """Expected glory of the tournaments of the rounds after this one (every tile fresh again)."""
    p = s.players[seat]
    first = s.round + 1
    if s.phase in ("final_journey", "titles", "over"):
        return 0.0
    sig = _sig(p, True)
    income = C.CHARACTERS[p.character].income_strength if p.character else 2
    total = 0.0
    left = tokens
    for rnd in range(first, C.ROUNDS + 1):
        left += income + ROUND_STRENGTH
        opp, g = typical_opp(rnd)
        if s.tournament_types[rnd - 1] == C.PAS:
            v, left = allocate(sig, left, [(opp, g), (opp, g)])
        else:
            pw = win_p(sig, min(4, left), opp)
            v = duel_ev(pw, g) + pw * duel_ev(win_p(sig, min(4, max(0, left - 4)), opp), g + 1)
            v += (1 - pw) * 1.6
            left = max(0, left - 6)
        total += 0.9 * v
    return total


# ----------------------------------------------------------------------------- titles


def _progress(p: PlayerState, t: C.Title) -> float:
    """How far ``p`` is towards title ``t`` alone (0..1)."""
    if t.duel is not None:
        return 1.0
    if t.equipped:
        return max(0.0, (p.mount + p.armor - 4) / 4)
    if t.played is not None:
        jtype, n = t.played
        done = sum(1 for c in p.discard if c[0] == jtype)
        held = sum(1 for c in p.hand if c[-1] == jtype)
        return min(1.0, (done + 0.5 * held) / n)
    if not t.needs:
        return 0.0
    have = {
        "coins": p.coins,
        "strength": p.strength,
        "faith": p.faith,
        "relics": len(p.relics),
        "prestige": len(p.prestige),
        "supports": len(p.supports),
    }
    parts = []
    for what, n in t.needs:
        got = have[what] if what in have else count_supports(p, what)
        parts.append(min(1.0, got / n))
    return sum(parts) / len(parts)


def brave_p(p: PlayerState, late: bool) -> float:
    """Chance to win the Brave title's duel (before round 3's tournament: with 2 Strength left)."""
    attack, prestige = C.TITLES["brave"].duel
    tokens = min(D.MAX_STRENGTH, p.strength if late else 2)
    return win_p(_sig(p, True), tokens, ("k", attack, prestige, ()))


def _title_key(p: PlayerState, ids: tuple[str, ...]) -> tuple:
    sup: dict[str, int] = {}
    for t in p.supports:
        sup[t.kind] = sup.get(t.kind, 0) + 1
    played = tuple(sum(1 for c in p.discard if c[0] == jt) for jt in C.JOURNEY_TYPES)
    return (
        ids,
        p.coins,
        p.strength,
        p.faith,
        len(p.relics),
        len(p.prestige),
        tuple(sorted(sup.items())),
        played,
        p.mount,
        p.armor,
        p.brave,
        p.used_rogue,
    )


@lru_cache(maxsize=100_000)
def _best_titles(key: tuple) -> frozenset[str]:
    ids, coins, strength, faith, relics, prestige, sup, played, mount, armor, brave, rogue = key
    q = PlayerState(seat=0, coins=coins, strength=strength, faith=faith, mount=mount, armor=armor)
    q.relics = [Tile(f"r{i}", "ring") for i in range(relics)]
    q.prestige = {f"p{i}": True for i in range(prestige)}
    q.supports = [Tile(f"{k}{i}", k) for k, n in sup for i in range(n)]
    q.discard = [jt for jt, n in zip(C.JOURNEY_TYPES, played) for _ in range(n)]
    q.brave, q.used_rogue = brave, rogue
    fake = _TitleTable(list(ids))
    return frozenset(best_titles(fake, q))  # type: ignore[arg-type]


class _TitleTable:
    """Just enough of a state for ``titles.best_titles`` (the titles to consider)."""

    def __init__(self, ids: list[str]) -> None:
        self.public_titles = ids


def title_chance(p: PlayerState, tid: str, rounds_left: int, late: bool) -> float:
    """Rough chance that ``p`` completes title ``tid`` by the end (alone)."""
    t = C.TITLES[tid]
    if tid == "brave":
        if p.brave != 0:
            return 1.0 if p.brave == 1 else 0.0
        return brave_p(p, late)
    f = _progress(p, t)
    if f >= 1.0:
        return 0.95
    reach = min(1.0, 0.15 + 0.3 * rounds_left)
    return reach * f * f * 0.6


def titles_value(s: GloryState, seat: int, me: int | None = None) -> float:
    """Titles' glory to expect at the end for ``seat``. The personal objectives of a seat other than
    ``me`` (the one judging) count a flat worth each, whatever a determinization dealt them.
    Titles completed as things stand count almost fully (no resource counted twice); of the others,
    only the two most advanced get partial credit (resources are scarce)."""
    p = s.players[seat]
    if s.phase == "over":
        return 0.0
    own = p.titles if me is None or me == seat else []
    known = [t for t in dict.fromkeys(s.public_titles + own) if t in C.TITLES]
    hidden = len(p.titles) - sum(1 for t in own if t in C.TITLES)
    chron = count_supports(p, "chronicler")
    done = _best_titles(_title_key(p, tuple(t for t in known if t != "brave")))
    late = s.round >= 3 and s.phase not in ("setup", "action")
    rounds_left = max(0, C.ROUNDS - s.round) + (0 if late else 1)
    value = 0.0
    partial = []
    for tid in known:
        g = C.TITLES[tid].glory + chron
        if tid in done:
            value += g * (1.0 if late else 0.9)
        elif tid == "brave":
            value += g * title_chance(p, tid, rounds_left, late)
        else:
            partial.append(g * title_chance(p, tid, rounds_left, late))
    partial.sort(reverse=True)
    value += sum(partial[:2]) * 0.8
    return value + hidden * HIDDEN_TITLE * (1 + 0.3 * chron)


# ----------------------------------------------------------------------------- cards and pendings


def gain_value(s: GloryState, p: PlayerState, what: str, v: object) -> float:
    """A rough glory-equivalent of one gain (journey rewards, pending choices)."""
    early = s.round < 3 or s.phase in ("setup", "action", "journey")
    if what == "glory":
        return float(v)
    if what == "coins":
        return (COIN_EARLY if early else COIN_LATE) * int(v)
    if what == "strength":
        return (0.7 if early else 0.35) * int(v)
    if what == "faith":
        return (0.35 if early else 0.15) * int(v)
    if what == "prestige":
        return 0.0 if v in p.prestige else 1.3
    if what == "relic":
        return 1.3 if s.relic_supply.get(str(v), 0) > 0 else 0.0
    if what == "support":
        return 1.6 if any(C.SUPPORT_TILES[t] == v for t in s.piles.get("scroll", ())) else 0.0
    if what in ("mount", "armor"):
        level = int(v)
        if getattr(p, what) != level - 1:
            return 0.0
        return (2.4 if what == "mount" else 1.8) * (1.0 if early else 0.4)
    if what == "titles":
        return 2.0
    if what == "journey":
        return 1.3 * int(v)
    return 0.0


def option_value(s: GloryState, p: PlayerState, option: tuple) -> float:
    return sum(gain_value(s, p, w, v) for w, v in option)


def card_value(s: GloryState, p: PlayerState, card: str) -> float:
    """What a journey card in hand should bring when played (Challenge: times the chance to win)."""
    if card[0] == "?":
        return BLIND_CARD.get(card[-1], 1.4)
    jc = C.JOURNEY.get(card)
    if jc is None:
        return 1.4
    best = max(option_value(s, p, o) for o in jc.reward) if jc.reward else 0.0
    if jc.type == "R":
        return best + 0.25
    if jc.type == "M":
        price = jc.cost * (COIN_EARLY if s.round < 3 else COIN_LATE)
        return max(0.2, best - price) if p.coins >= jc.cost or s.phase in ("action", "setup") else 0.4
    t, pw = challenge_tokens(_sig(p, True), min(2, p.strength), card)
    return pw * (best + 0.4) - 0.3 * t


def hand_value(s: GloryState, seat: int, me: int | None = None) -> float:
    """Journey cards in hand, as many as can still be played; a rival's cards count by their backs."""
    p = s.players[seat]
    if s.phase in ("titles", "over"):
        return 0.0
    if me is None or me == seat:
        values = sorted((card_value(s, p, c) for c in p.hand), reverse=True)
    else:
        values = sorted((BLIND_CARD.get(c[-1] if c[0] == "?" else c[0], 1.4) for c in p.hand), reverse=True)
    plays = 3 + count_supports(p, "emissary")
    phases = max(0, C.ROUNDS - s.round) + (1 if s.phase not in ("final_journey",) else 0)
    if s.phase in ("journey", "final_journey", "bonus_journey"):
        left_now = max(0, p.journey_limit - p.journey_played) if not p.journey_done else 0
        room = left_now + plays * max(0, phases - 1)
    else:
        room = plays * max(1, phases)
    return 0.85 * sum(values[:room])


def pending_value(s: GloryState, seat: int) -> float:
    """What the decisions waiting for ``seat`` should bring (cards to take, title to keep, reward)."""
    total = 0.0
    p = s.players[seat]
    for pend in s.pending:
        if pend.seat != seat:
            continue
        if pend.kind == "travel":
            face = sorted(
                (card_value(s, p, c) for t in C.JOURNEY_TYPES for c in s.face_up[t]),
                reverse=True,
            )
            blind = [BLIND_CARD[t] for t in C.JOURNEY_TYPES if s.decks[t]]
            pool = sorted(face + blind * pend.n, reverse=True)
            total += 0.85 * sum(pool[: pend.n])
        elif pend.kind == "keep_title":
            late = s.round >= 3 and s.phase not in ("setup", "action")
            rounds_left = max(0, C.ROUNDS - s.round) + (0 if late else 1)
            known = [C.TITLES[t].glory * title_chance(p, t, rounds_left, late) for t in pend.items if t in C.TITLES]
            total += 0.8 * max(known) if known else HIDDEN_TITLE
        elif pend.kind == "reward" and pend.card in C.JOURNEY:
            jc = C.JOURNEY[pend.card]
            total += max(option_value(s, p, jc.reward[int(i)]) for i in pend.items)
    return total


def challenge_tokens(sig: tuple, strength: int, card: str) -> tuple[int, float]:
    """Strength a Challenge card's duel is worth (the fewest tokens within 10 points of the best
    chance) and the chance to win with them."""
    opp = card_opp(card)
    top = min(D.MAX_STRENGTH, strength)
    best = win_p(sig, top, opp)
    for t in range(top + 1):
        pw = win_p(sig, t, opp)
        if pw >= best - 0.1:
            return t, pw
    return top, best


def _challenge_now(s: GloryState, seat: int) -> tuple[float, int]:
    """A Challenge card duel of ``seat`` under way: its expected reward and the Strength it should cost."""
    ctx = s.duel
    if ctx is None or ctx.reason != "challenge" or ctx.a != f"p:{seat}" or ctx.state is None:
        return 0.0, 0
    ds = ctx.state
    if ds.phase in (D.RECOVER, D.DONE) or ctx.card not in C.JOURNEY:
        return 0.0, 0
    p = s.players[seat]
    c = ds.sides[0]
    tokens, pw = challenge_tokens(_sig(p, False), c.strength + c.board_strength, ctx.card)
    if ds.advantage[0] >= 1 and ds.advantage[1] == 0:
        pw = min(1.0, pw + 0.25)
    elif ds.advantage[1] >= 1 and ds.advantage[0] == 0:
        pw = max(0.0, pw - 0.25)
    jc = C.JOURNEY[ctx.card]
    best = max(option_value(s, p, o) for o in jc.reward)
    value = pw * (best + 0.4) + (1 - pw) * 0.85 * card_value(s, p, ctx.card) - 0.1
    spend = round(tokens * (pw + (1 - pw) * 0.7))
    return value, spend


# ----------------------------------------------------------------------------- the whole


def breakdown(s: GloryState, seat: int, me: int | None = None) -> dict[str, float]:
    """The parts of ``worth`` (glory-equivalents): glory, duels, titles, cards, coins, other."""
    p = s.players[seat]
    challenge, spend = _challenge_now(s, seat)
    if spend:
        s = shallow_clone(s)
        s.players = list(s.players)
        q = clone_player(p)
        q.strength = max(0, q.strength - spend)
        s.players[seat] = q
    now, left = current_tournament(s, seat)
    duels = now + future_tournaments(s, seat, left)
    early = s.round < 3 or s.phase in ("setup", "action")
    rounds_left = max(0, C.ROUNDS - s.round) + (1 if s.phase in ("setup", "action", "journey") else 0)
    other = 0.0
    for kind, v in PHASE_SUPPORT.items():
        other += v * count_supports(p, kind) * rounds_left
    other += (0.3 if early else 0.1) * min(p.faith, 6)
    other += 0.5 * len(p.prestige)
    if s.round < 3 and s.phase in ("action", "journey", "registration", "tournament"):
        order = [x for x in s.initiative if x != OTTO]
        if seat in order:
            other += 0.3 * (len(order) - 1 - order.index(seat)) / max(1, len(order) - 1)
    return {
        "glory": float(p.glory),
        "duels": duels,
        "titles": titles_value(s, seat, me),
        "cards": hand_value(s, seat, me) + pending_value(s, seat) + challenge,
        "coins": (COIN_EARLY if early else COIN_LATE) * p.coins,
        "other": other,
    }


def worth(s: GloryState, seat: int, me: int | None = None) -> float:
    """Expected final glory of ``seat`` as ``me`` judges it (see the module doc)."""
    return sum(breakdown(s, seat, me).values())


def otto_worth(s: GloryState) -> float:
    """Otto's expected final glory in Rivalry: his glory, what a round brings him, his titles."""
    o = s.solo
    assert o is not None
    if s.phase == "over":
        return float(o.glory)
    rounds_left = max(0, C.ROUNDS - s.round) + (1 if s.phase in ("setup", "action", "journey", "registration") else 0)
    titles = sum(C.TITLES[t].glory for t in s.public_titles) + 4.0 * len(o.titles)
    return o.glory + 8.0 * rounds_left + (titles if s.phase not in ("over",) else 0.0)


def rivals_worth(s: GloryState, seat: int) -> float:
    others = [worth(s, i, seat) for i in range(s.n) if i != seat]
    if s.solo is not None and s.solo.mode == "rivalry":
        others.append(otto_worth(s))
    if not others:
        return 0.0
    best = max(others)
    return 0.7 * best + 0.3 * sum(others) / len(others)


def evaluate(s: GloryState, seat: int) -> float:
    """``worth`` against the rivals', squashed into [0, 1] (an Evaluator for the generic bots)."""
    if s.solo is not None and s.solo.mode == "score":
        return 1.0 / (1.0 + math.exp(-(worth(s, seat) - C.SCORE_TARGETS[s.solo.difficulty]) / 8.0))
    return 1.0 / (1.0 + math.exp(-(worth(s, seat) - rivals_worth(s, seat)) / 10.0))
