"""Log wording of abilities and fans: who gives whom by name, a drain that takes nothing says so, and
every gain of fans says where it comes from (driving the real ability interpreter and log lines)."""

from game.core.rules import Event
from game.games.joust import content as C
from game.games.joust import effects as fx
from game.games.joust.describe import describe
from game.games.joust.state import COMBAT, ORDER, Trigger
from game.i18n import set_language
from tests.joust.helpers import R, cid, kid, table, to_combat, uid

NAMES = {0: "Isolde", 1: "Gawain", 2: "Tristan"}.get


def _drain(fans: tuple) -> tuple[list[Event], object]:
    """Gawain's Sir Mordred Sneer (attacking) drains Isolde (defending): the events of the ability."""
    st = table(["Sir Humphrey the Hefty"], ["Sir Mordred Sneer"], ["Sir Galahad the Gallant"], active=1, fans=fans)
    st.phase = COMBAT
    st.attacker, st.defender = 1, 0
    st.att_uid, st.target = uid(st, 1), uid(st, 0)
    card = kid("Sir Mordred Sneer")
    events: list[Event] = []
    fx.resolve(st, Trigger(C.DRAIN, 1, uid(st, 1), 1, "knight", card, 0), events)
    return events, st


def _lines(events: list[Event], viewer: int) -> list[str]:
    return [line for ev in events if (line := describe(ev, viewer, names=NAMES))]


def test_a_bots_drain_names_who_gives_whom():
    events, st = _drain((3, 0, 0))
    assert st.seats[0].fans == 2 and st.seats[1].fans == 1
    mine = _lines(events, 0)  # Isolde is the viewer: she gives, Gawain gains
    assert mine[0] == "Sir Mordred Sneer: You give Gawain 1 fan."
    assert "gives you" not in " ".join(mine)
    assert mine[-1] == "Gawain gains 1 fan from you (1 in all)."
    theirs = _lines(events, 2)  # a third player reads names only
    assert theirs[0] == "Sir Mordred Sneer: Isolde gives Gawain 1 fan."
    assert _lines(events, 1)[0] == "Sir Mordred Sneer: Isolde gives you 1 fan."
    set_language("it")
    it = _lines(events, 0)
    assert it[0] == "Ser Mordred Ghignante: Dai 1 fan a Gawain."
    assert "ti dà" not in " ".join(it)


def test_a_drain_against_no_fans_says_nothing_is_taken():
    events, st = _drain((0, 0, 0))
    assert st.seats[0].fans == 0 and st.seats[1].fans == 0
    # one line names the knight and says nothing is taken (no "gives you 1 fan" line before it)
    assert _lines(events, 2) == ["Sir Mordred Sneer: Isolde has no fans: nothing is taken."]
    assert _lines(events, 0) == ["Sir Mordred Sneer: You have no fans: nothing is taken."]
    set_language("it")
    assert _lines(events, 2) == ["Ser Mordred Ghignante: Isolde non ha fan: non viene preso nulla."]


def test_two_gains_in_a_row_say_where_each_comes_from():
    st = table(["Sir Galahad the Gallant"], ["Sir Humphrey the Hefty"], active=1, fans=(1, 0))
    events: list[Event] = []
    fx.gain_fans(st, 0, 1, events, "block")
    fx.resolve(st, Trigger(C.FANS, 1, uid(st, 0), 0, "knight", kid("Sir Galahad the Gallant"), 0), events)
    gains = [describe(ev, 0, names=NAMES) for ev in events if ev.kind == "fans"]
    assert gains == [
        "You gain 1 fan for the block (2 in all).",
        "You gain 1 fan from Sir Galahad the Gallant (3 in all).",
    ]
    assert len(set(gains)) == 2
    told = [describe(ev, 0, names=NAMES) for ev in events]
    assert sum("fan" in line for line in told) == 2  # the ability's gain is told once, by its fans line
    crowd = cid("Roaring Crowd")  # a court card's granted gain names the court card, not a knight
    more: list[Event] = []
    fx.resolve(st, Trigger(C.FANS, 1, uid(st, 0), 0, "court", crowd, 0), more)
    assert [describe(ev, 0, names=NAMES) for ev in more if describe(ev, 0, names=NAMES)] == [
        "You gain 1 fan from Roaring Crowd (4 in all)."
    ]
    set_language("it")
    assert describe(events[0], 1, names=NAMES) == "Isolde guadagna 1 fan per la parata (2 in tutto)."


