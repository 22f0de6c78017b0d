"""A bot seat's decisions remembered, so that Undo never re-rolls a bot.

Asked again at a position that Undo took back, a bot decides as it did the first time: its random
stream is put back where it was before that decision, and so is the bot itself (a bot may learn
from what it has seen, e.g. how its rivals place). A game that never undoes is not touched: the
same bot object and the same ``Rng`` go on from decision to decision, so ``simulate`` and the
benches see exactly the streams they always saw (and a game of bots alone, where nobody can undo,
keeps nothing).

``ask(actions)`` gives the bot and the RNG to decide with at the position after ``actions`` (the
whole action log); ``decided(actions)`` records that the last of ``actions`` is the bot's move.
Nothing here is pickled: the copies are in memory (``copy.deepcopy``), the RNG states are integers
that a save may keep (``streams``/``restore``).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.rng import Rng

KEPT = 65  # decisions remembered (the store keeps 64 steps for undo)


@dataclass
class _Mark:
    at: int  # the decision was made at the position after this many moves
    rng: int  # the RNG state after it
    bot: Any = None  # the bot after it (None: not known, e.g. after loading a save)


class BotMemory:
    """One bot seat's bot, its RNG and its recent decisions."""

    def __init__(self, factory: Callable[[], Any], rng: Rng, remember: bool = True) -> None:
        self.factory = factory
        self.remember = remember  # False: nobody can undo (bots only), nothing is kept
        self.bot = factory()
        self.rng = rng
        self.first = rng.state  # the state before the first decision remembered
        self.marks: list[_Mark] = []
        self._base: _Mark | None = None  # the last decision forgotten (too far back to undo)
        self._at = -1  # the decision the bot and RNG now follow (-1: none)
        self._seen: list = []  # the action log of the last ask

    def use(self, factory: Callable[[], Any]) -> None:
        """Play this seat with a bot from ``factory`` from now on (a bench's variant); the RNG stays."""
        self.factory = factory
        self.bot = factory()

    def ask(self, actions: Sequence[Any]) -> tuple[Any, Rng]:
        """The bot and RNG to decide with after ``actions``: as they were after the last decision
        still in that log (a decision whose move was taken back is forgotten)."""
        if not self.remember:
            return self.bot, self.rng
        common = _shared(self._seen, actions)
        self._seen = list(actions)
        while self.marks and self.marks[-1].at >= common:
            self.marks.pop()
        last = self.marks[-1] if self.marks else self._base
        at = last.at if last is not None else -1
        if at != self._at:
            self.rng = Rng(last.rng if last is not None else self.first)  # a new object: a thread still
            self.bot = copy.deepcopy(last.bot) if last is not None and last.bot is not None else self.factory()
            self._at = at  # thinking on the old position keeps the old ones
        return self.bot, self.rng

    def decided(self, actions: Sequence[Any]) -> None:
        """The bot's move, the last of ``actions``, is played: the bot and its RNG as they are now
        are kept for an undo to come back to."""
        if not self.remember:
            return
        self._seen = list(actions)
        self._at = len(actions) - 1
        self.marks.append(_Mark(self._at, self.rng.state, copy.deepcopy(self.bot)))
        if len(self.marks) > KEPT:  # too far back to undo: the oldest kept is where an undo may start
            self._base = self.marks.pop(0)

    def streams(self) -> dict[str, Any]:
        """The RNG states, for a save: now, before the first decision kept, and after each kept."""
        return {"now": self.rng.state, "first": self.first, "marks": [[m.at, m.rng] for m in self.marks]}

    def restore(self, raw: dict[str, Any], actions: Sequence[Any], salt: int | None = None) -> None:
        """Take back the states of ``streams()`` after loading the game ``actions`` (the bots restart
        from their factory: what they learnt is not saved). ``salt`` stirs the stream of the decisions
        still to come (the kept ones, where an undo goes back to, stay as they were): a player who
        saved, saw what a bot chose and loaded again does not know what it will choose now."""
        now, first = _word(raw["now"]), _word(raw["first"])
        if salt is not None:
            now = Rng.from_seed(now ^ salt).state
        marks = [_Mark(int(at), _word(state)) for at, state in raw["marks"] if 0 <= int(at) < len(actions)]
        self.rng.state, self.first, self.marks = now, first, marks
        self._seen = list(actions)
        self._at = self.marks[-1].at if self.marks else -1


def _word(value: Any) -> int:
    """An RNG state read from a save: an integer of 64 bits (ValueError otherwise)."""
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 2**64:
        raise ValueError("not an RNG state")
    return value


def _shared(a: Sequence[Any], b: Sequence[Any]) -> int:
    """The length of the common start of ``a`` and ``b``."""
    n = min(len(a), len(b))
    if list(a[:n]) == list(b[:n]):
        return n
    return next(i for i in range(n) if a[i] != b[i])
