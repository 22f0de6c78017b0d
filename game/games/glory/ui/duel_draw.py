"""Drawing the duel stage's parts: a combatant (arms or tile, name, attack, dice, the sum of their
attack as chips, what is on the duel board), the score of clashes between them, and the footer (who
acts and why) or the ribbon of a result. Every text is fitted; every piece registers its tooltip."""

from __future__ import annotations

import pygame

from game.games.glory import content as C
from game.games.glory import duel_captions as T
from game.games.glory.duel_display import DuelPicture, Part
from game.games.glory.duel_text import item_name
from game.games.glory.ui.cards import RELIC_ICONS, SUPPORT_ICONS, journey_spec, knight_spec
from game.i18n import _
from game.ui import text_fit
from game.ui.art.cards import render_card
from game.ui.art.dice import DIE_FACES
from game.ui.art.heraldry import arms_for_seat, knight_arms, render_shield
from game.ui.art.tokens import render_token
from game.ui.kit import Die, draw_tally
from game.ui.widgets import style

COLOURS = ("red", "black", "white")
CHIP = {"strength": (176, 40, 44), "mount": (52, 50, 56), "armor": (236, 230, 214), "white_die": (236, 230, 214)}
CHIP_OTHER = (86, 64, 120)
KNIGHT_RED = (150, 30, 36)
RIBBON = (112, 22, 30)


def face_label(colour: int, face: int) -> int | str:
    return DIE_FACES[COLOURS[colour]][face]


def side_colour(pic: DuelPicture, side: int) -> tuple[int, int, int]:
    c = pic.sides[side]
    return style.player_colour(c.seat) if c.is_player else KNIGHT_RED


