"""The Hint's gains rest only on what the player can know: a figure that depends on a hidden card or a
roll still to come (it differs between worlds dealt from the player's view) is not said; a move the
rules refuse gains nothing to say, and any other error is not swallowed."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.games.glory import RULES
from game.games.glory.hint_gains import gains
from tests.glory.glory_helpers import finish_setup, new


def _scored(view, seat: int, action: tuple, seed: int) -> int:
    world = RULES.determinize(view, seat, Rng.from_seed(seed))
    after, _ev = RULES.apply(world, seat, action)
    return after.players[seat].glory - world.players[seat].glory


def _a_move_whose_glory_rests_on_a_roll():
    """A duel move along a seeded random game: one world dealt from the view scores glory with it, another not."""
    rng, s = Rng.from_seed(3), new(3, seed=3)
    for _ in range(900):
        (seat,) = RULES.actors(s)
        legal = RULES.legal_actions(s, seat)
        view = RULES.view(s, seat)
        if s.duel is not None and s.duel.state is not None:
            for action in legal[:8]:
                figures = {_scored(view, seat, action, k) for k in range(1, 5)}
                if _scored(view, seat, action, 1) > 0 and len(figures) > 1:
                    return view, seat, action
        s, _ev = RULES.apply(s, seat, legal[rng.below(len(legal))])
    raise AssertionError("no duel move whose glory rests on the dice")


def test_glory_that_rests_on_a_roll_is_not_promised():
    view, seat, action = _a_move_whose_glory_rests_on_a_roll()
    assert not any(w.startswith("It scores") for w in gains(RULES, view, seat, action))


def test_a_move_the_rules_refuse_gains_nothing_to_say():
    s = finish_setup(new(3, seed=2))
    other = next(seat for seat in range(3) if seat not in RULES.actors(s))  # not their turn
    assert gains(RULES, RULES.view(s, other), other, ("place", "travel")) == []


def test_an_error_that_is_not_the_rules_refusal_is_not_swallowed(monkeypatch):
    s = finish_setup(new(3, seed=2))
    view = RULES.view(s, 0)

    def broken(*_a, **_k):
        raise ZeroDivisionError

    monkeypatch.setattr(RULES, "apply", broken)
    with pytest.raises(ZeroDivisionError):
        gains(RULES, view, 0, ("place", "travel"))


def _first(kind: str, seed: int = 8):
    """The first moment of a seeded random game where ``kind`` is legal: (view, seat, action)."""
    rng, s = Rng.from_seed(seed), new(3, seed=seed)
    for _ in range(900):
        (seat,) = RULES.actors(s)
        legal = RULES.legal_actions(s, seat)
        move = next((a for a in legal if a[0] == kind), None)
        if move is not None:
            return RULES.view(s, seat), seat, move
        s, _ev = RULES.apply(s, seat, legal[rng.below(len(legal))])
    raise AssertionError(f"no {kind} move")


@pytest.mark.parametrize("kind", ["character", "recover"])
def test_glory_already_had_is_not_scored_again(kind):
    """A character's starting glory, and a lost duel's glory written back on the recovery, are not new."""
    view, seat, action = _first(kind)
    assert _scored(view, seat, action, 1) > 0  # the player's own glory moves with it
    assert not any(w.startswith("It scores") for w in gains(RULES, view, seat, action))


def test_titles_are_said_by_what_the_move_adds_not_by_their_whole_worth():
    from game.games.glory.hint_gains import _tried

    for seed in range(1, 9):
        rng, s = Rng.from_seed(seed), new(3, seed=seed)
        for _ in range(900):
            if RULES.outcome(s) is not None:
                break
            (seat,) = RULES.actors(s)
            legal = RULES.legal_actions(s, seat)
            view = RULES.view(s, seat)
            for action in legal[:12] if s.phase == "action" else ():
                tried = _tried(RULES, view, seat, action)
                if tried is not None and 0 < tried[1] < tried[2]:
                    said = " ".join(gains(RULES, view, seat, action))
                    assert f"worth {tried[2] - tried[1]} more glory point" in said
                    assert f"worth {tried[2]} " not in said  # not the whole worth, which another move may claim too
                    return
            s, _ev = RULES.apply(s, seat, legal[rng.below(len(legal))])
    raise AssertionError("no move that adds to titles already met")
