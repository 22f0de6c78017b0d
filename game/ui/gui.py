"""pygame_gui for every scene: one UIManager per scene, one shared theme, widgets that fit their text.

Each scene gets its own ``Gui`` (``scene.gui``, made on first use). The app feeds input only to the
top scene's Gui and draws every visible scene's widgets right after that scene, so a dialog's veil
covers the widgets below it and a covered scene never reacts to the mouse. All managers share one
``UIAppearanceTheme`` (assets/theme.json, generated from the palette), so a new scene costs no theme
or font loading. Positions are logical (1600×900): the app hands the managers logical events and
mouse positions, so pygame_gui never sees window coordinates.

Factories: ``button`` (text fitted by ``text_fit``, optional game-icons glyph, hotkey, tooltip),
``toggle``, ``choice`` (a drop-down of (value, label) pairs), ``slider``, ``entry`` (select-all on
focus and Ctrl+A), ``text_box`` (scrolling rules text), ``progress`` and ``window``. Callbacks run
when pygame_gui reports the change (a button at once; drop-downs and sliders one frame later, as
pygame_gui posts those events). ``region_tip(rect, text)`` gives custom-drawn areas (cards, boards)
the same tooltips as the widgets. ``clear()`` removes every widget (scenes rebuild on a language
change).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIAppearanceTheme
from pygame_gui.elements import (
    UIButton,
    UIDropDownMenu,
    UIHorizontalSlider,
    UIProgressBar,
    UITextEntryLine,
    UITooltip,
    UIWindow,
)

from game.ui import text_fit
from game.ui.art.theme import CHOICE_SIZES
from game.ui.scene import LOGICAL_SIZE
from game.ui.scroll_text import Block, ScrollText

if TYPE_CHECKING:
    from game.app import App

TIP_DELAY = 0.45  # seconds of hovering before a tooltip shows
BUTTON_ROLE = "bold"
KINDS = ("primary", "secondary", "ghost", "gold", "quiet")

_theme: Any = None


class _Theme(UIAppearanceTheme):
    """pygame_gui's theme with a fast key for its id cache.

    The stock ``build_all_combined_ids`` keys its cache with ``str.join`` over the id lists' reprs,
    which grows with the product of their lengths: 9 ms per element inside a window. A tuple key
    gives the same answer at once."""

    def build_all_combined_ids(self, element_base_ids, element_ids, class_ids, object_ids):  # type: ignore[override]
        key = tuple(tuple(x) if x is not None else None for x in (element_base_ids, element_ids, class_ids, object_ids))
        cache = self.__dict__.setdefault("_kit_ids", {})
        got = cache.get(key)
        if got is not None:
            return got
        combined: list[str] = []
        if None not in (element_base_ids, element_ids, class_ids, object_ids):
            n = len(element_ids)
            if not (len(object_ids) == len(class_ids) == len(element_base_ids) == n):
                raise ValueError(f"theming id hierarchies differ in length: {element_ids} {class_ids} {object_ids}")
            if n:
                self._get_next_id_node(None, element_base_ids, element_ids, class_ids, object_ids, 0, n, combined)
            current = combined[:]
            done = not current
            while not done:
                for i, cid in enumerate(current):
                    dot = cid.find(".")
                    if dot == -1:
                        done = True
                    else:
                        current[i] = cid[dot + 1 :]
                        combined.append(current[i])
        cache[key] = combined
        return combined


def shared_theme(manager: pygame_gui.UIManager) -> Any:
    """The one theme of the process (fonts and colours loaded once, on the first manager)."""
    global _theme
    if _theme is None:
        from game.ui.art.theme import gui_theme

        theme = _Theme(manager.resource_loader, manager.get_locale())
        try:
            theme.load_theme(gui_theme())
        except (OSError, ValueError) as exc:  # a damaged theme file: pygame_gui's defaults, still usable
            import logging

            logging.getLogger(__name__).warning("pygame_gui theme not loaded: %s", exc)
        _theme = theme
    return _theme


class KitManager(pygame_gui.UIManager):
    """A UIManager on the logical surface, fed logical coordinates by the app."""

    def __init__(self, app: App) -> None:
        import i18n as gui_i18n

        self._app = app
        super().__init__(LOGICAL_SIZE, enable_live_theme_updates=False, starting_language=_language())
        gui_i18n.load_path[:] = list(dict.fromkeys(gui_i18n.load_path))  # every manager appends its folder
        from pygame_gui.core.utility import set_default_manager

        set_default_manager(None)  # pygame_gui would keep the first manager (and its scene) alive forever

    def create_new_theme(self, theme_path: Any = None) -> Any:  # type: ignore[override]
        return shared_theme(self)

    def calculate_scaled_mouse_position(self, position: tuple[int, int]) -> tuple[int, int]:  # type: ignore[override]
        return int(position[0]), int(position[1])  # events arrive in logical coordinates already

    def _update_mouse_position(self) -> None:
        self.mouse_position = self._app.mouse_pos

    #: the rects a tooltip must not cover (the Gui's live buttons; set by the Gui)
    tip_avoid: Callable[[], list[pygame.Rect]] = staticmethod(list)  # type: ignore[assignment]

    #: where the pointer rested when the Gui hushed the tooltips (None: not hushed)
    hushed_at: tuple[int, int] | None = None

    def create_tool_tip(self, text, position, hover_distance, parent_element, object_id, **kw):  # type: ignore[override]
        """pygame_gui's tooltip, moved off the other buttons (a chooser's next choices, its Cancel);
        none while the pointer rests where it clicked (the button asks again every frame)."""
        if self.hushed_at is not None:
            if tuple(self._app.mouse_pos) == self.hushed_at:
                return None
            self.hushed_at = None
        tip = super().create_tool_tip(text, position, hover_distance, parent_element, object_id, **kw)
        from game.ui.tip_wrap import WIDEN, stray_break

        if stray_break(tip):  # a line that just fits: made again a little wider, with no empty line
            kw["wrap_width"] = tip.rect.width + WIDEN
            tip.kill()
            tip = super().create_tool_tip(text, position, hover_distance, parent_element, object_id, **kw)
        owner = getattr(parent_element, "rect", None)
        if owner is not None:
            owner = pygame.Rect(owner)
            place_tip(tip, owner, int(position[0]), self.tip_avoid() + keep_clear_of(self.tip_keep_clear(), owner))
        return tip

    #: regions every tooltip keeps clear of unless it explains something inside them (set by the Gui)
    tip_keep_clear: Callable[[], list[pygame.Rect]] = staticmethod(list)  # type: ignore[assignment]


def keep_clear_of(regions: list[pygame.Rect], owner: pygame.Rect) -> list[pygame.Rect]:
    """The regions a tooltip for ``owner`` keeps clear of: all but those ``owner`` lies in."""
    return [r for r in regions if not pygame.Rect(r).contains(owner)]


def place_tip(tip: UITooltip, owner: pygame.Rect, pointer_x: int, avoid: list[pygame.Rect]) -> None:
    """Move ``tip`` beside ``owner`` where it covers none of ``avoid`` (see ``tip_place``)."""
    from game.ui.tip_place import clear_spot, covers_any

    if not covers_any(tip.rect, owner, avoid):
        return  # pygame_gui's own place is clear
    spot = clear_spot(tip.rect.size, owner, pointer_x, avoid, pygame.Rect((0, 0), LOGICAL_SIZE))
    tip.set_position(spot.topleft)


def _language() -> str:
    from game import i18n

    return i18n.language()


def _font(role: str, size: int, manager: pygame_gui.UIManager) -> Any:
    """A pygame_gui font object for one of our roles at ``size`` (loaded on first use)."""
    names = {"text": ("ebgaramond", False, False), "bold": ("ebgaramond", True, False)}
    names |= {"italic": ("ebgaramond", False, True), "title": ("cinzel", False, False)}
    names["title_bold"] = ("cinzel", True, False)
    name, bold, italic = names.get(role, names["text"])
    fonts = manager.get_theme().get_font_dictionary()
    if not fonts.check_font_preloaded(fonts.create_font_id(size, name, bold, italic)):
        fonts.preload_font(size, name, bold, italic)
    return fonts.find_font(size, name, bold, italic)


class KitButton(UIButton):
    """A UIButton whose text is fitted (``text_fit``) to its width, with an optional icon before it."""

    def __init__(
        self,
        rect: pygame.Rect,
        text: str,
        manager: pygame_gui.UIManager,
        *,
        kind: str,
        icon: str = "",
        size: int = 22,
        min_size: int = 15,
        tooltip: str = "",
        where: str = "",
        container: Any = None,
    ) -> None:
        self._icon_name = icon
        self._want_size = size
        self._min_size = min_size
        self._fit: text_fit.Fit | None = None
        self._where = where
        self.kind = kind
        self.tip_text = tooltip  # shown by the Gui while disabled (pygame_gui shows none then)
        super().__init__(
            rect,
            text,
            manager,
            container=container,
            tool_tip_text=html.escape(tooltip) if tooltip else None,
            object_id=ObjectID(class_id=f"@{kind}", object_id=None),
        )

    def _icon_size(self) -> int:
        return int(min(self.rect.h * 0.55, self._want_size * 1.1)) if self._icon_name else 0

    def _text_room(self) -> int:
        icon = self._icon_size()
        return self.rect.w - 28 - (icon + 8 if icon else 0)

    def fitted(self) -> text_fit.Fit:
        """The text's fit in this button (the text-fit test reads it)."""
        room_h = self.rect.h - 6
        lines = 2 if room_h >= 2 * text_fit.line_height(BUTTON_ROLE, self._min_size) + 12 else 1  # tall buttons wrap
        with text_fit.where(self._where or "button"):
            self._fit = text_fit.fit(
                self.text,
                BUTTON_ROLE,
                self._want_size,
                self._text_room(),
                room_h,
                min_size=self._min_size,
                max_lines=lines,
            )
        return self._fit

    def _ink(self, state: str, fallback: tuple[int, int, int]) -> tuple[int, int, int]:
        c = self.colours.get(f"{state}_text") if hasattr(self, "colours") else None
        return (c.r, c.g, c.b) if c is not None and hasattr(c, "r") else fallback

    def _set_any_images_from_theme(self) -> bool:
        changed = super()._set_any_images_from_theme()
        self._icon_images: tuple[pygame.Surface, pygame.Surface] | None = None
        if not self._icon_name:
            return changed
        from game.ui.widgets import style

        size = self._icon_size()
        normal = style.icon(self._icon_name, size, self._ink("normal", (240, 230, 210)))
        disabled = style.icon(self._icon_name, size, self._ink("disabled", (150, 140, 130)))
        if normal is None:
            return changed
        self._icon_images = (normal, disabled or normal)
        self._use_images(normal, normal, normal, disabled or normal)
        return True

    def _use_images(self, normal: Any, hovered: Any, selected: Any, disabled: Any) -> None:
        self.normal_images, self.hovered_images = [normal], [hovered]
        self.selected_images, self.disabled_images = [selected], [disabled]

    def _lines_image(self, result: text_fit.Fit, state: str, icon: pygame.Surface | None) -> pygame.Surface:
        """Icon and wrapped lines as one picture (pygame_gui's button draws a single line of text)."""
        text = text_fit.render(result, self._ink(state, (240, 230, 210)))
        if icon is None:
            return text
        iw = icon.get_width()
        out = pygame.Surface((iw + 8 + text.get_width(), max(icon.get_height(), text.get_height())), pygame.SRCALPHA)
        out.blit(icon, (0, (out.get_height() - icon.get_height()) // 2))
        out.blit(text, (iw + 8, (out.get_height() - text.get_height()) // 2))
        return out

    def rebuild(self) -> None:
        result = self.fitted()
        self.font = _font(BUTTON_ROLE, result.size, self.ui_manager)
        icons = getattr(self, "_icon_images", None)
        label = self.text
        centre = [(0.5, 0.5)]
        if len(result.lines) > 1:  # drawn by us, centred as one block
            normal, disabled = icons if icons is not None else (None, None)
            self._use_images(
                self._lines_image(result, "normal", normal),
                self._lines_image(result, "hovered", normal),
                self._lines_image(result, "selected", normal),
                self._lines_image(result, "disabled", disabled),
            )
            self.normal_image_positions = self.hovered_image_positions = centre
            self.selected_image_positions = self.disabled_image_positions = centre
            self.text = ""
        else:
            if icons is not None:
                self._use_images(icons[0], icons[0], icons[0], icons[1])
            elif self.normal_images and getattr(self, "_drew_lines", False):
                self.normal_images, self.hovered_images = [], []  # our earlier lines picture: gone
                self.selected_images, self.disabled_images = [], []
            icon = self._icon_size() if icons is not None else 0
            group = result.width + (icon + 8 if icon else 0)
            left = max(8, (self.rect.w - group) // 2)
            if icon:
                pos = [(left / max(1, self.rect.w - icon), 0.5)]
                self.normal_image_positions = self.hovered_image_positions = pos
                self.selected_image_positions = self.disabled_image_positions = pos
                self.text_horiz_alignment = "left"
                self.text_horiz_alignment_padding = left + icon + 8
            else:
                self.text_horiz_alignment = "center"
            self.text = result.lines[0] if result.lines else ""
        self._drew_lines = len(result.lines) > 1
        try:
            super().rebuild()
        finally:
            self.text = label

    def drawn_text(self) -> str:
        """The text pygame_gui itself draws (one line; wrapped labels are drawn as a picture)."""
        shape = getattr(self, "drawable_shape", None)
        return str(shape.theming.get("text", "")) if shape is not None else ""

    def set_text(self, text: str, *, text_kwargs: dict[str, str] | None = None) -> None:  # type: ignore[override]
        """Change the text: refitted (pygame_gui alone would only swap the line it draws)."""
        if text != self.text or text_kwargs:
            self.text = text
            self.text_kwargs = text_kwargs or {}
            self.rebuild()

    def set_label(self, text: str) -> None:
        """Change the text (refitted)."""
        if text != self.text:
            self.set_text(text)


def even_sizes(buttons: Sequence[KitButton]) -> int:
    """Give the buttons of one bar one font size: the smallest any of them needs to fit its text
    (a bar whose labels come in three sizes looks broken). Returns that size (0: no buttons)."""
    live = [b for b in buttons if b.alive()]
    if not live:
        return 0
    size = min(b.fitted().size for b in live)
    for b in live:
        if b.fitted().size != size:
            b._want_size = size
            b.rebuild()
    return size


class KitEntry(UITextEntryLine):
    """A one-line text field that selects all its text when it gains focus (typing replaces it)."""

    _select_on_click = False

    def focus(self) -> None:
        super().focus()
        if self.get_text():
            self._do_select_all()
        self._select_on_click = True  # a click that focused us would put the cursor down: select again

    def unfocus(self) -> None:
        super().unfocus()
        self._select_on_click = False

    def process_event(self, event: pygame.event.Event) -> bool:
        consumed = super().process_event(event)
        if self._select_on_click and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if self.get_text():
                self._do_select_all()
            if event.type == pygame.MOUSEBUTTONUP:
                self._select_on_click = False
        return consumed

    @property
    def value(self) -> str:
        return self.get_text()

    @value.setter
    def value(self, text: str) -> None:
        self.set_text(text)


class Choice:
    """A drop-down over ``choices`` [(value, label)]; ``on_change(value)`` when the player picks one."""

    def __init__(
        self,
        gui: Gui,
        rect: pygame.Rect,
        choices: Sequence[tuple[Any, str]],
        value: Any,
        on_change: Callable[[Any], None] | None,
        tooltip: str = "",
        where: str = "",
    ) -> None:
        self.gui = gui
        self.rect = pygame.Rect(rect)
        self.choices = list(choices)
        self.on_change = on_change
        labels = [label for _, label in self.choices] or [""]
        self.labels = _unique(labels)
        index = next((i for i, (v, _) in enumerate(self.choices) if v == value), 0)
        self.index = index
        size = self._size(where)
        self.element = UIDropDownMenu(
            self.labels,
            self.labels[index],
            self.rect,
            gui.manager,
            object_id=ObjectID(class_id="@choice", object_id=f"#choice_{size}"),
            expansion_height_limit=min(360, 44 * len(self.labels) + 8),
        )
        if tooltip:
            self.element.set_tooltip(html.escape(tooltip))
        if len(self.choices) <= 1:
            self.element.disable()

    def _size(self, where: str) -> int:
        """The largest theme size at which every option fits the closed menu's width."""
        room = self.rect.w - self.rect.h - 14  # the arrow button is square
        fits = [s for s in CHOICE_SIZES if all(text_fit.text_width(lb, "bold", s) <= room for lb in self.labels)]
        size = max(fits) if fits else CHOICE_SIZES[0]
        with text_fit.where(where or "choice"):
            for label in self.labels:  # recorded for the text-fit test: cut when even the smallest is too wide
                text_fit.fit(label, "bold", size, room, self.rect.h, min_size=size, max_lines=1)
        return size

    @property
    def value(self) -> Any:
        return self.choices[self.index][0] if self.choices else None

    def set_value(self, value: Any) -> None:
        """Show ``value`` as selected (no callback)."""
        for i, (v, _) in enumerate(self.choices):
            if v == value and i != self.index:
                self.index = i
                self.element.selected_option = (self.labels[i], self.labels[i])
                self.element.rebuild()

    def option_at(self, pos: tuple[int, int]) -> str | None:
        """The label of the option of this menu's open list at ``pos`` (None: none there)."""
        lst = getattr(self.element.current_state, "options_selection_list", None)
        if lst is None or not lst.alive() or not lst.rect.collidepoint(pos):
            return None
        for item in lst.item_list:
            button = item.get("button_element")
            if button is not None and button.visible and button.rect.collidepoint(pos):
                return item.get("text")
        return None

    def picked(self, text: str) -> None:
        """The player picked ``text`` (told once: its click, then the menu's own news of it)."""
        if text not in self.labels or self.labels.index(text) == self.index:
            return
        self.index = self.labels.index(text)
        if self.on_change is not None:
            self.on_change(self.value)


def _unique(labels: list[str]) -> list[str]:
    """pygame_gui tells options apart by their text: make repeated labels distinct."""
    seen: dict[str, int] = {}
    out = []
    for label in labels:
        n = seen.get(label, 0)
        seen[label] = n + 1
        out.append(label if n == 0 else f"{label} ({n + 1})")
    return out


class Slider:
    """A horizontal slider over ``[lo, hi]`` in steps; ``on_change(value)`` when it moves."""

    def __init__(
        self,
        gui: Gui,
        rect: pygame.Rect,
        value: float,
        lo: float,
        hi: float,
        step: float,
        on_change: Callable[[float], None] | None,
        tooltip: str = "",
    ) -> None:
        self.step = step
        self.on_change = on_change
        self.element = UIHorizontalSlider(
            pygame.Rect(rect), value, (lo, hi), gui.manager, click_increment=step, object_id="#slider"
        )
        if tooltip:
            self.element.set_tooltip(html.escape(tooltip))

    @property
    def value(self) -> float:
        return float(self.element.get_current_value())

    def moved(self) -> None:
        v = round(self.value / self.step) * self.step
        if self.on_change is not None:
            self.on_change(v)


class Gui:
    """One scene's widgets (see the module docstring)."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.manager = KitManager(app)
        self.buttons: list[KitButton] = []
        self._hotkeys: dict[int, KitButton] = {}
        self._choices: dict[int, Choice] = {}
        self._sliders: dict[int, Slider] = {}
        self._entries: dict[int, tuple[KitEntry, Callable[[str], None] | None]] = {}
        self._regions: list[tuple[pygame.Rect, str]] = []
        self._tip_text = ""
        self._tip_time = 0.0
        self._tip: UITooltip | None = None
        self._hushed_at: tuple[int, int] | None = None  # no region tooltip until the mouse leaves this point
        self.enabled = True  # False: widgets draw but take no input (the scene is busy)
        #: a scene may let through only some input (a tutorial: the clicks on what it points at):
        #: called with every click and key press, False drops the event before any widget sees it
        self.gate: Callable[[pygame.event.Event], bool] | None = None
        #: called with every click and key press before any widget (a popup that a click elsewhere or
        #: Escape closes); True: the event was used up
        self.watchers: list[Callable[[pygame.event.Event], bool]] = []
        self.manager.tip_avoid = self.live_button_rects  # type: ignore[method-assign]
        #: more places a region tooltip keeps clear of (a table's clickable cards and piles)
        self.tip_avoid_more: Callable[[], list[pygame.Rect]] = list
        #: regions no tooltip covers unless it explains something in them (a scoreboard to compare with)
        self.tip_keep_clear: Callable[[], list[pygame.Rect]] = list
        self.manager.tip_keep_clear = lambda: self.tip_keep_clear()  # type: ignore[method-assign]

    # --- factories ----------------------------------------------------------------------------------
    def button(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        on_click: Callable[[], None] | None = None,
        *,
        kind: str = "primary",
        icon: str = "",
        tooltip: str = "",
        size: int = 22,
        min_size: int = 15,
        hotkey: int | None = None,
        enabled: bool = True,
        where: str = "",
        container: Any = None,
    ) -> KitButton:
        b = KitButton(
            pygame.Rect(rect),
            label,
            self.manager,
            kind=kind,
            icon=icon,
            size=size,
            min_size=min_size,
            tooltip=tooltip,
            where=where,
            container=container,
        )
        if on_click is not None:
            b.bind(pygame_gui.UI_BUTTON_PRESSED, lambda: self._clicked(on_click))
        if not enabled:
            b.disable()
        if hotkey is not None:
            self._hotkeys[hotkey] = b
        self.buttons.append(b)
        return b

    def _clicked(self, on_click: Callable[[], None]) -> None:
        from game.ui.widgets import style

        style.play_sound("click", self.app.settings.sound)
        on_click()

    def toggle(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        value: bool,
        on_change: Callable[[bool], None],
        on_text: str,
        off_text: str,
        tooltip: str = "",
    ) -> KitButton:
        """A button showing On/Off that flips ``value`` when clicked (gold while on)."""
        state = {"on": bool(value)}
        b = self.button(rect, on_text if value else off_text, kind="gold" if value else "secondary", tooltip=tooltip)

        def flip() -> None:
            state["on"] = not state["on"]
            b.kind = "gold" if state["on"] else "secondary"
            b.change_object_id(ObjectID(class_id=f"@{b.kind}", object_id=None))
            b.set_text(on_text if state["on"] else off_text)
            on_change(state["on"])

        b.bind(pygame_gui.UI_BUTTON_PRESSED, lambda: self._clicked(flip))
        return b

    def choice(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        choices: Sequence[tuple[Any, str]],
        value: Any,
        on_change: Callable[[Any], None] | None = None,
        tooltip: str = "",
        where: str = "",
    ) -> Choice:
        c = Choice(self, pygame.Rect(rect), choices, value, on_change, tooltip, where)
        self._choices[id(c.element)] = c
        return c

    def slider(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        value: float,
        lo: float,
        hi: float,
        step: float,
        on_change: Callable[[float], None] | None = None,
        tooltip: str = "",
    ) -> Slider:
        s = Slider(self, pygame.Rect(rect), value, lo, hi, step, on_change, tooltip)
        self._sliders[id(s.element)] = s
        return s

    def entry(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        value: str = "",
        *,
        max_len: int = 24,
        placeholder: str = "",
        on_done: Callable[[str], None] | None = None,
        container: Any = None,
    ) -> KitEntry:
        e = KitEntry(
            pygame.Rect(rect),
            self.manager,
            container=container,
            object_id="#entry",
            placeholder_text=placeholder or None,
        )
        e.set_text_length_limit(max_len)
        e.set_text(value[:max_len])
        self._entries[id(e)] = (e, on_done)
        return e

    def text_box(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        paragraphs: Sequence[tuple[str, str]],
        *,
        container: Any = None,
        size: int = 22,
        background: tuple[int, int, int] | None = (246, 236, 210),
    ) -> ScrollText:
        """A scrolling box of (heading, text) sections (heading '' for none); blank lines split paragraphs."""
        from game.ui.widgets import style

        blocks: list[Block] = []
        for heading, text in paragraphs:
            if heading:
                blocks.append(Block(heading, "bold", size + 2, style.CRIMSON_DARK, gap=2))
            for para in text.split("\n\n"):
                blocks.append(Block(para, "text", size, style.INK, gap=size // 2))
        box = ScrollText(pygame.Rect(rect), self.manager, container=container, background=background)
        box.set_blocks(blocks)
        return box

    def progress(self, rect: pygame.Rect | tuple[int, int, int, int]) -> UIProgressBar:
        return UIProgressBar(pygame.Rect(rect), self.manager, object_id="#progress")

    def window(self, rect: pygame.Rect | tuple[int, int, int, int], title: str) -> UIWindow:
        return UIWindow(pygame.Rect(rect), self.manager, title, draggable=False, object_id="#dialog")

    def live_button_rects(self) -> list[pygame.Rect]:
        """The rects of the buttons shown now (a tooltip keeps clear of them)."""
        return [pygame.Rect(b.rect) for b in self.buttons if b.alive() and b.visible]

    # --- custom areas -------------------------------------------------------------------------------
    def region_tip(self, rect: pygame.Rect, text: str) -> None:
        """A tooltip for a custom-drawn area, for this frame (call while drawing)."""
        if text:
            self._regions.append((pygame.Rect(rect), text))

    def hovered_tip(self) -> str:
        """The region tooltip under the mouse now ('' if none); a disabled button's tooltip counts
        (it says why the button is off)."""
        pos = self.app.mouse_pos
        for b in self.buttons:
            if not b.is_enabled and b.tip_text and b.visible and b.alive() and b.rect.collidepoint(pos):
                return b.tip_text
        for rect, text in reversed(self._regions):
            if rect.collidepoint(pos):
                return text
        return ""

    @property
    def showing_tip(self) -> str:
        """The region tooltip on screen now ('' if none)."""
        return self._tip_text if self._tip is not None else ""

    @property
    def hushed(self) -> bool:
        """True while the pointer rests where it clicked (tooltips and zooms wait for it to move)."""
        return self._hushed_at is not None and tuple(self.app.mouse_pos) == self._hushed_at

    @property
    def tip_up(self) -> bool:
        """True while a tooltip is on screen (a region's or a button's)."""
        return self._tip is not None or any(getattr(b, "tool_tip", None) is not None for b in self.buttons)

    def hush_tips(self) -> None:
        """No tooltip until the mouse moves, a region's or a button's (after a pick, the pointer rests
        on what lay under the chooser, or on the button just pressed, which the next decision shows
        again: its tooltip would pop up unasked over the log)."""
        self._hushed_at = tuple(self.app.mouse_pos)
        self._drop_tip()
        self.manager.hushed_at = self._hushed_at  # the buttons' own tooltips wait too
        for b in self.buttons:
            if getattr(b, "tool_tip", None) is not None:
                b.tool_tip.kill()
                b.tool_tip = None

    def tip_is_why_off(self) -> bool:
        """True when the tooltip up or coming is a disabled button's under the pointer (why it is off:
        read from the table each frame, so a move never makes it stale)."""
        text, pos = self._tip_text, self.app.mouse_pos
        return bool(text) and any(
            not b.is_enabled and b.tip_text == text and b.alive() and b.visible and b.rect.collidepoint(pos)
            for b in self.buttons
        )

    def _update_region_tip(self, dt: float) -> None:
        text = self.hovered_tip()
        if self._hushed_at is not None:
            if tuple(self.app.mouse_pos) == self._hushed_at:
                text = ""
            else:
                self._hushed_at = None
        if (
            text
            and self.manager.hovering_any_ui_element
            and not any(
                not b.is_enabled and b.tip_text == text and b.rect.collidepoint(self.app.mouse_pos)
                for b in self.buttons
            )
        ):
            text = ""  # a live widget under the mouse shows its own tooltip
        if text != self._tip_text:
            self._tip_text, self._tip_time = text, 0.0
            self._drop_tip()
            return
        self._tip_time += dt
        if text and self._tip is None and self._tip_time >= TIP_DELAY:
            body = html.escape(text).replace("\n", "<br>")
            self._tip = UITooltip(body, (0, 18), self.manager, wrap_width=360, object_id="#region_tip")
            from game.ui.tip_wrap import WIDEN, stray_break

            if stray_break(self._tip):  # a line that just fits: made again a little wider
                self._tip.kill()
                self._tip = UITooltip(body, (0, 18), self.manager, wrap_width=360 + WIDEN, object_id="#region_tip")
            x, y = self.app.mouse_pos
            self._tip.find_valid_position(pygame.math.Vector2(x + 8, y))
            owner = self._tip_owner()
            if owner is not None:
                clear = keep_clear_of(self.tip_keep_clear(), owner)
                place_tip(self._tip, owner, x + 8, self.live_button_rects() + self.tip_avoid_more() + clear)

    def _tip_owner(self) -> pygame.Rect | None:
        """The rect whose region tooltip is shown (a disabled button, or a drawn region)."""
        pos = self.app.mouse_pos
        for b in self.buttons:
            if not b.is_enabled and b.tip_text == self._tip_text and b.alive() and b.rect.collidepoint(pos):
                return pygame.Rect(b.rect)
        for rect, text in reversed(self._regions):
            if text == self._tip_text and rect.collidepoint(pos):
                small = rect.w <= 400 and rect.h <= 160
                return rect if small else pygame.Rect(pos[0] - 12, pos[1] - 12, 24, 24)  # a board: the pointer
        return None

    def _drop_tip(self) -> None:
        if self._tip is not None:
            self._tip.kill()
            self._tip = None

    # --- frame --------------------------------------------------------------------------------------
    def process(self, event: pygame.event.Event) -> bool:
        """Feed one event to the widgets; True when a widget used it."""
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            choice = self._choices.get(id(event.ui_element))
            if choice is not None:
                choice.picked(event.text)
                return True
            return False
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            slider = self._sliders.get(id(event.ui_element))
            if slider is not None:
                slider.moved()
                return True
            return False
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:
            entry = self._entries.get(id(event.ui_element))
            if entry is not None and entry[1] is not None:
                entry[1](event.text)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.enabled and self._choice_option(event.pos):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.hush_tips()  # a click closes the tooltip over what it clicked, until the mouse moves
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and any([w(event) for w in self.watchers]):
            return True
        if not self.enabled and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            return False
        gated = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)
        if self.gate is not None and event.type in gated and not self.gate(event):
            return True  # dropped: neither the widgets nor the scene get it
        if self.manager.process_events(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in self._hotkeys and not self.typing():
            b = self._hotkeys[event.key]
            if b.alive() and b.visible and b.is_enabled:
                b.on_self_event(pygame_gui.UI_BUTTON_PRESSED, {"mouse_button": 1})
                return True
        return False

    def _choice_option(self, pos: tuple[int, int]) -> bool:
        """A click on an option of an open drop-down counts as it ends: the menu's own news of it
        comes two frames later, after any click made meanwhile (a Start must start what was picked).
        True when the widgets went with it (the pick rebuilt the scene)."""
        for choice in list(self._choices.values()):
            text = choice.option_at(pos) if choice.element.alive() else None
            if text is not None:
                choice.picked(text)
                return not choice.element.alive()
        return False

    def focus(self, element: Any) -> None:
        """Give ``element`` the keyboard (a text field)."""
        self.manager.set_focus_set(element)

    def typing(self) -> bool:
        """True while a text field has the keyboard."""
        return any(e.is_focused for e, _ in self._entries.values() if e.alive())

    def update(self, dt: float) -> None:
        self.manager.update(dt)

    def begin_frame(self) -> None:
        """Forget last frame's region tooltips (the scene registers them again while drawing)."""
        self._regions.clear()

    def draw(self, surface: pygame.Surface, dt: float = 0.0, top: bool = True) -> None:
        if top:
            self._update_region_tip(dt)
        else:
            self._forget_killed()
        self.manager.draw_ui(surface)

    def _forget_killed(self) -> None:
        """A covered scene's widgets are not updated, so their group would go on drawing what was
        killed since (a tooltip hushed as a dialog opened over it): its list of what to draw is
        made again when something left it."""
        group = self.manager.get_sprite_group()
        if group.should_update_visibility:
            group.should_update_visibility = False
            group.update_visibility()

    def clear(self) -> None:
        """Remove every widget (before a rebuild)."""
        self._drop_tip()
        self.manager.clear_and_reset()
        self.watchers.clear()
        self.buttons.clear()
        self._hotkeys.clear()
        self._choices.clear()
        self._sliders.clear()
        self._entries.clear()

    def set_locale(self, lang: str) -> None:
        self.manager.set_locale(lang)
