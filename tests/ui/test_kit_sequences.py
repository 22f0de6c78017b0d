"""Kit pieces for sequences shown event by event: held animations and pauses on the timeline, a
Staging that shows each event's picture in turn, dice on a tray and their roll, a tally, a breakdown
of a total, a ribbon."""

from __future__ import annotations

import os
from types import SimpleNamespace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame

from game.ui import text_fit
from game.ui.kit import DiceTray, Die, Pause, Roll, Staging, Term, draw_breakdown, draw_ribbon, draw_strip, draw_tally
from game.ui.kit.dice import in_the_air
from game.ui.kit.spots import Spots
from game.ui.kit.timeline import Call, Flight, Timeline

pygame.init()


def run(timeline: Timeline, seconds: float, speed: float = 1.0) -> None:
    for _ in range(int(seconds / 0.05)):
        timeline.update(0.05, speed)


def test_held_animations_wait_even_for_the_viewers_own_move():
    t = Timeline()
    t.add([Pause(1.0)], wait=True)  # another player's event on screen
    seen = []
    t.add([Call(fn=lambda: seen.append("held"), hold=True), Flight(duration=0.4)], wait=False)  # the viewer's own
    assert seen == [] and len(t.loose) == 1 and len(t.queue) == 2  # the flight is loose, the call waits its turn
    run(t, 1.1)
    assert seen == ["held"] and not t.busy
    assert t.running() == []


def test_a_pause_holds_for_its_time_at_the_players_speed():
    t = Timeline()
    painted = []
    t.add([Pause(1.0, paint=lambda surface, k: painted.append(k))])
    run(t, 0.45, speed=2.0)
    assert t.busy and t.running()[0].progress > 0.8
    t.draw(pygame.Surface((10, 10)))
    run(t, 0.2, speed=2.0)
    assert not t.busy and painted and 0 < painted[0] <= 1


def test_staging_shows_each_events_picture_in_turn():
    history: list = []
    steps = []

    def fold(picture, event):
        return None if event == "reset" else (picture or []) + [event]

    staging = Staging(
        lambda h: [e for step in h for e in step.events] or None, fold, lambda old, new: steps.append(new)
    )
    t = Timeline()
    history.append(SimpleNamespace(events=["a", "b"]))
    for ev in history[-1].events:
        t.add(staging.play(history, ev, lambda e, p: [Pause(0.5)], moment="result" if ev == "b" else ""))
    assert staging.playing(t) and staging.latest == ["a", "b"]
    assert staging.shown == ["a"] and staging.moment(t) == ""  # the first event is on screen
    run(t, 0.55)
    assert staging.shown == ["a", "b"] and staging.moment(t) == "result"
    run(t, 0.6)
    assert not staging.playing(t) and staging.picture(history, t) == ["a", "b"]
    history.append(SimpleNamespace(events=["c"]))  # a move the table never animated: rebuilt from the history
    assert staging.picture(history, t) == ["a", "b", "c"]
    history.pop()
    staging.forget()  # an undo
    assert staging.picture(history, t) == ["a", "b"] and steps[0] == ["a"]
    assert staging.play(history + [SimpleNamespace(events=["reset"])], "reset", lambda e, p: []) == []


def test_dice_tray_lays_rows_marks_and_clicks():
    table = SimpleNamespace(spots=Spots())
    surface = pygame.Surface((400, 300), pygame.SRCALPHA)
    tray = DiceTray(40, gap=10)
    clicked = []
    rows = [
        [Die("red", 5, "r0", counts=True), Die("red", 2, "r1", counts=False)],
        [Die("black", "star", "b0", active=True, selected=True, on_click=lambda: clicked.append("b0"))],
    ]
    table.spots.begin()
    rects = tray.draw(table, surface, pygame.Rect(10, 10, 300, 200), rows, hidden={"r1"})
    table.spots.end()
    assert rects["r0"].topleft == (10, 10) and rects["r1"].x == 60 and rects["b0"].y == 60
    assert table.spots.find("r1") is None  # in the air: not drawn, not clickable
    table.spots.hit(rects["b0"].center).on_click()
    assert clicked == ["b0"]
    assert surface.get_at(rects["r0"].center)[3] > 0 and surface.get_at(rects["r1"].center)[3] == 0
    assert tray.places(pygame.Rect(0, 0, 100, 100), [3, 0, 1])[2][0].topleft == (0, 100)


def test_a_roll_lands_on_its_places_and_hides_its_dice_meanwhile():
    roll = Roll(
        dice=[("white", 3, False), ("red", "star", True)], targets=[(50, 50), (100, 50)], size=40, keys=["a", "b"]
    )
    t = Timeline()
    t.add([roll])
    assert roll.hold and in_the_air(t.running()) == {"a", "b"}
    surface = pygame.Surface((200, 120), pygame.SRCALPHA)
    run(t, 0.5)
    roll.draw(surface)
    run(t, roll.duration)
    assert not t.busy and in_the_air(t.running()) == set()
    done = pygame.Surface((200, 120), pygame.SRCALPHA)
    roll.draw(done)
    assert done.get_at((50, 50))[3] > 0 and done.get_at((100, 50))[3] > 0  # settled on their places


def test_tally_breakdown_and_ribbon():
    surface = pygame.Surface((500, 200))
    pips = draw_tally(surface, pygame.Rect(10, 10, 100, 30), 1, 2, (200, 0, 0), glow=1.0)
    assert len(pips) == 2 and pips[0].colliderect(pygame.Rect(10, 10, 30, 30))
    assert surface.get_at(pips[0].center)[:3] == (200, 0, 0) and surface.get_at(pips[1].center)[:3] != (200, 0, 0)
    tokens = draw_tally(surface, pygame.Rect(10, 50, 200, 26), 2, 4, (0, 0, 0), image=pygame.Surface((26, 26)))
    assert len(tokens) == 4 and tokens[3].right <= 210
    table = SimpleNamespace(spots=Spots())
    table.spots.begin()
    with text_fit.recording() as records:
        chips = draw_breakdown(
            table,
            surface,
            pygame.Rect(10, 100, 300, 30),
            [Term(5, (200, 0, 0), "Strength die 5"), Term(-1, (0, 0, 90), "Rogue", signed=True)],
            4,
        )
        draw_ribbon(surface, pygame.Rect(10, 150, 400, 40), "You win clash 1, 9 to 7.")
    table.spots.end()
    assert len(chips) == 2 and chips[1].x > chips[0].right
    assert table.spots.hit(chips[1].center).tip == "Rogue"
    texts = [r.text for r in records]
    assert "5" in texts and "−1" in texts and "= 4" in texts and "You win clash 1, 9 to 7." in texts
    assert not [r for r in records if r.failed]


def test_a_strip_shows_what_fits_from_either_edge():
    table = SimpleNamespace(spots=Spots())
    surface = pygame.Surface((300, 40), pygame.SRCALPHA)
    token = pygame.Surface((20, 20))
    token.fill((200, 10, 10))
    table.spots.begin()
    items = [(token, "Faith"), ("medal", "Medallion"), ("cook", "Cook"), ("medal", "Medallion")]
    shown = draw_strip(table, surface, pygame.Rect(200, 10, 75, 24), items, from_right=True, key="used")
    table.spots.end()
    assert shown == 2  # 28 px a tile: two fit in 75
    assert surface.get_at((262, 22))[:3] == (200, 10, 10)  # the first item at the right edge
    assert table.spots.find(("used", 1)).tip == "Medallion" and table.spots.find(("used", 2)) is None
