"""Tournament's AI pieces: the rule-of-thumb policy is legal and beats random play, the evaluator
prefers being ahead, the hard bot's candidates keep every kind of move, every level plays legally."""

from __future__ import annotations

import time

from game.ai.random_bot import RandomBot
from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options
from game.games.tournament import content as C
from game.games.tournament.ai import evaluate
from game.games.tournament.describe import card_label
from game.games.tournament.hidden import unseen_cards
from game.games.tournament.policy import Tastes, policy_action
from game.games.tournament.reasons import explain
from game.games.tournament.rules import TournamentRules
from game.games.tournament.scoring import category_score
from game.games.tournament.search import MAX_COMBOS, candidate_actions
from game.games.tournament.state import DISCARD, DRAW

from .helpers import card, combo, contest, make_state

R = TournamentRules()


def test_policy_always_chooses_a_legal_move():
    """Guarded, unguarded, and with every number changed (``policy.Tastes``), on each seat's view."""
    other = Tastes(take_force=5, special_keep=2.0, best_kind=0.0, call_from=3, call_widest=True, take_contest_gap=0.5)
    for g in range(60):
        guard, tastes = ((True, None), (False, None), (False, other))[g % 3]
        s = R.new_game(Options(2 + g % 5), g)
        while R.outcome(s) is None:
            seat = s.current
            action = policy_action(R.view(s, seat), seat, guard, tastes)
            assert action in R.legal_actions(s, seat)
            s, _ = R.apply(s, seat, action)


def test_the_policys_numbers_decide_takes_and_calls():
    """A contest trailed far on the discard pile is left there only with ``take_contest_gap``; a contest won
    is called from the first turn contests are open, or ``call_from`` turns later."""
    melee = contest("Melee")
    s = make_state([[card("K", 1)], []], [[], [combo(1, 10, 1, 1)]], discard=[melee], phase=DRAW)
    assert policy_action(s, 0) == ("draw", "discard")
    assert policy_action(s, 0, False, Tastes(take_contest_gap=1.0)) == ("draw", "deck")
    won = make_state([[melee], []], [[combo(1, 9, 1, 1)], [combo(2, 2, 9, 2)]], turns=2)
    assert policy_action(won, 0, False) == ("contest", melee)
    assert policy_action(won, 0, False, Tastes(call_from=1)) == ("end",)


def test_policy_beats_random_play():
    wins = 0
    for g in range(40):
        s = R.new_game(Options(2), 300 + g)
        rng = Rng.from_seed(g)
        policy_seat = g % 2
        while R.outcome(s) is None:
            seat = s.current
            if seat == policy_seat:
                action = policy_action(s, seat)
            else:
                action = RandomBot().choose(R, R.view(s, seat), seat, rng)
            s, _ = R.apply(s, seat, action)
        wins += R.outcome(s).winners == (policy_seat,)
    assert wins >= 30


def test_policy_calls_a_contest_it_wins_and_keeps_one_it_loses():
    melee, joust = contest("Melee"), contest("Joust")
    s = make_state([[melee, joust], []], [[combo(1, 9, 1, 1)], [combo(2, 2, 9, 2)]])
    assert policy_action(s, 0) == ("contest", melee)
    s2 = make_state([[joust], []], [[combo(1, 9, 1, 1)], [combo(2, 2, 9, 2)]])
    assert policy_action(s2, 0) == ("end",)


def test_evaluator_prefers_being_ahead():
    ahead = make_state([[], []], [[combo(10, 10, 10, 10)], []])
    ahead.vp = [12, 2]
    behind = make_state([[], []], [[combo(10, 10, 10, 10)], []])
    behind.vp = [2, 12]
    assert 0.0 <= evaluate(behind, 0) < 0.5 < evaluate(ahead, 0) <= 1.0
    # the same table, but only seat 0 has a knight in play: the contests still to come favour it
    even = make_state([[], []], [[combo(10, 10, 10, 10)], []], current=1)
    assert evaluate(even, 0) > evaluate(even, 1)


