"""The Joust table's results, driven through the real scene: the viewer's own combat result stays on
the table (its box outlined) before play goes on, for a time that follows the animation speed, and a
click goes on at once; a strike that knocks a knight out with damage to spare says the excess is lost,
with the same numbers in the log, the combat's breakdown, the reveal's line and the knock-out's panel."""

from __future__ import annotations

import pytest

from game.games.joust.describe import describe
from game.games.joust.state import COMBAT
from game.games.joust.ui import damage
from game.games.joust.ui.smoke import to_knockout
from game.ui.kit.held import Held
from game.ui.kit.reveal import Reveal
from tests.joust.test_table_moments import _defend_a_strike, _open
from tests.ui_driver import FRAME, click, waiting_announcement


def _play_my_card(app, seed: int, speed: float):
    table = _defend_a_strike(app, seed=seed)
    app.settings.animation_speed = speed
    card = next(a for a in table.legal if a[0] == "card" and a[1] != 1)
    click(app, table.click_spot(("hand", card[1])).rect.center)
    events = table.store.history[-1].events
    assert any(e.kind == "reveal" for e in events)
    assert not any(e.kind in ("knockout", "game_over") for e in events), "pick a seed without a knock-out"
    return table


def _seconds_until_held(app, table) -> float:
    """Frames played until the reveal and the landing have gone and the held result is on screen."""
    t = 0.0
    for _ in range(2000):
        if table.timeline.queue and any(isinstance(a, Held) for a in table.timeline.queue[0]):
            return t
        assert table.timeline.busy, "the result was never held"
        app.step(dt=FRAME)
        t += FRAME
    raise AssertionError("no held result")


def _held_seconds(app, table) -> float:
    t = 0.0
    while table.timeline.queue and any(isinstance(a, Held) for a in table.timeline.queue[0]):
        app.step(dt=FRAME)
        t += FRAME
        assert t < 30
    return t


def test_your_own_combat_result_is_held_on_the_table_at_the_animation_speed(app):
    slow = _play_my_card(app, seed=5, speed=1.0)
    _seconds_until_held(app, slow)
    assert slow.view.phase != COMBAT or slow.view.turn > slow.board.last_turn  # the combat is over
    assert slow.board.last_att > 0  # and the table still shows its result
    at_1x = _held_seconds(app, slow)
    fast = _play_my_card(app, seed=5, speed=2.0)
    _seconds_until_held(app, fast)
    at_2x = _held_seconds(app, fast)
    assert at_1x >= 2.5 and at_2x < at_1x * 0.6  # it follows the speed
    fastest = _play_my_card(app, seed=5, speed=8.0)
    _seconds_until_held(app, fastest)
    assert _held_seconds(app, fastest) >= 1.4  # yet stays long enough to be read


def test_a_click_goes_on_from_your_held_result(app):
    table = _play_my_card(app, seed=5, speed=1.0)
    _seconds_until_held(app, table)
    for _ in range(40):  # past the guard against a double click
        app.step(dt=FRAME)
    click(app, (700, 600))
    assert not (table.timeline.queue and any(isinstance(a, Held) for a in table.timeline.queue[0]))


def _overkill(app):
    """A 3-player table where a rival's strike knocks a knight out with damage to spare."""
    for seed in range(1, 60):
        table = _open(app, seed=5, players=3)
        if not to_knockout(table, seed):
            continue
        events = table.store.history[-1].events
        ko = next(e for e in events if e.kind == "knockout")
        hit = next(
            (e for e in events if e.kind == "damage" and e.data["uid"] == ko.data["uid"] and e.data["combat"]), None
        )
        if hit is not None and hit.data["excess"] > 0:
            return table, hit
    raise AssertionError("no knock-out with damage to spare")


def test_a_knock_out_strike_says_the_health_it_had_left_with_the_logs_numbers(app):
    table, hit = _overkill(app)
    n, lost = hit.data["amount"], hit.data["excess"]
    line = describe(hit, table.viewer, table.player_name)
    assert f"takes {n + lost} damage, with only {n} health left" in line, line
    reveal = next(a for group in table.timeline.queue for a in group if isinstance(a, Reveal))
    assert f": {n + lost} damage, with only {n} health left" in reveal.detail, reveal.detail
    strike = table.strike
    assert strike is not None and strike.lost == lost and strike.total == n  # the breakdown's "= n"
    assert strike.strike == n + lost
    assert f"−{lost}: lost" in damage.explain(strike) and f"= {n} combat damage" in damage.explain(strike)
    for _ in range(600):
        app.step(dt=FRAME)
        if waiting_announcement(table):
            break
    shown = table.timeline.announcement
    assert shown is not None and "Knocked out" in shown.subtitle
    points = "point" if n == 1 else "points"
    assert f"It had {n} {points} of health left; {lost} more damage was lost." in shown.body, shown.body


def test_fan_support_choices_say_what_each_gives(app):
    from game.games.joust.state import END
    from game.games.joust.ui.smoke import advance, use_session

    table = _open(app)
    use_session(table, "tale", 2)
    rules = table.rules
    advance(table, lambda st: st.phase == END and any(a[0] == "decree" for a in rules.legal_actions(st, 0)), 900)
    assert table.view.phase == END and table.view.active == 0
    fan = next(c for c in table.controls() if c.slot == "fan")
    assert fan.choices
    for option in fan.choices:
        k = table.view.knight(option.action[1])
        left = 7 - k.damage - 1
        want = f"{left} health left" if left > 0 else "knocked out (+1 trophy, +3 fans)"
        assert option.label.endswith(want) and ": 1 damage, " in option.label, option.label


