"""Sparring partners for Tournament: rule-based players written the way experienced players play,
used only to measure the bots (never offered at setup). Each reads only its seat's view and moves in
well under a millisecond.
"""

from __future__ import annotations

import math

from game.core.rng import Rng
from game.core.rules import Action
from game.games.tournament import content as C
from game.games.tournament.scoring import category_score
from game.games.tournament.state import DISCARD, DRAW, TournamentState
from game.games.tournament.tactics import (
    SCALE,
    best_combo,
    chivalry_share,
    combos_of,
    contest_places,
    is_contest,
    lead,
    may_take_discard,
    missing_kinds,
    scores,
    wins_as_caller,
)

_FC, _FS = C.FIRST_CONTEST, C.FIRST_SPECIAL
_FORCE = C.FORCE
PLACE_WEIGHT = {"mine": 1.0, "theirs": 0.8, "top": 0.6, "unseen": 0.45, "buried": 0.1}
"""How much a live contest weighs in choosing a combo, by where it is."""


def _sig(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


class _RulePlayer:
    """Shared turn structure: draw, Specials, a combo, a contest, discards; subclasses set the taste."""

    level = "sparring"
    take_force = 8
    """Take a Chivalry card from the discard pile from this force up."""

    def __init__(self) -> None:
        self.explain = ""

    def choose(self, rules, view: TournamentState, seat: int, rng: Rng, deadline: float | None = None) -> Action:
        legal = rules.legal_actions(view, seat)
        if len(legal) == 1:
            return legal[0]
        action = self.decide(view, seat)
        return action if action in legal else legal[-1]

    def decide(self, view: TournamentState, seat: int) -> Action:
        if view.phase == DRAW:
            return ("draw", "discard") if may_take_discard(view) and self.take_top(view, seat) else ("draw", "deck")
        if view.phase == DISCARD:
            return ("discard", self.discard_choice(view, seat))
        hand = view.hands[seat]
        if view.deck and self.play_specials(view, seat):
            for c in hand:
                if c >= _FS:
                    return ("special", c)
        if not view.combo_played:
            combo = self.combo_choice(view, seat)
            if combo is not None:
                return combo
        if view.turns >= view.players:
            card = self.contest_choice(view, seat)
            if card is not None:
                return ("contest", card)
        return ("end",)

    # ---- tastes ---------------------------------------------------------------------------------
    def take_top(self, view: TournamentState, seat: int) -> bool:
        top = view.discard[-1]
        if top >= _FS:
            return bool(view.deck)
        if is_contest(top):
            return True  # win it, or keep it from the player who would
        hand = view.hands[seat]
        if top // 10 in missing_kinds(hand) and len(missing_kinds(hand)) == 1:
            return True  # it completes a knight this turn
        return _FORCE[top] >= self.take_force

    def play_specials(self, view: TournamentState, seat: int) -> bool:
        return True

    def combo_choice(self, view: TournamentState, seat: int) -> Action | None:
        return best_combo(view.hands[seat])

    def contest_choice(self, view: TournamentState, seat: int) -> int | None:
        """The held contest won by the narrowest lead (the one most likely to slip away)."""
        best, best_lead = None, math.inf
        share = None
        for c in view.hands[seat]:
            if is_contest(c):
                cat = c - _FC
                if cat == C.KINGS_FAVOR and share is None:
                    share = chivalry_share(view)
                now = scores(view, cat, share)
                if wins_as_caller(now, seat):
                    margin = lead(now, seat) / SCALE[cat]
                    if margin < best_lead:
                        best, best_lead = c, margin
        return best

    def keep_value(self, view: TournamentState, seat: int, card: int, buried: bool) -> float:
        """How much ``seat`` wants to keep ``card``; ``buried``: another card will cover this discard."""
        hand = view.hands[seat]
        if card >= _FS:
            return 9.0 if view.deck else -1.0
        if is_contest(card):
            now = scores(view, card - _FC)
            if wins_as_caller(now, seat):
                return 14.0 + lead(now, seat) / SCALE[card - _FC]
            # a contest we lose: bury it if something will cover it; on top it would be handed over
            return -2.0 if buried else 10.0
        kind = card // 10
        same = sorted((c for c in hand if 0 <= c < _FC and c // 10 == kind), key=lambda c: -_FORCE[c])
        value = float(_FORCE[card])
        if same and same[0] == card:
            value += 4.0  # the best card of its kind: our next knight needs it
        return value

    def discard_choice(self, view: TournamentState, seat: int) -> int:
        hand = view.hands[seat]
        buried = len(hand) - C.HAND_LIMIT >= 2
        return min(dict.fromkeys(hand), key=lambda c: (self.keep_value(view, seat, c, buried), c))


class Marshal(_RulePlayer):
    """Counts every live contest: takes contests and Specials from the discard pile, builds the knight
    that wins the most contests still to come, calls the contest it leads by least, and buries the
    contests it is losing under another discard."""

    level = "marshal"

    def combo_choice(self, view: TournamentState, seat: int) -> Action | None:
        options = combos_of(view.hands[seat])
        if not options:
            return None
        if len(options) == 1:
            return options[0]
        places = contest_places(view, seat)
        weights = [0.0] * 9
        for card, place in places.items():
            weights[card - _FC] = PLACE_WEIGHT[place]
        share = chivalry_share(view) if weights[C.KINGS_FAVOR] else None
        base = view.combos[seat]
        others = [scores(view, cat, share) for cat in range(9)]
        best, best_value = None, -math.inf
        for action in options:
            mine = base + [action[1:]]
            value = 0.0
            for cat in range(9):
                w = weights[cat]
                if not w:
                    continue
                now = list(others[cat])
                if cat != C.KINGS_FAVOR:  # moving cards from hand to play does not change King's Favour
                    now[seat] = float(category_score(mine, cat))
                value += w * _sig(lead(now, seat) / SCALE[cat])
            value += 0.002 * sum(_FORCE[c] for c in action[1:])
            if value > best_value:
                best, best_value = action, value
        return best


class Quartermaster(_RulePlayer):
    """Plays for tempo and cards: hurries the end with Specials and deck draws when ahead on contests,
    slows it by drawing from the discard pile when behind, always puts its strongest knight into play and
    calls the contest it leads by least."""

    level = "quartermaster"

    def standing(self, view: TournamentState, seat: int) -> float:
        """Contests won so far plus contests in hand it wins now, minus the best rival's won ones."""
        won = [len(t) for t in view.trophies]
        mine = won[seat]
        for c in view.hands[seat]:
            if is_contest(c) and wins_as_caller(scores(view, c - _FC), seat):
                mine += 1
        return mine - max(w for p, w in enumerate(won) if p != seat)

    def take_top(self, view: TournamentState, seat: int) -> bool:
        if super().take_top(view, seat):
            return True
        top = view.discard[-1]
        # behind: a harmless card from the discard pile keeps the deck, and the game, longer
        return self.standing(view, seat) < 0 and 0 <= top < _FC and _FORCE[top] >= 5

    def play_specials(self, view: TournamentState, seat: int) -> bool:
        if self.standing(view, seat) >= 0:
            return True
        hand = view.hands[seat]
        return bool(missing_kinds(hand)) and len(view.deck) > 3 * view.players


SPARRING = {"marshal": Marshal, "quartermaster": Quartermaster}
"""Measurement-only opponents for ``GameSpec.sparring`` (label → factory)."""
