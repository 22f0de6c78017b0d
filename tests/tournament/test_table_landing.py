"""The Tournament table never gives the end away: while a Contest's panel waits for a click, the table
behind it keeps what it showed before that Contest (the VP, the count of Contests scored, the hand,
the turn; never "Game over"); each Contest lands once its panel has closed and its VP have flown. The
end game's last Contests are played one by one, each its own panel. Driven through the real scene."""

from __future__ import annotations

import pygame

from game.core.rules import Event
from game.games.tournament import content as C
from game.games.tournament.state import HIDDEN, PLAY
from game.games.tournament.ui.landing import board_at
from game.ui import text_fit
from game.ui.scenes.results import ResultsScene
from tests.tournament.helpers import combo, contest, make_state
from tests.tournament.test_table import bar_button, open_table, play_on, run_until_human
from tests.ui_driver import FRAME, click, key, move, press, waiting_announcement


def drawn_texts(app, table) -> list[str]:
    """Every text the table draws in one frame (its cached layer drawn again)."""
    table._layer = None
    with text_fit.recording() as fits:
        app.step(dt=FRAME)
    return [f.text for f in fits]


def until_panel(app, table, frames: int = 400) -> bool:
    """Step until a panel waits for the player's click (False: the table stopped animating first)."""
    for _ in range(frames):
        if waiting_announcement(table):
            return True
        if not table.animating and table.rules.outcome(table.store.state) is not None:
            return False
        app.step(dt=FRAME)
    raise AssertionError("no panel came and the table kept animating")


def last_turn_with_contests(app, least: int = 2):
    """A 3-player table at the viewer's last turn (the deck empty) with ``least`` Contest cards or
    more still in hands, so ending the turn plays the final Contests."""
    for seed in range(4, 40):
        table = open_table(app, seed=seed, players=3)
        run_until_human(app, table)

        def last(st) -> bool:
            return not st.deck and st.phase == PLAY and len(st.hands[st.current]) <= C.HAND_LIMIT

        if not play_on(app, table, last):
            continue
        held = sum(1 for h in table.store.state.hands for c in h if C.KIND[c] == C.CONTEST)
        if held >= least:
            return table, held
    raise AssertionError("no seed reached a last turn with Contests in hand")


def test_the_final_contests_land_one_by_one_as_their_panels_close(app):
    app.settings.animation_speed = 1.0
    table, held = last_turn_with_contests(app)
    app.step(dt=FRAME)
    me = table.viewer
    start_vp, start_n = list(table.view.vp), len(table.view.history)
    start_hand = sorted(table.view.hands[me])
    press(app, bar_button(table, "end"))
    contests = [ev for ev in table.store.history[-1].events if ev.kind == "contest"]
    assert len(contests) == held and all(ev.data["final"] for ev in contests)
    assert until_panel(app, table) and table.timeline.announcement.title == "The final Contests"
    key(app, pygame.K_SPACE)
    vp, n, hand = list(start_vp), start_n, list(start_hand)
    for ev in contests:
        assert until_panel(app, table)
        a = table.timeline.announcement
        assert a.title == C.CONTEST_NAMES[ev.data["category"]] and "final Contest" in a.subtitle
        shown = table.table_view
        assert list(shown.vp) == vp and len(shown.history) == n and sorted(shown.hands[me]) == hand
        texts = drawn_texts(app, table)
        assert f"Contests scored: {n} of {len(C.CONTESTS)}" in texts
        for seat in range(3):
            assert f"{vp[seat]} VP" in texts  # every seat's corner, before this Contest
        assert "Game over" not in texts and table.current_status() != "Game over"
        key(app, pygame.K_SPACE)  # the panel closes: this Contest lands
        vp = [a + b for a, b in zip(vp, ev.data["vp"])]
        n += 1
        if ev.data["seat"] == me:
            hand.remove(ev.data["card"])
    assert not until_panel(app, table)
    assert list(table.table_view.vp) == list(table.view.vp) == vp and len(table.table_view.history) == n
    for _ in range(200):
        if table.final_look:
            break
        app.step(dt=FRAME)
    assert table.final_look and app.top is table  # the final table stays for a look
    key(app, pygame.K_RETURN)  # See the results
    assert isinstance(app.top, ResultsScene)


