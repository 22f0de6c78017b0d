"""The Paladin rules on the shared protocol: pure ``apply``, redacted ``view``, ``determinize``."""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Action, Event, IllegalAction, InvalidOptions, Options, Outcome, Seat, rank_by
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.beliefs import Belief
from game.games.paladin.state import HIDDEN, OVER, PLACE, RESOLVE, START, PaladinState
from game.i18n import N_, _


class PaladinRules:
    """Paladin for 3-5 players; variant ``classic_zero`` lets a 0 beat a 9."""

    id = "paladin"
    state_type = PaladinState

    def new_game(self, options: Options, seed: int) -> PaladinState:
        if options.players not in C.PLAYERS:
            raise InvalidOptions(_("Paladin is played by 3 to 5 players."))
        variant = options.variant or C.STANDARD
        if variant not in (C.STANDARD, C.CLASSIC_ZERO):
            raise InvalidOptions(_("Unknown variant: {variant}").format(variant=variant))
        classic = variant == C.CLASSIC_ZERO or bool(options.get(C.CLASSIC_ZERO, False))
        return E.setup(options.players, classic, seed)

    def actors(self, state: PaladinState) -> frozenset[Seat]:
        a = E.actor(state)
        return frozenset() if a < 0 else E.ALL_SEATS[a]

    def legal_actions(self, state: PaladinState, seat: Seat) -> list[Action]:
        return E.legal(state, seat)

    def apply(self, state: PaladinState, seat: Seat, action: Action) -> tuple[PaladinState, list[Event]]:
        if state.phase == OVER:
            raise IllegalAction(_("The game is over."), action, seat)
        if seat != E.actor(state):
            raise IllegalAction(_("It is not your turn."), action, seat)
        if not E.is_legal(state, seat, action):
            raise IllegalAction(self._why(state, seat, action), action, seat)
        s = state.clone()
        events: list[Event] = []
        E.step(s, seat, action, events)
        return s, events

    @staticmethod
    def _why(state: PaladinState, seat: Seat, action: Action) -> str:
        kind = action[0] if isinstance(action, tuple) and action else None
        if state.phase == PLACE:
            if kind == "peek":
                if state.peeked:
                    return _("You may look at only one card before placing.")
                return _("You can only look at a face-down card of another player that you have not seen.")
            if kind == "place" and len(action) == 3:
                if action[1] not in state.hands[seat]:
                    return _("That card is not in your hand.")
                if E.placing_main(state):
                    return _("Each mission gets one main paladin first: choose a mission without one.")
                return _("You already have a paladin at that mission.")
            return _("Place a paladin at a mission, or look at a face-down card first.")
        if state.phase == RESOLVE:
            if kind == "beat":
                return _("Your paladin is not strong enough to beat the leading one.")
            return _("Choose: beat, take back or discard.")
        if state.phase == START:
            return _("Choose the player who starts.")
        return _("That move is not allowed now.")

    # -- hidden information -------------------------------------------------------------------
    def view(self, state: PaladinState, seat: Seat | None) -> PaladinState:
        v = state.clone()
        v.rng = Rng(0)
        mask = state.public if seat is None else state.known[seat] | state.public
        v.mission_deck = [HIDDEN] * len(state.mission_deck)
        v.deck = [HIDDEN] * len(state.deck)
        v.hands = [[c if (mask >> c) & 1 else HIDDEN for c in h] for h in state.hands]
        v.table = [[(o, c if c >= 0 and (mask >> c) & 1 else HIDDEN) for o, c in row] for row in state.table]
        v.discard = [c if (mask >> c) & 1 else HIDDEN for c in state.discard]
        v.known = [k & mask for k in state.known]
        return v

    @staticmethod
    def turns_up(events: list[Event], seat: Seat) -> bool:
        """True when ``events`` turned another player's main paladin face up: information for ``seat``
        (undo may not take it back), even when it had peeked at that card, since now all have seen it."""
        return any(e.kind == "revealed" and e.data.get("seat") != seat for e in events)

    def determinize(self, view: PaladinState, seat: Seat, rng: Rng) -> PaladinState:
        """A full state consistent with the view, every hidden card drawn uniformly from the unseen ones
        (the search bot draws them with learned weights instead: ``beliefs.Belief``)."""
        return Belief(view.players, temper=0.0).sample(view, seat, rng)

    # -- results --------------------------------------------------------------------------------
    def scores(self, state: PaladinState) -> list[float]:
        return [float(E.score(state, p)) for p in range(state.players)]

    def outcome(self, state: PaladinState) -> Outcome | None:
        if state.phase != OVER:
            return None
        n = state.players
        keys = [(E.score(state, p), E.reds(state, p)) for p in range(n)]
        # each red paladin is a point; a tie on points that they broke is said where they are counted
        broke = any(keys[p][0] == keys[q][0] and keys[p][1] != keys[q][1] for p in range(n) for q in range(p))
        reds = N_("Red paladins (+1 each, tie-break)") if broke else N_("Red paladins (+1 each)")
        breakdown = tuple(
            {
                N_("Honour from missions"): E.honour(state, p),
                reds: E.reds(state, p),
                N_("Missions won"): len(state.won_missions[p]),
            }
            for p in range(n)
        )
        return Outcome(tuple(float(k[0]) for k in keys), rank_by(keys, list(range(n))), breakdown)
