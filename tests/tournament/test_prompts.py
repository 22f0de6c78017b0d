"""The Tournament table's words, built without drawing: the prompts for each phase, the Contest
forecast and the strongest knight of a hand."""

from __future__ import annotations

from game.games.tournament import content as C
from game.games.tournament import prompts
from game.games.tournament.rules import TournamentRules
from game.games.tournament.state import DISCARD, DRAW

from .helpers import card, combo, contest, make_state

R = TournamentRules()


def names(seat: int) -> str:
    return ("Ada", "Bert")[seat]


def test_the_strongest_knight_takes_the_highest_card_of_each_kind():
    hand = [card("K", 2), card("K", 7), card("W", 3), card("H", 5), card("H", 1), card("S", 4), contest("Joust")]
    best = prompts.strongest_knight(sorted(hand))
    assert best == [card("K", 7), card("W", 3), card("H", 5), card("S", 4)]


def test_no_strongest_knight_without_every_kind():
    assert prompts.strongest_knight(sorted([card("K", 7), card("W", 3), card("H", 5)])) is None


def test_the_discard_prompts_count_the_cards_over_the_limit():
    hand = [card("K", f) for f in range(1, C.HAND_LIMIT + 3)]
    st = make_state([hand, []], phase=DISCARD)
    assert prompts.status(st, hand) == "Discard 2 cards"
    assert prompts.hint(st, hand, []) == "Choose 2 cards to discard. The last one you pick ends on top."
    one = hand[:-1]
    assert prompts.hint(make_state([one, []], phase=DISCARD), one, []) == "Choose 1 card to discard."
    assert prompts.status(make_state([[], []], phase=DRAW), []) == "Draw a card from the deck or the discard pile"


def test_a_partial_knight_selection_is_explained():
    hand = [card("K", 2), card("W", 3)]
    st = make_state([hand, []])
    assert (
        prompts.hint(st, hand, hand)
        == "A knight is one Knight, Weapon, Horse and Shield. Still to pick: Horse, Shield."
    )


def test_the_hint_says_why_no_knight_can_enter_play():
    hand = [card("K", 2), card("W", 3), contest("Joust")]
    st = make_state([hand, []])
    assert prompts.hint(st, hand, []) == "No knight to put into play: you hold no Horse or Shield card."
    full = sorted(hand + [card("H", 5), card("S", 4)])
    assert prompts.hint(make_state([full, []]), full, []) == ""  # a knight can enter: nothing to explain
    played = make_state([full, []])
    played.combo_played = True
    assert prompts.hint(played, full, []) == "You have already put a knight into play this turn (one per turn)."
    assert ("combo", *prompts.strongest_knight(full)) not in R.legal_actions(played, 0)


def test_the_forecast_ranks_the_players_by_their_total_in_that_contest():
    joust = contest("Joust")
    st = make_state([[joust], []], combos=[[combo(1, 1, 1, 1)], [combo(9, 9, 9, 9)]])
    lines = prompts.contest_forecast(st, joust, names).split("\n")
    assert lines[1].startswith("1. Bert:") and lines[1].endswith("+2 VP")
    assert lines[2].startswith("2. Ada:") and lines[2].endswith("+1 VP")
    assert prompts.card_text(st, joust, names).endswith("\n".join(lines))


def test_a_tie_in_the_forecast_goes_to_the_holder_even_in_a_rivals_turn():
    """Only its holder can call their Contest, and the caller wins ties: at 0–0, with Bert to play,
    Ada's Contest still forecasts Ada first."""
    joust = contest("Joust")
    st = make_state([[joust], []], current=1)
    lines = prompts.contest_forecast(st, joust, names, caller=0).split("\n")
    assert lines[1].startswith("1. Ada:") and lines[1].endswith("+2 VP")
    assert lines[2].startswith("2. Bert:") and lines[2].endswith("+1 VP")
    assert prompts.card_text(st, joust, names, holder=0).endswith("\n".join(lines))
    assert prompts.contest_forecast(st, joust, names).split("\n")[1].startswith("1. Bert:")


def _kf_position(rival_known: bool):
    """Ada holds King's Favour and 2 Chivalry cards with 1 knight in play; Bert has 2 knights in play
    and 3 Chivalry cards in hand (known to Ada when ``rival_known``: taken from the discard pile)."""
    kf = contest("King's Favour")
    ada = [kf, card("K", 2), card("W", 3)]
    bert = [card("H", 1), card("S", 2), card("K", 8)]
    st = make_state([ada, bert], combos=[[combo(1, 1, 1, 1)], [combo(4, 4, 4, 4), combo(5, 5, 5, 5)]])
    if rival_known:
        st.known[1] = list(bert)
    return st, kf


def _engine_result(st, kf):
    _new, events = R.apply(st, 0, ("contest", kf))
    ev = next(e for e in events if e.kind == "contest")
    return ev.data["scores"], ev.data["vp"]


