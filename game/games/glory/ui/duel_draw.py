"""Drawing the duel stage's parts: a combatant (arms or tile, name, attack, dice, the attack as a sum,
what is on the duel board), the score of clashes between them, and the foot of the stage (who acts
and why, or the ribbon of a result). Every text is fitted; every piece registers its tooltip."""

from __future__ import annotations

import pygame

from game.games.glory import content as C
from game.games.glory import duel_captions as T
from game.games.glory.duel_display import COLOUR_PARTS, DuelPicture, Part, face_label
from game.games.glory.duel_text import item_name
from game.games.glory.icons import RELIC_ICONS, SUPPORT_ICONS
from game.games.glory.ui.cards import journey_spec, knight_spec
from game.i18n import _, pgettext
from game.ui import text_fit
from game.ui.art.dice import DIE_EMBLEMS
from game.ui.art.heraldry import arms_for_seat, knight_arms, render_shield
from game.ui.art.tokens import render_token
from game.ui.kit import Die, Term
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
    frame, table = stage.frame, stage.table
    turn = winner is None and pic.order and pic.order[0] == side
    panel = frame.draw_panel(surface, side, 5 if winner == side else 3 if turn else 0)
    emblem(stage, surface, pic, side)
    frame.draw_heading(table, surface, side, stage.names()[side], T.subline(pic, side))
    rolling = any(key[0] == side for key in air)  # no total before the dice land
    attack(stage, surface, pic, side, rolling)
    (dice if pic.sides[side].is_player else knight_die)(stage, surface, pic, side, parts["dice"], air)
    if not rolling:
        sums(stage, surface, pic, side, parts, winner == side)
    c, h = pic.sides[side], parts["board"].h
    if c.is_player:  # Strength on the duel board (the fourth lights the ★), Faith spent, tiles played
        items = [(render_token("faith", h), "")] * c.faith
        items += [(ICONS.get(k, "gem-pendant"), item_name(k)) for k in c.supports + c.relics]
        tally = (c.strength, 4, render_token("strength", h), "biceps")
        frame.draw_board(table, surface, side, tally, items, T.board_tip(pic, side))
    if winner is not None and winner != side:
        style.dim(surface.subsurface(panel), 80)


def _term(p: Part, names: list[str], side: int, you: int | None) -> Term:
    fill = CHIPS.get(p.source, (86, 64, 120))
    ink = style.INK if p.source in ("armor", "white_die") else style.TEXT_LIGHT
    signed = p.source not in CHIPS and p.source != "knight"
    return Term(p.value, fill, T.term(p, names, side, you), ICONS.get(p.source, ""), signed, ink)


