"""Joust for Fun deck balance: how often each knight's holder wins, and what each court card does.

    .venv/bin/python bench/joust_balance.py                          # 2 players, medium vs medium, 400 games
    .venv/bin/python bench/joust_balance.py --players 3 --games 600 --jobs 2
    .venv/bin/python bench/joust_balance.py --variant carousel --players 3
    .venv/bin/python bench/joust_balance.py --seats solver,reader    # any bot levels or sparring partners

Every seat is played by the ``--seats`` bots (one label for all seats, or one per seat; labels rotate
over the seats from game to game, like ``simulate``). A knight's *holders* in a game are the seats that
had it in play at any time (dealt at setup or drawn); each holder counts one game, won or lost. The
goal (RULES-NOTES, issue 18): every knight's holders win 42-58% of 2-player games and, at 3 and 4
players, within 1.3x of the fair share (26-43% at 3, 19-33% at 4). ``jousted`` is the share of its
holders' turns on which it was the jousting knight, ``attacks`` the combats it attacked in.

For court cards: ``plays`` (drawn, or added to the Carousel), the drawer's win rate, and ``works``: the
share of plays after which the card changed the game — its immediate effect healed, damaged or moved
fans, or, replayed without that card, some combat while it was in play ended differently (damage,
fans, a knock-out, a combat card the knight could not otherwise play). ``helps_defence``: plays that
changed a combat in which the card's knight was defending. Prints figures; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from figures import load_note  # noqa: E402
from joust_fit import solve  # noqa: E402
from strength import wilson  # noqa: E402

from game.core.registry import get  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.core.rules import Options  # noqa: E402
from game.games.joust import content as C  # noqa: E402
from game.games.joust import effects as fx  # noqa: E402
from game.games.joust.state import COMBAT, ORDER, JoustState  # noqa: E402
from game.sim import game_seed  # noqa: E402

_EFFECT_EVENTS = frozenset({"heal", "damage", "fans", "fans_lost", "knockout"})


def _summary(st: JoustState) -> tuple:
    """What a combat changed: every knight's damage, who is still in play, fans and trophies."""
    return (
        tuple(tuple((k.uid, k.damage) for k in seat.knights) for seat in st.seats),
        tuple((seat.fans, seat.trophies, seat.out) for seat in st.seats),
        st.winner,
    )


def _finish_combat(rules, st: JoustState) -> JoustState:
    """Play out the rest of a combat with the first ability order whenever one is asked."""
    while st.phase == ORDER:
        st, _e = rules.apply(st, st.active, ("order", 0))
    return st


def _defence_score(st: JoustState, defender: int, attacker: int) -> int:
    """How well a combat went for the defender: its fans, minus damage on its knights, plus the attacker's."""
    hurt = sum(k.damage for k in st.seats[defender].knights) + 7 * (3 - len(st.seats[defender].knights))
    dealt = sum(k.damage for k in st.seats[attacker].knights) + 7 * (3 - len(st.seats[attacker].knights))
    return 10 * st.seats[defender].fans - st.seats[attacker].fans - hurt + dealt


def combat_changes(rules, pre: JoustState, seat: int, action: tuple) -> list[tuple[int, bool]]:
    """Court plays that changed the combat ``action`` completes: (index in the court, helped the defender).

    A play changed it when the combat, replayed without that card, ends differently, or when the card
    took strength from the attacking knight (the attacker had fewer cards to choose from)."""
    if pre.phase != COMBAT or action[0] != "card":
        return []
    att_pick = action[1] if seat == pre.attacker else pre.pick_att
    def_pick = action[1] if seat == pre.defender else pre.pick_def
    if att_pick <= 0 or def_pick <= 0 or not pre.court:
        return []
    real, _e = rules.apply(pre, seat, action)
    real = _finish_combat(rules, real)
    out: list[tuple[int, bool]] = []
    att = pre.knight(pre.att_uid)
    for i, play in enumerate(pre.court):
        if not any(t >= 0 for t in play.targets):
            continue
        alt = pre.clone()
        alt.court = [p for j, p in enumerate(alt.court) if j != i]
        alt_att = alt.knight(alt.att_uid)
        if att is not None and alt_att is not None:
            if att_pick > fx.strength(alt, alt_att):  # the card let the attacker play this card
                out.append((i, False))
                continue
            if fx.strength(alt, alt_att) > fx.strength(pre, att):  # the card held the attacker back
                out.append((i, True))
                continue
        alt, _e = rules.apply(alt, seat, action)
        alt = _finish_combat(rules, alt)
        if _summary(alt) != _summary(real):
            helped = _defence_score(real, pre.defender, pre.attacker) > _defence_score(alt, pre.defender, pre.attacker)
            out.append((i, helped))
    return out


