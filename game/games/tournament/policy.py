"""A fast rule-of-thumb player for Tournament: the rollout policy of the hard bot.

It reads a full state (a determinized one during search): play Specials, then the strongest combo,
then the contest it wins by most; take a useful card from the discard pile; discard what helps least.
"""

from __future__ import annotations

from game.games.tournament import content as C
from game.games.tournament.scoring import category_score
from game.games.tournament.state import DISCARD, DRAW, HIDDEN, TournamentState

_FORCE = C.FORCE
_FC, _FS = C.FIRST_CONTEST, C.FIRST_SPECIAL
LOSING_CONTEST_KEEP = 8.0
"""Keep value of a Contest card the holder would lose now (tuned in policy-vs-policy games: keeping it
off the discard pile, where the leader could take it, wins slightly more often)."""
TAKE_FORCE = 8
"""Take a Chivalry card from the discard pile from this force up."""
PICK_SAFEST_LAST = False
"""Among contests won now, call the narrowest win first (True) or the widest (False); no measurable
difference in 3,000 games, so the simpler rule stays."""


def contest_margin(state: TournamentState, seat: int, card: int) -> int:
    """How far ``seat`` leads (>0, ties count as a lead of 0.5 → 1) or trails (<0) in ``card``'s contest."""
    cat = card - _FC
    mine = category_score(state.combos[seat], cat)
    best = max((category_score(c, cat) for p, c in enumerate(state.combos) if p != seat), default=0)
    return mine - best + 1 if mine >= best else mine - best


def best_combo(hand: list[int]) -> tuple | None:
    """The strongest Knight Combo in a sorted hand (highest card of each kind), or None."""
    top = [-1, -1, -1, -1]
    for c in hand:
        if 0 <= c < _FC:
            top[c // 10] = c  # sorted hand: the last one seen is the strongest
    if min(top) < 0:
        return None
    return ("combo", top[0], top[1], top[2], top[3])


def card_keep_value(state: TournamentState, seat: int, card: int) -> float:
    """How much ``seat`` wants to keep ``card`` in hand (for discards)."""
    if card == HIDDEN:
        return 0.0
    if card >= _FS:
        return 9.0 if state.deck else 0.0
    if card >= _FC:
        margin = contest_margin(state, seat, card)
        return 12.0 + margin if margin > 0 else LOSING_CONTEST_KEEP + 0.5 * margin
    kind = card // 10
    same = sum(1 for c in state.hands[seat] if 0 <= c < _FC and c // 10 == kind)
    return _FORCE[card] + (4.0 if same == 1 else 0.0)


def policy_action(state: TournamentState, seat: int, deny: bool = True, deny_deck: int = 4) -> tuple:
    """The rule-of-thumb action for ``seat`` (who must be the current player)."""
    phase = state.phase
    hand = state.hands[seat]
    if phase == DRAW:
        if state.discard:
            top = state.discard[-1]
            if top >= _FS:
                take = bool(state.deck)
            elif top >= _FC:
                # take a contest we win; otherwise deny it to the leader, who could replay it every turn
                take = contest_margin(state, seat, top) > 0 or (deny and len(state.deck) > deny_deck)
            else:
                take = _FORCE[top] >= TAKE_FORCE
            if take:
                return ("draw", "discard")
        return ("draw", "deck")
    if phase == DISCARD:
        worst = min(hand, key=lambda c: card_keep_value(state, seat, c))
        return ("discard", worst)
    if state.deck:
        for c in hand:
            if c >= _FS:
                return ("special", c)
    if not state.combo_played:
        combo = best_combo(hand)
        if combo is not None:
            return combo
    if state.turns >= state.players:
        best, best_key = None, None
        for c in hand:
            if _FC <= c < _FS:
                m = contest_margin(state, seat, c)
                if m > 0:
                    key = -m if PICK_SAFEST_LAST else m
                    if best_key is None or key > best_key:
                        best, best_key = c, key
        if best is not None:
            return ("contest", best)
    return ("end",)
