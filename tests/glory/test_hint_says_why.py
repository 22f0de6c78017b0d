"""The Hint's reason for a character, a title kept and the next tournament says what the choice is
worth to the player (whole-game resources, what they still lack, glory against their rivals), never
the card's own text again."""

from __future__ import annotations

from game.core.rng import Rng
from game.games.glory import RULES
from game.games.glory import content as C
from game.games.glory.hint_why import INCOMES
from game.games.glory.hint_words import hint_reason
from game.games.glory.state import Tile
from tests.glory.glory_helpers import new


def _first(kind: str, seed: int):
    """(state, seat, legal) at the first decision of ``kind`` in a seeded random game of two."""
    rng, s = Rng.from_seed(seed), new(2, seed=seed)
    for _step in range(900):
        (seat,) = RULES.actors(s)
        legal = RULES.legal_actions(s, seat)
        if legal[0][0] == kind:
            return s, seat, legal
        s, _ev = RULES.apply(s, seat, legal[rng.below(len(legal))])
    raise AssertionError(f"no {kind} decision")


def test_a_character_hint_gives_its_whole_game_resources_and_where_it_leads():
    s, seat, legal = _first("character", 2)
    view = RULES.view(s, seat)
    reasons = {a[1]: hint_reason(view, seat, a) for a in legal}
    for cid, why in reasons.items():
        ch = C.CHARACTERS[cid]
        assert f"{ch.coins + INCOMES * ch.income_coins} coins" in why, why
        assert "to begin with" not in why, why  # the card's start line, said again
    assert any("of your choices" in why for why in reasons.values())


def test_a_title_hint_says_what_the_player_still_lacks():
    s, seat, _legal = _first("keep_title", 7)
    p = s.players[seat]
    p.relics, p.coins = [Tile("r1", "medallion")], 5
    why = hint_reason(RULES.view(s, seat), seat, ("keep_title", "religious"))
    assert "4 glory points at the end of the game" in why and "you still need 3 relics" in why, why
    p.relics = [Tile(f"r{i}", "medallion") for i in range(4)]
    why = hint_reason(RULES.view(s, seat), seat, ("keep_title", "religious"))
    assert "you already meet it" in why, why


def test_a_tournament_hint_weighs_its_glory_against_the_other_type():
    s, seat, legal = _first("tournament", 2)
    view = RULES.view(s, seat)
    reasons = [hint_reason(view, seat, a) for a in legal]
    worded = [why for why in reasons if "weighed against your rivals" in why]
    assert worded, reasons
    names = [C.TOURNAMENT_NAMES[k] for k in C.TOURNAMENT_TYPES]
    assert all(any(n in why for n in names) for why in worded)
    assert not any("no elimination" in why or "one path of duels" in why for why in worded)


def test_a_bots_character_reason_says_what_it_brings_not_its_card_nor_its_offer():
    """A bot's "why?" for its character: the whole-game resources (a reason), never the card's start
    line again, nor what else it was offered (its own secret)."""
    from game.games.glory.reasons import explain

    s, seat, legal = _first("character", 2)
    view = RULES.view(s, 1 - seat)  # as a rival sees the bot's move
    for action in legal:
        ch = C.CHARACTERS[action[1]]
        why = explain(view, seat, action)
        assert f"{ch.coins + INCOMES * ch.income_coins} coins" in why, why
        assert "to begin with" not in why and "choices" not in why, why
