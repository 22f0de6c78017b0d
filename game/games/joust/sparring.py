"""Sparring partners for Joust for Fun: strong rule-based players, used only to measure the bots.

Both play the table the same careful way (:class:`TableSense`): they joust with the knight whose
attack is worth most this turn, draw a knight only when short of knights or of a fit jouster, aim
court cards where they do the most (heal the most-hurt knight, hurt the knight closest to a
knock-out, arm the jouster), and pick the attack target and the ability order by where they lead.
They differ in the combat-card pick, the heart of the game:

* ``solver`` solves each combat exactly as the guessing game it is and plays the equilibrium mix;
* ``reader`` remembers every revealed combat card of its opponents, relative to the attacker's
  strength, and plays the best reply to those habits, keeping a share of the equilibrium as bluff;
* ``exploiter`` reads its opponent the way a sharp human does: it counts the cards the opponent
  showed in the role it now plays, those shown with the same knight and strength and the recent
  ones counting most, and plays straight into the card it most expects (rarely bluffing), so a bot
  that favours one card with a knight pays for it.

Never offered at setup (``GameSpec.sparring``). Each move takes well under 5 ms.
"""

from __future__ import annotations

import math

from game.core.rng import Rng
from game.core.rules import Action, Seat
from game.games.joust import content as C
from game.games.joust import effects as fx
from game.games.joust import tactics as T
from game.games.joust.judge import ATTACK_VALUE, judge
from game.games.joust.rules import JoustRules
from game.games.joust.state import ATTACK, COMBAT, DRAW, JOUST, ORDER, SETUP, TARGET, JoustState, Knight


def sample(rng: Rng, probs: list[float]) -> int:
    x = rng.random() * sum(probs)
    for i, p in enumerate(probs):
        x -= p
        if x < 0:
            return i
    return len(probs) - 1


def knight_worth(card: int) -> float:
    """A knight card's attack worth for a player at the table: its strength's damage plus its abilities."""
    k = C.ALL_KNIGHTS[card]
    strength = max(1, min(5, k.strength + sum(a.amount for a in k.abilities if a.effect == C.MIGHT)))
    worth = ATTACK_VALUE[strength]
    for a in k.abilities:
        if a.trigger == C.STRIKE:
            worth += 0.3 * max(1, a.amount) / (strength if a.x else 1)
        elif a.trigger == C.BLOCK:
            worth += 0.25
        elif a.effect in (C.POWER, C.REGEN):
            worth += 0.4 * a.amount
        elif a.effect == C.ARMOR:
            worth += 0.3 * a.amount
    return worth


