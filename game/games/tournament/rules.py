"""Tournament's rules engine on the shared protocol: turns, combos, specials, contests, end game.

Turn: draw (deck or discard top) → play (at most one Knight Combo, any Specials) → at most one Contest
(scored at once) or end → discard down to the hand limit (the player picks, one card per action).
A scored Contest card is kept face up by its winner as a trophy, so each contest scores at most once.

The end is announced: ``last_cards`` when a draw leaves no more cards in the deck than there are
players, ``deck_empty`` when it takes the last one (that turn still finishes). Then ``final_contests``:
from the next player on, in turn order, every Contest card left in a hand is played by its holder, one
``contest`` event each, and the game ends. The order asks nothing of the players: the table no longer
changes, so no order can change a score.

Actions: ("draw", "deck"|"discard"), ("combo", k, w, h, s), ("special", card), ("contest", card),
("end",), ("discard", card).
"""

from __future__ import annotations

from bisect import insort
from itertools import product

from game.core.rng import Rng
from game.core.rules import Action, Event, IllegalAction, InvalidOptions, Options, Outcome, Seat, rank_by
from game.games.tournament import content as C
from game.games.tournament.hidden import determinize_state, view_state
from game.games.tournament.scoring import all_scores, category_score, contest_order, contest_vp, hand_chivalry
from game.games.tournament.state import DISCARD, DRAW, OVER, PLAY, ContestRecord, TournamentState
from game.i18n import N_, _

_KIND = C.KIND
_END = ("end",)
_DRAW_DECK = ("draw", "deck")
_DRAW_DISCARD = ("draw", "discard")


