"""A fast rule-of-thumb player for Tournament: the rollout policy of the search and the easy bot's
instinct.

It reads a full state (a determinized one during search) or a view: take Specials and contests from
the discard pile, and Chivalry cards that complete a knight or are strong; play Specials, then the
strongest knight, then the held contest it wins by the narrowest lead; discard losing contests first
when another discard will cover them, then what helps least, but never a contest a rival would take
from the pile and score while another card can go.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

from game.games.tournament import content as C
from game.games.tournament.scoring import category_score
from game.games.tournament.state import DISCARD, DRAW, HIDDEN, TournamentState
from game.games.tournament.tactics import SCALE, STALL_TURNS, hand_chivalry_estimate, scores, wins_as_caller

_FORCE = C.FORCE
_FC, _FS = C.FIRST_CONTEST, C.FIRST_SPECIAL
_KF = C.KINGS_FAVOR
_KIND_OF = {C.QUEST: 0, C.MELEE: 1, C.JOUST: 2, C.HERALDRY: 3}
"""The contests that sum one kind of card (0 Knight .. 3 Shield), by category."""
TAKE_FORCE = 8
"""Take a Chivalry card from the discard pile from this force up."""
GIFT_KEEP = 14.5
"""What a contest some rival would win as its caller is worth keeping when its discard would lie on top:
more than any Chivalry card (at most 14) or Special, so it goes only when nothing else can, since a rival
takes it from the pile and scores it. A contest trailed by less is kept before one trailed by more."""
TRAILING_KEEP = 10.0
"""Without the guard (``guard=False``, the hard search's playouts): what a contest the seat trails is worth
keeping when its discard would lie on top, before the gap is counted."""
TRAILING_GAP = 4.0
"""Without the guard: how much each typical swing (``SCALE``) of the gap takes off that, so a contest far
behind goes before a card the next knight needs (held to the end it is scored for the leader anyway)."""
THROW_TRAILING_PLAYERS = 3
"""Without the guard, from this many players up a contest the seat trails is thrown first, like a covered
one."""


@dataclass(frozen=True)
class Tastes:
    """The policy's numbers: what it takes from the discard pile, what it keeps, when it calls a contest."""

    take_force: int = TAKE_FORCE
    """Take a Chivalry card from the discard pile from this force up."""
    special_keep: float = 9.0
    """What a Special is worth keeping while the deck holds cards."""
    best_kind: float = 4.0
    """Added to the force of the best card of its kind in hand (the next knight needs it)."""
    lead_keep: float = 14.0
    """What a contest the seat leads (or ties) is worth keeping, before its lead is counted."""
    buried_contest: float = -2.0
    """What a contest the seat trails is worth keeping when another discard will cover it."""
    trailing_keep: float = TRAILING_KEEP
    """Without the guard: a trailed contest's keep value when its discard would lie on top, gap aside."""
    trailing_gap: float = TRAILING_GAP
    """Without the guard: what each typical swing of that gap adds (a negative gap takes off)."""
    call_from: int = 0
    """Contests are called from turn ``players + call_from`` on."""
    call_widest: bool = False
    """Call the held contest won by the widest lead first (else the narrowest)."""
    take_contest_gap: float = math.inf
    """Take a contest from the discard pile unless the seat trails it by more than this many swings."""
    guard_held: int | None = None
    """With the guard: how many trailed Contest cards the guard may hold in a hand that cannot build a
    knight (None: every one). With more, the guard yields and they are valued as without it, so the hand
    makes room for the knight's cards."""
    prospective: bool = False
    """Count a contest's lead with the strongest knight the hand can build as if it were in play: a seat
    with no knight out yet does not trail a contest its next knight would lead."""
    knight_keep: float | None = None
    """What the strongest Knight card in hand is worth keeping (None: its force, plus ``best_kind``). Knights
    are the scarcest kind (ten of 52 cards) and every Knight Combo needs one: above every other card's value,
    it is never discarded for another. A weaker one counts its force alone: counted as the best of its kind
    too (for a second knight), medium won 87 of 100 against easy on seed 6171 (91.5 without)."""
    knight_on_top: float | None = None
    """Added to a weaker Knight card's keep value when its discard would lie on top of the pile, where a rival
    takes it (Knight cards are the scarcest kind), and the hand holds a second Weapon, Horse or Shield to build
    a second knight with it (``second_knight_fits``). None: its force alone."""
    throw_trailed: bool = True
    """Whether a trailed contest may go before other cards (covered, or when the hand needs room). False:
    it is kept as the guard keeps one that would lie on top (the medium bot's second contest in a turn)."""
    hopeless: float | None = None
    """A contest trailed by more than this many typical swings (``SCALE``, the lead as ``prospective``
    counts it) is one the seat cannot win: it goes first even when its discard would lie on top, instead of
    clogging the hand all game (held, it is scored for the leader at the end anyway), unless the next player
    would win it by calling it (``next_wins``: it would take it from the pile and score it at once, a gift
    players notice). None: the guard keeps it."""


GUARDED = Tastes()
"""The guarded policy's numbers: medium's, the Hint's and the easy bots' instinct."""
UNGUARDED = Tastes()
"""The unguarded policy's numbers: the hard search's playouts (``guard=False``)."""
HOPELESS_SWINGS = 1.0
"""Medium's ``Tastes.hopeless``: a contest trailed by more than one typical swing cannot be won."""
MEDIUM = Tastes(guard_held=2, prospective=True, knight_keep=100.0, knight_on_top=4.0, hopeless=HOPELESS_SWINGS)
"""The medium bot's numbers: the guarded policy's, but while its hand builds no knight the guard holds at
most two trailed contests (holding all of them it could play a whole game at three players without a
knight, throwing the cards one would need), a contest's lead counts the knight its hand can build, its
strongest Knight card stays in hand, a weaker one that fits a second knight is kept from the pile's top, and a
contest it cannot win (``hopeless``) is thrown first (``PolicyBot`` also throws at most one contest a turn,
``ONE_THROWN``)."""
ONE_THROWN = replace(MEDIUM, throw_trailed=False)
"""Medium's numbers once it threw a Contest card this turn: the trailed ones left are kept."""


def tastes_for(guard: bool) -> Tastes:
    """The numbers of the guarded or the unguarded policy."""
    return GUARDED if guard else UNGUARDED


def contest_lead(state: TournamentState, seat: int, card: int) -> float:
    """``seat``'s lead over the best other seat in ``card``'s category (King's Favour with the hands)."""
    cat = card - _FC
    combos = state.combos
    if cat == _KF:
        mine = category_score(combos[seat], cat) + hand_chivalry_estimate(state, seat)
        best = max(category_score(c, cat) + hand_chivalry_estimate(state, p) for p, c in enumerate(combos) if p != seat)
    else:
        mine = category_score(combos[seat], cat)
        best = max(category_score(c, cat) for p, c in enumerate(combos) if p != seat)
    return mine - best


def prospective_lead(state: TournamentState, seat: int, card: int) -> float:
    """``contest_lead`` with the strongest Knight Combo ``seat``'s hand can build counted as in play; with
    no whole knight in hand, a contest that sums one kind counts the strongest card of that kind held
    (King's Favour, which counts the hand already, as it is)."""
    hand = state.hands[seat]
    combo = best_combo(hand)
    cat = card - _FC
    kind = _KIND_OF.get(cat)
    if cat == _KF or (combo is None and kind is None):
        return contest_lead(state, seat, card)
    combos = state.combos
    if combo is not None:
        mine = category_score([*combos[seat], combo[1:]], cat)
    else:  # no whole knight yet: the strongest card of the contest's kind it holds
        held = [_FORCE[c] for c in hand if 0 <= c < _FC and c // 10 == kind]
        mine = category_score(combos[seat], cat) + max(held, default=0)
    best = max(category_score(c, cat) for p, c in enumerate(combos) if p != seat)
    return mine - best


def trailed_in_hand(state: TournamentState, seat: int, tastes: Tastes) -> int:
    """How many Contest cards in ``seat``'s hand it trails (its lead as ``tastes`` count it)."""
    lead = prospective_lead if tastes.prospective else contest_lead
    return sum(1 for c in state.hands[seat] if _FC <= c < _FS and lead(state, seat, c) < 0)


def needs_room(state: TournamentState, seat: int, tastes: Tastes) -> bool:
    """Whether ``seat``'s hand builds no knight and holds more trailed contests than ``tastes.guard_held``."""
    held = tastes.guard_held
    return held is not None and best_combo(state.hands[seat]) is None and trailed_in_hand(state, seat, tastes) > held


def gift_keep(swings: float, players: int = 2, guard: bool = True, tastes: Tastes | None = None) -> float:
    """The keep value of a contest trailed by ``swings`` typical swings whose discard would lie on top;
    without the ``guard`` a contest far behind is worth little (and nothing from three players up)."""
    if guard:
        return GIFT_KEEP + 0.4 * max(-1.0, swings)
    if players >= THROW_TRAILING_PLAYERS:
        return -2.0
    t = tastes or UNGUARDED
    return t.trailing_keep + t.trailing_gap * swings


def gifted(state: TournamentState, seat: int, card: int) -> bool:
    """Whether a rival would win Contest ``card`` by calling it now (so it takes it from the pile)."""
    now = scores(state, card - _FC)
    return any(wins_as_caller(now, p) for p in range(state.players) if p != seat)


def next_wins(state: TournamentState, seat: int, card: int) -> bool:
    """Whether the player after ``seat``, the first to draw from the pile, would win Contest ``card`` by
    calling it now."""
    return wins_as_caller(scores(state, card - _FC), (seat + 1) % state.players)


def best_combo(hand: list[int]) -> tuple | None:
    """The strongest Knight Combo in a sorted hand (highest card of each kind), or None."""
    top = [-1, -1, -1, -1]
    for c in hand:
        if 0 <= c < _FC:
            top[c // 10] = c  # sorted hand: the last one seen is the strongest
    if min(top) < 0:
        return None
    return ("combo", top[0], top[1], top[2], top[3])


def card_keep_value(
    state: TournamentState, seat: int, card: int, covered: bool, guard: bool = True, tastes: Tastes | None = None
) -> float:
    """How much ``seat`` wants to keep ``card`` in hand; ``covered``: another discard will lie on it;
    ``guard``: a contest trailed stays while another card can go (``gift_keep``); ``tastes``: the numbers
    (``tastes_for(guard)`` when None)."""
    t = tastes or tastes_for(guard)
    if card == HIDDEN:
        return 0.0
    if card >= _FS:
        return t.special_keep if state.deck else -1.0
    if card >= _FC:
        lead = prospective_lead(state, seat, card) if t.prospective else contest_lead(state, seat, card)
        if lead >= 0:
            return t.lead_keep + lead / SCALE[card - _FC]
        if t.hopeless is not None and t.throw_trailed and lead < -t.hopeless * SCALE[card - _FC]:
            if not next_wins(state, seat, card):  # the next player would take it and score it at once
                return t.buried_contest + lead / SCALE[card - _FC]  # the most hopeless first
        if not t.throw_trailed:
            return gift_keep(lead / SCALE[card - _FC], state.players, True, t)
        if covered:
            return t.buried_contest
        if guard and t.guard_held is not None and needs_room(state, seat, t):
            guard = False  # the guard yields: the hand needs room for a knight
        return gift_keep(lead / SCALE[card - _FC], state.players, guard, t)  # on top, the leader would take it
    kind = card // 10
    value = float(_FORCE[card])
    for c in state.hands[seat]:
        if 0 <= c < _FC and c // 10 == kind and c > card:
            if kind == 0 and t.knight_on_top is not None and not covered and second_knight_fits(state.hands[seat]):
                return value + t.knight_on_top
            return value
    if kind == 0 and t.knight_keep is not None:
        return t.knight_keep + value
    return value + t.best_kind  # the best card of its kind: the next knight needs it


def second_knight_fits(hand: list[int]) -> bool:
    """Whether ``hand`` holds a second Weapon, Horse or Shield beside the strongest of its kind: cards a
    weaker Knight card could build a second knight with."""
    count = [0, 0, 0, 0]
    for c in hand:
        if 0 <= c < _FC:
            count[c // 10] += 1
    return any(n >= 2 for n in count[1:])


def take_top(state: TournamentState, seat: int, tastes: Tastes = GUARDED) -> bool:
    """Whether to draw the discard pile's top card rather than the deck's."""
    top = state.discard[-1]
    if top >= _FS:
        return bool(state.deck)
    if top >= _FC:
        # win it, or keep it from the player who would, unless far behind
        gap = tastes.take_contest_gap
        return gap == math.inf or contest_lead(state, seat, top) >= -gap * SCALE[top - _FC]
    if _FORCE[top] >= tastes.take_force:
        return True
    kind = top // 10
    have = [False] * 4
    for c in state.hands[seat]:
        if 0 <= c < _FC:
            have[c // 10] = True
    return not have[kind] and sum(have) == 3  # it completes a knight this turn


def policy_action(state: TournamentState, seat: int, guard: bool = True, tastes: Tastes | None = None) -> tuple:
    """The rule-of-thumb action for ``seat`` (who must be the current player); ``guard`` and ``tastes`` as
    in ``card_keep_value``."""
    t = tastes or tastes_for(guard)
    phase = state.phase
    hand = state.hands[seat]
    if phase == DRAW:
        if state.discard and state.turns < STALL_TURNS and take_top(state, seat, t):
            return ("draw", "discard")
        return ("draw", "deck")
    if phase == DISCARD:
        covered = len(hand) - C.HAND_LIMIT >= 2
        return ("discard", min(hand, key=lambda c: card_keep_value(state, seat, c, covered, guard, t)))
    if state.deck:
        for c in hand:
            if c >= _FS:
                return ("special", c)
    if not state.combo_played:
        combo = best_combo(hand)
        if combo is not None:
            return combo
    if state.turns >= state.players + t.call_from:
        best, best_lead = None, 0.0
        sign = -1.0 if t.call_widest else 1.0
        for c in hand:
            if _FC <= c < _FS:
                lead = contest_lead(state, seat, c)
                if lead >= 0:
                    key = sign * lead / SCALE[c - _FC]
                    if best is None or key < best_lead:
                        best, best_lead = c, key
        if best is not None:
            return ("contest", best)
    return ("end",)