def test_a_bots_reason_for_its_ability_order_goes_on_its_own_line():
    """Gawain (a bot, attacking) orders the abilities of Isolde's blocking knight: the "why?" goes on the
    line of Gawain's choice, never on Isolde's ability line that follows."""
    from types import SimpleNamespace

    from game.games.joust import SPEC
    from game.ui import game_log

    st = table(["Dame Elaine of Astolat"], [("Sir Humphrey the Hefty", 5)], active=1, fans=(11, 0))
    st = to_combat(st)
    st, _ev = R.apply(st, 1, ("card", 2))
    st, _ev = R.apply(st, 0, ("card", 2))  # blocked: Elaine's two Block abilities, whose order matters
    assert st.phase == ORDER and R.actors(st) == frozenset({1})
    st, events = R.apply(st, 1, ("order", 0))
    step = SimpleNamespace(seat=1, action=("order", 0), events=events, reason="Gawain thinks it through.")
    lines = game_log.log_lines(SPEC, [step], 0, NAMES, [])
    why = [line for line in lines if line.reason]
    assert len(why) == 1 and why[0].seat == 1
    assert why[0].text.startswith("Gawain resolves the ability of Dame Elaine of Astolat first")
    assert (
        lines[1].text.startswith("Dame Elaine of Astolat hits back: 2 damage")
        and lines[1].seat == 0
        and not lines[1].reason
    )
    mine = game_log.log_lines(SPEC, [SimpleNamespace(**{**vars(step), "reason": ""})], 1, NAMES, [])
    assert mine[0].text == "You resolve the ability of Dame Elaine of Astolat first."


def test_a_bots_block_and_healing_abilities_name_their_player():
    st = table(["Dame Elaine of Astolat", "Friar Tuckington"], ["Sir Humphrey the Hefty"], active=1)
    st.phase = COMBAT
    st.attacker, st.defender = 1, 0
    st.att_uid, st.target = uid(st, 1), uid(st, 0)
    st.pick_att = st.pick_def = 4
    events: list[Event] = []
    fx.resolve(st, Trigger(C.REFLECT, 0, uid(st, 0), 0, "knight", kid("Dame Elaine of Astolat"), 1), events)
    fx.resolve(st, Trigger(C.HEAL_TEAM, 1, uid(st, 0, 1), 0, "knight", kid("Friar Tuckington"), 0), events)
    said = [describe(ev, 1, names=NAMES) for ev in events if ev.kind == "ability"]
    assert said == [
        "Dame Elaine of Astolat hits back: 4 damage to the attacker (Isolde’s block value).",
        "Friar Tuckington strikes: heal 1 damage from each knight of Isolde. No damage: nothing is healed.",
    ]
    assert "your" not in " ".join(said)
    assert describe(events[0], 0) == "Dame Elaine of Astolat hits back: 4 damage to the attacker (your block value)."


def test_a_block_that_hits_back_through_kings_favour_is_told_in_our_words():
    """King's Favour lends a knight "Block: hits back = block value": the log says who hits back, with
    which card, for how much and why, never the card's printed rule with a possessive stuck on."""
    st = table(["Sir Ector Oldguard"], ["Dame Elaine of Astolat"], active=1)
    st.phase = COMBAT
    st.attacker, st.defender = 1, 0
    st.att_uid, st.target = uid(st, 1), uid(st, 0)
    st.pick_att = st.pick_def = 3
    favour = next(i for i, c in enumerate(C.COURTS) if c.name == "King's Favour")
    events: list[Event] = []
    fx.resolve(st, Trigger(C.REFLECT, 0, uid(st, 0), 0, "court", favour, 1), events)
    ev = next(e for e in events if e.kind == "ability")
    line = "Sir Ector Oldguard hits back with King's Favour: 3 damage to the attacker (Isolde’s block value)."
    assert describe(ev, 1, names=NAMES) == line
    assert any(e.kind == "damage" and e.data["amount"] == 3 for e in events)
    set_language("it")
    try:
        it = describe(ev, 1, names=NAMES)
    finally:
        set_language("en")
    assert it.startswith("Ser Ettore") and "Favore del re" in it and " 3 danni " in it and "Isolde" in it, it
    assert "'" not in it and "Infliggi" not in it, it


def test_a_healing_with_nothing_to_heal_reads_naturally_in_italian():
    st = table(["Dame Elaine of Astolat", "Friar Tuckington"], ["Sir Humphrey the Hefty"], active=1)
    st.phase = COMBAT
    st.attacker, st.defender = 1, 0
    st.att_uid, st.target = uid(st, 1), uid(st, 0)
    events: list[Event] = []
    fx.resolve(st, Trigger(C.HEAL_TEAM, 1, uid(st, 0, 1), 0, "knight", kid("Friar Tuckington"), 0), events)
    set_language("it")
    try:
        line = describe(next(ev for ev in events if ev.kind == "ability"), 0)
    finally:
        set_language("en")
    assert line.startswith("Frate Tucchetto colpisce: ") and line.endswith(". Non c’erano danni da curare."), line
