"""What each seat may see (``view``) and plausible full states behind a view (``determinize``).

Hidden in Joust for Fun: the order of both decks, other players' knights while they are still face
down at setup (and which one they will joust with), and an opponent's combat card until both cards
are revealed together.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.rng import Rng
from game.games.joust import content as C
from game.games.joust.state import COMBAT, HIDDEN, NONE, SETUP, JoustState, Knight

if TYPE_CHECKING:
    from game.games.joust.rules import JoustRules


def view(st: JoustState, seat: int | None) -> JoustState:
    """``st`` as ``seat`` may see it (``None``: a spectator).

    During setup ``knight_deck`` lists every card the seat has not seen (deck and face-down
    knights of the others), so the view cannot tell which cards the others hold.
    """
    v = st.clone()
    v.rng = Rng(0)
    v.court_deck = sorted(v.court_deck)
    if v.phase == SETUP:
        # face-down knights are unknown: they join the deck's (unordered) list of unseen cards
        for s, me in enumerate(v.seats):
            if s == seat:
                continue
            v.knight_deck.extend(k.card for k in me.knights)
            me.knights = [Knight(HIDDEN, k.damage, k.uid) for k in me.knights]
            v.setup[s] = HIDDEN
    v.knight_deck = sorted(v.knight_deck)
    if v.phase == COMBAT:
        if seat != v.attacker and v.pick_att != NONE:
            v.pick_att = HIDDEN
        if seat != v.defender and v.pick_def != NONE:
            v.pick_def = HIDDEN
    return v


def determinize(rules: JoustRules, v: JoustState, seat: int, rng: Rng) -> JoustState:
    """A full state consistent with view ``v`` of ``seat``: hidden cards and picks sampled."""
    st = v.clone()
    st.rng = Rng(rng.next64())
    if st.variant != C.CAROUSEL:
        hidden = [(s, i) for s, me in enumerate(st.seats) for i, k in enumerate(me.knights) if k.card == HIDDEN]
        if hidden:
            pool = list(st.knight_deck)
            rng.shuffle(pool)
            for s, i in hidden:
                k = st.seats[s].knights[i]
                st.seats[s].knights[i] = Knight(pool.pop(), k.damage, k.uid)
            st.knight_deck = pool
        else:
            rng.shuffle(st.knight_deck)
    rng.shuffle(st.court_deck)
    if st.phase == SETUP:
        for s in range(st.players):
            if st.setup[s] == HIDDEN and st.setup_done[s]:
                st.setup[s] = rng.below(2)
    if st.phase == COMBAT:
        if st.pick_att == HIDDEN:
            st.pick_att = NONE
            st.pick_att = rng.choice(rules.legal_actions(st, st.attacker))[1]
        if st.pick_def == HIDDEN:
            st.pick_def = NONE
            st.pick_def = rng.choice(rules.legal_actions(st, st.defender))[1]
    return st
