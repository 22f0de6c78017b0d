"""Bench only: how much better a fair player could pick its combat cards against the solver, on the
combats of hard's own games, each combat's outcomes valued by long play-outs of the rest of the game.

For every combat of the hard seat in games ``--first`` .. of ``joust_ab.py hard --vs solver`` (the same
games), the outcomes (a strike or a block with each attacker card) are valued three ways for the hard
seat: the common judge as they stand (what the solver solves), hard's look-ahead one combat further,
and ``--playouts`` play-outs to the end of the game from hard's view (decks shuffled from what it
sees; both seats then play as the solver; common random numbers across the outcomes: see
:mod:`game.games.joust.playout`). Against the solver's actual mix (its equilibrium of the judged
outcomes, which anyone can work out from the public position), each of these picks of the hard seat
is worth, by the play-out values:

* ``solver``: the solver's own equilibrium for the hard seat (the baseline: 0 gain);
* ``hard``: the mix hard actually played;
* ``br_deep``: the best reply to the solver's mix by hard's look-ahead values (the fair player that
  knows the solver's algorithm, session 13's ``reads=0`` variant);
* ``eq_true``: the equilibrium of the play-out values (a player with better values that does not
  exploit);
* ``br_true``: the best reply to the solver's mix by the play-out values: the ceiling of a fair
  player that knows the solver's mix and values every outcome as the play-outs do.

``eq_true`` and ``br_true`` are chosen on half of the play-outs and valued on the other half (and the
other way round, averaged), so the noise of the play-outs does not flatter them. A pick's gain is its
worth minus ``solver``'s, in chances to win; the gains of one game's combats add up to roughly how much
that pick would raise the chance to win the game.

    nice -n 15 .venv/bin/python bench/joust_values.py --games 10 --playouts 48 --seed 5131 --out F
    .venv/bin/python bench/joust_values.py --read F
    nice -n 15 .venv/bin/python bench/joust_values.py --read F --recheck "cap=0.5;rollouts=8,horizon=4,mc_weight=1"

``--recheck`` plays hard variants' combat mixes (fresh bots given the opponent's mixes hard worked out in
the game's earlier combats; a variant's memory of its own past mixes, its ``guard``, is left out) on the combats of ``F`` and values them by the play-outs stored there,
paired with hard's: far more sensitive than games (each combat's noise is the play-outs', not the
rest of the game's). ``--read F`` also prints ``br_in``, the best reply chosen and valued on the same
play-outs (flattered by their noise: an upper bound).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game.core.rng import Rng  # noqa: E402
from game.games.joust import tactics as T  # noqa: E402
from game.games.joust.ai import HardBot  # noqa: E402
from game.games.joust.hidden import determinize  # noqa: E402
from game.games.joust.judge import judge, judge_by  # noqa: E402
from game.games.joust.lookahead import NextCombat, OverBudget  # noqa: E402
from game.games.joust.playout import Playouts, play_on  # noqa: E402
from game.games.joust.rules import JoustRules  # noqa: E402
from game.sim import play_one  # noqa: E402

#: play-out valuations a bot could afford, mixed into hard's look-ahead: (play-outs, horizon in combats)
CANDIDATES = {"h2n8": (8, 2), "h4n8": (8, 4), "endn4": (4, 0)}


class Recorder(HardBot):
    """The registered hard bot, remembering every combat it picks in: (view, seat, its mix)."""

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[tuple] = []

    def combat_mix(self, rules, view, seat):
        mix = super().combat_mix(rules, view, seat)
        self.seen.append((view.clone(), seat, list(mix)))
        return mix


def matrix(strike: list[float], block: list[float], attacking: bool) -> list[list[float]]:
    """M[i][j]: this seat's value when it plays card i+1 and the opponent card j+1 (1..top each)."""
    top = len(strike)
    if attacking:
        return [[block[i] if i == j else strike[i] for j in range(top)] for i in range(top)]
    return [[block[j] if i == j else strike[j] for j in range(top)] for i in range(top)]


