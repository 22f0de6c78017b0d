"""The Joust à Plaisance between its rounds: each joust duel's event carries the bracket after it, the
last duel of the quarter-finals and of the semi-finals is followed by who went through and the next
pairings, and the table holds that until the player clicks, at any speed."""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Event
from game.games.glory import bracket_text as B
from game.games.glory import content as C
from tests.glory.glory_helpers import finish_setup, new, play, random_action
from tests.glory.test_table_ui import open_table, to_action_phase
from tests.ui_driver import click

K = [f"k:{k}" for k in list(C.KNIGHTS)[:8]]


def _joust_overs(seed: int) -> list[Event]:
    """Every joust duel's end in round 1 of a 3-player game with a Plaisance first, played at random."""
    s = finish_setup(new(3, seed=seed, t1="plaisance"))
    rng, out = Rng.from_seed(seed), []
    while s.round == 1 and s.phase != "over":
        seat, action = random_action(s, rng)
        s, events = play(s, seat, action)
        out += [e for e in events if e.kind == "duel_over" and e.data["reason"] == "tournament"]
    return out


def test_each_joust_duel_tells_the_bracket_and_two_rows_close_before_the_final():
    for seed in (1, 2):
        overs = _joust_overs(seed)
        assert len(overs) == 7  # 4 + 2 + 1 duels (no byes: the knights do not run out)
        closed = []
        for ev in overs:
            d, bracket = ev.data, ev.data["bracket"]
            row = B.row_of_duel(bracket, d["loser"], d["winner"])
            assert row is not None and d["winner"] in bracket[row + 1]
            got = B.round_over(bracket, d["loser"], d["winner"], "p:0")
            if got is not None:
                closed.append((row, got))
        assert [row for row, _got in closed] == [0, 1]
        (_r0, (title0, rows0, next0)), (_r1, (title1, rows1, next1)) = closed
        assert title0 == "The quarter-finals are over" and len(rows0) == 4 and next0.startswith("Semi-finals: ")
        assert title1 == "The semi-finals are over" and len(rows1) == 2 and next1.startswith("Final: ")
        semis = overs[3].data["bracket"][1]
        assert [who for _t, who, _lead in rows0] == semis and next0.count(" against ") == 2


def test_the_lines_speak_to_the_viewer_and_name_everyone_else():
    bracket = [["p:0", K[0], K[1], K[2], "p:1", K[3], K[4], K[5]], ["p:0", K[2], K[3], K[5]], ["", ""], [""]]
    title, rows, pairings = B.round_over(bracket, K[4], K[5], "p:0", lambda seat: f"Player{seat}")
    name = {k: C.KNIGHTS[k[2:]].name for k in K}
    assert title == "The quarter-finals are over"
    assert [text for text, _w, _lead in rows] == [
        f"You beat {name[K[0]]}",
        f"{name[K[2]]} beats {name[K[1]]}",
        f"{name[K[3]]} beats Player1",
        f"{name[K[5]]} beats {name[K[4]]}",
    ]
    assert [lead for _t, _w, lead in rows] == [True, False, False, False]
    assert pairings == f"Semi-finals: you against {name[K[2]]} · {name[K[3]]} against {name[K[5]]}."
    assert B.round_over(bracket, K[1], K[2], "p:0") is None  # not the last duel of the row


def test_the_table_holds_the_joust_between_rounds_until_the_player_clicks(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        bracket = [["p:0", K[0], K[1], K[2], "p:1", K[3], K[4], K[5]], ["p:0", K[2], K[3], K[5]], ["", ""], [""]]
        over = {"reason": "tournament", "winner": K[5], "loser": K[4], "card": "", "bracket": bracket}
        table.on_events([Event("duel_over", over)])
        app.step(dt=0.05)
        shown = table.timeline.announcement
        assert shown is not None and shown.title == "The quarter-finals are over"
        assert shown.rows[0].lead and shown.rows[0].seat == 0 and shown.rows[1].seat is None
        assert shown.rows[2].text.endswith(f"beats {table.player_name(1)}")
        assert shown.body.startswith("Semi-finals: you against ")
        assert table.app.settings.animation_speed >= 4
        for _ in range(600):  # thirty seconds at the fastest speed: it waits for the player
            app.step(dt=0.05)
        assert table.timeline.announcement is shown
        click(app, table.table_rect.center)
        assert table.timeline.announcement is None
        table.on_events([Event("duel_over", over | {"winner": K[2], "loser": K[1]})])  # not the row's last duel
        app.step(dt=0.05)
        assert table.timeline.announcement is None
    finally:
        app.shutdown()


def test_the_filled_bracket_is_shown_before_the_first_joust_duel_until_the_player_clicks(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        row = [K[0], "p:0", K[1], K[2], K[3], "p:1", K[4], K[5]]  # the players second in their pairs
        table.on_events([Event("knights_added", {"row": row}, reveals=True)])
        app.step(dt=0.05)
        shown = table.timeline.announcement
        assert shown is not None and shown.title == "The bracket is set" and shown.subtitle == "Quarter-finals"
        name = {k: C.KNIGHTS[k[2:]].name for k in K}
        assert [r.text for r in shown.rows] == [
            f"You against {name[K[0]]}",
            f"{name[K[1]]} against {name[K[2]]}",
            f"{name[K[3]]} against {table.player_name(1)}",
            f"{name[K[4]]} against {name[K[5]]}",
        ]
        assert shown.rows[0].lead and shown.rows[0].seat == 0 and shown.rows[2].seat == 1
        table.kept_board = table.view  # as after registration: the joust's board is kept
        assert table.view_shown() == "tournament"  # the filled bracket behind the panel
        for _ in range(400):  # twenty seconds at the fastest speed: the player looks at whom they meet
            app.step(dt=0.05)
        assert table.timeline.announcement is shown
        click(app, table.table_rect.center)
        assert table.timeline.announcement is None
    finally:
        app.shutdown()