class TournamentRules:
    """The engine. Pure and deterministic: all chance is the shuffle made in ``new_game``."""

    id = "tournament"
    state_type = TournamentState

    # ---- setup -------------------------------------------------------------------------------
    def new_game(self, options: Options, seed: int) -> TournamentState:
        n = options.players
        if not C.MIN_PLAYERS <= n <= C.MAX_PLAYERS:
            raise InvalidOptions(_("Tournament needs {lo} to {hi} players.").format(lo=C.MIN_PLAYERS, hi=C.MAX_PLAYERS))
        if options.variant not in C.VARIANTS:
            raise InvalidOptions(_("Unknown variant: {v}").format(v=options.variant))
        rng = Rng.from_seed(seed)
        deck = list(C.ALL_CARDS)
        rng.shuffle(deck)
        first = options.get("first_player", "random")
        if first == "random" or first is None:
            first = rng.below(n)
        elif not isinstance(first, int) or not 0 <= first < n:
            raise InvalidOptions(_("The first player must be one of the seats."))
        hands = []
        for _seat in range(n):
            hand = sorted(deck[-C.STARTING_HAND :])
            del deck[-C.STARTING_HAND :]
            hands.append(hand)
        return TournamentState(
            players=n,
            hands=hands,
            deck=deck,
            discard=[],
            combos=[[] for _ in range(n)],
            vp=[0] * n,
            known=[[] for _ in range(n)],
            trophies=[[] for _ in range(n)],
            current=first,
            first=first,
            rng=rng,
        )

    # ---- queries -----------------------------------------------------------------------------
    def actors(self, state: TournamentState) -> frozenset[Seat]:
        return frozenset() if state.phase == OVER else frozenset((state.current,))

    def contests_open(self, state: TournamentState) -> bool:
        """True once every player has finished a first turn."""
        return state.turns >= state.players

    def legal_actions(self, state: TournamentState, seat: Seat) -> list[Action]:
        if state.phase == OVER or seat != state.current:
            return []
        phase = state.phase
        if phase == DRAW:
            return [_DRAW_DECK, _DRAW_DISCARD] if state.discard else [_DRAW_DECK]
        hand = state.hands[seat]
        if phase == DISCARD:
            return [("discard", c) for c in dict.fromkeys(hand) if c >= 0]
        actions: list[Action] = []
        if not state.combo_played:
            parts: tuple[list[int], ...] = ([], [], [], [])
            for c in hand:
                if 0 <= c < C.FIRST_CONTEST:
                    parts[c // 10].append(c)
            if parts[0] and parts[1] and parts[2] and parts[3]:
                actions.extend(("combo", k, w, h, s) for k, w, h, s in product(*parts))
        if state.deck:
            actions.extend(("special", c) for c in hand if c >= C.FIRST_SPECIAL)
        if state.turns >= state.players:
            actions.extend(("contest", c) for c in hand if C.FIRST_CONTEST <= c < C.FIRST_SPECIAL)
        actions.append(_END)
        return actions

    def outcome(self, state: TournamentState) -> Outcome | None:
        if state.phase != OVER:
            return None
        intrigue = [category_score(c, C.COURT_INTRIGUE) for c in state.combos]
        keys = [(state.vp[s], intrigue[s]) for s in range(state.players)]
        ranking = rank_by(keys, list(range(state.players)))
        top_tied = state.vp.count(max(state.vp)) > 1  # the tie-break is only shown when it decided something
        breakdown = tuple(
            {
                N_("Victory Points"): state.vp[s],
                N_("Contests won"): len(state.trophies[s]),
                N_("Knights in play"): len(state.combos[s]),
                **({N_("Tie-break: total force in play"): intrigue[s]} if top_tied else {}),
            }
            for s in range(state.players)
        )
        return Outcome(tuple(float(v) for v in state.vp), ranking, breakdown)

    def scores(self, state: TournamentState) -> list[float]:
        return [float(v) for v in state.vp]

    def view(self, state: TournamentState, seat: Seat | None) -> TournamentState:
        return view_state(state, seat)

    def determinize(self, view: TournamentState, seat: Seat, rng: Rng) -> TournamentState:
        return determinize_state(view, seat, rng)

    @staticmethod
    def turns_up(events: list[Event], seat: Seat) -> bool:
        """True when ``events`` scored a King's Favour: it showed the whole table how many Chivalry
        cards each hand holds, so undo may not take it back (even for a seat that knew some of them,
        and however few re-dealt worlds would have shown other counts)."""
        return any(e.kind == "contest" and e.data.get("category") == C.KINGS_FAVOR for e in events)

    # ---- apply -------------------------------------------------------------------------------
    def apply(self, state: TournamentState, seat: Seat, action: Action) -> tuple[TournamentState, list[Event]]:
        if state.phase == OVER:
            raise IllegalAction(_("The game is over."), action, seat)
        if seat != state.current:
            raise IllegalAction(_("It is not your turn."), action, seat)
        if not isinstance(action, tuple) or not action:
            raise IllegalAction(_("That move is not allowed now."), action, seat)
        kind = action[0]
        phase = state.phase
        if kind == "draw":
            if phase != DRAW:
                raise IllegalAction(_("You have already drawn this turn."), action, seat)
            return self._draw(state, seat, action)
        if phase == DRAW:
            raise IllegalAction(_("Draw a card first: from the deck or the discard pile."), action, seat)
        if kind == "discard":
            if phase != DISCARD:
                raise IllegalAction(_("You only discard at the end of your turn, above the hand limit."), action, seat)
            return self._discard(state, seat, action)
        if phase == DISCARD:
            raise IllegalAction(
                _("You hold more than {n} cards: choose cards to discard.").format(n=C.HAND_LIMIT), action, seat
            )
        if kind == "combo":
            return self._combo(state, seat, action)
        if kind == "special":
            return self._special(state, seat, action)
        if kind == "contest":
            return self._contest(state, seat, action)
        if kind == "end" and len(action) == 1:
            events: list[Event] = []
            return self._end_play(state.clone(), seat, events), events
        raise IllegalAction(_("That move is not allowed now."), action, seat)

    def _card_arg(self, state: TournamentState, seat: Seat, action: Action) -> int:
        if len(action) != 2 or not isinstance(action[1], int) or isinstance(action[1], bool):
            raise IllegalAction(_("That move is not allowed now."), action, seat)
        card = action[1]
        if card < 0 or card not in state.hands[seat]:
            raise IllegalAction(_("That card is not in your hand."), action, seat)
        return card

    def _draw(self, state: TournamentState, seat: Seat, action: Action) -> tuple[TournamentState, list[Event]]:
        source = action[1] if len(action) == 2 else None
        new = state.clone()
        hand = list(state.hands[seat])
        if source == "deck":
            if not state.deck:
                raise IllegalAction(_("The deck is empty."), action, seat)
            new.deck = state.deck[:-1]
            card = state.deck[-1]
            event = Event("draw", {"seat": seat, "source": "deck"}, {"card": card}, frozenset((seat,)), reveals=True)
        elif source == "discard":
            if not state.discard:
                raise IllegalAction(_("The discard pile is empty."), action, seat)
            new.discard = state.discard[:-1]
            card = state.discard[-1]
            new.known = _replace(state.known, seat, sorted(state.known[seat] + [card]))
            event = Event("draw", {"seat": seat, "source": "discard", "card": card})
        else:
            raise IllegalAction(_("That move is not allowed now."), action, seat)
        insort(hand, card)
        new.hands = _replace(state.hands, seat, hand)
        new.phase = PLAY
        events = [event]
        _announce_end(state, new, seat, events)
        return new, events

    def _combo(self, state: TournamentState, seat: Seat, action: Action) -> tuple[TournamentState, list[Event]]:
        if state.combo_played:
            raise IllegalAction(_("You may put only one Knight Combo into play each turn."), action, seat)
        if len(action) != 5 or not all(isinstance(c, int) and not isinstance(c, bool) for c in action[1:]):
            raise IllegalAction(_("That move is not allowed now."), action, seat)
        cards = action[1:]
        for card, part in zip(cards, C.CHIVALRY_KINDS):
            if not 0 <= card < C.DECK_SIZE or _KIND[card] != part:
                raise IllegalAction(
                    _("A Knight Combo is one Knight, one Weapon, one Horse and one Shield."), action, seat
                )
        hand = list(state.hands[seat])
        for card in cards:
            if card not in hand:
                raise IllegalAction(_("That card is not in your hand."), action, seat)
            hand.remove(card)
        new = state.clone()
        new.hands = _replace(state.hands, seat, hand)
        if state.known[seat]:
            new.known = _replace(state.known, seat, [c for c in state.known[seat] if c not in cards])
        new.combos = _replace(state.combos, seat, state.combos[seat] + [tuple(cards)])
        new.combo_played = True
        return new, [Event("combo", {"seat": seat, "cards": tuple(cards)})]

    def _special(self, state: TournamentState, seat: Seat, action: Action) -> tuple[TournamentState, list[Event]]:
        card = self._card_arg(state, seat, action)
        if _KIND[card] != C.SPECIAL:
            raise IllegalAction(_("That is not a Special card."), action, seat)
        if not state.deck:
            raise IllegalAction(_("The deck is empty: a Special card would draw nothing."), action, seat)
        n = min(C.SPECIAL_DRAW, len(state.deck))
        drawn = state.deck[-n:][::-1]
        hand = list(state.hands[seat])
        hand.remove(card)
        for c in drawn:
            insort(hand, c)
        new = state.clone()
        new.deck = state.deck[:-n]
        new.discard = state.discard + [card]
        new.hands = _replace(state.hands, seat, hand)
        _forget(new, seat, card)
        events = [
            Event(
                "special", {"seat": seat, "card": card, "count": n}, {"cards": tuple(drawn)}, frozenset((seat,)), True
            )
        ]
        _announce_end(state, new, seat, events)
        return new, events

    def _contest(self, state: TournamentState, seat: Seat, action: Action) -> tuple[TournamentState, list[Event]]:
        card = self._card_arg(state, seat, action)
        if _KIND[card] != C.CONTEST:
            raise IllegalAction(_("That is not a Contest card."), action, seat)
        if state.turns < state.players:
            raise IllegalAction(_("No contest may be played until every player has had a first turn."), action, seat)
        new = state.clone()
        events: list[Event] = []
        _play_contest(new, seat, card, events, final=False)
        return self._end_play(new, seat, events), events

    def _discard(self, state: TournamentState, seat: Seat, action: Action) -> tuple[TournamentState, list[Event]]:
        card = self._card_arg(state, seat, action)
        hand = list(state.hands[seat])
        hand.remove(card)
        new = state.clone()
        new.hands = _replace(state.hands, seat, hand)
        _forget(new, seat, card)
        new.discard = state.discard + [card]
        events = [Event("discard", {"seat": seat, "card": card})]
        if len(hand) <= C.HAND_LIMIT:
            self._finish_turn(new, seat, events)
        return new, events

    # ---- turn end and game end (mutate ``new``, a fresh clone) ---------------------------------
    def _end_play(self, new: TournamentState, seat: Seat, events: list[Event]) -> TournamentState:
        excess = len(new.hands[seat]) - C.HAND_LIMIT
        if excess > 0:
            new.phase = DISCARD
            events.append(Event("hand_limit", {"seat": seat, "excess": excess}))
        else:
            self._finish_turn(new, seat, events)
        return new

    def _finish_turn(self, new: TournamentState, seat: Seat, events: list[Event]) -> None:
        new.turns = new.turns + 1
        new.combo_played = False
        if not new.deck:
            n = new.players
            order = [(seat + i) % n for i in range(1, n + 1)]
            held = [[c for c in new.hands[p] if _KIND[c] == C.CONTEST] for p in range(n)]
            if any(held):
                counts = tuple(len(h) for h in held)
                events.append(Event("final_contests", {"seat": order[0], "counts": counts}))
            for p in order:
                for card in held[p]:
                    _play_contest(new, p, card, events, final=True)
            new.phase = OVER
            outcome = self.outcome(new)
            assert outcome is not None
            events.append(Event("game_over", {"vp": tuple(new.vp), "ranking": outcome.ranking}))
            return
        new.current = (seat + 1) % new.players
        new.phase = DRAW
        events.append(Event("turn", {"seat": new.current, "previous": seat}))


def _replace(lists: list, index: int, value: object) -> list:
    """A copy of ``lists`` with one item replaced (the others are shared, never mutated)."""
    out = list(lists)
    out[index] = value
    return out


def _forget(new: TournamentState, seat: Seat, card: int) -> None:
    """``card`` left ``seat``'s hand: it is no longer a publicly known card of that hand."""
    if card in new.known[seat]:
        new.known = _replace(new.known, seat, [c for c in new.known[seat] if c != card])


def _announce_end(old: TournamentState, new: TournamentState, seat: Seat, events: list[Event]) -> None:
    """After a draw from the deck: warn when it now holds no more cards than there are players, or say
    that it is empty (the current turn is the last one)."""
    left, n = len(new.deck), new.players
    if left == len(old.deck):
        return
    if left == 0:
        events.append(Event("deck_empty", {"seat": seat}))
    elif left <= n < len(old.deck):
        events.append(Event("last_cards", {"seat": seat, "left": left}))


def _play_contest(new: TournamentState, seat: Seat, card: int, events: list[Event], final: bool) -> None:
    """Score ``card`` played from ``seat``'s hand; its winner keeps it as a trophy (``new`` is a fresh clone)."""
    hand = list(new.hands[seat])
    hand.remove(card)
    new.hands = _replace(new.hands, seat, hand)
    _forget(new, seat, card)
    cat = C.category(card)
    data: dict = {"seat": seat, "card": card, "category": cat}
    if cat == C.KINGS_FAVOR:
        data["in_hand"] = tuple(hand_chivalry(h) for h in new.hands)
    scores = all_scores(new.combos, cat, new.hands)  # the hands count in King's Favour only
    vp = contest_vp(scores, seat)
    winner = contest_order(scores, seat)[0]
    new.vp = [a + b for a, b in zip(new.vp, vp)]
    new.trophies = _replace(new.trophies, winner, new.trophies[winner] + [card])
    new.history = new.history + [ContestRecord(card, seat, scores, vp, winner, final)]
    data.update(scores=tuple(scores), vp=tuple(vp), winner=winner, totals=tuple(new.vp), final=final)
    # King's Favour shows how many Chivalry cards each hand holds: information no seat had before
    events.append(Event("contest", data, reveals=cat == C.KINGS_FAVOR))
