"""How well the hard bot's deals read a Tournament rival's hidden hand, and the fit of the class
weights in ``game/games/tournament/reading.py`` (``RIVAL_WEIGHTS``).

    .venv/bin/python bench/tournament_reading.py --games 90 --rounds 6
    .venv/bin/python bench/tournament_reading.py --games 90 --rounds 0 --deals 8 --tries 64 256
    .venv/bin/python bench/tournament_reading.py --games 30 --rounds 0 --deals 8 --tries 128 --carry --keep 1 --joint 3

Plays ``--games`` games between the rule-based players (marshal, quartermaster and the policy, every
pairing), and at a sample of draw decisions (from the third turn on, deck not empty) records the true
class counts of the rival's hidden cards (``reading.card_class``: Contests, Specials, Chivalry by force
1-2 ... 9-10). It prints their means next to the means of the deals ``search.sample_world`` makes from the
deciding seat's view: plain (the rival holds no whole knight and no contest it would win), without
Specials, with the class weights, the turn reading (``--tries``, ``--carry``) and the count of the
rival's hidden Contest cards (``--keep``, ``--slip``, ``--joint``: ``contests.ContestReader``; alone and
under the turn reading), each with the true hidden cards and Contest cards it deals; then ``--rounds`` rounds of fitting the weights (each class's
weight times true over dealt mean, force 5-6 kept at 1). Game seeds start at ``--seed``.
"""

from __future__ import annotations

import argparse
import copy
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.rng import Rng  # noqa: E402
from game.core.rules import Options  # noqa: E402
from game.games.tournament import content as C  # noqa: E402
from game.games.tournament.bots import PolicyBot  # noqa: E402
from game.games.tournament.contests import ContestReader  # noqa: E402
from game.games.tournament.reading import RIVAL_WEIGHTS, card_class  # noqa: E402
from game.games.tournament.rules import TournamentRules  # noqa: E402
from game.games.tournament.search import sample_world  # noqa: E402
from game.games.tournament.sparring import Marshal, Quartermaster  # noqa: E402
from game.games.tournament.state import HIDDEN  # noqa: E402
from game.games.tournament.turns import TurnReader, deal_with  # noqa: E402

R = TournamentRules()
CARRY = False
"""Whether the turn reading carries what it read of each card to later turns (``--carry``)."""
CLASSES = ("contest", "special", "f1-2", "f3-4", "f5-6", "f7-8", "f9-10")
SCORES = ("error", "hits", "c-hits")
PLAYERS = (Marshal, Quartermaster, PolicyBot)


def hidden_counts(hand: list[int], known: list[int]) -> list[int]:
    """Class counts of the cards of ``hand`` that are not publicly known."""
    out = [0] * len(CLASSES)
    for c in hand:
        if c not in known:
            out[card_class(c)] += 1
    return out


