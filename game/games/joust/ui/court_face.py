"""A court card's effect in short on its table face, the same way on every card: the knight it is
played on (an italic line), then one row per effect ("heal 1", "Always: takes −1 dmg") on a parchment
plate over the foot of its picture, and an hourglass (the type line's emblem, laid out with its words
so it never covers them in any language) on a card that stays in play until its player's next turn. The card art shows a rules text only when it is very short, so without this a few court
cards said what they do on the table and most did not; the tooltip and the zoom give the whole text."""

from __future__ import annotations

import dataclasses
from functools import lru_cache

import pygame

from game import i18n
from game.games.joust import content as C
from game.games.joust.ui.abilities import INK, PLATE, ROW_MIN, ROW_SIZE, TITLE_MIN, short_effect
from game.i18n import _, ngettext
from game.ui import text_fit
from game.ui.art import cards as card_art
from game.ui.art.cards import CardSpec
from game.ui.kit import Card

LASTING = "hourglass"  # the type line's emblem of a court card that stays in play


def target_line(card: C.CourtCard) -> str:
    """Whom the card is played on, in a few words (translated)."""
    t = card.targets
    if len(t) == 2 and t[0] == t[1]:
        return _("Up to 2 of yours")
    if len(t) == 2:
        return _("Yours + another")
    return {
        C.OWN: _("Your knight"),
        C.OWN_STABLE: _("Your stabled knight"),
        C.OPP: _("Opposing knight"),
        C.OPP_STABLE: _("Opposing stabled knight"),
    }.get(t[0], "")


def effect_rows(card: C.CourtCard) -> list[str]:
    """What the card does, one short row per effect (translated)."""
    heals = {e.amount for e in card.effects if e.kind == C.C_HEAL}
    if len(card.targets) == 2 and card.targets[0] == card.targets[1] and len(heals) == 1:
        n = heals.pop()
        return [_("heal {n} each").format(n=n)]
    out: list[str] = []
    for e in card.effects:
        if e.kind == C.C_HEAL:
            out.append(_("heal all") if e.amount >= C.HEALTH else short_effect(C.HEAL_SELF, e.amount))
        elif e.kind == C.C_DAMAGE:
            out.append(ngettext("{n} dmg", "{n} dmg", e.amount).format(n=e.amount))
        elif e.kind == C.C_STEAL:
            out.append(ngettext("gives you {n} fan", "gives you {n} fans", e.amount).format(n=e.amount))
        elif e.kind == C.C_COPY:
            out.append(_("has the other's abilities too"))
        elif e.kind == C.C_GRANT and e.ability is not None:
            out.append(f"{C.trigger_text(e.ability)}: {short_effect(e.ability.effect, e.ability.amount)}")
    return [r.replace("1 ", "1\u00a0") for r in out]


def plan(spec: CardSpec, size: tuple[int, int], card: int) -> tuple[pygame.Rect, list[text_fit.Fit]]:
    """The plate (in the face's own coordinates) and the fitted lines of court card ``card`` drawn at
    ``size``: the target in italic, then the rows, all at the largest size at which they fit whole."""
    lay = card_art._Layout(size[0], size[1], bare(spec))
    art = lay.art
    width = lay.face.w - 8
    court = C.COURTS[card]
    texts = [("italic", target_line(court)), *(("bold", r) for r in effect_rows(court))]
    fits: list[text_fit.Fit] = []
    for s in range(ROW_SIZE, ROW_MIN - 1, -1):
        fits = []
        for role, text in texts:
            lh = text_fit.line_height(role, s)
            fits.append(text_fit.fit(text, role, s, width, 3 * lh, min_size=s, max_lines=3, ellipsis_ok=True))
        if not any(f.ellipsized for f in fits) and sum(f.height for f in fits) + 4 <= art.h:
            break
    h = min(art.h, sum(f.height for f in fits) + 4)
    return pygame.Rect(lay.face.x + 2, art.bottom - h, lay.face.w - 4, h), fits


def bare(spec: CardSpec, card: int | None = None) -> CardSpec:
    """The face without its rules text nor the words "Court card" (the panel says it), its name never
    below ``TITLE_MIN``; court card ``card`` staying in play wears the hourglass as its type line's emblem."""
    lasting = card is not None and C.COURTS[card].lasting
    emblem = LASTING if lasting else spec.emblem
    return dataclasses.replace(spec, body="", footer="", subtitle="", emblem=emblem, title_min=TITLE_MIN)


@lru_cache(maxsize=128)
def _face(spec: CardSpec, size: tuple[int, int], card: int, stamp: str) -> pygame.Surface:
    img = card_art.render_card(bare(spec, card), size).copy()
    if size[0] < card_art.WORDS_MIN_W:
        return img  # too small for words (a flying card): the picture alone
    plate, fits = plan(spec, size, card)
    veil = pygame.Surface(plate.size, pygame.SRCALPHA)
    pygame.draw.rect(veil, PLATE, veil.get_rect(), border_radius=4)
    img.blit(veil, plate.topleft)
    y = plate.y + 2
    for n, f in enumerate(fits):
        colour = (96, 60, 80) if n == 0 else INK
        line = text_fit.render(f, colour)
        img.blit(line, line.get_rect(midtop=(plate.centerx, y)))
        y += f.height
    return img


class CourtFace(Card):
    """A court card on the table: its face with the effect in short (the zoom keeps the whole text)."""

    card: int = 0

    def image(self, size: tuple[int, int]) -> pygame.Surface:
        if self.spec is None:
            return super().image(size)
        return _face(self.spec, (size[0], size[1]), self.card, i18n.catalog_stamp())


def court_card(key, spec: CardSpec, card: int, **kw) -> CourtFace:
    face = CourtFace(key, spec, **kw)
    face.card = card
    return face
