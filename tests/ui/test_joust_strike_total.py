"""The combat box's damage after a strike: its chips add up to the strike's own damage ("= n"), and
what abilities dealt the same knight in the same combat is a chip of its own after it, saying the
damage in all (a strike armour took to 0 showed "1, −2, −1, +1 = 1", the +1 a herald's)."""

from __future__ import annotations

import pygame

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust.state import COMBAT
from game.ui import text_fit
from game.ui.scenes import persist
from tests.ui_driver import FRAME, key


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
    hit = table.strike
    assert hit is not None and hit.abilities > 0
    assert hit.total == took
    table.skip_animations()
    for _ in range(3):  # the hot seat's screen handed on, the table shown
        key(app, pygame.K_SPACE)
        app.step(dt=FRAME)
    with text_fit.recording() as fits:
        table._layer = None
        app.step(dt=FRAME)
        app.step(dt=FRAME)
    texts = [f.text for f in fits]
    assert f"= {hit.taken}" in texts  # the strike's chips add up to the strike's damage
    assert f"+{hit.abilities}" in texts  # the abilities' damage: its own chip
    assert not any(t.startswith("= ") and t != f"= {hit.taken}" for t in texts)
    own = table.spots.find("ability-damage")
    assert own is not None and f"{took} damage in all" in own.tip
    strike = table.spots.find(("strike-damage", 0))
    assert strike is not None and own.rect.left > strike.rect.right
