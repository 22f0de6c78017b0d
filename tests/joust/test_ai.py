"""Bots: legal moves in every mode, mixed combat cards, no peeking, reading habits, public reasons."""

import re
from collections import Counter

import pytest

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options
from game.games.joust import ai, reading
from game.games.joust import content as C
from game.games.joust.idle_court import idle_share
from game.games.joust.state import COMBAT, HIDDEN, JOUST, OVER, TARGET
from game.games.joust.worn import exposed_worn, one_strike_from_out
from tests.joust.helpers import R, cid, fight, kid, table, to_combat, uid

LEVELS = ["random", "easy", "medium", "hard"]


def play(labels, variant="standard", seed=4, players=None, keep=None):
    """Play one game with bots of ``labels`` (one per seat); return the final state."""
    spec = get("joust")
    n = players or len(labels)
    st = R.new_game(Options(n, variant), seed)
    bots = {s: spec.bot_factory(labels[s % len(labels)])() for s in range(n)}
    rng = Rng.from_seed(seed * 31 + 1)
    steps = 0
    while R.outcome(st) is None and steps < 2000:
        for seat in sorted(R.actors(st)):
            if seat not in R.actors(st):
                continue
            view = R.view(st, seat)
            action = bots[seat].choose(R, view, seat, rng)
            assert action in R.legal_actions(st, seat)
            if keep is not None:
                keep.append((st, seat, action, bots[seat].explain))
            st, _ = R.apply(st, seat, action)
        steps += 1
    assert R.outcome(st) is not None
    return st


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("variant, players", [("standard", 2), ("standard", 4), ("tale", 3), ("carousel", 3)])
def test_bots_play_legal_moves_to_the_end(level, variant, players):
    play([level], variant, seed=4, players=players)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_combat_card_choice_is_mixed(level):
    st = to_combat(table(["Sir Galahad the Gallant"], ["Sir Cedric of the Shiny Helm"]))
    bot = get("joust").bots[level]()
    for seat in (st.attacker, st.defender):
        view = R.view(st, seat)
        picks = Counter(bot.choose(R, view, seat, Rng.from_seed(i))[1] for i in range(60))
        assert len(picks) >= 2, f"{level} {seat} always plays {picks}"
        assert max(picks.values()) < 55


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_defender_never_sees_the_attackers_card(level):
    st = to_combat(table(["Sir Galahad the Gallant"], ["Sir Cedric of the Shiny Helm"]))
    choices = []
    for att_card in (1, 4):
        after, _ = R.apply(st, 0, ("card", att_card))
        view = R.view(after, 1)
        assert view.pick_att == HIDDEN
        choices.append(get("joust").bots[level]().choose(R, view, 1, Rng.from_seed(42)))
    assert choices[0] == choices[1]


def test_reading_spots_a_defender_who_always_matches_the_top_card():
    st = to_combat(table(["Sir Galahad the Gallant"], ["Sir Cedric of the Shiny Helm"]))
    view = R.view(st, 0)
    eq = [0.25] * 4
    forecast, _w = reading.predict(view, 1, 0, 4, eq)
    assert forecast == pytest.approx(eq)  # nothing seen yet: the equilibrium
    view.revealed = [(t, 0, 1, 4 if t % 2 else 3, 4 if t % 2 else 3, 4) for t in range(1, 9)]  # matched every time
    forecast, w = reading.predict(view, 1, 0, 4, eq)
    assert w[1] + w[2] > 0.8 and forecast[3] + forecast[2] > 0.8
    strike, block, p, q = ai.equilibrium(R, view, 0)
    mix, leaned = ai.exploiting_mix(view, 0, strike, block, p, q, ai.HardBot.lean)
    assert leaned > 0.3 and mix[3] + mix[2] < p[3] + p[2]  # it attacks where the defender does not guard


def test_hard_wins_at_least_half_against_random():
    wins = 0
    for g in range(8):
        labels = ["hard", "random"] if g % 2 == 0 else ["random", "hard"]
        st = play(labels, seed=100 + g)
        wins += labels[st.winner] == "hard"
    assert wins >= 4  # Joust is a game of luck too: over 200 games hard wins about 3 in 4