def play_game(args: tuple) -> dict:
    """One game; returns per-seat knight holdings, court plays and the winner."""
    variant, players, labels, seed, index = args
    spec = get("joust")
    rules = spec.rules
    seat_labels = [labels[(i + index) % len(labels)] for i in range(players)]
    bots = [spec.bot_factory(lab)() for lab in seat_labels]
    rngs = [Rng.from_seed(game_seed(seed, index) * 7919 + s + 1) for s in range(players)]
    st = rules.new_game(Options(players, variant), game_seed(seed, index))
    held: list[set[int]] = [set() for _ in range(players)]
    turns_held: dict[tuple[int, int], int] = defaultdict(int)  # (seat, card) -> turns held at its turn start
    jousted: dict[tuple[int, int], int] = defaultdict(int)
    attacks: dict[tuple[int, int], int] = defaultdict(int)
    plays: list[dict] = []  # {card, seat, works, defence}
    live: dict[int, int] = {}  # index in st.court -> index in plays (rebuilt each action)

    def note_holdings(state: JoustState) -> None:
        for s, seat in enumerate(state.seats):
            for k in seat.knights:
                if k.card >= 0:
                    held[s].add(k.card)

    steps = 0
    while rules.outcome(st) is None and steps < 5000:
        steps += 1
        for seat in sorted(rules.actors(st)):
            if seat not in rules.actors(st):
                continue
            action = bots[seat].choose(rules, rules.view(st, seat), seat, rngs[seat])
            pre = st
            for i, defending in combat_changes(rules, pre, seat, action):
                if i in live:
                    plays[live[i]]["works"] = True
                    plays[live[i]]["defence"] = plays[live[i]]["defence"] or defending
            st, events = rules.apply(st, seat, action)
            note_holdings(st)
            current = None
            for ev in events:
                if ev.kind == "court_drawn" or ev.kind == "carousel_add":
                    plays.append({"card": ev.data["card"], "seat": ev.data["seat"], "works": False, "defence": False})
                elif ev.kind == "court_activated":
                    current = next(
                        (j for j in range(len(plays) - 1, -1, -1) if plays[j]["card"] == ev.data["card"]), None
                    )
                elif ev.kind in ("ability", "jousting", "attack", "reveal", "turn_end", "court_discarded"):
                    current = None
                elif ev.kind in _EFFECT_EVENTS and current is not None:
                    plays[current]["works"] = True
                if ev.kind == "turn_start":
                    s = ev.data["seat"]
                    for k in st.seats[s].knights:
                        turns_held[(s, k.card)] += 1
                if ev.kind == "jousting":
                    jousted[(ev.data["seat"], ev.data["card"])] += 1
                if ev.kind == "attack":
                    k = st.knight(ev.data["att_uid"])
                    if k is not None:
                        attacks[(ev.data["attacker"], k.card)] += 1
            # which play each card now in the court is (newest play of that card id)
            live = {}
            for i, cp in enumerate(st.court):
                for j in range(len(plays) - 1, -1, -1):
                    if plays[j]["card"] == cp.card:
                        live[i] = j
                        break
            if rules.outcome(st) is not None:
                break
    out = rules.outcome(st)
    winners = list(out.winners) if out is not None else []
    return {
        "labels": seat_labels,
        "winners": winners,
        "held": [sorted(h) for h in held],
        "turns_held": {f"{s},{c}": n for (s, c), n in turns_held.items()},
        "jousted": {f"{s},{c}": n for (s, c), n in jousted.items()},
        "attacks": {f"{s},{c}": n for (s, c), n in attacks.items()},
        "plays": plays,
    }


