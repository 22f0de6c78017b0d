"""A joust place offered (Herald or registration) says whom it meets first: "Take place 2 of the joust,
against Federico III da Montefeltro (8)"; the registration pass says "No more challenges" once a player
has two coats of arms on the Pas d'Armes."""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory.labels import action_label
from tests.glory.glory_helpers import finish_setup, new


def test_a_joust_place_names_the_knight_beside_it():
    s = finish_setup(new(2, seed=1, t1="plaisance"))
    knight = next(iter(C.KNIGHTS.values()))
    s.bracket = [["", f"k:{knight.id}", "", "", "", "", "", ""], ["", "", "", ""], ["", ""], [""]]
    assert (
        action_label(s, ("register", 0)) == f"Take place 1 of the joust, against {knight.name} (attack {knight.attack})"
    )
    assert action_label(s, ("register", 2)) == "Take place 3 of the joust"
    assert action_label(s, ("place", "herald", 0)).endswith(f"against {knight.name} (attack {knight.attack})")


def test_the_registration_pass_after_two_challenges():
    s = finish_setup(new(2, seed=1))
    s.phase = "registration"
    assert action_label(s, ("pass",)) == "No second challenge"
    seat = s.actor
    s.pas[0][0].challenger = seat
    s.pas[1][0].challenger = seat
    assert action_label(s, ("pass",)) == "No more challenges"
