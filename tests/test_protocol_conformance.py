"""Every registered game honours the rules protocol, checked generically over random games.

After each action: ``apply`` left its input untouched; the state survives a JSON round trip; only
the seats in ``actors`` may act and IllegalAction guards the rest; a seat's legal actions can be
computed from its own view; ``determinize`` of a seat's view is consistent with that view (so bots
lose nothing by seeing only their view) and the view hides the RNG; seed + action log replays the game.

Undo, over the same kind of games: after every move the Store refuses to take it back exactly when
the move showed its player something that player could not know (the test looks for a witness of
its own: a world the player could not tell from the real one, where the same move shows something
else), and a move it allows really is taken back. Every kind of draw, peek and roll of every game
is named below and must be refused whenever it was news.
"""

from __future__ import annotations

import dataclasses

import pytest

from game.core.registry import all_games, get
from game.core.reveal import rng_fields
from game.core.rng import Rng
from game.core.rules import Event, IllegalAction, Options, RulesError
from game.core.serial import from_jsonable, to_jsonable
from game.core.store import Store
from tests.conftest import full_run

GAMES_PER_CONFIG = 40 if full_run() else 3
UNDO_GAMES_PER_CONFIG = 10 if full_run() else 1
WITNESS_WORLDS = 48 if full_run() else 12  # re-dealt worlds the test tries when undo was allowed
WITNESS_WORLDS_REFUSED = 96  # ... when it was refused (it must find why; usually at once)
MAX_STEPS = 20_000

#: Every kind of event that shows its player a card, a pick or a roll (read off the engines).
DRAWS = {
    "demo": {"card_drawn": lambda e: True},
    "tournament": {"draw": lambda e: e.data["source"] == "deck", "special": lambda e: True},
    "joust": {"knight_drawn": lambda e: True, "court_drawn": lambda e: True},
    "paladin": {"peeked": lambda e: True, "dealt": lambda e: True},
    "glory": {
        "journey_drawn": lambda e: e.data["blind"],
        "titles_drawn": lambda e: True,
        "duel_roll": lambda e: True,
        "otto_card": lambda e: True,
    },
}


def is_draw(game_id: str, event: Event) -> bool:
    kinds = DRAWS.get(game_id, {})
    return event.kind in kinds and kinds[event.kind](event)


def configs():
    for spec in all_games(include_hidden=True):
        for variant in spec.variants:
            counts = spec.players_for(variant.id)
            for players in sorted({min(counts), max(counts)}):
                yield pytest.param(spec, variant.id, players, id=f"{spec.id}-{variant.id}-{players}p")


def check_step(rules, state, rng: Rng, step: int) -> None:
    actors = rules.actors(state)
    assert actors, "no one may act but the game is not over"
    encoded = to_jsonable(state)
    assert from_jsonable(rules.state_type, encoded) == state, "state does not survive a JSON round trip"
    for seat in sorted(actors):
        assert rules.legal_actions(state, seat), f"seat {seat} must act but has no legal action"
        view = rules.view(state, seat)
        assert sorted(map(repr, rules.legal_actions(view, seat))) == sorted(
            map(repr, rules.legal_actions(state, seat))
        ), "legal actions differ between the true state and the seat's view"
        for name in rng_fields(type(state)):
            assert getattr(view, name).state != getattr(state, name).state, "the view leaks the RNG"
        if step % 3 == 0:
            world = rules.determinize(view, seat, rng)
            assert rules.view(world, seat) == view, "determinize is inconsistent with the view"
    n_seats = len(rules.scores(state))
    outsiders = [s for s in range(n_seats) if s not in actors]
    if outsiders:
        some_action = rules.legal_actions(state, min(actors))[0]
        with pytest.raises(IllegalAction):
            rules.apply(state, outsiders[0], some_action)
    assert to_jsonable(state) == encoded


@pytest.mark.parametrize("spec, variant, players", list(configs()))
def test_random_games_honour_the_protocol(spec, variant, players):
    rules = spec.rules
    for game in range(GAMES_PER_CONFIG):
        seed = 1000 + game
        store = Store(rules, Options(players, variant), seed)
        rng = Rng.from_seed(seed)
        steps = 0
        while store.outcome() is None:
            check_step(rules, store.state, rng, steps)
            seat = sorted(store.actors())[rng.below(len(store.actors()))]
            before = to_jsonable(store.state)
            legal = rules.legal_actions(store.state, seat)
            prev = store.state
            store.apply(seat, legal[rng.below(len(legal))])
            assert to_jsonable(prev) == before, "apply mutated its input state"
            steps += 1
            assert steps < MAX_STEPS, "game did not end"
        outcome = store.outcome()
        assert not rules.actors(store.state)
        assert len(outcome.scores) == players
        assert sorted(s for group in outcome.ranking for s in group) == list(range(players))
        again = Store.replay(rules, store.options, seed, store.actions)
        assert to_jsonable(again.state) == to_jsonable(store.state), "replay from seed + log diverged"


