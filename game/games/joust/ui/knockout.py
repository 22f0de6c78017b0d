"""A knock-out as a moment of the Joust table: the knight's card large beside a panel that says whose
knight fell, what felled it and what it is worth (3 fans; a trophy too in A Knight's Tale; in the
Carousel a Maiden's fall puts her player out). The panel waits for a click; the fans then rise to the
score, which still shows the count before them while the panel is up. The move that ends the game
tells its knock-out in the game's end instead (``finale``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.rules import Event
from game.games.joust import content as C
from game.games.joust.describe import court_name, knight_name
from game.games.joust.ui import abilities
from game.games.joust.ui.cards import knight_spec
from game.games.joust.ui.court_tip import COPY_CARD
from game.i18n import _, ngettext
from game.ui.art.cards import draw_card, render_card
from game.ui.kit import Announcement, Row
from game.ui.kit.held import Held
from game.ui.kit.timeline import Anim, Announce
from game.ui.widgets import style

CARD = (172, 240)  # the fallen knight, larger than on the table: its abilities read on it
TILT = 14  # degrees the fallen knight's card leans at the end
KO_ICON = "knockout"  # game-icons' dazed head among stars: a knight knocked out, not a broken shield


#: the knights' abilities that deal damage (a knock-out's cause when the damage was not the strike's)
HURTING = frozenset({C.SPLASH_DEF, C.SPLASH_ATT, C.REFLECT, C.HIT, C.SPLASH_JOUSTERS})


def cause(
    events: list[Event], ko: Event, names: Callable[[int], str], card_of: Callable[[int], int | None] | None = None
) -> str:
    """What knocked the knight out, read from the move's events: the damage that felled it (the strike's,
    or else the Fan Support, the court card or the ability that dealt it; ``card_of``: a knight's card
    from its uid, to name the knight that used an ability it copied)."""
    at = next((i for i, e in enumerate(events) if e is ko), len(events))
    uid = ko.data["uid"]
    hit = next((i for i in range(at - 1, -1, -1) if events[i].kind == "damage" and events[i].data["uid"] == uid), -1)
    combat = hit >= 0 and events[hit].data.get("combat")
    for ev in reversed(events[: max(hit, 0) if hit >= 0 else at]):
        d = ev.data
        if ev.kind == "reveal" and combat:
            return _("A strike in the joust: {a} against {d}").format(a=d["att"], d=d["def"])
        if combat:
            continue
        if ev.kind == "decree":
            return _("Fan Support of {player}").format(player=names(d["seat"]))
        if ev.kind == "ability" and d.get("effect") in HURTING:
            if d.get("origin") == "court":
                return _("The ability of {source}").format(source=court_name(d["card"]))
            user = card_of(d["uid"]) if card_of is not None else None
            if user is not None and user != d["card"]:  # an ability borrowed through Cosplay
                return _("The ability of {source} that {knight} copied through {card}").format(
                    source=knight_name(d["card"]), knight=knight_name(user), card=court_name(COPY_CARD)
                )
            return _("The ability of {source}").format(source=knight_name(d["card"]))
        if ev.kind in ("court_activated", "court_drawn", "carousel_add"):
            return _("The court card {card}").format(card=court_name(d["card"]))
    return ""


def _felling_damage(events: list[Event], ko: Event) -> dict | None:
    """The data of the damage event that knocked ``ko``'s knight out (None: not found)."""
    at = next((i for i, e in enumerate(events) if e is ko or e == ko), len(events))
    uid = ko.data["uid"]
    return next((e.data for e in reversed(events[:at]) if e.kind == "damage" and e.data["uid"] == uid), None)


