"""Modal dialogs: a pygame_gui window with a message (scrolling when long) and buttons, over the
dimmed scene below."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.i18n import _
from game.ui import text_fit
from game.ui.scene import LOGICAL_SIZE, Scene
from game.ui.widgets import style

Label = str | Callable[[], str]
TITLE_H = 56
BUTTON_H = 54


def resolve(label: Label) -> str:
    """A label is either a fixed string or a callable that translates when the dialog is built."""
    return label() if callable(label) else label


class DialogScene(Scene):
    """``buttons`` = [(label, callback or None, kind)]; a None callback just closes the dialog.
    ``message`` is one text, or (heading, text) sections for a long scrolling text (the rules)."""

    overlay = True
    name = "dialog"

    def __init__(
        self,
        app,
        title: Label,
        message: Label | Callable[[], Sequence[tuple[str, str]]],
        buttons: Sequence[tuple[Label, Callable[[], None] | None, str]] | None = None,
        width: int = 720,
        scroll: bool = False,
    ) -> None:
        super().__init__(app)
        self.title_label = title
        self.message_label = message
        self.button_specs = list(buttons or [(lambda: _("OK"), None, "primary")])
        self.width = width
        self.scroll = scroll
        self.build()

    @property
    def title(self) -> str:
        return resolve(self.title_label)

    @property
    def message(self) -> str:
        return "\n\n".join(t for _h, t in self.sections())

    def sections(self) -> list[tuple[str, str]]:
        got = self.message_label() if callable(self.message_label) else self.message_label
        if isinstance(got, str):
            return [("", got)]
        return [(h, t) for h, t in got]

    def _body_height(self, sections: list[tuple[str, str]]) -> int:
        """The message's height at the text box's size (capped: longer texts scroll)."""
        width = self.width - 80 - 36
        total = 0
        for heading, text in sections:
            if heading:
                total += text_fit.line_height("bold", 22)
            for para in text.split("\n"):
                lines = len(text_fit._wrap(para, "text", 22, width)[0]) if para else 1
                total += lines * text_fit.line_height("text", 22)
            total += text_fit.line_height("text", 22)
        cap = 560 if self.scroll else 420
        return max(60, min(cap, total + 24))

    def build(self) -> None:
        gui = self.gui
        gui.clear()
        sections = self.sections()
        body_h = self._body_height(sections)
        h = TITLE_H + 24 + body_h + 24 + BUTTON_H + 28
        self.rect = pygame.Rect(0, 0, self.width, h)
        self.rect.center = (LOGICAL_SIZE[0] // 2, LOGICAL_SIZE[1] // 2)
        title = self.title
        with text_fit.where("dialog"):
            text_fit.fit(title, "title_bold", 26, self.width - 40, TITLE_H, min_size=18)
        self.window = gui.window(self.rect, title)
        inner = self.window.get_container()
        iw = inner.get_rect().w
        self.text = gui.text_box((24, 20, iw - 48, body_h), sections, container=inner, background=(244, 234, 208))
        n = len(self.button_specs)
        bw = min(260, (iw - 48 - (n - 1) * 20) // n)
        total = n * bw + (n - 1) * 20
        x = (iw - total) // 2
        y = 20 + body_h + 24
        self.buttons = []
        with text_fit.where("dialog"):
            for label, cb, kind in self.button_specs:
                self.buttons.append(
                    gui.button((x, y, bw, BUTTON_H), resolve(label), self._closer(cb), kind=kind, container=inner)
                )
                x += bw + 20

    def _closer(self, cb: Callable[[], None] | None) -> Callable[[], None]:
        def run() -> None:
            if self.app.top is self:
                self.app.pop()
            if cb is not None:
                cb()

        return run

    def on_language_change(self) -> None:
        self.build()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self._closer(self.button_specs[-1][1] if len(self.button_specs) == 1 else None)()
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self._closer(self.button_specs[0][1])()
                return

    def draw(self, surface: pygame.Surface) -> None:
        style.dim(surface, 150)


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
