"""A Hint that picks a Market card for the player's journey says what it costs (coins, paid when it is
played) beside what it brings, in English and Italian."""

from __future__ import annotations

import pytest

from game import i18n
from game.core.rng import Rng
from game.games.glory import RULES
from game.games.glory import content as C
from game.games.glory.hint_words import hint_reason
from game.games.glory.tips import reward_text
from tests.glory.glory_helpers import new


def _market_takes() -> list[tuple]:
    """(view, seat, action, card) of every Market card a seeded random game offers on the road."""
    out, rng, s = [], Rng.from_seed(4), new(2, seed=4)
    for _step in range(900):
        if RULES.outcome(s) is not None:
            break
        (seat,) = RULES.actors(s)
        legal = RULES.legal_actions(s, seat)
        for a in legal:
            if a[0] == "take" and a[1] == "M" and a[2] >= 0:
                out.append((RULES.view(s, seat), seat, a, s.face_up["M"][a[2]]))
        s, _ev = RULES.apply(s, seat, legal[rng.below(len(legal))])
    return out


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_market_card_hint_says_its_cost_and_its_reward(lang):
    takes = _market_takes()
    assert takes
    i18n.set_language(lang)
    try:
        for view, seat, action, card in takes[:6]:
            jc = C.JOURNEY[card]
            why = hint_reason(view, seat, action)
            coins = "coin" if lang == "en" else "monet"
            assert f"{jc.cost} {coins}" in why, why
            assert reward_text(jc.reward).lower() in why.lower(), why
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_an_event_space_that_costs_coins_is_hinted_with_its_cost(lang):
    s = new(2, seed=4)
    while s.phase == "setup":
        (seat,) = RULES.actors(s)
        s, _ev = RULES.apply(s, seat, RULES.legal_actions(s, seat)[0])
    s.round, s.events[1] = 2, "crusade"
    (seat,) = RULES.actors(s)
    i18n.set_language(lang)
    try:
        why = hint_reason(RULES.view(s, seat), seat, ("place", "event"))
    finally:
        i18n.set_language("en")
    assert ("costs you 1 coin" if lang == "en" else "ti costa 1 moneta") in why, why
