"""Timeline: the store's events shown one after another, at the player's animation speed.

The table maps an event kind to a list of animations (``KitTable.animations``): cards flying
between places, a pause, an announcement, a sound. The events of another player's move play in
order, each waiting for the one before (the table is busy meanwhile, so nothing is missed); the
viewer's own moves play at once without holding anything back, except announcements, which always
wait for their time or a click (and any animation made with ``hold=True``: a moment that must be
seen in order, such as a clash's dice and its result). ``then(fn)`` runs ``fn`` once what is queued
has been shown (the table shows an event's log line so). ``Pause`` is such a moment with nothing of its
own to draw (the table draws it, reading ``running()``). ``skip()`` (a click or Space) finishes
everything at once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.ui.art.cards import draw_card
from game.ui.kit.banner import Announcement

FLIGHT_SECONDS = 0.45
MIN_SPEED = 0.25


@dataclass
class Anim:
    """Base: ``t`` runs from 0 to ``duration`` (seconds at speed 1) after ``delay``. ``hold``: wait
    for the events before it even when it shows the viewer's own move (as announcements do)."""

    duration: float = 0.3
    delay: float = 0.0
    t: float = 0.0
    hold: bool = False
    tag: Any = None  # who made it and why (a ``Staging`` finds its own animations by it)

    @property
    def done(self) -> bool:
        return self.t >= self.delay + self.duration

    @property
    def progress(self) -> float:
        """0 → 1 over the animation (0 while it waits for its delay)."""
        return max(0.0, min(1.0, (self.t - self.delay) / max(1e-6, self.duration)))

    def start(self) -> None:
        """Called when the animation's event begins."""

    def tick(self) -> None:
        """Called each frame after ``t`` moved on (a ``Cue`` watches its moment)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the animation's current frame (over the table and its widgets)."""


@dataclass
class Flight(Anim):
    """A card image gliding from one rect to another (decoration: the state has already changed)."""

    image: pygame.Surface | None = None
    start_rect: pygame.Rect = field(default_factory=pygame.Rect)
    end_rect: pygame.Rect = field(default_factory=pygame.Rect)
    duration: float = FLIGHT_SECONDS

    def draw(self, surface: pygame.Surface) -> None:
        if self.image is None or self.t < self.delay:
            return
        k = self.progress
        k = k * k * (3 - 2 * k)
        (x0, y0), (x1, y1) = self.start_rect.center, self.end_rect.center
        w, h = self.image.get_size()
        draw_card(surface, self.image, (int(x0 + (x1 - x0) * k - w / 2), int(y0 + (y1 - y0) * k - h / 2)))


@dataclass
class RowFlight(Flight):
    """A flight that leaves from row ``row`` of an announcement (a contest's VP going to the
    scoreboard); it starts at that row's value, where it was last drawn. ``over``: drawn over the
    announcement (False once the announcement has closed, after a ``Then``)."""

    source: Announcement | None = None
    row: int = 0
    over: bool = True

    def draw(self, surface: pygame.Surface) -> None:
        if self.source is not None and self.row < len(self.source.row_rects):
            r = self.source.row_rects[self.row]
            self.start_rect = pygame.Rect(r.right - 110, r.y, 100, r.h)  # from the row's value
        super().draw(surface)


@dataclass
class Call(Anim):
    """Runs ``fn`` when its event begins (a sound, a highlight)."""

    fn: Callable[[], Any] | None = None
    duration: float = 0.0

    def start(self) -> None:
        if self.fn is not None:
            self.fn()


@dataclass
class Cue(Anim):
    """Runs ``fn`` once, as the animation ``at`` (of the same event) appears on screen: its delay has
    passed (an event's log lines show with the panel, banner or caption telling it)."""

    fn: Callable[[], Any] | None = None
    at: Anim | None = None
    duration: float = 0.0
    fired: bool = False

    @property
    def done(self) -> bool:
        return self.fired

    def start(self) -> None:
        self.tick()

    def tick(self) -> None:
        if self.fired or (self.at is not None and self.at.t < self.at.delay):
            return
        self.fired = True
        if self.fn is not None:
            self.fn()


@dataclass
class Announce(Anim):
    """An announcement panel; it always holds the timeline (until its time is up or a click)."""

    announcement: Announcement | None = None

    def __post_init__(self) -> None:
        if self.announcement is not None:
            self.duration = self.announcement.seconds


@dataclass
class Then(Anim):
    """A divider in one event's animations: those after it start once those before it have been
    shown (a contest's VP leave for the scoreboard once its announcement has closed)."""

    duration: float = 0.0


