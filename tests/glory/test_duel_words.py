"""The duel stage's words and bar choices (pure modules): every legal move has its slot and none
moves under the cursor from one step to the next, rerolls wait for dice to be picked, Pass is always
in its place; the viewer reads second-person lines and never "You" in a name slot, in English and
Italian."""

from __future__ import annotations

import random
import re

import pytest

from game import i18n
from game.core.rng import Rng
from game.games.glory import duel as D
from game.games.glory import duel_captions as T
from game.games.glory.duel_choices import SLOTS, choices, reroll_limit
from game.games.glory.duel_display import Part, start
from game.i18n import _
from tests.glory.test_duel import _random_combatant
from tests.glory.test_duel_example import _combatants


def _duels(n: int, seed: int = 3):
    """Random duels, yielding (duel, seat, legal) at each decision."""
    r, rng = random.Random(seed), Rng.from_seed(seed)
    for k in range(n):
        b = _random_combatant(r, 1) if k % 2 else D.knight("k", r.randint(5, 12), 3, r.randint(0, 1))
        duel, _events = D.start_duel(_random_combatant(r, 0), b, rng)
        while D.duel_actors(duel):
            (seat,) = D.duel_actors(duel)
            legal = D.duel_legal(duel, seat)
            yield duel, seat, legal
            duel, _events = D.duel_apply(duel, seat, r.choice(legal), rng)


def test_every_legal_move_is_offered_once_in_its_own_slot():
    kinds_by_slot: dict[str, set[str]] = {}
    for duel, _seat, legal in _duels(120):
        offered = choices(legal, (), duel.phase)
        slots = [c.slot for c in offered]
        assert len(slots) == len(set(slots))  # one choice per slot
        moves = [m[1] for c in offered for m in c.moves if m[1] not in c.off]  # not the disabled +n Strength
        rerolls = [a for a in legal if a[0] == "faith" or (a[0] == "relic" and len(a) == 3)]
        assert sorted(moves, key=repr) == sorted((a for a in legal if a not in rerolls), key=repr)
        for c in offered:
            kinds = {m[1][0] for m in c.moves} or {"reroll"}
            kinds_by_slot.setdefault(c.slot, set()).update(kinds)
            assert all(SLOTS["reroll" if k in ("faith",) else k] == c.slot for k in kinds if k not in ("relic", "pass"))
        if rerolls:  # nothing picked: a disabled button saying what to do; picked: the very move
            pick = next(c for c in offered if c.slot == SLOTS["reroll"])
            assert not pick.enabled and str(reroll_limit(legal)) in pick.tip
            target = random.Random(1).choice(rerolls)
            chosen = choices(legal, list(target[-1]), duel.phase)
            assert [m[1] for c in chosen if c.slot == SLOTS["reroll"] for m in c.moves] == [target]
        if D.PASS in legal:
            assert any(c.slot != "clash" and c.moves and c.moves[0][1] == D.PASS for c in offered)
    assert kinds_by_slot["end"] == {"pass"}  # the pass moves from step to step; nothing else is at the end
    assert kinds_by_slot["main"] <= {"strength", "recover", "pass"}
    assert kinds_by_slot["third"] <= {"tent", "lance", "pass"}


def test_consecutive_steps_never_share_a_slot_with_another_kind_of_move():
    """Strength, Faith, lances and relics follow each other; each lives in its own slot."""
    order = [D.TENT, D.STRENGTH, D.FAITH, D.LANCE1, D.LANCE2, D.RELIC, D.STRENGTH]
    slot = {D.TENT: SLOTS["tent"], D.STRENGTH: SLOTS["strength"], D.FAITH: SLOTS["reroll"]}
    slot |= {D.LANCE1: SLOTS["lance"], D.LANCE2: SLOTS["lance"], D.RELIC: SLOTS["relic"]}
    for a, b in zip(order, order[1:]):
        assert slot[a] != slot[b] or {a, b} == {D.LANCE1, D.LANCE2}


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_viewer_reads_second_person_lines(lang):
    i18n.set_language(lang)
    try:
        red, white = _combatants()
        _duel, events = D.start_duel(red, white, Rng.from_seed(4))
        pic = start(events[0])
        for ev in events[1:]:
            pic.apply(ev)
        you = _("You")
        names = [you, "Bianca"]
        line = T.step_line(pic, names, 0)  # Red (the viewer) acts first: behind on prestige
        assert not re.search(rf"\b{you}\b", line) and "Bianca" in line and "(0" in line
        assert T.step_line(pic, ["Rosso", you], 1).count("Rosso") >= 2
        rogue = T.term(Part("rogue", -1, 0), names, 1, you=0)
        assert not re.search(rf"\b{you}\b", rogue) and "−1" in rogue
        assert "Bianca" in T.term(Part("rogue", -1, 1), names, 0, you=0)
        assert T.subline(pic, 0) and T.title(pic) and T.hint(D.FAITH, 2) and T.status(D.FAITH)
    finally:
        i18n.set_language("en")