def emblem(stage, surface: pygame.Surface, pic: DuelPicture, side: int, r: pygame.Rect) -> None:
    """A knight's tile (zoomable), a player's arms with their badge, or the arms of another opponent."""
    c, who = pic.sides[side], pic.entrants[side]
    tip = "\n".join(x for x in (stage.names()[side], T.subline(pic, side), T.trait_line(pic, side)) if x)
    kind, _sep, key = who.partition(":")
    spec = knight_spec(key) if kind == "k" and key in C.KNIGHTS else None
    if kind == "c" and key in C.JOURNEY:
        spec = journey_spec(key)  # a Challenge card: its opponent and its reward
    if spec is not None:
        size = (r.w, r.h) if kind == "k" else (int(r.h * 0.72), r.h)
        face = render_card(spec, size)
        at = face.get_rect(center=r.center)
        surface.blit(face, at)
        stage.table.spots.add(at, ("duel-card", side), tip=tip, zoom=spec)
        return
    arms = arms_for_seat(c.seat) if c.is_player else knight_arms(T.entrant_label(who))
    shield = render_shield(arms, (int(r.h * 0.85), r.h))
    surface.blit(shield, shield.get_rect(center=r.center))
    if c.is_player:
        badge = style.badge(c.seat, max(24, r.w // 3))
        surface.blit(badge, badge.get_rect(bottomright=r.bottomright))
    stage.table.spots.add(r, ("duel-arms", side), tip=tip if not c.is_player else stage.names()[side])


def attack(stage, surface: pygame.Surface, pic: DuelPicture, side: int, r: pygame.Rect) -> None:
    """The attack in big figures under the arms ("–" for a player before the roll)."""
    value = pic.attack_shown(side)
    label = pygame.Rect(r.x, r.y, r.w, 20)
    text_fit.draw(surface, _("Attack"), label, "bold", 17, style.TEXT_DIM, min_size=12)
    shown = "–" if value is None else str(value)
    if value is not None and not pic.rolled and T.entrant_traits(pic.entrants[side])[0]:
        shown += "+⚀"
    number = pygame.Rect(r.x, label.bottom, r.w, r.h - label.h)
    text_fit.draw(surface, shown, number, "title", 48, style.GOLD, min_size=18)
    stage.table.spots.add(r, ("duel-attack", side), tip=T.attack_tip(pic, side, stage.names(), stage.my_side()))


def dice(stage, surface: pygame.Surface, pic: DuelPicture, side: int, area: pygame.Rect, air: set) -> None:
    """A player's dice in rows by colour (the one that counts marked), or a knight's tile rule and die."""
    c = pic.sides[side]
    if not c.is_player:
        knight_die(stage, surface, pic, side, area, air)
        return
    counting, pick = pic.counting(side), stage.can_pick(side)
    places = stage.dice_places(side, pic)
    for i, (col, face, value) in enumerate(c.dice):
        if (side, i) in air:
            continue
        die = Die(
            COLOURS[col],
            face_label(col, face),
            (side, i),
            active=stage.lit(c, col) and face == 5,
            counts=i in counting,
            selected=i in stage.selected,
            tip=T.die_tip(col, value, i in counting, pick),
            on_click=(lambda i=i: stage.toggle(i)) if pick else None,
        )
        stage.tray.draw_die(surface, die, places[i])
        stage.table.spots.add(places[i], die.key, tip=die.tip, on_click=die.on_click)
    if not c.dice:
        text = _("Dice are rolled after the Strength step.") if not pic.rolled else _("No dice this clash.")
        text_fit.draw(surface, text, area, "text", 18, style.TEXT_DIM, max_lines=3)


def knight_die(stage, surface: pygame.Surface, pic: DuelPicture, side: int, area: pygame.Rect, air: set) -> None:
    """A knight's rule under its white die (a Polish noble's, rolled each clash)."""
    c, size = pic.sides[side], stage.tray.size
    text_box = pygame.Rect(area)
    if c.knight_die is not None or T.entrant_traits(pic.entrants[side])[0]:
        text_box = pygame.Rect(area.x, area.y + size + 12, area.w, area.h - size - 12)
    if c.knight_die is not None and (side, 0) not in air:
        col, face, value = c.knight_die
        die = Die("white", face_label(col, face), (side, 0), tip=_("White die: {v}").format(v=value))
        stage.tray.draw_die(surface, die, pygame.Rect(area.x, area.y, size, size))
        stage.table.spots.add(pygame.Rect(area.x, area.y, size, size), die.key, tip=die.tip)
    text_fit.draw(surface, T.trait_line(pic, side), text_box, "text", 18, style.TEXT_DIM, align="left", valign="top")


def sum_chips(stage, surface: pygame.Surface, r: pygame.Rect, pic: DuelPicture, side: int, bold: bool) -> None:
    """The attack as a sum: a chip per term (die colour, or a support/relic icon) and "= total"."""
    parts = pic.parts(side) if pic.rolled or not pic.sides[side].is_player else list(pic.sides[side].mods)
    shown = pic.attack_shown(side)
    if not parts:
        return
    names = stage.names()
    total = f"= {shown}" if shown is not None else ""
    total_w = text_fit.text_width(total, "title", 24) + 8
    x, h = r.x, r.h
    chip_w = max(30, min(64, (r.w - total_w) // max(1, len(parts)) - 4))
    for p in parts:
        chip = pygame.Rect(x, r.y, chip_w, h)
        fill = CHIP.get(p.source, CHIP_OTHER)
        pygame.draw.rect(surface, fill, chip, border_radius=8)
        pygame.draw.rect(surface, style.GOLD if bold else style.GOLD_DARK, chip, 2, border_radius=8)
        ink = style.INK if fill in (CHIP["armor"],) else style.TEXT_LIGHT
        ico = _part_icon(p, h - 10, ink)
        text = ("+" if p.value > 0 and p.source in (*SUPPORT_ICONS, *RELIC_ICONS) else "") + str(p.value)
        tx = chip.x + 4
        if ico is not None:
            surface.blit(ico, ico.get_rect(midleft=(chip.x + 3, chip.centery)))
            tx += ico.get_width()
        text_fit.draw(surface, text, pygame.Rect(tx, chip.y, chip.right - tx - 2, h), "bold", 18, ink, min_size=11)
        tip = T.term(p, names, side, stage.my_side())
        stage.table.spots.add(chip, ("duel-part", side, x), tip=tip)
        x += chip_w + 4
    if total:
        text_fit.draw(
            surface, total, pygame.Rect(x + 2, r.y, r.right - x - 2, h), "title", 24, style.GOLD, align="left"
        )


def _part_icon(p: Part, size: int, ink) -> pygame.Surface | None:
    name = SUPPORT_ICONS.get(p.source) or RELIC_ICONS.get(p.source)
    if p.source == "knight":
        name = "visored-helm"
    return style.icon(name, size, ink) if name else None


def board(stage, surface: pygame.Surface, r: pygame.Rect, pic: DuelPicture, side: int) -> None:
    """Strength tokens on the duel board (four places, the fourth lights the ★), Faith spent, tiles played."""
    c = pic.sides[side]
    if not c.is_player:
        return
    size = r.h
    for i in range(4):
        spot = pygame.Rect(r.x + i * (size + 2), r.y, size, size)
        if i < c.strength:
            surface.blit(render_token("strength", size), spot)
            continue
        pygame.draw.circle(surface, style.GOLD_DARK, spot.center, size // 2 - 2, 1)
        ghost = style.icon("biceps", size - 10, (96, 84, 104))
        if ghost is not None:
            surface.blit(ghost, ghost.get_rect(center=spot.center))
    x = r.x + 4 * (size + 2) + 10
    for _i in range(c.faith):
        surface.blit(render_token("faith", size), (x, r.y))
        x += size + 2
    for kind in c.supports + c.relics:
        ico = style.icon(SUPPORT_ICONS.get(kind) or RELIC_ICONS.get(kind, "gem-pendant"), size - 4, style.TEXT_LIGHT)
        tile = pygame.Rect(x + 6, r.y, size, size)
        pygame.draw.rect(surface, (60, 48, 74), tile, border_radius=5)
        if ico is not None:
            surface.blit(ico, ico.get_rect(center=tile.center))
        stage.table.spots.add(tile, ("duel-used", side, x), tip=item_name(kind))
        x += size + 4
    stage.table.spots.add(pygame.Rect(r.x, r.y, 4 * (size + 2), size), ("duel-board", side), tip=T.board_tip(pic, side))


def middle(stage, surface: pygame.Surface, pic: DuelPicture, r: pygame.Rect, fresh: bool) -> None:
    """Clash n of 3, both sides' clashes won as pips, crossed swords, and each clash decided so far."""
    heading = _("Clash {n} of 3").format(n=min(3, pic.clash))
    text_fit.draw(surface, heading, pygame.Rect(r.x, r.y + 4, r.w, 44), "bold", 19, style.TEXT_LIGHT, max_lines=2)
    pip = max(12, min(26, (r.w - 24) // 4))
    for side in (0, 1):
        x = r.x + 6 if side == 0 else r.right - 6 - pip
        glow = 1.0 if fresh and pic.result is not None and pic.result.winner == side else 0.0
        draw_tally(
            surface,
            pygame.Rect(x, r.y + 56, pip, 2 * pip + 6),
            pic.sides[side].wins,
            2,
            side_colour(pic, side),
            glow=glow,
            vertical=True,
        )
    tally = pygame.Rect(r.x, r.y + 52, r.w, 2 * pip + 14)
    stage.table.spots.add(tally, "duel-score", tip=T.score_tip(pic, stage.names(), stage.my_side()))
    swords = style.icon("crossed-swords", max(16, min(52, r.w - 2 * pip - 20)), style.GOLD)
    if swords is not None:
        surface.blit(swords, swords.get_rect(center=tally.center))
    y = tally.bottom + 10
    for record in pic.clashes:
        line = pygame.Rect(r.x, y, r.w, 26)
        pygame.draw.rect(surface, side_colour(pic, record.winner), line.inflate(-8, 0), border_radius=6)
        a, b = record.attack
        text_fit.draw(surface, f"{a} – {b}", line, "bold", 17, style.TEXT_LIGHT, min_size=12)
        y += 30


def footer(stage, surface: pygame.Surface, r: pygame.Rect, pic: DuelPicture) -> None:
    line = T.step_line(pic, stage.names(), stage.my_side())
    text_fit.draw(surface, line, r, "bold", 18, style.GOLD, align="left", max_lines=2, min_size=14)


def ribbon(stage, surface: pygame.Surface, r: pygame.Rect, pic: DuelPicture, moment: str) -> None:
    """The result of a clash, or of the duel, across the foot of the stage."""
    text = T.end_line(pic, stage.names(), stage.my_side()) if moment == "end" else ""
    if moment == "clash" and pic.result is not None:
        text = T.clash_line(pic.result, stage.names(), stage.my_side())
    pygame.draw.rect(surface, RIBBON, r.inflate(8, 4), border_radius=8)
    pygame.draw.rect(surface, style.GOLD, r.inflate(8, 4), 2, border_radius=8)
    text_fit.draw(surface, text, r.inflate(-16, 0), "title", 22, style.GOLD, max_lines=2, min_size=15)
