"""Smoke screenshots of the Paladin table beyond the first: a peek (the card face up for the peeker
only), the viewer deciding during a resolution, and the resolution sequence caught mid-way (a
card turning over, a caption, a card flying)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.rng import Rng
from game.games.paladin import engine as E
from game.games.paladin.state import OVER, PLACE, RESOLVE, PaladinState
from game.ui.kit.fading_caption import Caption
from game.ui.kit.flip import Flip


def drive(table: Any, done: Callable[[PaladinState], bool]) -> None:
    """Play bots and random human moves through the store until ``done(state)`` or the end."""
    rng = Rng.from_seed(5)
    store = table.store
    for _step in range(400):
        st = store.state
        if st.phase == OVER or done(st):
            break
        seat = E.actor(st)
        if table.session.is_bot(seat):
            action = table.session.bot_choose(seat)
        else:
            action = rng.choice([a for a in store.legal_actions(seat) if a[0] != "peek"])
        store.apply(seat, action)
    table.skip_animations()
    table.refresh()
    table.rebuild_log()


def smoke_states(table: Any) -> list:
    def peek() -> None:
        drive(table, lambda st: st.phase == PLACE and E.actor(st) == table.viewer and E.peek_targets(st, table.viewer))
        peeks = [a for a in table.legal if a[0] == "peek"]
        if peeks:
            table.submit(peeks[-1])
            table.skip_animations()

    def resolve() -> None:
        drive(table, lambda st: st.phase == RESOLVE and E.actor(st) == table.viewer and st.res_mission > 0)

    def sequence() -> None:
        """A rival's decision ends a mission: hold the timeline on the first card turning over or caption."""
        drive(
            table,
            lambda st: (
                st.phase == RESOLVE and E.actor(st) != table.viewer and st.res_pos == len(st.table[st.res_mission]) - 1
            ),
        )
        seat = E.actor(table.store.state)
        events = table.store.apply(seat, table.session.bot_choose(seat))
        table._after_action(seat, table.store.history[-1].action, events)
        for _i in range(40):
            head = table.timeline.queue[0] if table.timeline.queue else []
            if any(isinstance(a, (Flip, Caption)) for a in head) or not head:
                break
            table.timeline.advance()
        for a in table.timeline.queue[0] if table.timeline.queue else []:
            a.duration = 1000.0
            a.t = a.delay + 450.0

    def panel(last: bool) -> Callable[[], None]:
        """A rival's decision ends a mission (``last``: the round's last): run the timeline until the
        mission's panel (or the round's, after it) waits for the click."""

        def run() -> None:
            drive(
                table,
                lambda st: (
                    st.phase == RESOLVE
                    and E.actor(st) != table.viewer
                    and st.res_pos == len(st.table[st.res_mission]) - 1
                    and (st.res_mission == st.players - 1) == last
                ),
            )
            seat = E.actor(table.store.state)
            events = table.store.apply(seat, table.session.bot_choose(seat))
            table._after_action(seat, table.store.history[-1].action, events)
            panels = 2 if last else 1
            for _i in range(2000):
                if table.timeline.announcing is not None:
                    panels -= 1
                    if panels == 0:
                        break
                    table.timeline.advance()
                table.timeline.update(0.05, 1.0)
            for _i in range(60):  # its rows built
                table.timeline.update(0.05, 1.0)

        return run

    return [
        ("peek", peek),
        ("resolve", resolve),
        ("paladin-resolve-sequence", sequence),
        ("paladin-mission-panel", panel(False)),
        ("paladin-round-panel", panel(True)),
    ]
