"""The hard bot's search: the budget in deck cards played out is honoured, near-equal moves stop the search
early, a clearly worse move is dropped, and the search plays legal moves from a view."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pytest

from game.core.rng import Rng
from game.core.rules import Options
from game.games.tournament import content as C
from game.games.tournament.policy import policy_action
from game.games.tournament.rules import TournamentRules
from game.games.tournament.search import PairedSearchBot, search_candidates, special_before_knight
from game.games.tournament.state import DISCARD, DRAW, TournamentState

from .helpers import card, combo, contest, make_state

R = TournamentRules()


class CountingRules:
    """The rules, counting every ``apply`` and every sampled deal."""

    def __init__(self) -> None:
        self.applied = 0
        self.deals = 0

    def __getattr__(self, name: str):
        return getattr(R, name)

    def apply(self, state, seat, action):
        self.applied += 1
        return R.apply(state, seat, action)

    def determinize(self, view, seat, rng):
        self.deals += 1
        return R.determinize(view, seat, rng)


def policy_decisions(seed: int) -> Iterator[tuple[int, TournamentState]]:
    """The decisions of a 2-player game the policy plays from ``seed`` (on full states) that offer a
    choice: the seat to move and its view, where the policy's move (on the view) is legal."""
    s = R.new_game(Options(2), seed)
    while R.outcome(s) is None:
        seat = s.current
        view = R.view(s, seat)
        legal = R.legal_actions(view, seat)
        if len(legal) > 1 and policy_action(view, seat) in legal:
            yield seat, view
        s, _ = R.apply(s, seat, policy_action(s, seat))


def _midgame_view(left: int | None = None):
    """Seat 0 to play with a contest it leads, a contest it trails and a knight to build; ``left``: the
    deck cards still to draw (the others go under the discard pile)."""
    melee, joust = contest("Melee"), contest("Joust")
    hand = [melee, joust, card("K", 3), card("W", 4), card("H", 5), card("S", 6)]
    s = make_state([hand, []], [[combo(1, 9, 1, 1)], [combo(2, 2, 9, 2)]])
    s.hands[1] = sorted(s.deck[-5:])
    del s.deck[-5:]
    if left is not None:
        s.discard = s.deck[: len(s.deck) - left] + s.discard
        del s.deck[: len(s.deck) - left]
    return R.view(s, 0)


def test_the_budget_in_deck_cards_is_kept():
    """With no candidate ever dropped, the search deals until the deck cards played out reach the
    budget: longer playouts (a fuller deck) buy fewer deals."""
    view = _midgame_view()
    cands = search_candidates(view, 0, R.legal_actions(view, 0))
    per_deal = len(cands) * (len(view.deck) + 1)
    for steps in (per_deal * 3, per_deal * 10 + 1):
        rules = CountingRules()
        bot = PairedSearchBot(10_000, z=100.0, min_deals=10_000, steps=steps)
        action = bot.choose(rules, view, 0, Rng.from_seed(3))
        assert action in R.legal_actions(view, 0)
        assert rules.deals == math.ceil(steps / per_deal), (steps, rules.deals)


def test_near_equal_moves_stop_the_search_early_with_slack():
    survivors = PairedSearchBot(slack=0.05)._survivors
    same = [[1.0, 0.0] * 8, [1.0, 0.0] * 8]
    assert survivors([0, 1], same) == [0]
    assert PairedSearchBot(slack=0.0)._survivors([0, 1], same) == [0, 1]
    # two moves that each win where the other loses: either may still be much better, both stay
    swapped = [[1.0, 0.0] * 8, [0.0, 1.0] * 8]
    assert PairedSearchBot(slack=0.05)._survivors([0, 1], swapped) == [0, 1]
    # the second move wins one deal in eight more: it leads, and the first cannot be much better
    better = [[0.0] * 16, [1.0 if i % 8 == 0 else 0.0 for i in range(16)]]
    assert PairedSearchBot(slack=0.05)._survivors([0, 1], better) == [1]
    # a lead smaller than the slack does not overrule the policy's move (candidate 0)
    tiny = [[0.0] * 32, [1.0] + [0.0] * 31]
    assert PairedSearchBot(slack=0.05, slack_z=0.0)._survivors([0, 1], tiny) == [0]