def test_a_click_between_two_panels_goes_on_to_the_next_never_past_it(app):
    app.settings.animation_speed = 1.0
    table, held = last_turn_with_contests(app)
    app.step(dt=FRAME)
    press(app, bar_button(table, "end"))
    assert until_panel(app, table)
    key(app, pygame.K_SPACE)  # "The final Contests" read
    assert until_panel(app, table)
    key(app, pygame.K_SPACE)  # the first Contest read: its VP fly now
    app.step(dt=FRAME)
    assert table.timeline.announcement is None and table.animating
    key(app, pygame.K_SPACE)  # a second press while they fly: on to the next Contest, not to the end
    assert table.animating and table.timeline.announcement is not None
    assert len(table.table_view.history) == len(table.view.history) - (held - 1)


def test_a_rivals_contest_keeps_the_scoreboard_and_corners_until_its_panel_closes(app):
    """A rival's (not final) Contest: behind its panel the VP are still those from before."""
    from game.games.tournament.policy import policy_action

    app.settings.animation_speed = 1.0
    table = open_table(app, seed=5, players=2)
    run_until_human(app, table)
    rival = 1 - table.viewer
    for _ in range(400):  # the rival's turn, with a Contest they may call
        st = table.store.state
        if (
            st.current == rival
            and st.phase == PLAY
            and any(a[0] == "contest" for a in table.store.legal_actions(rival))
        ):
            break
        table.store.apply(st.current, policy_action(st, st.current))
    else:
        raise AssertionError("the rival never could call a Contest")
    table.refresh()
    table.rebuild_log()  # no frame: the rival (a bot) would move at once
    vp = list(table.view.vp)
    action = next(a for a in table.store.legal_actions(rival) if a[0] == "contest")
    events = table.store.apply(rival, action)
    table._after_action(rival, action, events)
    assert until_panel(app, table)
    texts = drawn_texts(app, table)
    assert list(table.table_view.vp) == vp and all(f"{v} VP" in texts for v in vp)
    assert table.view.vp != vp  # the store has it already: the table waits
    title = table.timeline.announcement.title  # the panel waits for a click: the bar says so, with no badge
    assert table.current_status() == f"{title} · click to continue" and table.status_seat() is None
    row = table.click_spot(("score", rival)).rect  # under the panel: its tooltip would cover the panel
    move(app, row.center, frames=30)
    assert table.timeline.announcement is not None and table.gui._tip is None
    key(app, pygame.K_SPACE)
    for _ in range(60):
        app.step(dt=FRAME)
    assert list(table.table_view.vp) == list(table.view.vp)


def test_board_at_takes_back_the_contests_not_yet_shown():
    """The pure landing: a rival's hidden hand gets a hidden card back, the viewer's its own card."""
    from game.games.tournament.rules import TournamentRules

    rules = TournamentRules()
    joust, melee = contest("Joust"), contest("Melee")
    st = make_state(
        [[joust], [melee, C.card_of("K", 3)]],
        combos=[[combo(8, 5, 5, 5)], [combo(3, 3, 3, 3)]],
        deck=[],
        turns=10,
    )
    st.deck = []
    before = rules.view(st, 0)
    after_state, events = rules.apply(st, 0, ("end",))
    after = rules.view(after_state, 0)
    scored = [i for i, ev in enumerate(events) if ev.kind == "contest"]
    assert len(scored) == 2
    first = board_at(before, after, events, 0)
    assert first.vp == before.vp and first.history == [] and first.phase == PLAY
    assert sorted(first.hands[0]) == [joust] and first.hands[1].count(HIDDEN) == 2
    middle = board_at(before, after, events, scored[0] + 1)
    assert len(middle.history) == 1 and middle.vp == [a for a in events[scored[0]].data["vp"]]
    assert board_at(before, after, events, len(events)) is after


def test_an_event_with_no_landing_leaves_the_view_alone(app):
    table = open_table(app, seed=4, players=2)
    run_until_human(app, table)
    table.on_events([Event("deck_empty", {"seat": table.viewer})])
    assert table.table_view is table.view


def test_the_finished_game_stays_on_the_table_until_see_the_results(app):
    """Once the end has been shown, the final table stays (however long) with "See the results" in
    the bar; its click opens the results screen."""
    table = open_table(app, seed=3, players=3)
    assert not play_on(app, table, lambda st: False)  # every seat played to the end on the engine
    table.refresh()
    for _ in range(int(30 / FRAME)):  # half a minute of looking at the final table
        app.step(dt=FRAME)
    assert app.top is table and table.final_look
    (see,) = table.bar.buttons("end")
    assert see.text == "See the results" and see.is_enabled
    click(app, see.rect.center)
    app.step(dt=FRAME)
    assert isinstance(app.top, ResultsScene)
