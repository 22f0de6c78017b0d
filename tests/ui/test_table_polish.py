"""Polish every table shares, driven through real scenes: a tooltip never covers the other buttons
of a chooser (its Cancel), the buttons of one bar share one font size, the results and the review
call the player "You", and the results' breakdown shows long lists on two lines with the full text
in a tooltip."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.tournament import content as C
from game.games.tournament.state import PLAY
from game.ui.scenes import persist
from tests.tournament.test_table import play_on
from tests.ui_driver import FRAME, click, hover_tip, move, settle


def tournament_table(app: App, seed: int, players: int = 3):
    seats = (SeatConfig("human", "", ""),) + tuple(SeatConfig("bot", "random") for _ in range(players - 1))
    session = Session(get("tournament"), Options(players, "standard", seats, (("first_player", 0),)), seed)
    persist.open_table(app, session)
    app.step(dt=FRAME)
    return app.top


def contest_chooser(app: App):
    """A Tournament table whose bar's Contest chooser is open (three or more buttons with Cancel)."""
    for seed in range(40):
        table = tournament_table(app, seed)

        def ready(st, viewer=table.viewer) -> bool:
            mine = st.hands[viewer]
            return st.phase == PLAY and st.turns >= st.players and sum(C.KIND[c] == C.CONTEST for c in mine) >= 2

        if not play_on(app, table, ready) or sum(a[0] == "contest" for a in table.legal) < 2:
            continue
        click(app, table.bar.buttons("contest")[0].rect.center)
        chooser = table.bar.chooser_buttons()
        if len(chooser) >= 3:
            return table, chooser
    pytest.skip("no deal with two callable contests")


def test_a_choice_tooltip_never_covers_the_other_choices_nor_cancel(app):
    table, chooser = contest_chooser(app)
    for i, button in enumerate(chooser[:-1]):
        tip = hover_tip(app, button)
        assert tip is not None, "the forecast tooltip never showed"
        others = [b.rect for k, b in enumerate(chooser) if k != i]
        assert not any(tip.rect.colliderect(r) for r in others), (i, tip.rect, others)
        assert app.surface.get_rect().contains(tip.rect)
        assert chooser[-1].text == "Cancel"


def demo_table(app: App, name: str = ""):
    seats = (SeatConfig("human", "", name), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("demo"), Options(2, "standard", seats), 3))
    app.step(dt=FRAME)
    return app.top


def test_the_buttons_of_a_bar_share_one_font_size(app, monkeypatch):
    from game.games.demo.ui.table import DemoTable
    from game.ui.kit import Control

    def controls(table) -> list[Control]:
        return [
            Control("draw", "Draw a card from the deck of the realm and keep it hidden", action=("draw",)),
            Control("pass", "Pass", action=("pass",), kind="secondary"),
        ]

    monkeypatch.setattr(DemoTable, "turn_controls", controls)
    table = demo_table(app)
    settle(app)
    (long,), (short,) = table.bar.buttons("draw"), table.bar.buttons("pass")
    assert long.fitted().size < 20  # the long label had to shrink to fit its slot...
    assert short.fitted().size == long.fitted().size  # ...and "Pass" beside it is drawn at that size too
    assert short.font is long.font
    assert len({b.fitted().size for b in table.bar_buttons}) == 1  # the top bar's buttons as well


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_chooser_shows_its_choices_and_cancel_at_one_size(make_app, lang):
    from game import i18n

    app = make_app()
    try:
        app.set_language(lang)
        table, chooser = contest_chooser(app)
        assert len({b.fitted().size for b in chooser}) == 1
        assert len({b.fitted().size for b in table.bar_buttons}) == 1
    finally:
        i18n.set_language("en")


def test_a_hint_names_a_bar_move_as_its_button_does(app, monkeypatch):
    import time

    import pygame

    from game.ui.kit import advice
    from tests.ui_driver import key

    table = demo_table(app)
    for _ in range(40):
        if table.can_act() and ("draw",) in table.legal:
            break
        app.step(dt=FRAME)
    settle(app)
    # the strongest bot's move, with the words its log line would give ("It is Player 1's turn")
    monkeypatch.setattr(advice, "advise", lambda *a, **k: advice.Tip(("draw",), "It is Player 1's turn", "", -1))
    key(app, pygame.K_h)
    deadline = time.monotonic() + 30
    while table.advice.thinking and time.monotonic() < deadline:
        app.step(dt=FRAME)
        time.sleep(0.01)
    assert table.advice.text() == "Hint: " + table.bar.buttons("draw")[0].text + "."  # a sentence


def finished_tournament() -> Session:
    from game.games.tournament.policy import policy_action

    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    session = Session(get("tournament"), Options(2, "standard", seats, (("first_player", 0),)), 3)
    store = session.store
    while session.rules.outcome(store.state) is None:
        st = store.state
        store.apply(st.current, policy_action(st, st.current))
    return session


def test_the_results_call_the_player_you_never_player_1(app):
    from game.ui import text_fit
    from game.ui.scenes.results import ResultsScene

    session = finished_tournament()
    with text_fit.recording() as fits:
        app.push(ResultsScene(app, session))
        app.step(dt=FRAME)
    texts = [f.text for f in fits if f.where == "results"]
    assert "You" in texts  # the standings
    assert any(t.startswith("You win") or "You" in t for t in texts if t != "You")  # headline or the story
    assert not any("Player 1" in t for t in texts), [t for t in texts if "Player 1" in t]


