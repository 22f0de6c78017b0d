"""The Joust table on the kit, driven headless by clicks: setup by clicking a knight, combat cards by
clicking (an illegal value does nothing), Fan Support from the bar, the reveal as a moment, what the
others did since your last move, the smoke states, and a whole game played by clicks to the results."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust import content as C
from game.games.joust.state import COMBAT, SETUP
from game.games.joust.ui.cards import card_spec, gallery_specs
from game.games.joust.ui.smoke import advance, smoke_states
from game.games.joust.ui.table import JoustTable
from game.settings import Settings
from game.ui.kit.reveal import Reveal
from game.ui.scenes import persist
from game.ui.scenes.results import ResultsScene
from tests.ui_driver import click, play_by_clicks, settle


def open_table(app: App, variant: str = "standard", players: int = 2, seed: int = 5, bot: str = "easy") -> JoustTable:
    seats = tuple(SeatConfig("human", "", "Ada") if i == 0 else SeatConfig("bot", bot) for i in range(players))
    session = Session(get("joust"), Options(players, variant, seats), seed)
    persist.open_table(app, session)
    table = app.top
    assert isinstance(table, JoustTable)
    return table


def wait_turn(app: App, table: JoustTable, frames: int = 400) -> None:
    for _ in range(frames):
        if table.animating:
            table.skip_animations()
        app.step(dt=0.05)
        if table.can_act() and not table.animating and table.bar.lock <= 0:
            return
        if table.rules.outcome(table.store.state) is not None:
            return
    st = table.store.state
    raise AssertionError(f"the human never got the turn: {st.phase}, {table.rules.actors(st)}, {table.thinking}")


def test_faces_exist_for_every_card():
    specs = gallery_specs()
    assert len(specs) == len(C.KNIGHTS) + 1 + len(C.COURTS) + 5
    assert card_spec("knight", C.MAIDEN, C.CAROUSEL).stats[-1] == ("hearts", "11")
    with pytest.raises(ValueError):
        card_spec("dragon", 1)


def test_setup_by_click_then_combat_cards_by_click(app):
    table = open_table(app)
    wait_turn(app, table)
    assert table.store.state.phase == SETUP
    second = table.store.state.seats[0].knights[1].uid
    click(app, table.click_spot(("knight", second)).rect.center)
    assert (0, ("setup", 1)) in table.store.actions
    advance(table, lambda st: st.phase == COMBAT and 0 in table.rules.actors(st))
    wait_turn(app, table)
    legal = sorted(a[1] for a in table.legal if a[0] == "card")
    clickable = [v for v in C.COMBAT_VALUES if table.click_spot(("hand", v)).on_click is not None]
    assert clickable == legal
    before = len(table.store.history)
    if len(legal) < 5:  # the attacker cannot play above its knight's strength: a click does nothing
        click(app, table.click_spot(("hand", 5)).rect.center)
        assert len(table.store.history) == before
    click(app, table.click_spot(("hand", legal[-1])).rect.center)
    assert table.store.actions[before] == (0, ("card", legal[-1]))


def test_fan_support_is_in_the_bar_never_on_a_knight(app):
    table = open_table(app, variant="tale", seed=3)
    st = table.store.state
    advance(
        table,
        lambda s: any(a[0] == "decree" for a in table.rules.legal_actions(s, 0)) and 0 in table.rules.actors(s),
        3000,
    )
    if not any(a[0] == "decree" for a in table.rules.legal_actions(table.store.state, 0)):
        pytest.skip("no Fan Support arose in this seed")
    wait_turn(app, table)
    [fan] = [c for c in table.controls() if c.slot == "fan"]
    assert {o.action for o in fan.choices} == {a for a in table.legal if a[0] == "decree"}
    knights = [s.rect for s in table.spots.shown if isinstance(s.key, tuple) and s.key[0] == "knight"]
    buttons = table.bar.buttons("fan")
    assert buttons and not any(b.rect.colliderect(k) for b in buttons for k in knights)
    del st


def test_the_reveal_is_a_moment_on_the_timeline(app):
    table = open_table(app, players=3)
    advance(table, lambda st: st.phase == COMBAT and 0 not in table.rules.actors(st))
    st = table.store.state
    assert st.phase == COMBAT
    events = []
    for seat in sorted(table.rules.actors(st)):
        events += table.store.apply(seat, table.rules.legal_actions(table.store.state, seat)[0])
    table.on_events([e.for_seat(0) for e in events])
    assert table.animating
    reveals = [a for group in table.timeline.queue for a in group if isinstance(a, Reveal)]
    assert len(reveals) == 1 and len(reveals[0].faces) == 2
    table.draw(pygame.Surface((1600, 900)))
    click(app, (800, 450))  # a click skips it
    assert not table.timeline.busy


def test_what_the_others_did_is_told_in_their_panel(app):
    table = open_table(app)
    advance(table, lambda st: st.turn >= 4 and 0 in table.rules.actors(st) and st.active == 0)
    changed, lines = table.recent()
    assert lines.get(1), "the rival's moves since yours are listed"
    assert all("You" not in line.split(" ")[0:1] or line.startswith("You") for line in lines[1])
    table.draw(pygame.Surface((1600, 900)))
    assert table.click_spot(("said", 1)) is not None


def test_smoke_states_draw_every_mode(app):
    table = open_table(app, players=3)
    for name, prepare in smoke_states(table):
        prepare()
        app.step(dt=0.01)
        if name == "joust-reveal":
            assert table.timeline.busy
        table.draw(pygame.Surface((1600, 900)))
    assert table.store.state.variant == C.CAROUSEL and table.store.state.players == 3


def test_rules_summary_follows_the_mode(app):
    table = open_table(app, variant="tale")
    text = table.rules_summary()
    assert "trophies" in text and "12 fans" not in text


@pytest.mark.parametrize("variant,players,seed", [("standard", 2, 11), ("tale", 2, 4)])
def test_a_whole_game_is_playable_by_clicks(tourney_home, variant, players, seed):
    """Every move of the human comes from a click on what the table shows, to the results."""
    app = App(headless=True, settings=Settings(sound=False, animation_speed=8.0))
    try:
        table = open_table(app, variant, players, seed, bot="random")
        clicks = play_by_clicks(app, table, Rng.from_seed(seed))
        assert isinstance(app.top, ResultsScene), "the game did not reach the results screen"
        human = sum(1 for step in app.top.session.store.history if step.seat == 0)
        assert clicks == human > 5
    finally:
        app.shutdown()


def test_every_move_is_reachable_without_scrolling(app):
    table = open_table(app, variant="tale", players=3)
    settle(app)
    for _ in range(40):
        if table.rules.outcome(table.store.state) is not None:
            break
        wait_turn(app, table)
        if not table.can_act():
            break
        offered = {c.action for c in table.controls() if c.action is not None}
        offered |= {o.action for c in table.controls() for o in c.choices}
        for s in table.spots.shown:
            if s.on_click is not None:
                offered.add(("spot", s.key))
        legal = table.legal
        spots = {k for _s, k in (x for x in offered if x[0] == "spot")}
        for a in legal:
            by_knight = a[0] in ("setup", "target", "joust", "attack")
            by_card = a[0] == "card"
            assert a in offered or by_knight or (by_card and ("hand", a[1]) in spots), a
        table.submit(legal[-1])


def test_royal_banquet_offers_to_stop_at_one_knight_by_clicks(app):
    """ "Up to two of your knights": after the first knight the bar offers "Only this one", and its
    click heals that knight alone (the second is never added without asking)."""
    table = open_table(app, seed=4)
    two = lambda st: st.phase == "draw" and st.active == 0 and len(st.seats[0].knights) >= 2  # noqa: E731
    advance(table, two, 3000)
    st = table.store.state
    assert two(st), "no turn of ours with two knights in this seed"
    banquet = next(i for i, c in enumerate(C.COURTS) if c.name == "Royal Banquet")
    for pile in (st.court_deck, st.court_discard):  # the banquet on top of the court deck
        if banquet in pile:
            pile.remove(banquet)
    st.court_deck.append(banquet)
    wait_turn(app, table)
    [draw] = table.bar.buttons("main")
    click(app, draw.rect.center)
    wait_turn(app, table)
    first = table.store.state.seats[0].knights[0]
    assert ("target", -1) not in table.legal
    click(app, table.click_spot(("knight", first.uid)).rect.center)
    wait_turn(app, table)
    assert ("target", -1) in table.legal
    [stop] = table.bar.buttons("main")
    assert stop.text == "Only this one"
    before = len(table.store.history)
    click(app, stop.rect.center)
    assert table.store.actions[before] == (0, ("target", -1))
    kinds_ = [e.kind for e in table.store.history[before].events]
    assert "court_skipped" in kinds_ and [
        e.data["uid"] for e in table.store.history[before].events if e.kind == "heal"
    ] == [first.uid]


def test_a_bot_thinking_reads_with_one_ellipsis_in_both_languages(app):
    from game.games.joust.ui.smoke import advance
    from game.i18n import set_language

    table = open_table(app)
    advance(table, lambda st: table.rules.actors(st) == {1}, limit=500)
    assert table.rules.actors(table.store.state) == {1}
    table.thinking = 1  # the bot's search under way
    try:
        for lang, words in (("en", "is thinking…"), ("it", "sta pensando…")):
            set_language(lang)
            status = table.current_status()
            assert status.endswith(words) and ".." not in status, status
    finally:
        set_language("en")
        table.thinking = None