def test_a_clearly_worse_move_is_dropped():
    rewards = [[1.0] * 16, [0.0] * 8 + [1.0] * 8, [1.0] * 15 + [0.0]]
    assert PairedSearchBot(z=2.0)._survivors([0, 1, 2], rewards) == [0, 2]


def test_slack_spends_fewer_deals_on_a_draw_between_equal_sources():
    """At the draw step with a low card on the discard pile the two sources differ little: with slack
    the search settles in far fewer deals than without."""
    view = _midgame_view()
    view.phase = DRAW
    view.discard = [card("K", 1)]
    counts = []
    for slack in (0.0, 0.05):
        rules = CountingRules()
        PairedSearchBot(800, z=2.0, slack=slack).choose(rules, view, 0, Rng.from_seed(5))
        counts.append(rules.deals)
    assert counts[1] < counts[0], counts


def test_hard_plays_legal_moves_from_views_only():
    from game.games.tournament.bots import hard_bot

    s = R.new_game(Options(2), 41)
    bot = hard_bot()
    bot.steps = 600
    rng = Rng.from_seed(2)
    while R.outcome(s) is None:
        seat = s.current
        view = R.view(s, seat)
        action = bot.choose(R, view, seat, rng)
        assert action in R.legal_actions(s, seat)
        s, _ = R.apply(s, seat, action)


def test_sampled_deals_read_what_the_rival_did_not_do():
    """A rival who has finished a turn is dealt no whole Knight Combo and no Contest card it would win
    now (as far as a few tries allow); plain determinization deals both often. A rival yet to play is dealt anything."""
    from game.games.tournament.search import has_combo, holds_winning_contest, sample_world

    view = _midgame_view()
    plain = [R.determinize(view, 0, Rng.from_seed(i)) for i in range(60)]
    read = [sample_world(R, view, 0, Rng.from_seed(i)) for i in range(60)]

    def misread(w) -> bool:
        return has_combo(w.hands[1]) or holds_winning_contest(w, 1)

    # this rival leads most contests: a few deals still break the reading after every try
    assert sum(map(misread, read)) * 4 <= sum(map(misread, plain))
    for w in read:
        assert sorted(w.hands[0]) == sorted(view.hands[0])
        assert len(w.hands[1]) == len(view.hands[1])
    view.turns, view.first = 1, 0  # seat 1 has not had a turn yet
    fresh = [sample_world(R, view, 0, Rng.from_seed(i)) for i in range(60)]
    assert sum(map(misread, fresh)) >= 10


def test_the_budget_of_playouts_grows_as_the_deck_runs_out():
    """Near the end the same bot deals several times as many worlds as in mid-game, at most
    ``ENDGAME_MAX`` times as many."""
    from game.games.tournament.search import ENDGAME_MAX, endgame_factor

    view = _midgame_view()
    k = len(search_candidates(view, 0, R.legal_actions(view, 0)))
    counts = {}
    for left in (20, 1):
        short = _midgame_view(left)
        rules = CountingRules()
        PairedSearchBot(20 * k, z=100.0, min_deals=10_000).choose(rules, short, 0, Rng.from_seed(4))
        counts[left] = rules.deals
    assert counts[20] == 20
    assert counts[1] == 20 * ENDGAME_MAX
    assert endgame_factor(30) == 1.0 and endgame_factor(4) == 2.0


