"""The duel stage's moments as a player meets them: their own duel's end waits for their click at any
speed; a click or Space in the first moments of their own
result does not take it away (and one before it goes on to it, not past it), a duel between
two other seats keeps each on the same side whatever the engine's order, dice picked for a reroll are
outlined on their owner's side only, the order's reason never names an attack while dice are in the
air, and a star face on the stage says what it counts."""

from __future__ import annotations

import pygame

from game.games.glory import duel as D
from game.games.glory.duel_dice import STAR
from game.games.glory.duel_display import DuelPicture, SidePicture
from game.games.glory.ui import duel_draw
from game.i18n import _ as tr
from game.ui.kit import Pause
from game.ui.kit.held import GUARD
from game.ui.kit.held import Held as OwnResult
from tests.glory.duel_host import open_host, play_to_duel, session
from tests.glory.test_duel_stage import fighting
from tests.ui_driver import click, key, press, settle

FRAME = 0.05
PAS = (3, (), lambda st: st.duel.reason == "tournament" and not st.duel.b.startswith("p:"))


def _glory_table(seed, extra, want, speed: float):
    """The real Glory table opened on a game played to the viewer's duel."""
    from game.app import App
    from game.settings import Settings
    from game.ui.scenes import persist

    sess = session(seed=seed, extra=extra)
    assert play_to_duel(sess, want, seed=seed, limit=4000)
    app = App(headless=True, settings=Settings(sound=False, animation_speed=speed))
    persist.open_table(app, sess)
    settle(app)
    return app, app.top


def _own_result_at_head(table) -> OwnResult | None:
    queue = table.timeline.queue
    return next((a for a in queue[0] if isinstance(a, OwnResult)), None) if queue else None


def _to_own_result(app, table) -> OwnResult:
    """The viewer plays the quickest move until one of their results is on screen."""
    for _ in range(2000):
        assert fighting(table) or table.timeline.busy, "the duel ended without a result held"
        held = _own_result_at_head(table)
        if held is not None:
            return held
        if table.can_act() and table.bar.lock <= 0 and table.bar.controls and not table.bar.hidden:
            slot = table.stage.pass_slot if table.stage.pass_slot in table.bar.controls else "main"
            press(app, table.bar.buttons(slot)[0])
            continue
        app.step(dt=FRAME)
    raise AssertionError("no result of the viewer's own was held")


def test_a_click_or_space_in_the_first_moments_of_your_result_leaves_it_on_screen(tourney_home):
    app, table = _glory_table(*PAS, speed=4.0)
    try:
        held = _to_own_result(app, table)
        click(app, (5, 5), frames=1)  # at once, as with a double click on the move that decided it
        key(app, pygame.K_SPACE)
        assert _own_result_at_head(table) is held  # still on screen
        for _ in range(int(GUARD / FRAME) + 2):
            app.step(dt=FRAME)
        assert _own_result_at_head(table) is held  # held in real time, even at 4x
        key(app, pygame.K_SPACE)  # after the first moments, Space goes on
        assert _own_result_at_head(table) is not held
    finally:
        app.shutdown()


def test_a_click_before_your_result_goes_on_to_it_not_past_it(tourney_home):
    app, table = _glory_table(*PAS, speed=1.0)
    try:
        held = _to_own_result(app, table)
        table.timeline.queue.insert(0, [Pause(5.0)])  # something still to show before it (dice tumbling)
        click(app, (5, 5), frames=1)  # the player clicks to skip it
        assert _own_result_at_head(table) is held
        assert held.t - held.delay < GUARD  # its whole time is still to come
    finally:
        app.shutdown()


def _side(kind: str, seat: int | None, name: str, dice=()) -> SidePicture:
    return SidePicture(kind, seat, name, dice=list(dice))


def _host():
    return open_host(session(seed=3))


def test_a_duel_between_two_other_seats_keeps_each_on_the_same_side():
    app, table = _host()
    try:
        stage = table.duel_stage
        for sides in (
            [_side(D.PLAYER, 1, "Bot 1"), _side(D.PLAYER, 2, "Bot 2")],
            [_side(D.PLAYER, 2, "Bot 2"), _side(D.PLAYER, 1, "Bot 1")],  # the engine's order the other way
        ):
            stage.staging.shown = DuelPicture(sides, "tournament")
            first = next(i for i, c in enumerate(sides) if c.seat == 1)
            assert stage.side_parts(first)["panel"].right <= stage.side_parts(1 - first)["panel"].left
        for sides in ([_side(D.KNIGHT, None, "Gawain"), _side(D.PLAYER, 2, "Bot 2")],):
            stage.staging.shown = DuelPicture(sides, "tournament")  # a player before a knight
            assert stage.side_parts(1)["panel"].right <= stage.side_parts(0)["panel"].left
    finally:
        app.shutdown()


