"""The duel stage: Glory's duels (tournament, Challenge card, Brave title) as the climax they are.

Both combatants face each other large (a player's arms and badge, a knight's tile), each side's dice
in rows by colour with the die that counts marked, the attack term by term under them (best dice,
supports, relic), what each has put on the duel board, the score of clashes, and who acts next and
why. Rolls tumble onto the table; each clash's result and the end of the duel hold the table a moment
(the event timeline: speed setting and skip). The stage draws a ``DuelPicture`` folded from the
duel's events, so a clash stays on screen through its result while the state has moved on.

The table owns one ``DuelStage``: it shows it while ``showing``, calls ``draw(surface, rect)``, puts
``controls()`` in its action bar (``duel_moves.SLOTS``), shows ``status()`` and ``hint()``, routes
the event kinds of ``animations`` to it, and calls ``on_undo()`` after an undo.
"""

from __future__ import annotations

import copy

import pygame

from game.games.glory import duel as D
from game.games.glory.duel_captions import entrant_label
from game.games.glory.duel_display import DuelPicture, SidePicture, from_history, start
from game.games.glory.ui import duel_draw as draw
from game.games.glory.ui import duel_moves
from game.ui import text_fit
from game.ui.kit import DiceTray, Pause, Roll
from game.ui.kit.dice import in_the_air
from game.ui.kit.timeline import Call
from game.ui.widgets import style

KINDS = ("start", "step", "pass", "support", "strength", "roll", "reroll", "relic", "clash", "end", "recover")
SECONDS = {"duel_start": 0.8, "duel_clash": 2.2, "duel_end": 2.8, "move": 0.6}
MOMENTS = {"duel_clash": "clash", "duel_end": "end"}


