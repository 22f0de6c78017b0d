"""Glory bots (issue 9): legal moves in every player count and solo mode, view-only input, the
strategy layer's judgement on small positions, and the explanation line."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.core.serial import to_jsonable
from game.games.glory import RULES
from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory import strategy as S
from game.games.glory.bots import BOTS, GloryBot, explain
from game.games.glory.state import PasSlot
from tests.glory.glory_helpers import finish_setup, new


class SpyRules:
    """The Glory rules, recording every state a bot asks about (to check it only ever sees views)."""

    def __init__(self) -> None:
        self.seen: list = []

    def __getattr__(self, name):
        return getattr(RULES, name)

    def legal_actions(self, state, seat):
        self.seen.append(("legal", state.is_view))
        return RULES.legal_actions(state, seat)

    def determinize(self, view, seat, rng):
        self.seen.append(("determinize", view.is_view))
        return RULES.determinize(view, seat, rng)


def play_game(levels: list[str], players: int, seed: int, **extra) -> tuple:
    """A whole game between bots; every move is checked legal and every bot gets its view only."""
    s = new(players, seed, **extra)
    bots = [BOTS[lv]() for lv in levels]
    rng = Rng.from_seed(seed)
    spy = SpyRules()
    steps = 0
    while RULES.outcome(s) is None:
        (seat,) = RULES.actors(s)
        view = RULES.view(s, seat)
        before = to_jsonable(view)
        action = bots[seat].choose(spy, view, seat, rng)
        assert to_jsonable(view) == before, "a bot changed the view it was given"
        assert action in RULES.legal_actions(s, seat), (s.phase, action)
        assert isinstance(bots[seat].explain, str)
        s, _ev = RULES.apply(s, seat, action)
        steps += 1
        assert steps < 5000
    assert all(is_view for _kind, is_view in spy.seen)
    return s, steps


@pytest.mark.parametrize(
    ("levels", "players", "extra"),
    [
        (["hard", "easy"], 2, {}),
        (["medium", "easy", "hard"], 3, {}),
        (["easy", "medium", "easy", "hard"], 4, {}),
        (["hard"], 1, {"solo_mode": "rivalry", "solo_difficulty": "medium"}),
        (["medium"], 1, {"solo_mode": "score"}),
        (["easy"], 1, {"solo_mode": "champion"}),
    ],
)
def test_bots_play_legal_games(levels, players, extra):
    s, _steps = play_game(levels, players, 5, **extra)
    assert s.phase == "over"
    assert RULES.outcome(s) is not None


def test_same_view_same_choice():
    """Two true states with the same view (hidden cards dealt differently) get the same choice."""
    s = finish_setup(new(2, 3))
    seat = s.actor
    view = RULES.view(s, seat)
    other = RULES.determinize(view, seat, Rng.from_seed(99))  # another world behind the same view
    assert to_jsonable(RULES.view(other, seat)) == to_jsonable(view)
    a = GloryBot("hard", samples=3).choose(RULES, RULES.view(s, seat), seat, Rng.from_seed(1))
    b = GloryBot("hard", samples=3).choose(RULES, RULES.view(other, seat), seat, Rng.from_seed(1))
    assert a == b


# ----------------------------------------------------------------------------- strategy


def test_win_chance_grows_with_strength_and_equipment():
    base = (2, 2, 0, (), (), 0)
    knight = S.knight_opp("federico")  # attack 8
    chances = [S.win_p(base, t, knight) for t in range(5)]
    assert chances == sorted(chances) and chances[4] > chances[0] + 0.3
    better = (3, 3, 0, (), (), 0)
    assert S.win_p(better, 3, knight) > S.win_p(base, 3, knight)


def test_allocate_puts_tokens_where_they_help():
    sig = (2, 2, 0, (), (), 0)
    easy_knight = (("k", 4, 0, ()), 2.0)  # nearly won already
    fair_knight = (("k", 8, 1, ()), 6.0)
    value, left = S.allocate(sig, 4, [easy_knight, fair_knight])
    assert left == 0
    alone, _ = S.allocate(sig, 4, [fair_knight])
    none, _ = S.allocate(sig, 0, [easy_knight, fair_knight])
    assert value > none
    assert alone > S.duel_ev(S.win_p(sig, 0, fair_knight[0]), 6.0)


def _pas_registration_state():
    """A round-1 state in registration with a winnable knight and a hopeless one in other towns."""
    s = finish_setup(new(2, 4))
    guard = 0
    while s.phase != "registration":
        (seat,) = RULES.actors(s)
        legal = RULES.legal_actions(s, seat)
        s, _ = RULES.apply(s, seat, ("stop",) if ("stop",) in legal else legal[0])
        guard += 1
        assert guard < 500
    return s


def test_hard_bot_picks_the_second_challenge_worth_most():
    """Second (optional) pass: registered in Florence already, the bot weighs a hopeless king against
    a noble it should beat, sharing its Strength between its two duels."""
    s = _pas_registration_state()
    assert s.pas
    seat = s.actor
    p = s.players[seat]
    p.strength, p.mount, p.armor = 2, 2, 2
    s.pas = [[PasSlot("luxembourg", seat)], [PasSlot("jagiello")], [PasSlot("mathew")]]
    s.reg_pass, s.reg_done = 1, []
    bot = GloryBot("hard", samples=2)
    action = bot.choose(RULES, RULES.view(s, seat), seat, Rng.from_seed(2))
    sig = S._sig(p, False)
    lux = (S.knight_opp("luxembourg"), 2.0)
    ev = {k: S.allocate(sig, 2, [lux, (S.knight_opp(k), float(C.KNIGHTS[k].glory))])[0] for k in ("jagiello", "mathew")}
    assert ev["mathew"] > ev["jagiello"] + 0.5
    assert action == ("register", 2, 0)
    assert "%" in bot.explain


def test_titles_value_counts_completed_titles():
    s = finish_setup(new(2, 6))
    p = s.players[0]
    s.public_titles = ["wealthy", "fortunate", "equipped"]
    p.titles = []
    p.coins, p.strength = 0, 0
    poor = S.titles_value(s, 0)
    p.coins = 6
    rich = S.titles_value(s, 0)
    assert rich - poor >= 0.9 * C.TITLES["wealthy"].glory - 0.5
    p.coins, p.strength = 9, 3  # Wealthy and Fortunate together need 9 coins
    assert S.titles_value(s, 0) > rich + 2


def test_rivals_hidden_objectives_count_flat():
    s = finish_setup(new(2, 7))
    s.players[1].titles = ["wealthy"]
    s.players[1].coins = 10
    as_seen_by_0 = S.titles_value(s, 1, me=0)
    s.players[1].titles = ["strong"]
    assert S.titles_value(s, 1, me=0) == as_seen_by_0


def test_challenge_card_worth_its_chance():
    s = finish_setup(new(2, 8))
    p = s.players[0]
    p.strength, p.mount, p.armor = 4, 3, 3
    weak = S.card_value(s, p, "C05")  # Bandits on the Road, attack 5
    hard = S.card_value(s, p, "C03")  # Louis II of Brzeg, attack 10
    assert weak > 0.5
    p.strength = 0
    assert S.card_value(s, p, "C03") <= hard


def test_duel_steps_go_to_the_duel_ai():
    """In a duel the bot answers with a legal duel move (the duel AI's)."""
    s = finish_setup(new(2, 9))
    rng = Rng.from_seed(3)
    bot = GloryBot("hard", samples=1)
    guard = 0
    while s.duel is None or s.actor not in D.duel_actors(s.duel.state):
        (seat,) = RULES.actors(s)
        s, _ = RULES.apply(s, seat, bot.choose(RULES, RULES.view(s, seat), seat, rng))
        guard += 1
        assert guard < 3000
    seat = s.actor
    action = bot.choose(RULES, RULES.view(s, seat), seat, rng)
    assert action in D.duel_legal(s.duel.state, seat)


def test_explain_names_the_choice():
    s = finish_setup(new(2, 10))
    seat = s.actor
    s.public_titles = ["equipped", "traveler", "charming"]
    s.players[seat].titles = []
    s.players[seat].strength = 0
    s.pas[2][0].challenger = seat  # registered in Munich (with the Herald)
    view = RULES.view(s, seat)
    action = ("place", "training")
    after, _ = RULES.apply(RULES.determinize(view, seat, Rng.from_seed(1)), seat, action)
    assert explain(view, seat, action, after) == "takes Training: needs Strength for the Munich duel"
