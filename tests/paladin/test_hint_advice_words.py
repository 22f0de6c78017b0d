"""The Hint speaks as advice, in the imperative ("Place 6 Knight Banneret…", "Piazza il Cavaliere
banderese (6)…", "Sbircia un paladino coperto di Isotta"), names a black paladin with its article in
Italian, and in the last round never speaks of keeping a paladin for later."""

from __future__ import annotations

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.paladin import content as C
from game.games.paladin.counting import rounds_left
from game.games.paladin.hint_reasons import hint_reason
from game.i18n import set_language
from game.ui.kit import advice

SEATS = (SeatConfig("human", "", ""), SeatConfig("bot", "random", "Galvano"), SeatConfig("bot", "random", "Isotta"))


def _session(seed: int) -> Session:
    return Session(get("paladin"), Options(3, "standard", SEATS), seed)


def _to_players_placement(session: Session, peek: bool = False) -> None:
    """Random moves up to the player's placement turn (with a peek to make, if ``peek``)."""
    rules, store, rng = session.rules, session.store, Rng.from_seed(5)
    for _ in range(400):
        st = store.state
        seat = min(rules.actors(st))
        legal = rules.legal_actions(st, seat)
        if seat == 0 and st.phase == "place" and (not peek or any(a[0] == "peek" for a in legal)):
            return
        store.apply(seat, legal[rng.below(len(legal))])
    raise AssertionError("no placement for the player")


def test_a_placement_hint_is_advice_naming_the_card_with_its_article():
    session = _session(7)
    _to_players_placement(session)
    view = session.rules.view(session.store.state, 0)
    places = [a for a in session.rules.legal_actions(session.store.state, 0) if a[0] == "place"]
    try:
        for lang in ("en", "it"):
            set_language(lang)
            for place in places:
                label = advice.hint_label(session.spec, view, 0, place)
                if lang == "en":
                    assert label.startswith("Place ") and not label.startswith("You"), label
                elif C.CARD_RED[place[1]]:
                    assert label.startswith("Piazza ") and not label.startswith("Piazza il"), label
                else:
                    assert label.split()[1] in ("il", "lo") or label.startswith("Piazza l’"), label
    finally:
        set_language("en")


def test_a_peek_hint_is_advice_naming_the_owner(monkeypatch):
    session = _session(5)
    _to_players_placement(session, peek=True)
    legal = session.rules.legal_actions(session.store.state, 0)
    peek = next(a for a in legal if a[0] == "peek")

    class Peeker:
        def choose(self, *_args, **_kw):
            return peek

    monkeypatch.setattr(advice, "hint_bot", lambda spec: Peeker())
    owner = session.seat_name(peek[2])
    try:
        for lang, start in (("en", "Look at a face-down paladin of "), ("it", "Sbircia un paladino coperto di ")):
            set_language(lang)
            tip = advice.advise(session.spec, session.store.state, 0, 1, 0.1, names=session.seat_name)
            assert tip.label == start + owner, tip.label
    finally:
        set_language("en")


LATER = ("lose little", "later round", "next round", "perdi poco", "round successivo", "prossimo round")


def test_in_the_last_round_no_hint_reason_speaks_of_keeping_paladins_for_later():
    """Across games, every placement reason in the last round (where a paladin kept is worth nothing)
    is free of words about saving it; a seen rival's paladin that beats the card lets the mission go."""
    let_go = 0
    for seed in range(1, 9):
        session = _session(seed)
        rules, store, rng = session.rules, session.store, Rng.from_seed(seed)
        while rules.outcome(store.state) is None:
            seat = min(rules.actors(store.state))
            legal = rules.legal_actions(store.state, seat)
            view = rules.view(store.state, seat)
            if seat == 0 and view.phase == "place" and rounds_left(view) == 0:
                for action in legal:
                    text = hint_reason(view, 0, action)
                    assert not any(w in text for w in LATER), text
                    let_go += "you know is there beats it: you let" in text
            store.apply(seat, legal[rng.below(len(legal))])
    assert let_go > 0
