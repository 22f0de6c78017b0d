"""A knight's printed abilities on its table card, in short: one row per keyword ("Block: heal 1,
+2 fans") on a parchment plate over the foot of its picture. The card art drops a rules text too long
for a hand-size face, so without this a knight with three or four abilities showed none; the
tooltip and the zoom still give every ability in full."""

from __future__ import annotations

import dataclasses
import re

import pygame

from game.games.joust import content as C
from game.i18n import _, ngettext
from game.ui import text_fit
from game.ui.art import cards as card_art
from game.ui.art.cards import CardSpec
from game.ui.kit import Card

INK = (43, 30, 20)
PLATE = (246, 236, 212, 228)
LENT = (110, 40, 90)  # abilities borrowed through Cosplay: the court card badge's colour
MUTED, MUTED_PLATE, STRUCK = (110, 100, 92), (200, 194, 184, 228), (150, 24, 28)  # abilities taken away
ROW_SIZE, ROW_MIN = 13, 11  # px: the rows at table size, never smaller than legible (cut with "…" instead)
TITLE_MIN = 11  # px: a table face's name, on two lines (squeezed a little if need be) rather than smaller
_UNIT = re.compile(r"(\d) (?=\w)")  # a number stays on the line of what it counts ("−2 dmg", "+1 fan")


def short_effect(effect: str, n: int) -> str:
    """An effect in a few words (translated), as the table card shows it."""
    if effect == C.FANS:
        return ngettext("+{n} fan", "+{n} fans", n).format(n=n)
    if effect == C.HEAL_SELF:
        return _("heal {n}").format(n=n)
    if effect == C.HEAL_TEAM:
        return _("heal {n} on each of yours").format(n=n)
    if effect == C.SPLASH_DEF:
        return ngettext("{n} dmg to each of theirs", "{n} dmg to each of theirs", n).format(n=n)
    if effect == C.SPLASH_ATT:
        return ngettext("{n} dmg to each attacking knight", "{n} dmg to each attacking knight", n).format(n=n)
    if effect == C.REFLECT:
        return _("hits back = block value")
    if effect == C.HIT:
        return ngettext("{n} dmg, armour ignored", "{n} dmg, armour ignored", n).format(n=n)
    if effect == C.DRAIN:
        return ngettext("takes {n} fan", "takes {n} fans", n).format(n=n)
    if effect == C.SPLASH_JOUSTERS:
        return ngettext("{n} dmg to each rival jouster", "{n} dmg to each rival jouster", n).format(n=n)
    if effect == C.POWER:
        return ngettext("strikes +{n} dmg", "strikes +{n} dmg", n).format(n=n)
    if effect == C.ARMOR:
        return (
            ngettext("takes −{n} dmg", "takes −{n} dmg", n)
            if n > 0
            else ngettext("takes +{n} dmg", "takes +{n} dmg", -n)
        ).format(n=abs(n))
    if effect == C.MIGHT:
        return _("+{n} strength").format(n=n) if n > 0 else _("−{n} strength").format(n=-n)
    if effect == C.REGEN:
        return _("heals {n} each turn").format(n=n)
    if effect == C.SILENCE:
        return _("no abilities")
    return ""


def rows(card: int) -> list[tuple[str, str]]:
    """(keyword, its effects in short) for each keyword of knight ``card``, in the card's order."""
    out: dict[str, list[str]] = {}
    for a in C.ALL_KNIGHTS[card].abilities:
        out.setdefault(C.trigger_text(a), []).append(short_effect(a.effect, a.amount))
    return [(key, _UNIT.sub("\\1\u00a0", ", ".join(parts))) for key, parts in out.items()]


class KnightCard(Card):
    """A knight on the table: its face without the rules text (the short rows are drawn over it), while
    the zoom keeps the whole face."""

    def image(self, size: tuple[int, int]) -> pygame.Surface:
        if self.spec is None:
            return super().image(size)
        return card_art.render_card(bare(self.spec), size)


def bare(spec: CardSpec) -> CardSpec:
    """The table face: no rules text (the rows say it in short), no "Knight" on the type line (its emblem
    stays), the name never below ``TITLE_MIN``."""
    return dataclasses.replace(spec, body="", subtitle="", title_min=TITLE_MIN)


def plan(
    spec: CardSpec, rect: pygame.Rect, card: int, bottom: int | None = None, lent: int = -1
) -> tuple[pygame.Rect, list[text_fit.Fit]]:
    """The plate at the foot of the picture of the face drawn at ``rect`` and the fitted rows of knight
    ``card`` in it: all of one size, the largest at which every row fits (on one line, else on two or
    three); when even the smallest size is too tall, the rows that do not fit are cut with "…" (the
    tooltip and the zoom have them whole), so a row never runs over the type line. ``bottom``: the
    plate ends above it (the court cards' badges on the card); ``lent``: the knight whose abilities it
    has borrowed through Cosplay (their rows follow its own; when they cannot all fit whole, one row
    names that knight instead (its own card on the table shows them), or says they are borrowed, or
    only its own rows are shown (the Cosplay badge's tooltip lists the borrowed ones in full))."""
    lay = card_art._Layout(rect.w, rect.h, bare(spec))
    art = lay.art.move(rect.topleft)
    end = art.bottom if bottom is None else max(art.top, min(art.bottom, bottom))
    room = end - art.top
    width = lay.face.w - 8
    own = [f"{key}: {text}" for key, text in rows(card)]
    fits = _fit_rows(own + [f"{key}: {text}" for key, text in (rows(lent) if lent >= 0 else [])], width, room)
    if lent >= 0 and any(f.ellipsized for f in fits):
        named = _("+ the abilities of {knight}").format(knight=_(C.ALL_KNIGHTS[lent].name))
        for last in ([named], [_("+ borrowed abilities")], []):  # none: the Cosplay badge's tooltip lists them
            short = _fit_rows([*own, *last], width, room)
            if not any(f.ellipsized for f in short):
                fits = short
                break
    h = min(room, sum(f.height for f in fits) + 4)
    return pygame.Rect(rect.x + lay.face.x + 2, end - h, lay.face.w - 4, h), fits


