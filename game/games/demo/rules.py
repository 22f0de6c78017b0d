"""Demo: each player has 5 turns; on a turn draw a hidden card (hand ≤ 3) or play one face up
(or pass, when neither is possible).

Score = sum of played cards. Small, but with hidden hands, chance and undo-able quiet moves, so it
exercises the whole protocol.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.rng import Rng
from game.core.rules import Action, Event, IllegalAction, InvalidOptions, Options, Outcome, Seat, rank_by
from game.i18n import _

TURNS = 5
HAND_LIMIT = 3
HIDDEN = -1


@dataclass
class DemoState:
    players: int
    deck: list[int]
    hands: list[list[int]]
    played: list[list[int]]
    turn: int = 0  # seat to act
    turns_taken: list[int] = field(default_factory=list)
    rng: Rng = field(default_factory=Rng)

    def clone(self) -> DemoState:
        return DemoState(
            self.players,
            list(self.deck),
            [list(h) for h in self.hands],
            [list(p) for p in self.played],
            self.turn,
            list(self.turns_taken),
            self.rng.copy(),
        )


class DemoRules:
    id = "demo"
    state_type = DemoState

    def new_game(self, options: Options, seed: int) -> DemoState:
        if not 2 <= options.players <= 4:
            raise InvalidOptions(_("This game needs {lo} to {hi} players.").format(lo=2, hi=4))
        rng = Rng.from_seed(seed)
        deck = list(range(1, 13))
        rng.shuffle(deck)
        hands = [[deck.pop()] for _ in range(options.players)]
        return DemoState(
            options.players, deck, hands, [[] for _ in range(options.players)], 0, [0] * options.players, rng
        )

    def actors(self, state: DemoState) -> frozenset[Seat]:
        return frozenset() if self._over(state) else frozenset({state.turn})

    def legal_actions(self, state: DemoState, seat: Seat) -> list[Action]:
        if seat != state.turn or self._over(state):
            return []
        actions: list[Action] = [("play", c) for c in sorted(set(state.hands[seat]))]
        if state.deck and len(state.hands[seat]) < HAND_LIMIT:
            actions.append(("draw",))
        return actions or [("pass",)]

    def apply(self, state: DemoState, seat: Seat, action: Action) -> tuple[DemoState, list[Event]]:
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(_("That move is not allowed now."), action, seat)
        s = state.clone()
        events: list[Event] = []
        if action[0] == "draw":
            card = s.deck.pop()
            if card == HIDDEN:
                raise IllegalAction(_("That move is not allowed now."), action, seat)
            s.hands[seat].append(card)
            events.append(Event("card_drawn", {"seat": seat}, {"card": card}, frozenset({seat})))
        elif action[0] == "pass":
            events.append(Event("passed", {"seat": seat}))
        else:
            card = action[1]
            s.hands[seat].remove(card)
            s.played[seat].append(card)
            events.append(Event("card_played", {"seat": seat, "card": card}, reveals=True))
        s.turns_taken[seat] += 1
        s.turn = (seat + 1) % s.players
        return s, events

    def view(self, state: DemoState, seat: Seat | None) -> DemoState:
        v = state.clone()
        v.deck = [HIDDEN] * len(state.deck)
        v.hands = [list(h) if i == seat else [HIDDEN] * len(h) for i, h in enumerate(state.hands)]
        v.rng = Rng(0)
        return v

    def determinize(self, view: DemoState, seat: Seat, rng: Rng) -> DemoState:
        s = view.clone()
        seen = set(s.hands[seat]) | {c for p in s.played for c in p}
        unseen = [c for c in range(1, 13) if c not in seen]
        rng.shuffle(unseen)
        s.hands = [h if i == seat else [unseen.pop() for _ in h] for i, h in enumerate(s.hands)]
        s.deck = [unseen.pop() for _ in s.deck]
        s.rng = rng.spawn()
        return s

    def scores(self, state: DemoState) -> list[float]:
        return [float(sum(p)) for p in state.played]

    def outcome(self, state: DemoState) -> Outcome | None:
        if not self._over(state):
            return None
        scores = self.scores(state)
        return Outcome(tuple(scores), rank_by([(s,) for s in scores], list(range(state.players))))

    @staticmethod
    def _over(state: DemoState) -> bool:
        return all(t >= TURNS for t in state.turns_taken)


def evaluate(state: DemoState, seat: Seat) -> float:
    """Share of the points on the table, counting half of the hand as future points."""
    mine = sum(state.played[seat]) + 0.5 * sum(max(c, 0) for c in state.hands[seat])
    total = sum(sum(p) for p in state.played) + 1.0
    return min(1.0, mine / (total + mine))
