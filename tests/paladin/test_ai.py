"""Paladin bots: legal moves from views only, peeks kept as knowledge, sensible resolution, search
stronger than chance, and sampled worlds consistent with what the seat sees."""

from __future__ import annotations

import pytest

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.ai import EASY_NOISE, HeuristicBot
from game.games.paladin.beliefs import Belief
from game.games.paladin.counting import Count
from game.games.paladin.policy import Policy, peek_target
from game.games.paladin.rules import PaladinRules
from game.games.paladin.search import SearchBot
from game.games.paladin.state import HIDDEN, PLACE

from .helpers import card, resolution_state, started

RULES = PaladinRules()


def play(bots, seed: int, players: int = 3):
    s = RULES.new_game(Options(players), seed)
    rngs = [Rng.from_seed(seed * 10 + i) for i in range(players)]
    while s.phase != "over":
        p = E.actor(s)
        a = bots[p].choose(RULES, RULES.view(s, p), p, rngs[p])
        assert a in RULES.legal_actions(s, p)
        s, _ = RULES.apply(s, p, a)
    return s


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard", "honour", "counter"])
def test_every_level_and_partner_plays_legal_games(level):
    spec = get("paladin")
    make = (lambda: SearchBot(worlds=3)) if level == "hard" else spec.bot_factory(level)  # hard, smaller budget
    bots = [make(), spec.bots["random"](), spec.bots["medium"]()]
    assert RULES.outcome(play(bots, 1)) is not None


def test_sparring_partners_are_not_offered_at_setup():
    spec = get("paladin")
    assert set(spec.sparring) == {"honour", "counter"}
    assert not set(spec.sparring) & set(spec.bots)


def test_bots_decide_from_the_view_only():
    """Two true states that look the same to seat p give the same choice (hidden cards swapped)."""
    spec = get("paladin")
    s = started(RULES.new_game(Options(4), 8))
    rng = Rng.from_seed(1)
    for _ in range(9):
        p = E.actor(s)
        s, _ = RULES.apply(s, p, rng.choice([a for a in RULES.legal_actions(s, p) if a[0] == "place"]))
    p = E.actor(s)
    # swap two cards p cannot see: one in another hand, one in the deck
    other = (p + 1) % 4
    t = s.clone()
    i = next(i for i, c in enumerate(t.hands[other]) if not (t.known[p] | t.public) >> c & 1)
    t.hands[other][i], t.deck[0] = t.deck[0], t.hands[other][i]
    assert RULES.view(t, p) == RULES.view(s, p)
    makers = [
        lambda: HeuristicBot("medium"),
        lambda: SearchBot(worlds=4),
        spec.sparring["honour"],
        spec.sparring["counter"],
    ]
    for make in makers:
        view = RULES.view(s, p)
        a1 = make().choose(RULES, view, p, Rng.from_seed(3))
        assert view == RULES.view(s, p)  # the bot did not touch the view it was given
        a2 = make().choose(RULES, RULES.view(t, p), p, Rng.from_seed(3))
        assert a1 == a2


def test_bots_peek_where_it_matters_and_use_what_they_saw():
    s = started(RULES.new_game(Options(3), 2))
    while not E.peek_targets(s, E.actor(s)):
        p = E.actor(s)
        s, _ = RULES.apply(s, p, Policy().act(s, p, Rng.from_seed(0)))
    p = E.actor(s)
    view = RULES.view(s, p)
    m, o = peek_target(view, p)
    assert all(oo != p for oo, _c in view.table[m])  # a mission it still has to place at
    a = HeuristicBot("medium").choose(RULES, view, p, Rng.from_seed(0))
    assert a[0] == "peek" and (a == ("peek", m, o) or view.table[a[1]][0][0] == a[2])  # a main paladin
    m, o = a[1], a[2]
    assert all(oo != p for oo, _c in view.table[m])
    s2, _ = RULES.apply(s, p, a)
    seen = next(c for oo, c in s2.table[m] if oo == o)
    v2 = RULES.view(s2, p)
    assert Count(v2, p).sees(seen)
    # a card that cannot beat the peeked main paladin has no value there
    policy = Policy()
    cnt = Count(v2, p)
    for c in v2.hands[p]:
        if not C.beats(c, seen):
            assert policy.value(v2, c, m, cnt, policy.prices(v2), E.placing_main(v2)) <= 0.0


def test_beat_is_declined_when_a_known_later_card_wins():
    rows = [
        [(0, card(3)), (1, card(5)), (2, card(9))],
        [(1, card(1)), (2, card(1, k=1)), (0, card(1, k=2))],
        [(2, card(2)), (0, card(2, k=1)), (1, card(2, k=2))],
    ]
    s = resolution_state(rows)
    s.mission_deck = s.mission_deck[: 2 * 3]  # two more rounds to come: cards in hand are worth keeping
    assert E.can_beat(s)
    assert Policy().resolve(s, 1) == E.BEAT  # the 9 after it is unknown: worth the try
    s.known[1] |= 1 << card(9)  # seat 1 had peeked the 9 that decides after it
    assert Policy().resolve(s, 1) != E.BEAT


def test_last_decider_takes_the_mission_in_the_last_round():
    rows = [
        [(0, card(3)), (1, card(1)), (2, card(8))],
        [(1, card(1, k=1)), (2, card(1, k=2)), (0, card(2, k=2))],
        [(2, card(2)), (0, card(2, k=1)), (1, card(4))],
    ]
    s = resolution_state(rows)
    s.mission_deck = s.mission_deck[:2]  # fewer missions left than players: this is the last round
    s, _ = RULES.apply(s, 1, E.DISCARD)
    for bot in (HeuristicBot("easy", noise=EASY_NOISE, peek=False), HeuristicBot("medium"), SearchBot(worlds=4)):
        assert bot.choose(RULES, RULES.view(s, 2), 2, Rng.from_seed(1)) == E.BEAT


