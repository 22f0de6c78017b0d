"""The duel stage driven headless by clicks, hosted the way Glory's table hosts it: whole duels
(against a knight, a Challenge card, another player) played through the bar and the dice alone;
a button never turns into another move under the cursor; results hold the table and then the next
step's moves appear; a knight shows its printed attack before the roll and a Polish noble's white die
sits on its own side; words fit in English and Italian."""

from __future__ import annotations

import random

import pytest

from game import i18n
from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory.duel_display import fighter
from game.ui import text_fit
from game.ui.kit.action_bar import REVEAL_SECONDS
from tests.glory.duel_host import open_host, play_to_duel, session
from tests.ui_driver import click, press, settle

SCENES = {
    "knight": (3, (), lambda st: st.duel.reason == "tournament" and not st.duel.b.startswith("p:")),
    "challenge": (1, (), lambda st: st.duel.reason == "challenge"),
    "pvp": (1, (("t1", "plaisance"),), lambda st: st.duel.a.startswith("p:") and st.duel.b.startswith("p:")),
    "polish": (
        3,
        (),
        lambda st: st.duel.b[2:] in C.KNIGHTS and C.KNIGHTS[st.duel.b[2:]].type == "polish" and st.duel.state.rolled,
    ),
}


def scene(name: str, lang: str = "en", humans: int = 1):
    seed, extra, want = SCENES[name]
    sess = session(seed=seed, humans=humans, extra=extra)
    assert play_to_duel(sess, want, seed=seed, limit=4000), name
    app, table = open_host(sess, lang)
    settle(app)
    return app, table, sess


def fighting(table) -> bool:
    """The viewer is in the duel being fought."""
    ctx = table.store.state.duel
    return ctx is not None and f"p:{table.viewer}" in (ctx.a, ctx.b)


def wait_for_turn(app, table, frames: int = 400, seen: set | None = None, shown: bool = True) -> bool:
    """Step until the viewer may act with the bar unlocked (False once their duel is over); ``seen``
    collects the moments shown meanwhile; ``shown``: and no move waits unshown under the mouse."""
    for _ in range(frames):
        if seen is not None:
            seen.add(table.duel_stage.moment())
        if not fighting(table):
            return False
        if table.can_act() and table.bar.lock <= 0 and table.bar.controls and not (shown and table.bar.hidden):
            return True
        app.step(dt=0.05)
    raise AssertionError("the viewer never got a duel move")


def kind_of(control) -> str:
    if control.on_click is not None and control.action is None:
        return "pass"  # "Pass the clash": this step's pass, and the clash's later ones
    action = control.action if control.action is not None else (control.choices[0].action if control.choices else None)
    return "pick" if action is None else ("pass" if action == D.PASS else action[0])


def play_by_clicks(app, table, rng: random.Random, seen: set | None = None) -> int:
    """Play the viewer's side of the duel by clicks on the bar and the dice; returns the moves made."""
    moves, last = 0, None  # last: (where the player clicked, the kind of move that was there)
    while wait_for_turn(app, table, seen=seen, shown=False):
        if last is not None:  # whatever is now under the last click is the same kind of move, or nothing
            shown = [s for s in table.bar.controls if s not in table.bar.hidden]
            under = [s for s in shown if table.bar.slots[s].collidepoint(last[0])]
            assert all(kind_of(table.bar.controls[s]) in (last[1], "pick") for s in under), (last, under)
        settle(app, REVEAL_SECONDS if table.bar.hidden else 0.0)  # a move waiting there shows after a moment
        before = len(table.store.history)
        slot = rng.choice(sorted(table.bar.controls))
        control = table.bar.controls[slot]
        if kind_of(control) == "pick":  # a reroll: click some of your dice, then the bar's button
            side = table.duel_stage.my_side()
            dice = [s for s in table.spots.shown if isinstance(s.key, tuple) and s.key[:1] == (side,) and s.on_click]
            for spot in rng.sample(dice, min(len(dice), rng.randint(1, 2))):
                click(app, spot.rect.center)
            settle(app)
            control = table.bar.controls[slot]
            assert control.enabled and control.action[0] in ("faith", "relic")
        while table.bar.slot_held(slot):  # pressed a moment ago: a double click's second click is ignored
            app.step(dt=0.05)
        press(app, rng.choice(table.bar.buttons(slot)), frames=1)  # a move, or a chooser opens
        if table.bar.chooser_for == slot:
            app.step(dt=0.05)
            moves_on_offer = [b for b in table.bar.chooser_buttons()[:-1] if b.is_enabled]  # not Cancel, not greyed
            press(app, rng.choice(moves_on_offer), frames=1)
        last = (table.bar.slots[slot].center, kind_of(control))
        app.step(dt=0.05)
        played = table.store.history[before:]
        assert played and played[0].seat == table.viewer, f"the click on {control.label!r} played no move"
        moves += 1
    return moves


@pytest.mark.parametrize("name", ["knight", "challenge", "pvp"])
def test_a_whole_duel_is_played_by_clicks(name):
    app, table, sess = scene(name)
    try:
        seen: set[str] = set()
        start = len(table.store.history)
        moves = play_by_clicks(app, table, random.Random(9), seen)
        made = sum(1 for step in table.store.history[start:] if step.seat == table.viewer)
        assert moves >= 2 and made >= 3 and not fighting(table)  # "Pass the clash" plays several from one click
        for _ in range(300):  # the end of the duel holds the table, then the next duel or none
            seen.add(table.duel_stage.moment())
            picture = table.duel_stage.picture()
            if picture is None or f"p:{table.viewer}" not in picture.entrants:
                break
            app.step(dt=0.05)
        assert "end" in seen
    finally:
        app.shutdown()


