"""A Contest called on a narrow lead is told truly: "you still lead it" only when the player led
there before this turn; when the knight they have just put into play gave them the lead, the words
say so (in both languages, for the Hint and for a bot's reason alike)."""

from __future__ import annotations

import pytest

from game.core.registry import get
from game.games.tournament.reasons import explain, grounds
from game.games.tournament.rules import TournamentRules
from game.i18n import set_language

from .helpers import combo, contest, make_state

R = TournamentRules()
SPEC = get("tournament")
JOUST = ("contest", contest("Joust"))


def _position(combos, played: bool):
    state = make_state([[contest("Joust")], []], combos=combos)
    state.combo_played = played
    return R.view(state, 0)


@pytest.fixture(params=["en", "it"])
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def test_a_lead_taken_by_this_turns_knight_is_not_called_still(lang):
    view = _position([[combo(2, 2, 5, 2)], [combo(3, 3, 3, 3)]], played=True)
    assert grounds(view, 0, JOUST)[0] == "call_took"
    words = SPEC.presentation.hint_reason(view, 0, JOUST)
    still = {"en": "still", "it": "ancora"}[lang]
    assert still not in words
    assert {"en": "just put into play", "it": "appena messo in gioco"}[lang] in words
    assert still not in explain(view, 0, JOUST)


def test_a_lead_held_before_this_turn_is_still_a_lead(lang):
    held = [[combo(4, 4, 4, 4), combo(1, 1, 1, 1)], [combo(3, 3, 3, 3)]]
    for view in (_position(held, played=True), _position([[combo(2, 2, 5, 2)], [combo(3, 3, 3, 3)]], False)):
        assert grounds(view, 0, JOUST)[0] == "call_narrow"
        assert {"en": "you still lead it", "it": "sei ancora in testa"}[lang] == SPEC.presentation.hint_reason(
            view, 0, JOUST
        )
