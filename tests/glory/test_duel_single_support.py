"""A duel step with a single support on offer names it on the bar: the button says which support it
plays (not just "Tent"), and clicking it plays that one."""

from __future__ import annotations

from game.games.glory import duel as D
from game.games.glory.duel_text import item_name
from tests.glory.duel_host import open_host, play_to_duel, session, wait_for_slot
from tests.ui_driver import click, settle


def _one_tent(sess):
    def want(st) -> bool:
        if st.duel.state.phase != D.TENT:
            return False
        seat = min(sess.rules.actors(st))
        return len([a for a in sess.store.legal_actions(seat) if a[0] == "tent"]) == 1

    return want


def test_a_single_tent_support_is_named_on_its_button_and_played_by_it():
    for seed in range(1, 40):
        sess = session(seed=seed)
        if play_to_duel(sess, _one_tent(sess), seed=seed):
            break
    else:
        raise AssertionError("no duel gave the human a single tent support")
    app, table = open_host(sess)
    try:
        wait_for_slot(app, table, "third")
        control = table.bar.controls["third"]
        (tent,) = [a for a in table.legal if a[0] == "tent"]
        name = item_name(tent[1])
        (button,) = table.bar.buttons("third")
        assert control.label.startswith(name) and button.text == control.label  # "Cook (+1)": with its bonus
        before = len(table.store.history)
        click(app, table.bar.slots["third"].center)
        settle(app)
        assert table.store.history[before].action == tent
    finally:
        app.shutdown()
