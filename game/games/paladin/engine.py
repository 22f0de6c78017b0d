"""Paladin's game logic, working in place on a ``PaladinState``.

``rules.py`` wraps this in the pure protocol (clone, check, step); bots and playouts call it directly
on their own copies. ``events`` is a list to append ``Event``s to, or None to skip building them.
"""

from __future__ import annotations

from game.core.rng import Rng
from game.core.rules import Action, Event
from game.games.paladin import content as C
from game.games.paladin.state import HIDDEN, OVER, PLACE, RESOLVE, START, PaladinState

# fates of the cards placed at a mission (``PaladinState.fates``)
PENDING, LEAD, BEATEN, TAKEN, DISCARDED, WON = 0, 1, 2, 3, 4, 5

BEAT: Action = ("beat",)
TAKE: Action = ("take",)
DISCARD: Action = ("discard",)
ALL_SEATS = tuple(frozenset({s}) for s in range(8))


def setup(players: int, classic_zero: bool, seed: int) -> PaladinState:
    """A new game: decks shuffled, the first dealer drawn, hands dealt, first missions laid out;
    the dealer then chooses who starts."""
    rng = Rng.from_seed(seed)
    queen = [m for m in range(C.MISSION_COUNT) if C.queens_deck(m)]
    king = [m for m in range(C.MISSION_COUNT) if not C.queens_deck(m)]
    rng.shuffle(queen)
    rng.shuffle(king)
    deck = list(range(C.PALADIN_COUNT))
    rng.shuffle(deck)
    s = PaladinState(
        players=players,
        classic_zero=classic_zero,
        rng=rng,
        mission_deck=king + queen,  # the queen's deck lies on top (the end of the list)
        deck=deck,
        hands=[[] for _ in range(players)],
        won_missions=[[] for _ in range(players)],
        won_cards=[[] for _ in range(players)],
        known=[0] * players,
        hand_size=C.hand_size(players),
    )
    s.dealer = rng.below(players)
    _start_round(s, None)
    # the first dealer, drawn at random, chooses the starting player as in every later round
    s.starter = s.dealer
    s.phase = START
    return s


# ---------------------------------------------------------------------------------------------
# queries
def actor(s: PaladinState) -> int:
    """The one seat to act now, or -1 once the game is over."""
    if s.phase == PLACE:
        return (s.starter + s.turn) % s.players
    if s.phase == RESOLVE:
        return s.table[s.res_mission][s.res_pos][0]
    if s.phase == START:
        return s.dealer
    return -1


def honour(s: PaladinState, seat: int) -> int:
    return sum(C.MISSION_HONOUR[m] for m in s.won_missions[seat])


def reds(s: PaladinState, seat: int) -> int:
    return sum(1 for c in s.won_cards[seat] if C.CARD_RED[c])


def score(s: PaladinState, seat: int) -> int:
    """Honour of the missions won plus the red bonus."""
    return honour(s, seat) + C.RED_BONUS * reds(s, seat)


def placing_main(s: PaladinState) -> bool:
    return s.turn < s.players


def open_missions(s: PaladinState, seat: int) -> list[int]:
    """Mission indexes where ``seat`` may place now."""
    if s.turn < s.players:
        return [m for m in range(s.players) if not s.table[m]]
    return [m for m in range(s.players) if all(o != seat for o, _c in s.table[m])]


def peek_targets(s: PaladinState, seat: int) -> list[tuple[int, int]]:
    """(mission index, owner) of face-down cards of others that ``seat`` has not seen yet."""
    if s.peeked:
        return []
    mask = s.known[seat] | s.public
    out = []
    for m in range(s.players):
        for o, c in s.table[m]:
            if o != seat and (c < 0 or not (mask >> c) & 1):
                out.append((m, o))
    return out


def legal(s: PaladinState, seat: int) -> list[Action]:
    """Legal actions of ``seat`` (empty when it is not their turn)."""
    if seat != actor(s):
        return []
    if s.phase == PLACE:
        missions = open_missions(s, seat)
        acts: list[Action] = [("place", c, m) for c in s.hands[seat] for m in missions]
        acts.extend(("peek", m, o) for m, o in peek_targets(s, seat))
        return acts
    if s.phase == RESOLVE:
        row = s.table[s.res_mission]
        if C.beats(row[s.res_pos][1], row[s.leader][1], s.classic_zero):
            return [BEAT, TAKE, DISCARD]
        return [TAKE, DISCARD]
    if s.phase == START:
        return [("start", p) for p in range(s.players)]
    return []


