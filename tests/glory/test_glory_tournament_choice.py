"""The tournament type chosen between rounds (rulebook §III "Choosing the Tournament Type", §IV, "Points to
Remember" 13; RULES-NOTES): round 1 at setup, then after the round-1 and round-2 tournaments the player
with the least glory (tie: later in initiative) picks the next type; unplayed cards first, else reused."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.games.glory import RULES
from game.games.glory import bots as B
from game.games.glory import content as C
from game.games.glory.describe import describe
from game.games.glory.labels import action_label
from game.games.glory.rules import flow
from game.games.glory.tournament_choice import chooser, offer_layout, open_choice
from tests.glory.glory_helpers import new, random_action


def play_to_choice(players: int, seed: int, **extra):
    """A random game up to its first tournament choice; returns (state, events of the step that opened it)."""
    s = new(players, seed, **extra)
    rng = Rng.from_seed(seed)
    while s.phase != "tournament_choice":
        assert RULES.outcome(s) is None, "the game ended without a tournament choice"
        seat, action = random_action(s, rng)
        s, events = RULES.apply(s, seat, action)
    return s, events


def choices_of_a_game(players: int, seed: int, **extra) -> list[tuple[int, dict]]:
    """(round just played, event data) of every tournament choice of a random game."""
    s = new(players, seed, **extra)
    rng = Rng.from_seed(seed + 1)
    seen = []
    while RULES.outcome(s) is None:
        seat, action = random_action(s, rng)
        s, events = RULES.apply(s, seat, action)
        seen += [(s.round, e.data) for e in events if e.kind == "tournament_choice"]
    assert s.phase == "over"
    return seen


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_chosen_after_the_first_and_second_tournaments_only(players):
    choices = choices_of_a_game(players, 40 + players)
    assert [(played, d["round"]) for played, d in choices] == [(1, 2), (2, 3)]


def test_the_choice_comes_after_the_tournament_and_before_the_next_round():
    s, events = play_to_choice(3, 7)
    kinds = [e.kind for e in events]
    assert "tournament_over" in kinds and kinds.index("tournament_over") < kinds.index("tournament_choice")
    assert "round_start" not in kinds
    assert s.round == 1 and s.tournament_types == [C.PAS, "", ""]  # round 1 set at setup (default Pas)
    assert not s.pas and not s.bracket  # nothing of round 2 is set up yet
    assert RULES.legal_actions(s, s.actor) == [("tournament", C.PAS), ("tournament", C.PLAISANCE)]
    nxt, events = RULES.apply(s, s.actor, ("tournament", C.PLAISANCE))
    assert nxt.round == 2 and nxt.phase == "action" and nxt.tournament_types[1] == C.PLAISANCE
    assert [e.kind for e in events][:2] == ["tournament_chosen", "round_start"]
    assert nxt.tournament_offer == {}


def test_the_player_with_the_least_glory_chooses_ties_to_the_later_in_initiative():
    s, _ = play_to_choice(4, 3)
    for p in s.players:
        p.glory = 20
    s.initiative = [2, 0, 3, 1]
    assert chooser(s) == 1  # everyone tied: the rightmost on the initiative track
    s.players[0].glory = s.players[3].glory = 12
    assert chooser(s) == 3  # tied on least glory: 3 is further right than 0
    s.players[2].glory = 11
    assert chooser(s) == 2  # alone with the least glory, even first in initiative
    flow(s, [])
    assert RULES.actors(s) == frozenset({2})


def test_a_random_game_asks_the_right_seat():
    for players, seed in ((2, 1), (3, 2), (4, 5)):
        s, events = play_to_choice(players, seed)
        seat = s.actor
        least = min(p.glory for p in s.players)
        assert s.players[seat].glory == least
        tied = [x for x in s.initiative if s.players[x].glory == least]
        assert seat == tied[-1]
        (opened,) = [e for e in events if e.kind == "tournament_choice"]
        assert opened.data["seat"] == seat and opened.data["reason"] == "glory"


def test_solo_the_player_chooses_and_champion_plays_only_jousts():
    for mode in ("rivalry", "score"):
        choices = choices_of_a_game(1, 5, solo_mode=mode)
        assert [d["seat"] for _r, d in choices] == [0, 0] and {d["reason"] for _r, d in choices} == {"solo"}
    assert choices_of_a_game(1, 5, solo_mode="champion") == []  # book: Champion is Joust à Plaisance only


def test_the_offer_names_an_unplayed_card_of_each_type_and_the_choice_brings_it():
    for players in (1, 2, 3, 4):
        s, _ = play_to_choice(players, 11)
        offer = s.tournament_offer
        for kind in C.TOURNAMENT_TYPES:
            card = C.TOURNAMENT_CARD_IDS[offer[kind]]
            assert card.kind == kind and card.players == max(2, players)  # solo uses the 2-player cards
            assert card.id not in s.tcards_used  # an unplayed card while one is left
        for kind in C.TOURNAMENT_TYPES:
            layout = offer_layout(s, kind)
            nxt, _ = RULES.apply(s, s.actor, ("tournament", kind))
            assert nxt.tcard == offer[kind] and nxt.tcards_used[-1] == offer[kind]
            if kind == C.PAS:
                assert len(nxt.pas) == len(layout["towns"])
                for town, types in zip(nxt.pas, layout["towns"]):
                    assert len(town) == len(types)  # one knight per type shown on the card
            else:
                placed = {slot for slot, _t in layout["place"]}
                assert {
                    i for i, x in enumerate(nxt.bracket[0]) if x.startswith("k:")
                } == placed  # (Otto may have sent his Herald)
                assert layout["add"]


def test_no_unplayed_card_left_reuses_one():
    s, _ = play_to_choice(2, 4, t1=C.PAS)
    pas_cards = [c.id for c in C.TOURNAMENT_CARDS if c.kind == C.PAS and c.players == 2]
    s.tcards_used = list(pas_cards)  # both Pas d'Armes cards of this player count already played
    open_choice(s, [])
    assert s.tournament_offer[C.PAS] in pas_cards
    assert s.tournament_offer[C.PLAISANCE] not in s.tcards_used
    nxt, _ = RULES.apply(s, s.actor, ("tournament", C.PAS))
    assert nxt.pas and nxt.tcard in pas_cards


def test_setup_may_fix_all_three_in_advance():
    s = new(3, 8, t1=C.PLAISANCE, t2=C.PAS, t3=C.PLAISANCE)
    assert s.tournament_types == [C.PLAISANCE, C.PAS, C.PLAISANCE]
    assert choices_of_a_game(3, 8, t1=C.PLAISANCE, t2=C.PAS, t3=C.PLAISANCE) == []
    # or fix one round and choose the other
    assert [d["round"] for _r, d in choices_of_a_game(3, 8, t2=C.PAS)] == [3]
    assert [d["round"] for _r, d in choices_of_a_game(3, 8, t3=C.PAS)] == [2]


def test_a_fixed_game_keeps_its_types():
    from tests.glory.glory_helpers import play_random_game

    s = play_random_game(2, 30, t1=C.PLAISANCE, t2=C.PLAISANCE, t3=C.PAS)
    kinds = [C.TOURNAMENT_CARD_IDS[c].kind for c in s.tcards_used]
    assert kinds == [C.PLAISANCE, C.PLAISANCE, C.PAS] == s.tournament_types


def test_bad_tournament_options_are_refused():
    from game.core.rules import InvalidOptions

    for bad in ({"t1": C.CHOSEN}, {"t2": "melee"}, {"t3": ""}):
        with pytest.raises(InvalidOptions):
            new(2, 1, **bad)


def test_every_seat_sees_the_offer_and_only_the_chooser_may_answer():
    from game.core.rules import IllegalAction

    s, _ = play_to_choice(3, 9)
    for seat in range(3):
        assert RULES.view(s, seat).tournament_offer == s.tournament_offer  # public: the cards are on the table
    other = next(x for x in range(3) if x != s.actor)
    with pytest.raises(IllegalAction):
        RULES.apply(s, other, ("tournament", C.PAS))
    with pytest.raises(IllegalAction):
        RULES.apply(s, s.actor, ("tournament", "melee"))


def test_log_lines_speak_to_the_viewer_in_the_second_person():
    s, events = play_to_choice(3, 9)
    seat = s.actor
    names = {0: "Ada", 1: "Bors", 2: "Cai"}.__getitem__
    (opened,) = [e for e in events if e.kind == "tournament_choice"]
    mine = describe(opened, seat, names)
    theirs = describe(opened, (seat + 1) % 3, names)
    assert mine.startswith("You have the least glory") and "round 2" in mine
    assert theirs.startswith(names(seat)) and "least glory" in theirs
    nxt, events = RULES.apply(s, seat, ("tournament", C.PLAISANCE))
    (chosen,) = [e for e in events if e.kind == "tournament_chosen"]
    assert describe(chosen, seat, names) == "You choose the Joust à Plaisance for round 2."
    assert describe(chosen, None, names) == f"{names(seat)} chooses the Joust à Plaisance for round 2."
    assert action_label(s, ("tournament", C.PAS)) == "Pas d'Armes for round 2"
    solo, events = play_to_choice(1, 3)
    (opened,) = [e for e in events if e.kind == "tournament_choice"]
    assert describe(opened, 0) == "Choose the tournament of round 2."


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_bots_choose_a_type_from_their_view_and_say_why(level):
    s, _ = play_to_choice(3, 13)
    bot = B.BOTS[level]()
    seat = s.actor
    view = RULES.view(s, seat)
    action = bot.choose(RULES, view, seat, Rng.from_seed(1))
    assert action in RULES.legal_actions(s, seat)
    assert C.TOURNAMENT_NAMES[action[1]] in bot.explain and "%" not in bot.explain


def test_a_tie_for_the_least_glory_says_the_tie_break():
    from game.games.glory.board_text import chooser_line
    from game.games.glory.tournament_choice import open_choice

    s, _ = play_to_choice(3, 9)
    for p in s.players:
        p.glory = 20
    s.initiative = [2, 0, 1]
    assert chooser_line(s, None).startswith("Tied for the least glory, later in initiative: choose")
    assert chooser_line(s, "Bors").startswith("Bors, tied for the least glory but later in initiative, chooses")
    events: list = []
    open_choice(s, events)
    (opened,) = [e for e in events if e.kind == "tournament_choice"]
    names = {0: "Ada", 1: "Bors", 2: "Cai"}.__getitem__
    assert describe(opened, 1, names).startswith("You are tied for the least glory")
    assert describe(opened, 0, names).startswith("Bors is tied for the least glory")
    s.players[0].glory = 19
    assert chooser_line(s, None).startswith("You have the least glory")  # alone: no tie-break to tell
