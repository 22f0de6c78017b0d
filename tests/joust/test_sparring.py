"""Sparring partners: the exploiter plays legal moves, reads a habit and beats a predictable player."""

from collections import Counter

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options
from game.games.joust import sparring
from game.games.joust import tactics as T
from tests.joust.helpers import R, table, to_combat

SPEC = get("joust")


class Maximum(sparring.TableSense):
    """A predictable player: the table played carefully, but every combat card the attacker's highest."""

    def combat(self, rules, view, seat, legal, rng):
        return ("card", T.attacker_top(view))


def play(bots, seed):
    """One 2-player standard game between ``bots`` (seat order); every move checked legal. The winner's seat."""
    st = R.new_game(Options(2, "standard"), seed)
    rng = Rng.from_seed(seed)
    while R.outcome(st) is None:
        for seat in sorted(R.actors(st)):
            if seat not in R.actors(st):
                continue
            action = bots[seat].choose(R, R.view(st, seat), seat, rng)
            assert action in R.legal_actions(st, seat)
            st, _e = R.apply(st, seat, action)
    return st.winner


def wins_against_maximum(label, games):
    wins = 0
    for g in range(games):
        me = g % 2
        bots = [Maximum(), Maximum()]
        bots[me] = SPEC.sparring[label]()
        wins += play(bots, 300 + g) == me
    return wins


def test_the_exploiter_is_a_sparring_partner_only():
    assert "exploiter" in SPEC.sparring and "exploiter" not in SPEC.bots


def test_the_exploiter_blocks_the_card_an_attacker_keeps_showing():
    st = to_combat(table(["Sir Gawain Sunblade"], ["Sir Cedric of the Shiny Helm"]))
    view = R.view(st, 1)
    fresh = Counter(SPEC.sparring["exploiter"]().choose(R, view, 1, Rng.from_seed(i))[1] for i in range(100))
    view.revealed = [(t, 0, 1, 5, 1 + t % 3, 5) for t in range(1, 8, 2)]  # the attacker showed its 5 four times
    read = Counter(SPEC.sparring["exploiter"]().choose(R, view, 1, Rng.from_seed(i))[1] for i in range(100))
    assert fresh[5] < 70 and len(fresh) >= 3, fresh  # nothing shown yet: the equilibrium mix
    assert read[5] >= 85, read


def test_the_exploiter_beats_an_always_the_maximum_player_far_more_than_the_solver_does():
    games = 20
    exploiter = wins_against_maximum("exploiter", games)
    solver = wins_against_maximum("solver", games)
    assert exploiter >= 16 and exploiter >= solver + 4, (exploiter, solver)