@dataclass
class Pause(Anim):
    """A moment held on screen (a result to read): holds the timeline for ``duration``; ``paint``, if
    given, draws it over the table with its progress (0 → 1)."""

    hold: bool = True
    paint: Callable[[pygame.Surface, float], Any] | None = None

    def draw(self, surface: pygame.Surface) -> None:
        if self.paint is not None and self.t >= self.delay:
            self.paint(surface, self.progress)


class Timeline:
    def __init__(self) -> None:
        self.queue: list[list[Anim]] = []  # events still to show, in order
        self.loose: list[Anim] = []  # the viewer's own moves: shown at once, holding nothing

    @property
    def busy(self) -> bool:
        """True while events wait to be shown (the table is animating)."""
        return bool(self.queue)

    @property
    def announcement(self) -> Announcement | None:
        """The announcement on screen now, if any."""
        shown = self.announcing
        return shown.announcement if shown is not None else None

    @property
    def announcing(self) -> Announce | None:
        """The announcement animation on screen now (its ``t - delay`` is how long it has shown)."""
        if self.queue:
            for a in self.queue[0]:
                if isinstance(a, Announce) and a.t >= a.delay:
                    return a
        return None

    def add(self, anims: list[Anim], wait: bool = True) -> None:
        """Queue one event's animations (``wait``: after the events before it; else at once)."""
        if any(isinstance(a, Then) for a in anims):
            part: list[Anim] = []
            for a in anims:
                if isinstance(a, Then):
                    self.add(part, wait)
                    part = []
                else:
                    part.append(a)
            self.add(part, wait)
            return
        if not anims:
            return
        held = [a for a in anims if isinstance(a, (Announce, RowFlight)) or a.hold] if not wait else anims
        free = [] if wait else [a for a in anims if not (isinstance(a, (Announce, RowFlight)) or a.hold)]
        if free:
            for a in free:
                a.start()
            self.loose.extend(free)
        if held:
            if not self.queue:
                for a in held:
                    a.start()
            self.queue.append(held)

    def then(self, fn: Callable[[], Any]) -> None:
        """Run ``fn`` once every event queued so far has been shown (at once when none waits)."""
        if self.queue:
            self.queue.append([Call(fn=fn)])
        else:
            fn()

    def running(self) -> list[Anim]:
        """The animations playing now: the event on screen and the viewer's own loose ones."""
        return (list(self.queue[0]) if self.queue else []) + list(self.loose)

    def update(self, dt: float, speed: float, hold: bool = False) -> None:
        """Advance the animations; ``hold``: an announcement fully shown stays (the pointer rests on it),
        as does one made ``until_click``."""
        step = dt * max(MIN_SPEED, speed)
        for a in self.loose:
            a.t += step
            a.tick()
        self.loose = [a for a in self.loose if not a.done]
        if self.queue:
            for a in self.queue[0]:
                keep = isinstance(a, Announce) and a.announcement is not None
                keep = keep and (hold or a.announcement.until_click)  # type: ignore[union-attr]
                if keep and a.t - a.delay >= a.announcement.built_at:
                    continue
                a.t += step
            for a in self.queue[0]:
                a.tick()
            if all(a.done for a in self.queue[0]):
                self._next()

    def _next(self) -> None:
        """End the event on screen and start the next (those with nothing to wait for end at once)."""
        self.queue.pop(0)
        while self.queue:
            for a in self.queue[0]:
                a.start()
            if not all(a.done for a in self.queue[0]):
                return
            self.queue.pop(0)

    def skip(self) -> None:
        """Finish everything now."""
        self.queue.clear()
        self.loose.clear()

    def finish_rows(self) -> bool:
        """Show at once every row of the announcement on screen still building (a click on it while its
        rows appear one by one shows them all rather than closing it unread). True when rows were left."""
        shown = self.announcing
        if shown is None or shown.announcement is None:
            return False
        built = shown.announcement.built_at
        if shown.t - shown.delay >= built:
            return False
        shown.t = shown.delay + built
        return True

    def advance(self) -> None:
        """End the event on screen (a click on an announcement) and start the next one."""
        if self.queue:
            self._next()

    def draw(self, surface: pygame.Surface, over: bool = False) -> None:
        """Draw the animations on screen (``over``: only those drawn over an announcement)."""
        for a in [*self.loose, *(self.queue[0] if self.queue else ())]:
            if getattr(a, "over", False) == over:
                a.draw(surface)
