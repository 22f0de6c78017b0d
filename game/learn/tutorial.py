"""A guided first game as data: a prepared deal and the steps that walk a new player through it.

Each game may keep one in ``game/games/<id>/tutorial.py`` as ``TUTORIAL = Tutorial(...)``; they are
found by discovery (``tutorials()``), so a new game's tutorial needs no edit here. The table plays it
on the real engine: the seed deals the cards and the deterministic bots of ``bot_level`` make the
other seats' moves, so the same steps meet the same table every time (``game.learn.walk`` replays
it without a screen, which is how the tests check every step).

A step either expects a move (``expect``: a predicate on the legal action; the table lights where
that move is made and ignores clicks elsewhere) or only explains (``expect=None``: a Next button).
A step is shown when the player may act; the bots' turns in between play as usual. After the last
step the player finishes the game freely against the same bots.
"""

from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.core.rules import Action, Options, SeatConfig
from game.i18n import N_

Expect = Callable[[Action], bool]

FINISH = N_(
    "That is all you need. Now play on against an easy bot: the game goes on to its end as a normal "
    "game (it does not count in your statistics)."
)


@dataclass(frozen=True)
class Step:
    """One step of a tutorial.

    ``text``: what the step says, an English msgid marked with ``N_`` (translated where shown).
    ``expect``: the move the player must make (a predicate on an action, see ``move``), or None for a
    step that only explains and waits for Next. ``light``: more places to light up besides where the
    expected move is made — a table layout region (``"score"``), a spot key (``("column", 0)``) or an
    action-bar slot name; an explain-only step points with it.
    """

    text: str
    expect: Expect | None = None
    light: tuple[Any, ...] = ()

    @property
    def explain_only(self) -> bool:
        return self.expect is None


@dataclass(frozen=True)
class Tutorial:
    """A prepared first game: ``game`` id, ``players``, the ``seed`` of the deal, the human's seat,
    the bots' level, game options (``extra``: key → value pairs as in ``Options.extra``), the steps,
    and the sentence announcing the free finish."""

    game: str
    players: int
    seed: int
    steps: tuple[Step, ...]
    human_seat: int = 0
    bot_level: str = "easy"
    variant: str = "standard"
    extra: tuple[tuple[str, Any], ...] = ()
    finish: str = FINISH
    meta: dict[str, Any] = field(default_factory=dict, compare=False)

    def options(self, names: Sequence[str] = ()) -> Options:
        """The game's options: the human in ``human_seat``, a bot of ``bot_level`` in every other seat;
        ``names[i]`` names seat ``i`` (missing or "": the default name)."""
        seats = tuple(
            SeatConfig("human", "", _name(names, i))
            if i == self.human_seat
            else SeatConfig("bot", self.bot_level, _name(names, i))
            for i in range(self.players)
        )
        return Options(self.players, self.variant, seats, tuple(sorted(self.extra)))


def _name(names: Sequence[str], i: int) -> str:
    return names[i] if i < len(names) else ""


def move(*prefix: Any) -> Expect:
    """A predicate for the actions that begin with ``prefix``: ``move("draw", "deck")`` is exactly
    that draw, ``move("combo")`` any knight put into play."""

    def expect(action: Action) -> bool:
        return tuple(action[: len(prefix)]) == prefix

    return expect


def tutorial_modules() -> list[str]:
    """The ``game.games.<id>.tutorial`` modules that exist (sorted)."""
    from game.games import game_packages

    return [f"{pkg}.tutorial" for pkg in game_packages() if importlib.util.find_spec(f"{pkg}.tutorial") is not None]


def tutorials() -> list[Tutorial]:
    """Every game's tutorial (from its ``TUTORIAL``), in the games' package order."""
    found = []
    for name in tutorial_modules():
        tut = getattr(importlib.import_module(name), "TUTORIAL", None)
        if isinstance(tut, Tutorial):
            found.append(tut)
    return found


def tutorial_for(game_id: str) -> Tutorial | None:
    """The tutorial of ``game_id``, or None when that game has none."""
    return next((t for t in tutorials() if t.game == game_id), None)
