"""Paladin bots: a knowledge-aware heuristic player and a determinized Monte Carlo player.

Everything here reads only what the acting seat may know: its own cards, public cards and the cards
it has peeked (``known[seat] | public``), so the same code runs on a bot's view and, inside search,
on a determinized world. Peeks are information the bot keeps: a peeked card counts as known until it
is reshuffled into the deck.

Levels:
* easy   -- the heuristic with a lot of noise, peeks at random;
* medium -- the heuristic, peeks where it matters, bluffs now and then (weak main paladin on a big
  mission while the strong card waits to challenge);
* hard   -- flat Monte Carlo over determinizations of its view: the heuristic's best candidates are
  each played out to the end of the round (heuristic players for everybody) and scored.
"""

from __future__ import annotations

import time

from game.core.rng import Rng
from game.core.rules import Action, Seat
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.state import OVER, PLACE, RESOLVE, START, PaladinState
from game.i18n import _

STRENGTH = C.CARD_STRENGTH
VALUE = C.CARD_VALUE
RED = C.CARD_RED
HONOUR = C.MISSION_HONOUR
N_CARDS = C.PALADIN_COUNT
AVERAGE_VALUE = sum(VALUE) / N_CARDS


def last_round(s: PaladinState) -> bool:
    """No mission will be laid out after this round."""
    return len(s.mission_deck) < s.players


KEEP_FACTOR = 0.8  # honour points per value point above average of a card kept for the next round


def keep_value(s: PaladinState, card: int, factor: float = KEEP_FACTOR) -> float:
    """What having ``card`` back in hand is worth next round, in honour points (0 in the last round)."""
    if last_round(s):
        return 0.0
    return max(0.0, VALUE[card] + 0.5 * RED[card] - AVERAGE_VALUE) * factor


class Knowledge:
    """What one seat knows now: which cards it can see, and the strengths of the cards it cannot."""

    __slots__ = ("mask", "below")

    def __init__(self, s: PaladinState, seat: int) -> None:
        self.mask = s.known[seat] | s.public
        unknown = [STRENGTH[c] for c in range(N_CARDS) if not (self.mask >> c) & 1]
        total = len(unknown) or 1
        counts = [0] * 21
        for st in unknown:
            counts[st] += 1
        # below[k]: share of unknown cards weaker than strength k
        below = [0.0] * 21
        acc = 0
        for k in range(21):
            below[k] = acc / total
            acc += counts[k]
        self.below = below

    def sees(self, card: int) -> bool:
        return card >= 0 and (self.mask >> card) & 1 == 1

    def p_holds(self, card: int) -> float:
        """Chance that an unseen card does not beat ``card`` (it is weaker, or an equal black)."""
        st = STRENGTH[card]
        return self.below[st] + (self.below[st + 1] - self.below[st] if st % 2 == 1 else 0.0)

    def p_beats(self, card: int) -> float:
        """Chance that ``card`` beats an unseen card."""
        return self.below[STRENGTH[card]]


def win_chance(s: PaladinState, seat: int, card: int, m: int, kn: Knowledge) -> float:
    """Rough chance that ``card`` placed now by ``seat`` at mission ``m`` ends up winning it."""
    p = 1.0
    cz = s.classic_zero
    row = s.table[m]
    for _o, x in row:
        if kn.sees(x):
            if not C.beats(card, x, cz):
                return 0.0
        else:
            p *= kn.p_beats(card)
    # everyone still to place here comes later and may beat us
    later = s.players - len(row) - 1
    if later > 0:
        p *= kn.p_holds(card) ** later
    return p


def place_scores(s: PaladinState, seat: int, kn: Knowledge, kf: float = KEEP_FACTOR) -> list[tuple[float, int, int]]:
    """(score, card, mission) for every placement now, best first."""
    out = []
    missions = E.open_missions(s, seat)
    hand = s.hands[seat]
    for m in missions:
        h = HONOUR[s.missions[m]]
        for c in hand:
            pw = win_chance(s, seat, c, m, kn)
            out.append((pw * (h + RED[c] - keep_value(s, c, kf)) - 0.01 * STRENGTH[c] * (1 - pw), c, m))
    out.sort(reverse=True)
    return out