def positions(games: int, seed: int) -> list[tuple]:
    """(view, seat, true hidden counts of the rival, rival's known cards, the rival's last turn as the
    seat read it (``turns.RivalTurn``), the rival's true hidden cards, the seat's ``ContestReader`` as it
    stood) at sampled draw decisions."""
    rows = []
    for g in range(games):
        state = R.new_game(Options(2, "standard", (), ()), seed + g)
        bots = [PLAYERS[g % 3](), PLAYERS[(g // 3) % 3]()]
        readers = [TurnReader(carry=CARRY), TurnReader(carry=CARRY)]
        counters = [ContestReader(), ContestReader()]
        while state.phase != "over":
            seat = state.current
            view = R.view(state, seat)
            readers[seat].observe(R, view, seat)
            counters[seat].observe(R, view, seat)
            if CARRY and state.phase == "draw":
                readers[seat].pool(view, seat, Rng.from_seed(g * 1000 + state.turns), RIVAL_WEIGHTS, 128)
            action = bots[seat].choose(R, view, seat, Rng(1))
            if state.phase == "draw" and state.turns >= 2 and state.deck and (g % 2 == 0 or state.turns % 2 == 0):
                known = [c for c in view.hands[1 - seat] if c != HIDDEN]
                true = [c for c in state.hands[1 - seat] if c not in known]
                turn = (readers[seat].turn, dict(readers[seat].belief))
                counter = copy.copy(counters[seat])
                counter.since = dict(counter.since)
                row = (view, seat, hidden_counts(state.hands[1 - seat], known), known, turn, true, counter)
                rows.append(row)
            readers[seat].record(R, view, seat, action)
            counters[seat].record(R, view, seat, action)
            state, _ev = R.apply(state, seat, action)
    return rows


def dealt_means(
    rows: list[tuple],
    specials: bool,
    weights,
    salt: int,
    tries: int = 0,
    deals: int = 1,
    contests: dict | None = None,
) -> list[float]:
    """Mean class counts of the rival's hidden cards in the deals; with ``tries`` the deals read the rival's
    last turn (``turns``), drawn by weight from ``tries`` hands weighed by its likelihood; with ``contests``
    (``ContestReader`` settings) its hidden Contest cards are dealt by the seat's count of them
    (``contests``). Appended: the mean per-position error of the class counts (sum over classes of the
    absolute difference), the mean number of the rival's true hidden cards dealt to it and of its true
    hidden Contest cards dealt to it (``deals`` deals a position)."""
    sums = [0.0] * len(CLASSES)
    error = hits = contest_hits = 0.0
    reader = TurnReader(carry=CARRY)
    for i, (view, seat, true, known, (turn, belief), cards, counter) in enumerate(rows):
        reader.turn, reader.belief = turn, belief
        rng = Rng.from_seed(i * 31 + salt)
        pool = reader.pool(view, seat, rng, weights, tries) if tries else None
        if contests is not None:
            for key, value in contests.items():
                setattr(counter, key, value)
            pool = counter.pool(view, seat, weights, specials)
            if tries and pool is not None:
                pool = reader.pool(view, seat, rng, weights, tries, pool)
        for _d in range(deals):
            world = deal_with(view, rng, pool) if pool else sample_world(R, view, seat, rng, specials, weights)
            counts = hidden_counts(world.hands[1 - seat], known)
            for k, c in enumerate(counts):
                sums[k] += c / deals
            error += sum(abs(a - b) for a, b in zip(counts, true)) / deals
            hits += len(set(cards) & set(world.hands[1 - seat])) / deals
            contest_hits += sum(
                1 for c in set(cards) & set(world.hands[1 - seat]) if C.FIRST_CONTEST <= c < C.FIRST_SPECIAL
            )
    n = len(rows)
    return [s / n for s in sums] + [error / n, hits / n, contest_hits / n / deals]


def line(name: str, values) -> str:
    return f"{name:>22}: " + " ".join(f"{c} {v:.3f}" for c, v in zip(CLASSES + SCORES, values))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=90)
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--deals", type=int, default=1, help="deals per position for the error and hits")
    ap.add_argument(
        "--tries", type=int, nargs="*", default=[64, 256], help="rival hands a turn reading weighs (0: none)"
    )
    ap.add_argument(
        "--keep", type=float, nargs="*", default=[], help="contest count readings (``contests.KEEP``) to try"
    )
    ap.add_argument("--joint", type=float, nargs="*", default=[], help="``ContestReader.joint`` values to try")
    ap.add_argument("--slip", type=float, nargs="*", default=[0.1], help="with --keep: ``contests.SLIP`` values")
    ap.add_argument("--carry", action="store_true", help="the turn reading carries its card odds to later turns")
    args = ap.parse_args()
    global CARRY
    CARRY = args.carry
    rows = positions(args.games, args.seed)
    true = [sum(r[2][k] for r in rows) / len(rows) for k in range(len(CLASSES))]
    print(f"{len(rows)} positions from {args.games} games")
    print(line("true", true))
    print(line("plain reading", dealt_means(rows, False, None, 0)))
    print(line("no Specials", dealt_means(rows, True, None, 0)))
    print(line("RIVAL_WEIGHTS", dealt_means(rows, True, RIVAL_WEIGHTS, 0, 0, args.deals)))
    read = sum(1 for r in rows if r[4][0] is not None)
    print(f"{read} of {len(rows)} positions with the rival's last turn read")
    for tries in args.tries:
        print(line(f"turn reading, {tries} tries", dealt_means(rows, True, RIVAL_WEIGHTS, 0, tries, args.deals)))
    for joint in args.joint:
        read = dealt_means(rows, True, RIVAL_WEIGHTS, 0, 0, args.deals, {"joint": joint, "slip": args.slip[0]})
        print(line(f"contests joint {joint}", read))
        for tries in args.tries:
            settings = {"joint": joint, "slip": args.slip[0]}
            print(
                line(
                    f"+turn {tries} joint {joint}",
                    dealt_means(rows, True, RIVAL_WEIGHTS, 0, tries, args.deals, settings),
                )
            )
    for keep in args.keep:
        for slip in args.slip:
            read = dealt_means(rows, True, RIVAL_WEIGHTS, 0, 0, args.deals, {"keep": keep, "slip": slip})
            print(line(f"contests k{keep} s{slip}", read))
            for tries in args.tries:
                read = dealt_means(rows, True, RIVAL_WEIGHTS, 0, tries, args.deals, {"keep": keep, "slip": slip})
                print(line(f"+turn {tries} k{keep} s{slip}", read))
    if not args.rounds:
        return
    weights = [1.0] * len(CLASSES)
    for rnd in range(args.rounds):
        dealt = dealt_means(rows, True, tuple(weights), rnd)
        print(line(f"round {rnd} dealt", dealt))
        for k in range(len(CLASSES)):
            if k != 1 and dealt[k] > 0:
                weights[k] *= true[k] / dealt[k]
        weights = [w / weights[4] for w in weights]
        print(line(f"round {rnd} weights", weights))


if __name__ == "__main__":
    main()
