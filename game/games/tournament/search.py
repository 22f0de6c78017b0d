"""The hard bot's search: each candidate move is played out on the same sampled deals.

Every iteration samples one full state from the bot's *view* (never the true state), optionally read
the way a player reads the table (``sample_world``), and plays every candidate still in the race to the
end on that same deal with the rule-of-thumb policy (``playout``, the fast copy of the rules). All
candidates meet the same cards, so the difference between two moves is measured on paired games and most
of the luck of the deal cancels out; a candidate that trails the leader clearly is dropped, and the
samples left go to the close ones. The policy's own move stands unless another beats it by more than the
noise (``keep_z`` standard errors of the paired difference): the best of several near-equal moves
measured on a few hundred deals is usually only the luckiest. The reward is the win, nudged by the final
VP margin. The budget grows as the deck runs out (short playouts, decisive calls).
"""

from __future__ import annotations

import math
import time

from game.core.rng import Rng
from game.core.rules import Action
from game.games.tournament import content as C
from game.games.tournament.contests import ContestReader
from game.games.tournament.discards import DiscardReader
from game.games.tournament.plans import turn_plans
from game.games.tournament.playout import Table, playout
from game.games.tournament.policy import Tastes, card_keep_value, contest_lead, gifted, policy_action
from game.games.tournament.reading import RIVAL_WEIGHTS, acted_rivals, deal_without_specials
from game.games.tournament.reasons import explain
from game.games.tournament.rivals import rival_playout
from game.games.tournament.rules import TournamentRules
from game.games.tournament.state import DISCARD, DRAW, OVER, PLAY, TournamentState
from game.games.tournament.turns import TurnReader, deal_with

MAX_COMBOS = 6
"""Knight Combos kept as candidates: the strongest by total force."""
MAX_DISCARDS = 4
"""Discard candidates: the cards the policy values least."""
MARGIN_WEIGHT = 0.1
"""How much the final VP margin counts beside the win itself."""
MARGIN_SCALE = 3.0
"""The VP margin at which the margin's part of the reward is about three quarters of its most."""
ENDGAME_DECK = 10
"""From this many deck cards down the budget of playouts grows as the deck shrinks: the playouts are
short there, and the last draws and calls decide most games."""
ENDGAME_MAX = 4
"""The most the endgame multiplies the budget of playouts by."""
CUT_Z = 1.5
"""When the thinking time stops a search before its budget, the policy's move stands unless the leader
beats it by more than this many paired standard errors (a search cut after a few deals would otherwise
play whichever move was luckiest on them)."""


def candidate_actions(legal: list[Action], limit: int = MAX_COMBOS) -> list[Action]:
    """Legal actions with combos cut down to the ``limit`` of highest total force."""
    combos = [a for a in legal if a[0] == "combo"]
    if len(combos) <= limit:
        return legal
    combos.sort(key=lambda a: -sum(C.FORCE[c] for c in a[1:]))
    keep = set(combos[:limit])
    return [a for a in legal if a[0] != "combo" or a in keep]


def search_candidates(
    view: TournamentState,
    seat: int,
    legal: list[Action],
    max_combos: int = MAX_COMBOS,
    guard: bool = True,
    max_discards: int = MAX_DISCARDS,
) -> list[Action]:
    """The moves worth searching: pruned combos, the least valuable discards, and always the policy's move
    (first, so that it wins ties). With ``guard`` never a contest a rival would take from the pile and
    score while another card can go; without it the policy's keep values of ``guard=False``."""
    if view.phase == DISCARD:
        covered = len(view.hands[seat]) - C.HAND_LIMIT >= 2
        cards = sorted({a[1] for a in legal}, key=lambda c: card_keep_value(view, seat, c, covered, guard))
        if guard and not covered:
            safe = [c for c in cards if not (C.FIRST_CONTEST <= c < C.FIRST_SPECIAL and gifted(view, seat, c))]
            cards = safe or cards
        cands = [("discard", c) for c in cards[:max_discards]]
    else:
        cands = candidate_actions(legal, max_combos)
    first = policy_action(view, seat, guard)
    if first in legal:
        cands = [first] + [a for a in cands if a != first]
    return cands


def gives_away(view: TournamentState, seat: int, action: Action) -> bool:
    """Whether ``action`` discards, uncovered, a Contest card a rival would take from the pile and score."""
    if action[0] != "discard" or not C.FIRST_CONTEST <= action[1] < C.FIRST_SPECIAL:
        return False
    return len(view.hands[seat]) - C.HAND_LIMIT < 2 and gifted(view, seat, action[1])


