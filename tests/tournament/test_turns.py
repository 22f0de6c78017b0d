"""Reading the rival's whole last turn: the reader finds what the rival did from its seat's views alone,
the likelihood prefers hands that explain the rival's draw, knight, contest and discards, the deals drawn
from the weighed hands are consistent with the view, and hard reading turns plays legal moves."""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Options
from game.games.tournament import content as C
from game.games.tournament.hidden import unseen_cards
from game.games.tournament.rules import TournamentRules
from game.games.tournament.search import PairedSearchBot
from game.games.tournament.state import DRAW, HIDDEN
from game.games.tournament.turns import TurnReader, deal_with, misses

from .helpers import card, combo, contest, make_state

R = TournamentRules()


def _rival_turn(rival: list[int], moves: list[tuple], drawn: int | None = None, discard=None, swap=None):
    """Seat 0 ends its turn; seat 1 (holding ``rival``) draws ``drawn`` from the deck (or, with
    ``moves`` starting with a discard draw, the pile's top) and plays ``moves``. ``swap``: a card of the
    rival's hand exchanged with the deck's bottom card before play (the same public table). Returns the
    reader (having seen seat 0's views only) and the state at seat 0's next draw."""
    s = make_state([[card("S", 3)], sorted(rival)], [[combo(1, 2, 1, 1)], [combo(2, 9, 2, 2)]], discard=discard)
    if drawn is not None:
        s.deck.remove(drawn)
        s.deck.append(drawn)
    if swap is not None:
        hand = list(s.hands[1])
        hand.remove(swap)
        hand.append(s.deck[0])
        s.hands = [s.hands[0], sorted(hand)]
        s.deck = [swap] + s.deck[1:]
    reader = TurnReader()
    view = R.view(s, 0)
    reader.observe(R, view, 0)
    reader.record(R, view, 0, ("end",))
    s, _ = R.apply(s, 0, ("end",))
    for move in moves:
        s, _ = R.apply(s, 1, move)
    assert s.phase == DRAW and s.current == 0
    reader.observe(R, R.view(s, 0), 0)
    return reader, s


WEAK = [card("K", 9), card("W", 8), card("H", 7), card("K", 3), card("K", 4), card("H", 3), card("W", 3)]


def test_the_reader_finds_what_the_rival_did():
    reader, _s = _rival_turn(
        WEAK, [("draw", "deck"), ("end",), ("discard", card("H", 7))], drawn=card("K", 5), discard=[card("S", 4)]
    )
    turn = reader.turn
    assert turn is not None and turn.rival == 1
    assert turn.took is None and turn.top == card("S", 4) and turn.specials == 0
    assert turn.combo is None and turn.contest is None and turn.discards == (card("H", 7),)


def test_a_special_taken_from_the_pile_and_played_is_read():
    special = C.FIRST_SPECIAL
    reader, _s = _rival_turn(WEAK[:4], [("draw", "discard"), ("special", special), ("end",)], discard=[special])
    turn = reader.turn
    assert turn is not None and turn.took == special and turn.specials == 1 and turn.discards == ()


def test_hands_that_explain_the_discard_are_likelier():
    """The rival threw its best Horse: a hand of weak cards it would have thrown first explains it badly,
    a hand of cards it values more explains it well."""
    reader, s = _rival_turn(WEAK, [("draw", "deck"), ("end",), ("discard", card("H", 7))], drawn=card("K", 5))
    weak = s.hands[1]  # the true hand: Knights 3, 4, 5 kept over the Horse 7
    strong = sorted(
        [card("K", 9), card("K", 10), card("W", 7), card("W", 8), card("W", 10), card("H", 8), card("H", 9)]
    )
    assert reader.loglik(strong, 0) > reader.loglik(weak, 0) + 3.0


def test_a_weaker_knight_than_the_hand_allowed_and_a_contest_left_unplayed_are_misses():
    rival = [card("K", 5), card("W", 5), card("H", 5), card("S", 5), card("K", 3), card("W", 3)]
    reader, s = _rival_turn(rival, [("draw", "deck"), ("combo", *combo(5, 5, 5, 5)), ("end",)], drawn=card("H", 4))
    turn = reader.turn
    assert turn is not None and turn.combo == ("combo", *combo(5, 5, 5, 5))
    assert misses(turn, s.hands[1], 0) == 0  # it built the strongest knight it held
    stronger = [card("K", 9), card("W", 3), card("H", 4)]  # it kept a Knight 9 and built with the 5
    assert misses(turn, stronger, 0) == 1
    leads = [contest("Joust"), card("W", 3), card("H", 4)]  # seat 1 leads the Joust (Horses), did not call it
    assert misses(turn, leads, 0) == 1
    assert reader.loglik(stronger, 0) < reader.loglik(s.hands[1], 0)


