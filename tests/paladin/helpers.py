"""Helpers for Paladin tests: pick cards by value and colour, build positions by hand."""

from __future__ import annotations

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.state import OVER, RESOLVE, PaladinState


def card(value: int, red: bool = False, k: int = 0) -> int:
    """The id of a paladin card: the red one of ``value``, or its k-th black one."""
    ids = [c for c in range(C.PALADIN_COUNT) if C.CARD_VALUE[c] == value and C.CARD_RED[c] == red]
    return ids[k]


def three_missions() -> list[list[tuple[int, int]]]:
    """Three missions for three players, each (seat, card) in placement order: on the first a black 9
    leads a black 4 and a black 3; the other two are all ties (1s, then 2s)."""
    return [
        [(2, card(9, k=0)), (1, card(4, k=1)), (0, card(3, k=0))],
        [(1, card(1, k=0)), (2, card(1, k=1)), (0, card(1, k=2))],
        [(0, card(2, k=0)), (1, card(2, k=1)), (2, card(2, k=2))],
    ]


def resolution_state(rows: list[list[tuple[int, int]]], players: int = 3, classic_zero: bool = False) -> PaladinState:
    """A state about to resolve ``rows`` (per mission: (seat, card) in placement order).

    Cards not on the table are dealt back so that all 42 stay accounted for.
    """
    s = E.setup(players, classic_zero, seed=7)
    used = {c for row in rows for _o, c in row}
    rest = [c for c in range(C.PALADIN_COUNT) if c not in used]
    s.hands = [[rest.pop()] for _ in range(players)]
    s.deck = rest
    s.discard = []
    s.table = [list(r) for r in rows]
    s.fates = [[E.LEAD] + [E.PENDING] * (len(r) - 1) for r in rows]
    s.known = [0] * players
    for row in rows:
        for o, c in row:
            s.known[o] |= 1 << c
    for p in range(players):
        for c in s.hands[p]:
            s.known[p] |= 1 << c
    s.turn = players * players
    s.phase = RESOLVE
    E._begin_mission(s, 0, None)
    return s


def started(s: PaladinState, starter: int | None = None) -> PaladinState:
    """``s`` after its dealer has chosen ``starter`` (default: the dealer's left) to start placing."""
    from game.games.paladin.rules import PaladinRules
    from game.games.paladin.state import START

    if s.phase != START:
        return s
    who = (s.dealer + 1) % s.players if starter is None else starter
    return PaladinRules().apply(s, s.dealer, ("start", who))[0]


def finished_game(players: int, seed: int) -> Session:
    """A whole game of random bots played to its end from ``seed`` (the same game every time)."""
    seats = tuple(SeatConfig("bot", "random") for _ in range(players))
    session = Session(get("paladin"), Options(players, "standard", seats), seed)
    rng = Rng.from_seed(seed)
    store = session.store
    while store.state.phase != OVER:
        (seat,) = store.rules.actors(store.state)
        store.apply(seat, rng.choice(store.legal_actions(seat)))
    return session


def table_at_the_last_move(app, moves: list, players: int, seed: int):
    """A real Paladin table (seat 0 human, random bots) from ``seed`` with every move of ``moves`` but
    the last applied and drawn, then the last one made as the table makes a move (its landing plays)."""
    from game.ui.scenes import persist

    seats = (SeatConfig("human", "", ""),) + (SeatConfig("bot", "random"),) * (players - 1)
    persist.open_table(app, Session(get("paladin"), Options(players, "standard", seats), seed))
    table = app.top
    for seat, action in moves[:-1]:
        table.store.apply(seat, action)
    table.refresh()
    table.rebuild_log()
    table.draw(app.surface)
    seat, action = moves[-1]
    table._after_action(seat, action, table.store.apply(seat, action))
    return table


def held_table(
    app, state: PaladinState | None = None, *, players: int = 3, seed: int = 1, viewer: int = 0, name: str = "Ada"
):
    """A real Paladin table for the person ``name`` at ``viewer``, the other seats medium bots held
    still (none moves by itself: a frame drawn is of the state given), nothing left to animate: showing
    ``state`` itself when given, else a new game of ``players`` from ``seed``."""
    from game.games.paladin.ui.table import PaladinTable
    from game.ui.scenes import persist

    n = state.players if state is not None else players
    seats = tuple(SeatConfig("human", "", name) if p == viewer else SeatConfig("bot", "medium") for p in range(n))
    session = Session(get("paladin"), Options(n, "standard", seats), seed)
    if state is not None:
        session.store.state = state
    persist.open_table(app, session)
    table = app.top
    assert isinstance(table, PaladinTable) and table.viewer == viewer
    table._start_bot = lambda seat: None
    table.skip_animations()
    table.refresh()
    return table
