"""Load a saved game (autosave and named saves; damaged files say why) and name a new save."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import _, ngettext, pgettext
from game.ui import text_fit
from game.ui.scene import LOGICAL_SIZE, Scene
from game.ui.scenes import persist
from game.ui.scenes.base import ShellScene
from game.ui.widgets import style

PANEL = pygame.Rect(250, 140, 1100, 600)
ROW_H = 62
ROWS = 8
COLUMNS = (0, 320, 636)  # save, game (its players and where it stands under it), saved (x offsets in a row)
WIDTHS = (305, 300, 194)  # the last column ends clear of the Open and Delete buttons; a date on one line
BUTTONS_W = 190  # Open and Delete at the end of each row


class LoadScene(ShellScene):
    name = "load"

    def build(self) -> None:
        self.items = persist.entries()
        self.first = 0
        self.hover = -1
        gui = self.gui
        self.open_buttons = []
        self.delete_buttons = []
        for i in range(ROWS):
            r = self._slot(i)
            self.open_buttons.append(
                gui.button(
                    (r.right - BUTTONS_W, r.y + 8, 96, r.h - 16),
                    _("Open"),
                    lambda i=i: self.open(self.first + i),
                    kind="primary",
                    size=19,
                    tooltip=_("Resume this game"),
                )
            )
            self.delete_buttons.append(
                gui.button(
                    (r.right - 88, r.y + 8, 80, r.h - 16),
                    _("Delete"),
                    lambda i=i: self.ask_delete(self.first + i),
                    kind="secondary",
                    size=17,
                    tooltip=_("Delete this save"),
                )
            )
        gui.button((LOGICAL_SIZE[0] // 2 - 150, PANEL.bottom + 30, 300, 60), _("Back"), self.back)
        self._show_rows()

    def _slot(self, i: int) -> pygame.Rect:
        return pygame.Rect(PANEL.x + 30, PANEL.y + 80 + i * ROW_H, PANEL.width - 60, ROW_H - 8)

    def _show_rows(self) -> None:
        for i in range(ROWS):
            k = self.first + i
            shown = k < len(self.items)
            for b in (self.open_buttons[i], self.delete_buttons[i]):
                b.show() if shown else b.hide()
            if shown and self.items[k].error:
                self.open_buttons[i].disable()
            elif shown:
                self.open_buttons[i].enable()

    def enter(self, payload: Any = None) -> None:
        self.rebuild()

    def row_rect(self, i: int) -> pygame.Rect:
        """Where item ``i`` is drawn (it must be among the visible rows)."""
        return self._slot(i - self.first)

    def delete_rect(self, i: int) -> pygame.Rect:
        return self.delete_buttons[i - self.first].rect

    def visible(self) -> range:
        return range(self.first, min(len(self.items), self.first + ROWS))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i in self.visible() if self.row_rect(i).collidepoint(event.pos)), -1)
        elif event.type == pygame.MOUSEWHEEL:
            first = max(0, min(max(0, len(self.items) - ROWS), self.first - event.y))
            if first != self.first:
                self.first = first
                self._show_rows()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i in self.visible():
                if self.row_rect(i).collidepoint(event.pos):
                    self.open(i)
                    return
        super().handle(event)

    def ask_delete(self, i: int) -> None:
        from game.ui.scenes.dialog import confirm

        entry = self.items[i]

        def delete() -> None:
            try:
                persist.delete(entry.path)
            except persist.saves.SaveError as exc:
                from game.ui.scenes.dialog import message

                message(self.app, lambda: _("Cannot delete this save"), str(exc))
            self.rebuild()

        confirm(
            self.app,
            lambda: _("Delete this save?"),
            lambda: _("“{name}” will be deleted for good.").format(name=entry.title),
            delete,
            yes=lambda: _("Delete"),
        )

    def open(self, i: int) -> None:
        if 0 <= i < len(self.items):
            persist.open_save(self.app, self.items[i].path, replace=True)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_title(surface, _("Load a game"), 80)
        style.draw_panel(surface, PANEL)
        if not self.items:
            self.draw_text(surface, _("No saved games yet."), PANEL.inflate(-80, -300), "title", 28, style.INK_SOFT)
        heads = (pgettext("load column", "Save"), pgettext("load column", "Game"), _("Saved"))
        for text, dx, w in zip(heads, COLUMNS, WIDTHS):
            self.draw_text(
                surface, text, (PANEL.x + 50 + dx, PANEL.y + 32, w, 32), "bold", 21, style.CRIMSON_DARK, align="left"
            )
        for i in self.visible():
            e = self.items[i]
            r = self.row_rect(i)
            fill = (250, 242, 222) if i == self.hover else (236, 224, 196)
            pygame.draw.rect(surface, fill, r, border_radius=8)
            if i == self.hover:
                pygame.draw.rect(surface, style.GOLD_DARK, r, 2, border_radius=8)
            cells = [(e.title, "bold", 23, style.INK, WIDTHS[0], True)]
            if e.error:
                cells.append((e.error, "text", 19, style.CRIMSON, COLUMNS[2] + WIDTHS[2] - COLUMNS[1], False))
            else:
                cells.append((e.game_name, "text", 22, style.INK, WIDTHS[1], False))
                cells.append((persist.when(e.saved_at), "text", 20, style.INK_SOFT, WIDTHS[2], False))
            for (text, role, size, colour, w, typed), dx in zip(cells, COLUMNS):
                box = pygame.Rect(r.x + 20 + dx, r.y, w, r.h)
                if dx == COLUMNS[1] and not e.error and e.details:
                    self.draw_game_cell(surface, box, e)
                    continue
                fit = self.draw_text(
                    surface, text, box, role, size, colour, align="left", max_lines=2, ellipsis_ok=typed
                )
                if fit.ellipsized:
                    self.app.tooltip(box, text)
            self.app.tooltip(r, e.error or _("Click to resume this game."))
        if len(self.items) > ROWS:
            self.draw_text(
                surface, _("Scroll for more"), (PANEL.x, PANEL.bottom - 38, PANEL.w, 28), "text", 18, style.INK_SOFT
            )

    def draw_game_cell(self, surface: pygame.Surface, box: pygame.Rect, e: persist.SaveEntry) -> None:
        """The game's name over its players and where it stands ('3 players · Round 2')."""
        top, bottom = (
            pygame.Rect(box.x, box.y + 2, box.w, box.h // 2),
            pygame.Rect(box.x, box.centery, box.w, box.h // 2 - 2),
        )
        self.draw_text(surface, e.game_name, top, "text", 22, style.INK, align="left", min_size=16)
        self.draw_text(surface, e.details, bottom, "text", 18, style.INK_SOFT, align="left", min_size=14)
        moves = ngettext("{n} move played", "{n} moves played", e.moves).format(n=e.moves)
        self.app.tooltip(box, f"{e.game_name}\n{e.details}\n{moves}")


class SaveDialog(Scene):
    """Asks for a save name, then writes the save (the table shows a toast with the result)."""

    overlay = True
    name = "save"

    def __init__(self, app, session, on_saved: Callable[[str], None] | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.on_saved = on_saved
        self.rect = pygame.Rect(0, 0, 640, 300)
        self.rect.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        self.error = ""
        self.default = self.suggested_name(time.time())  # kept as shown: the name saved is the name read
        self.build()

    def suggested_name(self, ts: float) -> str:
        """The game's name and the time, as the load list shows a save's time."""
        return f"{_(self.session.spec.name)} {persist.when(ts)}"

    def build(self) -> None:
        gui = self.gui
        value = self.entry.value if getattr(self, "entry", None) is not None else self.default
        gui.clear()
        with text_fit.where(self.name):
            window = gui.window(self.rect, _("Save the game"))
            inner = window.get_container()
            iw = inner.get_rect().w
            self.entry = gui.entry(
                (30, 48, iw - 60, 50), value, max_len=60, on_done=lambda _t: self.save(), container=inner
            )
            self.buttons = [
                gui.button((iw // 2 - 250, 150, 240, 54), _("Save"), self.save, container=inner),
                gui.button((iw // 2 + 10, 150, 240, 54), _("Cancel"), self.app.pop, kind="secondary", container=inner),
            ]
        self._label_at = (self.rect.x + 30 + 3, self.rect.y + 56 + 10)
        gui.focus(self.entry)

    def on_language_change(self) -> None:
        self.build()

    def save(self) -> None:
        if self.app.top is not self:
            return
        now = time.time()
        name = self.entry.value  # the name shown, even if the minute turned since the last frame
        try:
            persist.save_named(self.session, name, saved_at=now)
        except OSError as exc:
            self.error = _("Could not save: {err}").format(err=exc.strerror or exc)
            return
        self.app.pop()
        if self.on_saved:
            self.on_saved(name.strip())

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        style.dim(surface, 150)

    def draw_over(self, surface: pygame.Surface) -> None:
        x, y = self._label_at
        with text_fit.where(self.name):
            text_fit.draw(surface, _("Name"), pygame.Rect(x, y, 300, 24), "bold", 20, style.INK_SOFT, align="left")
            if self.error:
                text_fit.draw(
                    surface,
                    self.error,
                    pygame.Rect(self.rect.x + 30, self.rect.y + 160, self.rect.w - 60, 40),
                    "text",
                    19,
                    style.CRIMSON,
                    max_lines=2,
                )
