"""The log tells no seat what its view hides, in every registered game.

Judged generically, like the undo rule: for a move and a reader, deal the hidden parts of the
reader's view again (``determinize``), play the same move in that world, and compare. If the reader's
view after the move is the same in both worlds but its log lines differ, the lines said something
the view does not show (a card in a hand, a deck's next card, a face-down pick). Moves that drew
from the RNG are left out: their outcome (dice, a shuffle) is news for everyone and is shown as such.
The last move of a game is left out too (the end shows everything).
"""

from __future__ import annotations

import pytest

from game.core.registry import all_games
from game.core.reveal import used_chance
from game.core.rng import Rng
from game.core.rules import Options
from game.core.serial import to_jsonable
from game.core.store import Store
from game.ui.game_log import describe_move
from tests.conftest import full_run

WORLDS = 12 if full_run() else 4
JUDGED_STEPS = 10_000 if full_run() else 120  # moves judged per game (every reader each)
MAX_STEPS = 20_000


def names(seat: int) -> str:
    return f"Seat{seat}"


def configs():
    for spec in all_games(include_hidden=True):
        for variant in spec.variants:
            players = max(spec.players_for(variant.id))
            yield pytest.param(spec, variant.id, players, id=f"{spec.id}-{variant.id}-{players}p")


def leak(spec, before, after, events, actor, action, reader, rng: Rng) -> str | None:
    """A line ``reader`` read about this move that a world it could not tell apart would not show."""
    rules = spec.rules
    seen_before = rules.view(before, reader)
    view_after = to_jsonable(rules.view(after, reader))
    lines = describe_move(spec, actor, action, list(events), reader, names)
    for _ in range(WORLDS):
        world = rules.determinize(seen_before, reader, rng)
        try:
            world_after, world_events = rules.apply(world, actor, action)
        except Exception:  # noqa: BLE001 - the move tells which world is true: its lines may too
            continue
        if to_jsonable(rules.view(world_after, reader)) != view_after:
            continue  # the view itself shows the difference: the lines may say it
        other = describe_move(spec, actor, action, list(world_events), reader, names)
        if other != lines:
            return f"reads {lines!r}; a world it cannot tell apart reads {other!r}"
    return None


@pytest.mark.parametrize("spec, variant, players", list(configs()))
def test_no_log_line_names_what_the_readers_view_hides(spec, variant, players):
    rules = spec.rules
    seed = 4100 + players
    store = Store(rules, Options(players, variant), seed)
    rng, oracle = Rng.from_seed(seed), Rng.from_seed(seed + 5)
    judged = steps = 0
    while store.outcome() is None and judged < JUDGED_STEPS:
        actor = sorted(store.actors())[rng.below(len(store.actors()))]
        legal = store.legal_actions(actor)
        action = legal[rng.below(len(legal))]
        before = store.state
        events = store.apply(actor, action)
        steps += 1
        assert steps < MAX_STEPS, "game did not end"
        if store.outcome() is not None or used_chance(before, store.state):
            continue
        judged += 1
        for reader in range(players):
            found = leak(spec, before, store.state, events, actor, action, reader, oracle)
            assert found is None, f"move {steps}, seat {actor} played {action!r}: seat {reader} {found}"
    assert judged > 0


def test_a_line_naming_a_drawn_card_to_everyone_is_caught():
    """The judge itself: a describe that tells every reader which card was drawn is a leak."""
    import dataclasses

    from game.core.registry import get
    from game.games.demo.describe import describe as demo_describe

    def leaky(event, viewer, names=None):
        if event.kind == "card_drawn":
            return f"{names(event.data['seat'])} draws the {event.get('card')}."
        return demo_describe(event, viewer, names=names)

    demo = get("demo")
    public = dataclasses.replace(demo, describe=leaky)
    rules = demo.rules
    store = Store(rules, Options(2, "standard"), 5)
    oracle = Rng.from_seed(9)
    found = []
    while store.outcome() is None and not found:
        actor = sorted(store.actors())[0]
        draw = [a for a in store.legal_actions(actor) if a[0] == "draw"]
        action = (draw or store.legal_actions(actor))[0]
        before = store.state
        events = store.apply(actor, action)
        if action[0] == "draw" and not used_chance(before, store.state):
            # the events as the engine made them, with the secret card copied into the public data
            shown = [dataclasses.replace(e, data={**e.data, **e.secret}) for e in events]
            found.append(leak(public, before, store.state, shown, actor, action, 1 - actor, oracle))
    assert found and found[0] is not None
