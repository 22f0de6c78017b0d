"""Tournaments: duel order, the joust bracket, trophies, knight-vs-knight duels, PvP (rulebook §VI)."""

from __future__ import annotations

import dataclasses

from game.games.glory import RULES
from game.games.glory import content as C
from game.games.glory.rules import flow
from game.games.glory.state import PasSlot
from game.games.glory.tournament import setup_tournament
from tests.glory.glory_helpers import finish_setup, new, play


def to_tournament(s):
    s.phase = "tournament"
    s.pending = []
    s.duel_index = 0
    events = []
    flow(s, events)
    return s, events


def passes(s, events=None):
    """Play the current duel(s) with the first legal action until no duel is running."""
    while s.duel is not None:
        s, ev = play(s, s.actor, RULES.legal_actions(s, s.actor)[0])
        if events is not None:
            events.extend(ev)
    return s


def test_tournament_setup_places_the_cards_knights():
    s = new(3, 2, t1=C.PAS)
    card = C.TOURNAMENT_CARD_IDS[s.tcard]
    assert card.kind == C.PAS and card.players == 3
    assert [len(row) for row in s.pas] == [len(t) for t in card.pas[0]]
    for row in s.pas:  # ranked by glory in each town
        glories = [C.KNIGHTS[x.knight].glory for x in row]
        assert glories == sorted(glories, reverse=True)
    s = new(4, 2, t1=C.PLAISANCE)
    card = C.TOURNAMENT_CARD_IDS[s.tcard]
    assert sum(1 for x in s.bracket[0] if x) == len(card.place[0])
    assert s.trophy in C.TROPHIES  # random trophies are the default
    s.round = 2
    s.tournament_types[1] = C.PLAISANCE
    setup_tournament(s)
    assert len(s.tcards_used) == 2 and s.tcards_used[0] != s.tcards_used[1]  # unplayed card first


def test_pas_duels_in_town_order():
    s = finish_setup(new(2, 3))
    s.pas = [[PasSlot("mathew", 1)], [PasSlot("luxembourg", -1), PasSlot("almada", 0)], [PasSlot("rozmital", 0)]]
    s.bracket = []
    s, events = to_tournament(s)
    order = []
    while True:
        order += [e.data["sides"][1]["name"] for e in events if e.kind == "duel_start"]
        if s.duel is None:
            break
        s, events = play(s, s.actor, RULES.legal_actions(s, s.actor)[0])
    assert order == ["mathew", "almada", "rozmital"]  # Florence, Paris, Munich; unchallenged knights idle


def test_knight_duels_are_automatic_and_the_joust_advances(monkeypatch):
    s = finish_setup(new(2, 3, trophies="standard"))
    row = ["k:mathew", "k:federico", "k:luxembourg", "k:almada", "k:zizka", "k:sforza", "k:borssele", "p:0"]
    s.pas, s.bracket = [], [row, ["", "", "", ""], ["", ""], [""]]
    s, events = to_tournament(s)
    assert s.bracket[1][:3] == ["k:federico", "k:almada", "k:zizka"]  # higher glory wins, ties by prestige
    # make seat 0 win every duel: the knights are harmless
    for kid in ("borssele", "zizka", "federico"):
        monkeypatch.setitem(C.KNIGHTS, kid, dataclasses.replace(C.KNIGHTS[kid], attack=-20))
    assert s.duel is not None  # Borsselle vs the player was created before the patch
    s.duel.state.sides[0].attack = -20
    glory = s.players[0].glory
    while s.duel is not None:
        s, _ = play(s, s.actor, RULES.legal_actions(s, s.actor)[0])
    p = s.players[0]
    assert s.phase != "tournament" and p.tournaments_won == 1
    expected = sum(C.KNIGHTS[k].glory for k in ("borssele", "zizka", "federico")) + 1  # + standard trophy
    assert p.glory == glory + expected


def test_eliminated_in_the_first_duel_plays_two_more_journey_cards(monkeypatch):
    s = finish_setup(new(2, 3))
    monkeypatch.setitem(C.KNIGHTS, "jagiello", dataclasses.replace(C.KNIGHTS["jagiello"], attack=40))
    row = ["p:0", "k:jagiello", "k:luxembourg", "k:almada", "k:zizka", "k:sforza", "k:borssele", "p:1"]
    s.pas, s.bracket = [], [row, ["", "", "", ""], ["", ""], [""]]
    s.players[0].hand = [c for c in C.JOURNEY if c[0] == "R"][:5]
    s, _ = to_tournament(s)
    while s.phase == "tournament":
        s, _ = play(s, s.actor, RULES.legal_actions(s, s.actor)[0])
    assert s.phase == "bonus_journey"
    assert s.players[0].journey_limit == 2  # book: 2 cards after losing the first duel


def test_player_versus_player_scores_seven_or_nine():
    s = finish_setup(new(2, 3, trophies="standard"))
    row = ["p:0", "p:1", "k:luxembourg", "k:almada", "k:zizka", "k:sforza", "k:borssele", "k:mathew"]
    s.pas, s.bracket = [], [row, ["", "", "", ""], ["", ""], [""]]
    s.players[0].glory, s.players[1].glory = 20, 10
    s.players[0].strength = s.players[1].strength = 2
    s, events = to_tournament(s)
    actors = set()
    while s.duel is not None and s.duel.a == "p:0" and s.duel.b == "p:1":
        actors.add(s.actor)
        s, ev = play(s, s.actor, RULES.legal_actions(s, s.actor)[0])
        events += ev
    assert actors == {0, 1}  # both players decide in a player-versus-player duel
    end = next(e for e in events if e.kind == "duel_end")
    winner = end.data["seat"]
    assert end.data["glory_gain"][end.data["winner"]] == (9 if winner == 1 else 7)
