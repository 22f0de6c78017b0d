"""The smoke renderer writes a PNG for every shell scene and every scene of a game, and reports failures."""

from __future__ import annotations

import pygame

from game import i18n
from game.smoke import run_smoke


def test_smoke_writes_every_scene(tourney_home, tmp_path):
    out = tmp_path / "shots"
    assert run_smoke(out, "en", games=["demo"]) == 0
    names = sorted(p.stem for p in out.glob("*.png"))
    for scene in ("menu", "settings", "about", "load", "dialog", "crash", "learn"):
        assert f"app-{scene}" in names
    for scene in ("setup", "table", "rules", "pass", "results"):
        assert f"demo-{scene}" in names
    img = pygame.image.load(str(out / "demo-table.png"))
    assert img.get_size() == (1600, 900)


def test_smoke_reports_a_broken_table(tourney_home, tmp_path, monkeypatch):
    from game.games.demo.ui import table

    def broken(self, surface, lay):
        raise RuntimeError("broken table")

    monkeypatch.setattr(table.DemoTable, "draw_pieces", broken)
    assert run_smoke(tmp_path / "shots", "en", games=["demo"]) == 1
    i18n.set_language("en")