class TableSense:
    """Everything but the combat-card pick, played the way an experienced player does."""

    level = "sparring"

    def __init__(self) -> None:
        self.explain = ""

    # --- the protocol ---------------------------------------------------------------------------
    def choose(self, rules: JoustRules, view: JoustState, seat: Seat, rng: Rng, deadline: float | None = None):
        legal = rules.legal_actions(view, seat)
        if not legal:
            raise ValueError("sparring partner asked to move with no legal action")
        self.observe(view, seat)
        if view.phase == COMBAT:
            return self.combat(rules, view, seat, legal, rng)
        if len(legal) == 1:
            return legal[0]
        if view.phase == SETUP:
            return self.setup(view, seat, legal)
        if view.phase == DRAW:
            return self.draw(rules, view, seat, legal)
        if view.phase == TARGET:
            return self.target(rules, view, seat, legal)
        if view.phase in (JOUST, ATTACK):
            return self.jouster(rules, view, seat, legal)
        if view.phase == ORDER:
            return T.best_action(rules, view, seat, legal, lambda st: judge(T.finish_combat(rules, st, judge), seat))
        return self.other(rules, view, seat, legal)

    def observe(self, view: JoustState, seat: Seat) -> None:
        """Hook for partners that remember revealed combats."""

    # --- decisions ------------------------------------------------------------------------------
    def setup(self, view: JoustState, seat: Seat, legal: list[Action]) -> Action:
        knights = view.seats[seat].knights
        return max(legal, key=lambda a: knight_worth(knights[a[1]].card))

    def draw(self, rules: JoustRules, view: JoustState, seat: Seat, legal: list[Action]) -> Action:
        extras = [a for a in legal if a[0] != "draw"]
        if extras:
            spend = self.spend(rules, view, seat, extras)
            if spend is not None:
                return spend
        me = view.seats[seat]
        if ("draw", "knight") not in legal:
            return ("draw", "court")
        if ("draw", "court") not in legal or len(me.knights) < 2:
            return ("draw", "knight")
        best = max(me.knights, key=lambda k: self._jouster_fitness(view, k))
        if self._jouster_fitness(view, best) < 0.8:
            return ("draw", "knight")
        return ("draw", "court")

    def _jouster_fitness(self, view: JoustState, k: Knight) -> float:
        left = fx.health(view, k) - k.damage
        return knight_worth(k.card) * min(1.0, left / 4.0)

    def spend(self, rules: JoustRules, view: JoustState, seat: Seat, options: list[Action]) -> Action | None:
        """Spend fans (a knight's Fan Support, the Tale's decree) when it makes the position better."""
        base = judge(view, seat)
        best, best_v = None, base + 0.01
        for action in options:
            nxt, _e = rules.apply(view, seat, action)
            v = judge(nxt, seat)
            if v > best_v:
                best, best_v = action, v
        return best

    def other(self, rules: JoustRules, view: JoustState, seat: Seat, legal: list[Action]) -> Action:
        spend = self.spend(rules, view, seat, [a for a in legal if a[0] in ("fan", "decree")])
        if spend is not None:
            return spend
        plain = [a for a in legal if a[0] not in ("fan", "decree")]
        return plain[0] if plain else legal[0]

    def target(self, rules: JoustRules, view: JoustState, seat: Seat, legal: list[Action]) -> Action:
        """Court card targets by what the card does, the way a player aims it (never stopping short of
        a card's optional second knight: a heal never hurts)."""
        legal = [a for a in legal if a[1] >= 0] or legal
        play = view.court[view.to_activate[0]]
        card = C.COURTS[play.card]
        effects = [e for e in card.effects if e.slot == view.target_slot]
        if card.effects[0].kind == C.C_COPY and view.target_slot == 1:
            return max(legal, key=lambda a: knight_worth(view.knight(a[1]).card))

        def score(a: Action) -> float:
            k = view.knight(a[1])
            owner = view.find(a[1])[0]
            left = fx.health(view, k) - k.damage
            jousting = (
                view.seats[owner].jousting >= 0 and view.seats[owner].knights[view.seats[owner].jousting].uid == k.uid
            )
            v = 0.0
            for e in effects:
                if e.kind == C.C_HEAL:
                    v += min(e.amount, k.damage) * (1.5 if jousting else 1.0) + 0.01 * k.damage
                elif e.kind == C.C_DAMAGE:
                    v += 10.0 if left <= e.amount else min(e.amount, left) + (7 - left) * 0.3 + (1.0 if jousting else 0)
                elif e.kind == C.C_STEAL:
                    v += view.seats[owner].fans
                elif e.kind in (C.C_GRANT, C.C_COPY):
                    v += knight_worth(k.card) + (2.0 if jousting else 0.0) + 0.2 * left
            return v

        return max(legal, key=score)

    def jouster(self, rules: JoustRules, view: JoustState, seat: Seat, legal: list[Action]) -> Action:
        """Joust with (or attack) the knight whose combat is worth most, both sides playing it well."""
        choices = [a for a in legal if a[0] in ("joust", "attack")]
        best, best_v = choices[0], -1.0
        for action in choices:
            nxt, _e = rules.apply(view, seat, action)
            v = T.settle(rules, nxt, seat, judge)
            if v > best_v + 1e-9:
                best, best_v = action, v
        extras = [a for a in legal if a[0] in ("fan", "decree")]
        if extras:
            spend = self.spend(rules, view, seat, extras)
            if spend is not None:
                return spend
        return best

    # --- combat -----------------------------------------------------------------------------------
    def equilibrium(self, rules: JoustRules, view: JoustState, seat: Seat):
        strike, block = T.outcomes(rules, view, seat, judge)
        p, q, value = T.solve(strike, block, seat == view.attacker)
        return strike, block, p, q

    def combat(self, rules: JoustRules, view: JoustState, seat: Seat, legal: list[Action], rng: Rng) -> Action:
        _s, _b, p, q = self.equilibrium(rules, view, seat)
        mix = p if seat == view.attacker else q
        return ("card", sample(rng, mix) + 1)


class Solver(TableSense):
    """Plays every combat as the exact equilibrium of the guessing game over the judged outcomes."""


