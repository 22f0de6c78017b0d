"""Tournament's rule-of-thumb policy (``policy.Tastes``) against the sparring partners, for tuning its
numbers: head-to-head 2-player games on its own view, seats alternated, the same deals (common seeds)
for every candidate, so candidates compare paired.

    .venv/bin/python bench/tournament_policy_tune.py --games 2000 --seed 7000 base take_force=7 call_from=2
    .venv/bin/python bench/tournament_policy_tune.py --games 2000 --seed 7000 --guard base
    .venv/bin/python bench/tournament_policy_tune.py --games 2000 --seed 7000 --coord --rounds 2

A candidate is ``base`` (the policy's numbers as registered: ``policy.UNGUARDED``, or ``policy.GUARDED``
with ``--guard``) or comma-separated ``Tastes`` fields on top of it (``take_force=7,trailing_gap=3``).
Each prints its win rate against each partner (a shared first place counts half), the standard error,
and its paired difference from the first candidate on the same deals. ``--coord`` runs a coordinate
search from ``base``: each number stepped up and down in turn, a step kept when it beats the best so far
by more than ``--keep`` paired standard errors. Keep the seeds apart from the fresh seeds of the strength
table (6121-6161).
"""

from __future__ import annotations

import argparse
import math
import sys
from dataclasses import fields, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.rng import Rng  # noqa: E402
from game.core.rules import Options, SeatConfig  # noqa: E402
from game.games.tournament import policy  # noqa: E402
from game.games.tournament.policy import Tastes, policy_action  # noqa: E402
from game.games.tournament.rules import TournamentRules  # noqa: E402
from game.games.tournament.sparring import SPARRING  # noqa: E402
from game.games.tournament.state import OVER  # noqa: E402

PARTNERS = ("marshal", "quartermaster")
STEPS = {
    "take_force": 1,
    "special_keep": 2.0,
    "best_kind": 2.0,
    "lead_keep": 2.0,
    "buried_contest": 2.0,
    "trailing_keep": 2.0,
    "trailing_gap": 2.0,
    "call_from": 1,
    "take_contest_gap": 1.0,
}
"""The coordinate search's step for each number (``call_widest`` is flipped)."""


def parse(spec: str, base: Tastes) -> Tastes:
    """``base`` with ``spec``'s fields (``base`` alone: unchanged)."""
    kinds = {f.name: f.type for f in fields(Tastes)}
    changes: dict[str, object] = {}
    for part in filter(None, spec.split(",")):
        if part == "base":
            continue
        key, value = part.split("=")
        if key not in kinds:
            raise SystemExit(f"unknown number {key!r} (known: {', '.join(kinds)})")
        kind = kinds[key]
        changes[key] = (
            int(value) if kind == "int" else (value in ("1", "true", "True") if kind == "bool" else float(value))
        )
    return replace(base, **changes)


def play(tastes: Tastes, guard: bool, partner: str, seed: int, g: int) -> float:
    """One game: the policy (``tastes``) against ``partner``, the policy in seat ``g % 2``; 1 a win, 0.5
    a shared first place, 0 a loss."""
    rules = TournamentRules()
    me = g % 2
    options = Options(2, "standard", (SeatConfig("bot", "p"), SeatConfig("bot", "q")), (("first_player", 0),))
    state = rules.new_game(options, Rng.from_seed(seed * 100_003 + g // 2).below(2**31))
    other = SPARRING[partner]()
    while state.phase != OVER:
        seat = state.current
        view = rules.view(state, seat)
        if seat == me:
            action = policy_action(view, seat, guard, tastes)
            if action not in rules.legal_actions(view, seat):
                raise AssertionError(f"illegal policy move {action}")
        else:
            action = other.decide(view, seat)
            if action not in rules.legal_actions(view, seat):
                action = rules.legal_actions(view, seat)[-1]
        state, _ev = rules.apply(state, seat, action)
    outcome = rules.outcome(state)
    if me not in outcome.winners:
        return 0.0
    return 1.0 / len(outcome.winners)


def results(tastes: Tastes, guard: bool, games: int, seed: int) -> dict[str, list[float]]:
    """Every game's result against each partner (game g on the same deal for every candidate)."""
    return {p: [play(tastes, guard, p, seed, g) for g in range(games)] for p in PARTNERS}


def paired(a: list[float], b: list[float]) -> tuple[float, float]:
    """Mean of ``a - b`` game by game and its standard error."""
    d = [x - y for x, y in zip(a, b, strict=True)]
    n = len(d)
    m = sum(d) / n
    var = sum((x - m) ** 2 for x in d) / max(1, n - 1)
    return m, math.sqrt(var / n)


def report(label: str, res: dict[str, list[float]], ref: dict[str, list[float]] | None) -> float:
    """Print one candidate's line; returns its mean win rate over both partners."""
    parts = []
    for p in PARTNERS:
        r = res[p]
        n = len(r)
        m = sum(r) / n
        se = math.sqrt(m * (1 - m) / n)
        text = f"{p} {100 * m:.1f}% ±{100 * se:.1f}"
        if ref is not None:
            d, dse = paired(r, ref[p])
            text += f" (Δ {100 * d:+.1f} ±{100 * dse:.1f})"
        parts.append(text)
    both = [x for p in PARTNERS for x in res[p]]
    mean = sum(both) / len(both)
    if ref is not None:
        d, dse = paired(both, [x for p in PARTNERS for x in ref[p]])
        parts.append(f"both Δ {100 * d:+.1f} ±{100 * dse:.1f}")
    print(f"{label}: " + "; ".join(parts), flush=True)
    return mean


def coordinate(base: Tastes, guard: bool, games: int, seed: int, rounds: int, keep: float) -> Tastes:
    """Step each number in turn from ``base``; keep a step that beats the best by ``keep`` paired SEs."""
    best, best_res = base, results(base, guard, games, seed)
    report(f"start {best}", best_res, None)
    for _round in range(rounds):
        for name, step in [*STEPS.items(), ("call_widest", None)]:
            now = getattr(best, name)
            if step is None:
                tries = [not now]
            elif now == math.inf:
                tries = [2.0, 1.0]
            else:
                tries = [now + step, now - step]
            for value in tries:
                cand = replace(best, **{name: value})
                res = results(cand, guard, games, seed)
                report(f"  {name}={value}", res, best_res)
                both = [x for p in PARTNERS for x in res[p]]
                d, dse = paired(both, [x for p in PARTNERS for x in best_res[p]])
                if d > keep * dse and d > 0:
                    best, best_res = cand, res
                    print(f"kept {name}={value}: {best}", flush=True)
                    break
    report(f"final {best}", best_res, None)
    return best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("candidates", nargs="*", default=["base"])
    ap.add_argument("--games", type=int, default=2000, help="games per partner and candidate")
    ap.add_argument("--seed", type=int, default=7000)
    ap.add_argument("--guard", action="store_true", help="tune the guarded policy (medium's)")
    ap.add_argument("--coord", action="store_true", help="coordinate search from the first candidate")
    ap.add_argument("--rounds", type=int, default=1)
    ap.add_argument("--keep", type=float, default=1.0, help="paired SEs a step must gain to be kept")
    args = ap.parse_args()
    base = policy.tastes_for(args.guard)
    if args.coord:
        coordinate(parse(args.candidates[0], base), args.guard, args.games, args.seed, args.rounds, args.keep)
        return
    ref = None
    for spec in args.candidates:
        res = results(parse(spec, base), args.guard, args.games, args.seed)
        report(spec, res, ref)
        if ref is None:
            ref = res


if __name__ == "__main__":
    main()
