"""A clash won on equal attack is flagged as a tie on the duel board's score column, and the column's
tooltip says how the tie was decided (prestige, the player over a knight, initiative)."""

from __future__ import annotations

import pygame

from game.games.glory.duel_captions import result_values, score_tip
from game.games.glory.duel_display import ClashRecord
from tests.glory.test_duel_stage import scene


def _record(clash: int, winner: int, attack: tuple[int, int], reason: str) -> ClashRecord:
    return ClashRecord(clash, winner, reason, attack, (1, 0), None, ((), ()))


def test_a_tie_is_flagged_after_the_right_hand_value():
    tie = _record(1, 0, (9, 9), "prestige")
    assert result_values(tie, 0) == {0: "9", 1: "9 · tie"}
    assert result_values(tie, 1) == {0: "9 · tie", 1: "9"}
    assert result_values(_record(2, 1, (6, 8), "attack"), 0) == {0: "6", 1: "8"}


def test_the_score_tooltip_says_how_a_tie_was_decided():
    from game.games.glory.duel_display import DuelPicture

    pic = DuelPicture(sides=[], context="tournament")
    pic.clashes = [_record(1, 0, (9, 9), "prestige"), _record(2, 1, (7, 7), "player"), _record(3, 0, (8, 5), "attack")]
    tip = score_tip(pic, ["Ada", "Sir Kay"], 0)
    assert "Clash 1: you won a tie, 9 all, on prestige" in tip
    assert "Clash 2: Sir Kay won a tie, 7 all, as the player against a knight" in tip
    assert "Clash 3: you won, 8 to 5" in tip


def test_the_duel_board_draws_a_tie_flagged(tourney_home):
    app, table, _sess = scene("knight")
    try:
        stage = table.duel_stage
        pic = stage.picture()
        pic.clashes.append(_record(1, 0, (9, 9), "prestige"))
        seen = []
        draw_score = stage.frame.draw_score
        stage.frame.draw_score = lambda *a, **kw: (seen.append(kw["results"]), draw_score(*a, **kw))
        stage.draw(pygame.Surface((1600, 900)), pygame.Rect(20, 100, 1220, 372))
        left = stage.frame.left
        assert seen and seen[-1][-1] == (0, {left: "9", 1 - left: "9 · tie"})
    finally:
        app.shutdown()


def _level_at_seven(player_prestige: list[str], knight_prestige: int):
    """A clash after the roll with both attacks at 7: the live duel and its picture."""
    from game.games.glory import duel as D
    from game.games.glory.duel_display import DuelPicture, SidePicture

    live = D.DuelState(
        [D.player(0, prestige=player_prestige), D.knight("Sir Kay", 7, 4, knight_prestige)], "tournament"
    )
    live.rolled = True
    live.mods[0] = 7
    pic = DuelPicture(
        sides=[
            SidePicture(D.PLAYER, 0, "Ada", attack=7, rolled=True),
            SidePicture(D.KNIGHT, None, "Sir Kay", base=7, attack=7),
        ],
        context="tournament",
        rolled=True,
    )
    return live, pic


def test_a_level_clash_says_who_would_win_the_tie():
    from game.games.glory.duel_captions import tie_line

    live, pic = _level_at_seven([], 1)
    assert tie_line(pic, live, ["You", "Sir Kay"], 0) == "Tied at 7: Sir Kay wins the tie on prestige (1 to 0)."
    live, pic = _level_at_seven(["lion"], 1)
    assert tie_line(pic, live, ["You", "Sir Kay"], 0) == (
        "Tied at 7: the tie is yours, the player against a knight of equal prestige."
    )


def test_no_tie_line_when_the_attacks_differ_or_the_picture_lags():
    from game.games.glory.duel_captions import tie_line

    live, pic = _level_at_seven([], 1)
    live.mods[0] = 8  # the state has moved on (a lance played) while the picture still shows 7 all
    assert tie_line(pic, live, ["You", "Sir Kay"], 0) == ""
    live.mods[0] = 7
    pic.sides[0].attack = 9
    assert tie_line(pic, live, ["You", "Sir Kay"], 0) == ""
    assert tie_line(pic, None, ["You", "Sir Kay"], 0) == ""
