"""Every duel ends with one line in the table's log, the most telling (who won, the glory it gave;
between two knights, why), never two or three saying the same ("X wins the duel." then "Duel over: X
wins."), at every player count and in a solo game."""

from __future__ import annotations

import re

import pytest

from game.smoke import play_until
from tests.glory.test_table_ui import open_table

ENDING = re.compile(r"wins? the duel|Duel over")


@pytest.mark.parametrize("players,kind", [(1, "plaisance"), (2, "pas"), (3, "plaisance"), (4, "pas")])
def test_each_duel_ends_with_one_line_in_the_log(players, kind, tourney_home):
    app, table = open_table(players, (("t1", kind),), seed=5)
    try:
        play_until(table, lambda s: s.round == 2 and s.phase == "action")
        app.step(dt=0.05)
        lines = [e.text for e in table.log_view.entries]
        starts = [i for i, line in enumerate(lines) if line.startswith("Duel: ")]
        assert len(starts) >= 3, lines
        for a, b in zip(starts, [*starts[1:], len(lines)]):
            endings = [line for line in lines[a:b] if ENDING.search(line)]
            assert len(endings) == 1, lines[a:b]
        if kind == "plaisance":  # two knights' duel: its one line says why
            assert any("wins the duel between knights (" in line for line in lines)
    finally:
        app.shutdown()
