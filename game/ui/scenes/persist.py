"""The shell's use of game.core.saves: autosave, Continue, named saves, and opening a table."""

from __future__ import annotations

import functools
import json
import re
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from game.core import saves
from game.core.registry import get
from game.core.session import Session
from game.i18n import _, language, ngettext
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
    game: str = ""  # the game's id ("" when unreadable)
    players: int = 0  # 0: not told
    progress: str = ""  # where the game stands ("Round 2"), in the game's own words

    @property
    def details(self) -> str:
        """The players and where the game stands: '3 players · Round 2'."""
        parts = [ngettext("{n} player", "{n} players", self.players).format(n=self.players)] if self.players else []
        return " · ".join(parts + ([self.progress] if self.progress else []))

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


def suggested_in_language(title: str, name: str, saved_at: float, also: str = "", minutes: int = 30) -> str:
    """A save named with the suggestion the player kept (the game's name and the time, "Tournament 5 dic
    2026, 01:00"), told again in the language now in use; '' for a name of the player's own. ``name``
    is the game's name now, ``also`` its English one; the time written is the dialog's opening, at most
    ``minutes`` before the save."""
    from game.i18n import LANGUAGES

    if not title or saved_at <= 0:
        return ""
    last = int(saved_at) // 60
    for minute in range(last, last - minutes - 1, -1):
        for lang in LANGUAGES:
            moment = _when(minute, lang)
            if title.endswith(" " + moment) and title[: -len(moment) - 1] in (name, also):
                return f"{name} {_when(minute, language())}"
    return ""


def _english_name(game_id: str) -> str:
    try:
        return get(game_id).name
    except KeyError:
        return game_id


def progress_text(game_id: str, progress: dict) -> str:
    """Where a saved game stands, as its game tells it from the saved state's counters ('' when the
    game does not say, or cannot read them)."""
    try:
        presentation = get(game_id).presentation
    except KeyError:
        return ""
    tell = getattr(presentation, "save_progress", None)
    if tell is None:
        return ""
    try:
        return tell(progress)
    except (KeyError, TypeError, ValueError):
        return ""


def entries(names: dict[str, str] | None = None) -> list[SaveEntry]:
    """Every .json in the saves folder, newest first; damaged files are listed with their error."""
    flush()
    out: list[SaveEntry] = []
    for path in saves.save_paths(saves_dir()):
        title = _("Autosave") if path.name == saves.autosave_path().name else path.stem.replace("_", " ")
        try:
            info, _source = saves.newest_info(path)
            name = game_name(info.game, names)
            english = (names or {}).get(info.game) or _english_name(info.game)
            shown = suggested_in_language(info.title, name, info.saved_at, english)
            title = shown or info.title or title  # the name as the player gave it, colons and all
            progress = progress_text(info.game, info.progress or {})
            out.append(
                SaveEntry(
                    path,
                    title,
                    name,
                    info.saved_at,
                    info.moves,
                    game=info.game,
                    players=info.players,
                    progress=progress,
                )
            )
        except saves.SaveError as exc:
            mtime = path.stat().st_mtime if path.exists() else 0.0
            out.append(SaveEntry(path, title, "?", mtime, 0, str(exc)))
    return sorted(out, key=lambda e: e.saved_at, reverse=True)


def autosave_entry(names: dict[str, str] | None = None) -> SaveEntry | None:
    flush()
    path = saves.autosave_path()
    if not saves.versions(path):
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
        self.error: str = ""  # the last failure not yet shown
        self._failing: Path | None = None  # a folder's failures are reported once, until a write there works

    def record(self, path: Path, exc: OSError | None) -> None:
        """Note how a write to ``path`` went: the first failure in a row becomes ``error``."""
        if exc is None:
            self._failing = None
        elif self._failing != path.parent:
            self._failing = path.parent
            self.error = _("Autosave failed: {err}").format(err=exc.strerror or exc)

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
                self.record(path, None)
            except OSError as exc:
                self.record(path, exc)
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
    """Save ``session`` as the autosave (``background``: write the file off the frame loop).
    Never raises: a failure is reported once by :func:`take_error` (the game goes on unsaved)."""
    if not background:
        flush()
        path = saves.autosave_path()
        try:
            saves.save_session(session, path)
            _writer.record(path, None)
        except OSError as exc:
            _writer.record(path, exc)
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
    """A save name → a portable file stem (letters, digits, dashes, underscores, and dots inside it, as
    the suggested name's "06.25" has)."""
    stem = re.sub(r"[^\w\-.]+", "_", name.strip(), flags=re.UNICODE).strip("_.")[:60].rstrip(".")
    return stem or time.strftime("save-%Y%m%d-%H%M%S")


def save_named(session: Session, name: str, saved_at: float | None = None) -> Path:
    """Save ``session`` under ``name`` (kept whole in the file; the file's own name is made safe),
    stamped ``saved_at`` (default: now)."""
    stem = safe_filename(name)
    if stem == saves.autosave_path().stem:
        stem += "_1"
    path = saves_dir() / f"{stem}.json"
    saves.save_session(session, path, saved_at=saved_at, title=name.strip()[: saves.MAX_TITLE])
    return path


def _holds(session: Session, data: dict) -> bool:
    """True when the saved ``data`` is ``session``'s game at this move or an earlier one (nothing of it
    would be lost by saving ``session`` over it)."""
    mine = saves.session_to_dict(session)
    moves = data.get("actions")
    if not isinstance(moves, list) or len(moves) > len(mine["actions"]):
        return False
    same = all(data.get(k) == mine[k] for k in ("game", "seed", "options"))
    return same and mine["actions"][: len(moves)] == moves