def test_candidates_prune_only_combos():
    hand = [card(k, f) for k in C.CHIVALRY_KINDS for f in (2, 5, 9)] + [contest("Melee"), C.SPECIALS[0]]
    s = make_state([hand, []])
    legal = R.legal_actions(s, 0)
    cands = candidate_actions(legal)
    assert sum(a[0] == "combo" for a in cands) == MAX_COMBOS
    assert ("combo", card("K", 9), card("W", 9), card("H", 9), card("S", 9)) in cands
    assert {a for a in legal if a[0] != "combo"} <= set(cands)


def test_every_level_plays_a_whole_game_legally():
    spec = get("tournament")
    for level, factory in spec.bots.items():
        bot = factory()
        if hasattr(bot, "iterations"):
            bot.iterations = 20
        s = R.new_game(Options(3), 7)
        rng = Rng.from_seed(1)
        while R.outcome(s) is None:
            seat = s.current
            action = bot.choose(R, R.view(s, seat), seat, rng)
            assert action in R.legal_actions(s, seat), (level, action)
            s, _ = R.apply(s, seat, action)


def _hidden_from_others(state, seat) -> set[int]:
    """Cards whose place some other seat cannot see."""
    hidden: set[int] = set()
    for other in range(state.players):
        if other != seat:
            hidden |= set(unseen_cards(R.view(state, other)))
    return hidden


def test_bot_reasons_state_public_information_only():
    """Contract 2: over whole bot games, no reason names a Chivalry card or Special another seat cannot
    see after the move, none has a percentage or an algorithm's name, and a contest call said to be led
    is led by the cards in play."""
    spec = get("tournament")
    banned = ("%", "random", "simulation", "monte carlo", "search", "mixed strategy", "expects", "rollout")
    said = 0
    for g, levels in enumerate((("hard", "medium"), ("easy", "hard", "medium"))):
        bots = [spec.bots[lv]() for lv in levels]
        for bot in bots:
            if hasattr(bot, "iterations"):
                bot.iterations = 40
        s = R.new_game(Options(len(levels)), 21 + g)
        rng = Rng.from_seed(g)
        while R.outcome(s) is None:
            seat = s.current
            view = R.view(s, seat)
            action = bots[seat].choose(R, view, seat, rng)
            text = bots[seat].explain
            s, _ = R.apply(s, seat, action)
            assert isinstance(text, str)
            if not text:
                continue
            said += 1
            assert not any(word in text.lower() for word in banned), text
            for c in _hidden_from_others(s, seat):
                if c < C.FIRST_CONTEST or c >= C.FIRST_SPECIAL:
                    assert card_label(c) not in text, (text, c)
            if action[0] == "contest" and "leads" in text:
                cat = action[1] - C.FIRST_CONTEST
                scores = [category_score(cs, cat) for cs in view.combos]
                assert scores[seat] >= max(scores), text
    assert said >= 20


def test_reasons_name_the_move():
    melee = contest("Melee")
    s = make_state([[melee], []], [[combo(1, 9, 1, 1)], [combo(2, 2, 9, 2)]])
    assert explain(s, 0, ("contest", melee)) == "calls the Melee: it leads that contest"
    assert explain(s, 0, ("discard", contest("Joust"))) == "discards Joust: it trails in that contest"
    assert explain(s, 0, ("end",)) == ""
    assert explain(s, 0, ("contest", contest("Joust"))) == (
        "calls the Joust though it trails there: its place scores now and a card leaves its hand"
    )
    # Weapons 9 against 8: a lead smaller than half a typical swing is a narrow one
    close = make_state([[melee], []], [[combo(1, 9, 1, 1)], [combo(2, 8, 9, 2)]])
    assert explain(close, 0, ("contest", melee)) == "calls the Melee while it still leads it"
    favour = contest("King's Favour")
    assert explain(s, 0, ("contest", favour)) == "calls the King's Favour: the Chivalry cards in hand count there too"


