"""Glory's bot levels: easy, medium and hard. Every one decides from ``rules.view(state, seat)`` only.

* easy — a knight's rules of thumb (``planner``): arm for the duels, take the glory on the table,
  challenge where glory times the odds is highest; sensible, never clever. Duels by the duel AI.
* medium — the priced policy (``policy``) with a small random spread on every price (0.3 glory
  points), at the rival partner's weights (half of what a placement keeps from the rival); duels by
  the duel AI. (A spread of 1 point at the pricer's weights played no better than easy.)
* hard — the priced policy without noise, plus three quarters of what a placement keeps from the
  rival who would take it next (``weights.HARD``; the "rival" partner counts half of it, the "pricer"
  none; all of it measured no better); at each action-phase placement it looks ahead: its three best
  placements, each played on to the phase's end by every seat's priced policy (``phase_search``),
  the rivals played by a model read from their own placements so far (``opponent.DenialReader``).
  In rounds 2 and 3 (``END_FROM``) that pick is checked by whole-game play-outs (``END_ROLL`` worlds sampled from
  its view, every seat by the priced policy, the same worlds and dice for each of the three
  candidates, judged by the final glory margin plus a win's worth), and another candidate replaces
  it only when it ends better by a standard error of the paired difference. Given a deadline (the app's
  thinking time), those play-outs stop before a world there is no time left for; fewer
  than two worlds leave the look-ahead's pick (``rollout.Budget``).
  Its duels by the duel AI (``DUEL_ROLL`` = 0; the option: at the tent and the Strength step every
  legal move is played on to the duel's end 16 times, both sides by the duel AI, the same dice for
  every move, ``duel_search``, and the duel AI's own move is kept unless another beats it by a
  standard error; the later steps by the duel AI). Off by default
  and measured (no gain beyond the noise, about +1 s of CPU a game): ``roll``, rollouts of the round or
  the whole game at registration and the tournament's type (``rollout``); ``worlds`` above one;
  ``reg``, registrations played on to the end of the registration phase (``reg_search``).

``search`` — the search (``search.SearchBot``, the priced policy's best candidates judged again on
worlds sampled from its view) is experimental and weaker today (32.5% against the pricer, 95% CI
22-45%, 60 games): it is only a measurement label in ``GameSpec.sparring``, never offered at setup.

``explain`` is one translated sentence about the last move, from public information only
(``reasons``).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, fields, replace

from game.core.rng import Rng
from game.games.glory import duel as D
from game.games.glory import duel_search, policy
from game.games.glory.opponent import DenialReader
from game.games.glory.phase_search import phase_values
from game.games.glory.planner import PlannerBot
from game.games.glory.reasons import explain
from game.games.glory.reg_search import registration_values
from game.games.glory.rollout import WIN, Budget, rollout_samples, rollout_values
from game.games.glory.search import SearchBot
from game.games.glory.state import GloryState
from game.games.glory.weights import HARD, PARTNER, RIVAL, Weights

_STEP_CODES = {"t": (D.TENT,), "s": (D.STRENGTH,), "f": (D.FAITH,), "l": (D.LANCE1, D.LANCE2), "r": (D.RELIC,)}
DUEL_ROLL = 0  # the hard level's duel play-outs per candidate move (0: the duel AI's own move; 16 measured even)
DUEL_STEPS = "ts"  # the duel steps it plays out: the tent and the Strength tokens
MEDIUM_NOISE = 0.3  # the medium level's random spread on every price (glory points)
LOOK = 3  # the hard level's candidate placements played on to the phase's end
READ = -1.0  # a rival model weight below zero: read it from the rival's placements (``opponent``)
END_ROLL = 4  # worlds of whole-game play-outs checking the look-ahead's pick from round END_FROM
END_FROM = 2  # the first round whose placements they check (rounds 2 and 3; round 1 costs too much CPU)
END_MARGIN = 1.0  # standard errors of the paired difference a candidate must beat the pick by
PLAYOUT_VS_PHASE = 4.0  # a world of whole-game play-outs costs about this many phase look-aheads (measured)


@dataclass(frozen=True)
class GlorySettings:
    """The look-ahead's settings of a priced level (the A/B settings of ``bench_glory_ab.py``); the
    defaults are the priced policy alone, no look-ahead."""

    look: int = 0  # placements looked ahead over the action phase (0: none)
    rival_share: float = 0.75  # how much of the rivals' placements counts against the seat's in it
    model: float = 0.0  # the denial weight the look-ahead expects of its rivals (< 0: read from their play)
    worlds: int = 1  # worlds the look-ahead samples from the view
    roll: int = 0  # worlds of whole-game rollouts at registration and the tournament's type (0: none)
    roll_top: int = 4  # the candidates those rollouts judge (the best by price)
    whole: int = 0  # those rollouts go to the game's end (else to the round's tournament's end)
    reg: int = 0  # registrations played on to the end of the registration phase (0: none)
    duel_roll: int = 0  # duel play-outs per candidate (0: the duel AI alone; ``duel_search``)
    duel_steps: str = "ts"  # the duel steps judged by play-outs: t s f l r (tent ... relic)
    duel_margin: float = 1.0  # standard errors a candidate must beat the duel AI's choice by
    opp_keep: float = 1.0  # how much of what the opponent keeps counts against the seat
    end_roll: int = 0  # worlds of whole-game play-outs judging late placements (0: none)
    end_from: int = 3  # the first round whose placements those play-outs judge
    end_margin: float = 1.0  # standard errors a candidate must beat the look-ahead's pick by
    end_top: int = 0  # candidates the play-outs judge (0: the look-ahead's)
    end_win: float = WIN  # a won play-out's worth beyond its final margin (glory points)
    end_budget: int = 0  # 1: those play-outs keep to the deadline (the Hint's answer), else all are played

    def with_text(self, spec: str) -> GlorySettings:
        """These settings with ``spec``'s changes ("end_from=2,end_roll=6"; each value read as its
        setting's type)."""
        changes = {}
        for part in filter(None, spec.split(",")):
            key, value = part.split("=")
            if key not in SETTINGS:
                raise ValueError(f"unknown setting {key!r}")
            changes[key] = type(getattr(self, key))(value)
        return replace(self, **changes)


