"""The Paladin Hint thinks for seconds; its answer then stays shown until the player moves (a
playtester saw it vanish after about ten seconds while still reading it), and goes with the move."""

from __future__ import annotations

from game.ui.kit.advice import Tip
from tests.paladin.test_table import open_table, run_until_human


def test_the_hint_stays_until_the_player_moves(app):
    table = open_table(app)
    run_until_human(app, table)
    place = next(a for a in table.legal if a[0] == "place")
    table.advice._answer = Tip(place, "You place a paladin", "to try", len(table.store.history))
    app.step(dt=0.05)
    assert table.advice.text().startswith("Hint: You place a paladin")
    for _ in range(40):  # a minute of reading
        app.step(dt=1.5)
    assert table.advice.text().startswith("Hint: You place a paladin")
    table.submit(place)
    app.step(dt=0.05)
    app.step(dt=0.05)
    assert table.advice.tip is None
