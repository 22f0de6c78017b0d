"""Smoke screenshots of the Joust table beyond the first: a combat card to choose, the reveal at
its height, A Knight's Tale after a combat (Fan Support or end the turn), and the Carousel."""

from __future__ import annotations

from typing import Any

from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust.state import COMBAT, DRAW, END
from game.ui.kit.reveal import Reveal


def advance(table: Any, until, limit: int = 400) -> None:
    """Play random legal moves for every seat until ``until(state)`` holds (or the game ends)."""
    store, rules = table.store, table.rules
    rng = Rng.from_seed(len(store.history) + 99)
    for _i in range(limit):
        st = store.state
        if until(st) or rules.outcome(st) is not None:
            break
        seat = min(rules.actors(st))
        legal = rules.legal_actions(st, seat)
        store.apply(seat, legal[rng.below(len(legal))])
    table.skip_animations()
    table.refresh()
    table.rebuild_log()


def my_turn_at(table: Any, phase: str, turn: int = 3):
    viewer = table.viewer if table.viewer is not None else 0
    return lambda st: st.phase == phase and viewer in table.rules.actors(st) and st.turn >= turn


def use_session(table: Any, variant: str, players: int) -> None:
    """Show a new game of ``variant`` in this table (the other modes' screenshots)."""
    seats = tuple(SeatConfig("human", "", "Ada") if i == 0 else SeatConfig("bot", "random") for i in range(players))
    session = Session(table.spec, Options(players, variant, seats), 20240601 + players)
    table.skip_animations()
    table.session, table.spec, table.rules, table.store = session, session.spec, session.rules, session.store
    table._gen += 1
    table.thinking = None
    table.viewer = table._viewed_by = 0
    table.notes = []
    table.refresh()
    table.rebuild_log()


def to_knockout(table: Any, seed: int, bot_moves: bool = True) -> bool:
    """Play random moves on ``table`` up to a move that knocks a knight out without ending the game (made
    by a rival when ``bot_moves``), then make that move through the table as it is shown. True if found."""
    from game.core.session import Session

    trial = Session(table.spec, table.session.options, table.session.seed)
    for step in table.store.history:  # from where the table stands
        trial.store.apply(step.seat, step.action)
    rules, rng, moves = trial.rules, Rng.from_seed(seed), []
    while rules.outcome(trial.store.state) is None and len(moves) < 2000:
        seat = min(rules.actors(trial.store.state))
        legal = rules.legal_actions(trial.store.state, seat)
        action = legal[rng.below(len(legal))]
        events = trial.store.apply(seat, action)
        kinds = {e.kind for e in events}
        if "knockout" in kinds and "game_over" not in kinds and (seat != table.viewer or not bot_moves):
            store = table.store
            for before_seat, before in moves:
                store.apply(before_seat, before)
            table.skip_animations()
            table.refresh()
            table.rebuild_log()
            table.draw(table.app.surface)  # the table as it stood: where its knights are
            table._after_action(seat, action, store.apply(seat, action))
            return True
        moves.append((seat, action))
    return False


def smoke_states(table: Any) -> list:
    def reveal() -> None:
        advance(table, my_turn_at(table, COMBAT))
        st = table.store.state
        if st.phase != COMBAT:
            return
        events = []
        for seat in sorted(table.rules.actors(st), key=lambda s: s == table.viewer):
            legal = table.rules.legal_actions(table.store.state, seat)
            events += table.store.apply(seat, legal[-1])
        table.refresh()
        table.rebuild_log()
        reveal = next(e for e in events if e.kind == "reveal").for_seat(table.viewer)
        anims = table.animate_reveal(reveal)
        for a in anims:
            if isinstance(a, Reveal):
                a.duration, a.t = 1000.0, 640.0  # held face up, the verdict shown
        table.timeline.add(anims)
        table.animating = True

    def tale() -> None:
        use_session(table, "tale", 2)
        advance(table, lambda st: my_turn_at(table, END, 6)(st) or my_turn_at(table, DRAW, 12)(st), 900)

    def carousel() -> None:
        use_session(table, "carousel", 3)
        advance(table, my_turn_at(table, COMBAT, 7))

    def knockout() -> None:
        from game.smoke import hold_on
        from game.ui.kit.timeline import Announce

        use_session(table, "standard", 3)
        if to_knockout(table, 5):
            hold_on(table, lambda a: isinstance(a, Announce), limit=400)
            table.animating = True

    return [
        ("combat", lambda: advance(table, my_turn_at(table, COMBAT))),
        ("joust-reveal", reveal),
        ("joust-knockout", knockout),
        ("tale", tale),
        ("carousel", carousel),
    ]
