"""The Paladin game state: a plain dataclass that serializes to JSON and clones cheaply.

Hidden cards are ``-1`` in a view. Who knows which card is kept as bit masks over card ids:
``known[s]`` holds every paladin card seat ``s`` has seen (dealt, placed, peeked, taken back...),
``public`` the cards shown to everyone. ``view`` shows a card to a seat iff its bit is set in
``known[seat] | public`` (cards in the deck are always hidden).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core.rng import Rng

HIDDEN = -1

# phases
START = "start"  # the dealer chooses who starts placing
PLACE = "place"  # players place paladins (and may peek first)
RESOLVE = "resolve"  # missions are resolved one by one
OVER = "over"


@dataclass
class PaladinState:
    """Everything about one game of Paladin."""

    players: int
    classic_zero: bool
    rng: Rng
    phase: str = START
    round: int = 0
    dealer: int = 0
    starter: int = 0
    #: placements made this round (the seat to place is (starter + turn) % players)
    turn: int = 0
    #: the seat to act has already peeked this turn
    peeked: bool = False
    #: mission ids still face down; the top is the LAST item
    mission_deck: list[int] = field(default_factory=list)
    #: this round's missions in layout order
    missions: list[int] = field(default_factory=list)
    #: per mission (same index as ``missions``): (seat, card) in placement order; the first is the main
    table: list[list[tuple[int, int]]] = field(default_factory=list)
    #: per mission, the fate of each placed card (engine.PENDING, LEAD, BEATEN, TAKEN, DISCARDED, WON)
    fates: list[list[int]] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    #: paladin deck; the top is the LAST item
    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    won_missions: list[list[int]] = field(default_factory=list)
    won_cards: list[list[int]] = field(default_factory=list)
    known: list[int] = field(default_factory=list)
    public: int = 0
    #: this round's peeks: (peeker, mission index, owner)
    peeks: list[tuple[int, int, int]] = field(default_factory=list)
    #: resolution cursor: mission index, position of the card to decide, position of the leader
    res_mission: int = 0
    res_pos: int = 1
    leader: int = 0
    hand_size: int = 4

    def clone(self) -> PaladinState:
        """A deep copy without copy.deepcopy (tuples inside are immutable)."""
        return PaladinState(
            self.players,
            self.classic_zero,
            Rng(self.rng.state),
            self.phase,
            self.round,
            self.dealer,
            self.starter,
            self.turn,
            self.peeked,
            self.mission_deck[:],
            self.missions[:],
            [m[:] for m in self.table],
            [f[:] for f in self.fates],
            [h[:] for h in self.hands],
            self.deck[:],
            self.discard[:],
            [w[:] for w in self.won_missions],
            [w[:] for w in self.won_cards],
            self.known[:],
            self.public,
            self.peeks[:],
            self.res_mission,
            self.res_pos,
            self.leader,
            self.hand_size,
        )

    # -- derived, public --------------------------------------------------------------------
    def to_place(self) -> int:
        """The seat whose turn it is to place."""
        return (self.starter + self.turn) % self.players

    def deciding_seat(self) -> int:
        """The owner of the card to decide during resolution."""
        return self.table[self.res_mission][self.res_pos][0]
