"""What Glory's playtesters stumbled on, each checked where it can fail: prices paid in glory on the
bar's label, passes and registrations that say what they were, the reroll button's short label, the
setup offering only options that apply, markers clear of the glory track's label, the trophy inside
the tournament preview, several personal titles each readable, no tooltip popping up after a pick, a
double click never playing two moves from one slot, and the top bar's badge naming whom it speaks of."""

from __future__ import annotations

import pygame

from game.app import App
from game.core.registry import get
from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory.duel_choices import choices
from game.games.glory.duel_text import describe_duel_event
from game.games.glory.labels import action_label
from game.games.glory.ui.table import GloryTable
from game.ui.kit import Control
from game.ui.scenes.setup import SetupScene
from tests.glory.test_table_ui import open_table, to_action_phase, wait_for_turn
from tests.ui_driver import click, move, settle


def redraw(app: App, table: GloryTable) -> None:
    """Show a state changed by hand: refresh the table, drop its cached layer, draw a frame."""
    table.refresh()
    table._layer = None
    app.step(dt=0.05)


def test_the_moneylender_says_its_glory_cost_on_the_bar(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        s = table.store.state
        tile = next(t for t, kind in C.SUPPORT_TILES.items() if kind == "moneylender")
        s.track[-1], s.track[-2] = tile, next(t for t, kind in C.SUPPORT_TILES.items() if kind == "cook")
        money = action_label(s, ("place", "support", len(s.track) - 1))
        cook = action_label(s, ("place", "support", len(s.track) - 2))
        assert "Moneylender" in money and "−2 glory" in money
        assert "Cook" in cook and "glory" not in cook
    finally:
        app.shutdown()


def test_a_pass_in_a_duel_says_what_was_passed_up():
    names = ["Ada", "Sir Gawain"]
    lines = {}
    for step in ("tent", "strength", "faith", "lance1", "lance2", "relic"):
        ev = Event("duel_pass", {"side": 1, "seat": None, "step": step, "auto": False})
        lines[step] = describe_duel_event(ev, names, you=0)
        mine = describe_duel_event(Event("duel_pass", {"side": 0, "seat": 0, "step": step, "auto": False}), names, 0)
        assert lines[step].startswith("Sir Gawain ") and mine.startswith("You ")
    assert len(set(lines.values())) == 6, "each step's pass reads differently"
    assert "Strength" in lines["strength"] and "relic" in lines["relic"] and "Faith" in lines["faith"]
    auto = Event("duel_pass", {"side": 0, "seat": 0, "step": "tent", "auto": True})
    assert describe_duel_event(auto, names, 0) == ""


def test_each_registration_line_names_where_the_arms_went():
    spec = get("glory")
    ev = Event("registered", {"who": 0, "where": [1, 0], "herald": True, "knight": C.KNIGHT_LIST[0].id})
    mine, theirs = spec.describe(ev, 0), spec.describe(ev, 1, names=lambda s: f"P{s}")
    knight = C.KNIGHT_LIST[0].name
    assert mine == f"You challenge {knight} in Paris." and theirs == f"P0 challenges {knight} in Paris."
    joust = Event("registered", {"who": 2, "where": [4], "herald": False})
    assert spec.describe(joust, 2) == "You take place 5 of the joust."
    other = Event("registered", {"who": 0, "where": [0, 1], "herald": False, "knight": C.KNIGHT_LIST[1].id})
    assert spec.describe(other, 0) != mine, "two challenges of one player read as two different lines"


def test_the_reroll_button_is_short_and_its_tooltip_says_what_is_spent():
    faith = ("faith", (0,))
    (reroll,) = [c for c in choices([faith, ("pass",)], [0], "faith") if c.slot == "second"]
    assert reroll.label == "Reroll 1 die" and "Faith" in reroll.tip


def test_the_setup_shows_solo_options_only_for_a_solo_game(tourney_home):
    app = App(headless=True, lang="en")
    try:
        setup = SetupScene(app, get("glory"))
        app.push(setup)
        app.step(dt=0.05)
        setup._set_players(3)
        labels = {text for text, _rect in app.top.labels}
        assert "Characters" in labels and not labels & {"Solo mode", "Solo difficulty", "Otto's deck"}
        setup._set_players(1)
        labels = {text for text, _rect in app.top.labels}
        assert {"Solo mode", "Solo difficulty", "Otto's deck", "Characters"} <= labels
    finally:
        app.shutdown()


def test_no_marker_covers_the_glory_tracks_label(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        for p in table.store.state.players:
            p.glory = 0  # every marker at the start of the track, where the label used to be
        redraw(app, table)
        markers = [s.rect for s in table.spots.shown if isinstance(s.key, tuple) and s.key[0] == "glory"]
        initiative = [s.rect for s in table.spots.shown if isinstance(s.key, tuple) and s.key[0] == "initiative"]
        assert len(markers) == 3
        label_right = max(r.right for r in initiative) + 12 + 58  # the label's column follows the initiative
        assert min(r.left for r in markers) >= label_right
        assert all(not a.colliderect(b) for i, a in enumerate(markers) for b in markers[i + 1 :])
    finally:
        app.shutdown()


def test_the_trophy_stays_inside_the_tournament_preview(tourney_home):
    app, table = open_table(3, extra=(("t1", "plaisance"),), seed=4)
    try:
        to_action_phase(app, table)
        assert table.view_shown() == "spaces" and table.store.state.bracket
        trophy = table.spots.find("trophy")
        assert trophy is not None and table.lay.board.contains(trophy.rect)
        journeys = table.lay.journeys
        assert not trophy.rect.colliderect(journeys)
    finally:
        app.shutdown()


def test_several_personal_titles_each_show_their_name(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        table.store.state.players[table.viewer].titles = [t.id for t in C.TITLE_LIST[:3]]
        redraw(app, table)
        shown: dict = {}  # each title: its card and its caption
        for spot in table.spots.shown:
            if isinstance(spot.key, tuple) and spot.key[0] == "objective":
                shown[spot.key] = shown[spot.key].union(spot.rect) if spot.key in shown else pygame.Rect(spot.rect)
        assert len(shown) == 3
        boxes = sorted(shown.values(), key=lambda r: r.y)
        for a, b in zip(boxes, boxes[1:]):
            assert a.bottom <= b.y, "a title covers the one below it"
        assert all(table.lay.me.contains(r) and r.w >= 120 for r in boxes)
    finally:
        app.shutdown()


def test_no_tooltip_pops_up_where_the_pointer_rests_after_a_pick(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        settle(app)
        click(app, table.bar.buttons("main")[0].rect.center)
        settle(app)
        pick = table.bar.chooser_buttons()[0]
        move(app, pick.rect.center, frames=30)
        click(app, pick.rect.center)
        for _ in range(30):  # the pointer rests: what lay under the chooser keeps quiet
            app.step(dt=0.05)
            assert table.gui.showing_tip == ""
    finally:
        app.shutdown()


def test_a_double_click_never_plays_two_moves_from_one_slot(tourney_home):
    app, table = open_table(3, seed=4)
    hits: list[str] = []
    try:
        to_action_phase(app, table)
        table.bar.set(table, [Control("end", "First", on_click=lambda: hits.append("first"))])
        settle(app)
        where = table.bar.buttons("end")[0].rect.center
        click(app, where)
        second = Control("end", "Second", on_click=lambda: hits.append("second"))
        table.bar.set(table, [second, Control("main", "Other", on_click=lambda: hits.append("other"))])
        settle(app, 0.3)  # past the quarter-second lock, still within a double click
        click(app, where)
        assert hits == ["first"]
        click(app, table.bar.buttons("main")[0].rect.center)  # another slot answers as usual
        assert hits == ["first", "other"]
        table.bar.set(table, [second])
        settle(app, 0.3)
        click(app, where)
        assert hits == ["first", "other", "second"]
    finally:
        app.shutdown()


def test_the_top_bar_badge_is_of_whom_the_status_speaks(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        assert table.status_seat() == table.viewer
        table.submit(next(a for a in table.legal if a[:2] == ("place", "training")))
        for _ in range(200):
            actors = table.rules.actors(table.store.state)
            if table.viewer not in actors:
                assert table.status_seat() in actors
                return
            app.step(dt=0.05)
        raise AssertionError("no rival ever had the turn")
    finally:
        app.shutdown()


def test_every_move_of_a_game_has_a_log_line_of_its_own():
    """No move falls back to the bare "Name: move" line (finishing the setup exchange, declining the
    Brave title's duel included)."""
    from game.core.rules import Options, SeatConfig
    from game.core.session import Session

    spec = get("glory")
    seats = tuple(SeatConfig("bot", "random") for _ in range(3))
    session = Session(spec, Options(3, "standard", seats, tuple((o.key, o.default) for o in spec.options)), 8)
    store, kinds = session.store, set()
    while spec.rules.outcome(store.state) is None:
        seat = min(spec.rules.actors(store.state))
        store.apply(seat, session.bot_choose(seat))
    for step in store.history:
        kinds.add(step.action[0])
        lines = [spec.describe(ev.for_seat(0), 0) for ev in step.events]
        assert any(lines), f"{step.action} has no line of its own"
    assert "done" in kinds


def test_the_character_hint_counts_the_characters_offered(tourney_home):
    for option, words in (("choice", "Read the 3 characters above"), ("level1", "Read the character above")):
        app, table = open_table(3, extra=(("characters", option),), seed=4)
        try:
            wait_for_turn(app, table)
            assert table.phase() == "setup" and table.hint().startswith(words)
        finally:
            app.shutdown()
