"""The duel stage's picture, folded from events, agrees with the duel engine at every decision of
hundreds of random duels (players, knights, Polish and Veteran knights, Otto), its attack breakdown
adds up, who acts first is explained, and the rulebook's §VIII example reads as the book tells it."""

from __future__ import annotations

import random
from collections import Counter
from types import SimpleNamespace

from game.core.rng import Rng
from game.games.glory import duel as D
from game.games.glory.duel_dice import face_value
from game.games.glory.duel_display import COLOUR_PARTS, committed, fighter, first_reason, from_history, start
from game.games.glory.state import DuelCtx
from tests.glory.test_duel import _random_combatant
from tests.glory.test_duel_example import ScriptedRng, _combatants


def _opponent(r: random.Random, n: int) -> D.Combatant:
    kind = n % 4
    if kind == 0:
        return _random_combatant(r, 1)
    if kind == 3:
        return D.otto(r.randint(6, 12), r.randint(0, 2), r.randint(0, 30), r.randint(0, 2))
    abilities = r.choice([[], ["polish"], ["veteran:armor"], ["veteran:strength"], ["veteran:mount"]])
    return D.knight("k", r.randint(5, 13), r.randint(1, 6), r.randint(0, 2), abilities)


def _agrees(picture, duel: D.DuelState) -> None:
    assert picture.step == duel.phase and picture.clash == duel.clash
    assert picture.order == duel.order
    if duel.phase == D.RECOVER:  # the duel is decided: the picture keeps its last clash as it was
        assert picture.over and picture.winner == duel.winner
        return
    for side, c in enumerate(duel.sides):
        p = picture.sides[side]
        values = [[col, f, face_value(col, f, D.star_active(c, col))] for col, f in duel.dice[side]]
        assert [list(d) for d in p.dice] == values
        assert p.attack == D.attack_value(duel, side)
        assert p.prestige == D.prestige_value(duel, side)
        assert p.wins == duel.advantage[side]
        assert sum(x.value for x in picture.parts(side)) == p.attack
        assert all(x.source != "other" for x in picture.parts(side)), picture.parts(side)
        if c.is_player:
            assert (p.strength, p.faith) == (c.board_strength, c.board_faith)
            assert Counter(p.supports) == Counter(c.board_supports)
            assert Counter(p.relics) == Counter(c.board_relics)
        if duel.knight_die[side] >= 0:
            assert p.knight_die[1] == duel.knight_die[side]


def test_the_picture_follows_the_engine_through_random_duels():
    r = random.Random(5)
    rng = Rng.from_seed(5)
    checked = 0
    for n in range(400):
        a, b = _random_combatant(r, 0), _opponent(r, n)
        if r.random() < 0.5:
            a, b = b, a  # the player on either side
        duel, events = D.start_duel(a, b, rng)
        picture = start(events[0])
        assert picture is not None
        for ev in events[1:]:
            picture.apply(ev)
        while D.duel_actors(duel):
            _agrees(picture, duel)
            checked += 1
            (seat,) = D.duel_actors(duel)
            duel, events = D.duel_apply(duel, seat, r.choice(D.duel_legal(duel, seat)), rng)
            for ev in events:
                picture.apply(ev)
        result = D.duel_result(duel)
        assert picture.over and picture.winner == result.winner and picture.step == D.DONE
        assert [c.winner for c in picture.clashes] == result.clashes
        assert list(picture.glory_gain) == result.glory_gain
        for record in picture.clashes:  # each clash's breakdown adds up to the attack it was decided on
            for side in (0, 1):
                assert sum(x.value for x in record.parts[side]) == record.attack[side]
    assert checked > 2000


def test_two_knights_get_no_picture_and_otto_against_a_knight_does():
    _duel, events = D.start_duel(D.knight("a", 8, 5), D.knight("b", 9, 4), Rng.from_seed(1))
    assert start(events[0]) is None
    _duel, events = D.start_duel(D.otto(9, 1, 10, 0), D.knight("b", 8, 4, 0, ["polish"]), Rng.from_seed(2))
    picture = start(events[0])
    for ev in events[1:]:
        picture.apply(ev)
    assert picture.over and len(picture.clashes) in (2, 3)
    otto_parts = picture.clashes[0].parts[0]
    assert [x.source for x in otto_parts] == ["knight"] and otto_parts[0].value == 9
    assert [x.source for x in picture.clashes[0].parts[1]] == ["knight", "white_die"]


def test_a_knight_shows_its_printed_attack_before_the_roll():
    duel, events = D.start_duel(D.player(0, strength=2), D.knight("k", 8, 4), Rng.from_seed(3))
    picture = start(events[0])
    for ev in events[1:]:
        picture.apply(ev)
    assert D.attack_value(duel, 1) == 0  # the engine counts from 0 until the dice are rolled
    assert picture.attack_shown(1) == 8 and picture.attack_shown(0) is None


