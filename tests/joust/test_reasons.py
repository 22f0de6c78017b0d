"""The Joust bots' reasons say what a move is for, from public information."""

import re

from game.games.joust import content as C
from game.games.joust.reasons import table_reason
from game.games.joust.state import TARGET, Knight
from tests.joust.helpers import R, cid, table, to_combat, uid


def test_a_jouster_that_can_knock_out_the_knight_in_front_says_so():
    # Gawain (strength 5) faces Kay with 5 damage: one strike knocks him out; Galahad is the weaker pick
    st = R.skip_draw(table(["Sir Galahad the Gallant", "Sir Gawain Sunblade"], [("Sir Kay the Crowd-Pleaser", 5)]))
    why = table_reason(R.view(st, 0), 0, ("joust", uid(st, 0, 1)))
    assert why == "jousts with Sir Gawain Sunblade: one strike could knock out Sir Kay the Crowd-Pleaser"
    fresh = R.skip_draw(table(["Sir Galahad the Gallant", "Sir Gawain Sunblade"], ["Sir Kay the Crowd-Pleaser"]))
    assert table_reason(R.view(fresh, 0), 0, ("joust", uid(fresh, 0, 1))) == (
        "jousts with Sir Gawain Sunblade, its hardest hitter"
    )
    hurt = R.skip_draw(table([("Sir Gawain Sunblade", 3), "Sir Galahad the Gallant"], ["Sir Kay the Crowd-Pleaser"]))
    assert table_reason(R.view(hurt, 0), 0, ("joust", uid(hurt, 0, 1))) == (
        "jousts with Sir Galahad the Gallant and rests its hurt knights"
    )


def test_a_court_card_reason_says_what_the_card_does_to_its_target():
    st = table(["Sir Galahad the Gallant"], [("Sir Kay the Crowd-Pleaser", 6), "Sir Bors the Bruiser"])
    tomatoes = cid("Rotten Tomatoes")
    st.court_deck.remove(tomatoes)
    st.court_deck.append(tomatoes)  # drawn next
    st, _e = R.apply(st, 0, ("draw", "court"))
    assert st.phase == TARGET
    view = R.view(st, 0)
    assert table_reason(view, 0, ("target", uid(st, 1, 0))) == (
        "plays Rotten Tomatoes to knock out Sir Kay the Crowd-Pleaser"
    )
    assert table_reason(view, 0, ("target", uid(st, 1, 1))) == "plays Rotten Tomatoes to wear down Sir Bors the Bruiser"


def test_a_secret_combat_card_reason_never_tells_the_bots_intent():
    """Hard plays toward a knock-out when one strike could do it (test_ai): its words before the reveal
    must read the same whether a knock-out is on or not, whatever card it picks, as attacker or defender."""
    from collections import Counter

    from game.core.rng import Rng
    from game.games.joust.ai import HardBot

    def said(knights_b):
        st = to_combat(table(["Sir Gawain Sunblade", "Sir Galahad the Gallant"], knights_b, fans=(4, 4)))
        out = {}
        for seat in (st.attacker, st.defender):
            if seat == st.defender:
                st2, _e = R.apply(st, st.attacker, ("card", 3))
            else:
                st2 = st
            view = R.view(st2, seat)
            texts, cards = set(), Counter()
            for i in range(12):
                bot = HardBot()
                cards[bot.choose(R, view, seat, Rng.from_seed(i))[1]] += 1
                texts.add(bot.explain)
            assert len(texts) == 1, texts  # one text whatever card was picked
            out[seat] = (texts.pop(), cards)
        return out

    near = said([("Sir Cedric of the Shiny Helm", 3), "Sir Galahad the Gallant"])  # a 4 or a 5 knocks him out
    fresh = said(["Sir Cedric of the Shiny Helm", "Sir Galahad the Gallant"])
    assert near[0][1][4] + near[0][1][5] > fresh[0][1][4] + fresh[0][1][5]  # hard does play toward the knock-out
    for seat in (0, 1):
        assert near[seat][0] == fresh[seat][0]  # ... and says nothing of it
        assert "knock" not in near[seat][0] and not re.search(r"\d", near[seat][0])
    assert near[0][0].startswith("picks its combat card in secret to strike Sir Cedric of the Shiny Helm: ")
    assert near[1][0].startswith("picks its combat card in secret to guard Sir Cedric of the Shiny Helm: ")
    assert "Sir Gawain Sunblade may play any card up to its strength" in near[1][0]  # what it weighed, in public


def test_ending_the_turn_on_fans_says_why_no_fan_support():
    """ "Ends its turn and keeps its fans" said nothing: in the Tale it says what Fan Support would do now."""
    st = table(
        ["Sir Gawain Sunblade"], [("Sir Cedric of the Shiny Helm", 2), "Sir Galahad the Gallant"], variant=C.TALE
    )
    st.seats[0].fans = 7
    text = table_reason(st, 0, ("end",))
    assert "no knight yet" in text and "Sir Cedric of the Shiny Helm" in text, text  # the nearest to it
    assert not re.search(r"\d", text)
    cedric = st.seats[1].knights[0]
    st.seats[1].knights[0] = Knight(cedric.card, 6, cedric.uid)  # one damage from a knock-out
    assert table_reason(st, 0, ("end",)) == "ends its turn and keeps its fans for a later Fan Support"
    st.seats[0].fans = 5
    assert table_reason(st, 0, ("end",)) == "ends its turn: too few fans for Fan Support"
    standard = table(["Sir Gawain Sunblade"], ["Sir Galahad the Gallant"])
    assert table_reason(standard, 0, ("end",)) == "ends its turn"
