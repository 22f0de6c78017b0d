"""Solo mode: every action of Otto, his registration rules and his scoring (rulebook §IX)."""

from __future__ import annotations

from game.games.glory import RULES
from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory.automa import feasible, otto_register, otto_turn, pas_choice, plaisance_choice, resolve
from game.games.glory.state import OTTO, PasSlot
from game.games.glory.tournament import combatant
from tests.glory.glory_helpers import finish_setup, new

WM, SQUIRE, SISTER, MINSTREL = "S11", "S10", "S13", "S16"


def solo(mode="rivalry", difficulty="easy", **extra):
    return finish_setup(new(1, 3, solo_mode=mode, solo_difficulty=difficulty, **extra))


def otto9(s):
    """Otto with attack 9 and no prestige (the values the registration tests reason with)."""
    s.solo.attack, s.solo.prestige = 9, 0
    return s


def test_solo_setup():
    s = solo()
    assert s.initiative == [0, OTTO] and s.solo.glory == C.OTTO_START_GLORY
    assert sorted(s.solo.deck + s.solo.discard) == [f"A{i}" for i in range(1, 10)]
    assert (s.solo.attack, s.solo.prestige) == C.OTTO_TILES["easy"]
    assert len(s.solo.titles) == 1 and s.solo.titles[0] not in s.public_titles  # his hidden objective
    assert RULES.view(s, 0).solo.titles == ["?"]
    w = finish_setup(new(1, 3, solo_deck="warrior"))
    assert len(w.solo.deck + w.solo.discard) == 11 and "W1" in w.solo.deck + w.solo.discard
    champ = finish_setup(new(1, 3, solo_mode="champion", solo_difficulty="hard", t1=C.PAS))
    assert champ.tournament_types == [C.PLAISANCE] * 3  # Champion: Joust à Plaisance only
    assert champ.players[0].mount == 1 and champ.players[0].armor == 1


def test_support_action_discards_the_first_listed_kind_skipping_the_two_coin_space():
    s = solo()
    two = s.track_costs.index(2)
    s.track = ["S01"] + ["" for _ in s.track[1:]]
    s.track[two] = WM  # on the 2-coin space: ignored
    s.track[two + 1] = SISTER
    s.track[two + 2] = SQUIRE
    act = ("support", "weapons_master", "squire", "sister")
    assert feasible(s, act)
    resolve(s, act, [])
    assert s.track[two] == WM and s.track[two + 2] == "" and s.track[two + 1] == SISTER
    assert SQUIRE in s.supports_out and s.spaces["support"] == [OTTO]


def test_support_and_special_score_in_rivalry_only():
    for mode, gain in (("rivalry", 4), ("score", 0)):
        s = solo(mode)
        s.track[-1] = MINSTREL
        g = s.solo.glory
        resolve(s, ("support", "minstrel"), [])
        assert s.solo.glory == g + gain
    s = solo()
    s.track[0] = "S06"  # Lady
    g = s.solo.glory
    assert feasible(s, ("special",))
    resolve(s, ("special",), [])
    assert s.track[0] == "" and s.solo.glory == g + C.OTTO_SUPPORT_GLORY["lady"]
    assert not feasible(s, ("special",))


def test_travel_plans_removes_four_cards_or_falls_through():
    s = solo()
    cards = list(s.face_up["R"])
    assert feasible(s, ("travel", "R"))
    resolve(s, ("travel", "R"), [])
    assert s.face_up["R"] == [] and all(c in s.removed for c in cards)
    s.face_up["M"] = s.face_up["M"][:3]
    assert not feasible(s, ("travel", "M"))  # fewer than 4: the next action instead


def test_new_objective_keeps_one_title():
    s = solo()
    n = len(s.title_deck)
    resolve(s, ("objective",), [])
    assert len(s.solo.titles) == 2 and len(s.title_deck) == n - 3 and len(s.title_discard) == 2


def test_event_action():
    s = solo()
    s.events[0] = "crusade"
    assert feasible(s, ("event",))
    g = s.solo.glory
    resolve(s, ("event",), [])
    assert s.spaces["event"] == [OTTO] and s.solo.glory == g + 3
    assert not feasible(s, ("event",))
    s = solo()
    s.events[0], s.event_support = "volunteer", "S02"
    resolve(s, ("event",), [])
    assert s.event_support == "" and "S02" in s.supports_out
    s.events[0] = "harvest"
    s.spaces["event"] = []
    assert not feasible(s, ("event",))  # no action space on this event


