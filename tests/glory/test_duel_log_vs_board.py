"""The log line of a played clash and the duel board's score column read the same two attacks: both
come from the engine's ``duel_clash`` event, through the log's describe and the board's picture."""

from __future__ import annotations

import random
import re

from game.core.rng import Rng
from game.games.glory import duel as D
from game.games.glory.duel_captions import result_values
from game.games.glory.duel_display import start
from game.games.glory.duel_text import describe_duel_event
from tests.glory.test_duel import _random_combatant


def test_each_clash_reads_the_same_in_the_log_and_on_the_board():
    r = random.Random(11)
    rng = Rng.from_seed(11)
    names = ["You", "Jacques de Lalaing"]
    checked = 0
    for _n in range(200):
        a = _random_combatant(r, 0)
        b = D.knight("k", r.randint(5, 13), r.randint(1, 6), r.randint(0, 2))
        duel, events = D.start_duel(a, b, rng)
        picture = start(events[0])
        assert picture is not None
        played = list(events[1:])
        for ev in played:
            picture.apply(ev)
        while D.duel_actors(duel):
            (seat,) = D.duel_actors(duel)
            duel, events = D.duel_apply(duel, seat, r.choice(D.duel_legal(duel, seat)), rng)
            played += events
            for ev in events:
                picture.apply(ev)
        clashes = [ev for ev in played if ev.kind == "duel_clash"]
        assert len(clashes) == len(picture.clashes)
        for ev, record in zip(clashes, picture.clashes, strict=True):
            line = describe_duel_event(ev, names, 0)
            shown = result_values(record, 0)
            board = [int(shown[0]), int(shown[1].split(" ")[0])]
            assert board == list(ev.data["attack"])
            w = ev.data["winner"]
            numbers = [int(x) for x in re.findall(r"\d+", line)]
            assert numbers[0] == ev.data["clash"]
            if board[0] == board[1]:
                assert numbers[1] == board[0] and "tie" in shown[1]
            else:
                assert numbers[1:3] == [board[w], board[1 - w]], (line, shown)
            checked += 1
    assert checked > 300
