"""What the panels show follows what the table has shown: a duel's prize reaches the players' panels and
the glory track once the duel's result has been shown, not while its dice and result are on screen;
the hand does not glow as playable meanwhile."""

from __future__ import annotations

from game.games.glory.duel_ai import choose_duel_action
from game.games.glory.ui.players import fighting_now
from tests.glory.test_duel_stage_moments import FRAME, PAS, _glory_table
from tests.ui_driver import click


def _glory_tip(table) -> str:
    spot = table.spots.find(("glory", table.viewer))
    assert spot is not None
    return spot.tip


def _panel_glory(table) -> int:
    """The glory the viewer's panel header shows (its player as fighting, if in the duel)."""
    return fighting_now(table, table.panel_view, table.viewer)[0].glory


def _show_to_the_end(app, table, holds=lambda: True) -> None:
    """Step (clicking where the duel's end waits for it) until everything is shown; ``holds`` is true
    at every frame meanwhile."""
    for _ in range(2000):
        if not table.timeline.busy:
            break
        assert holds()
        if table.stage.waits_for_click():
            click(app, (5, 5), frames=1)
        app.step(dt=FRAME)
    app.step(dt=FRAME)


def _duel_key(table):
    ctx = table.store.state.duel
    return None if ctx is None else (ctx.a, ctx.b, ctx.slot, ctx.reason)


def _to_a_prize(app, table) -> tuple[int, int]:
    """Play the viewer's duel moves until a move ends a duel with a change of their glory: (before, after)."""
    for _ in range(6000):
        ready = table.can_act() and table.bar.lock <= 0 and table.bar.controls and not table.bar.hidden
        if ready and table.phase() == "duel":
            key, before = _duel_key(table), table.store.state.players[table.viewer].glory
            table.submit(choose_duel_action(table.store.state.duel.state, table.viewer).action)  # a good move
            app.step(dt=FRAME)
            after = table.store.state.players[table.viewer].glory
            if _duel_key(table) != key and after != before:
                return before, after
            continue
        assert table.store.state.phase == "tournament", "the tournament ended without a prize for the viewer"
        if table.stage.waits_for_click():  # the end of the viewer's own duel waits for their click
            click(app, (5, 5), frames=1)
        app.step(dt=FRAME)
    raise AssertionError("no duel of the viewer's ended")


def test_the_duels_prize_lands_on_the_panels_after_its_result(tourney_home):
    app, table = _glory_table(*PAS, speed=1.0)
    try:
        before, after = _to_a_prize(app, table)
        assert table.timeline.busy  # the duel's last moments are still on screen
        app.step(dt=FRAME)
        assert _glory_tip(table).endswith(f"{before} glory")
        assert not any(getattr(s, "highlight", None) == "playable" for s in table.spots.shown)
        _show_to_the_end(app, table)
        assert _glory_tip(table).endswith(f"{after} glory")
    finally:
        app.shutdown()


def test_the_duels_prize_reaches_the_panel_as_its_result_is_shown(tourney_home):
    """The glory won shows on the panel at the moment the duel's result does, not a step later."""
    app, table = _glory_table(*PAS, speed=1.0)
    try:
        before, after = _to_a_prize(app, table)
        for _ in range(2000):
            if table.stage.moment() == "end" and table.timeline.busy:
                break
            if table.stage.waits_for_click():
                break
            app.step(dt=FRAME)
        app.step(dt=FRAME)
        assert table.timeline.busy and table.stage.moment() == "end"  # the result is on screen
        assert _glory_tip(table).endswith(f"{after} glory")
        assert _panel_glory(table) == after  # the panel's header too, though the duel is not over there
        _show_to_the_end(app, table, lambda: _glory_tip(table).endswith(f"{after} glory"))  # no step back
        assert _glory_tip(table).endswith(f"{after} glory")
    finally:
        app.shutdown()


def test_the_track_and_the_panels_read_one_source_of_the_glory_shown(tourney_home, monkeypatch):
    """``GloryTable.glory_shown`` is the only source: whatever it says, during a duel's result on screen
    or not, is what the track's marker and every panel's header show."""
    app, table = _glory_table(*PAS, speed=1.0)
    try:
        _to_a_prize(app, table)
        assert table.timeline.busy  # a duel's result is still on screen
        monkeypatch.setattr(table, "glory_shown", lambda seat: 40 + seat)
        table.refresh()
        table._layer = None  # drawn afresh
        app.step(dt=FRAME)
        for p in table.panel_view.players:
            assert table.spots.find(("glory", p.seat)).tip.endswith(f"{40 + p.seat} glory")
            assert fighting_now(table, table.panel_view, p.seat)[0].glory == 40 + p.seat
    finally:
        app.shutdown()
