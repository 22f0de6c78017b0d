"""The news beside the viewer's own knights ("Since your last move"), a narrow column when two knights
fill the panel: the newest line takes as many rows as the column holds, so a long Italian line (a block
that hits back, with its fans) is drawn whole, not cut after three rows."""

from __future__ import annotations

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust.ui.news_lines import column_fit, keep_whole
from game.i18n import set_language
from game.ui import text_fit
from game.ui.scenes import persist
from tests.joust.helpers import table as position
from tests.joust.helpers import to_combat
from tests.ui_driver import FRAME

TRISTAN, HUMPHREY, BRUNHILDA = "Sir Tristan Twinlance", "Sir Humphrey the Hefty", "Dame Brunhilda Ironside"


def test_the_newest_line_beside_your_knights_is_drawn_whole_in_italian(app):
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 7))
    table = app.top
    st = to_combat(position([(TRISTAN, 2), HUMPHREY], [BRUNHILDA]))
    store = table.store
    store.state = st
    table.refresh()
    table.rebuild_log()
    table.draw(app.surface)
    for seat, action in ((0, ("card", 2)), (1, ("card", 2))):  # the same card: Brunhilda blocks, hits back 2
        table._after_action(seat, action, store.apply(seat, action))
    for _ in range(900):
        app.step(dt=FRAME)
        if not table.animating:
            break
    set_language("it")
    try:
        table._board_gen += 1
        table._recent_key = None
        with text_fit.recording() as records:
            table.draw(app.surface)
        newest = table.recent()[1][0][-1]
    finally:
        set_language("en")
    assert "Dama Brunilde Fianco di Ferro para" in newest and "(+3 fan a " in newest, newest
    spot = table.click_spot(("said", 0))
    assert spot is not None and spot.rect.w < 200  # a narrow column beside the two knights
    drawn = [r for r in records if r.text.replace("\u00a0", " ") == newest and r.box[0] == spot.rect.w]
    assert drawn and not drawn[-1].fit.ellipsized, [r.fit.lines for r in drawn]


def test_a_line_three_rows_can_hold_takes_no_more_for_its_whole_names(app):
    """More rows are for a line three cannot hold: one they can (its names then free to break) keeps
    three, rather than leave a lone word on a row of its own before a name kept whole."""
    line = keep_whole("Attacchi Enide: colpo, 3 danni a Dama Isotta Criniera Lucente (+2 fan)", ["Enide"])
    line = keep_whole(line, ["Dama Isotta Criniera Lucente"])
    lh = text_fit.line_height("text", 15)
    got = column_fit(line, 158, 8 * lh, 8)
    assert not got.ellipsized and len(got.lines) <= 3, got.lines
    assert all(len(row.split()) > 1 for row in got.lines), got.lines
