"""The bot levels of Tournament: factories for the GameSpec (budgets are iterations, so seeded runs
repeat exactly)."""

from __future__ import annotations

from game.ai.greedy import GreedyBot
from game.ai.random_bot import RandomBot
from game.games.tournament import content as C
from game.games.tournament.ai import evaluate
from game.games.tournament.policy import (
    HOPELESS_SWINGS,
    MEDIUM,
    ONE_THROWN,
    best_combo,
    card_keep_value,
    policy_action,
    prospective_lead,
)
from game.games.tournament.reasons import explain
from game.games.tournament.search import PairedSearchBot, candidate_actions
from game.games.tournament.tactics import SCALE

HARD_ITERATIONS = 800
"""The hard bot's cap on playouts per decision."""
HARD_COMBOS = 3
"""Knight Combos the hard bot searches: the strongest three by total force. Every candidate is another
chance for a move to look best on the deals by luck: on the spent seed 6111 (paired with the hard that
searched six) three turned more deals to a win than to a loss, twelve and whole-turn plans the reverse."""
HARD_GUARD = False
"""Whether hard's search keeps the policy's guard against discarding a contest a rival would take from the
pile and score while another card can go (``policy.gift_keep``), in its candidates and its playouts. It
does not: such a discard is searched, the guarded policy's discard first, and played only when it wins
more on the same deals. On seed 6131's first 140 games, paired, the hard under the guard won 82 where the
hard without it won 91 (18 deals turned to a loss, 10 to a win). The Hint keeps the guard (``hint_bot``)."""
HARD_GUARD_PLAYERS = 3
"""From this many players up hard's own discards keep that guard all the same (its playouts stay
unguarded): with two or three rivals to draw after it, a contest it threw was taken from the pile and
scored, which players read as a gift. At four players against three mediums (seeds 6182 and 6181, 120
deals paired, ``bench/tournament_gifts.py``) the unguarded hard made such a discard in 59 of 120 games,
the guarded one never; it won 32 where the unguarded won 36 (5 deals turned to a loss, 1 to a win)."""


def random_bot() -> RandomBot:
    return RandomBot()


class _PrunedRules:
    """The rules as the greedy bots see them: combos cut to the strongest few (same as the hard bot's
    candidates), so a hand full of Chivalry cards does not make them slow."""

    def __init__(self, rules) -> None:
        self._rules = rules

    def __getattr__(self, name: str):
        return getattr(self._rules, name)

    def legal_actions(self, state, seat):
        return candidate_actions(self._rules.legal_actions(state, seat))


class PrunedGreedyBot(GreedyBot):
    """GreedyBot over the pruned action list."""

    def choose(self, rules, view, seat, rng, deadline=None):
        action = super().choose(_PrunedRules(rules), view, seat, rng, deadline)
        self.explain = explain(view, seat, action)
        return action


def hopeless_contest(view, seat: int, card: int) -> bool:
    """True when ``card`` is a Contest card ``seat`` trails by more than ``policy.HOPELESS_SWINGS`` typical
    swings, the knight its hand can build counted as in play (``policy.prospective_lead``): the medium bot
    leaves such a card on the discard pile (a contest it can only lose is not worth a draw) and throws it
    from its hand first."""
    if not C.FIRST_CONTEST <= card < C.FIRST_SPECIAL:
        return False
    return prospective_lead(view, seat, card) < -HOPELESS_SWINGS * SCALE[card - C.FIRST_CONTEST]


def thrown_at_once(view, seat: int, card: int) -> bool:
    """True when a Chivalry ``card`` taken now would be the card ``seat`` values least in a hand over the
    limit that builds no knight: it would go back on the pile this very turn."""
    if not C.is_chivalry(card):
        return False
    after = view.clone()
    after.hands = list(after.hands)
    after.hands[seat] = hand = sorted([*after.hands[seat], card])
    if len(hand) <= C.HAND_LIMIT or best_combo(hand) is not None:
        return False  # room for it, or a knight goes into play first
    covered = len(hand) - C.HAND_LIMIT >= 2
    values = {c: card_keep_value(after, seat, c, covered, True, MEDIUM) for c in hand}
    return min(values.values()) == values[card]


