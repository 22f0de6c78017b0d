"""A resolution as a sequence the eye can follow, driven through the real scene: each beat (the lead
taken or given up, the winner collecting, the next main paladin turned over) stays on screen for its
own time at the player's speed; a click goes on to the next beat, never past the rest; the table
shows each beat's state as it plays."""

from __future__ import annotations

from game.games.paladin import engine as E
from game.games.paladin.state import RESOLVE
from game.games.paladin.ui.sequence import READ
from game.games.paladin.ui.smoke import drive
from game.ui.kit.held import GUARD, Held
from tests.paladin.test_table import open_table
from tests.ui_driver import FRAME, click, read_on, waiting_announcement


def last_decision_by_a_bot(app, table) -> list:
    """A rival's decision that ends a mission (and turns the next one's main paladin over), played
    and handed to the table as the app would; returns its event kinds."""
    drive(
        table,
        lambda st: (
            st.phase == RESOLVE
            and E.actor(st) != table.viewer
            and st.res_pos == len(st.table[st.res_mission]) - 1
            and st.res_mission < st.players - 1
        ),
    )
    seat = E.actor(table.store.state)  # no frame first: the bot would move in it
    events = table.store.apply(seat, table.session.bot_choose(seat))
    table._after_action(seat, table.store.history[-1].action, events)
    return [ev.kind for ev in events]


def test_a_won_mission_waits_for_a_click_and_its_panel_tells_the_outcome(app):
    """The beats before the win go on by themselves (a click goes on to the next one); the mission's
    outcome is a panel that stays until the player clicks, then the next main paladin is turned over."""
    app.settings.animation_speed = 1.0
    table = open_table(app, seed=5)
    kinds = last_decision_by_a_bot(app, table)
    beats = [k for k in kinds if k in READ and k != "mission_won"]
    assert "mission_won" in kinds and beats[-1] == "revealed"
    helds = [a for anims in table.timeline.queue for a in anims if isinstance(a, Held)]
    assert [h.duration for h in helds] == [READ[k] for k in beats]
    panel = None
    for _ in range(int(60 / FRAME)):  # a minute of frames: the panel must still be waiting
        app.step(dt=FRAME)
        a = table.timeline.announcing
        if a is not None and panel is None:
            panel = a.announcement
            assert helds[0] not in (table.timeline.queue[0] if table.timeline.queue else [])
    assert panel is not None and waiting_announcement(table)
    assert any(table.display.won_missions)  # the table behind it shows the mission collected
    assert panel.until_click and len(panel.rows) == table.store.state.players
    assert sum(r.lead for r in panel.rows) == 1
    lead = next(r for r in panel.rows if r.lead)
    assert "honour" in lead.value
    assert table.display.phase == RESOLVE and helds[-1] in [a for q in table.timeline.queue for a in q]
    click(app, (600, 450))
    for _ in range(int(GUARD / FRAME) + 2):
        app.step(dt=FRAME)
    assert table.timeline.announcing is None or table.timeline.announcing.announcement is not panel


def test_the_round_ends_with_a_panel_naming_the_next_dealer(app):
    """The last mission of a round, then a panel with each player's missions of the round, their
    honour and totals, and who deals next because of the least honour from missions."""
    app.settings.animation_speed = 1.0
    table = open_table(app, seed=5)
    drive(
        table,
        lambda st: (
            st.phase == RESOLVE
            and E.actor(st) != table.viewer
            and st.res_mission == st.players - 1
            and st.res_pos == len(st.table[st.res_mission]) - 1
            and len(st.mission_deck) >= st.players
        ),
    )
    seat = E.actor(table.store.state)
    events = table.store.apply(seat, table.session.bot_choose(seat))
    table._after_action(seat, table.store.history[-1].action, events)
    dealer = next(ev for ev in events if ev.kind == "round_started").data["dealer"]
    titles = []
    for _ in range(int(120 / FRAME)):
        a = table.timeline.announcing
        if a is not None and (not titles or titles[-1] is not a.announcement):
            titles.append(a.announcement)
        if not table.timeline.busy:
            break
        read_on(app, table)
    assert len(titles) >= 2
    rnd = titles[-1]
    assert rnd.until_click and len(rnd.rows) == table.store.state.players
    assert (
        table.seat_name(dealer) in rnd.body and "Red paladins still score, but not when choosing the dealer" in rnd.body
    )
    assert all("red =" in r.value for r in rnd.rows)
    totals = [int(r.value.rsplit("=", 1)[1]) for r in rnd.rows]
    assert [r.lead for r in rnd.rows] == [t == max(totals) for t in totals]  # the leaders lit, not the dealer
    assert totals[dealer] < max(totals) and not rnd.rows[dealer].lead


