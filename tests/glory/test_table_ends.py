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


def _play_out_shown(table, seed: int = 11) -> None:
    """Play the game to its end through the table, skipping the animations of every move before the
    final journey's last one (the titles phase begins), keeping those from it on queued."""
    from game.core.rng import Rng

    rng, store, queued = Rng.from_seed(seed), table.store, False
    while table.rules.outcome(store.state) is None:
        seat = min(table.rules.actors(store.state))
        legal = store.legal_actions(seat)
        action = table.session.bot_choose(seat) if table.session.is_bot(seat) else rng.choice(legal)
        events = store.apply(seat, action)
        table._after_action(seat, action, events)
        queued = queued or any(ev.kind == "phase" and ev.data["phase"] == "titles" for ev in events)
        if not queued:
            table.skip_animations()


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


def test_the_end_is_shown_in_order_final_journey_then_each_players_titles_then_game_over(tourney_home):
    app, table = open_table(3, seed=6)
    try:
        app.settings.animation_speed = 4.0
        play_until(table, lambda s: s.phase == "final_journey", prefer=NO_HERALD)
        _play_out_shown(table)  # from the last journey move on, every move's animations stay queued
        journey = _read_until(app, table, "The final journey")
        assert journey.until_click and {r.seat for r in journey.rows if not r.note} == {0, 1, 2}
        scored = {ev.data["seat"]: ev.data for step in table.store.history for ev in step.events
                  if ev.kind == "titles_scored"}  # fmt: skip
        final = {p.seat: p.glory for p in table.store.state.players}
        before = {seat: final[seat] - scored[seat]["glory"] for seat in final}
        assert {p.seat: p.glory for p in table.panel_view.players} == before  # no title counted yet
        assert table.strip_phase() != "over"  # the strip does not say "Game over" yet
        held = {p.seat: p.titles for p in table.store.state.players}  # every personal objective, revealed
        seen = []
        key(app, pygame.K_SPACE)
        for seat in (0, 1, 2):  # one panel for each player, in seat order, each waiting for a click
            shown = _read_until(app, table, "Titles")
            rows = shown.rows
            assert shown.until_click and {r.seat for r in rows if r.seat is not None} == {seat}
            assert [r.value for r in rows if r.lead] == [str(final[seat])]
            assert all(r.note for r in rows if r.seat is None and not r.lead)  # what a title asked: a note
            for t in held[seat]:
                name = C.TITLES[t].name
                texts = [r.text for r in rows if r.seat == seat]
                ok = (f"{name} (secret title)",) if t in scored[seat]["titles"] else (f"{name} not met",)
                assert any(x in texts for x in ok + (f"{name} (secret title)",))
            for _ in range(int(shown.built_at / 4.0 / 0.05) + 20):  # its rows built, at 4x: it waits
                app.step(dt=0.05)
            assert table.timeline.announcement is shown
            counted = {p.seat: p.glory for p in table.panel_view.players}
            seen.append(seat)
            assert counted == {s: final[s] if s in seen else before[s] for s in final}  # its counter rose
            assert table.strip_phase() == "titles"
            assert all(r.bottom <= table.table_rect.bottom for r in shown.row_rects)  # every row on screen
            table._layer = None
            with text_fit.recording() as fits:
                app.step(dt=0.05)
            drawn = {f.text for f in fits}
            assert [r.text for r in rows if r.text not in drawn] == []  # every row is shown, none left out
            key(app, pygame.K_SPACE)  # a skip goes on to the next player's panel, never past it
            app.step(dt=0.05)
        end = _read_until(app, table, "The end of the game")
        app.step(dt=0.05)
        assert table.strip_phase() == "over" and end.until_click
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
