"""Rules 1.1: trophies (each contest scores once, kept by its winner), King's Favour with the hand
count, the announced end (last cards, last turn, the final contests one by one) and their log lines."""

from __future__ import annotations

import pytest

from game.core.rules import InvalidOptions, Options
from game.games.tournament import content as C
from game.games.tournament.describe import describe
from game.games.tournament.rules import TournamentRules
from game.games.tournament.state import DRAW, HIDDEN, OVER

from .helpers import card, combo, conserved, contest, make_state

R = TournamentRules()


def names(seat: int) -> str:
    return ("Ada", "Bert", "Cleo")[seat]


def test_the_winner_keeps_the_contest_even_when_another_player_called_it():
    melee = contest("Melee")
    s = make_state([[melee], []], [[combo(1, 2, 1, 1)], [combo(2, 9, 2, 2)]])
    new, events = R.apply(s, 0, ("contest", melee))
    assert new.trophies == [[], [melee]]
    assert melee not in new.discard and melee not in new.deck and conserved(new)
    (ev,) = [e for e in events if e.kind == "contest"]
    assert ev.data["winner"] == 1 and new.history[-1].winner == 1
    # a trophy is public and stays where it is
    assert R.view(new, 0).trophies == [[], [melee]]
    assert R.outcome(new) is None


def test_kings_favour_counts_chivalry_cards_in_play_and_in_hand():
    favour, melee = contest("King's Favour"), contest("Melee")
    # seat 0: one combo (4) + 1 Chivalry card in hand (the Special and Melee do not count) = 5
    # seat 1: no combo, 6 Chivalry cards in hand = 6: the hand wins it although seat 0 has a knight in play
    hand0 = [favour, melee, C.SPECIALS[0], card("K", 3)]
    hand1 = [card("W", f) for f in range(1, 7)]
    s = make_state([hand0, hand1], [[combo(1, 1, 1, 1)], []])
    new, events = R.apply(s, 0, ("contest", favour))
    (ev,) = [e for e in events if e.kind == "contest"]
    assert ev.data["scores"] == (5, 6) and ev.data["in_hand"] == (1, 6)
    assert ev.data["vp"] == (1, 2) and new.trophies == [[], [favour]]
    # only the counts are public: the other seat's hand stays hidden in every view
    assert R.view(new, 0).hands[1] == [HIDDEN] * 6
    assert ev.reveals  # it showed information nobody had: it cannot be undone
    line = describe(ev, 0, names)
    assert "6 in hand" in line and "Dagger" not in line and "Bert wins it" in line


def test_kings_favour_tie_goes_to_the_caller():
    favour = contest("King's Favour")
    s = make_state([[card("K", 1), card("K", 2), card("K", 3), card("K", 4)], [favour]], [[], [combo(1, 1, 1, 1)]])
    s.current = 1
    new, _ = R.apply(s, 1, ("contest", favour))
    assert new.history[-1].scores == [4, 4] and new.vp == [1, 2]


def test_the_discard_contests_variant_is_gone():
    with pytest.raises(InvalidOptions):
        R.new_game(Options(2, "discard_contests"), 1)


def _deck_of(cards: list[int], hands, combos) -> tuple[list[int], list[int]]:
    """(deck, discard): ``cards`` as the deck (top last), every other unplaced card on the discard pile."""
    placed = set(cards) | {c for h in hands for c in h} | {c for cs in combos for cb in cs for c in cb}
    return list(cards), [c for c in C.ALL_CARDS if c not in placed]


def test_last_cards_is_announced_once_when_the_deck_holds_no_more_cards_than_players():
    hands = [[card("K", 1)], [card("K", 2)], [card("K", 3)]]
    deck, discard = _deck_of([card("W", f) for f in range(1, 6)], hands, [[], [], []])
    s = make_state(hands, deck=deck, discard=discard, phase=DRAW, current=0)
    kinds = []
    for _turn in range(4):
        seat = s.current
        s, events = R.apply(s, seat, ("draw", "deck"))
        kinds.append([e.kind for e in events])
        last = [e for e in events if e.kind == "last_cards"]
        if last:
            assert last[0].data["left"] == 3 == len(s.deck)
        s, _ = R.apply(s, seat, ("end",))
    # 5 → 4 (quiet), 4 → 3 (warning: 3 players), 3 → 2, 2 → 1 (quiet again)
    assert kinds == [["draw"], ["draw", "last_cards"], ["draw"], ["draw"]]


