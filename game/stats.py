"""Play statistics: per game and opponent level, games, wins, scores and streaks.

Kept in the data folder as ``statistics.json`` (schema-versioned JSON, written atomically with a
backup, see ``game.core.saves.write_atomic``). A finished game counts when exactly one person
played it against bots; its key (game, seed, options) is remembered so that reopening the same
finished game does not count it twice. Reading never raises: a damaged file is moved aside to
``statistics.json.bad`` and the statistics start again (or from the backup), with a notice for the
player. No pygame here.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from game.core import saves
from game.core.serial import to_jsonable
from game.i18n import _
from game.settings import data_dir

SCHEMA_VERSION = 1
MAX_BYTES = 2_000_000
MAX_KEYS = 2_000
PEOPLE = "people"  # the opponent "level" of a game among people only (not recorded today)
MIXED = "mixed"  # bots of different levels at one table


@dataclass
class Record:
    """One game and opponent level: how it has gone so far."""

    games: int = 0
    wins: int = 0
    total_score: float = 0.0
    best_score: float | None = None
    streak: int = 0
    best_streak: int = 0

    @property
    def average_score(self) -> float | None:
        return self.total_score / self.games if self.games else None

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None

    def add(self, won: bool, score: float) -> None:
        self.games += 1
        self.wins += won
        self.total_score += score
        self.best_score = score if self.best_score is None else max(self.best_score, score)
        self.streak = self.streak + 1 if won else 0
        self.best_streak = max(self.best_streak, self.streak)

    @classmethod
    def from_json(cls, raw: Any) -> Record | None:
        """A record from its JSON object, or None when any field is missing or of the wrong kind."""
        if not isinstance(raw, dict):
            return None
        ints = ("games", "wins", "streak", "best_streak")
        if any(not _is_int(raw.get(k)) or raw[k] < 0 for k in ints) or not _is_num(raw.get("total_score")):
            return None
        best = raw.get("best_score")
        if best is not None and not _is_num(best):
            return None
        if raw["wins"] > raw["games"] or raw["streak"] > raw["best_streak"] or raw["best_streak"] > raw["games"]:
            return None
        return cls(raw["games"], raw["wins"], float(raw["total_score"]), best, raw["streak"], raw["best_streak"])


def _is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _is_num(x: Any) -> bool:
    return (_is_int(x) or isinstance(x, float)) and x == x and abs(x) < 1e12


@dataclass
class Statistics:
    """Every record, keyed by (game id, opponent level), and the keys of the games counted."""

    records: dict[tuple[str, str], Record] = field(default_factory=dict)
    counted: list[str] = field(default_factory=list)

    def record(self, game: str, level: str) -> Record:
        return self.records.setdefault((game, level), Record())

    def games_of(self, game: str) -> list[tuple[str, Record]]:
        """(level, record) for one game, in the order levels were first played."""
        return [(lvl, r) for (g, lvl), r in self.records.items() if g == game]

    def add(self, key: str, game: str, level: str, won: bool, score: float) -> bool:
        """Count a finished game once; False when ``key`` was counted already."""
        if key in self.counted:
            return False
        self.record(game, level).add(won, score)
        self.counted = [*self.counted, key][-MAX_KEYS:]
        return True

    def to_json(self) -> dict[str, Any]:
        games: dict[str, dict[str, Any]] = {}
        for (game, level), rec in self.records.items():
            games.setdefault(game, {})[level] = asdict(rec)
        return {"schema": SCHEMA_VERSION, "games": games, "counted": self.counted}

    @classmethod
    def from_json(cls, raw: Any) -> tuple[Statistics, bool]:
        """The statistics in ``raw`` and whether everything in it was sound (bad records are dropped)."""
        if not isinstance(raw, dict) or raw.get("schema") != SCHEMA_VERSION or not isinstance(raw.get("games"), dict):
            return cls(), False
        stats, sound = cls(), True
        for game, levels in raw["games"].items():
            if not isinstance(levels, dict):
                sound = False
                continue
            for level, rec in levels.items():
                parsed = Record.from_json(rec)
                if parsed is None:
                    sound = False
                else:
                    stats.records[(str(game), str(level))] = parsed
        counted = raw.get("counted", [])
        if isinstance(counted, list) and all(isinstance(k, str) for k in counted):
            stats.counted = counted[-MAX_KEYS:]
        else:
            sound = False
        return stats, sound


@dataclass
class StatsRead:
    """What reading the file gave: the statistics and, if something was wrong, a notice for the player."""

    stats: Statistics
    notice: Callable[[], str] | None = None


def stats_path() -> Path:
    return data_dir() / "statistics.json"


def _parse(path: Path) -> Any:
    if path.stat().st_size > MAX_BYTES:
        raise ValueError("too large")
    return json.loads(path.read_bytes().decode("utf-8"))


def read() -> StatsRead:
    """The statistics on disk; never raises (see the module docstring)."""
    path = stats_path()
    for candidate in (path, saves.backup_path(path)):
        try:
            raw = _parse(candidate)
        except FileNotFoundError:
            continue
        except (OSError, ValueError, RecursionError):
            raw = None
        stats, sound = Statistics.from_json(raw)
        if sound and candidate == path:
            return StatsRead(stats)
        if sound:
            return StatsRead(stats, _damaged_notice(path))
        if candidate == path:
            _keep_aside(path)
    if path.with_name(path.name + ".bad").exists() and not path.exists():
        return StatsRead(Statistics(), _damaged_notice(path))
    return StatsRead(Statistics())


def _keep_aside(path: Path) -> None:
    try:
        os.replace(path, path.with_name(path.name + ".bad"))
    except OSError:
        pass


def _damaged_notice(path: Path) -> Callable[[], str]:
    def text() -> str:
        return _("The statistics file was damaged; it is kept as {name} and counting starts again.").format(
            name=path.name + ".bad"
        )

    return text


def write(stats: Statistics) -> None:
    """Save ``stats``; raises OSError when the data folder cannot be written."""
    saves.write_atomic(stats_path(), json.dumps(stats.to_json(), separators=(",", ":")))


def reset() -> None:
    """Forget every record (the backup too). Raises OSError when the folder cannot be written."""
    write(Statistics())
    try:
        saves.backup_path(stats_path()).unlink()
    except FileNotFoundError:
        pass


def game_key(game: str, seed: int, options: Any) -> str:
    """A finished game's identity: the same deal and setup give the same key."""
    text = json.dumps([game, seed, to_jsonable(options)], sort_keys=True, default=str)
    return hashlib.sha1(text.encode()).hexdigest()[:20]


def opponent_level(levels: list[str]) -> str:
    """The level a game counts under: the bots' level, ``mixed`` or, with no bot, ``people``."""
    distinct = set(levels)
    if not distinct:
        return PEOPLE
    return distinct.pop() if len(distinct) == 1 else MIXED


def count_session(session: Any) -> bool:
    """Add a finished game with one person and at least one bot; False when it does not count (or
    was counted already). Raises OSError when the statistics cannot be saved."""
    outcome = session.rules.outcome(session.store.state)
    humans = session.human_seats()
    if outcome is None or len(humans) != 1 or not session.bots:
        return False
    you = humans[0]
    level = opponent_level([session.seats[s].level for s in session.bots])
    key = game_key(session.spec.id, session.seed, session.options)
    stats = read().stats
    if not stats.add(key, session.spec.id, level, you in outcome.winners, float(outcome.scores[you])):
        return False
    write(stats)
    return True