def _fit_rows(texts: list[str], width: int, room: int) -> list[text_fit.Fit]:
    """``texts`` fitted in ``width`` x ``room`` px at the largest size where all fit, else cut (``_cut``)."""
    fits: list[text_fit.Fit] = []
    tries = [(n, s) for s in range(ROW_SIZE, ROW_MIN - 1, -1) for n in (1, 2, 3)]  # the largest size first
    size = ROW_MIN
    for lines, size in tries:
        lh = text_fit.line_height("bold", size)
        fits = [
            _tight(text_fit.fit(t, "bold", size, width, lines * lh, min_size=size, max_lines=lines, ellipsis_ok=True))
            for t in texts
        ]
        if not any(f.ellipsized for f in fits) and sum(f.height for f in fits) + 4 <= room:
            break
    if sum(f.height for f in fits) + 4 > room:
        fits = _cut(texts, fits, size, width, room - 4)
    return fits


def whole(fits: list[text_fit.Fit], card: int, lent: int = -1) -> bool:
    """True when ``fits`` (from :func:`plan`) hold every row of knight ``card`` (and of ``lent``) uncut."""
    count = len(rows(card)) + (len(rows(lent)) if lent >= 0 else 0)
    return len(fits) == count and not any(f.ellipsized for f in fits)


def step(size: int) -> int:
    """The distance between two lines of the rows at ``size`` px: closer than the font's own leading (the
    rows are short and bold, so a small card keeps every row at a legible size)."""
    return size + 2


def _tight(f: text_fit.Fit) -> text_fit.Fit:
    return dataclasses.replace(f, line_height=step(f.size))


def _cut(texts: list[str], fits: list[text_fit.Fit], size: int, width: int, room: int) -> list[text_fit.Fit]:
    """The rows that fit in ``room`` px, the first one that does not cut short with "…"."""
    lh = step(size)
    kept: list[text_fit.Fit] = []
    used = 0
    for text, f in zip(texts, fits, strict=True):
        if used + f.height <= room:
            kept.append(f)
            used += f.height
            continue
        left = (room - used) // lh
        if left >= 1:
            loose = text_fit.line_height("bold", size) * left
            cut = _tight(
                text_fit.fit(text, "bold", size, width, loose, min_size=size, max_lines=left, ellipsis_ok=True)
            )
            if not cut.ellipsized:  # all of it on fewer lines would have fitted: still say more follows
                cut = dataclasses.replace(cut, lines=(*cut.lines[:-1], cut.lines[-1] + " …"), ellipsized=True)
            kept.append(cut)
        elif kept:
            last = kept[-1]
            kept[-1] = dataclasses.replace(last, lines=(*last.lines[:-1], last.lines[-1] + " …"), ellipsized=True)
        break
    return kept


def draw(
    surface: pygame.Surface,
    spec: CardSpec,
    rect: pygame.Rect,
    card: int,
    silenced: bool = False,
    bottom: int | None = None,
    lent: int = -1,
) -> pygame.Rect | None:
    """The short rows of knight ``card`` over its face at ``rect`` (None when it has no ability);
    ``silenced``: a court card takes its abilities away, so they are greyed and struck through;
    ``bottom``, ``lent``: as :func:`plan` (the borrowed rows are in the court cards' purple)."""
    if not C.ALL_KNIGHTS[card].abilities and lent < 0:
        return None
    plate, fits = plan(spec, rect, card, bottom, lent)
    own = len(rows(card))
    veil = pygame.Surface(plate.size, pygame.SRCALPHA)
    pygame.draw.rect(veil, MUTED_PLATE if silenced else PLATE, veil.get_rect(), border_radius=4)
    surface.blit(veil, plate.topleft)
    y = plate.y + 2
    font = text_fit._font("bold", fits[0].size) if fits else None
    for n, f in enumerate(fits):
        colour = MUTED if silenced else (INK if n < own else LENT)
        for i, line in enumerate(f.lines):  # line by line: the step is tighter than the font's own leading
            img = font.render(line, True, colour)
            at = img.get_rect(midtop=(plate.centerx, y + i * f.line_height - 1))
            surface.blit(img, at)
            if silenced:
                mid = at.y + img.get_height() // 2
                pygame.draw.line(surface, STRUCK, (at.x - 1, mid), (at.right + 1, mid), 2)
        y += f.height
    return plate