def fan_support(events: list[Event], ko: Event) -> dict | None:
    """The data of the Fan Support (A Knight's Tale) whose damage knocked ``ko``'s knight out, or None."""
    at = next((i for i, e in enumerate(events) if e is ko or e == ko), len(events))
    uid = ko.data["uid"]
    hit = next((i for i in range(at - 1, -1, -1) if events[i].kind == "damage" and events[i].data["uid"] == uid), -1)
    if hit > 0 and events[hit - 1].kind == "decree" and events[hit - 1].data["uid"] == uid:
        return events[hit - 1].data
    return None


def _fan_support_words(table: Any, d: dict) -> str:
    """The rule behind a Fan Support's damage and the fans its player has left to call on it again."""
    rule = _(
        "In A Knight's Tale every {n} fans buy 1 damage to any opposing knight, as often as a player can pay on their turn."
    )
    rule = rule.format(n=d["cost"])
    if "fans" not in d:
        return rule
    left = d["fans"]
    if d["seat"] == table.viewer and table.viewer_is_human():
        then = ngettext("You have {n} fan left.", "You have {n} fans left.", left).format(n=left)
    else:
        then = ngettext("{p} has {n} fan left.", "{p} has {n} fans left.", left)
        then = then.format(p=table.player_name(d["seat"]), n=left)
    return f"{rule} {then}"


def _card_of(table: Any, uid: int) -> int | None:
    """The card of knight ``uid``, in the view or, knocked out since, the view before the move."""
    for view in (table.view, getattr(table, "_before", None)):
        k = view.knight(uid) if view is not None else None
        if k is not None and k.card >= 0:
            return k.card
    return None


def _felled_later(events: list[Event], ko: Event, owner: int) -> int:
    """How many more of ``owner``'s knights the same move knocks out after ``ko`` (still on the table
    while ``ko``'s panel shows: the knights left are counted as they stand then)."""
    at = next((i for i, e in enumerate(events) if e is ko), None)
    if at is None:
        at = events.index(ko) if ko in events else len(events)
    return sum(1 for e in events[at + 1 :] if e.kind == "knockout" and e.data.get("seat") == owner)


def panel(table: Any, ko: Event, events: list[Event]) -> Announcement:
    """The announcement of knock-out ``ko`` (``events``: its move's, as the viewer sees them)."""
    d = ko.data
    owner, by = d["seat"], d.get("by", -1)
    view = table.view
    mine = owner == table.viewer and table.viewer_is_human()
    title = knight_name(d["card"])  # the name alone: a long one with "is knocked out" would be cut
    whose = (
        _("Knocked out! Your knight")
        if mine
        else _("Knocked out! A knight of {player}").format(player=table.player_name(owner))
    )
    how = cause(events, ko, table.player_name, lambda uid: _card_of(table, uid))
    rows, body = [], [_("{cause}.").format(cause=how)] if how else []
    paid = fan_support(events, ko)
    if paid is not None:
        if paid["seat"] == table.viewer and table.viewer_is_human():
            body = [_("Your Fan Support.")]  # not the player's own name for the viewer
        body.append(_fan_support_words(table, paid))
    felled = _felling_damage(events, ko)
    if felled is not None and felled.get("excess"):  # the same numbers as the log and the strike's breakdown
        line = ngettext(
            "It had {n} point of health left; {x} more damage was lost.",
            "It had {n} points of health left; {x} more damage was lost.",
            felled["amount"],
        )
        body.append(line.format(n=felled["amount"], x=felled["excess"]))
    if any(e.kind == "eliminated" and e.data["seat"] == owner for e in events):
        body.append(
            _("Your Maiden has fallen: you are out.")
            if mine
            else _("{p} has no Maiden left and is out.").format(p=table.player_name(owner))
        )
    elif view.variant != C.CAROUSEL:
        n = len(view.seats[owner].knights) + _felled_later(events, ko, owner)
        if mine:
            body.append(ngettext("You have {n} knight left.", "You have {n} knights left.", n).format(n=n))
        else:
            line = ngettext("{p} has {n} knight left.", "{p} has {n} knights left.", n)
            body.append(line.format(p=table.player_name(owner), n=n))
    if by >= 0 and by != owner and view.variant != C.CAROUSEL:
        value = ngettext("+{n} fan", "+{n} fans", C.KO_FANS).format(n=C.KO_FANS)
        rows.append(Row(table.seat_name(by), value, seat=by, lead=True))
        if view.variant == C.TALE:
            rows.append(Row(table.seat_name(by), _("+1 trophy"), seat=by, lead=True))
    return Announcement(title, whose, " ".join(body), rows=rows, icon=KO_ICON, until_click=True)


