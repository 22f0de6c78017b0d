"""The dealer's "who starts" chooser, five players: it opens under the action bar, beside the
missions, never over a mission's title or a rival's panel (driven through the real scene)."""

from __future__ import annotations

import pytest

from game.games.paladin import engine as E
from game.games.paladin.state import START
from tests.paladin.helpers import held_table
from tests.ui_driver import FRAME, click, settle


def _dealing_state():
    """A new five-player game where the player (seat 0) deals first."""
    for seed in range(1, 200):
        state = E.setup(5, False, seed=seed)
        if state.dealer == 0:
            return state
    raise AssertionError("no game where the player deals first")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_who_starts_chooser_covers_no_mission_and_no_rival(app, lang):
    from game import i18n

    i18n.set_language(lang)
    table = held_table(app, _dealing_state(), name="")
    app.step(dt=FRAME)
    settle(app)
    assert table.view.phase == START and table.can_act()
    click(app, table.bar.slots["first"].center)
    assert table.bar.chooser_for == "first"
    buttons = table.bar.chooser_buttons()
    assert len(buttons) == 6  # five players and Cancel
    for b in buttons:
        assert not b.rect.colliderect(table.lay.missions), (b.rect, table.lay.missions)
        assert not b.rect.colliderect(table.lay.top), (b.rect, table.lay.top)
        assert table.table_rect.contains(b.rect)
    for m in range(5):
        assert not table.bar.chooser_rect.colliderect(table.column(m))


@pytest.mark.parametrize(("lang", "label"), [("en", "Choose who starts…"), ("it", "Scegli chi inizia…")])
def test_the_chooser_button_ends_in_an_ellipsis_against_its_last_word(app, lang, label):
    from game import i18n

    i18n.set_language(lang)
    table = held_table(app, _dealing_state(), name="")
    app.step(dt=FRAME)
    settle(app)
    texts = [b.text for b in table.gui.buttons if b.alive() and b.visible]
    assert label in texts, texts
