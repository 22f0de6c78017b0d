"""The words on Joust's knight and court cards at table size, driven through the real scene with 3 and 4
players in English and Italian: every text the table fits (the abilities in short, the court cards'
effects, the strength and health) is at least 11 px at the logical 1600x900, every card name too (on two
lines, barely squeezed, rather than smaller); pointing at a knight zooms it with its abilities in full."""

from __future__ import annotations

import pytest

from game import i18n
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust import content as C
from game.games.joust.ui import court_face
from game.games.joust.ui.smoke import advance
from game.ui import text_fit
from game.ui.art import cards as card_art
from game.ui.art import fonts
from game.ui.scenes import persist
from tests.ui_driver import FRAME, move

LEGIBLE = 11  # px at the logical 1600x900


def joust_table(app, players: int, lang: str):
    app.set_language(lang)
    app.step(dt=FRAME)
    seats = (SeatConfig("human", "", ""), *(SeatConfig("bot", "random") for _ in range(players - 1)))
    persist.open_table(app, Session(get("joust"), Options(players, "standard", seats), 5))
    table = app.top
    advance(table, lambda st: st.turn >= 4)
    return table


@pytest.mark.parametrize(("players", "lang"), [(3, "en"), (4, "en"), (3, "it"), (4, "it")])
def test_every_word_on_the_knights_and_court_cards_is_legible(app, monkeypatch, players, lang):
    table = joust_table(app, players, lang)
    faces: list[tuple[str, int, card_art._Layout]] = []
    render = card_art.render_card

    def spy(spec, size="hand"):
        w, h = card_art._resolve_size(spec.shape, size)
        if spec.kind in ("knight", "court") and w >= card_art.WORDS_MIN_W:
            faces.append((i18n._(spec.title), w, card_art._Layout(w, h, spec)))
        return render(spec, size)

    monkeypatch.setattr(card_art, "render_card", spy)
    court_face._face.cache_clear()  # the court faces are drawn again, through the spy
    with text_fit.recording() as fits:
        for _ in range(3):
            app.step(dt=FRAME)
    assert {t for t, _w, _l in faces} >= {i18n._(C.ALL_KNIGHTS[k.card].name) for k in table.board.seats[1].knights}
    small = sorted({(r.fit.size, r.text) for r in fits if r.fit.size < LEGIBLE})
    assert not small, f"text under {LEGIBLE} px on the table: {small}"
    rows = [r for r in fits if ":" in r.text and r.role == "bold"]
    assert rows, "no ability row was drawn"
    for title, w, lay in faces:
        assert lay.title_size >= LEGIBLE, f"{title!r} at {lay.title_size} px on a {w} px card"
        room = lay.title_x[1] - lay.title_x[0]
        widest = max(fonts.font(lay.title_role, lay.title_size).size(line)[0] for line in lay.title_lines)
        assert widest <= room * 1.2, f"{title!r} squeezed to {room / widest:.0%} on a {w} px card"


def test_pointing_at_a_knight_zooms_it_with_its_abilities_in_full(app):
    table = joust_table(app, 4, "en")
    app.step(dt=FRAME)
    k = next(k for k in table.board.seats[2].knights if C.ALL_KNIGHTS[k.card].abilities)
    spot = table.spots.find(("knight", k.uid))
    assert spot is not None and spot.zoom is not None
    move(app, spot.rect.center, frames=3)
    assert table.zoom.rect is not None or table.gui.showing_tip
    for a in C.ALL_KNIGHTS[k.card].abilities:  # the zoomed face carries every ability's whole sentence
        assert C.ability_text(a) in spot.zoom.body
    assert card_art._Layout(*card_art.LARGE, spot.zoom).has_text
