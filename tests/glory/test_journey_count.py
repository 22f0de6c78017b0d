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