SETTINGS = frozenset(f.name for f in fields(GlorySettings))


class GloryBot:
    """A level: ``noise`` (glory points of random spread on every price), ``wt`` (the priced policy's
    judgement weights), ``settings`` (its look-ahead), ``search`` (the experimental search's), or
    ``rules`` (the easy level's rules of thumb)."""

    def __init__(
        self,
        level: str,
        noise: float = 0.0,
        search: SearchBot | None = None,
        rules: PlannerBot | None = None,
        wt: Weights = PARTNER,
        settings: GlorySettings = GlorySettings(),
    ) -> None:
        self.level = level
        self.settings = settings
        self.reader: DenialReader | None = None  # made at the first look-ahead when the model is read
        self.noise = noise
        self.wt = wt
        self.search = search
        self.rules = rules
        self.explain = ""

    def choose(self, rules, view: GloryState, seat: int, rng: Rng, deadline: float | None = None) -> tuple:
        if self.settings.duel_roll and policy.in_duel(view, seat):
            action = self._duel(view, seat, rng)
        elif self.search is not None:
            action = self.search.choose(rules, view, seat, rng, deadline)
        elif self.rules is not None:
            action = self.rules.choose(rules, view, seat, rng, deadline)
        elif self.settings.look and _placing(rules, view, seat):
            if self.settings.model < 0 and self.reader is None:
                self.reader = DenialReader()
            if self.reader is not None:
                self.reader.observe(rules, view, seat, rng)
            action = self._look_ahead(rules, view, seat, rng, deadline)
        elif self.settings.reg and _registering(rules, view, seat):
            action = self._registration(rules, view, seat, rng)
        elif self.settings.roll and _decisive(rules, view, seat):
            action = self._roll_out(rules, view, seat, rng)
        else:
            action = policy.choose(rules, view, seat, rng, noise=self.noise, wt=self.wt)
        if self.reader is not None:
            self.reader.remember(view, seat, action)
        self.explain = explain(view, seat, action)
        return action

    def _duel(self, view: GloryState, seat: int, rng: Rng) -> tuple:
        """A duel step: judged by play-outs of the duel where ``duel_steps`` says, else the duel AI."""
        st = self.settings
        steps = frozenset(step for c in st.duel_steps for step in _STEP_CODES.get(c, ()))
        action = duel_search.choose(view, seat, rng, st.duel_roll, steps, st.duel_margin, st.opp_keep)
        if action is None:
            action = policy.choose(rules=None, view=view, seat=seat, rng=rng, wt=self.wt)
        return action

    def _look_ahead(self, rules, view: GloryState, seat: int, rng: Rng, deadline: float | None = None) -> tuple:
        """The best few placements by price and denial, each played on to the phase's end (then, late
        in the game, checked by whole-game play-outs as far as ``deadline`` leaves time for)."""
        st = self.settings
        started = time.monotonic()
        legal = rules.legal_actions(view, seat)
        values = policy.action_prices(rules, view, seat, legal, wt=self.wt)
        for a, v in policy.denial_values(view, seat, legal, self.wt.denial, self.wt).items():
            values[a] += v
        ranked = sorted(legal, key=lambda a: -values[a])[: st.look]
        if len(ranked) < 2:
            return ranked[0]
        model = self.reader.model() if self.reader is not None else st.model
        rival_wt = replace(PARTNER, denial=model)
        judged = phase_values(rules, view, seat, rng, ranked, st.rival_share, self.wt, rival_wt, st.worlds)
        pick = max(ranked, key=lambda a: judged[a])
        guess = PLAYOUT_VS_PHASE * (time.monotonic() - started)  # a world of play-outs, before one is timed
        if st.end_roll and view.round >= st.end_from and view.n > 1:  # solo: no rival to outscore
            top = sorted(legal, key=lambda a: -values[a])[: st.end_top] if st.end_top else ranked
            if pick not in top:
                top = [pick, *top]
            pick = _end_pick(
                rules, view, seat, rng, top, pick, st.end_roll, st.end_margin, self.wt, rival_wt, st.end_win,
                Budget(deadline if st.end_budget else None, guess),
            )  # fmt: skip
        return pick

    def _registration(self, rules, view: GloryState, seat: int, rng: Rng) -> tuple:
        """The best few registrations by the one-step judgement, each played on to the phase's end."""
        legal = rules.legal_actions(view, seat)
        values = policy.action_prices(rules, view, seat, legal, wt=self.wt)
        ranked = sorted(legal, key=lambda a: -values[a])[: self.settings.reg]
        if len(ranked) < 2:
            return ranked[0]
        model = self.reader.model() if self.reader is not None else self.settings.model
        rival_wt = replace(PARTNER, denial=max(0.0, model))
        judged = registration_values(rules, view, seat, rng, ranked, self.wt, rival_wt)
        return max(ranked, key=lambda a: judged[a])

    def _roll_out(self, rules, view: GloryState, seat: int, rng: Rng) -> tuple:
        """The best few options by the policy's values, each played to the game's end on sampled worlds."""
        legal = rules.legal_actions(view, seat)
        if legal[0][0] == "tournament":
            values = policy.tournament_values(rules, view, seat, rng, wt=self.wt)
        else:
            values = policy.action_prices(rules, view, seat, legal, wt=self.wt)
        ranked = sorted(legal, key=lambda a: -values[a])[: self.settings.roll_top]
        model = self.reader.model() if self.reader is not None else self.settings.model
        rival_wt = replace(PARTNER, denial=max(0.0, model))
        st = self.settings
        judged = rollout_values(rules, view, seat, rng, ranked, st.roll, self.wt, rival_wt, bool(st.whole))
        return max(ranked, key=lambda a: judged[a])


