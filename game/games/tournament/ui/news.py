"""What each rival did on its latest turn (Board Game Arena's "last move"): a short line in their
panel — drew or took a card, put a knight into play, played a Special, called a Contest, discarded — and the knights they put into play outlined in their colour. Public facts only: every
event is read as the viewer sees it (a card drawn from the deck is never named)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.games.tournament import content as C
from game.games.tournament.describe import card_label
from game.i18n import _, ngettext


@dataclass
class News:
    """One rival's moves since the viewer's last: ``parts`` (short phrases, in order) and the knights
    they put into play (``knights``: each combo's cards)."""

    parts: list[str] = field(default_factory=list)
    knights: set[tuple[int, ...]] = field(default_factory=set)
    short: list[str] = field(default_factory=list)
    """The same moves told shorter (Specials and discards counted, not named), for a narrow panel."""
    finals: list[str] = field(default_factory=list)
    """The Contests left in its hand and scored at the game's end (their names), after its last turn."""

    @property
    def line(self) -> str:
        return ", ".join(self.parts)

    @property
    def short_line(self) -> str:
        return ", ".join(self.short)

    @property
    def caption(self) -> str:
        """The line under the rival's name: at the game's end its final Contests alone, in one short
        phrase (the whole turn is in the tooltip), else its whole line."""
        if not self.finals:
            return self.line
        if len(self.finals) == 1:
            return final_words(self.finals[0])
        n = len(self.finals)
        return ngettext("{n} Contest in hand, scored at the end", "{n} Contests in hand, scored at the end", n).format(
            n=n
        )

    def add(self, part: str, short: str | None = None) -> None:
        self.parts.append(part)
        self.short.append(part if short is None else short)


def final_words(contest: str) -> str:
    """A rival's Contest card scored at the game's end from its hand (it called nothing)."""
    return _("{contest} in hand, scored at the end").format(contest=contest)


def last_turns(history: list[Any], viewer: int | None) -> dict[int, list[Any]]:
    """Each other seat's latest turn: its last run of moves (a Tournament turn is one seat's moves in
    a row: draw, knight, Specials, Contest or end, discards)."""
    out: dict[int, list[Any]] = {}
    i = len(history) - 1
    while i >= 0:
        seat, j = history[i].seat, i
        while j >= 0 and history[j].seat == seat:
            j -= 1
        if seat != viewer and seat not in out:
            out[seat] = history[j + 1 : i + 1]
        i = j
    return out


def rivals_news(history: list[Any], viewer: int | None) -> dict[int, News]:
    """Seat → what that rival did on its latest turn (as ``viewer`` sees it)."""
    out: dict[int, News] = {}
    discards: dict[int, list[str]] = {}
    specials: dict[int, list[str]] = {}
    shown = {id(step) for steps in last_turns(history, viewer).values() for step in steps}
    # in the order of play: a rival's final Contests (made in another seat's step, the viewer's too)
    # after its own turn
    for own, ev in ((id(step) in shown, ev.for_seat(viewer)) for step in history for ev in step.events):
        seat = ev.data.get("seat")
        if seat is None or seat == viewer or not (own or (ev.kind == "contest" and ev.data.get("final"))):
            continue
        news = out.setdefault(seat, News())
        d = ev.data
        if ev.kind == "draw":
            if d["source"] == "deck":
                news.add(_("drew from the deck"))
            else:
                news.add(_("took {card}").format(card=card_label(d["card"])))
        elif ev.kind == "combo":
            force = sum(C.FORCE[c] for c in d["cards"])
            news.add(  # a narrow panel's short line keeps the number alone
                _("new knight (force {force})").format(force=force), _("new knight ({force})").format(force=force)
            )
            news.knights.add(tuple(d["cards"]))
        elif ev.kind == "special":  # several in a row make one phrase, as the discards do
            if seat not in specials:
                specials[seat] = []
                news.add("\0")  # the Specials' place in the line, written below
            specials[seat].append(_(C.NAME[d["card"]]))
        elif ev.kind == "contest":
            contest = _(C.CONTEST_NAMES[d["category"]])
            if d.get("final"):  # not called: the game scored the card left in its hand
                news.add(final_words(contest))
                news.finals.append(contest)
            else:
                news.add(_("called the {contest}").format(contest=contest))
        elif ev.kind == "discard":
            if seat not in discards:
                discards[seat] = []
                news.add("")  # the discards' place in the line, written below
            discards[seat].append(card_label(d["card"]))
    for seat, cards in specials.items():
        news = out[seat]
        i = news.parts.index("\0")
        news.parts[i] = _("played {card}").format(card=", ".join(cards))
        news.short[i] = ngettext("played {n} Special", "played {n} Specials", len(cards)).format(n=len(cards))
    for seat, cards in discards.items():
        news = out[seat]
        i = news.parts.index("")
        news.parts[i] = _("discarded {cards}").format(cards=", ".join(cards))
        news.short[i] = ngettext("discarded {n} card", "discarded {n} cards", len(cards)).format(n=len(cards))
    return out
