"""A process that plays random Glory moves and autosaves after each one, for the kill test.

    python -m tests.core.save_child SEED

Its app home is ``TOURNEY_HOME``. After each autosave is complete it prints ``saved N`` (N moves),
so whoever kills it knows the last save that was surely finished.
"""

from __future__ import annotations

import sys

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.ui.scenes import persist


def new_session(seed: int) -> Session:
    """Four human seats: a table opened on this save never moves by itself."""
    return Session(get("glory"), Options(4, "standard", (SeatConfig("human"),) * 4), seed)


def main(seed: int) -> None:
    session = new_session(seed)
    store, rng = session.store, Rng.from_seed(seed)
    while True:
        if store.outcome() is not None:
            session = new_session(rng.below(2**31))
            store = session.store
        seat = sorted(store.actors())[rng.below(len(store.actors()))]
        legal = store.legal_actions(seat)
        store.apply(seat, legal[rng.below(len(legal))])
        persist.autosave(session)
        print(f"saved {len(store.history)}", flush=True)


if __name__ == "__main__":
    main(int(sys.argv[1]))
