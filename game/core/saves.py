"""JSON saves: schema version, validation, atomic writes, clear errors. Never pickle or eval.

A save holds the game id, options, seed and the action log (the truth, replayed on load), plus
the final state for a consistency check. Loading replays the log from the seed and refuses a file
whose replay does not reach the saved state.

Writing never leaves a moment without a good file: the new text goes to ``<name>.<writer>.tmp``
(flushed to disk), the current file is linked (or copied) to ``<name>.bak``, and only then does one
rename put the new file in place — the only operation that touches the save's own path. A kill at any
moment leaves the old file or the new one in place, and :func:`load_newest` also looks at ``.bak`` and a
complete temporary file, taking the newest that loads. The temporary names carry the writer (process
and thread), so two app instances saving the same autosave never share one: each write succeeds and
the last rename wins (Continue offers the newest game).
"""

from __future__ import annotations

import dataclasses
import glob
import json
import os
import secrets
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import __version__
from game.core.registry import GameSpec, get
from game.core.rules import Options, RulesError, normalize_action
from game.core.serial import SerialError, from_jsonable, to_jsonable
from game.core.session import Session
from game.core.store import Store
from game.files import replace_file, write_synced
from game.i18n import _

FORMAT = "tourney-save"
SCHEMA_VERSION = 1
MAX_BYTES = 16 * 1024 * 1024
MAX_ACTIONS = 200_000


class SaveError(Exception):
    """A save that cannot be read or used; ``str(exc)`` is a message a player can read."""


@dataclass
class SaveInfo:
    """What the load dialog shows about a save without replaying it."""

    path: Path
    game: str
    saved_at: float
    moves: int
    title: str = ""  # the name the player gave the save ("" for the autosave and older saves)
    players: int = 0  # 0: not told
    progress: dict[str, Any] | None = None  # the saved state's counters (round, turn…) and phase


def _progress(state: Any) -> dict[str, Any]:
    """The saved state's top-level whole numbers and short words (its round, turn, phase), as
    written: what a load list can tell of a game without replaying it."""
    if not isinstance(state, dict):
        return {}
    return {
        k: v
        for k, v in state.items()
        if isinstance(k, str)
        and ((isinstance(v, int) and not isinstance(v, bool)) or (isinstance(v, str) and len(v) <= 40))
    }


def _players(options: Any) -> int:
    n = options.get("players") if isinstance(options, dict) else None
    return n if isinstance(n, int) and not isinstance(n, bool) and n > 0 else 0


MAX_TITLE = 200


def session_to_dict(session: Session, *, saved_at: float | None = None, title: str = "") -> dict[str, Any]:
    """The save's JSON object; ``saved_at`` (default: now) and ``title`` (the player's name for it,
    kept whole: the file name can hold only some characters) are shown by the load list."""
    store = session.store
    extra: dict[str, Any] = {"title": title} if title else {}
    if session.taken_at:
        extra["taken_at"] = session.taken_at  # the moves before it were not the person's own
    return {
        "format": FORMAT,
        "schema": SCHEMA_VERSION,
        "app_version": __version__,
        "game": session.spec.id,
        **extra,
        "saved_at": time.time() if saved_at is None else saved_at,
        "seed": store.seed,
        "options": to_jsonable(session.options),
        "actions": [[seat, to_jsonable(action)] for seat, action in store.actions],
        "reasons": [[i, step.reason] for i, step in enumerate(store.history) if step.reason],
        "hints": [[seat, n] for seat, n in sorted(session.hints.items()) if n],
        "hand_order": [[seat, list(cards)] for seat, cards in sorted(session.hand_order.items()) if cards],
        "bot_streams": [[seat, m.streams()] for seat, m in sorted(session.memory.items())],
        "state": to_jsonable(store.state),
    }


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def temp_paths(path: Path) -> list[Path]:
    """Every unfinished write of ``path`` left in its folder (by any writer, also the older
    ``<name>.tmp``)."""
    found = [p for p in path.parent.glob(glob.escape(path.name) + ".*.tmp") if _writer_part(p, path).isdigit()]
    old = path.with_name(path.name + ".tmp")
    return sorted([*found, old] if old.is_file() else found)


