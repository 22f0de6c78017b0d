"""Bench only: the ceiling of Joust's 2-player bar, measured with players that CHEAT.

How much could any player win against a sparring partner? ``card`` (:class:`CardOracle`) plays the
hard bot's game, but sees the partner's combat card before it picks its own (the best reply to that
card by hard's own valuation of the outcomes, one combat further); ``decks`` (:class:`DeckOracle`)
plays hard's combat but knows which card each deck gives next at its draw; ``full`` does both. Joust
has no hidden hand: the decks' order, the face-down knights at setup and the combat card are all
that is hidden. None of them is a bot of the game or a sparring partner: they read the true state,
which no seat may see. ``hard`` as the subject is the registered hard bot played through the same
loop (a check: its games are those of ``joust_ab.py hard``); ``--vs hard`` plays the subject against
a second registered hard.

    nice -n 15 .venv/bin/python bench/joust_ceiling.py card --vs solver --games 200 --seed 5131 --out F
    nice -n 15 .venv/bin/python bench/joust_ceiling.py hard --vs hard --games 100 --seed 5131 --out F
    .venv/bin/python bench/joust_ceiling.py --read F --paired G

Game ``g`` is game ``g`` of ``joust_ab.py`` on the same seed (the same deal, seats and random numbers);
only the order in which the two seats pick their combat cards differs (the subject picks last).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from figures import ab_summary, read_ab, run_ab  # noqa: E402

from game.core.registry import get  # noqa: E402
from game.core.rng import Rng  # noqa: E402
from game.core.rules import Options, SeatConfig  # noqa: E402
from game.core.session import Session  # noqa: E402
from game.games.joust import tactics as T  # noqa: E402
from game.games.joust.ai import HardBot  # noqa: E402
from game.games.joust.judge import judge_by  # noqa: E402
from game.games.joust.lookahead import NextCombat, OverBudget  # noqa: E402
from game.games.joust.search import OutOfTime, TurnSearch, drawn  # noqa: E402
from game.games.joust.state import DRAW, JoustState  # noqa: E402
from game.sim import game_seed, seating  # noqa: E402


class KnownDecks(TurnSearch):
    """The turn search with the draw's card known: the top of the true deck (a reshuffle still averaged)."""

    def __init__(self, rules, judge, truth: JoustState, deadline: float | None = None) -> None:
        super().__init__(rules, judge, deadline)
        self.truth = truth

    def _chance(self, st, actor, deck, seat, decrees):
        pile = self.truth.court_deck if deck == "court" else self.truth.knight_deck
        if not pile:
            return super()._chance(st, actor, deck, seat, decrees)
        return self.value(drawn(self.rules, st, actor, deck, pile[-1]), seat, decrees)


class CardOracle(HardBot):
    """CHEATS (bench only): the hard bot, but in combat it sees the opponent's card, picked first, and
    plays the best reply to it by hard's own look-ahead values of the outcomes."""

    decks = False  # also know the order of both decks at the draw
    cards = True  # see the opponent's combat card (False: hard's own combat pick)

    def __init__(self) -> None:
        super().__init__()
        self.truth: Callable[[], JoustState] | None = None  # the true state, set by this bench's loop

    def combat(self, rules, view, seat, legal, rng: Rng):
        if not self.cards:
            return super().combat(rules, view, seat, legal, rng)
        full = self.truth()
        attacking = seat == view.attacker
        theirs = full.pick_def if attacking else full.pick_att
        strike, block = T.outcomes(rules, view, seat, self.judge_for(rules))
        top = len(strike)
        if attacking:  # any card but theirs strikes
            ev = [block[i] if i + 1 == theirs else strike[i] for i in range(top)]
            return ("card", max(range(top), key=lambda i: ev[i]) + 1)
        if theirs <= top and block[theirs - 1] > strike[theirs - 1]:
            return ("card", theirs)
        return ("card", next(a[1] for a in legal if a[1] != theirs))

    def judge_for(self, rules):
        """Hard's valuation of a combat's outcomes (one combat further, within its budget)."""
        leaf = judge_by(self.weights, self.turn_end)
        deep = NextCombat(rules, leaf, self.combat_budget, own=self.own_turn, forced=self.forced, draws=self.draws)

        def value(st, seat):
            try:
                return deep(st, seat)
            except OverBudget:
                deep.nodes = 0
                return leaf(st, seat)

        return value

    def values(self, rules, view, seat, legal, deadline):
        if not self.decks or view.phase != DRAW:
            return super().values(rules, view, seat, legal, deadline)
        own = judge_by(self.weights, self.turn_end)
        full = self.truth()
        try:
            deep = NextCombat(rules, own, self.draw_budget, forced=self.forced, draws=self.draws)
            if self.draw_budget <= 0:
                raise OverBudget
            return KnownDecks(rules, deep, full, deadline).action_values(view, seat, legal)
        except (OverBudget, OutOfTime):
            return KnownDecks(rules, own, full, deadline).action_values(view, seat, legal)


class FullOracle(CardOracle):
    """CHEATS (bench only): the card oracle that also knows which card each deck gives next."""

    decks = True


class DeckOracle(CardOracle):
    """CHEATS (bench only): the hard bot that knows which card each deck gives next (not the opponent's
    combat card)."""

    decks = True
    cards = False


SUBJECTS = {"hard": HardBot, "card": CardOracle, "full": FullOracle, "decks": DeckOracle}


def play(subject: str, vs: str, g: int, seed: int) -> dict:
    """Game ``g`` of a hard-vs-``vs`` run, the hard seat played by ``subject`` (the cheat picking its
    combat card after the other seat)."""
    labels = ["hard", "solver" if vs == "hard" else vs]
    seat_labels = seating(labels, 2, g)
    spec = get("joust")
    options = Options(2, "standard", tuple(SeatConfig("bot", lab) for lab in seat_labels), ())
    session = Session(spec, options, game_seed(seed, g))
    store = session.store
    me = seat_labels.index("hard")
    session.memory[me].use(SUBJECTS[subject])
    if vs == "hard":
        session.memory[1 - me].use(HardBot)
    bot = session.memory[me].bot
    if isinstance(bot, CardOracle):
        bot.truth = lambda: store.state
    cpu: list[float] = []
    while store.outcome() is None:
        actors = sorted(store.actors(), key=lambda s: s == me)  # the subject picks last
        for seat in actors:
            if seat not in store.actors():
                continue
            c0 = time.process_time()
            action = session.bot_choose(seat)
            if seat == me:
                cpu.append((time.process_time() - c0) * 1000.0)
            store.apply(seat, action)
    winners = store.outcome().winners
    win = 1.0 if list(winners) == [me] else (0.5 if me in winners else 0.0)
    return {"g": g, "win": win, "cpu": cpu}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("subject", nargs="?", default="card", choices=sorted(SUBJECTS))
    ap.add_argument("--vs", default="solver")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--seed", type=int, default=5131)
    ap.add_argument("--out", default="")
    ap.add_argument("--read", default="")
    ap.add_argument("--paired", default="")
    args = ap.parse_args()
    if args.read:
        print(read_ab(args.read, args.paired))
        return
    rows = run_ab(lambda g: play(args.subject, args.vs, g, args.seed), args.first, args.games, args.out)
    print(f"{args.subject} vs {args.vs}, seed {args.seed}: {ab_summary(rows)}")


if __name__ == "__main__":
    main()
