"""Content matches the rulebook's counts and anchors (RULES-NOTES)."""

from __future__ import annotations

from collections import Counter

from game.games.glory import content as C


def test_component_counts():
    assert len(C.KNIGHTS) == 32
    assert Counter(k.type for k in C.KNIGHT_LIST)["king"] == 7
    assert len(C.SUPPORT_TILES) == 48 and len(set(C.SUPPORT_TILES.values())) == 22 == len(C.SUPPORT_KINDS)
    assert sum(1 for c in C.JOURNEY if c[0] == "R") == 26
    assert sum(1 for c in C.JOURNEY if c[0] == "M") == 19
    assert sum(1 for c in C.JOURNEY if c[0] == "C") == 29
    assert len(C.TITLES) == 14 and len(C.EVENTS) == 12 and len(C.TROPHIES) == 4
    assert len(C.TOURNAMENT_CARDS) == 12
    assert Counter((c.kind, c.players) for c in C.TOURNAMENT_CARDS) == {
        (k, n): 2 for k in (C.PAS, C.PLAISANCE) for n in (2, 3, 4)
    }
    assert len(C.CHARACTERS) == 12 and Counter(c.level for c in C.CHARACTER_LIST) == {1: 4, 2: 4, 3: 4}
    assert len(C.AUTOMA) == 13 and Counter(c.deck for c in C.AUTOMA_CARDS) == {"solo": 9, "warrior": 2, "pious": 2}
    assert Counter(e.round for e in C.EVENT_LIST) == {1: 4, 2: 4, 3: 4}


def test_level_one_characters_identical_and_level_three_supports():
    lvl1 = [c for c in C.CHARACTER_LIST if c.level == 1]
    assert len({(c.coins, c.strength, c.faith, c.glory, c.mount, c.armor, c.journey) for c in lvl1}) == 1
    for c in C.CHARACTER_LIST:
        if c.level == 3:
            assert C.SUPPORT_KINDS[c.support].special
            assert c.coins + c.strength + c.faith < lvl1[0].coins + lvl1[0].strength + lvl1[0].faith


def test_book_anchors():
    by_name = {C.JOURNEY[c].name: C.JOURNEY[c] for c in C.JOURNEY}
    assert by_name["Louis of Gruuthuse"].attack == 8 and by_name["Louis of Gruuthuse"].prestige == 1
    assert by_name["Rescue"].attack == 7
    assert by_name["Destrier"].cost == 4 and by_name["Golden Fleece"].cost == 3
    assert C.MARKET_PRICES[3] == 3 and C.MARKET_PRICES[4] == 5
    assert C.TITLES["brave"].duel == (11, 1) and C.TITLES["influential"].glory == 4
    assert C.SCORE_TARGETS == {"easy": 65, "medium": 75, "hard": 85}
    assert [s for s in C.TOURNAMENT_CARDS if s.kind == C.PLAISANCE]
    for card in C.TOURNAMENT_CARDS:
        for r in range(3):
            if card.kind == C.PLAISANCE:
                slots = [slot for slot, _t in card.place[r]]
                assert len(slots) + card.players <= C.PLAISANCE_SLOTS and len(set(slots)) == len(slots)
            else:
                assert len(card.pas[r]) == 3


def test_knight_strength_grows_by_round():
    def avg(t, field):
        ks = [k for k in C.KNIGHT_LIST if k.type == t]
        return sum(getattr(k, field) for k in ks) / len(ks)

    assert avg("noble", "attack") < avg("champion", "attack") <= avg("king", "attack")
    assert avg("noble", "glory") < avg("veteran", "glory") < avg("polish", "glory") <= avg("champion", "glory")
    assert avg("champion", "glory") < avg("king", "glory")
    polish = {"zawisza", "puchala", "olesnica", "zyndram", "powala", "granowski", "ostrorog", "balicki"}
    assert {k.id for k in C.KNIGHT_LIST if k.type == "polish"} == polish  # every Polish knight but the king


def test_rules_summary_in_both_languages():
    from game import i18n
    from game.games.glory.summary import rules_summary

    english = rules_summary()
    assert len(english) >= 8 and all(title and text for title, text in english)
    i18n.set_language("it")
    try:
        italian = rules_summary()
    finally:
        i18n.set_language("en")
    assert len(italian) == len(english)


def test_every_scroll_support_can_be_won_through_a_journey_card():
    scroll = {C.SUPPORT_TILES[t] for t in C.PILE_TILES["scroll"]}
    offered = {v for card in C.JOURNEY.values() for opt in card.reward for w, v in opt if w == "support"}
    assert scroll <= offered  # book: scroll supports only come through journey cards


def test_every_reward_reads_as_text():
    from game.games.glory.describe import gain_text

    for card in C.JOURNEY.values():
        for option in card.reward:
            for what, value in option:
                text = gain_text(what, value)
                assert text and text != str(value), (card.name, what, value)
