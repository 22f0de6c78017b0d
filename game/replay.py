"""``replay FILE``: re-apply a save's action log from its seed and check it reaches the saved state."""

from __future__ import annotations

import sys
from pathlib import Path

from game.core.saves import SaveError, load_session


def replay_file(path: Path) -> int:
    """Print a one-line verdict; exit code 0 when the replay matches, 1 otherwise."""
    try:
        session = load_session(path)  # replays the log and compares with the saved state
    except SaveError as exc:
        print(f"replay: {path}: {exc}", file=sys.stderr)
        return 1
    store = session.store
    over = "finished" if store.outcome() is not None else "in progress"
    print(f"replay: {path}: OK — {session.spec.id}, {len(store.history)} moves replayed, game {over}")
    return 0
