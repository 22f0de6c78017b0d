"""The Tournament table driven headless through clicks: draw by clicking the deck, select a knight and
put it into play from the action bar, Contests from the bar's chooser, refusals give a reason, the
bar's buttons keep their places, contest announcements, the rules summary and the card faces, and a
whole game played by clicks alone."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Event, Options, SeatConfig
from game.core.session import Session
from game.games.tournament import content as C
from game.games.tournament.state import DRAW, OVER, PLAY
from game.games.tournament.ui.cards import CHARGES, card_spec, gallery_specs
from game.games.tournament.ui.smoke import smoke_states
from game.games.tournament.ui.table import TournamentTable
from game.settings import Settings
from game.ui.scenes import persist
from game.ui.scenes.results import ResultsScene
from tests import ui_driver
from tests.ui_driver import click, key, move, settle


def open_table(app: App, seed: int = 4, players: int = 2) -> TournamentTable:
    seats = (SeatConfig("human", "", "Ada"),) + tuple(SeatConfig("bot", "random") for _ in range(players - 1))
    session = Session(get("tournament"), Options(players, "standard", seats, (("first_player", 0),)), seed)
    persist.open_table(app, session)
    table = app.top
    assert isinstance(table, TournamentTable)
    app.step(dt=0.05)
    return table


def run_until_human(app: App, table: TournamentTable, frames: int = 400) -> None:
    for _ in range(frames):
        if table.animating:
            table.skip_animations()
        if table.can_act() and table.bar.lock <= 0:
            app.step(dt=0.05)
            return
        app.step(dt=0.05)
    raise AssertionError("the human never got the turn")


def play_on(app: App, table: TournamentTable, until) -> bool:
    """Play every seat with the rule-of-thumb policy until ``until(state)`` holds at the human's turn."""
    from game.games.tournament.policy import policy_action

    store = table.store
    for _ in range(600):
        st = store.state
        if st.phase == OVER:
            return False
        if st.current == table.viewer and until(st):
            table.refresh()
            table.rebuild_log()
            settle(app)
            return True
        store.apply(st.current, policy_action(st, st.current))
    return False


def answer_call(app: App) -> None:
    """A Contest the player trails in asks before the call: answer "Call" (``call_check``)."""
    from game.ui.scenes.dialog import DialogScene

    if isinstance(app.top, DialogScene):
        ui_driver.press(app, app.top.buttons[0])


def bar_button(table: TournamentTable, slot: str):
    buttons = table.bar.buttons(slot)
    assert buttons, f"nothing in the {slot} slot"
    return buttons[0]


def test_gallery_has_every_face_and_shields_carry_their_charge():
    specs = gallery_specs()
    assert len(specs) == 52
    shields = [card_spec(C.card_of("S", f)) for f in range(1, 11)]
    assert [s.arms.charge for s in shields] == list(CHARGES)
    assert CHARGES[0] == "cock" and CHARGES[-1] == "dragon"
    assert all(card_spec(c).body for c in C.CONTESTS + C.SPECIALS)


def test_knight_cards_show_figures_and_helms_never_a_shield_or_a_cross():
    """A Knight card's picture is never read as a Shield card's: no shield and no cross among them,
    each its own, each an icon of the credited set."""
    from pathlib import Path

    from game.games.tournament.ui.cards import KNIGHT_ART

    assert len(set(KNIGHT_ART)) == len(KNIGHT_ART) == 10
    assert not [a for a in KNIGHT_ART if "shield" in a or "cross" in a]
    listed = set((Path("assets/icons") / "ICONS.txt").read_text().split())
    assert set(KNIGHT_ART) <= listed
    assert all((Path("assets/icons") / f"{a}.svg").exists() for a in KNIGHT_ART)


def test_draw_by_clicking_the_deck_then_end_turn(app):
    table = open_table(app)
    run_until_human(app, table)
    state = table.store.state
    assert state.phase == DRAW and state.current == table.viewer
    deck_before = len(state.deck)
    click(app, table.spots.find("deck").rect.center)
    assert len(table.store.state.deck) == deck_before - 1
    assert table.store.state.phase == PLAY
    end = bar_button(table, "end")
    click(app, end.rect.center)
    assert table.store.state.phase == PLAY, "the click right after the choices changed is locked out"
    settle(app)
    click(app, end.rect.center)
    if any(a[0] == "combo" for a in table.legal):  # a knight still playable: the turn ends once confirmed
        assert app.top is not table
        ui_driver.press(app, app.top.buttons[0])
    assert table.store.state.current != table.viewer or table.store.state.phase != PLAY


@pytest.mark.parametrize("pile", ["deck", "discard"])
def test_clicking_a_pile_in_a_bots_turn_says_whose_turn_it_is(app, pile):
    """A click on the deck or the discard pile while a bot plays is not dropped silently: a note says
    it is the bot's turn; the viewer makes no move."""
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random", "Bea"))
    session = Session(get("tournament"), Options(2, "standard", seats, (("first_player", 1),)), 4)
    persist.open_table(app, session)
    table = app.top
    app.step(dt=0.05)
    assert table.store.state.current == 1 and not table.can_act()
    hand = list(table.store.state.hands[0])
    click(app, table.spots.find(pile).rect.center)
    assert "It is Bea’s turn: wait for yours." in table.toasts.texts
    assert table.store.state.hands[0] == hand


