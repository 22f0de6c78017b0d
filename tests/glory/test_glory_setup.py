"""Setup (rulebook §III), initiative (§V maintenance) and registration examples (§V registration)."""

from __future__ import annotations

from game.games.glory import RULES
from game.games.glory import content as C
from game.games.glory.actions import circles
from game.games.glory.maintenance import reorder_initiative
from game.games.glory.rules import flow
from game.games.glory.state import PasSlot
from tests.glory.glory_helpers import finish_setup, new, play


def test_setup_components_by_player_count():
    for n, special, regular in ((1, 1, 5), (2, 1, 5), (3, 2, 6), (4, 2, 7)):
        s = finish_setup(new(n, 3))
        assert s.n_special == special and len(s.track) == special + regular  # book: 5/6/7 regular
        assert all(s.track)
        assert len(s.public_titles) == 3
        assert all(len(s.face_up[t]) == 4 for t in C.JOURNEY_TYPES)
        assert [C.EVENTS[e].round for e in s.events] == [1, 2, 3]
        assert s.phase == "action" and s.round == 1
        for p in s.players:
            assert p.character and p.pawns == C.PAWNS - (1 if s.events[0] == "to_arms" else 0)
        assert circles(s, "training") == (2 if n >= 3 else 1)
        assert circles(s, "service") == (2 if n == 4 else 1)  # locked circles by player count


def test_character_choice_gives_resources_income_and_three_levels():
    s = new(2, 5)
    seat = s.actor
    p = s.players[seat]
    assert sorted(C.CHARACTERS[c].level for c in p.choices) == [1, 2, 3]
    lvl3 = next(c for c in p.choices if C.CHARACTERS[c].level == 3)
    s, events = play(s, seat, ("character", lvl3))
    ch = C.CHARACTERS[lvl3]
    p = s.players[seat]
    assert p.coins == ch.coins and p.strength == ch.strength and p.mount == ch.mount
    assert [t.kind for t in p.supports] == [ch.support]  # level III: a special support
    # then: keep titles, then exchange journey cards for Strength
    assert s.pending[-1].kind == "keep_title" and len(s.pending[-1].items) == ch.titles_drawn
    s, _ = play(s, seat, ("keep_title", s.pending[-1].items[0]))
    assert s.pending[-1].kind == "setup_exchange"
    card = s.players[seat].hand[0]
    strength = s.players[seat].strength
    s, _ = play(s, seat, ("exchange", card))
    assert card not in s.players[seat].hand and s.players[seat].strength == strength + 1
    assert card in s.decks[card[0]]


def test_initiative_compensation_glory_and_challenge_cards():
    s = finish_setup(new(3, 8, characters="level1"))
    for place, seat in enumerate(s.initiative):
        p = s.players[seat]
        assert p.glory == 10 + place  # book: 1 glory per place behind the first player
        challenges = sum(1 for c in p.hand if c[0] == "C")
        assert challenges == place  # level I draws R + M only


def test_initiative_reordering_example():
    # book: Black and Red put pawns under the track (Black first); White and Blue slide right
    white, red, blue, black = 0, 1, 2, 3
    assert reorder_initiative([white, red, blue, black], [black, red]) == [black, red, white, blue]
    assert reorder_initiative([white, red, blue, black], []) == [white, red, blue, black]


def test_initiative_action_reorders_at_maintenance():
    s = finish_setup(new(3, 2))
    first, second, third = s.initiative
    s, _ = play(s, first, ("place", "patrol"))
    s, _ = play(s, second, ("place", "patrol"))
    coins = s.players[third].coins
    s, _ = play(s, third, ("place", "initiative"))
    assert s.players[third].coins == coins + 1
    assert s.initiative_pawns == [third]
    # play the rest of the action and journey phases with trivial choices
    while s.phase in ("action", "journey"):
        seat = s.actor
        legal = RULES.legal_actions(s, seat)
        pick = next((a for a in legal if a in (("stop",), ("place", "patrol"))), legal[0])
        if seat == third and s.phase == "action":
            assert ("place", "initiative") not in legal  # once per round (book)
        s, _ = play(s, seat, pick)
    assert s.initiative == [third, first, second]


def _registration(s, plaisance_row=None, pas=None):
    s.phase = "registration"
    s.pending = []
    if plaisance_row is not None:
        s.pas = []
        s.bracket = [plaisance_row, ["", "", "", ""], ["", ""], [""]]
    if pas is not None:
        s.pas, s.bracket = pas, []
    s.reg_pass, s.reg_done, s.turn = 0, [], 0
    flow(s, [])
    return s


def test_plaisance_registration_example_three_players():
    s = finish_setup(new(3, 4, t1=C.PLAISANCE))
    red, blue, black = 0, 1, 2
    s.initiative = [red, blue, black]
    row = ["k:mathew", "", "", "k:borssele", "", "", "k:luxembourg", ""]
    s = _registration(s, plaisance_row=row)
    assert s.actor == red and ("pass",) in RULES.legal_actions(s, red)
    s, _ = play(s, red, ("pass",))
    s, _ = play(s, blue, ("pass",))
    assert s.actor == black and ("pass",) not in RULES.legal_actions(s, black)  # worst initiative must place
    s, _ = play(s, black, ("register", 1))
    assert s.actor == red
    s, _ = play(s, red, ("pass",))
    assert s.actor == blue and ("pass",) not in RULES.legal_actions(s, blue)
    s, _ = play(s, blue, ("register", 4))
    assert ("register", 5) in RULES.legal_actions(s, red)  # Red could challenge Blue next door
    s, events = play(s, red, ("register", 2))
    assert s.phase == "tournament" or s.duel is not None
    assert all(x for x in (s.bracket[0] if s.bracket else [1]))  # free spaces filled with knights
    assert any(e.kind == "knights_added" for e in events)


