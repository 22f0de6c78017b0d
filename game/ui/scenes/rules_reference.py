"""The rules reference: a game's full rules in chapters, with pictures of its components, and a search.

Left: (from the menu) a game chooser, the search field, then the chapters — or, while a search is
typed, the paragraphs it found, by chapter. Right: the whole text on one scrolling page; a chapter or
a hit scrolls to its place, the searched words highlighted and the hit's paragraph marked. A picture is
shown enlarged while the mouse button is held on it (never over the text while one reads or scrolls:
letting go, scrolling or moving off it puts it away). Opened from
the menu, the setup screen and the table's Rules dialog; Back returns to where it was opened.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame_gui.core import ObjectID

from game.core.registry import get
from game.i18n import _, ngettext
from game.ui.presentation import presentation_of
from game.ui.scene import LOGICAL_SIZE
from game.ui.scenes import rules_reference_model as model
from game.ui.scenes.base import ShellScene
from game.ui.scenes.rules_reference_view import PictureBlock, ReferenceView
from game.ui.scroll_text import Block
from game.ui.widgets import style

LEFT = pygame.Rect(40, 100, 400, 790)
PAGE = pygame.Rect(470, 100, 1090, 790)
LIST_BOTTOM = LEFT.bottom - 70
HIT_H = 58


def has_reference(game: str) -> bool:
    """True when ``game``'s presentation offers a rules reference."""
    try:
        return presentation_of(get(game)).reference is not None
    except KeyError:
        return False


def reference_games() -> list[tuple[str, str]]:
    """(id, name msgid) of the menu's games that have a reference, in the menu's order."""
    from game.ui.scenes.menu import menu_entries

    return [(e.id, e.name) for e in menu_entries() if has_reference(e.id)]


