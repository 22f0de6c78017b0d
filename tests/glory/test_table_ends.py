"""The end of a Pas d'Armes and the end of the game are moments of Glory's table, driven through the
real scene at 4x speed: each is a panel that waits for the player's click (every duel of the Pas with
the glory it gave; who won the game and everyone's glory), and the table behind shows the prizes."""

from __future__ import annotations

import pygame

from game.games.glory import content as C
from game.games.glory.ui.smoke import step_to_event
from game.smoke import play_until
from game.ui import text_fit
from game.ui.scenes.results import ResultsScene
from tests.glory.test_table_ui import open_table
from tests.ui_driver import key, read_on

NO_HERALD = lambda a: a[:2] != ("place", "herald")  # noqa: E731 - a herald would skip the registration


def _read_until(app, table, title: str, frames: int = 2000):
    """Frames at 4x, every other panel read with a click, until the panel ``title`` is on screen."""
    for _ in range(frames):
        shown = table.timeline.announcement
        if shown is not None and shown.title == title:
            return shown
        read_on(app, table)
    raise AssertionError(f"no panel {title!r}")


def test_the_end_of_a_pas_darmes_is_a_panel_that_waits_for_a_click(tourney_home):
    app, table = open_table(3, (("t1", "pas"),), seed=5)
    try:
        app.settings.animation_speed = 4.0
        play_until(table, lambda s: s.phase == "tournament", prefer=NO_HERALD)
        assert step_to_event(table, "tournament_over")
        duels = [
            ev for step in table.store.history for ev in step.events
            if ev.kind == "duel_over" and ev.data["reason"] == "tournament"
        ]  # fmt: skip
        shown = _read_until(app, table, "The Pas d'Armes is over")
        assert shown.until_click and len(shown.rows) == min(8, len(duels)) > 0
        assert any("beat" in r.text for r in shown.rows)
        assert all(r.value.endswith("glory") for r in shown.rows if r.value)
        for _ in range(100):  # 5 s at 4x: it stays
            app.step(dt=0.05)
        assert table.timeline.announcement is shown
        assert table.panel_view is table.view  # the duels' glory has landed behind it
        assert table.current_status() == "Click to continue"  # not "Waiting for <a bot>" under the panel
        assert table.status_seat() == table.viewer  # with the player's badge, not a bot's
        key(app, pygame.K_SPACE)
        app.step(dt=0.05)
        assert table.timeline.announcement is not shown
    finally:
        app.shutdown()


def test_the_end_of_the_game_is_a_panel_that_waits_for_a_click(tourney_home):
    app, table = open_table(2, seed=6)
    try:
        app.settings.animation_speed = 4.0
        play_until(table, lambda s: s.phase == "titles", prefer=NO_HERALD)
        assert step_to_event(table, "game_over")
        shown = _read_until(app, table, "The end of the game")
        glory = sorted((p.glory for p in table.store.state.players), reverse=True)
        assert shown.until_click and [r.value for r in shown.rows] == [f"{g} glory" for g in glory]
        assert "win" in shown.body or "share" in shown.body
        for _ in range(200):  # 10 s: the results wait for the click
            app.step(dt=0.05)
        assert app.top is table and table.timeline.announcement is shown
        assert table.current_status() == "Click to continue"  # the end is still being shown
        key(app, pygame.K_SPACE)
        for _ in range(400):
            app.step(dt=0.05)
            if isinstance(app.top, ResultsScene):
                break
        assert isinstance(app.top, ResultsScene)
    finally:
        app.shutdown()


def test_the_titles_panel_shows_every_players_titles_and_their_glory(tourney_home):
    app, table = open_table(3, seed=6)
    try:
        app.settings.animation_speed = 4.0
        play_until(table, lambda s: s.phase == "titles", prefer=NO_HERALD)
        assert step_to_event(table, "game_over")
        shown = _read_until(app, table, "Titles")
        scored = [ev for step in table.store.history for ev in step.events if ev.kind == "titles_scored"]
        players = {r.seat for r in shown.rows if r.seat is not None}  # a row with no badge: what an objective asked
        assert players == {ev.data["seat"] for ev in scored} == {0, 1, 2}
        assert all(not r.value and shown.rows[0].seat is not None for r in shown.rows if r.seat is None)
        totals = {r.seat: r.value for r in shown.rows if r.lead}
        assert totals == {p.seat: str(p.glory) for p in table.store.state.players}
        for ev in scored:  # each player's titles, with the glory each gives
            mine = [r.text for r in shown.rows if r.seat == ev.data["seat"] and not r.lead]
            assert len(mine) >= max(1, len(ev.data["titles"]))
        held = {p.seat: p.titles for p in table.store.state.players}  # every personal objective, revealed
        assert sum(len(t) for t in held.values()) >= 3
        for ev in scored:
            theirs = [r.text for r in shown.rows if r.seat == ev.data["seat"]]
            for t in held[ev.data["seat"]]:
                name = C.TITLES[t].name
                if t in ev.data["titles"]:
                    assert f"{name} (personal objective)" in theirs
                else:
                    assert any(r in (f"{name} not met", f"{name} (personal objective)") for r in theirs)
        app.step(dt=0.05)
        assert shown.row_rects and all(
            r.bottom <= table.table_rect.bottom for r in shown.row_rects
        )  # every row on screen
        for _ in range(int(shown.built_at / 4.0 / 0.05) + 40):  # the rows' build, at 4x, and more
            app.step(dt=0.05)
        assert table.timeline.announcement is shown  # still waiting for the click
        table._layer = None
        with text_fit.recording() as fits:
            app.step(dt=0.05)
        drawn = {f.text for f in fits}
        assert [r.text for r in shown.rows if r.text not in drawn] == []  # every row is shown, none left out
        key(app, pygame.K_SPACE)
        for _ in range(40):  # one panel for every player: no second Titles panel follows
            app.step(dt=0.05)
            now = table.timeline.announcement
            assert now is None or now is shown or now.title != "Titles"
    finally:
        app.shutdown()


def test_the_last_tournament_board_stays_viewable_after_the_tournament(tourney_home):
    from game.games.glory import table_model as M

    app, table = open_table(2, seed=6)
    try:
        app.settings.animation_speed = 4.0
        play_until(table, lambda s: s.phase == "titles", prefer=NO_HERALD)
        for _ in range(40):
            read_on(app, table)
        s = table.view
        assert not (s.pas or s.bracket) and table.kept_board is not None  # the board is cleared, and kept
        keys = [k for k, _label, _tip in M.middle_tabs(s, table.tabs.auto, True)]
        assert "tournament" in keys
        table.tabs.pick("tournament")
        table.refresh()
        app.step(dt=0.05)
        assert table.view_shown() == "tournament"
        assert not (table.view.pas or table.view.bracket)  # drawn from the kept view, the table's view restored
        assert table.kept_board.pas or table.kept_board.bracket
    finally:
        app.shutdown()
