"""Hard against a person: no court card on a knight it cannot affect, no knight bet on a guess, no
card face shown again and again."""

from collections import Counter

from game.core.rng import Rng
from game.games.joust import ai
from game.games.joust.aim import unwasted
from game.games.joust.state import TARGET
from tests.joust.helpers import R, cid, fight, table, to_combat, uid


def jester_drawn(stable: str):
    """Humphrey (seat 0) has drawn Jester's Distraction; Galahad jousts for seat 1, ``stable`` rests."""
    st = table(["Sir Humphrey the Hefty"], ["Sir Galahad the Gallant", stable])
    st.court_deck.remove(cid("Jester's Distraction"))
    st.court_deck.append(cid("Jester's Distraction"))  # on top
    st, _e = R.apply(st, 0, ("draw", "court"))
    assert st.phase == TARGET
    return st


def test_hard_silences_the_knight_it_attacks_not_one_resting_in_the_stable():
    # The search saw the silenced Bors in the stable as a weaker rival and put the card on him: he does
    # not fight while it is in play (it leaves at seat 0's next turn), so it did nothing.
    for stable in ("Sir Bors the Bruiser", "Dame Elaine of Astolat", "Sir Mordred Sneer"):
        st = jester_drawn(stable)
        target = ai.HardBot().choose(R, R.view(st, 0), 0, Rng.from_seed(1))
        assert target == ("target", uid(st, 1, 0)), stable


def test_a_silence_may_go_to_the_stable_when_the_fighting_knights_have_nothing_to_silence():
    st = jester_drawn("Sir Bors the Bruiser")
    legal = R.legal_actions(st, 0)
    assert unwasted(R.view(st, 0), 0, legal) == [("target", uid(st, 1, 0))]
    st.seats[1].jousting = 1  # Bors jousts now, Galahad rests
    assert unwasted(R.view(st, 0), 0, legal) == [("target", uid(st, 1, 1))]


def gawain_against_elaine():
    """Gawain (5 health left, Humphrey in the stable) attacks Elaine, whose Block deals the block value
    back: a 5 blocked knocks Gawain out, a smaller card's block does not."""
    return to_combat(table([("Sir Gawain Sunblade", 2), "Sir Humphrey the Hefty"], ["Dame Elaine of Astolat"]))


def test_hard_does_not_bet_its_knight_on_a_guess_that_the_defender_will_not_block_its_top_card():
    # With nothing shown yet, hard leaned all the way to the 5 (its best strike) on its model of the
    # defender: 163 of 200 picks. A person blocks the 5 and Gawain is gone. Hard now plays the 5 no
    # more often than its equilibrium does, and still leans (toward the 4).
    st = gawain_against_elaine()
    assert [fight(st, a, a)[0].knight(st.att_uid) is None for a in range(1, 6)] == [False] * 4 + [True]
    view = R.view(st, 0)
    assert ai.ruinous_blocks(R, view) == [False] * 4 + [True]
    picks = Counter(ai.HardBot().choose(R, view, 0, Rng.from_seed(i))[1] for i in range(200))
    assert picks[5] < 50 and picks[4] > 100, picks


def test_spare_the_knight_moves_only_the_chance_above_the_equilibrium():
    mix = [0.0, 0.0, 0.1, 0.2, 0.7]
    own = [0.3, 0.2, 0.2, 0.2, 0.1]
    out = ai.spare_the_knight(mix, own, [False, False, False, False, True])
    assert abs(sum(out) - 1.0) < 1e-9
    assert abs(out[4] - 0.1) < 1e-9 and abs(out[3] - 0.6) < 1e-9 and abs(out[2] - 0.3) < 1e-9
    assert ai.spare_the_knight(mix, own, [False] * 5) == mix
    assert ai.spare_the_knight(mix, own, [True] * 5) == mix