_ALGORITHM = re.compile(r"random|mixed|strateg|simulat|monte|carlo|search|equilibri|probab|percent|%", re.I)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_reasons_state_public_information_only(level):
    moves = []
    for g, variant in enumerate(("standard", "tale")):
        play([level, "medium"], variant, seed=60 + g, keep=moves)
    said = [(st, seat, action, why) for st, seat, action, why in moves if why]
    assert len(said) > 20
    for st, seat, _action, why in said:
        assert not _ALGORITHM.search(why), why
        assert not re.search(r"\d", why), why  # no card values, counts or chances
        if st.phase == COMBAT:
            # the reason of a secret pick is the same whatever card was picked: it comes from the view
            assert why == ai.combat_reason(R.view(st, seat), seat)
        hidden = [k.card for s, me in enumerate(R.view(st, 1 - seat).seats) for k in me.knights if k.card == HIDDEN]
        if hidden:  # setup: the knights are face down; no name of a knight may be said
            assert not any(C.ALL_KNIGHTS[k].name in why for k in range(len(C.KNIGHTS)))


def test_easy_guesses_like_a_beginner_who_favours_small_cards():
    st = to_combat(table(["Sir Gawain Sunblade"], ["Sir Cedric of the Shiny Helm"]))
    bot = get("joust").bots["easy"]()
    for seat in (st.attacker, st.defender):
        view = R.view(st, seat)
        picks = Counter(bot.choose(R, view, seat, Rng.from_seed(i))[1] for i in range(300))
        assert set(picks) <= set(range(1, 6))  # never a card above the attacker's strength: it could not block
        assert picks[1] > picks[3] > picks[5] > 0, picks


def gawain_against_a_worn_cedric():
    """Gawain attacks Cedric (4 health left), each with Galahad in the stable, at 4 fans each."""
    return to_combat(
        table(
            ["Sir Gawain Sunblade", "Sir Galahad the Gallant"],
            [("Sir Cedric of the Shiny Helm", 3), "Sir Galahad the Gallant"],
            fans=(4, 4),
        )
    )


def test_hard_presses_a_knock_out_the_plain_equilibrium_underrates():
    # Cedric has 4 health left: a 4 or a 5 knocks him out, a 3 leaves him on 1. Judged as it stands the
    # two are nearly alike; one combat further the knock-out is worth far more, and the hard bot goes for it.
    st = gawain_against_a_worn_cedric()
    view = R.view(st, 0)
    _s, _b, p, _q = ai.equilibrium(R, view, 0)
    hard = Counter(get("joust").bots["hard"]().choose(R, view, 0, Rng.from_seed(i))[1] for i in range(100))
    solver = Counter(get("joust").sparring["solver"]().choose(R, view, 0, Rng.from_seed(i))[1] for i in range(100))
    assert p[3] + p[4] < 0.45
    assert hard[4] + hard[5] > max(60, solver[4] + solver[5] + 20), (hard, solver)


@pytest.mark.parametrize("weights, draws", [("", False), ("", True), ("fit", True)])
@pytest.mark.parametrize("court_card", ["Healer's Herbs", "Sharpened Lance"])
def test_hard_arms_the_knight_it_then_jousts_with(court_card, weights, draws):
    # Healer's Herbs on an unhurt knight, or a lance on a knight whose strike knocks out anyway, changes
    # nothing this turn wherever it goes: the search values both targets alike. A player still puts it
    # on the knight that jousts, not on the one that stays in the stable. With the refit judge too, once
    # the look-ahead plays the draws (``forced``, ``draws``): a knock-out of Cedric, the last knight, is
    # valued after the knight his player must then draw, and leaving him on 1 health after the fresh
    # knight it may draw (judged with its turn passed, no knight in play, the knight-less seat looked
    # better off to ``fit``, and the lance went on the stabled knight so as not to knock out).
    st = table(
        ["Sir Dinadan the Jester", "The Black Knight"],
        [("Sir Cedric of the Shiny Helm", 5)],
    )
    st.court_deck.remove(cid(court_card))
    st.court_deck.append(cid(court_card))  # on top
    st, _e = R.apply(st, 0, ("draw", "court"))
    assert st.phase == TARGET
    bot = get("joust").bots["hard"]()
    bot.weights = weights
    bot.forced, bot.draws = draws, int(draws)
    target = bot.choose(R, R.view(st, 0), 0, Rng.from_seed(1))
    st, _e = R.apply(st, 0, target)
    assert st.phase == JOUST
    jouster = bot.choose(R, R.view(st, 0), 0, Rng.from_seed(2))
    assert jouster == ("joust", uid(st, 0, 1))  # the Black Knight jousts
    assert target == ("target", jouster[1])