class Reader(TableSense):
    """Counts each opponent's revealed combat cards (relative to the attacker's strength) and plays
    the best reply to those habits, keeping a share of the equilibrium mix as bluff."""

    bluff = 0.35
    prior = 4.0

    def __init__(self) -> None:
        super().__init__()
        self._seen: set[tuple[int, int]] = set()
        self.att_gaps: dict[int, list[int]] = {}  # seat -> its attack cards as (top - card)
        self.def_gaps: dict[int, list[int]] = {}  # seat -> its defence cards as (top - card), -1 above top

    def observe(self, view: JoustState, seat: Seat) -> None:
        if view.last_turn <= 0 or view.last_att <= 0:
            return
        key = (view.last_turn, view.last_attacker)
        if key in self._seen:
            return
        self._seen.add(key)
        top = view.last_top
        if view.last_attacker != seat:
            self.att_gaps.setdefault(view.last_attacker, []).append(top - view.last_att)
        if view.last_defender != seat:
            self.def_gaps.setdefault(view.last_defender, []).append(top - view.last_def if view.last_def <= top else -1)

    def combat(self, rules: JoustRules, view: JoustState, seat: Seat, legal: list[Action], rng: Rng) -> Action:
        strike, block, p, q = self.equilibrium(rules, view, seat)
        top = len(strike)
        attacking = seat == view.attacker
        if attacking:
            gaps = self.def_gaps.get(view.defender, [])
            prior_mix = q
        else:
            gaps = self.att_gaps.get(view.attacker, [])
            prior_mix = p
        counts = [0.0] * top
        for g in gaps:
            if 0 <= g < top:
                counts[top - 1 - g] += 1.0
        n = sum(counts)
        model = [(self.prior * prior_mix[i] + counts[i]) / (self.prior + n) for i in range(top)]
        if attacking:
            # the defender matches card i with the model's chance; any other card of ours strikes
            ev = [model[i] * block[i] + (1 - model[i]) * strike[i] for i in range(top)]
            mine = p
        else:
            ev = [model[i] * block[i] + sum(model[j] * strike[j] for j in range(top) if j != i) for i in range(top)]
            mine = q
        best = max(ev)
        soft = [math.exp((v - best) / 0.01) for v in ev]
        total = sum(soft)
        mix = [self.bluff * m + (1 - self.bluff) * x / total for m, x in zip(mine, soft)]
        return ("card", sample(rng, mix) + 1)


class Exploiter(TableSense):
    """Plays the plain best reply to the opponent's habits in the role it now plays: its shown cards as
    gaps below the attacker's strength, those shown with the same knight in that role and at the same
    strength counting most, the recent ones more than the old; only a tenth of the equilibrium mix is
    kept as bluff."""

    bluff = 0.1  # share of the equilibrium mix kept
    prior = 1.0  # pseudo-count of the equilibrium in the model of the opponent
    decay = 0.85  # weight of a shown card per later card of the opponent in that role
    other_knight = 0.4  # weight of a card shown with another of the opponent's knights
    other_top = 0.5  # weight of a card shown when the attacker's strength was different

    def __init__(self) -> None:
        super().__init__()
        self.knights: dict[int, tuple[int, int]] = {}  # turn -> (attacking knight's card, defending knight's card)

    def observe(self, view: JoustState, seat: Seat) -> None:
        if view.phase == COMBAT and view.turn not in self.knights:
            att, dfn = view.knight(view.att_uid), view.knight(view.target)
            self.knights[view.turn] = (att.card if att else -1, dfn.card if dfn else -1)

    def habits(self, view: JoustState, seat: Seat, top: int) -> list[float]:
        """The opponent's shown cards in its present role, weighted, over this combat's cards 1..top."""
        attacking = seat == view.attacker
        opponent = view.defender if attacking else view.attacker
        side = 1 if attacking else 0  # the opponent's knight in the combat: the defender's or the attacker's
        now = self.knights.get(view.turn, (-1, -1))[side]
        counts = [0.0] * top
        weight = 1.0
        for turn, att, dfn, a, d, t in reversed(view.revealed):
            if not ((dfn == opponent and att == seat) if attacking else (att == opponent and dfn == seat)):
                continue
            gap = (t - d if d <= t else -1) if attacking else t - a
            if 0 <= gap < top:
                same = self.knights.get(turn, (-2, -2))[side] == now
                counts[top - 1 - gap] += (
                    weight * (1.0 if t == top else self.other_top) * (1.0 if same else self.other_knight)
                )
            weight *= self.decay
        return counts

    def combat(self, rules: JoustRules, view: JoustState, seat: Seat, legal: list[Action], rng: Rng) -> Action:
        strike, block, p, q = self.equilibrium(rules, view, seat)
        top = len(strike)
        attacking = seat == view.attacker
        counts = self.habits(view, seat, top)
        n = sum(counts)
        theirs, mine = (q, p) if attacking else (p, q)
        model = [(self.prior * theirs[i] + counts[i]) / (self.prior + n) for i in range(top)]
        if attacking:
            ev = [model[i] * block[i] + (1 - model[i]) * strike[i] for i in range(top)]
        else:
            ev = [model[i] * block[i] + sum(model[j] * strike[j] for j in range(top) if j != i) for i in range(top)]
        if n == 0 or rng.random() < self.bluff:
            return ("card", sample(rng, mine) + 1)
        return ("card", max(range(top), key=lambda i: ev[i]) + 1)


def solver() -> Solver:
    return Solver()


def reader() -> Reader:
    return Reader()


def exploiter() -> Exploiter:
    return Exploiter()


SPARRING = {"solver": solver, "reader": reader, "exploiter": exploiter}
