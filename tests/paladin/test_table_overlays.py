"""What lies over the Paladin table while a move plays, driven through the real scene: the top bar
speaks of the panel on screen (not of the move before it nor of the next player); a caption is drawn
over the cards flying under it; a paladin flying to or from a rival's hand is drawn whole, from or to
their small back, never over their name and score."""

from __future__ import annotations

import pygame

from game.core.rules import Event
from game.games.paladin import engine as E
from game.games.paladin.state import RESOLVE
from game.games.paladin.ui.sequence import UnderFlight
from game.games.paladin.ui.smoke import drive
from game.ui.kit.fading_caption import Caption
from game.ui.kit.timeline import Flight
from tests.paladin.test_table import open_table
from tests.paladin.test_table_sequence import last_decision_by_a_bot
from tests.ui_driver import FRAME, waiting_announcement


def test_the_top_bar_names_the_panel_on_screen_and_that_a_click_goes_on(app):
    app.settings.animation_speed = 4.0
    table = open_table(app, seed=5)
    last_decision_by_a_bot(app, table)
    for _ in range(int(60 / FRAME)):
        app.step(dt=FRAME)
        if waiting_announcement(table):
            break
    panel = table.timeline.announcement
    assert panel is not None and panel.until_click
    status = table.current_status()
    assert status == f"{panel.title} · click to continue", status
    assert table.status_seat() is None  # no token of the mover (nor of the next player) beside it
    for name in (table.seat_name(table.store.history[-1].seat), table.seat_name(E.actor(table.store.state))):
        assert f"{name}'s move" not in status


def test_the_winners_caption_is_drawn_over_the_cards_flying_to_them(app):
    table = open_table(app, seed=5)
    kinds = last_decision_by_a_bot(app, table)
    assert "mission_won" in kinds
    won = next(a for a in table.timeline.queue if any(isinstance(x, Caption) and x.big for x in a))
    caption = next(i for i, x in enumerate(won) if isinstance(x, Caption) and x.big)
    flights = [i for i, x in enumerate(won) if isinstance(x, Flight)]
    assert len(flights) == 2 and max(flights) < caption  # the timeline draws its animations in order


def test_a_rivals_paladin_taken_back_lands_whole_on_their_small_back(app):
    """It shrinks on its way to the first small back in the rival's panel and is drawn whole all the
    way (never cut at the panel's edge), never above the row of backs (the name and score stay clear)."""
    table = open_table(app, seed=5)
    drive(table, lambda st: st.phase == RESOLVE)
    app.step(dt=FRAME)
    s = table.shown
    m = s.res_mission
    rival = next(owner for owner, _card in s.table[m] if owner != table.viewer)
    anims = table.animate_leave(Event("took_back", {"mission": m, "seat": rival}), s)
    flight = next(a for a in anims if isinstance(a, Flight))
    back = table.anchors[("back", rival)]
    assert isinstance(flight, UnderFlight) and flight.end_rect == back and flight.end_size == back.size
    assert back.colliderect(table.lay.top)
    flight.cover = None  # the flight alone (the missions drawn over it are another test's)
    surface = pygame.Surface(app.surface.get_size())
    for k in (0.3, 0.6, 0.9, 1.0):
        surface.fill((0, 0, 0))
        flight.t = flight.delay + flight.duration * k
        flight.draw(surface)
        eased = k * k * (3 - 2 * k)
        rect = flight.rect_at(eased)
        assert rect.top >= back.top - 1, (k, rect, back)
        inner = rect.inflate(-6, -6)
        area = surface.subsurface(inner)
        dark = pygame.mask.from_threshold(area, (0, 0, 0), (1, 1, 1, 255)).count()
        assert dark < inner.w * inner.h * 0.05, (k, rect)  # the card is there, whole
    own = table.animate_leave(Event("took_back", {"mission": m, "seat": table.viewer}), s)
    mine = next(a for a in own if isinstance(a, UnderFlight))
    assert mine.end_size is None and mine.end_rect == table.anchors[("hand", table.viewer)]


def test_a_fading_caption_keeps_its_dark_backing_over_a_light_card(app):
    """Half faded, a caption's words still stand on a dark backing: the mission card under it never
    shows through across its letters."""
    from game.games.paladin.ui.sequence import Caption as PaladinCaption

    table = open_table(app, seed=5)
    drive(table, lambda st: st.phase == RESOLVE)
    app.step(dt=FRAME)
    rect = table._caption_rect(0, table.shown)
    cap = PaladinCaption(text="You take the lead!", rect=rect, duration=1.0)
    cap.t = 0.95  # fading out: its words at some 40% of their strength
    assert 40 < cap.alpha() < 140
    surface = pygame.Surface(app.surface.get_size())
    surface.fill((240, 228, 200))  # a mission card's parchment
    cap.draw(surface)
    left = next(x for x in range(rect.x, rect.right) if surface.get_at((x, rect.centery))[:3] != (240, 228, 200))
    inside = surface.get_at((left + 6, rect.centery))[:3]
    assert sum(inside) < 3 * 90, inside  # dark: the card does not show through


def test_the_winners_banner_stands_on_a_solid_backing_for_nearly_its_whole_life(app):
    """The big "… wins “mission”!" caption over a light mission card: its backing is solid (the card
    never shows through) from just after it appears until the last tenth of its life."""
    table = open_table(app, seed=5)
    assert "mission_won" in last_decision_by_a_bot(app, table)
    won = next(a for a in table.timeline.queue if any(isinstance(x, Caption) and x.big for x in a))
    cap = next(x for x in won if isinstance(x, Caption) and x.big)
    surface = pygame.Surface(app.surface.get_size())
    for k in (0.08, 0.3, 0.6, 0.85):
        surface.fill((240, 228, 200))  # a mission card's parchment
        cap.t = cap.delay + cap.duration * k
        cap.draw(surface)
        row = [surface.get_at((x, cap.rect.centery))[:3] for x in range(cap.rect.x, cap.rect.right)]
        left = next(i for i, c in enumerate(row) if c != (240, 228, 200))
        assert row[left + 6] == (20, 16, 26), (k, row[left + 6])  # the solid backing, nothing through it
        assert cap.alpha() == 255, k