def test_the_win_lands_as_the_winner_collects_and_no_caption_covers_a_paladin(app):
    """While the winner's caption plays and the mission and paladin fly to them, the table still shows
    the mission uncollected (no badge, no honour yet); it lands before the outcome's panel. Every
    caption of the sequence lies under the columns, clear of the missions' cards and their paladins."""
    from game.ui.kit.fading_caption import Caption

    app.settings.animation_speed = 1.0
    table = open_table(app, seed=5)
    kinds = last_decision_by_a_bot(app, table)
    assert "mission_won" in kinds
    captions = [a for anims in table.timeline.queue for a in anims if isinstance(a, Caption)]
    assert captions
    shown = table.shown
    for cap in captions:
        for m in range(shown.players):
            assert not cap.rect.colliderect(table.mission_rect(m)), cap.text
            assert not any(cap.rect.colliderect(table.slot_rect(m, i)) for i in range(len(shown.table[m]))), cap.text
    before = [len(w) for w in table.display.won_missions]
    saw_caption = False
    for _ in range(int(60 / FRAME)):
        app.step(dt=FRAME)
        running = table.timeline.queue[0] if table.timeline.queue else []
        if any(isinstance(a, Caption) and a.big and a.t > 0 for a in running):
            saw_caption = True
            assert [len(w) for w in table.display.won_missions] == before  # not collected yet
        if waiting_announcement(table):
            break
    assert saw_caption and waiting_announcement(table)
    assert sum(len(w) for w in table.display.won_missions) == sum(before) + 1  # landed behind the panel


def test_a_rivals_move_lands_with_the_kit_and_the_top_bar_names_its_mover(app):
    """A rival's decision that settles a mission lands with the kit's landing: the table shows the
    state before it, brought forward event by event; the top bar speaks of (and shows the token of)
    the rival whose move is on screen, not the player who acts next (and of nobody while the resolution
    goes on by itself); once it has landed, the view."""
    app.settings.animation_speed = 1.0
    table = open_table(app, seed=5)
    last_decision_by_a_bot(app, table)
    mover = table.store.history[-1].seat
    assert E.actor(table.store.state) != mover  # the next player is somebody else
    landing = table._landing
    assert landing is not None and landing.mover == mover and landing.landed <= 1
    seen, landed = set(), False
    for _ in range(int(120 / FRAME)):
        if table._landing is not landing:
            landed = True  # the view, or the next move landing on it
            break
        seen.add(landing.landed)
        assert table.shown is landing.board
        if table.timeline.announcement is not None:  # a panel on screen: the bar speaks of it
            assert table.status_seat() is None and table.timeline.announcement.title in table.current_status()
        elif table._resolving():  # a card turned up, a mission won: nobody's choice, no name
            assert table.status_seat() is None and table.current_status() == "Resolving the missions…"
        else:
            assert table.status_seat() == mover
            status = table.current_status()
            assert table.seat_name(mover) in status or table.player_name(mover) in status
        read_on(app, table)
    assert landed and table.shown is not landing.board
    assert len(seen) >= 3  # the events landed one after another, not all at once


def test_a_main_paladin_turned_over_stays_under_the_paladins_laid_on_it(app):
    """The reveal's flip (and a beat's) draws only the strip of the card left uncovered: the main
    paladin turning face up never covers the paladins placed after it at its mission."""
    import pygame

    from game.ui.kit.flip import Flip

    table = open_table(app, seed=5)
    kinds = last_decision_by_a_bot(app, table)
    assert "revealed" in kinds
    flips = [a for anims in [*table.timeline.queue, table.timeline.loose] for a in anims if isinstance(a, Flip)]
    checked = 0
    for flip in flips:
        m = next(m for m in range(table.shown.players) if table.column(m).colliderect(flip.rect))
        idx = next(i for i in range(table.shown.players) if table.slot_rect(m, i) == flip.rect)
        if idx + 1 < len(table.view.table[m]):  # paladins lie on it
            assert flip.clip is not None and flip.clip.bottom <= table.slot_rect(m, idx + 1).top
            surface = pygame.Surface(app.surface.get_size())
            surface.fill((0, 0, 0))
            flip.t = flip.delay + flip.duration * 0.9
            flip.draw(surface)
            below = table.slot_rect(m, idx + 1)
            assert (
                pygame.mask.from_threshold(surface.subsurface(below), (0, 0, 0), (1, 1, 1, 255)).count()
                == below.w * below.h
            )
            checked += 1
    assert checked
