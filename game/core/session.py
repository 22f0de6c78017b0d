"""A game being played: the store, who sits where, and the bots of the bot seats."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from game.core.bot_memory import BotMemory
from game.core.registry import GameSpec
from game.core.rng import Rng
from game.core.rules import Action, InvalidOptions, Options, Seat, SeatConfig
from game.core.store import Store
from game.i18n import _


def validate_options(spec: GameSpec, options: Options) -> None:
    """Raise InvalidOptions with a readable reason for settings this game cannot be played with."""
    variants = {v.id for v in spec.variants}
    if options.variant not in variants:
        raise InvalidOptions(_("Unknown variant: {v}").format(v=options.variant))
    allowed = spec.players_for(options.variant)
    if options.players not in allowed:
        raise InvalidOptions(_("This game needs {lo} to {hi} players.").format(lo=min(allowed), hi=max(allowed)))
    if options.seats and len(options.seats) != options.players:
        raise InvalidOptions(_("Every player needs a seat."))
    for seat in options.seats:
        if seat.is_bot and seat.level not in spec.bots and seat.level not in spec.sparring:
            raise InvalidOptions(_("Unknown bot level: {level}").format(level=seat.level))
    for opt in spec.options:
        value = options.get(opt.key, opt.default)
        if value not in [c[0] for c in opt.choices]:
            raise InvalidOptions(_("Option {key} cannot be {value}.").format(key=opt.key, value=value))


def default_seats(players: int, bot_level: str = "medium") -> tuple[SeatConfig, ...]:
    """Seat 0 is a human, every other seat a bot of ``bot_level``."""
    return tuple(SeatConfig("human") if i == 0 else SeatConfig("bot", bot_level) for i in range(players))


class Session:
    """Binds a GameSpec, its Store and the bots. The UI runs ``bot_choose`` off the frame loop."""

    def __init__(self, spec: GameSpec, options: Options, seed: int, store: Store | None = None) -> None:
        if not options.seats:
            options = Options(options.players, options.variant, default_seats(options.players), options.extra)
        validate_options(spec, options)
        self.spec = spec
        self.options = options
        self.seed = seed
        self.store = store if store is not None else Store(spec.rules, options, seed)
        self.seats = options.seats
        undoes = not all(s.is_bot for s in self.seats)  # only a person takes moves back
        self.memory = {
            i: BotMemory(spec.bot_factory(s.level), Rng.from_seed(seed * 7919 + i + 1), undoes)
            for i, s in enumerate(self.seats)
            if s.is_bot
        }
        self.hints: dict[Seat, int] = {}  # seat → hints asked at the table
        self.hand_order: dict[Seat, list[Any]] = {}  # seat → its hand as the table shows it (kept in saves)
        self.loaded_from: Path | None = None  # the named save this game was loaded from (None: not one)
        self.taken_at = 0  # moves played for the person before they took their seat (a shortcut's pilot)
        self.store.subscribe(self._played)

    @property
    def bots(self) -> dict[Seat, Any]:
        """The bot of each bot seat (as it is now: Undo may put an earlier copy back)."""
        return {i: m.bot for i, m in self.memory.items()}

    @bots.setter
    def bots(self, keep: dict[Seat, Any]) -> None:
        """Only the seats of ``keep`` stay bots (the others play as people)."""
        self.memory = {i: m for i, m in self.memory.items() if i in keep}

    def _played(self, seat: Seat, _action: Action, _events: list) -> None:
        if seat in self.memory:
            self.memory[seat].decided(self.store.actions)

    @property
    def rules(self):
        return self.spec.rules

    def is_bot(self, seat: Seat) -> bool:
        return seat in self.memory

    def human_seats(self) -> list[Seat]:
        return [i for i in range(len(self.seats)) if i not in self.memory]

    def bot_for(self, seat: Seat):
        m = self.memory.get(seat)
        return m.bot if m is not None else None

    def seat_name(self, seat: Seat) -> str:
        cfg = self.seats[seat]
        if cfg.name:
            return cfg.name
        if cfg.is_bot:
            return _("Bot {n}").format(n=seat + 1)
        return _("Player {n}").format(n=seat + 1)

    def bot_rng(self, seat: Seat) -> Rng | None:
        """The RNG a bot seat decides with now (a worker process thinking for the bot keeps it in
        step); after an Undo, the state it had at this position."""
        m = self.memory.get(seat)
        return m.ask(self.store.actions)[1] if m is not None else None

    def bot_choose(self, seat: Seat, deadline: float | None = None) -> Action:
        """The bot's choice for ``seat`` from its own view only (synchronous); at a position taken
        back by Undo, the choice it made there before."""
        bot, rng = self.memory[seat].ask(self.store.actions)
        view = self.rules.view(self.store.state, seat)
        return bot.choose(self.rules, view, seat, rng, deadline)

    def bot_seconds(self, seconds: float) -> float:
        return time.monotonic() + seconds
