"""Joust for Fun's guided first game: the script replays on the engine from its seed against the easy
bot and teaches what its steps say (a strike with the 5, a block with the 4, a knock-out)."""

from __future__ import annotations

from game.games import load_all
from game.games.joust.state import JOUST
from game.games.joust.tutorial import BLACK_KNIGHT, FRIAR, TUTORIAL
from game.learn.tutorial import tutorial_for
from game.learn.walk import walk

load_all()


def test_the_tutorial_is_found_by_discovery():
    assert tutorial_for("joust") is TUTORIAL
    assert 6 <= len(TUTORIAL.steps) <= 12


def test_the_script_replays_and_does_what_its_steps_say():
    done = walk(TUTORIAL)
    st = done.session.store.state
    reveals = [ev.data for step in done.session.store.history for ev in step.events if ev.kind == "reveal"]
    assert [(r["attacker"], r["att"], r["def"], r["result"]) for r in reveals] == [
        (0, 5, 3, "strike"),
        (1, 4, 4, "block"),
    ]
    knocked = [ev.data for step in done.session.store.history for ev in step.events if ev.kind == "knockout"]
    assert [(k["uid"], k["by"]) for k in knocked] == [(FRIAR, 0)]
    assert st.knight(BLACK_KNIGHT) is not None and st.seats[0].fans == 5
    assert st.phase == JOUST and st.active == 0  # the free finish starts on your turn


def test_the_bots_moves_are_the_same_every_time():
    first, second = walk(TUTORIAL), walk(TUTORIAL)
    assert first.moves == second.moves
