"""The shell's use of game.core.saves: autosave, Continue, named saves, and opening a table."""

from __future__ import annotations

import json
import re
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from game.core import saves
from game.core.registry import get
from game.core.session import Session
from game.i18n import _
from game.settings import saves_dir


@dataclass
class SaveEntry:
    """One file in the saves folder as the load dialog lists it (``error`` set when unreadable)."""

    path: Path
    title: str
    game_name: str
    saved_at: float
    moves: int
    error: str = ""

    @property
    def is_autosave(self) -> bool:
        return self.path.name == saves.autosave_path().name


def game_name(game_id: str, names: dict[str, str] | None = None) -> str:
    """A game's translated name (``names`` maps ids to msgids when the registry is not loaded)."""
    if names and game_id in names:
        return _(names[game_id])
    try:
        return _(get(game_id).name)
    except KeyError:
        return game_id


def entries(names: dict[str, str] | None = None) -> list[SaveEntry]:
    """Every .json in the saves folder, newest first; damaged files are listed with their error."""
    flush()
    out: list[SaveEntry] = []
    for path in saves_dir().glob("*.json"):
        title = _("Autosave") if path.name == saves.autosave_path().name else path.stem.replace("_", " ")
        try:
            info = saves.read_info(path)
            out.append(SaveEntry(path, title, game_name(info.game, names), info.saved_at, info.moves))
        except saves.SaveError as exc:
            mtime = path.stat().st_mtime if path.exists() else 0.0
            out.append(SaveEntry(path, title, "?", mtime, 0, str(exc)))
    return sorted(out, key=lambda e: e.saved_at, reverse=True)


def autosave_entry(names: dict[str, str] | None = None) -> SaveEntry | None:
    flush()
    path = saves.autosave_path()
    if not path.exists():
        return None
    for e in entries(names):
        if e.path == path:
            return e
    return None


class _Writer:
    """Writes autosaves in a background thread so a slow disk (fsync) never stalls a frame.

    The JSON text is made on the caller's thread (a consistent snapshot); only the newest pending
    text per file is written. ``flush`` waits until everything is on disk."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._pending: dict[Path, str] = {}
        self._busy = False
        self._thread: threading.Thread | None = None
        self.error: str = ""

    def submit(self, path: Path, text: str) -> None:
        with self._cond:
            self._pending[path] = text
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending:
                    self._cond.wait()
                path, text = self._pending.popitem()
                self._busy = True
            try:
                saves.write_atomic(path, text)
            except OSError as exc:
                self.error = _("Autosave failed: {err}").format(err=exc.strerror or exc)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> None:
        end = time.monotonic() + timeout
        with self._cond:
            while self._pending or self._busy:
                left = end - time.monotonic()
                if left <= 0:
                    return
                self._cond.wait(left)


_writer = _Writer()


def autosave(session: Session, background: bool = False) -> None:
    """Save ``session`` as the autosave (``background``: write the file off the frame loop)."""
    if not background:
        flush()
        saves.save_session(session, saves.autosave_path())
        return
    text = json.dumps(saves.session_to_dict(session), separators=(",", ":"))
    _writer.submit(saves.autosave_path(), text)


def flush() -> None:
    """Wait until every background autosave is on disk (before reading saves, and at exit)."""
    _writer.flush()


def take_error() -> str:
    """The last background autosave failure ('' if none), cleared once read."""
    err, _writer.error = _writer.error, ""
    return err


def safe_filename(name: str) -> str:
    """A save name → a portable file stem (letters, digits, dashes, underscores)."""
    stem = re.sub(r"[^\w\-]+", "_", name.strip(), flags=re.UNICODE).strip("_")[:60]
    return stem or time.strftime("save-%Y%m%d-%H%M%S")


def save_named(session: Session, name: str) -> Path:
    stem = safe_filename(name)
    if stem == saves.autosave_path().stem:
        stem += "_1"
    path = saves_dir() / f"{stem}.json"
    saves.save_session(session, path)
    return path


def delete(path: Path) -> None:
    """Remove a save and its backup copy (missing files are fine)."""
    flush()  # a pending background write must not bring it back
    for p in (path, path.with_name(path.name + ".bak")):
        try:
            p.unlink()
        except FileNotFoundError:
            pass


def load(path: Path) -> Session:
    """Load a save; raises saves.SaveError with a readable message."""
    flush()
    return saves.load_session(path)


def when(ts: float) -> str:
    """A short local date-time for the load list."""
    if ts <= 0:
        return ""
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(ts))


def open_table(app, session: Session, replace: bool = False) -> None:
    """Build the game's table scene (from its presentation) for ``session`` and show it."""
    from game.ui.presentation import presentation_of

    table = presentation_of(session.spec).table(app, session)
    if replace:
        app.replace(table)
    else:
        app.push(table)


def open_save(app, path: Path, replace: bool = False) -> bool:
    """Load ``path`` into a table; on failure show a clear message and stay where we are."""
    from game.ui.scenes.dialog import message

    try:
        session = load(path)
    except saves.SaveError as exc:
        message(app, lambda: _("Cannot load this save"), str(exc))
        return False
    open_table(app, session, replace=replace)
    return True
