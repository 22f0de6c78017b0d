"""A card flying between a rival's panel and a mission passes under the missions' titles, the gaps
between the columns included (a playtester saw card backs mid-flight over a column's title)."""

from __future__ import annotations

import pygame

from .test_table import open_table, run_until_human


def test_the_cover_hides_a_flight_in_the_gap_between_two_titles(app):
    table = open_table(app)
    run_until_human(app, table)
    app.step(dt=0.05)
    left, right = table.mission_top(0), table.mission_top(1)
    assert right.x > left.right  # a gap between the columns
    point = ((left.right + right.x) // 2, left.y + 8)
    surface = app.surface.copy()
    pygame.draw.rect(surface, (255, 0, 255), pygame.Rect(point[0] - 3, point[1] - 3, 6, 6))
    table.cover_missions(surface)
    assert tuple(surface.get_at(point))[:3] == tuple(table._layer.get_at(point))[:3]
    assert tuple(surface.get_at(point))[:3] != (255, 0, 255)
    flying = app.surface.copy()
    spare = table.mission_top(1)
    pygame.draw.rect(flying, (255, 0, 255), spare)
    table.cover_missions(flying, spare=1)
    assert tuple(flying.get_at(spare.center))[:3] == (255, 0, 255)  # the mission flying off is not covered
