"""Glory's table driven headless through clicks: every legal move is in the action bar (inline, a
button, or a chooser on screen) and nothing else is; a click right after the choices change is
ignored; the board's shortcuts play the move they show; public information (titles, characters,
events, the support track, the journey cards) is on the table with tooltips saying what it does; the
tournament choice previews both boards; the others' latest moves are shown; and whole games — three
players, and solo against Otto — are played to the results screen by clicks alone."""

from __future__ import annotations

import pytest

from game.app import App
from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.glory import content as C
from game.games.glory.ui.table import GloryTable
from game.settings import Settings
from game.ui.scenes import persist
from game.ui.scenes.crash import CrashScene
from game.ui.scenes.dialog import DialogScene
from game.ui.scenes.results import ResultsScene
from tests.ui_driver import click, move, press, settle

MAX_FRAMES = 40_000


def open_table(players: int = 3, extra: tuple = (), seed: int = 3) -> tuple[App, GloryTable]:
    spec = get("glory")
    seats = tuple(SeatConfig("human", "", "Ada") if i == 0 else SeatConfig("bot", "random") for i in range(players))
    defaults = tuple((o.key, o.default) for o in spec.options)
    session = Session(spec, Options(players, "standard", seats, extra + defaults), seed)
    app = App(headless=True, settings=Settings(sound=False, animation_speed=8.0))
    persist.open_table(app, session)
    table = app.top
    assert isinstance(table, GloryTable)
    return app, table


def wait_for_turn(app: App, table: GloryTable, frames: int = 2000) -> bool:
    for _ in range(frames):
        if isinstance(app.top, ResultsScene):
            return False
        assert not isinstance(app.top, CrashScene), app.last_crash.read_text() if app.last_crash else "crash"
        if app.top is table and table.can_act() and table.bar.lock <= 0:
            return True
        if table.animating:
            table.skip_animations()
        if table.stage.hold is not None:  # a duel button held under a still mouse: a player moves it away
            move(app, table.lay["hint"].center)
        app.step(dt=0.05)
    raise AssertionError("the human never got the turn")


def to_action_phase(app: App, table: GloryTable) -> None:
    """Take the first legal move of every setup step until the human's first action phase."""
    wait_for_turn(app, table)
    while table.phase() != "action":
        table.submit(table.legal[0])
        wait_for_turn(app, table)


def reachable(app: App, table: GloryTable) -> dict:
    """Every move the bar offers now → the on-screen button that plays it (choosers opened)."""
    out = {}
    area = table.table_rect
    for slot, control in list(table.bar.controls.items()):
        if control.placeholder:
            continue  # a group with no move now, shown only to say why (see test_table_bar)
        buttons = table.bar.buttons(slot)
        if not control.choices:
            out[control.action] = buttons[0]
        elif len(buttons) == len(control.choices):  # shown inline
            out.update({o.action: b for o, b in zip(control.choices, buttons) if not o.reason})
        else:
            table.bar.open_chooser(slot)
            shown = table.bar.chooser_buttons()[:-1]  # the last one is Cancel
            assert all(area.contains(b.rect) for b in shown), f"a choice of {slot} is off the table"
            out.update({o.action: slot for o in control.choices if not o.reason})  # greyed: not a move
            table.bar.close_chooser()
    return out


def play_by_clicks(app: App, table: GloryTable, rng: Rng) -> int:
    """Play the human seat by clicking the bar (and sometimes a board shortcut) to the results."""
    clicks = 0
    for _frame in range(MAX_FRAMES):
        if not wait_for_turn(app, table):
            return clicks
        before = len(table.store.history)
        shortcuts = [s for s in table.spots.shown if s.on_click is not None and not s.always]
        if shortcuts and rng.below(4) == 0:
            click(app, rng.choice(shortcuts).rect.center)
        elif not any(table.bar.buttons(s) for s in table.bar.controls):
            move(app, table.lay["hint"].center)  # the slot just clicked shows its new move once the mouse leaves
            continue
        else:
            slot = rng.choice([s for s in table.bar.controls if table.bar.buttons(s)])
            buttons = table.bar.buttons(slot)
            click(app, rng.choice(buttons).rect.center)
            chooser = table.bar.chooser_buttons()
            if chooser:
                settle(app, 0.05)
                click(app, rng.choice(chooser[:-1]).rect.center)
        if isinstance(app.top, DialogScene):  # "End your journey?" with a journey card still playable
            press(app, rng.choice(app.top.buttons))
        clicks += len(table.store.history) > before
    raise AssertionError("the game did not reach the results screen")


@pytest.mark.parametrize(
    "players, extra",
    [(3, ()), (1, (("solo_mode", "rivalry"), ("solo_difficulty", "medium")))],
    ids=["vs-two-bots", "solo-vs-otto"],
)
def test_a_whole_game_is_playable_by_clicks(tourney_home, players, extra):
    app, table = open_table(players, extra)
    try:
        passed, pass_on = [0], table.stage.pass_on

        def counted() -> None:  # the later passes of a clash passed with one click ("Pass the clash")
            before = len(table.store.history)
            pass_on()
            passed[0] += len(table.store.history) - before

        table.stage.pass_on = counted
        clicks = play_by_clicks(app, table, Rng.from_seed(5))
        assert isinstance(app.top, ResultsScene)
        assert table.rules.outcome(table.store.state) is not None
        human = sum(1 for step in table.store.history if step.seat == 0)
        assert clicks + passed[0] == human > 30  # every move of the human came from a click
    finally:
        app.shutdown()