def worth(m: list[list[float]], mine: list[float], theirs: list[float]) -> float:
    return sum(mine[i] * theirs[j] * m[i][j] for i in range(len(mine)) for j in range(len(theirs)))


def best_reply(m: list[list[float]], theirs: list[float]) -> list[float]:
    ev = [sum(theirs[j] * row[j] for j in range(len(theirs))) for row in m]
    top = max(range(len(ev)), key=lambda i: ev[i])
    return [1.0 if i == top else 0.0 for i in range(len(ev))]


def own_eq(strike: list[float], block: list[float], attacking: bool) -> list[float]:
    p, q, _v = T.solve(strike, block, attacking)
    return p if attacking else q


def playout_halves(rules, view, seat, n: int, rng: Rng):
    """Two independent halves of ``n`` play-outs each to the end: [(strike, block), (strike, block)]."""
    top = T.attacker_top(view)
    halves = []
    for _h in range(2):
        strike = [0.0] * top
        block = [0.0] * top
        for _k in range(n // 2):
            world = determinize(rules, view, seat, rng)
            seed = rng.next64()
            for a in range(1, top + 1):
                s = play_on(rules, T.play_combat(rules, world, a, a % 5 + 1, judge), seat, Rng(seed))
                b = play_on(rules, T.play_combat(rules, world, a, a, judge), seat, Rng(seed))
                strike[a - 1] += s / (n // 2)
                block[a - 1] += b / (n // 2)
        halves.append((strike, block))
    return halves


def analyse(rules, view, seat, mix, n: int, rng: Rng, candidates: bool = True) -> dict:
    attacking = seat == view.attacker
    js, jb = T.outcomes(rules, view, seat, judge)
    p, q, _v = T.solve(js, jb, attacking)
    theirs = q if attacking else p  # the solver's actual mix
    mine_solver = p if attacking else q
    deep = NextCombat(rules, judge_by(""), HardBot.combat_budget, own=True, forced=False, draws=0)
    try:
        ds, db = T.outcomes(rules, view, seat, deep)
    except OverBudget:
        ds, db = js, jb
    (s1, b1), (s2, b2) = playout_halves(rules, view, seat, n, rng)
    m1, m2 = matrix(s1, b1, attacking), matrix(s2, b2, attacking)
    mall = [[(x + y) / 2 for x, y in zip(r1, r2)] for r1, r2 in zip(m1, m2)]
    picks = {
        "solver": mine_solver,
        "hard": mix,
        "br_judge": best_reply(matrix(js, jb, attacking), theirs),
        "br_deep": best_reply(matrix(ds, db, attacking), theirs),
        "eq_deep": own_eq(ds, db, attacking),
    }
    for name, (n_c, horizon) in CANDIDATES.items() if candidates else ():  # look-ahead with play-outs mixed in
        ms, mb = Playouts(rules, n_c, horizon).outcomes(view, seat, rng)
        for w in (0.5, 1.0):
            xs = [(1 - w) * d + w * m for d, m in zip(ds, ms)]
            xb = [(1 - w) * d + w * m for d, m in zip(db, mb)]
            picks[f"br_{name}_{w:g}"] = best_reply(matrix(xs, xb, attacking), theirs)
    out = {k: worth(mall, v, theirs) for k, v in picks.items()}
    out["eq_true"] = (worth(m2, own_eq(s1, b1, attacking), theirs) + worth(m1, own_eq(s2, b2, attacking), theirs)) / 2
    out["br_true"] = (worth(m2, best_reply(m1, theirs), theirs) + worth(m1, best_reply(m2, theirs), theirs)) / 2
    out["br_in"] = worth(mall, best_reply(mall, theirs), theirs)  # chosen and valued on the same play-outs: flattered
    base = out["solver"]
    return {
        "attacking": attacking,
        "top": len(js),
        "gain": {k: v - base for k, v in out.items() if k != "solver"},
        "solver_worth": base,
        "spread": max(max(r) for r in mall) - min(min(r) for r in mall),
        "truth": [m1, m2],  # the two halves' play-out matrices (to value other picks later: --recheck)
        "theirs": theirs,
    }


def summarise(rows: list[dict], games: dict[int, int]) -> str:
    n = len(rows)
    per_game = sum(games.values()) / max(1, len(games))
    lines = [f"{n} combats of {len(games)} games (hard picks in {per_game:.1f} combats a game on average)"]
    for key in rows[0]["gain"]:
        xs = [r["gain"][key] for r in rows]
        mean = sum(xs) / n
        sd = math.sqrt(sum((x - mean) ** 2 for x in xs) / max(1, n - 1))
        se = sd / math.sqrt(n)
        att = [r["gain"][key] for r in rows if r["attacking"]]
        dfn = [r["gain"][key] for r in rows if not r["attacking"]]
        lines.append(
            f"  {key:9s} gain per combat {mean:+.4f} (se {se:.4f}; attacking {sum(att) / max(1, len(att)):+.4f}, "
            f"defending {sum(dfn) / max(1, len(dfn)):+.4f}); x {per_game:.1f} combats = {mean * per_game:+.3f} a game "
            f"(+/- {1.96 * se * per_game:.3f})"
        )
    return "\n".join(lines)


def recheck(path: str, specs: list[str], seed: int) -> str:
    """The worth, by the play-out values stored in ``path``, of the combat mixes of other hard variants
    (``joust_ab.py``'s settings, a fresh bot at each combat: no memory of its own past mixes), against
    the solver's mix, as gains on the solver's own equilibrium; paired with ``hard`` on the same combats."""
    from joust_ab import variant

    rules = JoustRules()
    rows = [r for r in (json.loads(line) for line in open(path, encoding="utf-8")) if "truth" in r]
    by_game: dict[int, list[dict]] = {}
    for r in rows:
        by_game.setdefault(r["g"], []).append(r)
    gains: dict[str, list[float]] = {s: [] for s in ["hard", *specs]}
    for g, rs in sorted(by_game.items()):
        bots: list[Recorder] = []

        def make(bots: list[Recorder] = bots) -> Recorder:
            bot = Recorder()
            bots.append(bot)
            return bot

        play_one("joust", 2, ["hard", "solver"], "standard", seed, g, subjects={"hard": make})
        seen, models = bots[-1].seen, bots[-1].models
        for r in rs:
            view, seat, _mix = seen[r["k"]]
            m1, m2 = r["truth"]
            mall = [[(x + y) / 2 for x, y in zip(a, b)] for a, b in zip(m1, m2)]
            theirs = r["theirs"]
            base = worth(mall, own_eq(*solver_outcomes(rules, view, seat), seat == view.attacker), theirs)
            for spec in gains:
                bot = variant(spec)
                bot.models = {t: m for t, m in models.items() if t < view.turn}  # the mixes it worked out before
                mix = bot.combat_mix(rules, view, seat)
                gains[spec].append(worth(mall, mix, theirs) - base)
    n = len(rows)
    per_game = sum(rs[0]["combats"] for rs in by_game.values()) / max(1, len(by_game))
    lines = [f"{n} combats of {len(by_game)} games ({per_game:.1f} combats a game)"]
    for spec, xs in gains.items():
        d = [x - h for x, h in zip(xs, gains["hard"])]
        mean, md = sum(xs) / n, sum(d) / n
        se = math.sqrt(sum((x - md) ** 2 for x in d) / max(1, n - 1) / n)
        lines.append(
            f"  {spec:30s} gain per combat {mean:+.4f}, on hard {md:+.4f} (se {se:.4f}); a game {mean * per_game:+.3f}"
        )
    return "\n".join(lines)


def solver_outcomes(rules, view, seat):
    return T.outcomes(rules, view, seat, judge)


def ceiling(rows: list[dict]) -> str:
    """The best reply to the solver's mix by the play-out values, three ways, over the rows that keep
    their play-outs' halves: chosen and valued on all of them (flattered: the noise's best), chosen on
    one half and valued on the other (short of the truth: the choice is noisy), and the first less its
    bias as the halves' difference shows it (a bootstrap: the noise added once more, with both signs)."""
    rows = [r for r in rows if "truth" in r]
    if not rows:
        return ""
    ins, cv, fixed = [], [], []
    for r in rows:
        (m1, m2), q = r["truth"], r["theirs"]
        e1 = [sum(x * y for x, y in zip(row, q)) for row in m1]
        e2 = [sum(x * y for x, y in zip(row, q)) for row in m2]
        e = [(a + b) / 2 for a, b in zip(e1, e2)]
        d = [(a - b) / 2 for a, b in zip(e1, e2)]
        base = max(e) - r["gain"]["br_in"]  # the solver's own equilibrium's worth
        i1 = max(range(len(e)), key=lambda i: e1[i])
        i2 = max(range(len(e)), key=lambda i: e2[i])
        bias = (max(x + y for x, y in zip(e, d)) + max(x - y for x, y in zip(e, d))) / 2 - max(e)
        ins.append(max(e) - base)
        cv.append((e2[i1] + e1[i2]) / 2 - base)
        fixed.append(max(e) - bias - base)
    n = len(rows)
    out = [f"best reply by the play-outs, {n} combats with their halves:"]
    for name, xs in (("in-sample", ins), ("cross-valued", cv), ("bias-corrected", fixed)):
        m = sum(xs) / n
        se = math.sqrt(sum((x - m) ** 2 for x in xs) / max(1, n - 1) / n)
        out.append(f"  {name:15s} gain per combat {m:+.4f} (se {se:.4f})")
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=5131)
    ap.add_argument("--playouts", type=int, default=48)
    ap.add_argument("--every", type=int, default=1, help="analyse every k-th combat of hard (1: all)")
    ap.add_argument("--bare", action="store_true", help="leave out the play-out candidates (br_h2n8_1, ...)")
    ap.add_argument("--out", default="")
    ap.add_argument("--read", default="")
    ap.add_argument("--recheck", default="", help="with --read: hard variants (';'-separated) valued on its combats")
    args = ap.parse_args()
    if args.read and args.recheck:
        print(recheck(args.read, args.recheck.split(";"), args.seed))
        return
    if args.read:
        rows = [json.loads(line) for line in open(args.read, encoding="utf-8")]
        games: dict[int, int] = {}
        for r in rows:
            games[r["g"]] = r["combats"]
        print(summarise(rows, games))
        print(ceiling(rows))
        return
    rules = JoustRules()
    rng = Rng(args.seed * 7919 + args.first)
    sink = open(args.out, "a", encoding="utf-8") if args.out else None
    rows, games = [], {}
    for g in range(args.first, args.first + args.games):
        bots: list[Recorder] = []

        def make(bots: list[Recorder] = bots) -> Recorder:
            bot = Recorder()
            bots.append(bot)
            return bot

        r = play_one("joust", 2, ["hard", "solver"], "standard", args.seed, g, subjects={"hard": make})
        seen = bots[-1].seen
        games[g] = len(seen)
        for k, (view, seat, mix) in enumerate(seen):
            if k % args.every:
                continue
            c0 = time.process_time()
            row = analyse(rules, view, seat, mix, args.playouts, rng, not args.bare)
            row.update(g=g, k=k, combats=len(seen), won=r.winners == ["hard"], cpu=time.process_time() - c0)
            rows.append(row)
            if sink:
                sink.write(json.dumps(row) + "\n")
                sink.flush()
    if rows:
        print(summarise(rows, games))


if __name__ == "__main__":
    main()
