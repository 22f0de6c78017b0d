"""Smoke screenshots of the Tournament table beyond the first: a contest announcement, and the
table later in the game with knights in play."""

from __future__ import annotations

from typing import Any

from game.core.rules import Event
from game.games.tournament import content as C
from game.games.tournament.policy import policy_action
from game.games.tournament.scoring import all_scores, contest_vp
from game.games.tournament.state import OVER, PLAY


def contest_event(view: Any) -> Event:
    """The event of calling the first Contest now (scores of the knights in play)."""
    card = C.CONTESTS[0]
    scores = all_scores(view.combos, C.category(card))
    vp = contest_vp(scores, view.current)
    data = {
        "seat": view.current,
        "card": card,
        "category": C.category(card),
        "scores": tuple(scores),
        "vp": tuple(vp),
        "totals": tuple(a + b for a, b in zip(view.vp, vp)),
        "final": False,
    }
    return Event("contest", data)


def smoke_states(table: Any) -> list:
    def announce() -> None:
        anims = table.animate_contest(contest_event(table.view))
        for a in anims:
            a.duration = 1000.0
        table.timeline.add(anims)
        table.animating = True

    def midgame() -> None:
        """Play on with the rule-of-thumb policy for every seat until knights fill the table."""
        store = table.store
        table.skip_animations()
        for _step in range(400):
            st = store.state
            mine = st.current == table.viewer and st.phase == PLAY
            if st.phase == OVER or (mine and (sum(map(len, st.combos)) >= 4 or len(st.deck) <= 8)):
                break
            store.apply(st.current, policy_action(st, st.current))
        table.refresh()
        table.rebuild_log()

    return [("contest", announce), ("midgame", midgame)]
