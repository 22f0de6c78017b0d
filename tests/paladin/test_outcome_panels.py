"""The mission-result panel shows all its rows at once: a click on "Click to continue" as soon as it
appears cannot hide who beat whom."""

from __future__ import annotations

from types import SimpleNamespace

from game.games.paladin.rules import PaladinRules
from game.games.paladin.ui.outcomes import mission_panel

from .helpers import resolution_state, three_missions

RULES = PaladinRules()


def test_the_mission_panel_shows_every_row_the_moment_it_appears():
    s = resolution_state(three_missions())
    s, _ = RULES.apply(s, 1, ("discard",))
    s, events = RULES.apply(s, 0, ("discard",))
    won = next(ev for ev in events if ev.kind == "mission_won")
    table = SimpleNamespace(viewer_is_human=lambda: True, _is_you=lambda seat: seat == 0, seat_name=str)
    panel = mission_panel(table, won, s)
    assert panel.until_click and len(panel.rows) == 3
    assert [panel.row_shown_at(i) for i in range(3)] == [0.0, 0.0, 0.0]
    assert panel.built_at == 0.0


def test_every_mission_row_fits_whole_at_one_size_in_italian_with_the_longest_names():
    import pygame

    from game import i18n
    from game.games.paladin import content as C
    from game.games.paladin.ui.outcomes import ROW_FONT, mission_row_text, row_room
    from game.ui import text_fit
    from game.ui.scenes.setup import BOT_NAMES

    pygame.init()
    i18n.set_language("it")
    names = [i18n._(n) for n in BOT_NAMES] + [i18n._("You")]
    values = [i18n._("+{n} honour").format(n=h) + " " + i18n._("+{n} red").format(n=1) for h in range(1, 7)]
    values += [i18n._("beaten"), i18n._("taken back"), i18n._("discarded")]
    for name in names:
        for card in range(C.PALADIN_COUNT):
            for value in values:
                for main in (True, False):
                    text, _marked = mission_row_text(name, main, card, value)
                    assert text_fit.text_width(text, "bold", ROW_FONT) <= row_room(value), text
                    assert name in text and str(C.CARD_VALUE[card]) in text  # whole: who and the card's value
    # the case the playtester saw: the main paladin's marker gives way and the body names it
    text, marked = mission_row_text("Percivalle", True, card_label_id("Salomone"), values[2])
    assert not marked and "principale" not in text and text.startswith("Percivalle · Salomone di Bretagna (")


def card_label_id(word: str) -> int:
    from game import i18n
    from game.games.paladin import content as C

    return next(c for c in range(C.PALADIN_COUNT) if word in i18n._(C.card_name(c)) and C.CARD_RED[c])


def test_the_mission_panel_names_the_main_paladin_in_its_body_when_the_row_cannot():
    from game import i18n

    i18n.set_language("it")
    s = resolution_state(three_missions())
    s, _ = RULES.apply(s, 1, ("discard",))
    s, events = RULES.apply(s, 0, ("discard",))
    won = next(ev for ev in events if ev.kind == "mission_won")
    long = SimpleNamespace(
        viewer_is_human=lambda: True, _is_you=lambda seat: False, seat_name=lambda seat: f"Percivalle{seat}" * 2
    )
    panel = mission_panel(long, won, s)
    assert panel.body == "Paladino principale: Percivalle2Percivalle2."
    assert "principale" not in panel.rows[0].text
    short = SimpleNamespace(viewer_is_human=lambda: True, _is_you=lambda seat: False, seat_name=lambda seat: "Enide")
    panel = mission_panel(short, won, s)
    assert panel.body == "" and panel.rows[0].text.startswith("Enide (paladino principale) · ")


def test_a_red_paladin_keeps_its_colour_in_its_row_in_both_languages():
    """Red wins ties, so a row drops the main paladin's marker (the body says it) before the card's
    colour: the playtester saw 'Percival (main paladin) · 4 Ogier the Dane' with no '(red)'."""
    import pygame

    from game import i18n
    from game.games.paladin import content as C
    from game.games.paladin.describe import card_label
    from game.games.paladin.ui.outcomes import mission_row_text
    from game.ui.scenes.setup import BOT_NAMES

    pygame.init()
    for lang in ("en", "it"):
        i18n.set_language(lang)
        names = [i18n._(n) for n in BOT_NAMES] + [i18n._("You")]
        values = [i18n._("beaten"), i18n._("taken back"), i18n._("discarded")]
        for name in names:
            for card in C.RED_CARDS:
                for value in values:
                    text, _marked = mission_row_text(name, True, card, value)
                    assert text.endswith(card_label(card)), (lang, text)
    i18n.set_language("en")
    text, marked = mission_row_text("Percival", True, card_label_id("Ogier"), "beaten")
    assert (text, marked) == ("Percival · 4 Ogier the Dane (red)", False)
