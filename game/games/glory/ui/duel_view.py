"""The duel: both combatants with their attack value, advantage, spent tokens and supports, the step
being played and who acts, and the three colours of dice (rolls animated; faith and Ring rerolls chosen
by clicking dice). The same view serves tournament, journey-card and title duels."""

from __future__ import annotations

import pygame

from game.games.glory import duel as D
from game.games.glory.duel_dice import BLACK, RED, WHITE
from game.games.glory.duel_text import item_name, step_label
from game.games.glory.state import DuelCtx
from game.games.glory.ui import layout as L
from game.games.glory.ui.cards import knight_spec
from game.games.glory.ui.names import entrant_name
from game.games.glory.ui.widgets import Inspector, seat_badge
from game.i18n import _
from game.ui.art.dice import DiceRoll, render_die
from game.ui.art.tokens import render_token
from game.ui.widgets import style

COLOUR_NAMES = {RED: "red", BLACK: "black", WHITE: "white"}
DIE = 44


def reason_text(reason: str) -> str:
    return {"tournament": _("Tournament duel"), "challenge": _("Challenge duel"), "title": _("Duel for a title")}.get(
        reason, reason
    )


def face_of(colour: int, face: int) -> int | str:
    from game.ui.art.dice import face_label

    return face_label(COLOUR_NAMES[colour], face)


def side_rect(side: int) -> pygame.Rect:
    half = (L.BOARD.w - 30) // 2
    return pygame.Rect(L.BOARD.x + 10 + side * (half + 10), L.BOARD.y + 60, half, L.BOARD.h - 70)


def dice_positions(side: int, n: int) -> list[tuple[int, int]]:
    rect = side_rect(side)
    per_row = 6
    out = []
    for i in range(n):
        row, col = divmod(i, per_row)
        out.append((rect.x + 36 + col * (DIE + 10), rect.y + 200 + row * (DIE + 12)))
    return out


