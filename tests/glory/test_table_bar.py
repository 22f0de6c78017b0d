"""The action bar never changes under the cursor: the slot just clicked shows no other kind of move
while the mouse stays on it (the new move appears once the mouse has left, or after a still moment
long past a double click), and shows its own kind again at once; unavailable moves are shown
disabled with their reason."""

from __future__ import annotations

from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory.actions import circles
from game.ui.kit import Control, Option
from game.ui.kit.groups import group_controls
from tests.glory.test_table_ui import open_table, to_action_phase, wait_for_turn
from tests.ui_driver import click, move, settle


def test_the_slot_just_clicked_shows_no_other_move_until_the_mouse_leaves(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        wait_for_turn(app, table)
        assert table.phase() == "setup"
        pressed = table.bar.buttons("main")[0]
        kind = table.bar.controls["main"].kind_of()
        where = pressed.rect.center
        click(app, where)
        for _ in range(400):  # the bots choose; the viewer's next decision arrives under the resting mouse
            if table.can_act() and "main" in table.bar.controls and table.bar.controls["main"].kind_of() != kind:
                break
            if table.animating:
                table.skip_animations()
            app.step(dt=0.05)
        else:
            raise AssertionError("no other kind of move ever came to the slot clicked")
        before = len(table.store.history)
        settle(app, 0.5)  # past every lock, but a double click's second click finds nothing there
        assert table.bar.buttons("main") == [] and "main" in table.bar.hidden
        click(app, where)
        assert len(table.store.history) == before
        settle(app, 0.3)  # a player waiting without moving the mouse soon gets the button
        assert table.bar.buttons("main") and not table.bar.hidden
        click(app, where)
        assert len(table.store.history) > before or table.bar.chooser_buttons()
    finally:
        app.shutdown()


def test_the_waiting_move_appears_at_once_when_the_mouse_leaves(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        wait_for_turn(app, table)
        table.bar.set(table, [Control("main", "Add Strength", choices=[Option("+1"), Option("+2")], family="s")])
        settle(app)
        click(app, table.bar.buttons("main")[0].rect.center)
        table.bar.set(table, [Control("main", "No relic", on_click=lambda: None)])
        app.step(dt=0.05)
        assert table.bar.hidden == {"main"} and table.bar.buttons("main") == []
        move(app, table.lay["hint"].center, frames=2)  # the mouse leaves: the new move appears
        assert table.bar.buttons("main") and not table.bar.hidden
    finally:
        app.shutdown()


def test_the_same_kind_of_move_stays_under_the_cursor(tourney_home):
    app, table = open_table(3, seed=4)
    hits: list[str] = []
    try:
        wait_for_turn(app, table)

        def group(name: str, n: int) -> Control:
            options = [Option(f"{k + 1}", on_click=lambda k=k: hits.append(f"{name}{k}")) for k in range(n)]
            return Control("end", name, choices=options, family="token")

        table.bar.set(table, [group("Add tokens", 4)])
        settle(app)
        where = table.bar.buttons("end")[0].rect.center
        click(app, where)
        assert table.bar.chooser_for == "end"
        table.bar.set(table, [group("Add tokens (3 left)", 3)])  # the same family, still a group
        settle(app, 0.6)
        click(app, where)  # shown and answering as soon as the locks are over
        assert table.bar.chooser_for == "end" and table.bar.buttons("end")
        pass_ = Control("end", "Pass", on_click=lambda: hits.append("pass"))
        for instant in (pass_, Control("end", "Add 1", on_click=lambda: hits.append("1"), family="token")):
            table.bar.set(table, [instant])  # an instant move, even of the family: not under the cursor
            settle(app, 0.6)
            click(app, where)
            assert hits == [] and table.bar.buttons("end") == []
        move(app, table.lay["hint"].center)
        keep = [Option(t, on_click=lambda t=t: hits.append(t)) for t in ("Equipped", "Dreaded", "Pious")]
        table.bar.set(table, [Control("main", "Keep a title", choices=keep)])  # shown inline: instant buttons
        settle(app, 0.6)
        first = table.bar.buttons("main")[0]
        assert len(table.bar.buttons("main")) == 3 and first.text == "Equipped"
        click(app, first.rect.center)
        table.bar.set(table, [Control("main", "Keep a title", choices=keep[1:])])  # another one comes under it
        settle(app, 0.6)
        click(app, first.rect.center)
        assert hits == ["Equipped"] and table.bar.buttons("main") == []
    finally:
        app.shutdown()


def test_moves_out_of_reach_are_shown_disabled_with_their_reason(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        p = table.store.state.players[table.viewer]
        s = table.store.state
        p.coins, p.mount = 0, 4
        s.track = [t if s.track_costs[i] else "" for i, t in enumerate(s.track)]  # no free support left
        table.refresh()
        app.step(dt=0.05)
        third = table.bar.controls["third"]  # Market or support: nothing can be bought with no coin
        assert not third.enabled and not third.choices
        (button,) = table.bar.buttons("third")
        assert not button.is_enabled and "Market: Mount: already at level IV" in button.tip_text
        assert "needs 2 coins, you have 0" in button.tip_text
        p.coins = 2  # now some of it is affordable: the rest stays in its place in the chooser, disabled
        table.refresh()
        settle(app)
        table.bar.open_chooser("third")
        shown = table.bar.chooser_buttons()
        out = [b for b in shown if not b.is_enabled]
        assert out and all(b.tip_text for b in out)
        assert any(b.text.startswith("Market: Mount") for b in out)
        assert shown[0] in out and shown[0].text.startswith("Market: Mount")  # mount first, greyed in its place
        assert shown[-1].is_enabled and any(b.is_enabled for b in shown[:-1])  # a move possible, then Cancel
    finally:
        app.shutdown()


def test_the_end_tells_each_players_titles_and_holds_them_at_every_speed(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        titles = list(C.TITLES)[:2]
        gained = sum(C.TITLES[t].glory for t in titles)
        events = [Event("titles_scored", {"seat": 0, "titles": titles, "glory": gained + 2})]
        events += [Event("titles_scored", {"seat": seat, "titles": [], "glory": 0}) for seat in (1, 2)]
        table.on_events(events)
        app.step(dt=0.05)
        shown = table.timeline.announcement
        assert shown is not None and shown.subtitle == f"Your titles give you {gained + 2} glory."
        texts = [r.text for r in shown.rows]
        assert texts[:2] == [C.TITLES[t].name for t in titles] and texts[2].startswith("Chronicler")
        assert shown.rows[0].value == f"+{C.TITLES[titles[0]].glory} glory" and shown.rows[-1].lead
        for _ in range(60):  # three seconds at the fastest speed: still on screen
            app.step(dt=0.05)
        assert table.timeline.announcement is shown and table.app.settings.animation_speed >= 4
        for _ in range(600):  # thirty more seconds: the end waits for the player's click
            app.step(dt=0.05)
        assert table.timeline.announcement is shown
        click(app, table.table_rect.center)  # a click goes on to the next player's titles
        nxt = table.timeline.announcement
        assert nxt is not None and nxt is not shown and nxt.rows[0].text == "No title scored"
    finally:
        app.shutdown()


def test_a_pick_in_a_chooser_never_leaves_an_instant_move_in_its_slot_under_the_mouse(tourney_home):
    app, table = open_table(3, seed=4)
    hits: list[str] = []
    try:
        wait_for_turn(app, table)
        adds = [Option(f"+{n} Strength", on_click=lambda n=n: hits.append(f"+{n}")) for n in (1, 2, 3, 4)]
        table.bar.set(table, [Control("main", "Add Strength", choices=adds)])
        settle(app)
        click(app, table.bar.buttons("main")[0].rect.center)
        pick = table.bar.chooser_buttons()[2]
        click(app, pick.rect.center)
        assert hits == ["+3"]
        table.bar.set(table, [Control("main", "+1 Strength", on_click=lambda: hits.append("+1 again"))])
        settle(app, 0.6)
        assert table.bar.buttons("main") == [] and table.bar.hidden == {"main"}  # the mouse is still there
        click(app, pick.rect.center)
        assert hits == ["+3"]
        move(app, (table.table_rect.centerx, table.table_rect.y + 40), frames=2)
        assert table.bar.buttons("main") and not table.bar.hidden
    finally:
        app.shutdown()


def test_a_card_that_cannot_be_played_says_why_on_the_hand(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        s = table.store.state
        p = s.players[table.viewer]
        destrier = next(c for c, jc in C.JOURNEY.items() if jc.name == "Destrier")
        p.hand, p.mount, p.coins = [destrier], 2, 9
        p.journey_limit, p.journey_played, p.journey_done = 3, 0, False
        s.phase, s.actor = "journey", table.viewer
        table.refresh()
        table._layer = None
        app.step(dt=0.05)
        assert table.bar.controls["main"].placeholder  # nothing to play: the group only says why
        spot = table.spots.find(destrier)
        assert spot is not None and "Not possible now: needs mount III first" in spot.tip
    finally:
        app.shutdown()


def test_an_open_chooser_is_never_covered_by_its_own_slots_tooltip(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        slot = next(s for s, c in table.bar.controls.items() if c.choices and not c.placeholder)
        (opener,) = table.bar.buttons(slot)
        assert opener.tool_tip_text  # the slot says what it holds while closed
        click(app, opener.rect.center)
        assert table.bar.chooser_for == slot
        settle(app, 2.0)  # the pointer rests on the slot, long past the tooltip's delay
        assert getattr(opener, "tool_tip", None) is None
        click(app, table.bar.chooser_buttons()[-1].rect.center)  # Cancel
        assert table.bar.chooser_for == "" and opener.tool_tip_text
    finally:
        app.shutdown()


def test_a_kind_of_move_stays_a_chooser_with_one_move_left(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        moves = [a for a in table.legal if a[:2] == ("place", "prayer")]
        controls = group_controls([("main", "Take resources", moves, "resources")], str, str)
        (main,) = [c for c in controls if c.slot == "main"]
        assert main.label == "Take resources" and [o.action for o in main.choices] == moves
        table.bar.set(table, controls)
        settle(app)
        (opener,) = table.bar.buttons("main")  # not an instant "Prayer" in its place
        before = len(table.store.history)
        click(app, opener.rect.center)  # it opens its chooser, as with several moves: nothing is played
        assert table.bar.chooser_for == "main" and len(table.store.history) == before
        assert len(table.bar.chooser_buttons()) == 2  # the move, and Cancel
    finally:
        app.shutdown()


def test_a_full_space_says_why_when_hovered_or_clicked(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        s = table.store.state
        s.spaces["training"] = list(range(circles(s, "training")))
        table._gen += 1  # the state was changed behind the table's back: draw it again
        table.refresh()
        settle(app)
        spot = table.spots.find(("space", "training"))
        assert spot is not None and spot.on_click is None
        before = len(table.store.history)
        click(app, spot.rect.center)
        assert len(table.store.history) == before
        assert any("Training: every circle is taken" in t for t in table.toasts.texts)
        settle(app, 1.5)
        assert table.gui.showing_tip == ""  # the click closed the tooltip (the toast says why) ...
        move(app, (spot.rect.centerx + 3, spot.rect.centery))
        settle(app, 1.5)
        assert "Training: every circle is taken" in table.gui.showing_tip  # ... until the mouse moves
    finally:
        app.shutdown()


def test_a_group_first_shown_as_a_chooser_never_turns_into_instant_buttons(tourney_home):
    app, table = open_table(3, seed=4)
    hits: list[str] = []
    try:
        wait_for_turn(app, table)

        def strength(n: int) -> Control:
            adds = [Option(f"+{k} Strength", on_click=lambda k=k: hits.append(f"+{k}")) for k in range(1, n + 1)]
            return Control("main", "Add Strength", choices=adds)

        table.bar.set(table, [strength(4)])  # four do not fit side by side: a chooser
        settle(app)
        assert len(table.bar.buttons("main")) == 1
        table.bar.set(table, [strength(2)])  # two would fit, but the group keeps its chooser
        settle(app)
        (opener,) = table.bar.buttons("main")
        click(app, opener.rect.center)
        assert hits == [] and table.bar.chooser_for == "main"
    finally:
        app.shutdown()