FACES = (
    [5, 0, 0, 1, 0, 0, 4, 0, 4, 0, 2, 1, 4, 0]  # clash 1 roll (see test_duel_example.py)
    + [0, 1, 3, 0]  # Red's Faith
    + [0, 0]  # White's Faith
    + [0, 0, 0, 3, 1, 0, 4, 1, 4, 1, 0, 2, 0, 3, 0]  # clash 2 roll
    + [2]  # Red's Faith
)


def _example_events():
    """The §VIII duel, move by move, as test_duel_example.py plays it; returns (duel, steps)."""
    rng = ScriptedRng(list(FACES))
    red, white = _combatants()
    duel, events = D.start_duel(red, white, rng)
    steps = [SimpleNamespace(events=events)]

    def of(side, colour):
        return [i for i, (c, _f) in enumerate(duel.dice[side]) if c == colour]

    moves = [
        (0, lambda: ("tent", "rogue")),
        (1, lambda: ("strength", 2)),
        (0, lambda: ("strength", 4)),
        (0, lambda: ("faith", (of(0, 0)[1], of(0, 0)[2], of(0, 1)[1], of(0, 1)[2]))),
        (1, lambda: ("faith", tuple(of(1, 1)))),
        (1, lambda: ("lance", "squire")),
        (0, lambda: ("pass",)),
        (1, lambda: ("pass",)),
        (1, lambda: ("pass",)),
        (1, lambda: ("strength", 2)),
        (0, lambda: ("faith", (of(0, 0)[0],))),
        (1, lambda: ("pass",)),
        (1, lambda: ("lance", "squire")),
        (0, lambda: ("lance", "weapons_master")),
        (1, lambda: ("relic", "medallion")),
    ]
    for seat, action in moves:
        duel, events = D.duel_apply(duel, seat, action(), rng)
        steps.append(SimpleNamespace(events=events))
    return duel, steps


def test_the_rulebook_example_reads_as_the_book_tells_it():
    duel, steps = _example_events()
    picture = from_history(steps)
    first, second = picture.clashes
    assert first.winner == 1 and first.reason == "prestige" and first.attack == (11, 11)
    red = [x.source for x in first.parts[0]]
    assert red[:3] == list(COLOUR_PARTS) and "rogue" not in red  # Red's Rogue weakens White
    assert any(x.source == "rogue" and x.value == -1 and x.by == 0 for x in first.parts[1])
    assert second.winner == 1 and second.attack == (11, 12)
    assert any(x.source == "medallion" and x.value == 1 for x in second.parts[1])
    assert any(x.source == "weapons_master" for x in second.parts[0]) is False  # it turns a die
    assert picture.over and picture.winner == 1 and picture.glory_gain == (0, 7)


def test_who_acts_first_between_players_and_why():
    red, white = _combatants()
    _duel, events = D.start_duel(red, white, Rng.from_seed(4))
    picture = start(events[0])
    for ev in events[1:]:
        picture.apply(ev)
    # both at 0 attack; White has one active prestige, so Red (behind on prestige) begins (book §VIII)
    assert first_reason(picture) == (0, "prestige", 0, 1)
    tied = D.player(1, strength=2, initiative=1)
    _duel, events = D.start_duel(D.player(0, strength=2, initiative=0), tied, Rng.from_seed(4))
    picture = start(events[0])
    for ev in events[1:]:
        picture.apply(ev)
    assert picture.step == D.STRENGTH and first_reason(picture) == (1, "initiative", 0, 0)
    _duel, events = D.start_duel(D.player(0, strength=2), D.knight("k", 7), Rng.from_seed(4))
    picture = start(events[0])
    assert first_reason(picture) is None


def test_committed_and_supply_come_from_the_live_duel():
    red, white = _combatants()
    duel, _ = D.start_duel(red, white, Rng.from_seed(6))
    duel, _ = D.duel_apply(duel, 0, ("tent", "rogue"), Rng.from_seed(6))
    view = SimpleNamespace(duel=DuelCtx("tournament", "p:0", "p:1", state=duel))
    assert committed(view, 0).supports == ("rogue",)
    assert fighter(view, 0).supports.get("rogue", 0) == 0 and fighter(view, 0).strength == 5
    assert committed(view, 1).strength == 0 and committed(view, 3) is None
    assert committed(SimpleNamespace(duel=None), 0) is None


def test_no_term_is_left_unexplained_between_the_events_of_one_move():
    """A player's roll comes before a Polish knight's white die (its own event): meanwhile the knight
    shows what is known (its printed attack), never "7 −7 = 0"."""
    r, rng, shown = random.Random(8), Rng.from_seed(8), 0
    for n in range(300):
        a, b = _random_combatant(r, 0), _opponent(r, n)
        duel, events = D.start_duel(*((b, a) if n % 2 else (a, b)), rng)
        picture, events = start(events[0]), events[1:]
        while True:
            for ev in events:
                picture.apply(ev)
                for side in (0, 1):
                    assert all(x.source != "other" for x in picture.parts(side)), (ev.kind, picture.parts(side))
                    shown += 1
            if not D.duel_actors(duel):
                break
            (seat,) = D.duel_actors(duel)
            duel, events = D.duel_apply(duel, seat, r.choice(D.duel_legal(duel, seat)), rng)
    assert shown > 5000
