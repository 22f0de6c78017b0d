"""A tournament knight's plan, as rules of thumb (the easy level).

An experienced player's priorities, in order, written down: arm for the duels (a better mount and
armor while the rounds last, Strength for four tokens a duel, Faith for rerolls, the duel supports),
register where glory times the chance to win is highest (a Herald for a third town when the
Strength is there), fight Challenge cards only with the odds on its side, take the glory that lies
on the table (Minstrel, Lady, Siege, Crusade), and keep the titles it is already close to.
Chances are exact dice odds (``odds``); duel steps are the duel AI's.
"""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory import policy
from game.games.glory.effects import count_supports, discount
from game.games.glory.odds import Kit, card_foe, duel_odds, knight_foe
from game.games.glory.state import GloryState, PlayerState
from game.games.glory.value import _group

DUEL_TOKENS = 4  # Strength a duel wants
DUELS_A_ROUND = {C.PAS: 3, C.PLAISANCE: 2}
LANCE = (D.SQUIRE, D.WEAPONS_MASTER, D.ARMORER, D.VETERAN, D.WITCH)
GLORY_SUPPORTS = {"minstrel": 4, "lady": 5}
CHARACTER_SUPPORT = {"bishop": 4.0, "queen": 2.5, "emissary": 2.5, "king": 2.0}
# Title ease: how likely a plan reaches it from scratch (ours).
TITLE_EASE = {
    "influential": 0.7,
    "equipped": 0.55,
    "fortunate": 0.6,
    "wealthy": 0.45,
    "prestigious": 0.25,
    "strong": 0.2,
    "charming": 0.3,
    "traveler": 0.2,
    "religious": 0.15,
    "pious": 0.2,
    "patron": 0.25,
    "noble": 0.15,
    "dreaded": 0.1,
    "brave": 0.35,
}
REWARD_ORDER = ("glory", "mount", "armor", "strength", "relic", "support", "prestige", "faith", "titles", "coins")


def _kit(p: PlayerState, tokens: int, faith: int | None = None, fresh: bool = True) -> Kit:
    g = _group(p, fresh)
    return Kit(
        p.mount, p.armor, tokens, min(p.faith, 2) if faith is None else faith, g.reroll, tuple(g.items[:2]), g.prestige
    )


def _duel_ev(p: PlayerState, kid: str, tokens: int) -> float:
    return duel_odds(_kit(p, tokens), knight_foe(kid))[1]


def _kind_now(s: GloryState) -> str:
    return s.tournament_types[s.round - 1] if s.round - 1 < len(s.tournament_types) else C.PAS


def _strength_goal(s: GloryState) -> int:
    return DUEL_TOKENS * DUELS_A_ROUND.get(_kind_now(s), 2)


