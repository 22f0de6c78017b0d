"""Otto on the results screen of a Rivalry game: his place, glory and glory over the game, his badge."""

from __future__ import annotations

from typing import Any

from game.games.glory.otto_glory import otto_glory_history, otto_place
from game.games.glory.state import OTTO
from game.games.glory.ui.names import seat_badge
from game.i18n import _
from game.ui.presentation import Automa

OTTO_LINE = (70, 70, 82)  # his black helm's colour on the chart


def otto(session: Any) -> Automa | None:
    """Otto as the results screen ranks and charts him, or None outside a finished Rivalry game."""
    store = session.store
    place = otto_place(store)
    if place is None:
        return None
    glory = float(store.state.solo.glory)
    return Automa(_("Otto"), glory, place, otto_glory_history(store), _("the automa"), _badge, OTTO_LINE)


def _badge(size: int) -> Any:
    return seat_badge(OTTO, size)