def test_a_fan_gain_floats_beside_the_score_never_over_it(app):
    from game.games.joust.ui.table import SCORE_W
    from game.ui import text_fit

    table = _open(app, players=3)
    table.draw(app.surface)
    for seat in range(3):
        w = min(SCORE_W, text_fit.text_width(table._score(seat)[0], "title", 22) + 12)
        right = table.where(("seat", seat)).right  # the panel's body: its header's score ends near it
        rise = table.where(("score", seat))
        float_right = rise.centerx + max(rise.w, 160) // 2  # FloatText's box is at least 160 wide
        assert float_right <= right - w - 10 + 12, (seat, float_right, right - w)


def test_the_results_say_the_scores_unit_and_count_whole_trophies(app):
    """The final standings say "2 trophies" (A Knight's Tale) or "12 fans" (Standard), not a bare number,
    and the chart of whole trophies has whole-number ticks (no 0.5)."""
    from game.core.registry import get
    from game.core.rules import Options, SeatConfig
    from game.core.session import Session
    from game.i18n import set_language
    from game.ui.scenes.results import ResultsScene
    from game.ui.widgets.chart import y_scale
    from tests import ui_driver

    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "easy"))
    for variant, unit in (("tale", "trophies"), ("standard", "fans")):
        session = Session(get("joust"), Options(2, variant, seats), 3)
        ui_driver.random_game(session, 3)
        winner = session.store.state.winner
        assert winner >= 0
        scene = ResultsScene(app, session)
        app.push(scene)
        app.step(dt=FRAME)
        best = session.rules.scores(session.store.state)[winner]
        assert scene.score_text(best) == f"{round(best)} {unit}"
        if variant == "tale":
            assert scene.score_text(1.0) == "1 trophy"
            set_language("it")
            try:
                assert scene.score_text(2.0) == "2 trofei"
            finally:
                set_language("en")
        history = [v for row in session.store.score_history for v in row]
        lo, hi, step = y_scale([float(v) for v in history])
        assert step.is_integer() and hi >= max(history), (lo, hi, step)
        if variant == "tale":
            assert (step, hi) == (1.0, max(history)), (lo, hi, step)
        app.pop()


def test_the_results_story_goes_on_in_lower_case_after_each_turn_in_italian(app):
    """The results' "How it was won" lines ("Com’è stata vinta") read alike: after "Turno N:" your own
    lines go on in lower case ("metti fuori combattimento…", "vinci con 13 fan"), a name keeps its capital."""
    from game import i18n
    from game.core.registry import get
    from game.core.rules import Options, SeatConfig
    from game.core.session import Session
    from game.games.joust.ui.story import story
    from tests import ui_driver

    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "easy"))
    i18n.set_language("it")
    try:
        assert i18n._("How it was won") == "Com’è stata vinta"
        mine = 0
        for seed in range(1, 30):
            session = Session(get("joust"), Options(2, "standard", seats), seed)
            ui_driver.random_game(session, seed)
            if session.store.state.winner != 0:
                continue
            lines = story(session)
            assert lines and lines[-1][1].startswith("Turno ") and ": vinci con " in lines[-1][1], lines[-1]
            for seat, line in lines:
                rest = line.partition(": ")[2]
                if seat == 0 and "è fuori combattimento" not in line:  # that one starts with the knight's name
                    mine += 1
                    assert rest[:1].islower(), line
            break
        assert mine
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_results_count_the_fans_spent_so_the_fans_add_up(app, lang):
    """A Knight's Tale where Fan Support was used: the results' breakdown has a row of the fans spent on
    it, and for every player the fans won, less those taken by others and those spent, are the fans left;
    the row's label is drawn whole, at the size of the others, in both languages."""
    from game.core.registry import get
    from game.core.rules import Options, SeatConfig
    from game.core.session import Session
    from game.games.joust.ui.story import FAN_ROWS, LOST, SPENT
    from game.i18n import _, set_language
    from game.ui import text_fit
    from game.ui.scenes.results import ResultsScene
    from tests import ui_driver

    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "easy"), SeatConfig("bot", "easy"))
    for seed in range(1, 40):
        session = Session(get("joust"), Options(3, "tale", seats), seed)
        ui_driver.random_game(session, seed)
        if any(e.kind == "decree" for step in session.store.history for e in step.events):
            break
    else:
        raise AssertionError("no Fan Support in these games")
    set_language(lang)
    try:
        scene = ResultsScene(app, session)
        app.push(scene)
        with text_fit.recording() as records:
            app.step(dt=FRAME)
            scene.paint(app.surface)
        rows = dict(scene.breakdown_rows())
        spent = rows.get(_(SPENT))
        assert spent is not None and any(int(v) > 0 for v in spent), rows
        for seat, me in enumerate(session.store.state.seats):
            won = sum(int(rows[_(key)][seat]) for key in FAN_ROWS.values())
            assert won - int(rows[_(LOST)][seat]) - int(spent[seat]) == me.fans, (seat, rows)
        drawn = [r for r in records if r.text == _(SPENT)]
        beside = [r for r in records if r.text == _(LOST)]  # the row above it: the same size, unshrunk
        assert drawn and beside and not any(r.fit.ellipsized for r in drawn)
        assert {r.fit.size for r in drawn} == {r.fit.size for r in beside}
        app.pop()
    finally:
        set_language("en")
