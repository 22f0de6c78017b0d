"""The Hint never advises beating the leader into a loss the player can see: here the player has
peeked at Galvano's red 8, still to decide after their 6 at the mission resolving (a playtest game,
replayed from its seed and moves)."""

from __future__ import annotations

import pytest

from game.core.registry import get
from game.core.rules import Options, SeatConfig, normalize_action
from game.core.session import Session
from game.games.paladin import content as C
from game.i18n import set_language
from game.ui.kit import advice

SEED = 1806041763
MOVES = [
    [1, ["start", 2]], [2, ["place", 21, 0]], [0, ["peek", 0, 2]], [0, ["place", 22, 2]], [1, ["peek", 2, 0]],
    [1, ["place", 7, 1]], [2, ["peek", 2, 0]], [2, ["place", 10, 1]], [0, ["peek", 1, 1]], [0, ["place", 18, 1]],
    [1, ["peek", 0, 2]], [1, ["place", 0, 2]], [2, ["peek", 2, 1]], [2, ["place", 26, 2]], [0, ["peek", 2, 2]],
    [0, ["place", 2, 0]], [1, ["peek", 0, 0]], [1, ["place", 3, 0]], [0, ["discard"]], [1, ["discard"]],
    [2, ["discard"]], [0, ["beat"]], [1, ["discard"]], [2, ["beat"]], [1, ["start", 2]], [2, ["place", 20, 0]],
    [0, ["peek", 0, 2]], [0, ["place", 9, 1]], [1, ["peek", 0, 2]], [1, ["place", 19, 2]], [2, ["peek", 1, 0]],
    [2, ["place", 17, 1]], [0, ["peek", 1, 2]], [0, ["place", 29, 0]], [1, ["peek", 1, 0]], [1, ["place", 34, 0]],
    [2, ["peek", 2, 1]], [2, ["place", 37, 2]], [0, ["peek", 0, 1]], [0, ["place", 12, 2]], [1, ["peek", 1, 2]],
    [1, ["place", 38, 1]],
]  # fmt: skip


def _session() -> Session:
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "hard", "Galvano"), SeatConfig("bot", "hard", "Isotta"))
    session = Session(get("paladin"), Options(3, "standard", seats), SEED)
    for seat, move in MOVES:
        session.store.apply(seat, normalize_action(move))
    return session


def test_the_position_is_the_playtests():
    st = _session().store.state
    view = get("paladin").rules.view(st, 0)
    row = view.table[view.res_mission]
    assert (view.phase, view.res_pos, view.leader) == ("resolve", 1, 0)
    assert [C.CARD_VALUE[c] for _o, c in row] == [4, 6, 8]  # the 8 shown to the player: they peeked at it
    assert C.beats(row[2][1], row[1][1])


@pytest.mark.parametrize("seed", [0, 2, 3, 4, 5])
def test_the_hint_does_not_beat_into_a_peeked_stronger_paladin(seed):
    session = _session()
    tip = advice.advise(session.spec, session.store.state, 0, seed, 5.0)
    assert tip.action != ("beat",), tip
    assert "8 Rinaldo (red) you have seen further on would beat it" in tip.why, tip.why


def test_the_hints_reason_names_the_peeked_paladin_in_italian():
    session = _session()
    set_language("it")
    try:
        tip = advice.advise(session.spec, session.store.state, 0, 0, 5.0)
    finally:
        set_language("en")
    assert "più avanti hai visto Rinaldo (8, rosso)" in tip.why, tip.why