def can_beat(s: PaladinState) -> bool:
    row = s.table[s.res_mission]
    return C.beats(row[s.res_pos][1], row[s.leader][1], s.classic_zero)


def is_legal(s: PaladinState, seat: int, action: Action) -> bool:
    """A cheap legality check (same answer as ``action in legal(s, seat)``)."""
    if seat != actor(s) or not isinstance(action, tuple) or not action:
        return False
    kind = action[0]
    if s.phase == PLACE:
        if kind == "place" and len(action) == 3:
            _k, c, m = action
            return c in s.hands[seat] and m in open_missions(s, seat)
        if kind == "peek" and len(action) == 3:
            return (action[1], action[2]) in peek_targets(s, seat)
        return False
    if s.phase == RESOLVE:
        if action == BEAT:
            return can_beat(s)
        return action == TAKE or action == DISCARD
    if s.phase == START:
        return kind == "start" and len(action) == 2 and action[1] in range(s.players)
    return False


# ---------------------------------------------------------------------------------------------
# transitions
def step(s: PaladinState, seat: int, action: Action, events: list[Event] | None) -> None:
    """Play a legal ``action`` of ``seat`` in place."""
    kind = action[0]
    if kind == "place":
        _place(s, seat, action[1], action[2], events)
    elif kind == "peek":
        _peek(s, seat, action[1], action[2], events)
    elif kind == "start":
        s.starter = action[1]
        s.phase = PLACE
        if events is not None:
            events.append(Event("start_chosen", {"seat": seat, "starter": action[1], "round": s.round}))
    else:
        _decide(s, seat, kind, events)


def _peek(s: PaladinState, seat: int, m: int, owner: int, events: list[Event] | None) -> None:
    card = next(c for o, c in s.table[m] if o == owner)
    s.known[seat] |= 1 << card
    s.peeked = True
    s.peeks.append((seat, m, owner))
    if events is not None:
        events.append(
            Event(
                "peeked",
                {"seat": seat, "mission": m, "owner": owner},
                {"card": card},
                ALL_SEATS[seat],
                reveals=True,
            )
        )


def _place(s: PaladinState, seat: int, card: int, m: int, events: list[Event] | None) -> None:
    main = s.turn < s.players
    s.hands[seat].remove(card)
    s.table[m].append((seat, card))
    s.fates[m].append(LEAD if main else PENDING)
    s.turn += 1
    s.peeked = False
    if events is not None:
        events.append(Event("placed", {"seat": seat, "mission": m, "main": main}, {"card": card}, ALL_SEATS[seat]))
    if s.turn == s.players * s.players:
        s.phase = RESOLVE
        if events is not None:
            events.append(Event("resolution_started", {"round": s.round}))
        _begin_mission(s, 0, events)


def _begin_mission(s: PaladinState, m: int, events: list[Event] | None) -> None:
    s.res_mission = m
    s.res_pos = 1
    s.leader = 0
    owner, card = s.table[m][0]
    s.public |= 1 << card
    if events is not None:
        events.append(
            Event("revealed", {"seat": owner, "mission": m, "card": card, "mission_id": s.missions[m]}, reveals=True)
        )


def _forget_peeks(s: PaladinState, m: int, owner: int, card: int) -> None:
    """``card`` of ``owner`` leaves its spot at mission ``m``: whoever peeked at it there forgets it.

    A peek shows a card at its spot only; placed again later, the card is face down to all but its
    owner. (A card that was revealed stays public until it is reshuffled.)
    """
    for peeker, pm, po in s.peeks:
        if pm == m and po == owner:
            s.known[peeker] &= ~(1 << card)


