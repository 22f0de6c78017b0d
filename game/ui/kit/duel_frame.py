"""A duel stage's frame: two combatants facing each other about a middle column, a foot line under them.

``DuelFrame(tray)`` lays the stage ``rect`` out. ``left`` is the side drawn on the left: ``face(side)``
puts the viewer's own side there, the same in every clash and every duel (another side's player sees
their own on the left). ``at(side)`` is where a side is drawn (0 left, 1 right), ``align(side)`` its
text alignment (the right-hand panel is mirrored). ``regions()`` gives ``left``, ``mid``, ``right``
and ``foot``; ``parts(side)`` a combatant's panel: ``name`` and ``sub`` across the top, ``emblem``
over ``figure`` (the big number), the ``dice`` in rows (and, when wide, each row's ``values``
beside it), the ``sum`` (a breakdown) and the ``board`` (what is put on the duel) at the foot.
``dice_places(side, rows)`` is where each die lies; ``roll`` throws dice onto them from inside the
stage, so no die ever flies outside it. ``draw_panel``, ``draw_figure``, ``draw_score`` (the clashes
won as pips about crossed swords, each clash's result) and ``draw_foot`` (who acts, or a result's
ribbon) draw the frame's parts.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.ui import text_fit
from game.ui.kit.banner import draw_ribbon
from game.ui.kit.dice import DiceTray, Roll
from game.ui.kit.layout import cols, rows
from game.ui.kit.tally import draw_tally
from game.ui.widgets import style

PANEL = (34, 28, 42)
ALIGN = ("left", "right")
THROW = 30  # how far from the origin a die may start (``DiceRoll`` scatters them so)


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

    def roll(self, side: int, faces: list[tuple[str, Any, bool]], targets: list[tuple[int, int]], keys: list) -> Roll:
        """Dice thrown from the foot of ``side``'s panel onto ``targets``, every one inside the stage."""
        panel, size = self.parts(side)["panel"], self.tray.size
        room = self.rect.inflate(-2 * (THROW + size // 2 + 4), -2 * (THROW + size // 2 + 4))
        x, y = panel.centerx, panel.bottom - THROW - size
        origin = (min(max(x, room.left), room.right), min(max(y, room.top), room.bottom))
        return Roll(dice=faces, targets=targets, size=size, origin=origin, keys=keys)

    def draw_panel(self, surface: pygame.Surface, side: int, ring: int = 0) -> pygame.Rect:
        """A combatant's dark panel, ringed in gold ``ring`` px wide (0: none)."""
        panel = self.parts(side)["panel"]
        pygame.draw.rect(surface, PANEL, panel, border_radius=10)
        if ring:
            pygame.draw.rect(surface, style.GOLD, panel, ring, border_radius=10)
        return panel

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
            text_fit.draw(surface, f"{a} – {b}", line, "bold", 17, style.TEXT_LIGHT, min_size=12)

    def draw_foot(self, surface: pygame.Surface, ribbon: str, line: str) -> None:
        """A result's ``ribbon`` under the stage when there is one, else ``line`` (who acts and why)."""
        r = self.regions()["foot"]
        if ribbon:
            draw_ribbon(surface, r.inflate(8, 4), ribbon)
        else:
            text_fit.draw(surface, line, r, "bold", 18, style.GOLD, align="left", max_lines=2, min_size=14)