class PolicyBot:
    """Plays the table's rules of thumb (``policy_action`` with the ``MEDIUM`` numbers) on its own view,
    without looking ahead, except that it leaves on the discard pile a contest it can only lose
    (``hopeless_contest``) and a Chivalry card it would throw back at once (``thrown_at_once``), and it
    throws at most one Contest card a turn while others can go (``policy.ONE_THROWN``): it remembers the
    turn of its last contest discarded."""

    def __init__(self, level: str = "medium") -> None:
        self.level = level
        self.explain = ""
        self.contest_turn: tuple[int, int] | None = None
        """(turns, seat) of the turn in which it last discarded a Contest card."""

    def choose(self, rules, view, seat, rng, deadline=None):
        legal = rules.legal_actions(view, seat)
        tastes = ONE_THROWN if self.contest_turn == (view.turns, seat) else MEDIUM
        action = policy_action(view, seat, True, tastes)
        if action == ("draw", "discard") and (
            hopeless_contest(view, seat, view.discard[-1]) or thrown_at_once(view, seat, view.discard[-1])
        ):
            action = ("draw", "deck")
        if action not in legal:  # never expected; the policy is tested legal on views
            action = legal[-1]
        if action[0] == "discard" and C.FIRST_CONTEST <= action[1] < C.FIRST_SPECIAL:
            self.contest_turn = (view.turns, seat)
        self.explain = explain(view, seat, action)
        return action


def easy_bot() -> GreedyBot:
    """One move ahead, averaged over four sampled deals, scored by a static evaluation: keeps what it
    wins, but plans nothing."""
    return PrunedGreedyBot(evaluate, samples=4, level="easy")


def medium_bot() -> PolicyBot:
    """The rules of thumb an experienced player follows, on its own view."""
    return PolicyBot("medium")


def hard_bot() -> PairedSearchBot:
    """Paired determinized search over every move: candidate moves played out on the same sampled deals,
    read the way a player reads the table (``reading``): a rival who finished a turn holds no whole
    knight, no contest it would win now and no Special (it would have played them), and its hidden cards
    lean towards the Contest cards it keeps and away from the strong cards it puts into play. Dealt
    without that reading the rival held a Special in about a fifth of the deals, and the search then
    misjudged the Specials (it measured better playing the policy's Specials unsearched); with it,
    searching them measured better. Of the knights it could build it searches the strongest three
    (``HARD_COMBOS``); the discard of a contest a rival would take and score is searched too at two players
    (``HARD_GUARD``), never played from three (``HARD_GUARD_PLAYERS``). At two players it also reads the
    rival's whole last turn against the hands it may hold, carrying what each turn says of each unseen card
    into the next turns' deals (``turns``), and deals the rival's hidden Contest cards by its count of them
    (``contests``): the draw it chose, the knight it built, the contest it called or left, its discards."""
    return PairedSearchBot(
        HARD_ITERATIONS,
        level="hard",
        read_hands=True,
        read_specials=True,
        read_weights=True,
        max_combos=HARD_COMBOS,
        guard=HARD_GUARD,
        playout_guard=HARD_GUARD,
        guard_players=HARD_GUARD_PLAYERS,
        read_turns=True,
        turn_carry=True,
        read_contests=True,
    )


def hint_bot() -> PairedSearchBot:
    """Hard as the Hint, its discards always under the policy's guard: it never advises a player to hand a
    rival a contest the rival would take from the pile and score while another card can go."""
    bot = hard_bot()
    bot.guard = True
    return bot


BOTS = {"random": random_bot, "easy": easy_bot, "medium": medium_bot, "hard": hard_bot}
