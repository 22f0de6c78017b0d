"""Tournament: where hard loses win points, by decision kind and game phase (bench only, CHEATING judge).

    .venv/bin/python bench/tournament_diag.py record --vs marshal --games 20 --seed 6201 --out pos.pkl
    .venv/bin/python bench/tournament_diag.py judge pos.pkl --part 0/2 --deals 200 --out j0.jsonl
    .venv/bin/python bench/tournament_diag.py table j0.jsonl j1.jsonl
    .venv/bin/python bench/tournament_diag.py discards j0.jsonl j1.jsonl --seed 6201

``record`` plays hard against a partner (game ``g`` as in ``tournament_ab.py``) and keeps every hard
decision with more than one legal move: the seat's view, the true state and hard's move. ``judge`` asks
two other players at each of them: the full oracle (hard that knows the rival's hidden cards,
``tournament_oracle.py``) and a reference (hard with ``--ref`` times the playouts); where their moves
differ from hard's, every distinct move is played on ``--deals`` times from the TRUE state (the deck
reshuffled, the same shuffles for every move), hard's seat then by its playout policy and the rival by
the partner itself, and valued by the win (a shared first place counts half). ``table`` sums, by
decision kind (hard's move → the other's) and by game phase (cards left in the deck), what hard's move
loses against each of the two in win points per game, with the standard error over decisions.
``discards`` replays the judged games (seed ``--seed``) with hard's recorded moves and splits the Chivalry
discards where the oracle threw another Chivalry card by whether each card lies on top for the rival and
whether the partner's own rule would take it (and why: its force, or the knight it completes).
"""

from __future__ import annotations

import argparse
import json
import math
import pickle
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import tournament_oracle  # noqa: E402

from game.core.rng import Rng  # noqa: E402
from game.games.tournament import content as C  # noqa: E402
from game.games.tournament.bots import hard_bot  # noqa: E402
from game.games.tournament.policy import policy_action  # noqa: E402
from game.games.tournament.rules import TournamentRules  # noqa: E402
from game.games.tournament.sparring import SPARRING  # noqa: E402
from game.games.tournament.state import DRAW, OVER  # noqa: E402
from game.games.tournament.tactics import may_take_discard, missing_kinds  # noqa: E402
from game.sim import play_one  # noqa: E402

_POSITIONS: list[dict] = []


class _Recorder:
    """The registered hard, remembering each of its decisions with the true state behind its view."""

    level = "hard"

    def __init__(self, game: int, vs: str) -> None:
        self.bot = hard_bot()
        self.game, self.vs = game, vs
        self.explain = ""

    def choose(self, rules, view, seat, rng, deadline=None):
        action = self.bot.choose(rules, view, seat, rng, deadline)
        self.explain = self.bot.explain
        if len(rules.legal_actions(view, seat)) > 1:
            true = tournament_oracle._TRUE[0]
            _POSITIONS.append(
                {"game": self.game, "vs": self.vs, "seat": seat, "view": view, "true": true, "hard": action}
            )
        return action


def record(vs: str, games: range, seed: int, out: str) -> None:
    """Hard's decisions with a choice in ``games`` against ``vs``, pickled to ``out``."""
    tournament_oracle.install()
    for g in games:
        r = play_one(
            "tournament", 2, ["hard", vs], "standard", seed, g, subjects={"hard": lambda g=g: _Recorder(g, vs)}
        )
        print(f"game {g}: hard {r.scores['hard']} vs {r.scores[vs]}, {len(_POSITIONS)} positions so far", flush=True)
    with open(out, "wb") as f:
        pickle.dump(_POSITIONS, f)


def run(vs: str, games: range, seed: int, deals: int, ref: int, out: str) -> None:
    """``record`` and ``judge`` game by game: each game's positions judged as soon as it ends."""
    tournament_oracle.install()
    for g in games:
        _POSITIONS.clear()
        play_one("tournament", 2, ["hard", vs], "standard", seed, g, subjects={"hard": lambda g=g: _Recorder(g, vs)})
        tournament_oracle.install()
        for k, pos in enumerate(list(_POSITIONS)):
            judge_one(g * 1000 + k, pos, deals, ref, out)


def finish(rules: TournamentRules, state, seat: int, partner, rng: Rng) -> float:
    """Play ``state`` to the end: ``seat`` by hard's playout policy, the others by ``partner``; the win."""
    while state.phase != OVER:
        p = state.current
        if p == seat:
            action = policy_action(state, p, False)
        else:
            action = partner.choose(rules, rules.view(state, p), p, rng)
        state, _ev = rules.apply(state, p, action)
    outcome = rules.outcome(state)
    assert outcome is not None
    return outcome.reward(seat)


