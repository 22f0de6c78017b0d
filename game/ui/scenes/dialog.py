"""Modal dialogs: a message with buttons, drawn over the dimmed scene below."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.i18n import _
from game.ui.scene import LOGICAL_SIZE, Scene
from game.ui.widgets import style
from game.ui.widgets.button import Button, Label, resolve


class DialogScene(Scene):
    """``buttons`` = [(label, callback or None, kind)]; a None callback just closes the dialog."""

    overlay = True
    name = "dialog"

    def __init__(
        self,
        app,
        title: Label,
        message: Label,
        buttons: Sequence[tuple[Label, Callable[[], None] | None, str]] | None = None,
        width: int = 720,
        scroll: bool = False,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.message = message
        self.button_specs = list(buttons or [(lambda: _("OK"), None, "primary")])
        self.width = width
        self.scroll = scroll
        self.offset = 0
        self.buttons: list[Button] = []
        self.layout()

    def _text_height(self) -> int:
        lh = style.font("text", 24).get_linesize() + 5
        return len(style.wrap(resolve(self.message), "text", 24, self.width - 80)) * lh

    def layout(self) -> None:
        max_body = 560 if self.scroll else 10_000
        body = min(max_body, self._text_height())
        h = 110 + body + 100
        self.rect = pygame.Rect(0, 0, self.width, h)
        self.rect.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        self.body = pygame.Rect(self.rect.x + 40, self.rect.y + 96, self.width - 80, body)
        n = len(self.button_specs)
        bw = min(260, (self.width - 80 - (n - 1) * 20) // n)
        total = n * bw + (n - 1) * 20
        x = self.rect.centerx - total // 2
        self.buttons = []
        for label, cb, kind in self.button_specs:
            self.buttons.append(Button((x, self.rect.bottom - 76, bw, 52), label, self._closer(cb), kind=kind))
            x += bw + 20

    def _closer(self, cb: Callable[[], None] | None) -> Callable[[], None]:
        def run() -> None:
            if self.app.top is self:
                self.app.pop()
            if cb is not None:
                cb()

        return run

    def on_language_change(self) -> None:
        self.layout()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self._closer(self.button_specs[-1][1] if len(self.button_specs) == 1 else None)()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.buttons[0].click()
                return
        if event.type == pygame.MOUSEWHEEL and self.scroll:
            self.offset = max(0, min(self._text_height() - self.body.height, self.offset - event.y * 40))
            return
        for b in self.buttons:
            if b.handle(event) and event.type != pygame.MOUSEMOTION:
                return

    def draw(self, surface: pygame.Surface) -> None:
        style.dim(surface, 150)
        style.draw_panel(surface, self.rect)
        title = resolve(self.title)
        size = 34
        while size > 18 and style.font("title", size).size(title)[0] > self.rect.width - 60:
            size -= 1
        style.blit_text(
            surface, title, (self.rect.centerx, self.rect.y + 50), "title", size, style.CRIMSON_DARK, "center"
        )
        pygame.draw.line(
            surface, style.GOLD_DARK, (self.rect.x + 40, self.rect.y + 80), (self.rect.right - 40, self.rect.y + 80), 2
        )
        style.blit_paragraphs(surface, resolve(self.message), self.body, "text", 24, style.INK, 5, self.offset)
        total = self._text_height() if self.scroll else 0
        if total > self.body.height:  # a scroll bar shows there is more (mouse wheel scrolls)
            track = pygame.Rect(self.rect.right - 26, self.body.y, 6, self.body.height)
            pygame.draw.rect(surface, style.PARCHMENT_DARK, track, border_radius=3)
            h = max(30, track.height * self.body.height // total)
            y = track.y + (track.height - h) * self.offset // max(1, total - self.body.height)
            pygame.draw.rect(surface, style.GOLD_DARK, (track.x, y, track.width, h), border_radius=3)
        for b in self.buttons:
            b.draw(surface)


def message(app, title: Label, text: Label) -> DialogScene:
    """Push a one-button message dialog and return it."""
    d = DialogScene(app, title, text)
    app.push(d)
    return d


def confirm(app, title: Label, text: Label, on_yes: Callable[[], None], yes: Label | None = None) -> DialogScene:
    """Push a yes/cancel dialog."""
    d = DialogScene(
        app,
        title,
        text,
        [(yes or (lambda: _("Yes")), on_yes, "primary"), (lambda: _("Cancel"), None, "secondary")],
    )
    app.push(d)
    return d