def _writer_part(p: Path, path: Path) -> str:
    """The writer's part of a temporary name (digits, or '' when ``p`` is not one)."""
    return p.name[len(path.name) + 1 : -len(".tmp")].replace("-", "")


def _keep_backup(path: Path) -> None:
    """Make ``path.bak`` a copy of ``path`` (a hard link where the file system has them), replacing
    the old backup in one rename; ``path`` itself is only read."""
    staging = path.with_name(f"{path.name}.bak.{os.getpid()}-{threading.get_ident()}.tmp")
    try:
        staging.unlink()
    except FileNotFoundError:
        pass
    try:
        os.link(path, staging)
    except FileNotFoundError:
        return  # nothing saved yet: no backup to keep
    except OSError:  # no hard links here (FAT, some network shares): copy the bytes
        try:
            write_synced(staging, path.read_bytes())
        except FileNotFoundError:
            return
    os.replace(staging, backup_path(path))
    try:  # a rename between two links to one file does nothing (another writer kept that backup already)
        staging.unlink()
    except FileNotFoundError:
        pass


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a kill at any moment leaves a good file (see the module
    docstring); the previous file is kept as ``path.bak``. Raises OSError when the folder is not writable."""
    replace_file(path, text.encode("utf-8"), durable=True, before_rename=lambda: _keep_backup(path))


def save_session(session: Session, path: Path, *, saved_at: float | None = None, title: str = "") -> None:
    data = session_to_dict(session, saved_at=saved_at, title=title)
    write_atomic(path, json.dumps(data, separators=(",", ":")))


def _read_json(path: Path) -> dict[str, Any]:
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise SaveError(_("Cannot open the save file: {err}").format(err=exc.strerror or exc)) from None
    if size > MAX_BYTES:
        raise SaveError(_("The save file is too large to be a Tourney save."))
    try:
        raw = path.read_bytes().decode("utf-8")
        data = json.loads(raw, parse_constant=_reject_constant)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise SaveError(_("The save file is damaged (not valid JSON).")) from None
    except OSError as exc:
        raise SaveError(_("Cannot open the save file: {err}").format(err=exc.strerror or exc)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(_("This file is not a Tourney save."))
    return data


def read_data(path: Path) -> dict[str, Any]:
    """The save's JSON object as written (checked to be a Tourney save, not replayed)."""
    return _read_json(path)


def _reject_constant(name: str) -> None:
    raise ValueError(name)


def read_info(path: Path) -> SaveInfo:
    data = _read_json(path)
    actions = data.get("actions")
    saved_at = data.get("saved_at")
    title = data.get("title")
    return SaveInfo(
        path,
        str(data.get("game", "?")),
        float(saved_at) if isinstance(saved_at, (int, float)) and not isinstance(saved_at, bool) else 0.0,
        len(actions) if isinstance(actions, list) else 0,
        title[:MAX_TITLE] if isinstance(title, str) else "",
        _players(data.get("options")),
        _progress(data.get("state")),
    )


