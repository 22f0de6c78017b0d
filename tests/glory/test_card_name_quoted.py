"""A journey card's name is quoted in the Italian lines that take it: "Prendi «Il gioco»" cannot read
as "take the game"."""

from __future__ import annotations

from game import i18n
from game.games.glory import content as C
from game.games.glory.labels import action_label
from tests.glory.test_hint_second_person import _at_action


def test_taking_the_game_names_the_card_in_italian():
    state = _at_action()
    cid = next(c for c, jc in C.JOURNEY.items() if jc.name == "The Game")
    kind = next(t for t in state.face_up if state.face_up[t])
    state.face_up[kind][0] = cid
    i18n.set_language("it")
    try:
        label = action_label(state, ("take", kind, 0))
    finally:
        i18n.set_language("en")
    assert label == "Prendi «Il gioco»"
