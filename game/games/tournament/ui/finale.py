"""The end of a Tournament game as moments to read: the deck nearly out (a warning everyone sees,
and a mark beside the deck while it lasts), the deck empty (the last turn), and the final Contests
(who scores how many), each an announcement before the Contests themselves are announced one by one."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.rules import Event
from game.i18n import _, ngettext
from game.ui import text_fit
from game.ui.kit.banner import Announcement, Row, draw_ribbon
from game.ui.kit.timeline import Then
from game.ui.widgets import style

FINALE_SECONDS = 4.0  # the announcements of the end stay this long at any speed (the pointer on one holds it)


def approach_at(players: int) -> int:
    """The deck size at which the end is announced as approaching: about one round before the last
    cards (twice the players), never under 8 (a turn with Specials can draw ten cards)."""
    return max(2 * players, 8)


def approaching(table: Any) -> list:
    """A warning about a round before the deck's last cards: shown by the move whose draws bring the
    deck to ``approach_at`` or fewer (but still more than the players: then ``last_cards`` speaks)."""
    before, after = getattr(table, "_shown_before", None), table.view
    if before is None or after is None:
        return []
    n, left = after.players, len(after.deck)
    if not (n < left <= approach_at(n) < len(before.deck)):
        return []
    sub = ngettext("{n} card left in the deck", "{n} cards left in the deck", left).format(n=left)
    body = " ".join(
        (
            _("The game ends when the deck runs out: every turn draws a card, every Special three more."),
            ngettext("At most {n} more turn.", "At most {n} more turns.", left).format(n=left),
            _("Then every Contest still in hand is scored."),
        )
    )
    a = Announcement(_("The end approaches"), sub, body, icon="hourglass", seconds=3.2, real_time=True)
    return [Then(), *table.announce(a, sound="click")]  # once the cards have flown


def turns_left_text(view: Any) -> str:
    """The line under the piles while the deck is not nearly out: how many turns it lasts at most."""
    left = len(view.deck)
    if left <= view.players:
        return ""
    return ngettext("At most {n} more turn", "At most {n} more turns", left).format(n=left)


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


def draw_low_deck(surface: pygame.Surface, view: Any, area: pygame.Rect) -> None:
    """Under the piles: a ribbon while the deck holds no more cards than there are players, before
    that how many turns the deck lasts at most (a dim line)."""
    left = len(view.deck)
    if left > view.players:
        text_fit.draw(surface, turns_left_text(view), area, "bold", 16, style.TEXT_DIM, min_size=12)
        return
    if left == 0:
        return
    text = ngettext("Last card in the deck!", "Last {n} cards in the deck!", left).format(n=left)
    with text_fit.where("tournament low deck"):
        draw_ribbon(surface, area, text)
