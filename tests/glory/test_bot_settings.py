"""A priced level's look-ahead settings: one frozen value, read from the A/B text "key=value,..."."""

from __future__ import annotations

import dataclasses

import pytest

from game.games.glory.bots import END_FROM, END_ROLL, HARD_SETTINGS, LOOK, GlorySettings, hard


def test_the_text_changes_only_the_settings_it_names_each_as_its_type():
    base = GlorySettings()
    changed = base.with_text("end_from=2,end_roll=6,end_margin=0.5,duel_steps=tsf")
    assert (changed.end_from, changed.end_roll, changed.end_margin, changed.duel_steps) == (2, 6, 0.5, "tsf")
    assert isinstance(changed.end_roll, int) and isinstance(changed.end_margin, float)
    assert dataclasses.replace(changed, end_from=3, end_roll=0, end_margin=1.0, duel_steps="ts") == base
    assert base.with_text("") == base


def test_the_settings_are_frozen_and_an_unknown_one_is_refused():
    with pytest.raises(dataclasses.FrozenInstanceError):
        HARD_SETTINGS.look = 1  # type: ignore[misc]
    with pytest.raises(ValueError):
        GlorySettings().with_text("looks=3")


def test_hard_takes_its_settings_and_each_bot_has_its_own_reader():
    a, b = hard(), hard()
    assert a.settings == HARD_SETTINGS and (a.settings.look, a.settings.end_roll, a.settings.end_from) == (
        LOOK,
        END_ROLL,
        END_FROM,
    )
    assert a.reader is None and b.reader is None