def test_hard_does_not_lean_toward_a_face_it_showed_twice_running_against_attackers_of_any_strength():
    # Hard defends with 3 twice, against a strength-5 and a strength-4 attacker: below their strength
    # the gaps differ (2, then 1), so the old streak missed it and hard leaned to a third 3 (197 of 200).
    # A person reads the face: hard now hides in its equilibrium instead.
    st = to_combat(table(["Lady Rowena Quickspur"], ["Dame Brunhilda Ironside"]))
    st.turn = 9
    st.revealed = [(3, 0, 1, 2, 3, 5), (7, 0, 1, 4, 3, 4)]
    view = R.view(st, 1)
    assert ai.own_streak(view, 1, 3, 2) is None and ai.shown_run(view, 1, 3, 2) == 2
    picks = Counter(ai.HardBot().choose(R, view, 1, Rng.from_seed(i))[1] for i in range(200))
    assert picks[3] < 150 and picks[1] > 20 and picks[2] > 20, picks
    st.revealed = [(3, 0, 1, 2, 1, 5), (7, 0, 1, 4, 3, 4)]  # no run: the lean stays
    view = R.view(st, 1)
    varied = Counter(ai.HardBot().choose(R, view, 1, Rng.from_seed(i))[1] for i in range(200))
    assert varied[3] > 180, varied


def test_face_run_counts_the_same_face_shown_running_in_the_seats_role():
    st = to_combat(table(["Lady Rowena Quickspur"], ["Dame Brunhilda Ironside"]))
    st.revealed = [(1, 0, 1, 2, 3, 5), (2, 1, 0, 3, 1, 3), (3, 0, 1, 1, 3, 4), (5, 0, 1, 3, 3, 3)]
    assert ai.face_run(R.view(st, 1), 1) == (3, 3)  # seat 1 defends: 3, 3, 3 (its attack in between not counted)
    assert ai.face_run(R.view(st, 0), 0) == (3, 1)  # seat 0 attacks: 2, 1, 3
    st.revealed = []
    assert ai.face_run(R.view(st, 1), 1) == (0, 0)


def test_a_run_a_person_reads_grows_ever_rarer():
    # Two 3s running: the 3 at most a quarter; three running: a sixteenth; the rest as the mix had it.
    mix = [0.43, 0.32, 0.25]
    assert ai.break_the_run(mix, 3, 1, 2, 0.25) == mix
    assert ai.break_the_run(mix, 3, 2, 2, 0.25) == mix
    out = ai.break_the_run(mix, 3, 3, 2, 0.25)
    assert abs(out[2] - 0.0625) < 1e-9 and abs(sum(out) - 1) < 1e-9 and abs(out[0] / out[1] - mix[0] / mix[1]) < 1e-9
    assert ai.break_the_run([0.0, 0.0, 1.0], 3, 2, 2, 0.25) == [0.375, 0.375, 0.25]
    assert ai.break_the_run([1.0], 1, 5, 2, 0.25) == [1.0]  # one card only (a strength-1 attacker): kept


def test_hard_rarely_shows_a_face_a_fourth_time_running():
    # Seen in a bench game against the reader: two leaned 3s in defence, then the equilibrium (the 3 at
    # about a third, then a quarter) showed 3 twice more. After three 3s running, hard shows a fourth
    # at most a sixteenth of the time (its equilibrium here: about half).
    st = to_combat(table(["Lady Rowena Quickspur"], ["Dame Brunhilda Ironside"]))
    st.turn = 11
    st.revealed = [(3, 0, 1, 2, 3, 5), (7, 0, 1, 4, 3, 4), (9, 0, 1, 1, 3, 3)]
    view = R.view(st, 1)
    assert ai.face_run(view, 1) == (3, 3)
    picks = Counter(ai.HardBot().choose(R, view, 1, Rng.from_seed(i))[1] for i in range(200))
    assert picks[3] < 25 and picks[1] + picks[2] > 175, picks
    free = ai.HardBot()
    free.run_cap = 1.0  # without the cap: the equilibrium's 3
    assert sum(free.choose(R, view, 1, Rng.from_seed(i))[1] == 3 for i in range(200)) > 60