def _end_pick(
    rules,
    view: GloryState,
    seat: int,
    rng: Rng,
    top: list[tuple],
    pick: tuple,
    worlds: int,
    margin: float,
    wt,
    rival_wt,
    win: float = WIN,
    budget: Budget | None = None,
) -> tuple:
    """``pick`` unless another of ``top`` ends the game better (final margin, plus ``win`` for a win)
    over ``worlds`` whole-game play-outs, by ``margin`` standard errors of the paired difference. A
    ``budget`` may stop the worlds early; fewer than two cannot show a difference: ``pick`` stays."""
    ends = rollout_samples(rules, view, seat, rng, top, worlds, wt, rival_wt, True, win, budget)
    worlds = len(ends[pick])
    if worlds < 2:
        return pick
    best = max(top, key=lambda a: sum(ends[a]))
    if best == pick:
        return pick
    diffs = [x - y for x, y in zip(ends[best], ends[pick], strict=True)]
    mean = sum(diffs) / worlds
    var = sum((d - mean) ** 2 for d in diffs) / max(1, worlds - 1)
    return best if mean > margin * (var / worlds) ** 0.5 else pick


def _decisive(rules, view: GloryState, seat: int) -> bool:
    """A registration or the next tournament's type, with a choice to make."""
    if view.duel is not None or view.pending:
        return False
    legal = rules.legal_actions(view, seat)
    return len(legal) > 1 and (view.phase == "registration" or legal[0][0] == "tournament")


def _registering(rules, view: GloryState, seat: int) -> bool:
    """A registration with a choice to make (not a duel, not a pending choice)."""
    if view.phase != "registration" or view.duel is not None or view.pending:
        return False
    return len(rules.legal_actions(view, seat)) > 1


def _placing(rules, view: GloryState, seat: int) -> bool:
    """A placement of the action phase (not a duel, not a pending choice)."""
    if view.phase != "action" or view.duel is not None or view.pending:
        return False
    legal = rules.legal_actions(view, seat)
    return len(legal) > 1 and legal[0][0] == "place"


HARD_SETTINGS = GlorySettings(
    look=LOOK,
    model=READ,
    duel_roll=DUEL_ROLL,
    duel_steps=DUEL_STEPS,
    end_roll=END_ROLL,
    end_from=END_FROM,
    end_margin=END_MARGIN,
)


def easy() -> GloryBot:
    """A knight's rules of thumb."""
    return GloryBot("easy", rules=PlannerBot())


def medium() -> GloryBot:
    """The priced policy at the rival partner's weights with a small spread."""
    return GloryBot("medium", noise=MEDIUM_NOISE, wt=RIVAL)


def hard() -> GloryBot:
    """The priced policy without noise, weighing what each placement denies the rival, looking ahead
    over the action phase with a rival model read from its placements (from round 2 checked by
    whole-game play-outs), and playing its duels by the duel AI (``DUEL_ROLL`` = 0)."""
    return GloryBot("hard", wt=HARD, settings=HARD_SETTINGS)


def search() -> GloryBot:
    """The experimental search over the priced policy (a sparring label: weaker than hard today)."""
    return GloryBot("search", search=SearchBot(level="search"))


BOTS = {"easy": easy, "medium": medium, "hard": hard}
