"""Combat outcomes valued by play-outs: the game's end scored, common random numbers, the seat's view only."""

from game.core.rng import Rng
from game.games.joust import tactics as T
from game.games.joust.judge import judge
from game.games.joust.playout import Playouts, play_on
from game.games.joust.state import COMBAT, HIDDEN, OVER
from tests.joust.helpers import R, table, to_combat


def worn_duel(fans=(11, 0)):
    """Gawain (attacking) against a worn Cedric, seat 0 one fan from the win."""
    return to_combat(table(["Sir Gawain Sunblade"], [("Sir Cedric of the Shiny Helm", 3)], fans=fans))


def test_a_strike_that_wins_the_game_is_worth_a_win_and_a_play_out_ends_the_game():
    st = worn_duel()
    assert st.phase == COMBAT
    strike, block = Playouts(R, 3).outcomes(R.view(st, 0), 0, Rng.from_seed(5))
    assert strike == [1.0] * len(strike)  # any strike brings the attacker to 12 fans
    assert all(0.0 <= v <= 1.0 for v in block)
    after = T.play_combat(R, worn_duel(fans=(0, 0)), 1, 2, judge)
    world = R.determinize(R.view(after, 0), 0, Rng.from_seed(3))
    assert play_on(R, world, 0, Rng.from_seed(4)) in (0.0, 0.5, 1.0)


def test_play_outs_use_only_the_seats_view_and_repeat_from_the_same_random_numbers():
    st = worn_duel(fans=(3, 4))
    theirs = st.clone()
    R._pick(theirs, theirs.defender, 2, [])  # the defender has picked: hidden in the attacker's view
    view = R.view(theirs, 0)
    assert view.pick_def == HIDDEN
    other = st.clone()
    R._pick(other, other.defender, 5, [])
    values = [Playouts(R, 2, horizon=2).outcomes(R.view(s, 0), 0, Rng.from_seed(9)) for s in (theirs, other)]
    assert values[0] == values[1]  # the defender's hidden card changes nothing
    again = Playouts(R, 2, horizon=2).outcomes(R.view(theirs, 0), 0, Rng.from_seed(9))
    assert again == values[0]
    strike, block = values[0]
    assert strike[3] == strike[4] and block[3] == block[4]  # a 4 and a 5 both knock Cedric out: same position


def test_a_play_out_with_a_horizon_stops_after_that_many_combats():
    st = to_combat(table(["Sir Gawain Sunblade"], ["Sir Cedric of the Shiny Helm"]))
    after = T.play_combat(R, st, 2, 3, judge)
    world = R.determinize(R.view(after, 0), 0, Rng.from_seed(3))
    v = play_on(R, world, 0, Rng.from_seed(4), horizon=1)
    assert 0.0 < v < 1.0 and after.phase != OVER
