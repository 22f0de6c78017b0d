"""Armour reduces only combat damage: an ability's damage to an armoured knight says in the log that
its armour was ignored ("2 damage to each knight" once seemed to overlook a "takes −2 dmg")."""

from game.games.joust import content as C
from game.games.joust.describe import describe
from game.i18n import set_language
from tests.joust.helpers import fight, table, to_combat

SPLASHER = "Sir Galahad the Gallant"  # Strike: 1 damage to each defending knight
ARMOURED = "Dame Matilda Moonshield"  # Always: takes 2 less combat damage
PLAIN = "Sir Cedric of the Shiny Helm"


def _hurt():
    st = to_combat(table([SPLASHER], [ARMOURED, PLAIN]))
    st, events = fight(st, 4, 1)
    return [e for e in events if e.kind == "damage"]


def test_an_abilitys_damage_to_an_armoured_knight_says_its_armour_was_ignored():
    set_language("en")
    hurt = _hurt()
    names = {C.KNIGHTS[e.data["card"]].name: e for e in hurt if not e.data["combat"]}
    assert set(names) == {ARMOURED, PLAIN}
    armoured = describe(names[ARMOURED], 0)
    assert names[ARMOURED].data["armour_ignored"] == 2
    assert armoured == f"{ARMOURED} takes 1 damage, armour ignored ({names[ARMOURED].data['total']} in all)."
    assert "armour" not in describe(names[PLAIN], 0)  # no armour to ignore: nothing said
    combat = next(e for e in hurt if e.data["combat"])
    assert "armour_ignored" not in combat.data and "armour" not in describe(combat, 0)  # armour counted


def test_the_italian_line_uses_the_glossarys_armour():
    set_language("it")
    try:
        e = next(e for e in _hurt() if not e.data["combat"] and e.data.get("armour_ignored"))
        assert "armatura ignorata" in describe(e, 0)
    finally:
        set_language("en")
