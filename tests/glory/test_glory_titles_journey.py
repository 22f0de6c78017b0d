"""Every title (§X "Title Cards", the title phase) and every journey-card kind (§V "Journey Phase")."""

from __future__ import annotations

import pytest

from game.games.glory import RULES
from game.games.glory import content as C
from game.games.glory.journey import start_journey
from game.games.glory.rules import flow
from game.games.glory.state import Tile
from game.games.glory.titles import best_titles
from tests.glory.glory_helpers import finish_setup, new, play


def blank(n=2, seed=1):
    s = finish_setup(new(n, seed, characters="level1"))
    for p in s.players:
        p.coins = p.strength = p.faith = 0
        p.supports, p.relics, p.prestige, p.discard, p.titles = [], [], {}, [], []
        p.mount = p.armor = 2
    return s


def sup(p, *kinds):
    for i, k in enumerate(kinds):
        p.supports.append(Tile(f"{k}{len(p.supports)}_{i}", k))


def rel(p, n):
    for i in range(n):
        p.relics.append(Tile(f"r{i}", C.RELIC_KINDS[i % 4], False))  # inactive still counts


def only(s, title):
    s.public_titles = [title]
    return best_titles(s, s.players[0])


SETUPS = {
    "strong": lambda p: p.discard.extend(["C01", "C02", "C03", "C04", "C05"]),
    "charming": lambda p: p.discard.extend(["R01", "R02", "R03", "R04", "R05"]),
    "traveler": lambda p: p.discard.extend(["M01", "M02", "M03", "M04", "M05"]),
    "influential": lambda p: sup(p, "cook", "cook", "rogue", "squire", "sister"),
    "noble": lambda p: sup(p, "minstrel", "queen", "squire"),
    "dreaded": lambda p: sup(p, "weapons_master", "weapons_master", "rogue", "rogue"),
    "pious": lambda p: (sup(p, "sister"), rel(p, 3), setattr(p, "faith", 3)),
    "religious": lambda p: (rel(p, 4), setattr(p, "coins", 2)),
    "patron": lambda p: (sup(p, "minstrel", "minstrel"), setattr(p, "coins", 3)),
    "fortunate": lambda p: (setattr(p, "coins", 3), setattr(p, "strength", 3)),
    "wealthy": lambda p: setattr(p, "coins", 6),
    "prestigious": lambda p: p.prestige.update({"charmer": True, "royal": False, "warrior": True, "overlord": True}),
    "brave": lambda p: setattr(p, "brave", 1),
    "equipped": lambda p: (setattr(p, "mount", 4), setattr(p, "armor", 4)),
}


@pytest.mark.parametrize("title", sorted(SETUPS))
def test_each_title_needs_its_condition(title):
    s = blank()
    assert only(s, title) == []
    SETUPS[title](s.players[0])
    assert only(s, title) == [title]


def test_noble_fails_after_a_rogue_and_shortfalls_fail():
    s = blank()
    p = s.players[0]
    SETUPS["noble"](p)
    p.used_rogue = True
    assert only(s, "noble") == []
    s = blank()
    s.players[0].coins = 5
    assert only(s, "wealthy") == []


def test_no_resource_counts_for_two_titles():
    s = blank()
    p = s.players[0]
    p.coins, p.strength = 8, 3
    s.public_titles = ["fortunate", "wealthy", "religious"]
    assert best_titles(s, p) == ["fortunate"] or best_titles(s, p) == ["wealthy"]
    p.coins = 9
    assert sorted(best_titles(s, p)) == ["fortunate", "wealthy"]
    # supports: Influential's five cannot include Patron's two Minstrels
    s = blank()
    p = s.players[0]
    sup(p, "minstrel", "minstrel", "cook", "cook", "rogue")
    p.coins = 3
    s.public_titles = ["influential", "patron"]
    assert best_titles(s, p) == ["influential"]  # 4 glory each: either, not both
    sup(p, "squire", "squire")
    assert sorted(best_titles(s, p)) == ["influential", "patron"]


def test_title_phase_scores_public_and_personal_titles_with_chronicler():
    s = blank()
    p = s.players[0]
    s.public_titles = ["wealthy", "strong", "traveler"]
    p.titles = ["equipped"]
    p.coins, p.mount, p.armor = 6, 4, 4
    sup(p, "chronicler")
    glory = p.glory
    s.phase, s.titles_turn = "titles", 0
    events = []
    flow(s, events)
    assert s.phase == "over"
    assert sorted(p.titles_scored) == ["equipped", "wealthy"]
    assert p.glory == glory + 3 + 5 + 2  # +1 per title for the Chronicler


def test_brave_is_a_single_duel_in_the_title_phase():
    s = blank()
    s.public_titles = ["brave", "wealthy", "strong"]
    s.phase, s.titles_turn = "titles", 0
    flow(s, [])
    seat = s.actor
    assert RULES.legal_actions(s, seat) == [("attempt",), ("decline",)]
    s, events = play(s, seat, ("attempt",))
    assert any(e.kind == "duel_start" for e in events)
    while s.duel is not None:
        s, _ = play(s, s.actor, RULES.legal_actions(s, s.actor)[0])
    assert s.players[seat].brave in (1, -1)
    s, _ = play(s, s.actor, ("decline",))
    assert s.phase == "over"
    won = s.players[seat].brave == 1
    assert ("brave" in s.players[seat].titles_scored) == won


