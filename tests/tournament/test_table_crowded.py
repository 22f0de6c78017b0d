"""What the session-21 playtest of a long Tournament game found: a crowded hand and a row of knights
stay readable, the Contest button always works one way, and the words it questioned."""

from __future__ import annotations

import pygame
import pytest

from game.games.tournament import content as C
from game.games.tournament.state import PLAY
from tests.tournament.test_table import answer_call, bar_button, open_table, play_on, run_until_human
from tests.ui_driver import click, settle


def _one_contest_table(app):
    """A table at the viewer's turn with exactly one Contest they may call."""
    for seed in range(40):
        table = open_table(app, seed, players=2)

        def ready(st, viewer=table.viewer) -> bool:
            mine = st.hands[viewer]
            return st.phase == PLAY and st.turns >= st.players and sum(C.KIND[c] == C.CONTEST for c in mine) == 1

        if play_on(app, table, ready) and len([a for a in table.legal if a[0] == "contest"]) == 1:
            return table
    pytest.skip("no deal with one callable Contest")


def test_call_a_contest_opens_its_menu_with_one_contest_as_with_several(app):
    """The playtest: "Call a Contest …" called a lone Contest at once but opened a menu for two. Now the
    button reads "Call a Contest …" and opens the menu whatever the number; choosing calls it."""
    table = _one_contest_table(app)
    (call,) = [a for a in table.legal if a[0] == "contest"]
    button = bar_button(table, "contest")
    assert button.text.startswith("Call a Contest")
    moves = len(table.store.history)
    click(app, button.rect.center)
    settle(app)
    assert len(table.store.history) == moves, "the click called the Contest without asking"
    chooser = table.bar.chooser_buttons()
    assert len(chooser) == 2  # the Contest and Cancel
    assert chooser[0].text.split(" · ")[0] == f"Call the {C.NAME[call[1]]}"
    click(app, chooser[0].rect.center)
    answer_call(app)
    settle(app)
    assert table.store.history[-1].action == call


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("n", [5, 6])
def test_five_and_six_knights_show_every_card_name_whole(app, monkeypatch, lang, n):
    """The playtest: with five knights the names were cut ("Black Knig", "Fine Stalli") by the next
    column. Now with 5 or 6 knights of the longest names every card's plate lies inside the panel, no
    card of another knight covers it, and every name on it is drawn whole."""
    from game.games.tournament.ui import pieces
    from game.i18n import _, set_language
    from game.ui import text_fit

    set_language(lang)
    app.set_language(lang)
    try:
        table = open_table(app, players=3)
        run_until_human(app, table)
        by_length = {k: sorted(range(1, 11), key=lambda f, k=k: -len(_(C.NAME[C.card_of(k, f)]))) for k in "KWHS"}
        combos = [tuple(C.card_of(k, by_length[k][i]) for k in "KWHS") for i in range(n)]
        table.store.state.combos[table.viewer] = combos
        table.refresh()
        plates: list = []
        cards: list = []
        real_strip, real_add = pieces.draw_strip, table.spots.add

        def strip(surface, card, r):
            plates.append((card, pygame.Rect(r)))
            return real_strip(surface, card, r)

        def add(rect, key=None, **kw):
            if isinstance(key, tuple) and key[0] == "knight":
                cards.append((key[1], pygame.Rect(rect)))
            return real_add(rect, key, **kw)

        monkeypatch.setattr(pieces, "draw_strip", strip)
        monkeypatch.setattr(table.spots, "add", add)
        with text_fit.recording() as fits:
            table.draw_pieces(app.surface, table.lay)
        body = table.where(("knights", table.viewer))
        named = {c for combo in combos for c in combo}
        assert {c for c, _r in plates} == named  # every card of every knight has its plate
        column = {c: i for i, combo in enumerate(combos) for c in combo}
        for card, plate in plates:
            assert body.contains(plate), (card, plate, body)
            covering = [c for c, r in cards if column[c] != column[card] and r.colliderect(plate)]
            assert not covering, (_(C.NAME[card]), [_(C.NAME[c]) for c in covering])
        for card in named:
            name = _(C.NAME[card])
            drawn = [f for f in fits if f.text == name]
            assert drawn and all(not f.fit.ellipsized for f in drawn), name
            assert all(f.fit.size >= 8 for f in drawn), name
    finally:
        set_language("en")
        app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_first_round_status_fits_the_top_bar_on_one_line(app, lang):
    """The Italian "no Contest until every player has had a first turn" took 611 px of a 391 px box."""
    from game import i18n
    from game.ui import text_fit
    from game.ui.table import ONE_LINE_MIN

    i18n.set_language(lang)
    app.set_language(lang)
    try:
        table = open_table(app, players=3)
        run_until_human(app, table)
        line = i18n._("End your turn: no Contest until every player has had a first turn")
        assert text_fit.text_width(line, "bold", ONE_LINE_MIN) <= table.status_room() - 36, line
    finally:
        i18n.set_language("en")
        app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_scoreboard_says_what_a_plus_means_while_one_shows(app, monkeypatch, lang):
    """The playtest found "0+" in the King's Favour column cryptic: while a cell shows "+", a line under
    the rows says what it means; it is gone once no "+" shows (the Contest scored)."""
    from game import i18n
    from game.games.tournament.ui import favour
    from game.ui import text_fit

    i18n.set_language(lang)
    app.set_language(lang)
    try:
        table = open_table(app, players=3)
        run_until_human(app, table)
        with text_fit.recording() as fits:
            table.draw_pieces(app.surface, table.lay)
        key = [f for f in fits if f.text == favour.key_text()]
        assert key and not key[0].fit.ellipsized and len(key[0].fit.lines) == 1
        assert table.spots.find("favour-key") is not None
        score = pygame.Rect(table.lay.score)
        assert score.contains(table.spots.find("favour-key").rect)
        monkeypatch.setattr(favour.Favour, "text", property(lambda self: str(self.low)))
        with text_fit.recording() as fits:
            table.draw_pieces(app.surface, table.lay)
        assert not [f for f in fits if f.text == favour.key_text()]
    finally:
        i18n.set_language("en")
        app.set_language("en")


def test_the_italian_quest_says_knight_cards_and_the_royal_hunt_says_knights():
    """Italian used "Cavalieri in gioco" (the Quest: Knight cards) and "cavalieri in gioco" (the Royal
    Hunt: knights of four cards) side by side: the Quest now says "carte Cavaliere"."""
    from game import i18n

    i18n.set_language("it")
    try:
        quest, hunt = (i18n._(C.CONTEST_RULES[cat]) for cat in (C.QUEST, C.ROYAL_HUNT))
        assert "carte Cavaliere" in quest, quest
        assert "cavalieri" in hunt and "Cavalieri" not in hunt, hunt
        faces = [i18n._(t) for t in ("Most force in Knights in play wins.", "the total force of your Knights in play.")]
        assert all("carte Cavaliere" in f for f in faces), faces
    finally:
        i18n.set_language("en")
