"""The Hint never sends a player into the Brave title's duel their best attack cannot win: it advises
letting it go and says why in numbers the player can check (their best attack, the knight's)."""

from __future__ import annotations

import pytest

from game import i18n
from game.core.registry import get
from game.games.glory import RULES
from game.games.glory.brave import best_attack
from game.games.glory.hint_words import hint_reason
from game.games.glory.state import Pending, Tile
from game.ui.kit.advice import advise
from tests.glory.glory_helpers import finish_setup, new


def _title_duel(strength: int, supports: tuple[str, ...] = ()):
    """A game at its titles phase, seat 0 asked whether to attempt the Brave title's duel."""
    s = finish_setup(new(2, seed=3))
    s.phase, s.actor = "titles", 0
    s.pending = [Pending("title_duel", 0)]
    p = s.players[0]
    p.strength, p.faith, p.mount, p.armor = strength, 3, 4, 4
    p.supports = [Tile(f"s{i}", kind) for i, kind in enumerate(supports)]
    p.relics = []
    if "brave" not in s.public_titles:
        s.public_titles.append("brave")
    assert RULES.legal_actions(s, 0) == [("attempt",), ("decline",)]
    return s


def test_best_attack_is_the_best_faces_plus_every_item():
    s = _title_duel(0)
    assert best_attack(s.players[0]) == 7  # no Strength token: no red die, black 4 + white 3
    assert best_attack(_title_duel(1).players[0]) == 12  # a red die: 5 + 4 + 3
    assert best_attack(_title_duel(0, ("cook",)).players[0]) == 8
    used = _title_duel(0, ("cook",))
    used.players[0].supports[0].active = False  # played this round: no more attack from it
    assert best_attack(used.players[0]) == 7
    used.players[0].supports.append(Tile("h", "hermit"))  # a Hermit brings a used tile back
    assert best_attack(used.players[0]) == 8


def test_the_brave_duel_hint_does_not_claim_the_titles_scoring_as_its_glory():
    s = _title_duel(1)
    s.titles_turn = s.n  # the last to decide: the titles are scored right after
    s.players[0].coins, s.players[0].faith = 6, 0
    if "wealthy" not in s.public_titles:
        s.public_titles.append("wealthy")
    for action in (("attempt",), ("decline",)):
        why = hint_reason(RULES.view(s, 0), 0, action)
        assert "now" not in why, why


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_hopeless_brave_duel_is_advised_against_with_both_attacks(lang):
    spec = get("glory")
    i18n.set_language(lang)
    try:
        tip = advise(spec, _title_duel(0), 0, 1, 0.2)
    finally:
        i18n.set_language("en")
    assert tip.action == ("decline",)
    assert "7" in tip.why and "11" in tip.why
    assert ("out of reach" if lang == "en" else "fuori portata") in tip.why


def test_a_reachable_brave_duel_is_not_called_out_of_reach():
    tip = advise(get("glory"), _title_duel(4), 0, 1, 0.2)
    assert "out of reach" not in tip.why
