"""Smoke screenshots of the Tournament table beyond the first: a contest's ranking just built, its
VP on their way to the scoreboard once the announcement has closed, and the table later in the game
with knights in play."""

from __future__ import annotations

from typing import Any

import pygame

from game.core.rules import Event
from game.games.tournament import content as C
from game.games.tournament.policy import policy_action
from game.games.tournament.scoring import all_scores, contest_vp
from game.games.tournament.state import OVER, PLAY
from game.ui.scene import LOGICAL_SIZE


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
        """The ranking built, the winner still glowing, the first VP half-way to the scoreboard."""
        table.skip_animations()
        anims = table.animate_contest(contest_event(table.view))
        shown = next(a.announcement for a in anims if getattr(a, "announcement", None) is not None)
        for a in anims:
            if getattr(a, "announcement", None) is not None:
                a.duration = 1000.0  # held for the picture
            a.t = shown.built_at + 0.5
        table.timeline.add(anims)
        table.animating = True

    def vp_flying() -> None:
        """The announcement closed, the VP chips half-way from their rows to the scoreboard."""
        from game.ui.kit.banner import draw_announcement
        from game.ui.kit.timeline import RowFlight

        table.skip_animations()
        anims = table.animate_contest(contest_event(table.view))
        shown = next(a.announcement for a in anims if getattr(a, "announcement", None) is not None)
        draw_announcement(pygame.Surface(LOGICAL_SIZE), table.table_rect.inflate(-40, -40), shown)  # its rows' places
        chips = [a for a in anims if isinstance(a, RowFlight)]
        for a in chips:  # held half-way for the picture
            a.duration = 1000.0
            a.t = a.delay + 500.0
        table.timeline.add(chips)
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

    return [("tournament-contest-ranking", announce), ("tournament-contest-vp", vp_flying), ("midgame", midgame)]
