"""Table decisions improved by play-outs: a better move found, the seat's view only, seeded, legal."""

from game.core.rng import Rng
from game.games.joust import ai
from game.games.joust import content as C
from game.games.joust.improve import improve
from game.games.joust.state import JOUST
from tests.joust.helpers import R, kid, table, uid
from tests.joust.test_ai import play


def choice_of_jouster(seed: int = 7):
    """Seat 0 chooses its jouster: a fresh Gawain or a Dinadan one damage from a knock-out; both at 9 fans."""
    worn = C.knight_health(kid("Sir Dinadan the Jester"), C.STANDARD) - 1
    st = table(["Sir Gawain Sunblade", ("Sir Dinadan the Jester", worn)], ["Sir Cedric of the Shiny Helm"], fans=(9, 9))
    st.rng = Rng.from_seed(seed)
    st.phase = JOUST
    return st


def test_play_outs_overrule_a_default_move_another_beats():
    st = choice_of_jouster()
    gawain, dinadan = ("joust", uid(st, 0, 0)), ("joust", uid(st, 0, 1))
    verdict = improve(R, R.view(st, 0), 0, [dinadan, gawain], 16)
    assert verdict.action == gawain
    assert verdict.gain > verdict.error > 0
    kept = improve(R, R.view(st, 0), 0, [gawain, dinadan], 16)
    assert kept.action == gawain and kept.gain == 0.0


def test_hard_with_table_play_outs_replaces_a_move_its_search_misjudges(monkeypatch):
    st = choice_of_jouster()
    dinadan = uid(st, 0, 1)
    misjudged = [1.0 if a == ("joust", dinadan) else 0.0 for a in R.legal_actions(st, 0)]
    monkeypatch.setattr(ai.HardBot, "values", lambda self, *args: list(misjudged))
    plain = ai.HardBot()
    assert plain.choose(R, R.view(st, 0), 0, Rng.from_seed(1)) == ("joust", dinadan)
    bot = ai.HardBot()
    bot.table_rollouts = 16
    assert bot.choose(R, R.view(st, 0), 0, Rng.from_seed(1)) == ("joust", uid(st, 0, 0))


def test_play_outs_see_only_the_seats_view_and_repeat():
    verdicts = []
    for seed in (7, 8):
        st = choice_of_jouster(seed)
        Rng.from_seed(seed).shuffle(st.knight_deck)  # the hidden order of both decks differs
        Rng.from_seed(seed + 10).shuffle(st.court_deck)
        verdicts.append(improve(R, R.view(st, 0), 0, R.legal_actions(st, 0), 6))
    assert verdicts[0] == verdicts[1]


def test_hard_with_table_play_outs_plays_legal_moves_to_the_end(monkeypatch):
    monkeypatch.setattr(ai.HardBot, "table_rollouts", 2)
    monkeypatch.setattr(ai.HardBot, "table_width", 2)
    calls = []
    real = ai.improve
    monkeypatch.setattr(ai, "improve", lambda *a, **k: calls.append(a[3]) or real(*a, **k))
    play(["hard", "medium"], seed=4)  # every move checked legal
    assert calls and all(len(options) == 2 for options in calls)
