"""The Herald's chooser names who each joust place meets first (a knight, a player, Otto or no one
yet), and a taken place or challenged knight says by whom."""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory.ui.herald_menu import in_place
from game.games.glory.unavailable import HERALD
from game.ui.kit import Control, Option
from tests.glory.glory_helpers import finish_setup, new


def _names(seat: int) -> str:
    return ["You", "Gawain", "Isolde"][seat]


def test_joust_places_name_the_opponent_and_who_took_a_place():
    s = finish_setup(new(3, seed=1, t1="plaisance"))
    knight = next(iter(C.KNIGHTS.values()))
    s.bracket = [["p:1", "", f"k:{knight.id}", "", "", "", "p:0", ""], ["", "", "", ""], ["", ""], [""]]
    free = [("place", "herald", i) for i in (1, 3, 4, 5, 7)]
    control = Control("main", "Herald", choices=[Option("x", action=a) for a in free], family=HERALD)
    shown = in_place(s, control, _names, 0).choices
    assert len(shown) == 8
    assert shown[0].reason == "taken by Gawain" and shown[2].reason.startswith(f"taken by {knight.name}")
    assert shown[1].label == "Herald: place 2 of the joust, against Gawain"
    assert shown[3].label == f"Herald: place 4 of the joust, against {knight.name} (attack {knight.attack})"
    assert shown[4].label == "Herald: place 5 of the joust, opponent not known yet"
    assert shown[6].reason == "your place" and shown[7].label.endswith("against you")
    assert shown[0].label == "Herald: place 1 of the joust"  # taken: no opponent beside its "taken by"
    assert shown[6].label == "Herald: place 7 of the joust"


def test_solo_joust_place_beside_otto_says_his_attack():
    s = finish_setup(new(1, seed=1, t1="plaisance", solo_mode="rivalry", solo_difficulty="easy"))
    s.bracket = [["o", "", "", "", "", "", "", ""], ["", "", "", ""], ["", ""], [""]]
    free = [("place", "herald", i) for i in range(1, 8)]
    control = Control("main", "Herald", choices=[Option("x", action=a) for a in free], family=HERALD)
    shown = in_place(s, control, _names).choices
    assert shown[0].reason == "taken by Otto"
    assert shown[1].label == f"Herald: place 2 of the joust, against Otto (attack {s.solo.attack})"


def test_a_challenged_knight_says_by_whom():
    s = finish_setup(new(3, seed=1))
    assert s.pas
    s.pas[0][0].challenger = 2
    free = [("place", "herald", t, i) for t, row in enumerate(s.pas) for i in range(len(row)) if (t, i) != (0, 0)]
    control = Control("main", "Herald", choices=[Option("x", action=a) for a in free], family=HERALD)
    shown = in_place(s, control, _names).choices
    assert shown[0].reason == "already challenged by Isolde"
