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
                text = mission_row_text(name, card, value)
                assert text_fit.text_width(text, "bold", ROW_FONT) <= row_room(value), text
                assert name in text and str(C.CARD_VALUE[card]) in text  # whole: who and the card's value
    text = mission_row_text("Percivalle", card_label_id("Salomone"), values[2])
    assert "principale" not in text and text.startswith("Percivalle · Salomone di Bretagna (")


def card_label_id(word: str) -> int:
    from game import i18n
    from game.games.paladin import content as C

    return next(c for c in range(C.PALADIN_COUNT) if word in i18n._(C.card_name(c)) and C.CARD_RED[c])


def test_every_mission_panel_names_the_main_paladin_one_way_in_its_body():
    """Long names or short, the main paladin is named on its own line, never marked in its row (the
    playtester saw "(paladino principale)" in a row on one panel and a line of its own on the next)."""
    from game import i18n

    s = resolution_state(three_missions())
    s, _ = RULES.apply(s, 1, ("discard",))
    s, events = RULES.apply(s, 0, ("discard",))
    won = next(ev for ev in events if ev.kind == "mission_won")
    for lang, marker, theirs, yours in (
        ("it", "principale", "Paladino principale: {}.", "Paladino principale: il tuo."),
        ("en", "main", "Main paladin: {}.", "Main paladin: yours."),
    ):
        i18n.set_language(lang)
        for name in (lambda seat: f"Percivalle{seat}" * 2, lambda seat: "Enide"):
            table = SimpleNamespace(viewer_is_human=lambda: True, _is_you=lambda seat: False, seat_name=name)
            panel = mission_panel(table, won, s)
            assert panel.body == theirs.format(name(2))
            assert not any(marker in row.text for row in panel.rows), [row.text for row in panel.rows]
        mine = SimpleNamespace(viewer_is_human=lambda: True, _is_you=lambda seat: seat == 2, seat_name=str)
        assert mission_panel(mine, won, s).body == yours
    i18n.set_language("en")


def test_a_red_paladin_keeps_its_colour_in_its_row_in_both_languages():
    """Red wins ties, so a row keeps the card's colour: the playtester once saw 'Percival (main
    paladin) · 4 Ogier the Dane' with no '(red)'."""
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
                    text = mission_row_text(name, card, value)
                    assert text.endswith(card_label(card)), (lang, text)
    i18n.set_language("en")
    assert mission_row_text("Percival", card_label_id("Ogier"), "beaten") == "Percival · 4 Ogier the Dane (red)"
