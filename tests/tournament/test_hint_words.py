"""The Hint tells the player their move in the second person, in English and Italian, for every kind
of Tournament move (a playtest read "Hint: Player 1 draws a card from the deck." beside "You discard
Unicorn (7)")."""

from __future__ import annotations

import pytest

from game.core.registry import get
from game.games.tournament.describe import card_label
from game.games.tournament.rules import TournamentRules
from game.games.tournament.state import DISCARD, DRAW
from game.i18n import set_language
from game.ui.kit.advice import advise

from .helpers import card, combo, contest, make_state

R = TournamentRules()
SPEC = get("tournament")
EXPECTED = {
    "en": {
        ("draw", "deck"): "Draw a card from the deck",
        ("draw", "discard"): "Take Riding Horse (3) from the discard pile",
        ("contest",): "Call the Joust",
        ("end",): "End your turn",
    },
    "it": {
        ("draw", "deck"): "Pesca una carta dal mazzo",
        ("draw", "discard"): "Prendi {h} dagli scarti",
        ("contest",): "Indici la Gara {j}",
        ("end",): "Termina il turno",
    },
}


@pytest.fixture(params=["en", "it"])
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def test_every_move_is_told_in_the_second_person(lang):
    from game.games.tournament import content as C
    from game.games.tournament.describe import card_label
    from game.i18n import _

    horse = card("H", 3)
    drawing = make_state([[card("K", 2)], [card("W", 5)]], discard=[horse], phase=DRAW)
    view = R.view(drawing, 0)
    words = {a: SPEC.presentation.hint_label(view, 0, a) for a in R.legal_actions(drawing, 0)}
    joust = contest("Joust")
    playing = make_state([[joust, card("K", 2)], [card("W", 5)]])
    for a in R.legal_actions(playing, 0):
        words[a[:1]] = SPEC.presentation.hint_label(R.view(playing, 0), 0, a)
    fill = {"h": card_label(horse), "j": _(C.NAME[joust])}
    for action, text in EXPECTED[lang].items():
        assert words[action] == text.format(**fill), (action, words)
    unicorn = max(card("H", f) for f in range(1, 11))
    hand = [card("K", f) for f in range(1, 10)] + [unicorn]
    discarding = make_state([hand, []], phase=DISCARD)
    said = SPEC.presentation.hint_label(R.view(discarding, 0), 0, ("discard", unicorn))
    assert said == ("Discard {c}" if lang == "en" else "Scarta {c}").format(c=card_label(unicorn))


def test_the_hint_itself_never_names_the_player_in_the_third_person(lang):
    """The real Hint (the strongest bot's choice, from the player's view) at a draw: its label is one
    of the second-person words above, never 'Player 1 draws …' nor 'You …'."""
    st = make_state([[card("K", 2)], [card("W", 5)]], discard=[card("H", 3)], phase=DRAW)
    tip = advise(SPEC, st, 0, seed=3, seconds=0.3, name="Player 1")
    assert tip.label == SPEC.presentation.hint_label(R.view(st, 0), 0, tip.action)
    assert "Player 1" not in tip.label and not tip.label.startswith(("You ", "Tu "))


THIRD_PERSON = {
    "en": ("it leads", "it trails", "its place", "its hand", "it is ahead", "takes ", "plays ", "calls "),
    "it": (" è in testa", " è indietro", "il suo piazzamento", "la sua mano", " è in vantaggio", "prende ", "gioca "),
}


def test_the_hints_reason_speaks_to_the_player_for_every_ground(lang):
    """Every reason a bot may give for its own move has a second-person twin for the Hint (a playtest
    read "Hint: Play Feast — plays Feast: three more cards" in the third person)."""
    from game.games.tournament import reasons
    from game.games.tournament.hint_words import hint_reason

    joust = contest("Joust")
    horse = card("H", 3)
    cases = [
        (make_state([[card("K", 2)], [card("W", 5)]], discard=[horse], phase=DRAW), ("draw", "discard")),
        (make_state([[card("K", 2)], [card("W", 5)]], discard=[joust], phase=DRAW), ("draw", "discard")),
    ]
    playing = make_state([[joust, card("K", 2), card("K", 3)], [card("W", 5)]])
    cases += [(playing, a) for a in R.legal_actions(playing, 0)]
    seen = set()
    for st, action in cases:
        view = R.view(st, 0)
        key, _names = reasons.grounds(view, 0, action)
        said = SPEC.presentation.hint_reason(view, 0, action)
        assert said, action  # every Hint says why, a plain move too
        assert bool(key) == bool(reasons.explain(view, 0, action)), (action, said)
        if key:
            seen.add(key)
            assert said == hint_reason(view, 0, action)
            assert said != reasons.explain(view, 0, action)
            padded = f" {said} "
            assert not any(w in padded for w in THIRD_PERSON[lang]), (action, said)
    assert {"take", "take_deny", "call_trails"} <= seen or {"take", "take_tied"} <= seen, seen
    tip = advise(SPEC, cases[1][0], 0, seed=3, seconds=0.3, name="Player 1")
    assert tip.why == SPEC.presentation.hint_reason(R.view(cases[1][0], 0), 0, tip.action)


def test_a_discard_the_leader_of_its_contest_may_take_is_said_so():
    """Discarding a Contest card you trail in: the Hint says when a rival leads that contest by the
    cards in play (it may take the card from the discard pile and call it), not only that you trail."""
    from game.games.tournament.hint_words import hint_reason

    joust = contest("Joust")
    hands = [[joust] + [card("K", f) for f in range(1, 8)], []]
    led = make_state(hands, [[], [combo(5, 5, 9, 5)]], phase=DISCARD)
    assert "a rival who leads it may take it" in hint_reason(led, 0, ("discard", joust))
    said = hint_reason(make_state(hands, [[combo(5, 5, 1, 5)], []], phase=DISCARD), 0, ("discard", joust))
    assert "rival" not in said  # no rival leads it: no such warning


