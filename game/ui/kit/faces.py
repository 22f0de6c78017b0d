"""FaceKind: what every card of one kind shares — its game, type line, emblem, frame colour, shape
and back — declared once, so a game's card module says per card only what differs (its title,
picture, text, value)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.ui.art.cards import CardSpec


@dataclass(frozen=True)
class FaceKind:
    """One kind of card of ``game`` (``kind`` is stored on every face, for the game's own use)."""

    game: str
    kind: str
    subtitle: str = ""  # msgid of the type line
    emblem: str | None = None
    accent: tuple[int, int, int] | None = None
    shape: str = "card"
    back: str = "default"

    def face(self, title: str, art: str | None = None, **fields: Any) -> CardSpec:
        """The face of one card of this kind; ``fields``: any other ``CardSpec`` field (value, body,
        stats, footer…) or one of the kind's own overridden."""
        shared = dict(game=self.game, kind=self.kind, subtitle=self.subtitle, emblem=self.emblem)
        shared |= dict(accent=self.accent, shape=self.shape, back=self.back)
        return CardSpec(title=title, art=art, **(shared | fields))