def load_session(path: Path) -> Session:
    """Read, validate and replay a save; raise SaveError with a readable message on any problem."""
    data = _read_json(path)
    schema = data.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool):
        raise SaveError(_("The save file is damaged (no schema version)."))
    if schema > SCHEMA_VERSION:
        raise SaveError(_("This save comes from a newer version of Tourney."))
    if schema < SCHEMA_VERSION:
        raise SaveError(_("This save comes from an old version of Tourney that is no longer supported."))
    game_id = data.get("game")
    try:
        spec: GameSpec = get(game_id) if isinstance(game_id, str) else None  # type: ignore[assignment]
    except KeyError:
        spec = None  # type: ignore[assignment]
    if spec is None:
        raise SaveError(_("The save is for an unknown game."))
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool) or not (0 <= seed < 2**63):
        raise SaveError(_("The save file is damaged (bad seed)."))
    actions_raw = data.get("actions")
    if not isinstance(actions_raw, list) or len(actions_raw) > MAX_ACTIONS:
        raise SaveError(_("The save file is damaged (bad move list)."))
    try:
        options = from_jsonable(Options, data.get("options"))
        actions = []
        for item in actions_raw:
            if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], int)):
                raise ValueError("bad move")
            actions.append((item[0], normalize_action(item[1])))
        session = Session(spec, options, seed, store=Store.replay(spec.rules, options, seed, actions))
    except (SerialError, ValueError, TypeError, RecursionError, RulesError) as exc:
        reason = getattr(exc, "reason", None) or str(exc)
        raise SaveError(_("The save file is damaged: {reason}").format(reason=reason)) from None
    saved_state = data.get("state")
    if saved_state is not None and to_jsonable(session.store.state) != saved_state:
        raise SaveError(_("The save file is damaged: its moves do not lead to its saved position."))
    settled = _settled(session)
    if settled < len(actions):  # a bot's secret choice still pending: the bot chooses again
        session = Session(spec, options, seed, store=Store.replay(spec.rules, options, seed, actions[:settled]))
    _restore_reasons(session.store, data.get("reasons"))
    session.hints = _hints(data.get("hints"), len(session.seats))
    session.hand_order = _hand_order(data.get("hand_order"), len(session.seats))
    session.taken_at = _taken_at(data.get("taken_at"), len(session.store.actions))
    _restore_streams(session, data.get("bot_streams"))
    return session


def _taken_at(raw: Any, moves: int) -> int:
    """The first move the person made themselves (0 when the save does not say, or says nonsense)."""
    if not isinstance(raw, int) or isinstance(raw, bool):
        return 0
    return max(0, min(raw, moves))


def _settled(session: Session) -> int:
    """How many of the game's moves a load keeps: all but a bot's last moves made while a person's
    decision was pending alike before and after them (a secret combat card chosen while the player
    chooses theirs) that showed nothing. Loading a save and reading such a choice, then loading again,
    would otherwise tell what the bot will play: it chooses again, with its stream stirred afresh."""
    rules, store = session.spec.rules, session.store
    humans = set(session.human_seats())
    n, after = len(store.history), store.state
    while n > 0 and humans and session.is_bot(store.history[n - 1].seat):
        before = store.state_before(len(store.history) - n + 1)  # kept by the replay for undo
        if before is None or any(e.reveals for e in store.history[n - 1].events):
            break
        waiting = humans & set(rules.actors(before))
        if not waiting or not waiting <= set(rules.actors(after)) or rules.outcome(after) is not None:
            break
        seat = min(waiting)
        if rules.legal_actions(before, seat) != rules.legal_actions(after, seat):
            break
        n, after = n - 1, before
    return n


def versions(path: Path) -> list[Path]:
    """The files that may hold the save at ``path``: itself, its backup and unfinished writes."""
    return [p for p in (path, backup_path(path)) if p.is_file()] + temp_paths(path)


def _newest_first(path: Path) -> tuple[list[tuple[SaveInfo, Path]], SaveError | None]:
    """The readable versions of ``path``, newest save first (the file itself wins a tie), and the
    error of ``path`` itself (None when it reads)."""
    found: list[tuple[SaveInfo, Path]] = []
    error: SaveError | None = None
    for p in versions(path) or [path]:
        try:
            found.append((read_info(p), p))
        except SaveError as exc:
            if p == path:
                error = exc
    found.sort(key=lambda item: (item[0].saved_at, item[1] == path), reverse=True)
    return found, error


def newest_info(path: Path) -> tuple[SaveInfo, Path]:
    """What the load list shows for the save at ``path``: the newest readable version's info (its
    ``path`` is the save's own) and the file it came from; raises the SaveError of ``path``."""
    found, error = _newest_first(path)
    if not found:
        raise error or SaveError(_("This file is not a Tourney save."))
    info, source = found[0]
    return dataclasses.replace(info, path=path), source


