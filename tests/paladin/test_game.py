"""Setup, placing, peeking, hidden information, refill, the end of the game and random soak games."""

from __future__ import annotations

import os

import pytest

from game.core.rng import Rng
from game.core.rules import IllegalAction, Options
from game.core.serial import from_jsonable, to_jsonable
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.rules import PaladinRules
from game.games.paladin.state import HIDDEN, OVER, PLACE, START, PaladinState

from .helpers import started

RULES = PaladinRules()


def test_content_counts():
    assert C.PALADIN_COUNT == 42
    assert len(C.RED_CARDS) == 10
    assert sorted(C.CARD_VALUE[c] for c in C.RED_CARDS) == list(range(10))
    assert [C.MISSION_HONOUR.count(h) for h in range(1, 7)] == [3] * 6
    assert len(C.MISSION_NAMES) == len(C.MISSION_ICONS) == 18


@pytest.mark.parametrize("players", [3, 4, 5])
def test_setup(players):
    s = RULES.new_game(Options(players), 3)
    assert all(len(h) == players + 1 for h in s.hands)
    assert len(s.missions) == players
    # the queen's deck (honour 1-3) comes first
    assert all(C.MISSION_HONOUR[m] <= 3 for m in s.missions)
    assert len(s.mission_deck) == 18 - players
    # the first dealer is drawn at random and chooses who starts, like every later dealer
    assert s.phase == START and s.round == 1
    assert RULES.actors(s) == {s.dealer}
    assert RULES.legal_actions(s, s.dealer) == [("start", p) for p in range(players)]
    for starter in range(players):
        s2, ev = RULES.apply(s, s.dealer, ("start", starter))
        assert s2.phase == PLACE and RULES.actors(s2) == {starter}
        assert [e.kind for e in ev] == ["start_chosen"]


