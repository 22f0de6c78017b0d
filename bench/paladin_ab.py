"""Paladin's hard level (or a variant of it) at 3 players against two sparring partners, one game at a
time, each game appended to a file as it ends (a run cut short keeps its games).

    .venv/bin/python bench/paladin_ab.py hard --vs honour,counter --games 200 --seed 3301 --out /tmp/a.jsonl
    .venv/bin/python bench/paladin_ab.py "worlds=96" --vs honour,counter --games 100 --out /tmp/b.jsonl
    .venv/bin/python bench/paladin_ab.py medium --vs easy,easy --games 200 --out /tmp/m.jsonl
    .venv/bin/python bench/paladin_ab.py --read /tmp/b.jsonl --paired /tmp/a.jsonl

Game ``g`` is the game ``game.sim.play_one`` plays as game ``g`` of the same matchup in
``bench/strength.py --game paladin --only hard --vs honour,counter`` (the same deal, seats and bot
random numbers), so the registered hard level gives the same games, and two runs on one seed are
paired game by game. A variant is comma-separated ``SearchBot`` settings on top of the hard level
(``worlds=96``, ``candidates=12``); ``easy`` or ``medium`` plays that registered level instead, and
``medium:keep=0.35,main_extra=0.6`` the medium level with other card prices (the game's medium seat
replaced, so its games pair with ``medium``'s). A shared
first place counts as an equal part of a win. Prints the win rate with its Wilson 95% CI and the
subject's CPU time per decision, median and p95.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from figures import ab_summary, read_ab, run_ab  # noqa: E402

from game.games.paladin.ai import HeuristicBot, medium  # noqa: E402
from game.games.paladin.search import SearchBot  # noqa: E402
from game.sim import play_one  # noqa: E402

LEVELS = ("easy", "medium")  # registered levels a run may take as its subject instead of a hard variant


def variant(spec: str) -> SearchBot:
    """The hard level with ``spec``'s settings (``name=value`` pairs; ``hard`` alone: unchanged)."""
    bot = SearchBot()
    for part in filter(None, spec.split(",")):
        if part == "hard":
            continue
        key, value = part.split("=")
        if not hasattr(bot, key):
            raise SystemExit(f"unknown setting {key!r}")
        kind = type(getattr(bot, key))
        if kind is bool:
            setattr(bot, key, value.lower() in ("1", "true", "yes"))
        else:
            setattr(bot, key, kind(float(value)) if kind in (int, float) else value)
    return bot


def heuristic(spec: str) -> HeuristicBot:
    """The medium level with ``spec``'s heuristic settings after ``medium:`` (``keep=0.35,main_extra=0.6``)."""
    bot = medium()
    policy = bot.policy
    for part in filter(None, spec.split(":", 1)[1].split(",")):
        key, value = part.split("=")
        if key not in ("keep", "main_extra", "noise"):
            raise SystemExit(f"unknown setting {key!r}")
        setattr(policy, key, float(value))
    return bot


def play(spec: str, vs: list[str], g: int, seed: int) -> dict:
    """Game ``g`` of a ``spec``-vs-``vs`` run at 3 players."""
    if spec in LEVELS:
        me = spec
        r = play_one("paladin", 3, [me, *vs], "standard", seed, g)
    elif spec.startswith("medium:"):
        me = "medium"
        r = play_one("paladin", 3, [me, *vs], "standard", seed, g, subjects={me: lambda: heuristic(spec)})
    else:
        me = "hard"
        r = play_one("paladin", 3, [me, *vs], "standard", seed, g, subjects={me: lambda: variant(spec)})
    win = 1.0 if r.winners == [me] else (1.0 / len(r.shared) if me in r.shared else 0.0)
    return {"g": g, "win": win, "cpu": r.label_cpu_ms.get(me, []), "score": r.scores.get(me, [])}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("variant", nargs="?", default="hard")
    ap.add_argument("--vs", default="honour,counter", help="the two other seats' labels")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--first", type=int, default=0, help="first game number (to extend a run)")
    ap.add_argument("--seed", type=int, default=3301)
    ap.add_argument("--out", default="", help="append each game as a JSON line to this file")
    ap.add_argument("--read", default="", help="only summarise the games already in this file")
    ap.add_argument("--paired", default="", help="with --read: compare game by game with this file's games")
    args = ap.parse_args()
    if args.read:
        print(read_ab(args.read, args.paired))
        return
    vs = [v for v in args.vs.split(",") if v]
    if len(vs) != 2:
        raise SystemExit("--vs needs two labels (3 players)")
    rows = run_ab(lambda g: play(args.variant, vs, g, args.seed), args.first, args.games, args.out)
    print(f"{args.variant} vs {args.vs}, seed {args.seed}: {ab_summary(rows)}")


if __name__ == "__main__":
    main()
