"""A rival's "since your last move" news on the real Joust table: nothing before the viewer's first
move (at the start, the rivals' face-down knights are no news since a move never made), and once the
viewer moves it tells exactly what happened after that move, never what came before it."""

from __future__ import annotations

from game.games.joust.state import DRAW
from game.games.joust.ui.news import defending
from game.games.joust.ui.smoke import advance
from game.i18n import _
from game.ui import game_log, text_fit
from tests.joust.test_table import open_table, wait_turn
from tests.ui_driver import FRAME, press


def _news_drawn(app, table) -> tuple[dict, list[str]]:
    """The news lines of every rival, and the texts the table drew."""
    with text_fit.recording() as records:
        table.draw(app.surface)
    return table.recent()[1], [r.text for r in records]


def test_no_news_before_your_first_move(app):
    table = open_table(app, players=3, seed=11, bot="random")
    st = table.store.state
    for _frame in range(400):  # the rivals choose their jousting knights before you do
        if all(st.setup_done[s] for s in (1, 2)):
            break
        app.step(dt=FRAME)
        st = table.store.state
    assert all(st.setup_done[s] for s in (1, 2)) and not st.setup_done[0] and table.store.history
    lines, drawn = _news_drawn(app, table)
    assert lines == {}
    assert _("Since your last move:") not in drawn
    assert not any(table.spots.find(("said", s)) for s in (1, 2))


def _described(table, steps) -> list[str]:
    """The log's lines of ``steps``, as the viewer reads them."""
    out: list[str] = []
    for step in steps:
        out += game_log.describe_move(table.spec, step.seat, step.action, step.events, table.viewer, table.player_name)
    return out


def test_the_news_starts_again_at_your_latest_move(app):
    table = open_table(app, players=3, seed=11, bot="random")
    advance(table, lambda st: st.phase == DRAW and table.rules.actors(st) == {0} and st.turn >= 4)
    wait_turn(app, table)
    before, _drawn = _news_drawn(app, table)
    assert any(before.values()), "the rivals' turns since your last one are news"
    draw = next(b for b in table.bar.buttons("main") if b.text == _("Draw a court card"))
    press(app, draw)
    hist = table.store.history
    mine = max(i for i, step in enumerate(hist) if step.seat == 0 and not defending(step, 0))
    assert hist[mine].action == ("draw", "court")
    for _frame in range(200):  # the court card's moves, and whatever follows, shown
        if table.animating:
            table.skip_animations()
        app.step(dt=FRAME)
    lines, drawn = _news_drawn(app, table)
    hist = table.store.history
    mine = max(i for i, step in enumerate(hist) if step.seat == 0 and not defending(step, 0))
    since = _described(table, hist[mine + 1 :])
    told = [line for said in lines.values() for line in said]
    stale = [line for said in before.values() for line in said if line not in since]
    assert stale and not any(line in told for line in stale), (stale, told)
    assert all(any(line in s for s in since) for line in told), (told, since)
    if not told:
        assert _("Since your last move:") not in drawn
