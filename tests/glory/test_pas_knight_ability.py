"""The Herald's chooser at a Pas d'Armes says each knight's special rule beside its numbers: a
Veteran takes one die of a colour from its challenger, a Polish noble adds a white die."""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory.unavailable import HERALD
from game.i18n import set_language
from tests.glory.test_table_ui import open_table, to_action_phase
from tests.ui_driver import click, settle


def test_the_herald_chooser_names_each_knights_ability(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        assert table.view.pas
        for lang, veteran, polish in (
            ("en", "Veteran (−1 ", "Polish noble (+1 white die)"),
            ("it", "Veterano (−1 dado", "Nobile polacco (+1 dado bianco)"),
        ):
            set_language(lang)
            table.refresh()
            settle(app)
            slot = next(c.slot for c in table.bar.controls.values() if c.family == HERALD)
            click(app, table.bar.slots[slot].center)
            settle(app)
            listed = [b.text for b in table.bar.chooser_buttons()][:-1]
            free = [C.KNIGHTS[x.knight] for row in table.view.pas for x in row if x.challenger == -1]
            for k in free:
                (text,) = [t for t in listed if t.startswith(k.name)]
                assert (veteran in text) == bool(k.veteran and k.type != "polish"), text
                assert (polish in text) == (k.type == "polish"), text
            assert any(k.veteran or k.type == "polish" for k in free)
            click(app, table.bar.chooser_buttons()[-1].rect.center)  # Cancel
            settle(app)
    finally:
        set_language("en")
        app.shutdown()
