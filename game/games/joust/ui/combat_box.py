"""The middle of the Joust table: the combat in progress (or the last one) and the public history
of every revealed combat."""

from __future__ import annotations

from typing import Any

import pygame

from game.games.joust.state import COMBAT, HIDDEN, NONE
from game.games.joust.ui import damage
from game.games.joust.ui.cards import combat_spec
from game.i18n import N_, _, pgettext
from game.ui import text_fit
from game.ui.art.cards import card_back
from game.ui.kit import Card, CardRow, Term, draw_breakdown
from game.ui.kit.breakdown import draw_term
from game.ui.widgets import style

COMBAT_CARD = (96, 134)
STRIKE_ROW, BLOCK_ROW = (250, 150, 130), (150, 190, 250)  # a revealed combat's line: a strike, a block
ROW_H, LEGEND_H, DOT = 28, 20, 5  # a revealed combat's line, the colours' legend under them, its dots' radius
VERDICT = {"strike": (N_("Strike!"), (236, 70, 56)), "block": (N_("Blocked!"), (110, 170, 240))}


def draw_combat(table: Any, surface, area: pygame.Rect) -> None:
    v = table.board
    style.draw_panel(surface, area, "dark")
    live = v.phase == COMBAT
    if live:
        att, dfn, picks = v.attacker, v.defender, (v.pick_att, v.pick_def)
    elif v.last_att > 0 and v.last_turn >= v.turn - 1:
        att, dfn, picks = v.last_attacker, v.last_defender, (v.last_att, v.last_def)
    else:
        text_fit.draw(surface, _("No combat yet this turn"), area, "text", 18, style.TEXT_DIM)
        return
    slots = [
        pygame.Rect(area.x + 30, area.y + 34, *COMBAT_CARD),
        pygame.Rect(area.right - 30 - COMBAT_CARD[0], area.y + 34, *COMBAT_CARD),
    ]
    roles = (_("Attacker: {name}"), _("Defender: {name}"))
    for rect, seat, pick, role in zip(slots, (att, dfn), picks, roles):
        label = pygame.Rect(rect.x - 26, area.y + 4, rect.w + 52, 26)
        text_fit.draw(
            surface,
            role.format(name=table.seat_name(seat)),
            label,
            "bold",
            15,
            style.TEXT_LIGHT,
            min_size=11,
            ellipsis_ok=True,
        )
        if pick == NONE:
            pygame.draw.rect(surface, (150, 130, 90), rect, 2, border_radius=8)
            waiting = _("your choice…") if seat == table.me() and table.viewer_is_human() else _("choosing…")
            text_fit.draw(surface, waiting, rect.inflate(-8, -8), "text", 16, style.TEXT_DIM, min_size=12)
            continue
        spec = None if pick == HIDDEN else combat_spec(pick)
        tip = (
            _("A combat card, face down until both are chosen")
            if pick == HIDDEN
            else _("Combat card {v}").format(v=pick)
        )
        CardRow(COMBAT_CARD).draw(table, surface, rect, [Card(("combat", seat), spec, "joust", tip)])
        if spec is None:
            surface.blit(card_back("joust", COMBAT_CARD, "combat"), rect)
    swords = style.icon("crossed-swords", 44, style.GOLD)
    if swords:
        surface.blit(swords, swords.get_rect(center=(area.centerx, slots[0].centery)))
    if not live:
        text, colour = VERDICT["block" if picks[0] == picks[1] else "strike"]
        foot = pygame.Rect(area.x, area.bottom - 36, area.w, 32)
        hit = getattr(table, "strike", None)
        if picks[0] != picks[1] and hit is not None and hit.turn == v.last_turn:
            gap = pygame.Rect(slots[0].right + 2, slots[0].centery + 24, slots[1].left - slots[0].right - 4, 30)
            _draw_strike(table, surface, foot, _(text), colour, hit, gap)
        else:
            text_fit.draw(surface, _(text), foot, "title", 24, colour, min_size=16)


VERDICT_MIN = 18  # the verdict beside the chips no smaller than this, else on a band above them
CHIP, CHIP_ICON = 38, 50  # a breakdown chip's width with its gap: a number, or an icon and a signed number ("−2")
SEPARATE = 10  # the gap, with a rule in it, before a separate effect's chip
OVERKILL_ICON = "pierced-heart"  # damage gone through the knight's health (a shield would read as armour)
ABSORBED_W, ABSORBED_INK = 170, (170, 205, 250)  # "armour absorbs all" after the chips, in the armour's blue