def best_peek(s: PaladinState, seat: int) -> tuple[int, int] | None:
    """The most useful face-down card to look at: at a mission I still have to place at, the main
    paladin first, the bigger the mission the better."""
    targets = E.peek_targets(s, seat)
    if not targets:
        return None
    mine = {m for m in range(s.players) if all(o != seat for o, _c in s.table[m])}
    best, best_v = None, -1.0
    for m, o in targets:
        v = HONOUR[s.missions[m]] * (1.0 if m in mine else 0.25)
        if s.table[m][0][0] == o:
            v *= 1.5
        if v > best_v:
            best, best_v = (m, o), v
    return best


def survive_chance(s: PaladinState, card: int, kn: Knowledge) -> float:
    """Chance that ``card``, leading now, is not beaten by the challengers still to decide."""
    row = s.table[s.res_mission]
    p = 1.0
    for pos in range(s.res_pos + 1, len(row)):
        x = row[pos][1]
        if kn.sees(x):
            if C.beats(x, card, s.classic_zero):
                return 0.0
        else:
            p *= kn.p_holds(card)
    return p


def resolve_choice(s: PaladinState, seat: int, kn: Knowledge, kf: float = KEEP_FACTOR) -> Action:
    row = s.table[s.res_mission]
    card = row[s.res_pos][1]
    kv = keep_value(s, card, kf)
    if E.can_beat(s):
        gain = HONOUR[s.missions[s.res_mission]] + RED[card]
        if survive_chance(s, card, kn) * gain > kv:
            return E.BEAT
    return E.TAKE if kv > 0 or (not last_round(s) and VALUE[card] >= 5) else E.DISCARD


def start_choice(s: PaladinState, seat: int, mode: str = "leader") -> Action:
    """Who the dealer lets start. ``leader``: the player with the most honour (the first to commit a
    main paladin), so the dealer places late and sees more; ``self``: the dealer, who then picks the
    best mission for its main paladin; ``left``: the next player."""
    n = s.players
    if mode == "self":
        return ("start", seat)
    if mode == "left":
        return ("start", (seat + 1) % n)
    leader = max(range(n), key=lambda p: (E.score(s, p), p != seat))
    return ("start", leader if leader != seat else (seat + 1) % n)


