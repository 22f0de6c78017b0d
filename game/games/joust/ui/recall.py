"""The last strike's damage, term by term, read again from the action log: a table that did not see
the strike played (a loaded game, or one taken back to an earlier strike) shows its breakdown as the
table that saw it did. Read from the viewer's view of the position before the reveal (the abilities
and court cards that change the damage are public). Pure: no pygame."""

from __future__ import annotations

from typing import Any

from game.games.joust.ui import damage


def last_strike(store: Any, rules: Any, viewer: int | None) -> damage.StrikeDamage | None:
    """The damage of the last combat's strike (None when it was a block, or lies further back than the
    store keeps the positions before its moves)."""
    hist = store.history
    for back in range(1, len(hist) + 1):
        at = len(hist) - back
        reveal = next((e for e in hist[at].events if e.kind == "reveal"), None)
        if reveal is None:
            continue
        before = store.state_before(back)
        if before is None:
            return None
        strike = damage.strike_damage(rules.view(before, viewer), reveal.data)
        if strike is None:
            return None
        events = hist[at].events[hist[at].events.index(reveal) + 1 :]
        for later in hist[at + 1 :]:  # the order of its abilities, asked after the reveal
            if later.action[0] != "order":
                break
            events = [*events, *later.events]
        for ev in events:
            if ev.kind != "damage":
                continue
            if ev.data.get("combat") and ev.data.get("uid") == strike.target:
                strike = damage.with_hit(strike, ev.data)
            else:
                strike = damage.with_ability_damage(strike, ev.data)
        return strike
    return None