def witness(rules, before, after, events, actor, action, viewer, rng: Rng, worlds: int = WITNESS_WORLDS):
    """A world ``viewer`` could not tell from ``before`` in which ``actor`` playing ``action`` shows it
    something else than the real game did (in its view or in the events as shown to it), or where that
    move is impossible; None if none is found. Worlds: ``before`` with other chances to come (the RNG
    replaced), then re-dealt views."""

    def shown(state, evs):
        return rules.view(state, viewer), [e.for_seat(viewer) for e in evs]

    seen_after = shown(after, events)
    rerolled = [
        dataclasses.replace(before, **{name: Rng.from_seed(rng.next64()) for name in rng_fields(type(before))})
        for _ in range(8)
    ]
    seen_before = rules.view(before, viewer)
    redealt = (rules.determinize(seen_before, viewer, rng) for _ in range(worlds))
    for world in (*rerolled, *redealt):
        try:
            world_after, world_events = rules.apply(world, actor, action)
        except RulesError:
            return world
        if shown(world_after, world_events) != seen_after:
            return world
    return None


def undo_configs():
    for param in configs():
        spec, variant, players = param.values
        yield pytest.param(spec, variant, players, id=param.id)


@pytest.mark.parametrize("spec, variant, players", list(undo_configs()))
def test_undo_is_refused_exactly_when_a_move_was_news(spec, variant, players):
    rules = spec.rules
    for game in range(UNDO_GAMES_PER_CONFIG):
        seed = 2000 + game
        store = Store(rules, Options(players, variant), seed)
        rng, oracle = Rng.from_seed(seed), Rng.from_seed(seed + 77)
        steps = 0
        while store.outcome() is None:
            seat = sorted(store.actors())[rng.below(len(store.actors()))]
            legal = store.legal_actions(seat)
            action = legal[rng.below(len(legal))]
            before = store.state
            events: list[Event] = store.apply(seat, action)
            steps += 1
            assert steps < MAX_STEPS, "game did not end"
            if store.outcome() is not None:
                assert not store.can_undo(seat) and store.undo_refusal(seat), "undo after the end of the game"
                break
            if not full_run() and seat != game % players:
                continue  # CI judges one seat's moves per game (every kind of move comes its way)
            refusal = store.undo_refusal(seat)
            worlds = WITNESS_WORLDS if refusal is None else WITNESS_WORLDS_REFUSED
            seen = witness(rules, before, store.state, events, seat, action, seat, oracle, worlds)
            where = f"step {steps}, seat {seat} played {action!r}"
            if refusal is not None:
                assert seen is not None, f"{where}: undo refused ({refusal}) but the move told the seat nothing"
                with pytest.raises(IllegalAction):
                    store.undo(seat)
                continue
            assert seen is None, f"{where}: undo allowed although the move showed the seat something new"
            after = store.state
            assert store.undo(seat) == 1 and store.state is before, f"{where}: undo did not restore the position"
            store.apply(seat, action)
            assert to_jsonable(store.state) == to_jsonable(after), f"{where}: the move replayed differently"


@pytest.mark.parametrize("game_id", sorted(DRAWS))
def test_every_draw_peek_and_roll_is_refused(game_id):
    """Random games of every variant until each named kind of draw has happened: none may be undone
    while it showed something new (a draw whose card was certain, e.g. the last one, may)."""
    spec = get(game_id)
    rules = spec.rules
    refused: dict[str, int] = {}
    seen_kinds: set[str] = set()
    for param in configs():
        if param.values[0].id != game_id:
            continue
        _spec, variant, players = param.values
        for game in range(4):
            store = Store(rules, Options(players, variant), 3000 + game)
            rng, oracle = Rng.from_seed(game), Rng.from_seed(game + 99)
            while store.outcome() is None:
                seat = sorted(store.actors())[rng.below(len(store.actors()))]
                legal = store.legal_actions(seat)
                action = legal[rng.below(len(legal))]
                before = store.state
                events = store.apply(seat, action)
                drawn = [e.kind for e in events if is_draw(game_id, e)]
                if not drawn or store.outcome() is not None:
                    continue
                seen_kinds.update(drawn)
                if store.can_undo(seat):
                    news = witness(rules, before, store.state, events, seat, action, seat, oracle)
                    assert news is None, f"{drawn} by seat {seat} ({action!r}) can be undone"
                else:
                    for kind in drawn:
                        refused[kind] = refused.get(kind, 0) + 1
    assert seen_kinds == set(DRAWS[game_id]), f"never happened: {set(DRAWS[game_id]) - seen_kinds}"
    assert set(refused) == seen_kinds, f"never refused: {seen_kinds - set(refused)}"
