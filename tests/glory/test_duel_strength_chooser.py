"""Adding Strength in a duel is always one chooser of +1 to +4 on Glory's table, whatever the tokens
the viewer holds (those out of reach listed disabled, saying why): it never turns into buttons played
at once, and its pass ("No Strength") is at the bar's end like every other step's."""

from __future__ import annotations

from game.games.glory import duel as D
from tests.glory.test_duel_stage import fighting
from tests.glory.test_duel_stage_moments import PAS, _glory_table
from tests.ui_driver import click, settle


def test_the_strength_step_is_always_a_chooser_of_four(tourney_home):
    app, table = _glory_table(*PAS, speed=4.0)
    try:
        seen = 0
        for _ in range(3000):
            if not fighting(table) or seen >= 2:
                break
            if not (table.can_act() and table.bar.controls and table.bar.lock <= 0 and not table.bar.hidden):
                app.step(dt=0.05)
                continue
            live = table.store.state.duel.state
            if live.phase == D.STRENGTH and any(a[0] == "strength" for a in table.legal):
                main = table.bar.controls["main"]
                assert [o.label for o in main.choices] == [f"+{n} Strength" for n in range(1, 5)]
                reachable = {a[1] for a in table.legal if a[0] == "strength"}
                assert [not o.reason for o in main.choices] == [n in reachable for n in range(1, 5)]
                assert len(table.bar.buttons("main")) == 1  # one button opening the chooser
                click(app, table.bar.slots["main"].center)
                settle(app, 0.1)
                assert table.bar.chooser_for == "main" and len(table.bar.chooser_buttons()) == 5  # + Cancel
                table.bar.close_chooser()
                seen += 1
            slot = table.stage.pass_slot
            assert slot == "end"
            if D.PASS in table.legal and slot in table.bar.controls:
                before = len(table.store.history)
                click(app, table.bar.slots[slot].center)
                settle(app, 0.6)
                assert len(table.store.history) > before
            else:
                app.step(dt=0.05)
        assert seen >= 1
    finally:
        app.shutdown()
