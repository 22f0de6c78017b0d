"""The glory shown across the end of a duel the viewer loses to another player: while the result is on
screen, during the viewer's recovery and on to the next duel, no seat's glory shown ever goes past what
the duel gave them (the duel's glory is never counted twice)."""

from __future__ import annotations

from game.games.glory import duel as D
from game.games.glory.duel_ai import choose_duel_action
from tests.glory.test_duel_stage_moments import FRAME, _glory_table
from tests.ui_driver import click

# seed 14: the viewer loses a tournament duel to another player and chooses what to recover
PVP = (14, (), lambda st: st.duel.reason == "tournament" and st.duel.a.startswith("p:") and st.duel.b.startswith("p:"))


def _waits_for_click(table) -> bool:
    """An announcement that waits for the player's click is at the head of what is shown."""
    head = table.timeline.queue[0] if table.timeline.queue else []
    return any(getattr(getattr(a, "announcement", None), "until_click", False) for a in head)


def _decided(view) -> bool:
    """``view`` holds a duel already decided (its glory in its fighters), not yet closed."""
    return view.duel is not None and view.duel.state is not None and view.duel.state.winner >= 0


def _won_since(table, step: int, seat: int) -> int:
    """The glory ``seat`` has scored in the duels ended from move ``step`` on."""
    ends = [e.data for h in table.store.history[step:] for e in h.events if e.kind == "duel_end"]
    return sum(
        g
        for d in ends
        for side, g in enumerate(d["glory_gain"])
        if seat in (d["seat"], d["loser_seat"]) and (d["seat"] if side == d["winner"] else d["loser_seat"]) == seat
    )


def _final(table, seat: int) -> int:
    """``seat``'s glory once the duel now in the store is over (its side's, or the player's)."""
    ctx = table.store.state.duel
    if ctx is not None and ctx.state is not None:
        for c in ctx.state.sides:
            if c.is_player and c.seat == seat:
                return c.glory
    return table.store.state.players[seat].glory


def test_a_lost_duels_glory_is_shown_once_through_the_recovery(tourney_home):
    app, table = _glory_table(*PVP, speed=1.0)
    try:
        seats = [p.seat for p in table.store.state.players]
        recovered = between = False
        fighters: list[int] = []
        for _ in range(6000):
            duel = table.store.state.duel
            live = duel.state if duel is not None else None
            ready = table.can_act() and table.bar.lock <= 0 and table.bar.controls and not table.bar.hidden
            if live is not None and live.winner >= 0:  # the duel decided: its glory is in the store
                finals = {seat: _final(table, seat) for seat in seats}
                for seat in seats:
                    assert table.glory_shown(seat) <= finals[seat], (seat, table.glory_shown(seat), finals)
                between = between or _decided(table.panel_view)
            if ready and table.phase() == "duel":
                if live is not None and live.phase == D.RECOVER:
                    recovered, fighters = True, [c.seat for c in live.sides if c.is_player]
                    for seat in seats:
                        assert table.glory_shown(seat) == _final(table, seat)
                table.submit(choose_duel_action(live, table.viewer).action)
                app.step(dt=FRAME)
                continue
            if recovered and duel is None:  # on to the next duel: the lost one's glory counted once
                closed, finals = (
                    len(table.store.history),
                    {seat: table.store.state.players[seat].glory for seat in seats},
                )
                for _ in range(200):
                    for seat in fighters:
                        assert table.glory_shown(seat) <= finals[seat] + _won_since(table, closed, seat)
                    app.step(dt=FRAME)
                break
            if table.stage.waits_for_click() or _waits_for_click(table):
                click(app, (5, 5), frames=1)
            app.step(dt=FRAME)
        assert recovered and between, "the viewer never recovered with the decided duel on the panels"
    finally:
        app.shutdown()
