"""Joust: what one-step play-out improvement of hard's table decisions could add, at a generous budget.

Plays hard against a partner (the games of ``joust_ab.py hard --vs P``) and, at every table decision of
hard with more than one option (the search's move and its next best, up to ``--width``), plays each
option on to the game's end ``--n`` times (:func:`game.games.joust.improve.play_outs`: decks shuffled from
hard's view, both seats then playing as the solver, common random numbers). Per decision, in chances to
win: the in-sample gain of the best option on the search's move (biased up: the best of noisy means) and
the cross-valued gain (the best on one half of the play-outs valued on the other half, both ways): an
honest estimate of what a player who took the play-outs' best move would add there. Summed per game, it
is the ceiling of the table decisions' one-step improvement against the play-out policy's valuation.

    nice -n 10 .venv/bin/python bench/joust_table_gain.py --vs solver --games 6 --seed 5131 --n 32 --out F
    .venv/bin/python bench/joust_table_gain.py --read F [F2 ...]
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games.joust.ai import HardBot  # noqa: E402
from game.games.joust.improve import play_outs  # noqa: E402
from game.sim import play_one  # noqa: E402


class Recorder(HardBot):
    """The registered hard, noting each table decision's options (its own move first)."""

    table_rollouts = 1  # the hook is called; the move is never changed
    width = 6

    def __init__(self) -> None:
        super().__init__()
        self.noted: list[tuple] = []

    def played_out(self, rules, view, seat, legal, values, action, deadline):
        ranked = sorted(
            (a for a, v in zip(legal, values) if a != action and v > -math.inf), key=lambda a: -values[legal.index(a)]
        )
        options = [action, *ranked[: self.width - 1]]
        if len(options) > 1:
            self.noted.append((rules, view.clone(), seat, options, view.phase))
        return action


def gains(scores: list[list[float]]) -> tuple[float, float]:
    """(in-sample gain of the best option on option 0, cross-valued gain over the two halves)."""
    n = len(scores[0])

    def mean_gain(i: int, lo: int, hi: int) -> float:
        return sum(scores[i][k] - scores[0][k] for k in range(lo, hi)) / (hi - lo)

    inside = max(mean_gain(i, 0, n) for i in range(len(scores)))
    half = n // 2
    cross = 0.0
    for (a0, a1), (b0, b1) in (((0, half), (half, n)), ((half, n), (0, half))):
        pick = max(range(len(scores)), key=lambda i: mean_gain(i, a0, a1))
        cross += mean_gain(pick, b0, b1) / 2
    return inside, cross


def play(vs: str, g: int, seed: int, n: int, width: int) -> dict:
    """Game ``g``: hard's table decisions valued by play-outs."""
    bots: list[Recorder] = []

    def make() -> Recorder:
        bot = Recorder()
        bot.width = width
        bots.append(bot)
        return bot

    r = play_one("joust", 2, ["hard", vs], "standard", seed, g, subjects={"hard": make})
    rows = []
    for bot in bots:
        for rules, view, seat, options, phase in bot.noted:
            inside, cross = gains(play_outs(rules, view, seat, options, n))
            rows.append({"phase": phase, "options": len(options), "inside": inside, "cross": cross})
    win = 1.0 if r.winners == ["hard"] else (0.5 if "hard" in r.shared else 0.0)
    return {"g": g, "win": win, "decisions": rows}


def summary(games: list[dict]) -> str:
    """Per decision and per game means of the gains, with the games' standard error."""
    per_game = [sum(d["cross"] for d in g["decisions"]) for g in games]
    inside = [sum(d["inside"] for d in g["decisions"]) for g in games]
    decisions = [d for g in games for d in g["decisions"]]
    k = len(games)
    m = sum(per_game) / k
    se = math.sqrt(sum((x - m) ** 2 for x in per_game) / (k - 1) / k) if k > 1 else math.inf
    by_phase: dict[str, list[float]] = {}
    for d in decisions:
        by_phase.setdefault(d["phase"], []).append(d["cross"])
    phases = ", ".join(f"{p} {len(v)}: {sum(v) / len(v):+.4f}" for p, v in sorted(by_phase.items()))
    return (
        f"{k} games, {len(decisions)} decisions; per game: cross-valued gain {m:+.4f} (SE {se:.4f}), "
        f"in-sample {sum(inside) / k:+.4f}; per decision cross-valued by phase: {phases}"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--vs", default="solver")
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=5131)
    ap.add_argument("--n", type=int, default=32, help="play-outs per option")
    ap.add_argument("--width", type=int, default=6, help="most options per decision")
    ap.add_argument("--out", default="")
    ap.add_argument("--read", nargs="*", default=[])
    args = ap.parse_args()
    if args.read:
        games = [json.loads(line) for f in args.read for line in Path(f).read_text().splitlines() if line]
        print(summary(games))
        return
    games = []
    for g in range(args.first, args.first + args.games):
        row = play(args.vs, g, args.seed, args.n, args.width)
        games.append(row)
        if args.out:
            with open(args.out, "a") as f:
                f.write(json.dumps(row) + "\n")
    print(summary(games))


if __name__ == "__main__":
    main()
