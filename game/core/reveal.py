"""Did one applied action show a seat something it did not know? The judge behind the undo rule.

Generic, for any game of the rules protocol: take the seat's view *before* the action, deal the
hidden parts of it again at random (``determinize``), play the same action in each of those worlds
and look at what the seat sees afterwards: its view and the events as shown to it (a duel's dice
are shown by its events even when the view no longer holds them). If every world shows the seat
exactly what the real game showed it, the action told it nothing new; if any world shows something
else (another card drawn, other faces rolled, another order after a reshuffle it can see), the real
outcome was news to it. An action that is not even legal in one of those worlds is news too (it
tells which world is true).

Another seat's move is judged by what the viewer saw of it, not by the move itself (a rival placing
a face-down card names the card; the viewer sees only where it went): a world is consistent when the
move, or any other legal move of that seat there, shows the viewer exactly what the real game showed.

Sampling can only miss news that most worlds would show the same way: news that a fraction p of
the worlds would show is missed with probability (1 - p)^SAMPLES (a draw among n unseen possibilities:
n^-SAMPLES at most). Rare news is real: in Glory, entering the journey tells every seat which rivals
still hold a card they may play, which only ~2% of re-dealt worlds change. Actions that drew from the
RNG are judged on more worlds, since chance can decide something coarse (a clash won or lost).

The events' ``secret`` and ``reveals`` marks are not consulted: they say what each seat sees of an
event (a player is told the card it placed itself), not whether that was news to it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from functools import cache

from game.core.rng import Rng
from game.core.rules import Action, Event, Rules, Seat, State

SAMPLES = 48  # re-dealt worlds per judged action (all of them only when the action was quiet)
CHANCE_SAMPLES = 64  # ... when the action drew from the RNG

HIDDEN = "hidden"  # the action showed the seat a hidden card, tile, pick, ...
CHANCE = "chance"  # ... and it was left to chance (dice, a shuffle): the seat has seen how it fell


@cache
def rng_fields(state_type: type) -> tuple[str, ...]:
    """Names of a state dataclass's ``Rng`` fields."""
    if not dataclasses.is_dataclass(state_type):
        return ()
    return tuple(f.name for f in dataclasses.fields(state_type) if f.type in (Rng, "Rng"))


def used_chance(before: State, after: State) -> bool:
    """True when the action drew from the state's RNG."""
    return any(getattr(before, n).state != getattr(after, n).state for n in rng_fields(type(before)))


def shown(rules: Rules, state: State, events: Sequence[Event], viewer: Seat) -> tuple[State, list[Event]]:
    """What ``viewer`` sees after an action: its view and the events as shown to it."""
    return rules.view(state, viewer), [e.for_seat(viewer) for e in events]


def news_for(
    rules: Rules,
    before: State,
    after: State,
    events: Sequence[Event],
    actor: Seat,
    action: Action,
    viewer: Seat,
    rng: Rng,
) -> str | None:
    """What ``actor`` playing ``action`` in ``before`` (giving ``after`` and ``events``) told ``viewer``:
    None when nothing new, else :data:`CHANCE` (the news came from the RNG) or :data:`HIDDEN`."""
    chance = used_chance(before, after)
    kind = CHANCE if chance else HIDDEN
    seen_before = rules.view(before, viewer)
    seen_after = shown(rules, after, events, viewer)
    for _ in range(CHANCE_SAMPLES if chance else SAMPLES):
        try:
            world = rules.determinize(seen_before, viewer, rng)
            same = _shows(rules, world, actor, action, viewer, seen_after)
            if not same and actor != viewer:  # the viewer saw only what the move showed, not the move
                others = sorted(rules.legal_actions(world, actor), key=lambda other: _unlike(other, action))
                same = any(
                    _shows(rules, world, actor, other, viewer, seen_after) for other in others if other != action
                )
        except Exception:  # noqa: BLE001 - not playable in a world the viewer thought possible: that is news
            return kind
        if not same:
            return kind
    return None


def _unlike(other: Action, action: Action) -> int:
    """How many places ``other`` differs from ``action`` in (the likeliest stand-ins are tried first)."""
    if not isinstance(other, tuple) or not isinstance(action, tuple) or len(other) != len(action):
        return 1_000
    return sum(a != b for a, b in zip(other, action))


def _shows(rules: Rules, world: State, actor: Seat, action: Action, viewer: Seat, seen: tuple) -> bool:
    """True when ``actor`` playing ``action`` in ``world`` shows ``viewer`` exactly ``seen`` (False
    when the action cannot be played there)."""
    try:
        after, events = rules.apply(world, actor, action)
    except Exception:  # noqa: BLE001 - not playable in this world
        return False
    return shown(rules, after, events, viewer) == seen
