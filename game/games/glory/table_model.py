"""What Glory's table shows, worked out without drawing (translated, pure: no pygame): which view the
middle of the table takes and its tabs, the events that make a rival's news, the pawns placed since the
viewer last acted, the Prestige tokens left, the words of the table's announcements and of its offers."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory import tips
from game.games.glory.state import OTTO, GloryState
from game.i18n import _, ngettext, pgettext

NEWS = {"pawn_placed", "otto_action", "journey_played", "journey_stop", "support_gained", "upgrade", "registered"}
NEWS |= {"registration_pass", "tournament_chosen", "character_chosen", "title_kept", "journey_drawn", "duel_over"}


def mover_of(ev: Event) -> int | None:
    """Whose an event is: its seat (a player's, or Otto's for his actions)."""
    return OTTO if ev.kind == "otto_action" else ev.data.get("seat", ev.data.get("who"))


def middle_view(s: GloryState, decision: str, duel: bool, can_act: bool) -> str:
    """The view the phase wants in the middle: "duel", "offer", "choice", "tournament" or "spaces"."""
    if duel:
        return "duel"
    if decision in ("setup", "keep_title") and can_act:
        return "offer"
    if s.phase == "tournament_choice":
        return "choice"
    return "tournament" if s.phase in ("registration", "tournament") and (s.pas or s.bracket) else "spaces"


def middle_tabs(s: GloryState, auto: str, kept: bool = False) -> list[tuple[str, str, str]]:
    """The middle's tabs (key, label, tooltip): the spaces, the tournament once drawn (``kept``: the last
    one, after its board is cleared), the phase's own."""
    tabs = [("spaces", _("Action spaces"), _("The action spaces and the market"))]
    if s.pas or s.bracket:
        tabs.append(("tournament", pgettext("glory phase", "Tournament"), _("This round's tournament board")))
    elif kept:
        tabs.append(
            ("tournament", pgettext("glory phase", "Tournament"), _("The last tournament's board, as it ended"))
        )
    own = {"duel": _("Duel"), "choice": _("Next tournament"), "offer": _("Your choice")}
    return tabs + ([(auto, own[auto], "")] if auto in own else [])


def recent_pawns(s: GloryState, events: Iterable[tuple[int, Event]]) -> set[tuple[str, int]]:
    """(space, index) of each pawn placed by the ``events`` since the viewer last acted."""
    pawns, counts = set(), {}
    for _mover, ev in events:
        if ev.kind == "pawn_placed" or (ev.kind == "otto_action" and ev.data["action"] in C.ACTION_SPACES):
            space = ev.data.get("space") or ev.data["action"]
            counts[space] = counts.get(space, 0) + 1
            pawns.add((space, len(s.spaces.get(space, [])) - counts[space]))
    return pawns


def round_words(s: GloryState, r: int, event: str) -> tuple[str, str, str]:
    """A new round's announcement: its title, its tournament, its event."""
    kind = s.tournament_types[r - 1] if r - 1 < len(s.tournament_types) else ""
    sub = _("This round's tournament: {t}").format(t=_(C.TOURNAMENT_NAMES[kind])) if kind else ""
    return (
        _("Round {n}").format(n=r),
        sub,
        f"{_(C.EVENTS[event].name)} — {_(tips.EVENT_TEXT[event])}",
    )  # "To Arms! — ...": no "!:"


def choice_words(kind: str, r: int, who: str | None) -> str:
    """The tournament chosen for round ``r`` by ``who`` (None: by the viewer)."""
    tournament = _(C.TOURNAMENT_NAMES[kind])
    if who is None:
        return _("You choose the {tournament} for round {r}.").format(tournament=tournament, r=r)
    return _("{who} chooses the {tournament} for round {r}.").format(who=who, tournament=tournament, r=r)


def supply(s: GloryState) -> list[tuple]:
    """The Prestige tokens left in the supply, colour by colour (the kit's ``Resource`` tuples)."""
    out = []
    for colour in C.PRESTIGE_COLOURS:
        n = s.prestige_supply.get(colour, 0)
        tip = ngettext("{n} {colour} token left in the supply", "{n} {colour} tokens left in the supply", n)
        out.append(
            (
                ("token", "prestige", colour, n > 0),
                str(n),
                tip.format(n=n, colour=_(C.PRESTIGE_NAMES[colour])),
                ("supply", colour),
            )
        )
    return out


def offer_text(a: tuple) -> str:
    """What a character or a title offered to choose does ("" for any other move)."""
    if a[0] == "character":
        return tips.character_text(a[1])
    return f"{_(C.TITLES[a[1]].name)}: {tips.title_text(a[1])}" if a[0] == "keep_title" else ""


def offered(legal: Sequence[tuple]) -> list[tuple]:
    """The moves the offer shows as large cards: the characters (setup) or the titles drawn."""
    return [a for a in legal if a[0] in ("character", "keep_title")]