class DuelStage:
    """The duel as the viewer sees it (see the module docstring)."""

    animations = {"duel_" + k: "animate" for k in KINDS}

    def __init__(self, table) -> None:
        self.table = table
        self.latest: DuelPicture | None = None  # every duel event folded in
        self.shown: DuelPicture | None = None  # what the timeline has shown so far
        self.folded = -1  # history steps folded into ``latest``
        self.knights_only = False  # the events now come from a duel of two knights
        self.selected: list[int] = []
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.tray = DiceTray(48)

    # --- what is on ----------------------------------------------------------------------------
    def live(self) -> D.DuelState | None:
        """The duel being fought now (not one between two knights)."""
        ctx = getattr(self.table.view, "duel", None)
        duel = ctx.state if ctx is not None else None
        return None if duel is None or all(c.kind == D.KNIGHT for c in duel.sides) else duel

    @property
    def showing(self) -> bool:
        """A duel with a player or Otto in it is on, or its events are still being shown."""
        return self.live() is not None or self.playing()

    def playing(self) -> bool:
        """Duel events are waiting on the timeline."""
        return any(getattr(a, "stage", None) is self for anims in self.table.timeline.queue for a in anims)

    def picture(self) -> DuelPicture | None:
        """The picture to draw now (caught up with the store when nothing is playing)."""
        if not self.table.timeline.busy:
            self._catch_up(len(self.table.store.history))
            self._show(self.latest)
        return self.shown

    def _catch_up(self, steps: int) -> None:
        if self.folded != steps:
            self.latest = from_history(self.table.store.history[:steps])
            self.folded, self.knights_only = steps, False

    def names(self) -> list[str]:
        pic = self.shown
        if pic is None:
            return ["", ""]
        return [
            self.table.seat_name(c.seat) if c.is_player else entrant_label(e) for c, e in zip(pic.sides, pic.entrants)
        ]

    def my_side(self) -> int | None:
        pic, viewer = self.shown, self.table.viewer
        if pic is None or viewer is None or not self.table.viewer_is_human():
            return None
        return next((i for i, c in enumerate(pic.sides) if c.is_player and c.seat == viewer), None)

    @staticmethod
    def lit(c: SidePicture, colour: int) -> bool:
        """Whether ``c``'s ★ of ``colour`` is activated (4 Strength tokens, level IV mount or armor)."""
        return (c.star, c.mount >= 4, c.armor >= 4)[colour]

    # --- the viewer's dice -------------------------------------------------------------------------
    def can_pick(self, side: int) -> bool:
        return side == self.my_side() and duel_moves.reroll_limit(self) > 0 and not self.table.timeline.busy

    def toggle(self, index: int) -> None:
        """Choose (or drop) one of the viewer's dice for the reroll on offer."""
        if index in self.selected:
            self.selected.remove(index)
        else:
            if len(self.selected) >= duel_moves.reroll_limit(self):
                self.selected.pop(0)
            self.selected.append(index)
        self.table.update_controls()

    def controls(self) -> list:
        return duel_moves.controls(self)

    def hint(self) -> str:
        return duel_moves.hint(self)

    def status(self) -> str:
        return duel_moves.status(self)

    # --- events -----------------------------------------------------------------------------------
    def animate(self, ev) -> list:
        """The animations of one duel event (the table calls it for each kind in ``animations``)."""
        history = len(self.table.store.history)
        if self.folded != history:
            self._catch_up(history - 1)
            self.folded = history
        if ev.kind == "duel_start":
            pic = start(ev)
            self.knights_only = pic is None
            if pic is None:
                return []
            self.latest = pic
        elif self.knights_only or self.latest is None:
            return []
        else:
            self.latest.apply(ev)
        snap = copy.deepcopy(self.latest)
        anims = [Call(fn=lambda: self._show(snap), hold=True), *self._extras(ev, snap)]
        for a in anims:
            a.stage = self
            a.moment = MOMENTS.get(ev.kind, "")
        return anims

    def _show(self, pic: DuelPicture | None) -> None:
        old = self.shown
        if (
            old is None
            or pic is None
            or (old.clash, old.step, old.sides[0].dice) != (pic.clash, pic.step, pic.sides[0].dice)
        ):
            self.selected = []
        self.shown = pic

    def _extras(self, ev, pic: DuelPicture) -> list:
        d, kind = ev.data, ev.kind
        viewer = self.table.viewer if self.table.viewer_is_human() else None
        mine = viewer is not None and d.get("seat") == viewer
        scale = 1.0 if any(c.is_player and c.seat == viewer for c in pic.sides) else 0.6
        if kind in ("duel_roll", "duel_reroll"):
            return [self._sound("dice"), self._roll(d, pic)]
        if kind in SECONDS:
            won = kind != "duel_start" and pic.sides[d["winner"]].seat == viewer and viewer is not None
            return [self._sound("cheer" if won else "clash"), Pause(SECONDS[kind] * scale)]
        if kind in ("duel_support", "duel_strength", "duel_relic", "duel_recover") and not mine:
            return [self._sound("flip"), Pause(SECONDS["move"] * scale)]
        return []

    def _sound(self, name: str) -> Call:
        return Call(fn=lambda: self.table.app.sound.play(name), hold=True)

    def _roll(self, d: dict, pic: DuelPicture) -> Roll:
        side = d["side"]
        places = self.dice_places(side, pic)
        if "knight_die" in d:
            idx, dice = [0], [d["knight_die"]]
        else:
            dice = d.get("after") or d["dice"]
            idx = list(d["dice"]) if "after" in d else list(range(len(dice)))
            dice = [dice[i] for i in idx]
        c = pic.sides[side]
        faces = [(draw.COLOURS[col], draw.face_label(col, f), self.lit(c, col) and f == 5) for col, f, _v in dice]
        targets = [places[i].center if i < len(places) else self.rect.center for i in idx]
        origin = (self.rect.centerx, self.rect.bottom - 30)
        return Roll(dice=faces, targets=targets, size=self.tray.size, origin=origin, keys=[(side, i) for i in idx])

    def moment(self) -> str:
        """ "clash" or "end" while a result holds the table (or the duel is over), else ""."""
        for a in self.table.timeline.running():
            if getattr(a, "stage", None) is self and getattr(a, "moment", ""):
                return a.moment
        return "end" if self.shown is not None and self.shown.over else ""

    def on_undo(self) -> None:
        self.folded, self.selected = -1, []

    def skip(self) -> None:
        """Nothing to finish: the picture catches up once the timeline is empty."""

    # --- layout -------------------------------------------------------------------------------------
    def regions(self) -> dict[str, pygame.Rect]:
        rect = self.rect
        head = pygame.Rect(rect.x + 14, rect.y + 6, rect.w - 28, 32)
        foot = pygame.Rect(rect.x + 14, rect.bottom - 50, rect.w - 28, 42)
        body = pygame.Rect(rect.x + 10, head.bottom + 4, rect.w - 20, foot.y - head.bottom - 10)
        mid = max(96, min(150, body.w // 8))
        side_w = (body.w - mid - 16) // 2
        return {
            "head": head,
            "foot": foot,
            "side0": pygame.Rect(body.x, body.y, side_w, body.h),
            "mid": pygame.Rect(body.x + side_w + 8, body.y, mid, body.h),
            "side1": pygame.Rect(body.right - side_w, body.y, side_w, body.h),
        }

    def side_parts(self, side: int) -> dict[str, pygame.Rect]:
        """A combatant's panel: name and subline across the top; arms (or tile) over the attack on the
        left, the dice in rows by colour on the right; the sum and the duel board along the bottom."""
        r = self.regions()[f"side{side}"]
        middle = pygame.Rect(r.x + 10, r.y + 62, r.w - 20, r.h - 62 - 76)
        em = max(64, min(130, middle.h - 64, middle.w // 3))
        dice = pygame.Rect(middle.x + em + 16, middle.y, middle.right - middle.x - em - 16, middle.h)
        self.tray.size = max(30, min(60, dice.h // 3 - 8, dice.w // 3 - 8))
        return {
            "name": pygame.Rect(r.x + 12, r.y + 6, r.w - 24, 30),
            "sub": pygame.Rect(r.x + 12, r.y + 36, r.w - 24, 22),
            "emblem": pygame.Rect(middle.x, middle.y, em, em),
            "attack": pygame.Rect(middle.x, middle.y + em + 4, em, middle.h - em - 4),
            "dice": dice,
            "sum": pygame.Rect(r.x + 10, r.bottom - 70, r.w - 20, 32),
            "board": pygame.Rect(r.x + 10, r.bottom - 32, r.w - 20, 26),
        }

    def dice_places(self, side: int, pic: DuelPicture) -> list[pygame.Rect]:
        """Where each of ``side``'s dice lies (engine order), in rows by colour."""
        if self.rect.w == 0:
            self.rect = pygame.Rect(self.table.lay.get("board", self.table.table_rect))
        area = self.side_parts(side)["dice"]
        c = pic.sides[side]
        if not c.is_player:
            return [pygame.Rect(area.x, area.y, self.tray.size, self.tray.size)]
        rows = [[i for i, d in enumerate(c.dice) if d[0] == col] for col in range(3)]
        out: dict[int, pygame.Rect] = {}
        for row, rects in zip(rows, self.tray.places(area, [len(r) for r in rows])):
            out.update(zip(row, rects))
        return [out[i] for i in range(len(c.dice))]

    # --- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        pic = self.picture()
        style.draw_panel(surface, rect, "dark")
        if pic is None:
            return
        reg, moment = self.regions(), self.moment()
        air = in_the_air(self.table.timeline.running())
        for side in (0, 1):
            self._draw_side(surface, pic, side, air, moment)
        draw.middle(self, surface, pic, reg["mid"], moment == "clash")
        text_fit.draw(surface, draw.T.title(pic), reg["head"], "title", 22, style.GOLD, align="left", min_size=15)
        if moment:
            draw.ribbon(self, surface, reg["foot"], pic, moment)
        else:
            draw.footer(self, surface, reg["foot"], pic)

    def _draw_side(self, surface: pygame.Surface, pic: DuelPicture, side: int, air: set, moment: str) -> None:
        reg, parts = self.regions()[f"side{side}"], self.side_parts(side)
        won = {"clash": pic.result.winner if pic.result else -1, "end": pic.winner}.get(moment)
        pygame.draw.rect(surface, (34, 28, 42), reg, border_radius=10)
        if won == side or (won is None and pic.order and pic.order[0] == side):
            pygame.draw.rect(surface, style.GOLD, reg, 5 if won == side else 3, border_radius=10)
        draw.emblem(self, surface, pic, side, parts["emblem"])
        name = self.names()[side]
        fit = text_fit.draw(surface, name, parts["name"], "title", 24, style.TEXT_LIGHT, align="left", ellipsis_ok=True)
        if fit.ellipsized:
            self.table.spots.add(parts["name"], ("duel-name", side), tip=name)
        text_fit.draw(surface, draw.T.subline(pic, side), parts["sub"], "text", 17, style.TEXT_DIM, align="left")
        draw.attack(self, surface, pic, side, parts["attack"])
        draw.dice(self, surface, pic, side, parts["dice"], air)
        draw.sum_chips(self, surface, parts["sum"], pic, side, bold=won == side)
        draw.board(self, surface, parts["board"], pic, side)
        if won is not None and won != side:
            style.dim(surface.subsurface(reg), 80)