def emblem(stage, surface: pygame.Surface, pic: DuelPicture, side: int) -> None:
    """A knight's tile or a Challenge card (both zoomable), a player's arms with their badge, or arms."""
    c, (kind, _sep, key), r = pic.sides[side], pic.entrants[side].partition(":"), stage.side_parts(side)["emblem"]
    name = stage.names()[side]
    tip = "\n".join(x for x in (name, T.subline(pic, side), T.trait_line(pic, side)) if x)
    spec = knight_spec(key) if kind == "k" and key in C.KNIGHTS else None
    spec = journey_spec(key) if kind == "c" and key in C.JOURNEY else spec
    if spec is not None:
        stage.frame.draw_emblem(stage.table, surface, side, tip, spec=spec, ratio=0 if kind == "k" else 0.72)
        return
    shield = render_shield(arms_for_seat(c.seat) if c.is_player else knight_arms(name), (int(r.h * 0.85), r.h))
    badge = style.badge(c.seat, max(24, r.w // 3)) if c.is_player else None
    stage.frame.draw_emblem(stage.table, surface, side, name if c.is_player else tip, shield=shield, badge=badge)


def sums(stage, surface: pygame.Surface, pic: DuelPicture, side: int, parts: dict, strong: bool) -> None:
    """The attack term by term: when wide, each colour's value beside its row of dice and the other
    terms with the total under them; else every term in one row."""
    names, you = stage.names(), stage.my_side()
    terms = pic.parts(side) if pic.side_rolled(side) or not pic.sides[side].is_player else pic.sides[side].mods
    rows_ = {}
    if parts["values"].w and pic.sides[side].is_player:
        rows_ = {COLOUR_PARTS.index(p.source): _term(p, names, side, you) for p in terms if p.source in COLOUR_PARTS}
        terms = [p for p in terms if p.source not in COLOUR_PARTS]
    chips = [_term(p, names, side, you) for p in terms]
    stage.frame.draw_sum(stage.table, surface, side, chips, pic.attack_shown(side), rows=rows_, strong=strong)


def attack(stage, surface: pygame.Surface, pic: DuelPicture, side: int, rolling: bool) -> None:
    """The attack in big figures under the arms ("–" for a player before the roll, "…" while rolling)."""
    value = pic.attack_shown(side)
    shown = "…" if rolling else "–" if value is None else str(value)
    if value is not None and not pic.rolled and T.entrant_traits(pic.entrants[side])[0]:
        shown += "+"  # a white die still to add (the die face glyph is not in the fonts: it showed a box)
    tip = T.attack_tip(pic, side, stage.names(), stage.my_side())
    stage.frame.draw_figure(stage.table, surface, side, _("Attack"), shown, tip)


def dice(stage, surface: pygame.Surface, pic: DuelPicture, side: int, area: pygame.Rect, air: set) -> None:
    """A player's dice in rows by colour, the one that counts marked; clickable when a reroll is on."""
    c, counting, pick = pic.sides[side], pic.counting(side), stage.can_pick(side)
    dice_ = []
    for i, (col, face, value) in enumerate(c.dice):
        key = None if (side, i) in air else (side, i)
        die = Die(COLOURS[col], face_label(col, face), key, c.lit(col) and face == 5, i in counting)
        star = c.lit(col) if face == 5 else None
        die.selected = side == stage.my_side() and i in stage.selected  # the viewer's picks, on their dice only
        die.tip = T.die_tip(col, value, i in counting, pick, star)
        die.on_click = (lambda i=i: stage.toggle(i)) if pick else None
        dice_.append(die)
    stage.frame.draw_dice(stage.table, surface, dice_, stage.dice_places(side, pic))
    if not c.dice:
        if not pic.rolled:
            text = _("Dice are rolled after the Strength step.")
        else:  # the other side's dice are still to come, or there are none
            text = _("No dice this clash.") if pic.side_rolled(side) else _("Rolls next.")
        text_fit.draw(surface, text, area, "text", 18, style.TEXT_DIM, max_lines=3)


def knight_die(stage, surface: pygame.Surface, pic: DuelPicture, side: int, area: pygame.Rect, air: set) -> None:
    """A knight's rule, under its white die when it is a Polish noble (one is rolled each clash)."""
    c, size, text_box = pic.sides[side], stage.tray.size, pygame.Rect(area)
    if c.knight_die is not None or T.entrant_traits(pic.entrants[side])[0]:
        text_box = pygame.Rect(area.x, area.y + size + 12, area.w, area.h - size - 12)
    if c.knight_die is not None:
        col, face, value = c.knight_die
        key, tip = None if (side, 0) in air else (side, 0), _("White die: {v}").format(v=value)
        die = Die("white", face_label(col, face), key, tip=tip)
        stage.frame.draw_dice(stage.table, surface, [die], stage.dice_places(side, pic))
    trait, align = T.trait_line(pic, side), stage.frame.align(side)
    text_fit.draw(surface, trait, text_box, "text", 18, style.TEXT_DIM, align=align, valign="top")


def middle(stage, surface: pygame.Surface, pic: DuelPicture, fresh: bool, over: bool = False) -> None:
    """What the duel is for, Clash n of 3 (``over``: the duel is decided, "Duel over"), both sides'
    clashes won, and each clash so far."""
    glow = pic.result.winner if fresh and pic.result is not None else -1
    heading = pgettext("duel step", "Duel over") if over else _("Clash {n} of 3").format(n=min(3, pic.clash))
    stage.frame.draw_score(
        stage.table,
        surface,
        [c.wins for c in pic.sides],
        [side_colour(pic, 0), side_colour(pic, 1)],
        title=T.title(pic),
        heading=heading,
        glow=glow,
        tip=T.score_tip(pic, stage.names(), stage.my_side()),
        results=[(r.winner, T.result_values(r, stage.frame.left)) for r in pic.clashes],
    )


def foot(stage, surface: pygame.Surface, pic: DuelPicture, moment: str, air: set) -> None:
    """Who acts now and why, and what a star face counts when one shows (neither while dice are in the
    air); while a result is on screen, its ribbon."""
    names, you = stage.names(), stage.my_side()
    ribbon = T.end_line(pic, names, you) if moment == "end" else ""
    if moment == "clash" and pic.result is not None:
        ribbon = T.clash_line(pic.result, names, you)
    tie = "" if air else T.tie_line(pic, stage.live(), names, you)
    line = " ".join(t for t in (T.step_line(pic, names, you, why=not air and not tie), tie) if t)
    line = (line + ("" if air else " " + T.star_line(pic))).strip()
    if not ribbon and not air and stage.step_flash > 0 and stage.live() is not None:
        ribbon = T.step_line(pic, names, you, why=False)  # the viewer's new step, a moment on a ribbon
    stage.frame.draw_foot(surface, ribbon, "" if ribbon else line)
