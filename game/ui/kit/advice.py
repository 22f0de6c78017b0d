"""Advice: the Hint button. The strongest bot looks at the player's own view (nothing more) and says
which move it would make and why; the table outlines where that move is made (the cards or spots
to click and the bar's button, ``KitTable.rects_for_action``) and shows the sentence. The bot
thinks in a thread within the player's thinking-time setting; a move made in the meantime makes
the answer stale and it is dropped."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.core.rng import Rng
from game.core.rules import Action, normalize_action
from game.i18n import _
from game.ui import text_fit
from game.ui.widgets import style

SHOW_SECONDS = 12.0
STRONGEST = ("hard", "medium", "easy", "random")


@dataclass
class Tip:
    """An answer: the move, what to call it, why, and for which position (the number of moves)."""

    action: Action
    label: str
    why: str
    at: int
    named: bool = False  # the label is the game's own words for the Hint (kept over the bar's)


def strongest_level(spec: Any) -> str:
    levels = list(spec.bots)
    return next((lvl for lvl in STRONGEST if lvl in levels), levels[-1] if levels else "random")


def move_label(
    spec: Any,
    view: Any,
    seat: int,
    action: Action,
    rng: Rng,
    name: str = "",
    you: bool = False,
    names: Callable[[int], str] | None = None,
) -> str:
    """The move in words: the game's label for it, else the log line it would make as everyone may
    read it (played in a world dealt from the player's view; ``you``: in the second person, "You
    draw a card", for the player's own screens; ``names``: each seat's name, else ``name`` for all),
    else the raw move."""
    if spec.action_label is not None:
        try:
            return str(spec.action_label(view, action))
        except Exception:  # noqa: BLE001 - a game without a label for this move: fall back
            pass
    if spec.describe is not None:
        try:
            _after, events = spec.rules.apply(spec.rules.determinize(view, seat, rng), seat, action)
            reader = seat if you else None
            named = names if names is not None else (lambda s: name)
            lines = [spec.describe(e.for_seat(None), reader, names=named) for e in events]
        except Exception:  # noqa: BLE001 - no words for it: the raw move below
            lines = []
        text = next((line for line in lines if line), "").rstrip(".")  # the move itself, not what followed
        if text:
            return text
    return " ".join(str(a) for a in action) if isinstance(action, tuple) else str(action)


def advise(
    spec: Any,
    state: Any,
    seat: int,
    seed: int,
    seconds: float,
    name: str = "",
    names: Callable[[int], str] | None = None,
) -> Tip:
    """What the strongest bot would play for ``seat``, judged from ``seat``'s view only, told to that
    seat in the second person (``names``: the other seats' names)."""
    rules = spec.rules
    view = rules.view(state, seat)
    bot = hint_bot(spec)
    rng = Rng.from_seed(seed)
    action = normalize_action(bot.choose(rules, view, seat, rng, deadline=time.monotonic() + seconds))
    label = hint_label(spec, view, seat, action)
    named = bool(label)
    label = (
        label
        or advice_words(spec, view, seat, action, names)
        or move_label(spec, view, seat, action, Rng.from_seed(seed + 1), name, you=True, names=names)
    )
    why = hint_reason(spec, view, seat, action) or getattr(bot, "explain", "") or ""
    return Tip(action, label, why, -1, named)


def hint_bot(spec: Any) -> Any:
    """The bot that gives the Hint: the game's own (``Presentation.hint_bot``) or the strongest level."""
    pres = spec.presentation
    make = getattr(pres, "hint_bot", None) if pres is not None else None
    return make() if make is not None else spec.bot_factory(strongest_level(spec))()


def hint_label(spec: Any, view: Any, seat: int, action: Action) -> str:
    """The game's own words for the Hint's move (``Presentation.hint_label``: it may name what only
    the player knows, such as the card from their hand), or ''."""
    pres = spec.presentation
    words = getattr(pres, "hint_label", None) if pres is not None else None
    return str(words(view, seat, action)) if words is not None else ""


def advice_words(spec: Any, view: Any, seat: int, action: Action, names: Callable[[int], str] | None = None) -> str:
    """The move as advice in the game's own words ("Look at a face-down paladin of Isotta":
    ``extra["review_move_words"]``, given the seats' ``names``), or ''."""
    own = spec.extra.get("review_move_words")
    if own is None:
        return ""
    return str(own(view, seat, action, names)) if names is not None else str(own(view, seat, action))


def hint_reason(spec: Any, view: Any, seat: int, action: Action) -> str:
    """Why the move is good, told to the player (the game's ``Presentation.hint_reason``), or ''."""
    pres = spec.presentation
    words = getattr(pres, "hint_reason", None) if pres is not None else None
    return str(words(view, seat, action)) if words is not None else ""


def bar_words(table: Any) -> dict[str, str]:
    """The words of every move the action bar offers now (a button's or a choice's label), by the
    move's repr: a hint names a move as its button does ("End turn", not the line it would log)."""
    out: dict[str, str] = {}
    bar = getattr(table, "bar", None)
    for c in getattr(bar, "controls", {}).values():
        if c.action is not None:
            out[repr(normalize_action(c.action))] = c.label
        for o in c.choices:
            if o.action is not None:
                out[repr(normalize_action(o.action))] = o.label
    return out


def draw_outline(surface: pygame.Surface, rect: pygame.Rect, under: Sequence[pygame.Rect] = ()) -> None:
    """The Hint's gold ring round ``rect``, left out where it would cross any of ``under`` (a pop-up
    lying over what it outlines)."""
    ring = rect.inflate(10, 10)
    hidden = [p.clip(ring).move(-ring.x, -ring.y) for p in under if p.colliderect(ring)]
    if not hidden:
        pygame.draw.rect(surface, style.GOLD, ring, 4, border_radius=10)
        return
    layer = pygame.Surface(ring.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, style.GOLD, layer.get_rect(), 4, border_radius=10)
    for part in hidden:
        layer.fill((0, 0, 0, 0), part)
    surface.blit(layer, ring)


def _sentence(text: str) -> str:
    """``text`` ending as a sentence does (a full stop added when it has no end mark)."""
    text = text.rstrip()
    return text if not text or text[-1] in ".!?…" else text + "."


class Advice:
    """The table's hint: ``ask()`` starts thinking; ``tip`` holds the answer while it is current,
    for ``show_seconds`` at most (None: until a move is made)."""

    show_seconds: float | None = SHOW_SECONDS

    def __init__(self, used: dict[int, int]) -> None:
        self.tip: Tip | None = None
        self.thinking = False
        self.shown_for = 0.0
        self.used = used  # seat → hints asked (the session's, so saves and the results see them)
        self._answer: Tip | None = None
        self._lock = threading.Lock()

    def ask(self, table: Any) -> bool:
        """Start thinking for the viewer; False when no hint can be given now."""
        if self.thinking or not table.can_act():
            return False
        seat, session = table.viewer, table.session
        at = len(table.store.history)
        state = table.store.state
        seconds = max(0.2, float(table.app.settings.bot_think_seconds))
        seed = session.seed * 31 + at
        words = bar_words(table)
        self.tip = None
        self.used[seat] = self.used.get(seat, 0) + 1
        if len(table.legal) == 1:  # nothing to weigh: say so, in the button's words
            only = table.legal[0]
            label = (
                words.get(repr(normalize_action(only)))
                or hint_label(session.spec, table.view, seat, only)
                or advice_words(session.spec, table.view, seat, only, session.seat_name)
            )
            if not label:  # neither a button nor the game's own Hint words name it
                label = move_label(
                    session.spec, table.view, seat, only, Rng.from_seed(seed), you=True, names=session.seat_name
                )
            with self._lock:
                self._answer = Tip(only, label, _("it is the only move you can make now"), at)
            self.thinking = True
            return True

        def work() -> None:
            tip = advise(session.spec, state, seat, seed, seconds, session.seat_name(seat), names=session.seat_name)
            if not tip.named:
                tip.label = words.get(repr(normalize_action(tip.action)), tip.label)  # the button's own words
            tip.at = at
            with self._lock:
                self._answer = tip

        self.thinking = True
        threading.Thread(target=work, name="hint", daemon=True).start()
        return True

    def update(self, dt: float, moves: int) -> None:
        with self._lock:
            answer, self._answer = self._answer, None
        if answer is not None:
            self.thinking = False
            self.tip = answer if answer.at == moves else None
            self.shown_for = self.show_seconds or 0.0
        if self.tip is not None:
            self.shown_for -= dt
            if (self.show_seconds is not None and self.shown_for <= 0) or self.tip.at != moves:
                self.tip = None

    def text(self) -> str:
        if self.thinking:
            return _("Looking for a good move…")
        if self.tip is None:
            return ""
        if self.tip.why:
            return _sentence(_("Hint: {move} — {why}").format(move=self.tip.label, why=self.tip.why))
        return _sentence(_("Hint: {move}").format(move=self.tip.label))

    def draw(
        self, surface: pygame.Surface, table: Any, area: pygame.Rect, sentence: bool = True, outline: bool = True
    ) -> None:
        """Outline where the suggested move is made (``table.rects_for_action``: its cards or spots
        and its bar button; not with ``outline`` False) and write the sentence in ``area`` (not with
        ``sentence`` False: the table writes it before the widgets, so their tooltips lie over it).
        The outlines stay under the pop-ups open now (``table.popups()``), even of a place lying wholly
        under one, but for the pop-ups' own buttons' (``table.popup_buttons()``)."""
        text = self.text()
        if not text:
            return
        if self.tip is not None and outline:
            under = table.popups() if hasattr(table, "popups") else []
            own = {tuple(r) for r in table.popup_buttons()} if hasattr(table, "popup_buttons") else set()
            for rect in table.rects_for_action(self.tip.action):
                mine = tuple(rect) in own  # a pop-up's own button: ringed over that pop-up, nothing else is
                draw_outline(surface, rect, [p for p in under if not (mine and p.contains(rect))])
        if not sentence:
            return
        box = pygame.Rect(area)
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        shade.fill((24, 19, 12, 255))
        surface.blit(shade, box)
        pygame.draw.rect(surface, style.GOLD, box, 2, border_radius=8)
        with text_fit.where("hint"):
            lines = getattr(table, "advice_lines", 6)  # a table with a tall hint box may allow more
            text_fit.draw(surface, text, box.inflate(-20, -8), "bold", 21, style.GOLD, max_lines=lines, min_size=15)
