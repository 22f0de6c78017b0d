"""Kit pieces any table can use: card kinds declared once, moves grouped for the bar, a market column,
rounds and turn order on a strip, a badge for a side without a seat, a tab that holds against the
phase's own, the rivals' news, and a presentation's lazy references."""

from __future__ import annotations

import sys
from types import SimpleNamespace

import pygame
import pytest

from game.core.rules import Event
from game.core.store import Step
from game.ui.art.cards import CardSpec
from game.ui.kit import Card
from game.ui.kit.faces import FaceKind
from game.ui.kit.groups import group_controls
from game.ui.kit.icon_badge import icon_badge
from game.ui.kit.market import draw_market_column
from game.ui.kit.news import news_lines
from game.ui.kit.rounds import draw_rounds, draw_turn_order
from game.ui.kit.spots import Spots
from game.ui.kit.tab_choice import TabChoice
from game.ui.presentation import lazy


@pytest.fixture
def table():
    pygame.init()
    return SimpleNamespace(spots=Spots(), seat_name=lambda s: f"P{s}")


def test_a_face_kind_gives_its_cards_what_they_share_and_each_its_own():
    relic = FaceKind("glory", "relic", "Relic", "holy-symbol", (1, 2, 3), "tile")
    face = relic.face("Ring", "diamond-ring", body="Reroll", value=2)
    assert face == CardSpec(
        "glory", "Ring", "Relic", 2, "holy-symbol", "diamond-ring", (1, 2, 3), "Reroll", shape="tile", kind="relic"
    )
    assert relic.face("Ring", shape="card").shape == "card"  # a card may override its kind


def test_grouped_moves_give_a_button_for_one_a_group_for_more_and_the_end_on_enter():
    groups = [("main", "Take", [("a", 1), ("a", 2)]), ("second", "Buy", [("b",)]), ("third", "None", [])]
    out = group_controls(groups, label=str, tip=lambda a: f"tip {a}", end=[("pass",), ("x",)])
    by_slot = {c.slot: c for c in out}
    assert set(by_slot) == {"main", "second", "end"}
    assert [o.action for o in by_slot["main"].choices] == [("a", 1), ("a", 2)] and by_slot["main"].kind == "primary"
    assert by_slot["main"].tip == "('a', 1); ('a', 2)"  # a group's tooltip says what it holds
    assert by_slot["second"].action == ("b",) and not by_slot["second"].choices
    assert by_slot["second"].kind == "secondary"
    assert by_slot["end"].action == ("pass",) and by_slot["end"].key == pygame.K_RETURN
    alone = group_controls([("main", "Take", [("a", 1)])], str, str, single=lambda a: "only one")
    assert alone[0].label == "only one"


def test_a_market_column_draws_its_deck_and_cards_and_draws_blind_only_when_allowed(table):
    surface = pygame.Surface((200, 400))
    back = pygame.Surface((20, 28))
    cards = [Card(("offer", i), tip=f"card {i}", back="glory") for i in range(3)]
    drawn = []
    head = draw_market_column(
        table, surface, pygame.Rect(0, 0, 90, 300), key="deck", name="Romance", back=back, count=7,
        tip="7 cards", cards=cards, size=(84, 118), on_draw=lambda: drawn.append(1),
    )  # fmt: skip
    table.spots.end()
    deck = table.spots.find("deck")
    assert deck.rect == head and deck.on_click is not None and deck.tip == "7 cards"
    shown = [table.spots.find(("offer", i)).rect for i in range(3)]
    assert all(r.top >= head.bottom for r in shown) and shown[0].top < shown[1].top < shown[2].top
    table.spots = Spots()
    draw_market_column(
        table, surface, pygame.Rect(0, 0, 90, 300), key="deck", name="Romance", back=back, count=7,
        tip="7 cards", cards=[], size=(84, 118),
    )  # fmt: skip
    table.spots.end()
    assert table.spots.find("deck").on_click is None


def test_rounds_and_turn_order_register_a_tip_for_each(table):
    surface = pygame.Surface((400, 80))
    draw_rounds(table, surface, pygame.Rect(0, 0, 120, 60), ["crown", "crown", "crown"], 1, ["a", "b", "c"])
    table.spots.end()
    assert [table.spots.find(("round", r)).tip for r in range(3)] == ["a", "b", "c"]
    draw_turn_order(
        table,
        surface,
        pygame.Rect(150, 0, 140, 60),
        "Order",
        [2, 0],
        lambda s, n: icon_badge("crown", n),
        table.seat_name,
    )
    table.spots.end()
    first, second = table.spots.find(("turn", 2)), table.spots.find(("turn", 0))
    assert first.tip == "1. P2" and second.tip == "2. P0" and first.rect.right < second.rect.left


def test_an_icon_badge_is_a_round_badge_of_its_size():
    pygame.init()
    badge = icon_badge("black-knight-helm", 30)
    assert badge.get_size() == (30, 30)
    assert badge.get_at((0, 0)).a == 0 and badge.get_at((15, 15)).a == 255  # a disc, not a square
    assert icon_badge("black-knight-helm", 30) is badge  # made once


def test_a_picked_tab_holds_until_the_phase_calls_for_another_view():
    tabs = TabChoice()
    assert tabs.shown("spaces") == "spaces"
    tabs.pick("tournament")
    assert tabs.shown("spaces") == "tournament"
    assert tabs.shown("duel") == "duel"  # the phase moved on: the pick is forgotten
    tabs.pick("duel")
    assert tabs.picked is None and tabs.shown("duel") == "duel"


def test_news_lists_what_each_rival_did_since_the_viewer_last_acted():
    history = [
        Step(1, ("x",), [Event("move", {"seat": 1, "n": 1})]),
        Step(0, ("y",), [Event("move", {"seat": 0, "n": 2})]),
        Step(1, ("x",), [Event("move", {"seat": 1, "n": 3}), Event("other", {"seat": 1, "n": 4})]),
        Step(2, ("x",), [Event("move", {"seat": 2, "n": 5})]),
    ]
    spec = SimpleNamespace(describe=lambda ev, viewer, names: f"{names(ev.data['seat'])} {ev.data['n']}")
    table = SimpleNamespace(store=SimpleNamespace(history=history), viewer=0, spec=spec, player_name=lambda s: f"P{s}")
    news = news_lines(table, {"move"}, lambda ev: ev.data["seat"])
    assert news == {1: ["P1 3"], 2: ["P2 5"]}  # not before the viewer's move, not the viewer's, not other kinds


def test_a_lazy_reference_imports_its_module_only_when_called(monkeypatch):
    monkeypatch.delitem(sys.modules, "colorsys", raising=False)
    to_hls = lazy("colorsys:rgb_to_hls")
    assert "colorsys" not in sys.modules
    assert to_hls(1.0, 0.0, 0.0) == (0.0, 0.5, 1.0)


def test_score_markers_on_one_value_stand_side_by_side(table):
    from game.ui.kit.score_track import draw_score_track

    surface = pygame.Surface((600, 80))
    badge = pygame.Surface((22, 22))
    markers = [(("glory", s), badge, 14, f"P{s}") for s in range(3)] + [(("glory", 3), badge, 40, "P3")]
    draw_score_track(table, surface, pygame.Rect(0, 0, 600, 60), markers)
    table.spots.end()
    rects = [table.spots.find(("glory", s)).rect for s in range(3)]
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
