"""A bot's "why?" says what the move achieves, not only what it is: the character's start, what a card
taken or played gives, what a kept title or a traded card is for (public facts only)."""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory.reasons import explain
from game.games.glory.tips import reward_text
from tests.glory.glory_helpers import finish_setup, new


def test_reasons_say_what_the_move_gives():
    s = finish_setup(new(2, seed=3))
    ch = C.CHARACTERS["young"] if "young" in C.CHARACTERS else next(iter(C.CHARACTERS.values()))
    said = explain(s, 0, ("character", ch.id))
    assert said.startswith(f"takes {ch.name}: over the game it brings") and "with its income" in said
    t = next(t for t in C.JOURNEY_TYPES if s.face_up[t])
    jc = C.JOURNEY[s.face_up[t][0]]
    assert explain(s, 0, ("take", t, 0)).endswith(reward_text(jc.reward))
    card = next(c for c, j in C.JOURNEY.items() if j.type == "R")
    assert reward_text(C.JOURNEY[card].reward) in explain(s, 0, ("play", card))
    assert "glory at the end" in explain(s, 0, ("keep_title", "x"))
    assert "red die" in explain(s, 0, ("exchange", card))
