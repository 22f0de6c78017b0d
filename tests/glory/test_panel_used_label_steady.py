"""A rival's used supports keep one label while the bots play on: the name said "used" or not never
switches with the latest moves shown beside the tiles (it used to, as those came and went), and a
support is never said used when it is face up."""

from __future__ import annotations

import pytest

from game import i18n
from game.app import App
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.glory.state import Tile
from game.games.glory.ui import players
from game.settings import Settings
from game.ui.scenes import persist
from tests.glory.test_table_ui import to_action_phase, wait_for_turn


def open_table(lang: str, seed: int = 4):
    """Glory, three players (the viewer and two bots), in ``lang``."""
    spec = get("glory")
    seats = tuple(SeatConfig("human", "", "Ada") if i == 0 else SeatConfig("bot", "random") for i in range(3))
    options = Options(3, "standard", seats, tuple((o.key, o.default) for o in spec.options))
    app = App(headless=True, settings=Settings(sound=False, animation_speed=8.0, language=lang), lang=lang)
    persist.open_table(app, Session(spec, options, seed))
    return app, app.top


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_rivals_used_support_keeps_its_label_while_the_bots_play(tourney_home, monkeypatch, lang):
    app, table = open_table(lang)
    try:
        to_action_phase(app, table)
        state = table.store.state
        rivals = [p.seat for p in state.players if p.seat != table.viewer]
        for seat in rivals:
            state.players[seat].supports[:] = [
                Tile(f"wm{seat}", "weapons_master", active=False),
                Tile(f"ck{seat}", "cook", active=False),
            ]
            state.players[seat].relics[:] = [Tile(f"rg{seat}", "ring")]
        table.refresh()
        drawn: list[tuple[tuple, str]] = []
        original = players.draw_captioned

        def spy(t, surface, box, card, size, name, **kw):
            drawn.append((card.key, name))
            return original(t, surface, box, card, size, name, **kw)

        monkeypatch.setattr(players, "draw_captioned", spy)
        labels: dict[tuple, set[str]] = {}
        news_seen: set[bool] = set()
        for _turn in range(4):  # the viewer's moves, the bots' in between: their latest moves come and go
            table.submit(table.legal[0])
            for _frame in range(60):
                drawn.clear()
                app.step(dt=0.05)
                view = table.panel_view
                for key, name in drawn:
                    if key[0] != "support" or key[1] not in rivals:
                        continue
                    tile = view.players[key[1]].supports[key[2]]
                    if tile.kind not in ("weapons_master", "cook"):
                        continue
                    said = {players.tile_name(tile), players.tile_name(tile, marked=False)}
                    assert name in said and (name == players.tile_name(tile) or not tile.active), name
                    labels.setdefault((key[1], tile.kind, tile.active), set()).add(name)
                news_seen |= {bool(table.recent_lines.get(s)) for s in rivals}
            if not wait_for_turn(app, table) or table.phase() != "action":
                break
        assert labels, "no rival's support was drawn"
        assert news_seen == {True, False}, "the latest moves never came and went"
        for key, names in labels.items():
            assert len(names) == 1, f"{key}: {names}"
    finally:
        app.shutdown()
        i18n.set_language("en")
