"""Post-game review: the player's chances after every decision they made, and the costliest ones.

For each decision of the reviewed seat, from that seat's own view at that moment (nothing it could
not know): deal the hidden parts again ``samples`` times, play the game out with quick bots in
every seat (a game may give its own quicker playout, ``extra["review_playout"]``), and count the
seat's share of wins — once after the move it made and once after the move
the strongest bot would have made there. The chart is the first series; a decision's cost is the
second minus the first. The same worlds and playout seeds serve both moves, so their difference is
not drowned in the noise of the deals; a world where either move cannot be played is left out of
both. A game may also deal the hidden parts its own way (``extra["review_deal"]``, e.g. as its
strongest bot reads the table), set its own number of deals (``extra["review_samples"]``: a
quick playout affords many, few make the chart jump; a function of the number of players and the variant) and its strongest bot as the review asks it
(``extra["review_bot"]``, a factory: without the costliest part of its thinking). A decision whose
alternative is the move made costs nothing and is never listed; a game may name moves that are never
listed as costly (``extra["review_unlisted"]``, e.g. a secret pick played from a mix, where one sampled
alternative is no better move): their chance is still charted.

Every estimate carries its noise (the standard error over the worlds; a share's never 0: no deal won
is not "surely lost"): a cost is listed only when it stands clear of its noise on ``CONFIRM`` times
the deals, all fresh (among forty decisions one stands two errors clear by chance alone, and its
first estimate is the one picked for being large), and a move after which the game was over is judged by the real
outcome (public then), so a move that won the game is never costly.
Pure and seeded: no pygame, the same save gives the same review.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from game.core.rng import Rng
from game.core.rules import Action, RulesError, normalize_action
from game.core.serial import to_jsonable

PLAYOUT_LEVEL = "easy"
STRONGEST = ("hard", "medium", "easy", "random")
MAX_PLAYOUT_MOVES = 5_000
MIN_COST = 0.01  # a decision is listed as costly from one point of chance: less rounds to "0 points"
CONFIRM = 4  # a seemingly costly decision is judged again on this many times the deals, all fresh
NOISE_Z = 2.0  # a cost is listed only when it exceeds this many standard errors of its own estimate


def costly(cost: float, noise: float = 0.0, floor: float = MIN_COST) -> bool:
    """Whether a decision that lost ``cost`` (a share of wins) is worth listing as a costly one: at
    least ``floor`` (one point of chance, or the game's ``extra["review_min_cost"]``: the least cost its
    review can vouch for), and clear of ``noise`` (the estimate's standard error)."""
    return round(100 * cost) >= round(100 * floor) and cost > NOISE_Z * noise


def min_cost(spec: Any) -> float:
    """The least cost ``spec``'s review lists as costly (``extra["review_min_cost"]``, else ``MIN_COST``)."""
    return spec.extra.get("review_min_cost", MIN_COST)


def share_error(values: list[float]) -> float:
    """The standard error of a share of wins from ``values`` (rewards in [0, 1]), never 0: with the
    share smoothed by one win and one loss (Laplace), so 0 wins in 24 deals is not "surely lost"."""
    n = len(values)
    if n == 0:
        return 0.0
    p = (sum(values) + 1) / (n + 2)
    return max(mean_and_error(values)[1], (p * (1 - p) / n) ** 0.5)


def mean_and_error(values: list[float]) -> tuple[float, float]:
    """The mean of ``values`` and its standard error (0 for fewer than two values)."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0
    mean = sum(values) / n
    if n < 2:
        return mean, 0.0
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, (var / n) ** 0.5


@dataclass
class Decision:
    """One reviewed move: where it was, what was played, the estimates and the bot's alternative."""

    move: int  # index in the action log
    played: Any
    chance: float  # the seat's estimated share of wins after the move it made
    best: Any  # what the strongest bot would have played
    best_chance: float
    spread: float = 0.0  # the standard error of ``chance``
    noise: float = 0.0  # the standard error of the cost (paired over the same worlds)
    decided: bool = False  # the game was over after the move: ``chance`` is its real result

    @property
    def cost(self) -> float:
        return max(0.0, self.best_chance - self.chance)


def strongest(spec: Any) -> str:
    return next((lvl for lvl in STRONGEST if lvl in spec.bots), next(iter(spec.bots)))


def playout(spec: Any, state: Any, rng: Rng, bots: dict[int, Any]) -> Any:
    """Play ``state`` to its end with ``bots`` (each deciding from its own view); the outcome or None."""
    rules = spec.rules
    for _ in range(MAX_PLAYOUT_MOVES):
        outcome = rules.outcome(state)
        if outcome is not None:
            return outcome
        actors = sorted(rules.actors(state))
        seat = actors[rng.below(len(actors))]
        action = bots[seat].choose(rules, rules.view(state, seat), seat, rng)
        state, _events = rules.apply(state, seat, action)
    return None


def rewards_after(spec: Any, view: Any, seat: int, action: Action, worlds: list[tuple[Any, int]]) -> list[float | None]:
    """The seat's reward in each of ``worlds`` (a dealt state and a playout seed) after ``action``;
    None where the move cannot be played in that deal."""
    rules = spec.rules
    fast = spec.extra.get("review_playout")  # a game's own quick playout: (state, seat) → reward (None: none here)
    out: list[float | None] = []
    for world, seed in worlds:
        try:
            after, _events = rules.apply(world, seat, action)
        except RulesError:
            out.append(None)
            continue
        value = fast(after, seat) if fast is not None else None  # None: this mode plays to the end
        if value is not None:
            out.append(float(value))
            continue
        players = len(rules.scores(after))
        bots = {s: spec.bot_factory(PLAYOUT_LEVEL)() for s in range(players)}
        outcome = playout(spec, after, Rng.from_seed(seed), bots)
        out.append(outcome.reward(seat) if outcome is not None else 0.0)
    return out


def judge(
    spec: Any, view: Any, seat: int, played: Action, best: Action, worlds: list[tuple[Any, int]], real: Any
) -> tuple[float, float, float, float, bool]:
    """(chance, best chance, spread, noise, decided) of a decision: ``real`` is the real state after
    the move made; when the game was over there, its outcome (public then) is the chance."""
    rules = spec.rules
    mine = rewards_after(spec, view, seat, played, worlds)
    theirs = mine if best == played else rewards_after(spec, view, seat, best, worlds)
    pairs = [(a, b) for a, b in zip(mine, theirs) if a is not None and b is not None]
    chance, spread = mean_and_error([a for a, _b in pairs])[0], share_error([a for a, _b in pairs])
    best_chance = mean_and_error([b for _a, b in pairs])[0]
    noise = mean_and_error([b - a for a, b in pairs])[1]
    outcome = rules.outcome(real)
    if outcome is None:
        return chance, best_chance, spread, noise, False
    won = outcome.reward(seat)
    if won >= 1.0:  # nothing beats a won game
        return won, won, 0.0, 0.0, True
    return won, best_chance, 0.0, noise, True


def review_session(
    session: Any,
    seat: int,
    samples: int = 12,
    seed: int = 1,
    progress: Callable[[int, int, dict[str, Any] | None], None] | None = None,
    checking: Callable[[int, int], None] | None = None,
) -> dict[str, Any]:
    """The review as a JSON-ready dict: every decision of ``seat`` with both estimates, and the three
    decisions that cost most. ``progress(done, total, row)`` is called after each of the seat's
    moves, with the decision's row when it was one (so a screen can draw the chart as it grows);
    ``checking(done, total)`` before and after each seemingly costly decision is judged again.
    The seat's moves before ``session.taken_at`` (played for it by a pilot bot) are not reviewed."""
    spec, rules = session.spec, session.spec.rules
    deal = spec.extra.get("review_deal", rules.determinize)  # a game may read the table as its bots do
    own = spec.extra.get("review_samples", samples)  # the game's own count (or its count by players)
    samples = own(len(session.seats), session.options.variant) if callable(own) else own
    unlisted = spec.extra.get("review_unlisted")  # moves never listed as costly (secret picks from a mix)
    floor = min_cost(spec)
    store = session.store
    replay = type(store)(rules, session.options, session.seed)
    decisions: list[Decision] = []
    seen: dict[int, tuple[Any, Any]] = {}  # the view and real state after each seemingly costly decision
    started = time.process_time()
    first = taken_at(session)
    total = sum(1 for actor, _a in store.actions[first:] if actor == seat)
    done = 0
    for i, (actor, action) in enumerate(store.actions):
        decision = None
        if i < first:
            replay.apply(actor, action)
            continue
        if actor == seat and len(rules.legal_actions(replay.state, seat)) > 1:
            view = rules.view(replay.state, seat)
            rng = Rng.from_seed(seed * 1_000_003 + i)
            worlds = [(deal(view, seat, rng), rng.below(2**31)) for _ in range(samples)]
            bot = spec.extra.get("review_bot", spec.bot_factory(strongest(spec)))()
            best = normalize_action(bot.choose(rules, view, seat, Rng.from_seed(seed + i)))  # its own budget: seeded
            played = normalize_action(action)
            replay.apply(actor, action)
            if best == played or (unlisted is not None and unlisted(view, seat, played)):
                best = played  # no better move to name: the same move costs nothing, a mixed pick is no error
            chance, best_chance, spread, noise, decided = judge(spec, view, seat, played, best, worlds, replay.state)
            decision = Decision(i, played, chance, best, best_chance, spread, noise, decided)
            decisions.append(decision)
            if costly(decision.cost, noise, floor) and best != played:
                seen[i] = (view, replay.state)
        else:
            replay.apply(actor, action)
        if actor == seat:
            done += 1
            if progress is not None:
                progress(done, total, _row(decision) if decision is not None else None)
    # judged again on fresh, more deals: the largest of many noisy costs is no proof
    for checked, d in enumerate(d for d in decisions if d.move in seen):
        if checking is not None:
            checking(checked, len(seen))
        view, real = seen[d.move]
        rng = Rng.from_seed(seed * 1_000_003 + d.move + 500_009)
        worlds = [(deal(view, seat, rng), rng.below(2**31)) for _ in range(CONFIRM * samples)]
        d.chance, d.best_chance, d.spread, d.noise, d.decided = judge(spec, view, seat, d.played, d.best, worlds, real)
    if checking is not None and seen:
        checking(len(seen), len(seen))
    listed = [d for d in decisions if d.best != d.played and costly(d.cost, d.noise, floor)]
    worst = sorted(listed, key=lambda d: d.cost, reverse=True)[:3]
    return {
        "game": spec.id,
        "seat": seat,
        "samples": samples,
        "moves": len(store.actions),
        "taken_at": first,
        "decisions": [_row(d) for d in decisions],
        "biggest_drops": [_row(d) for d in worst],
        "cpu_seconds": round(time.process_time() - started, 2),
    }


def taken_at(session: Any) -> int:
    """The first move the reviewed person made themselves: a game started by a shortcut had its
    earlier moves played for them by a pilot bot (0 for every game the app started)."""
    return max(0, min(int(getattr(session, "taken_at", 0)), len(session.store.actions)))


def took_part(session: Any, seat: int) -> bool:
    """True when ``seat`` made at least one decision (a move of its own with a choice) in ``session``'s
    game: a game may end before a seat's first turn (Tournament of 6), and then there is nothing to review."""
    rules, store = session.spec.rules, session.store
    if not any(step.seat == seat for step in store.history):
        return False
    replay = type(store)(rules, session.options, session.seed)
    for actor, action in store.actions:
        if actor == seat and len(rules.legal_actions(replay.state, seat)) > 1:
            return True
        replay.apply(actor, action)
    return False


def _row(d: Decision) -> dict[str, Any]:
    row = asdict(d)
    row["played"] = to_jsonable(d.played)
    row["best"] = to_jsonable(d.best)
    row["chance"] = round(d.chance, 3)
    row["best_chance"] = round(d.best_chance, 3)
    row["cost"] = round(d.cost, 3)
    row["spread"] = round(d.spread, 3)
    row["noise"] = round(d.noise, 3)
    return row


def review_file(path: Any, seat: int | None, samples: int, seed: int, show_progress: bool = False) -> int:
    """``review SAVE``: print the review as JSON; 1 with a message when the save cannot be read."""
    import json
    import sys

    from game.core.saves import SaveError, load_session

    try:
        session = load_session(path)
    except SaveError as exc:
        print(f"review: {path}: {exc}", file=sys.stderr)
        return 1
    humans = session.human_seats()
    if seat is None:
        seat = humans[0] if humans else 0
    if not 0 <= seat < len(session.seats):
        print(f"review: seat {seat} is not in this game (0-{len(session.seats) - 1})", file=sys.stderr)
        return 2

    def report(done: int, total: int, row: dict[str, Any] | None) -> None:
        if row is not None:
            print(f"decision {json.dumps(row)}", file=sys.stderr, flush=True)
        print(f"progress {done} {total}", file=sys.stderr, flush=True)

    def check(done: int, total: int) -> None:
        print(f"checking {done} {total}", file=sys.stderr, flush=True)

    shown = show_progress
    result = review_session(
        session, seat, max(1, samples), seed, progress=report if shown else None, checking=check if shown else None
    )
    print(json.dumps(result))
    return 0