@pytest.mark.parametrize("level", ["medium", "hard"])
@pytest.mark.parametrize("court_card", ["Sharpened Lance", "Jousting Tutor", "Herald's Trumpet", "Lucky Horseshoe"])
def test_a_court_card_that_arms_a_knight_goes_on_the_knight_that_jousts(level, court_card):
    # Dinadan jousts, the Black Knight waits in the stable; Cedric, worn, faces them. The table rules
    # aimed the card at the jousting Dinadan, then chose the Black Knight to joust: the card was wasted.
    st = table(
        ["Sir Dinadan the Jester", "The Black Knight"],
        [("Sir Cedric of the Shiny Helm", 2), "Sir Galahad the Gallant"],
    )
    st.court_deck.remove(cid(court_card))
    st.court_deck.append(cid(court_card))  # on top
    st, _e = R.apply(st, 0, ("draw", "court"))
    assert st.phase == TARGET
    bot = get("joust").bots[level]()
    target = bot.choose(R, R.view(st, 0), 0, Rng.from_seed(1))
    st, _e = R.apply(st, 0, target)
    assert st.phase == JOUST
    jouster = bot.choose(R, R.view(st, 0), 0, Rng.from_seed(2))
    assert target == ("target", jouster[1])


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_muddy_lists_goes_on_the_knight_the_bot_attacks(level):
    # Three players: seat 0 attacks seat 1's Dinadan. The table rules aimed the armour loss at the
    # stronger Black Knight of seat 2, whom seat 0 does not attack this turn.
    st = table(["Sir Galahad the Gallant"], ["Sir Dinadan the Jester"], ["The Black Knight"])
    st.court_deck.remove(cid("Muddy Lists"))
    st.court_deck.append(cid("Muddy Lists"))
    st, _e = R.apply(st, 0, ("draw", "court"))
    assert st.phase == TARGET
    target = get("joust").bots[level]().choose(R, R.view(st, 0), 0, Rng.from_seed(1))
    assert target == ("target", uid(st, 1))


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_royal_banquet_heals_no_unhurt_knight_when_it_may_stop(level):
    # Galahad is hurt, Cedric is not: the banquet heals Galahad and stops there (the table rules went
    # on to Cedric, and the log said a heal that healed nothing).
    st = table([("Sir Galahad the Gallant", 3), "Sir Cedric of the Shiny Helm"], ["Sir Gawain Sunblade"])
    st.court_deck.remove(cid("Royal Banquet"))
    st.court_deck.append(cid("Royal Banquet"))
    st, _e = R.apply(st, 0, ("draw", "court"))
    bot = get("joust").bots[level]()
    first = bot.choose(R, R.view(st, 0), 0, Rng.from_seed(1))
    assert first == ("target", uid(st, 0, 0))
    st, _e = R.apply(st, 0, first)
    assert st.phase == TARGET and ("target", -1) in R.legal_actions(st, 0)
    view = R.view(st, 0)
    assert bot.choose(R, view, 0, Rng.from_seed(2)) == ("target", -1)
    if level == "medium":
        assert bot.explain == "plays Royal Banquet on one knight only: no other knight of its needs it"


def test_medium_wastes_no_court_card_it_aims_in_whole_games():
    # Over whole games, every one-turn card that arms a knight goes on the knight that then attacks.
    keep = []
    for seed in range(3):
        play(["medium", "medium"], seed=seed, keep=keep)
    aimed = 0
    for i, (st, _seat, action, _why) in enumerate(keep):
        if st.phase != TARGET or action[1] < 0:
            continue
        card = C.COURTS[st.court[st.to_activate[0]].card]
        if card.lasting or card.targets[st.target_slot] != C.OWN or all(e.kind == C.C_HEAL for e in card.effects):
            continue
        later = next(s for s, who, _a, _w in keep[i + 1 :] if s.turn == st.turn and s.att_uid >= 0)
        assert later.att_uid == action[1], (card.name, st.turn)
        aimed += 1
    assert aimed >= 3


