"""Load a saved game (autosave and named saves; damaged files say why) and name a new save."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import _, pgettext
from game.ui.scene import LOGICAL_SIZE, Scene
from game.ui.scenes import persist
from game.ui.scenes.base import ShellScene
from game.ui.widgets import style
from game.ui.widgets.button import Button
from game.ui.widgets.text_entry import TextEntry

PANEL = pygame.Rect(250, 140, 1100, 600)
ROW_H = 62
ROWS = 8


class LoadScene(ShellScene):
    name = "load"

    def build(self) -> None:
        self.items = persist.entries()
        self.first = 0
        self.hover = -1
        self.widgets = [Button((LOGICAL_SIZE[0] // 2 - 150, PANEL.bottom + 30, 300, 60), lambda: _("Back"), self.back)]

    def enter(self, payload: Any = None) -> None:
        self.build()

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(PANEL.x + 30, PANEL.y + 80 + (i - self.first) * ROW_H, PANEL.width - 60, ROW_H - 8)

    def visible(self) -> range:
        return range(self.first, min(len(self.items), self.first + ROWS))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i in self.visible() if self.row_rect(i).collidepoint(event.pos)), -1)
        elif event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(max(0, len(self.items) - ROWS), self.first - event.y))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i in self.visible():
                if self.delete_rect(i).collidepoint(event.pos):
                    self.ask_delete(i)
                    return
                if self.row_rect(i).collidepoint(event.pos):
                    self.open(i)
                    return
        super().handle(event)

    def delete_rect(self, i: int) -> pygame.Rect:
        r = self.row_rect(i)
        return pygame.Rect(r.right - 50, r.y + 6, 40, r.height - 12)

    def ask_delete(self, i: int) -> None:
        from game.ui.scenes.dialog import confirm

        entry = self.items[i]

        def delete() -> None:
            try:
                persist.delete(entry.path)
            except persist.saves.SaveError as exc:
                from game.ui.scenes.dialog import message

                message(self.app, lambda: _("Cannot delete this save"), str(exc))
            self.build()

        confirm(
            self.app,
            lambda: _("Delete this save?"),
            lambda: _("“{name}” will be deleted for good.").format(name=entry.title),
            delete,
            yes=lambda: _("Delete"),
        )

    def open(self, i: int) -> None:
        entry = self.items[i]
        persist.open_save(self.app, entry.path, replace=True)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_title(surface, _("Load a game"), 80)
        style.draw_panel(surface, PANEL)
        if not self.items:
            style.blit_text(surface, _("No saved games yet."), PANEL.center, "title", 28, style.INK_SOFT, "center")
        heads = (
            (pgettext("load column", "Save"), 0),
            (pgettext("load column", "Game"), 420),
            (_("Moves"), 700),
            (_("Saved"), 820),
        )
        for text, dx in heads:
            style.blit_text(surface, text, (PANEL.x + 50 + dx, PANEL.y + 48), "bold", 21, style.CRIMSON_DARK, "midleft")
        for i in self.visible():
            e = self.items[i]
            r = self.row_rect(i)
            fill = (250, 242, 222) if i == self.hover else (236, 224, 196)
            pygame.draw.rect(surface, fill, r, border_radius=8)
            if i == self.hover:
                pygame.draw.rect(surface, style.GOLD_DARK, r, 2, border_radius=8)
            style.blit_text(surface, e.title, (r.x + 20, r.centery), "bold", 23, style.INK, "midleft")
            if e.error:
                style.blit_text(surface, e.error[:70], (r.x + 440, r.centery), "text", 19, style.CRIMSON, "midleft")
            else:
                style.blit_text(surface, e.game_name, (r.x + 440, r.centery), "text", 22, style.INK, "midleft")
                style.blit_text(surface, str(e.moves), (r.x + 720, r.centery), "text", 22, style.INK, "midleft")
            style.blit_text(
                surface, persist.when(e.saved_at), (r.x + 840, r.centery), "text", 21, style.INK_SOFT, "midleft"
            )
            d = self.delete_rect(i)
            if i == self.hover:
                bin_icon = style.icon("broken-shield", 26, style.CRIMSON)
                if bin_icon is not None:
                    surface.blit(bin_icon, bin_icon.get_rect(center=d.center))
                else:
                    style.blit_text(surface, "×", d.center, "bold", 28, style.CRIMSON, "center")
            self.app.tooltip(r, e.error or _("Click to resume this game."))
            self.app.tooltip(d, _("Delete this save"))
        if len(self.items) > ROWS:
            style.blit_text(
                surface, _("Scroll for more"), (PANEL.centerx, PANEL.bottom - 22), "text", 18, style.INK_SOFT, "center"
            )
        self.draw_widgets(surface)


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
        default = f"{_(session.spec.name)} {persist.when(time.time()).replace(':', '.')}"
        self.entry = TextEntry((self.rect.x + 40, self.rect.y + 110, self.rect.width - 80, 52), default, 40)
        self.entry.focus()
        self.buttons = [
            Button((self.rect.centerx - 250, self.rect.bottom - 80, 240, 54), lambda: _("Save"), self.save),
            Button(
                (self.rect.centerx + 10, self.rect.bottom - 80, 240, 54),
                lambda: _("Cancel"),
                self.app.pop,
                kind="secondary",
            ),
        ]
        self.error = ""

    def save(self) -> None:
        try:
            path = persist.save_named(self.session, self.entry.value)
        except OSError as exc:
            self.error = _("Could not save: {err}").format(err=exc.strerror or exc)
            return
        self.app.pop()
        if self.on_saved:
            self.on_saved(path.stem.replace("_", " "))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return
        if self.entry.handle(event) and event.type != pygame.MOUSEBUTTONDOWN:
            return
        for b in self.buttons:
            if b.handle(event) and event.type != pygame.MOUSEMOTION:
                return

    def update(self, dt: float) -> None:
        self.entry.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        style.dim(surface, 150)
        style.draw_panel(surface, self.rect)
        style.blit_text(
            surface,
            _("Save the game"),
            (self.rect.centerx, self.rect.y + 50),
            "title",
            32,
            style.CRIMSON_DARK,
            "center",
        )
        style.blit_text(
            surface, _("Name"), (self.rect.x + 40, self.rect.y + 96), "bold", 20, style.INK_SOFT, "bottomleft"
        )
        self.entry.draw(surface)
        if self.error:
            style.blit_text(
                surface, self.error, (self.rect.centerx, self.rect.y + 180), "text", 19, style.CRIMSON, "center"
            )
        for b in self.buttons:
            b.draw(surface)