def test_clicking_a_card_before_drawing_is_refused_with_a_reason(app):
    table = open_table(app)
    run_until_human(app, table)
    card = table.my_hand()[0]
    click(app, table.spots.find(card).rect.center)
    assert table.selected == []
    assert "Draw a card first: from the deck or the discard pile." in table.toasts.texts


def test_select_strongest_knight_and_put_it_into_play(app):
    for seed in range(30):
        table = open_table(app, seed)
        run_until_human(app, table)
        hand = table.store.state.hands[table.viewer]
        if {C.KIND[c] for c in hand} >= set(C.CHIVALRY_KINDS):
            break
    else:
        pytest.skip("no deal with a complete knight")
    click(app, table.spots.find("deck").rect.center)
    settle(app)
    put = bar_button(table, "main")
    assert not put.is_enabled, "nothing selected yet: the button waits, greyed, in its place"
    click(app, bar_button(table, "strongest").rect.center)
    assert len(table.selected) == 4
    settle(app)
    assert bar_button(table, "main").rect == put.rect and bar_button(table, "main").is_enabled
    click(app, bar_button(table, "main").rect.center)
    assert len(table.store.state.combos[table.viewer]) == 1
    assert table.selected == []


def test_an_illegal_knight_is_refused_and_nothing_changes(app):
    table = open_table(app)
    run_until_human(app, table)
    click(app, table.spots.find("deck").rect.center)
    hand = table.store.state.hands[table.viewer]
    table.selected = list(hand[:4])
    if sorted(C.KIND[c] for c in table.selected) == sorted(C.CHIVALRY_KINDS):
        pytest.skip("the first four cards happen to form a knight")
    before = len(table.store.history)
    table.play_combo()
    assert len(table.store.history) == before
    assert "A Knight Combo is one Knight, one Weapon, one Horse and one Shield." in table.toasts.texts


def test_end_turn_never_moves_and_contests_come_from_a_chooser(app):
    """Whatever is offered, End turn stays in one place; several Contests open a chooser."""
    places = set()
    for seed in range(40):
        table = open_table(app, seed, players=3)

        def ready(st, viewer=table.viewer) -> bool:
            mine = st.hands[viewer]
            return st.phase == PLAY and st.turns >= st.players and sum(C.KIND[c] == C.CONTEST for c in mine) >= 2

        if not play_on(app, table, ready):
            continue
        places.add(tuple(bar_button(table, "end").rect))
        contests = [a for a in table.legal if a[0] == "contest"]
        if len(contests) < 2:
            continue
        click(app, bar_button(table, "contest").rect.center)
        chooser = table.bar.chooser_buttons()
        assert [b.text.split(" · ")[0] for b in chooser[:-1]] == [f"Call the {C.NAME[a[1]]}" for a in contests]
        for b, a in zip(chooser, contests):  # each says whether the player leads it, as the tooltip's ranking
            tip = table.contest_forecast(a[1]).split("\n")
            you = table.seat_name(table.viewer)
            if C.category(a[1]) != C.KINGS_FAVOR:
                wins = b.text.endswith(("you lead", "tied: the caller wins"))
                assert wins == tip[1].startswith(f"1. {you}:"), (b.text, tip)
                assert b.text.endswith(("you lead", "tied: the caller wins", "you trail"))
        before = table.store.state.vp[:]
        click(app, chooser[0].rect.center)
        answer_call(app)
        assert table.store.history[-1].action == contests[0]
        assert table.timeline.announcement is not None  # the contest is announced
        assert sum(table.store.state.vp) > sum(before)
        break
    else:
        pytest.skip("no deal with two callable contests")
    assert len(places) == 1


def test_zoom_shows_a_small_card_beside_its_row(app):
    table = open_table(app, players=3)
    play_on(app, table, lambda st: sum(map(len, st.combos)) >= 3)
    app.step(dt=0.05)
    cards = [s for s in table.spots.shown if isinstance(s.key, tuple) and s.key[0] == "knight" and s.zoom is not None]
    if not cards:
        pytest.skip("no small face-up card on the table")
    spot = cards[0]
    move(app, spot.rect.center, frames=3)
    assert table.zoom.rect is not None
    assert not table.zoom.rect.colliderect(spot.row)


def test_contest_announcement_and_rules_summary(app):
    table = open_table(app)
    run_until_human(app, table)
    for name, prepare in smoke_states(table):
        if name == "tournament-contest-ranking":
            prepare()
    assert table.animating and table.timeline.announcement is not None
    settle(app, 0.8)  # read a moment (a click as it appears is not taken)
    click(app, (800, 450))  # a click dismisses it
    assert table.timeline.announcement is None and not table.animating
    text = table.rules_summary()
    assert "Melee" in text and "7" in text