def test_hard_does_not_lean_toward_the_card_it_showed_twice_in_a_row():
    # The defender has guarded 1 every time; the hard bot's best reply is its top card, and it leans
    # toward it. After two 5s in a row it stops leaning there (a third would be a pattern a player
    # reads) and hides in its own equilibrium mix instead.
    st = gawain_against_a_worn_cedric()
    varied = [(1, 0, 1, 3, 1, 5), (3, 0, 1, 2, 1, 5), (5, 0, 1, 4, 1, 5)]
    fives = [(7, 0, 1, 5, 1, 5), (9, 0, 1, 5, 1, 5)]
    assert ai.own_streak(R.view(st, 0), 0, 5, 2) is None
    picks = {}
    for name, history in (("varied", [*varied, (7, 0, 1, 5, 1, 5)]), ("twice", varied + fives)):
        st.revealed = history
        view = R.view(st, 0)
        picks[name] = Counter(get("joust").bots["hard"]().choose(R, view, 0, Rng.from_seed(i))[1] for i in range(200))
    assert ai.own_streak(R.view(st, 0), 0, 5, 2) == 4  # card 5, as an index
    assert picks["varied"][5] > 80, picks
    assert picks["twice"][5] < 60 and len(picks["twice"]) == 5, picks


def test_reading_trusts_the_equilibrium_that_foretold_the_cards_shown():
    # A defender that played the mix this seat worked out for it, turn after turn, reads as
    # unpredictable; judged as uniform guesses the same cards look like a habit.
    st = to_combat(table(["Sir Galahad the Gallant"], ["Sir Cedric of the Shiny Helm"]))
    view = R.view(st, 0)
    view.revealed = [(t, 0, 1, 2, 4, 4) for t in range(1, 7)]  # the defender blocked with the 4 every time
    models = {t: [0.02, 0.02, 0.02, 0.94, 0.0] for t in range(1, 7)}  # and its equilibrium said the 4
    plain, _n = reading.weights(view, 1, 0, True)
    kept, _n = reading.weights(view, 1, 0, True, models)
    assert kept[0] > 0.8 > plain[0]
    missed = {t: [0.94, 0.02, 0.02, 0.02, 0.0] for t in range(1, 7)}  # an equilibrium it did not follow
    wrong, _n = reading.weights(view, 1, 0, True, missed)
    assert wrong[0] < plain[0]


def test_hard_remembers_the_mix_it_read_for_its_opponent_and_stays_seeded():
    st = to_combat(table(["Sir Galahad the Gallant"], ["Sir Cedric of the Shiny Helm"]))
    picks = []
    for _run in range(2):
        bot = ai.HardBot()
        bot.remember = True
        view = R.view(st, 0)
        action = bot.choose(R, view, 0, Rng.from_seed(7))
        assert action in R.legal_actions(st, 0)
        model = bot.models[view.turn]
        assert len(model) == 5 and model[-1] == 0.0  # the defender's cards 1..4, never one above the top
        assert sum(model) == pytest.approx(1.0)
        picks.append(action)
    assert picks[0] == picks[1]


def test_hard_never_attacks_with_the_card_whose_block_hands_the_game_to_the_blocker():
    # Three players, turn 14: Gawain (5 health left) attacks Elaine, whose Block deals the block value
    # back to the attacker. A 5 blocked knocks Gawain out and puts Elaine's player on 12 fans (block,
    # knock-out, her 1 fan): the game is hers. With no card shown yet, the forecast of her card is
    # only a blend of guesses; hard leaned on it all the way to the 5. Any other card's block costs
    # far less, so hard never shows the 5, whatever its reading.
    st = to_combat(
        table(
            [("Sir Gawain Sunblade", 2), "Sir Humphrey the Hefty"],
            ["Dame Elaine of Astolat"],
            ["Sir Cedric of the Shiny Helm"],
            fans=(6, 7, 5),
        )
    )
    st.turn = 14
    blocked, _e = fight(st, 5, 5)
    gawain = kid("Sir Gawain Sunblade")
    assert blocked.phase == OVER and blocked.winner == 1 and gawain not in [k.card for k in blocked.seats[0].knights]
    for other in range(1, 5):
        assert fight(st, other, other)[0].phase != OVER  # a smaller card's block does not end the game
    view = R.view(st, 0)
    for history in ([], [(2, 0, 1, 3, 1, 5), (5, 0, 1, 4, 2, 5), (8, 0, 1, 2, 4, 5)]):
        view.revealed = history
        hard = Counter(get("joust").bots["hard"]().choose(R, view, 0, Rng.from_seed(i))[1] for i in range(200))
        assert hard[5] == 0 and len(hard) >= 2, hard
    plain = ai.HardBot()
    plain.no_throw = plain.spare = False  # the same bot without the rules: the 5 is most of its picks
    view.revealed = []
    before = Counter(plain.choose(R, view, 0, Rng.from_seed(i))[1] for i in range(200))
    assert before[5] > 100, before


