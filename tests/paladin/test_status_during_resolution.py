"""While the resolution goes on by itself (a mission won, a card turned up) the top bar names no
player's move: it says the missions are being resolved, so it never disagrees with the caption on the table
("Gawain wins …" under "Isolde's move"). A real 3-player game, watched frame by frame."""

from __future__ import annotations

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.paladin.ui.sequence import Caption
from game.games.paladin.ui.table import PaladinTable
from game.ui.scenes import persist


def _captions(table) -> list[str]:
    queue = table.timeline.queue
    return [a.text for a in (queue[0] if queue else ()) if isinstance(a, Caption) and a.t >= a.delay]


def test_the_top_bar_names_nobody_while_a_mission_is_won(app):
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("paladin"), Options(3, "standard", seats), 11))
    table = app.top
    assert isinstance(table, PaladinTable)
    seen = 0
    for _frame in range(6000):
        if table.can_act() and not table.animating:
            table.submit(table.legal[0])
        if table.timeline.announcing is not None:
            table.timeline.advance()
        app.step(dt=0.05)
        wins = [text for text in _captions(table) if " wins “" in text or text.startswith("You win")]
        if wins and table._landing is not None and table._landing.mover != 0:
            assert table.current_status() == "Resolving the missions…", (wins, table.current_status())
            assert table.status_seat() is None
            seen += 1
            if seen >= 3:
                break
    assert seen, "no mission was won by a rival's move on screen"
