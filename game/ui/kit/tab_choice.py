"""TabChoice: what a tabbed region shows — the view the phase calls for, unless the player picked
another tab, which then holds until the phase calls for a different view."""

from __future__ import annotations

from typing import Any


class TabChoice:
    def __init__(self) -> None:
        self.auto: Any = ""  # the phase's own view, last time it was asked
        self.picked: Any = None  # the player's tab (None: the phase's)

    def shown(self, auto: Any) -> Any:
        """The view to show now, the phase calling for ``auto``."""
        if auto != self.auto:
            self.auto, self.picked = auto, None
        return self.picked if self.picked is not None else auto

    def pick(self, key: Any) -> None:
        """The player clicked the tab ``key`` (the phase's own tab forgets the pick)."""
        self.picked = None if key == self.auto else key

    def key(self) -> tuple:
        """What a cached drawing of the region depends on."""
        return (self.auto, self.picked)
