"""Helpers for Glory tests: quick setups, random play, and the invariants checked after every action."""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Options
from game.games.glory import RULES
from game.games.glory import content as C
from game.games.glory.state import GloryState


def opts(players: int, **extra) -> Options:
    return Options(players, extra=tuple(extra.items()))


def new(players: int, seed: int = 1, **extra) -> GloryState:
    return RULES.new_game(opts(players, **extra), seed)


def play(s: GloryState, seat: int, action: tuple) -> tuple[GloryState, list]:
    return RULES.apply(s, seat, action)


def finish_setup(s: GloryState) -> GloryState:
    """Everyone takes their first character, keeps the first titles and exchanges nothing."""
    while s.phase == "setup":
        seat = s.actor
        legal = RULES.legal_actions(s, seat)
        action = ("done",) if ("done",) in legal else legal[0]
        s, _ = play(s, seat, action)
    return s


def random_action(s: GloryState, rng: Rng) -> tuple[int, tuple]:
    (seat,) = RULES.actors(s)
    legal = RULES.legal_actions(s, seat)
    return seat, legal[rng.below(len(legal))]


class GloryAccount:
    """Checks that every glory change is explained by the events of the action that made it."""

    def __init__(self) -> None:
        self.duel_seats: list = [None, None]
        self.owed: list = []

    def expected_delta(self, events: list, n: int) -> list[int]:
        delta = [0] * n
        for e in events:
            d = e.data
            if e.kind == "duel_start":
                self.duel_seats = [side["seat"] if side["kind"] == "player" else None for side in d["sides"]]
            elif e.kind == "gain" and d["what"] == "glory":
                delta[d["seat"]] += d["value"]
            elif e.kind == "duel_end":  # scored now, written back when the duel is over (after recovery)
                self.owed = [
                    (seat, d["glory_gain"][side] - d["glory_lost"][side])
                    for side, seat in enumerate(self.duel_seats)
                    if seat is not None
                ]
            elif e.kind == "duel_over":
                for seat, value in self.owed:
                    delta[seat] += value
                self.owed = []
            elif e.kind == "character_chosen":
                delta[d["seat"]] += d["glory"]
            elif e.kind == "titles_scored":
                delta[d["seat"]] += d["glory"]
        return delta


def check_invariants(before: GloryState, after: GloryState, events: list, account: GloryAccount) -> None:
    for p in after.players:
        assert min(p.coins, p.strength, p.faith, p.glory) >= 0, "a resource went negative"
        assert 1 <= p.mount <= C.MAX_LEVEL and 1 <= p.armor <= C.MAX_LEVEL, "equipment level out of 1-4"
        assert set(p.prestige) <= set(C.PRESTIGE_COLOURS), "unknown prestige colour"
        assert p.pawns >= 0
        assert len(p.supports) == len({t.id for t in p.supports}), "a support tile is owned twice"
    expected = account.expected_delta(events, after.n)
    actual = [a.glory - b.glory for a, b in zip(after.players, before.players)]
    assert actual == expected, f"glory changed without a rule: {actual} vs {expected}"
    # every support tile exists exactly once (track, piles, players, event card, out of the game)
    tiles = list(after.track) + [t for pile in after.piles.values() for t in pile] + list(after.supports_out)
    tiles += [after.event_support] + [t.id for p in after.players for t in p.supports if t.id in C.SUPPORT_TILES]
    tiles = [t for t in tiles if t]
    assert sorted(tiles) == sorted(C.SUPPORT_TILES), "support tiles lost or duplicated"
    # journey cards: each card in exactly one place
    cards = [c for t in C.JOURNEY_TYPES for c in after.decks[t] + after.face_up[t]] + list(after.removed)
    cards += [c for p in after.players for c in p.hand + p.discard]
    if after.duel is not None and after.duel.card in C.JOURNEY:
        cards.append(after.duel.card)
    assert sorted(cards) == sorted(C.JOURNEY), "journey cards lost or duplicated"
    relics = sum(after.relic_supply.values()) + sum(len(p.relics) for p in after.players)
    assert relics == len(C.RELIC_KINDS) * C.RELIC_COPIES
    for colour, tokens in C.PRESTIGE_TOKENS.items():  # 17 Prestige tokens, none made or lost
        held = sum(1 for p in after.players if colour in p.prestige)
        assert after.prestige_supply[colour] >= 0 and after.prestige_supply[colour] + held == tokens
    if after.solo is not None and after.solo.tile:  # Otto's knight tile never comes out of the piles
        knights = [k for pile in after.knight_piles.values() for k in pile] + [
            x.knight for row in after.pas for x in row
        ]
        assert after.solo.tile not in knights + [e[2:] for row in after.bracket for e in row]
    assert len(after.tournament_types) == C.ROUNDS
    assert all(t in C.TOURNAMENT_TYPES for t in after.tournament_types[: after.round])  # played rounds are set
    assert bool(after.tournament_offer) == (after.phase == "tournament_choice")


def play_random_game(players: int, seed: int, check: bool = True, **extra) -> GloryState:
    s = new(players, seed, **extra)
    rng = Rng.from_seed(seed * 31 + 7)
    account = GloryAccount()
    steps = 0
    while RULES.outcome(s) is None:
        seat, action = random_action(s, rng)
        nxt, events = RULES.apply(s, seat, action)
        if check:
            check_invariants(s, nxt, events, account)
        s = nxt
        steps += 1
        assert steps < 5000, "game did not end"
    return s
