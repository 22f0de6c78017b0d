"""The Store holds a game's state, dispatches actions, keeps the action log and allows undo.

Undo takes back a seat's last own action, together with everything after it, only while none of
those actions revealed hidden information: an action "revealed" if one of its events is marked
``reveals=True`` or carries a ``secret`` payload (a card shown to someone), or if it drew from the
state's RNG (a shuffle, a die).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from game.core.rng import Rng
from game.core.rules import Action, Event, IllegalAction, Options, Outcome, Rules, Seat, State
from game.i18n import _

UNDO_DEPTH = 64  # previous states kept in memory for undo


@dataclass
class Step:
    """One applied action: who, what, whether it revealed anything, the events it made (the log is
    written from them) and, for a bot's move, the bot's public reason."""

    seat: Seat
    action: Action
    quiet: bool
    events: list[Event] = dataclasses.field(default_factory=list)
    reason: str = ""


@cache
def _rng_fields(state_type: type) -> tuple[str, ...]:
    if not dataclasses.is_dataclass(state_type):
        return ()
    return tuple(f.name for f in dataclasses.fields(state_type) if f.type in (Rng, "Rng"))


def _rng_states(state: State) -> tuple[int, ...]:
    return tuple(getattr(state, name).state for name in _rng_fields(type(state)))


Listener = Callable[[Seat, Action, list[Event]], None]


class Store:
    """Holds the true state. Everything that changes a game goes through ``apply``."""

    def __init__(self, rules: Rules, options: Options, seed: int) -> None:
        self.rules = rules
        self.options = options
        self.seed = seed
        self.state: State = rules.new_game(options, seed)
        self.history: list[Step] = []
        self.score_history: list[list[float]] = [list(rules.scores(self.state))]
        self._previous: list[State] = []  # states before the last UNDO_DEPTH steps
        self._listeners: list[Listener] = []

    # --- observers -------------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> None:
        """Call ``listener(seat, action, events)`` after every applied action."""
        self._listeners.append(listener)

    # --- queries ---------------------------------------------------------------------------
    def actors(self) -> frozenset[Seat]:
        return self.rules.actors(self.state)

    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat not in self.rules.actors(self.state):
            return []
        return self.rules.legal_actions(self.state, seat)

    def view(self, seat: Seat | None) -> State:
        return self.rules.view(self.state, seat)

    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.state)

    @property
    def actions(self) -> list[tuple[Seat, Action]]:
        return [(s.seat, s.action) for s in self.history]

    # --- changes ---------------------------------------------------------------------------
    def apply(self, seat: Seat, action: Action, reason: str = "") -> list[Event]:
        """Apply ``action`` for ``seat``; raise IllegalAction (state unchanged) if not allowed.
        ``reason``: a bot's public explanation of the move, kept with it (shown on request)."""
        if self.rules.outcome(self.state) is not None:
            raise IllegalAction(_("The game is over."), action, seat)
        if seat not in self.rules.actors(self.state):
            raise IllegalAction(_("It is not your turn."), action, seat)
        before = _rng_states(self.state)
        new_state, events = self.rules.apply(self.state, seat, action)
        quiet = before == _rng_states(new_state) and not any(e.reveals or e.secret for e in events)
        self._previous.append(self.state)
        if len(self._previous) > UNDO_DEPTH:
            del self._previous[0]
        self.state = new_state
        self.history.append(Step(seat, action, quiet, list(events), reason))
        self.score_history.append(list(self.rules.scores(new_state)))
        for listener in list(self._listeners):
            listener(seat, action, events)
        return events

    def _undo_span(self, seat: Seat) -> int:
        """How many steps an undo for ``seat`` would take back (0: not possible)."""
        for back, step in enumerate(reversed(self.history), start=1):
            if back > len(self._previous) or not step.quiet:
                return 0
            if step.seat == seat:
                return back
        return 0

    def can_undo(self, seat: Seat) -> bool:
        return self.rules.outcome(self.state) is None and self._undo_span(seat) > 0

    def undo(self, seat: Seat) -> int:
        """Take back ``seat``'s last action (and the quiet actions after it); returns steps undone."""
        span = self._undo_span(seat) if self.rules.outcome(self.state) is None else 0
        if not span:
            raise IllegalAction(_("Nothing to undo: the last move revealed hidden information."), None, seat)
        self.state = self._previous[-span]
        del self._previous[-span:]
        del self.history[-span:]
        del self.score_history[-span:]
        return span

    @classmethod
    def replay(cls, rules: Rules, options: Options, seed: int, actions: list[tuple[Seat, Action]]) -> Store:
        """Rebuild a store by re-applying an action log from the seed."""
        store = cls(rules, options, seed)
        for i, (seat, action) in enumerate(actions):
            try:
                store.apply(seat, action)
            except IllegalAction as exc:
                raise IllegalAction(
                    _("Move {n} of the log is not legal: {reason}").format(n=i + 1, reason=exc.reason), action, seat
                ) from None
        return store