def test_the_clash_result_holds_the_table_before_the_next_step():
    app, table, _sess = scene("knight")
    try:
        stage = table.duel_stage
        while stage.live() is not None and stage.live().clash == 1:
            assert wait_for_turn(app, table)
            press(
                app,
                table.bar.buttons(table.duel_stage.pass_slot)[0]
                if table.duel_stage.pass_slot in table.bar.controls
                else table.bar.buttons("main")[0],
            )
            app.step(dt=0.05)
        for _ in range(100):
            if stage.moment() == "clash":
                break
            assert not table.bar.controls  # the events of clash 1 play: no move of clash 2 yet
            app.step(dt=0.05)
        assert stage.moment() == "clash" and stage.picture().clash == 1  # clash 1 on screen, state at 2
        assert not table.bar.controls  # no move of clash 2 yet
        record = stage.picture().result
        assert sum(p.value for p in stage.picture().parts(record.winner)) == record.attack[record.winner]
        for _ in range(200):
            app.step(dt=0.05)
            if table.bar.controls:
                break
            assert stage.moment() == "clash" or stage.playing()  # nothing offered before that ends
        assert stage.picture().clash == 2 and table.bar.lock > 0  # clash 2's moves, locked a moment
    finally:
        app.shutdown()


def test_a_knight_shows_its_attack_and_a_polish_die_lies_on_its_own_side():
    app, table, sess = scene("polish")
    try:
        knight, stage = 1, table.duel_stage
        printed = C.KNIGHTS[sess.store.state.duel.b[2:]].attack
        die = table.click_spot((knight, 0))  # the white die, on the knight's side (not in the player's rows)
        assert die is not None and stage.side_parts(knight)["panel"].contains(die.rect)
        assert not stage.side_parts(knight)["panel"].colliderect(table.click_spot((0, 0)).rect)
        white = sess.store.state.duel.state.knight_die[knight]
        assert table.click_spot(("duel-attack", knight)).tip.startswith(f"Attack {printed + (0, 1, 1, 2, 3, 0)[white]}")
        while fighting(table) and table.store.state.duel.state.clash == 1:  # on to the next clash
            assert wait_for_turn(app, table) or not fighting(table)
            if fighting(table):
                press(
                    app,
                    table.bar.buttons(table.duel_stage.pass_slot)[0]
                    if table.duel_stage.pass_slot in table.bar.controls
                    else table.bar.buttons("main")[0],
                )
        if fighting(table):  # a new clash, before the roll: the knight is at its printed attack, not 0
            table.skip_animations()
            app.step(dt=0.05)
            assert not table.store.state.duel.state.rolled
            assert table.click_spot(("duel-attack", knight)).tip.startswith(f"Attack {printed}")
            assert table.click_spot(("duel-attack", 0)).tip.startswith("Not rolled yet")
    finally:
        app.shutdown()


def test_strength_put_on_the_duel_board_leaves_the_supply():
    app, table, sess = scene("knight")
    try:
        while wait_for_turn(app, table) and "main" not in table.bar.controls:
            press(app, table.bar.buttons(table.duel_stage.pass_slot)[0], frames=1)
            app.step(dt=0.05)
        seat = table.viewer
        before = fighter(table.view, seat).strength
        press(app, table.bar.buttons("main")[0], frames=1)  # Add Strength … opens its chooser
        plus_one = next(b for b in table.bar.chooser_buttons() if b.text.startswith("+1"))
        press(app, plus_one, frames=1)
        app.step(dt=0.05)
        table.skip_animations()
        app.step(dt=0.05)
        side = table.duel_stage.my_side()
        assert fighter(table.view, seat).strength == before - 1
        assert sess.store.state.players[seat].strength == before  # the player's own count moves at the end
        assert table.duel_stage.picture().sides[side].strength >= 1
        assert "Strength token" in table.click_spot(("duel-board", side)).tip
    finally:
        app.shutdown()


def test_between_players_the_stage_says_who_acts_first_and_why():
    from game.games.glory import duel_captions

    app, table, _sess = scene("pvp")
    try:
        stage = table.duel_stage

        def line() -> str:  # the foot line the stage draws under the duel
            return duel_captions.step_line(stage.picture(), stage.names(), stage.my_side())

        for _ in range(6):  # past the supports offered before the first clash, to the clash itself
            if "Order:" in line() or not wait_for_turn(app, table):
                break
            press(
                app,
                table.bar.buttons(table.duel_stage.pass_slot)[0]
                if table.duel_stage.pass_slot in table.bar.controls
                else table.bar.buttons("main")[0],
            )
            app.step(dt=0.05)
        text = line()
        assert "Order:" in text and ("behind" in text or "prestige" in text or "initiative" in text), text
    finally:
        app.shutdown()


def text_fit_lines(app, table) -> list[str]:
    with text_fit.recording() as records:
        app.step(dt=0.05)
    return [r.text for r in records]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_duel_text_fits(lang):
    bad = []
    try:
        for name in SCENES:
            app, table, _sess = scene(name, lang)
            with text_fit.recording() as records:
                for _ in range(3):
                    app.step(dt=0.05)
                for _ in range(40):  # on to a clash result and its ribbon
                    if table.duel_stage.moment() or not wait_for_turn(app, table):
                        break
                    press(
                        app,
                        table.bar.buttons(table.duel_stage.pass_slot)[0]
                        if table.duel_stage.pass_slot in table.bar.controls
                        else table.bar.buttons("main")[0],
                    )
                    app.step(dt=0.05)
                for _ in range(3):
                    app.step(dt=0.05)
            bad += [f"{name}: {r.text!r} in {r.box}" for r in records if r.failed]
            app.shutdown()
    finally:
        i18n.set_language("en")
    assert not bad, "\n".join(bad)
