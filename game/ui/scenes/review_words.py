"""The review's words for a move: the move the player really made, and the strongest bot's
alternative, each naming only what the player could know at that moment.

The move made is worded as the move itself (a game's ``extra["review_played_words"]``: "You draw a
court card"), else from the game's real record as every seat saw it (no card drawn or looked at: a
move's hidden outcome is no part of the move); the alternative never happened, so it is worded
without its outcome (a game's ``extra["review_move_words"]``: "Draw a court card"), and a log line
played in a dealt world is used only when every deal words it alike (else it would name a card the
player could not have seen). Why the alternative is better is the game's Hint reason for it, from
the same view (``reason_words``).

The moves worded are the player's own and the strongest bot's at that moment, both legal there, so
the game's label and log words are asked nothing they cannot word; only a dealt world may refuse the
alternative (a rules error), and that deal then gives no line."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.rng import Rng
from game.core.rules import Action, Event, RulesError, normalize_action
from game.ui.kit.advice import hint_label, hint_reason

DEALS = 4  # worlds a dealt log line must read alike in


def _label(spec: Any, view: Any, seat: int, action: Action) -> str:
    """The game's own label for the move from ``view`` (its Hint's words, its action label), or ''."""
    words = hint_label(spec, view, seat, action)
    if words or spec.action_label is None:
        return words
    return str(spec.action_label(view, action))


def _own(spec: Any, view: Any, seat: int, action: Action, names: Callable[[int], str]) -> str:
    """The game's words for a move not made, without its outcome (``extra["review_move_words"]``,
    given the seats' ``names``), or ''."""
    own = spec.extra.get("review_move_words")
    return str(own(view, seat, action, names)) if own is not None else ""


def _line(spec: Any, events: list[Event], seat: int, names: Callable[[int], str]) -> str:
    """The first log line ``events`` make as ``seat`` reads them (its own secrets included), or ''."""
    if spec.describe is None:
        return ""
    for e in events:
        line = spec.describe(e.for_seat(seat), seat, names=names)
        if line:
            return line.rstrip(".")
    return ""


def _raw(action: Action) -> str:
    return " ".join(str(a) for a in action) if isinstance(action, tuple) else str(action)


def played_words(
    spec: Any, view: Any, seat: int, action: Action, events: list[Event], names: Callable[[int], str]
) -> str:
    """The move ``seat`` made, as the move itself: the game's label for it, else its own words for a
    move made (``extra["review_played_words"]``: "You draw a court card", never the card drawn), else
    the first line of the events it really made (``events``) as every seat read them: "You look at a
    face-down paladin of Gawain", never what the look showed."""
    action = normalize_action(action)
    label = _label(spec, view, seat, action)
    if label:
        return label
    own = spec.extra.get("review_played_words")
    mine = str(own(view, seat, action)) if own is not None else ""
    if mine:
        return mine
    line = _line(spec, [e.for_seat(None) for e in events], seat, names)  # what all saw: no card drawn or seen
    return line or _own(spec, view, seat, action, names) or _raw(action)


def alternative_words(spec: Any, view: Any, seat: int, action: Action, seed: int, names: Callable[[int], str]) -> str:
    """The move ``seat`` could have made instead, worded only from ``view``."""
    action = normalize_action(action)
    words = _label(spec, view, seat, action) or _own(spec, view, seat, action, names)
    if words:
        return words
    lines = set()
    for k in range(DEALS):
        world = spec.rules.determinize(view, seat, Rng.from_seed(seed * 7919 + k))
        try:
            _after, events = spec.rules.apply(world, seat, action)
        except RulesError:  # not playable in this deal: no line from it
            lines.add("")
            continue
        lines.add(_line(spec, [e.for_seat(None) for e in events], seat, names))
    line = lines.pop() if len(lines) == 1 else ""
    return line or _raw(action)


def reason_words(spec: Any, view: Any, seat: int, action: Action, played: Action | None = None) -> str:
    """Why the alternative ``action`` is better than ``played``, from ``view`` only: the game's reason
    from the difference between the two (``extra["review_compare"]``), else its Hint reason for
    ``action`` (what the Hint would have said then), else its own review reason
    (``extra["review_reason"]``), else ''."""
    action = normalize_action(action)
    compare = spec.extra.get("review_compare")
    if compare is not None and played is not None:
        told = compare(view, seat, normalize_action(played), action)
        if told:
            return str(told)
    why = hint_reason(spec, view, seat, action)
    own = spec.extra.get("review_reason")
    return why or (str(own(view, seat, action)) if own is not None else "")