@pytest.mark.parametrize("speed", [1.0, 8.0])
def test_a_contest_panel_just_shown_is_not_closed_by_a_click_made_as_it_appears(app, speed):
    """A rival's Contest announced right after the player's own turn: the click the player meant for
    End turn, made as the panel appears, leaves it on screen; after a moment of real time (at any
    animation speed) a click closes it (the first shows every row if the ranking is still being
    built); Space and Enter are ignored only for its first 0.3 s."""
    from game.games.tournament.ui.smoke import contest_event

    app.settings.animation_speed = speed
    table = open_table(app)
    run_until_human(app, table)
    click(app, table.spots.find("deck").rect.center)
    settle(app)
    end = bar_button(table, "end").rect.center
    moves = len(table.store.history)
    for _round in range(2):
        table.timeline.add(table.animate_contest(contest_event(table.view)))  # as a rival's event
        table.animating = True
        table.update_controls()  # the bar waits while the panel is up
        app.step(dt=0.05)
        shown = table.timeline.announcement
        assert shown is not None and shown.until_click
        click(app, end)  # where End turn was, at once
        assert table.timeline.announcement is shown
        settle(app, 0.3)
        click(app, end)  # still too soon: about half a second in
        assert table.timeline.announcement is shown
        settle(app, 1.3)  # a pause: the clicks before were a fast series, which waits SERIES_READ
        shown_for = table.timeline.announcing.t - table.timeline.announcing.delay
        click(app, end)  # read: a click closes it, or first shows every row when some are still to come
        if shown_for < shown.built_at:
            assert table.timeline.announcement is shown and all(
                shown.row_shown_at(i) <= table.timeline.announcing.t - table.timeline.announcing.delay
                for i in range(len(shown.rows))
            )
            click(app, end)
        assert table.timeline.announcement is None
        table.skip_animations()
        assert len(table.store.history) == moves  # no click went through to End turn
    table.timeline.add(table.animate_contest(contest_event(table.view)))
    table.animating = True
    app.step(dt=0.05)
    assert table.timeline.announcement is not None
    shown = table.timeline.announcement
    key(app, pygame.K_SPACE)  # a Space pressed as it opens leaves it on screen
    assert table.timeline.announcement is shown
    presses = 1
    while table.timeline.announcement is shown and presses < 12:  # again and again, a frame apart:
        key(app, pygame.K_SPACE)  # no key re-arms the guard, which runs out once
        presses += 1
    assert table.timeline.announcement is not shown and presses * 0.05 > 0.3


def test_a_contest_builds_its_ranking_then_its_vp_fly_to_the_scoreboard(app):
    """The winner first (on top, highlighted), then each place below, top-down as the results screen
    reads (a playtest: built from the last place up, the winner's row came last); once the
    announcement has closed, each player's VP leaves where their row was for their scoreboard line
    (which the announcement covers), so no chip ever crosses the announcement's text."""
    from game.games.tournament.ui.smoke import contest_event
    from game.ui.kit.timeline import RowFlight

    app.settings.animation_speed = 1.0
    table = open_table(app, players=3)
    run_until_human(app, table)
    ev = contest_event(table.view)
    table.timeline.add(table.animate_contest(ev))
    table.animating = True
    a = table.timeline.announcement
    assert a is not None and not a.build_up and len(a.rows) == 3
    assert a.rows[0].lead and not any(r.lead for r in a.rows[1:])  # the winner on top, highlighted
    shown = [a.row_shown_at(i) for i in range(3)]
    assert shown[0] < shown[1] < shown[2] == a.built_at  # built from the winner down
    assert a.seconds > a.built_at
    assert not [f for f in table.timeline.queue[0] if isinstance(f, RowFlight)]  # none over the announcement
    flights = [f for f in table.timeline.queue[1] if isinstance(f, RowFlight)]
    assert len(flights) == sum(1 for vp in ev.data["vp"] if vp)
    ends = {tuple(f.end_rect) for f in flights}
    assert ends == {tuple(table.where(("score", s))) for s in range(3) if ev.data["vp"][s]}
    app.step(dt=0.05)
    assert len(a.row_rects) == 3  # drawn: the flights will leave from the rows' values
    panel = a.row_rects[0].unionall(a.row_rects)
    flew = 0
    for i in range(int((a.seconds + 4) / 0.05)):
        if i == int((a.seconds + 1) / 0.05):
            assert table.timeline.announcement is a  # it waits for the player
            key(app, pygame.K_SPACE)
        app.step(dt=0.05)
        running = [f for f in table.timeline.running() if isinstance(f, RowFlight) and f.t >= f.delay]
        assert not running or table.timeline.announcement is None  # a chip flies only once it has closed
        flew += bool(running)
        for f in running:
            assert f.start_rect.colliderect(panel)  # from where its row was
    assert flew and table.timeline.announcement is None and not table.timeline.busy


def test_a_whole_game_is_playable_by_clicks(tourney_home):
    """Every move of the human comes from a click on what the table shows, to the results."""
    app = App(headless=True, settings=Settings(sound=False, animation_speed=8.0))
    try:
        table = open_table(app, seed=11, players=3)
        rng = Rng.from_seed(5)
        clicks = ui_driver.play_by_clicks(app, table, rng)
        assert isinstance(app.top, ResultsScene), "the game did not reach the results screen"
        session = app.top.session
        human = sum(1 for step in session.store.history if step.seat == 0)
        assert clicks == human > 20
    finally:
        app.shutdown()


def finished_session(players: int, seed: int) -> Session:
    seats = tuple(SeatConfig("bot", "random") for _ in range(players))
    session = Session(get("tournament"), Options(players, "standard", seats), seed)
    store = session.store
    for _ in range(3000):
        if session.rules.outcome(store.state) is not None:
            break
        seat = min(session.rules.actors(store.state))
        store.apply(seat, session.bot_choose(seat))
    return session