def rollout(
    rules: TournamentRules, state: TournamentState, guard: bool = True, tastes: Tastes | None = None
) -> TournamentState:
    """Play ``state`` to the end with the rule-of-thumb policy (its ``guard`` on or off, its numbers
    ``tastes``) for every seat."""
    apply = rules.apply
    while state.phase != OVER:
        seat = state.current
        state, _ev = apply(state, seat, policy_action(state, seat, guard, tastes))
    return state


def playout_reward(
    state: TournamentState,
    seat: int,
    weight: float = MARGIN_WEIGHT,
    scale: float = MARGIN_SCALE,
    rivals: bool = False,
    guard: bool = True,
) -> float:
    """``final_reward`` of the game the policy plays from ``state`` (by the fast playout), the margin
    counted ``weight`` times ``tanh(margin / scale)``; with ``rivals`` the other seats play as the
    experienced players of ``rivals.rival_playout``; ``guard``: the policy's (``policy.gift_keep``)."""
    if rivals:
        vp, intrigue = rival_playout(state, seat)
    else:
        vp, intrigue = playout(state) if guard else playout(state, Table(state, False))
    keys = list(zip(vp, intrigue))
    best = max(keys)
    reward = 1.0 / keys.count(best) if keys[seat] == best else 0.0
    margin = vp[seat] - max(v for p, v in enumerate(vp) if p != seat)
    return reward + weight * math.tanh(margin / scale)


def final_reward(rules: TournamentRules, state: TournamentState, seat: int) -> float:
    """1 for a sole win (shared: 1/k), 0 for a loss, nudged by the VP margin over the best rival."""
    outcome = rules.outcome(state)
    assert outcome is not None
    margin = state.vp[seat] - max(v for p, v in enumerate(state.vp) if p != seat)
    return outcome.reward(seat) + MARGIN_WEIGHT * math.tanh(margin / MARGIN_SCALE)


def endgame_factor(deck: int, top: float = ENDGAME_MAX, start: int = ENDGAME_DECK) -> float:
    """How many times the usual budget of playouts a decision gets with ``deck`` cards left to draw (at
    most ``top`` times, growing from ``start`` cards down)."""
    return min(float(top), max(1.0, start / (deck + 1)))


READ_TRIES = 8
"""Deals ``sample_world`` tries before it takes one that breaks the reading."""
TURN_HANDS = 128
"""Rival hands dealt and weighed at each decision by the reading of the rival's last turn (``turns``)."""