def _clogged(players: int = 2) -> tuple:
    """A hand clogged with contests the rival wins by far (a contest thrown on top of the pile is taken and
    scored by the rival), one card to discard, and the Chivalry cards that could go instead; with more
    ``players`` the other rivals hold nothing in play."""
    challenge, joust, hunt = contest("Challenge"), contest("Joust"), contest("Royal Hunt")
    chivalry = [card("K", 5), card("W", 3), card("H", 4), card("S", 2), card("K", 1)]
    hands = [sorted([challenge, joust, hunt, *chivalry])] + [[] for _ in range(players - 1)]
    combos = [[], [combo(10, 10, 10, 10), combo(9, 9, 9, 9)]] + [[] for _ in range(players - 2)]
    s = make_state(hands, combos)
    s.phase = DISCARD
    for p in range(1, players):
        s.hands[p] = sorted(s.deck[-6:])
        del s.deck[-6:]
    return s, (challenge, joust, hunt), chivalry


def test_the_guarded_search_never_hands_the_rival_a_contest_it_would_score_while_another_card_can_go():
    """With the guard (the Hint's) the single discard is a Chivalry card, none of the candidates a contest;
    with two to throw the first is covered, and a contest goes first."""
    s, contests, chivalry = _clogged()
    view = R.view(s, 0)
    action = PairedSearchBot(200).choose(R, view, 0, Rng.from_seed(8))
    assert action[0] == "discard" and action[1] in chivalry, action
    assert all(c in chivalry for c in (a[1] for a in search_candidates(view, 0, R.legal_actions(view, 0))))
    s.hands[0] = sorted(s.hands[0] + [s.deck.pop()])
    view = R.view(s, 0)
    action = PairedSearchBot(200).choose(R, view, 0, Rng.from_seed(8))
    assert action[1] in contests, action


def test_hard_hands_the_rival_a_contest_only_when_its_search_measures_it_better(monkeypatch):
    """Hard searches the discard of a contest the rival would take and score, but the guarded policy's
    discard stands unless that wins more on the same deals; the Hint never searches it."""
    from game.games.tournament import search
    from game.games.tournament.bots import hard_bot, hint_bot

    s, contests, chivalry = _clogged()
    view = R.view(s, 0)
    monkeypatch.setattr(search, "playout_reward", lambda *a, **k: 0.5)  # every move alike
    assert hard_bot().choose(R, view, 0, Rng.from_seed(8))[1] in chivalry

    def gift_wins(state, seat, *a, **k):
        return 1.0 if state.discard[-1] in contests else 0.0

    monkeypatch.setattr(search, "playout_reward", gift_wins)
    assert hard_bot().choose(R, view, 0, Rng.from_seed(8))[1] in contests
    assert hint_bot().choose(R, view, 0, Rng.from_seed(8))[1] in chivalry


@pytest.mark.parametrize("players", [3, 4])
def test_from_three_players_hard_never_hands_a_rival_a_contest_while_another_card_can_go(monkeypatch, players):
    """At three and four players a contest hard threw was taken from the pile and scored by a rival (a
    gift, players said): hard's own discards keep the guard there, however its search measures the
    gift; with two to throw the first is covered, and a contest may still go."""
    from game.games.tournament import search
    from game.games.tournament.bots import hard_bot

    s, contests, chivalry = _clogged(players)

    def gift_wins(state, seat, *a, **k):
        return 1.0 if state.discard[-1] in contests else 0.0

    monkeypatch.setattr(search, "playout_reward", gift_wins)
    assert hard_bot().choose(R, R.view(s, 0), 0, Rng.from_seed(8))[1] in chivalry
    s.hands[0] = sorted(s.hands[0] + [s.deck.pop()])
    assert hard_bot().choose(R, R.view(s, 0), 0, Rng.from_seed(8))[1] in contests


def test_neither_the_hint_nor_medium_advises_handing_the_rival_a_contest():
    """A player never sees the Hint or the medium bot throw a contest on the pile for the rival to take and
    score while a Chivalry card can go, whatever the hard bot's search measures."""
    from game.core.registry import get
    from game.games.tournament.bots import medium_bot
    from game.ui.kit.advice import advise

    s, _contests, chivalry = _clogged()
    assert medium_bot().choose(R, R.view(s, 0), 0, Rng(1))[1] in chivalry
    for seed in range(4):
        tip = advise(get("tournament"), s, 0, seed=seed, seconds=5.0)
        assert tip.action[0] == "discard" and tip.action[1] in chivalry, (seed, tip.action)


