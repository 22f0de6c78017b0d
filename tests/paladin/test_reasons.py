"""The bots' reasons: public facts only (no card, no hand, no chance, no method) and true of the move."""

from __future__ import annotations

import re

import pytest

from game.core.rng import Rng
from game.core.rules import Options
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.ai import easy, medium
from game.games.paladin.counting import rounds_left, todo
from game.games.paladin.describe import mission_label
from game.games.paladin.reasons import reason
from game.games.paladin.rules import PaladinRules
from game.games.paladin.search import SearchBot
from game.games.paladin.state import PLACE

RULES = PaladinRules()
FORBIDDEN = re.compile(r"%|random|simulat|monte|carlo|strateg|search|probab|chance|odds|sampl", re.I)
CARD_NAMES = {*C.RANK_NAMES, *C.RED_NAMES}


def honours(s, missions) -> list[int]:
    return [C.MISSION_HONOUR[s.missions[m]] for m in missions]


def check_true(s, seat: int, action, text: str) -> None:
    """The facts a reason states hold in the position it was given for."""
    h = C.MISSION_HONOUR[s.missions[action[2]]] if action[0] == "place" else 0
    if "main paladin on" in text:
        hs = honours(s, E.open_missions(s, seat))
        if "leaves" in text and "the biggest mission still open, to a rival" in text:  # a middle mission
            opened = E.open_missions(s, seat)
            big = max(opened, key=lambda m: C.MISSION_HONOUR[s.missions[m]])
            assert min(hs) <= h < max(hs) and f"leaves {mission_label(s.missions[big])}, the biggest" in text
        else:
            assert ("biggest" in text) == (h == max(hs) > min(hs) and len(hs) > 1)
        if "worth as much" in text:
            assert min(hs) == max(hs) == h
        if "smallest" in text:
            assert h == min(hs) < max(hs)
        if "last mission without one" in text:
            assert len(hs) == 1
    if action[0] == "place" and not E.placing_main(s):
        left = todo(s, seat)
        if "most honour they can still fight for" in text:
            assert h == max(honours(s, left)) > min(honours(s, left))
        if "least honour is at stake" in text:
            assert h == min(honours(s, left)) < max(honours(s, left))
        if "only mission they have left" in text:
            assert left == [action[2]]
        if "already seen" in text:
            assert any(p == seat and m == action[2] for p, m, _o in s.peeks)
        if "decides after everyone" in text:
            assert len(s.table[action[2]]) == s.players - 1  # its paladin goes last there
    if "the main paladin of" in text:
        assert action[0] == "peek" and s.table[action[1]][0][0] == action[2]
    if "nobody decides after it" in text:
        assert action == E.BEAT and s.res_pos == s.players - 1
    if "takes the lead" in text:
        assert action == E.BEAT and s.res_pos < s.players - 1
    if "in a later round" in text or "fills up again next round" in text:
        assert action in (E.TAKE, E.DISCARD) and rounds_left(s) > 0
    if "this is the last round" in text:
        assert rounds_left(s) == 0
    if "so as to place last themselves" in text:
        assert action == ("start", (seat + 1) % s.players)
    if "neither first nor last themselves" in text:
        assert action[0] == "start" and action[1] not in (seat, (seat + 1) % s.players)
    assert ":" in text or "," in text, text  # what the move is for, not only the move again


@pytest.mark.parametrize("players", [3, 4, 5])
def test_reasons_state_public_facts_only_and_true_ones(players):
    makers = [easy, medium, lambda: SearchBot(worlds=2, candidates=3)]
    for seed in range(2):
        s = RULES.new_game(Options(players), 40 + seed)
        bots = [makers[(p + seed) % 3]() for p in range(players)]
        rngs = [Rng.from_seed(seed * 10 + p) for p in range(players)]
        while RULES.actors(s):
            p = E.actor(s)
            view = RULES.view(s, p)
            a = bots[p].choose(RULES, view, p, rngs[p])
            text = bots[p].explain
            assert text, (a, "every move has a reason")
            assert not FORBIDDEN.search(text), text
            assert not any(name in text for name in CARD_NAMES), text
            # the only numbers are the honour of missions laid out this round
            rest = text
            for mid in view.missions:
                rest = rest.replace(mission_label(mid), "")
            assert not re.search(r"\d", rest), text
            check_true(view, p, a, text)
            s, _ = RULES.apply(s, p, a)


def test_forced_moves_are_explained_as_forced():
    s = RULES.new_game(Options(3), 9)
    s, _ = RULES.apply(s, s.dealer, ("start", 0))
    while E.placing_main(s):
        p = E.actor(s)
        opened = E.open_missions(s, p)
        a = ("place", s.hands[p][0], opened[-1])
        text = reason(s, p, a)
        if len(opened) == 1:
            assert "the last mission without one" in text
        s, _ = RULES.apply(s, p, a)
    while s.phase == PLACE:
        p = E.actor(s)
        left = todo(s, p)
        a = ("place", s.hands[p][0], left[0])
        if len(left) == 1:
            assert "the only mission they have left" in reason(s, p, a)
        s, _ = RULES.apply(s, p, ("place", s.hands[p][0], left[0]))


def test_a_main_paladin_on_a_middle_mission_says_what_it_leaves_for_a_rival():
    """Not a sentence true of any main paladin: a middle mission's reason names the bigger mission it
    leaves to a rival's main paladin (one the bot will still place beside, and may beat)."""
    seen = 0
    for seed in range(30):
        s = RULES.new_game(Options(4), seed)
        s, _ = RULES.apply(s, s.dealer, ("start", s.dealer))
        p = E.actor(s)
        opened = E.open_missions(s, p)
        hs = honours(s, opened)
        middle = [m for m, h in zip(opened, hs) if min(hs) < h < max(hs)]
        if not middle:
            continue
        big = max(opened, key=lambda m: C.MISSION_HONOUR[s.missions[m]])
        for you in (False, True):
            text = reason(RULES.view(s, p), p, ("place", s.hands[p][0], middle[0]), you=you)
            assert mission_label(s.missions[big]) in text and "every rival must beat" not in text, text
        seen += 1
    assert seen
