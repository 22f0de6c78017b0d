"""Game registry: game id → GameSpec. Games register themselves when ``game.games.load_all`` imports them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core.rules import Rules
from game.i18n import N_

BOT_LEVELS = ("random", "easy", "medium", "hard")


@dataclass(frozen=True)
class OptionSpec:
    """A game-specific setup option shown in the setup screen (stored in ``Options.extra``)."""

    key: str
    label: str  # English msgid (marked with N_); translated where shown
    choices: tuple[tuple[Any, str], ...]  # (value, N_ label)
    default: Any
    players: tuple[int, ...] = ()  # the player counts it applies to; () = every count
    fixed_when: tuple[tuple[str, Any, Any], ...] = ()  # (other key, its value, the value this one is then)

    def applies(self, players: int) -> bool:
        """Whether the option means anything in a game of ``players`` (setup shows only those)."""
        return not self.players or players in self.players

    def fixed(self, chosen: dict[str, Any]) -> Any | None:
        """The value another option's choice forces on this one (setup shows it alone), or None;
        ``chosen`` holds the values of the options that apply to the game being set up."""
        return next((forced for key, value, forced in self.fixed_when if chosen.get(key) == value), None)


@dataclass(frozen=True)
class VariantSpec:
    id: str
    label: str  # N_ msgid
    players: tuple[int, ...] = ()  # allowed player counts; () = the game's own
    description: str = ""  # N_ msgid


@dataclass(frozen=True)
class GameSpec:
    """Everything the app and the CLI need to know about one game."""

    id: str
    name: str  # N_ msgid
    pitch: str  # N_ msgid: one line for the menu
    rules: Rules
    players: tuple[int, ...]
    bots: dict[str, Callable[[], Any]]  # level id → factory of a Bot
    # measurement-only opponents (strong rule-based players); never offered at setup
    sparring: dict[str, Callable[[], Any]] = field(default_factory=dict)
    variants: tuple[VariantSpec, ...] = (VariantSpec("standard", N_("Standard")),)
    options: tuple[OptionSpec, ...] = ()
    # event → translated log line; may take a keyword ``names`` (seat → display name)
    describe: Callable[..., str] | None = None
    action_label: Callable[[Any, tuple], str] | None = None  # (view, action) → translated short label
    hidden: bool = False  # built-in test games never appear in the menu
    extra: dict[str, Any] = field(default_factory=dict)
    # the module holding the game's ``PRESENTATION`` (UI side: emblem, colours, cards, table, smoke);
    # imported only when the UI asks for it, so the engines never import pygame
    presentation_module: str = ""

    @property
    def presentation(self) -> Any:
        """The game's presentation (``game.ui.presentation.Presentation``), or None if it has none.
        By default it lives in ``game.games.<id>.ui.presentation``."""
        import importlib

        name = self.presentation_module or f"game.games.{self.id}.ui.presentation"
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name is not None and name.startswith(exc.name):
                return None
            raise
        return getattr(module, "PRESENTATION", None)

    def bot_factory(self, level: str) -> Callable[[], Any]:
        """The factory of a bot level or of a sparring partner; KeyError when neither exists."""
        if level in self.bots:
            return self.bots[level]
        return self.sparring[level]

    def players_for(self, variant: str) -> tuple[int, ...]:
        for v in self.variants:
            if v.id == variant and v.players:
                return v.players
        return self.players


_REGISTRY: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> GameSpec:
    _REGISTRY[spec.id] = spec
    return spec


def get(game_id: str) -> GameSpec:
    from game.games import load_all

    load_all()
    try:
        return _REGISTRY[game_id]
    except KeyError:
        known = ", ".join(sorted(_REGISTRY))
        raise KeyError(f"unknown game {game_id!r} (known: {known})") from None


def all_games(include_hidden: bool = False) -> list[GameSpec]:
    from game.games import load_all

    load_all()
    return [s for s in _REGISTRY.values() if include_hidden or not s.hidden]
