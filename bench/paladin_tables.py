"""Learn the two tables Paladin's search bot reads, from self-play of the bots' heuristic player, and
write them to ``game/games/paladin/tables.py``.

* Beliefs: how strong the paladins players put in each kind of place are (a main paladin, one beside
  it, the card kept in hand, a discarded one), as likelihood ratios over the deck's strengths. The
  search samples the cards it cannot see with these weights instead of uniformly.
* Values: what a position at the start of a round is worth, in final honour ahead of the best other
  player: a least-squares fit on the honour lead and on the cards in my hand and in the others'
  hands, per number of rounds still to play.

    .venv/bin/python bench/paladin_tables.py            # 4,000 games per player count (~15 min)
    .venv/bin/python bench/paladin_tables.py --games 400 --check   # print only, write nothing
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.rng import Rng  # noqa: E402
from game.games.paladin import content as C  # noqa: E402
from game.games.paladin import engine as E  # noqa: E402
from game.games.paladin.beliefs import DISCARD_KEY, hand_key, slot_key  # noqa: E402
from game.games.paladin.counting import rounds_left  # noqa: E402
from game.games.paladin.policy import Policy  # noqa: E402
from game.games.paladin.state import OVER, PLACE, RESOLVE, START  # noqa: E402

KEYS = 2 * 9 + 2  # strength keys 0..19
OUT = Path(__file__).resolve().parent.parent / "game" / "games" / "paladin" / "tables.py"
PRIOR = 4.0  # pseudo-observations drawn from the deck itself, so rare cells stay near 1


def self_play(players: int, game: int, seed: int, watch) -> list[int]:
    """One self-play game of the heuristic player; ``watch(state, kind, card)`` sees it 'place' before
    every placement, 'resolve' when resolution starts, 'discard' before a paladin is discarded and
    'round' at every round start after the first. Returns the final scores."""
    s = E.setup(players, False, seed * 100_003 + game)
    policy = Policy()
    rng = Rng.from_seed(seed + game)
    while s.phase != OVER:
        p = E.actor(s)
        action = policy.act(s, p, rng)
        if s.phase == PLACE and action[0] == "place":
            watch(s, "place", -1)
        elif s.phase == RESOLVE:
            if s.res_mission == 0 and s.res_pos == 1:
                watch(s, "resolve", -1)
            if action == E.DISCARD:
                watch(s, "discard", s.table[s.res_mission][s.res_pos][1])
        elif s.phase == START and s.round > 1:
            watch(s, "round", -1)
        E.step(s, p, action, None)
    return [E.score(s, p) for p in range(players)]


def deck_shares() -> list[float]:
    counts = [0] * KEYS
    for c in range(C.PALADIN_COUNT):
        counts[C.CARD_STRENGTH[c]] += 1
    return [k / C.PALADIN_COUNT for k in counts]


def learn(players: int, games: int, seed: int) -> tuple[dict, dict]:
    hist: dict[str, list[int]] = {}

    def add(key: str, card: int) -> None:
        hist.setdefault(key, [0] * KEYS)[C.CARD_STRENGTH[card]] += 1

    rows: dict[int, list[tuple[list[float], int, int]]] = {}  # rounds to play -> (features, seat, game)

    def watch(s, kind: str, card: int) -> None:
        if kind == "place":
            seat = E.actor(s)
            for p in range(players):
                if p != seat:
                    for c in s.hands[p]:
                        add(hand_key(s, PLACE), c)
        elif kind == "resolve":
            for m, row in enumerate(s.table):
                for pos, (_o, c) in enumerate(row):
                    add(slot_key(s, m, pos), c)
            for h in s.hands:
                for c in h:
                    add(hand_key(s, RESOLVE), c)
        elif kind == "discard":
            add(DISCARD_KEY, card)
        else:
            r = rounds_left(s) + 1
            for p in range(players):
                rows.setdefault(r, []).append((features(s, p), p, g))

    finals = []
    for g in range(games):
        finals.append(self_play(players, g, seed, watch))
    deck = deck_shares()
    beliefs = {}
    for key, h in sorted(hist.items()):
        n = sum(h)
        beliefs[key] = tuple(
            round(((h[k] + PRIOR * deck[k]) / (n + PRIOR)) / deck[k], 3) if deck[k] else 0.0 for k in range(KEYS)
        )
    values = {}
    for r, data in sorted(rows.items()):
        X = [f for f, _p, _g in data]
        y = []
        for _f, p, gi in data:
            sc = finals[gi]
            y.append(sc[p] - max(sc[q] for q in range(players) if q != p))
        values[r] = centre(least_squares(X, y), X)
    return beliefs, values


def features(s, seat: int) -> list[float]:
    """Honour lead over the best other player, my cards by strength, the others' cards by strength
    (averaged over the others)."""
    n = s.players
    scores = [E.score(s, p) for p in range(n)]
    f = [0.0] * (2 * KEYS + 1)
    f[2 * KEYS] = scores[seat] - max(scores[p] for p in range(n) if p != seat)
    for c in s.hands[seat]:
        f[C.CARD_STRENGTH[c]] += 1.0
    for p in range(n):
        if p != seat:
            for c in s.hands[p]:
                f[KEYS + C.CARD_STRENGTH[c]] += 1.0 / (n - 1)
    return f


def centre(coef: list[float], X: list[list[float]]) -> tuple:
    """(lead coefficient, my cards, others' cards), card values shifted so an average card is 0
    (hand sizes are fixed, so only differences between cards are determined)."""
    out = [round(coef[2 * KEYS], 3)]
    for base in (0, KEYS):
        counts = [sum(x[base + k] for x in X) for k in range(KEYS)]
        mean = sum(coef[base + k] * counts[k] for k in range(KEYS)) / (sum(counts) or 1)
        out.append(tuple(round(coef[base + k] - mean, 3) if counts[k] else 0.0 for k in range(KEYS)))
    return tuple(out)


def least_squares(X: list[list[float]], y: list[float], ridge: float = 1.0) -> list[float]:
    """Ridge least squares by the normal equations (pure Python; a few dozen features)."""
    k = len(X[0])
    a = [[0.0] * (k + 1) for _ in range(k)]
    for row, t in zip(X, y):
        nz = [(i, v) for i, v in enumerate(row) if v]
        for i, vi in nz:
            ai = a[i]
            for j, vj in nz:
                ai[j] += vi * vj
            ai[k] += vi * t
    for i in range(k):
        a[i][i] += ridge
    for i in range(k):  # Gauss-Jordan with partial pivoting
        p = max(range(i, k), key=lambda r: abs(a[r][i]))
        a[i], a[p] = a[p], a[i]
        piv = a[i][i]
        for r in range(k):
            if r != i and a[r][i]:
                f = a[r][i] / piv
                ar, ai = a[r], a[i]
                for j in range(i, k + 1):
                    ar[j] -= f * ai[j]
    return [a[i][k] / a[i][i] for i in range(k)]


def write(tables: dict[int, tuple[dict, dict]], games: int, seed: int) -> None:
    lines = [
        '"""Learned tables for the Paladin search bot (generated by bench/paladin_tables.py; do not edit).',
        "",
        f"From {games:,} self-play games of the bots' heuristic player per player count, seed {seed}.",
        "BELIEFS[players][place]: likelihood ratio of each strength key (2 x value + red) for a paladin",
        "in that kind of place, against the deck. VALUES[players][rounds]: (lead coefficient, my cards,",
        "the others' cards) of the fit of the final honour lead at the start of a round with ``rounds``",
        "rounds still to play.",
        '"""',
        "",
        "BELIEFS = {",
    ]
    for players, (beliefs, _values) in sorted(tables.items()):
        lines.append(f"    {players}: {{")
        for key, row in beliefs.items():
            lines.append(f'        "{key}": {row!r},')
        lines.append("    },")
    lines.append("}")
    lines.append("")
    lines.append("VALUES = {")
    for players, (_beliefs, values) in sorted(tables.items()):
        lines.append(f"    {players}: {{")
        for r, (lead, mine, others) in values.items():
            lines.append(f"        {r}: ({lead!r}, {mine!r}, {others!r}),")
        lines.append("    },")
    lines.append("}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--check", action="store_true", help="print the tables, do not write them")
    args = ap.parse_args(argv)
    tables = {}
    for players in C.PLAYERS:
        t0 = time.process_time()
        tables[players] = learn(players, args.games, args.seed)
        beliefs, values = tables[players]
        print(f"{players} players: {args.games} games in {time.process_time() - t0:.0f} s CPU")
        for key in ("main|0|2", "mid|1|0", f"hand|{RESOLVE}|0"):
            if key in beliefs:
                print(f"  belief {key}: {' '.join(f'{w:.1f}' for w in beliefs[key])}")
        for r, (lead, mine, others) in values.items():
            print(f"  value, {r} rounds to play: lead x{lead:.2f}; black 9 {mine[18]:+.1f} / {others[18]:+.1f}")
    if not args.check:
        write(tables, args.games, args.seed)
        print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