def _draw_strike(
    table: Any,
    surface,
    foot: pygame.Rect,
    verdict: str,
    colour,
    hit: damage.StrikeDamage,
    gap: pygame.Rect | None = None,
) -> None:
    """The verdict, then the strike's damage as the terms it adds up from (each chip's tooltip says
    where it comes from); with many terms the verdict goes in ``gap`` (between the two cards, under
    the swords), never over the cards."""
    terms = [Term(hit.card, (70, 52, 40), damage.explain(hit), icon="crossed-swords")]
    terms += [Term(e.amount, _fill(e), e.text, icon=e.icon, signed=True) for e in hit.extras]
    if hit.lost:  # a knock-out: the damage beyond the knight's health is lost, the total is what it took
        terms.append(Term(-hit.lost, (70, 66, 72), damage.lost_text(hit), icon=OVERKILL_ICON, signed=True))
    extra = CHIP_ICON + SEPARATE if hit.abilities else 0  # abilities' damage: a chip of its own after the total
    absorbed = damage.absorbed_text() if hit.floored else ""  # the floor in words, not "1 −2 −1 = 0"
    tail_w = ABSORBED_W if absorbed else text_fit.text_width(f"= {hit.taken}", "title", 24) + 12
    chips_w = sum(CHIP_ICON if t.icon else CHIP for t in terms) + tail_w + extra
    box = pygame.Rect(foot.x + 14, foot.y, foot.w - 22 - chips_w, foot.h)  # clear of the panel's border
    if text_fit.text_width(verdict, "title", VERDICT_MIN) > box.w and gap is not None:  # between the cards
        text_fit.draw(surface, verdict, gap, "title", 20, colour, min_size=11)
        box.w = 0
    elif text_fit.text_width(verdict, "title", VERDICT_MIN) > box.w:  # many terms: the verdict on a band above
        band = pygame.Rect(foot.x + 8, foot.y - 30, foot.w - 16, 28)
        veil = pygame.Surface(band.size, pygame.SRCALPHA)
        pygame.draw.rect(veil, (20, 16, 22, 225), veil.get_rect(), border_radius=6)
        surface.blit(veil, band.topleft)
        text_fit.draw(surface, verdict, band, "title", 22, colour, min_size=VERDICT_MIN)
        box.w = 0
    else:
        text_fit.draw(surface, verdict, box, "title", 24, colour, min_size=12)
    chips = pygame.Rect(box.right + 4, foot.y + 2, foot.right - box.right - 10 - extra, foot.h - 4)
    if absorbed:
        chips.w -= ABSORBED_W
    drawn = draw_breakdown(table, surface, chips, terms, None if absorbed else hit.taken, key="strike-damage")
    if absorbed:
        words = pygame.Rect(drawn[-1].right + 8, foot.y, foot.right - drawn[-1].right - 16 - extra, foot.h)
        text_fit.draw(surface, absorbed, words, "bold", 18, ABSORBED_INK, min_size=12, max_lines=2, align="left")
        x = words.right + SEPARATE
    if hit.abilities:  # after the strike's "= n", apart: it is no term of the strike's sum
        if not absorbed:
            x = drawn[-1].right + 6 + text_fit.text_width(f"= {hit.taken}", "title", 24) + SEPARATE
        own = pygame.Rect(min(x, foot.right - 8 - (CHIP_ICON - 4)), chips.y, CHIP_ICON - 4, chips.h)
        rule = own.x - SEPARATE // 2
        pygame.draw.line(surface, style.GOLD_DARK, (rule, own.y + 2), (rule, own.bottom - 2), 2)
        term = Term(hit.abilities, (120, 40, 36), damage.abilities_text(hit), icon="sparkles", signed=True)
        draw_term(table, surface, own, term, key="ability-damage")
    table.spots.add(foot, "strike-damage", tip=damage.explain(hit))


def _fill(e: damage.Extra) -> tuple[int, int, int]:
    """A term's chip colour: red adds damage, blue takes it away, a court card's purple cancels."""
    if e.icon:
        return (110, 40, 90)
    return (120, 40, 36) if e.amount > 0 else (40, 70, 110)


def draw_history(table: Any, surface, area: pygame.Rect) -> None:
    style.draw_panel(surface, area, "dark")
    text_fit.draw(
        surface,
        _("Combats revealed"),
        pygame.Rect(area.x + 8, area.y + 4, area.w - 16, 26),
        "bold",
        18,
        style.GOLD,
        min_size=13,
    )
    revealed = table.board.revealed  # the combat turning over now joins it once it has landed
    legend = pygame.Rect(area.x + 8, area.bottom - LEGEND_H - 4, area.w - 16, LEGEND_H)
    shown = revealed[-max(1, (legend.y - area.y - 34) // ROW_H) :]
    if not shown:
        text_fit.draw(surface, _("None yet"), area.inflate(-10, -40), "text", 17, style.TEXT_DIM)
    else:
        draw_legend(table, surface, legend)
    y = area.y + 34
    for turn, att, dfn, a, d, top in reversed(shown):
        row = pygame.Rect(area.x + 10, y, area.w - 20, 26)
        text = _("{turn}. {att} {a} – {d} {dfn}").format(
            turn=turn, att=table.seat_name(att), a=a, dfn=table.seat_name(dfn), d=d
        )
        colour = BLOCK_ROW if a == d else STRIKE_ROW
        text_fit.draw(surface, text, row, "text", 16, colour, align="left", min_size=12, ellipsis_ok=True)
        tip = (_("Turn {turn}: blocked") if a == d else _("Turn {turn}: strike")).format(turn=turn)
        tip += "\n" + _("Attacker's strongest allowed card: {n}").format(n=top)
        table.spots.add(row, ("revealed", turn, att), tip=tip)
        y += ROW_H


def draw_legend(table: Any, surface, box: pygame.Rect) -> None:
    """What the revealed combats' colours mean, as coloured dots and words centred in ``box``; its
    tooltip reads a line whole."""
    keys = [(pgettext("combats legend", "strike"), STRIKE_ROW), (pgettext("combats legend", "blocked"), BLOCK_ROW)]
    widths = [text_fit.text_width(word, "italic", 15) + 4 for word, _c in keys]
    x = box.centerx - (sum(widths) + len(keys) * (2 * DOT + 6) + (len(keys) - 1) * 14) // 2
    for (word, colour), w in zip(keys, widths):
        pygame.draw.circle(surface, colour, (x + DOT, box.centery), DOT)
        x += 2 * DOT + 6
        text_fit.draw(surface, word, pygame.Rect(x, box.y, w, box.h), "italic", 15, colour, align="left", min_size=12)
        x += w + 14
    tip = _("Each line: the turn, the attacker and its card – the defender's card and the defender.")
    tip += "\n" + _("Red: a strike (different cards). Blue: blocked (the same card).")
    table.spots.add(box, "combats-legend", tip=tip)
