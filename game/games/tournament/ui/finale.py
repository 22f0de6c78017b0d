"""The end of a Tournament game as moments to read: the deck nearly out (a warning everyone sees,
and a mark beside the deck while it lasts), the deck empty (the last turn), and the final Contests
(who scores how many), each an announcement before the Contests themselves are announced one by one."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.rules import Event
from game.games.tournament.state import DRAW
from game.i18n import _, ngettext
from game.ui import text_fit
from game.ui.kit.banner import Announcement, Row, draw_ribbon
from game.ui.kit.timeline import Call, Then
from game.ui.widgets import style

FINALE_SECONDS = 4.0  # the announcements of the end stay this long at any speed (the pointer on one holds it)


def approach_at(players: int) -> int:
    """The deck size at which the end is announced as approaching: about one round before the last
    cards (twice the players), never under 8 (a turn with Specials can draw ten cards)."""
    return max(2 * players, 8)


def approaching(table: Any) -> list:
    """A warning about a round before the deck's last cards: due after the move whose draws bring the
    deck to ``approach_at`` or fewer (but still more than the players: then ``last_cards`` speaks).
    The log line and the panel come at once on the viewer's own move (or with no human viewer), else
    together at the start of the viewer's next turn (``show_pending_approach``), so a rival's quick turn
    never hides it and the log warns once, with the count the panel shows."""
    before, after = getattr(table, "_shown_before", None), table.view
    if before is None or after is None:
        return []
    n, left = after.players, len(after.deck)
    if not (n < left <= approach_at(n) < len(before.deck)):
        return []
    step = len(table.store.history)
    if getattr(table, "_approach_step", None) == step:
        return []  # one warning per move, whatever number of draws it made
    table._approach_step = step
    table._approach_crossed = left
    mover = table.store.history[-1].seat if table.store.history else None
    if table.viewer_is_human() and mover != table.viewer:
        table._approach_pending = True  # logged and shown when the viewer's turn begins
        return []
    table._approach_pending = False
    line = approach_line(left)
    return [Then(), Call(fn=lambda: table.log(line)), *table.announce(warning(table), sound="click")]


def approach_line(left: int) -> str:
    """The log's line of the approaching end with ``left`` cards in the deck."""
    return ngettext(
        "The end approaches: {n} card left in the deck.", "The end approaches: {n} cards left in the deck.", left
    ).format(n=left)


def warning(table: Any) -> Announcement:
    """The panel of the approaching end, in the viewer's terms."""
    view = table.view
    left = len(view.deck)
    sub = ngettext("{n} card left in the deck", "{n} cards left in the deck", left).format(n=left)
    body = " ".join(
        (
            _("The game ends when the deck runs out: every turn draws a card, every Special three more."),
            turns_left_text(view, table.viewer if table.viewer_is_human() else None) + ".",
            _("Then every Contest still in hand is scored."),
        )
    )
    return Announcement(_("The end approaches"), sub, body, icon="hourglass", seconds=FINALE_SECONDS, real_time=True)


def show_pending_approach(table: Any) -> None:
    """At the start of the viewer's turn, the warning crossed during the rivals' turns (once)."""
    if not getattr(table, "_approach_pending", False) or table.timeline.busy or table.view is None:
        return
    view = table.view
    if len(view.deck) > approach_at(view.players):
        table._approach_pending = False  # undone past the warning
        return
    if view.phase != DRAW or view.current != table.viewer or not table.viewer_is_human():
        return
    table._approach_pending = False
    if len(view.deck) <= view.players:
        return  # the last cards have been announced since
    table.log(approach_line(len(view.deck)))  # the one warning, with the panel's count (rivals may have drawn)
    table.timeline.add(table.announce(warning(table), sound="click"))


def my_turns(view: Any, viewer: int, turns: int) -> int:
    """How many of the next ``turns`` turns are ``viewer``'s (the current one counts until it draws)."""
    start = view.current if view.phase == DRAW else (view.current + 1) % view.players
    return sum(1 for i in range(turns) if (start + i) % view.players == viewer)


def turns_left_text(view: Any, viewer: int | None = None) -> str:
    """The line under the piles while the deck is not nearly out: how many turns it lasts at most,
    and how many of them are the viewer's (a human viewer)."""
    left = len(view.deck)
    if left <= view.players:
        return ""
    if viewer is None:
        return ngettext("At most {n} more turn", "At most {n} more turns", left).format(n=left)
    mine = my_turns(view, viewer, left)
    return ngettext("At most {n} more turns ({m} of yours)", "At most {n} more turns ({m} of yours)", mine).format(
        n=left, m=mine
    )


def last_cards(table: Any, ev: Event) -> list:
    n = ev.data["left"]
    body = ngettext(
        "Only {n} card is left in the deck. The turn that draws the last card is the last turn.",
        "Only {n} cards are left in the deck. The turn that draws the last card is the last turn.",
        n,
    ).format(n=n)
    a = Announcement(_("Last cards"), _("The game ends soon"), body, icon="card-draw", seconds=3.2, real_time=True)
    return table.announce(a, sound="click")


def deck_empty(table: Any, ev: Event) -> list:
    seat = ev.data["seat"]
    if seat == table.viewer and table.viewer_is_human():
        sub = _("This is your last turn")
    else:
        sub = _("This is {name}'s last turn").format(name=table.player_name(seat))
    body = _("Then every Contest card still in a hand is scored, one after another.")
    a = Announcement(_("The deck is empty"), sub, body, icon="card-draw", seconds=FINALE_SECONDS, real_time=True)
    a.until_click = table.viewer_is_human()  # the end waits for the player
    return table.announce(a)


def final_contests(table: Any, ev: Event) -> list:
    counts, first = ev.data["counts"], ev.data["seat"]
    table.finals_shown = (0, sum(counts))  # each final Contest's panel then says which it is
    order = [(first + i) % len(counts) for i in range(len(counts))]  # the order they are scored in
    rows = [
        Row(
            table.seat_name(seat),
            ngettext("{n} Contest", "{n} Contests", counts[seat]).format(n=counts[seat]),
            seat,
            False,
        )
        for seat in order
        if counts[seat]
    ]
    body = _("Every Contest card still in hand is now scored, in turn order.")
    a = Announcement(
        _("The final Contests"),
        _("Every turn has been played"),
        body,
        rows,
        "trumpet-flag",
        FINALE_SECONDS,
        real_time=True,
    )
    a.until_click = table.viewer_is_human()
    return table.announce(a)


def low_deck_tip(view: Any) -> str:
    """What the deck's tooltip adds while the deck is nearly out ('' otherwise)."""
    if not 0 < len(view.deck) <= view.players:
        return ""
    return _("The turn that draws the last card is the last turn; then every Contest in hand is scored.")


def draw_low_deck(surface: pygame.Surface, view: Any, area: pygame.Rect, viewer: int | None = None) -> None:
    """Under the piles: a ribbon while the deck holds no more cards than there are players, before
    that how many turns the deck lasts at most (a dim line)."""
    left = len(view.deck)
    if left > view.players:
        text_fit.draw(surface, turns_left_text(view, viewer), area, "bold", 16, style.TEXT_DIM, min_size=12)
        return
    if left == 0:
        return
    text = ngettext("Last card in the deck!", "Last {n} cards in the deck!", left).format(n=left)
    with text_fit.where("tournament low deck"):
        draw_ribbon(surface, area, text)
