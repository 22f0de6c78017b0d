"""JSON saves: schema version, validation, atomic writes, clear errors. Never pickle or eval.

A save holds the game id, options, seed and the action log (the truth, replayed on load), plus
the final state for a consistency check. Loading replays the log from the seed and refuses a file
whose replay does not reach the saved state. Writes go to a temp file, then the previous good file
is kept as ``.bak`` and the temp file atomically replaces the target.
"""

from __future__ import annotations

import json
import os
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


def session_to_dict(session: Session) -> dict[str, Any]:
    store = session.store
    return {
        "format": FORMAT,
        "schema": SCHEMA_VERSION,
        "app_version": __version__,
        "game": session.spec.id,
        "saved_at": time.time(),
        "seed": store.seed,
        "options": to_jsonable(session.options),
        "actions": [[seat, to_jsonable(action)] for seat, action in store.actions],
        "reasons": [[i, step.reason] for i, step in enumerate(store.history) if step.reason],
        "state": to_jsonable(store.state),
    }


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` atomically, keeping the previous good file as ``path.bak``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(text)
        fh.flush()
        os.fsync(fh.fileno())
    if path.exists():
        os.replace(path, path.with_name(path.name + ".bak"))
    os.replace(tmp, path)


def save_session(session: Session, path: Path) -> None:
    write_atomic(path, json.dumps(session_to_dict(session), separators=(",", ":")))


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


def _reject_constant(name: str) -> None:
    raise ValueError(name)


def read_info(path: Path) -> SaveInfo:
    data = _read_json(path)
    actions = data.get("actions")
    saved_at = data.get("saved_at")
    return SaveInfo(
        path,
        str(data.get("game", "?")),
        float(saved_at) if isinstance(saved_at, (int, float)) and not isinstance(saved_at, bool) else 0.0,
        len(actions) if isinstance(actions, list) else 0,
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
    _restore_reasons(session.store, data.get("reasons"))
    saved_state = data.get("state")
    if saved_state is not None and to_jsonable(session.store.state) != saved_state:
        raise SaveError(_("The save file is damaged: its moves do not lead to its saved position."))
    return session


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


def autosave_path() -> Path:
    from game.settings import saves_dir

    return saves_dir() / "autosave.json"


def list_saves() -> list[SaveInfo]:
    """Readable saves in the saves folder, newest first (damaged ones are skipped)."""
    from game.settings import saves_dir

    infos = []
    for path in saves_dir().glob("*.json"):
        try:
            infos.append(read_info(path))
        except SaveError:
            continue
    return sorted(infos, key=lambda i: i.saved_at, reverse=True)
