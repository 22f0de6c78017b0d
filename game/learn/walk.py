"""Playing a tutorial through on the engine, without a screen: the steps' moves for the human, the
bots' moves as the table would get them (the same session, seed and bot RNGs). Tests use it to
check that every expected move is legal when its step comes, and to know which move each step
makes; the table's coach follows the same order of steps."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from game.core.registry import get
from game.core.rules import Action, Seat
from game.core.session import Session
from game.learn.tutorial import Tutorial


class ScriptError(AssertionError):
    """A step expects a move that is not legal when the step comes."""


@dataclass
class Walk:
    """The result: the session after the last step, and every move made, as (step index or None for a
    bot's move, seat, action)."""

    session: Session
    moves: list[tuple[int | None, Seat, Action]] = field(default_factory=list)

    def step_moves(self) -> dict[int, Action]:
        """Step index → the move made for it (move steps only)."""
        return {i: a for i, _s, a in self.moves if i is not None}


def expected_moves(tutorial: Tutorial, step_index: int, legal: list[Action]) -> list[Action]:
    """The legal actions that step ``step_index`` accepts (all of them for an explain-only step)."""
    step = tutorial.steps[step_index]
    if step.expect is None:
        return list(legal)
    return [a for a in legal if step.expect(a)]


def new_session(tutorial: Tutorial, names: tuple[str, ...] = ()) -> Session:
    """The tutorial's game, ready to play (the human in ``human_seat``, the bots in the others)."""
    return Session(get(tutorial.game), tutorial.options(names), tutorial.seed)


def walk(tutorial: Tutorial, think: float | None = None, max_moves: int = 5_000) -> Walk:
    """Play every step (each move step's first accepted legal move); stop after the last step.
    ``think``: the bots' thinking time, as the table gives it (the moves must not depend on it)."""
    session = new_session(tutorial)
    rules, store, me = session.rules, session.store, tutorial.human_seat
    out = Walk(session)
    index = 0
    for _ in range(max_moves):
        if index >= len(tutorial.steps) or rules.outcome(store.state) is not None:
            break
        actors = sorted(rules.actors(store.state))
        if me in actors:
            step = tutorial.steps[index]
            if step.expect is None:
                index += 1
                continue
            legal = store.legal_actions(me)
            accepted = expected_moves(tutorial, index, legal)
            if not accepted:
                raise ScriptError(f"{tutorial.game} step {index + 1}: no legal move is expected; legal: {legal[:12]}")
            store.apply(me, accepted[0])
            out.moves.append((index, me, accepted[0]))
            index += 1
            continue
        seat = actors[0]
        action = session.bot_choose(seat, None if think is None else time.monotonic() + think)
        store.apply(seat, action)
        out.moves.append((None, seat, action))
    if index < len(tutorial.steps):
        raise ScriptError(f"{tutorial.game}: the game ended before step {index + 1} of {len(tutorial.steps)}")
    return out