def value(rules, true, seat: int, moves: list, partner, deals: int, seed: int) -> list[list[float]]:
    """Each move's wins on ``deals`` reshuffles of the true deck (the same reshuffles for every move)."""
    out: list[list[float]] = [[] for _ in moves]
    for k in range(deals):
        rng = Rng.from_seed(seed * 1000 + k)
        world = true.clone()
        deck = list(true.deck)
        rng.shuffle(deck)
        world.deck = deck
        for i, move in enumerate(moves):
            state, _ev = rules.apply(world, seat, move)
            out[i].append(finish(rules, state, seat, partner, Rng.from_seed(seed * 1000 + k + 7)))
    return out


def kind(move) -> str:
    """A move's decision kind for the table (a discard by the class of card thrown)."""
    if move[0] == "draw":
        return "draw " + move[1]
    if move[0] == "discard":
        c = move[1]
        return "discard " + (
            "contest" if C.FIRST_CONTEST <= c < C.FIRST_SPECIAL else "special" if c >= C.FIRST_SPECIAL else "chivalry"
        )
    return move[0]


def phase_of(deck: int) -> str:
    """The game phase by the cards left in the deck."""
    return "deck>30" if deck > 30 else "deck 16-30" if deck > 15 else "deck 6-15" if deck > 5 else "deck<=5"


def judge(path: str, part: str, deals: int, ref: int, out: str) -> None:
    with open(path, "rb") as f:
        positions = pickle.load(f)
    i, n = (int(x) for x in part.split("/"))
    for idx, pos in enumerate(positions):
        if idx % n == i:
            judge_one(idx, pos, deals, ref, out)


def judge_one(idx: int, pos: dict, deals: int, ref: int, out: str) -> None:
    """The oracle's and the reference's moves at one position; where they differ from hard's, every
    distinct move valued on the true state; one JSON line appended to ``out``."""
    rules = TournamentRules()
    tournament_oracle.install()
    view, true, seat, hard = pos["view"], pos["true"], pos["seat"], pos["hard"]
    oracle = hard_bot()
    oracle.read_turns, oracle.turns = True, tournament_oracle.OracleReader("full")
    tournament_oracle._TRUE[:] = [true]
    o_move = oracle.choose(rules, view, seat, Rng.from_seed(idx + 1))
    r_move = hard
    if ref:
        big = hard_bot()
        big.iterations *= ref
        r_move = big.choose(rules, view, seat, Rng.from_seed(idx + 2))
    moves = list(dict.fromkeys([hard, o_move, r_move]))
    row = {
        "idx": idx,
        "game": pos["game"],
        "vs": pos["vs"],
        "phase": view.phase,
        "deck": len(view.deck),
        "hard": list(hard),
        "oracle": list(o_move),
        "ref": list(r_move),
        "ref_x": ref,
    }
    if len(moves) > 1:
        wins = value(rules, true, seat, moves, SPARRING[pos["vs"]](), deals, idx + 11)
        row["wins"] = {json.dumps(list(m)): w for m, w in zip(moves, wins)}
    with open(out, "a", encoding="utf-8") as f:
        f.write(json.dumps(row) + "\n")
    print(idx, hard, o_move, r_move, flush=True)


def _diff(row: dict, other: str) -> list[float] | None:
    if row[other] == row["hard"]:
        return None
    w = row["wins"]
    return [a - b for a, b in zip(w[json.dumps(row[other])], w[json.dumps(row["hard"])])]


def print_groups(groups: dict, counts: dict, games: list, width: int) -> None:
    """One line per group, largest loss first: its moves, and the win points a game it gives up ± SE over games."""
    for k, per in sorted(groups.items(), key=lambda kv: -sum(kv[1].values())):
        xs = [per.get(g, 0.0) for g in games]
        m = sum(xs) / len(xs)
        se = math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1) / len(xs)) if len(xs) > 1 else 0.0
        print(f"    {k:{width}s} {counts[k]:5d}  {100 * m:+6.2f} ± {100 * se:4.2f}")


def table(paths: list[str]) -> None:
    """What hard's moves lose against the oracle's and the reference's, by kind and by phase: win points
    per game (the mean over games of each game's summed differences) with its standard error over games."""
    rows = [json.loads(line) for p in paths for line in open(p, encoding="utf-8") if line.strip()]
    for other in ("oracle", "ref"):
        mine = [r for r in rows if other == "oracle" or r.get("ref_x", 1)]
        games = sorted({(r["vs"], r["game"]) for r in mine})
        if not games:
            continue
        differ = sum(1 for r in mine if r[other] != r["hard"])
        print(f"\n{other}: {len(mine)} decisions of {len(games)} games, {differ} moves differ from hard's")
        for label in ("kind", "phase"):
            groups: dict[str, dict] = defaultdict(lambda: defaultdict(float))
            counts: dict[str, int] = defaultdict(int)
            for r in mine:
                d = _diff(r, other)
                if d is None:
                    continue
                k = (
                    f"{kind(r['hard'])} -> {kind(r[other])}"
                    if label == "kind"
                    else f"{r['phase']} {phase_of(r['deck'])}"
                )
                groups[k][(r["vs"], r["game"])] += sum(d) / len(d)
                groups["all"][(r["vs"], r["game"])] += sum(d) / len(d)
                counts[k] += 1
            counts["all"] = differ
            print(f"  by {label}: moves that differ, win points per game hard's move gives up ± SE over games")
            print_groups(groups, counts, games, 38)