def test_initiative_and_occupying_actions():
    s = solo()
    assert feasible(s, ("initiative",))
    resolve(s, ("initiative",), [])
    assert s.initiative_pawns == [OTTO]
    assert not feasible(s, ("initiative",))
    for space in ("training", "prayer", "service"):
        assert feasible(s, (space,))
        resolve(s, (space,), [])
        assert s.spaces[space] == [OTTO]
        assert not feasible(s, (space,))  # two players: one circle


def test_herald_only_in_rivalry():
    assert not feasible(solo("score"), ("herald",))
    s = otto9(solo("rivalry", t1=C.PAS))
    s.pas = [[PasSlot("federico"), PasSlot("luxembourg")], [PasSlot("mathew")], [PasSlot("jagiello")]]
    s.pas[1][0].challenger = 0
    assert feasible(s, ("herald",))
    events: list = []
    resolve(s, ("herald",), events)
    # Otto (9): Federico (8, glory 3) is the best sure win; Paris has the player; Jagiełło beats him
    assert s.pas[0][0].challenger == OTTO
    kinds = [e.kind for e in events]
    assert kinds[0] == "otto_action" and len(kinds) > 1, kinds  # his herald is told before the place it takes


def test_otto_turn_tries_actions_in_order_then_next_card():
    s = solo()
    s.solo.deck = ["A2", "A3"]  # A3 drawn first: special, prayer, travel R
    s.track[0] = ""
    s.spaces["prayer"] = [0]
    s.solo.pawns = 3
    otto_turn(s, [])
    assert s.solo.last_card == "A3" and s.solo.last_action == "travel"
    s.face_up["R"] = []
    s.solo.deck = ["A3"]
    s.solo.discard = []
    otto_turn(s, [])  # nothing on A3 works: the deck is reshuffled and the next card drawn
    assert s.solo.last_action != "" and s.solo.pawns == 1


def test_pas_registration_choice_best_certain_win():
    s = otto9(solo("rivalry", "easy"))
    s.pas = [
        [PasSlot("lalaing"), PasSlot("sforza")],  # Lalaing 9 with prestige 2 wins a tie: not certain
        [PasSlot("powala"), PasSlot("luxembourg")],  # Powała: 7 + white die up to 3 = 10: not certain
        [PasSlot("zizka")],
    ]
    assert pas_choice(s, False) == (2, 0)  # Žižka (glory 4) beats Sforza (3) and Luxembourg (1)
    s.pas[2][0].challenger = OTTO
    assert pas_choice(s, False) in ((0, 1),)
    otto_register(s, [], herald=False)
    assert s.pas[0][1].challenger == OTTO


def test_plaisance_brave_but_not_reckless():
    s = otto9(solo("rivalry", "easy"))
    s.pas = []
    # slots 0-1: a king who surely beats him; 2-3: two weak knights; 4-7: empty / the player
    s.bracket = [["k:jagiello", "", "k:luxembourg", "", "", "p:0", "", "k:mathew"], ["", "", "", ""], ["", ""], [""]]
    slot = plaisance_choice(s)
    assert slot != 1  # never next to a knight certain to defeat him
    assert slot != 4  # a weaker knight rather than the player
    assert slot == 6  # Mathew (glory 2) beats Luxembourg (glory 1) as a sure first win
    s.bracket[0] = ["", "k:mathew", "", "k:luxembourg", "", "", "", ""]
    assert plaisance_choice(s) == 0
    # equal paths: the rightmost one
    s.bracket[0] = ["k:mathew", "", "", "", "", "", "", "k:mathew"]
    assert plaisance_choice(s) == 6


def test_otto_as_a_combatant_and_scoring():
    s = solo("rivalry", "hard")
    c = combatant(s, "o")
    assert c.kind == D.OTTO and (c.attack, c.prestige_value) == C.OTTO_TILES["hard"]
    from game.games.glory.automa import otto_score_titles

    s.solo.titles = ["wealthy"]
    s.public_titles = ["strong", "brave", "noble"]
    g = s.solo.glory
    events: list = []
    otto_score_titles(s, events)
    assert s.solo.glory == g + sum(C.TITLES[t].glory for t in s.public_titles) + C.TITLES["wealthy"].glory
    from game.games.glory.describe import describe

    line = describe(events[0], 0)  # the log names each title, his secret one as such
    assert line.startswith(f"Otto scores {s.solo.glory - g} glory points for titles: "), line
    assert all(C.TITLES[t].name in line for t in s.public_titles) and "Wealthy (his secret title)" in line, line


