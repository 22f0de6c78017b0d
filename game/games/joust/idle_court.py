"""How much of the court deck would do nothing if drawn now: a draw a player weighs against a knight.

The court deck's make-up is public (which cards were played and discarded is known, only the order
is not). A court card drawn is played at once; one whose every knight it may go on would be left
unchanged (a heal when no knight it may heal is hurt, a steal from a player with no fans) is a wasted
draw. When most of the deck is such cards, a careful player draws a knight instead.
"""

from __future__ import annotations

from collections import Counter

from game.core.rules import Action, Seat
from game.games.joust import content as C
from game.games.joust import court
from game.games.joust.aim import changes_something
from game.games.joust.state import CourtPlay, JoustState

MOSTLY = 0.5  # the share of idle cards above which a knight is drawn instead


def idle(view: JoustState, seat: Seat, card: int) -> bool:
    """Whether court card ``card``, drawn by ``seat`` now, would change nothing on any knight it may go on."""
    data = C.COURTS[card]
    if not data.targets:
        return False
    st = view.clone()
    st.active = seat
    play = CourtPlay(card, [], seat)
    for slot in range(len(data.targets)):
        if any(changes_something(st, data, slot, uid) for uid in court.candidates(st, play, slot)):
            return False
    return True


def idle_share(view: JoustState, seat: Seat) -> float:
    """The share of the court cards ``seat`` may draw now that would change nothing (0 with none left)."""
    cards = Counter(view.court_deck or view.court_discard)
    total = sum(cards.values())
    if not total:
        return 0.0
    return sum(n for card, n in cards.items() if idle(view, seat, card)) / total


def knight_instead(view: JoustState, seat: Seat, legal: list[Action], action: Action) -> Action:
    """``action``, or a knight's draw when ``action`` draws a court card, a knight may be drawn, and
    more than :data:`MOSTLY` of the court cards left would change nothing."""
    if action != ("draw", "court") or ("draw", "knight") not in legal or view.variant == C.CAROUSEL:
        return action
    return ("draw", "knight") if idle_share(view, seat) > MOSTLY else action