def _other_autosave(session: Session) -> tuple[saves.SaveInfo, dict] | None:
    """The autosave when it holds something ``session`` lacks (another game, or a later point of this
    one): its info and data; None when there is none, it is this game so far, or it cannot be read."""
    flush()
    try:
        info, source = saves.newest_info(saves.autosave_path())
        data = saves.read_data(source)
    except saves.SaveError:
        return None
    return None if _holds(session, data) else (info, data)


def autosave_spared(session: Session) -> bool:
    """True when saving ``session`` as the autosave would lose nothing of the game it holds."""
    return _other_autosave(session) is None


def keep_other_autosave(session: Session) -> str:
    """Before ``session`` (a game loaded from a named save, or a new one) is first autosaved: when the autosave holds
    another game, or a later point of this one, it is kept as a save of its own (named like a save the
    player made then, listed in Load) instead of being written over. Returns that save's name, '' when
    nothing needed keeping (or the autosave cannot be read: a damaged file is not copied)."""
    other = _other_autosave(session)
    if other is None:
        return ""
    info, data = other
    name = f"{game_name(info.game)} {when(info.saved_at)}".strip()
    stem, n = safe_filename(name), 1
    target = saves_dir() / f"{stem}.json"
    while target.exists() or target.stem == saves.autosave_path().stem:
        n += 1
        target = saves_dir() / f"{stem}_{n}.json"
    data["title"] = name[: saves.MAX_TITLE]
    saves.write_atomic(target, json.dumps(data, separators=(",", ":")))
    return name


def delete(path: Path) -> None:
    """Remove a save and its backup copy (missing files are fine)."""
    flush()  # a pending background write must not bring it back
    for p in (path, saves.backup_path(path), *saves.temp_paths(path)):
        try:
            p.unlink()
        except FileNotFoundError:
            pass
        except OSError as exc:
            raise saves.SaveError(_("Could not delete the save: {err}").format(err=exc.strerror or exc)) from None


def drop_autosave() -> None:
    """Remove the autosave (the game it held is over); a file that will not go is left for Continue to
    show, never an error in the game."""
    try:
        delete(saves.autosave_path())
    except saves.SaveError:
        pass


def load(path: Path) -> Session:
    """Load the newest good version of a save; raises saves.SaveError with a readable message."""
    return recover(path)[0]


def recover(path: Path) -> tuple[Session, str]:
    """Load the newest good version of a save; returns it and '' — or a note that it came from the
    backup or from an unfinished write. Raises saves.SaveError with a readable message."""
    flush()
    session, source = saves.load_newest(path)
    if source == path:
        return session, ""
    moves = len(session.store.history)
    if source in saves.temp_paths(path):
        note = ngettext(
            "The last save was interrupted before it was finished; it was recovered ({n} move).",
            "The last save was interrupted before it was finished; it was recovered ({n} moves).",
            moves,
        )
    else:
        note = ngettext(
            "The save file was damaged, so its backup copy was loaded ({n} move).",
            "The save file was damaged, so its backup copy was loaded ({n} moves).",
            moves,
        )
    return session, note.format(n=moves)


def when(ts: float) -> str:
    """A save's local date and time as the language writes them ("Dec 4, 2026, 5:31 PM", "4 dic 2026,
    17:31"): the load list, Continue and a new save's suggested name all use it."""
    if ts <= 0:
        return ""
    return _when(int(ts) // 60, language())


@functools.lru_cache(maxsize=64)
def _when(minute: int, lang: str) -> str:
    import datetime

    from babel.core import UnknownLocaleError
    from babel.dates import format_date, format_time, get_datetime_format

    moment = datetime.datetime.fromtimestamp(minute * 60)
    try:
        joined = get_datetime_format("medium", locale=lang)
        text = joined.format(format_time(moment, "short", locale=lang), format_date(moment, "medium", locale=lang))
    except (LookupError, ValueError, UnknownLocaleError):
        return moment.strftime("%Y-%m-%d %H:%M")
    return text.replace("\u202f", "\u00a0")  # "5:31 PM" kept together, in a space our fonts draw


def open_table(app, session: Session, replace: bool = False) -> None:
    """Build the game's table scene (from its presentation) for ``session`` and show it."""
    from game.ui.presentation import presentation_of

    table = presentation_of(session.spec).table(app, session)
    if replace:
        app.replace(table)
    else:
        app.push(table)


def start_new(app, session: Session) -> bool:
    """Open a new game's table in place of the scene on top (setup, results). The game the autosave
    holds is first kept in Load under a name of its own (a toast on the table says so), never written
    over. False, with a message saying why and nothing changed, when it could not be kept."""
    from game.ui.scenes.dialog import message

    try:
        kept = keep_other_autosave(session)
    except OSError as exc:
        err = exc.strerror or str(exc)
        message(
            app,
            lambda: _("Cannot start a new game"),
            lambda: _(
                "Your unfinished game could not be kept in Load ({err}), so nothing was changed: Continue "
                "still takes it up. Check that the saves folder can be written to, then try again."
            ).format(err=err),
        )
        return False
    autosave(session)
    open_table(app, session, replace=True)
    if kept:
        app.top.toast(_("Your unfinished game is kept in Load as “{name}”.").format(name=kept), "ok")
    return True


def open_save(app, path: Path, replace: bool = False) -> bool:
    """Load ``path`` into a table; on failure show a clear message and stay where we are."""
    from game.ui.scenes.dialog import message

    try:
        session, note = recover(path)
    except saves.SaveError as exc:
        message(app, lambda: _("Cannot load this save"), str(exc))
        return False
    if path.name != saves.autosave_path().name:
        session.loaded_from = path  # the autosave is left as it is until this game changes
    open_table(app, session, replace=replace)
    if note:
        message(app, lambda: _("Game restored"), note)
    return True