class RulesReferenceScene(ShellScene):
    """``game``: the game shown first; ``choose``: offer a chooser of every game with a reference."""

    name = "rules_reference"

    def __init__(self, app, game: str | None = None, *, choose: bool = False) -> None:
        self.games = reference_games() if choose or game is None else []
        if self.games and game not in {g for g, _name in self.games}:
            game = self.games[0][0]  # no game asked for, or one without a reference: the first
        self.game = game or ""
        self.query = ""
        self.list_buttons: list[Any] = []
        self.showing_hits = False
        self.held: str | None = None  # the picture the mouse button is held on (shown enlarged)
        self.held_at = 0  # where the page was scrolled to then (a scroll puts the picture away)
        super().__init__(app)

    # --- content -----------------------------------------------------------------------------------
    @property
    def presentation(self) -> Any:
        return presentation_of(get(self.game))

    def chapters(self) -> list[model.Chapter]:
        if not self.game:
            return []  # no game offers a reference: an empty page
        make = self.presentation.reference
        return list(make()) if make is not None else []

    def picture(self, key: str, large: bool = False) -> pygame.Surface:
        draw = self.presentation.reference_picture
        if draw is None:
            raise KeyError(key)
        return draw(key, large) if large else draw(key)

    def _blocks(self) -> list[Any]:
        """The page's blocks; ``self.where[(chapter, item)]`` and ``self.chapter_block[c]`` index them."""
        blocks: list[Any] = []
        self.where: dict[tuple[int, int], int] = {}
        self.chapter_block: list[int] = []
        for c, chapter in enumerate(self.content):
            self.chapter_block.append(len(blocks))
            blocks.append(Block(chapter.title, "title", 28, style.CRIMSON_DARK, gap=8))
            for i, item in enumerate(chapter.items):
                self.where[(c, i)] = len(blocks)
                if isinstance(item, model.Picture):
                    images = tuple(self.picture(k) for k in item.keys)
                    blocks.append(PictureBlock(images, item.caption, keys=item.keys))
                else:
                    blocks.append(Block(item, "text", 21, style.INK, indent=14, gap=11))
            blocks[-1] = _with_gap(blocks[-1], 26)
        return blocks

    # --- widgets -----------------------------------------------------------------------------------
    def build(self) -> None:
        gui = self.gui
        self.content = self.chapters()
        self.large: dict[str, pygame.Surface] = {}  # enlarged pictures of this game and language
        y = LEFT.y
        self.chooser = None
        if self.games:
            self.chooser = gui.choice(
                (LEFT.x, y, LEFT.w, 48),
                [(g, _(name)) for g, name in self.games],
                self.game,
                self.pick,
                tooltip=_("The game whose rules are shown."),
                where=self.name,
            )
            y += 62
        self.search_box = gui.entry((LEFT.x, y, LEFT.w, 48), self.query, max_len=40, placeholder=_("Search the rules"))
        self.list_top = y + 62
        self.page = ReferenceView(PAGE, gui.manager, background=(246, 236, 210))
        self.page.set_blocks(self._blocks())
        self.back_button = gui.button(
            (LEFT.x, LEFT.bottom - 56, LEFT.w, 56),
            _("Back"),
            self.back,
            kind="secondary",
            icon="open-book",
            tooltip=_("Close the rules and go back (Esc). Ctrl+F searches."),
        )
        self.list_buttons = []
        self.hits: list[model.Hit] = []
        self.show_list()

    def pick(self, game: Any) -> None:
        self.game, self.query = str(game), ""
        self.rebuild()

    def _clear_list(self) -> None:
        for b in self.list_buttons:
            b.kill()
            if b in self.gui.buttons:
                self.gui.buttons.remove(b)
        self.list_buttons = []

    def show_list(self) -> None:
        """The chapters, or the hits of the current search."""
        self._clear_list()
        self.marked_chapter = None
        self.hits = model.search(self.content, self.query)
        self.showing_hits = bool(model.words(self.query))
        self.page.set_query(self.query if self.hits else "")  # words are highlighted only where found
        with_room = LIST_BOTTOM - self.list_top
        if self.showing_hits:
            top = self.list_top + 40
            shown = self.hits[: max(0, (LIST_BOTTOM - top) // (HIT_H + 6))]
            for k, hit in enumerate(shown):
                label = _("{chapter}: {text}").format(chapter=self.content[hit.chapter].title, text=hit.snippet)
                self.list_buttons.append(
                    self.gui.button(
                        (LEFT.x, top + k * (HIT_H + 6), LEFT.w, HIT_H),
                        label,
                        lambda hit=hit: self.jump(hit.chapter, hit.item),
                        kind="ghost",
                        size=18,
                        min_size=14,
                        where=self.name,
                        tooltip=hit.snippet,
                    )
                )
            self.hidden_hits = len(self.hits) - len(shown)
        else:
            n = max(1, len(self.content))
            h = min(50, with_room // n - 6)
            for c, chapter in enumerate(self.content):
                self.list_buttons.append(
                    self.gui.button(
                        (LEFT.x, self.list_top + c * (h + 6), LEFT.w, h),
                        chapter.title,
                        lambda c=c: self.jump(c),
                        kind="secondary",
                        size=19,
                        min_size=14,
                        where=self.name,
                        tooltip=_("Go to “{chapter}”").format(chapter=chapter.title),
                    )
                )
            self.hidden_hits = 0
        self.repaint()

    def jump(self, chapter: int, item: int | None = None) -> None:
        """Scroll to a chapter, or to one of its paragraphs (marked)."""
        block = self.chapter_block[chapter] if item is None else self.where[(chapter, item)]
        self.page.scroll_to(block, 8 if item is None else 90)
        self.jumped = (chapter, self.page.offset)
        self.page.set_query(self.page.query, None if item is None else block)

    # --- frame -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        text = self.search_box.get_text()
        if text != self.query:
            self.query = text
            self.show_list()
        self.mark_chapter(None if self.showing_hits else self.chapter_on_view())

    def chapter_on_view(self) -> int | None:
        """The chapter jumped to while the page stays where the jump left it, else the one at its top."""
        jumped = getattr(self, "jumped", None)
        if jumped is not None and jumped[1] == self.page.offset:
            return jumped[0]
        shown = self.page.visible_blocks()
        if not shown or not self.chapter_block:
            return None
        return max(c for c, first in enumerate(self.chapter_block) if first <= shown[0] or c == 0)

    def mark_chapter(self, chapter: int | None) -> None:
        """Show the chapter on view in gold in the list (the others plain)."""
        if chapter == getattr(self, "marked_chapter", None):
            return
        self.marked_chapter = chapter
        if self.showing_hits:
            return
        for c, b in enumerate(self.list_buttons):
            kind = "gold" if c == chapter else "secondary"
            if b.kind != kind:
                b.kind = kind
                b.change_object_id(ObjectID(class_id=f"@{kind}", object_id=None))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            found = self.page.picture_at(getattr(event, "pos", self.app.mouse_pos))
            self.held = found[0] if found else None
            self.held_at = self.page.offset
        elif event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL, pygame.KEYDOWN):
            self.held = None  # let go, or reading on: the text is not covered
        if event.type == pygame.KEYDOWN and event.key == pygame.K_f and event.mod & pygame.KMOD_CTRL:
            self.gui.focus(self.search_box)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.search_box.is_focused:
            if self.query:
                self.search_box.set_text("")
                return
        super().handle(event)

    def draw_hold_hint(self, surface: pygame.Surface) -> None:
        """A picture under the mouse says, on itself, how to see it larger (it covers no text)."""
        hovered = self.page.picture_at(self.app.mouse_pos) if self.held is None and self.app.top is self else None
        if hovered is None:
            return
        at = hovered[1]
        box = pygame.Rect(at.x + 2, at.bottom - 50, at.w - 4, 46)
        pill = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(pill, (20, 14, 8, 215), pill.get_rect(), border_radius=8)
        surface.blit(pill, box)
        self.draw_text(surface, _("Hold to enlarge"), box.inflate(-6, -4), "bold", 15, style.PARCHMENT, max_lines=2)

    def zoomed(self) -> tuple[str, pygame.Rect] | None:
        """The picture the mouse button is held on (its key and place), shown enlarged; None once the
        button is let go or the picture has moved from under the pointer."""
        if self.app.top is not self or self.held is None:
            return None
        if self.page.offset != self.held_at:
            self.held = None
            return None
        found = self.page.picture_at(self.app.mouse_pos)
        return found if found is not None and found[0] == self.held else None

    def draw_over(self, surface: pygame.Surface) -> None:
        found = self.zoomed()
        if found is None:
            self.draw_hold_hint(surface)
            return
        key, at = found
        img = self.large.get(key)
        if img is None:
            img = self.large[key] = self.picture(key, large=True)
        box = img.get_rect(midleft=(at.right + 16, at.centery))
        if box.right > LOGICAL_SIZE[0] - 8:
            box.midright = (at.left - 16, at.centery)
        box.clamp_ip(pygame.Rect(0, 0, *LOGICAL_SIZE))
        pygame.draw.rect(surface, (0, 0, 0), box.inflate(8, 8).move(4, 6), border_radius=12)
        surface.blit(img, box)

    def paint(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        name = _(get(self.game).name) if self.game else ""
        self.draw_title(surface, _("Rules of {game}").format(game=name), 50, 40)
        if self.showing_hits:
            if self.hits:
                found = ngettext("{n} paragraph found", "{n} paragraphs found", len(self.hits)).format(n=len(self.hits))
            else:
                found = _("Nothing found.")
            if self.hidden_hits:
                found += " " + ngettext("({n} more: add a word)", "({n} more: add a word)", self.hidden_hits).format(
                    n=self.hidden_hits
                )
            self.draw_text(surface, found, (LEFT.x, self.list_top, LEFT.w, 34), "bold", 19, style.GOLD, min_size=14)


def _with_gap(block: Any, gap: int) -> Any:
    from dataclasses import replace

    return replace(block, gap=gap)


def open_reference(app, game: str | None = None, *, choose: bool = False) -> RulesReferenceScene:
    """Push the rules reference (of ``game``, or with a game chooser)."""
    scene = RulesReferenceScene(app, game, choose=choose)
    app.push(scene)
    return scene
