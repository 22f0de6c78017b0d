"""Playtest findings on the Joust table, checked on the real scene: a rival's end of turn is told
in words in its panel."""

from __future__ import annotations

from game.games.joust.state import END
from game.games.joust.ui.smoke import advance
from tests.joust.test_table import open_table


def test_a_rivals_end_of_turn_is_told_in_words(app):
    for seed in range(1, 30):  # a game where the bot reaches the end of a turn with Fan Support offered
        table = open_table(app, variant="tale", seed=seed)
        advance(table, lambda st: st.phase == END and st.active == 1, limit=2000)
        if table.store.state.phase == END:
            break
    assert table.store.state.phase == END and ("end",) in table.rules.legal_actions(table.store.state, 1)
    table.store.apply(1, ("end",))
    table.skip_animations()
    table.refresh()
    _changed, lines = table.recent()
    said = lines.get(1, [])
    assert any(line.endswith("ends the turn.") for line in said), said
    assert not any(line.endswith(": end") for line in said), said