def knight_effects(games: list[dict], cards: list[int], l2: float = 2.0) -> dict[int, float]:
    """Each knight's effect on its holder's chances, fitted jointly (a softmax over the seats of the sum
    of the effects of the knights each held): less noisy than the raw rates, which also carry the
    other knights held beside it. In 'logits'; +0.1 is about +2.5 points of win rate at 2 players."""
    index = {c: i for i, c in enumerate(cards)}
    dim = len(cards)
    w = [0.0] * dim
    rows = [(g["held"], g["winners"]) for g in games if len(g["winners"]) == 1]
    for _it in range(10):
        grad = [-l2 * x for x in w]
        hess = [[(l2 if i == j else 0.0) for j in range(dim)] for i in range(dim)]
        for held, winners in rows:
            xs = [[0.0] * dim for _ in held]
            for s, hs in enumerate(held):
                for c in hs:
                    xs[s][index[c]] = 1.0
            sc = [sum(w[i] for i, v in enumerate(x) if v) for x in xs]
            top = max(sc)
            ex = [math.exp(v - top) for v in sc]
            z = sum(ex)
            p = [e / z for e in ex]
            mean = [sum(p[s] * xs[s][i] for s in range(len(xs))) for i in range(dim)]
            for i in range(dim):
                grad[i] += xs[winners[0]][i] - mean[i]
            for s, x in enumerate(xs):
                d = [x[i] - mean[i] for i in range(dim)]
                nz = [i for i in range(dim) if d[i]]
                for i in nz:
                    for j in nz:
                        hess[i][j] += p[s] * d[i] * d[j]
        step = solve(hess, grad)
        w = [a + b for a, b in zip(w, step)]
    mean_w = sum(w) / dim
    return {c: w[index[c]] - mean_w for c in cards}