def test_every_move_the_hint_may_suggest_comes_with_a_reason(lang):
    """A playtest saw a Hint with no reason (a draw from the deck, ending the turn, a discard): every
    legal move of real positions, in every phase, now has one line of why, in both languages."""
    from game.core.rng import Rng
    from game.core.rules import Options
    from game.games.tournament.hint_words import hint_reason

    kinds = set()
    for seed in range(4):
        st = R.new_game(Options(3), seed)
        rng = Rng.from_seed(seed)
        while R.outcome(st) is None:
            seat = st.current
            view = R.view(st, seat)
            legal = R.legal_actions(st, seat)
            for action in legal:
                said = hint_reason(view, seat, action)
                assert said and "\n" not in said, (action, said)
                kinds.add(action[0])
            st, _events = R.apply(st, seat, legal[rng.below(len(legal))])
    assert {"draw", "discard", "combo", "contest", "end"} <= kinds


def test_a_chivalry_discard_reason_says_why_this_card():
    """A playtest saw 'the card your knights need least' for two different cards: the reason names the
    stronger card of its kind that takes its place (by how much), or the force that makes it the
    weakest, so two cards get two reasons."""
    from game.games.tournament.hint_words import hint_reason

    hand = [card("K", 3), card("K", 8), card("W", 2), card("W", 9), card("H", 6), card("S", 5), card("S", 7)]
    s = make_state([sorted(hand + [card("H", 4)]), []], [[], []], phase=DISCARD)
    k3 = hint_reason(s, 0, ("discard", card("K", 3)))
    w2 = hint_reason(s, 0, ("discard", card("W", 2)))
    assert card_label(card("K", 8)) in k3 and "8" in k3 and "3" in k3, k3
    assert card_label(card("W", 9)) in w2 and "9" in w2 and "2" in w2, w2
    alone = make_state([[card("K", 1), card("W", 5), card("H", 6), card("S", 7)], []], [[], []], phase=DISCARD)
    assert "force 1" in hint_reason(alone, 0, ("discard", card("K", 1)))
    assert "force" not in hint_reason(alone, 0, ("discard", card("S", 7)))  # not the weakest: no such claim


def test_a_covered_contest_discard_is_not_said_to_be_taken_by_a_rival():
    """With two cards to throw the first is covered by the second: the Hint says so, and does not warn
    that a rival may take it."""
    from game.games.tournament.hint_words import hint_reason

    joust = contest("Joust")
    hands = [[joust] + [card("K", f) for f in range(1, 10)], []]
    s = make_state(hands, [[], [combo(5, 5, 9, 5)]], phase=DISCARD)
    said = hint_reason(s, 0, ("discard", joust))
    assert "cover" in said and "rival" not in said, said


def test_ending_the_turn_with_a_whole_knight_in_hand_never_says_nothing_else_can_be_played():
    from game.games.tournament.hint_words import hint_reason

    knight = [card("K", 4), card("W", 6), card("H", 6), card("S", 6)]
    st = make_state([knight, [card("W", 5)]], turns=0)
    assert ("combo", *knight) in R.legal_actions(st, 0)
    said = hint_reason(R.view(st, 0), 0, ("end",))
    assert said == "your cards are worth more kept for later than played now"
    bare = make_state([[card("K", 4), card("W", 6)], [card("W", 5)]], turns=0)
    assert hint_reason(R.view(bare, 0), 0, ("end",)) == "nothing else in your hand can be played now"


def test_a_tied_contest_is_called_for_the_callers_tie_not_for_a_lead(lang):
    from game.games.tournament.hint_words import hint_reason
    from game.games.tournament.reasons import explain

    melee = contest("Melee")
    level = make_state([[melee], []], [[combo(2, 7, 2, 2)], [combo(3, 7, 3, 3)]])
    said = hint_reason(R.view(level, 0), 0, ("contest", melee))
    bot = explain(R.view(level, 0), 0, ("contest", melee))
    if lang == "en":
        assert said == "you are tied there, and the caller wins its ties"
        assert "lead" not in bot and "ties" in bot
    else:
        assert "in testa" not in said and "pari" in said and "pari" in explain(R.view(level, 0), 0, ("contest", melee))
    took = make_state([[], []], [[combo(2, 7, 2, 2)], [combo(3, 7, 3, 3)]], discard=[melee], phase=DRAW)
    assert "ties" in hint_reason(R.view(took, 0), 0, ("draw", "discard")) or lang == "it"


def test_a_tied_contests_call_button_says_the_caller_wins_the_tie(lang):
    from game.games.tournament.prompts import call_label

    melee = contest("Melee")
    level = make_state([[melee], []], [[combo(2, 7, 2, 2)], [combo(3, 7, 3, 3)]])
    ahead = make_state([[melee], []], [[combo(2, 8, 2, 2)], [combo(3, 7, 3, 3)]])
    said, led = call_label(R.view(level, 0), melee, 0), call_label(R.view(ahead, 0), melee, 0)
    if lang == "en":
        assert said == "Call the Melee · tied: the caller wins" and led == "Call the Melee · you lead"
    else:
        assert said.endswith("· pari: vince chi indice") and led.endswith("· sei in testa")