def test_the_results_tell_who_won_each_contest(tourney_home):
    """The results screen's story: one line per scored Contest, in order, with its winner and VP; the
    Contests scored from the hands at the end come after a line of their own."""
    from game.games.tournament.scoring import contest_order
    from game.games.tournament.ui.moments import story

    session = finished_session(3, 2)
    history = session.store.state.history
    lines = story(session)
    contests = [(seat, text) for seat, text in lines if seat is not None]
    assert history and len(contests) == len(history)
    for (seat, text), r in zip(contests, history):
        assert seat == contest_order(r.scores, r.active)[0]
        assert text.split(": ", 1)[1].startswith(f"{session.seat_name(seat)} +{r.vp[seat]}")
    finals = [r for r in history if r.final]
    assert finals, "this seed ends with Contests scored from the hands"
    head = [i for i, (seat, _text) in enumerate(lines) if seat is None]
    assert head == [len(history) - len(finals)] and lines[head[0]][1] == "At the end of the game:"


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 4), (3, 2), (3, 7)])
def test_each_players_vp_in_the_story_add_up_to_their_total(tourney_home, players, seed):
    """Every VP a player scored is in the story, the places below first too: the VP after a player's
    name in its lines add up to that player's total."""
    import re

    from game.games.tournament.ui.moments import story

    session = finished_session(players, seed)
    state = session.store.state
    texts = [text for seat, text in story(session) if seat is not None and "total force in play " not in text]
    for seat in range(players):
        found = [int(v) for t in texts for v in re.findall(re.escape(session.seat_name(seat)) + r" \+(\d+)", t)]
        assert len(found) == len(state.history)
        assert sum(found) == state.vp[seat] > 0


def results_drawn(app, session):
    """The results screen of ``session`` opened and drawn once, with every text it drew and its fit."""
    app.go_to_menu()
    results = ResultsScene(app, session)
    app.push(results)
    drawn = []
    original = results.draw_text

    def record(surface, text, rect, *args, **kw):
        fit = original(surface, text, rect, *args, **kw)
        drawn.append((text, fit))
        return fit

    results.draw_text = record
    results.repaint()
    app.step(dt=0.05)
    return results, drawn


@pytest.mark.parametrize("players", [4, 6])
def test_the_results_screen_shows_every_contest_whole(app, players):
    """However many players the standings list, every line of the story is on the results screen,
    none cut short (it moves under the chart when the left panel has no room)."""
    from game.games.tournament.ui.moments import story

    session = finished_session(players, 5)
    results, drawn = results_drawn(app, session)
    lines = [text for _seat, text in story(session)]
    assert len(lines) >= len(session.store.state.history) > 0
    shown = {text: fit for text, fit in drawn}
    for line in lines:
        assert line in shown, f"story line missing: {line}"
        assert not shown[line].ellipsized and len(shown[line].lines) == 1


def tied_contest(caller: int, scores: tuple[int, ...]) -> Event:
    from game.games.tournament import content as C
    from game.games.tournament.scoring import contest_vp

    card = C.CONTESTS[0]
    vp = contest_vp(scores, caller)
    data = {"seat": caller, "card": card, "category": C.category(card), "scores": scores, "vp": tuple(vp)}
    return Event("contest", data | {"totals": tuple(vp), "final": False})


def test_a_contest_panel_says_who_wins_a_tie_and_whether_it_waits(app):
    """The caller wins a tie they are in; the others go by turn order after the caller. The viewer's
    own Contest waits for the click as a rival's does, and says so."""
    from game.games.tournament.ui.moments import contest_announcement
    from game.ui.kit.banner import announcement_foot

    table = open_table(app, players=3)
    own = contest_announcement(table, tied_contest(0, (13, 13, 4)))
    assert own.body.endswith("Tie at 13: it goes to the player who called the Contest.")
    assert [r.seat for r in own.rows] == [0, 1, 2] and own.rows[0].lead
    assert own.until_click and announcement_foot(own) == "Click to continue"  # yours waits like a rival's
    rival = contest_announcement(table, tied_contest(1, (9, 2, 9)))
    assert rival.body.endswith("Tie at 9: it goes to whoever comes first in turn order after Bot 2.")
    assert [r.seat for r in rival.rows] == [2, 0, 1]  # after Bot 2 (seat 1) comes seat 2, then you
    assert rival.until_click and announcement_foot(rival) == "Click to continue"
    other = contest_announcement(table, tied_contest(2, (5, 5, 0)))  # a tie the caller is not in
    assert other.body.endswith("Tie at 5: it goes to whoever comes first in turn order after Bot 3.")
    assert [r.seat for r in other.rows] == [0, 1, 2]
    plain = contest_announcement(table, tied_contest(0, (7, 3, 1)))
    assert plain.body == C.CONTEST_RULES[C.category(C.CONTESTS[0])]  # no tie, no note


def test_several_ties_are_told_by_the_rule_itself():
    from game.games.tournament.prompts import tie_note

    both = tie_note((8, 8, 3, 3), 2, None)
    assert both == "Ties go to the player who called the Contest, then in turn order after them."
    assert tie_note((4, 0, 4), 1, None) == "Tie at 4: it goes to whoever comes first in turn order after you."
    assert tie_note((1, 2, 3), 0, "Ada") == ""