def _record(monkeypatch, frame, name: str) -> list:
    seen: list = []
    monkeypatch.setattr(frame, name, lambda *args, **kw: seen.append(args))
    return seen


def test_dice_picked_for_a_reroll_are_outlined_on_their_owners_side_only(monkeypatch):
    app, table = _host()
    try:
        stage, surface = table.duel_stage, pygame.Surface((1600, 900))
        dice = [(0, 2, 3), (1, 1, 1)]
        pic = DuelPicture([_side(D.PLAYER, 0, "You", dice), _side(D.PLAYER, 1, "Bot 1", dice)], "tournament")
        stage.staging.shown, stage.selected, pic.rolled = pic, [0], True
        drawn = _record(monkeypatch, stage.frame, "draw_dice")
        for side in (0, 1):
            duel_draw.dice(stage, surface, pic, side, pygame.Rect(0, 0, 300, 200), set())
        mine, theirs = drawn[0][2], drawn[1][2]
        assert [d.selected for d in mine] == [True, False]
        assert not any(d.selected for d in theirs)
    finally:
        app.shutdown()


def test_the_foot_names_no_attack_while_dice_are_in_the_air_and_explains_a_star(monkeypatch):
    app, table = _host()
    try:
        stage, surface = table.duel_stage, pygame.Surface((1600, 900))
        you = _side(D.PLAYER, 0, "You", [(0, 2, 3), (1, STAR, 0)])
        pic = DuelPicture([you, _side(D.PLAYER, 1, "Bot 1", [(0, 0, 1)])], "tournament", step=D.FAITH)
        pic.rolled, pic.order, pic.step_order, pic.step_attack = True, [1, 0], [1, 0], (3, 1)
        stage.staging.shown = pic
        lines = _record(monkeypatch, stage.frame, "draw_foot")
        duel_draw.foot(stage, surface, pic, "", air=set())
        duel_draw.foot(stage, surface, pic, "", air={(1, 0)})
        (_s, _r, settled), (_s2, _r2, rolling) = lines
        assert "(1 to 3)" in settled and "(1 to 3)" not in rolling
        assert "1 on red, 0 on black or white" in settled  # a star shows: what it counts is said
        assert "star" not in rolling  # not before the dice have landed
        you.dice = [(0, 2, 3)]
        duel_draw.foot(stage, surface, pic, "", air=set())
        assert "star" not in lines[-1][2]
    finally:
        app.shutdown()


def test_enter_makes_the_duels_end_move_as_in_every_other_step(tourney_home):
    app, table = _glory_table(*PAS, speed=1.0)
    try:
        for _ in range(400):
            slot = table.stage.pass_slot
            if table.can_act() and table.bar.lock <= 0 and slot in table.bar.controls and not table.bar.hidden:
                break
            app.step(dt=FRAME)
        end, before = table.bar.controls[table.stage.pass_slot], len(table.store.history)
        assert end.key == pygame.K_RETURN
        key(app, pygame.K_RETURN, frames=2)
        assert len(table.store.history) == before + 1 and table.store.history[-1].action == end.action
    finally:
        app.shutdown()


def test_the_end_of_your_own_duel_waits_for_a_click_even_at_2x(tourney_home):
    app, table = _glory_table(*PAS, speed=2.0)
    try:
        for _ in range(20):  # the viewer's results one by one, up to the duel's end
            held = _to_own_result(app, table)
            if table.stage.moment() == "end":
                break
            while _own_result_at_head(table) is held:
                app.step(dt=FRAME)
        assert table.stage.moment() == "end"
        for _ in range(int(20 / FRAME)):  # twenty real seconds without a click
            app.step(dt=FRAME)
        assert _own_result_at_head(table) is held  # the duel's result is still there, to be read
        assert table.current_status() == tr("Click to continue")
        assert not table.waiting_for_replay() or table.replay_words() == tr("Click to continue")
        assert not table.bar.controls or table.bar.hidden or not table.can_act()
        click(app, (5, 5), frames=2)  # the player's click goes on
        assert _own_result_at_head(table) is not held
    finally:
        app.shutdown()


def test_a_decided_duel_says_so_over_the_score_not_clash_n_of_3(tourney_home):
    from game.i18n import pgettext
    from game.ui import text_fit

    app, table = _glory_table(*PAS, speed=4.0)
    try:
        for _ in range(20):
            held = _to_own_result(app, table)
            stage = table.stage
            with text_fit.recording() as got:
                stage.draw(pygame.Surface(app.surface.get_size()), pygame.Rect(table.lay.stage))
            texts = {r.text for r in got}
            over = pgettext("duel step", "Duel over")
            if stage.moment() == "end":
                assert over in texts and not any(t.startswith(tr("Clash {n} of 3").split("{")[0]) for t in texts)
                break
            assert over not in texts  # a clash's result: the duel goes on
            while _own_result_at_head(table) is held:
                app.step(dt=FRAME)
        assert table.stage.moment() == "end"
    finally:
        app.shutdown()