class Policy:
    """The heuristic player. ``noise`` blurs its placement scores; ``bluff`` is how often it feints
    with a weak main paladin on the biggest open mission."""

    def __init__(
        self,
        noise: float = 0.0,
        bluff: float = 0.0,
        peek: bool = True,
        keep: float = KEEP_FACTOR,
        start: str = "leader",
    ) -> None:
        self.noise = noise
        self.bluff = bluff
        self.peek = peek
        self.keep = keep
        self.start = start
        self.note = ""

    def act(self, s: PaladinState, seat: int, rng: Rng) -> Action:
        phase = s.phase
        if phase == RESOLVE:
            return resolve_choice(s, seat, Knowledge(s, seat), self.keep)
        if phase == START:
            return start_choice(s, seat, self.start)
        if phase != PLACE:
            raise ValueError("no action in a finished game")
        if not s.peeked and self.peek:
            target = best_peek(s, seat)
            if target is not None:
                self.note = "peek"
                return ("peek", target[0], target[1])
        kn = Knowledge(s, seat)
        if self.bluff and E.placing_main(s) and rng.random() < self.bluff:
            feint = self._feint(s, seat)
            if feint is not None:
                self.note = "bluff"
                return feint
        scored = place_scores(s, seat, kn, self.keep)
        if self.noise:
            scored = sorted(((v + rng.random() * self.noise, c, m) for v, c, m in scored), reverse=True)
        self.note = "place"
        _v, c, m = scored[0]
        return ("place", c, m)

    @staticmethod
    def _feint(s: PaladinState, seat: int) -> Action | None:
        """A middling card as main paladin on the biggest open mission, keeping the best card back."""
        hand = sorted(s.hands[seat], key=lambda c: STRENGTH[c])
        if len(hand) < 3:
            return None
        missions = E.open_missions(s, seat)
        m = max(missions, key=lambda i: HONOUR[s.missions[i]])
        return ("place", hand[len(hand) // 2 - 1], m)


def rollout_round(s: PaladinState, rng: Rng, policy: Policy) -> None:
    """Play the heuristic for everybody, in place, until the round ends (or the game)."""
    r = s.round
    while s.phase != OVER and s.round == r:
        seat = E.actor(s)
        E.step(s, seat, policy.act(s, seat, rng), None)


def evaluate(s: PaladinState, seat: int) -> float:
    """Standing of ``seat`` in honour points: own score minus the best other score, plus hand quality."""
    mine = E.score(s, seat)
    best_other = max(E.score(s, p) for p in range(s.players) if p != seat)
    value = mine - best_other
    if s.phase != OVER:
        value += sum(keep_value(s, c) for c in s.hands[seat] if c >= 0) * 0.5
    else:
        value += 5.0 if mine > best_other else 0.0
    return value


def heuristic_eval(state: PaladinState, seat: Seat) -> float:
    """``evaluate`` squashed into [0, 1] (for the generic bots)."""
    v = evaluate(state, seat)
    return max(0.0, min(1.0, 0.5 + v / 30.0))


class HeuristicBot:
    """Easy and medium: the heuristic policy on the bot's own view."""

    def __init__(self, level: str = "medium", noise: float = 0.0, bluff: float = 0.0, peek: bool = True) -> None:
        self.level = level
        self.policy = Policy(noise, bluff, peek)
        self.explain = ""

    def choose(self, rules, view: PaladinState, seat: Seat, rng: Rng, deadline: float | None = None) -> Action:
        action = self.policy.act(view, seat, rng)
        if not self.policy.peek and action[0] == "place" and rng.random() < 0.3 and not view.peeked:
            # the easy bot peeks at random now and then
            targets = E.peek_targets(view, seat)
            if targets:
                m, o = targets[rng.below(len(targets))]
                action = ("peek", m, o)
        self.explain = explain(view, seat, action, self.policy.note)
        return action


class MonteCarloBot:
    """Hard: flat Monte Carlo over determinizations of the view, heuristic rollouts to round end."""

    def __init__(self, samples: int = 32, candidates: int = 6, level: str = "hard", rollout_noise: float = 0.0) -> None:
        self.samples = samples
        self.candidates = candidates
        self.level = level
        self.policy = Policy(noise=0.0, bluff=0.0)
        self.rollout_policy = Policy(noise=rollout_noise, bluff=0.0)
        self.explain = ""

    def choose(self, rules, view: PaladinState, seat: Seat, rng: Rng, deadline: float | None = None) -> Action:
        legal = E.legal(view, seat)
        if len(legal) == 1:
            return legal[0]
        note = ""
        if view.phase == PLACE and not view.peeked:
            target = best_peek(view, seat)
            if target is not None:
                action = ("peek", target[0], target[1])
                self.explain = explain(view, seat, action, "peek")
                return action
        if view.phase == PLACE:
            kn = Knowledge(view, seat)
            scored = place_scores(view, seat, kn)
            cands: list[Action] = [("place", c, m) for _v, c, m in scored[: self.candidates]]
            if E.placing_main(view):
                feint = Policy._feint(view, seat)
                if feint is not None and feint not in cands:
                    cands.append(feint)
        else:
            cands = legal
        # samples in the outer loop: every candidate has seen the same worlds whenever we stop
        totals = [0.0] * len(cands)
        for _i in range(self.samples):
            world = rules.determinize(view, seat, rng)
            for j, a in enumerate(cands):
                s = world.clone()
                E.step(s, seat, a, None)
                rollout_round(s, s.rng, self.rollout_policy)
                totals[j] += evaluate(s, seat)
            if deadline is not None and time.monotonic() > deadline:
                break
        best = cands[max(range(len(cands)), key=lambda j: totals[j])]
        if best[0] == "place" and E.placing_main(view):
            feint = Policy._feint(view, seat)
            note = "bluff" if best == feint and feint != cands[0] else "place"
        self.explain = explain(view, seat, best, note or "place")
        return best


def explain(s: PaladinState, seat: int, action: Action, note: str) -> str:
    """A short sentence about a bot's choice, for the log (never naming a hidden card)."""
    kind = action[0]
    if kind == "peek":
        return ""  # the log already says who looked at what
    if kind == "place" and note == "bluff":
        return _("puts its token on the biggest mission: is the paladin as strong as it looks?")
    if kind == "beat":
        return _("thinks its paladin can hold the mission")
    if kind == "take":
        return _("keeps its paladin for a later round")
    if kind == "discard":
        return _("lets a weak paladin go")
    if kind == "start":
        return _("lets the leader commit first")
    return ""
