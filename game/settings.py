"""User settings and the app's folders (platformdirs): config, saves, logs, cache.

Settings are one JSON object checked against :data:`SCHEMA` (type and range of every key, a size
cap, a nesting cap). Whatever is wrong gets its default — only the bad keys; a file that is not a
settings object at all gives all the defaults — the broken file is kept aside as
``settings.json.bad``, a repaired file is written, and :func:`read_settings` says so in a notice.
Reading settings never raises.

The folders are created on first use; one that cannot be created or written is reported by
:func:`unwritable_folders` and the app carries on without it (nothing is written anywhere else).
"""

from __future__ import annotations

import json
import math
import os
import stat
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import platformdirs

from game.i18n import N_, _

APP = "tourney"
MAX_SETTINGS_BYTES = 64 * 1024  # a settings file is a few hundred bytes
MAX_NESTING = 16

_folder_errors: dict[Path, str] = {}  # folder → why it could not be created


def _dir(path: str) -> Path:
    override = os.environ.get("TOURNEY_HOME")  # tests and portable installs point everything here
    p = Path(override) / Path(path).name if override else Path(path)
    try:
        p.mkdir(parents=True, exist_ok=True)
        _folder_errors.pop(p, None)
    except OSError as exc:  # read-only home, a file in the way, ...: writers report their own failure
        _folder_errors[p] = exc.strerror or str(exc)
    return p


def folders_key() -> str:
    """Cheap identity of the app's folders: they only move when ``TOURNEY_HOME`` does (memory caches
    of what is on disk use it to never mix two homes in one process)."""
    return os.environ.get("TOURNEY_HOME", "")


def config_dir() -> Path:
    return _dir(platformdirs.user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    return _dir(platformdirs.user_data_dir(APP, appauthor=False))


def saves_dir() -> Path:
    return _dir(str(data_dir() / "saves"))


def log_dir() -> Path:
    return _dir(platformdirs.user_log_dir(APP, appauthor=False))


def cache_dir() -> Path:
    return _dir(platformdirs.user_cache_dir(APP, appauthor=False))


def writable(folder: Path) -> str:
    """'' when a file can be created in ``folder``, else the reason it cannot."""
    if folder in _folder_errors:
        return _folder_errors[folder]
    probe = folder / f".write-test-{os.getpid()}"
    try:
        probe.write_bytes(b"")
        probe.unlink()
    except OSError as exc:
        return exc.strerror or str(exc)
    return ""


def unwritable_folders() -> dict[str, tuple[Path, str]]:
    """The app's folders that cannot be written: role ("saves", "settings", "logs", "cache") → (path, why)."""
    found = {}
    for role, folder in (("saves", saves_dir), ("settings", config_dir), ("logs", log_dir), ("cache", cache_dir)):
        path = folder()
        why = writable(path)
        if why:
            found[role] = (path, why)
    return found


def folder_notices() -> list[Callable[[], str]]:
    """One-line notices for the player (translated when shown) when games or settings cannot be
    saved, naming the folder tried. Logs and caches only cost a report or some speed: not noticed."""
    bad = unwritable_folders()
    out: list[Callable[[], str]] = []

    def notice(message: str, path: Path, why: str) -> Callable[[], str]:
        def text() -> str:
            return _(message).format(path=path, why=why)

        return text

    if "saves" in bad:
        out.append(notice(N_("Games cannot be saved: Tourney cannot write to {path} ({why})."), *bad["saves"]))
    if "settings" in bad:
        out.append(notice(N_("Settings cannot be saved: Tourney cannot write to {path} ({why})."), *bad["settings"]))
    return out


ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 4.0)
BOT_THINK_SECONDS = (0.5, 1.0, 2.0, 5.0)
LANGUAGES = ("en", "it")


@dataclass
class Settings:
    language: str = "en"
    fullscreen: bool = False
    window_scale: float = 1.0  # window size as a fraction of 1600×900 when not fullscreen
    animation_speed: float = 1.0
    sound: bool = True
    volume: float = 0.7
    bot_think_seconds: float = 1.0
    show_bot_reasons: bool = False  # every bot line of the log shows its "why" (else on request)
    auto_continue: bool = False  # a table's results that offer it go on by themselves (Paladin's missions)
    ask_end_with_knight: bool = True  # Tournament asks before a turn ends with a knight still to play

    def validated(self) -> Settings:
        """Clamp every value into its allowed range (values set by the app's own controls)."""
        s = Settings(**asdict(self))
        for key, rule in SCHEMA.items():
            value = getattr(s, key)
            if not rule.accepts(value):
                clamped = rule.clamp(value)
                setattr(s, key, getattr(Settings(), key) if clamped is None else clamped)
        return s