def test_a_contest_a_rival_would_take_and_score_is_not_discarded_while_another_card_can_go():
    """A playtest saw bots throw King's Favour, Melee, Quest and Royal Hunt on top of the pile, and the
    leader take each and score it: however far behind, at any player count, a trailed contest whose
    discard would lie on top stays while a Chivalry card can go; covered by a second discard it goes
    first; the policy and the fast playout agree."""
    from game.games.tournament.playout import Table
    from game.games.tournament.policy import policy_action

    challenge, favour = contest("Challenge"), contest("King's Favour")
    hand = [challenge, favour, card("K", 10), card("W", 10), card("H", 10), card("S", 10), card("K", 9), card("W", 9)]
    far = [combo(10, 10, 10, 10), combo(9, 9, 9, 9), combo(8, 8, 8, 8)]
    for n in (2, 3, 4):
        combos = [[], far] + [[] for _ in range(n - 2)]
        s = make_state([sorted(hand)] + [[] for _ in range(n - 1)], combos, phase=DISCARD)
        assert policy_action(s, 0) == ("discard", card("K", 9)), n
        t = Table(s)
        assert min(s.hands[0], key=lambda c: t.keep_value(0, c, False)) == card("K", 9), n
        s.hands[0] = sorted(hand + [card("H", 9)])  # two to throw: the first is covered by the second
        assert policy_action(s, 0)[1] in (challenge, favour), n
    only = make_state([list(C.CONTESTS[:8]), []], [[], far], phase=DISCARD)
    assert policy_action(only, 0)[0] == "discard"  # nothing else can go: a contest goes


def test_without_the_guard_a_contest_far_behind_goes_before_a_card_the_next_knight_needs():
    """The hard search's playouts play the policy without that guard: a contest it is hopelessly behind in
    is thrown before the knights (held to the end, the leader would score it anyway), one it is only just
    behind in stays at two players, and from three players up a trailed contest goes first."""
    challenge, joust = contest("Challenge"), contest("Joust")
    hand = [challenge, joust, card("K", 4), card("W", 3), card("H", 2), card("S", 6), card("K", 2), card("W", 1)]
    s = make_state([sorted(hand), []], [[], [combo(10, 10, 10, 10)]], phase=DISCARD)
    assert policy_action(s, 0, guard=False) == ("discard", challenge)
    assert policy_action(s, 0) == ("discard", card("W", 1))  # the guard keeps it
    s.combos[1] = [combo(1, 2, 1, 1)]  # behind by a little: the contests stay, the weakest card goes
    assert policy_action(s, 0, guard=False) == ("discard", card("W", 1))
    four = make_state([sorted(hand), [], [], []], [[], [combo(1, 2, 1, 1)], [], []], phase=DISCARD)
    assert policy_action(four, 0, guard=False)[1] in (challenge, joust)


def test_a_special_reason_says_what_the_cards_are_for():
    feast = C.SPECIALS[0]
    name = card_label(feast)
    s = make_state([[feast], []], [[], []])
    s.vp = [5, 3]
    assert (
        explain(s, 0, ("special", feast))
        == f"plays {name}: up to three more cards, and the end comes sooner while it is ahead"
    )
    s.vp = [3, 3]
    assert explain(s, 0, ("special", feast)) == f"plays {name}: up to three more cards"  # not what they are kept for


def test_sparring_partners_are_legal_fast_and_beat_random_play():
    spec = get("tournament")
    assert set(spec.sparring) == {"marshal", "quartermaster"}
    for label, factory in spec.sparring.items():
        wins, moves, spent = 0, 0, 0.0
        for g in range(12):
            s = R.new_game(Options(2), 500 + g)
            rng = Rng.from_seed(g)
            partner, other = factory(), RandomBot()
            me = g % 2
            while R.outcome(s) is None:
                seat = s.current
                view = R.view(s, seat)
                if seat == me:
                    t0 = time.process_time()
                    action = partner.choose(R, view, seat, rng)
                    spent += time.process_time() - t0
                    moves += 1
                else:
                    action = other.choose(R, view, seat, rng)
                assert action in R.legal_actions(s, seat), (label, action)
                s, _ = R.apply(s, seat, action)
            wins += R.outcome(s).winners == (me,)
        assert wins >= 9, (label, wins)
        assert spent / moves < 0.005, label


