"""The King's Favour column of the scoreboard: it counts the Chivalry cards in hand as well as those
in play, so each row shows what the viewer may know of it — their own total ("7": 4 in play, 3 in
hand), a rival's cards in play and the Chivalry among their known cards, with "+" while some of
their hand is hidden ("4+": more may be in that hand)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from game.games.tournament import content as C
from game.games.tournament.scoring import category_score, hand_chivalry
from game.games.tournament.state import HIDDEN
from game.games.tournament.ui.awarded import awarded_records
from game.games.tournament.ui.cards import CONTEST_ART
from game.i18n import _, ngettext
from game.ui import text_fit
from game.ui.widgets import style

#: the height of the scoreboard's line saying what a "+" means, while one shows
KEY_H = 20


@dataclass(frozen=True)
class Favour:
    """One seat's King's Favour as far as the viewer knows it."""

    in_play: int
    in_hand: int  # Chivalry cards known to be in the hand
    hidden: int  # cards of the hand the viewer cannot see
    scored: int | None = None  # the score the King's Favour was scored with, once it has been

    @property
    def low(self) -> int:
        return self.in_play + self.in_hand if self.scored is None else self.scored

    @property
    def high(self) -> int:
        return self.low + self.hidden if self.scored is None else self.scored

    @property
    def text(self) -> str:
        return f"{self.low}+" if self.hidden and self.scored is None else str(self.low)


def scored_favour(view: Any) -> list[int] | None:
    """Every seat's score in the King's Favour as it was scored (see ``awarded``); None before."""
    record = awarded_records(view).get(C.KINGS_FAVOR)
    return None if record is None else list(record.scores)


def favours(view: Any) -> list[Favour]:
    """Every seat's King's Favour from ``view`` (hidden cards counted apart, never guessed)."""
    out = []
    scored = scored_favour(view)
    for seat, (combos, hand) in enumerate(zip(view.combos, view.hands)):
        in_play = category_score(combos, C.KINGS_FAVOR)
        hidden = sum(1 for c in hand if c == HIDDEN)
        out.append(Favour(in_play, hand_chivalry(hand), hidden, None if scored is None else scored[seat]))
    return out


def sure_leader(all_favours: list[Favour], seat: int) -> bool:
    """True when ``seat`` leads King's Favour whatever the hidden hands hold."""
    mine = all_favours[seat]
    return mine.low > 0 and all(mine.low >= f.high for k, f in enumerate(all_favours) if k != seat)


def favour_tip(f: Favour, name: str) -> str:
    """What a King's Favour cell counts, in words."""
    contest = _(C.CONTEST_NAMES[C.KINGS_FAVOR])
    if f.scored is not None:
        return _("{contest}, {name}: scored with {n} (cards in play and Chivalry cards in hand).").format(
            contest=contest, name=name, n=f.scored
        )
    head = _("{contest}, {name}: {n} in play").format(contest=contest, name=name, n=f.in_play)
    if f.in_hand:
        head += " " + ngettext("+ {n} Chivalry card in hand", "+ {n} Chivalry cards in hand", f.in_hand).format(
            n=f.in_hand
        )
    if f.hidden:
        head += ", " + ngettext(
            "and maybe more in {n} hidden card", "and maybe more in {n} hidden cards", f.hidden
        ).format(n=f.hidden)
    return head + "."


def key_text() -> str:
    """What a King's Favour cell's "+" means, said once under the scoreboard's rows."""
    return _("n+ = at least n: a hidden hand may hold more Chivalry cards")


def draw_key(table: Any, surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The King's Favour icon and ``key_text`` in ``rect`` (the scoreboard's foot, under its rows)."""
    ico = style.icon(CONTEST_ART[C.KINGS_FAVOR], 18, style.CRIMSON_DARK)
    x = rect.x
    if ico:
        surface.blit(ico, ico.get_rect(midleft=(x, rect.centery)))
        x += 24
    box = pygame.Rect(x, rect.y, rect.right - x, rect.h)
    text_fit.draw(surface, key_text(), box, "italic", 15, style.INK_SOFT, align="left", min_size=12)
    table.spots.add(
        rect, "favour-key", tip=_(C.CONTEST_NAMES[C.KINGS_FAVOR]) + ": " + _(C.CONTEST_RULES[C.KINGS_FAVOR])
    )