def test_the_order_reason_is_said_only_while_the_first_player_acts():
    """Once the second player acts, the attacks that set the order have moved (a reroll): the line
    no longer says why the other went first (it read "behind on attack (8 to 10)" under a 12)."""
    red, white = _combatants()
    _duel, events = D.start_duel(red, white, Rng.from_seed(4))
    pic = start(events[0])
    for ev in events[1:]:
        pic.apply(ev)
    names = ["Rosso", "Bianca"]
    first = pic.order[0]
    assert "Order:" in T.step_line(pic, names, None)
    pic.order = [1 - first, *pic.order[1:]]  # the second player's turn in the same step
    line = T.step_line(pic, names, None)
    assert line and "Order:" not in line


def test_a_support_or_relic_in_the_duel_bar_says_what_it_does():
    """The Hermit (or any tent, lance support or relic) on offer: its tooltip tells what it does."""
    from game.games.glory.duel_choices import choices
    from game.games.glory.tips import SUPPORT_TEXT

    got = choices([("pass",), ("tent", "hermit", "amulet")], [], "tent")
    tent = next(c for c in choices([("pass",), ("tent", "hermit", "amulet")], [], "tent") if c.slot == "third")
    assert SUPPORT_TEXT["hermit"] in tent.tip and "Hermit" in tent.tip
    two = choices([("pass",), ("tent", "cook"), ("tent", "hermit", "amulet")], [], "tent")
    options = next(c for c in two if c.slot == "third").moves
    assert all(tip.count("\n") == 1 for _label, _a, tip in options), options
    assert got


def test_a_single_tent_or_lance_support_on_offer_is_named_on_its_button():
    """One support for the step: the button says which one (and what a lance support would change),
    never just "Tent"; two or more still make a group of named moves."""
    from game.games.glory.duel_choices import choices

    (tent,) = [c for c in choices([("pass",), ("tent", "cook")], [], "tent") if c.slot == "third"]
    assert tent.label == "Cook" and tent.moves[0][1] == ("tent", "cook") and not tent.group
    gains = {("lance", "squire"): 1}
    (lance,) = [c for c in choices([("pass",), ("lance", "squire")], [], "lance1", 0, gains) if c.slot == "third"]
    assert lance.label == "Squire (+1)"
    (two,) = [c for c in choices([("pass",), ("tent", "cook"), ("tent", "jester")], [], "tent") if c.slot == "third"]
    assert two.group and sorted(label for label, _a, _t in two.moves) == ["Play Cook", "Play Jester"]


def test_a_used_lance_support_keeps_its_place_in_the_lance_chooser_disabled():
    """The second lance step: the support used in the first stays in its place in the group, disabled
    and marked used, so the entries never move under the pointer."""
    from game.games.glory import duel as D
    from game.games.glory.duel_choices import choices, lance_entries

    side = D.Combatant("player", 0, supports={"veteran": 0, "squire": 1, "witch": 1}, supports_inactive={"veteran": 1})
    dice = [(D.BLACK, 2), (D.RED, 3)]
    first = [("pass",), ("lance", "veteran"), ("lance", "squire"), ("lance", "witch")]
    second = [("pass",), ("lance", "squire"), ("lance", "witch")]
    side.supports["veteran"], side.supports_inactive["veteran"] = 1, 0
    (before,) = [
        c for c in choices(first, [], D.LANCE1, 0, None, lance_entries(side, dice, first)) if c.slot == "third"
    ]
    side.supports["veteran"], side.supports_inactive["veteran"] = 0, 1
    (after,) = [
        c for c in choices(second, [], D.LANCE2, 0, None, lance_entries(side, dice, second)) if c.slot == "third"
    ]
    assert [a for _l, a, _t in before.moves] == [a for _l, a, _t in after.moves]
    assert after.off == {("lance", "veteran"): "used, face down until you take it back"}
    assert after.group and after.enabled and not before.off
    side.supports_inactive["veteran"] = 0
    side.board_supports.append("veteran")  # used in this clash: on the duel board, not yet face down
    (now,) = [c for c in choices(second, [], D.LANCE2, 0, None, lance_entries(side, dice, second)) if c.slot == "third"]
    assert [a for _l, a, _t in now.moves] == [a for _l, a, _t in before.moves] and ("lance", "veteran") in now.off