def test_a_move_beats_the_policys_only_beyond_the_noise():
    from game.games.tournament.search import beats

    assert beats([1.0] * 16, [0.0] * 16, 1.5)
    assert not beats([1.0, 0.0] * 8, [0.0, 1.0] * 8, 0.1)  # as many deals won as lost
    one_more = [1.0] + [0.0] * 31  # one deal in 32 better: about one standard error
    assert beats(one_more, [0.0] * 32, 0.5)
    assert not beats(one_more, [0.0] * 32, 1.5)
    assert not beats([1.0], [0.0], 0.0)  # one deal measures no noise


def test_with_keep_z_the_policys_move_stands_when_nothing_beats_it_clearly():
    """With no candidate dropped and an unreachable bar, every move is the policy's; without the bar the
    same search leaves the policy somewhere in the game."""
    rng = Rng.from_seed(6)
    kept, left = PairedSearchBot(48, z=100.0, keep_z=100.0), PairedSearchBot(48, z=100.0)
    moves = differs = 0
    for seat, view in policy_decisions(43):
        moves += 1
        assert kept.choose(R, view, seat, rng.spawn()) == policy_action(view, seat)
        differs += left.choose(R, view, seat, rng.spawn()) != policy_action(view, seat)
    assert moves > 10 and differs > 0, (moves, differs)


def test_a_special_the_policy_plays_is_played_without_a_search():
    """With ``policy_kinds=("special",)`` the search deals no world for a Special the policy plays; the
    other moves are still searched."""
    feast = C.SPECIALS[0]
    view = _midgame_view()
    view.hands[0] = sorted(view.hands[0] + [feast])
    assert policy_action(view, 0) == ("special", feast)
    rules = CountingRules()
    bot = PairedSearchBot(200, policy_kinds=("special",))
    assert bot.choose(rules, view, 0, Rng.from_seed(3)) == ("special", feast)
    assert rules.deals == 0
    searched = CountingRules()
    PairedSearchBot(200, policy_kinds=("special",)).choose(searched, _midgame_view(), 0, Rng.from_seed(3))
    assert searched.deals > 0


def test_the_endgame_and_contest_budgets_are_settings():
    """``endgame_max``/``endgame_deck`` reshape the endgame's growth; ``contest_factor`` multiplies the
    deals of a decision that may call a contest (the mid-game view holds one it leads)."""
    from game.games.tournament.search import endgame_factor

    assert endgame_factor(4, 12.0, 24) == 24 / 5 and endgame_factor(0, 12.0, 24) == 12.0
    assert endgame_factor(30, 12.0, 24) == 1.0
    view = _midgame_view()
    assert any(a[0] == "contest" for a in search_candidates(view, 0, R.legal_actions(view, 0)))
    k = len(search_candidates(view, 0, R.legal_actions(view, 0)))
    deals = {}
    for factor in (1.0, 3.0):
        rules = CountingRules()
        bot = PairedSearchBot(10 * k, z=100.0, min_deals=10_000, contest_factor=factor)
        bot.choose(rules, view, 0, Rng.from_seed(4))
        deals[factor] = rules.deals
    assert deals == {1.0: 10, 3.0: 30}


def test_a_search_cut_short_by_the_thinking_time_keeps_the_policys_move(monkeypatch):
    """When the app's thinking time runs out after a few deals, the policy's move stands unless another
    already beats it clearly (after one deal nothing can): the hard bot never plays the luckiest move of
    a single deal. Without that rule the same cut searches leave the policy somewhere in the game."""
    from game.games.tournament import search
    from game.games.tournament.bots import hard_bot

    rng = Rng.from_seed(9)
    bot = hard_bot()
    moves = differs = 0
    for seat, view in policy_decisions(47):
        moves += 1
        assert bot.choose(R, view, seat, rng.spawn(), deadline=0.0) == policy_action(view, seat)
        with monkeypatch.context() as m:
            m.setattr(search, "CUT_Z", 0.0)
            differs += bot.choose(R, view, seat, rng.spawn(), deadline=0.0) != policy_action(view, seat)
    assert moves > 10 and differs > 0, (moves, differs)


