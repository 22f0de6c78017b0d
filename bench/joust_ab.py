"""Joust for Fun's hard level (or a variant of it) against a sparring partner, one game at a time, each
game appended to a file as it ends (a run cut short keeps its games).

    .venv/bin/python bench/joust_ab.py hard --vs solver --games 200 --seed 2033 --out /tmp/a.jsonl
    .venv/bin/python bench/joust_ab.py "lean=0.7" --vs solver --games 100 --out /tmp/b.jsonl
    .venv/bin/python bench/joust_ab.py --read /tmp/b.jsonl --paired /tmp/a.jsonl
    .venv/bin/python bench/joust_ab.py --read /tmp/b1.jsonl,/tmp/b2.jsonl --paired /tmp/a1.jsonl,/tmp/a2.jsonl

Game ``g`` is the game ``game.sim.play_one`` plays as game ``g`` of a hard-vs-partner run of
``bench/strength.py`` (the same deal, seats and bot random numbers), so the registered hard level
gives the same games as ``bench/strength.py --game joust --only hard --vs solver``, and two runs on one
seed are paired game by game. A variant is comma-separated ``HardBot`` class settings on top of the
hard level (``lean=0.7``, ``budget=4000``); ``easy`` or ``medium`` as the variant plays that registered
level instead (``medium --vs easy``: the games of ``bench/strength.py --game joust --only medium --vs easy``). Prints the win rate (a shared win counts half) with its
Wilson 95% CI and the subject's CPU time per decision, median and p95; ``--paired`` adds the wins gained
game by game with their standard error (comma-separated files: several seeds' runs pooled).

``--vs mirror`` plays the subject against a reader who knows exactly how it thinks (:class:`Mirror`: the
best reply to the subject's own combat mix, worked out from the public position; the table played like
the partners), on the deals and seats of the games against the reader: the most a player who has read
the bot could take from it. Slow (it thinks the subject's thoughts): not a sparring partner.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from figures import ab_summary, read_ab, run_ab  # noqa: E402

from game.core.rng import Rng  # noqa: E402
from game.games.joust.ai import HardBot  # noqa: E402
from game.games.joust.sparring import TableSense  # noqa: E402
from game.games.joust.state import NONE  # noqa: E402
from game.sim import play_one  # noqa: E402


def variant(spec: str) -> HardBot:
    """The hard level with ``spec``'s settings (``name=value`` pairs; ``hard`` alone: unchanged)."""
    bot = HardBot()
    for part in filter(None, spec.split(",")):
        if part == "hard":
            continue
        key, value = part.split("=")
        if not hasattr(bot, key):
            raise SystemExit(f"unknown setting {key!r}")
        kind = type(getattr(bot, key))
        if getattr(bot, key) is None:  # an optional number
            setattr(bot, key, float(value))
        elif kind is bool:
            setattr(bot, key, value.lower() in ("1", "true", "yes"))
        else:
            setattr(bot, key, kind(float(value)) if kind in (int, float) else value)
    return bot


class Mirror(TableSense):
    """Plays every combat as the best reply to the combat mix its opponent (a copy of the subject, kept
    in step with it: it is asked once per combat, as the subject is) works out from the public
    position; the rest of the table the way the sparring partners play it."""

    def __init__(self, shadow: HardBot) -> None:
        super().__init__()
        self.shadow = shadow

    def combat(self, rules, view, seat, legal, rng: Rng):
        strike, block, _p, _q = self.equilibrium(rules, view, seat)
        attacking = seat == view.attacker
        theirs = view.clone()
        theirs.pick_att = theirs.pick_def = NONE  # the subject's mix does not depend on the cards picked
        model = self.shadow.combat_mix(rules, theirs, view.defender if attacking else view.attacker)
        top = len(strike)
        if attacking:
            ev = [model[i] * block[i] + (1 - model[i]) * strike[i] for i in range(top)]
        else:
            ev = [model[i] * block[i] + sum(model[j] * strike[j] for j in range(top) if j != i) for i in range(top)]
        return ("card", max(range(top), key=lambda i: ev[i]) + 1)


LEVELS = ("easy", "medium")  # registered levels a run may take as its subject instead of a hard variant


def play(spec: str, vs: str, g: int, seed: int, mode: str = "standard") -> dict:
    """Game ``g`` of a hard-vs-``vs`` run, the subject played by ``spec``'s variant (or, for ``easy`` or
    ``medium``, game ``g`` of that level's run against ``vs``)."""
    if spec in LEVELS:
        me = spec
        r = play_one("joust", 2, [me, vs], mode, seed, g)
    elif vs == "mirror":  # in the reader's seat of the same game
        me = "hard"
        subjects = {me: lambda: variant(spec), "reader": lambda: Mirror(variant(spec))}
        r = play_one("joust", 2, [me, "reader"], mode, seed, g, subjects=subjects)
    else:
        me = "hard"
        r = play_one("joust", 2, [me, vs], mode, seed, g, subjects={me: lambda: variant(spec)})
    win = 1.0 if r.winners == [me] else (0.5 if me in r.shared else 0.0)
    return {"g": g, "win": win, "cpu": r.label_cpu_ms.get(me, [])}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("variant", nargs="?", default="hard")
    ap.add_argument("--vs", default="solver")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--first", type=int, default=0, help="first game number (to extend a run)")
    ap.add_argument("--seed", type=int, default=2033)
    ap.add_argument("--mode", default="standard", help="the variant of the rules: standard, tale or carousel")
    ap.add_argument("--out", default="", help="append each game as a JSON line to this file")
    ap.add_argument("--read", default="", help="only summarise the games already in this file")
    ap.add_argument("--paired", default="", help="with --read: compare game by game with this file's games")
    args = ap.parse_args()
    if args.read:
        print(read_ab(args.read, args.paired))
        return
    rows = run_ab(lambda g: play(args.variant, args.vs, g, args.seed, args.mode), args.first, args.games, args.out)
    print(f"{args.variant} vs {args.vs} ({args.mode}), seed {args.seed}: {ab_summary(rows)}")


if __name__ == "__main__":
    main()
