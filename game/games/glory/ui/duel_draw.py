"""Drawing the duel stage's parts: a combatant (arms or tile, name, attack, dice, the attack as a sum,
what is on the duel board), the score of clashes between them, and the foot of the stage (who acts
and why, or the ribbon of a result). Every text is fitted; every piece registers its tooltip."""

from __future__ import annotations

import pygame

from game.games.glory import content as C
from game.games.glory import duel_captions as T
from game.games.glory.duel_display import COLOUR_PARTS, DuelPicture, Part, face_label
from game.games.glory.duel_text import item_name
from game.games.glory.ui.cards import RELIC_ICONS, SUPPORT_ICONS, journey_spec, knight_spec
from game.i18n import _
from game.ui import text_fit
from game.ui.art.cards import render_card
from game.ui.art.dice import DIE_EMBLEMS
from game.ui.art.heraldry import arms_for_seat, knight_arms, render_shield
from game.ui.art.tokens import render_token
from game.ui.kit import Die, Term, draw_breakdown, draw_strip, draw_tally
from game.ui.kit.breakdown import draw_term
from game.ui.widgets import style

COLOURS = ("red", "black", "white")
CHIPS = {"strength": (176, 40, 44), "mount": (52, 50, 56), "armor": (236, 230, 214), "white_die": (236, 230, 214)}
ICONS = {"strength": DIE_EMBLEMS["red"], "mount": DIE_EMBLEMS["black"], "armor": DIE_EMBLEMS["white"]}
ICONS |= {"knight": "visored-helm", **SUPPORT_ICONS, **RELIC_ICONS}
KNIGHT_RED = (150, 30, 36)
ALIGN = ("left", "right")  # the right-hand panel is mirrored


def side_colour(pic: DuelPicture, side: int) -> tuple[int, int, int]:
    c = pic.sides[side]
    return style.player_colour(c.seat) if c.is_player else KNIGHT_RED


def side(stage, surface, pic: DuelPicture, side: int, parts: dict, air: set, winner: int | None) -> None:
    """One combatant's panel; ``winner`` is the side a result on screen names (None: no result)."""
    names, frame = stage.names(), stage.frame
    turn = winner is None and pic.order and pic.order[0] == side
    panel = frame.draw_panel(surface, side, 5 if winner == side else 3 if turn else 0)
    emblem(stage, surface, pic, side, parts["emblem"])
    align, light, dim = frame.align(side), style.TEXT_LIGHT, style.TEXT_DIM
    text_fit.draw(surface, names[side], parts["name"], "title", 24, light, align=align, ellipsis_ok=True)
    stage.table.spots.add(parts["name"], ("duel-name", side), tip=names[side])  # the whole name, if cut
    text_fit.draw(surface, T.subline(pic, side), parts["sub"], "text", 17, dim, align=align)
    rolling = any(key[0] == side for key in air)  # no total before the dice land
    attack(stage, surface, pic, side, rolling)
    if pic.sides[side].is_player:
        dice(stage, surface, pic, side, parts["dice"], air)
    else:
        knight_die(stage, surface, pic, side, parts["dice"], air)
    if not rolling:
        sums(stage, surface, pic, side, parts, winner == side)
    board(stage, surface, parts["board"], pic, side)
    if winner is not None and winner != side:
        style.dim(surface.subsurface(panel), 80)


def _term(p: Part, names: list[str], side: int, you: int | None) -> Term:
    fill = CHIPS.get(p.source, (86, 64, 120))
    ink = style.INK if p.source in ("armor", "white_die") else style.TEXT_LIGHT
    signed = p.source not in CHIPS and p.source != "knight"
    return Term(p.value, fill, T.term(p, names, side, you), ICONS.get(p.source, ""), signed, ink)


