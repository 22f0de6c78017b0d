"""A paladin and a mission clicked while the bots play (the bar names a rival's move) never become the
player's placement when their turn comes: no move is made and nothing stays selected until they click
again, once the turn takes input."""

from __future__ import annotations

from game.ui.kit.table import UNMET_SECONDS
from tests.paladin.test_table import open_table, run_until_human
from tests.ui_driver import FRAME, click


def _place_first(table) -> None:
    card, m = next((a[1], a[2]) for a in table.legal if a[0] == "place")
    table.pick(card)
    table.place_on(m)


def _clicks_while_the_bots_play(app, table) -> tuple[int, int]:
    """A hand card, then 0.6 s later a mission the player may take next turn, clicked as a rival's move
    plays: the card and the mission's index."""
    me = table.viewer
    while table.can_act():
        app.step(dt=FRAME)
    for _ in range(round(0.6 / FRAME)):
        app.step(dt=FRAME)
    assert not table.can_act()
    card = table.view.hands[me][-1]
    free = [m for m in range(len(table.view.missions)) if all(o != me for o, _c in table.view.table[m])]
    click(app, table.click_spot(card).rect.center, frames=1)
    for _ in range(round(0.6 / FRAME)):
        app.step(dt=FRAME)
    assert not table.can_act()
    click(app, table.click_spot(("mission", free[-1])).rect.center, frames=1)
    return card, free[-1]


def test_a_card_and_a_mission_clicked_in_the_bots_turns_make_no_move(app):
    app.settings.animation_speed = 1.0
    table = open_table(app)
    run_until_human(app, table)
    _place_first(table)
    me = table.viewer
    mine = sum(step.seat == me for step in table.store.history)
    card, m = _clicks_while_the_bots_play(app, table)
    for _ in range(round(60.0 / FRAME)):  # the bots' turns play out; the player waits, clicking nothing
        app.step(dt=FRAME)
        if table.decision_ready():
            break
    for _ in range(round((UNMET_SECONDS + 0.2) / FRAME)):  # and looks at their turn a while
        app.step(dt=FRAME)
    assert table.decision_ready()
    assert sum(step.seat == me for step in table.store.history) == mine
    assert card in table.view.hands[me] and table.selected is None
    click(app, table.click_spot(card).rect.center)  # their own clicks, in their turn, place it
    click(app, table.click_spot(("mission", m)).rect.center)
    assert card not in table.view.hands[me]