def _play_all(tasks: list[tuple], jobs: int, save: str) -> list[dict]:
    """Play every game; with ``save``, each record is written (and flushed) as soon as its game ends, so
    a run stopped early keeps what it played."""
    out = open(save, "w", encoding="utf-8") if save else None
    games: list[dict] = []
    try:
        if jobs > 1:
            pool = ProcessPoolExecutor(max_workers=jobs)
            results = pool.map(play_game, tasks, chunksize=max(1, len(tasks) // (jobs * 8)))
        else:
            pool = None
            results = map(play_game, tasks)
        for g in results:
            games.append(g)
            if out is not None:
                out.write(json.dumps(g) + "\n")
                out.flush()
        if pool is not None:
            pool.shutdown()
    finally:
        if out is not None:
            out.close()
    return games


def bounds(players: int) -> tuple[float, float]:
    """The win-rate band a knight's holders must fall in at this player count."""
    if players == 2:
        return 0.42, 0.58
    share = 1.0 / players
    return share / 1.3, share * 1.3


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--variant", default="standard")
    ap.add_argument("--games", type=int, default=400)
    ap.add_argument("--seats", default="medium", help="bot label(s), comma-separated")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--save", default="", help="also write the per-game records (JSON lines) to this file, as they end")
    ap.add_argument("--load", default="", help="print the tables of records saved earlier instead of playing")
    args = ap.parse_args(argv)
    labels = [s for s in args.seats.split(",") if s]
    print(
        f"Joust balance: {args.variant}, {args.players} players, seats {','.join(labels)}, {args.games} games, "
        f"seed {args.seed}, {args.jobs} jobs; {load_note()}"
    )
    start = time.perf_counter()
    tasks = [(args.variant, args.players, labels, args.seed, i) for i in range(args.games)]
    if args.load:
        games = [json.loads(line) for f in args.load.split(",") for line in open(f, encoding="utf-8")]
    else:
        games = _play_all(tasks, args.jobs, args.save)
    lo_ok, hi_ok = bounds(args.players)

    # knights
    n = defaultdict(int)
    wins = defaultdict(float)
    turns = defaultdict(int)
    jousts = defaultdict(int)
    atk = defaultdict(int)
    for g in games:
        for s, cards in enumerate(g["held"]):
            share = 1.0 / len(g["winners"]) if s in g["winners"] else 0.0
            for c in cards:
                n[c] += 1
                wins[c] += share
        for key, v in g["turns_held"].items():
            turns[int(key.split(",")[1])] += v
        for key, v in g["jousted"].items():
            jousts[int(key.split(",")[1])] += v
        for key, v in g["attacks"].items():
            atk[int(key.split(",")[1])] += v
    misses = 0
    if args.variant != C.CAROUSEL:
        print(f"\nknight holders' win rate (goal {100 * lo_ok:.0f}-{100 * hi_ok:.0f}%)")
        print("| knight | str | held | win % | 95% CI | effect | jousted | attacks | ok |")
        print("|---|---|---|---|---|---|---|---|---|")
        order = sorted(n, key=lambda c: -(wins[c] / n[c]))
        effect = knight_effects(games, sorted(n))
        for c in order:
            rate = wins[c] / n[c]
            lo, hi = wilson(wins[c], n[c])
            ok = lo_ok <= rate <= hi_ok
            misses += not ok
            card = C.ALL_KNIGHTS[c]
            print(
                f"| {card.name} | {card.strength} | {n[c]} | {100 * rate:.1f} | {100 * lo:.0f}-{100 * hi:.0f} "
                f"| {effect[c]:+.2f} | {100 * jousts[c] / max(1, turns[c]):.0f}% | {atk[c]} | {'yes' if ok else 'NO'} |"
            )
        rates = [wins[c] / n[c] for c in n]
        print(f"\n{len(n)} knights: {misses} outside the band; spread {100 * min(rates):.1f}-{100 * max(rates):.1f}%")

    # court cards
    plays = defaultdict(int)
    pwins = defaultdict(float)
    works = defaultdict(int)
    defence = defaultdict(int)
    for g in games:
        for p in g["plays"]:
            c = p["card"]
            plays[c] += 1
            if p["seat"] in g["winners"]:
                pwins[c] += 1.0 / len(g["winners"])
            works[c] += p["works"]
            defence[c] += p["defence"]
    print("\ncourt cards: plays, the drawer's win rate, how often the card changed the game")
    print("| court card | plays | drawer win % | works | helps defence |")
    print("|---|---|---|---|---|")
    idle = []
    for c in sorted(plays, key=lambda c: -works[c] / plays[c]):
        w = works[c] / plays[c]
        if w < 0.2:
            idle.append(C.COURTS[c].name)
        print(
            f"| {C.COURTS[c].name} | {plays[c]} | {100 * pwins[c] / plays[c]:.1f} | {100 * w:.0f}% "
            f"| {100 * defence[c] / plays[c]:.0f}% |"
        )
    defenders = [C.COURTS[c].name for c in plays if defence[c] / plays[c] >= 0.05]
    print(f"\ncourt cards working in under 20% of plays: {', '.join(idle) or 'none'}")
    print(f"court cards that helped a defender (>= 5% of plays): {len(defenders)}: {', '.join(defenders) or 'none'}")
    label_wins = defaultdict(float)
    for g in games:
        for w in g["winners"]:
            label_wins[g["labels"][w]] += 1.0 / len(g["winners"])
    print(f"wins by label: {dict(label_wins)}; {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
