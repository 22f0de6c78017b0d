"""Presentation: how a game looks in the app, hung off its GameSpec (``spec.presentation``).

Each game keeps one in ``game/games/<id>/ui/presentation.py`` (``PRESENTATION = Presentation(...)``).
The shared UI reads everything game-specific from it — the menu tile's emblem and colour, the card
faces for the gallery, the table to open, the rules summary and reference, the extra smoke screenshots — so no
list of game ids lives in game/ui, the gallery or smoke. Importing it must stay cheap: the table
module is imported by ``table`` when a table opens.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

DEFAULT_EMBLEM = "knight-banner"
DEFAULT_ACCENT = (120, 90, 50)


class Unavailable(NamedTuple):
    """A move the player might expect but cannot make now: its ``label``, the ``reason`` why not, the
    ``family`` of bar controls it belongs to (``Control.family``; the action bar shows it there), and
    the ``key`` of the table's spot it concerns, if any (hovering or clicking that spot says why)."""

    label: str
    reason: str
    family: str = ""
    key: Any = None  # the table's spot it concerns (e.g. a board space): its tooltip and a click say why


class Automa(NamedTuple):
    """A rival that holds no seat (Glory's Otto), for the results screen: its ``name``, final ``score``,
    ``place`` in the standings (1 = first; the players' places make room for it), its score at the
    start and after every move (``history``, aligned with the store's ``score_history``), what it is
    (``tag``: "automa"), its ``badge`` at a size, and its line's ``colour`` on the chart; ``shown``: what
    the standings show for its score when it scores nothing (a goal it stands for), and then it is not
    charted."""

    name: str
    score: float
    place: int
    history: list[float]
    tag: str
    badge: Callable[[int], Any]
    colour: tuple[int, int, int]
    shown: str | None = None


@dataclass(frozen=True)
class Presentation:
    """``table(app, session)`` builds the table scene; ``order`` places the game in the menu."""

    table: Callable[[Any, Any], Any]
    emblem: str = DEFAULT_EMBLEM  # game-icons name: menu tile, setup, card backs
    accent: tuple[int, int, int] = DEFAULT_ACCENT  # menu tile, card frames and backs
    order: int = 100
    card_specs: Callable[[], Sequence[Any]] | None = None  # every face (CardSpec), for the gallery
    card_sizes: tuple[tuple[int, int], ...] = ()  # the sizes the table shows cards at (text-fit test)
    card_accent: tuple[int, int, int] | None = None  # card frames and the plain back (default: accent)
    back_emblem: str = ""  # the emblem on the plain back (default: emblem)
    back_styles: dict[str, tuple[tuple[int, int, int], str, str, int]] = field(default_factory=dict)
    """The game's other backs: style → (field colour, emblem, label msgid or "", dots)."""
    rules: Callable[[], Any] | None = None  # the rules summary: a text or (heading, text) sections
    smoke: Callable[[Any], Sequence[tuple[str, Callable[[], None]]]] | None = None  # (name, prepare) per extra shot
    gallery: Callable[[Any, list], None] | None = None  # extra gallery sheets: (out dir, written list)
    reference: Callable[[], Sequence[Any]] | None = None
    """The full rules reference: chapters (``rules_reference_model.Chapter``), in the current language."""
    reference_picture: Callable[..., Any] | None = None
    """Draws a reference picture by its key (a card face, a die, a token): ``(key, large=False)`` → Surface;
    ``large`` is the enlarged view shown while the mouse is over it. KeyError for an unknown key."""
    save_progress: Callable[[dict[str, Any]], str] | None = None
    """``(the saved state's counters: round, turn, phase…)`` → where the game stands ('Round 2'), for
    the load list."""
    story: Callable[[Any], Sequence[tuple[int | None, str]]] | None = None
    """The results screen's story of a finished session: (seat or None, line) — who won what, in order."""
    breakdown: Callable[[Any], Sequence[dict[str, Any]]] | None = None
    """The results screen's breakdown (one dict per seat: row msgid → value) for a game whose outcome
    carries none; read from the finished session (its action log)."""
    score_text: Callable[[Any, float], str] | None = None
    """``(session, score)`` → a final score with its unit, for the results screen's standings ("2
    trophies"); without it the bare number."""
    hint_reason: Callable[[Any, int, tuple], str] | None = None
    """``(view, seat, action)`` → why the Hint's move is good, told to the player ("you take the lead");
    without it the Hint gives the bot's own reason."""
    hint_bot: Callable[[], Any] | None = None
    """``()`` → the bot that gives the Hint (default: a new bot of the strongest level)."""
    hint_label: Callable[[Any, int, tuple], str] | None = None
    """``(view, seat, action)`` → the Hint's move in the game's own words, told to the player (it may
    name the card from their hand), or '' for the usual label."""
    setup_note: Callable[[int, dict], str] | None = None
    """``(players, options chosen)`` → a line the setup's seats panel shows (a solo game: whom the
    player faces and how that game is won); "" for none."""
    automa: Callable[[Any], Automa | None] | None = None
    """``(finished session)`` → a rival holding no seat that the results screen ranks and charts with
    the players (Glory's Otto in Rivalry), or None."""
    unavailable: Callable[[Any, int], Sequence[Unavailable]] | None = None
    """``(view, seat)`` → the moves that seat might expect but cannot make now, with their reasons: the
    action bar shows each disabled in the control of its family (its chooser, or its tooltip)."""


def lazy(target: str) -> Callable[..., Any]:
    """``"package.module:name"`` as a callable that imports the module only when called, then calls
    ``name`` with the same arguments (a presentation names its table, faces and smoke shots this way)."""
    module, _sep, name = target.partition(":")

    def call(*args: Any, **kwargs: Any) -> Any:
        return getattr(importlib.import_module(module), name)(*args, **kwargs)

    return call


def presentation_of(spec: Any) -> Presentation:
    """The presentation of ``spec`` (a plain one for a game without its own)."""
    got = spec.presentation
    if got is not None:
        return got
    return Presentation(table=_generic_table)


def _generic_table(app: Any, session: Any) -> Any:
    from game.ui.kit.generic import GenericTable

    return GenericTable(app, session)