def test_first_dealer_is_drawn_at_random():
    dealers = {RULES.new_game(Options(4), seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}


def test_bad_options():
    from game.core.rules import InvalidOptions

    with pytest.raises(InvalidOptions):
        RULES.new_game(Options(2), 1)
    with pytest.raises(InvalidOptions):
        RULES.new_game(Options(3, variant="nope"), 1)
    assert RULES.new_game(Options(3, variant="classic_zero"), 1).classic_zero


def test_main_paladins_first_then_one_card_per_mission():
    s = started(RULES.new_game(Options(3), 11))
    order = []
    for _ in range(3):
        seat = E.actor(s)
        order.append(seat)
        acts = [a for a in RULES.legal_actions(s, seat) if a[0] == "place"]
        # main paladins only go to missions without one
        assert {a[2] for a in acts} == {m for m in range(3) if not s.table[m]}
        s, _ = RULES.apply(s, seat, acts[0])
    assert order == [s.starter, (s.starter + 1) % 3, (s.starter + 2) % 3]
    assert all(len(row) == 1 for row in s.table)
    seat = E.actor(s)
    own = {m for m in range(3) if s.table[m][0][0] == seat}
    acts = [a for a in RULES.legal_actions(s, seat) if a[0] == "place"]
    assert {a[2] for a in acts} == {0, 1, 2} - own
    with pytest.raises(IllegalAction):
        RULES.apply(s, seat, ("place", s.hands[seat][0], next(iter(own))))
    with pytest.raises(IllegalAction):
        RULES.apply(s, (seat + 1) % 3, ("place", s.hands[(seat + 1) % 3][0], 0))


def place_mains(s: PaladinState) -> PaladinState:
    for _ in range(s.players):
        seat = E.actor(s)
        acts = [a for a in RULES.legal_actions(s, seat) if a[0] == "place"]
        s, _ = RULES.apply(s, seat, acts[0])
    return s


def test_peek_reveals_to_the_peeker_only():
    s = place_mains(started(RULES.new_game(Options(4), 5)))
    seat = E.actor(s)
    peeks = [a for a in RULES.legal_actions(s, seat) if a[0] == "peek"]
    assert len(peeks) == 3  # the three other main paladins
    _k, m, owner = peeks[0]
    target = s.table[m][0][1]
    before = {p: RULES.view(s, p) for p in range(4)}
    s2, ev = RULES.apply(s, seat, peeks[0])
    assert s is not s2 and not s.peeked  # apply did not mutate its input
    assert ev[0].kind == "peeked" and ev[0].reveals
    assert ev[0].for_seat(seat).secret == {"card": target}
    for p in [*range(4), None]:
        if p != seat:
            assert ev[0].for_seat(p).secret == {}
    assert RULES.view(s2, seat).table[m][0][1] == target
    for p in range(4):
        if p not in (seat, owner):
            assert RULES.view(s2, p).table[m][0][1] == HIDDEN
            assert RULES.view(s2, p).known == before[p].known
            # apart from the public record of the peek, nothing changed for the others
            assert to_jsonable(_unpeeked(RULES.view(s2, p), before[p])) == to_jsonable(before[p])
    assert RULES.view(s2, None).table[m][0][1] == HIDDEN
    # only one peek per turn, then the peeker must place
    assert all(a[0] == "place" for a in RULES.legal_actions(s2, seat))
    with pytest.raises(IllegalAction):
        RULES.apply(s2, seat, peeks[1])


def _unpeeked(after: PaladinState, before: PaladinState) -> PaladinState:
    """``after`` with the public peek record and flag taken back: what else may differ is nothing."""
    x = after.clone()
    x.peeks = before.peeks[:]
    x.peeked = before.peeked
    return x


def test_views_hide_hands_deck_and_rng():
    s = RULES.new_game(Options(5), 1)
    for seat in range(5):
        v = RULES.view(s, seat)
        assert v.hands[seat] == s.hands[seat]
        assert all(c == HIDDEN for p in range(5) if p != seat for c in v.hands[p])
        assert all(c == HIDDEN for c in v.deck) and len(v.deck) == len(s.deck)
        assert all(m == HIDDEN for m in v.mission_deck)
        assert v.rng.state == 0
        assert v.known[seat] == s.known[seat]
        assert all(v.known[p] & ~s.known[seat] & ~s.public == 0 for p in range(5))


def test_determinize_is_consistent_with_the_view():
    rng = Rng.from_seed(4)
    s = RULES.new_game(Options(4), 4)
    for _ in range(25):
        seat = E.actor(s)
        s, _ = RULES.apply(s, seat, rng.choice(RULES.legal_actions(s, seat)))
    for seat in range(4):
        v = RULES.view(s, seat)
        d = RULES.determinize(v, seat, Rng.from_seed(seat))
        assert RULES.view(d, seat).hands == v.hands
        assert RULES.view(d, seat).table == v.table
        assert sorted(all_cards(d)) == list(range(42))
        assert len(d.mission_deck) == len(s.mission_deck)
        assert sorted(d.mission_deck) == sorted(s.mission_deck)
        for peeker, m, owner in d.peeks:  # a sampled world keeps every public peek consistent
            on_table = [c for (o, c), f in zip(d.table[m], d.fates[m]) if o == owner and f <= E.LEAD]
            assert all((d.known[peeker] >> c) & 1 for c in on_table)


def all_cards(s: PaladinState) -> list[int]:
    """Every paladin card once, wherever it is (taken-back or discarded table entries are history)."""
    out = list(s.deck) + list(s.discard)
    for h in s.hands:
        out.extend(h)
    for w in s.won_cards:
        out.extend(w)
    for row, fates in zip(s.table, s.fates):
        out.extend(c for (_o, c), f in zip(row, fates) if f in (E.PENDING, E.LEAD))
    return out


def test_refill_reshuffles_the_discards_when_the_deck_runs_out():
    s = E.setup(5, False, 2)
    # 5 players hold 30 of the 42 cards; play 2 rounds taking nothing back, until a reshuffle happens
    rng = Rng.from_seed(2)
    seen_reshuffle = False
    while s.phase != OVER:
        seat = E.actor(s)
        acts = E.legal(s, seat)
        if s.phase == "resolve":
            act = ("discard",)
        else:
            act = acts[rng.below(len(acts))]
        ev = []
        s2 = s.clone()
        E.step(s2, seat, act, ev)
        if any(e.kind == "reshuffled" for e in ev):
            seen_reshuffle = True
            assert all(len(h) == s2.hand_size for h in s2.hands)
            assert sorted(all_cards(s2)) == list(range(42))
            # reshuffled cards are nobody's knowledge any more
            assert all(not (s2.known[p] >> c) & 1 for p in range(5) for c in s2.deck)
        s = s2
    assert seen_reshuffle


@pytest.mark.parametrize("players,rounds,left", [(3, 6, 0), (4, 4, 2), (5, 3, 3)])
def test_end_when_missions_run_short(players, rounds, left):
    rng = Rng.from_seed(players)
    s = RULES.new_game(Options(players), players)
    while RULES.actors(s):
        seat = E.actor(s)
        s, ev = RULES.apply(s, seat, rng.choice(RULES.legal_actions(s, seat)))
    assert s.phase == OVER
    assert s.round == rounds
    assert len(s.mission_deck) == left
    assert sum(len(w) for w in s.won_missions) == players * rounds
    out = RULES.outcome(s)
    assert out is not None
    for p in range(players):
        honour = sum(C.MISSION_HONOUR[m] for m in s.won_missions[p])
        red = sum(C.CARD_RED[c] for c in s.won_cards[p])
        assert out.scores[p] == honour + red
        assert RULES.scores(s)[p] == honour + red
    best = max(out.scores)
    top = [p for p in range(players) if out.scores[p] == best]
    top_red = max(E.reds(s, p) for p in top)
    assert set(out.winners) == {p for p in top if E.reds(s, p) == top_red}


def test_outcome_tie_breaks_on_red_cards_then_shared():
    s = E.setup(3, False, 1)
    s.phase = OVER
    s.won_missions = [[17], [16, 0], [15]]  # honour 6, 7, 6
    s.won_cards = [[C.RED_CARDS[2]], [1], [4, 5]]  # 6+1, 7+0, 6+0
    out = RULES.outcome(s)
    assert out.scores == (7.0, 7.0, 6.0)
    assert out.winners == (0,)
    s.won_cards = [[5], [1], [2, 4]]
    s.won_missions = [[17, 0], [16, 0], [15]]
    assert RULES.outcome(s).winners == (0, 1)


def play_random(players: int, seed: int, through_protocol: bool) -> PaladinState:
    rng = Rng.from_seed(seed)
    s = RULES.new_game(Options(players, variant="classic_zero" if seed % 4 == 0 else "standard"), seed)
    steps = 0
    while s.phase != OVER:
        seat = E.actor(s)
        acts = E.legal(s, seat)
        assert acts
        act = acts[rng.below(len(acts))]
        if through_protocol:
            s, _ = RULES.apply(s, seat, act)
        else:
            E.step(s, seat, act, None)
        steps += 1
        assert steps < 1000
        check_invariants(s)
    return s


def check_invariants(s: PaladinState) -> None:
    assert sorted(all_cards(s)) == list(range(42)), "42 paladins conserved"
    won = [m for w in s.won_missions for m in w]
    assert len(set(won)) == len(won)
    assert sorted(set(won) | set(s.missions) | set(s.mission_deck)) == list(range(18))
    assert not set(s.mission_deck) & (set(won) | set(s.missions))
    if s.phase == PLACE:
        n = s.players
        placed = [sum(1 for row in s.table for o, _c in row if o == p) for p in range(n)]
        assert all(len(s.hands[p]) + placed[p] == s.hand_size for p in range(n))
        assert all(len({o for o, _c in row}) == len(row) for row in s.table)


def test_random_games_keep_invariants():
    games = 1000 if os.environ.get("TOURNEY_FULL") == "1" else 200
    for g in range(games):
        s = play_random(3 + g % 3, g, through_protocol=g % 10 == 0)
        assert RULES.outcome(s) is not None


@pytest.mark.parametrize("players", [3, 4, 5])
def test_state_json_round_trip(players):
    rng = Rng.from_seed(players)
    s = RULES.new_game(Options(players), 100 + players)
    snapshots = [s]
    while RULES.actors(s):
        seat = E.actor(s)
        s, _ = RULES.apply(s, seat, rng.choice(RULES.legal_actions(s, seat)))
        snapshots.append(s)
    for snap in snapshots[:: max(1, len(snapshots) // 12)] + [s]:
        assert from_jsonable(PaladinState, to_jsonable(snap)) == snap
        v = RULES.view(snap, 0)
        assert from_jsonable(PaladinState, to_jsonable(v)) == v


def test_apply_is_deterministic_and_pure():
    s = RULES.new_game(Options(3), 42)
    before = to_jsonable(s)
    seat = E.actor(s)
    a = RULES.legal_actions(s, seat)[0]
    s1, e1 = RULES.apply(s, seat, a)
    s2, e2 = RULES.apply(s, seat, a)
    assert to_jsonable(s) == before
    assert s1 == s2 and e1 == e2


@pytest.mark.parametrize("players", [3, 4, 5])
def test_fast_random_playout_plays_whole_legal_games(players):
    from game.games.paladin.playout import random_playout

    for g in range(20):
        s = random_playout(E.setup(players, g % 2 == 0, g), Rng.from_seed(g))
        assert s.phase == OVER
        assert sorted(all_cards(s)) == list(range(42))
        assert sum(len(w) for w in s.won_missions) == players * s.round
    s = random_playout(E.setup(players, False, 1), Rng.from_seed(1), max_rounds=1)
    assert s.round == 2 and s.phase != OVER