def load_newest(path: Path) -> tuple[Session, Path]:
    """Load the newest version of the save at ``path`` that fully loads (itself, ``.bak`` or a
    complete ``.tmp``); returns the session and the file it came from. Raises the SaveError of
    ``path`` itself when no version loads. Reading never changes any of the files."""
    found, error = _newest_first(path)
    for _info, source in found:
        try:
            return load_session(source), source
        except SaveError as exc:
            error = error or exc
    raise error or SaveError(_("This file is not a Tourney save."))


def _restore_reasons(store: Store, raw: Any) -> None:
    """Put the bots' reasons back on their moves; a missing or odd list (older saves) is ignored:
    reasons are shown on request only and never change the game."""
    if not isinstance(raw, list):
        return
    for item in raw:
        if (
            isinstance(item, list)
            and len(item) == 2
            and isinstance(item[0], int)
            and not isinstance(item[0], bool)
            and isinstance(item[1], str)
            and 0 <= item[0] < len(store.history)
        ):
            store.history[item[0]].reason = item[1][:500]


def _restore_streams(session: Session, raw: Any, salt: int | None = None) -> None:
    """Put the bots' random streams back where they were for the decisions an undo may return to,
    and stir the rest with ``salt`` (fresh each load unless given): saving, seeing a bot's mixed
    choice (a secret combat card) and loading again must not tell what it will choose. A missing or
    odd entry (older saves) leaves that bot's stream from the seed."""
    if not isinstance(raw, list):
        return
    salt = secrets.randbits(64) if salt is None else salt
    actions = session.store.actions
    for item in raw:
        try:
            seat, streams = item
            memory = session.memory[seat] if isinstance(seat, int) and not isinstance(seat, bool) else None
            if memory is not None and isinstance(streams, dict):
                memory.restore(streams, actions, salt)
        except (KeyError, TypeError, ValueError):
            continue


def _hints(raw: Any, seats: int) -> dict[int, int]:
    """Hints asked per seat; a missing or odd list (older saves) counts none."""
    out: dict[int, int] = {}
    if isinstance(raw, list):
        for item in raw:
            if (
                isinstance(item, list)
                and len(item) == 2
                and all(isinstance(x, int) and not isinstance(x, bool) for x in item)
                and 0 <= item[0] < seats
                and 0 < item[1] < 1_000_000
            ):
                out[item[0]] = item[1]
    return out


def _hand_order(raw: Any, seats: int) -> dict[int, list[Any]]:
    """Each seat's hand as the table showed it; a missing or odd list (older saves) keeps none (the
    table then shows the hand in the engine's order)."""
    out: dict[int, list[Any]] = {}
    if not isinstance(raw, list):
        return out
    for item in raw:
        if not (isinstance(item, list) and len(item) == 2 and isinstance(item[1], list)):
            continue
        seat, cards = item
        if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < seats and len(cards) <= 200:
            if all(isinstance(c, (int, str)) and not isinstance(c, bool) for c in cards):
                out[seat] = list(cards)
    return out


def autosave_path() -> Path:
    from game.settings import saves_dir

    return saves_dir() / "autosave.json"


def list_saves() -> list[SaveInfo]:
    """Readable saves in the saves folder, newest first (damaged ones are skipped)."""
    from game.settings import saves_dir

    infos = []
    for path in save_paths(saves_dir()):
        try:
            infos.append(newest_info(path)[0])
        except SaveError:
            continue
    return sorted(infos, key=lambda i: i.saved_at, reverse=True)


def save_paths(folder: Path) -> list[Path]:
    """Every save in ``folder`` by its own path, also one whose file is missing but whose backup or
    unfinished write is left."""
    paths = set(folder.glob("*.json"))
    for suffix in (".bak", ".tmp"):
        paths.update(p.with_name(p.name[: -len(suffix)]) for p in folder.glob("*.json" + suffix))
    for p in folder.glob("*.json.*.tmp"):  # a writer's unfinished write
        own = p.with_name(p.name[: p.name.index(".json.") + len(".json")])
        if p in temp_paths(own):
            paths.add(own)
    return sorted(paths)
