"""Headless bot-vs-bot games for the ``simulate`` command.

Seats rotate from game to game so no seat position is favoured, and the order round the table
alternates so no neighbour is either; every game's seed derives from the run's seed, so the same
command prints the same wins (timings aside), whatever ``jobs`` is.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import InvalidOptions, Options, SeatConfig
from game.core.session import Session
from game.core.store import Store

MAX_ACTIONS_PER_GAME = 200_000


@dataclass
class GameResult:
    winners: list[str]  # labels of the sole winner ([] on a shared first place, or when nobody won)
    draw: bool  # first place shared by several seats
    no_winner: bool  # nobody won (a solo game lost to the automa)
    decisions_ms: list[float]
    actions: int
    label_decisions_ms: dict[str, list[float]] = field(default_factory=dict)  # per seat label, wall clock
    label_cpu_ms: dict[str, list[float]] = field(default_factory=dict)  # the same decisions in CPU time
    scores: dict[str, list[float]] = field(default_factory=dict)  # final score per seat label
    shared: list[str] = field(default_factory=list)  # labels sharing first place (a draw)


def game_seed(seed: int, index: int) -> int:
    return (seed * 1_000_003 + index * 7_919) % (2**62)


def seating(labels: list[str], players: int, index: int) -> list[str]:
    """The label of each seat in game number ``index``: seat i gets ``labels[(i + index) % n]``, and
    every other block of ``n`` games goes round the table the other way (``labels[0]``, then
    ``labels[n-1]``, ...), so with three or more labels each has every other one on its left as often
    as on its right."""
    n = len(labels)
    if (index // n) % 2 == 1:
        labels = [labels[0], *labels[:0:-1]]
    return [labels[(i + index) % n] for i in range(players)]


def play_one(
    game: str,
    players: int,
    labels: list[str],
    variant: str,
    seed: int,
    index: int,
    extra: tuple = (),
    subjects: Mapping[str, Callable[[], Any]] | None = None,
) -> GameResult:
    """Play game number ``index`` with the seats given by ``seating``. ``subjects`` replaces the bot of
    every seat with that label by one from its factory (a bench's variant), on the same deal and the
    same random streams, so a variant's game pairs with the registered level's."""
    spec = get(game)
    seat_labels = seating(labels, players, index)
    seats = tuple(SeatConfig("bot", lab) for lab in seat_labels)
    options = Options(players, variant, seats, extra)
    session = Session(spec, options, game_seed(seed, index))
    for seat, label in enumerate(seat_labels):
        if subjects and label in subjects:
            session.memory[seat].use(subjects[label])
    store: Store = session.store
    decisions: list[float] = []
    per_label: dict[str, list[float]] = {}
    per_label_cpu: dict[str, list[float]] = {}
    while store.outcome() is None:
        actors = sorted(store.actors())
        if not actors:
            raise RuntimeError(f"{game}: no one may act but the game is not over")
        for seat in actors:
            if seat not in store.actors():
                continue
            t0, c0 = time.perf_counter(), time.process_time()
            action = session.bot_choose(seat)
            ms = (time.perf_counter() - t0) * 1000.0
            decisions.append(ms)
            per_label.setdefault(seat_labels[seat], []).append(ms)
            per_label_cpu.setdefault(seat_labels[seat], []).append((time.process_time() - c0) * 1000.0)
            store.apply(seat, action)
        if len(store.history) > MAX_ACTIONS_PER_GAME:
            raise RuntimeError(f"{game}: game did not end after {MAX_ACTIONS_PER_GAME} actions")
    outcome = store.outcome()
    assert outcome is not None
    winners = outcome.winners
    draw = len(winners) > 1
    scores: dict[str, list[float]] = {}
    for seat, score in enumerate(store.rules.scores(store.state)):
        scores.setdefault(seat_labels[seat], []).append(float(score))
    return GameResult(
        [seat_labels[winners[0]]] if len(winners) == 1 else [],
        draw,
        not winners,
        decisions,
        len(store.history),
        per_label,
        per_label_cpu,
        scores,
        [seat_labels[w] for w in winners] if draw else [],
    )


def _latency(samples: list[float]) -> dict[str, float]:
    """Median, 95th percentile and maximum of decision times (ms)."""
    if not samples:
        return {"median": 0.0, "p95": 0.0, "max": 0.0, "n": 0}
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return {
        "median": round(statistics.median(ordered), 3),
        "p95": round(p95, 3),
        "max": round(ordered[-1], 3),
        "n": len(ordered),
    }


def _play_star(args: tuple) -> GameResult:
    return play_one(*args)


def simulate(
    game: str,
    players: int,
    labels: list[str],
    games: int,
    seed: int,
    variant: str = "standard",
    jobs: int = 1,
    extra: tuple = (),
) -> dict:
    """Play ``games`` bot games and summarise them as the CLI's JSON object."""
    spec = get(game)
    for lab in labels:
        if lab not in spec.bots and lab not in spec.sparring:
            known = ", ".join([*spec.bots, *spec.sparring])
            raise InvalidOptions(f"unknown bot level {lab!r} for {game} (known: {known})")
    if not labels:
        raise InvalidOptions("--seats needs at least one bot level")
    if variant not in {v.id for v in spec.variants}:
        raise InvalidOptions(
            f"unknown variant {variant!r} for {game} (known: {', '.join(v.id for v in spec.variants)})"
        )
    if players not in spec.players_for(variant):
        raise InvalidOptions(
            f"{game} ({variant}) is for {min(spec.players_for(variant))}-{max(spec.players_for(variant))} players"
        )
    start = time.perf_counter()
    tasks = [(game, players, labels, variant, seed, i, extra) for i in range(games)]
    if jobs > 1 and games > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_play_star, tasks, chunksize=max(1, games // (jobs * 4))))
    else:
        results = [_play_star(t) for t in tasks]
    wins = {lab: 0 for lab in dict.fromkeys(labels)}
    decisions = [d for r in results for d in r.decisions_ms]
    draw_credit = {lab: 0.0 for lab in wins}
    for r in results:
        for lab in r.winners:
            wins[lab] += 1
        for lab in r.shared:
            draw_credit[lab] += 1.0 / len(r.shared)
    return {
        "game": game,
        "variant": variant,
        "players": players,
        "games": games,
        "seed": seed,
        "wins": wins,
        "draws": sum(r.draw for r in results),
        "no_winner": sum(r.no_winner for r in results),
        "draw_credit": {lab: round(v, 3) for lab, v in draw_credit.items()},
        "mean_decision_ms": round(sum(decisions) / len(decisions), 3) if decisions else 0.0,
        "max_decision_ms": round(max(decisions), 3) if decisions else 0.0,
        "mean_score": {
            lab: round(statistics.fmean(v), 2)
            for lab in wins
            if (v := [x for r in results for x in r.scores.get(lab, [])])
        },
        "decision_ms": {lab: _latency([d for r in results for d in r.label_decisions_ms.get(lab, [])]) for lab in wins},
        "cpu_decision_ms": {lab: _latency([d for r in results for d in r.label_cpu_ms.get(lab, [])]) for lab in wins},
        "mean_actions": round(sum(r.actions for r in results) / len(results), 1) if results else 0.0,
        "seconds": round(time.perf_counter() - start, 3),
    }


def finished_session(game: str, players: int, seed: int, variant: str = "") -> Session:
    """A finished game of medium bots whose seat 0 is a person (its moves made by a medium bot too): what
    the review's tests and bench judge. A game may end before the person's first turn (Tournament of 6:
    the deal leaves ten cards, three Special cards draw them); such a game has nothing to review, and
    the next seed (``seed + 7919``, ...) is played instead."""
    from game.review import took_part

    for tried in range(32):
        s = _played_by_medium_bots(game, players, seed + 7919 * tried, variant)
        if took_part(s, 0):
            return s
    raise RuntimeError(f"{game}: seat 0 never got a turn in 32 games")


def _played_by_medium_bots(game: str, players: int, seed: int, variant: str) -> Session:
    spec = get(game)
    seats = (SeatConfig("human", "", "Ada"),) + tuple(SeatConfig("bot", "medium") for _ in range(players - 1))
    s = Session(spec, Options(players, variant or spec.variants[0].id, seats), seed)
    person, rng = spec.bot_factory("medium")(), Rng.from_seed(seed)
    while s.store.outcome() is None:
        seat = sorted(s.store.actors())[0]
        view = s.rules.view(s.store.state, seat)
        s.store.apply(seat, s.bot_choose(seat) if s.is_bot(seat) else person.choose(s.rules, view, seat, rng))
    return s
