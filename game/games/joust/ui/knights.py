"""The knights on the Joust table: each seat's knights in fixed places, the jousting one large,
clickable when choosing one is a move; health pips along each card's foot (red: damage taken) and
the damage count in a seal, the court cards affecting it as badges, what changed since your last
move outlined."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pygame

from game.games.joust import content as C
from game.games.joust import effects as fx
from game.games.joust.describe import court_name, knight_name
from game.games.joust.state import COMBAT, HIDDEN, SETUP
from game.games.joust.ui import abilities
from game.games.joust.ui.cards import knight_spec
from game.games.joust.ui.court_tip import COPY_CARD, badge_tip
from game.i18n import _, language
from game.ui import text_fit
from game.ui.kit import Card, CardRow
from game.ui.widgets import style

MIN_W = 100  # a knight narrower than this loses its name
SMALL_STATS = 130  # a knight narrower than this says its strength and health again, legibly
STAT_SIDE, STAT_SIZE = 25, 12  # their room at each end of the pip strip and their type size
TYPE_LINE = 0.79  # the height of a knight card's type line ("Knight"), a share of the card's


MAX_W = 150  # the widest a knight is drawn


def row_width(body_h: int, n: int, max_w: int = MAX_W) -> int:
    """The width ``n`` knights take in a body ``body_h`` high when nothing else narrows them (what is
    left of the panel beside them can hold the rival's news); ``max_w``: the widest a knight may be."""
    w = max(MIN_W, min(int((body_h - 22) / 1.4), max_w))
    return 16 + n * w + 14 * (max(1, n) - 1)


def width_leaving(body_w: int, n: int, room: int) -> int:
    """The widest a knight may be for ``n`` of them to leave ``room`` px of a ``body_w`` panel free."""
    return (body_w - room - 16 - 14 * (max(1, n) - 1)) // max(1, n)


def draw_knights(table: Any, surface, body: pygame.Rect, seat: int, changed: set, max_w: int = MAX_W) -> None:
    v, me = table.board, table.board.seats[seat]
    setup = v.phase == SETUP
    n = len(me.knights)
    h = body.h - 22  # room for the "Jousting" tag above the card
    w = max(MIN_W, min(int(h / 1.4), max_w, (body.w - 30 - 14 * (n - 1)) // max(1, n)))
    sw = max(MIN_W, int(w * 0.88))
    big, small = (w, row_height(v, me.knights, w, h)), (sw, row_height(v, me.knights, sw, h))
    for i in range(n):  # each knight keeps its place: choosing who jousts moves nobody under the pointer
        jousting = i == me.jousting and not setup
        size = big if jousting or setup else small
        rect = pygame.Rect((0, 0), size)
        rect.midbottom = (body.x + 4 + i * (w + 14) + w // 2, body.bottom)  # the same centre at either size
        draw_knight(table, surface, rect, seat, i, jousting, changed)


def row_height(v: Any, knights_: list, w: int, cap: int) -> int:
    """The height of a seat's knights drawn ``w`` wide: the card's own (1.4 times its width), or taller
    when a narrow card would cut a knight's abilities (the panel's spare height is used, up to ``cap``),
    alike for the whole row."""
    need = int(w * 1.4)
    for k in knights_:
        if k.card != HIDDEN:
            badged = k.damage > 0 or any(k.uid in p.targets for p in v.court)  # a badge on its type line
            need = max(need, _height(k.card, v.variant, w, cap, lent_to(v, k.uid), badged, language()))
    return min(need, max(cap, int(w * 1.4)))


@lru_cache(maxsize=512)
def _height(card: int, variant: str, w: int, cap: int, lent: int, badged: bool, _lang: str) -> int:
    """The least height from ``w * 1.4`` up to ``cap`` at which knight ``card``'s rows fit whole (``cap``
    when none does); ``badged``: a court card's badge on it ends the rows above the type line."""
    spec = knight_spec(card, variant)
    h = int(w * 1.4)
    while h < cap:
        rect = pygame.Rect(0, 0, w, h)
        plate, fits = abilities.plan(spec, rect, card, badge_rect(rect, 0).top - 2 if badged else None, lent)
        if abilities.whole(fits, card, lent):
            return h
        h += 2
    return cap


def draw_knight(table: Any, surface, rect: pygame.Rect, seat: int, i: int, jousting: bool, changed: set) -> None:
    v = table.board
    k = v.seats[seat].knights[i]
    action = knight_action(table, k.uid, seat, i)
    highlight = "target" if action else ("hover" if ("knight", k.uid) in changed else None)
    if v.phase == COMBAT and k.uid in (v.att_uid, v.target):
        highlight = "warning" if k.uid == v.target else "selected"
    hidden = k.card == HIDDEN
    tip = _("A face-down knight") if hidden else knight_tip(table, k.uid)
    spec = None if hidden else knight_spec(k.card, v.variant)
    kind = Card if hidden else abilities.KnightCard  # a knight's abilities in short over its face
    card = kind(
        ("knight", k.uid), spec, "joust", tip, (lambda a=action: table.submit(a)) if action else None, highlight
    )
    CardRow(rect.size).draw(table, surface, rect, [card])
    table.anchor(("knight", k.uid), rect)
    if jousting:
        tag = pygame.Rect(rect.x, rect.y - 20, rect.w, 18)
        text_fit.draw(surface, _("Jousting"), tag, "bold", 15, style.GOLD, min_size=11)
    if hidden or spec is None:
        return
    silenced = any(a.effect == C.SILENCE for a, *_rest in fx.abilities(v, k.uid, k.card))
    granted = [(j, p.card) for j, p in enumerate(v.court) if k.uid in p.targets]
    badges = [badge_rect(rect, n) for n in range(min(3, len(granted)))]
    bottom = min((b.top - 2 for b in badges), default=None)
    if k.damage:  # the damage count on the type line: the rows end above it, as above a court badge
        bottom = badge_rect(rect, 0).top - 2
    abilities.draw(surface, spec, rect, k.card, silenced, bottom, lent_to(v, k.uid))
    draw_damage(table, surface, rect, k)
    draw_strength(table, surface, rect, k)
    for badge, (j, court) in zip(badges, granted, strict=False):
        pygame.draw.circle(surface, (110, 40, 90), badge.center, 12)
        ico = style.icon(C.COURTS[court].icon, 18, (255, 236, 250))
        if ico:
            surface.blit(ico, ico.get_rect(center=badge.center))
        tip = badge_tip(table, j, k.uid)
        if silenced and not _silences(court):  # its grant cancelled: struck through, and said why
            inset = badge.inflate(-6, -6)
            pygame.draw.line(surface, (236, 70, 56), inset.topright, inset.bottomleft, 3)
            tip += "\n" + _("Cancelled: {jester} on this knight").format(jester=court_name(silencer(v, k.uid)))
        table.spots.add(badge, ("granted", k.uid, court), tip=tip)


def _silences(court: int) -> bool:
    """The court card silences the knight it is played on (Jester's Distraction)."""
    return any(e.ability is not None and e.ability.effect == C.SILENCE for e in C.COURTS[court].effects)


def silencer(v, uid: int) -> int:
    """The court card silencing knight ``uid`` (-1: none)."""
    k = v.knight(uid)
    sources = fx.abilities(v, uid, k.card) if k is not None else ()
    return sources[0][2] if len(sources) == 1 and sources[0][0].effect == C.SILENCE else -1


def lent_to(v, uid: int) -> int:
    """The knight whose abilities knight ``uid`` has borrowed through Cosplay (-1: none)."""
    for play in v.court:
        if play.card == COPY_CARD and len(play.targets) > 1 and play.targets[0] == uid:
            lender = v.knight(play.targets[1])
            if lender is not None and lender.card >= 0:
                return lender.card
    return -1


def badge_rect(rect: pygame.Rect, n: int) -> pygame.Rect:
    """The ``n``-th court card's badge on a knight's card drawn at ``rect``: at the left end of its type
    line (the abilities' plate ends above it, so no badge covers their text)."""
    return pygame.Rect(rect.x + 4 + n * 24, type_line(rect) - 11, 22, 22)


def type_line(rect: pygame.Rect) -> int:
    """The y of the middle of the type line of a knight's card drawn at ``rect``: a share of the card's
    height counted from its foot (a card drawn taller than 1.4 times its width keeps its foot's layout)."""
    nominal = min(rect.h, int(rect.w * 1.4))
    return rect.bottom - nominal + int(nominal * TYPE_LINE)


def _roundel(rect: pygame.Rect) -> tuple[tuple[int, int], int]:
    """The centre and radius of the printed strength's roundel on a knight's face (the card art's layout)."""
    u = min(rect.w, rect.h / 1.4) / 110
    inset = max(2, round(4 * u)) + max(1, round(1.5 * u))
    r = max(8, round(12.5 * u))
    return (rect.x + inset + r + round(u), rect.y + inset + r + round(u)), r


def draw_strength(table: Any, surface, rect: pygame.Rect, k) -> None:
    """The knight's strength now, in a gold seal over the printed one, when an ability changes it (the
    name beside it stays readable)."""
    printed, now = C.ALL_KNIGHTS[k.card].strength, fx.strength(table.board, k)
    if now == printed:
        return
    centre, r = _roundel(rect)
    pygame.draw.circle(surface, style.GOLD, centre, r + 2)
    pygame.draw.circle(surface, style.CRIMSON_DARK, centre, r + 2, 2)
    seal = pygame.Rect(0, 0, 2 * r, 2 * r)
    seal.center = centre
    text_fit.draw(surface, str(now), seal, "title", 18, style.INK, min_size=10)  # the card's tooltip says why
    if rect.w >= SMALL_STATS:  # the printed stats row says it again at its left end (a small card's band
        # already shows the strength now)
        draw_stat_chip(surface, rect, now)


def draw_stat_chip(surface, rect: pygame.Rect, strength: int) -> pygame.Rect:
    """Over the printed strength at the left end of a large card's stats row: the strength now, in gold on
    a dark chip (so the row never shows the printed value beside a changed seal). Returns the chip."""
    band = stats_band(rect)
    chip = pygame.Rect(band.x + 1, band.y, max(STAT_SIDE, band.h * 2), band.h)
    pygame.draw.rect(surface, (24, 20, 28), chip, border_radius=4)
    pygame.draw.rect(surface, style.GOLD, chip, 1, border_radius=4)
    ico = style.icon("biceps", max(10, band.h - 6), style.GOLD)
    num = pygame.Rect(chip.x + chip.w // 2, chip.y, chip.w // 2, chip.h)
    if ico:
        surface.blit(ico, ico.get_rect(midright=(num.x, chip.centery)))
    text_fit.draw(surface, str(strength), num, "bold", max(STAT_SIZE, band.h - 4), style.GOLD, min_size=STAT_SIZE)
    return chip


DAMAGE_R = 13  # the radius of a knight's damage count


def damage_centre(rect: pygame.Rect) -> tuple[int, int]:
    """Where a knight's damage count is drawn: at the right end of the card's type line ("Knight"), clear
    of the name, the strength, the abilities in short over the picture and the court cards' badges
    (at the left end of the same line)."""
    return rect.right - 16, type_line(rect)


def stats_band(rect: pygame.Rect) -> pygame.Rect:
    """The printed strength-and-health row of a knight's card drawn at ``rect`` (the card art's layout),
    a pixel wider each way: a small card's band covers it whole, inside the card's frame."""
    u = min(rect.w, rect.h / 1.4) / 110
    inset = max(2, round(4 * u)) + max(1, round(1.5 * u))
    h = round(16 * u)
    bottom = rect.bottom - inset - round(2 * u)
    return pygame.Rect(rect.x + inset, bottom - h, rect.w - 2 * inset, h).inflate(2, 2)


def pip_rects(
    rect: pygame.Rect, hp: int, side: int = 0, band: pygame.Rect | None = None
) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """The strip along the foot of a knight's card drawn at ``rect`` and its ``hp`` pips in it: as wide
    as they can be (up to 12 px), always inside the card however small it is drawn and however much
    health the knight has; ``side``: room kept clear at each end (a small card's strength and health);
    ``band``: the small card's stats band the strip sits in (centred in its height)."""
    hp = max(1, hp)
    room = rect.w - 12 - 2 * side
    gap = 2 if room // hp >= 6 else 1
    pip = max(1, min(12, room // hp - gap))
    x0 = rect.centerx - (hp * (pip + gap) - gap) // 2
    top = band.centery - 5 if band is not None else rect.bottom - 15
    strip = pygame.Rect(x0 - 3, top, hp * (pip + gap) - gap + 6, 11)
    return strip, [pygame.Rect(x0 + j * (pip + gap), top + 2, pip, 7) for j in range(hp)]


def draw_damage(table: Any, surface, rect: pygame.Rect, k) -> None:
    """A pip per point of health along the card's foot (red: damage taken), and the count."""
    hp = fx.health(table.board, k)
    small = rect.w < SMALL_STATS
    strip, pips = pip_rects(rect, hp, STAT_SIDE, stats_band(rect)) if small else pip_rects(rect, hp)
    if small:  # the printed strength and health are too small to read here: said again, legibly, in
        # one band over the printed row (the pips in it between them)
        draw_small_stats(surface, rect, fx.strength(table.board, k), hp)
    else:
        pygame.draw.rect(surface, (24, 20, 28), strip, border_radius=4)
    for j, r in enumerate(pips):
        pygame.draw.rect(surface, (214, 44, 40) if j < k.damage else (120, 130, 118), r, border_radius=2)
    if k.damage:
        centre = damage_centre(rect)
        pygame.draw.circle(surface, (150, 24, 28), centre, DAMAGE_R)
        pygame.draw.circle(surface, (250, 220, 160), centre, DAMAGE_R, 2)
        text_fit.draw(
            surface,
            str(k.damage),
            pygame.Rect(centre[0] - 12, centre[1] - 11, 24, 22),
            "bold",
            18,
            (255, 244, 230),
            min_size=11,
        )


def draw_small_stats(surface, rect: pygame.Rect, strength: int, hp: int) -> tuple[pygame.Rect, pygame.Rect]:
    """On a card narrower than ``SMALL_STATS``: a dark band covering the printed stats row whole, the
    strength at its left end and the health at its right (a legible size), the pips between them.
    Returns the two numbers' boxes."""
    band = stats_band(rect)
    pygame.draw.rect(surface, (24, 20, 28), band, border_radius=4)
    left = pygame.Rect(band.x + 1, band.y, STAT_SIDE, band.h)
    right = pygame.Rect(band.right - STAT_SIDE - 1, band.y, STAT_SIDE, band.h)
    for box, icon, value, colour in (
        (left, "biceps", strength, (236, 214, 150)),
        (right, "hearts", hp, (240, 150, 140)),
    ):
        ico = style.icon(icon, 10, colour)
        num = pygame.Rect(box.x + 10, box.y, box.w - 10, box.h)
        if ico:
            surface.blit(ico, ico.get_rect(midleft=(box.x, box.centery)))
        text_fit.draw(surface, str(value), num, "bold", STAT_SIZE, (255, 244, 230), min_size=STAT_SIZE)
    return left, right


def knight_action(table: Any, uid: int, seat: int, i: int) -> tuple | None:
    if not table.can_act():
        return None
    for a in table.legal:
        if (table.board.phase == SETUP and a == ("setup", i) and seat == table.viewer) or (
            a[0] in ("target", "joust", "attack") and a[1] == uid
        ):
            return a
    return None


def knight_tip(table: Any, uid: int) -> str:
    v = table.board
    k = v.knight(uid)
    hp = fx.health(v, k)
    head = _("{name} — strength {s}, {left} of {hp} health left").format(
        name=knight_name(k.card), s=fx.strength(v, k), left=hp - k.damage, hp=hp
    )
    lines = [head]
    for a, origin, card, _i in fx.abilities(v, uid, k.card):
        text = C.ability_text(a)
        if origin == "court":
            text = _("{ability} (from {card})").format(ability=text, card=court_name(card))
        elif card != k.card:  # another knight's, borrowed through Cosplay
            text = _("{ability} (borrowed from {knight} through {card})").format(
                ability=text, knight=knight_name(card), card=court_name(COPY_CARD)
            )
        lines.append(text)
    return "\n".join(lines)
