"""The Strength chooser keeps its shape between clashes: it always lists +1 to +4 in the same rows, those
out of reach greyed with why (tokens left, or the duel board's four), so a row never changes meaning."""

from __future__ import annotations

from game.games.glory import duel as D
from game.games.glory.duel_choices import choices
from tests.glory.duel_host import open_host, play_to_duel, session
from tests.glory.test_duel_stage import SCENES, wait_for_turn


def _rows(legal, on_board):
    (c,) = [c for c in choices(legal, [], D.STRENGTH, on_board) if c.slot == "main"]
    return [label for label, _a, _t in c.moves], [(label, c.off[a]) for label, a, _t in c.moves if a in c.off]


def test_the_rows_are_plus_one_to_plus_four_every_clash():
    first, missing = _rows([D.PASS] + [("strength", n) for n in (1, 2, 3)], 0)
    assert first == ["+1 Strength", "+2 Strength", "+3 Strength", "+4 Strength"]
    assert missing == [("+4 Strength", "you have 3 Strength tokens")]
    later, missing = _rows([D.PASS, ("strength", 1)], 3)
    assert later == first and missing[0] == ("+2 Strength", "3 tokens are already on the duel board (4 at most)")


def test_the_chooser_on_the_bar_lists_every_row_the_out_of_reach_ones_greyed(tourney_home):
    seed = SCENES["polish"][0]
    sess = session(seed=seed)

    def short_of_four(st):
        duel = st.duel.state
        return duel.phase == D.STRENGTH and 1 <= duel.sides[0].strength < D.MAX_STRENGTH and duel.sides[0].is_player

    assert play_to_duel(sess, short_of_four, seed=seed, limit=4000)
    app, table = open_host(sess)
    try:
        assert wait_for_turn(app, table)
        table.bar.open_chooser("main")
        rows = [(b.text, b.is_enabled) for b in table.bar.chooser_buttons()]
        assert [text.split(":")[0] for text, _e in rows[:4]] == [f"+{n} Strength" for n in (1, 2, 3, 4)]
        have = sess.store.state.duel.state.sides[0].strength
        assert [e for _t, e in rows[:4]] == [n <= have for n in (1, 2, 3, 4)]
        assert rows[3][0].endswith(f"you have {have} Strength tokens") or have == 1
    finally:
        app.shutdown()
