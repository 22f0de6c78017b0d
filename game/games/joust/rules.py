"""The Joust for Fun engine: setup, the turn sequence, combat, and the three modes.

Actions (tuples of JSON scalars):

* ``("setup", i)`` — joust with your i-th (0/1) starting knight; the other goes to the stable.
* ``("draw", "court")`` / ``("draw", "knight")`` — the draw step.
* ``("decree", uid)`` — A Knight's Tale's Fan Support: spend 6 fans for 1 damage to opposing knight
  ``uid``, on your turn whenever you are not in the middle of a court card or a combat (draw step,
  jousting step, and after the combat).
* ``("end",)`` — A Knight's Tale, after the combat: end your turn (Fan Support is offered first).
* ``("target", uid)`` — a knight for the court card being played; ``("target", -1)``: leave an optional
  slot empty (Royal Banquet's "up to two of your knights": stop at one).
* ``("joust", uid)`` — choose your jousting knight.
* ``("attack", uid)`` — the defender has no jousting knight: attack this one of theirs.
* ``("card", v)`` — a combat card, chosen in secret by attacker and defender at the same time.
* ``("order", i)`` — several abilities triggered at once, and their order changes the outcome: resolve
  ``pending[i]`` next.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Action, Event, IllegalAction, InvalidOptions, Options, Outcome, Seat, rank_by
from game.games.joust import content as C
from game.games.joust import court
from game.games.joust import effects as fx
from game.games.joust.hidden import determinize, view
from game.games.joust.state import (
    ATTACK,
    COMBAT,
    DRAW,
    END,
    JOUST,
    NONE,
    ORDER,
    OVER,
    SETUP,
    TARGET,
    JoustState,
    Knight,
)
from game.games.joust.state import Seat as SeatState
from game.i18n import _


class JoustRules:
    """Pure engine of Joust for Fun; see the module docstring for the actions."""

    id = "joust"
    state_type = JoustState

    # --- setup --------------------------------------------------------------------------
    def new_game(self, options: Options, seed: int) -> JoustState:
        n = options.players
        variant = options.variant
        if variant not in C.VARIANTS:
            raise InvalidOptions(_("Unknown variant: {v}").format(v=variant))
        if not 2 <= n <= 4:
            raise InvalidOptions(_("This game needs {lo} to {hi} players.").format(lo=2, hi=4))
        rng = Rng.from_seed(seed)
        st = JoustState(players=n, variant=variant, rng=rng)
        st.court_deck = list(C.CAROUSEL_COURTS if variant == C.CAROUSEL else range(len(C.COURTS)))
        rng.shuffle(st.court_deck)
        st.seats = [SeatState() for _ in range(n)]
        if variant == C.CAROUSEL:
            for s in range(n):
                st.seats[s].knights = [Knight(C.MAIDEN, 0, st.next_uid)]
                st.seats[s].jousting = 0
                st.next_uid += 1
            st.setup = [0] * n
            st.setup_done = [True] * n
            st.active = rng.below(n)
            self._start_turn(st, [])
            return st
        st.knight_deck = list(C.DECK_KNIGHTS)
        rng.shuffle(st.knight_deck)
        for s in range(n):
            for _k in range(2):
                st.seats[s].knights.append(Knight(st.knight_deck.pop(), 0, st.next_uid))
                st.next_uid += 1
        st.setup = [-1] * n
        st.setup_done = [False] * n
        return st

    # --- protocol -----------------------------------------------------------------------
    def actors(self, st: JoustState) -> frozenset[Seat]:
        ph = st.phase
        if ph == OVER:
            return frozenset()
        if ph == SETUP:
            return frozenset(s for s in range(st.players) if not st.setup_done[s])
        if ph == COMBAT:
            out = set()
            if st.pick_att == NONE:
                out.add(st.attacker)
            if st.pick_def == NONE:
                out.add(st.defender)
            return frozenset(out)
        return frozenset((st.active,))

    def legal_actions(self, st: JoustState, seat: Seat) -> list[Action]:
        ph = st.phase
        if ph == OVER:
            return []
        if ph == SETUP:
            return [("setup", 0), ("setup", 1)] if not st.setup_done[seat] else []
        if ph == COMBAT:
            if seat == st.attacker and st.pick_att == NONE:
                att = st.knight(st.att_uid)
                top = fx.strength(st, att) if att is not None else 1
                return [("card", v) for v in range(1, top + 1)]
            if seat == st.defender and st.pick_def == NONE:
                return [("card", v) for v in C.COMBAT_VALUES]
            return []
        if seat != st.active:
            return []
        me = st.seats[seat]
        if ph == DRAW:
            out: list[Action] = []
            if st.variant == C.CAROUSEL:
                out.append(("draw", "court"))
            else:
                if me.knights:
                    out.append(("draw", "court"))
                if len(me.knights) < C.MAX_KNIGHTS and (st.knight_deck or st.knight_discard):
                    out.append(("draw", "knight"))
            return out + self._fan_actions(st, seat)
        if ph == TARGET:
            play = st.court[st.to_activate[0]]
            out = [("target", uid) for uid in court.candidates(st, play, st.target_slot)]
            return out + [("target", -1)] if court.may_skip(st, play, st.target_slot) else out
        if ph == JOUST:
            return [("joust", k.uid) for k in me.knights] + self._fan_actions(st, seat)
        if ph == ATTACK:
            return [("attack", k.uid) for k in st.seats[st.defender].knights]
        if ph == ORDER:
            return [("order", i) for i in range(len(st.pending))]
        if ph == END:
            return [("end",), *self._fan_actions(st, seat)]
        return []

    def _fan_actions(self, st: JoustState, seat: Seat) -> list[Action]:
        """A Knight's Tale's Fan Support: 6 fans for 1 damage to any opposing knight."""
        if st.variant != C.TALE or st.seats[seat].fans < C.DECREE_COST:
            return []
        return [("decree", k.uid) for s, other in enumerate(st.seats) if s != seat for k in other.knights]

    def apply(self, state: JoustState, seat: Seat, action: Action) -> tuple[JoustState, list[Event]]:
        if seat not in self.actors(state):
            raise IllegalAction(_("It is not your turn."), action, seat)
        action = tuple(action)
        if action not in self.legal_actions(state, seat):
            raise IllegalAction(self._why_illegal(state, seat, action), action, seat)
        st = state.clone()
        events: list[Event] = []
        kind = action[0]
        if kind == "setup":
            self._setup_pick(st, seat, action[1], events)
        elif kind == "draw":
            self._draw(st, action[1], events)
        elif kind == "decree":
            self._decree(st, seat, action[1], events)
        elif kind == "end":
            events.append(Event("turn_ended", {"seat": seat}))  # told first: the player chose to end it
            self._end_turn(st, events)
        elif kind == "target":
            court.choose(st, action[1], events)
            self._after_targets(st, events)
        elif kind == "joust":
            self._choose_jouster(st, action[1], events)
        elif kind == "attack":
            self._start_combat(st, action[1], events)
        elif kind == "card":
            self._pick(st, seat, action[1], events)
        elif kind == "order":
            t = st.pending.pop(action[1])
            events.append(Event("order_chosen", {"seat": seat, "card": t.card, "origin": t.origin}))  # the choice
            fx.resolve(st, t, events)
            self._continue_combat(st, events)
        return st, events

    def _why_illegal(self, st: JoustState, seat: Seat, action: Action) -> str:
        if action and action[0] == "card" and seat == st.attacker:
            return _("Your jousting knight is not strong enough for that combat card.")
        if action and action[0] == "draw" and action[1:] == ("knight",):
            return _("You already have 3 knights.")
        if action and action[0] == "draw":
            return _("You have no knights: you must draw a knight.")
        if action and action[0] == "decree":
            return _("You do not have enough fans for that.")
        return _("That move is not allowed now.")

    # --- setup --------------------------------------------------------------------------
    def _setup_pick(self, st: JoustState, seat: int, index: int, events: list[Event]) -> None:
        st.setup[seat] = index
        st.setup_done[seat] = True
        events.append(Event("setup_pick", {"seat": seat}, {"index": index}, frozenset((seat,))))
        if all(st.setup_done):
            for s, me in enumerate(st.seats):
                me.jousting = st.setup[s]
            st.active = st.rng.below(st.players)
            events.append(
                Event(
                    "knights_revealed",
                    {
                        "knights": [[k.card for k in me.knights] for me in st.seats],
                        "jousting": [me.jousting for me in st.seats],
                        "first": st.active,
                    },
                    reveals=True,
                )
            )
            self._start_turn(st, events)

    # --- turn sequence --------------------------------------------------------------------
    def _start_turn(self, st: JoustState, events: list[Event]) -> None:
        st.turn += 1
        if st.turn > C.MAX_TURNS:
            st.phase = OVER
            events.append(Event("game_over", {"winner": -1}))
            return
        st.phase = DRAW
        st.attacker = st.defender = st.target = st.att_uid = -1
        st.pick_att = st.pick_def = NONE
        court.start_of_turn(st, events)  # told before the new turn's header: the last thing of the turn before
        events.append(Event("turn_start", {"seat": st.active, "turn": st.turn}))
        for k in list(st.seats[st.active].knights):
            regen = fx.passive(st, k, C.REGEN)
            if regen > 0:
                fx.heal(st, k.uid, regen, events)

    def _draw(self, st: JoustState, what: str, events: list[Event]) -> None:
        if what == "knight":
            if not st.knight_deck:
                st.knight_deck = st.knight_discard
                st.knight_discard = []
                st.rng.shuffle(st.knight_deck)
                events.append(Event("reshuffle", {"deck": "knight"}))
            card = st.knight_deck.pop()
            k = Knight(card, 0, st.next_uid)
            st.next_uid += 1
            st.seats[st.active].knights.append(k)
            events.append(Event("knight_drawn", {"seat": st.active, "card": card, "uid": k.uid}))
            self._to_joust(st, events)
            return
        court.draw(st, events)
        self._after_targets(st, events)

    def _after_targets(self, st: JoustState, events: list[Event]) -> None:
        if st.phase == OVER:
            return
        if court.advance_targets(st, events):
            st.phase = TARGET
            return
        if st.phase != OVER:
            self._to_joust(st, events)

    def _to_joust(self, st: JoustState, events: list[Event]) -> None:
        me = st.seats[st.active]
        if not me.knights:
            self._after_combat(st, events)
        elif len(me.knights) == 1:
            self._choose_jouster(st, me.knights[0].uid, events)
        else:
            st.phase = JOUST

    def _choose_jouster(self, st: JoustState, uid: int, events: list[Event]) -> None:
        me = st.seats[st.active]
        _s, i = st.find(uid)
        me.jousting = i
        events.append(Event("jousting", {"seat": st.active, "uid": uid, "card": me.knights[i].card}))
        defender = self._defender(st)
        if defender < 0:
            events.append(Event("no_opponent", {"seat": st.active}))
            self._after_combat(st, events)
            return
        st.attacker, st.defender, st.att_uid = st.active, defender, uid
        them = st.seats[defender]
        if them.jousting >= 0:
            self._start_combat(st, them.knights[them.jousting].uid, events)
        elif len(them.knights) == 1:
            self._start_combat(st, them.knights[0].uid, events)
        else:
            st.phase = ATTACK

    def _defender(self, st: JoustState) -> int:
        """The first player to the left who controls a knight (-1: nobody)."""
        for step in range(1, st.players):
            s = (st.active + step) % st.players
            if st.seats[s].knights and not st.seats[s].out:
                return s
        return -1

    def _start_combat(self, st: JoustState, target: int, events: list[Event]) -> None:
        st.target = target
        st.phase = COMBAT
        st.pick_att = st.pick_def = NONE
        events.append(
            Event("attack", {"attacker": st.attacker, "defender": st.defender, "att_uid": st.att_uid, "target": target})
        )

    def _pick(self, st: JoustState, seat: int, value: int, events: list[Event]) -> None:
        role = "attacker" if seat == st.attacker else "defender"
        if role == "attacker":
            st.pick_att = value
        else:
            st.pick_def = value
        events.append(Event("card_chosen", {"seat": seat, "role": role}, {"value": value}, frozenset((seat,))))
        if st.pick_att == NONE or st.pick_def == NONE:
            return
        st.struck = st.pick_att != st.pick_def
        st.last_att, st.last_def = st.pick_att, st.pick_def
        st.last_attacker, st.last_defender, st.last_turn = st.attacker, st.defender, st.turn
        att = st.knight(st.att_uid)
        st.last_top = fx.strength(st, att) if att is not None else 1
        st.revealed.append((st.turn, st.attacker, st.defender, st.pick_att, st.pick_def, st.last_top))
        events.append(
            Event(
                "reveal",
                {
                    "attacker": st.attacker,
                    "defender": st.defender,
                    "att": st.pick_att,
                    "def": st.pick_def,
                    "result": "strike" if st.struck else "block",
                    "att_uid": st.att_uid,
                    "target": st.target,
                },
                reveals=True,
            )
        )
        st.pending = fx.collect_triggers(st)
        jester, muted = fx.muted_triggers(st)
        if muted:
            k = st.knight(st.att_uid if st.struck else st.target)
            names = [(origin, card) for _a, origin, card, _i in muted]
            events.append(
                Event(
                    "muted",
                    {
                        "seat": st.attacker if st.struck else st.defender,
                        "card": k.card if k else -1,
                        "court": jester,
                        "sources": names,
                    },
                )
            )
        self._continue_combat(st, events)

    def _continue_combat(self, st: JoustState, events: list[Event]) -> None:
        """Resolve pending abilities (asking for an order only when it changes the outcome), then combat damage."""
        while st.pending and st.phase != OVER:
            if fx.order_matters(st):
                st.phase = ORDER
                return
            fx.resolve(st, st.pending.pop(0), events)
        st.pending = []
        if st.phase == OVER:
            return
        st.phase = COMBAT  # leaving ORDER
        if st.struck:  # the strike's fan and its damage are one step: a knock-out that wins counts the fan too
            dmg = fx.combat_damage(st)
            hit = st.knight(st.target)
            fx.gain_fans(st, st.attacker, 1, events, "strike", check=False)  # told before a knock-out's fans
            if hit is not None and dmg <= 0:  # told, so a strike that changes nothing is not a silent no-op
                s, _i = st.find(st.target)
                events.append(Event("no_damage", {"uid": st.target, "seat": s, "card": hit.card, "by": st.attacker}))
            elif hit is not None:
                fx.deal_damage(st, st.target, dmg, st.attacker, events, combat=True, check=False)
            fx.check_victory(st, events)
        else:
            fx.gain_fans(st, st.defender, 1, events, "block")
        if st.phase != OVER:
            self._after_combat(st, events)

    def _after_combat(self, st: JoustState, events: list[Event]) -> None:
        """End the turn, unless the active player may still use the Tale's Fan Support."""
        if self._fan_actions(st, st.active):
            st.phase = END
            st.attacker = st.defender = st.target = st.att_uid = -1
            return
        self._end_turn(st, events)

    def _end_turn(self, st: JoustState, events: list[Event]) -> None:
        court.end_of_turn(st, events)
        events.append(Event("turn_end", {"seat": st.active}))
        for step in range(1, st.players + 1):
            s = (st.active + step) % st.players
            if not st.seats[s].out:
                st.active = s
                break
        self._start_turn(st, events)

    def skip_draw(self, st: JoustState) -> JoustState:
        """For look-ahead: the position as if the active player, at its draw step, drew nothing."""
        if st.phase != DRAW:
            raise ValueError("skip_draw needs a position at the draw step")
        st = st.clone()
        self._to_joust(st, [])
        return st

    # --- fan support (A Knight's Tale) -------------------------------------------------------
    def _decree(self, st: JoustState, seat: int, uid: int, events: list[Event]) -> None:
        st.seats[seat].fans -= C.DECREE_COST
        k = st.knight(uid)
        events.append(
            Event(
                "decree",
                {
                    "seat": seat,
                    "uid": uid,
                    "card": k.card if k else -1,
                    "cost": C.DECREE_COST,
                    "fans": st.seats[seat].fans,
                },
            )
        )
        fx.deal_damage(st, uid, C.DECREE_DAMAGE, seat, events)
        if st.phase == END and not self._fan_actions(st, seat):
            self._end_turn(st, events)

    # --- hidden information -------------------------------------------------------------------
    def view(self, st: JoustState, seat: Seat | None) -> JoustState:
        return view(st, seat)

    def determinize(self, v: JoustState, seat: Seat, rng: Rng) -> JoustState:
        return determinize(self, v, seat, rng)

    # --- results --------------------------------------------------------------------------------
    def outcome(self, st: JoustState) -> Outcome | None:
        if st.phase != OVER:
            return None
        scores = self.scores(st)
        keys = [  # A Knight's Tale: players level on trophies are placed by their fans
            ((1 if s == st.winner else 0), scores[s], st.seats[s].fans if st.variant == C.TALE else 0)
            for s in range(st.players)
        ]
        return Outcome(tuple(scores), rank_by(keys, list(range(st.players))))

    def scores(self, st: JoustState) -> list[float]:
        if st.variant == C.CAROUSEL:
            return [float(sum(fx.health(st, k) - k.damage for k in me.knights)) for me in st.seats]
        if st.variant == C.TALE:
            return [float(me.trophies) for me in st.seats]
        return [float(me.fans) for me in st.seats]
