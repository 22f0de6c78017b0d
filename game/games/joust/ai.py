"""Joust for Fun bots: three levels built from the same pieces.

* The combat-card pick is a guessing game (:mod:`tactics`). The medium bot plays its exact
  equilibrium, leaning from it toward the best reply to what the opponent's revealed cards say about
  it (:mod:`reading`), more the clearer the pattern. The hard bot values each outcome one combat
  further (:mod:`lookahead`) and leans toward the best reply to its reading of the opponent, whose
  unpatterned play it takes to be the equilibrium of the outcomes judged as they stand.
* Other decisions: the hard bot looks through the rest of its turn (:mod:`search`: every choice
  tried, every draw averaged over the cards left in the deck, the combat solved); the medium bot
  plays the careful rules of a good player (:class:`sparring.TableSense`), its court cards aimed with
  the knight it then jousts with in mind (:mod:`aim`, also the hard bot's aim among moves its search
  values alike); the easy bot plays simple
  rules of thumb and guesses its combat cards the way a beginner does, favouring the small ones.

Bots get only their seat's view; the opponent's hidden card is never read. ``explain`` says what the
bot did and why in public terms only.
"""

from __future__ import annotations

import math

from game.core.rng import Rng
from game.core.rules import Action, Seat
from game.games.joust import content as C
from game.games.joust import effects as fx
from game.games.joust import reading
from game.games.joust import tactics as T
from game.games.joust.aim import aim, unwasted
from game.games.joust.idle_court import knight_instead
from game.games.joust.improve import improve
from game.games.joust.judge import judge, judge_by
from game.games.joust.lookahead import NextCombat, OverBudget
from game.games.joust.playout import Playouts
from game.games.joust.reasons import combat_reason, table_reason
from game.games.joust.rules import JoustRules
from game.games.joust.search import OutOfTime, TurnSearch
from game.games.joust.sparring import TableSense, knight_worth, sample
from game.games.joust.state import ATTACK, COMBAT, DRAW, END, JOUST, ORDER, SETUP, TARGET, JoustState
from game.games.joust.worn import exposed_worn
from game.i18n import _

TIE = 1e-9  # search values this close are alike: the table rules choose among the moves
SHARP = 1e-6  # a temper or ramp this small: the pure best reply, leaned all the way to


# --- the combat card ------------------------------------------------------------------------------
def equilibrium(
    rules: JoustRules, view: JoustState, seat: Seat
) -> tuple[list[float], list[float], list[float], list[float]]:
    """(strike values, block values, attacker's mix, defender's mix) of the coming combat for ``seat``."""
    strike, block = T.outcomes(rules, view, seat, judge)
    p, q, _value = T.solve(strike, block, seat == view.attacker)
    return strike, block, p, q


def exploiting_mix(
    view: JoustState,
    seat: Seat,
    strike: list[float],
    block: list[float],
    p: list[float],
    q: list[float],
    lean: float,
    trusted: bool = False,
    reads: bool = True,
    models: dict[int, list[float]] | None = None,
    allowed: list[bool] | None = None,
    stake: float | None = None,
    temper: float = 0.01,
    ramp: float = 0.02,
    settled: bool = False,
    cap: float = 1.0,
) -> tuple[list[float], float]:
    """This seat's mix: the equilibrium, leaning by up to ``lean`` toward the best reply to its reading
    of the opponent. Returns (mix over 1..top, how far it leaned).

    The reading stands on the opponent's mix in ``p``/``q`` when the opponent shows no pattern. Unless
    ``trusted``, that mix is this seat's own equilibrium and only a pattern is worth leaning on; when
    ``trusted``, it is a model of the opponent in its own right (the equilibrium of a plainer valuation
    than this seat's) and its best reply is worth leaning on as it stands. ``allowed`` (one flag per
    card) rules cards out of this seat's mix: the equilibrium is then that of the other cards, and the
    best reply is among them. ``stake`` (None: no bound) caps the lean so that an opponent who knew the
    mix could take at most that much from the value the equilibrium guarantees (:func:`safe_lean`).
    ``temper`` spreads the best reply over the cards whose value against the forecast is within about
    that much of the best; the lean is scaled down while the best reply gains less than ``ramp``. With
    ``cap`` below 1, the reply gives no card more than that chance (:func:`capped_reply`)."""
    attacking = seat == view.attacker
    opponent = view.defender if attacking else view.attacker
    top = len(strike)
    mine, theirs = (p, q) if attacking else (q, p)
    if allowed is not None and not all(allowed):
        mine = restricted_mix(strike, block, attacking, allowed)
    if reads:
        forecast, w = reading.predict(view, opponent, seat, top, theirs, models, settled)
    else:  # the model's mix as it stands
        forecast, w = list(theirs), [1.0, 0.0, 0.0]
    if attacking:
        ev = [forecast[i] * block[i] + (1 - forecast[i]) * strike[i] for i in range(top)]
    else:
        ev = [forecast[i] * block[i] + sum(forecast[j] * strike[j] for j in range(top) if j != i) for i in range(top)]
    eq_value = sum(m * v for m, v in zip(mine, ev))
    if allowed is not None and not all(allowed):
        ev = [v if ok else -math.inf for v, ok in zip(ev, allowed)]
    best = max(ev)
    gain = best - eq_value
    soft = [math.exp((v - best) / temper) for v in ev]
    total = sum(soft)
    reply = [x / total for x in soft]
    if cap < 1.0:
        reply = capped_reply(ev, eq_value, mine, cap)
    amount = lean * (1.0 if trusted else 1.0 - w[0]) * min(1.0, gain / ramp)
    if stake is not None and amount > 0:
        amount = min(amount, safe_lean(strike, block, attacking, mine, reply, stake))
    return [(1 - amount) * m + amount * r for m, r in zip(mine, reply)], amount


