"""What the Tournament table shows while a move's Contests are announced (see ``game.ui.kit.landing``):
the viewer's view after the move with every Contest not yet shown taken back — its VP, its record,
its trophy, the card back in its caller's hand — and, while one is still to come, the turn as it was
(nobody's turn has begun, the game is not over). Each Contest lands once its panel has closed and its
VP have reached the scoreboard. Pure: no pygame."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.rules import Event
from game.games.tournament.state import HIDDEN, TournamentState

#: the events that land on the table once shown (see ``KitTable.landings``)
LANDINGS = {"contest": "end"}


def board_at(before: TournamentState, after: TournamentState, events: Sequence[Event], landed: int) -> TournamentState:
    """The state shown once the first ``landed`` events of the move have been shown (``before``: what
    the table showed before the move, ``after``: the viewer's view after it)."""
    pending = [ev for ev in events[landed:] if ev.kind == "contest"]
    if not pending:
        return after
    board = after.clone()
    for ev in reversed(pending):
        _take_back(board, ev, before)
    board.phase, board.current, board.turns = before.phase, before.current, before.turns
    board.combo_played = before.combo_played
    return board


def _take_back(board: TournamentState, ev: Event, before: TournamentState) -> None:
    """Undo on ``board`` one scored Contest (the last one it holds)."""
    d = ev.data
    seat, card, winner = d["seat"], d["card"], d["winner"]
    board.vp = [a - b for a, b in zip(board.vp, d["vp"])]
    board.history = board.history[:-1]
    trophies = list(board.trophies[winner])
    if card in trophies:
        trophies.remove(card)
    board.trophies = [trophies if p == winner else t for p, t in enumerate(board.trophies)]
    shown = card if card in before.hands[seat] else HIDDEN  # as the viewer saw that hand
    board.hands = [_with(h, shown) if p == seat else h for p, h in enumerate(board.hands)]
    if card in before.known[seat] and card not in board.known[seat]:
        board.known = [[*k, card] if p == seat else k for p, k in enumerate(board.known)]


def _with(hand: list[int], card: int) -> list[int]:
    """``hand`` with ``card`` back, in a view's order: the cards seen, sorted, then the hidden ones."""
    cards = [*hand, card]
    seen = sorted(c for c in cards if c != HIDDEN)
    return seen + [HIDDEN] * (len(cards) - len(seen))
