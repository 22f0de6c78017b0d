"""A knight's abilities on its table card: every knight shows each of its keywords in short (the card
art drops a long rules text at table size), never below 11 px, whole from the three-player size on (the
smallest width alone would cut its last rows with "…": on the table such a card is drawn taller, so
every row is whole at 2, 3 and 4 players), in English and Italian; the zoom keeps the whole face."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.games.joust import content as C
from game.games.joust.state import COMBAT, DRAW
from game.games.joust.ui import abilities
from game.games.joust.ui.cards import knight_spec
from game.games.joust.ui.knights import MIN_W, badge_rect, damage_centre
from game.games.joust.ui.smoke import advance
from tests.joust.test_table import open_table, wait_turn


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_knight_shows_its_keywords_legibly_down_to_the_smallest_size(app, lang):
    i18n.set_language(lang)
    try:
        for size in ((MIN_W, int(MIN_W * 1.4)), (150, 210)):
            rect = pygame.Rect((0, 0), size)
            for card in C.DECK_KNIGHTS:
                spec = knight_spec(card)
                plate, fits = abilities.plan(spec, rect, card)
                keys = {C.trigger_text(a) for a in C.ALL_KNIGHTS[card].abilities}
                text = " ".join(" ".join(f.lines) for f in fits)
                assert sum(f.height for f in fits) + 4 <= plate.h, (lang, size, C.ALL_KNIGHTS[card].name)  # no overrun
                if size[0] > MIN_W:  # the smallest card may cut its last rows with "…" (zoom and tooltip have them)
                    assert all(key + ":" in text for key in keys), (card, text)
                    assert not any(f.ellipsized for f in fits), (lang, size, C.ALL_KNIGHTS[card].name, text)
                else:
                    assert fits and (len(fits) == len(abilities.rows(card)) or fits[-1].ellipsized), (card, text)
                assert all(f.lines[-1].endswith("…") for f in fits if f.ellipsized)
                assert min(f.size for f in fits) >= abilities.ROW_MIN
                assert " 1 danni" not in " " + text and "+1 danni" not in text  # the Italian singular
                assert rect.contains(plate)
                assert plate.bottom <= damage_centre(rect)[1] - 6  # the damage seal sits below, on the type line
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_court_badges_never_cover_the_ability_rows(app, lang):
    """A knight holding court cards: the plate of its abilities ends above the badges, its rows inside."""
    i18n.set_language(lang)
    for size in ((MIN_W, int(MIN_W * 1.4)), (150, 210)):
        rect = pygame.Rect((20, 30), size)
        badges = [badge_rect(rect, n) for n in range(2)]
        for card in C.DECK_KNIGHTS:
            plate, fits = abilities.plan(knight_spec(card), rect, card, min(b.top - 2 for b in badges))
            assert not any(plate.colliderect(b) for b in badges), (lang, size, C.ALL_KNIGHTS[card].name)
            assert sum(f.height for f in fits) + 4 <= plate.h
            assert fits and fits[0].lines


def test_short_effects_name_the_numbers():
    assert abilities.rows(next(i for i, k in enumerate(C.KNIGHTS) if k.name == "Sir Kay the Crowd-Pleaser")) == [
        ("Strike", "+1\u00a0fan"),
        ("Block", "heal 1, +2\u00a0fans"),
    ]
    assert abilities.short_effect(C.ARMOR, -1) == "takes +1 dmg"
    assert abilities.short_effect(C.MIGHT, -1) == "−1 strength"


def test_the_table_draws_the_rows_and_zooms_the_whole_face(app):
    table = open_table(app, players=3, seed=11)
    advance(table, lambda st: st.phase == COMBAT and st.turn >= 2)
    wait_turn(app, table)
    app.step(dt=0.05)
    seat = table.store.state.seats[0]
    k = seat.knights[0]
    spot = table.click_spot(("knight", k.uid))
    assert spot is not None and spot.zoom is not None and spot.zoom.body  # the zoom shows the full rules text
    table.draw(app.surface)
    shot = app.surface.copy()
    plate, _fits = abilities.plan(spot.zoom, spot.rect, k.card)
    points = [(x, y) for x in range(plate.x + 2, plate.right - 2, 2) for y in range(plate.y + 2, plate.bottom - 2, 2)]
    ink = [p for p in points if sum(shot.get_at(p)[:3]) < 250]  # dark text on the light plate
    assert len(ink) > 20


@pytest.mark.parametrize("players", [2, 3])
def test_the_bar_labels_fit_unshrunk_with_margins_in_italian(make_app, players):
    app = make_app()
    i18n.set_language("it")
    try:
        table = open_table(app, players=players, seed=11)
        advance(table, lambda st: st.phase == DRAW and st.active == 0 and st.turn >= 2)
        wait_turn(app, table)
        app.step(dt=0.05)
        shown = [b for slot in table.bar.slots for b in table.bar.buttons(slot)]
        assert any(b.text == "Pesca una carta di corte" for b in shown)
        for b in shown:
            fit = b.fitted()
            assert fit.size == table.bar.size and len(fit.lines) == 1, b.text  # neither shrunk nor wrapped
            assert fit.width <= b._text_room() - 12, b.text  # clear of the button's edges
    finally:
        i18n.set_language("en")


def test_every_prompt_of_the_top_bar_fits_one_line_in_italian(make_app):
    from game.games.joust import prompts
    from game.ui import text_fit
    from game.ui.table import ONE_LINE_MIN
    from tests.joust.helpers import table as position

    app = make_app()
    i18n.set_language("it")
    try:
        table = open_table(app, players=3, seed=11)
        app.step(dt=0.05)
        x = max(260, 20 + table._title_fit.width + 28) + 36
        room = table.bar_buttons[0].rect.left - x - 16
        st = position(["Sir Galahad the Gallant", "Sir Cedric of the Shiny Helm"], ["Sir Kay the Crowd-Pleaser"])
        said = []
        for phase in ("setup", "draw", "joust", "attack", "combat", "order", "end"):
            st.phase = phase
            said.append(prompts.status(st, lambda s: "Percival"))
        for target in C._TARGET_TEXT.values():
            said.append(i18n._("Choose {target}.").format(target=i18n._(target)))
        said += [
            i18n._("Choose the first of your knights (two at most)."),
            i18n._("Choose the second of your knights."),
            i18n._("Choose a second knight, or stop at one."),
        ]
        for text in said:
            assert text_fit.text_width(text, "bold", ONE_LINE_MIN) <= room, text
    finally:
        i18n.set_language("en")


def test_a_silenced_knight_shows_its_abilities_struck_through(app):
    card = next(i for i, k in enumerate(C.KNIGHTS) if k.name == "Sir Bedivere One-Hand")
    spec, rect = knight_spec(card), pygame.Rect(0, 0, 126, 176)
    seen = []
    for silenced in (False, True):
        surface = pygame.Surface(rect.size)
        surface.fill((0, 0, 0))
        plate = abilities.draw(surface, spec, rect, card, silenced)
        assert plate is not None
        pixels = {surface.get_at((x, y))[:3] for x in range(plate.x, plate.right) for y in range(plate.y, plate.bottom)}
        seen.append(abilities.STRUCK in pixels)
    assert seen == [False, True]


def test_the_fallen_knights_large_card_shows_its_abilities(app):
    """The knock-out's large card reads like the table's: the short ability rows over its picture."""
    from game.games.joust.ui.knockout import CARD, fallen_face

    card = next(i for i, k in enumerate(C.KNIGHTS) if k.name == "Sir Bedivere One-Hand")
    image = fallen_face(card, C.STANDARD)
    assert image.get_size() == CARD
    plate, fits = abilities.plan(knight_spec(card), image.get_rect(), card)
    assert len(fits) == len(abilities.rows(card)) and not any(f.ellipsized for f in fits)
    from game.ui.art.cards import render_card

    bare = render_card(abilities.bare(knight_spec(card)), CARD)
    column = [(plate.centerx, y) for y in range(plate.y + 1, plate.bottom - 1)]
    assert sum(image.get_at(p)[:3] != bare.get_at(p)[:3] for p in column) > len(column) // 2  # the plate is drawn


def test_a_knight_borrowing_through_cosplay_shows_the_borrowed_rows_after_its_own(app):
    """Cosplay: the borrower's card lists its own rows, then the lender's (the badge alone said nothing)."""
    from game.games.joust.state import CourtPlay
    from game.games.joust.ui.court_tip import COPY_CARD
    from game.games.joust.ui.knights import lent_to
    from tests.joust.helpers import kid, table, uid

    st = table(["Sir Humphrey the Hefty"], ["Sir Bors the Bruiser"])
    borrower, lender = uid(st, 0), uid(st, 1)
    assert lent_to(st, borrower) == -1
    st.court.append(CourtPlay(COPY_CARD, [borrower, lender], 0))
    assert lent_to(st, borrower) == kid("Sir Bors the Bruiser") and lent_to(st, lender) == -1
    rect = pygame.Rect(0, 0, 150, 210)
    card = kid("Sir Humphrey the Hefty")
    _plate, fits = abilities.plan(knight_spec(card), rect, card, lent=kid("Sir Bors the Bruiser"))
    own, borrowed = abilities.rows(card), abilities.rows(kid("Sir Bors the Bruiser"))
    text = [" ".join(f.lines) for f in fits]
    assert len(fits) == len(own) + len(borrowed)
    assert text[len(own)].startswith(borrowed[0][0] + ":")


#: knights whose rows a card of the smallest width cuts (in English or Italian)
LONG = [
    "Dame Brunhilda Ironside",
    "Lady Rowena Quickspur",
    "The Black Knight",
    "Sir Wobbleton",
    "Sir Tristan Twinlance",
    "Sir Bedivere One-Hand",
    "Sir Dinadan the Jester",
    "Sir Palomides the Patient",
    "Sir Ector Oldguard",
    "Dame Matilda Moonshield",
    "Sir Galahad the Gallant",
    "Sir Gareth the Green",
]


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_ability_row_on_the_table_is_whole_at_every_player_count(app, lang, players):
    """Every seat holding three knights with long abilities: each knight drawn on the table (the rivals'
    narrow ones at 3 and 4 players too) shows all its rows uncut, inside its panel, the damage seal under
    them."""
    from tests.joust.helpers import table as position

    i18n.set_language(lang)
    try:
        table = open_table(app, players=players, seed=11)
        names = [LONG[3 * s : 3 * s + 3] for s in range(players)]
        st = position(*[[(n, 1) for n in row] for row in names])
        table.store.state = st
        table.refresh()
        app.step(dt=0.05)
        table.draw(app.surface)
        checked = 0
        for s, seat in enumerate(st.seats):
            panel = table.where(("seat", s))
            for k in seat.knights:
                rect = table.where(("knight", k.uid))
                plate, fits = abilities.plan(knight_spec(k.card), rect, k.card)
                assert abilities.whole(fits, k.card), (lang, players, C.ALL_KNIGHTS[k.card].name, rect)
                assert panel.contains(rect), (rect, panel)
                assert plate.bottom <= damage_centre(rect)[1] - 6 and rect.collidepoint(damage_centre(rect))
                checked += 1
        assert checked == 3 * players
    finally:
        i18n.set_language("en")
