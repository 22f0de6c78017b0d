"""A duel stage's frame: two combatants facing each other about a middle column, a foot line under them.

``DuelFrame(tray)`` lays the stage ``rect`` out. ``left`` is the side drawn on the left: ``face(side)``
puts the viewer's own side there, the same in every clash and every duel (another side's player sees
their own on the left). ``at(side)`` is where a side is drawn (0 left, 1 right), ``align(side)`` its
text alignment (the right-hand panel is mirrored). ``regions()`` gives ``left``, ``mid``, ``right``
and ``foot``; ``parts(side)`` a combatant's panel: ``name`` and ``sub`` across the top, ``emblem``
over ``figure`` (the big number), the ``dice`` in rows (and, when wide, each row's ``values``
beside it), the ``sum`` (a breakdown) and the ``board`` (what is put on the duel) at the foot.
``dice_places(side, rows)`` is where each die lies; ``roll`` throws dice onto them from inside the
stage, so no die ever flies outside it (nor over another view while the stage is hidden). The ``draw_*`` methods draw the parts: ``panel`` (ringed for
whose turn it is or who won), ``heading``, ``emblem`` (a zoomable card or a shield and badge),
``figure``, ``dice``, ``sum`` (a breakdown, row values beside the dice), ``board`` (tokens put on the
duel and items played), ``score`` (the clashes won as pips about crossed swords, each clash's result)
and ``foot`` (who acts, or a result's ribbon).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui import text_fit
from game.ui.art.cards import render_card
from game.ui.kit.banner import draw_ribbon
from game.ui.kit.breakdown import Term, draw_breakdown, draw_term
from game.ui.kit.dice import DiceTray, Die, Roll
from game.ui.kit.layout import cols, rows
from game.ui.kit.tally import draw_strip, draw_tally
from game.ui.widgets import style

PANEL = (34, 28, 42)
ALIGN = ("left", "right")
THROW = 30  # how far from the origin a die may start (``DiceRoll`` scatters them so)


@dataclass
class StageRoll(Roll):
    """A roll drawn only in the frames the stage itself is drawn (``shown()``): behind another tab,
    no die flies over what is there instead."""

    shown: Callable[[], bool] | None = None

    def draw(self, surface: pygame.Surface) -> None:
        if self.shown is None or self.shown():
            super().draw(surface)


class DuelFrame:
    """The stage's geometry and its frame's drawing (see the module docstring)."""

    def __init__(self, tray: DiceTray | None = None) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.tray = tray or DiceTray(48)
        self.left = 0

    def face(self, side: int | None) -> None:
        """Draw ``side`` (the viewer's) on the left; None: the first side on the left."""
        self.left = side if side in (0, 1) else 0

    def at(self, side: int) -> int:
        return side ^ self.left

    def align(self, side: int) -> str:
        return ALIGN[self.at(side)]

    def regions(self) -> dict[str, pygame.Rect]:
        body, foot = rows(self.rect.inflate(-20, -12), [1.0, 40], gap=6)
        left, mid, right = cols(body, [1.0, max(104, min(160, body.w // 8)), 1.0], gap=8)
        return {"left": left, "mid": mid, "right": right, "foot": foot}

    def parts(self, side: int) -> dict[str, pygame.Rect]:
        """A combatant's panel and its parts (see the module docstring)."""
        panel = self.regions()[("left", "right")[self.at(side)]]
        inner = panel.inflate(-20, -12)
        wide = inner.w >= 420
        name, sub, middle, total, board = rows(inner, [30, 22, 1.0, 32, 0 if wide else 26], gap=4)
        em = max(64, min(150, middle.h - 84, middle.w // 3))
        left, dice = cols(middle, [em, 1.0], gap=14)
        self.tray.size = size = max(30, min(64, dice.h // 3 - 8, (dice.w - (76 if wide else 0)) // 3 - 8))
        values = pygame.Rect(dice.x + 3 * (size + 8) + 6, dice.y, 64 if wide else 0, dice.h)
        if wide:  # the sum ends under the values, the board takes the rest of the row
            total = pygame.Rect(values.right + 50 - 230, total.y, 230, total.h)
            board = pygame.Rect(inner.x, total.y + 3, total.x - inner.x - 8, total.h - 6)
        emblem, figure = rows(left, [em, 1.0], gap=4)
        parts = dict(emblem=emblem, figure=figure, dice=dice, values=values, sum=total, board=board)
        if self.at(side):  # mirrored
            parts = {k: pygame.Rect(inner.x + inner.right - r.right, r.y, r.w, r.h) for k, r in parts.items()}
        return parts | {"panel": panel, "name": name, "sub": sub}

    def dice_places(self, side: int, kinds: Sequence[int], n_rows: int = 3) -> list[pygame.Rect]:
        """Where each die lies (``kinds[i]``: the row of die ``i``), from the panel's outer edge."""
        area = self.parts(side)["dice"]
        by_row = [[i for i, k in enumerate(kinds) if k == r] for r in range(n_rows)]
        out: dict[int, pygame.Rect] = {}
        for row, rects in zip(by_row, self.tray.places(area, [len(r) for r in by_row])):
            mirrored = (r.move(area.x + area.right - r.right - r.x, 0) if self.at(side) else r for r in rects)
            out.update(zip(row, mirrored))
        first = pygame.Rect(area.right - self.tray.size if self.at(side) else area.x, area.y, *[self.tray.size] * 2)
        return [out[i] for i in range(len(out))] or [first]

    def roll(self, side: int, faces: list[tuple[str, Any, bool]], targets: list[tuple[int, int]], keys: list, **kw):
        """Dice thrown from the foot of ``side``'s panel onto ``targets``, every one inside the stage
        (``shown``: whether the stage is on screen this frame; the dice fly only then)."""
        panel, size = self.parts(side)["panel"], self.tray.size
        room = self.rect.inflate(-2 * (THROW + size // 2 + 4), -2 * (THROW + size // 2 + 4))
        x, y = panel.centerx, panel.bottom - THROW - size
        origin = (min(max(x, room.left), room.right), min(max(y, room.top), room.bottom))
        return StageRoll(dice=faces, targets=targets, size=size, origin=origin, keys=keys, shown=kw.get("shown"))

    def draw_panel(self, surface: pygame.Surface, side: int, ring: int = 0) -> pygame.Rect:
        """A combatant's dark panel, ringed in gold ``ring`` px wide (0: none)."""
        panel = self.parts(side)["panel"]
        pygame.draw.rect(surface, PANEL, panel, border_radius=10)
        if ring:
            pygame.draw.rect(surface, style.GOLD, panel, ring, border_radius=10)
        return panel

    def draw_heading(self, table: Any, surface: pygame.Surface, side: int, name: str, sub: str) -> None:
        """The combatant's name (the whole of it in a tooltip, should it be cut) and the line under it."""
        parts, align = self.parts(side), self.align(side)
        text_fit.draw(surface, name, parts["name"], "title", 24, style.TEXT_LIGHT, align=align, ellipsis_ok=True)
        table.spots.add(parts["name"], ("duel-name", side), tip=name)
        text_fit.draw(surface, sub, parts["sub"], "text", 17, style.TEXT_DIM, align=align)

    def draw_emblem(self, table: Any, surface: pygame.Surface, side: int, tip: str, **kw: Any) -> None:
        """A card face (``spec``, ``ratio`` of width to height, 0: the emblem's own; zoomable) or a
        ``shield`` picture with a ``badge`` in its corner."""
        r, spec = self.parts(side)["emblem"], kw.get("spec")
        if spec is not None:
            ratio = kw.get("ratio", 0)
            face = render_card(spec, (int(r.h * ratio), r.h) if ratio else (r.w, r.h))
            table.spots.add(surface.blit(face, face.get_rect(center=r.center)), ("duel-card", side), tip=tip, zoom=spec)
            return
        shield, badge = kw["shield"], kw.get("badge")
        surface.blit(shield, shield.get_rect(center=r.center))
        if badge is not None:
            surface.blit(badge, badge.get_rect(bottomright=r.bottomright))
        table.spots.add(r, ("duel-arms", side), tip=tip)

    def draw_dice(
        self, table: Any, surface: pygame.Surface, dice: Sequence[Die], places: Sequence[pygame.Rect]
    ) -> None:
        """Each die in its place with its spot (tooltip, click); dice whose key is None are in the air."""
        for die, place in zip(dice, places):
            if die.key is not None:
                self.tray.draw_die(surface, die, place)
                table.spots.add(place, die.key, tip=die.tip, on_click=die.on_click)

    def draw_sum(self, table: Any, surface: pygame.Surface, side: int, terms: list[Term], total: Any, **kw) -> None:
        """The figure as the terms it adds up from; ``rows`` ({dice row: term}), when the panel is wide,
        go beside their row of dice; ``strong``: the winning side's."""
        parts, rows_ = self.parts(side), kw.get("rows", {})
        for row, term in rows_.items():
            y = parts["dice"].y + row * (self.tray.size + self.tray.gap) + (self.tray.size - 32) // 2
            chip = pygame.Rect(parts["values"].x, y, parts["values"].w, 32)
            draw_term(table, surface, chip, term, key=("duel-row", side, row))
        align = ALIGN[1 - self.at(side)] if rows_ else self.align(side)
        key, strong = ("duel-sum", side), kw.get("strong", False)
        draw_breakdown(table, surface, parts["sum"], terms, total, key=key, strong=strong, align=align)

    def draw_board(self, table: Any, surface: pygame.Surface, side: int, tally: tuple, items: list, tip: str) -> None:
        """What a side has put on the duel: ``tally`` (count, places, token image, ghost icon) from the
        panel's outer edge, then ``items`` ((image or icon, tooltip) each) beside them."""
        r, right = self.parts(side)["board"], self.at(side)
        count, places, image, ghost = tally
        h = r.h
        slots = pygame.Rect(r.right - places * (h + 4) if right else r.x, r.y, places * (h + 4), h)
        draw_tally(surface, slots, count, places, (0, 0, 0), image=image, ghost=ghost)
        table.spots.add(slots, ("duel-board", side), tip=tip)
        rest = r.clip(pygame.Rect(r.x, r.y, slots.x - 12 - r.x, h) if right else r.move(places * (h + 4) + 12, 0))
        draw_strip(table, surface, rest, items, from_right=bool(right), key=("duel-used", side))

    def draw_figure(self, table: Any, surface: pygame.Surface, side: int, label: str, figure: str, tip: str) -> None:
        """The big number under the emblem with its label (an attack, a score)."""
        r = self.parts(side)["figure"]
        text_fit.draw(surface, label, pygame.Rect(r.x, r.y, r.w, 20), "bold", 17, style.TEXT_DIM, min_size=12)
        text_fit.draw(surface, figure, pygame.Rect(r.x, r.y + 20, r.w, r.h - 20), "title", 48, style.GOLD, min_size=18)
        table.spots.add(r, ("duel-attack", side), tip=tip)

    def draw_score(
        self, table: Any, surface: pygame.Surface, wins: Sequence[int], colours: Sequence[tuple], **kw: Any
    ) -> None:
        """The middle column: ``title``, ``heading`` (Clash n of 3), both sides' ``wins`` out of
        ``need`` as pips about crossed swords (``glow``: the side whose pip is new), then each of
        ``results`` ((winner, {side: value}) per clash) as a line in its winner's colour."""
        r, need, glow = self.regions()["mid"], kw.get("need", 2), kw.get("glow", -1)
        text_fit.draw(surface, kw["title"], pygame.Rect(r.x, r.y, r.w, 62), "title", 19, style.GOLD, max_lines=3)
        head = pygame.Rect(r.x, r.y + 64, r.w, 44)
        text_fit.draw(surface, kw["heading"], head, "bold", 19, style.TEXT_LIGHT, max_lines=2)
        pip = max(12, min(26, (r.w - 24) // 4))
        tally = pygame.Rect(r.x, r.y + 112, r.w, 2 * pip + 14)
        for s in (0, 1):
            x = r.x + 6 if self.at(s) == 0 else r.right - 6 - pip
            pips = pygame.Rect(x, tally.y + 4, pip, 2 * pip + 6)
            draw_tally(surface, pips, wins[s], need, colours[s], glow=1.0 if glow == s else 0.0, vertical=True)
        table.spots.add(tally, "duel-score", tip=kw.get("tip", ""))
        swords = style.icon("crossed-swords", max(16, min(52, r.w - 2 * pip - 20)), style.GOLD)
        if swords is not None:
            surface.blit(swords, swords.get_rect(center=tally.center))
        for i, (winner, value) in enumerate(kw.get("results", ())):
            line = pygame.Rect(r.x + 4, tally.bottom + 10 + 30 * i, r.w - 8, 26)
            pygame.draw.rect(surface, colours[winner], line, border_radius=6)
            a, b = (value[self.left], value[1 - self.left])
            text_fit.draw(surface, f"{a} – {b}", line, "bold", 17, style.text_on(colours[winner]), min_size=12)

    def draw_foot(self, surface: pygame.Surface, ribbon: str, line: str) -> None:
        """A result's ``ribbon`` under the stage when there is one, else ``line`` (who acts and why)."""
        r = self.regions()["foot"]
        if ribbon:
            draw_ribbon(surface, r.inflate(8, 4), ribbon)
        else:
            text_fit.draw(surface, line, r, "bold", 18, style.GOLD, align="left", max_lines=2, min_size=14)