def capped_reply(ev: list[float], eq_value: float, mine: list[float], cap: float) -> list[float]:
    """The best reply spread so that no card gets more than ``cap``: the cards that gain on the
    equilibrium's value ``eq_value``, best first, up to ``cap`` each; what is left goes as ``mine``."""
    reply = [0.0] * len(ev)
    left = 1.0
    for i in sorted(range(len(ev)), key=lambda i: -ev[i]):
        if left <= 0 or ev[i] <= eq_value:
            break
        reply[i] = min(cap, left)
        left -= reply[i]
    return [r + left * m for r, m in zip(reply, mine)]


def worst_case(strike: list[float], block: list[float], attacking: bool, mix: list[float]) -> list[float]:
    """This seat's value of playing ``mix`` against each card the opponent may answer with (for an
    attacker's mix, the defender's cards 1..top and one that never blocks; for a defender's mix, the
    attacker's cards 1..top)."""
    top = len(strike)
    if attacking:
        base = sum(m * s for m, s in zip(mix, strike))
        return [base - mix[j] * (strike[j] - block[j]) for j in range(top)] + [base]
    return [mix[j] * block[j] + (1 - mix[j]) * strike[j] for j in range(top)]


def safe_lean(
    strike: list[float], block: list[float], attacking: bool, mine: list[float], reply: list[float], stake: float
) -> float:
    """How far (0..1) this seat's mix may move from ``mine`` toward ``reply`` while an opponent who
    knew the resulting mix could take at most ``stake`` from what ``mine`` guarantees whatever it does."""
    a = worst_case(strike, block, attacking, mine)
    b = worst_case(strike, block, attacking, reply)
    floor = min(a) - stake
    t = 1.0
    for aj, bj in zip(a, b):
        if bj < floor:  # the straight line from aj at 0 to bj at 1 crosses the floor
            t = min(t, max(0.0, (aj - floor) / (aj - bj)))
    return t


def restricted_mix(strike: list[float], block: list[float], attacking: bool, allowed: list[bool]) -> list[float]:
    """This seat's equilibrium mix over 1..top when it plays only the ``allowed`` cards (the others get 0)."""
    keep = [i for i, ok in enumerate(allowed) if ok]
    p, q, _v = T.solve([strike[i] for i in keep], [block[i] for i in keep], attacking)
    sub = p if attacking else q
    mix = [0.0] * len(strike)
    for i, m in zip(keep, sub):
        mix[i] = m
    return mix


def hands_the_game(block: list[float], attacking: bool) -> list[bool] | None:
    """For an attacker: which cards may be played, ruling out those whose block ends the game lost
    (valued 0: a block that knocks out its own last knight, or brings the blocker to victory), as long
    as another card's block does not; None when no card is ruled out."""
    if not attacking:
        return None
    allowed = [v > 0.0 for v in block]
    return allowed if any(allowed) and not all(allowed) else None