class _Replay:
    """Plays hard's recorded moves of one judged game back, keeping each judged row's view and true state."""

    level = "hard"

    def __init__(self, rows: list[dict], out: list[dict]) -> None:
        self.rows, self.out, self.k = sorted(rows, key=lambda r: r["idx"]), out, 0
        self.explain = ""

    def choose(self, rules, view, seat, rng, deadline=None):
        legal = rules.legal_actions(view, seat)
        if len(legal) == 1:
            return legal[0]
        if self.k >= len(self.rows):
            raise StopIteration  # the judge stopped within this game
        row = self.rows[self.k]
        self.k += 1
        self.out.append({"row": row, "view": view, "true": tournament_oracle._TRUE[0], "seat": seat})
        return tuple(row["hard"])


def replay(paths: list[str], seed: int) -> list[dict]:
    """Every judged row of ``paths`` with the view and the true state it was judged at."""
    games: dict[tuple, list[dict]] = defaultdict(list)
    for p in paths:
        for line in open(p, encoding="utf-8"):
            if line.strip():
                r = json.loads(line)
                games[(r["vs"], r["game"])].append(r)
    tournament_oracle.install()
    out: list[dict] = []
    for (vs, g), rows in sorted(games.items()):
        try:
            play_one(
                "tournament",
                2,
                ["hard", vs],
                "standard",
                seed,
                g,
                subjects={"hard": lambda rows=rows: _Replay(rows, out)},
            )
        except StopIteration:
            pass
    return out


def taken(pos: dict, card: int) -> str:
    """Whether the partner would take ``card`` from the top of the pile next (on the true state), and why."""
    true, seat = pos["true"], pos["seat"]
    rival = 1 - seat
    state = true.clone()
    state.hands = [[c for c in h if c != card] if p == seat else h for p, h in enumerate(true.hands)]
    state.discard, state.current, state.phase = [*true.discard, card], rival, DRAW
    if not (may_take_discard(state) and SPARRING[pos["row"]["vs"]]().take_top(state, rival)):
        return "left"
    return (
        "taken, force"
        if C.FORCE[card] >= 8
        else ("taken, completes" if missing_kinds(true.hands[rival]) == [card // 10] else "taken, other")
    )


def discards(paths: list[str], seed: int) -> None:
    """What hard's Chivalry discards lose against the oracle's, by what the partner does with each card."""
    positions = replay(paths, seed)
    games = sorted({(p["row"]["vs"], p["row"]["game"]) for p in positions})
    groups: dict[str, dict] = defaultdict(lambda: defaultdict(float))
    counts: dict[str, int] = defaultdict(int)
    for pos in positions:
        r = pos["row"]
        if r["phase"] != "discard" or r["oracle"] == r["hard"] or "wins" not in r:
            continue
        h, o = r["hard"][1], r["oracle"][1]
        if not (C.is_chivalry(h) and C.is_chivalry(o)):
            continue
        d = _diff(r, "oracle")
        assert d is not None
        covered = len(pos["view"].hands[pos["seat"]]) - C.HAND_LIMIT >= 2
        key = "covered" if covered else f"hard's {taken(pos, h)}; oracle's {taken(pos, o)}"
        for k in (key, "all"):
            groups[k][(r["vs"], r["game"])] += sum(d) / len(d)
            counts[k] += 1
    print(f"{len(games)} games; Chivalry discards where the oracle threw another Chivalry card:")
    print_groups(groups, counts, games, 50)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cmd", choices=("record", "judge", "run", "table", "discards"))
    ap.add_argument("files", nargs="*")
    ap.add_argument("--vs", default="marshal")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=6201)
    ap.add_argument("--out", default="")
    ap.add_argument("--part", default="0/1", help="i/n: judge every n-th position from the i-th")
    ap.add_argument("--deals", type=int, default=200)
    ap.add_argument("--ref", type=int, default=10, help="the reference's playouts, times hard's (0: none)")
    args = ap.parse_args()
    if args.cmd == "record":
        record(args.vs, range(args.first, args.first + args.games), args.seed, args.out)
    elif args.cmd == "run":
        run(args.vs, range(args.first, args.first + args.games), args.seed, args.deals, args.ref, args.out)
    elif args.cmd == "judge":
        judge(args.files[0], args.part, args.deals, args.ref, args.out)
    elif args.cmd == "discards":
        discards(args.files, args.seed)
    else:
        table(args.files)


if __name__ == "__main__":
    main()