class PlannerBot:
    """Follows a tournament knight's priorities: arm for the duels (mount and armor while the rounds
    last, four Strength tokens a duel, Faith, duel supports), challenge where glory times the odds is
    highest, take the glory lying on the table, and keep the titles within reach."""

    level = "easy"

    def __init__(self) -> None:
        self.explain = ""

    def choose(self, rules, view: GloryState, seat: int, rng, deadline: float | None = None) -> tuple:
        if policy.in_duel(view, seat):
            legal = D.duel_legal(view.duel.state, seat)
            return legal[0] if len(legal) == 1 else policy.duel_choice(view, seat).action
        legal = rules.legal_actions(view, seat)
        if len(legal) == 1:
            return legal[0]
        kind = legal[0][0]
        s, p = view, view.players[seat]
        if kind == "equipment":
            return legal[0]
        if kind == "tournament":
            return self._tournament(s, p, legal)
        if kind == "character":
            return max(legal, key=lambda a: _character_score(C.CHARACTERS[a[1]]))
        if kind == "keep_title":
            return max(legal, key=lambda a: _title_score(s, p, a[1]))
        if kind in ("exchange", "done"):
            return self._exchange(s, p, legal)
        if kind == "take":
            return max(legal, key=lambda a: _take_score(s, p, a))
        if kind == "choose":
            return max(legal, key=lambda a: _reward_score(s, p, s.pending[-1].card, a[1]))
        if kind in ("attempt", "decline"):
            pw = duel_odds(_kit(p, min(4, p.strength), min(p.faith, 3)), card_foe_brave())[0]
            return ("attempt",) if pw >= 0.2 and ("attempt",) in legal else ("decline",)
        if s.phase == "registration":
            return self._register(s, p, legal)
        if kind in ("play", "stop"):
            return self._journey(s, p, legal)
        return self._place(s, p, seat, legal)

    # ----------------------------------------------------------------- setup
    def _exchange(self, s: GloryState, p: PlayerState, legal: list[tuple]) -> tuple:
        for a in legal:
            if a[0] == "exchange" and a[1][0] == "C":
                pw = duel_odds(_kit(p, 3, 1), card_foe(a[1], 1.0))[0]
                if pw < 0.45:
                    return a
        return ("done",)

    # ----------------------------------------------------------------- action phase
    def _place(self, s: GloryState, p: PlayerState, seat: int, legal: list[tuple]) -> tuple:
        by = {}
        for a in legal:
            by.setdefault(a[1], []).append(a)
        rnd = s.round
        goal = _strength_goal(s)
        income_s = C.CHARACTERS[p.character].income_strength if p.character else 2
        strength_by_tournament = p.strength + income_s
        # 1. an event worth its pawn
        for a in by.get("event", []):
            if _event_good(s, p, a):
                return a
        # 2. equipment while it can still serve two tournaments (or one, cheap)
        markets = by.get("market", [])
        if markets and (rnd < 3 or p.coins >= 6):
            order = sorted(markets, key=lambda a: (getattr(p, a[2]), a[2] != "mount"))
            return order[0]
        # 3. glory on the support track
        sup = by.get("support", [])
        for a in sup:
            kind = C.SUPPORT_TILES.get(s.track[a[2]], "")
            if kind in GLORY_SUPPORTS and discount(p, s.track_costs[a[2]]) <= p.coins:
                return a
        # 4. a third town with the Herald in a Pas d'Armes when the Strength will be there
        heralds = by.get("herald", [])
        if heralds and s.pas and rnd >= 2 and strength_by_tournament >= 6:
            mine = sum(1 for row in s.pas for x in row if x.challenger == seat)
            if mine == 0:
                best = max(heralds, key=lambda a: _duel_ev(p, s.pas[a[2]][a[3]].knight, 4))
                if _duel_ev(p, s.pas[best[2]][best[3]].knight, 4) >= 3.0:
                    return best
        # 5. Strength for four tokens a duel
        if "training" in by and strength_by_tournament < goal + 2:
            return by["training"][0]
        # 6. Faith for rerolls
        if "prayer" in by and p.faith < 3:
            return by["prayer"][0]
        # 7. a duel support going cheap
        cheap = [
            a
            for a in sup
            if C.SUPPORT_TILES.get(s.track[a[2]], "") in LANCE + (D.SISTER, "bishop", "queen", "emissary")
            and discount(p, s.track_costs[a[2]]) <= (1 if rnd < 3 else 2)
        ]
        if cheap:
            return min(cheap, key=lambda a: s.track_costs[a[2]])
        # 8. Challenge cards and Romance with Travel Plans in the first rounds
        if "travel" in by and rnd < 3 and _travel_worth(s, p) >= 2.5:
            return by["travel"][0]
        # 9. coins for the next upgrade
        upgrades_left = (C.MAX_LEVEL - p.mount) + (C.MAX_LEVEL - p.armor)
        next_price = min(
            (C.MARKET_PRICES[getattr(p, it) + 1] for it in ("mount", "armor") if getattr(p, it) < C.MAX_LEVEL),
            default=99,
        )
        if upgrades_left and rnd < 3 and p.coins < next_price:
            if "service" in by:
                return by["service"][0]
        # 10. initiative when it is still free
        if "initiative" in by and not s.initiative_pawns and rnd < 3:
            return by["initiative"][0]
        # 11. more Strength (open), more Faith
        if strength_by_tournament < goal + 4 and "warmup" in by:
            return by["warmup"][0]
        if "prayer" in by and p.faith < 5:
            return by["prayer"][0]
        if upgrades_left and rnd < 3 and "patrol" in by:
            return by["patrol"][0]
        if "travel" in by:
            return by["travel"][0]
        return by.get("warmup", by.get("patrol", legal))[0]

    def _tournament(self, s: GloryState, p: PlayerState, legal: list[tuple]) -> tuple:
        """Behind in glory, it chooses the Pas d'Armes: three duels against knights, none of them
        against the leader, no elimination."""
        return ("tournament", C.PAS) if ("tournament", C.PAS) in legal else legal[0]

    # ----------------------------------------------------------------- journeys
    def _journey(self, s: GloryState, p: PlayerState, legal: list[tuple]) -> tuple:
        plays = [a for a in legal if a[0] == "play"]
        best, best_v = ("stop",), 0.0
        for a in plays:
            card = a[1]
            jc = C.JOURNEY[card]
            if jc.type == "C":
                tokens = min(3, p.strength)
                pw = duel_odds(_kit(p, tokens, fresh=False), card_foe(card, 1.0))[0]
                final = s.phase == "final_journey"
                if pw < (0.35 if final else 0.55):
                    continue
                v = pw * _best_option_score(s, p, jc) - (0.5 if not final else 0.0)
            else:
                v = _best_option_score(s, p, jc) - (0.35 * jc.cost if jc.type == "M" and s.round < 3 else 0.1 * jc.cost)
            if v > best_v:
                best, best_v = a, v
        return best

    # ----------------------------------------------------------------- registration
    def _register(self, s: GloryState, p: PlayerState, legal: list[tuple]) -> tuple:
        regs = [a for a in legal if a[0] == "register"]
        if not regs:
            return legal[0]
        if s.pas:
            mine = sum(1 for row in s.pas for x in row if x.challenger == p.seat)
            tokens = max(1, min(4, p.strength // max(1, mine + 1)))
            best = max(regs, key=lambda a: _duel_ev(p, s.pas[a[1]][a[2]].knight, tokens))
            ev = _duel_ev(p, s.pas[best[1]][best[2]].knight, tokens)
            if ("pass",) in legal and (ev < 1.2 or p.strength < 2 * (mine + 1) - 1):
                return ("pass",)
            return best
        return max(regs, key=lambda a: _plaisance_score(s, p, a[1]))


def card_foe_brave():
    from game.games.glory.odds import brave_foe

    return brave_foe(5.0)


def _character_score(ch: C.Character) -> float:
    score = ch.glory + 0.55 * ch.strength + 0.45 * ch.faith + 0.35 * ch.coins
    score += 3 * (1.0 * ch.income_strength + 0.7 * ch.income_faith + 0.5 * ch.income_coins)
    score += 2.6 * (ch.mount - 2) + 2.2 * (ch.armor - 2)
    score += 1.2 * len(ch.journey) + 1.0 * ch.titles_kept + 0.3 * ch.titles_drawn
    return score + CHARACTER_SUPPORT.get(ch.support, 0.0)


def _title_score(s: GloryState, p: PlayerState, tid: str) -> float:
    if tid not in C.TITLES:
        return 0.0
    t = C.TITLES[tid]
    ease = TITLE_EASE.get(tid, 0.2)
    if t.equipped:
        ease += 0.1 * (p.mount + p.armor - 4)
    for what, n in t.needs:
        have = {
            "coins": p.coins,
            "faith": p.faith,
            "strength": p.strength,
            "relics": len(p.relics),
            "prestige": len(p.prestige),
            "supports": len(p.supports),
        }.get(what, count_supports(p, what))
        ease += 0.15 * min(1.0, have / n)
    return t.glory * min(1.0, ease)


def _take_score(s: GloryState, p: PlayerState, a: tuple) -> float:
    t, i = a[1], a[2]
    if i < 0:
        return {"R": 1.5, "C": 1.3, "M": 0.9}[t]
    card = s.face_up[t][i]
    jc = C.JOURNEY[card]
    if jc.type == "C":
        pw = duel_odds(_kit(p, 3, 1), card_foe(card, 1.0))[0]
        return pw * _best_option_score(s, p, jc) - 0.6
    if jc.type == "M":
        return _best_option_score(s, p, jc) - 0.3 * jc.cost
    return _best_option_score(s, p, jc)


def _gain_score(s: GloryState, p: PlayerState, what: str, v: object) -> float:
    late = s.round >= 3 and s.phase not in ("setup", "action", "journey")
    if what == "glory":
        return float(v)
    if what in ("mount", "armor"):
        return (3.0 if not late else 1.0) if getattr(p, what) == int(v) - 1 else 0.0
    if what == "strength":
        return 0.7 * int(v)
    if what == "faith":
        return (0.5 if p.faith < 4 else 0.15) * int(v)
    if what == "coins":
        return (0.4 if not late else 0.1) * int(v)
    if what == "relic":
        return 1.6 if s.relic_supply.get(str(v), 0) > 0 else 0.0
    if what == "support":
        if not any(C.SUPPORT_TILES[x] == v for x in s.piles.get("scroll", ())):
            return 0.0
        return 4.0 if v == "minstrel" else 1.6
    if what == "prestige":
        return 0.0 if v in p.prestige or getattr(s, "prestige_supply", {}).get(str(v), 1) <= 0 else 1.3
    if what == "titles":
        return 1.0
    return 0.0


def _best_option_score(s: GloryState, p: PlayerState, jc: C.JourneyCard) -> float:
    return max((sum(_gain_score(s, p, w, v) for w, v in opt) for opt in jc.reward), default=0.0)


def _reward_score(s: GloryState, p: PlayerState, card: str, index: int) -> float:
    return sum(_gain_score(s, p, w, v) for w, v in C.JOURNEY[card].reward[index])


def _event_good(s: GloryState, p: PlayerState, a: tuple) -> bool:
    ev = C.EVENTS[s.events[s.round - 1]]
    if ev.id == "siege":
        return p.strength >= 4
    if ev.id == "crusade":
        return True
    if ev.id in C.SUPPORT_EVENTS:
        kind = C.SUPPORT_TILES.get(s.event_support, "")
        return kind in ("lady", "bishop", "queen", "emissary", "king", "chronicler", "vassal") or ev.id == "volunteer"
    if ev.id == "loot":
        return True
    if ev.id == "wandering":
        return p.strength < 8
    if ev.id == "journey":
        return s.round < 3
    return False


def _travel_worth(s: GloryState, p: PlayerState) -> float:
    n = C.TRAVEL_CARDS + count_supports(p, "queen")
    face = [_take_score(s, p, ("take", t, i)) for t in C.JOURNEY_TYPES for i in range(len(s.face_up[t]))]
    return sum(sorted(face + [1.3] * n, reverse=True)[:n])


def _plaisance_score(s: GloryState, p: PlayerState, place: int) -> float:
    """Odds through the bracket from ``place``: the first duel counts most."""
    row = s.bracket[0]
    tokens = min(4, p.strength)
    total, reach = 0.0, 1.0
    for k in range(3):
        other = (place >> k) ^ 1
        lo = other << k
        entrants = [e for e in row[lo : lo + (1 << k)] if e]
        knights = [e[2:] for e in entrants if e.startswith("k:") and e[2:] in C.KNIGHTS]
        if knights:
            kid = max(knights, key=lambda x: C.KNIGHTS[x].glory)
            pw, ev = duel_odds(_kit(p, tokens), knight_foe(kid))
        elif any(e.startswith("p:") or e == "o" for e in entrants):
            pw, ev = 0.5, 3.5
        else:
            pw, ev = 0.6, 3.0
        total += reach * ev
        reach *= pw
        tokens = max(1, min(4, p.strength - 4 * (k + 1)))
    return total
