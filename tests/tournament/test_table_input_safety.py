"""Input given as the rivals' turns end never becomes the player's move: a decision newly shown takes
clicks only a moment after it is drawn (the kit's ``decision_guard``), a click pressed before it never
plays it on release, and a result panel ignores Space for its first moment."""

from __future__ import annotations

import pygame
import pytest

from game.games.tournament.state import DISCARD, DRAW, PLAY
from game.ui.kit.table import STREAK_GAP
from tests.tournament.test_table import bar_button, open_table, run_until_human
from tests.ui_driver import FRAME, click, press, settle


def _end_my_turn(app, table) -> None:
    """Draw from the deck, end the turn (confirmed when asked) and discard down to the limit: the
    bots' turns follow."""
    click(app, table.spots.find("deck").rect.center)
    settle(app)
    click(app, bar_button(table, "end").rect.center)
    if app.top is not table:  # a knight still playable: ending the turn is asked first
        press(app, app.top.buttons[0])
    while table.store.state.phase == DISCARD:
        table.submit(next(a for a in table.legal if a[0] == "discard"))
    app.step(dt=FRAME)
    assert not table.can_act()


def _to_the_turn_just_shown(app, table) -> None:
    """Step frame by frame until the player's next decision has just been drawn."""
    for _ in range(2000):
        app.step(dt=FRAME)
        if table.animating and table.timeline.announcement is not None:
            table.skip_animations()  # the rivals' panels: read at once
        if table.can_act():
            return
    raise AssertionError("the player's turn never came back")


def test_a_click_on_the_deck_as_the_turn_arrives_draws_nothing_and_a_moment_later_it_draws(app):
    table = open_table(app, players=3)
    run_until_human(app, table)
    _end_my_turn(app, table)
    _to_the_turn_just_shown(app, table)
    moves = len(table.store.history)
    deck = table.spots.find("deck").rect.center
    click(app, deck, frames=1)  # the decision was drawn one frame ago: a click meant for the bot's turn
    assert table.store.state.phase == DRAW and len(table.store.history) == moves
    assert not table.decision_ready()
    for _ in range(11):
        app.step(dt=FRAME)
    assert table.decision_ready()
    click(app, deck)
    assert len(table.store.history) == moves + 1 and table.store.history[-1].seat == table.viewer


def _tap(app, pos, gap: float = 2 * FRAME) -> None:
    """A click as a mouse gives it (motion, press, release in one frame), then frames up to ``gap``
    seconds after the press."""
    app.step(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
        dt=FRAME,
    )
    left = gap - FRAME
    while left > 1e-9:
        app.step(dt=min(FRAME, left))
        left -= FRAME


def test_the_turn_ignores_a_click_for_half_a_second_after_the_rivals(app):
    """A turn that comes round after the rivals' moves is locked longer than a later decision: a
    click 0.4 s in draws nothing."""
    table = open_table(app, players=4)
    run_until_human(app, table)
    _end_my_turn(app, table)
    _to_the_turn_just_shown(app, table)
    moves = len(table.store.history)
    for _ in range(8):
        app.step(dt=FRAME)
    _tap(app, table.spots.find("deck").rect.center)
    assert table.store.state.phase == DRAW and len(table.store.history) == moves


@pytest.mark.parametrize("gap", [0.12, 0.35, 0.55, 0.7])
def test_clicks_kept_up_through_the_rivals_turns_never_play_the_players_turn(app, gap):
    """The deck and End turn clicked in turn, ``gap`` seconds apart, as three bots play: once the
    player's turn comes no click of that series draws or ends anything (for a few seconds more);
    the first click after a pause (``STREAK_GAP``) draws."""
    table = open_table(app, players=4)
    run_until_human(app, table)
    _end_my_turn(app, table)
    deck = table.spots.find("deck").rect.center
    end = table.bar.slots["end"].center
    moves = len(table.store.history)
    taps = mine_taps = 0
    while mine_taps < round(3.0 / gap):
        _tap(app, deck if taps % 2 else end, gap)  # skipping the rivals' animations and panels meanwhile
        taps += 1
        mine_taps += table.can_act()
        assert taps < 600, "the player's turn never came back"
    mine = [r for r in table.store.history[moves:] if r.seat == table.viewer]
    assert mine == [] and table.store.state.phase == DRAW
    told = "Clicks kept up through the others' turns are ignored: pause a moment, then play."
    assert told in table.toasts.texts  # the refused clicks of the player's own turn are explained
    for _ in range(round((STREAK_GAP + 0.1) / FRAME)):
        app.step(dt=FRAME)
    _tap(app, deck)
    assert table.store.history[-1].seat == table.viewer and table.store.state.phase == PLAY