def test_the_reading_and_its_deals_use_only_the_seats_view():
    """Two tables that differ only in a hidden card of the rival's hand read the same turn and weigh the
    same hands: nothing the seat may not know reaches the reading."""
    moves = [("draw", "deck"), ("end",), ("discard", card("H", 7))]
    a, sa = _rival_turn(WEAK, moves, drawn=card("K", 5))
    b, sb = _rival_turn(WEAK, moves, drawn=card("K", 5), swap=card("K", 4))
    assert sa.hands[1] != sb.hands[1]
    va, vb = R.view(sa, 0), R.view(sb, 0)
    assert va.hands == vb.hands and va.discard == vb.discard
    pa = a.pool(va, 0, Rng.from_seed(3), None, 64)
    pb = b.pool(vb, 0, Rng.from_seed(3), None, 64)
    assert pa is not None and pb is not None
    assert pa.hands == pb.hands and pa.cumulative == pb.cumulative


def test_deals_drawn_from_the_weighed_hands_are_consistent_and_lean_to_likely_hands():
    reader, s = _rival_turn(WEAK, [("draw", "deck"), ("end",), ("discard", card("H", 7))], drawn=card("K", 5))
    view = R.view(s, 0)
    rng = Rng.from_seed(9)
    pool = reader.pool(view, 0, rng, None, 128)
    assert pool is not None and pool.rival == 1
    hidden = view.hands[1].count(HIDDEN)
    unseen = set(unseen_cards(view))
    logs = [reader.loglik(sorted(h), 0) for h in pool.hands]
    drawn = []
    for _i in range(200):
        world = deal_with(view, rng, pool)
        assert world.hands[0] == view.hands[0]
        assert sorted(world.hands[1] + world.deck) == sorted(unseen)
        assert len(world.hands[1]) == hidden and not any(c >= C.FIRST_SPECIAL for c in world.hands[1])
        drawn.append(reader.loglik(world.hands[1], 0))
    assert sum(drawn) / len(drawn) > sum(logs) / len(logs) + 1.0


def test_nothing_is_read_with_more_than_two_players():
    s = make_state([[card("S", 3)], [card("K", 1)], [card("K", 2)]])
    reader = TurnReader()
    view = R.view(s, 0)
    reader.observe(R, view, 0)
    reader.record(R, view, 0, ("end",))
    assert reader.turn is None and reader.pool(view, 0, Rng(1), None, 8) is None


def test_hard_reading_turns_plays_legal_moves_from_views_only():
    s = R.new_game(Options(2), 43)
    bots = [
        PairedSearchBot(200, read_hands=True, read_specials=True, read_weights=True, read_turns=True, steps=400)
        for _seat in range(2)
    ]
    rng = Rng.from_seed(2)
    read = 0
    while R.outcome(s) is None:
        seat = s.current
        view = R.view(s, seat)
        action = bots[seat].choose(R, view, seat, rng)
        assert action in R.legal_actions(s, seat)
        read += bots[seat].turns.turn is not None
        s, _ = R.apply(s, seat, action)
    assert read > 10


def test_what_a_turn_says_of_a_card_is_carried_to_the_next_turns():
    """The rival threw its best Horse while keeping weak Knights: with ``carry`` the next turn's deals
    start from odds that favour the cards it more likely holds, and only once the next turn is read."""
    reader, s = _rival_turn(WEAK, [("draw", "deck"), ("end",), ("discard", card("H", 7))], drawn=card("K", 5))
    reader.carry = True
    view = R.view(s, 0)
    assert reader.pool(view, 0, Rng.from_seed(4), None, 256) is not None
    assert reader.belief == {} and reader._next is not None
    ahead = reader._next
    assert ahead[card("K", 10)] > ahead[card("K", 6)]  # kept over the Horse 7: strong cards more likely
    reader.record(R, view, 0, ("draw", "deck"))
    assert reader.belief == {}
    after, _ = R.apply(s, 0, ("draw", "deck"))
    while after.current == 0:
        move = ("discard", after.hands[0][0]) if after.phase == "discard" else ("end",)
        reader.record(R, R.view(after, 0), 0, move)
        after, _ = R.apply(after, 0, move)
    after, _ = R.apply(after, 1, ("draw", "deck"))
    while after.current == 1:
        after, _ = R.apply(after, 1, ("discard", after.hands[1][0]) if after.phase == "discard" else ("end",))
    reader.observe(R, R.view(after, 0), 0)
    assert reader.belief == ahead and reader._next is None
