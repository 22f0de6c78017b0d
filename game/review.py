"""Post-game review: the player's chances after every decision they made, and the costliest ones.

For each decision of the reviewed seat, from that seat's own view at that moment (nothing it could
not know): deal the hidden parts again ``samples`` times, play the game out with quick bots in
every seat (a game may give its own quicker playout, ``extra["review_playout"]``), and count the
seat's share of wins — once after the move it made and once after the move
the strongest bot would have made there. The chart is the first series; a decision's cost is the
second minus the first. The same worlds and playout seeds serve both moves, so their difference is
not drowned in the noise of the deals. A game may also deal the hidden parts its own way
(``extra["review_deal"]``, e.g. as its strongest bot reads the table) and ask for at least
``extra["review_samples"]`` deals (a quick playout affords many, and few make the chart jump).
Pure and seeded: no pygame, the same save gives the same review.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from game.core.rng import Rng
from game.core.rules import Action, normalize_action
from game.core.serial import to_jsonable

PLAYOUT_LEVEL = "easy"
STRONGEST = ("hard", "medium", "easy", "random")
MAX_PLAYOUT_MOVES = 5_000
MIN_COST = 0.01  # a decision is listed as costly from one point of chance: less rounds to "0 points"


def costly(cost: float) -> bool:
    """Whether a decision that lost ``cost`` (a share of wins) is worth listing as a costly one."""
    return round(100 * cost) >= round(100 * MIN_COST)


@dataclass
class Decision:
    """One reviewed move: where it was, what was played, the estimates and the bot's alternative."""

    move: int  # index in the action log
    played: Any
    chance: float  # the seat's estimated share of wins after the move it made
    best: Any  # what the strongest bot would have played
    best_chance: float

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


def share_after(spec: Any, view: Any, seat: int, action: Action, worlds: list[tuple[Any, int]]) -> float:
    """The seat's average reward over ``worlds`` (a dealt state and a playout seed) after ``action``."""
    rules = spec.rules
    fast = spec.extra.get("review_playout")  # a game's own quick playout: (state, seat) → reward
    total = 0.0
    for world, seed in worlds:
        rng = Rng.from_seed(seed)
        try:
            after, _events = rules.apply(world, seat, action)
        except Exception:  # noqa: BLE001 - not playable in this deal: count it as lost
            continue
        if fast is not None:
            total += fast(after, seat)
            continue
        players = len(rules.scores(after))
        bots = {s: spec.bot_factory(PLAYOUT_LEVEL)() for s in range(players)}
        outcome = playout(spec, after, rng, bots)
        total += outcome.reward(seat) if outcome is not None else 0.0
    return total / max(1, len(worlds))


def review_session(
    session: Any,
    seat: int,
    samples: int = 12,
    seed: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, Any]:
    """The review as a JSON-ready dict: every decision of ``seat`` with both estimates, and the three
    decisions that cost most. ``progress(done, total)`` is called after each of the seat's moves."""
    spec, rules = session.spec, session.spec.rules
    deal = spec.extra.get("review_deal", rules.determinize)  # a game may read the table as its bots do
    samples = max(samples, spec.extra.get("review_samples", 0))  # a quick playout affords more deals
    store = session.store
    replay = type(store)(rules, session.options, session.seed)
    decisions: list[Decision] = []
    started = time.process_time()
    total = sum(1 for actor, _a in store.actions if actor == seat)
    done = 0
    for i, (actor, action) in enumerate(store.actions):
        if actor == seat and len(rules.legal_actions(replay.state, seat)) > 1:
            view = rules.view(replay.state, seat)
            rng = Rng.from_seed(seed * 1_000_003 + i)
            worlds = [(deal(view, seat, rng), rng.below(2**31)) for _ in range(samples)]
            bot = spec.bot_factory(strongest(spec))()
            best = normalize_action(bot.choose(rules, view, seat, Rng.from_seed(seed + i)))  # its own budget: seeded
            played = normalize_action(action)
            chance = share_after(spec, view, seat, played, worlds)
            best_chance = chance if best == played else share_after(spec, view, seat, best, worlds)
            decisions.append(Decision(i, played, chance, best, best_chance))
        replay.apply(actor, action)
        if actor == seat:
            done += 1
            if progress is not None:
                progress(done, total)
    worst = sorted(decisions, key=lambda d: d.cost, reverse=True)[:3]
    return {
        "game": spec.id,
        "seat": seat,
        "samples": samples,
        "moves": len(store.actions),
        "decisions": [_row(d) for d in decisions],
        "biggest_drops": [_row(d) for d in worst if costly(d.cost)],
        "cpu_seconds": round(time.process_time() - started, 2),
    }


def _row(d: Decision) -> dict[str, Any]:
    row = asdict(d)
    row["played"] = to_jsonable(d.played)
    row["best"] = to_jsonable(d.best)
    row["chance"] = round(d.chance, 3)
    row["best_chance"] = round(d.best_chance, 3)
    row["cost"] = round(d.cost, 3)
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

    def report(done: int, total: int) -> None:
        print(f"progress {done} {total}", file=sys.stderr, flush=True)

    result = review_session(session, seat, max(1, samples), seed, progress=report if show_progress else None)
    print(json.dumps(result))
    return 0
