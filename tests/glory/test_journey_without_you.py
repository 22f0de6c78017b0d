"""A journey phase the player cannot take part in (no journey card they can play) is said, not
skipped in silence: the status says the journey goes on without them, in English and Italian."""

from __future__ import annotations

from game import i18n
from game.games.glory import prompts
from game.games.glory.journey import journey_cards
from tests.glory.test_table_ui import open_table, to_action_phase


def test_the_status_says_the_journey_goes_on_without_the_player(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        seen = None
        for _ in range(3000):  # the human never travels: no journey card to play when the journey comes
            view = table.view
            if view.phase in prompts.JOURNEY_PHASES and not table.can_act() and not table.animating:
                assert not journey_cards(view, table.viewer)
                seen = table.current_status()
                break
            if table.can_act() and table.bar.lock <= 0 and table.legal:
                legal = [a for a in table.legal if a[:2] != ("place", "travel") and a[0] != "play"]
                table.submit(legal[0] if legal else table.legal[0])
            if table.animating:
                table.skip_animations()
            app.step(dt=0.05)
        assert seen == "You have no journey card you can play: the journey goes on without you."
        i18n.set_language("it")
        assert table.current_status() == "Non hai carte viaggio che puoi giocare: il viaggio prosegue senza di te."
    finally:
        i18n.set_language("en")
        app.shutdown()
