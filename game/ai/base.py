"""The bot interface. A bot sees only its seat's view, never the true state."""

from __future__ import annotations

from typing import Protocol

from game.core.rng import Rng
from game.core.rules import Action, Rules, Seat, State


class Bot(Protocol):
    """Chooses an action for ``seat`` from ``view`` (= ``rules.view(state, seat)``).

    Budgets are counted in iterations so a seed always gives the same choice; the app adds a
    wall-clock cap by passing ``deadline`` (a ``time.monotonic()`` value) — bots may stop early then.
    ``explain`` is a short translated sentence about the last choice, for the log ('' if none).
    """

    level: str
    explain: str

    def choose(self, rules: Rules, view: State, seat: Seat, rng: Rng, deadline: float | None = None) -> Action: ...