def test_cards_picked_for_a_knight_are_not_carried_into_the_discard(app):
    """Cards selected to build a knight are let go when ending the turn asks for a discard; a discard
    selects no more cards than it needs."""
    table = open_table(app)
    store = table.store
    for _ in range(12):
        run_until_human(app, table)
        if table.view.phase == PLAY and len(table.my_hand()) > C.HAND_LIMIT:
            break
        legal = table.legal
        table.submit(("draw", "deck") if ("draw", "deck") in legal else legal[-1])
    assert table.view.phase == PLAY and len(table.my_hand()) > C.HAND_LIMIT
    one_of_each = list({C.KIND[c]: c for c in table.my_hand()}.values())[:3]  # a knight takes one card a kind
    for card in one_of_each:
        table.toggle(card)
    assert len(table.selected) == len(one_of_each) >= 2
    assert table.submit(("end",))
    app.step(dt=0.05)
    assert store.state.phase != PLAY and table.selected == []
    hand = table.my_hand()
    for card in hand[:3]:
        table.toggle(card)
    assert table.selected == [hand[2]]  # one card to discard: the last picked


def test_a_card_that_leaves_the_hand_keeps_its_place_while_the_pointer_is_on_the_hand(app):
    """During the viewer's turn, with the pointer on the hand, a card that left leaves its place empty
    (nothing slides under the pointer); the places close once the pointer is away from the hand."""
    table = open_table(app)
    run_until_human(app, table)
    hand = [c for c in table.hand_in_order() if c is not None]
    app.step(dt=0.05)
    over = table.spots.find(hand[2]).rect.center
    move(app, over)
    gone = hand[1]
    table._order = list(hand)
    table.view.hands[table.viewer].remove(gone)  # as a card played this turn leaves the view
    shown = table.hand_in_order()
    assert shown[1] is None and gone not in shown
    app.step(dt=0.05)
    assert table.spots.find(hand[2]).rect.collidepoint(over), "a card slid under the pointer"
    move(app, (5, 5))  # the pointer leaves the hand
    assert None not in table.hand_in_order()


def test_the_hand_closes_up_when_the_viewers_turn_ends(app):
    table = open_table(app)
    for _ in range(12):
        run_until_human(app, table)
        if table.view.phase == PLAY and len(table.my_hand()) > C.HAND_LIMIT:
            break
        legal = table.legal
        table.submit(("draw", "deck") if ("draw", "deck") in legal else legal[-1])
    assert table.submit(("end",))  # eight cards: one must go
    app.step(dt=0.05)
    app.step(dt=0.05)
    hand = table.hand_in_order()
    move(app, table.spots.find(hand[3]).rect.center)  # the pointer stays on the hand
    gone = hand[1]
    table.toggle(gone)
    table.discard_selected()  # the turn passes to the bot
    assert table.view.current != table.viewer
    shown = table.hand_in_order()
    assert gone not in shown and None not in shown  # the turn is over: the places close up
    run_until_human(app, table)
    assert table.submit(("draw", "deck"))
    app.step(dt=0.05)
    assert None not in table.hand_in_order()
    assert table.hand_in_order()[-1] not in hand  # the new card at the end


def test_four_knights_force_seals_stay_below_the_panel_header(app, monkeypatch):
    """With four Knight Combos in play, the last one's force seal (at the panel's right) stays under
    the header, never over the VP in its corner."""
    from game.games.tournament.ui import table as table_module

    from .helpers import combo

    table = open_table(app)
    run_until_human(app, table)
    st = table.store.state
    st.combos[table.viewer] = [combo(1, 2, 3, 4), combo(5, 6, 7, 8), combo(9, 9, 9, 9), combo(2, 2, 2, 2)]
    table.refresh()
    seals = []
    real = table_module.draw_knights

    def spy(tbl, surface, area, combos, *a, **k):
        out = real(tbl, surface, area, combos, *a, **k)
        if len(combos) == 4:
            seals.extend(out)
        return out

    monkeypatch.setattr(table_module, "draw_knights", spy)
    table.draw_pieces(app.surface, table.lay)  # what the cached layer draws
    body = table.where(("knights", table.viewer))
    assert len(seals) == 4
    assert all(y - 13 >= body.y for _x, y in seals), (seals, body)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_contest_card_in_hand_shows_its_rule(lang):
    """A Contest card at hand size prints its rule, in Italian as in English (the text fits its face)."""
    from game.games.tournament.ui.table import HAND_CARD
    from game.i18n import set_language
    from game.ui.art.cards import _Layout

    set_language(lang)
    try:
        for card in C.CONTESTS:
            assert _Layout(*HAND_CARD, card_spec(card)).has_text, (lang, card)
    finally:
        set_language("en")


