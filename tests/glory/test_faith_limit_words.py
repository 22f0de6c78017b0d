"""A Faith reroll of more than two dice says why it may, when it happens: the Sister adds a die,
the Bishop two (in the log line, for the viewer and for a rival, in English and Italian)."""

from __future__ import annotations

from game import i18n
from game.core.rng import Rng
from game.games.glory import duel as D
from game.games.glory.duel_text import describe_duel_event


def _faith_reroll(sisters: int, bishops: int, dice: int):
    """A duel against a knight brought to the Faith step, and the reroll event of ``dice`` dice."""
    supports = {D.SISTER: sisters, D.BISHOP: bishops}
    me = D.Combatant("player", 0, mount=4, armor=4, faith=2, supports={k: v for k, v in supports.items() if v})
    duel, _ev = D.start_duel(me, D.knight("k", 9, 3, 0), Rng.from_seed(2))
    rng = Rng.from_seed(3)
    while D.duel_actors(duel):
        legal = D.duel_legal(duel, 0)
        faith = [a for a in legal if a[0] == "faith" and len(a[1]) == dice]
        if faith:
            _d, events = D.duel_apply(duel, 0, faith[0], rng)
            return next(e for e in events if e.kind == "duel_reroll")
        duel, _ev = D.duel_apply(duel, 0, ("pass",) if ("pass",) in legal else legal[0], rng)
    raise AssertionError("no Faith step with that many dice")


def test_a_three_dice_faith_reroll_says_the_sister_allows_it():
    ev = _faith_reroll(1, 0, 3)
    rival = describe_duel_event(ev, ["Percival", "Sir K"])
    assert "up to 3 for Percival (Sister +1)" in rival
    mine = describe_duel_event(ev, ["Ada", "Sir K"], you=0)
    assert "up to 3 for you (Sister +1)" in mine


def test_a_bishop_and_a_sister_are_both_named_and_two_dice_need_no_words():
    ev = _faith_reroll(1, 1, 5)
    assert "up to 5 for Percival (Sister +1, Bishop +2)" in describe_duel_event(ev, ["Percival", "Sir K"])
    plain = _faith_reroll(1, 0, 2)
    assert "Sister" not in describe_duel_event(plain, ["Percival", "Sir K"])


def test_the_italian_line_says_it_too():
    ev = _faith_reroll(1, 0, 3)
    i18n.set_language("it")
    try:
        line = describe_duel_event(ev, ["Percival", "Sir K"])
    finally:
        i18n.set_language("en")
    assert "fino a 3 per Percival" in line and "Suora +1" in line