# ------------------------------------------------------------------ journey cards


def journey_state(hand, **res):
    s = blank()
    start_journey(s)
    s.phase = "journey"
    s.initiative = [0, 1]
    s.turn = 0
    for q in s.players:
        q.hand = []
    p = s.players[0]
    p.hand = list(hand)
    for k, v in res.items():
        setattr(p, k, v)
    flow(s, [])
    return s


def card_named(name):
    return next(c for c in sorted(C.JOURNEY) if C.JOURNEY[c].name == name)


def test_romance_cards():
    game, love, keepsake, quest = (card_named(n) for n in ("The Game", "Courtly Love", "The Keepsake", "The Quest"))
    s = journey_state([game, love, keepsake, quest])
    s, _ = play(s, 0, ("play", game))
    p = s.players[0]
    assert p.coins == 2 and game in p.discard
    s, _ = play(s, 0, ("play", love))
    assert RULES.legal_actions(s, 0) == [("choose", 0), ("choose", 1)]  # the slash: one or the other
    s, _ = play(s, 0, ("choose", 1))
    assert s.players[0].prestige == {"charmer": True}
    s, _ = play(s, 0, ("play", keepsake))
    assert [r.kind for r in s.players[0].relics] == ["ring"]
    assert s.players[0].journey_played == 3
    # the limit: 3 cards per journey phase
    assert ("play", quest) not in RULES.legal_actions(s, 0)


def test_quest_draws_two_titles_and_keeps_one():
    quest = card_named("The Quest")
    s = journey_state([quest])
    n = len(s.title_deck)
    s, _ = play(s, 0, ("play", quest))
    pend = s.pending[-1]
    assert pend.kind == "keep_title" and len(pend.items) == 2
    s, _ = play(s, 0, ("keep_title", pend.items[0]))
    assert len(s.players[0].titles) == 1 and len(s.title_deck) == n - 2 and len(s.title_discard) == 1


def test_courtly_love_with_the_prestige_already_owned_gives_the_other_option():
    love = card_named("Courtly Love")
    s = journey_state([love])
    s.players[0].prestige["charmer"] = True
    g = s.players[0].glory
    s, _ = play(s, 0, ("play", love))
    assert s.players[0].glory == g + 1 and not s.pending


def test_market_cards_pay_and_respect_levels():
    fleece, destrier, fencing = card_named("Golden Fleece"), card_named("Destrier"), card_named("Fencing Lessons")
    s = journey_state([fleece, destrier, fencing], coins=2)
    assert ("play", fleece) not in RULES.legal_actions(s, 0)  # cannot pay 3
    assert ("play", destrier) not in RULES.legal_actions(s, 0)  # no level skipping (II -> IV)
    s.players[0].coins = 8
    s.players[0].mount = 3
    s, _ = play(s, 0, ("play", fleece))
    p = s.players[0]
    assert p.coins == 5 and p.prestige.get("chamberlain") and p.glory >= 3
    s, _ = play(s, 0, ("play", destrier))
    assert s.players[0].mount == 4 and s.players[0].coins == 1
    scroll = len(s.piles["scroll"])
    s, _ = play(s, 0, ("play", fencing))
    assert [t.kind for t in s.players[0].supports] == ["weapons_master"]
    assert len(s.piles["scroll"]) == scroll - 1


def _fight(s, seat, win: bool):
    """Play a duel to its end: passes only; the opponent's attack decides."""
    while s.duel is not None:
        s, _ = play(s, s.actor, RULES.legal_actions(s, s.actor)[0])
    return s


def _with_attack(monkeypatch, card, attack):
    import dataclasses

    monkeypatch.setitem(C.JOURNEY, card, dataclasses.replace(C.JOURNEY[card], attack=attack))


def test_challenge_card_won_gives_the_reward(monkeypatch):
    rescue = card_named("Rescue")
    _with_attack(monkeypatch, rescue, 0)  # a tie at worst, and a player beats a knight without prestige
    s = journey_state([rescue])
    s, events = play(s, 0, ("play", rescue))
    s = _fight(s, 0, True)
    p = s.players[0]
    assert rescue in p.discard and rescue not in p.hand
    assert RULES.legal_actions(s, 0) == [("choose", 0), ("choose", 1)]  # Sister support or 3 Faith
    s, _ = play(s, 0, ("choose", 0))
    assert [t.kind for t in s.players[0].supports] == ["sister"]


def test_challenge_card_lost_is_kept_for_later(monkeypatch):
    rescue = card_named("Rescue")
    _with_attack(monkeypatch, rescue, 40)  # nobody beats this
    s = journey_state([rescue], strength=3)
    s, _ = play(s, 0, ("play", rescue))
    s = _fight(s, 0, False)
    assert rescue in s.players[0].hand and rescue not in s.players[0].discard
    assert s.players[0].journey_played == 1
    assert ("play", rescue) in RULES.legal_actions(s, 0)  # replayable, within the limit of 3


def test_eliminated_players_get_extra_journey_cards():
    from tests.glory.glory_helpers import play_random_game

    s = play_random_game(2, 11, check=False, t1=C.PLAISANCE, t2=C.PLAISANCE, t3=C.PLAISANCE)
    assert s.phase == "over"
    # direct check of the mechanism
    s = blank()
    s.bonus = {0: 2, 1: 1}
    start_journey(s, dict(s.bonus))
    assert [p.journey_limit for p in s.players] == [2, 1]
