"""The Store holds a game's state, dispatches actions, keeps the action log and allows undo.

Undo takes back a seat's own moves, one at a time, back to the last move of another seat (that
move is the other player's, and taking it back would let a player retry until a rival does what
they like), and never a move that showed that seat something it did not know before: a drawn
card, a peek, a die roll, a reshuffle it can see, another seat's card turned up. ``game.core.reveal`` judges that
generically from the seat's views; the judgement is made only when someone asks whether they may
undo (and remembered), so games played by bots or ``simulate`` pay nothing for it. A game may also
name events that always count as information for a seat with an optional rules method
``turns_up(events, seat) -> bool`` (Paladin: a main paladin of another player turned face up, news
even to a seat that had peeked at it, since the whole table has now seen it), and news the state
shows rather than an event with ``tells(before, after, seat) -> bool`` (Glory: a rival passed over
in a journey, which tells the table it holds no card it may play; few re-dealt worlds show that).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field

from game.core import reveal
from game.core.rng import Rng
from game.core.rules import Action, Event, IllegalAction, Options, Outcome, Rules, Seat, State
from game.i18n import _

UNDO_DEPTH = 64  # steps kept in memory for undo (each keeps the state before it)


@dataclass
class Step:
    """One applied action: who played what, the events it made (the log is written from them) and,
    for a bot's move, the bot's public reason."""

    seat: Seat
    action: Action
    events: list[Event] = field(default_factory=list)
    reason: str = ""


class _Undoable:
    """What undo needs of one recent step besides its Step: the state before it, and the verdicts so
    far (seat → None when the step told that seat nothing new, else the kind of news)."""

    __slots__ = ("before", "verdicts")

    def __init__(self, before: State) -> None:
        self.before = before
        self.verdicts: dict[Seat, str | None] = {}


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
        self._recent: deque[_Undoable] = deque(maxlen=UNDO_DEPTH)  # the last steps, oldest first
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
        new_state, events = self.rules.apply(self.state, seat, action)
        self._recent.append(_Undoable(self.state))
        self.state = new_state
        self.history.append(Step(seat, action, list(events), reason))
        self.score_history.append(list(self.rules.scores(new_state)))
        for listener in list(self._listeners):
            listener(seat, action, events)
        return events

    # --- undo ------------------------------------------------------------------------------
    def _news(self, back: int, seat: Seat) -> str | None:
        """What the step ``back`` places from the end (1 = the last) told ``seat`` (cached)."""
        record = self._recent[-back]
        if seat not in record.verdicts:
            index = len(self.history) - back
            step = self.history[index]
            after = self._recent[-back + 1].before if back > 1 else self.state
            rng = Rng.from_seed(self.seed * 1_000_003 + index * 8191 + seat)
            record.verdicts[seat] = reveal.news_for(
                self.rules, record.before, after, step.events, step.seat, step.action, seat, rng
            )
        return record.verdicts[seat]

    def state_before(self, back: int) -> State | None:
        """The state before the step ``back`` places from the end (1 = the last), while undo keeps it
        (the last ``UNDO_DEPTH`` steps); None further back."""
        return self._recent[-back].before if 1 <= back <= len(self._recent) else None

    def undo_refusal(self, seat: Seat) -> str | None:
        """Why ``seat`` may not undo now, in the player's words; None when it may."""
        if self.rules.outcome(self.state) is not None:
            return _("The game is over.")
        if not any(step.seat == seat for step in self.history):
            return _("Nothing to undo yet.")
        if self.history[-1].seat != seat:
            return _(
                "You cannot take your move back: another player has seen it and moved since. Undo takes back only a move nobody has answered yet."
            )
        if not self._recent:
            return _("That move is too far back to take back.")
        news = self._shown(1, seat)
        if news == reveal.CHANCE:
            return _("You cannot take that move back: it was left to chance and you have seen how it fell.")
        if news is not None:
            return _("You cannot take that move back: it showed you something you had not seen before.")
        return None

    def _shown(self, back: int, seat: Seat) -> str | None:
        """What the step ``back`` places from the end showed ``seat``: None when nothing new."""
        turns_up = getattr(self.rules, "turns_up", None)
        if turns_up is not None and turns_up(self.history[-back].events, seat):
            return reveal.HIDDEN
        tells = getattr(self.rules, "tells", None)
        if tells is not None and back <= len(self._recent):
            after = self._recent[-back + 1].before if back > 1 else self.state
            if tells(self._recent[-back].before, after, seat):
                return reveal.HIDDEN
        return self._news(back, seat)

    def can_undo(self, seat: Seat) -> bool:
        return self.undo_refusal(seat) is None

    def undo(self, seat: Seat) -> int:
        """Take back ``seat``'s last action; returns the steps undone (1). Raises IllegalAction with the
        reason when another seat has moved since or the move showed ``seat`` something."""
        refusal = self.undo_refusal(seat)
        if refusal is not None:
            raise IllegalAction(refusal, None, seat)
        self.state = self._recent.pop().before
        del self.history[-1]
        del self.score_history[-1]
        return 1

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