def test_hard_searches_only_its_three_strongest_knights():
    """A hand that can build sixteen knights: the hard bot plays out only the three strongest by total
    force (each candidate more is another chance to look best by luck), and builds one of them."""
    from game.games.tournament.bots import HARD_COMBOS, hard_bot

    hand = [
        card("K", 3),
        card("K", 9),
        card("W", 4),
        card("W", 2),
        card("H", 5),
        card("H", 1),
        card("S", 6),
        card("S", 2),
    ]
    s = make_state([hand, []], [[], [combo(2, 2, 2, 2)]], turns=1)
    s.hands[1] = sorted(s.deck[-7:])
    del s.deck[-7:]
    view = R.view(s, 0)
    combos = [a for a in R.legal_actions(view, 0) if a[0] == "combo"]
    assert len(combos) == 16
    strongest = set(sorted(combos, key=lambda a: -sum(C.FORCE[c] for c in a[1:]))[:HARD_COMBOS])
    tried = set()

    class Spy(CountingRules):
        def apply(self, state, seat, action):
            if action[0] == "combo":
                tried.add(action)
            return super().apply(state, seat, action)

    bot = hard_bot()
    bot.iterations = 200
    action = bot.choose(Spy(), view, 0, Rng.from_seed(5))
    assert HARD_COMBOS == 3 and tried == strongest
    assert action in strongest or action[0] != "combo"


def _knight_and_special_view(deck: int | None = None):
    """Seat 0 to play holding a whole knight and a Special (``deck``: cards left to draw)."""
    hand = [card("K", 3), card("W", 4), card("H", 5), card("S", 6), C.FIRST_SPECIAL, contest("Melee")]
    s = make_state([hand, []], [[combo(1, 9, 1, 1)], [combo(2, 2, 9, 2)]])
    s.hands[1] = sorted(s.deck[-5:])
    del s.deck[-5:]
    if deck is not None:
        s.discard = s.deck[: len(s.deck) - deck] + s.discard
        del s.deck[: len(s.deck) - deck]
    return R.view(s, 0)


def test_special_first_plays_the_special_in_place_of_a_knight():
    """A knight waits for the Special while one can be played; other moves stay, and with the deck empty
    (no Special playable) or after the Special the knight goes."""
    view = _knight_and_special_view()
    knight = ("combo", card("K", 3), card("W", 4), card("H", 5), card("S", 6))
    assert knight in R.legal_actions(view, 0)
    assert special_before_knight(view, 0, knight) == ("special", C.FIRST_SPECIAL)
    assert special_before_knight(view, 0, ("end",)) == ("end",)
    assert special_before_knight(view, 0, ("contest", contest("Melee"))) == ("contest", contest("Melee"))
    empty = _knight_and_special_view(deck=0)
    assert special_before_knight(empty, 0, knight) == knight
    after, _ev = R.apply(view, 0, ("special", C.FIRST_SPECIAL))
    assert not any(c >= C.FIRST_SPECIAL for c in after.hands[0])
    assert special_before_knight(after, 0, knight) == knight


def test_special_first_bot_never_builds_its_knight_before_the_special():
    """On a small budget the plain search builds the knight before the Special on some deals; with
    ``special_first`` it plays the Special there instead, and its other choices stay the same."""
    view = _knight_and_special_view()
    plain = [PairedSearchBot(64).choose(R, view, 0, Rng.from_seed(seed)) for seed in range(6)]
    first = [PairedSearchBot(64, special_first=True).choose(R, view, 0, Rng.from_seed(seed)) for seed in range(6)]
    assert any(a[0] == "combo" for a in plain)
    for a, b in zip(plain, first):
        assert b == (("special", C.FIRST_SPECIAL) if a[0] == "combo" else a)


