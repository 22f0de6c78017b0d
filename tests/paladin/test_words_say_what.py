"""A playtest's English: a peek's log line names the owner's paladin ("You look at Isotta's paladin:
…"), a rival's move back into hand says what is taken back, and the panel's cards are "Paladins won"
(they won missions), in both languages."""

from __future__ import annotations

from game.core.rules import Event
from game.games.paladin.describe import card_label, describe
from game.games.paladin.ui.sequence import Caption
from game.i18n import set_language
from game.ui import text_fit
from tests.paladin.test_table import open_table
from tests.ui_driver import FRAME


def _names(seat: int) -> str:
    return ("Ada", "Galvano", "Isotta")[seat]


def test_a_peeks_line_names_the_owners_paladin():
    ev = Event("peeked", {"seat": 0, "owner": 2, "mission": 0}, {"card": 4}, frozenset({0}))
    line = describe(ev, 0, names=_names)
    assert line == f"You look at Isotta's paladin: {card_label(4)}.", line


def test_a_rival_taking_back_or_discarding_says_what(app):
    table = open_table(app)
    s = table.view
    rival = 1
    name = table.seat_name(rival)
    said = {}
    for kind in ("took_back", "discarded"):
        s.table[0].append((rival, 5))
        ev = Event(kind, {"seat": rival, "mission": 0}, {}, frozenset())
        (caption,) = [a for a in table.animate_leave(ev, s) if isinstance(a, Caption)]
        said[kind] = caption.text
        s.table[0].pop()
    assert said == {"took_back": f"{name} takes their paladin back", "discarded": f"{name} discards their paladin"}


def test_the_players_panel_calls_its_cards_paladins_won(app):
    open_table(app)
    try:
        for lang, words in (("en", "Paladins won"), ("it", "Paladini conquistati")):
            set_language(lang)
            app.set_language(lang)
            with text_fit.recording() as fits:
                app.step(dt=FRAME)
            shown = {f.text for f in fits}
            assert words in shown and "Paladins kept" not in shown, sorted(shown)
    finally:
        set_language("en")
        app.set_language("en")
