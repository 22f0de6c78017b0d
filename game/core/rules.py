"""The rules protocol shared by all four games, and its value types.

Shaped after OpenSpiel's State API and boardgame.io's pure reducer:

* ``new_game(options, seed)`` builds a state; all chance is drawn from the state's own ``Rng``
  inside ``apply``, so seed + action log replays a game exactly.
* ``actors(state)`` is the set of seats that may act now (several for secret simultaneous picks).
* ``apply`` never mutates the state it is given: it returns a new state and the events that
  describe what happened (for animation and the log; the state is the truth).
* ``view(state, seat)`` is a state of the same type with everything that seat may not see redacted
  (hidden cards, other seats' secret picks, the RNG). Bots only ever receive views.
* ``determinize(view, seat, rng)`` fills a view's hidden parts with one plausible full state.

Actions are tuples of JSON scalars (or nested tuples of them), e.g. ``("draw", "deck")`` or
``("combo", 3, 17, 22, 40)``: hashable for search trees and loggable as JSON lists.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, runtime_checkable

from game.core.rng import Rng
from game.i18n import _

Seat = int
Action = tuple
State = Any

S = TypeVar("S")


class RulesError(Exception):
    """Base class for errors raised by a rules engine."""


class IllegalAction(RulesError):
    """An action that is not legal in the current state, with a reason a player can read."""

    def __init__(self, reason: str, action: Action | None = None, seat: Seat | None = None):
        super().__init__(reason)
        self.reason = reason
        self.action = action
        self.seat = seat


class InvalidOptions(RulesError):
    """Game options that cannot be played (wrong player count, unknown variant, ...)."""


@dataclass(frozen=True)
class SeatConfig:
    """Who sits in a seat: a human (with a name) or a bot of a level."""

    kind: str = "human"  # "human" or "bot"
    level: str = ""  # bot level id ("random", "easy", "medium", "hard"); "" for humans
    name: str = ""

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


@dataclass(frozen=True)
class Options:
    """What a new game is set up with. ``extra`` holds game-specific settings (JSON scalars)."""

    players: int
    variant: str = "standard"
    seats: tuple[SeatConfig, ...] = ()
    extra: tuple[tuple[str, Any], ...] = ()

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.extra:
            if k == key:
                return v
        return default


@dataclass(frozen=True)
class Event:
    """Something that happened, for animation and the log.

    ``data`` is public. ``secret`` is only for the seats in ``audience`` (e.g. the card a player
    drew): ``for_seat`` drops it for everyone else. ``reveals`` marks an event that showed
    hidden information. A secret payload or ``reveals`` (like any use of the state's RNG) makes the
    action that caused the event impossible to undo.
    """

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    secret: dict[str, Any] = field(default_factory=dict)
    audience: frozenset[int] = frozenset()
    reveals: bool = False

    def for_seat(self, seat: Seat | None) -> Event:
        """The event as ``seat`` may see it (``None``: a spectator who sees only public data)."""
        if not self.secret or (seat is not None and seat in self.audience):
            return self
        return Event(self.kind, self.data, {}, self.audience, self.reveals)

    def get(self, key: str, default: Any = None) -> Any:
        if key in self.data:
            return self.data[key]
        return self.secret.get(key, default)


@dataclass(frozen=True)
class Outcome:
    """Final result: ``ranking`` lists groups of seats, best first (a group of several is a tie)."""

    scores: tuple[float, ...]
    ranking: tuple[tuple[Seat, ...], ...]
    breakdown: tuple[dict[str, Any], ...] = ()

    @property
    def winners(self) -> tuple[Seat, ...]:
        return self.ranking[0] if self.ranking else ()

    def reward(self, seat: Seat) -> float:
        """1 for a sole win, 1/k for a k-way shared win, else 0."""
        winners = self.winners
        return 1.0 / len(winners) if seat in winners else 0.0


def rank_by(scores: list[tuple], seats: list[Seat]) -> tuple[tuple[Seat, ...], ...]:
    """Group seats into a ranking by descending sort keys (equal keys share a place)."""
    order = sorted(seats, key=lambda s: scores[s], reverse=True)
    groups: list[list[Seat]] = []
    for s in order:
        if groups and scores[groups[-1][0]] == scores[s]:
            groups[-1].append(s)
        else:
            groups.append([s])
    return tuple(tuple(g) for g in groups)


@runtime_checkable
class Rules(Protocol):
    """What every game's engine provides. Engines are pure, deterministic and UI-free."""

    id: str
    state_type: type

    def new_game(self, options: Options, seed: int) -> State: ...

    def actors(self, state: State) -> frozenset[Seat]:
        """Seats that may act now; empty once the game is over."""
        ...

    def legal_actions(self, state: State, seat: Seat) -> list[Action]: ...

    def apply(self, state: State, seat: Seat, action: Action) -> tuple[State, list[Event]]:
        """Return the next state and events; raise IllegalAction; never mutate ``state``."""
        ...

    def view(self, state: State, seat: Seat | None) -> State:
        """The state as ``seat`` may see it (``None``: a spectator who sees only public parts)."""
        ...

    def determinize(self, view: State, seat: Seat, rng: Rng) -> State:
        """A full state consistent with ``view`` (hidden parts sampled with ``rng``)."""
        ...

    def outcome(self, state: State) -> Outcome | None:
        """The result once the game is over, else None."""
        ...

    def scores(self, state: State) -> list[float]:
        """Current public score of each seat (for the score-over-time chart)."""
        ...


def check_legal(rules: Rules, state: State, seat: Seat, action: Action) -> None:
    """Raise IllegalAction unless ``seat`` may play ``action`` now (a generic guard for apply)."""
    if seat not in rules.actors(state):
        raise IllegalAction(_("It is not this seat's turn."), action, seat)
    if action not in rules.legal_actions(state, seat):
        raise IllegalAction(_("That move is not allowed now."), action, seat)


def normalize_action(raw: Any) -> Action:
    """Turn a JSON-decoded action (lists) back into a hashable tuple action."""
    if isinstance(raw, (list, tuple)):
        return tuple(normalize_action(x) for x in raw)
    if raw is None or isinstance(raw, (bool, int, float, str)):
        return raw
    raise ValueError(f"not an action value: {type(raw).__name__}")


Evaluator = Callable[[State, Seat], float]
"""Heuristic value of a (possibly determinized) state for a seat, in [0, 1]."""
