"""Counting the rival's hidden Contest cards: a turn that left a led contest uncalled, or buried a Chivalry
card, rules contests out until the rival draws again; the deals follow the count, use only the seat's
view, and hard reading contests plays legal moves."""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Options
from game.games.tournament import content as C
from game.games.tournament.contests import ContestReader, ruled_out
from game.games.tournament.hidden import unseen_cards
from game.games.tournament.reading import RIVAL_WEIGHTS
from game.games.tournament.rules import TournamentRules
from game.games.tournament.search import PairedSearchBot
from game.games.tournament.state import DRAW, HIDDEN
from game.games.tournament.turns import deal_with

from .helpers import card, combo, contest, make_state

R = TournamentRules()
LED = (contest("Melee"), contest("Joust"))
"""Seat 1's knight leads Weapons and Horses."""
TRAILED = (contest("Quest"), contest("Heraldry"))
"""Seat 0's knight leads Knights and Shields."""
HAND = [card("K", 3), card("K", 4), card("W", 3), card("H", 2), card("W", 2), card("H", 3), card("K", 2)]
PLAIN = [("draw", "deck"), ("end",), ("discard", card("K", 2))]
"""A turn that draws and throws one weak card."""


def _rival_turn(moves: list[tuple], rival=HAND, swap: int | None = None, reader: ContestReader | None = None):
    """Seat 0 ends its turn, seat 1 (holding ``rival``) plays ``moves``; the reader sees seat 0's views
    only. ``swap``: a card of the rival's hand exchanged with a card deep in the deck (the same public
    table). Returns the reader and the state at seat 0's next draw."""
    s = make_state([[card("S", 3)], sorted(rival)], [[combo(9, 1, 1, 9)], [combo(1, 9, 9, 1)]])
    for c in LED + TRAILED:  # the contests lie deep in the deck, out of the rival's reach
        s.deck.remove(c)
        s.deck.insert(0, c)
    if swap is not None:  # with a card the rival will not draw
        far = len(LED + TRAILED)
        hand = list(s.hands[1])
        hand.remove(swap)
        hand.append(s.deck[far])
        s.hands = [s.hands[0], sorted(hand)]
        s.deck = s.deck[:far] + [swap] + s.deck[far + 1 :]
    reader = reader or ContestReader()
    view = R.view(s, 0)
    reader.observe(R, view, 0)
    reader.record(R, view, 0, ("end",))
    s, _ = R.apply(s, 0, ("end",))
    for move in moves:
        s, _ = R.apply(s, 1, move)
    assert s.phase == DRAW and s.current == 0
    reader.observe(R, R.view(s, 0), 0)
    return reader, s


def test_a_led_contest_left_uncalled_is_ruled_out_until_the_rival_draws_again():
    reader, s = _rival_turn(PLAIN)
    assert set(LED) <= set(reader.since) and not set(TRAILED) & set(reader.since)
    deck = len(s.deck)
    assert reader.chance(LED[0], deck) < 0.2 * reader.chance(TRAILED[0], deck)
    before = reader.chance(LED[0], deck)
    # seat 0 ends its turn again; the rival draws and ends once more, still leading: ruled out again
    reader.record(R, R.view(s, 0), 0, ("draw", "deck"))
    s, _ = R.apply(s, 0, ("draw", "deck"))
    reader.record(R, R.view(s, 0), 0, ("end",))
    s, _ = R.apply(s, 0, ("end",))
    for move in (("draw", "deck"), ("end",), ("discard", card("K", 3))):
        s, _ = R.apply(s, 1, move)
    reader.observe(R, R.view(s, 0), 0)
    assert reader.since[LED[0]] == 0 and reader.chance(LED[0], len(s.deck)) <= before + 0.01
    assert reader.since.get(TRAILED[0]) is None  # a contest it trails says nothing by being kept