def test_hard_beats_random_play():
    """A small, robust floor (the strength claim is bench/strength.py's): a cut-down hard bot wins most
    games against random play."""
    wins = 0
    for g in range(4):
        s = R.new_game(Options(2), 700 + g)
        rng = Rng.from_seed(g)
        hard = get("tournament").bots["hard"]()
        hard.iterations = 40
        me = g % 2
        while R.outcome(s) is None:
            seat = s.current
            bot = hard if seat == me else RandomBot()
            action = bot.choose(R, R.view(s, seat), seat, rng)
            s, _ = R.apply(s, seat, action)
        wins += R.outcome(s).winners == (me,)
    assert wins >= 3


def test_a_knight_reason_counts_only_contests_it_now_leads_outright():
    # the first knight on an empty table leads almost everything: no list of eight names
    s = make_state([[card("K", 3), card("W", 4), card("H", 5), card("S", 6)], []], [[], []])
    first = ("combo", card("K", 3), card("W", 4), card("H", 5), card("S", 6))
    assert explain(s, 0, first) == "puts a knight into play: it now leads most contests"
    # level on Royal Hunt and Romance: only the contests it now wins outright are named
    s2 = make_state([[card("K", 3), card("W", 9), card("H", 1), card("S", 1)], []], [[], [combo(5, 5, 5, 5)]])
    knight = ("combo", card("K", 3), card("W", 9), card("H", 1), card("S", 1))
    assert explain(s2, 0, knight) == "puts a knight into play: it now leads this contest: Melee"
    # a contest already scored (its card a trophy) is led no more: a playtest read 'leads … Joust'
    # after the Joust was won
    s2.trophies[1].append(contest("Melee"))
    assert explain(s2, 0, knight) == "puts a knight into play"
    s3 = make_state([[], []], [[], []], discard=[card("H", 7)], phase=DRAW)
    # what it took, never what for: its next knight is hidden play
    took = explain(s3, 0, ("draw", "discard"))
    assert took.startswith(f"takes {card_label(card('H', 7))} from the discard pile: ")  # more than the move
    assert "knight" not in took  # never what for
    s4 = make_state([[], []], [[], []], discard=[C.FIRST_SPECIAL], phase=DRAW)
    assert "Special" in explain(s4, 0, ("draw", "discard"))
    s5 = make_state([[], []], [[], []], discard=[contest("King's Favour")], phase=DRAW)
    said = explain(s5, 0, ("draw", "discard"))
    assert "chooses when" in said and "lead" not in said  # no claim about who leads it (hidden hands)


def test_medium_leaves_a_contest_it_can_only_lose_on_the_discard_pile_and_builds_its_knight():
    from game.games.tournament.bots import medium_bot

    melee = contest("Melee")
    hand = [card("K", 2), card("W", 3), card("H", 4)]
    rival = [[combo(5, 10, 5, 5), combo(6, 9, 6, 6)]]  # Melee 19 against our 0: far beyond one swing
    behind = make_state([hand, []], [[], *rival], discard=[melee], phase=DRAW)
    assert policy_action(behind, 0) == ("draw", "discard")  # the plain rules of thumb take it
    assert medium_bot().choose(R, R.view(behind, 0), 0, Rng(1)) == ("draw", "deck")
    level = make_state([hand, []], [[combo(1, 9, 1, 1)], [combo(2, 8, 2, 2)]], discard=[melee], phase=DRAW)
    assert medium_bot().choose(R, R.view(level, 0), 0, Rng(1)) == ("draw", "discard")  # it leads Melee
    shield = card("S", 1)
    built = make_state([[*hand, shield, melee], []], [[], *rival])
    assert medium_bot().choose(R, R.view(built, 0), 0, Rng(1)) == ("combo", *hand, shield)


def test_a_take_reason_names_the_kings_favour_only_while_it_is_unscored():
    """A playtest saw 'every Chivalry card in hand counts in the King's Favour' after the King's Favour
    had been scored: the reason must be true at the moment."""
    lion = card("W", 9)
    s = make_state([[], []], [[], []], discard=[lion], phase=DRAW)
    assert "King's Favour" in explain(s, 0, ("draw", "discard"))
    s.trophies[1] = [contest("King's Favour")]
    said = explain(s, 0, ("draw", "discard"))
    assert said == f"takes {card_label(lion)} from the discard pile: a known card", said
