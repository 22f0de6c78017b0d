"""Glory's guided first game: the script replays on the engine from its seed against the easy bot and
teaches what its steps say (round 1's placements, a Challenge duel won over three clashes, the
registration in two towns of the Pas d'Armes)."""

from __future__ import annotations

from game.games import load_all
from game.games.glory.tutorial import TUTORIAL
from game.learn.tutorial import tutorial_for
from game.learn.walk import walk

load_all()


def events(done, kind: str) -> list[dict]:
    return [ev.data for step in done.session.store.history for ev in step.events if ev.kind == kind]


def test_the_tutorial_is_found_by_discovery():
    assert tutorial_for("glory") is TUTORIAL
    assert TUTORIAL.players == 2 and dict(TUTORIAL.extra)["characters"] == "level1"


def test_the_script_replays_and_does_what_its_steps_say():
    done = walk(TUTORIAL)
    st = done.session.store.state
    me = st.players[0]
    mine = [d["space"] for d in events(done, "pawn_placed") if d["seat"] == 0]
    assert mine == ["market", "prayer", "service", "market", "warmup", "warmup"]
    assert (me.mount, me.armor) == (3, 3)
    duel = [d for d in events(done, "duel_end") if d["context"] == "journey" and d["seat"] == 0]
    assert len(duel) == 1 and duel[0]["winner"] == 0 and duel[0]["clashes"] == [1, 0, 0]  # lost the first
    assert [d["where"] for d in events(done, "registered") if d["who"] == 0] == [[1, 1], [0, 0]]
    assert st.phase == "tournament" and st.duel is not None  # the free finish starts with a duel


def test_the_bots_moves_are_the_same_every_time():
    first, second = walk(TUTORIAL), walk(TUTORIAL)
    assert first.moves == second.moves
