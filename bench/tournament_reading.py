"""How well the hard bot's deals read a Tournament rival's hidden hand, and the fit of the class
weights in ``game/games/tournament/reading.py`` (``RIVAL_WEIGHTS``).

    .venv/bin/python bench/tournament_reading.py --games 90 --rounds 6

Plays ``--games`` games between the rule-based players (marshal, quartermaster and the policy, every
pairing), and at a sample of draw decisions (from the third turn on, deck not empty) records the true
class counts of the rival's hidden cards (``reading.card_class``: Contests, Specials, Chivalry by force
1-2 ... 9-10). It prints their means next to the means of the deals ``search.sample_world`` makes from the
deciding seat's view: plain (the rival holds no whole knight and no contest it would win), without
Specials, and with the class weights; then ``--rounds`` rounds of fitting the weights (each class's
weight times true over dealt mean, force 5-6 kept at 1). Game seeds start at ``--seed``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.rng import Rng  # noqa: E402
from game.core.rules import Options  # noqa: E402
from game.games.tournament.bots import PolicyBot  # noqa: E402
from game.games.tournament.reading import RIVAL_WEIGHTS, card_class  # noqa: E402
from game.games.tournament.rules import TournamentRules  # noqa: E402
from game.games.tournament.search import sample_world  # noqa: E402
from game.games.tournament.sparring import Marshal, Quartermaster  # noqa: E402
from game.games.tournament.state import HIDDEN  # noqa: E402

R = TournamentRules()
CLASSES = ("contest", "special", "f1-2", "f3-4", "f5-6", "f7-8", "f9-10")
PLAYERS = (Marshal, Quartermaster, PolicyBot)


def hidden_counts(hand: list[int], known: list[int]) -> list[int]:
    """Class counts of the cards of ``hand`` that are not publicly known."""
    out = [0] * len(CLASSES)
    for c in hand:
        if c not in known:
            out[card_class(c)] += 1
    return out


def positions(games: int, seed: int) -> list[tuple]:
    """(view, seat, true hidden counts of the rival, rival's known cards) at sampled draw decisions."""
    rows = []
    for g in range(games):
        state = R.new_game(Options(2, "standard", (), ()), seed + g)
        bots = [PLAYERS[g % 3](), PLAYERS[(g // 3) % 3]()]
        while state.phase != "over":
            seat = state.current
            view = R.view(state, seat)
            action = bots[seat].choose(R, view, seat, Rng(1))
            if state.phase == "draw" and state.turns >= 2 and state.deck and (g % 2 == 0 or state.turns % 2 == 0):
                known = [c for c in view.hands[1 - seat] if c != HIDDEN]
                rows.append((view, seat, hidden_counts(state.hands[1 - seat], known), known))
            state, _ev = R.apply(state, seat, action)
    return rows


def dealt_means(rows: list[tuple], specials: bool, weights, salt: int) -> list[float]:
    sums = [0.0] * len(CLASSES)
    for i, (view, seat, _true, known) in enumerate(rows):
        world = sample_world(R, view, seat, Rng.from_seed(i * 31 + salt), specials, weights)
        for k, c in enumerate(hidden_counts(world.hands[1 - seat], known)):
            sums[k] += c
    return [s / len(rows) for s in sums]


def line(name: str, values) -> str:
    return f"{name:>22}: " + " ".join(f"{c} {v:.3f}" for c, v in zip(CLASSES, values))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=90)
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--seed", type=int, default=5000)
    args = ap.parse_args()
    rows = positions(args.games, args.seed)
    true = [sum(r[2][k] for r in rows) / len(rows) for k in range(len(CLASSES))]
    print(f"{len(rows)} positions from {args.games} games")
    print(line("true", true))
    print(line("plain reading", dealt_means(rows, False, None, 0)))
    print(line("no Specials", dealt_means(rows, True, None, 0)))
    print(line("RIVAL_WEIGHTS", dealt_means(rows, True, RIVAL_WEIGHTS, 0)))
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