def test_pas_registration_example_two_players():
    s = finish_setup(new(2, 4, t1=C.PAS))
    white, red = 0, 1
    s.initiative = [white, red]
    pas = [[PasSlot("federico"), PasSlot("sforza")], [PasSlot("almada"), PasSlot("mathew")], [PasSlot("zizka")]]
    pas[0][0].challenger = white  # A: White's Herald
    pas[2][0].challenger = red  # B: Red's Herald
    s = _registration(s, pas=pas)
    assert s.actor == white and ("pass",) not in RULES.legal_actions(s, white)
    assert {a[1] for a in RULES.legal_actions(s, white)} == {1}  # one knight per town
    s, _ = play(s, white, ("register", 1, 0))  # C
    assert RULES.legal_actions(s, red) == [("register", 0, 1), ("register", 1, 1)]
    s, _ = play(s, red, ("register", 1, 1))  # D
    # White has nowhere left: registered in Florence and Paris, Munich's knight taken: skipped
    assert s.actor == red
    assert RULES.legal_actions(s, red) == [("register", 0, 1), ("pass",)]
    s, _ = play(s, red, ("register", 0, 1))  # E
    assert s.phase == "tournament"
    assert [[x.challenger for x in row] for row in s.pas] == [[white, red], [white, red], [red]]


def _choose(s, seat, character):
    s, _ = play(s, seat, ("character", character))
    return s


def test_handicap_lower_mount_or_armor_after_the_character():
    """Book §III step 3 and §X: experienced players may start with a lower mount and armor, even level I."""
    s = new(2, 5, handicap="offered", characters="level1")
    seat = s.actor
    s = _choose(s, seat, s.players[seat].choices[0])
    assert s.pending[-1].kind == "handicap" and s.actor == seat
    legal = RULES.legal_actions(s, seat)
    assert legal[0] == ("equipment", 2, 2)  # the character's own levels come first
    assert set(legal) == {("equipment", m, a) for m in (1, 2) for a in (1, 2)}
    glory = s.players[seat].glory
    s, events = play(s, seat, ("equipment", 1, 2))
    p = s.players[seat]
    assert (p.mount, p.armor) == (1, 2) and p.glory == glory
    (e,) = [e for e in events if e.kind == "handicap"]
    assert e.data == {"seat": seat, "mount": 1, "armor": 2}
    assert s.pending[-1].kind == "keep_title"  # then the usual setup decisions
    # keeping the character's equipment changes nothing and says nothing
    other = s.actor
    while other == seat:
        s, _ = play(s, seat, RULES.legal_actions(s, seat)[-1])
        other = s.actor
    s = _choose(s, other, s.players[other].choices[0])
    s, events = play(s, other, ("equipment", 2, 2))
    assert (s.players[other].mount, s.players[other].armor) == (2, 2)
    assert not [e for e in events if e.kind == "handicap"]


def test_handicap_from_a_level_three_mount_and_only_when_offered():
    s = new(3, 2, handicap="offered")
    seat = s.actor
    errant = next((c for c in s.players[seat].choices if C.CHARACTERS[c].mount == 3), None)
    if errant is None:  # give this seat the Knight Errant (mount III) to check the lower levels offered
        s.players[seat].choices[1] = errant = "errant"
    s = _choose(s, seat, errant)
    assert RULES.legal_actions(s, seat) == [("equipment", m, a) for m in (3, 2, 1) for a in (2, 1)]
    off = new(3, 2)
    seat = off.actor
    off = _choose(off, seat, off.players[seat].choices[0])
    assert all(p.kind != "handicap" for p in off.pending)
    hard = new(1, 2, solo_mode="champion", solo_difficulty="hard", handicap="offered")
    hard = _choose(hard, 0, hard.players[0].choices[0])
    assert all(p.kind != "handicap" for p in hard.pending)  # level I mount and armor already: nothing lower


def test_handicap_log_lines():
    from game.core.rules import Event
    from game.games.glory.describe import describe

    e = Event("handicap", {"seat": 1, "mount": 1, "armor": 1})
    assert describe(e, 1) == "You start with a level I mount and level I armor."
    assert describe(e, 0, lambda seat: "Bors") == "Bors takes a handicap: a level I mount and level I armor."


def test_bots_keep_their_characters_equipment():
    from game.core.rng import Rng
    from game.games.glory import bots as B

    for level in ("easy", "medium", "hard"):
        for seed in range(3):
            s = new(3, seed, handicap="offered")
            rng = Rng.from_seed(seed)
            while s.phase == "setup":
                seat = s.actor
                action = B.BOTS[level]().choose(RULES, RULES.view(s, seat), seat, rng)
                if action[0] == "equipment":
                    assert action == RULES.legal_actions(s, seat)[0], level  # never a handicap by chance
                s, _ = play(s, seat, action)