def test_the_kings_favour_forecast_counts_the_hands_as_the_engine_scores_them():
    st, kf = _kf_position(rival_known=True)
    assert ("contest", kf) in R.legal_actions(st, 0)
    scores, vp = _engine_result(st, kf)
    lines = prompts.contest_forecast(R.view(st, 0), kf, names, caller=0).split("\n")
    assert scores == (6, 11)
    assert lines[1:] == [f"1. Bert: {scores[1]} → +{vp[1]} VP", f"2. Ada: {scores[0]} → +{vp[0]} VP"]


def test_the_kings_favour_forecast_shows_a_hidden_hand_as_a_range_and_reveals_nothing():
    st, kf = _kf_position(rival_known=False)
    scores, vp = _engine_result(st, kf)
    text = prompts.contest_forecast(R.view(st, 0), kf, names, caller=0)
    lines = text.split("\n")
    # Ada 6 exact; Bert 8 in play, and up to 3 more in his 3 hidden cards: he may be 1st or 2nd
    assert lines[1] == "1. Bert: 8–11 → +2 VP" and lines[2] == "2. Ada: 6 → +1 VP"
    assert 8 <= scores[1] <= 11 and vp == (1, 2)
    # the same hand size with no Chivalry card in it reads the same: the forecast reveals nothing
    other = make_state(
        [[kf, card("K", 2), card("W", 3)], [contest("Joust"), contest("Melee"), contest("Quest")]],
        combos=[[combo(1, 1, 1, 1)], [combo(4, 4, 4, 4), combo(5, 5, 5, 5)]],
    )
    assert prompts.contest_forecast(R.view(other, 0), kf, names, caller=0) == text


def test_a_hidden_hand_that_could_overtake_widens_the_vp():
    kf = contest("King's Favour")
    st = make_state(
        [[kf, card("K", 2), card("W", 3)], [card("H", 1), card("S", 2), card("K", 8)]],
        combos=[[combo(1, 1, 1, 1), combo(2, 2, 2, 2)], [combo(4, 4, 4, 4), combo(5, 5, 5, 5)]],
    )
    lines = prompts.contest_forecast(R.view(st, 0), kf, names, caller=0).split("\n")
    assert lines[1] == "1. Ada: 10 → +1–2 VP" and lines[2] == "2. Bert: 8–11 → +1–2 VP"
    assert _engine_result(st, kf) == ((10, 11), (1, 2))


def test_a_contest_card_says_why_it_cannot_be_called_before_every_first_turn():
    joust = contest("Joust")
    early = make_state([[joust], []], turns=1)
    assert "No Contest can be called until every player has had a first turn." in prompts.card_text(early, joust, names)
    later = make_state([[joust], []], turns=2)
    assert "No Contest can be called" not in prompts.card_text(later, joust, names)


def test_the_status_says_why_ending_the_turn_is_the_only_move_left():
    hand = sorted([card("K", 2), card("W", 3), contest("Joust")])
    early = make_state([hand, []], turns=0)
    assert prompts.status(early, hand) == "End your turn: no Contest until every player has had a first turn"
    special = sorted(hand + [C.SPECIALS[0]])  # a Special to play: not the only move, the usual line
    assert prompts.status(make_state([special, []], turns=0), special) == "Play a Special or end your turn"
    assert prompts.status(make_state([hand, []], turns=2), hand) == "Call a Contest or end your turn"


def test_three_kinds_missing_read_as_a_list():
    """The trial playtest: "you hold no Knight or Horse or Shield card"."""
    from game import i18n

    st = make_state([[card("W", 3), card("W", 5)], []])
    assert prompts.hint(st, st.hands[0], []) == "No knight to put into play: you hold no Knight, Horse or Shield card."
    i18n.set_language("it")
    try:
        assert prompts.hint(st, st.hands[0], []).endswith("non hai carte Cavaliere né Cavallo né Scudo.")
    finally:
        i18n.set_language("en")


def test_the_kings_favour_may_lead_and_trail_standings_name_the_rival():
    """King's Favour with a rival's hidden cards: "may" (asked before the call) names the rival who
    may beat the caller; the caller ahead of every hidden card "lead"s."""
    from game.games.tournament.state import HIDDEN

    favour = contest("King's Favour")
    mine = [favour, card("K", 2), card("W", 2)]
    may = make_state([mine, [HIDDEN] * 4])
    assert prompts.call_standing(may, favour, 0) == ("may", 1)
    assert prompts.call_label(may, favour, 0).endswith("· you may lead")
    sure = make_state([mine, [HIDDEN]])
    assert prompts.call_standing(sure, favour, 0)[0] in ("lead", "tie")
    trail = make_state([[favour], [HIDDEN] * 4], [[], [combo(1, 1, 1, 1)]])
    assert prompts.call_standing(trail, favour, 0) == ("trail", 1)