@dataclass(frozen=True)
class Rule:
    """What one settings key may hold: a bool, one of ``choices``, or a number in [lo, hi]."""

    kind: type
    choices: tuple[Any, ...] = ()
    lo: float = -math.inf
    hi: float = math.inf

    def accepts(self, value: Any) -> bool:
        if self.kind is bool:
            return isinstance(value, bool)
        if self.kind is float:
            ok = isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)
            return ok and self.lo <= value <= self.hi
        return isinstance(value, self.kind) and (not self.choices or value in self.choices)

    def clamp(self, value: Any) -> Any:
        """The nearest allowed value, or None when there is none (the caller uses the default)."""
        if self.kind is float and isinstance(value, (int, float)) and math.isfinite(value):
            return float(min(self.hi, max(self.lo, value)))
        if self.kind is bool and isinstance(value, (bool, int)):
            return bool(value)
        return None


SCHEMA: dict[str, Rule] = {
    "language": Rule(str, LANGUAGES),
    "fullscreen": Rule(bool),
    "window_scale": Rule(float, lo=0.5, hi=2.0),
    "animation_speed": Rule(float, lo=0.25, hi=8.0),
    "sound": Rule(bool),
    "volume": Rule(float, lo=0.0, hi=1.0),
    "bot_think_seconds": Rule(float, lo=0.1, hi=30.0),
    "show_bot_reasons": Rule(bool),
    "auto_continue": Rule(bool),
    "ask_end_with_knight": Rule(bool),
}
assert set(SCHEMA) == {f.name for f in fields(Settings)}


@dataclass
class SettingsRead:
    """What :func:`read_settings` found: the settings to use, the keys that were reset ("*" = the
    whole file), and where the broken file was kept (None when it could not be moved aside)."""

    settings: Settings
    reset: list[str] = field(default_factory=list)
    kept: Path | None = None

    def notice(self) -> Callable[[], str] | None:
        """A one-line message for the player (translated when shown), or None when all was well."""
        if not self.reset:
            return None
        kept = self.kept

        def text() -> str:
            if self.reset == ["*"]:
                first = _("Your settings file could not be read, so the defaults are in use.")
            else:
                first = _("Some settings were not valid and were reset: {keys}.").format(keys=", ".join(self.reset))
            if kept is None:
                return first
            return first + " " + _("The old file is kept as {name}.").format(name=kept.name)

        return text


def settings_path() -> Path:
    return config_dir() / "settings.json"


def _too_deep(text: str, limit: int = MAX_NESTING) -> bool:
    """True when brackets nest deeper than ``limit`` (checked before parsing: no recursion)."""
    depth = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return True
        elif ch in "]}":
            depth -= 1
    return False


def _reject_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number")


def _parse(path: Path) -> Any:
    """The JSON value in ``path``; raises ValueError (with a short reason) or OSError."""
    info = path.stat()
    if not stat.S_ISREG(info.st_mode):
        raise ValueError("not a regular file")
    if info.st_size > MAX_SETTINGS_BYTES:
        raise ValueError("too large")
    with open(path, "rb") as fh:
        raw = fh.read(MAX_SETTINGS_BYTES + 1)
    if len(raw) > MAX_SETTINGS_BYTES:
        raise ValueError("too large")
    text = raw.decode("utf-8")  # UnicodeDecodeError is a ValueError
    if _too_deep(text):
        raise ValueError("nested too deeply")
    return json.loads(text, parse_constant=_reject_constant)


def _keep_aside(path: Path) -> Path | None:
    """Move the broken file to ``settings.json.bad`` (replacing an older one); None if impossible."""
    bad = path.with_name(path.name + ".bad")
    try:
        os.replace(path, bad)
    except OSError:
        return None
    return bad


def read_settings() -> SettingsRead:
    """Read and check the settings file. Never raises; see the module docstring."""
    path = settings_path()
    try:
        raw = _parse(path)
    except FileNotFoundError:
        return SettingsRead(Settings())
    except (OSError, ValueError, RecursionError):
        raw = None  # unreadable or not JSON: handled as "not a settings object" below
    if not isinstance(raw, dict):
        result = SettingsRead(Settings(), ["*"], _keep_aside(path))
        _try_save(result.settings)
        return result
    values: dict[str, Any] = {}
    reset: list[str] = []
    for key, rule in SCHEMA.items():
        if key not in raw:
            continue
        if rule.accepts(raw[key]):
            values[key] = float(raw[key]) if rule.kind is float else raw[key]
        else:
            reset.append(key)
    settings = Settings(**values)
    if not reset:
        return SettingsRead(settings)
    result = SettingsRead(settings, reset, _keep_aside(path))
    _try_save(settings)
    return result


def load_settings() -> Settings:
    """Read settings; a missing or broken file gives the defaults (never an exception)."""
    return read_settings().settings


def _try_save(settings: Settings) -> None:
    try:
        save_settings(settings)
    except OSError:
        pass


def save_settings(settings: Settings) -> None:
    """Write the settings atomically; raises OSError when the config folder cannot be written."""
    path = settings_path()
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(asdict(settings.validated()), indent=2), encoding="utf-8")
    os.replace(tmp, path)
