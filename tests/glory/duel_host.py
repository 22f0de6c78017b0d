"""A small kit table hosting the duel stage the way Glory's table does (its bar grid, the stage in a
board-sized rect, duel events routed to the stage), and helpers that play a Glory game to a duel.

The tests of the stage drive it through this host so they exercise only the stage; the whole Glory
table has its own tests."""

from __future__ import annotations

import pygame

from game.app import App
from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.glory.ui.duel_view import DuelStage
from game.settings import Settings
from game.ui.kit import KitTable, Layout, cols, rows
from tests.ui_driver import settle

SIZE = (1220, 372)  # the band Glory's table gives the stage with the log shown


class DuelHost(KitTable):
    name = "glory-duel-host"
    bar_grid = [[("main", 2.0), "second"], ["third", "fourth", "clash", "end"]]
    phase_controls = {"duel": "duel_controls"}
    animations = dict.fromkeys(DuelStage.animations, "animate_duel")

    def __init__(self, app, session) -> None:
        self.duel_stage = DuelStage(self, "board")
        super().__init__(app, session)

    def layout(self, area: pygame.Rect) -> Layout:
        board, below = rows(area.inflate(-20, -20), [SIZE[1], 1.0])
        bar, hint = cols(below, [560, 1.0])
        return Layout(
            board=pygame.Rect(board.x, board.y, min(board.w, SIZE[0]), board.h), bar=rows(bar, [110, 1.0])[0], hint=hint
        )

    def phase(self):
        return "duel" if self.duel_stage.showing else None

    def duel_controls(self):
        return self.duel_stage.controls()

    def animate_duel(self, ev):
        return self.duel_stage.animate(ev)

    def hint(self) -> str:
        return self.duel_stage.hint()

    def status_text(self) -> str:
        return self.duel_stage.status() or super().status_text()

    def on_undo(self) -> None:
        self.duel_stage.on_undo()
        super().on_undo()

    def update_table(self, dt: float) -> None:
        super().update_table(dt)
        self.duel_stage.pass_on()

    def draw_pieces(self, surface: pygame.Surface, lay: Layout) -> None:
        if self.duel_stage.showing:
            self.duel_stage.draw(surface, lay.board)


def session(seed: int = 3, humans: int = 1, players: int = 3, extra: tuple = ()) -> Session:
    seats = tuple(
        SeatConfig("human", "", f"Ada{i}" if i else "Ada") if i < humans else SeatConfig("bot", "random")
        for i in range(players)
    )
    return Session(get("glory"), Options(players, "standard", seats, extra), seed)


def play_to_duel(sess: Session, want, seed: int = 1, limit: int = 20_000) -> bool:
    """Play every seat at random until ``want(state)`` holds at a human's turn in a duel."""
    rng, store = Rng.from_seed(seed), sess.store
    for _ in range(limit):
        st = store.state
        if sess.rules.outcome(st) is not None:
            return False
        seat = min(sess.rules.actors(st))
        if st.duel is not None and st.duel.state is not None and not sess.is_bot(seat) and want(st):
            return True
        action = sess.bot_choose(seat) if sess.is_bot(seat) else rng.choice(store.legal_actions(seat))
        store.apply(seat, action)
    return False


def open_host(sess: Session, lang: str = "en", speed: float = 1.0) -> tuple[App, DuelHost]:
    app = App(headless=True, settings=Settings(language=lang, sound=False, animation_speed=speed), lang=lang)
    table = DuelHost(app, sess)
    app.push(table)
    app.step(dt=0.05)
    return app, table


def wait_for_slot(app: App, table: DuelHost, slot: str) -> None:
    """Step until the viewer may act with a control in the bar's ``slot``, then let the bar settle."""
    for _ in range(200):
        settle(app, 0.1)
        if table.can_act() and slot in table.bar.controls:
            break
    settle(app, 0.9)