def test_a_special_can_cross_the_warning_or_empty_the_deck():
    feast = C.SPECIALS[0]
    hands = [[feast], [card("K", 2)]]
    deck, discard = _deck_of([card("W", f) for f in range(1, 5)], hands, [[], []])
    s = make_state(hands, deck=deck, discard=discard)
    _new, events = R.apply(s, 0, ("special", feast))  # 4 → 1 card: below 2 players
    assert [e.kind for e in events] == ["special", "last_cards"] and events[1].data["left"] == 1
    s.deck = deck[:3]
    s.discard = discard + deck[3:]
    new, events = R.apply(s, 0, ("special", feast))  # 3 → 0: the deck is empty, no warning first
    assert [e.kind for e in events] == ["special", "deck_empty"] and new.deck == []
    assert new.phase != OVER  # the turn still finishes


def test_the_end_is_announced_then_each_final_contest_is_its_own_event_in_turn_order():
    melee, joust, quest, romance = contest("Melee"), contest("Joust"), contest("Quest"), contest("Romance")
    hands = [[melee], [romance], [joust, quest]]
    combos = [[combo(2, 9, 1, 1)], [combo(3, 1, 9, 3)], [combo(10, 2, 2, 2)]]
    deck, discard = _deck_of([card("K", 1)], hands, combos)
    s = make_state(hands, combos, current=1, phase=DRAW, deck=deck, discard=discard)
    s, events = R.apply(s, 1, ("draw", "deck"))
    assert [e.kind for e in events] == ["draw", "deck_empty"]
    assert describe(events[1], 1, names) == (
        "The deck is empty: this is your last turn. Then every Contest still in hand is scored."
    )
    assert "Bert's last turn" in describe(events[1], 0, names)
    s, events = R.apply(s, 1, ("end",))
    assert [e.kind for e in events] == ["final_contests", "contest", "contest", "contest", "contest", "game_over"]
    assert events[0].data == {"seat": 2, "counts": (1, 1, 2)}
    assert [(e.data["seat"], e.data["card"]) for e in events if e.kind == "contest"] == [
        (2, joust),
        (2, quest),
        (0, melee),
        (1, romance),
    ]
    # every final contest is kept by its winner, like any other
    assert s.trophies == [[melee], [joust], [quest, romance]] and s.phase == OVER
    joust_line = describe(events[1], 2, names)
    assert joust_line.startswith("Final Contest: the Joust in your hand is scored.") and joust_line.endswith(
        "Bert wins it and keeps the card."
    )
    assert describe(events[3], 2, names).startswith("Final Contest: the Melee in Ada's hand is scored.")
    assert "4 Contest cards are left in hand" in describe(events[0], 0, names)


def test_no_final_contests_event_when_no_hand_holds_a_contest():
    hands = [[card("K", 5)], [card("K", 6)]]
    deck, discard = _deck_of([card("K", 1)], hands, [[], []])
    s = make_state(hands, deck=deck, discard=discard, phase=DRAW)
    s, _ = R.apply(s, 0, ("draw", "deck"))
    s, events = R.apply(s, 0, ("end",))
    assert [e.kind for e in events] == ["game_over"]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_game_announces_its_end_and_keeps_every_scored_contest(players):
    s = R.new_game(Options(players), 40 + players)
    seen: list[str] = []
    while s.phase != OVER:
        seat = s.current
        legal = R.legal_actions(s, seat)
        action = next((a for a in legal if a[0] == "contest"), legal[len(legal) // 2])
        s, events = R.apply(s, seat, action)
        seen += [e.kind for e in events]
    assert "deck_empty" in seen and seen[-1] == "game_over"
    assert seen.count("last_cards") <= 1
    assert sum(len(t) for t in s.trophies) == len(s.history) == len({r.card for r in s.history})