def own_streak(view: JoustState, seat: Seat, top: int, length: int) -> int | None:
    """The card (index into 1..top) this seat showed in each of its last ``length`` combats in its
    present role, counted as a gap below the attacker's strength the way a reader counts it; None when
    those cards differ (or ``length`` is 0 or not reached)."""
    if length <= 0:
        return None
    attacking = seat == view.attacker
    gaps = [
        (t - a) if attacking else (t - d if d <= t else -1)
        for _turn, att, dfn, a, d, t in view.revealed
        if (att if attacking else dfn) == seat
    ][-length:]
    if len(gaps) < length or len(set(gaps)) != 1 or not 0 <= gaps[0] < top:
        return None
    return top - 1 - gaps[0]


def shown_run(view: JoustState, seat: Seat, top: int, length: int) -> int | None:
    """The card (index into 1..top) this seat showed, by its face value, in each of its last ``length``
    combats in its present role (a person reads the face, whatever the attacker's strength was); None
    when those cards differ, ``length`` is 0 or not reached, or the card is above ``top``."""
    if length <= 0:
        return None
    attacking = seat == view.attacker
    shown = [
        a if attacking else d for _turn, att, dfn, a, d, _t in view.revealed if (att if attacking else dfn) == seat
    ]
    shown = shown[-length:]
    if len(shown) < length or len(set(shown)) != 1 or not 1 <= shown[0] <= top:
        return None
    return shown[0] - 1


def face_run(view: JoustState, seat: Seat) -> tuple[int, int]:
    """(face, how many combats running) of the card this seat showed last in its present role; (0, 0)
    before it has shown one."""
    attacking = seat == view.attacker
    shown = [
        a if attacking else d for _turn, att, dfn, a, d, _t in view.revealed if (att if attacking else dfn) == seat
    ]
    if not shown:
        return 0, 0
    length = 1
    while length < len(shown) and shown[-1 - length] == shown[-1]:
        length += 1
    return shown[-1], length


def break_the_run(mix: list[float], face: int, length: int, streak: int, cap: float) -> list[float]:
    """``mix`` with the chance of showing ``face`` again, after ``length`` times running, at most
    ``cap`` once the run reaches ``streak`` and ``cap`` times less for each combat it grew since: a
    run a person reads grows ever rarer. The chance taken off goes to the other cards as ``mix`` has them."""
    if streak <= 0 or length < streak or not 1 <= face <= len(mix) or len(mix) < 2:
        return mix
    limit = cap ** (length - streak + 1)
    flags = [i == face - 1 for i in range(len(mix))]
    if mix[face - 1] <= limit:
        return mix
    out = spare_the_knight(mix, [limit if f else m for f, m in zip(flags, mix)], flags)
    if out is mix:  # no other card had any chance: spread it evenly
        left = 1.0 - limit
        out = [limit if f else left / (len(mix) - 1) for f in flags]
    return out


def ruinous_blocks(rules: JoustRules, view: JoustState) -> list[bool]:
    """For the attacker: which cards 1..top, if blocked, cost it its jousting knight (a block that hits
    back, such as a reflected card, knocks it out)."""
    top = T.attacker_top(view)
    return [T.play_combat(rules, view, a, a, judge).knight(view.att_uid) is None for a in range(1, top + 1)]


def spare_the_knight(mix: list[float], own: list[float], ruinous: list[bool]) -> list[float]:
    """``mix`` with no card whose block costs the knight played more often than in ``own`` (the
    equilibrium): a lean toward such a card bets the knight on the forecast. The chance taken off goes
    to the other cards in proportion to ``mix`` (or to ``own`` when ``mix`` has none there)."""
    if not any(ruinous) or all(ruinous):
        return mix
    out = [min(m, o) if r else m for m, o, r in zip(mix, own, ruinous)]
    freed = 1.0 - sum(out)
    if freed <= 1e-12:
        return mix
    safe = [0.0 if r else m for m, r in zip(out, ruinous)]
    if sum(safe) <= 0:
        safe = [0.0 if r else o for o, r in zip(own, ruinous)]
    total = sum(safe)
    if total <= 0:
        return mix
    return [x + freed * w / total for x, w in zip(out, safe)]


#: the step of each phase a hard bot may leave to the table rules (``HardBot.plain``)
PLAIN_STEP = {DRAW: "draw", TARGET: "target", JOUST: "joust", ATTACK: "joust", ORDER: "order", COMBAT: "combat"}


