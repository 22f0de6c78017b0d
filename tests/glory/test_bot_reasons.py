"""Bot reasons state public information only: over whole bot games, no ``explain`` names a journey
card another seat cannot see (a card in a hand that came from a blind draw, the setup deal or a
title draw), a title that is not public, nor contains a percentage, a probability or the name of an
algorithm; and each reason is about the move made."""

from __future__ import annotations

import re

import pytest

from game.core.rng import Rng
from game.games.glory import RULES
from game.games.glory import content as C
from game.games.glory.bots import BOTS
from game.games.glory.search import SearchBot
from game.games.glory.sparring import PARTNERS
from game.i18n import _
from tests.glory.glory_helpers import new

BANNED = re.compile(r"%|\d+\.\d|probab|chance|random|mixed strategy|simulat|monte carlo|search|rollout", re.I)


def _bots(levels: list[str]) -> list:
    bots = []
    for lv in levels:
        bot = {**BOTS, **PARTNERS}[lv]()
        if lv == "search":
            bot.search = SearchBot(worlds=1, candidates=3)  # the same code, a small budget
        bots.append(bot)
    return bots


def _secret_names(s, seat: int, public_cards: set[str]) -> set[str]:
    """Names of what other seats cannot see of ``seat``: journey cards in its hand not known to the
    table (same-named copies that are public elsewhere excepted), and titles that are not public."""
    names = set()
    for card in s.players[seat].hand:
        if card not in public_cards and card in C.JOURNEY:
            names.add(_(C.JOURNEY[card].name))
    shown = {_(C.JOURNEY[c].name) for c in public_cards if c in C.JOURNEY}
    titles = {_(C.TITLES[t].name) for p in s.players for t in p.titles if t in C.TITLES}
    titles |= {_(C.TITLES[t].name) for pend in s.pending for t in pend.items if t in C.TITLES}
    titles -= {_(C.TITLES[t].name) for t in s.public_titles}
    return (names - shown) | titles


@pytest.mark.parametrize(("levels", "seed"), [(["hard", "medium"], 3), (["easy", "search", "hard"], 4)])
def test_reasons_use_public_information_only(levels, seed):
    s = new(len(levels), seed)
    bots = _bots(levels)
    rng = Rng.from_seed(seed)
    public: set[str] = set()  # journey cards the whole table has seen (face up, played, discarded)
    said = 0
    while RULES.outcome(s) is None:
        (seat,) = RULES.actors(s)
        for t in C.JOURNEY_TYPES:
            public.update(s.face_up[t])
        for p in s.players:
            public.update(p.discard)
        view = RULES.view(s, seat)
        action = bots[seat].choose(RULES, view, seat, rng)
        reason = bots[seat].explain
        if action[0] == "play":
            public.add(action[1])  # a played card is shown to everyone
        if reason:
            said += 1
            assert not BANNED.search(reason), reason
            for name in _secret_names(s, seat, public):
                assert name not in reason, (reason, name)
        s, _ev = RULES.apply(s, seat, action)
    assert said > 50  # the bots did explain their moves


def test_reasons_are_about_the_move():
    s = new(2, 5)
    bot = BOTS["medium"]()
    rng = Rng.from_seed(5)
    seen: dict[str, str] = {}
    while RULES.outcome(s) is None and len(seen) < 6:
        (seat,) = RULES.actors(s)
        view = RULES.view(s, seat)
        action = bot.choose(RULES, view, seat, rng)
        if action[0] == "place" and bot.explain:
            space = _(C.ACTION_SPACES[action[1]].name)
            if action[1] not in ("support", "market", "herald", "event"):
                assert space in bot.explain, (action, bot.explain)
            seen[action[1]] = bot.explain
        if action[0] == "register" and len(action) == 3:
            assert _(C.KNIGHTS[view.pas[action[1]][action[2]].knight].name) in bot.explain
        s, _ev = RULES.apply(s, seat, action)
    assert seen