@pytest.mark.parametrize("attacking", [True, False])
def test_the_bounded_lean_risks_at_most_the_stake_against_an_opponent_who_knows_the_mix(attacking):
    st = to_combat(table(["Sir Gawain Sunblade", "Sir Galahad the Gallant"], [("Sir Cedric of the Shiny Helm", 3)]))
    seat = st.attacker if attacking else st.defender
    view = R.view(st, seat)
    view.revealed = [(t, 0, 1, 5, 1, 5) for t in range(1, 8, 2)]  # a clear pattern to lean on
    strike, block, p, q = ai.equilibrium(R, view, seat)
    own = p if attacking else q
    guaranteed = min(ai.worst_case(strike, block, attacking, own))
    stake = 0.02
    free, leaned = ai.exploiting_mix(view, seat, strike, block, p, q, 1.0, trusted=True)
    bounded, bounded_lean = ai.exploiting_mix(view, seat, strike, block, p, q, 1.0, trusted=True, stake=stake)
    assert min(ai.worst_case(strike, block, attacking, free)) < guaranteed - stake  # the free lean stakes more
    assert min(ai.worst_case(strike, block, attacking, bounded)) >= guaranteed - stake - 1e-9
    assert 0 < bounded_lean < leaned


def test_hard_hides_its_attack_card_once_the_defender_reads_it():
    # Gawain attacks Cedric (4 health left). The defender has blocked two of hard's last three attacks,
    # each a card hard showed with about one chance in four of being matched: it is being read. Leaning
    # all the way to its best reply, hard would show its 5 in most picks (173 of 200 here; about half
    # of them with its best reply capped at 0.5), a card the reader then blocks; now the lean stops
    # where a player who knew the mix could take more than ``stake`` from the equilibrium's worth, and
    # no card is a safe guess.
    st = gawain_against_a_worn_cedric()
    view = R.view(st, 0)
    view.revealed = [(1, 0, 1, 4, 4, 5), (3, 0, 1, 2, 2, 5), (5, 0, 1, 3, 1, 5)]

    def picks(**settings):
        counts = Counter()
        for i in range(200):
            bot = ai.HardBot()
            for key, value in settings.items():
                setattr(bot, key, value)
            bot.played = {1: (True, 0.25), 3: (True, 0.25), 5: (True, 0.25)}  # the chance it gave a match
            counts[bot.choose(R, view, 0, Rng.from_seed(i))[1]] += 1
        return counts

    hard = picks()
    assert max(hard.values()) < 80 and len(hard) == 5, hard
    assert picks(guard=10.0)[5] > 150  # not yet read: the full lean, one card most of the time
    assert picks(stake=-1.0)[5] > 150  # no bound: the same
    assert picks(guard=10.0, cap=0.5)[5] > 100  # capped, the 5 about half the time


def test_hard_keeps_its_full_lean_against_an_opponent_who_does_not_read_it():
    st = to_combat(table(["Sir Galahad the Gallant"], ["Sir Cedric of the Shiny Helm"]))
    view = R.view(st, 0)
    view.revealed = [(1, 0, 1, 4, 2, 4), (3, 0, 1, 3, 1, 4), (5, 0, 1, 4, 3, 4)]  # no attack of hard blocked
    bot = ai.HardBot()
    bot.played = {1: (True, 0.3), 3: (True, 0.3), 5: (True, 0.3)}
    assert not bot.guarded(view, True)
    view.revealed = [(1, 0, 1, 4, 4, 4), (3, 0, 1, 3, 3, 4), (5, 0, 1, 4, 3, 4)]  # two of three blocked
    assert bot.guarded(view, True) and not bot.guarded(view, False)