def test_a_long_list_in_the_breakdown_takes_two_lines_and_its_tooltip_has_it_all(app):
    import dataclasses

    from game.ui import text_fit
    from game.ui.scenes.results import ResultsScene

    scene = ResultsScene(app, finished_tournament())
    titles = ["Feared", "Rich", "Pious", "Master of Arms", "Influential"]
    breakdown = tuple({**d, "Titles": titles if s == 0 else ["Rich"]} for s, d in enumerate(scene.outcome.breakdown))
    scene.outcome = dataclasses.replace(scene.outcome, breakdown=breakdown)
    app.push(scene)
    with text_fit.recording() as fits:
        app.step(dt=FRAME)
    full = ", ".join(titles)
    cell = next(f for f in fits if f.text == full)
    assert len(cell.fit.lines) == 2 and cell.fit.size >= 14  # readable, on two lines
    tips = dict((t, r) for r, t in scene.cell_tips)
    assert f"Titles: {full}" in tips
    move(app, tips[f"Titles: {full}"].center, frames=20)
    assert app.top.gui.showing_tip == f"Titles: {full}"


def test_reset_statistics_sits_in_its_own_row_far_from_done_and_asks_first(app):
    from game.ui.scenes.dialog import DialogScene
    from game.ui.scenes.settings import PANEL, SettingsScene

    app.push(SettingsScene(app))
    app.step(dt=FRAME)
    scene = app.top
    reset, done = scene.reset_stats.rect, scene.done.rect
    assert PANEL.contains(reset) and not PANEL.contains(done)  # inside the panel; Done below it
    assert done.top - reset.bottom >= 60 and abs(done.centerx - reset.centerx) >= 100
    assert scene.rows[-1][0] == "Statistics"
    click(app, reset.center)
    assert isinstance(app.top, DialogScene)  # it asks first


def test_in_a_tutorial_rules_work_at_any_step_and_the_useless_buttons_are_not_shown(app):
    from game.ui.scenes.dialog import DialogScene
    from game.ui.scenes.tutorial import open_tutorial

    assert open_tutorial(app, "tournament")
    table = app.top
    settle(app)
    assert set(table.top_buttons) == {"menu", "undo", "rules", "speed"}  # no Log, Hint nor Save while guided
    click(app, table.top_buttons["rules"].rect.center)  # under the coach's gate: it answers
    assert isinstance(app.top, DialogScene)
    app.pop()
    app.step(dt=FRAME)
    table.end_coaching()
    assert {"log", "hint", "save"} <= set(table.top_buttons)  # the free finish: every button again
    click(app, table.top_buttons["log"].rect.center)
    assert not table.log_visible


def test_the_review_writes_its_progress_light_under_the_bar(app, monkeypatch):
    from game.ui import text_fit
    from game.ui.scenes import review

    monkeypatch.setattr(review.ReviewScene, "_work", lambda self: None)  # the estimate never arrives
    scene = review.ReviewScene(app, finished_tournament(), 0)
    app.push(scene)
    with text_fit.recording() as fits:
        app.step(dt=FRAME)
    assert scene.bar.visible and scene.bar.status_text() == ""  # no dark text inside the dark bar
    count = next(f for f in fits if f.text == scene.progress_text())
    assert "0 of " in count.text
    box = pygame.Rect(scene.bar.rect.x, scene.bar.rect.bottom + 10, scene.bar.rect.w, 34)
    lit = [app.surface.get_at((x, box.centery))[:3] for x in range(box.x, box.right)]
    assert any(sum(c) > 3 * 200 for c in lit)  # light letters on the dark green


def test_start_the_game_says_starting_for_a_frame_and_takes_no_second_click(app):
    from game.ui.scenes.setup import SetupScene
    from game.ui.table import TableScene

    app.push(SetupScene(app, get("tournament")))
    app.step(dt=FRAME)
    setup = app.top
    button = setup.start_btn
    app.step(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1),
        ],
        dt=FRAME,
    )
    assert app.top is setup and button.text == "Starting…" and not button.is_enabled  # drawn once so
    click(app, setup.learn_btn.rect.center, frames=1)  # a second click meanwhile is not taken
    app.step(dt=FRAME)
    assert isinstance(app.top, TableScene) and app.top.spec.id == "tournament"


def test_the_openers_tooltip_keeps_off_its_open_chooser(app):
    """While a chooser is open, the tooltip of the slot that opened it (and of its neighbours) goes
    beside the chooser, never over a choice or Cancel (a neighbour the chooser covers, as a long one
    kept off the scoreboard may, shows none)."""
    table, chooser = contest_chooser(app)
    rects = [b.rect for b in chooser]
    for slot in ("contest", "end", "special"):
        for button in table.bar.buttons(slot):
            if not button.alive() or not button.visible or not button.tool_tip_text:
                continue
            corner = (button.rect.right - 6, button.rect.bottom - 6)
            if table.bar.chooser_rect.collidepoint(corner):
                continue
            tip = hover_tip(app, button, corner)
            assert tip is not None, slot
            assert not any(tip.rect.colliderect(r) for r in rects), (slot, tip.rect, rects)
            assert app.surface.get_rect().contains(tip.rect)
