"""The combat box's damage after a strike adds up to what the struck knight took in that combat: the
strike's own damage and, as a term of its own, what abilities dealt the same knight (a knight that
took 5 showed "2 = 2")."""

from __future__ import annotations

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust.state import COMBAT
from game.ui.scenes import persist
from tests.ui_driver import FRAME


def _struck_with_abilities(app, seed: int):
    """Play random moves through the table until a strike whose knight also took ability damage in
    the same move; returns (table, the damage it took) or None."""
    seats = (SeatConfig("human", "", ""), SeatConfig("human", "", ""))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), seed))
    table = app.top
    rng = Rng.from_seed(seed)
    for _ in range(300):
        st = table.store.state
        if table.rules.outcome(st) is not None:
            return None
        seat = min(table.rules.actors(st))
        table.set_viewer(seat)
        table.refresh()
        legal = table.rules.legal_actions(st, seat)
        action = legal[rng.below(len(legal))]
        combat = st.phase == COMBAT
        assert table.submit(action)
        step = table.store.history[-1]
        reveal = next((e for e in step.events if e.kind == "reveal" and e.data["result"] == "strike"), None)
        if combat and reveal is not None:
            took = [e for e in step.events if e.kind == "damage" and e.data["uid"] == reveal.data["target"]]
            if any(not e.data["combat"] for e in took) and any(e.data["combat"] for e in took):
                return table, sum(e.data["amount"] for e in took)
        table.skip_animations()
        app.step(dt=FRAME)
    return None


def test_the_strike_total_counts_the_ability_damage_to_the_same_knight(app):
    for seed in range(60):
        found = _struck_with_abilities(app, seed)
        if found is not None:
            break
    else:
        import pytest

        pytest.skip("no strike with ability damage in these games")
    table, took = found
    assert table.strike is not None and table.strike.abilities > 0
    assert table.strike.total == took
