"""The action bar never changes under the cursor: the slot just clicked shows no other kind of move
while the mouse stays on it (the new move appears once the mouse has left), and shows its own kind
again at once; unavailable moves are shown disabled with their reason."""

from __future__ import annotations

from game.ui.kit import Control
from tests.glory.test_table_ui import open_table, wait_for_turn
from tests.ui_driver import click, move, settle


def test_the_slot_just_clicked_shows_no_other_move_until_the_mouse_leaves(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        wait_for_turn(app, table)
        assert table.phase() == "setup"
        pressed = table.bar.buttons("main")[0]
        kind = table.bar.controls["main"].kind_of()
        where = pressed.rect.center
        click(app, where)
        for _ in range(400):  # the bots choose; the viewer's next decision arrives under the resting mouse
            if table.can_act() and "main" in table.bar.controls and table.bar.controls["main"].kind_of() != kind:
                break
            if table.animating:
                table.skip_animations()
            app.step(dt=0.05)
        else:
            raise AssertionError("no other kind of move ever came to the slot clicked")
        before = len(table.store.history)
        settle(app, 1.0)  # past every lock: time alone does not bring it under the cursor
        assert table.bar.buttons("main") == [] and "main" in table.bar.hidden
        click(app, where)
        assert len(table.store.history) == before
        move(app, table.lay["hint"].center, frames=2)  # the mouse leaves: the new move appears
        assert table.bar.buttons("main") and not table.bar.hidden
        settle(app)
        click(app, table.bar.buttons("main")[0].rect.center)
        assert len(table.store.history) > before or table.bar.chooser_buttons()
    finally:
        app.shutdown()


def test_the_same_kind_of_move_stays_under_the_cursor(tourney_home):
    app, table = open_table(3, seed=4)
    hits: list[str] = []
    try:
        wait_for_turn(app, table)
        table.bar.set(table, [Control("end", "Add a token", on_click=lambda: hits.append("a"), family="token")])
        settle(app)
        where = table.bar.buttons("end")[0].rect.center
        click(app, where)
        table.bar.set(
            table, [Control("end", "Add a token (2 left)", on_click=lambda: hits.append("b"), family="token")]
        )
        settle(app, 0.6)
        click(app, where)  # the same kind: shown and answering as soon as the locks are over
        assert hits == ["a", "b"]
        table.bar.set(table, [Control("end", "Pass", on_click=lambda: hits.append("pass"))])
        settle(app, 0.6)
        click(app, where)
        assert hits == ["a", "b"] and table.bar.buttons("end") == []
    finally:
        app.shutdown()
