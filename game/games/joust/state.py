"""The Joust for Fun game state: plain dataclasses that serialize to JSON and clone cheaply.

Knights in play are immutable :class:`Knight` values (``uid`` stays the same while a knight is in
play; damage changes make a new value), so a clone only copies lists. Hidden things are ``HIDDEN``
(-1) in a view: face-down knights during setup, an opponent's secret combat card, deck order.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.rng import Rng

HIDDEN = -1
NONE = 0  # no combat card chosen yet

# phases
SETUP = "setup"  # everyone secretly chooses which of their 2 knights jousts
DRAW = "draw"  # active player: draw a court card or a knight (A Knight's Tale: Fan Support too)
TARGET = "target"  # active player chooses the knights a court card affects
JOUST = "joust"  # active player chooses their jousting knight (A Knight's Tale: Fan Support too)
ATTACK = "attack"  # the defender has no jousting knight: choose which of their knights to attack
COMBAT = "combat"  # attacker and defender choose combat cards in secret
ORDER = "order"  # several abilities triggered at once: the active player chooses the next one
END = "end"  # A Knight's Tale, after combat: the active player may still use Fan Support, then ends the turn
OVER = "over"


@dataclass(frozen=True)
class Knight:
    """A knight in play: card id, damage tokens and a per-game unique id."""

    card: int
    damage: int = 0
    uid: int = 0


@dataclass
class Seat:
    """One player's side of the table. ``knights[jousting]`` is the jousting knight (-1: none)."""

    knights: list[Knight] = field(default_factory=list)
    jousting: int = -1
    fans: int = 0
    trophies: int = 0
    out: bool = False  # Carousel: this Maiden has fallen

    def clone(self) -> Seat:
        return Seat(list(self.knights), self.jousting, self.fans, self.trophies, self.out)


@dataclass
class CourtPlay:
    """A court card in play (or in the Carousel), the knight uids chosen for its slots, who played it."""

    card: int
    targets: list[int] = field(default_factory=list)  # uid per slot; -1 = nobody fitted
    owner: int = -1  # the seat that drew it (a lasting card leaves at the start of their next turn)


@dataclass(frozen=True)
class Trigger:
    """A triggered ability waiting to resolve: whose, from which card, with which numbers."""

    effect: str
    amount: int
    source: int  # uid of the knight whose ability it is
    controller: int  # seat that controls it (gets the credit for knock-outs)
    origin: str  # "knight" (the knight's own card) or "court" (granted/copied)
    card: int  # knight card id or court card id the text comes from
    ability: int  # index of the ability on that card (court: index of the effect)


@dataclass
class JoustState:
    """Everything about one game of Joust for Fun."""

    players: int
    variant: str
    rng: Rng
    phase: str = SETUP
    active: int = 0
    turn: int = 0  # turns started so far
    seats: list[Seat] = field(default_factory=list)
    knight_deck: list[int] = field(default_factory=list)  # top is the LAST item
    knight_discard: list[int] = field(default_factory=list)
    court_deck: list[int] = field(default_factory=list)
    court_discard: list[int] = field(default_factory=list)
    court: list[CourtPlay] = field(default_factory=list)  # in play this turn, or the Carousel
    #: setup picks: index (0/1) of the knight each seat will joust with; -1 none yet / hidden
    setup: list[int] = field(default_factory=list)
    setup_done: list[bool] = field(default_factory=list)
    #: court cards (indices into ``court``) still to activate this turn, first is next
    to_activate: list[int] = field(default_factory=list)
    target_slot: int = 0  # slot of ``court[to_activate[0]]`` being chosen
    attacker: int = -1
    defender: int = -1
    target: int = -1  # uid of the defending knight
    att_uid: int = -1  # uid of the attacking (jousting) knight
    pick_att: int = NONE  # combat cards (NONE / HIDDEN in a view)
    pick_def: int = NONE
    struck: bool = False  # the combat being resolved is a strike (else a block)
    pending: list[Trigger] = field(default_factory=list)
    next_uid: int = 1
    winner: int = -1
    #: the last revealed combat: cards, seats, the attacker's highest allowed card, its turn
    last_att: int = NONE
    last_def: int = NONE
    last_attacker: int = -1
    last_defender: int = -1
    last_top: int = 0
    last_turn: int = 0
    #: every revealed combat, oldest first: (turn, attacker, defender, attacker's card, defender's card,
    #: attacker's highest allowed card) — public, as everyone saw both cards
    revealed: list[tuple[int, int, int, int, int, int]] = field(default_factory=list)

    def clone(self) -> JoustState:
        """A copy that shares nothing mutable with this state."""
        return JoustState(
            self.players,
            self.variant,
            Rng(self.rng.state),
            self.phase,
            self.active,
            self.turn,
            [s.clone() for s in self.seats],
            list(self.knight_deck),
            list(self.knight_discard),
            list(self.court_deck),
            list(self.court_discard),
            [CourtPlay(c.card, list(c.targets), c.owner) for c in self.court],
            list(self.setup),
            list(self.setup_done),
            list(self.to_activate),
            self.target_slot,
            self.attacker,
            self.defender,
            self.target,
            self.att_uid,
            self.pick_att,
            self.pick_def,
            self.struck,
            list(self.pending),
            self.next_uid,
            self.winner,
            self.last_att,
            self.last_def,
            self.last_attacker,
            self.last_defender,
            self.last_top,
            self.last_turn,
            list(self.revealed),
        )

    # small lookups -----------------------------------------------------------------------
    def find(self, uid: int) -> tuple[int, int]:
        """(seat, index) of the knight with ``uid``, or (-1, -1) when it is not in play."""
        for s, seat in enumerate(self.seats):
            for i, k in enumerate(seat.knights):
                if k.uid == uid:
                    return s, i
        return -1, -1

    def knight(self, uid: int) -> Knight | None:
        s, i = self.find(uid)
        return self.seats[s].knights[i] if s >= 0 else None

    def jouster(self, seat: int) -> Knight | None:
        st = self.seats[seat]
        return st.knights[st.jousting] if st.jousting >= 0 else None
