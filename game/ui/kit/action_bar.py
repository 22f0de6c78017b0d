"""ActionBar: the viewer's choices as buttons that never move under the cursor.

The bar is a grid of named slots fixed once per layout (``grid``: rows of slot names, each with an
optional width share). A control names the slot it goes in, so "End turn" or "Pass" is always in
the same place whatever else is offered; an empty slot stays empty rather than letting others
slide over. Whenever the set of controls changes, clicks (and their hotkeys) are ignored for
``LOCK_SECONDS``, so a second click meant for the old button never lands on the new one; when the
slot just pressed shows a new move, that slot stays locked until ``DOUBLE_CLICK_SECONDS`` after the
press (a double click never plays two moves; the other slots answer as usual). And the slot just
clicked never shows another kind of move under the cursor: while the mouse stays on it, a control of
another ``family`` (or a group turned into a single move, or back) waits unshown, its name dimmed,
and becomes a button once the mouse has left the slot or after ``REVEAL_SECONDS`` (long past the
second click of a double click): the player never finds another move under a click meant for the
old one, and a player who waits without moving the mouse is not left without a way on.

A move the player might expect but cannot make now comes from the game's presentation
(``Presentation.unavailable(view, seat)``: label, reason, family): the bar shows it disabled in the
control of its ``family`` — at the end of its chooser with the reason on the button, and in its
tooltip. A ``placeholder`` control (a group with no move now) is shown, disabled, only when such
reasons belong to it, so "Market or support" greyed out says why nothing can be bought.

A control with ``choices`` is a group (register for one of six duels, add 1–4 tokens): if two or
more choices fit side by side in the slot they are shown there (and a group first shown behind its
button stays so, whatever it holds later), else the slot shows one button that
opens a chooser — a column of one button per choice (two columns for many), above the bar, with
Cancel — so every move is one or two clicks away and nothing needs scrolling.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import pygame

from game.i18n import _
from game.ui import text_fit
from game.ui.gui import even_sizes
from game.ui.presentation import Unavailable, presentation_of
from game.ui.widgets import style

LOCK_SECONDS = 0.25
DOUBLE_CLICK_SECONDS = 0.5  # the second click of a double click comes at most this late
REVEAL_SECONDS = 0.8  # a move waiting under a still mouse becomes a button after this long
INLINE_MIN_W = 96  # px per choice shown inside its slot
CHOOSER_ROW_H = 46


@dataclass
class Option:
    """One choice of a group control."""

    label: str
    action: Any = None
    on_click: Callable[[], Any] | None = None
    tip: str = ""
    reason: str = ""  # set: a choice not possible now, shown disabled in its place with this reason
    entry: str = ""  # the label of the ``Unavailable`` it stands for, when its own label says more


@dataclass
class Control:
    """A button of the bar. ``action``: submitted for the viewer; ``on_click``: called instead."""

    slot: str
    label: str
    action: Any = None
    on_click: Callable[[], Any] | None = None
    tip: str = ""
    icon: str = ""
    kind: str = "primary"
    enabled: bool = True
    key: int | None = None  # keyboard shortcut (pygame key)
    choices: list[Option] = field(default_factory=list)
    family: str = ""  # the kind of move (default: the label); the slot just clicked shows only its own kind
    placeholder: bool = False  # a group with no move now: shown (disabled) only with reasons
    unavailable: tuple[Unavailable, ...] = ()  # the moves of its family not possible now (set by the bar)
    steady_chooser: bool = False  # its chooser as wide as the table allows: the same choices, the same spots

    def kind_of(self) -> tuple[str, bool, str]:
        """What the player expects of this button: its kind of move, whether it opens choices, and
        for a move played at once its very label (another instant move is never the same)."""
        return (self.family or self.label, bool(self.choices), "" if self.choices else self.label)

    def signature(self) -> tuple:
        return (
            self.slot,
            self.label,
            self.tip,
            self.icon,
            self.kind,
            self.enabled,
            repr(self.action),
            tuple((o.label, repr(o.action), o.tip, o.reason) for o in self.choices),
            self.unavailable,
        )

    def full_tip(self) -> str:
        """The tooltip, followed by the moves of this kind not possible now and why."""
        lines = [_("Not possible now:")] + [f"• {u.label}: {u.reason}" for u in self.unavailable]
        return "\n".join(([self.tip] if self.tip else []) + (lines if self.unavailable else []))


class ActionBar:
    """``grid``: rows of slot names, e.g. [["main", "second", "end"]] or [["a"], ["b"], ["end"]]; a
    slot may be (name, share) to be wider than its neighbours."""

    def __init__(
        self, grid: Sequence[Sequence[str | tuple[str, float]]], *, gap: int = 8, button_h: int = 46, size: int = 20
    ) -> None:
        self.grid = [[s if isinstance(s, tuple) else (s, 1.0) for s in row] for row in grid]
        self.gap = gap
        self.button_h = button_h
        self.size = size
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.slots: dict[str, pygame.Rect] = {}
        self.controls: dict[str, Control] = {}
        self._built: dict[str, tuple[tuple, list[Any]]] = {}  # slot → (signature, buttons)
        self._chooser: list[Any] = []
        self._shown_inline: dict[tuple[str, str], bool] = {}  # (slot, group) → shown inline the first time
        self._muted: list[tuple[Any, str | None]] = []  # the opening button's tooltip, off while its chooser is open
        self.chooser_for: str = ""
        #: regions a chooser keeps clear of when it can (set by the table: a scoreboard to compare with)
        self.keep_clear: Callable[[], list[pygame.Rect]] = list
        self.lock = 0.0
        self._pressed, self._since_press = "", DOUBLE_CLICK_SECONDS  # the slot last pressed, and when
        self._pressed_sig: tuple = ()  # what that slot showed when pressed
        self.held = ""  # the slot pressed a moment ago that now shows another move
        self._under, self._under_kind = "", ("", False, "")  # the slot clicked, while the mouse stays on it
        self._under_area = pygame.Rect(0, 0, 0, 0)  # that slot (and its chooser, for a pick made there)
        self.hidden: set[str] = set()  # slots whose new kind of move waits for the mouse to leave
        self._waiting: tuple = ()  # the signature of the move waiting there
        self._hidden_for = 0.0  # and how long it has waited
        self._signature: tuple = ()
        self.table: Any = None

    # --- geometry ------------------------------------------------------------------------------
    def place(self, rect: pygame.Rect) -> None:
        """Fix the slots inside ``rect`` (a new layout rebuilds every button)."""
        rect = pygame.Rect(rect)
        if rect == self.rect:
            return
        self.rect = rect
        n = len(self.grid)
        row_h = min(self.button_h, (rect.h - self.gap * (n - 1)) // max(1, n))
        self.slots = {}
        for r, row in enumerate(self.grid):
            y = rect.y + r * (row_h + self.gap)
            shares = sum(w for _n, w in row)
            free = rect.w - self.gap * (len(row) - 1)
            x = rect.x
            for name, share in row:
                w = int(free * share / shares)
                self.slots[name] = pygame.Rect(x, y, w, row_h)
                x += w + self.gap
        self._clear_buttons()

    # --- controls ------------------------------------------------------------------------------
    def set(self, table: Any, controls: Sequence[Control]) -> None:
        """Show ``controls`` (each in its slot); unchanged slots keep their buttons."""
        self.table = table
        controls = with_reasons(table, controls)
        unknown = [c.slot for c in controls if c.slot not in self.slots]
        if unknown:
            raise ValueError(f"no slot {unknown[0]!r} in this action bar (slots: {', '.join(self.slots)})")
        new = {c.slot: c for c in controls}
        signature = tuple(sorted(c.signature() for c in controls))
        if signature != self._signature:
            self._signature = signature
            self.lock = max(self.lock, LOCK_SECONDS)  # never cuts short a longer lock (a turn's guard)
            if self._pressed in new and new[self._pressed].signature() != self._pressed_sig:
                self.held = self._pressed
            self.close_chooser()
        self.controls = new
        under = new.get(self._under)
        hidden = {self._under} if under is not None and self._kind(under) != self._under_kind else set()
        waiting = under.signature() if hidden and under is not None else ()
        if waiting != self._waiting:  # another move waits: its wait starts now
            self._waiting, self._hidden_for = waiting, 0.0
        self.hidden = hidden
        for slot in list(self._built):
            if slot not in new or slot in self.hidden:
                for b in self._built.pop(slot)[1]:
                    b.kill()
        rebuilt = False
        for slot, control in new.items():
            if slot in self.hidden:
                continue
            sig = control.signature()
            if slot in self._built and self._built[slot][0] == sig:
                continue
            if slot in self._built:
                for b in self._built.pop(slot)[1]:
                    b.kill()
            self._built[slot] = (sig, self._build(table, control))
            rebuilt = True
        if rebuilt:  # the bar's buttons share one font size
            even_sizes([b for slot in self.slots for b in self.buttons(slot)])

    def _build(self, table: Any, c: Control) -> list[Any]:
        gui = table.gui
        rect = self.slots[c.slot]
        with text_fit.where("action bar"):
            if c.choices and self._fits_inline(c, rect):
                n = len(c.choices)
                w = (rect.w - self.gap * (n - 1)) // n
                out = []
                for i, o in enumerate(c.choices):
                    r = pygame.Rect(rect.x + i * (w + self.gap), rect.y, w, rect.h)
                    out.append(
                        gui.button(
                            r,
                            o.label,
                            self._press(o.action, o.on_click, c.slot),
                            kind=c.kind,
                            tooltip="\n".join(
                                t for t in (o.tip or o.reason, c.full_tip() if c.unavailable else "") if t
                            ),
                            size=self.size,
                            min_size=14,
                            enabled=c.enabled and not o.reason,
                        )
                    )
                return out
            if c.choices:
                press = self._open(c.slot)
            else:
                press = self._press(c.action, c.on_click, c.slot)
            label = c.label + ("…" if c.choices else "")  # the ellipsis against its word, as both languages write it
            b = gui.button(
                rect,
                label,
                press,
                kind=c.kind,
                icon=c.icon,
                tooltip=c.full_tip(),
                size=self.size,
                min_size=14,
                enabled=c.enabled,
            )
            return [b]

    def _kind(self, c: Control) -> tuple[str, bool, str]:
        """``c.kind_of()``, where a group shown inline is buttons played at once: all its labels count."""
        if c.choices and c.slot in self.slots and self._fits_inline(c, self.slots[c.slot]):
            return (c.family or c.label, False, "\n".join(o.label for o in c.choices))
        return c.kind_of()

    def _fits_inline(self, c: Control, rect: pygame.Rect) -> bool:
        """True when the group is shown as its choices side by side in its slot: they fit, each on one
        readable line, and the group was not shown as a chooser before (a group keeps the way it was
        first shown, so "Add Strength …" never turns into three instant buttons the next clash)."""
        fits = self._fits(c, rect)
        return self._shown_inline.setdefault((c.slot, c.family or c.label), fits) and fits

    def _fits(self, c: Control, rect: pygame.Rect) -> bool:
        n = len(c.choices)
        w = (rect.w - self.gap * (n - 1)) // n
        if n < 2 or w < INLINE_MIN_W:  # one choice left stays behind its group's button
            return False
        room = w - 28  # the buttons' side margins
        return all(text_fit.text_width(o.label, "bold", text_fit.READABLE) <= room for o in c.choices)

    def _press(self, action: Any, on_click: Callable[[], Any] | None, slot: str) -> Callable[[], None]:
        def run() -> None:
            if self.lock > 0 or self.slot_held(slot) or self.table is None or not self.table.can_act():
                return
            shown = self.controls.get(slot)
            area = pygame.Rect(self.slots[slot])
            if self.chooser_for == slot:  # a pick in its chooser: the slot and the chooser above it
                area = area.union(self.chooser_rect)
            if shown is not None and self._mouse_at(area):
                self._under, self._under_kind, self._under_area = slot, self._kind(shown), area
            self._pressed, self._since_press = slot, 0.0
            self._pressed_sig, self.held = (shown.signature() if shown else ()), ""
            self.table.gui.hush_tips()
            self.close_chooser()
            if on_click is not None:
                on_click()
            elif action is not None:
                self.table.press(action)

        return run

    def _open(self, slot: str) -> Callable[[], None]:
        def run() -> None:
            if self.lock > 0 or self.slot_held(slot):
                return
            shown = self.controls.get(slot)
            if shown is not None and self._mouse_at(self.slots[slot]):
                self._under, self._under_kind, self._under_area = slot, self._kind(shown), self.slots[slot]
            if self.chooser_for == slot:
                self.close_chooser()
            else:
                self.open_chooser(slot)

        return run

    def slot_held(self, slot: str) -> bool:
        """True while ``slot``, pressed a moment ago, shows another move (a double click's second click)."""
        return slot == self.held and self._since_press < DOUBLE_CLICK_SECONDS

    # --- the chooser ---------------------------------------------------------------------------
    def open_chooser(self, slot: str) -> None:
        """Show the choices of the group in ``slot`` as a column of buttons above the bar."""
        self.close_chooser()
        c = self.controls.get(slot)
        if c is None or not c.choices or self.table is None:
            return
        gui = self.table.gui
        area = self.table.table_rect
        in_place = {o.entry or o.label for o in c.choices if o.reason}  # disabled choices listed in their place
        others = [u for u in c.unavailable if u.label not in in_place]
        n = len(c.choices) + len(others) + 1  # + Cancel
        cols = 1 if n <= 8 else 2
        per_col = (n + cols - 1) // cols
        labels = [f"{o.label}: {o.reason}" if o.reason else o.label for o in c.choices]
        labels += [f"{u.label}: {u.reason}" for u in others]
        widest = max(text_fit.text_width(t, "bold", self.size) for t in labels) + 40  # each on one line
        col_w = max(self.slots[slot].w, 300, min(widest, (area.w - 20) // cols - self.gap))
        if c.steady_chooser:  # not as wide as this turn's longest label: each choice where it was last turn
            col_w = max(self.slots[slot].w, 300, (area.w - 20) // cols - self.gap)
        h = per_col * (CHOOSER_ROW_H + 6)
        anchor = self.slots[slot]
        col_w, x, y = self._chooser_place(anchor, area, cols, col_w, max(self.slots[slot].w, widest), h)
        w = cols * col_w + (cols - 1) * self.gap
        self.chooser_for = slot
        items = [
            (f"{o.label}: {o.reason}", None, o.reason, "disabled")
            if o.reason
            else (o.label, self._press(o.action, o.on_click, slot), o.tip, c.kind)
            for o in c.choices
        ]
        items += [(f"{u.label}: {u.reason}", None, u.reason, "disabled") for u in others]
        items.append((_("Cancel"), self.close_chooser, "", "secondary"))
        with text_fit.where("action bar"):
            for i, (label, press, tip, kind) in enumerate(items):
                col, row = divmod(i, per_col)
                r = pygame.Rect(x + col * (col_w + self.gap), y + row * (CHOOSER_ROW_H + 6), col_w, CHOOSER_ROW_H)
                shown = "secondary" if kind == "disabled" else kind
                b = gui.button(r, label, press, kind=shown, tooltip=tip, size=self.size, min_size=14)
                self._chooser.append(b)
                if kind == "disabled":
                    b.disable()
        even_sizes(self._chooser)
        self.chooser_rect = pygame.Rect(x - 8, y - 8, w + 16, h + 10)
        for b in self.buttons(slot):  # the slot's tooltip would lie over the choices and Cancel
            self._muted.append((b, b.tool_tip_text))
            b.tool_tip_text = None
            if getattr(b, "tool_tip", None) is not None:
                b.tool_tip.kill()
                b.tool_tip = None

    def _chooser_place(
        self, anchor: pygame.Rect, area: pygame.Rect, cols: int, col_w: int, least_w: int, h: int
    ) -> tuple[int, int, int]:
        """(column width, x, y) of a chooser for the slot at ``anchor``: centred above it (below when
        there is no room); when that covers one of the table's ``keep_clear`` regions (a scoreboard
        the choice is made against), the first place that covers none: as wide as its longest label
        (``least_w``) or, failing that, as the slot (the labels shrink), flush with the slot's left or
        right edge or centred, above it, below the whole bar, or below it."""

        def spot(cw: int, x: int | None) -> pygame.Rect:
            w = cols * cw + (cols - 1) * self.gap
            x = anchor.centerx - w // 2 if x is None else x
            x = max(area.x + 10, min(x, area.right - w - 10))
            above = anchor.y - h - 10
            y = above if above >= area.y + 10 else min(anchor.bottom + 10, area.bottom - h - 10)
            return pygame.Rect(x, y, w, h)

        first = spot(col_w, None)
        clear = [pygame.Rect(r) for r in self.keep_clear()]
        if not any(first.colliderect(r) for r in clear):
            return col_w, first.x, first.y
        for cw in sorted({min(col_w, least_w), min(col_w, anchor.w)}, reverse=True):  # labels shrink to fit
            w = cols * cw + (cols - 1) * self.gap
            for x in (anchor.x, anchor.right - w, None):
                r = spot(cw, x)
                below_bar = self.rect.bottom + 10  # under the whole bar: no other button of it covered
                for y in (
                    r.y,
                    below_bar,
                    min(anchor.bottom + 10, area.bottom - h - 10),
                    max(area.y + 10, anchor.y - h - 10),
                ):
                    r.y = y
                    back = r.inflate(16, 16)  # the panel drawn behind the choices
                    if r.bottom <= area.bottom and not any(back.colliderect(c) for c in clear):
                        return cw, r.x, r.y
        return col_w, first.x, first.y

    def close_chooser(self) -> None:
        for b in self._chooser:
            b.kill()
        self._chooser = []
        self.chooser_for = ""
        for b, tip in self._muted:
            b.tool_tip_text = tip
        self._muted = []

    def draw_chooser_back(self, surface: pygame.Surface) -> None:
        """The panel behind an open chooser (drawn under the widgets), and in a slot whose new move
        waits for the mouse to leave, that move's name, dimmed: drawn, not a button."""
        if self._chooser:
            style.draw_panel(surface, self.chooser_rect, "dark")
        for slot in self.hidden:
            c, rect = self.controls.get(slot), self.slots[slot]
            if c is not None:
                pygame.draw.rect(surface, style.GOLD_DARK, rect, 1, border_radius=8)
                text_fit.draw(surface, c.label, rect.inflate(-16, -6), "italic", self.size, style.TEXT_DIM, min_size=12)

    # --- frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.lock = max(0.0, self.lock - dt)
        if self.lock < 1e-6:  # a lock run down by many frames ends with them (no drift of the sums)
            self.lock = 0.0
        self._since_press += dt
        waited = bool(self.hidden) and self._hidden_for >= REVEAL_SECONDS
        if self.hidden:
            self._hidden_for += dt
        if self._under and (waited or not self._mouse_at(self._under_area)):
            self._under = ""
            if self.hidden and self.table is not None:
                self.hidden = set()
                self.set(self.table, list(self.controls.values()))  # the waiting slots appear

    def _mouse_at(self, area: pygame.Rect) -> bool:
        app = getattr(self.table, "app", None)
        return app is not None and area.collidepoint(app.mouse_pos)

    def key(self, key: int) -> bool:
        """Press the control with hotkey ``key``; True when one took it."""
        for c in self.controls.values():
            if c.key == key and c.enabled and not c.choices and c.slot not in self.hidden:
                self._press(c.action, c.on_click, c.slot)()
                return True
        return False

    def slot_of(self, action: Any) -> str | None:
        """The slot whose control (or one of its choices) submits ``action``; None if none shows it."""
        for slot, c in self.controls.items():
            if c.action == action or any(o.action == action for o in c.choices):
                return slot
        return None

    def rects_of(self, action: Any) -> list[pygame.Rect]:
        """Where to click to submit ``action``, in order: its button (an inline choice's own button),
        or a chooser's opening button and then, while that chooser is open, the choice's button."""
        slot = self.slot_of(action)
        if slot is None:
            return []
        c = self.controls[slot]
        if c.action == action or not c.choices:
            return [pygame.Rect(self.slots[slot])]
        index = next(i for i, o in enumerate(c.choices) if o.action == action)
        built = self.buttons(slot)
        if len(built) == len(c.choices) and len(built) > 1:
            return [pygame.Rect(built[index].rect)]  # shown inline: that choice's own button
        out = [pygame.Rect(self.slots[slot])]
        if self.chooser_for == slot and index < len(self._chooser):
            out.append(pygame.Rect(self._chooser[index].rect))
        return out

    def buttons(self, slot: str) -> list[Any]:
        """The pygame_gui buttons shown in ``slot`` now (tests click them)."""
        return list(self._built.get(slot, ((), []))[1])

    def chooser_buttons(self) -> list[Any]:
        return list(self._chooser)

    def _clear_buttons(self) -> None:
        for _sig, buttons in self._built.values():
            for b in buttons:
                b.kill()
        self._built = {}
        self._signature = ()
        self.hidden = set()
        self.close_chooser()

    def clear(self) -> None:
        """Remove every button (not the viewer's turn)."""
        self.set(self.table, []) if self.table is not None else self._clear_buttons()


def unavailable_now(table: Any) -> list[Unavailable]:
    """The viewer's moves not possible now, with their reasons (the game's presentation says)."""
    spec = getattr(table, "spec", None)
    hook = presentation_of(spec).unavailable if spec is not None else None
    return list(hook(table.view, table.viewer)) if hook is not None and table.view is not None else []


def why_not_at(table: Any, key: Any) -> str:
    """Why the spot ``key`` cannot be used now ('' when the game gives no reason for it)."""
    if key is None or not table.can_act():
        return ""
    lines = [f"{u.label}: {u.reason}" for u in unavailable_now(table) if u.key == key]
    return "\n".join(lines)


def with_reasons(table: Any, controls: Sequence[Control]) -> list[Control]:
    """``controls`` with the moves of their family not possible now (from the game's presentation);
    placeholders without any are dropped."""
    entries = unavailable_now(table) if controls else []
    out = []
    for c in controls:
        mine = tuple(u for u in entries if u.family and u.family == (c.family or c.label))
        if c.placeholder and not mine:
            continue
        out.append(replace(c, unavailable=mine) if mine else c)
    return out
