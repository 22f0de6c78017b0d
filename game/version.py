"""Which Tourney this is: version, the commit it was made from, and when (About screen, ``--version``).

A frozen bundle carries ``build-info.json`` (written by ``packaging/build.py``: build date and commit);
a source checkout asks git for the last commit and its date, and whether files were changed since.
Nothing here runs at start-up: the figures are read the first time they are asked for.
"""

from __future__ import annotations

import json
import subprocess
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path

from game import __version__
from game.resources import resource_path

BUILD_INFO = "build-info.json"


@dataclass(frozen=True)
class BuildInfo:
    version: str
    commit: str = ""  # short hash; empty when unknown (no git, no build info)
    date: str = ""  # YYYY-MM-DD: the build's date for a bundle, the commit's date for a checkout
    built: bool = False  # True for a packaged build, False when running from a source checkout
    modified: bool = False  # a checkout with uncommitted changes to tracked files

    def describe(self) -> str:
        """One plain line for ``--version`` and logs, e.g. ``Tourney 0.1.0 (built 2026-12-01, commit 1a2b3c4)``."""
        when = f"built {self.date}" if self.built else f"source of {self.date}" if self.date else "source"
        commit = self.commit + ("+changes" if self.modified else "") if self.commit else "unknown commit"
        return f"Tourney {self.version} ({when}, commit {commit})"


def _git(*args: str) -> str:
    root = Path(__file__).resolve().parent.parent
    out = subprocess.run(
        ["git", "-C", str(root), *args], capture_output=True, text=True, timeout=5, check=True, stdin=subprocess.DEVNULL
    )
    return out.stdout.strip()


def from_git() -> BuildInfo:
    """The checkout's last commit (short hash and date); empty fields when git or the history is missing."""
    try:
        commit, date = _git("log", "-1", "--format=%h %cs").split()
        modified = bool(_git("status", "--porcelain", "--untracked-files=no"))
    except (OSError, ValueError, subprocess.SubprocessError):
        return BuildInfo(__version__)
    return BuildInfo(__version__, commit, date, built=False, modified=modified)


def read_build_info(path: Path) -> BuildInfo | None:
    """The bundle's build-info.json, or None when it is missing or unreadable."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
        return BuildInfo(str(raw["version"]), str(raw["commit"]), str(raw["date"]), built=True)
    except (OSError, ValueError, KeyError, TypeError):
        return None


def write_build_info(path: Path, info: BuildInfo) -> None:
    """Used by the packaging script: the file a bundle reads its build date and commit from."""
    data = {k: v for k, v in asdict(info).items() if k in ("version", "commit", "date")}
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


@lru_cache(maxsize=1)
def build_info() -> BuildInfo:
    """This copy's version, commit and date (a bundle's build info, else git's view of the checkout)."""
    return read_build_info(resource_path(BUILD_INFO)) or from_git()


def about_line(info: BuildInfo | None = None) -> str:
    """The About screen's line: version, date (in the current language's long form) and commit."""
    from game.i18n import _, language

    info = info or build_info()
    date = _long_date(info.date, language())
    commit = info.commit or _("unknown")
    if info.built:
        return _("Version {version}, built on {date} from commit {commit}.").format(
            version=info.version, date=date, commit=commit
        )
    if info.date:
        return _("Version {version}, run from the source code of {date} (commit {commit}).").format(
            version=info.version, date=date, commit=commit
        )
    return _("Version {version}, run from the source code.").format(version=info.version)


def _long_date(iso: str, lang: str) -> str:
    """``2026-12-01`` → "December 1, 2026" / "1 dicembre 2026" (the ISO text when Babel cannot)."""
    try:
        import datetime

        from babel.dates import format_date

        return format_date(datetime.date.fromisoformat(iso), format="long", locale=lang)
    except (ImportError, ValueError, LookupError):
        return iso