def test_a_contest_called_rules_out_only_the_narrower_leads():
    rival = [*HAND[:6], contest("Joust")]
    s = make_state([[card("S", 3)], sorted(rival)], [[combo(9, 1, 1, 9)], [combo(1, 9, 9, 1)]])
    left = R.view(s, 0)
    left, _ = R.apply(left, 0, ("end",))
    s, _ = R.apply(s, 0, ("end",))
    s, _ = R.apply(s, 1, ("draw", "deck"))
    s, _ = R.apply(s, 1, ("contest", contest("Joust")))
    while s.current == 1:
        s, _ = R.apply(s, 1, ("discard", s.hands[1][0]))
    out = ruled_out(left, R.view(s, 0), 0)
    # Melee is led by as much as the Joust it called (same swing): kept for a later turn, not ruled out
    assert contest("Melee") not in out and not set(TRAILED) & set(out)


def test_a_chivalry_card_buried_under_another_discard_rules_out_the_trailed_contests():
    special = C.FIRST_SPECIAL
    reader, s = _rival_turn(
        [("draw", "deck"), ("special", special), ("end",)] + [("discard", c) for c in HAND[3:6]],
        rival=[*HAND[:6], special],
    )
    assert set(TRAILED) <= set(reader.since)
    plain, _s = _rival_turn(PLAIN)
    assert not set(TRAILED) & set(plain.since)


def test_the_deals_lean_to_the_contests_the_turns_left_possible():
    reader, s = _rival_turn(PLAIN)
    view = R.view(s, 0)
    pool = reader.pool(view, 0, RIVAL_WEIGHTS, True)
    assert pool is not None and pool.rival == 1
    rng = Rng.from_seed(5)
    unseen = set(unseen_cards(view))
    held = dict.fromkeys(LED + TRAILED, 0)
    for _i in range(400):
        world = deal_with(view, rng, pool)
        assert world.hands[0] == view.hands[0]
        assert sorted(world.hands[1] + world.deck) == sorted(unseen)
        assert len(world.hands[1]) == view.hands[1].count(HIDDEN)
        assert not any(c >= C.FIRST_SPECIAL for c in world.hands[1])
        for c in held:
            held[c] += c in world.hands[1]
    assert max(held[c] for c in LED) * 4 < min(held[c] for c in TRAILED)


def test_the_count_uses_only_the_seats_view():
    """Two tables that differ only in a hidden card of the rival's hand give the same count and the same
    deals: nothing the seat may not know reaches the reading."""
    a, sa = _rival_turn(PLAIN)
    b, sb = _rival_turn(PLAIN, swap=card("K", 4))
    assert sa.hands[1] != sb.hands[1]
    va, vb = R.view(sa, 0), R.view(sb, 0)
    assert va.hands == vb.hands and va.discard == vb.discard and va.combos == vb.combos
    assert a.drawn == b.drawn and a.since == b.since
    for joint in (0.0, 3.0):
        a.joint = b.joint = joint
        pa, pb = a.pool(va, 0, RIVAL_WEIGHTS, True), b.pool(vb, 0, RIVAL_WEIGHTS, True)
        assert pa == pb and pa is not None
        ra, rb = Rng.from_seed(8), Rng.from_seed(8)
        assert [pa.draw(ra) for _i in range(20)] == [pb.draw(rb) for _i in range(20)]


def test_nothing_is_read_with_more_than_two_players():
    s = make_state([[card("S", 3)], [card("K", 1)], [card("K", 2)]])
    reader = ContestReader()
    view = R.view(s, 0)
    reader.observe(R, view, 0)
    reader.record(R, view, 0, ("end",))
    assert reader.drawn is None and reader.pool(view, 0, RIVAL_WEIGHTS, True) is None


def test_hard_reading_contests_plays_legal_moves_from_views_only():
    s = R.new_game(Options(2), 47)
    bots = [
        PairedSearchBot(
            200, read_hands=True, read_specials=True, read_weights=True, read_contests=True, steps=400, max_combos=3
        )
        for _seat in range(2)
    ]
    bots[1].read_turns = True
    rng = Rng.from_seed(2)
    while R.outcome(s) is None:
        seat = s.current
        action = bots[seat].choose(R, R.view(s, seat), seat, rng)
        assert action in R.legal_actions(s, seat)
        s, _ = R.apply(s, seat, action)
    assert all(bot.contests.drawn and bot.contests.since for bot in bots)