def _decide(s: PaladinState, seat: int, kind: str, events: list[Event] | None) -> None:
    m = s.res_mission
    row = s.table[m]
    fates = s.fates[m]
    pos = s.res_pos
    card = row[pos][1]
    if kind == "beat":
        old_seat, old_card = row[s.leader]
        _forget_peeks(s, m, old_seat, old_card)
        s.public |= 1 << card
        s.discard.append(old_card)
        fates[s.leader] = BEATEN
        fates[pos] = LEAD
        if events is not None:
            events.append(
                Event(
                    "beat",
                    {"seat": seat, "mission": m, "card": card, "beaten_seat": old_seat, "beaten_card": old_card},
                    reveals=True,
                )
            )
        s.leader = pos
    elif kind == "take":
        _forget_peeks(s, m, seat, card)
        s.hands[seat].append(card)
        fates[pos] = TAKEN
        if events is not None:
            events.append(Event("took_back", {"seat": seat, "mission": m}, {"card": card}, ALL_SEATS[seat]))
    else:
        _forget_peeks(s, m, seat, card)
        s.discard.append(card)
        fates[pos] = DISCARDED
        if events is not None:
            events.append(Event("discarded", {"seat": seat, "mission": m}, {"card": card}, ALL_SEATS[seat]))
    s.res_pos = pos + 1
    if s.res_pos < s.players:
        return
    # the last card standing wins the mission
    winner, wcard = row[s.leader]
    mission = s.missions[m]
    fates[s.leader] = WON
    s.won_missions[winner].append(mission)
    s.won_cards[winner].append(wcard)
    if events is not None:
        events.append(
            Event(
                "mission_won",
                {
                    "seat": winner,
                    "mission": m,
                    "mission_id": mission,
                    "card": wcard,
                    "honour": C.MISSION_HONOUR[mission],
                    "red": C.CARD_RED[wcard],
                },
            )
        )
    if m + 1 < s.players:
        _begin_mission(s, m + 1, events)
    else:
        _end_round(s, events)


def _end_round(s: PaladinState, events: list[Event] | None) -> None:
    if len(s.mission_deck) < s.players:
        s.phase = OVER
        if events is not None:
            events.append(Event("game_over", {"scores": [score(s, p) for p in range(s.players)]}))
        return
    # the player with the fewest honour points deals (ours: ties go clockwise from the last dealer)
    n = s.players
    best = None
    for i in range(1, n + 1):
        p = (s.dealer + i) % n
        h = honour(s, p)
        if best is None or h < best[0]:
            best = (h, p)
    s.dealer = best[1]
    _start_round(s, events)
    s.phase = START


def _start_round(s: PaladinState, events: list[Event] | None) -> None:
    """Refill hands (dealer's left first, one card at a time) and lay out new missions."""
    n = s.players
    s.round += 1
    s.turn = 0
    s.peeked = False
    s.peeks = []
    dealt: list[list[int]] = [[] for _ in range(n)]
    reshuffled = False
    while True:
        progress = False
        for i in range(1, n + 1):
            p = (s.dealer + i) % n
            if len(s.hands[p]) < s.hand_size:
                if not s.deck:
                    _reshuffle(s)
                    reshuffled = True
                    if not s.deck:  # cannot happen with 42 cards; never loop forever
                        break
                c = s.deck.pop()
                s.hands[p].append(c)
                s.known[p] |= 1 << c
                dealt[p].append(c)
                progress = True
        if not progress:
            break
    s.missions = [s.mission_deck.pop() for _ in range(n)]
    s.table = [[] for _ in range(n)]
    s.fates = [[] for _ in range(n)]
    if events is not None:
        if reshuffled:
            events.append(Event("reshuffled", {"round": s.round}))
        events.append(Event("round_started", {"round": s.round, "dealer": s.dealer, "missions": list(s.missions)}))
        for p in range(n):
            if dealt[p]:
                events.append(Event("dealt", {"seat": p, "count": len(dealt[p])}, {"cards": dealt[p]}, ALL_SEATS[p]))


def _reshuffle(s: PaladinState) -> None:
    """The discard pile becomes the deck; nobody knows where those cards are any more."""
    cards = s.discard
    s.discard = []
    mask = 0
    for c in cards:
        mask |= 1 << c
    keep = ~mask
    s.public &= keep
    for p in range(s.players):
        s.known[p] &= keep
    s.rng.shuffle(cards)
    s.deck = cards + s.deck


__all__ = ["HIDDEN", "setup", "actor", "legal", "is_legal", "step", "score", "honour", "reds"]
