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


THIRD_PERSON = (" their ", " they ", "places ", "puts ", "lets ", "takes ", "looks at", "starts the round", "beats ")


def test_the_hint_gives_its_reason_to_you_not_in_the_bots_third_person():
    """Every reason the Hint may give is told to the player ("you take the lead"), across a game;
    the Hint itself (the strongest bot on the player's view) carries that form."""
    from game.games.paladin.reasons import reason
    from game.ui.kit import advice

    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"), SeatConfig("bot", "random"))
    session = Session(get("paladin"), Options(3, "standard", seats), 7)
    rules, store = session.rules, session.store
    rng = Rng.from_seed(3)
    told = 0
    while rules.outcome(store.state) is None:
        seat = min(rules.actors(store.state))
        legal = rules.legal_actions(store.state, seat)
        view = rules.view(store.state, seat)
        for action in legal:
            bot_words = reason(view, seat, action)
            words = reason(view, seat, action, you=True)
            assert bool(words) == bool(bot_words), action
            padded = f" {words} "
            assert not any(t in padded for t in THIRD_PERSON), words
            told += bool(words)
        store.apply(seat, legal[rng.below(len(legal))])
    assert told > 100
    session = Session(get("paladin"), Options(3, "standard", seats), 7)
    for _ in range(200):  # to the player's first decision of a resolution
        st = session.store.state
        seat = min(session.rules.actors(st))
        if seat == 0 and st.phase == "resolve":
            break
        legal = session.rules.legal_actions(st, seat)
        session.store.apply(seat, legal[rng.below(len(legal))])
    tip = advice.advise(session.spec, session.store.state, 0, 1, 0.2)
    view = session.rules.view(session.store.state, 0)
    from game.games.paladin.hint_reasons import hint_reason

    assert tip.why == hint_reason(view, 0, tip.action) and tip.why.startswith("your ")
    assert reason(view, 0, tip.action, you=True) in tip.why  # the table's reason, after the player's own


def test_a_placement_hint_names_the_players_card_and_ends_as_a_sentence():
    """The Hint's placement says which of the player's own cards to place, and where, and its text
    ends with a full stop (in both languages)."""
    from game.games.paladin import content as C
    from game.games.paladin import engine as E
    from game.i18n import _, set_language
    from game.ui.kit import advice

    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"), SeatConfig("bot", "random"))
    session = Session(get("paladin"), Options(3, "standard", seats), 7)
    rules, store = session.rules, session.store
    for _step in range(20):
        st = store.state
        seat = min(rules.actors(st))
        if seat == 0 and st.phase == "place":
            break
        store.apply(seat, rules.legal_actions(st, seat)[0])
    view = rules.view(store.state, 0)
    assert E.placing_main(view)
    place = next(a for a in rules.legal_actions(store.state, 0) if a[0] == "place")
    for lang, words in (("en", "as main paladin at mission"), ("it", "come paladino principale sulla missione")):
        set_language(lang)
        try:
            label = advice.hint_label(session.spec, view, 0, place)
            assert _(C.card_name(place[1])) in label and words in label and f"{place[2] + 1}" in label, label
            hints = advice.Advice({})
            hints.tip = advice.Tip(place, label, advice.hint_reason(session.spec, view, 0, place), 0, True)
            text = hints.text()
            assert hints.tip.why and text.endswith("."), text
        finally:
            set_language("en")
