"""``python -m game review SAVE``: the seat's chances after each of its decisions, the costliest ones."""

from __future__ import annotations

import json

from game.__main__ import main
from game.core import saves
from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.review import review_session
from game.sim import finished_session


def finished_demo(seed: int = 4) -> Session:
    seats = (SeatConfig("human"), SeatConfig("bot", "easy"))
    s = Session(get("demo"), Options(2, "standard", seats), seed)
    rng = Rng.from_seed(seed)
    while s.store.outcome() is None:
        seat = sorted(s.store.actors())[0]
        legal = s.store.legal_actions(seat)
        action = s.bot_choose(seat) if s.is_bot(seat) else legal[rng.below(len(legal))]
        s.store.apply(seat, action)
    return s


def test_the_review_covers_every_real_decision_and_names_the_costliest(tourney_home, capsys):
    session = finished_demo()
    path = tourney_home / "game.json"
    saves.save_session(session, path)
    assert main(["review", str(path), "--samples", "6"]) == 0
    out = json.loads(capsys.readouterr().out)
    replay = type(session.store)(session.spec.rules, session.options, session.seed)
    expected = []
    for i, (seat, action) in enumerate(session.store.actions):
        if seat == 0 and len(replay.legal_actions(0)) > 1:
            expected.append(i)
        replay.apply(seat, action)
    assert [d["move"] for d in out["decisions"]] == expected
    assert all(0.0 <= d["chance"] <= 1.0 and 0.0 <= d["best_chance"] <= 1.0 for d in out["decisions"])
    drops = out["biggest_drops"]
    assert len(drops) <= 3 and [d["cost"] for d in drops] == sorted((d["cost"] for d in drops), reverse=True)
    assert all(d["cost"] == round(max(0.0, d["best_chance"] - d["chance"]), 3) for d in out["decisions"])


def test_the_same_save_gives_the_same_review():
    session = finished_demo(6)
    a, b = (review_session(session, 0, samples=4, seed=2) for _ in range(2))
    a.pop("cpu_seconds"), b.pop("cpu_seconds")
    assert a == b


def test_a_broken_save_or_a_missing_seat_says_why(tourney_home, capsys):
    bad = tourney_home / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["review", str(bad)]) == 1
    assert "review:" in capsys.readouterr().err
    path = tourney_home / "ok.json"
    saves.save_session(finished_demo(), path)
    assert main(["review", str(path), "--seat", "5"]) == 2
    assert "seat 5" in capsys.readouterr().err


def finished_game(game: str, players: int, seed: int) -> Session:
    """A finished game of medium bots whose seat 0 is the one person (played by a medium bot)."""
    return finished_session(game, players, seed)


def test_a_joust_combat_card_is_never_listed_as_costly_nor_given_another_card():
    review = review_session(finished_game("joust", 2, 7), 0, seed=3)
    cards = [d for d in review["decisions"] if d["played"][0] == "card"]
    assert cards  # the game had combat cards to judge, and their chance is still charted
    assert all(d["best"] == d["played"] and d["cost"] == 0 for d in cards)
    assert not [d for d in review["biggest_drops"] if d["played"][0] == "card"]


def test_a_decision_whose_better_move_is_the_move_made_costs_nothing_and_is_never_listed():
    spec = get("joust")
    session = finished_game("joust", 2, 7)
    old = spec.extra.get("review_unlisted")
    spec.extra["review_unlisted"] = lambda view, seat, action: True  # every move "no better one"
    try:
        review = review_session(session, 0, seed=3)
    finally:
        spec.extra["review_unlisted"] = old
    assert review["decisions"] and review["biggest_drops"] == []
    assert all(d["best"] == d["played"] and d["cost"] == 0 for d in review["decisions"])


def test_a_cost_seen_on_few_deals_is_listed_only_if_fresh_deals_confirm_it(monkeypatch):
    import game.review as R

    calls: dict[int, int] = {}
    real_judge = R.judge

    def lucky(spec, view, seat, played, best, worlds, real):
        """The first judging of a decision finds a clear cost; fresh deals find none."""
        chance, _best, spread, _noise, decided = real_judge(spec, view, seat, played, played, worlds, real)
        calls[len(worlds)] = calls.get(len(worlds), 0) + 1
        first = len(worlds) == 12
        return chance, (min(1.0, chance + 0.3) if first else chance), spread, 0.01 if first else 0.0, decided

    monkeypatch.setattr(R, "judge", lucky)
    review = review_session(finished_demo(), 0, samples=12, seed=2)
    assert review["decisions"] and calls.get(12 * R.CONFIRM)  # the seemingly costly ones were judged again
    assert review["biggest_drops"] == []  # and the fresh deals said no


def test_joust_reviews_with_fewer_deals_where_its_playouts_run_longer():
    deals = get("joust").extra["review_samples"]
    assert deals(2, "standard") == 80
    assert deals(4, "tale") < deals(4, "carousel") < deals(4, "standard") < deals(2, "standard")


def test_moves_played_for_the_person_before_they_took_the_seat_are_not_reviewed(tourney_home):
    session = finished_demo()
    full = review_session(session, 0, samples=2)
    cut = full["decisions"][len(full["decisions"]) // 2]["move"]
    session.taken_at = cut
    path = tourney_home / "shortcut.json"
    saves.save_session(session, path)
    loaded = saves.load_session(path)
    assert loaded.taken_at == cut  # the save tells which moves were the person's own
    review = review_session(loaded, 0, samples=2)
    assert review["taken_at"] == cut
    assert [d["move"] for d in review["decisions"]] == [d["move"] for d in full["decisions"] if d["move"] >= cut]
