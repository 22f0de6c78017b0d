"""The second lance step on the duel bar: the lance support used in the first step keeps its place in
the lance group, disabled and said to be used, so no entry moves under the pointer."""

from __future__ import annotations

from game.games.glory import duel as D
from game.games.glory.duel_text import action_label
from game.games.glory.empty_step import idle_moves
from tests.glory.duel_host import open_host, play_to_duel, session, wait_for_slot


def _lance2_with_a_used_support(sess):
    def want(st) -> bool:
        d = st.duel.state
        if d.phase != D.LANCE2:
            return False
        seat = min(sess.rules.actors(st))
        c = next(c for c in d.sides if c.is_player and c.seat == seat)
        used = any(k in c.board_supports and not c.supports.get(k, 0) for k in D.LANCE_SUPPORTS)  # this clash
        legal = sess.store.legal_actions(seat)
        real = idle_moves(d, d.sides.index(c), legal) is None  # a step of +0 moves only is passed for the player
        return used and real and any(a[0] == "lance" for a in legal)

    return want


def test_the_used_lance_support_stays_in_its_place_disabled():
    sess = session(seed=1)
    assert play_to_duel(sess, _lance2_with_a_used_support(sess), seed=1)
    app, table = open_host(sess)
    try:
        wait_for_slot(app, table, "third")
        control = table.bar.controls["third"]
        duel = table.store.state.duel.state
        me = next(c for c in duel.sides if c.is_player and c.seat == table.viewer)
        gone = set(me.board_supports) | {k for k, n in me.supports_inactive.items() if n}
        used = [k for k in D.LANCE_SUPPORTS if k in gone and not me.supports.get(k, 0)]
        owned = [k for k in D.LANCE_SUPPORTS if me.supports.get(k, 0) or k in gone]
        assert [o.action for o in control.choices] == [("lance", k) for k in owned]
        for o in control.choices:
            assert bool(o.reason) == (o.action[1] in used), o
            if o.reason:
                assert o.label == action_label(o.action) and "used" in o.reason
        if len(table.bar.buttons("third")) == 1:  # a chooser: its rows say which is used
            table.bar.open_chooser("third")
            app.step(dt=0.05)
            rows = [b.text for b in table.bar.chooser_buttons()[:-1]]
            names = [action_label(("lance", k)) for k in used]
            assert all(any(r.startswith(n) and "used" in r for r in rows) for n in names), rows
            assert all(not b.is_enabled for b in table.bar.chooser_buttons()[:-1] if "used" in b.text)
    finally:
        app.shutdown()
