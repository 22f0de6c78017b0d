"""The kit pieces added for the Glory table: tabs, counters, recent moves, the score track, captioned
cards, the priced row, the worker-placement space and the panel's note. Each is drawn on a surface
for a small stand-in table and checked through the spots it leaves (what a player can point at)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.core.rules import Event
from game.ui.art.cards import CardSpec
from game.ui.kit.caption import draw_captioned
from game.ui.kit.card import Card
from game.ui.kit.counters import Counter, draw_counters
from game.ui.kit.player_panel import PlayerPanel
from game.ui.kit.priced_row import Priced, draw_priced_row
from game.ui.kit.recent import last_move, recent_events
from game.ui.kit.score_track import draw_score_track
from game.ui.kit.spots import Spots
from game.ui.kit.tabs import draw_tabs
from game.ui.kit.worker_space import draw_worker_space


class Table:
    """What the pieces use of a KitTable: spots, anchors, seat names, the mouse."""

    def __init__(self) -> None:
        self.spots = Spots()
        self.anchors: dict = {}
        self.app = SimpleNamespace(mouse_pos=(-1, -1))

    def anchor(self, key, rect) -> None:
        self.anchors[key] = pygame.Rect(rect)

    def seat_name(self, seat: int) -> str:
        return f"Player {seat + 1}"

    def shown(self) -> dict:
        self.spots.end()
        return {s.key: s for s in self.spots.shown}


@pytest.fixture
def surface():
    pygame.display.init()
    pygame.font.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((8, 8))
    return pygame.Surface((800, 400), pygame.SRCALPHA)


SPEC = CardSpec("demo", "Sword", "Weapon", 3, body="Cuts things.")


def test_tabs_switch_whoever_plays_and_light_the_current_one(surface):
    t, picked = Table(), []
    rects = draw_tabs(
        t, surface, pygame.Rect(0, 0, 400, 30), [("a", "Board", "The board"), ("b", "Duel", "")], "b", picked.append
    )
    spots = t.shown()
    assert rects[0].right <= rects[1].left and rects[1].right == 400  # laid from the right, in order
    assert spots[("tab", "a")].always and spots[("tab", "a")].tip == "The board"
    spots[("tab", "a")].on_click()
    assert picked == ["a"]


def test_left_aligned_tabs_keep_their_places_whichever_tabs_follow(surface):
    two = [("a", "Action spaces", ""), ("b", "Tournament", "")]
    rects = {}
    for tabs in (two, [*two, ("c", "Duel", "")], [*two, ("c", "Next tournament", "")]):
        got = draw_tabs(Table(), surface, pygame.Rect(10, 0, 500, 30), tabs, "a", print, align="left")
        assert got[0].x == 10 and all(a.right < b.left for a, b in zip(got, got[1:]))
        for (key, _label, _tip), r in zip(tabs, got):
            assert rects.setdefault(key, r.x) == r.x or key == "c"  # "Action spaces" and "Tournament" stay put


def test_counters_stop_before_the_edge_and_carry_their_tips(surface):
    t = Table()
    icon = pygame.Surface((20, 20))
    items = [Counter(icon, str(n), f"{n} coins", ("c", n), lit=n == 1) for n in range(10)]
    right = draw_counters(t, surface, (0, 0), items, right=150)
    spots = t.shown()
    assert right <= 160 and 1 < len(spots) < 10
    assert spots[("c", 0)].tip == "0 coins"


def test_recent_events_start_at_the_viewers_last_move():
    step = lambda seat, kind: SimpleNamespace(seat=seat, events=[Event(kind, {"seat": seat})])  # noqa: E731
    history = [step(0, "a"), step(1, "b"), step(0, "c"), step(1, "d"), step(2, "e")]
    assert last_move(history, 0) == 2 and last_move(history, 5) == -1
    got = recent_events(history, 0)
    assert [ev.kind for _seat, ev in got] == ["c", "d", "e"]  # the viewer's own move included
    assert [seat for seat, _ev in got] == [0, 1, 2]


def test_score_track_puts_every_marker_on_the_scale(surface):
    t = Table()
    marker = pygame.Surface((20, 20))
    draw_score_track(t, surface, pygame.Rect(0, 0, 600, 50), [("a", marker, 0, "A: 0"), ("b", marker, 60, "B: 60")])
    spots = t.shown()
    assert spots["a"].rect.centerx < 20 and spots["b"].rect.centerx > spots["a"].rect.centerx + 400
    assert spots["b"].tip == "B: 60"


def test_a_captioned_card_zooms_from_its_words_too(surface):
    t, clicked = Table(), []
    card = Card("title", SPEC, tip="Sword: cuts things", on_click=lambda: clicked.append(1))
    got = draw_captioned(t, surface, pygame.Rect(0, 0, 400, 60), card, (42, 60), "Sword — cuts things")
    t.spots.end()
    words = [s for s in t.spots.shown if s.rect.left > got.right]
    assert words and words[0].zoom == SPEC and words[0].tip == card.tip
    words[0].on_click()
    assert clicked == [1]


def test_a_priced_row_draws_empty_places_and_buyable_cards(surface):
    t, bought = Table(), []
    card = Card("tile0", SPEC, tip="a tile", on_click=lambda: bought.append(0))
    rects = draw_priced_row(
        t, surface, pygame.Rect(0, 0, 400, 100), [Priced(card, 3), Priced(None, 1, "empty", "tile1")], size=72
    )
    spots = t.shown()
    assert len(rects) == 2 and rects[0].w == 72 and rects[0].right < rects[1].left
    assert spots["tile1"].tip == "empty" and spots["tile1"].on_click is None
    spots["tile0"].on_click()
    assert bought == [0]


def test_a_worker_space_shows_pawns_and_locked_circles(surface):
    t, taken = Table(), []
    badge = lambda who, size: pygame.Surface((size, size))  # noqa: E731
    draw_worker_space(
        t, surface, pygame.Rect(0, 0, 160, 80), key="train", icon="biceps", label="Training", pawns=[1],
        badge=badge, circles=[True, False], lit=True, tip="Gain 3 Strength", locked_tip="Locked", on_click=lambda: taken.append(1),
    )  # fmt: skip
    spots = t.spots
    spots.end()
    space = spots.find("train")
    assert space.tip == "Gain 3 Strength" and "train" in t.anchors
    locked = [s for s in spots.shown if s.tip == "Locked"]
    assert len(locked) == 1 and space.rect.contains(locked[0].rect)
    assert spots.hit(locked[0].rect.center).tip == "Locked"  # the circle answers, not the plaque
    space.on_click()
    assert taken == [1]


def test_a_panel_note_sits_after_the_name(surface):
    t = Table()
    body = PlayerPanel("dark").draw(
        t, surface, pygame.Rect(0, 0, 400, 120), 0, score="11", note="Templar (level III)", tip="t"
    )
    assert body.top >= 38 and body.w <= 380
    own = PlayerPanel("dark").draw(
        t, surface, pygame.Rect(0, 0, 400, 120), 9, badge=pygame.Surface((28, 28)), name="Otto"
    )
    assert own == body