def test_draw_default_keeps_the_deck_unless_the_pile_card_clearly_beats_it():
    """At a draw a Chivalry card taken from the pile by a lead within ``z`` standard errors gives way to the
    blind draw; a clear lead, a Contest card or a Special on top, a deck draw already dropped, another
    phase or ``z`` of 0 leave the search's move."""
    from game.games.tournament.search import DECK_DRAW, PILE_DRAW, draw_default

    view = _midgame_view()
    view.phase = DRAW
    view.discard = [card("W", 2)]
    cands = [(PILE_DRAW,), (DECK_DRAW,)]
    close = [[1.0, 0.0] * 8 + [1.0], [0.0, 1.0] * 8 + [0.0]]
    clear = [[1.0] * 15 + [0.0], [0.0] * 16]
    assert draw_default(view, cands, [0, 1], close, 0, 1.5) == 1
    assert draw_default(view, cands, [0, 1], clear, 0, 1.5) == 0
    assert draw_default(view, cands, [0], close, 0, 1.5) == 0
    assert draw_default(view, cands, [0, 1], close, 0, 0.0) == 0
    assert draw_default(view, cands[::-1], [0, 1], close[::-1], 1, 1.5) == 0
    for top in (contest("Melee"), C.FIRST_SPECIAL):
        view.discard = [top]
        assert draw_default(view, cands, [0, 1], close, 0, 1.5) == 0
    view.discard = [card("W", 2)]
    view.phase = DISCARD
    assert draw_default(view, cands, [0, 1], close, 0, 1.5) == 0


@pytest.mark.parametrize("top", [card("K", 1), card("W", 2), card("S", 2)])
def test_with_draw_z_a_low_pile_card_no_longer_wins_the_draw_by_luck(top):
    """A weak card on the pile and a blind draw are near-equal: on a small budget the plain search takes
    the pile's card on some deals by luck; with ``draw_z`` it draws from the deck there, and every other
    choice stays the same."""
    view = _midgame_view()
    view.phase = DRAW
    view.discard = [top]
    plain = [PairedSearchBot(64).choose(R, view, 0, Rng.from_seed(seed)) for seed in range(8)]
    drawn = [PairedSearchBot(64, draw_z=1.5).choose(R, view, 0, Rng.from_seed(seed)) for seed in range(8)]
    assert ("draw", "discard") in plain
    assert drawn == [("draw", "deck")] * 8


def test_with_draw_z_the_pile_card_that_completes_a_knight_is_still_taken():
    """The missing part of a strong knight on the pile beats a blind draw clearly: ``draw_z`` takes it."""
    melee = contest("Melee")
    hand = [melee, card("K", 9), card("W", 8), card("H", 9), card("W", 1), card("H", 1)]
    s = make_state([hand, []], [[], [combo(2, 2, 9, 2)]], discard=[card("S", 9)], phase=DRAW)
    s.hands[1] = sorted(s.deck[-5:])
    del s.deck[-5:]
    view = R.view(s, 0)
    drawn = [PairedSearchBot(64, draw_z=1.5).choose(R, view, 0, Rng.from_seed(seed)) for seed in range(4)]
    assert drawn == [("draw", "discard")] * 4


def test_hard_with_draw_z_plays_legal_moves_over_a_whole_game():
    from game.games.tournament.bots import hard_bot

    s = R.new_game(Options(2), 43)
    bot = hard_bot()
    bot.steps, bot.draw_z = 600, 1.5
    rng = Rng.from_seed(4)
    while R.outcome(s) is None:
        seat = s.current
        view = R.view(s, seat)
        action = bot.choose(R, view, seat, rng)
        assert action in R.legal_actions(s, seat)
        s, _ = R.apply(s, seat, action)