def test_settled_reading_foretells_the_equilibrium_until_cards_show_a_pattern():
    # With no card shown, the habit and chaser ideas have nothing to go on: settled, they foretell the
    # equilibrium (a flat guess otherwise); once the defender has blocked with its 4 every time, the
    # habit idea moves the forecast toward the 4 either way.
    st = to_combat(table(["Sir Galahad the Gallant"], ["Sir Cedric of the Shiny Helm"]))
    view = R.view(st, 0)
    eq = [0.1, 0.2, 0.3, 0.4]
    flat, _w = reading.predict(view, 1, 0, 4, eq)
    settled, _w = reading.predict(view, 1, 0, 4, eq, settled=True)
    assert settled == pytest.approx(eq)
    assert flat != pytest.approx(eq)
    view.revealed = [(t, 0, 1, 2, 4, 4) for t in range(1, 7)]
    read, _w = reading.predict(view, 1, 0, 4, eq, settled=True)
    assert read[3] > eq[3] + 0.1


def test_capped_reply_spreads_the_best_reply_over_the_cards_that_gain():
    # Cards 3 and 2 gain on the equilibrium's worth (0.5), card 3 the most; card 1 loses. Capped at
    # 0.6, the reply gives card 3 its 0.6 and card 2 the rest; capped at 0.3, what the gaining cards
    # cannot take goes as the equilibrium mix.
    ev, mine = [0.4, 0.55, 0.6], [0.2, 0.3, 0.5]
    assert ai.capped_reply(ev, 0.5, mine, 0.6) == pytest.approx([0.0, 0.4, 0.6])
    assert ai.capped_reply(ev, 0.5, mine, 0.3) == pytest.approx([0.08, 0.42, 0.5])


def test_capped_hard_does_not_show_nearly_the_same_card_in_a_given_position():
    # A fresh Galahad attacks Cedric, no card shown yet. Leaning all the way to its best reply, hard
    # shows its 4 in 178 of 200 picks, a habit a player reads within a few combats. With the lean's
    # best reply capped at 0.5 a card (the rest to the next card that gains on the equilibrium), the 4
    # is at most about half of its picks, and it still plays the cards that gain.
    st = to_combat(table(["Sir Galahad the Gallant"], ["Sir Cedric of the Shiny Helm"]))
    view = R.view(st, 0)

    def picks(cap):
        counts = Counter()
        for i in range(200):
            bot = ai.HardBot()
            bot.cap = cap
            counts[bot.choose(R, view, 0, Rng.from_seed(i))[1]] += 1
        return counts

    capped = ai.HardBot()
    capped.cap = 0.5
    assert max(capped.combat_mix(R, view, 0)) <= 0.5 + 1e-9
    spread = picks(0.5)
    assert max(spread.values()) < 130 and spread[4] + spread[3] > 150, spread
    assert picks(ai.HardBot.cap)[4] > 150  # the registered hard: one card most of the time


def test_hard_counts_the_answers_to_its_cards_in_each_role_and_in_both():
    # Turn 1: hard attacked with a 3 its mix let the defender match one time in four, and was blocked
    # (0.75 more than expected). Turn 2: hard defended with a card matched three times in ten and the
    # attacker dodged it (0.3 more). With ``unread`` the opponent looks like it plays the mixes worked
    # out for it until its answers add up to that much.
    st = to_combat(table(["Sir Galahad the Gallant"], ["Sir Cedric of the Shiny Helm"]))
    view = R.view(st, 0)
    view.revealed = [(1, 0, 1, 3, 3, 4), (2, 1, 0, 2, 4, 4)]
    bot = ai.HardBot()
    bot.played = {1: (True, 0.25), 2: (False, 0.3)}
    assert bot.answered(view, True) == pytest.approx(0.75)
    assert bot.answered(view, False) == pytest.approx(0.3)
    assert bot.answered(view, None) == pytest.approx(1.05)
    assert not bot.looks_solved(view, 0)  # neither detector on
    bot.unread = 2.0
    assert bot.looks_solved(view, 0)
    bot.unread = 1.0
    assert not bot.looks_solved(view, 0)


