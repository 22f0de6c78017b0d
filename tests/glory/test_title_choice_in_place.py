"""Keeping titles at setup: after one title is kept, the other titles' buttons stay exactly where they
were (the kept one shown kept, disabled, in its own place), so a quick second click never takes a
title the player did not aim at."""

from __future__ import annotations

from game.games.glory import content as C
from tests.glory.test_table_ui import open_table, wait_for_turn
from tests.ui_driver import click, settle


def _title_buttons(table) -> dict:
    """Every on-screen button of the title choice → (its rect, whether it can be clicked)."""
    control = table.bar.controls["main"]
    buttons = table.bar.buttons("main")
    if len(buttons) != len(control.choices):  # a chooser: open it and read its rows
        table.bar.open_chooser("main")
        buttons = table.bar.chooser_buttons()[: len(control.choices)]
    return {
        o.action[1] if o.action else o.label: (b.rect.copy(), b.is_enabled) for o, b in zip(control.choices, buttons)
    }


def test_the_other_titles_keep_their_places_after_one_is_kept(tourney_home):
    app, table = open_table(3, seed=5)  # the Jouster is offered: draws three titles, keeps two
    try:
        wait_for_turn(app, table)
        assert table.phase() == "setup"
        two = [a for a in table.legal if a[0] == "character" and C.CHARACTERS[a[1]].titles_kept >= 2]
        assert two, "the seed offers no character keeping two titles"
        table.submit(two[0])
        wait_for_turn(app, table)
        while table.phase() != "keep_title":
            table.submit(table.legal[0])
            wait_for_turn(app, table)
        settle(app, 0.6)
        offered = sorted(a[1] for a in table.legal)
        assert len(offered) >= 2 and table.state.pending[-1].n >= 2, "needs two titles to keep"
        before = _title_buttons(table)
        assert sorted(before) == offered and all(enabled for _r, enabled in before.values())
        kept = offered[0]
        where = before[kept][0].center
        click(app, where)
        wait_for_turn(app, table)
        assert kept in table.state.players[table.viewer].titles
        assert table.phase() == "keep_title"
        settle(app, 0.6)  # past the bar's locks: the remaining titles are shown and clickable
        after = _title_buttons(table)
        for tid in offered[1:]:
            assert after[tid] == (before[tid][0], True), f"{tid} moved or was disabled"
        here = [k for k, (r, enabled) in after.items() if r.collidepoint(where) and enabled]
        assert here == [], f"a title is clickable where the kept one was: {here}"
        count = len(table.store.history)
        click(app, where)  # a second click at the same spot takes nothing
        settle(app, 0.2)
        assert len(table.store.history) == count
    finally:
        app.shutdown()


def test_the_hand_cards_keep_their_places_when_one_is_played():
    from game.games.glory.ui.players import hand_places

    assert hand_places(["a", "b", "c"], ["a", "c"]) == ["a", None, "c"]  # b played: c stays put
    assert hand_places(["a", None, "c"], ["c", "a", "d"]) == ["a", None, "c", "d"]  # d drawn: at the right
    assert hand_places(["a", "a", "b"], ["a", "b"]) == ["a", None, "b"]