# --- the bots -------------------------------------------------------------------------------------
class Reading(TableSense):
    """Plays every combat as the equilibrium, leaning toward the best reply to what the opponent's
    revealed cards say about it."""

    lean = 0.7  # how far the combat mix may move from the equilibrium toward the best reply

    def target(self, rules: JoustRules, view: JoustState, seat: Seat, legal: list[Action]) -> Action:
        """The table rules' aim among the knights the card changes, and for a card that arms an own
        knight, among those the bot then jousts with (:func:`aim.aim`): no card wasted when it need not be."""
        options = aim(rules, view, seat, legal, self.target, self.jouster)
        return options[0] if options == [("target", -1)] else super().target(rules, view, seat, options)

    def jouster(self, rules: JoustRules, view: JoustState, seat: Seat, legal: list[Action]) -> Action:
        """The table rules' jouster, never a worn knight one strike from a knock-out while a fresh knight
        no single strike knocks out may joust instead (:func:`worn.exposed_worn`)."""
        worn = exposed_worn(view, seat, legal)
        kept = [a for a in legal if not (a[0] == "joust" and a[1] in worn)]
        return super().jouster(rules, view, seat, kept)

    def draw(self, rules: JoustRules, view: JoustState, seat: Seat, legal: list[Action]) -> Action:
        """The table rules' draw, but a knight rather than a court deck mostly of cards that would do
        nothing now (:func:`idle_court.knight_instead`)."""
        return knight_instead(view, seat, legal, super().draw(rules, view, seat, legal))

    def combat(self, rules: JoustRules, view: JoustState, seat: Seat, legal: list[Action], rng: Rng) -> Action:
        strike, block, p, q = equilibrium(rules, view, seat)
        mix, _leaned = exploiting_mix(view, seat, strike, block, p, q, self.lean)
        card = sample(rng, mix) + 1
        self.explain = combat_reason(view, seat)
        return ("card", card)