def test_solo_outcomes():
    from tests.glory.glory_helpers import play_random_game

    for mode in ("rivalry", "score", "champion"):
        s = play_random_game(1, 21, solo_mode=mode)
        out = RULES.outcome(s)
        won = out.breakdown[0]["Victory"]
        assert out.winners == ((0,) if won else ())
        assert sorted(x for g in out.ranking for x in g) == [0]


def test_otto_fights_in_rivalry_tournaments_and_scores_glory():
    from game.core.rng import Rng
    from tests.glory.glory_helpers import random_action

    for kind in (C.PAS, C.PLAISANCE):
        s = new(1, 8, solo_mode="rivalry", solo_difficulty="hard", t1=kind, t2=kind, t3=kind)
        rng = Rng.from_seed(3)
        otto_duels = 0
        duel_glory = 0
        while RULES.outcome(s) is None:
            seat, action = random_action(s, rng)
            s, events = RULES.apply(s, seat, action)
            for e in events:
                if e.kind == "duel_start":
                    otto_side = [i for i, side in enumerate(e.data["sides"]) if side["kind"] == "otto"]
                    otto_duels += bool(otto_side)
                if e.kind == "duel_end" and otto_side:
                    duel_glory += e.data["glory_gain"][otto_side[0]]
        assert otto_duels >= 1, kind
        assert duel_glory > 0  # he scores his victories (the hard tile beats most knights)
        assert s.solo.glory >= C.OTTO_START_GLORY + duel_glory


def test_rivalry_otto_knight_tile_leaves_the_knight_piles():
    """Book §IX Rivalry: "Take the corresponding Knight tile from the stack"; RULES-NOTES: out for the game."""
    from tests.glory.glory_helpers import play_random_game

    for difficulty in C.DIFFICULTIES:
        s = new(1, 4, solo_mode="rivalry", solo_difficulty=difficulty)
        tile = C.OTTO_KNIGHTS[difficulty]
        assert s.solo.tile == tile
        assert (C.KNIGHTS[tile].attack, C.KNIGHTS[tile].prestige) == (s.solo.attack, s.solo.prestige)
        piles = [k for pile in s.knight_piles.values() for k in pile]
        on_board = [x.knight for row in s.pas for x in row] + [e[2:] for row in s.bracket for e in row if e[:2] == "k:"]
        assert tile not in piles + on_board
        assert sorted(piles + on_board + [tile]) == sorted(C.KNIGHTS)
        end = play_random_game(1, 4, solo_mode="rivalry", solo_difficulty=difficulty, t1=C.PLAISANCE)
        assert tile not in [k for pile in end.knight_piles.values() for k in pile]
    assert C.OTTO_TILES == {"easy": (7, 0), "medium": (8, 1), "hard": (9, 2)}  # easy < medium < hard
    for mode in ("score", "champion"):  # no tile for Otto outside Rivalry: every knight stays
        s = new(1, 4, solo_mode=mode)
        assert s.solo.tile == ""
        piles = [k for pile in s.knight_piles.values() for k in pile]
        on_board = [x.knight for row in s.pas for x in row] + [e[2:] for row in s.bracket for e in row if e[:2] == "k:"]
        assert sorted(piles + on_board) == sorted(C.KNIGHTS)


def test_ottos_log_line_says_which_actions_of_his_card_he_could_not_do():
    from game.games.glory.describe import describe

    s = solo()
    s.solo.deck = ["A3"]  # special, prayer, travel R: the first two are made impossible
    s.track[: s.n_special] = [""] * s.n_special
    s.spaces["prayer"] = [0]
    events: list = []
    otto_turn(s, events)
    action = next(e for e in events if e.kind == "otto_action")
    assert action.data["action"] == "travel" and action.data["passed"] == ["special", "prayer"]
    line = describe(action, 0)
    assert line.startswith("Otto takes the Travel Plans space and removes the face-up Romance cards (")
    assert line.endswith(".")
    assert (
        "(not possible on his card: Special Support, no such support on the track; Prayer, its space is full)" in line
    ), line
    assert action.data["why"] == ["tile", "taken"]
    s.solo.deck = ["A3"]
    s.track[0] = SQUIRE
    events = []
    otto_turn(s, events)  # his card's first action: nothing to explain
    first = next(e for e in events if e.kind == "otto_action")
    assert first.data["passed"] == [] and "not possible" not in describe(first, 0)
