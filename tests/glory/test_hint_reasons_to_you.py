"""Every reason the Hint can give is said to the player at its source (``explain(..., you=True)``), in
English and Italian: never the bot's third person, never the move's name again, and never nothing where
the bot has words (the Hint would show the bot's own). The Hint's reasons say why: Travel Plans what
its cards bring (no card named: the Hint may then pick another), a pass before the first clash what
is kept, Training what the Strength is for; a pass behind in a clash whose loss ends the duel keeps
nothing "for a clash you can win"."""

from __future__ import annotations

import pytest

from game import i18n
from game.core.rng import Rng
from game.games.glory import RULES
from game.games.glory import duel as D
from game.games.glory.hint_words import hint_reason
from game.games.glory.reasons import duel_reason, explain
from tests.glory.glory_helpers import finish_setup, new

BOT_VERBS = (
    "takes", "plays", "uses", "adds", "spends", "keeps", "holds", "sends", "buys", "draws", "ends",
    "chooses", "fights", "lets", "starts", "trades", "challenges", "waits",
)  # fmt: skip
THIRD_PERSON = (" its duels", " it has", " it is met", " its first duels", " its journey", " its Herald")


def _moments(seed: int, steps: int = 900):
    """(view, seat, legal moves) along a game played at random from ``seed``, duels included."""
    rng, s = Rng.from_seed(seed), new(3, seed=seed)
    for _ in range(steps):
        if RULES.outcome(s) is not None:
            return
        (seat,) = RULES.actors(s)
        legal = RULES.legal_actions(s, seat)
        yield RULES.view(s, seat), seat, legal
        s, _ev = RULES.apply(s, seat, legal[rng.below(len(legal))])


def _all_reasons(seed: int) -> list[tuple[str, str, tuple]]:
    out = []
    for view, seat, legal in _moments(seed):
        for action in legal[:12]:
            out.append((explain(view, seat, action), explain(view, seat, action, you=True), action))
    return out


@pytest.mark.parametrize("seed", [3, 8])
def test_every_reason_has_its_words_to_you(seed):
    kinds = set()
    for bot, you, action in _all_reasons(seed):
        kinds.add(action[0])
        if bot:
            assert you, (action, bot)  # the Hint never falls back to the bot's third person
        assert you.split(" ")[0] not in BOT_VERBS, (action, you)
        assert not any(w in you for w in THIRD_PERSON), (action, you)
    assert {"place", "register", "pass", "strength", "take", "play"} <= kinds  # duels and the journey met


@pytest.mark.parametrize("seed", [3])
def test_every_reason_to_you_is_italian_in_italian(seed):
    i18n.set_language("it")
    try:
        pairs = [(you, action) for _bot, you, action in _all_reasons(seed) if you]
    finally:
        i18n.set_language("en")
    english = {you for _bot, you, _a in _all_reasons(seed) if you}
    assert pairs
    untranslated = [(you, a) for you, a in pairs if you in english]
    assert not untranslated, untranslated[:5]


@pytest.mark.parametrize(
    ("lang", "bot_words", "hint_words"),
    [
        ("en", "sends its Herald: challenges", "You challenge "),
        ("it", "Araldo", "Sfidi "),
    ],
)
def test_the_herald_is_said_to_you(lang, bot_words, hint_words):
    s = finish_setup(new(3, seed=2))
    i18n.set_language(lang)
    try:
        bot, hint = explain(s, 0, ("place", "herald", 0, 0)), hint_reason(s, 0, ("place", "herald", 0, 0))
    finally:
        i18n.set_language("en")
    assert bot_words in bot
    assert hint.startswith(hint_words)


def test_a_duel_move_without_a_colon_is_still_said_to_you():
    me = D.Combatant("player", 0, supports={"veteran": 1}, strength=0)
    duel, _ev = D.start_duel(me, D.knight("k", 1, 0, 0), Rng.from_seed(2))
    while 0 in D.duel_actors(duel) and ("lance", "veteran") not in D.duel_legal(duel, 0):
        duel, _ev = D.duel_apply(duel, 0, ("pass",), Rng.from_seed(3))
    assert ("lance", "veteran") in D.duel_legal(duel, 0)
    if True:
        bot, you = duel_reason(duel, 0, ("lance", "veteran")), duel_reason(duel, 0, ("lance", "veteran"), you=True)
        assert bot.startswith("plays")
        assert you in ("it makes the clash safe", "you are behind in this clash")


def test_a_pass_before_the_first_clash_says_what_is_kept():
    me = D.Combatant("player", 0, supports={"cook": 1})
    duel, _ev = D.start_duel(me, D.knight("k", 9, 3, 0), Rng.from_seed(2))
    assert duel.phase == D.TENT and ("pass",) in D.duel_legal(duel, 0)
    assert duel_reason(duel, 0, ("pass",), you=True) == "you keep your tent supports for a duel where they matter more"


def test_travel_plans_names_no_card_the_hint_may_then_not_pick():
    s = finish_setup(new(3, seed=2))
    words = explain(s, 0, ("place", "travel"), you=True)
    assert words == "you pick 2 journey cards: their rewards come on your journey at the end of the round"


def test_training_with_strength_to_spare_says_what_it_is_for():
    s = finish_setup(new(3, seed=2))
    s.players[0].strength = 6
    words = explain(s, 0, ("place", "training"), you=True)
    assert (
        words.startswith("3 Strength")
        and "you will have 9, enough to put four in play in 2 duels" in words
        and "star count as 5" in words
    )
    s.players[0].strength = 0
    assert "adds a red die" in explain(s, 0, ("place", "training"), you=True)


def _behind_after_the_roll(their_advantage: int):
    """A duel of a player against a far stronger knight, rolled, the knight ``their_advantage`` clashes up."""
    me = D.Combatant("player", 0, strength=0)
    duel, _ev = D.start_duel(me, D.knight("k", 9, 3, 0), Rng.from_seed(2))
    while not duel.rolled and 0 in D.duel_actors(duel):
        duel, _ev = D.duel_apply(duel, 0, ("pass",), Rng.from_seed(3))
    duel.advantage = [0, their_advantage]
    assert duel.rolled and D.attack_value(duel, 0) < D.attack_value(duel, 1)
    return duel


def test_a_pass_behind_in_a_clash_whose_loss_ends_the_duel_keeps_nothing_for_a_later_clash():
    decisive = duel_reason(_behind_after_the_roll(1), 0, ("pass",), you=True)
    assert decisive == "nothing you have left is likely to turn this clash"
    open_ = duel_reason(_behind_after_the_roll(0), 0, ("pass",), you=True)
    assert open_ == "you keep what you have left for the next clash of this duel"


def test_finishing_the_exchange_says_what_is_kept_not_only_done():
    for view, seat, legal in _moments(3, 200):
        if ("done",) in legal and view.players[seat].hand:
            n = len(view.players[seat].hand)
            words = explain(view, seat, ("done",), you=True)
            assert words == f"you keep your {n} journey cards for your journey instead of trading them for Strength"
            return
    raise AssertionError("no exchange of journey cards met")
