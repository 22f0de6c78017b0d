"""The glory track keeps one scale for the whole game: a player passing 60 glory (or any total the
game reaches) moves no other player's marker, and a total past the scale's end goes round again,
its marker labelled with what it has gone round by."""

from __future__ import annotations

import pytest

from tests.glory.test_table_ui import open_table, wait_for_turn

GLORY_SCALE = 100  # beyond the highest totals the bots reach (about 80)


@pytest.fixture
def table():
    app, table = open_table(players=3)
    wait_for_turn(app, table)
    yield app, table
    app.shutdown()


def _markers(app, table, glory: dict[int, int]) -> dict[int, int]:
    """Draw the table with ``glory`` (seat → glory) on the track; each seat's marker's centre x."""
    table.glory_shown = lambda seat: glory[seat]  # the track's only source
    table._layer = None  # the cached drawing is drawn again with them
    app.step(dt=0.05)
    return {seat: table.click_spot(("glory", seat)).rect.centerx for seat in glory}


def test_a_rival_passing_sixty_moves_no_other_marker(table):
    app, t = table
    early = _markers(app, t, {0: 20, 1: 40, 2: 55})
    late = _markers(app, t, {0: 20, 1: 40, 2: 78})
    assert late[0] == early[0] and late[1] == early[1]  # 20 and 40 stay where they were
    assert late[2] > early[2]


def test_the_scale_holds_what_the_game_reaches(table):
    app, t = table
    xs = _markers(app, t, {0: 10, 1: GLORY_SCALE // 2, 2: GLORY_SCALE - 10})
    left, right = t.lay["strip"].left, t.lay["strip"].right
    assert left < xs[0] < xs[1] < xs[2] < right  # the highest total the game reaches is on the scale
    assert xs[1] - xs[0] == pytest.approx(xs[2] - xs[1], abs=2)  # evenly spaced: not squeezed at the end


def test_a_total_past_the_end_goes_round(table):
    app, t = table
    before = _markers(app, t, {0: 10, 1: 30, 2: 60})
    after = _markers(app, t, {0: 10, 1: 30, 2: GLORY_SCALE + 20})
    assert after[0] == before[0] and after[1] == before[1]
    assert after[0] < after[2] < after[1]  # at 20, one round on


def _pointed(app, table, glory: dict[int, int]):
    """Draw the track with ``glory``; each marker's (rect, x of its value on the bar)."""
    import pygame

    from game.games.glory.ui import board

    table.glory_shown = lambda seat: glory[seat]
    got = {}
    real = board.draw_score_track
    board.draw_score_track = lambda *a, **k: got.setdefault("m", real(*a, **k))
    try:
        table._layer = None
        app.step(dt=0.05)
    finally:
        board.draw_score_track = real
    return {key[1]: (pygame.Rect(r), px) for key, r, px in got["m"]}


def test_close_scores_point_at_their_exact_values(table):
    """Two players on 17 and one on 18 or 20: markers side by side, none covering another, each
    with the x of its own value (17 and 17 the same point, 18 and 20 to their right)."""
    app, t = table
    for glory in ({0: 20, 1: 17, 2: 17}, {0: 17, 1: 18, 2: 17}):
        got = _pointed(app, t, glory)
        rects = [r for r, _px in got.values()]
        assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
        by_value = {}
        for seat, (_r, px) in got.items():
            by_value.setdefault(glory[seat], set()).add(px)
        assert len(by_value[17]) == 1  # one point for one value
        values = sorted(by_value)
        assert all(min(by_value[b]) > max(by_value[a]) for a, b in zip(values, values[1:]))
        for seat, (r, px) in got.items():
            shown = t.click_spot(("glory", seat)).rect
            assert shown == r and abs(r.centerx - px) <= r.w * 2  # near the value it points at
