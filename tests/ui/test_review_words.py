"""The review words a Joust decision as the move itself (a court card drawn, not which; the player's
own combat card) and its alternative without anything the player could not have known then."""

from __future__ import annotations

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.serial import to_jsonable
from game.core.session import Session
from game.games.joust import content as C
from game.ui.scenes.review import ReviewScene


def _joust_until(kind: str, seed: int):
    """A 2-player Joust game played by bots until the human (seat 0) may make a ``kind`` move and
    has another choice; that move is made (the first such), the row says the other was better."""
    seats = (SeatConfig("human"), SeatConfig("bot", "easy"))
    session = Session(get("joust"), Options(2, "standard", seats), seed)
    store = session.store
    for _ in range(3000):
        assert store.outcome() is None
        seat = min(store.actors())
        legal = store.legal_actions(seat)
        mine = [a for a in legal if a[0] == kind]
        if seat == 0 and len(mine) > 1:
            played, best = mine[0], mine[-1]
            row = {"move": len(store.actions), "played": to_jsonable(played), "chance": 0.3}
            row.update(best=to_jsonable(best), best_chance=0.5, cost=0.2)
            events = store.apply(0, played)
            result = {"game": "joust", "seat": 0, "decisions": [row], "biggest_drops": [row]}
            return session, row, events, result
        store.apply(seat, session.bot_choose(seat) if seat else legal[-1])
    raise AssertionError("no such decision")


def test_a_draw_is_worded_as_the_move_itself_and_its_alternative_too_naming_no_card(app):
    session, row, _events, result = _joust_until("draw", 3)
    screen = ReviewScene(app, session, 0, result=result)
    words = screen.labels()
    played, better = words[row["move"]], words[-1 - row["move"]]
    assert played == ("You draw a court card" if row["played"][1] == "court" else "You draw a knight")
    assert better in ("Draw a knight", "Draw a court card")
    cards = (*(k.name for k in C.ALL_KNIGHTS), *(c.name for c in C.COURTS))
    assert not [n for n in cards if n in played or n in better]  # no card drawn, in this deal or another


def test_a_secret_combat_card_is_worded_with_its_value(app):
    session, row, _events, result = _joust_until("card", 4)
    screen = ReviewScene(app, session, 0, result=result)
    words = screen.labels()
    assert words[row["move"]] == f"You choose the combat card {row['played'][1]}"
    assert words[-1 - row["move"]] == f"Choose the combat card {row['best'][1]}"


def test_a_better_move_says_why_in_the_bots_public_words_and_a_combat_card_says_nothing(app):
    session, row, _events, result = _joust_until("draw", 3)
    screen = ReviewScene(app, session, 0, result=result)
    screen.labels()
    why = screen.reasons[row["move"]]
    assert why.startswith("the strongest bot draws")
    named = [_n for _n in (*(k.name for k in C.ALL_KNIGHTS), *(c.name for c in C.COURTS)) if _n in why]
    assert not named  # no card the player could not have seen
    session, row, _events, result = _joust_until("card", 4)
    screen = ReviewScene(app, session, 0, result=result)
    screen.labels()
    assert screen.reasons[row["move"]] == ""  # "picks its combat card in secret" says nothing


def test_a_deal_that_refuses_the_alternative_gives_no_line_and_any_other_error_is_not_hidden(monkeypatch):
    import pytest

    from game.core.rules import IllegalAction
    from game.ui.scenes.review_words import alternative_words

    session, row, _events, _result = _joust_until("joust", 3)
    spec = session.spec
    replay = type(session.store)(spec.rules, session.options, session.seed)
    for actor, action in session.store.actions[: row["move"]]:
        replay.apply(actor, action)
    view = spec.rules.view(replay.state, 0)
    best = tuple(row["best"])
    monkeypatch.setitem(spec.extra, "review_move_words", lambda *_a: "")

    def refuse(state, seat, action):
        raise IllegalAction("not in this deal", action, seat)

    monkeypatch.setattr(spec.rules, "apply", refuse)
    assert alternative_words(spec, view, 0, best, 1, str) == " ".join(str(a) for a in best)

    def broken(state, seat, action):
        raise ZeroDivisionError

    monkeypatch.setattr(spec.rules, "apply", broken)
    with pytest.raises(ZeroDivisionError):  # a bug is a bug, not "no words"
        alternative_words(spec, view, 0, best, 1, str)


def test_every_decision_of_a_real_glory_game_is_worded_by_the_games_own_label():
    from game.core.rng import Rng
    from game.ui.scenes.review_words import played_words
    from tests.core.test_review import finished_game

    session = finished_game("glory", 2, 5)
    rules = session.spec.rules
    replay = type(session.store)(rules, session.options, session.seed)
    worded = 0
    for actor, action in session.store.actions:
        if actor == 0 and len(rules.legal_actions(replay.state, 0)) > 1:
            view = rules.view(replay.state, 0)
            bot = session.spec.extra["review_bot"]()
            best = bot.choose(rules, view, 0, Rng.from_seed(worded))
            for move in (action, best):  # the moves a review words: both legal there
                assert played_words(session.spec, view, 0, move, [], str) == session.spec.action_label(view, move)
            worded += 1
        replay.apply(actor, action)
    assert worded > 20


def test_a_paladin_look_is_worded_as_the_look_not_the_card_it_showed():
    from game.games.paladin.describe import card_label
    from game.ui.scenes.review_words import played_words

    seats = (SeatConfig("human"), SeatConfig("bot", "easy"), SeatConfig("bot", "easy"))
    session = Session(get("paladin"), Options(3, get("paladin").variants[0].id, seats), 5)
    store = session.store
    for _ in range(3000):
        assert store.outcome() is None
        seat = min(store.actors())
        legal = store.legal_actions(seat)
        peeks = [a for a in legal if a[0] == "peek"]
        if seat == 0 and peeks:
            view = session.rules.view(store.state, 0)
            events = store.apply(0, peeks[0])
            seen = next(e.secret["card"] for e in events if e.kind == "peeked")
            words = played_words(session.spec, view, 0, peeks[0], events, session.seat_name)
            assert words.startswith("You look at a face-down paladin of")
            assert card_label(seen) not in words
            return
        store.apply(seat, session.bot_choose(seat) if seat else legal[-1])
    raise AssertionError("no look")
