"""The end of a Tournament game on the real table: the scoreboard's King's Favour shows the result it
was scored with (no "13+" left over a rival's hidden hand), and no player is highlighted as acting
once every turn has been played."""

from __future__ import annotations

from game.games.tournament import content as C
from game.games.tournament.policy import policy_action
from game.games.tournament.state import HIDDEN, OVER
from game.ui import text_fit
from tests.ui.test_table_polish import tournament_table
from tests.ui_driver import FRAME


def _played_to_the_end(app, seed: int, players: int):
    """A table whose game every seat played to its end by the rule-of-thumb policy, on screen."""
    table = tournament_table(app, seed, players=players)
    store = table.store
    while store.state.phase != OVER:
        st = store.state
        store.apply(st.current, policy_action(st, st.current))
    table.refresh()
    table.rebuild_log()
    for _ in range(3):
        app.step(dt=FRAME)
    return table


def test_king_s_favour_shows_its_scored_result_after_the_end(app):
    for seed in range(1, 30):
        table = _played_to_the_end(app, seed, 3)
        v = table.view
        records = [r for r in v.history if C.category(r.card) == C.KINGS_FAVOR]
        if records and any(HIDDEN in v.hands[s] for s in range(v.players) if s != table.viewer):
            break
    else:
        raise AssertionError("no game ended with the King's Favour scored and a hidden hand")
    scored = records[-1].scores
    table._layer = None
    with text_fit.recording() as fits:
        app.step(dt=FRAME)
    for seat in range(v.players):
        cell = table.spots.find(("favour", seat))
        assert str(scored[seat]) in cell.tip and "+" not in cell.tip.split(":")[0]
        shown = [f.text for f in fits if f.box == (cell.rect.w, cell.rect.h)]
        assert str(scored[seat]) in shown
    assert not [f.text for f in fits if f.box == (cell.rect.w, cell.rect.h) and f.text.endswith("+")]


def test_nobody_is_marked_as_acting_while_the_final_contests_are_scored(app):
    """A rival's last turn ends the game: once its panels have been read, the final Contests come up
    and neither the last mover nor anyone else is marked as acting on the table drawn under them."""
    import pygame

    from game.games.tournament.state import DRAW
    from tests.tournament.test_table import play_on

    space = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    for seed in range(1, 40):
        table = tournament_table(app, seed, players=2)
        if not play_on(app, table, lambda st: st.phase == DRAW and len(st.deck) == 2):
            continue  # the viewer draws one, the rival the last one
        drawn = []  # each panel drawn: (whether the final Contests were on, whether marked as acting)
        real_draw = table.panel.draw

        def spy(*args, drawn=drawn, table=table, real_draw=real_draw, **kwargs):
            drawn.append((getattr(table, "_finale_begun", False), kwargs.get("active", False)))
            return real_draw(*args, **kwargs)

        table.panel.draw = spy
        checked = False
        for frame in range(6000):
            st = table.store.state
            if table.final_look:
                break
            if st.phase != OVER and st.current == table.viewer and table.can_act() and not table.timeline.busy:
                table.submit(policy_action(st, st.current))
            if getattr(table, "_finale_begun", False):
                assert not any(table._active(s) for s in range(st.players))
            begun = getattr(table, "_finale_begun", False)
            events = [space] if table.timeline.announcement is not None and frame % 30 == 29 else []
            app.step(events, dt=FRAME)
            if not begun and getattr(table, "_finale_begun", False):  # the final Contests' panel came up
                now = table._full_layer_key()
                table._finale_begun = False
                before = table._full_layer_key()
                table._finale_begun = True
                assert now != before, "the table drawn before the final Contests would stay, marks and all"
                app.step(dt=FRAME)
                assert drawn[-1] == (True, False), "the panels kept their marks under the final Contests"
                checked = True
        if checked:
            assert table.final_look
            assert not [active for on, active in drawn if on and active]  # as drawn on screen
            return
    raise AssertionError("no game ended on a rival's turn with final Contests")
