"""What the Joust table's faces say, legibly, in English and Italian: every knight's ability rows whole
at the sizes the table draws a rival's knights at two and three players, every court card's effect in
short on its face (the target, then each effect) at the size of the court row, and the results'
breakdown labels at their normal size with four players (the narrowest label column)."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust import content as C
from game.games.joust.state import COMBAT, DRAW
from game.games.joust.ui import abilities, court_face
from game.games.joust.ui.cards import court_spec, knight_spec
from game.games.joust.ui.smoke import advance
from game.games.joust.ui.table import COURT
from game.ui import text_fit
from game.ui.art.cards import render_card
from tests.joust.test_table import open_table, wait_turn
from tests.ui_driver import FRAME, random_game


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_rivals_knights_are_drawn_large_enough_to_read_at_three_players(app, lang):
    i18n.set_language(lang)
    try:
        table = open_table(app, players=3, seed=11)
        advance(table, lambda st: st.phase == COMBAT and st.turn >= 3)
        wait_turn(app, table)
        app.step(dt=FRAME)
        v = table.view
        for seat in table.others():
            for k in v.seats[seat].knights:
                rect = table.click_spot(("knight", k.uid)).rect
                assert rect.w >= 125, (seat, rect)  # the rows fit whole from this width (below)
                spec = knight_spec(k.card, v.variant)
                _plate, fits = abilities.plan(spec, rect, k.card)
                assert not any(f.ellipsized for f in fits), (lang, C.ALL_KNIGHTS[k.card].name)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("width", [125, 132, 150])
def test_every_knights_rows_fit_whole_at_the_tables_sizes(app, lang, width):
    i18n.set_language(lang)
    try:
        rect = pygame.Rect((0, 0), (width, int(width * 1.4)))
        small = []
        for card in [*C.DECK_KNIGHTS, C.MAIDEN]:
            _plate, fits = abilities.plan(knight_spec(card, C.CAROUSEL), rect, card)
            name = C.ALL_KNIGHTS[card].name
            assert not any(f.ellipsized for f in fits), (lang, width, name)
            assert len({f.size for f in fits}) == 1  # one size on a card
            if fits[0].size < 11:
                small.append(name)
        # the largest size that fits is taken: only the four-ability knight needs the smallest at 125 px
        assert len(small) <= (1 if width < 132 else 0), small
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_court_card_tells_its_effect_in_short_on_its_face(app, lang):
    i18n.set_language(lang)
    try:
        for card, court in enumerate(C.COURTS):
            spec = court_spec(card, note=False)
            plate, fits = court_face.plan(spec, COURT, card)
            text = " ".join(" ".join(f.lines) for f in fits).replace("\u00a0", " ")
            assert fits[0].role == "italic" and " ".join(fits[0].lines) == court_face.target_line(court)
            for row in court_face.effect_rows(court):
                assert row.replace("\u00a0", " ") in text, (lang, court.name, row)
            assert not any(f.ellipsized for f in fits), (lang, court.name)
            assert min(f.size for f in fits) >= 11, (lang, court.name)
            assert sum(f.height for f in fits) + 4 <= plate.h
            assert pygame.Rect((0, 0), COURT).contains(plate)
    finally:
        i18n.set_language("en")


def test_the_court_row_draws_the_short_effect_on_every_card(app):
    table = open_table(app, players=2, seed=3)
    advance(table, lambda st: st.phase == DRAW and st.active == table.viewer and st.turn >= 2)
    wait_turn(app, table)
    table.submit(("draw", "court"))
    table.skip_animations()
    app.step(dt=FRAME)
    play = table.view.court[0]
    spot = table.click_spot(("court", 0, play.card))
    assert spot is not None and spot.rect.size == COURT and spot.zoom.body  # the zoom keeps the whole text
    table.draw(app.surface)
    plate, _fits = court_face.plan(spot.zoom, COURT, play.card)
    plate = plate.move(spot.rect.topleft)
    points = [(x, y) for x in range(plate.x + 2, plate.right - 2, 2) for y in range(plate.y + 2, plate.bottom - 2, 2)]
    pixels = [app.surface.get_at(p)[:3] for p in points]
    assert sum(1 for p in pixels if sum(p) < 300) >= 10  # ink on the light plate
    assert sum(1 for p in pixels if min(p) > 190) >= len(pixels) // 3
    bare = render_card(court_face.bare(spot.zoom), COURT)  # the face without its plate differs there
    differ = [
        p
        for p in points
        if sum(
            abs(a - b)
            for a, b in zip(app.surface.get_at(p)[:3], bare.get_at((p[0] - spot.rect.x, p[1] - spot.rect.y))[:3])
        )
        > 60
    ]
    assert len(differ) >= len(points) // 4


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_results_breakdown_labels_keep_their_size_with_four_players(app, lang):
    from game.ui.scenes.results import ResultsScene

    i18n.set_language(lang)
    try:
        seats = (SeatConfig("human", "", "Ada"), *(SeatConfig("bot", "easy") for _ in range(3)))
        session = Session(get("joust"), Options(4, "standard", seats), 2)
        random_game(session, 2)
        with text_fit.recording() as fits:
            app.push(ResultsScene(app, session))
            app.step(dt=FRAME)
        scene = app.top
        labels = [label for label, _values in scene.breakdown_rows()]
        assert len(labels) == 7
        drawn = {f.text: f for f in fits if f.text in labels and f.role == "text"}
        assert set(drawn) == set(labels)
        for label, f in drawn.items():
            assert f.fit.size == 20 and len(f.fit.lines) == 1 and not f.fit.ellipsized, (lang, label, f.fit.size)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_lasting_court_cards_hourglass_never_covers_its_type_line(app, lang):
    """A court card that stays in play shows the hourglass as its type line's emblem (the table face drops
    the words "Court card"): the face on the table draws nothing over that line."""
    from game.ui.art.cards import _Layout, _type_line_plan

    i18n.set_language(lang)
    try:
        lasting = [card for card, court in enumerate(C.COURTS) if court.lasting]
        assert lasting
        for card in lasting:
            spec = court_spec(card, note=False)
            face = court_face.court_card(("court", 0, card), spec, card).image(COURT)
            drawn = court_face.bare(spec, card)
            assert drawn.emblem == court_face.LASTING
            layout = _Layout(*COURT, drawn)
            assert not drawn.subtitle  # the table face says no "Court card": the row's heading does
            _size, with_emblem = _type_line_plan(layout, drawn, "")
            assert with_emblem, (lang, C.COURTS[card].name)  # the hourglass is shown
            assert render_card_problems(drawn) == [], (lang, C.COURTS[card].name)
            art = render_card(drawn, COURT)
            line = layout.typeline
            covered = [
                (x, y)
                for x in range(line.x, line.right)
                for y in range(line.y, line.bottom)
                if face.get_at((x, y))[:3] != art.get_at((x, y))[:3]
            ]
            assert not covered, (lang, C.COURTS[card].name, covered[:3])
    finally:
        i18n.set_language("en")


def render_card_problems(spec) -> list[str]:
    from game.ui.art.cards import text_problems

    return text_problems(spec, COURT)


def test_cosplays_face_reads_as_one_clear_sentence_in_italian():
    """The italic target line and the row read on together: 'Il tuo cavaliere e un altro: il tuo ha
    anche le abilità dell’altro', not 'Tuo + un altro ha anche le abilità dell’altro'."""
    i18n.set_language("it")
    try:
        court = next(c for c in C.COURTS if c.name == "Cosplay")
        words = [court_face.target_line(court), *court_face.effect_rows(court)]
    finally:
        i18n.set_language("en")
    assert words == ["Il tuo cavaliere e un altro", "il tuo ha anche le abilità dell’altro"]