@pytest.mark.parametrize("level", ["medium", "hard"])
@pytest.mark.parametrize("fans", [(0, 0), (6, 6), (2, 9)])
def test_a_worn_knight_one_strike_from_a_knock_out_stays_in_the_stable(level, fans):
    # Galahad has 4 health left and Tristan strikes up to 4 with a hit of 1 on top: one strike knocks
    # him out. Cedric, as strong and unhurt, waits in the stable. The hard bot sent Galahad out (its
    # look-ahead counted the knight it would lose as one knight fewer to carry) and lost him next turn.
    # The medium bot keeps him in the stable; the hard bot does with its ``worn_margin`` set (off in the
    # registered level: it cost games against the reader).
    st = table([("Sir Galahad the Gallant", 3), "Sir Cedric of the Shiny Helm"], ["Sir Tristan Twinlance"], fans=fans)
    st.knight_deck = []
    st.court_deck.remove(cid("Rotten Tomatoes"))
    st.court_deck.append(cid("Rotten Tomatoes"))  # on top: it can only hit Tristan
    st, _e = R.apply(st, 0, ("draw", "court"))
    while st.phase == TARGET:
        st, _e = R.apply(st, 0, R.legal_actions(st, 0)[0])
    assert st.phase == JOUST
    bot = get("joust").bots[level]()
    if level == "hard":
        bot.worn_margin = 0.05
    assert bot.choose(R, R.view(st, 0), 0, Rng.from_seed(1)) == ("joust", uid(st, 0, 1))


def test_a_worn_knight_still_jousts_when_no_fresh_knight_is_safer():
    # Both knights are hurt: the rule keeps neither in the stable (the table rules choose as before).
    st = table([("Sir Galahad the Gallant", 3), ("Sir Cedric of the Shiny Helm", 3)], ["Sir Tristan Twinlance"])
    assert one_strike_from_out(st, 0, st.seats[0].knights[0])
    assert exposed_worn(st, 0, [("joust", uid(st, 0, 0)), ("joust", uid(st, 0, 1))]) == set()
    st = table([("Sir Galahad the Gallant", 3), "Sir Cedric of the Shiny Helm"], ["Sir Tristan Twinlance"])
    assert exposed_worn(st, 0, [("joust", uid(st, 0, 0)), ("joust", uid(st, 0, 1))]) == {uid(st, 0, 0)}


@pytest.mark.parametrize("level", ["medium", "hard"])
@pytest.mark.parametrize("knights", [1, 2])
def test_a_knight_is_drawn_when_most_of_the_court_deck_would_heal_nobody(level, knights):
    # Both knights are unhurt and three of the four court cards left only heal: a court card would most
    # likely do nothing. The hard bot drew it anyway (its judge counts one knight more against its holder).
    mine = ["Sir Galahad the Gallant", "Sir Cedric of the Shiny Helm"][:knights]
    st = table(mine, ["Sir Tristan Twinlance", "Sir Kay the Crowd-Pleaser"])
    st.court_deck = [cid(n) for n in ("Lady in Waiting", "Tournament Surgeon", "Royal Banquet", "Sharpened Lance")]
    assert idle_share(R.view(st, 0), 0) == 0.75
    bot = get("joust").bots[level]()
    assert bot.choose(R, R.view(st, 0), 0, Rng.from_seed(1)) == ("draw", "knight")


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_court_card_is_still_drawn_when_a_heal_would_heal(level):
    # The same deck with Galahad hurt: every heal now heals someone, the court card is worth drawing.
    st = table([("Sir Galahad the Gallant", 2), "Sir Cedric of the Shiny Helm"], ["Sir Tristan Twinlance"])
    st.seats[0].jousting = 1  # Galahad rests in the stable, where Lady in Waiting may heal him
    st.court_deck = [cid(n) for n in ("Lady in Waiting", "Tournament Surgeon", "Royal Banquet", "Sharpened Lance")]
    assert idle_share(R.view(st, 0), 0) == 0.0
    bot = get("joust").bots[level]()
    assert bot.choose(R, R.view(st, 0), 0, Rng.from_seed(1)) == ("draw", "court")
