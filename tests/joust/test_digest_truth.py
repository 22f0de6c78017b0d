"""The news tells a combat truly: the knight that blocked is the defender's (lent abilities named as
lent), every knight a deed hurt is told with its damage or its knock-out, and every fan the attacker
won is counted once, a stolen fan in the same sentence. Italian joins "a" and a name's article."""

from __future__ import annotations

import pytest

from game.core.rules import Event
from game.games.joust import content as C
from game.games.joust.articles import is_lady
from game.games.joust.describe import describe
from game.games.joust.ui.digest import digest
from game.i18n import _, set_language

BLACK, TRISTAN, ELAINE, BEDIVERE, PALOMIDES, ECTOR = 6, 9, 16, 17, 20, 22
NAMES = {0: "You", 1: "Enide", 2: "Ivano"}


@pytest.fixture(autouse=True)
def english():
    set_language("en")
    yield
    set_language("en")


def _name(seat: int) -> str:
    return NAMES[seat]


def _reveal(attacker: int, defender: int, result: str, target: int, att_uid: int) -> Event:
    data = {"attacker": attacker, "defender": defender, "att": 3, "def": 2, "result": result}
    return Event("reveal", {**data, "att_uid": att_uid, "target": target})


def _damage(uid: int, seat: int, card: int, n: int, by: int) -> Event:
    return Event("damage", {"uid": uid, "seat": seat, "card": card, "amount": n, "total": n, "excess": 0, "by": by})


def _fans(seat: int, n: int, total: int, why: str, **extra: int) -> Event:
    return Event("fans", {"seat": seat, "amount": n, "total": total, "why": why, **extra})


def _news(*events: Event, seat: int = 1) -> list[str]:
    return digest([(seat, None, list(events))], 0, _name)[seat]


def test_the_block_names_the_defenders_knight_and_the_lent_ability():
    ability = {"seat": 0, "uid": 70, "user": BLACK, "origin": "knight", "card": BEDIVERE, "effect": "heal_self"}
    line = _news(
        Event("attack", {"attacker": 1, "defender": 0, "att_uid": 11, "target": 70}),
        _reveal(1, 0, "block", 70, 11),
        Event("ability", {**ability, "ability": 0, "amount": 1}),
    )
    assert line == [
        "Enide attacks you: "
        + _("blocked by {k} with {lent}’s ability").format(
            k=_(C.ALL_KNIGHTS[BLACK].name), lent=_(C.ALL_KNIGHTS[BEDIVERE].name)
        )
    ]


def test_every_knight_a_strike_hurt_is_told_and_a_knock_out_says_how():
    line = _news(
        _reveal(1, 0, "strike", 70, 11),
        Event(
            "ability",
            {
                "seat": 1,
                "uid": 11,
                "user": TRISTAN,
                "origin": "knight",
                "card": TRISTAN,
                "ability": 0,
                "effect": "splash_def",
                "amount": 2,
            },
        ),
        _damage(71, 0, PALOMIDES, 2, 1),
        _damage(70, 0, BLACK, 3, 1),
        Event("knockout", {"uid": 70, "seat": 0, "card": BLACK, "by": 1}),
        _fans(1, 4, 9, "strike"),
    )
    assert line == [
        "Enide attacks you: strike, 2 damage to Sir Palomides the Patient, The Black Knight knocked out (+4 fans)"
    ]


def test_the_damage_hit_back_on_a_block_is_told():
    line = _news(_reveal(1, 2, "block", 40, 11), _damage(11, 1, TRISTAN, 1, 2), _fans(2, 1, 3, "block"))
    assert line == [
        f"Enide attacks Ivano: blocked by a knight, 1 damage to {_(C.ALL_KNIGHTS[TRISTAN].name)} (+1 fan to Ivano)"
    ]


def test_the_defenders_block_fan_is_told_with_the_attack():
    """The fan a block wins is public: the attacker's line names who won it, "you" for the viewer, with
    every fan the defender's abilities added and the attacker's own fans first."""
    mine = _news(_reveal(1, 0, "block", 70, 11), _fans(0, 1, 4, "block"))
    assert mine == ["Enide attacks you: blocked by a knight (+1 fan to you)"]
    theirs = _news(
        _reveal(1, 2, "block", 40, 11),
        _fans(1, 1, 2, "ability", card=TRISTAN),
        _fans(2, 2, 5, "ability", card=ELAINE),
        _fans(2, 1, 6, "block"),
    )
    assert theirs == ["Enide attacks Ivano: blocked by a knight (+1 fan) (+3 fans to Ivano)"]


def test_a_stolen_fan_is_counted_once_in_the_combats_sentence():
    lines = _news(
        _reveal(1, 0, "strike", 70, 11),
        _damage(70, 0, BLACK, 2, 1),
        Event("fans_lost", {"seat": 0, "amount": 1, "total": 5, "taker": 1}),
        _fans(1, 1, 3, "steal", giver=0),
        _fans(1, 1, 4, "strike"),
    )
    assert lines == ["Enide attacks you: strike, 2 damage to The Black Knight (+2 fans, 1 from you)"]


def test_italian_joins_the_preposition_and_the_article():
    set_language("it")
    lines = _news(_reveal(1, 0, "strike", 70, 11), _damage(70, 0, BLACK, 1, 1))
    assert "1 danno al Cavaliere Nero" in lines[0] and " a Il " not in lines[0]


def test_the_italian_log_joins_the_article_and_says_le_to_a_lady():
    set_language("it")
    line = describe(Event("decree", {"seat": 1, "uid": 70, "card": BLACK, "cost": 2, "fans": 3}), 0)
    assert line.endswith("1 danno al Cavaliere Nero (gliene restano 3).")
    assert is_lady(ELAINE) and is_lady(24) and not is_lady(BLACK) and not is_lady(TRISTAN)
    assert " le infligge " in _("{target} blocks {knight} and deals her {n} damage back")


def test_every_jousting_rival_hurt_alike_is_told_in_one_phrase():
    line = _news(
        _reveal(1, 0, "strike", 70, 11),
        _damage(70, 0, BLACK, 1, 1),
        _damage(40, 2, ELAINE, 1, 1),
        _damage(50, 3, ECTOR, 1, 1),
    )
    assert line == [
        "Enide attacks you: strike, 1 damage each to The Black Knight, Dame Elaine of Astolat and Sir Ector Oldguard"
    ]