class HardBot(Reading):
    """Looks through the rest of its turn for every decision; in combat, values each outcome one combat
    further (attacking: the opponent's coming combat; defending: its own) and plays toward the best
    reply to its opponent as read (its habits, or else the equilibrium of the position judged as it
    stands, the way a sound player sees it), but never toward a card it has just shown ``streak``
    times in a row in that role (by its face or its gap below the attacker's strength), and a face
    run that long grows ever rarer (``run_cap``); as attacker it never shows a card whose block would
    lose the game outright while another card's would not, nor leans toward one whose block would
    cost its jousting knight. Once an opponent has answered its cards in a role more
    often than its mixes let one expect (it is being read), its lean in that role stops where an
    opponent who knew the mix could take more than ``stake`` from the equilibrium's worth. Moves its
    search values alike are settled by the table rules."""

    level = "hard"
    lean = 1.0  # all the way to the best reply when it gains (0.7: 16 fewer wins in 400 paired games vs solver)
    budget = 2_000  # look-ahead nodes a decision may use before it falls back to the plain turn search
    combat_budget = 40_000  # look-ahead nodes of the combat outcomes' values
    tie_rules = True  # moves valued alike: the table rules choose (False: the first legal one)
    draw_budget = 0  # look-ahead nodes of the draw step's values (0: its ends judged as they stand)
    own_turn = True  # a defender also values each outcome by its own coming combat
    streak = 2  # after this many same cards in a row in one role, no lean toward that card again (0: off)
    faces = True  # the streak also counts the cards' faces (False: only their gaps below the attacker's strength)
    spare = True  # as attacker, no lean toward a card whose block would cost its jousting knight
    run_cap = 0.25  # after a run of ``streak`` same faces in a role, that card's most chance, and this many
    # times less for each combat the run grew since (:func:`break_the_run`; 1: off)
    reads = True  # the opponent's revealed cards shape the forecast of its pick (False: the model alone)
    remember = False  # judge the opponent's shown cards by the equilibrium mix it worked out for them
    weights = ""  # the judge's weight set for its own valuations (judge.ALTERNATIVES; "": the common one)
    no_throw = True  # as attacker, never a card whose block loses the game outright while another card's does not
    turn_end = False  # judge a position as it stands once its turn is over (one-turn court bonuses gone)
    forced = (
        False  # the look-ahead averages a knight-less player's forced knight draw (False: skipped, its turn passed)
    )
    depth = 1  # combats the combat pick looks past its own (2: the next combat's outcomes valued by the one after)
    inner_budget = 400_000  # look-ahead nodes of that second combat
    draws = 0  # the look-ahead lets a player with at most this many knights draw one before jousting (0: never)
    stake = 0.03  # the most an opponent who knew the combat mix could take from its equilibrium's worth (<0: any)
    temper = 0.01  # the best reply spreads over the cards within about this value of the best
    open_temper = 0.01  # the same in a role whose lean is not yet guarded (tiny: the pure best reply)
    sure = 2.0  # the reading's weight of "no pattern", judged by the mixes this bot worked out for the
    # opponent, from which it takes the opponent to play that mix exactly: in a role not yet guarded, the
    # pure best reply to it (no reading, no ramp, no temper; above 1: never)
    unread = 0.0  # the same while the opponent has answered this bot's cards, over both roles, less than
    # this much more often than its mixes let one expect (0: never)
    guard = 0.8  # stake and temper only in a role where the opponent has answered its cards this much more
    # often than its mix let one expect (blocked its attacks, dodged its blocks; 0: always)
    hide = "both"  # the roles the stake and the temper apply in: "both", "attack" or "defence"
    cap = 1.0  # the most chance the lean's best reply gives one card (1: the plain best reply, one card shown
    # in nearly every pick of a given position; 0.5 far less readable, but it leans less into a reader's pattern)
    blend = 0.0  # share of the outcomes judged as they stand in the combat values (the rest: one combat further)
    trusted = True  # lean toward the best reply to the model as it stands (False: only as far as a pattern shows)
    settled = False  # the reading's habit and chaser forecasts start from the equilibrium, not a flat guess
    ramp = 0.02  # the lean is scaled down while the best reply gains less than this
    rollouts = 0  # play-outs per combat outcome mixed into its values (0: none; :mod:`playout`)
    horizon = 0  # combats a play-out goes past this one before it is judged (0: to the end of the game)
    mc_weight = 0.5  # share of the play-outs in the combat outcomes' values (the rest: the look-ahead)
    late = 0  # play-outs only once a seat is within this many fans of winning (0: in every combat)
    table_rollouts = 0  # play-outs per option of each table decision (0: none; :mod:`improve`)
    table_margin = 1.0  # another move replaces the search's only when its play-outs beat it by this many paired SEs
    table_width = 6  # the most options played out: the search's move and the next best by its values
    worn_margin = 0.0  # a worn knight one strike from a knock-out, while a fresh one may joust instead, jousts
    # only when the search values it this much above the fresh one (its look-ahead judges the knock-out of its
    # own knight too kindly: one knight fewer counts for its holder). Off: 0.05 changed 3 of 400 paired games
    # on seed 5131, +1 win against the solver and -2 against the reader (SE 1.4)
    idle_draw = True  # a knight is drawn, not a court card, when most of the court deck would do nothing now
    plain = ""  # steps played by the table rules instead (the partners' way; "+"-joined: draw, target,
    # joust, order, combat; a bench's ablation of where the search gains)

    def __init__(self) -> None:
        super().__init__()
        self.models: dict[int, list[float]] = {}  # turn -> the opponent's mix this bot worked out then
        self.played: dict[int, tuple[bool, float]] = {}  # turn -> (attacking, the chance its card is matched)

    def combat(self, rules: JoustRules, view: JoustState, seat: Seat, legal: list[Action], rng: Rng) -> Action:
        mix = self.combat_mix(rules, view, seat)
        self.explain = combat_reason(view, seat)
        return ("card", sample(rng, mix) + 1)

    def combat_mix(self, rules: JoustRules, view: JoustState, seat: Seat) -> list[float]:
        """The chance of each combat card 1..top this bot plays now (remembered for its ``guard``)."""
        attacking = seat == view.attacker
        strike, block, p, q = equilibrium(rules, view, seat)
        try:
            leaf = judge_by(self.weights, self.turn_end)
            if self.depth > 1:  # each outcome's next combat judged by the combat after it
                leaf = NextCombat(rules, leaf, self.inner_budget, own=True, forced=self.forced, draws=self.draws)
            deep = NextCombat(
                rules,
                leaf,
                self.combat_budget,
                own=self.own_turn,
                forced=self.forced,
                draws=self.draws,
            )
            deep_strike, deep_block = T.outcomes(rules, view, seat, deep)
            b = self.blend
            strike = [(1 - b) * d + b * v for d, v in zip(deep_strike, strike)]
            block = [(1 - b) * d + b * v for d, v in zip(deep_block, block)]
        except OverBudget:
            pass
        if self.rollouts > 0 and self.near_end(view):
            strike, block = self.played_on(rules, view, seat, strike, block)
        mine_p, mine_q, _value = T.solve(strike, block, attacking)
        p, q = (mine_p, q) if attacking else (p, mine_q)
        theirs = q if attacking else p  # the opponent's equilibrium of the outcomes judged as they stand
        self.models[view.turn] = list(theirs) + ([0.0] if attacking else [])  # a defender never plays above top
        models = self.models if self.remember else None
        allowed = hands_the_game(block, attacking) if self.no_throw else None
        guarded = self.guarded(view, attacking)
        sure = not guarded and self.looks_solved(view, seat)
        mix, leaned = exploiting_mix(
            view,
            seat,
            strike,
            block,
            p,
            q,
            self.lean,
            trusted=self.trusted,
            reads=self.reads and not sure,
            models=models,
            allowed=allowed,
            stake=self.stake if self.stake >= 0 and guarded else None,
            temper=self.temper if guarded else (SHARP if sure else self.open_temper),
            ramp=SHARP if sure else self.ramp,
            settled=self.settled,
            cap=self.cap,
        )
        own = mine_p if attacking else mine_q
        if allowed is not None:
            own = restricted_mix(strike, block, attacking, allowed)
        repeated = own_streak(view, seat, len(strike), self.streak)
        if repeated is None and self.faces:
            repeated = shown_run(view, seat, len(strike), self.streak)
        if repeated is not None and leaned > 0 and mix[repeated] > own[repeated]:
            mix = own  # leaning would show the same card again: a pattern anyone can read; hide in the mix
        if self.run_cap < 1.0:
            mix = break_the_run(mix, *face_run(view, seat), self.streak, self.run_cap)
        if attacking and self.spare and leaned > 0:
            mix = spare_the_knight(mix, own, ruinous_blocks(rules, view))
        self.played[view.turn] = (attacking, sum(m * t for m, t in zip(mix, theirs)))
        return mix

    def looks_solved(self, view: JoustState, seat: Seat) -> bool:
        """Whether the opponent looks like it plays the mixes this bot worked out for it: its cards shown so
        far in its present role (the reading's weight of "no pattern", each card judged by that mix, at
        least ``sure``), or its answers to this bot's cards (less than ``unread`` above what was expected)."""
        if self.unread > 0 and self.answered(view, None) < self.unread:
            return True
        if self.sure > 1.0:
            return False
        attacking = seat == view.attacker
        opponent = view.defender if attacking else view.attacker
        w, _seen = reading.weights(view, opponent, seat, attacking, self.models)
        return w[0] >= self.sure

    def near_end(self, view: JoustState) -> bool:
        """Whether the play-outs value this combat: always without ``late``; with it, once some seat is
        within ``late`` fans of winning (the rest of the game is short, and the judge least sure)."""
        return self.late <= 0 or max(s.fans for s in view.seats) >= C.FANS_TO_WIN - self.late

    def played_on(
        self, rules: JoustRules, view: JoustState, seat: Seat, strike: list[float], block: list[float]
    ) -> tuple[list[float], list[float]]:
        """The outcome values with the play-outs' share ``mc_weight`` mixed in (their random numbers drawn
        from the public position, so a position is always valued alike)."""
        key = (view.turn, seat, len(view.revealed), tuple(view.knight_deck), tuple(s.fans for s in view.seats))
        rng = Rng.from_seed(hash(key))
        mc_s, mc_b = Playouts(rules, self.rollouts, self.horizon).outcomes(view, seat, rng)
        w = self.mc_weight
        return [(1 - w) * d + w * m for d, m in zip(strike, mc_s)], [(1 - w) * d + w * m for d, m in zip(block, mc_b)]

    def guarded(self, view: JoustState, attacking: bool) -> bool:
        """Whether the lean is bounded and tempered in this role: always without a ``guard``; with one, once the
        opponent has answered this bot's cards in this role (blocked its attacks, or dodged its blocks)
        ``guard`` times more often than the bot's mixes and its model of the opponent let one expect."""
        if self.hide != "both" and self.hide != ("attack" if attacking else "defence"):
            return False
        if self.guard <= 0:
            return True
        return self.answered(view, attacking) >= self.guard

    def answered(self, view: JoustState, attacking: bool | None) -> float:
        """How many more of this bot's cards in the role (None: both) the opponent answered (blocked its
        attacks, dodged its blocks) than its mixes and its model of the opponent let one expect."""
        read = 0.0
        for turn, _att, _dfn, a, d, _top in view.revealed:
            played = self.played.get(turn)
            if played is None or attacking not in (None, played[0]):
                continue
            matched = 1.0 if a == d else 0.0
            read += matched - played[1] if played[0] else played[1] - matched
        return read

    def choose(self, rules: JoustRules, view: JoustState, seat: Seat, rng: Rng, deadline: float | None = None):
        legal = rules.legal_actions(view, seat)
        if not legal:
            raise ValueError("JoustBot asked to move with no legal action")
        self.explain = ""
        if self.plain and PLAIN_STEP.get(view.phase, "") in self.plain.split("+"):
            if view.phase == COMBAT:  # the equilibrium of the outcomes judged as they stand
                return TableSense.combat(self, rules, view, seat, legal, rng)
            return TableSense.choose(self, rules, view, seat, rng, deadline)
        if view.phase == COMBAT:
            return self.combat(rules, view, seat, legal, rng)
        if len(legal) == 1:
            return legal[0]
        if view.phase == SETUP:
            action = self.setup(view, seat, legal)
            self.explain = _("chooses in secret which knight jousts first")
            return action
        if view.phase == TARGET:
            legal = unwasted(view, seat, legal)  # the search may see a silenced knight in the stable as worse off
        try:
            values = self.values(rules, view, seat, legal, deadline)
        except OutOfTime:
            return super().choose(rules, view, seat, rng, deadline)
        if view.phase == JOUST and self.worn_margin > 0:
            worn = exposed_worn(view, seat, legal)
            values = [v - self.worn_margin if a[0] == "joust" and a[1] in worn else v for a, v in zip(legal, values)]
        top = max(values)
        tied = [a for a, v in zip(legal, values) if v >= top - TIE]
        action = tied[0] if len(tied) == 1 or not self.tie_rules else self.break_tie(rules, view, seat, tied, deadline)
        if self.table_rollouts > 0:
            action = self.played_out(rules, view, seat, legal, values, action, deadline)
        if view.phase == DRAW and self.idle_draw:
            action = knight_instead(view, seat, legal, action)  # its judge counts a knight more as a loss
        self.explain = table_reason(view, seat, action)
        return action

    def played_out(
        self,
        rules: JoustRules,
        view: JoustState,
        seat: Seat,
        legal: list[Action],
        values: list[float],
        action: Action,
        deadline: float | None,
    ) -> Action:
        """``action`` unless another of the search's best ``table_width`` moves beats it in play-outs
        to the end of the game (:func:`improve.improve`); out of time, ``action``."""
        ranked = sorted(
            (a for a, v in zip(legal, values) if a != action and v > -math.inf),
            key=lambda a: -values[legal.index(a)],
        )
        options = [action, *ranked[: self.table_width - 1]]
        if len(options) < 2:
            return action
        try:
            return improve(rules, view, seat, options, self.table_rollouts, self.table_margin, deadline).action
        except OutOfTime:
            return action

    def break_tie(
        self, rules: JoustRules, view: JoustState, seat: Seat, tied: list[Action], deadline: float | None
    ) -> Action:
        """Among moves the search values alike, the one a careful player would make: a court card of
        its own aimed at the knight it then jousts with (a lance or a charm on a knight that stays in
        the stable does nothing, even when it would change nothing on the jouster either), and
        otherwise the table rules' pick among them."""
        if view.phase == TARGET:
            planned = [a for a in tied if self.jousts_after(rules, view, seat, a, deadline)]
            if planned:
                tied = planned
            return self.target(rules, view, seat, tied) if len(tied) > 1 else tied[0]
        if view.phase in (JOUST, ATTACK):
            return self.jouster(rules, view, seat, tied)
        if view.phase == DRAW and all(a[0] == "draw" for a in tied):
            return self.draw(rules, view, seat, tied)
        return tied[0]

    def jousts_after(
        self, rules: JoustRules, view: JoustState, seat: Seat, action: Action, deadline: float | None
    ) -> bool:
        """Whether ``action`` aims a court card at one of this seat's knights that it then jousts with
        (the search's own choice of jouster after it)."""
        uid = action[1]
        if view.find(uid)[0] != seat:
            return False
        nxt, _e = rules.apply(view, seat, action)
        if nxt.active != seat or nxt.phase not in (JOUST, ATTACK, COMBAT):
            return False  # another target to choose first, or the turn is over
        if nxt.phase != JOUST:  # its only knight jousts
            return nxt.att_uid == uid
        options = rules.legal_actions(nxt, seat)
        jousts = [a for a in options if a[0] == "joust"]
        try:
            values = self.values(rules, nxt, seat, jousts, deadline)
        except OutOfTime:
            return False
        best = max(values)
        return any(a[1] == uid and v >= best - TIE for a, v in zip(jousts, values))

    def values(
        self, rules: JoustRules, view: JoustState, seat: Seat, legal: list[Action], deadline: float | None
    ) -> list[float]:
        """Each legal action's value: the rest of the turn searched, its ends valued one combat further
        (after the draw, within a node budget; at the draw and past the budget, the ends are judged as
        they stand: the draw's tree is ten times bigger)."""
        budget = self.draw_budget if view.phase == DRAW else self.budget
        own = judge_by(self.weights, self.turn_end)
        if budget <= 0:
            return TurnSearch(rules, own, deadline).action_values(view, seat, legal)
        try:
            deep = NextCombat(rules, own, budget, forced=self.forced, draws=self.draws)
            return TurnSearch(rules, deep, deadline).action_values(view, seat, legal)
        except OverBudget:
            return TurnSearch(rules, own, deadline).action_values(view, seat, legal)


