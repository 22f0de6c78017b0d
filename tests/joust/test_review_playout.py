"""The post-game review's play-outs in A Knight's Tale stop after a few combats and judge the position
there (a Tale played to its end took five times as long as other modes); other modes play to the end."""

from __future__ import annotations

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options
from game.games.joust import tale_review as RP
from game.review import review_session
from game.sim import finished_session


def _mid_game(variant: str, players: int = 4, seed: int = 3, moves: int = 40):
    rules = get("joust").rules
    st, rng = rules.new_game(Options(players, variant), seed), Rng.from_seed(seed)
    for _ in range(moves):
        seat = sorted(rules.actors(st))[0]
        legal = rules.legal_actions(st, seat)
        st, _e = rules.apply(st, seat, legal[rng.below(len(legal))])
    return st


def test_a_tale_playout_stops_after_the_horizon_and_is_judged(monkeypatch):
    start = _mid_game("tale")
    judged = []

    def spy(st, seat):
        judged.append(st)
        return 0.25

    monkeypatch.setattr(RP, "judge", spy)
    assert get("joust").extra["review_playout"] is RP.review_playout
    assert RP.review_playout(start, 0) == 0.25
    (end,) = judged
    assert len(end.revealed) - len(start.revealed) == RP.HORIZON or end.phase == "over"
    assert RP.review_playout(start, 0) == 0.25 and to_key(judged[1]) == to_key(end)  # seeded by the world


def test_other_modes_play_to_the_end():
    for variant in ("standard", "carousel"):
        assert RP.review_playout(_mid_game(variant, players=3), 0) is None


def test_a_tale_review_judges_every_decision_sensibly():
    session = finished_session("joust", 4, 1, "tale")
    review = review_session(session, 0, seed=1)
    decisions = review["decisions"]
    assert decisions and all(0 <= d["chance"] <= 1 and 0 <= d["best_chance"] <= 1 for d in decisions)
    assert all(d["cost"] == 0 for d in decisions if d["best"] == d["played"])
    last = decisions[-1]
    if last["decided"]:  # the game ended on the person's move: its real result
        assert last["chance"] == session.store.outcome().reward(0)


def to_key(st) -> tuple:
    return (st.phase, len(st.revealed), tuple(tuple(k.damage for k in s.knights) for s in st.seats))
