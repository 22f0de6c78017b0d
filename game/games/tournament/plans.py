"""Whole-turn plans for the hard bot's search: the rest of a turn searched as one compound move.

Once a seat has drawn and holds no Special it could play, nothing it learns before its turn ends: the
knight it builds, the contest it calls (or none) and the cards it throws to the hand limit are all
decided on the same knowledge. A plan is such a sequence of moves, from now to the turn's end, and the
search plays every plan out on the same deals as one candidate, so the knight is judged with the contest
that follows it and the contest with the discards that follow it (a move searched alone is judged with
the policy playing the rest of the turn). A Special draws cards the seat does not know yet, so it stays a
move of its own, the policy playing on after it.
"""

from __future__ import annotations

from game.core.rules import Action
from game.games.tournament import content as C
from game.games.tournament.policy import card_keep_value, policy_action
from game.games.tournament.state import DISCARD, PLAY, TournamentState

MAX_PLAN_COMBOS = 4
"""Knight Combos a plan may build: the strongest by total force (and the policy's)."""
MAX_PLAN_DISCARDS = 4
"""First discards a plan may make: the cards the policy values least; the policy throws the rest."""
Plan = tuple[Action, ...]


def _without(view: TournamentState, seat: int, card: int, phase: str) -> TournamentState:
    """``view`` after ``seat`` gave up ``card`` from its hand (a contest called or a card thrown),
    ``phase`` the phase it is left in; only what the policy's discard reads is kept up to date."""
    new = view.clone()
    hand = list(view.hands[seat])
    hand.remove(card)
    hands = list(view.hands)
    hands[seat] = hand
    new.hands = hands
    new.phase = phase
    return new


def _discards(view: TournamentState, seat: int) -> list[Plan]:
    """Ways to throw ``seat``'s hand down to the limit: the first discard among the cards valued least,
    the rest as the policy throws them."""
    excess = len(view.hands[seat]) - C.HAND_LIMIT
    if excess <= 0:
        return [()]
    view = view.clone()
    view.phase = DISCARD
    hand = view.hands[seat]
    covered = excess >= 2
    firsts = sorted(dict.fromkeys(hand), key=lambda c: card_keep_value(view, seat, c, covered))
    plans = []
    for card in firsts[:MAX_PLAN_DISCARDS]:
        seq = [("discard", card)]
        state = _without(view, seat, card, DISCARD)
        while len(state.hands[seat]) > C.HAND_LIMIT:
            move = policy_action(state, seat)
            seq.append(move)
            state = _without(state, seat, move[1], DISCARD)
        plans.append(tuple(seq))
    return plans


def policy_plan(rules, view: TournamentState, seat: int) -> Plan:
    """The rest of the turn as the policy plays it (no Special playable)."""
    seq: list[Action] = []
    state = view
    while True:
        move = policy_action(state, seat)
        seq.append(move)
        kind = move[0]
        if kind == "combo":
            state, _ev = rules.apply(state, seat, move)
            continue
        if kind in ("contest", "end"):
            card = move[1] if kind == "contest" else None
            state = _without(state, seat, card, DISCARD) if card is not None else state.clone()
        elif kind == "discard":
            state = _without(state, seat, move[1], DISCARD)
        else:  # a Special: never in a plan
            raise ValueError("a plan has no Special")
        if len(state.hands[seat]) <= C.HAND_LIMIT:
            return tuple(seq)
        state.phase = DISCARD


def turn_plans(rules, view: TournamentState, seat: int) -> list[Plan]:
    """Every plan worth searching from ``view`` (the play phase, no Special playable, or the discard
    phase): each knight among the strongest few or none, then each contest ``seat`` may call or none,
    then the discards; the policy's own plan first (it wins ties)."""
    hand = view.hands[seat]
    if view.phase == DISCARD:
        body = _discards(view, seat)
    else:
        assert view.phase == PLAY
        knights: list[Action | None] = [None]
        if not view.combo_played:
            legal = rules.legal_actions(view, seat)
            combos = sorted((a for a in legal if a[0] == "combo"), key=lambda a: -sum(C.FORCE[c] for c in a[1:]))
            knights += combos[:MAX_PLAN_COMBOS]
        body = []
        for knight in knights:
            state = rules.apply(view, seat, knight)[0] if knight else view
            calls: list[int | None] = [None]
            if view.turns >= view.players:
                calls += [c for c in dict.fromkeys(state.hands[seat]) if C.FIRST_CONTEST <= c < C.FIRST_SPECIAL]
            head = (knight,) if knight else ()
            for card in calls:
                if card is None:
                    after, move = state, ("end",)
                else:
                    after, move = _without(state, seat, card, DISCARD), ("contest", card)
                for tail in _discards(after, seat):
                    body.append(head + (move,) + tail)
        del hand
    first = policy_plan(rules, view, seat)
    plans = [first] + [p for p in body if p != first]
    return plans
