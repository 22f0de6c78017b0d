"""Glory's rules engine on the shared protocol: the phases tied together.

``flow`` moves the state forward through everything that needs no decision (Otto's turns, the
maintenance phase, knight-vs-knight duels, scoring) and stops at the next decision, stored in
``state.actor``. Decisions are, in priority: the duel in progress (``duel.py``'s actions), the top
pending decision, then the phase's own action.

Action reference (every decision of the game is one of these tuples):

==================  ==========================================================================
setup               ("character", id)
pending             ("keep_title", id) · ("exchange", card) / ("done",) (setup: a journey card
                    for 1 Strength) · ("take", "R"|"M"|"C", face_up_index | -1 for blind) ·
                    ("choose", option_index) (a card's reward) · ("attempt",) / ("decline",) (Brave)
                    · ("equipment", mount, armor) (the handicap, when the setup offers it)
action phase        ("place", space, ...) — see ``actions.py``
journey phases      ("play", card) · ("stop",)
registration        ("register", town, index) (Pas d'Armes) · ("register", slot) (Plaisance) · ("pass",)
tournament_choice   ("tournament", "pas"|"plaisance") — the next round's type (``tournament_choice.py``)
duel                the duel module's actions — see ``duel.py``
==================  ==========================================================================

Phases (``state.phase``): setup → [action → journey → (maintenance) → registration → tournament
→ bonus_journey? → tournament_choice? (rounds 1-2, unless fixed at setup)] × 3 → final_journey → titles
→ over.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Event, IllegalAction, Options, Outcome, normalize_action, rank_by
from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory.actions import (
    action_actor,
    action_apply,
    action_legal,
    start_action_phase,
    travel_apply,
    travel_legal,
)
from game.games.glory.automa import otto_score_titles, otto_turn, rivalry
from game.games.glory.effects import apply_gains, refill_face_up
from game.games.glory.hidden import determinize_state, view_state
from game.games.glory.journey import journey_actor, journey_apply, journey_legal, passed_over, start_journey
from game.games.glory.maintenance import maintenance
from game.games.glory.registration import registration_actor, registration_apply, registration_legal, start_registration
from game.games.glory.setup import handicap_apply, handicap_legal, new_game, setup_apply, setup_legal
from game.games.glory.state import OTTO, DuelCtx, GloryState, Pending, clone, shallow_clone
from game.games.glory.titles import score_titles, wants_brave
from game.games.glory.tournament import (
    begin_duel,
    duel_step,
    next_duel,
    player_combatant,
    setup_tournament,
    tag_entrants,
)
from game.games.glory.tournament_choice import choice_apply, choice_legal, chooser, open_choice
from game.i18n import N_, _

DIFFICULTY_NAMES = {"easy": N_("Easy"), "medium": N_("Medium"), "hard": N_("Hard")}

JOURNEY_PHASES = ("journey", "bonus_journey", "final_journey")


def _clone(s: GloryState) -> GloryState:
    return clone(s)


def _fast_duel_step(state: GloryState, seat: int, action: tuple) -> tuple[GloryState, list[Event]] | None:
    """A duel move that neither ends the duel nor touches the players: only the duel state and the
    RNG change, so the new state shares everything else with ``state`` (which nobody mutates)."""
    assert state.duel is not None
    rng = state.rng.copy()
    ds, events = D.duel_apply(state.duel.state, seat, action, rng)
    if D.duel_over(ds) or any(e.kind == "duel_support" and e.data.get("support") == D.ROGUE for e in events):
        return None
    s = shallow_clone(state)
    x = state.duel
    s.duel = DuelCtx(x.reason, x.a, x.b, x.card, x.slot, ds)
    tag_entrants(events, s.duel)
    s.rng = rng
    flow(s, events)
    return s, events


# ------------------------------------------------------------------ flow


def flow(s: GloryState, events: list[Event]) -> None:
    """Advance until a seat must decide (``s.actor``) or the game is over."""
    for _guard in range(10_000):
        if s.duel is not None:
            actors = D.duel_actors(s.duel.state)
            if actors:
                s.actor = next(iter(actors))
                return
            raise RuntimeError("duel waiting for no one")  # pragma: no cover
        if s.pending:
            top = s.pending[-1]
            if _pending_empty(s, top):
                s.pending.pop()
                continue
            s.actor = top.seat
            return
        ph = s.phase
        if ph == "setup":
            if s.turn < s.n:
                s.actor = [x for x in s.initiative if x != OTTO][s.turn]
                return
            refill_face_up(s)
            s.phase = "action"
            start_action_phase(s, events)
        elif ph == "action":
            who = action_actor(s)
            if who == -1:
                s.phase = "journey"
                start_journey(s)
                events.append(Event("phase", {"phase": "journey"}))
            elif who == OTTO:
                otto_turn(s, events)
            else:
                s.actor = who
                return
        elif ph in JOURNEY_PHASES:
            who = journey_actor(s)
            if who != -1:
                s.actor = who
                return
            if ph == "journey":
                maintenance(s, events)
                s.phase = "registration"
                start_registration(s)
                events.append(Event("phase", {"phase": "registration"}))
            elif ph == "bonus_journey":
                _next_round(s, events)
            else:
                s.phase = "titles"
                s.titles_turn = 0
                events.append(Event("phase", {"phase": "titles"}))
        elif ph == "registration":
            who = registration_actor(s, events)
            if who != -1:
                s.actor = who
                return
            s.phase = "tournament"
            s.duel_index = 0
            events.append(Event("phase", {"phase": "tournament"}))
        elif ph == "tournament":
            if next_duel(s, events):
                continue
            over = {"round": s.round, "glory": [p.glory for p in s.players]}
            if s.solo is not None and s.solo.mode == "champion" and s.players[0].tournaments_won == s.round - 1:
                over["champion_lost"] = True  # the first tournament the player did not win: said once
            events.append(Event("tournament_over", over))
            s.pas, s.bracket = [], []
            if s.bonus:
                s.phase = "bonus_journey"
                start_journey(s, dict(s.bonus))
                s.bonus = {}
            else:
                _next_round(s, events)
        elif ph == "tournament_choice":
            s.actor = chooser(s)
            return
        elif ph == "titles":
            order = [x for x in s.initiative if x != OTTO]
            if s.titles_turn < len(order):
                seat = order[s.titles_turn]
                s.titles_turn += 1
                if wants_brave(s, s.players[seat]):
                    s.pending.append(Pending("title_duel", seat))
                continue
            score_titles(s, events)
            if rivalry(s):
                otto_score_titles(s, events)
            s.phase = "over"
            events.append(Event("game_over", {"glory": [p.glory for p in s.players]}, reveals=True))
        else:  # over
            s.actor = -1
            return
    raise RuntimeError("flow did not settle")  # pragma: no cover


def _pending_empty(s: GloryState, top) -> bool:
    if top.kind == "travel":
        return top.n <= 0 or not travel_legal(s)
    if top.kind == "keep_title":
        return top.n <= 0 or not top.items
    if top.kind == "reward":
        return not top.items
    return False


def _next_round(s: GloryState, events: list[Event]) -> None:
    if s.round >= C.ROUNDS:
        s.phase = "final_journey"
        start_journey(s)
        events.append(Event("phase", {"phase": "final_journey"}))
        return
    if not s.tournament_types[s.round]:
        open_choice(s, events)
        return
    _start_round(s, events)


def _start_round(s: GloryState, events: list[Event], card: str = "") -> None:
    """The next round: its tournament set up (from ``card`` when the type was just chosen), then its
    action phase."""
    s.round += 1
    setup_tournament(s, card)
    s.phase = "action"
    start_action_phase(s, events)


# ------------------------------------------------------------------ pendings


def pending_legal(s: GloryState) -> list[tuple]:
    top = s.pending[-1]
    if top.kind == "travel":
        return travel_legal(s)
    if top.kind == "keep_title":
        return [("keep_title", t) for t in sorted(set(top.items))]
    if top.kind == "reward":
        return [("choose", int(i)) for i in top.items]
    if top.kind == "setup_exchange":
        p = s.players[top.seat]
        return [("exchange", c) for c in sorted(set(p.hand))] + [("done",)]
    if top.kind == "title_duel":
        return [("attempt",), ("decline",)]
    if top.kind == "handicap":
        return handicap_legal(s.players[top.seat])
    return []  # pragma: no cover


def pending_apply(s: GloryState, seat: int, action: tuple, events: list[Event]) -> None:
    top = s.pending[-1]
    p = s.players[seat]
    if top.kind == "travel":
        travel_apply(s, top, action, events)
    elif top.kind == "keep_title":
        tid = action[1]
        p.titles.append(tid)
        top.items.remove(tid)
        top.n -= 1
        events.append(Event("title_kept", {"seat": seat, "left": top.n}, {"title": tid}, frozenset({seat})))
        if top.n <= 0:
            s.pending.pop()
            if top.card == "setup":
                s.title_deck.extend(top.items)
                s.rng.shuffle(s.title_deck)
            else:
                s.title_discard.extend(top.items)
    elif top.kind == "reward":
        s.pending.pop()
        apply_gains(s, seat, C.JOURNEY[top.card].reward[action[1]], events, top.card)
    elif top.kind == "setup_exchange":
        if action == ("done",):
            s.pending.pop()
            events.append(Event("exchange_done", {"seat": seat}))  # the log says it, not "You: Done"
            return
        card = action[1]
        p.hand.remove(card)
        deck = s.decks[card[0]]
        deck.append(card)
        s.rng.shuffle(deck)
        apply_gains(s, seat, (("strength", 1),), events, "exchange")
    elif top.kind == "handicap":
        handicap_apply(s, seat, action, events)
    elif top.kind == "title_duel":
        s.pending.pop()
        if action == ("decline",):
            p.brave = -1
            events.append(Event("title_declined", {"seat": seat, "title": "brave"}))
            return
        attack, prestige = C.TITLES["brave"].duel
        ctx = DuelCtx("title", f"p:{seat}", "t:brave", card="brave")
        begin_duel(s, ctx, player_combatant(s, p), D.knight("brave", attack, 0, prestige), events)


# ------------------------------------------------------------------ the protocol


class GloryRules:
    """The Rules protocol for Glory."""

    id = "glory"
    state_type = GloryState

    def new_game(self, options: Options, seed: int) -> GloryState:
        s = new_game(options, seed)
        flow(s, [])
        return s

    def actors(self, state: GloryState) -> frozenset[int]:
        return frozenset() if state.phase == "over" or state.actor < 0 else frozenset((state.actor,))

    def legal_actions(self, state: GloryState, seat: int) -> list[tuple]:
        if state.phase == "over" or seat != state.actor:
            return []
        if state.duel is not None:
            return D.duel_legal(state.duel.state, seat)
        if state.pending:
            return pending_legal(state)
        ph = state.phase
        if ph == "setup":
            return setup_legal(state, seat)
        if ph == "action":
            return action_legal(state, seat)
        if ph in JOURNEY_PHASES:
            return journey_legal(state, seat)
        if ph == "registration":
            return registration_legal(state, seat)
        if ph == "tournament_choice":
            return choice_legal(state)
        return []  # pragma: no cover

    def apply(self, state: GloryState, seat: int, action: tuple) -> tuple[GloryState, list[Event]]:
        if state.phase == "over":
            raise IllegalAction(_("The game is over."), action, seat)
        if seat != state.actor:
            raise IllegalAction(_("It is not your turn."), action, seat)
        try:
            action = normalize_action(action)
        except ValueError:
            raise IllegalAction(_("That move is not allowed now."), action, seat) from None
        if not isinstance(action, tuple) or not action:
            raise IllegalAction(_("That move is not allowed now."), action, seat)
        if state.duel is None and action not in self.legal_actions(state, seat):
            raise IllegalAction(_("That move is not allowed now."), action, seat)
        # (duel moves are checked by the duel module itself)
        if state.duel is not None:
            fast = _fast_duel_step(state, seat, action)
            if fast is not None:
                return fast
        s = _clone(state)
        events: list[Event] = []
        if s.duel is not None:
            duel_step(s, seat, action, events)
        elif s.pending:
            pending_apply(s, seat, action, events)
        elif s.phase == "setup":
            setup_apply(s, seat, action, events)
        elif s.phase == "action":
            action_apply(s, seat, action, events)
        elif s.phase in JOURNEY_PHASES:
            journey_apply(s, seat, action, events)
        elif s.phase == "registration":
            registration_apply(s, seat, action, events)
        elif s.phase == "tournament_choice":
            _start_round(s, events, choice_apply(s, seat, action, events))
        flow(s, events)
        return s, events

    def view(self, state: GloryState, seat: int | None) -> GloryState:
        return view_state(state, seat)

    def determinize(self, view: GloryState, seat: int, rng: Rng) -> GloryState:
        return determinize_state(view, seat, rng)

    @staticmethod
    def tells(before: GloryState, after: GloryState, seat: int) -> bool:
        """True when the action passed a rival over in a journey: news for ``seat`` (undo may not take
        it back), which only a few re-dealt worlds would show the sampled judge."""
        return bool(passed_over(before, after, seat))

    def scores(self, state: GloryState) -> list[float]:
        return [float(p.glory) for p in state.players]

    def outcome(self, state: GloryState) -> Outcome | None:
        if state.phase != "over":
            return None
        glory = [p.glory for p in state.players]
        prestige = [len(p.prestige) for p in state.players]
        breakdown = tuple(  # keys and names are msgids: the results screen translates them
            {
                N_("Glory"): p.glory,
                N_("Prestige tokens"): len(p.prestige),
                N_("Titles"): [C.TITLES[t].name for t in p.titles_scored if t in C.TITLES],
            }
            for p in state.players
        )
        if state.solo is None:
            keys = [(g, pr) for g, pr in zip(glory, prestige)]
            ranking = rank_by(keys, list(range(state.n)))
            return Outcome(tuple(float(g) for g in glory), ranking, breakdown)
        won = solo_won(state)
        o = state.solo
        extra = {
            N_("Solo mode"): C.SOLO_MODE_NAMES.get(o.mode, o.mode),
            N_("Solo difficulty"): DIFFICULTY_NAMES.get(o.difficulty, o.difficulty),
        }
        if o.mode == "rivalry":  # Otto scores only there
            extra[N_("Otto's glory")] = o.glory
        elif o.mode == "champion":  # the mode's result: glory does not matter in Champion
            extra[N_("Tournaments won")] = state.players[0].tournaments_won
        extra[N_("Victory")] = won
        # A solo loss ranks the player second behind an empty first place (Otto / the game itself),
        # so ``winners`` is empty and the player's reward is 0.
        ranking = ((0,),) if won else ((), (0,))
        return Outcome((float(glory[0]),), ranking, (dict(breakdown[0], **extra),))


def solo_won(s: GloryState) -> bool:
    """Solo victory (book §IX): Champion — won all 3 jousts; Score — the target; Rivalry — beat Otto
    (tie: more prestige than Otto's tile; ours)."""
    o = s.solo
    p = s.players[0]
    if o is None:
        return False
    if o.mode == "champion":
        return p.tournaments_won >= C.ROUNDS
    if o.mode == "score":
        return p.glory >= C.SCORE_TARGETS[o.difficulty]
    return (p.glory, len(p.prestige)) > (o.glory, o.prestige)
