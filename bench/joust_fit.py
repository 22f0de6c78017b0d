"""Fit the weights of Joust for Fun's position judge (``game/games/joust/judge.py``) on recorded games.

    .venv/bin/python bench/joust_fit.py record --seats solver,reader --games 2000 --out /tmp/joust-pos.jsonl
    .venv/bin/python bench/joust_fit.py fit /tmp/joust-pos.jsonl [--variant standard]
    .venv/bin/python bench/joust_fit.py record --seats hard,solver --games 200 --states --out /tmp/hs.jsonl
    .venv/bin/python bench/joust_fit.py fit /tmp/joust-pos.jsonl /tmp/hs.jsonl --zero punch [--test F …]

``record`` plays bot games (labels rotate over the seats; ``--explore`` makes that share of the moves
random, so positions off the bots' usual path are seen too) and writes, at the start of every turn, each
seat's feature vector and whether that seat went on to win. ``fit`` finds the weights of a
softmax-of-scores model (for two players, logistic regression on the difference of the feature
vectors) by Newton's method with a little L2 regularisation, prints them ready to paste into
``WEIGHTS``, and prints the log-loss of the fitted and of the current weights on a held-out fifth of
the games (or on the games of ``--test``). With ``record --states`` each position is kept too, and
``fit`` works its features out again from it (features added to the judge since can be fitted on
old games); ``--zero`` keeps the named features' weights at 0, ``--dim`` fits the first features only,
several files are fitted together. Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import base64
import json
import math
import sys
import zlib
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.registry import get  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.core.rules import Options  # noqa: E402
from game.core.serial import from_jsonable, to_jsonable  # noqa: E402
from game.games.joust import judge as J  # noqa: E402
from game.games.joust.state import DRAW, JoustState  # noqa: E402
from game.sim import game_seed  # noqa: E402


def record_game(args: tuple) -> list[dict]:
    variant, players, labels, seed, index, explore, keep = args
    spec = get("joust")
    rules = spec.rules
    seat_labels = [labels[(i + index) % len(labels)] for i in range(players)]
    bots = [spec.bot_factory(lab)() for lab in seat_labels]
    rngs = [Rng.from_seed(game_seed(seed, index) * 31 + s) for s in range(players)]
    st = rules.new_game(Options(players, variant), game_seed(seed, index))
    rows: list[dict] = []
    last_turn = -1
    while rules.outcome(st) is None:
        if st.phase == DRAW and st.turn != last_turn:
            last_turn = st.turn
            row = {"f": [J.features(st, s) for s in range(players)], "turn": st.turn}
            if keep:  # the position itself, so features added later can be fitted on these games
                packed = json.dumps(to_jsonable(st), separators=(",", ":")).encode()
                row["st"] = base64.b64encode(zlib.compress(packed)).decode("ascii")
            rows.append(row)
        for seat in sorted(rules.actors(st)):
            if seat not in rules.actors(st):
                continue
            legal = rules.legal_actions(st, seat)
            if explore and len(legal) > 1 and rngs[seat].random() < explore:
                action = legal[rngs[seat].below(len(legal))]  # a move off the bot's path, so the
            else:  # judge learns what each feature is worth, not only what good players do
                action = bots[seat].choose(rules, rules.view(st, seat), seat, rngs[seat])
            st, _e = rules.apply(st, seat, action)
            if rules.outcome(st) is not None:
                break
    winner = st.winner
    for r in rows:
        r["winner"] = winner
        r["game"] = index
        r["variant"] = variant
    return rows


def record(args) -> None:
    labels = [s for s in args.seats.split(",") if s]
    tasks = [(args.variant, args.players, labels, args.seed, i, args.explore, args.states) for i in range(args.games)]
    with open(args.out, "a", encoding="utf-8") as out:
        if args.jobs > 1:
            with ProcessPoolExecutor(max_workers=args.jobs) as pool:
                for rows in pool.map(record_game, tasks, chunksize=8):
                    for r in rows:
                        out.write(json.dumps(r) + "\n")
        else:
            for t in tasks:
                for r in record_game(t):
                    out.write(json.dumps(r) + "\n")
    print(f"recorded {args.games} games to {args.out}")


def _loss(rows: list[dict], w: list[float]) -> float:
    total = 0.0
    for r in rows:
        sc = [sum(a * b for a, b in zip(w, f)) for f in r["f"]]
        top = max(sc)
        z = sum(math.exp(s - top) for s in sc)
        if r["winner"] < 0:
            continue
        total -= sc[r["winner"]] - top - math.log(z)
    return total / max(1, len(rows))


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a·x = b by Gauss-Jordan with partial pivoting (0 where a column has no pivot)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        if abs(m[c][c]) < 1e-12:
            continue
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[i][n] / m[i][i] if abs(m[i][i]) > 1e-12 else 0.0 for i in range(n)]


def fit_rows(rows: list[dict], dim: int, l2: float = 1.0, iterations: int = 12) -> list[float]:
    """Newton's method for the softmax-of-scores likelihood."""
    w = [0.0] * dim
    for _it in range(iterations):
        grad = [0.0] * dim
        hess = [[0.0] * dim for _ in range(dim)]
        for r in rows:
            if r["winner"] < 0:
                continue
            fs = r["f"]
            sc = [sum(a * b for a, b in zip(w, f)) for f in fs]
            top = max(sc)
            ex = [math.exp(s - top) for s in sc]
            z = sum(ex)
            p = [e / z for e in ex]
            mean = [sum(p[s] * fs[s][k] for s in range(len(fs))) for k in range(dim)]
            win = fs[r["winner"]]
            for k in range(dim):
                grad[k] += win[k] - mean[k]
            for s in range(len(fs)):
                d = [fs[s][k] - mean[k] for k in range(dim)]
                for i in range(dim):
                    if d[i] == 0.0:
                        continue
                    pd = p[s] * d[i]
                    row = hess[i]
                    for j in range(dim):
                        row[j] += pd * d[j]
        for k in range(dim):
            grad[k] -= l2 * w[k]
            hess[k][k] += l2
        step = solve(hess, grad)
        w = [a + b for a, b in zip(w, step)]
        if max(abs(x) for x in step) < 1e-5:
            break
    return w