def test_the_bar_offers_every_legal_move_and_only_those(tourney_home):
    app, table = open_table(4, seed=11)
    rng, seen = Rng.from_seed(3), set()
    try:
        for _ in range(160):
            if not wait_for_turn(app, table):
                break
            offered, legal = set(reachable(app, table)), set(table.legal)
            if table.phase() == "duel":  # dice to reroll are picked on the duel stage (its own tests)
                legal = {a for a in legal if a[0] != "faith" and a[:2] != ("relic", "ring")}
                offered = {a for a in offered if a is not None and a[0] != "faith" and a[:2] != ("relic", "ring")}
            assert offered == legal, f"{table.phase()}: the bar and the rules disagree"
            seen.add(table.phase())
            table.submit(rng.choice(table.legal))
            settle(app)
        assert {"setup", "action", "journey", "registration"} <= seen
    finally:
        app.shutdown()


def test_a_click_right_after_the_choices_change_does_nothing(tourney_home):
    """Travel Plans leaves the viewer to take two cards: the bar changes under the cursor, and a quick
    second click on the same place is ignored until the quarter-second lock is over."""
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        spot = table.spots.find(("space", "travel")).rect.center
        click(app, spot)
        assert table.phase() == "travel" and table.bar.lock > 0
        where = table.bar.buttons("main")[0].rect.center
        before = len(table.store.history)
        click(app, where)
        assert len(table.store.history) == before and not table.bar.chooser_buttons(), "the click was not locked out"
        settle(app)
        click(app, where)
        assert table.bar.chooser_buttons() or len(table.store.history) == before + 1
    finally:
        app.shutdown()


def test_clicking_an_action_space_takes_it(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        seat = table.viewer
        strength = table.store.state.players[seat].strength
        click(app, table.spots.find(("space", "training")).rect.center)
        assert table.store.state.players[seat].strength == strength + 3
        assert seat in table.store.state.spaces["training"]
    finally:
        app.shutdown()


def test_public_information_is_on_the_table_and_tips_say_what_it_does(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        s = table.store.state
        tips = {spot.key: spot.tip for spot in table.spots.shown if spot.key is not None}
        for tid in s.public_titles:
            assert str(C.TITLES[tid].glory) in tips[("title", tid)] and len(tips[("title", tid)]) > 25
        for p in s.players:
            assert ("character", p.seat) in tips or ("panel", p.seat) in tips
        event = s.events[0]
        assert tips[("event", event)] != C.EVENTS[event].name
        assert all(("track", i) in tips for i in range(len(s.track)))
        assert all(("offer", t, i) in tips for t in C.JOURNEY_TYPES for i in range(len(s.face_up[t])))
        for key, tip in tips.items():
            if key[0] in ("space", "track", "title", "offer"):
                assert ":" in tip or "\n" in tip, f"{key}: the tip only names the thing ({tip!r})"
    finally:
        app.shutdown()


def test_the_tournament_choice_shows_both_boards_and_who_chooses(tourney_home):
    app, table = open_table(3, seed=4)
    rng = Rng.from_seed(2)
    try:
        for _ in range(3000):
            if not wait_for_turn(app, table):
                pytest.fail("the game ended without a tournament choice for the human")
            if table.store.state.phase == "tournament_choice":
                break
            table.submit(rng.choice(table.legal))
        app.step(dt=0.05)
        pas, joust = table.spots.find(("offer", C.PAS)), table.spots.find(("offer", C.PLAISANCE))
        assert pas is not None and joust is not None and pas.on_click and joust.on_click
        types = [s for s in table.spots.shown if s.key and s.key[0] == "type"]
        assert {s.key[1] for s in types} == {C.PAS, C.PLAISANCE}
        settle(app)
        click(app, joust.rect.center)
        assert table.store.state.tournament_types[table.store.state.round - 1] == C.PLAISANCE
    finally:
        app.shutdown()


def after_a_patrol(players: int):
    """A table of ``players`` whose viewer has sent a pawn on Patrol and waited for its turn again:
    (app, table, the other seats)."""
    app, table = open_table(players, seed=4)
    to_action_phase(app, table)
    table.submit(("place", "patrol"))
    wait_for_turn(app, table)
    app.step(dt=0.05)
    return app, table, [p.seat for p in table.store.state.players if p.seat != table.viewer]


def test_the_others_latest_moves_are_shown_on_their_panels(tourney_home):
    app, table, others = after_a_patrol(3)
    try:
        assert any(table.recent_lines.get(seat) for seat in others)
        assert any(table.spots.find(("news", seat)) for seat in others)
    finally:
        app.shutdown()


def test_four_players_panels_keep_their_moves_and_tiles_inside(tourney_home):
    """Four players: each other panel is short; its header keeps the character beside the name, the
    latest moves are in the header's tooltip, the supports in the resources' row, nothing below the
    panel's edge."""
    import pygame

    from game.games.glory import panel_text as P
    from game.games.glory.ui import players
    from game.ui import text_fit
    from game.ui.kit import rows

    app, table, others = after_a_patrol(4)
    try:
        news = {seat: " ".join(table.recent_lines.get(seat, [])[-2:]) for seat in others}
        assert any(news.values())
        surface = pygame.Surface(app.surface.get_size())
        for seat, rect in zip(others, rows(table.lay.others, [1.0] * len(others), gap=6)):
            table.spots.begin()
            with text_fit.recording() as got:
                players.draw_other(table, surface, rect, seat)
            table.spots.end()
            note = P.header(table.panel_view.players[seat])[0]
            assert note in {r.text for r in got} and news[seat] not in {r.text for r in got}
            if news[seat]:
                assert news[seat] in table.spots.find(("panel", seat)).tip
            kinds = ("support", "relic", "prestige")
            tiles = [s for s in table.spots._drawing if s.key and s.key[0] in kinds and s.key[1] == seat]
            for spot in tiles:
                assert rect.contains(spot.rect), (seat, spot.key, spot.rect, rect)
    finally:
        app.shutdown()
