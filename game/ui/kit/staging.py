"""Staging: a table's picture of a sequence that follows the event timeline rather than the state.

A table showing a sequence event by event (a duel's clashes, a mission's resolution) gives the
game's two pure functions: ``rebuild(steps)``, the picture after those steps of the store's history
(None: nothing to show), and ``fold(picture, event)``, the picture after one more event. For each
event it animates, ``Staging.play(history, event, extras)`` folds the event in and returns the
animations that show it: first a held call that puts a copy of this event's picture on screen, then
``extras(event, picture)`` — so what is drawn is the event being shown even when the state has moved
on. ``picture(history, timeline)`` is what to draw now (the latest, once nothing waits); ``playing``
says whether its events still wait; ``moment`` names the moment held on screen ("" if none).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import Any

from game.ui.kit.timeline import Anim, Call, Timeline


class Staging:
    """``on_show(old, new)`` runs whenever another picture goes on screen."""

    def __init__(
        self,
        rebuild: Callable[[Sequence[Any]], Any],
        fold: Callable[[Any, Any], Any],
        on_show: Callable[[Any, Any], None] | None = None,
    ) -> None:
        self.rebuild, self.fold, self.on_show = rebuild, fold, on_show
        self.latest: Any = None  # every event of the history folded in
        self.shown: Any = None  # the picture on screen
        self.folded = -1  # history steps in ``latest``

    def catch_up(self, history: Sequence[Any], steps: int | None = None) -> None:
        steps = len(history) if steps is None else steps
        if self.folded != steps:
            self.latest, self.folded = self.rebuild(history[:steps]), steps

    def play(self, history: Sequence[Any], event: Any, extras: Callable[[Any, Any], list[Anim]], moment: str = ""):
        """Fold ``event`` (of the last step of ``history``) in; the animations that show it."""
        if self.folded != len(history):  # the first event of a new step: what came before it first
            self.catch_up(history, len(history) - 1)
            self.folded = len(history)
        self.latest = self.fold(self.latest, event)
        if self.latest is None:
            return []
        picture = copy.deepcopy(self.latest)
        out = [Call(fn=lambda: self.show(picture), hold=True), *extras(event, picture)]
        for a in out:
            a.tag = (self, moment)
        return out

    def show(self, picture: Any) -> None:
        if self.on_show is not None:
            self.on_show(self.shown, picture)
        self.shown = picture

    def picture(self, history: Sequence[Any], timeline: Timeline) -> Any:
        """The picture to draw now: the one on screen, or the latest once no event waits."""
        if not timeline.busy:
            self.catch_up(history)
            if self.shown is not self.latest:
                self.show(self.latest)
        return self.shown

    def forget(self) -> None:
        """Rebuild from the history next time (after an undo)."""
        self.folded = -1

    def _mine(self, anims: Sequence[Anim]) -> list[Anim]:
        return [a for a in anims if isinstance(a.tag, tuple) and a.tag and a.tag[0] is self]

    def playing(self, timeline: Timeline) -> bool:
        return any(self._mine(anims) for anims in timeline.queue)

    def moment(self, timeline: Timeline) -> str:
        return next((a.tag[1] for a in self._mine(timeline.running()) if a.tag[1]), "")