class MediumBot(Reading):
    """A careful player's rules for the table; every combat read like the hard bot's."""

    level = "medium"

    def choose(self, rules: JoustRules, view: JoustState, seat: Seat, rng: Rng, deadline: float | None = None):
        self.explain = ""
        action = super().choose(rules, view, seat, rng, deadline)
        if view.phase == COMBAT:
            self.explain = combat_reason(view, seat)
        elif len(rules.legal_actions(view, seat)) > 1:
            self.explain = table_reason(view, seat, action)
        return action


def beginner_card(view: JoustState, rng: Rng) -> int:
    """A beginner's combat card: any card that can strike or block, the small ones more often (card
    ``c`` in proportion to ``1 / c``), whether attacking or defending."""
    top = T.attacker_top(view)
    return sample(rng, [1.0 / c for c in range(1, top + 1)]) + 1


class EasyBot(TableSense):
    """Simple rules of thumb: the strongest knight jousts, court cards go to the obvious knight, and
    combat cards are a beginner's guess that favours the small cards (a habit a reader can spot)."""

    level = "easy"

    def choose(self, rules: JoustRules, view: JoustState, seat: Seat, rng: Rng, deadline: float | None = None):
        self.explain = ""
        legal = rules.legal_actions(view, seat)
        if view.phase == COMBAT:
            card = beginner_card(view, rng)
            self.explain = combat_reason(view, seat)
            return ("card", card)
        if len(legal) == 1:
            return legal[0]
        if view.phase == SETUP:
            return self.setup(view, seat, legal)
        if view.phase == DRAW:
            action = self._easy_draw(view, seat, legal, rng)
        elif view.phase in (JOUST, ATTACK):
            action = self._easy_jouster(view, seat, legal)
        elif view.phase == TARGET:
            action = self.target(rules, view, seat, legal)
        elif view.phase == END:
            action = self.spend(rules, view, seat, [a for a in legal if a[0] == "decree"]) or ("end",)
        elif view.phase == ORDER:
            action = legal[0]
        else:
            action = legal[0]
        self.explain = table_reason(view, seat, action)
        return action

    def _easy_draw(self, view: JoustState, seat: Seat, legal: list[Action], rng: Rng) -> Action:
        decree = [a for a in legal if a[0] == "decree"]
        for a in decree:  # a knock-out it can see
            k = view.knight(a[1])
            if k is not None and fx.health(view, k) - k.damage <= C.DECREE_DAMAGE:
                return a
        if ("draw", "knight") in legal and (("draw", "court") not in legal or len(view.seats[seat].knights) < 2):
            return ("draw", "knight")
        return ("draw", "court") if ("draw", "court") in legal else legal[0]

    def _easy_jouster(self, view: JoustState, seat: Seat, legal: list[Action]) -> Action:
        choices = [a for a in legal if a[0] in ("joust", "attack")]
        if choices[0][0] == "attack":
            return max(choices, key=lambda a: view.knight(a[1]).damage)
        return max(choices, key=lambda a: (knight_worth(view.knight(a[1]).card), -view.knight(a[1]).damage))


def easy_bot() -> EasyBot:
    return EasyBot()


def medium_bot() -> MediumBot:
    return MediumBot()


def hard_bot() -> HardBot:
    return HardBot()
