"""Combats that change nothing are told in the log: a strike its modifiers bring to no damage, and a
silenced knight's strike or block abilities (King's Favour's hit back under Jester's Distraction)."""

from game.games.joust import content as C
from game.games.joust.describe import describe
from game.games.joust.prompts import score
from game.games.joust.state import CourtPlay
from game.i18n import set_language
from tests.joust.helpers import cid, fight, kinds, table, to_combat, uid

PLAIN = "Sir Cedric of the Shiny Helm"  # strength 4, Strike 4: +2 fans, Block: +2 fans
ARMOURED = "Dame Matilda Moonshield"  # Always: takes 2 less damage


def lines(events, viewer=0):
    return [describe(e, viewer) for e in events]


def test_a_strike_that_deals_no_damage_is_told():
    set_language("en")
    st = to_combat(table([PLAIN], [ARMOURED]))
    st, ev = fight(st, 2, 3)  # 2 combat damage, 2 of them stopped by her armour
    assert st.seats[1].knights[0].damage == 0 and st.seats[0].fans == 1
    assert "no_damage" in kinds(ev) and "damage" not in kinds(ev)
    assert "Dame Matilda Moonshield takes no damage." in lines(ev)
    st = to_combat(table([PLAIN], [ARMOURED]))
    st, ev = fight(st, 3, 1)  # one damage gets through: a damage line, no "no damage" line
    assert "no_damage" not in kinds(ev) and st.seats[1].knights[0].damage == 1


def _with_court(st, name, target_uid, owner):
    st = st.clone()
    st.court.append(CourtPlay(cid(name), [target_uid], owner))
    return st


def test_a_silenced_block_ability_is_told_with_the_card_that_silenced_it():
    set_language("en")
    st = table([PLAIN], [PLAIN])
    defender = uid(st, 1)
    st = _with_court(st, "King's Favour", defender, 1)
    st = _with_court(st, "Jester's Distraction", defender, 0)
    st = to_combat(st)
    st, ev = fight(st, 3, 3)  # a block: King's Favour would hit back, Cedric's Block would give 2 fans
    assert st.seats[0].knights[0].damage == 0 and st.seats[1].fans == 1  # only the block's own fan
    muted = [e for e in ev if e.kind == "muted"]
    assert len(muted) == 1
    line = describe(muted[0], 0)
    assert line.startswith("Jester's Distraction on Sir Cedric of the Shiny Helm: its abilities have no effect")
    assert "King's Favour" in line


def test_nothing_is_told_when_the_silence_mutes_nothing_that_would_go_off():
    st = table([PLAIN], ["Lady Isolde Brightmane"])  # no Block ability of her own
    st = _with_court(st, "Jester's Distraction", uid(st, 1), 0)
    st, ev = fight(to_combat(st), 3, 3)
    assert "muted" not in kinds(ev)


def test_a_score_past_the_goal_reads_as_a_number_of_fans():
    set_language("en")
    st = table([PLAIN], [PLAIN], fans=(13, 11))
    assert score(st, 0)[0] == "13 fans"
    assert score(st, 1)[0] == f"11/{C.FANS_TO_WIN} fans"
