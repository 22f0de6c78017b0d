"""A saved Joust game loaded again shows its last strike's damage chips (the card, each ability's
term, the total) in the combat box, as the table that saw the strike played did, and every knight its
damage."""

from __future__ import annotations

from game.ui.scenes import persist
from tests.joust.test_table_results import _play_my_card
from tests.ui_driver import FRAME


def _strike_tip(app, table) -> str | None:
    table.draw(app.surface)
    spot = table.spots.find("strike-damage")
    return spot.tip if spot is not None else None


def _knights(table) -> dict:
    """Each knight's tooltip (its health left) as drawn."""
    return {s.key: s.tip for s in table.spots.shown if isinstance(s.key, tuple) and s.key[0] == "knight"}


def test_the_last_strikes_damage_chips_come_back_after_loading(app):
    table = _play_my_card(app, seed=5, speed=8.0)  # the rival strikes your knight
    for _frame in range(600):
        if not table.timeline.busy:
            break
        app.step(dt=FRAME)
    before = _strike_tip(app, table)
    assert before is not None and "combat card" in before, "no strike shown before saving"
    hurt = _knights(table)
    assert any(k.damage for seat in table.view.seats for k in seat.knights)
    path = persist.save_named(table.session, "strike")
    assert persist.open_save(app, path)
    loaded = app.top
    assert loaded is not table and len(loaded.store.history) == len(table.store.history)
    app.step(dt=FRAME)
    assert _strike_tip(app, loaded) == before
    assert _knights(loaded) == hurt  # each knight's damage, and its seal, as before