@pytest.mark.parametrize("players", [2, 6])
def test_the_results_explain_a_tie_broken_by_court_intrigue(app, players):
    """Two players on the most VP: the story ends saying that the total force in play decides, then each of
    them with that score (the winner first, with their badge); the headline names that winner; every
    line is drawn whole. With the same force in play too, the story says so (a shared victory)."""
    from game.games.tournament import content as C
    from game.games.tournament.scoring import category_score
    from game.games.tournament.ui.moments import story

    session = finished_session(players, 5)
    state = session.store.state
    intrigue = [category_score(c, C.COURT_INTRIGUE) for c in state.combos]
    a, b = sorted(range(players), key=lambda s: -intrigue[s])[:2]
    assert intrigue[a] > intrigue[b]
    state.vp = [20 if s in (a, b) else 3 + s for s in range(players)]  # no other tie
    lines = story(session)[-3:]
    assert lines[0] == (None, "Tie at 20 VP: the total force in play decides")
    assert lines[1:] == [
        (a, f"{session.seat_name(a)}: total force in play {intrigue[a]}"),
        (b, f"{session.seat_name(b)}: total force in play {intrigue[b]}"),
    ]
    results, drawn = results_drawn(app, session)
    shown = dict(drawn)
    assert all(line in shown and not shown[line].ellipsized for _seat, line in lines)
    assert results.headline() == f"{session.seat_name(a)} wins!"
    state.combos = [state.combos[a] if s == b else c for s, c in enumerate(state.combos)]  # the same force
    assert story(session)[-3] == (None, "Tie at 20 VP and in total force in play")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_results_explain_a_tie_for_a_lower_place_too(app, lang):
    """A playtest: two players on 21 VP placed 2nd and 3rd with no word why. A tie anywhere in the
    standings, not only on the most VP, is told: the total force in play decides, then each of them with that
    score (the one placed higher first), in the order of the standings; every line drawn whole."""
    from game.games.tournament.scoring import category_score
    from game.games.tournament.ui.moments import story
    from game.i18n import _, set_language

    session = finished_session(4, 5)
    state = session.store.state
    intrigue = [category_score(c, C.COURT_INTRIGUE) for c in state.combos]
    order = sorted(range(4), key=lambda s: -intrigue[s])
    a, b = next((x, y) for x, y in zip(order, order[1:]) if intrigue[x] > intrigue[y])
    first, last = [s for s in range(4) if s not in (a, b)]
    state.vp = [{first: 30, a: 21, b: 21, last: 4}[s] for s in range(4)]
    ranking = session.rules.outcome(state).ranking
    assert ranking == ((first,), (a,), (b,), (last,))  # Court Intrigue placed a 2nd and b 3rd
    set_language(lang)
    try:
        lines = story(session)
        head = _("Tie at {vp} VP: the total force in play decides").format(vp=21)
        assert lines[-3:] == [
            (None, head),
            (a, _("{name}: total force in play {score}").format(name=session.seat_name(a), score=intrigue[a])),
            (b, _("{name}: total force in play {score}").format(name=session.seat_name(b), score=intrigue[b])),
        ]
        assert not any(t.startswith(head[:6]) for _s, t in lines[:-3])  # no tie on the most VP: one tie line
        if lang == "it":
            assert head == "Parità a 21 PV: decide la forza totale in gioco"
        state.vp = [{first: 21, a: 25, b: 25, last: 21}[s] for s in range(4)]  # two ties: the higher first
        heads = [t for seat, t in story(session) if seat is None][-2:]
        assert " 25 " in heads[0] and " 21 " in heads[1], heads
        state.vp = [{first: 30, a: 21, b: 21, last: 4}[s] for s in range(4)]
        app.go_to_menu()
        results = ResultsScene(app, session)
        from game.ui import text_fit

        with text_fit.recording() as fits:
            app.push(results)
            app.step(dt=ui_driver.FRAME)
        drawn = {f.text: f for f in fits}
        assert all(text in drawn and not drawn[text].fit.ellipsized for _seat, text in lines[-3:])
    finally:
        set_language("en")


def test_a_contest_picked_on_the_first_turn_says_none_can_be_called_yet(app):
    """Clicking a Contest card in the hand before every player has had a turn: the line under the bar
    gives the rule (no Contest yet), not the knight's recipe."""
    for seed in range(30):
        table = open_table(app, seed, players=3)
        run_until_human(app, table)
        if table.store.state.turns < table.store.state.players:
            click(app, table.spots.find("deck").rect.center)
            settle(app)
            contests = [c for c in table.my_hand() if C.KIND[c] == C.CONTEST]
            if contests:
                break
    else:
        pytest.skip("no first-turn hand with a Contest")
    click(app, table.spots.find(contests[0]).rect.center)
    assert table.selected == [contests[0]]
    assert table.hint() == "No Contest can be called until every player has had a first turn."


