"""The journey's card limit is in view: the prompt counts the cards played ("2 of 3 played") and the
table says so in the log (a line that stays, not a toast over the bar) when the last card allowed has
been played, instead of moving on in silence."""

from __future__ import annotations

from game.core.rules import Event
from game.games.glory import prompts
from tests.glory.glory_helpers import finish_setup, new
from tests.glory.test_table_ui import open_table, to_action_phase


def test_the_journey_prompt_counts_the_cards_played():
    s = finish_setup(new(3, seed=2))
    s.phase, p = "journey", s.players[s.actor]
    p.journey_played, p.journey_limit = 2, 3
    assert prompts.status(s, "journey", [("stop",)]) == "Play a journey card or end your journey (2 of 3 played)"
    assert "3 journey cards, the most" in prompts.journey_end(3)


def test_the_table_says_when_the_last_card_allowed_was_played(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        me = table.view.players[table.viewer]
        me.journey_played, me.journey_limit = 2, 3
        card = {"seat": table.viewer, "card": "R01", "type": "R"}
        table.on_events([Event("journey_played", card)])
        for _ in range(6):
            app.step(dt=0.05)
        logged = lambda: [t for t, _c in table.log_view.lines]  # noqa: E731
        assert not any("your journey ends" in t for t in logged())
        me.journey_played = 3
        table.on_events([Event("journey_played", card)])
        for _ in range(6):
            app.step(dt=0.05)
        assert any("3 journey cards, the most for this phase" in t for t in logged())
        assert not any("your journey ends" in t for t in table.toasts.texts)  # no toast over the bar
        note = table.notes[-1]  # the next player at a shared screen reads it in the third person
        assert note.for_viewer(None).startswith("Ada has played every journey card")
    finally:
        app.shutdown()


def test_the_journey_end_line_comes_before_the_duel_its_card_starts(tourney_home):
    """The last card allowed is a Challenge card: "You have played 3 journey cards…" is logged right
    after the card's own line, before the duel it starts ("Duel: …"), not after it."""
    from game.ui import game_log

    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        for _ in range(6):
            app.step(dt=0.05)
        step = len(table.store.history) - 1
        table._logged = len(table.store.history)  # every move logged: only the lines below are queued
        played = game_log.LogLine("You play Jean de Saintré.", table.viewer, step, event=0)
        duel = game_log.LogLine("Duel: you against Jean de Saintré.", None, step, event=1)
        table._log_queue[:] = [played, duel]
        table.animating = True  # the timeline shows the move: the lines wait for it
        table._log_about_viewer("Your journey ends.", "Ada's journey ends.", (step, 0))
        assert [q.text for q in table._log_queue] == [played.text, "Your journey ends.", duel.text]
    finally:
        app.shutdown()


def test_the_journey_end_line_is_placed_after_its_own_event(tourney_home, monkeypatch):
    """The table finds which event of the move the last card's line tells (the viewer's copy of it)."""
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        last = table.store.history[-1]
        card = Event("journey_played", {"seat": table.viewer, "card": "C01", "type": "C"}, reveals=True)
        monkeypatch.setattr(last, "events", [*last.events, card, Event("duel_start", {"entrants": ["p:0", "c:C01"]})])
        me = table.view.players[table.viewer]
        me.journey_played = me.journey_limit = 3
        got = []
        monkeypatch.setattr(table, "_log_about_viewer", lambda mine, theirs, after=None: got.append(after))
        for call in table.note_journey_end(card.for_seat(table.viewer)):
            call.fn()
        assert got == [(len(table.store.history) - 1, len(last.events) - 2)]
    finally:
        app.shutdown()
