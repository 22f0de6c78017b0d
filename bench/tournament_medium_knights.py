"""How Tournament's medium builds knights at three players: per game, the knights the medium seat put into
play, the Chivalry cards it discarded (how many of them while its hand built no knight and held more than two
Contest cards it trailed: the clog ``policy.needs_room`` clears; how many were its only Knight card), the
Contest cards it threw while it had no knight in play and the turns in which it threw two or more, and the
Knight cards it discarded (how many a rival then took from the pile).
Prints figures; asserts nothing.

    nice -n 10 .venv/bin/python bench/tournament_medium_knights.py --vs easy,marshal --games 60 --seed 6191
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games.tournament import content as C  # noqa: E402
from game.games.tournament.bots import PolicyBot  # noqa: E402
from game.games.tournament.policy import MEDIUM, needs_room  # noqa: E402
from game.sim import play_one  # noqa: E402


def counting(tally: dict[str, int]):
    """A medium bot factory whose bots add their moves to ``tally``."""

    def make():
        bot = PolicyBot("medium")
        choose = bot.choose
        thrown: dict[int, int] = {}  # Contest cards discarded, by turn (one bot plays one game)
        pending: set[int] = set()  # Knight cards it discarded, not yet seen in a rival's hand or knights

        def counted(rules, view, seat, rng, deadline=None):
            for c in list(pending):
                rivals = [s for s in range(view.players) if s != seat]
                if any(c in view.hands[s] or any(c in cb for cb in view.combos[s]) for s in rivals):
                    tally["knights_taken_by_rival"] += 1
                    pending.discard(c)
                elif c not in view.discard:
                    pending.discard(c)
            action = choose(rules, view, seat, rng, deadline)
            if action[0] == "combo":
                tally["knights"] += 1
            elif action[0] == "discard" and action[1] < C.FIRST_CONTEST:
                tally["chivalry_discards"] += 1
                tally["clogged"] += needs_room(view, seat, MEDIUM)
                knights = [c for c in view.hands[seat] if C.KIND[c] == C.KNIGHT]
                tally["only_knight_discards"] += knights == [action[1]]
                if C.KIND[action[1]] == C.KNIGHT:
                    tally["knight_discards"] += 1
                    pending.add(action[1])
            if action[0] == "discard" and C.FIRST_CONTEST <= action[1] < C.FIRST_SPECIAL:
                tally["contests_thrown_without_knight"] += not view.combos[seat]
                thrown[view.turns] = thrown.get(view.turns, 0) + 1
                tally["turns_with_several_contests"] += thrown[view.turns] == 2
            return action

        bot.choose = counted
        return bot

    return make


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--vs", default="easy,marshal", help="the two other seats' labels")
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--seed", type=int, default=6191)
    args = ap.parse_args()
    labels = ["medium", *args.vs.split(",")]
    tally = dict.fromkeys(
        (
            "knights",
            "chivalry_discards",
            "clogged",
            "only_knight_discards",
            "knight_discards",
            "knights_taken_by_rival",
            "contests_thrown_without_knight",
            "turns_with_several_contests",
        ),
        0,
    )
    wins = 0.0
    none = 0
    for g in range(args.games):
        before = tally["knights"]
        result = play_one(
            "tournament", 3, labels, C.VARIANT_STANDARD, args.seed, g, subjects={"medium": counting(tally)}
        )
        none += tally["knights"] == before
        if result.winners == ["medium"]:
            wins += 1
        elif "medium" in result.shared:
            wins += 1 / len(result.shared)
    n = args.games
    print(f"medium vs {args.vs}, 3 players, {n} games, seed {args.seed}")
    print(f"knights per game: {tally['knights'] / n:.2f}; games without a knight: {none}")
    print(f"Chivalry discards per game: {tally['chivalry_discards'] / n:.2f}")
    print(f"of them with no knight in hand and over two trailed contests held: {tally['clogged']}")
    print(f"of them its only Knight card: {tally['only_knight_discards']}")
    print(
        f"Knight cards discarded: {tally['knight_discards']}; of them taken by a rival: {tally['knights_taken_by_rival']}"
    )
    print(f"Contests thrown with no knight in play, per game: {tally['contests_thrown_without_knight'] / n:.2f}")
    print(f"turns that threw two Contest cards or more: {tally['turns_with_several_contests']}")
    print(f"medium win rate: {100 * wins / n:.1f} %")


if __name__ == "__main__":
    main()