def emblem(stage, surface: pygame.Surface, pic: DuelPicture, side: int, r: pygame.Rect) -> None:
    """A knight's tile or a Challenge card (both zoomable), a player's arms with their badge, or arms."""
    c, (kind, _sep, key) = pic.sides[side], pic.entrants[side].partition(":")
    tip = "\n".join(x for x in (stage.names()[side], T.subline(pic, side), T.trait_line(pic, side)) if x)
    spec = knight_spec(key) if kind == "k" and key in C.KNIGHTS else None
    spec = journey_spec(key) if kind == "c" and key in C.JOURNEY else spec
    if spec is not None:
        face = render_card(spec, (r.w, r.h) if kind == "k" else (int(r.h * 0.72), r.h))
        at = surface.blit(face, face.get_rect(center=r.center))
        stage.table.spots.add(at, ("duel-card", side), tip=tip, zoom=spec)
        return
    arms = arms_for_seat(c.seat) if c.is_player else knight_arms(stage.names()[side])
    shield = render_shield(arms, (int(r.h * 0.85), r.h))
    surface.blit(shield, shield.get_rect(center=r.center))
    if c.is_player:
        badge = style.badge(c.seat, max(24, r.w // 3))
        surface.blit(badge, badge.get_rect(bottomright=r.bottomright))
    stage.table.spots.add(r, ("duel-arms", side), tip=stage.names()[side] if c.is_player else tip)


def sums(stage, surface: pygame.Surface, pic: DuelPicture, side: int, parts: dict, strong: bool) -> None:
    """The attack term by term: when wide, each colour's value beside its row of dice and the other
    terms with the total under them; else every term in one row."""
    names, you = stage.names(), stage.my_side()
    terms = pic.parts(side) if pic.rolled or not pic.sides[side].is_player else pic.sides[side].mods
    by_rows = bool(parts["values"].w) and pic.sides[side].is_player
    if by_rows:
        for p in terms:
            if p.source in COLOUR_PARTS:
                row = COLOUR_PARTS.index(p.source)
                y = parts["dice"].y + row * (stage.tray.size + stage.tray.gap) + (stage.tray.size - 32) // 2
                chip = pygame.Rect(parts["values"].x, y, parts["values"].w, 32)
                draw_term(stage.table, surface, chip, _term(p, names, side, you), key=("duel-row", side, row))
        terms = [p for p in terms if p.source not in COLOUR_PARTS]
    chips = [_term(p, names, side, you) for p in terms]
    align = ALIGN[1 - stage.frame.at(side)] if by_rows else stage.frame.align(side)
    total = pic.attack_shown(side)
    draw_breakdown(stage.table, surface, parts["sum"], chips, total, key=("duel-sum", side), strong=strong, align=align)


def attack(stage, surface: pygame.Surface, pic: DuelPicture, side: int, rolling: bool) -> None:
    """The attack in big figures under the arms ("–" for a player before the roll, "…" while rolling)."""
    value = pic.attack_shown(side)
    shown = "…" if rolling else "–" if value is None else str(value)
    if value is not None and not pic.rolled and T.entrant_traits(pic.entrants[side])[0]:
        shown += "+⚀"
    tip = T.attack_tip(pic, side, stage.names(), stage.my_side())
    stage.frame.draw_figure(stage.table, surface, side, _("Attack"), shown, tip)


def dice(stage, surface: pygame.Surface, pic: DuelPicture, side: int, area: pygame.Rect, air: set) -> None:
    """A player's dice in rows by colour, the one that counts marked; clickable when a reroll is on."""
    c, counting, pick = pic.sides[side], pic.counting(side), stage.can_pick(side)
    for i, ((col, face, value), place) in enumerate(zip(c.dice, stage.dice_places(side, pic))):
        if (side, i) in air:
            continue
        click = (lambda i=i: stage.toggle(i)) if pick else None
        tip = T.die_tip(col, value, i in counting, pick)
        die = Die(COLOURS[col], face_label(col, face), (side, i), c.lit(col) and face == 5, i in counting)
        die.selected = i in stage.selected
        stage.tray.draw_die(surface, die, place)
        stage.table.spots.add(place, (side, i), tip=tip, on_click=click)
    if not c.dice:
        text = _("Dice are rolled after the Strength step.") if not pic.rolled else _("No dice this clash.")
        text_fit.draw(surface, text, area, "text", 18, style.TEXT_DIM, max_lines=3)


def knight_die(stage, surface: pygame.Surface, pic: DuelPicture, side: int, area: pygame.Rect, air: set) -> None:
    """A knight's rule, under its white die when it is a Polish noble (one is rolled each clash)."""
    c, size, text_box = pic.sides[side], stage.tray.size, pygame.Rect(area)
    if c.knight_die is not None or T.entrant_traits(pic.entrants[side])[0]:
        text_box = pygame.Rect(area.x, area.y + size + 12, area.w, area.h - size - 12)
    if c.knight_die is not None and (side, 0) not in air:
        col, face, value = c.knight_die
        place = stage.dice_places(side, pic)[0]
        stage.tray.draw_die(surface, Die("white", face_label(col, face), (side, 0)), place)
        stage.table.spots.add(place, (side, 0), tip=_("White die: {v}").format(v=value))
    trait, align = T.trait_line(pic, side), stage.frame.align(side)
    text_fit.draw(surface, trait, text_box, "text", 18, style.TEXT_DIM, align=align, valign="top")


def board(stage, surface: pygame.Surface, r: pygame.Rect, pic: DuelPicture, side: int) -> None:
    """Strength tokens on the duel board (four places, the fourth lights the ★), Faith spent, tiles played,
    from the panel's outer edge (mirrored on the right-hand side)."""
    c, h, right = pic.sides[side], r.h, stage.frame.at(side)
    if c.is_player:
        slots = pygame.Rect(r.right - 4 * (h + 4) if right else r.x, r.y, 4 * (h + 4), h)
        draw_tally(surface, slots, c.strength, 4, (0, 0, 0), image=render_token("strength", h), ghost="biceps")
        stage.table.spots.add(slots, ("duel-board", side), tip=T.board_tip(pic, side))
        items = [(render_token("faith", h), "")] * c.faith
        items += [(ICONS.get(k, "gem-pendant"), item_name(k)) for k in c.supports + c.relics]
        rest = r.clip(pygame.Rect(r.x, r.y, slots.x - 12 - r.x, h) if right else r.move(4 * (h + 4) + 12, 0))
        draw_strip(stage.table, surface, rest, items, from_right=bool(right), key=("duel-used", side))


def middle(stage, surface: pygame.Surface, pic: DuelPicture, fresh: bool) -> None:
    """What the duel is for, Clash n of 3, both sides' clashes won, and each clash so far."""
    glow = pic.result.winner if fresh and pic.result is not None else -1
    stage.frame.draw_score(
        stage.table,
        surface,
        [c.wins for c in pic.sides],
        [side_colour(pic, 0), side_colour(pic, 1)],
        title=T.title(pic),
        heading=_("Clash {n} of 3").format(n=min(3, pic.clash)),
        glow=glow,
        tip=T.score_tip(pic, stage.names(), stage.my_side()),
        results=[(r.winner, r.attack) for r in pic.clashes],
    )


def foot(stage, surface: pygame.Surface, pic: DuelPicture, moment: str) -> None:
    """Who acts now and why; while a result is on screen, its ribbon."""
    names, you = stage.names(), stage.my_side()
    ribbon = T.end_line(pic, names, you) if moment == "end" else ""
    if moment == "clash" and pic.result is not None:
        ribbon = T.clash_line(pic.result, names, you)
    stage.frame.draw_foot(surface, ribbon, "" if ribbon else T.step_line(pic, names, you))