def has_combo(hand: list[int]) -> bool:
    """True when a hand holds a whole Knight Combo."""
    have = [False] * 4
    for c in hand:
        if 0 <= c < C.FIRST_CONTEST:
            have[c // 10] = True
    return all(have)


def holds_winning_contest(state: TournamentState, seat: int) -> bool:
    """True when ``seat`` holds a Contest card it would win by calling it now."""
    return any(C.FIRST_CONTEST <= c < C.FIRST_SPECIAL and contest_lead(state, seat, c) >= 0 for c in state.hands[seat])


def sample_world(
    rules,
    view: TournamentState,
    seat: int,
    rng: Rng,
    specials: bool = False,
    weights: tuple[float, ...] | None = None,
    reader: DiscardReader | None = None,
) -> TournamentState:
    """A full state consistent with ``view`` read the way a player reads the table: no other seat that
    has finished a turn holds a whole Knight Combo or a Contest card it would win now (a player who could
    have built a knight or won a contest usually did). After ``READ_TRIES`` deals the last one is taken
    as it is. With ``specials`` those seats hold no hidden Special either, and with ``weights`` their
    hidden cards are drawn by class weight (``reading``); with ``reader`` a deal must also pass its reading
    of the rival's last discards (``discards``)."""
    acted = acted_rivals(view, seat)
    bare = acted if specials and view.deck else []

    def deal() -> TournamentState:
        return deal_without_specials(view, rng, bare, weights) if bare else rules.determinize(view, seat, rng)

    world = deal()
    for _try in range(READ_TRIES - 1):
        if not any(has_combo(world.hands[p]) or holds_winning_contest(world, p) for p in acted) and (
            reader is None or reader.accepts(world, seat, rng)
        ):
            break
        world = deal()
    return world


def plans_apply(view: TournamentState, seat: int) -> bool:
    """True when the rest of ``seat``'s turn can be searched as whole plans (``plans``): it has drawn and
    holds no Special it could play, so it learns nothing more before its turn ends."""
    if view.phase == DISCARD:
        return True
    return view.phase == PLAY and not (view.deck and any(c >= C.FIRST_SPECIAL for c in view.hands[seat]))


def special_before_knight(view: TournamentState, seat: int, action: Action) -> Action:
    """A Special in place of the Knight Combo ``action`` while ``seat`` may still play one this phase: the
    Special first loses nothing (the same knight can follow it, with three more cards to choose from, and
    it is searched again then); any other ``action`` as it is."""
    if action[0] != "combo" or view.phase != PLAY or not view.deck:
        return action
    specials = [c for c in view.hands[seat] if c >= C.FIRST_SPECIAL]
    return ("special", specials[0]) if specials else action


DECK_DRAW: Action = ("draw", "deck")
PILE_DRAW: Action = ("draw", "discard")


def draw_default(
    view: TournamentState,
    cands: list[tuple[Action, ...]],
    alive: list[int],
    rewards: list[list[float]],
    best: int,
    z: float,
) -> int:
    """The candidate to play at a draw: when the pile's top card is a Chivalry card, the blind draw from the
    deck unless taking that card (``best``) beats it on the same deals by more than ``z`` paired standard
    errors. Taking it is public and mostly hoards a card the search's deals rate about as high as a blind
    draw, and the best of near-equal moves is usually only the luckiest. A deck draw the search dropped
    (clearly worse) leaves ``best`` as it is; so do a Contest card and a Special on top."""
    if z <= 0 or view.phase != DRAW or cands[best] != (PILE_DRAW,) or not C.is_chivalry(view.discard[-1]):
        return best
    deck = next((i for i in alive if cands[i] == (DECK_DRAW,)), None)
    if deck is None or beats(rewards[best], rewards[deck], z):
        return best
    return deck


def discard_reading(view: TournamentState, read_turns: bool, read_contests: bool) -> bool:
    """Whether a ``disc_read`` search deals the rival's hand by its readings: at the seat's discards,
    where the card left on top is one the rival may take and use (a weak card that completes its knight,
    which turns on the kind it lacks); at every decision when ``read_turns`` or ``read_contests`` is on."""
    return view.phase == DISCARD or read_turns or read_contests


def beats(mine: list[float], base: list[float], z: float) -> bool:
    """True when ``mine`` beats ``base`` on the same deals by more than ``z`` standard errors of the
    paired difference."""
    n = len(mine)
    if n < 2:
        return False
    diffs = [a - b for a, b in zip(mine, base)]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > z * math.sqrt(var / n)


class PairedSearchBot:
    """Determinized search with paired playouts and elimination of clearly worse moves.

    The budget is ``iterations`` playouts (one candidate on one deal) and ``steps`` deck cards played
    out (a playout's length goes with the deck left), whichever runs out first, so a seed always gives
    the same move and the short playouts near the end of the game buy more deals. A candidate is dropped once it is clearly worse than the leader (``z``);
    the search stops early when no candidate left can be more than ``slack`` better than the leader (a
    choice between near-equal moves is not worth the time). With ``keep_z`` the policy's move (candidate
    0) is played unless the leader beats it by more than ``keep_z`` paired standard errors. When the
    policy's move is of a kind in ``policy_kinds`` (``"special"``) it is played without a search. With
    ``rivals`` the other seats of the playouts play as experienced players (``rivals``), not by the policy. With
    ``read_discards`` the deals also read the rival's last discards (``discards``); with ``read_turns``
    its whole last turn (``turns``): at each decision ``turn_tries`` rival hands are dealt and weighed by
    the likelihood of that turn, and every deal draws the rival's hand from them by weight; with
    ``turn_carry`` what that reading says of each card is carried into the next turns' deals; with
    ``read_contests`` (two players) the rival's hidden Contest cards are dealt by the seat's count of them
    (``contests``), the rest of its hand as with ``read_weights`` (with ``read_turns`` too, the hands the
    turn reading weighs are dealt that way). With ``plans``
    the rest of a turn that holds nothing more to learn is searched as whole plans (``plans``), each
    given at least ``plan_deals`` deals (measured worse than move by move: an A/B setting).
    ``max_combos``: the Knight Combos searched, the strongest by total force. ``guard``: the discards
    searched never hand a rival a contest it would take and score while another card can go (the policy's
    guard, ``policy.gift_keep``); without it such a discard is searched, but the guarded policy's
    discard comes first and stands unless a move wins more on the same deals (by more than ``gift_z``
    paired standard errors for a discard that hands a rival a contest). ``guard_players``: from this many
    players up the discards searched keep that guard whatever ``guard`` says (with more rivals, one of
    them is likelier to take the contest and score it). ``playout_guard``: the playouts' policy keeps
    that guard. ``max_discards``: the discards searched, the least valuable to the policy. ``deadline``
    (the app's thinking time) may stop it earlier; the policy's move then stands unless the leader beats
    it by more than ``CUT_Z`` paired standard errors. ``special_first``: a knight the search would build while
    a Special can still be played this phase waits for the Special (``special_before_knight``).
    ``draw_z``: at a draw the deck is drawn blind unless taking the pile's top Chivalry card beats it by
    more than ``draw_z`` paired standard errors (``draw_default``).
    ``disc_read``: the turn reading and the contest count follow every turn but deal the rival's hand only
    at the seat's discards (``discard_reading``).
    """

    def __init__(
        self,
        iterations: int = 800,
        level: str = "hard",
        z: float = 2.5,
        min_deals: int = 16,
        steps: int | None = None,
        slack: float = 0.0,
        slack_z: float = 1.0,
        read_hands: bool = False,
        keep_z: float = 0.0,
        policy_kinds: tuple[str, ...] = (),
        read_specials: bool = False,
        read_weights: bool = False,
        endgame_max: float = ENDGAME_MAX,
        endgame_deck: int = ENDGAME_DECK,
        contest_factor: float = 1.0,
        margin_weight: float = MARGIN_WEIGHT,
        margin_scale: float = MARGIN_SCALE,
        rivals: bool = False,
        read_discards: bool = False,
        plans: bool = False,
        plan_deals: int = 0,
        max_combos: int = MAX_COMBOS,
        guard: bool = True,
        playout_guard: bool = True,
        gift_z: float = 0.0,
        guard_players: int | None = None,
        max_discards: int = MAX_DISCARDS,
        read_turns: bool = False,
        turn_tries: int = TURN_HANDS,
        turn_carry: bool = False,
        special_first: bool = False,
        read_contests: bool = False,
        draw_z: float = 0.0,
        disc_read: bool = False,
    ) -> None:
        self.iterations = iterations
        self.level = level
        self.z = z
        self.min_deals = min_deals
        self.steps = steps
        self.slack = slack
        self.slack_z = slack_z
        self.read_hands = read_hands
        self.keep_z = keep_z
        self.policy_kinds = policy_kinds
        self.read_specials = read_specials
        self.read_weights = read_weights
        self.endgame_max = endgame_max
        self.endgame_deck = endgame_deck
        self.contest_factor = contest_factor
        self.margin_weight = margin_weight
        self.margin_scale = margin_scale
        self.rivals = rivals
        self.read_discards = read_discards
        self.plans = plans
        self.plan_deals = plan_deals
        self.max_combos = max_combos
        self.guard = guard
        self.playout_guard = playout_guard
        self.gift_z = gift_z
        self.guard_players = guard_players
        self.max_discards = max_discards
        self.reader = DiscardReader()
        self.read_turns = read_turns
        self.turn_tries = turn_tries
        self.turns = TurnReader(carry=turn_carry)
        self.special_first = special_first
        self.read_contests = read_contests
        self.contests = ContestReader()
        self.draw_z = draw_z
        self.disc_read = disc_read
        self.explain = ""

    def choose(self, rules, view: TournamentState, seat: int, rng: Rng, deadline: float | None = None) -> Action:
        turns, contests = self.read_turns or self.disc_read, self.read_contests or self.disc_read
        if self.read_discards:
            self.reader.observe(rules, view, seat)
        if turns:
            self.turns.observe(rules, view, seat)
        if contests:
            self.contests.observe(rules, view, seat)
        action = self._search(rules, view, seat, rng, deadline)
        if self.special_first:
            action = special_before_knight(view, seat, action)
        if self.read_discards:
            self.reader.record(rules, view, seat, action)
        if turns:
            self.turns.record(rules, view, seat, action)
        if contests:
            self.contests.record(rules, view, seat, action)
        self.explain = explain(view, seat, action)
        return action

    def _search(self, rules, view: TournamentState, seat: int, rng: Rng, deadline: float | None) -> Action:
        legal = rules.legal_actions(view, seat)
        if not legal:
            raise ValueError("PairedSearchBot asked to move with no legal action")
        if len(legal) == 1:
            return legal[0]
        if self.plans and plans_apply(view, seat):
            cands = turn_plans(rules, view, seat)
        else:
            guard = self.guard or (self.guard_players is not None and view.players >= self.guard_players)
            singles = search_candidates(view, seat, legal, self.max_combos, guard, self.max_discards)
            if not guard and view.phase == DISCARD:
                safe = policy_action(view, seat)
                singles = [safe] + [a for a in singles if a != safe]
            if singles[0][0] in self.policy_kinds:
                return singles[0]
            cands = [(a,) for a in singles]
        if len(cands) == 1:
            return cands[0][0]
        k = len(cands)
        alive = list(range(k))
        rewards: list[list[float]] = [[] for _ in range(k)]
        spent = dealt = 0
        cut = False
        steps = self.steps if self.steps is not None else math.inf
        budget = self.iterations * endgame_factor(len(view.deck), self.endgame_max, self.endgame_deck)
        budget = max(budget, k * self.plan_deals)
        if any(a[0] == "contest" for plan in cands for a in plan):
            budget *= self.contest_factor
        pool = None
        by_reading = not self.disc_read or discard_reading(view, self.read_turns, self.read_contests)
        if self.read_hands and (self.read_contests or self.disc_read):
            bare = self.read_specials and bool(acted_rivals(view, seat))
            pool = self.contests.pool(view, seat, RIVAL_WEIGHTS if self.read_weights else (1.0,) * 7, bare)
        if self.read_hands and (self.read_turns or self.disc_read):
            weights = RIVAL_WEIGHTS if self.read_weights else None
            # read but not dealt by: the turn is still read (its carry), on a stream of its own
            read_rng = rng if by_reading else Rng.from_seed(view.turns)
            pool = self.turns.pool(view, seat, read_rng, weights, self.turn_tries, pool) or pool
        if not by_reading:
            pool = None
        while spent < budget and dealt < steps and len(alive) > 1:
            if pool is not None:
                world = deal_with(view, rng, pool)
            elif self.read_hands:
                world = sample_world(
                    rules,
                    view,
                    seat,
                    rng,
                    self.read_specials,
                    RIVAL_WEIGHTS if self.read_weights else None,
                    self.reader if self.read_discards else None,
                )
            else:
                world = rules.determinize(view, seat, rng)
            for i in alive:
                state = world
                for move in cands[i]:
                    state, _ev = rules.apply(state, seat, move)
                rewards[i].append(
                    playout_reward(state, seat, self.margin_weight, self.margin_scale, self.rivals, self.playout_guard)
                )
            spent += len(alive)
            dealt += len(alive) * (len(world.deck) + 1)
            deals = len(rewards[alive[0]])
            if deals >= self.min_deals and deals % 8 == 0:
                alive = self._survivors(alive, rewards)
            if deadline is not None and time.monotonic() > deadline:
                cut = spent < budget and dealt < steps and len(alive) > 1
                break
        best = max(alive, key=lambda i: (sum(rewards[i]), -i))
        keep = max(self.keep_z, CUT_Z if cut else 0.0)
        if keep > 0 and best != 0 and 0 in alive and not beats(rewards[best], rewards[0], keep):
            best = 0
        if self.gift_z > 0 and best != 0 and 0 in alive and gives_away(view, seat, cands[best][0]):
            if not beats(rewards[best], rewards[0], self.gift_z):
                best = 0
        best = draw_default(view, cands, alive, rewards, best, self.draw_z)
        return cands[best][0]

    def _survivors(self, alive: list[int], rewards: list[list[float]]) -> list[int]:
        """Drop the candidates whose paired difference to the leader is clearly negative; only the
        leader survives when none of the others can be more than ``slack`` better."""
        n = len(rewards[alive[0]])
        lead = max(alive, key=lambda i: sum(rewards[i]))
        keep = []
        close = False
        gaps = {}
        for i in alive:
            if i == lead:
                keep.append(i)
                continue
            diffs = [a - b for a, b in zip(rewards[i], rewards[lead])]
            mean = gaps[i] = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            se = math.sqrt(var / n)
            if mean + self.z * se >= 0:
                keep.append(i)
                close = close or mean + self.slack_z * se >= self.slack
        if self.slack > 0 and not close:
            # near-equal moves: the policy's own move (candidate 0) unless it trails by more than slack
            return [0] if 0 in keep and gaps.get(0, 0.0) > -self.slack else [lead]
        return sorted(keep)
