"""Tournament's hard level (or a variant of it) against the sparring partners, one game at a time,
each game appended to a file as it ends (a run cut short keeps its games).

    .venv/bin/python bench/tournament_ab.py hard --vs marshal,quartermaster --games 200 --seed 6071 --out f.jsonl
    .venv/bin/python bench/tournament_ab.py keep_z=1.5 --vs marshal --games 60 --seed 6017 --out v.jsonl
    .venv/bin/python bench/tournament_ab.py --read v.jsonl --paired base.jsonl

Game ``g`` against a partner is the game ``game.sim.play_one`` plays as game ``g`` of
``bench/strength.py --game tournament --only hard --vs <partner>`` (same deal, seats and random
streams), so two runs on one seed pair game by game; with several partners the games alternate
partner by partner (g 0 vs each, then g 1 vs each, ...), so every count grows together. A variant is
comma-separated ``PairedSearchBot`` settings on top of the hard level (``keep_z=1.5``); ``hard`` alone
is the registered level, and ``medium`` or ``easy`` alone plays that registered level instead (same
deals, game by game). ``--read`` prints each partner's win rate (a shared first place counts half)
with its Wilson 95% CI and the hard seat's CPU time per decision; ``--paired`` counts the deals whose
result changed against another file's, both ways.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import fields, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game.games.tournament import policy  # noqa: E402
from game.games.tournament.bots import hard_bot  # noqa: E402
from game.games.tournament.policy import Tastes  # noqa: E402
from game.sim import play_one  # noqa: E402

SETTINGS = {
    "iterations": int,
    "z": float,
    "min_deals": int,
    "keep_z": float,
    "slack": float,
    "read_hands": lambda v: v in ("1", "true", "True"),
    "read_specials": lambda v: v in ("1", "true", "True"),
    "read_weights": lambda v: v in ("1", "true", "True"),
    "endgame_max": float,
    "endgame_deck": int,
    "contest_factor": float,
    "margin_weight": float,
    "margin_scale": float,
    "policy_kinds": lambda v: tuple(filter(None, v.split("+"))),
    "rivals": lambda v: v in ("1", "true", "True"),
    "read_discards": lambda v: v in ("1", "true", "True"),
    "plans": lambda v: v in ("1", "true", "True"),
    "plan_deals": int,
    "max_combos": int,
    "guard": lambda v: v in ("1", "true", "True"),
    "playout_guard": lambda v: v in ("1", "true", "True"),
    "gift_z": float,
    "max_discards": int,
    "tastes": lambda v: v,
    "read_turns": lambda v: v in ("1", "true", "True"),
    "turn_tries": int,
    "turn_carry": lambda v: v in ("1", "true", "True"),
    "read_contests": lambda v: v in ("1", "true", "True"),
    "contest_keep": float,
    "contest_slip": float,
    "contest_joint": float,
    "oracle": str,
    "special_first": lambda v: v in ("1", "true", "True"),
    "draw_z": float,
    "disc_read": lambda v: v in ("1", "true", "True"),
}
"""Settings a variant may change; ``policy_kinds=special+combo`` (kinds joined by ``+``), ``read_hands=0``,
``read_specials=0`` / ``read_weights=0`` (the rival's hidden cards dealt without the reading of
``game/games/tournament/reading.py``), ``endgame_max=12,endgame_deck=24`` (the endgame's budget growth),
``contest_factor=3`` (more deals for a decision that may call a contest), ``margin_weight=0.5,margin_scale=5``
(the final VP margin's part of a playout's reward beside the win: ``weight * tanh(margin / scale)``),
``rivals=1`` (the playouts' other seats played as experienced players, ``game/games/tournament/rivals.py``),
``read_discards=1`` (deals read the rival's last discards, ``game/games/tournament/discards.py``),
``plans=1,plan_deals=32`` (the rest of a turn searched as whole plans, ``game/games/tournament/plans.py``),
``max_combos=6`` (the Knight Combos searched; hard searches 3), ``guard=1`` / ``playout_guard=1`` (the
search's candidates / its playouts under the policy's guard against discarding a contest a rival would
take and score, ``policy.gift_keep``; hard has neither: such a discard is searched, the guarded policy's
move first), ``gift_z=1`` (such a discard played only when it beats that by ``gift_z`` paired standard
errors), ``max_discards=3`` (the discards searched; hard searches 4), ``tastes=take_force:9+best_kind:6``
(the numbers of the playouts' unguarded policy, ``policy.Tastes``, changed for the whole process),
``read_turns=1,turn_tries=128,turn_carry=1`` (each deal's rival hand drawn from ``turn_tries`` hands
weighed by the likelihood of the rival's last turn, ``game/games/tournament/turns.py``; ``turn_carry``:
each card's reading carried to the next turns), ``read_contests=1,contest_keep=1,contest_slip=0.05`` (the
rival's hidden Contest cards dealt by the seat's count of them, ``game/games/tournament/contests.py``;
``contest_joint=3``: dealt with the rest of the hand by weight; with ``read_turns=1`` the turn reading
weighs hands dealt so), ``special_first=1`` (a knight the search picks while a Special can still be played
waits for the Special), ``draw_z=1.5`` (at a draw the deck unless the pile's top card beats it by that many
paired standard errors), ``disc_read=1,turn_carry=1`` (the turn reading and the contest count follow every
turn but deal the rival's hand only at the hard seat's discards), ``oracle=full|contests|classes`` (CHEATING,
bench only: the rival's hidden cards, its hidden Contest cards or its hidden class counts known,
``tournament_oracle.py``)."""


LEVELS = ("easy", "medium")
"""Registered levels other than hard that may be the subject, by name alone (``medium --vs easy``): the
rows then hold that level's results under the same keys (``hard_vp`` is the subject's VP)."""


def tastes(spec: str) -> Tastes:
    """The unguarded policy's numbers with ``spec``'s changes (``take_force:9+best_kind:6``)."""
    changes: dict[str, object] = {}
    kinds = {f.name: f.type for f in fields(Tastes)}
    for part in filter(None, spec.split("+")):
        key, value = part.split(":")
        kind = kinds[key]
        changes[key] = (
            int(value) if kind == "int" else (value in ("1", "true", "True") if kind == "bool" else float(value))
        )
    return replace(policy.UNGUARDED, **changes)


def variant(spec: str):
    """The hard bot with ``spec``'s settings."""
    bot = hard_bot()
    for part in filter(None, spec.split(",")):
        if part == "hard":
            continue
        key, value = part.split("=")
        if key not in SETTINGS:
            raise SystemExit(f"unknown setting {key!r} (known: {', '.join(SETTINGS)})")
        if key == "tastes":
            policy.UNGUARDED = tastes(value)
            continue
        if key == "oracle":  # CHEATING, bench only
            from tournament_oracle import KINDS, OracleReader, install

            if value not in KINDS:
                raise SystemExit(f"unknown oracle {value!r} (known: {', '.join(KINDS)})")
            install()
            bot.read_turns, bot.turns = True, OracleReader(value)
            continue
        if key == "turn_carry":
            bot.turns.carry = SETTINGS[key](value)
            continue
        if key in ("contest_keep", "contest_slip", "contest_joint"):
            setattr(bot.contests, key.split("_")[1], SETTINGS[key](value))
            continue
        setattr(bot, key, SETTINGS[key](value))
    return bot


def play(spec: str, vs: str, g: int, seed: int) -> dict:
    """Game ``g`` of hard against ``vs``, the hard seat played by ``spec``'s variant (or of the registered
    level ``spec`` names, ``LEVELS``)."""
    level = spec if spec in LEVELS else "hard"
    subjects = None if spec in ("hard", *LEVELS) else {"hard": lambda: variant(spec)}
    c0 = time.process_time()
    r = play_one("tournament", 2, [level, vs], "standard", seed, g, subjects=subjects)
    win = 1.0 if r.winners == [level] else (0.5 if level in r.shared else 0.0)
    return {
        "i": g,
        "vs": vs,
        "win": win,
        "hard_vp": r.scores[level],
        "opp_vp": r.scores[vs],
        "cpu_ms": [round(c, 1) for c in r.label_cpu_ms.get(level, [])],
        "game_cpu_s": round(time.process_time() - c0, 2),
    }


def load(path: str) -> list[dict]:
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def summarise(rows: list[dict]) -> None:
    from figures import median, percentile
    from strength import wilson

    for vs in dict.fromkeys(r["vs"] for r in rows):
        mine = [r for r in rows if r["vs"] == vs]
        n = len(mine)
        wins = sum(r["win"] for r in mine)
        lo, hi = wilson(wins, n)
        cpu = [c for r in mine for c in r["cpu_ms"]]
        med, p95, top = (median(cpu), percentile(cpu, 95), max(cpu)) if cpu else (0.0, 0.0, 0.0)
        per_game = statistics.fmean(r["game_cpu_s"] for r in mine)
        print(
            f"subject vs {vs}: {wins:g}/{n} = {100 * wins / n:.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}); "
            f"CPU/decision median {med:.0f} ms, p95 {p95:.0f} ms, max {top:.0f} ms; {per_game:.1f} s CPU/game"
        )


def paired(rows: list[dict], base: list[dict]) -> None:
    """Deals played in both files: how many the variant turned into wins and into losses."""
    by_key = {(r["vs"], r["i"]): r for r in base}
    for vs in dict.fromkeys(r["vs"] for r in rows):
        both = [(r, by_key[(vs, r["i"])]) for r in rows if r["vs"] == vs and (vs, r["i"]) in by_key]
        won = sum(1 for r, b in both if r["win"] > b["win"])
        lost = sum(1 for r, b in both if r["win"] < b["win"])
        same = sum(1 for r, b in both if r["hard_vp"] == b["hard_vp"] and r["opp_vp"] == b["opp_vp"])
        print(
            f"vs {vs}: {len(both)} deals in common, variant {sum(r['win'] for r, _ in both):g} wins, base "
            f"{sum(b['win'] for _, b in both):g}; flipped to a win {won}, to a loss {lost}; same score {same}"
        )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("variant", nargs="?", default="hard")
    ap.add_argument("--vs", default="marshal,quartermaster", help="comma-separated partners, alternated")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--first", type=int, default=0, help="first game number (to extend a run)")
    ap.add_argument("--only", default="", help="comma-separated game numbers to play instead of a range")
    ap.add_argument("--seed", type=int, default=6017)
    ap.add_argument("--out", default="", help="append each game as a JSON line to this file")
    ap.add_argument("--read", default="", help="only summarise the games already in this file")
    ap.add_argument("--paired", default="", help="compare deal by deal with this file's games")
    args = ap.parse_args()
    if args.read:
        rows = load(args.read)
        summarise(rows)
        if args.paired:
            paired(rows, load(args.paired))
        return
    games = [int(g) for g in args.only.split(",")] if args.only else range(args.first, args.first + args.games)
    rows = []
    for g in games:
        for vs in args.vs.split(","):
            row = play(args.variant, vs, g, args.seed)
            rows.append(row)
            if args.out:
                with open(args.out, "a", encoding="utf-8") as f:
                    f.write(json.dumps(row) + "\n")
    summarise(rows)
    if args.paired:
        paired(rows, load(args.paired))


if __name__ == "__main__":
    main()