def refeature(row: dict, dim: int) -> dict:
    """``row`` with its features worked out again from its kept position (the first ``dim`` of them)."""
    if "st" in row:
        st = from_jsonable(JoustState, json.loads(zlib.decompress(base64.b64decode(row.pop("st")))))
        row["f"] = [J.features(st, s) for s in range(st.players)]
    row["f"] = [f[:dim] for f in row["f"]]
    return row


def load(files: list[str], variant: str, dim: int) -> list[dict]:
    """The positions of ``variant`` in ``files``, games numbered apart file by file."""
    rows: list[dict] = []
    for n, name in enumerate(files):
        for line in open(name, encoding="utf-8"):
            r = json.loads(line)
            if r.get("variant", "standard") != variant:
                continue
            r["game"] = r["game"] * len(files) + n  # the held-out fifth is a fifth of each file's games
            rows.append(refeature(r, dim))
    return rows


def masked(rows: list[dict], zero: tuple[int, ...]) -> list[dict]:
    """Copies of ``rows`` with the features at the indices ``zero`` set to 0 (so a fit leaves their weight 0)."""
    if not zero:
        return rows
    return [{**r, "f": [[0.0 if i in zero else x for i, x in enumerate(f)] for f in r["f"]]} for r in rows]


def fit(args) -> None:
    dim = args.dim or len(J.FEATURES)
    zero = tuple(J.FEATURES.index(name) for name in filter(None, args.zero.split(",")))
    rows = load(args.file, args.variant, dim)
    test = [r for r in rows if r["game"] % 5 == 0]
    train = [r for r in rows if r["game"] % 5 != 0]
    if args.test:
        test = load(args.test, args.variant, dim)
    w = fit_rows(masked(train, zero), dim, args.l2)
    print(f"{len(train)} training positions, {len(test)} held out ({args.variant})")
    for name, x in zip(J.FEATURES[:dim], w):
        print(f"  {name:10s} {x:+.3f}")
    print("weights:", "(" + ", ".join(f"{x:.3f}" for x in w) + ")")
    current = (list(J.WEIGHTS.get(args.variant, ())) + [0.0] * dim)[:dim]
    print(
        f"held-out log-loss: fitted {_loss(test, w):.4f}, current {_loss(test, current):.4f}, "
        f"coin {_loss(test, [0.0] * dim):.4f}"
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("record")
    r.add_argument("--variant", default="standard")
    r.add_argument("--players", type=int, default=2)
    r.add_argument("--seats", default="solver")
    r.add_argument("--games", type=int, default=1000)
    r.add_argument("--seed", type=int, default=1)
    r.add_argument("--jobs", type=int, default=1)
    r.add_argument("--out", required=True)
    r.add_argument("--explore", type=float, default=0.0, help="share of moves played at random instead")
    r.add_argument("--states", action="store_true", help="keep each position too (fit --refeature reads them)")
    f = sub.add_parser("fit")
    f.add_argument("file", nargs="+")
    f.add_argument("--test", nargs="*", default=[], help="held-out games from these files (default: a fifth)")
    f.add_argument("--dim", type=int, default=0, help="fit only the first DIM features (0: all)")
    f.add_argument("--zero", default="", help="comma-separated features whose weight stays 0 (e.g. punch)")
    f.add_argument("--variant", default="standard")
    f.add_argument("--l2", type=float, default=1.0)
    args = ap.parse_args(argv)
    if args.cmd == "record":
        record(args)
    else:
        fit(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