class DuelView:
    """Draws the duel and owns its dice animations and the viewer's die selection."""

    def __init__(self) -> None:
        self.rolls: list[tuple[int, list[int], DiceRoll]] = []  # (side, die indices, animation)
        self.selected: set[int] = set()
        self.die_rects: list[tuple[int, int, pygame.Rect]] = []  # (side, index, rect)

    @property
    def animating(self) -> bool:
        return any(not r.done for _s, _i, r in self.rolls)

    def update(self, dt: float) -> None:
        for _s, _i, roll in self.rolls:
            roll.update(dt)
        self.rolls = [t for t in self.rolls if not t[2].done]

    def skip(self) -> None:
        for _s, _i, roll in self.rolls:
            roll.skip()
        self.rolls = []

    def on_event(self, kind: str, data: dict, speed: float) -> None:
        """Start the animation of a roll or a reroll the engine has already decided."""
        side = data.get("side", 0)
        if kind == "duel_roll" and data.get("dice"):
            dice = data["dice"]
            targets = dice_positions(side, len(dice))
            roll = DiceRoll([(COLOUR_NAMES[c], face_of(c, f)) for c, f, _v in dice], targets, DIE, speed=speed)
            self.rolls.append((side, list(range(len(dice))), roll))
            self.selected.clear()
        elif kind == "duel_reroll" and data.get("after"):
            idx = list(data.get("dice", []))
            after = data["after"]
            targets = [dice_positions(side, len(after))[i] for i in idx if i < len(after)]
            roll = DiceRoll(
                [(COLOUR_NAMES[after[i][0]], face_of(after[i][0], after[i][1])) for i in idx if i < len(after)],
                targets,
                DIE,
                speed=speed,
            )
            self.rolls.append((side, idx, roll))
            self.selected.clear()

    def toggle(self, side: int, index: int, limit: int) -> None:
        if index in self.selected:
            self.selected.discard(index)
        elif len(self.selected) < limit:
            self.selected.add(index)

    def draw(
        self, surface: pygame.Surface, ctx: DuelCtx, table, inspector: Inspector, mouse, my_side: int | None
    ) -> None:
        duel = ctx.state
        assert duel is not None
        style.draw_panel(surface, L.BOARD, "dark")
        style.blit_text(surface, reason_text(ctx.reason), (L.BOARD.x + 18, L.BOARD.y + 14), "title", 22, style.GOLD)
        wins = [duel.clashes.count(0), duel.clashes.count(1)]
        style.blit_text(
            surface,
            _("Clash {n} of 3").format(n=duel.clash) + f"   {wins[0]} – {wins[1]}",
            (L.BOARD.centerx, L.BOARD.y + 18),
            "bold",
            20,
            style.TEXT_LIGHT,
            "midtop",
        )
        step = step_label(duel.phase)
        acting = ""
        if duel.order:
            first = (ctx.a, ctx.b)[duel.order[0]]
            if first == f"p:{table.viewer}" and table.viewer_is_human():
                acting = " — " + _("your move")
            else:
                acting = " — " + _("{name} acts").format(name=entrant_name(table, first))
        style.blit_text(
            surface, step + acting, (L.BOARD.right - 18, L.BOARD.y + 18), "bold", 17, style.GOLD, "topright"
        )
        self.die_rects = []
        for side in (0, 1):
            self._draw_side(surface, duel, side, (ctx.a, ctx.b)[side], table, inspector, mouse, side == my_side)
        for _side, _idx, roll in self.rolls:
            roll.draw(surface)

    def _draw_side(
        self, surface, duel: D.DuelState, side: int, entrant: str, table, inspector, mouse, mine: bool
    ) -> None:
        rect = side_rect(side)
        c = duel.sides[side]
        name = entrant_name(table, entrant)
        x, y = rect.x + 10, rect.y
        if entrant.startswith("k:"):
            inspector.card(surface, knight_spec(entrant[2:]), (x, y), 70, mouse)
        elif c.seat is not None:
            surface.blit(seat_badge(c.seat if entrant != "o" else 9, 64), (x, y + 3))
        style.blit_text(surface, name, (x + 82, y + 4), "title", 21, style.TEXT_LIGHT)
        attack = D.attack_value(duel, side)
        style.blit_text(surface, _("Attack {n}").format(n=attack), (x + 82, y + 34), "bold", 24, style.GOLD)
        for k in range(duel.advantage[side]):
            tok = render_token("advantage", 30)
            surface.blit(tok, (x + 82 + k * 34, y + 68))
        extras = []
        if c.board_strength:
            extras.append(_("{n} Strength").format(n=c.board_strength))
        extras += [item_name(k) for k in c.board_supports + c.board_relics]
        if extras:
            style.blit_paragraphs(
                surface, ", ".join(extras), pygame.Rect(x, y + 108, rect.w - 20, 80), "text", 16, style.TEXT_DIM
            )
        rolling = {i for s, idx, r in self.rolls if s == side for i in idx}
        positions = dice_positions(side, len(duel.dice[side]))
        for i, ((colour, face), (px, py)) in enumerate(zip(duel.dice[side], positions)):
            r = pygame.Rect(px - DIE // 2, py - DIE // 2, DIE, DIE)
            self.die_rects.append((side, i, r))
            if i in rolling:
                continue
            img = render_die(COLOUR_NAMES[colour], face_of(colour, face), DIE, D.star_active(c, colour))
            surface.blit(img, img.get_rect(center=(px, py)))
            if mine and i in self.selected:
                pygame.draw.rect(surface, (120, 220, 140), r.inflate(8, 8), 3, border_radius=8)
            table.tooltip(r, _("Value {v}").format(v=D.die_value(duel, side, (colour, face))))
        if duel.knight_die[side] >= 0:
            img = render_die("white", face_of(WHITE, duel.knight_die[side]), DIE)
            surface.blit(img, img.get_rect(center=(rect.x + 36, rect.y + 200)))