def test_views_given_to_bots_hide_unknown_cards():
    s = started(RULES.new_game(Options(5), 4))
    v = RULES.view(s, 2)
    assert all(c == HIDDEN for p in range(5) if p != 2 for c in v.hands[p])
    assert v.phase == PLACE


@pytest.mark.parametrize("players", [3, 4, 5])
def test_sampled_worlds_agree_with_the_view(players):
    rng = Rng.from_seed(players)
    s = started(RULES.new_game(Options(players), 30 + players))
    for _ in range(2 * players + 1):
        p = E.actor(s)
        s, _ = RULES.apply(s, p, Policy().act(RULES.view(s, p), p, rng))
    seat = E.actor(s)
    view = RULES.view(s, seat)
    belief = Belief(players)
    for i in range(10):
        w = belief.sample(view, seat, Rng.from_seed(i))
        assert RULES.view(w, seat).hands == view.hands
        assert RULES.view(w, seat).table == view.table
        cards = list(w.deck) + list(w.discard) + [c for h in w.hands for c in h] + [c for x in w.won_cards for c in x]
        cards += [c for row, f in zip(w.table, w.fates) for (_o, c), ff in zip(row, f) if ff in (E.PENDING, E.LEAD)]
        assert sorted(cards) == list(range(C.PALADIN_COUNT))


def test_belief_puts_weak_cards_under_main_paladins():
    """Players rarely spend a strong card as main paladin: sampled main paladins are weaker than a
    uniform draw would make them."""
    s = started(RULES.new_game(Options(3), 5))
    rng = Rng.from_seed(5)
    while E.placing_main(s):
        p = E.actor(s)
        s, _ = RULES.apply(s, p, ("place", s.hands[p][0], E.open_missions(s, p)[0]))
    seat = E.actor(s)
    view = RULES.view(s, seat)
    others = [(m, row[0]) for m, row in enumerate(view.table) if row[0][0] != seat]

    def mean_main(temper: float) -> float:
        belief = Belief(3, temper)
        vals = [C.CARD_VALUE[belief.sample(view, seat, rng).table[m][0][1]] for _i in range(300) for m, _ in others]
        return sum(vals) / len(vals)

    assert mean_main(1.0) < mean_main(0.0) - 0.5


def test_hard_beats_random_players():
    spec = get("paladin")
    wins = 0
    for seed in range(6):
        bots = [SearchBot(worlds=4, candidates=4), spec.bots["random"](), spec.bots["random"]()]
        order = [(seed + i) % 3 for i in range(3)]  # the search bot sits in every seat in turn
        seated = [bots[order[i]] for i in range(3)]
        s = play(seated, seed)
        wins += order.index(0) in RULES.outcome(s).winners
    assert wins >= 4


def test_medium_saves_its_high_paladins_more_than_the_plain_heuristic():
    # Before the King's missions, a high card spent now costs the medium level more honour than the
    # heuristic's default price, and the lowest cards still cost nothing; it plays legal moves to the end.
    from game.games.paladin.ai import MEDIUM_KEEP, MEDIUM_MAIN_EXTRA, medium
    from game.games.paladin.policy import KEEP, MAIN_EXTRA

    bot = medium()
    assert (bot.policy.keep, bot.policy.main_extra) == (MEDIUM_KEEP, MEDIUM_MAIN_EXTRA)
    assert MEDIUM_KEEP > KEEP and MEDIUM_MAIN_EXTRA > MAIN_EXTRA
    s = started(RULES.new_game(Options(3), 12))
    mine, plain = bot.policy.prices(s).cost, Policy().prices(s).cost
    top = max(range(C.PALADIN_COUNT), key=lambda c: C.CARD_VALUE[c])
    low = min(range(C.PALADIN_COUNT), key=lambda c: C.CARD_VALUE[c])
    assert mine[top] > plain[top] > 0.0 and mine[low] == plain[low] == 0.0
    ends = [
        play([medium(), get("paladin").sparring["honour"](), get("paladin").sparring["counter"]()], seed=21)
        for _ in range(2)
    ]
    assert all(end.phase == "over" for end in ends)
    assert [E.score(ends[0], p) for p in range(3)] == [
        E.score(ends[1], p) for p in range(3)
    ]  # the same seed, the same game


def test_bots_do_not_always_look_at_the_same_main_paladin():
    """When two rivals' main paladins lie at missions the bot still places at, which it looks at is
    drawn: the bigger mission's the likelier, the other's too; never a card it has no use for."""
    from collections import Counter

    from game.games.paladin.counting import todo

    found = 0
    for seed in range(1, 30):
        s = started(RULES.new_game(Options(4), seed))
        while s.phase == PLACE:
            p = E.actor(s)
            view = RULES.view(s, p)
            mine = set(todo(view, p))
            pool = [(m, o) for m, o in E.peek_targets(view, p) if m in mine and view.table[m][0][0] == o]
            honours = sorted(C.MISSION_HONOUR[view.missions[m]] for m, _o in pool)
            if len(pool) >= 2 and honours[-1] > honours[-2]:
                drawn = Counter(peek_target(view, p, Rng.from_seed(k)) for k in range(60))
                assert set(drawn) <= set(pool) and len(drawn) >= 2
                top = max(pool, key=lambda t: C.MISSION_HONOUR[view.missions[t[0]]])
                assert drawn.most_common(1)[0][0] == top == peek_target(view, p)
                found += 1
            s, _ = RULES.apply(s, p, Policy().act(s, p, Rng.from_seed(0)))
        if found >= 3:
            break
    assert found >= 3
