"""The words of Glory's board: phase names, the round's event and its space, tooltips of spaces and
knights, the support track's prices, who chooses the next tournament and what each offer brings."""

from __future__ import annotations

from game import i18n
from game.games.glory import board_text as B
from game.games.glory import content as C
from game.games.glory.tournament_choice import open_choice
from tests.glory.glory_helpers import finish_setup, new


def test_phase_names_and_an_unknown_phase():
    i18n.set_language("en")
    assert B.phase_name("action") == "Action phase" and B.phase_name("tournament") == "Tournament"
    assert B.phase_name("nonsense") == "nonsense"
    i18n.set_language("it")
    try:
        assert B.phase_name("action") != "Action phase"
    finally:
        i18n.set_language("en")


def test_the_event_space_shows_only_when_the_rounds_event_has_an_action():
    s = finish_setup(new(3, seed=2))
    event = B.current_event(s)
    assert event == s.events[s.round - 1]
    assert ("event" in B.visible_spaces(s)) == bool(C.EVENTS[event].action)
    assert set(B.visible_spaces(s)) - {"event"} == set(C.ACTION_SPACES) - {"event"}
    s.round = 0
    assert B.current_event(s) == "" and "event" not in B.visible_spaces(s)


def test_a_space_tip_says_what_it_gives_and_when_it_is_closed():
    s = finish_setup(new(3))
    open_tip, closed = B.space_tip(s, "training", False), B.space_tip(s, "training", True)
    assert open_tip.startswith(B.space_label(s, "training") + ": ")
    assert closed == open_tip + "\nYou cannot use this space now."


def test_track_prices_name_the_special_spaces():
    s = finish_setup(new(3))
    s.n_special = 1
    assert B.track_price(s, 0).startswith("Special space: ")
    assert B.track_price(s, 1) == f"{s.track_costs[1]} coin" + ("s" if s.track_costs[1] != 1 else "")
    assert B.track_price(s, 99) == "0 coins"  # past the priced places


def test_the_choice_names_the_chooser_and_lists_each_offer():
    s = finish_setup(new(3))
    open_choice(s, [])
    assert B.chooser_line(s, None).startswith("You have the least glory")
    assert B.chooser_line(s, "Isotta").startswith("Isotta has the least glory")
    pas = B.offer_groups(s, C.PAS)
    assert [label for label, _types in pas] == [C.TOWN_NAMES[t] for t in C.TOWNS]
    assert all(types and set(types) <= set(C.KNIGHT_TYPE_NAMES) for _l, types in pas)
    joust = B.offer_groups(s, C.PLAISANCE)
    assert joust[0][0].startswith("Places ") and joust[1][0] == "Then added" and joust[0][1]
    s.tournament_offer = {}
    assert B.offer_groups(s, C.PAS) == []


def test_a_knights_tip_says_who_challenges_it_and_what_a_click_does():
    knight = next(iter(C.KNIGHTS))
    plain = B.knight_tip(knight, None)
    assert B.knight_tip(knight, "", "register") == plain + "\nYou challenge this knight\nClick to register here."
    assert B.knight_tip(knight, "Bot 2", "herald") == plain + "\nChallenged by Bot 2\nClick to send your herald."


def test_a_journey_card_giving_a_support_or_relic_says_what_it_does():
    from game.games.glory import content as C
    from game.games.glory import tips
    from game.games.glory.board_text import journey_tip

    given = 0
    for card, jc in C.JOURNEY.items():
        for kind in {str(v) for opt in jc.reward for what, v in opt if what in ("support", "relic")}:
            if tips.item_text(kind):
                assert f"{tips.item_name(kind)}: {tips.item_text(kind)}" in journey_tip(card).splitlines(), card
                given += 1
    assert given >= 5
    hermit = [c for c, jc in C.JOURNEY.items() if ("support", "hermit") in [g for opt in jc.reward for g in opt]]
    assert not hermit or "turn one of your used relics face up again" in journey_tip(hermit[0])


def test_in_solo_the_chooser_line_does_not_say_least_glory():
    """Playtest: solo, leading Otto 16-13, the board said 'You have the least glory: choose ...'. In solo the
    player chooses whatever the glory (RULES-NOTES), so the line only asks to choose, in EN and IT."""
    s = finish_setup(new(1))
    assert s.solo is not None
    s.players[0].glory = 16
    open_choice(s, [])
    assert B.chooser_line(s, None) == "Choose the tournament of round 2."
    assert "least glory" not in B.chooser_line(s, "Isotta")
    i18n.set_language("it")
    try:
        assert B.chooser_line(s, None) == "Scegli il torneo del round 2."
    finally:
        i18n.set_language("en")