@dataclass
class FallenKnight(Anim):
    """The knocked-out knight's card, large, beside the panel (``where()``: the panel's rect once drawn;
    ``area``: the table): it leans over and greys as it falls, a crimson cross over it."""

    image: pygame.Surface | None = None
    where: Callable[[], pygame.Rect | None] = lambda: None
    area: pygame.Rect = field(default_factory=pygame.Rect)
    duration: float = 0.7
    hold: bool = True
    over: bool = True  # drawn over the announcement's dimmed table, beside it
    _done_img: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface) -> None:
        beside = self.where()
        if self.image is None or beside is None or self.t < self.delay:
            return
        w, h = self.image.get_size()
        left_room = beside.left - self.area.left
        x = beside.left - w - 36 if left_room >= w + 48 else beside.right + 36
        if x + w > self.area.right:
            return  # no room beside the panel: the panel alone tells it
        p = self.progress
        k = p * p * (3 - 2 * p)
        if p >= 1.0 and self._done_img is not None:
            img = self._done_img
        else:
            img = self._fallen(k)
            if p >= 1.0:
                self._done_img = img
        centre = (x + w // 2, beside.centery + int(10 * k))
        draw_card(surface, img, img.get_rect(center=centre).topleft, shadow=True)

    def _fallen(self, k: float) -> pygame.Surface:
        assert self.image is not None
        img = self.image.copy()
        veil = pygame.Surface(img.get_size(), pygame.SRCALPHA)
        veil.fill((40, 36, 44, int(120 * k)))
        img.blit(veil, (0, 0))
        if k > 0.4:
            a = min(1.0, (k - 0.4) / 0.4)
            w, h = img.get_size()
            m = 22
            for (x0, y0), (x1, y1) in (((m, m), (w - m, h - m)), ((w - m, m), (m, h - m))):
                x1 = int(x0 + (x1 - x0) * a)
                y1 = int(y0 + (y1 - y0) * a)
                pygame.draw.line(img, style.CRIMSON, (x0, y0), (x1, y1), 9)
        return pygame.transform.rotozoom(img, TILT * k, 1.0)


def fallen_face(card: int, variant: str) -> pygame.Surface:
    """The fallen knight's face, large: its picture with its abilities in short over its foot (the card
    art drops a rules text too long for the face, as on the table)."""
    spec = knight_spec(card, variant)
    image = render_card(abilities.bare(spec), CARD).copy()
    abilities.draw(image, spec, image.get_rect(), card)
    return image


def moment(table: Any, ko: Event) -> list[Anim]:
    """The knock-out's panel and the fallen knight beside it (nothing when the move ends the game: the
    game's end tells it); a skip stops at it."""
    step = table.store.history[-1] if table.store.history else None
    events = [e.for_seat(table.viewer) for e in step.events] if step is not None else []
    if any(e.kind == "game_over" for e in events):
        return []
    seen = next((e for e in events if e.kind == "knockout" and e.data["uid"] == ko.data["uid"]), ko)
    announcement = panel(table, seen, events)
    image = fallen_face(ko.data["card"], table.view.variant)
    area = table.table_rect.inflate(-40, -40)
    return [
        table.sound("cheer"),
        Announce(announcement=announcement),
        FallenKnight(image=image, where=lambda: table._announced_at, area=area),
        Held(duration=0.0),
    ]
