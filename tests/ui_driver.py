"""Driving real scenes headless: synthetic input as a player would give it.

pygame_gui reports drop-down picks and slider moves through the event queue, so their effect shows
one frame later: every helper steps at least two frames. The action bar ignores clicks for a
quarter of a second after its choices change (``settle`` waits that out).
"""

from __future__ import annotations

import random

import pygame

from game.app import App

FRAME = 0.05


def move(app: App, pos: tuple[int, int], frames: int = 1) -> None:
    """The mouse moves to ``pos`` (logical), then ``frames`` frames in all."""
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], dt=FRAME)
    for _ in range(frames - 1):
        app.step(dt=FRAME)


def hover_tip(app: App, button, pos: tuple[int, int] | None = None, frames: int = 40):
    """Rest the mouse on ``button`` (at ``pos``, else its centre) until its pygame_gui tooltip shows (up
    to ``frames`` frames); returns the tooltip, or None when it never showed."""
    move(app, pos or button.rect.center, frames=1)
    for _ in range(frames):
        app.step(dt=FRAME)
        if button.tool_tip is not None:
            break
    return button.tool_tip


def click(app: App, pos: tuple[int, int], frames: int = 2) -> None:
    """A left click at a logical position (motion, press, release) in one frame, then ``frames - 1``
    more frames (pygame_gui posts its own events, which show up a frame later)."""
    app.step(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
        dt=FRAME,
    )
    for _ in range(frames - 1):
        app.step(dt=FRAME)


def press(app: App, element, frames: int = 2) -> None:
    """Click the middle of a pygame_gui element (a button)."""
    click(app, element.rect.center, frames)


def key(app: App, k: int, mod: int = 0, frames: int = 1) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)], dt=FRAME)
    for _ in range(frames - 1):
        app.step(dt=FRAME)


def type_text(app: App, text: str) -> None:
    """Type ``text`` into the focused text field."""
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=text)], dt=FRAME)


def choose(app: App, choice, value) -> None:
    """Pick ``value`` in a drop-down (``gui.Choice``) by clicking it open, then clicking the option."""
    label = choice.labels[[v for v, _ in choice.choices].index(value)]
    press(app, choice.element.current_state.selected_option_button)
    menu = choice.element.current_state
    for _ in range(4):
        items = getattr(getattr(menu, "options_selection_list", None), "item_list", None)
        if items:
            break
        app.step(dt=FRAME)
        menu = choice.element.current_state
    options = menu.options_selection_list
    for item in options.item_list:
        if item["text"] == label and item.get("button_element") is not None:
            press(app, item["button_element"], frames=5)  # button → selection list → drop-down → us
            return
    raise AssertionError(f"option {label!r} not shown in the drop-down")


def settle(app: App, seconds: float = 0.4) -> None:
    """Let the action bar's input lock run out (it follows every change of the choices), and a
    decision just shown to the player take input (a table's ``decision_guard``)."""
    for _ in range(int(seconds / FRAME) + 1):
        app.step(dt=FRAME)
    table = app.top
    ready = getattr(table, "decision_ready", None)
    for _ in range(20):
        if ready is None or not table.can_act() or ready():
            return
        app.step(dt=FRAME)


def waiting_announcement(table) -> bool:
    """True when an announcement waits for the player's click (a rival's big moment, fully shown), or
    a table's stage holds a moment until the player clicks (the end of their own Glory duel)."""
    stage_waits = getattr(getattr(table, "stage", None), "waits_for_click", None)
    if stage_waits is not None and stage_waits():
        return True
    timeline = getattr(table, "timeline", None)
    a = timeline.announcing if timeline is not None else None
    takes_keys = getattr(table, "panel_takes_keys", lambda: True)()  # its first moment ignores keys
    return a is not None and a.announcement.until_click and a.t - a.delay >= a.announcement.built_at and takes_keys


def read_on(app: App, table) -> None:
    """One frame; an announcement waiting for a click gets one, as a player reading it would give."""
    if waiting_announcement(table):
        key(app, pygame.K_SPACE)
    elif getattr(table, "final_look", False):  # the finished game's table: on to the results
        key(app, pygame.K_RETURN)
    else:
        app.step(dt=FRAME)


def until_turn(app: App, table, seconds: float = 20.0) -> None:
    """Step frames until the viewer may act again (the other moves made and shown)."""
    app.step(dt=FRAME)
    for _ in range(int(seconds / FRAME)):
        if table.can_act():
            return
        read_on(app, table)
    raise AssertionError("the viewer's turn never came back")


def play_by_clicks(app: App, table, rng, frames: int = 40_000, cancel: str = "Cancel") -> int:
    """Play the viewer's moves by clicking, at random, what the table offers (an enabled bar button,
    a chooser's choice, a clickable spot) until the results screen; returns the viewer's moves the clicks
    made (one click may make several: "Discard 2 cards")."""
    from game.ui.scenes.results import ResultsScene

    moves = 0
    app.step(dt=FRAME)  # the first frame draws the table (and registers what can be clicked)
    for _frame in range(frames):
        if isinstance(app.top, ResultsScene):
            break
        if app.top is not table or not table.can_act() or table.bar.lock > 0:
            if app.top is table:
                read_on(app, table)
            elif getattr(app.top, "name", "") == "dialog" and app.top.buttons:  # a move asked first
                before = len(table.store.history)
                press(app, rng.choice(app.top.buttons))
                moves += sum(1 for step in table.store.history[before:] if step.seat == table.viewer)
            else:
                app.step(dt=FRAME)
            continue
        before = len(table.store.history)
        buttons = [b for slot in table.bar.slots for b in table.bar.buttons(slot) if b.is_enabled]
        buttons += [b for b in table.bar.chooser_buttons() if b.text != cancel]
        spots = [s for s in table.spots.shown if s.on_click is not None]
        targets = [b.rect.center for b in buttons] + [s.rect.center for s in spots]
        if not targets:  # the bar about to offer the decision's buttons (a moment after a round's panel)
            app.step(dt=FRAME)
            continue
        click(app, rng.choice(targets))
        moves += sum(1 for step in table.store.history[before:] if step.seat == table.viewer)
    return moves


def random_game(session, seed: int) -> list[tuple[int, tuple]]:
    """The moves of a game played at random to its end on ``session`` (the lowest seat that may act
    moves each time): replay all but the last on a table to show its last move."""
    store, rules, rng, moves = session.store, session.rules, random.Random(seed), []
    while rules.outcome(store.state) is None:
        seat = min(rules.actors(store.state))
        legal = rules.legal_actions(store.state, seat)
        moves.append((seat, legal[rng.randrange(len(legal))]))
        store.apply(*moves[-1])
    return moves