def test_a_press_before_the_turn_and_a_release_after_it_draws_nothing(app):
    table = open_table(app, players=2)
    run_until_human(app, table)
    _end_my_turn(app, table)
    deck = table.spots.find("deck").rect.center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=deck, button=1)], dt=FRAME)  # the bot's turn
    _to_the_turn_just_shown(app, table)
    for _ in range(10):
        app.step(dt=FRAME)
    assert table.decision_ready()
    moves = len(table.store.history)
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=deck, button=1)], dt=FRAME)
    app.step(dt=FRAME)
    assert table.store.state.phase == DRAW and len(table.store.history) == moves
    click(app, deck)  # a whole click now draws
    assert len(table.store.history) == moves + 1


def test_a_decision_on_a_table_without_the_guard_takes_a_click_at_once(app, monkeypatch):
    """The guard is the table's choice (Joust keeps its own): with it off, the same click draws."""
    from game.games.tournament.ui.table import TournamentTable

    monkeypatch.setattr(TournamentTable, "decision_guard", 0.0)
    table = open_table(app, players=3)
    run_until_human(app, table)
    _end_my_turn(app, table)
    _to_the_turn_just_shown(app, table)
    moves = len(table.store.history)
    click(app, table.spots.find("deck").rect.center, frames=1)
    assert len(table.store.history) == moves + 1


def test_the_cards_picked_to_discard_show_their_order_and_the_last_ends_on_top(app, monkeypatch):
    """Several cards to discard go on the pile in the order picked: each picked card shows its number,
    and the one numbered last is the pile's top card after the discard."""
    from game.games.tournament import content as C
    from game.games.tournament.state import PLAY
    from game.games.tournament.ui import table as table_module
    from tests.tournament.test_table import play_on

    table = open_table(app, players=2)
    run_until_human(app, table)
    if not play_on(app, table, lambda st: st.phase == PLAY and len(st.hands[st.current]) >= C.HAND_LIMIT + 2):
        import pytest

        pytest.skip("no hand two over the limit")
    click(app, bar_button(table, "end").rect.center)
    assert table.store.state.phase == DISCARD and len(table.my_hand()) - C.HAND_LIMIT >= 2
    drawn: list[list[int]] = []
    real = table_module.draw_discard_order
    monkeypatch.setattr(
        table_module, "draw_discard_order", lambda t, s, picked: drawn.append(list(picked)) or real(t, s, picked)
    )
    settle(app)
    hand = table.hand_in_order()
    a, b = [c for c in hand if c is not None][-1], [c for c in hand if c is not None][0]
    for c in (a, b):
        click(app, table.spots.find(c).rect.center)
    assert drawn[-1] == [a, b]
    assert "ends on top" in table.hint()
    for _ in range(len(table.my_hand()) - C.HAND_LIMIT - 2):
        click(app, table.spots.find(next(c for c in table.my_hand() if c not in (a, b))).rect.center)
    last = table.selected[-1]
    settle(app)
    click(app, bar_button(table, "main").rect.center)
    assert table.store.state.discard[-1] == last


def test_clicks_on_a_button_through_the_rivals_turns_start_no_blind_series(app):
    """The animation speed button clicked again and again as the bots play, and once more as the
    player's turn is drawn, is aimed, not blind: the deck clicked as soon as the turn takes input draws."""
    table = open_table(app, players=4)
    run_until_human(app, table)
    _end_my_turn(app, table)
    speed = table.speed_button.rect.center
    taps = 0
    while not table.can_act():
        _tap(app, speed, gap=0.2)
        taps += 1
        assert taps < 600, "the player's turn never came back"
    _tap(app, speed, gap=FRAME)  # within the turn's guard: it runs again from here
    while not table.decision_ready():
        app.step(dt=FRAME)
    moves = len(table.store.history)
    _tap(app, table.spots.find("deck").rect.center)
    assert len(table.store.history) == moves + 1 and table.store.state.phase == PLAY
