"""User settings and the app's folders (platformdirs): config, saves, logs, cache."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path

import platformdirs

APP = "tourney"


def _dir(path: str) -> Path:
    override = os.environ.get("TOURNEY_HOME")  # tests and portable installs point everything here
    p = Path(override) / Path(path).name if override else Path(path)
    p.mkdir(parents=True, exist_ok=True)
    return p


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


ANIMATION_SPEEDS = (0.5, 1.0, 2.0, 4.0)
BOT_THINK_SECONDS = (0.5, 1.0, 2.0, 5.0)


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

    def validated(self) -> Settings:
        """Clamp every value into its allowed range (a hand-edited file never breaks the app)."""
        s = Settings(**asdict(self))
        if s.language not in ("en", "it"):
            s.language = "en"
        s.window_scale = min(2.0, max(0.5, float(s.window_scale)))
        s.animation_speed = min(8.0, max(0.25, float(s.animation_speed)))
        s.volume = min(1.0, max(0.0, float(s.volume)))
        s.bot_think_seconds = min(30.0, max(0.1, float(s.bot_think_seconds)))
        s.fullscreen, s.sound = bool(s.fullscreen), bool(s.sound)
        s.show_bot_reasons = bool(s.show_bot_reasons)
        return s


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load_settings() -> Settings:
    """Read settings; a missing or broken file gives the defaults (never an exception)."""
    try:
        raw = json.loads(settings_path().read_text(encoding="utf-8"))
        known = {f.name for f in fields(Settings)}
        return Settings(**{k: v for k, v in raw.items() if k in known}).validated()
    except (OSError, ValueError, TypeError):
        return Settings()


def save_settings(settings: Settings) -> None:
    path = settings_path()
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(asdict(settings.validated()), indent=2), encoding="utf-8")
    os.replace(tmp, path)
