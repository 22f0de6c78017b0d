"""Each player's fans still needed to win, in a row under the score, and a gain or loss of fans floating
clear of the player's name and score, at every player count, with long names, in both languages."""

from __future__ import annotations

import pygame
import pytest

from game.core.registry import get
from game.core.rules import Event, Options, SeatConfig
from game.core.session import Session
from game.games.joust import content as C
from game.i18n import ngettext, set_language
from game.ui import text_fit
from game.ui.kit.float_text import FloatText
from game.ui.kit.player_panel import HEADER_H
from game.ui.scenes import persist

NAMES = ("Ada Lovelace", "Sir Bartholomew", "Lady Guinevere", "Brunhilde Ironfist")


def _open(app, players: int, variant: str = "standard"):
    seats = tuple(
        SeatConfig("human", "", NAMES[0]) if i == 0 else SeatConfig("bot", "random", NAMES[i]) for i in range(players)
    )
    persist.open_table(app, Session(get("joust"), Options(players, variant, seats), 7))
    table = app.top
    table.skip_animations()
    table.draw(app.surface)
    return table


def _drawn(table, surface) -> list:
    table._board_gen += 1  # the cached layer drawn again
    with text_fit.recording() as records:
        table.draw(surface)
    return records


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_player_shows_the_fans_left_to_win_under_the_score(app, players, lang):
    table = _open(app, players)
    set_language(lang)
    table.refresh()
    records = _drawn(table, app.surface)
    texts = [r.text for r in records]
    for seat in range(players):
        left = C.FANS_TO_WIN - table.view.seats[seat].fans
        text = ngettext("{n} more fan to win", "{n} more fans to win", left).format(n=left)
        assert text in texts, (text, texts)
        spot = table.click_spot(("fans-left", seat))
        assert spot is not None and text in spot.tip
        for k in table.view.seats[seat].knights:
            assert not spot.rect.colliderect(table.where(("knight", k.uid))), (seat, spot.rect)
        said = table.spots.find(("said", seat))
        assert not said or not spot.rect.colliderect(said[0].rect)
    assert not any(r.failed or r.fit.ellipsized for r in records if "to win" in r.text or "per vincere" in r.text)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_gain_of_fans_floats_clear_of_the_name_and_the_score(app, players):
    table = _open(app, players)
    table.active_seat = None
    for seat in range(players):
        (anim,) = table.animate_fans(Event("fans", {"seat": seat, "amount": 3, "total": 3}))
        assert isinstance(anim, FloatText)
        panel = table.where(("seat", seat))
        head_y = panel.y - HEADER_H - 2
        name = table.seat_name(seat)
        name_box = pygame.Rect(panel.x - 10 + 42, head_y, text_fit.text_width("» " + name, "bold", 20), HEADER_H)
        score = table._score(seat)[0]
        score_w = text_fit.text_width(score, "title", 22)
        score_box = pygame.Rect(panel.right + 10 - score_w - 10, head_y, score_w, HEADER_H)
        for p in (0.0, 0.5, 1.0):  # the text's box as it rises
            anim.t = anim.delay + anim.duration * p
            drawn = anim.text_rect()
            assert not drawn.colliderect(name_box), (seat, p, drawn, name_box)
            assert not drawn.colliderect(score_box), (seat, p, drawn, score_box)


def _rim(x: int) -> int:
    """The first y under the table's middle where the background's felt gives way to its wooden rim."""
    from game.ui.table import LOGICAL_SIZE
    from game.ui.widgets import style

    bg = style.background(LOGICAL_SIZE, "table")
    for y in range(600, LOGICAL_SIZE[1]):
        r, g, _b, *_a = bg.get_at((x, y))
        if r > g + 10:
            return y
    return LOGICAL_SIZE[1]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_fan_support_help_ends_above_the_tables_rim(app, lang):
    """A Knight's Tale, your turn's end with 6 fans: the line under the bar says what Fan Support does,
    whole and above the wooden rim at the table's foot (its third Italian line fell on the rim)."""
    from game.games.joust.state import END
    from game.games.joust.ui.smoke import advance
    from tests.joust.test_table import wait_turn

    table = _open(app, 2, "tale")
    advance(table, lambda st: st.phase == END and 0 in table.rules.actors(st) and st.seats[0].fans >= 6, limit=3000)
    wait_turn(app, table)
    set_language(lang)
    help_ = table.hint()
    assert help_.startswith(("Fan Support", "Sostegno dei fan")), help_
    (rec,) = [r for r in _drawn(table, app.surface) if r.text == help_]
    box = table.hint_rect()
    assert rec.box == box.size and not rec.fit.ellipsized
    foot = box.y + (box.h + rec.fit.height) // 2  # the text is centred in its box
    assert foot <= _rim(box.centerx), (foot, _rim(box.centerx))


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("variant", ["standard", "tale"])
def test_a_gain_of_fans_floats_clear_of_the_fans_left_row(app, players, lang, variant):
    """The "+1 fan" rose over "Fan Support: 1 damage" in a narrow panel: it floats beside or under it."""
    table = _open(app, players, variant)
    for me in table.store.state.seats:  # in the Tale the row says what the fans buy: Fan Support
        me.fans = 6
    set_language(lang)
    table.refresh()
    _drawn(table, app.surface)
    table.active_seat = None
    for seat in range(players):
        label = table.click_spot(("fans-left", seat))
        assert label is not None
        (anim,) = table.animate_fans(Event("fans", {"seat": seat, "amount": 1, "total": 1}))
        panel = table.where(("seat", seat)).inflate(20, 2 * HEADER_H + 10)
        for p in (0.0, 0.25, 0.5, 0.75, 1.0):  # the text as it rises
            anim.t = anim.delay + anim.duration * p
            drawn = anim.text_rect()
            assert not drawn.colliderect(label.rect), (seat, p, drawn, label.rect)
            assert panel.contains(drawn), (seat, p, drawn, panel)
