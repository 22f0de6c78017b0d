"""The Paladin Hint in words: a peek is told to the player ("You look at …") and names the owner of
the card, never the player's own name for every seat."""

from __future__ import annotations

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.ui.kit.advice import move_label


def test_a_peek_hint_names_the_cards_owner_and_speaks_to_you():
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random", "Galvano"), SeatConfig("bot", "random", "Isotta"))
    session = Session(get("paladin"), Options(3, "standard", seats), 3)
    rules, store = session.rules, session.store
    rng = Rng.from_seed(5)
    for _ in range(400):
        st = store.state
        seat = min(rules.actors(st))
        legal = rules.legal_actions(st, seat)
        peeks = [a for a in legal if a[0] == "peek"]
        if seat == 0 and peeks:
            break
        store.apply(seat, legal[rng.below(len(legal))])
    else:
        raise AssertionError("no peek for the player")
    view = rules.view(store.state, 0)
    for peek in peeks:
        owner = peek[2]
        label = move_label(session.spec, view, 0, peek, Rng.from_seed(1), you=True, names=session.seat_name)
        assert label.startswith("You look at"), label
        assert session.seat_name(owner) in label and session.seat_name(0) not in label, label
