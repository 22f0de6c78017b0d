"""The eyes that tell who peeked at a face-down paladin sit beside the card, never over the value and
name on its visible top strip (two lines in Italian) nor over the next mission's tokens: 5 players."""

from __future__ import annotations

import random

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.paladin.state import PLACE, RESOLVE
from game.games.paladin.ui.table import EYE_CLEAR, EYE_STEPS
from game.ui.scenes import persist
from tests.paladin.helpers import held_table


def test_the_peek_eyes_cover_no_card_and_no_token_at_five_players_in_italian(app):
    from game import i18n

    i18n.set_language("it")
    seats = (SeatConfig("human", "", "Ada"),) + (SeatConfig("bot", "medium"),) * 4
    persist.open_table(app, Session(get("paladin"), Options(5, "standard", seats), 5))
    table = app.top
    store, pick = table.store, random.Random(5)
    # every seat peeks whenever it may: many eyes on many cards, up to the last placement
    while True:
        (seat,) = store.actors()
        acts = store.legal_actions(seat)
        peeks = [a for a in acts if a[0] == "peek"]
        if store.state.phase == PLACE and store.state.turn == 5 * 5 - 1 and not peeks:
            break
        store.apply(seat, pick.choice(peeks) if peeks else pick.choice(acts))
        assert store.state.phase != RESOLVE
    table.refresh()
    table.rebuild_log()
    table.skip_animations()
    table._layer = None
    app.step(dt=0.05)
    s = table.view
    eyes = [sp for sp in table.spots.shown if isinstance(sp.key, tuple) and sp.key[0] == "eyes"]
    many = [sp for sp in eyes if len(sp.tip.split(",")) >= 3]
    assert len(eyes) >= 5 and many  # three peekers at one card too
    cards = [table.slot_rect(m, i) for m in range(5) for i in range(len(s.table[m]))]
    tokens = [sp.rect for sp in table.spots.shown if isinstance(sp.key, tuple) and sp.key[0] == "marks"]
    for sp in eyes:
        assert sp.rect.collidelist(cards) == -1, sp.key
        assert sp.rect.collidelist(tokens) == -1, sp.key
        clear = [t.inflate(2 * EYE_CLEAR, 0) for t in tokens]  # a gap to the next column's tokens
        assert sp.rect.collidelist(clear) == -1, sp.key
        assert sp.rect.right <= table.lay.missions.right + 8  # short of the side panel
        assert sp.rect.collidelist([o.rect for o in eyes if o is not sp]) == -1, sp.key  # nor each other
    # every eye readable: 15 px at least, wherever the card below has eyes of its own
    for sp in eyes:
        k = len(sp.tip.split(","))
        fits = [st for st in EYE_STEPS if sp.rect.w % st == 0 and sp.rect.h % st == 0]
        assert any((sp.rect.w // st) * (sp.rect.h // st) >= k for st in fits), (sp.key, sp.rect, k)
        assert min(fits) >= 15
    # three or more peekers: eyes large enough to tell their colours apart where the gap below is free
    # (the per-eye size is the area's side divided among its eyes, one per 22, 18, 15 or 13 px)
    big = [sp for sp in many if (sp.rect.w * sp.rect.h) // (len(sp.tip.split(",")) + 1) >= 18 * 18]
    assert big, [(sp.key, sp.rect) for sp in many]


def test_many_eyes_on_a_narrow_gap_stay_readable_and_count_the_rest(app, monkeypatch):
    """Five players: four seats looked at one face-down paladin and someone at the one just below it,
    the gap beside them one eye wide. The eyes beside the first keep to their own place (clear of the
    next card's eyes) at a readable size, the last place saying how many more there are; the tooltip
    names every peeker."""
    from game.games.paladin import engine as E
    from game.games.paladin.ui import table as paladin_table
    from game.games.paladin.ui.smoke import drive
    from game.ui import text_fit
    from tests.ui_driver import FRAME

    table = held_table(app, players=5, seed=3)
    drive(table, lambda st: st.phase == PLACE and E.actor(st) == table.viewer and sum(map(len, st.table)) >= 15)
    s = table.store.state
    inner = [(m, r) for m, r in enumerate(s.table[:4]) if len(r) >= 3 and all(o != 0 for o, _c in r[:2])]
    m, row = inner[0]  # not the last column: the narrow gap before the next one
    first, second = row[0][0], row[1][0]
    s.peeks = [(p, m, first) for p in range(5) if p != first] + [(first, m, second)]
    table.refresh()
    table._layer = None
    narrow = table.slot_rect(m, 0).right + 3 + 22  # a gap one eye wide (a narrower column)
    monkeypatch.setattr(table, "_eye_edge", lambda mm: narrow if mm == m else type(table)._eye_edge(table, mm))
    radii: list[int] = []
    real = paladin_table.draw_eye
    monkeypatch.setattr(paladin_table, "draw_eye", lambda surf, c, r, **k: (radii.append(r), real(surf, c, r, **k)))
    with text_fit.recording() as fits:
        app.step(dt=FRAME)
    top = table.click_spot(("eyes", m, first))
    below = table.click_spot(("eyes", m, second))
    assert top is not None and below is not None
    assert not top.rect.colliderect(below.rect)
    named = [p for p in range(5) if p != first and (table.seat_name(p) in top.tip or p == table.viewer)]
    assert len(named) == 4 and "you" in top.tip  # every peeker named
    assert radii and min(radii) >= 8  # 18 px eyes at least
    assert "+3" in [f.text for f in fits], "one eye, and the last place counts the three left out"
