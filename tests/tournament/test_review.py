"""The post-game review of a Tournament game plays its worlds out with the game's fast playout
(the easy bot's move-by-move look-ahead made it crawl): the same win shares as the rules' outcome."""

from __future__ import annotations

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games import tournament
from game.games.tournament.policy import policy_action
from game.review import review_session


def finished_session(seed: int, players: int = 2) -> Session:
    seats = (SeatConfig("human", "", "Ada"),) + tuple(SeatConfig("bot", "hard") for _ in range(players - 1))
    s = Session(get("tournament"), Options(players, "standard", seats, (("first_player", 0),)), seed)
    rules = s.spec.rules
    while rules.outcome(s.store.state) is None:
        st = s.store.state
        s.store.apply(st.current, policy_action(st, st.current))
    return s


def test_the_quick_playout_gives_the_rules_outcome_on_a_finished_game():
    for seed in (1, 2, 3):
        s = finished_session(seed, players=3)
        st = s.store.state
        outcome = s.spec.rules.outcome(st)
        for seat in range(3):
            assert tournament.review_playout(st, seat) == outcome.reward(seat)


def test_the_review_uses_the_quick_playout_and_gives_shares(monkeypatch):
    s = finished_session(5)
    calls = []
    real = tournament.review_playout

    def spy(state, seat):
        calls.append(seat)
        return real(state, seat)

    monkeypatch.setitem(s.spec.extra, "review_playout", spy)
    monkeypatch.setitem(s.spec.bots, "easy", lambda: (_ for _ in ()).throw(AssertionError("easy bot used")))
    result = review_session(s, 0, samples=4)
    assert calls and set(calls) == {0}
    assert result["decisions"]
    assert all(0.0 <= d["chance"] <= 1.0 and 0.0 <= d["best_chance"] <= 1.0 for d in result["decisions"])


def test_the_review_is_steady_and_deals_as_the_hint_reads_the_table(monkeypatch):
    """Two reviews of one game with other seeds give nearly the same chance at every decision (12
    deals made a chance jump by 30 points); the deals are read as the hard bot (the Hint) reads the
    table."""
    s = finished_session(7)
    dealt = []
    real = tournament.review_deal

    def spy(view, seat, rng):
        dealt.append(seat)
        return real(view, seat, rng)

    monkeypatch.setitem(s.spec.extra, "review_deal", spy)
    one = review_session(s, 0, samples=12, seed=1)
    two = review_session(s, 0, samples=12, seed=2)
    assert dealt and set(dealt) == {0} and one["samples"] == tournament.REVIEW_SAMPLES
    pairs = list(zip(one["decisions"], two["decisions"]))
    assert pairs and all(abs(a["chance"] - b["chance"]) <= 0.12 for a, b in pairs), pairs