def test_calling_a_contest_says_it_ends_the_turn(app):
    """The button that calls a Contest (and each choice of its chooser) says that it ends the turn."""
    table = open_table(app, seed=4, players=2)

    def ready(st, viewer=table.viewer) -> bool:
        return st.phase == PLAY and st.turns >= st.players and any(C.KIND[c] == C.CONTEST for c in st.hands[viewer])

    if not play_on(app, table, ready):
        pytest.skip("no callable Contest in this deal")
    button = bar_button(table, "contest")
    assert "ends your turn" in button.tool_tip_text
    if table.bar.buttons("contest") and len([a for a in table.legal if a[0] == "contest"]) > 1:
        click(app, button.rect.center)
        assert all("Calling a Contest ends your turn." in b.tool_tip_text for b in table.bar.chooser_buttons()[:-1])


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("n", [3, 4])
def test_three_and_four_knights_stay_inside_the_players_panel(app, monkeypatch, lang, n):
    """A playtest (Italian, 4 players, 3 knights): the last knight's name plates stuck out past the
    panel's frame. Every card, name plate and seal of 3 or 4 knights with the longest names lies
    inside the panel's body; and every knight's plates are as wide as the last one's (a later playtest:
    long Italian names were drawn smaller in the last knight's column)."""
    from game.games.tournament.ui import pieces
    from game.games.tournament.ui import table as table_module
    from game.i18n import _, set_language

    set_language(lang)
    try:
        table = open_table(app, players=4)
        run_until_human(app, table)
        longest = {kind: max(range(1, 11), key=lambda f, k=kind: len(_(C.NAME[C.card_of(k, f)]))) for kind in "KWHS"}
        knights = [C.card_of(k, longest[k]) for k in "KWHS"]
        st = table.store.state
        st.combos[table.viewer] = [tuple(knights)] * n
        table.refresh()
        drawn: list = []
        inside: list = []
        real_strip, real_knights, real_add = pieces.draw_strip, table_module.draw_knights, table.spots.add

        plates: list = []

        def strip(surface, card, r):
            drawn.append(pygame.Rect(r))
            plates.append(pygame.Rect(r))
            return real_strip(surface, card, r)

        def knights(*a, **k):
            inside.append(True)
            try:
                return real_knights(*a, **k)
            finally:
                inside.pop()

        def add(rect, key=None, **kw):
            if inside and isinstance(key, tuple) and key[0] == "knight":
                drawn.append(pygame.Rect(rect))
            return real_add(rect, key, **kw)

        monkeypatch.setattr(pieces, "draw_strip", strip)
        monkeypatch.setattr(table_module, "draw_knights", knights)
        monkeypatch.setattr(table.spots, "add", add)
        table.draw_pieces(app.surface, table.lay)
        body = table.where(("knights", table.viewer))
        assert len(drawn) == 3 * n + 4 * n  # 3 tucked plates and 4 cards a knight
        assert all(body.contains(r) for r in drawn), (body, [r for r in drawn if not body.contains(r)])
        assert len({r.w for r in plates}) == 1, [r.w for r in plates]
    finally:
        set_language("en")


@pytest.mark.parametrize("seed", [4, 9, 25])  # the game ends in a lower rival's step than a rival with final Contests
def test_a_rivals_last_move_line_follows_the_order_of_play(seed):
    """A playtest: a rival's last-move line listed 'drew from the deck' after its three final
    Contests. The final Contests are played in the step that ended the game, another seat's: the line
    still tells the rival's own turn first, then those Contests."""
    from game.games.tournament.ui.news import rivals_news

    session = finished_session(4, seed)
    history = session.store.history
    news = rivals_news(history, 0)
    checked = 0
    for seat, item in news.items():
        finals = [
            (i, ev) for i, step in enumerate(history) if step.seat != seat for ev in step.events
            if ev.kind == "contest" and ev.data.get("final") and ev.data["seat"] == seat
        ]  # fmt: skip
        if not finals or not any(p == "drew from the deck" or p.startswith("took ") for p in item.parts):
            continue
        drew = max(k for k, p in enumerate(item.parts) if p == "drew from the deck" or p.startswith("took "))
        scored = [k for k, p in enumerate(item.parts) if p.endswith(" in hand, scored at the end")]
        assert len(scored) == len(finals) and drew < min(scored), item.parts
        checked += 1
    assert checked, "no rival played final Contests in another seat's step"


def test_a_rivals_final_contests_are_on_its_line_when_the_viewers_step_ends_the_game():
    """A playtest (4 players, Italian): the viewer drew the last card, so every final Contest was
    played in the viewer's own step; Gawain's line said only 'drew from the deck, discarded …' though
    it had played three final Contests. Each rival's line names every final Contest it played."""
    from game.games.tournament.ui.news import rivals_news

    checked = 0
    for seed in range(1, 40):
        session = finished_session(4, seed)
        history = session.store.history
        viewer = history[-1].seat  # the seat whose step ended the game
        news = rivals_news(history, viewer)
        for seat, item in news.items():
            finals = [
                ev for ev in history[-1].events
                if ev.kind == "contest" and ev.data.get("final") and ev.data["seat"] == seat
            ]  # fmt: skip
            scored = [p for p in item.parts if p.endswith(" in hand, scored at the end")]
            assert len(scored) == len(finals), (seed, seat, item.parts)
            checked += bool(finals)
        if checked >= 2:
            break
    assert checked, "no rival played final Contests in the viewer's step"


def table_with_contests(app: App, n: int = 2) -> TournamentTable:
    """A 3-player table at the viewer's turn with at least ``n`` Contests they may call."""
    for seed in range(40):
        table = open_table(app, seed, players=3)

        def ready(st, viewer=table.viewer) -> bool:
            mine = st.hands[viewer]
            return st.phase == PLAY and st.turns >= st.players and sum(C.KIND[c] == C.CONTEST for c in mine) >= n

        if play_on(app, table, ready) and len([a for a in table.legal if a[0] == "contest"]) >= n:
            return table
    pytest.skip("no deal with callable contests")


def test_a_contest_card_selected_in_hand_is_called_by_the_bar_at_once(app):
    """Selecting a callable Contest card turns the bar's contest slot (in the same place) into that
    Contest's own call: one click calls it, no second menu."""
    table = table_with_contests(app)
    contests = [a for a in table.legal if a[0] == "contest"]
    group = bar_button(table, "contest")
    assert group.text.startswith("Call a Contest")
    wanted = contests[-1]
    click(app, table.spots.find(wanted[1]).rect.center)
    settle(app)
    assert table.selected == [wanted[1]]
    direct = bar_button(table, "contest")
    assert direct.rect == group.rect
    assert direct.text.split(" · ")[0] == f"Call the {C.NAME[wanted[1]]}"
    click(app, direct.rect.center)
    assert table.bar.chooser_buttons() == []
    answer_call(app)
    assert table.store.history[-1].action == wanted


