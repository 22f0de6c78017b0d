"""The Joust table's words, built without drawing: the prompt of each phase, the hint under the
bar and each seat's score line for the mode."""

from __future__ import annotations

from game.games.joust import content as C
from game.games.joust import prompts

from .helpers import table, to_combat


def names(seat: int) -> str:
    return ("Ada", "Bert")[seat]


def test_the_draw_step_asks_for_a_court_card_or_a_knight():
    st = table(["Sir Galahad the Gallant"], ["Sir Humphrey the Hefty"])
    assert prompts.status(st, names) == "Draw a court card or a knight."


def test_the_draw_step_names_the_only_deck_it_offers():
    """With no knight left only the knight deck is offered, with a full stable only the court deck: the
    prompt said "a court card or a knight" over a single button."""
    none = table([], ["Sir Humphrey the Hefty"])
    assert prompts.status(none, names) == "Draw a knight: you have none left."
    full = table(
        ["Sir Galahad the Gallant", "Sir Kay the Crowd-Pleaser", "Sir Bors the Bruiser"], ["Sir Humphrey the Hefty"]
    )
    assert prompts.status(full, names) == "Draw a court card: your stable is full."


def test_in_combat_the_defender_is_told_how_high_the_attacker_may_play():
    st = to_combat(table(["Sir Galahad the Gallant"], ["Sir Humphrey the Hefty"]))
    assert prompts.status(st, names) == "Choose your combat card in secret."
    attacker_hint = prompts.hint(st, st.attacker, [])
    defender_hint = prompts.hint(st, st.defender, [])
    assert attacker_hint.startswith("Up to your knight's strength")
    assert defender_hint.startswith("You defend: any card from 1 to 5") and "(1 to " in defender_hint
    assert prompts.status(st, names, st.defender) == "You defend: choose any card, 1 to 5, in secret."
    assert prompts.status(st, names, st.attacker) == "Choose your combat card in secret."


def test_the_score_line_counts_fans_toward_the_goal():
    st = table(["Sir Galahad the Gallant"], ["Sir Humphrey the Hefty"], fans=(3, 0))
    short, tip = prompts.score(st, 0)
    assert short == f"3/{C.FANS_TO_WIN} fans"  # says what it counts
    assert tip.startswith("3 fans")
    tale = table(["Sir Galahad the Gallant"], ["Sir Humphrey the Hefty"], variant=C.TALE, fans=(9, 0))
    tale.seats[0].trophies = 1
    assert prompts.score(tale, 0)[0] == "9 fans · 1/2 trophies"  # not "9 · 1/2"


def test_royal_banquet_asks_for_the_first_then_the_second_of_up_to_two_knights():
    from .helpers import R, cid, uid

    mine = ["Sir Galahad the Gallant", "Sir Cedric of the Shiny Helm", "Sir Gawain Sunblade"]
    st = table(mine, ["Sir Humphrey the Hefty"])
    st.court_deck.remove(cid("Royal Banquet"))
    st.court_deck.append(cid("Royal Banquet"))
    st, _ = R.apply(st, 0, ("draw", "court"))
    assert prompts.status(st, names) == "Choose the first of your knights (two at most)."
    hint = "For the court card Royal Banquet: click a knight outlined in blue."
    assert prompts.hint(st, 0, R.legal_actions(st, 0)) == hint
    st, _ = R.apply(st, 0, ("target", uid(st, 0, 1)))
    assert prompts.status(st, names) == "Choose a second knight, or stop at one."
    second = "For Royal Banquet: click a second knight outlined in blue, or Only this one."
    assert prompts.hint(st, 0, R.legal_actions(st, 0)) == second
    # the second is asked (never the first one again), or the player stops at one
    assert [a[1] for a in R.legal_actions(st, 0)] == [uid(st, 0, 0), uid(st, 0, 2), -1]
