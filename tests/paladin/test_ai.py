"""Paladin bots: legal moves from views only, peeks kept as knowledge, and no peeking at hidden cards."""

from __future__ import annotations

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.ai import HeuristicBot, Knowledge, MonteCarloBot, Policy, best_peek
from game.games.paladin.rules import PaladinRules
from game.games.paladin.state import HIDDEN, PLACE

from .helpers import started

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


def test_every_level_plays_legal_games():
    spec = get("paladin")
    for level in ("random", "easy", "medium", "hard"):
        bots = [spec.bots[level](), spec.bots["random"](), spec.bots["medium"]()]
        assert RULES.outcome(play(bots, 1)) is not None


def test_bots_decide_from_the_view_only():
    """Two true states that look the same to seat p give the same choice (hidden cards swapped)."""
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
    for make in (lambda: HeuristicBot("medium", bluff=0.15), lambda: MonteCarloBot(samples=6)):
        view = RULES.view(s, p)
        a1 = make().choose(RULES, view, p, Rng.from_seed(3))
        assert view == RULES.view(s, p)  # the bot did not touch the view it was given
        a2 = make().choose(RULES, RULES.view(t, p), p, Rng.from_seed(3))
        assert a1 == a2


def test_bots_peek_where_it_matters_and_remember():
    s = RULES.new_game(Options(3), 2)
    while not E.peek_targets(s, E.actor(s)):
        p = E.actor(s)
        s, _ = RULES.apply(s, p, Policy().act(s, p, Rng.from_seed(0)))
    p = E.actor(s)
    view = RULES.view(s, p)
    m, o = best_peek(view, p)
    assert all(oo != p for oo, _c in view.table[m])  # a mission it still has to place at
    bot = HeuristicBot("medium")
    a = bot.choose(RULES, view, p, Rng.from_seed(0))
    assert a == ("peek", m, o)
    s2, _ = RULES.apply(s, p, a)
    seen = next(c for oo, c in s2.table[m] if oo == o)
    assert Knowledge(RULES.view(s2, p), p).sees(seen)
    # the peeked card now counts exactly: a card that cannot beat it has no chance there
    from game.games.paladin.ai import win_chance

    v2 = RULES.view(s2, p)
    weaker = [c for c in v2.hands[p] if not C.beats(c, seen)]
    for c in weaker:
        if s2.table[m][0][1] == seen:
            assert win_chance(v2, p, c, m, Knowledge(v2, p)) == 0.0


def test_beat_is_declined_when_a_known_later_card_wins():
    from game.games.paladin.ai import resolve_choice

    from .helpers import card, resolution_state

    rows = [
        [(0, card(3)), (1, card(5)), (2, card(9))],
        [(1, card(1)), (2, card(1, k=1)), (0, card(1, k=2))],
        [(2, card(2)), (0, card(2, k=1)), (1, card(2, k=2))],
    ]
    s = resolution_state(rows)
    assert E.can_beat(s)
    kn = Knowledge(s, 1)
    assert resolve_choice(s, 1, kn) == E.BEAT  # the 9 is unknown: worth the try
    s.known[1] |= 1 << card(9)  # seat 1 had peeked the 9 that comes after it
    assert resolve_choice(s, 1, Knowledge(s, 1)) != E.BEAT


def test_views_given_to_bots_hide_unknown_cards():
    s = started(RULES.new_game(Options(5), 4))
    v = RULES.view(s, 2)
    assert all(c == HIDDEN for p in range(5) if p != 2 for c in v.hands[p])
    assert v.phase == PLACE
