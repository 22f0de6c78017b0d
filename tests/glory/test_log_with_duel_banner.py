"""A duel's clash result has its line in the log as its banner shows, not one step later (once the
banner has gone and the next is up)."""

from __future__ import annotations

import re

from game.ui import text_fit
from game.ui.kit.timeline import Pause
from tests.glory.test_table_ui import open_table

CLASH = re.compile(r"wins clash \d")


def _banner_up(table) -> bool:
    staging = table.stage.staging
    return staging.moment(table.timeline) == "clash" and any(
        isinstance(a, Pause) and a.t > 0.1 and getattr(a, "tag", None) and a.tag[0] is staging
        for a in table.timeline.running()
    )


def test_a_clash_result_is_in_the_log_while_its_banner_shows(tourney_home):
    app, table = open_table(3, seed=4)
    seen = 0
    try:
        for _ in range(40_000):
            if table.timeline.announcement is not None:
                table.timeline.advance()  # a panel: read on
            if table.can_act() and table.bar.lock <= 0 and not table.animating:
                table.submit(table.legal[-1])
            if _banner_up(table):
                with text_fit.recording() as records:
                    app.step(dt=0.02)
                ribbons = {r.text for r in records if CLASH.search(r.text)}
                if ribbons:
                    lines = [e.text for e in table.log_view.entries]
                    for ribbon in ribbons:
                        assert any(ribbon in line for line in lines), (ribbon, lines[-4:])
                    seen += 1
                    if seen >= 3:
                        break
                    while _banner_up(table):  # on to the next clash
                        app.step(dt=0.05)
                continue
            app.step(dt=0.05)
        assert seen >= 3, "no clash banner was seen"
    finally:
        app.shutdown()