def test_the_contest_chooser_leaves_the_scoreboard_and_the_awarded_contests_in_view(app):
    """The chooser of several Contests covers neither the scoreboard, nor the Contests already
    awarded, nor the piles with their low-deck warning: the call is made against them."""
    table = table_with_contests(app)
    click(app, bar_button(table, "contest").rect.center)
    assert table.bar.chooser_buttons()
    back = table.bar.chooser_rect
    for region in ("score", "scored", "piles"):
        assert not back.colliderect(table.lay[region]), region


def test_the_contest_chooser_opens_in_the_same_place_with_or_without_the_hint(app, monkeypatch):
    """A playtest saw the chooser open upward with the Hint's answer showing and downward without it."""
    table = table_with_contests(app)
    click(app, bar_button(table, "contest").rect.center)
    assert table.bar.chooser_buttons()
    without = pygame.Rect(table.bar.chooser_rect)
    table.bar.close_chooser()
    monkeypatch.setattr(table.advice, "text", lambda: "Hint: End your turn")
    click(app, bar_button(table, "contest").rect.center)
    assert table.bar.chooser_buttons()
    assert table.bar.chooser_rect == without


def test_contest_cards_stay_greyed_with_the_reason_until_every_first_turn(app, monkeypatch):
    """Before every player has had a first turn the viewer's Contest cards are greyed all along (before
    and after their knight, and in the rivals' turns), their tooltip says why, and once ending the turn
    is the only move the status line says why no Contest can be called."""
    for seed in range(40):
        table = open_table(app, seed)
        run_until_human(app, table)
        st = table.store.state
        hand = st.hands[table.viewer]
        kinds = {C.KIND[c] for c in hand}
        if st.turns == 0 and C.CONTEST in kinds and kinds >= set(C.CHIVALRY_KINDS) and C.SPECIAL not in kinds:
            break
    else:
        pytest.skip("no first hand with a Contest and a knight")
    drawn: dict[int, bool] = {}
    real = table.hand.draw

    def spy(t, surface, area, cards, **kw):
        drawn.update({c.key: c.dim for c in cards if c is not None})
        return real(t, surface, area, cards, **kw)

    monkeypatch.setattr(table.hand, "draw", spy)
    click(app, table.spots.find("deck").rect.center)
    settle(app)
    contests = [c for c in table.my_hand() if C.KIND[c] == C.CONTEST]
    assert all(drawn[c] for c in contests)
    click(app, bar_button(table, "strongest").rect.center)
    settle(app)
    click(app, bar_button(table, "main").rect.center)
    for _ in range(40):
        if table.animating:
            table.skip_animations()
        app.step(dt=0.05)
    assert table.store.state.combos[table.viewer]
    assert all(drawn[c] for c in contests)
    tip = table.spots.find(contests[0]).tip
    assert "No Contest can be called until every player has had a first turn." in tip
    assert table.legal == [("end",)]
    assert table.status_text() == "End your turn: no Contest until every player has had a first turn"
    click(app, bar_button(table, "end").rect.center)
    app.step(dt=0.05)
    assert table.store.state.current != table.viewer and not table.can_act()
    drawn.clear()
    app.step(dt=0.05)
    assert all(drawn[c] for c in contests), "greyed in the rival's turn too"


def test_every_awarded_contest_keeps_the_score_it_was_awarded_with(app, monkeypatch):
    """Once a Contest is awarded its scoreboard column shows each player's score then, not the total
    in play that grew since (as the King's Favour's does), and its cells' tooltips say so."""
    from game.games.tournament.scoring import category_totals
    from game.games.tournament.ui import moments

    for seed in range(30):
        table = open_table(app, seed, players=3)

        def grown(st) -> bool:
            return any(
                C.category(r.card) != C.KINGS_FAVOR
                and any(category_totals(c)[C.category(r.card)] != s for c, s in zip(st.combos, r.scores))
                for r in st.history
            )

        if play_on(app, table, grown):
            break
    else:
        pytest.skip("no awarded Contest whose totals grew afterwards")
    v = table.view
    rec = next(
        r
        for r in v.history
        if C.category(r.card) != C.KINGS_FAVOR
        and any(category_totals(c)[C.category(r.card)] != s for c, s in zip(v.combos, r.scores))
    )
    cat = C.category(rec.card)
    seat = next(s for s in range(v.players) if category_totals(v.combos[s])[cat] != rec.scores[s])
    drawn: list[tuple[str, pygame.Rect]] = []
    real = moments.text_fit.draw

    def spy(surface, text, box, *a, **kw):
        drawn.append((text, pygame.Rect(box)))
        return real(surface, text, box, *a, **kw)

    monkeypatch.setattr(moments.text_fit, "draw", spy)
    table._layer = None  # the table's pieces are drawn anew in the next frame
    app.step(dt=0.05)
    cell = table.spots.find(("awarded", cat, seat))
    assert cell is not None
    assert [t for t, box in drawn if box == cell.rect] == [str(rec.scores[seat])]
    assert f"awarded with {rec.scores[seat]}" in cell.tip
    assert f"{C.CONTEST_NAMES[cat]}: {rec.scores[seat]}, when awarded" in table._totals_tip(seat)
