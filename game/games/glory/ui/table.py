"""GloryTable: Glory's table scene, drawn from the engine's state (no rules here).

What the viewer may do always comes from ``self.legal``: every legal action is a button in the moves
panel (labels from the engine), and the board offers shortcuts — click an action space to see its
moves, a face-up journey card or a deck to take it, a hand card to play it, a knight or a bracket
slot to register, dice to choose a Faith or Ring reroll.
"""

from __future__ import annotations

import pygame

from game.core.rules import Action, Event
from game.games.glory.labels import action_label
from game.games.glory.state import GloryState
from game.games.glory.summary import rules_summary
from game.games.glory.ui import layout as L
from game.games.glory.ui.board import draw_info, draw_side, draw_spaces
from game.games.glory.ui.duel_view import DuelView
from game.games.glory.ui.players import draw_players
from game.games.glory.ui.tourney_board import draw_pas, draw_plaisance
from game.games.glory.ui.widgets import Inspector
from game.i18n import _, ngettext
from game.ui.table import TableScene
from game.ui.widgets import style
from game.ui.widgets.button import Button

BUTTON_H, BUTTON_GAP = 32, 6
TOURNAMENT_PHASES = ("registration", "tournament")


class GloryTable(TableScene):
    """The table of Glory: main board, tournament boards, duel, players, moves panel."""

    name = "glory-table"

    def __init__(self, app, session) -> None:
        self.inspector = Inspector()
        self.duel_view = DuelView()
        self.filter_space: str | None = None
        self.move_buttons: list[Button] = []
        self.scroll = 0
        self.hot_side: dict[tuple, pygame.Rect] = {}
        self.hot_hand: dict[str, pygame.Rect] = {}
        self.hot_spaces: dict[str, pygame.Rect] = {}
        self.hot_tourney: dict[tuple, pygame.Rect] = {}
        self.mouse = (-1, -1)
        self.show_board = False  # show the tournament board rather than the duel (toggle button)
        self.view_button = Button(
            (L.BOARD.right - 160, L.BOARD.bottom - 44, 146, 32),
            self._view_label,
            self._toggle_board,
            kind="ghost",
            size=15,
            icon="tower-flag",
        )
        super().__init__(app, session)

    # --- state -------------------------------------------------------------------------------------
    @property
    def state(self) -> GloryState:
        return self.view

    def refresh(self) -> None:
        super().refresh()
        if self.filter_space and not any(self._is_space(a, self.filter_space) for a in self.legal):
            self.filter_space = None
        self._build_moves()

    @staticmethod
    def _is_space(action: Action, space: str) -> bool:
        return action[0] == "place" and len(action) > 1 and action[1] == space

    def _dice_actions(self) -> list[Action]:
        """Faith and Ring rerolls: chosen by clicking dice rather than listed one by one."""
        return [a for a in self.legal if a[0] == "faith" or (a[0] == "relic" and len(a) == 3)]

    def _listed_moves(self) -> list[Action]:
        dice = set(self._dice_actions())
        moves = [a for a in self.legal if a not in dice]
        if self.filter_space:
            moves = [a for a in moves if self._is_space(a, self.filter_space)]
        return moves

    def _build_moves(self) -> None:
        self.move_buttons = []
        if not self.legal:
            return
        s = self.state
        entries: list[tuple[str, object]] = []
        if self._dice_actions():
            n = len(self.duel_view.selected)
            entries.append(
                (
                    ngettext("Reroll the selected die", "Reroll the {n} selected dice", n).format(n=n)
                    if n
                    else _("Click dice to reroll them"),
                    self._reroll_selected,
                )
            )
        if self.filter_space:
            entries.append((_("Show every move"), self._clear_filter))
        entries += [(action_label(s, a), self._player(a)) for a in self._listed_moves()]
        col_w = (L.ACTIONS.w - 30 - BUTTON_GAP) // 2
        for i, (label, cb) in enumerate(entries):
            col, row = i % 2, i // 2
            rect = (
                L.ACTIONS.x + 12 + col * (col_w + BUTTON_GAP),
                L.ACTIONS.y + 34 + row * (BUTTON_H + BUTTON_GAP),
                col_w,
                BUTTON_H,
            )
            size = 16
            while size > 11 and style.font("bold", size).size(label)[0] > col_w - 16:
                size -= 1
            self.move_buttons.append(Button(rect, label, cb, kind="secondary", size=size, tooltip=label))
        self.scroll = min(self.scroll, self._max_scroll())

    def _max_scroll(self) -> int:
        rows = (len(self.move_buttons) + 1) // 2
        visible = (L.ACTIONS.h - 40) // (BUTTON_H + BUTTON_GAP)
        return max(0, rows - visible)

    def _view_label(self) -> str:
        return _("Duel") if self.show_board else _("Board")

    def _toggle_board(self) -> None:
        self.show_board = not self.show_board

    def _player(self, action: Action):
        return lambda: self.submit(action)

    def _clear_filter(self) -> None:
        self.filter_space = None
        self._build_moves()

    def _reroll_selected(self) -> None:
        chosen = tuple(sorted(self.duel_view.selected))
        for a in self._dice_actions():
            if (a[0] == "faith" and a[1] == chosen) or (a[0] == "relic" and a[2] == chosen):
                self.submit(a)
                return
        self.toast(_("Choose which dice to reroll by clicking them."))

    def my_side(self) -> int | None:
        ctx = self.state.duel
        if ctx is None or ctx.state is None or self.viewer is None:
            return None
        for i, c in enumerate(ctx.state.sides):
            if c.seat == self.viewer and c.kind != "knight":
                return i
        return None

    def _reroll_limit(self) -> int:
        return max((len(a[1]) if a[0] == "faith" else len(a[2]) for a in self._dice_actions()), default=0)

    # --- hooks ----------------------------------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        speed = self.app.settings.animation_speed
        for ev in events:
            if ev.kind in ("duel_roll", "duel_reroll"):
                self.duel_view.on_event(ev.kind, ev.data, speed)
            elif ev.kind in ("duel_over", "trophy", "titles_scored", "tournament_over"):
                text = self.spec.describe(ev, self.viewer) if self.spec.describe else ""
                if text:
                    self.toast(text, "ok")
            if ev.kind == "duel_over":
                self.app.sound.play("cheer")
            elif ev.kind == "duel_step":
                self.app.sound.play("clash")
        self.animating = self.duel_view.animating
        self._build_moves()

    def update_table(self, dt: float) -> None:
        self.duel_view.update(dt)
        if self.animating and not self.duel_view.animating:
            self.animating = False

    def skip_animations(self) -> None:
        self.duel_view.skip()
        self.animating = False

    def on_undo(self) -> None:
        self.duel_view.skip()
        self.duel_view.selected.clear()
        self.animating = False

    def rules_summary(self) -> str:
        return "\n\n".join(f"{title}\n{text}" for title, text in rules_summary())

    def status_text(self) -> str:
        s = self.state
        if s.duel is not None and s.duel.state is not None:
            from game.games.glory.duel_text import step_label

            return _("Duel — {step}: your choice").format(step=step_label(s.duel.state.phase))
        if s.pending and s.pending[-1].seat == self.viewer:
            kind = s.pending[-1].kind
            texts = {
                "travel": _("Take a journey card (face up or from a deck)"),
                "keep_title": _("Keep one of the titles you drew"),
                "reward": _("Choose the reward of your card"),
                "support": _("Choose a support"),
                "setup_exchange": _("Exchange journey cards for Strength, or finish"),
                "loot": _("Choose mount or armor"),
                "recover": _("Take back a support or relic after the lost duel"),
                "title_duel": _("Fight for the Brave title?"),
                "handicap": _("Start with your character's mount and armor, or lower ones"),
            }
            return texts.get(kind, _("Your choice"))
        texts = {
            "setup": _("Choose your character"),
            "action": _("Place a pawn on an action space"),
            "journey": _("Play a journey card or end your journey"),
            "bonus_journey": _("Play your extra journey cards"),
            "final_journey": _("Play a journey card or end your journey"),
            "registration": _("Register a coat of arms for the tournament, or pass"),
            "tournament_choice": _("Choose the next round's tournament"),
        }
        return texts.get(s.phase, _("Your turn."))

    def smoke_steps(self) -> int:
        return 12

    def smoke_states(self):
        """Extra smoke screenshots, played forward by bots: the Pas d'Armes board, a duel mid-roll, the
        joust's bracket at registration and with winners moved up."""
        return [
            ("tournament", lambda: self._smoke_board(lambda s: s.phase in TOURNAMENT_PHASES and bool(s.pas))),
            ("duel", self._smoke_duel),
            ("plaisance", lambda: self._smoke_board(lambda s: s.phase in TOURNAMENT_PHASES and bool(s.bracket))),
            ("bracket", lambda: self._smoke_board(lambda s: len(s.bracket) > 1 and any(s.bracket[1]))),
            ("choice", lambda: self._play_until(lambda s: s.phase == "tournament_choice")),
        ]

    def _smoke_duel(self) -> None:
        self.show_board = False
        self._play_until(
            lambda s: s.duel is not None and s.duel.state is not None and s.duel.state.rolled, animate=True
        )

    def _smoke_board(self, done) -> None:
        self.show_board = False
        self._play_until(done)
        self.show_board = True

    def _play_until(self, done, animate: bool = False, limit: int = 4000) -> None:
        """Smoke helper: let every seat play (bots, and random moves for humans) until ``done``."""
        from game.core.rng import Rng

        rng = Rng.from_seed(7)
        store = self.store
        for _i in range(limit):
            state = store.state
            if done(state) or self.rules.outcome(state) is not None:
                break
            seat = min(self.rules.actors(state))
            action = (
                self.session.bot_choose(seat) if self.session.is_bot(seat) else rng.choice(store.legal_actions(seat))
            )
            events = store.apply(seat, action)
            if animate and done(store.state):
                self.refresh()
                self.on_events([e.for_seat(self.viewer) for e in events])
                if not self.duel_view.rolls:  # show the dice tumbling mid-roll
                    ctx = store.state.duel
                    for side in range(len(ctx.state.sides)):
                        dice = [[col, f, 0] for col, f in ctx.state.dice[side]]
                        if dice:
                            self.duel_view.on_event("duel_roll", {"side": side, "dice": dice}, 1.0)
                self.duel_view.update(0.35)
        self.refresh()

    # --- input ----------------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.view_button.visible and self.view_button.handle(event) and event.type != pygame.MOUSEMOTION:
            return
        super().handle(event)

    def handle_table(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            for b in self._visible_buttons():
                b.handle(event)
            return
        if event.type == pygame.MOUSEWHEEL and L.ACTIONS.collidepoint(self.mouse):
            self.scroll = max(0, min(self._max_scroll(), self.scroll - event.y))
            return
        for b in self._visible_buttons():
            if b.handle(event):
                return
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return
        pos = event.pos
        legal = set(self.legal)
        ctx = self.state.duel
        if ctx is not None and ctx.state is not None and not (self.show_board and self.view_button.visible):
            side = self.my_side()
            if self._dice_actions():
                for die_side, i, rect in self.duel_view.die_rects:
                    if die_side == side and rect.collidepoint(pos):
                        self.duel_view.toggle(side, i, self._reroll_limit())
                        self._build_moves()
                        return
            return
        for key, rect in self.hot_tourney.items():
            if rect.collidepoint(pos):
                for a in self.legal:
                    if a[0] == "register" and tuple(a[1:]) == key:
                        self.submit(a)
                        return
                    if self._is_space(a, "herald") and tuple(a[2:]) == key:
                        self.submit(a)
                        return
        for card, rect in self.hot_hand.items():
            if rect.collidepoint(pos) and ("play", card) in legal:
                self.submit(("play", card))
                return
        for key, rect in self.hot_side.items():
            if rect.collidepoint(pos):
                if key[0] == "take" and key in legal:
                    self.submit(key)
                    return
                if key[0] == "support" and ("place", "support", key[1]) in legal:
                    self.submit(("place", "support", key[1]))
                    return
        for space, rect in self.hot_spaces.items():
            if rect.collidepoint(pos):
                moves = [a for a in self.legal if self._is_space(a, space)]
                if len(moves) == 1:
                    self.submit(moves[0])
                elif moves:
                    self.filter_space = space
                    self.scroll = 0
                    self._build_moves()
                else:
                    self.toast(_("You cannot use this space now."))
                return

    def _visible_buttons(self) -> list[Button]:
        first = self.scroll * 2
        visible = ((L.ACTIONS.h - 40) // (BUTTON_H + BUTTON_GAP)) * 2
        out = []
        for i, b in enumerate(self.move_buttons):
            b.visible = first <= i < first + visible
            if b.visible:
                row = (i - first) // 2
                b.rect.y = L.ACTIONS.y + 34 + row * (BUTTON_H + BUTTON_GAP)
                out.append(b)
        return out

    # --- drawing --------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        s = self.state
        mouse = self.app.mouse_pos
        self.inspector.begin()
        draw_info(surface, s, self, self.inspector, mouse)
        legal = set(self.legal)
        takeable = {(a[1], a[2]) for a in legal if a[0] == "take"}
        buyable = {a[2] for a in legal if self._is_space(a, "support")}
        targets = {tuple(a[1:]): a for a in legal if a[0] == "register"}
        targets.update({tuple(a[2:]): a for a in legal if self._is_space(a, "herald")})
        self.hot_spaces, self.hot_tourney = {}, {}
        in_duel = s.duel is not None and s.duel.state is not None
        self.view_button.visible = in_duel and bool(s.pas or s.bracket)
        board_wanted = self.show_board and bool(s.pas or s.bracket) and s.phase in TOURNAMENT_PHASES
        if in_duel and not (self.show_board and self.view_button.visible):
            self.duel_view.draw(surface, s.duel, self, self.inspector, mouse, self.my_side())
        elif (board_wanted or s.phase in TOURNAMENT_PHASES or self.filter_space == "herald") and (s.pas or s.bracket):
            draw = draw_pas if s.pas else draw_plaisance
            self.hot_tourney = draw(surface, s, self, self.inspector, mouse, targets)
        else:
            highlight = {a[1] for a in legal if a[0] == "place"}
            self.hot_spaces = draw_spaces(surface, s, highlight, self.filter_space, self)
        self.hot_side = draw_side(surface, s, self, self.inspector, mouse, takeable, buyable)
        playable = {a[1] for a in legal if a[0] == "play"}
        self.hot_hand = draw_players(surface, s, self, self.inspector, mouse, playable)
        self._draw_moves(surface)
        if self.view_button.visible:
            self.view_button.draw(surface)
            self.tooltip(self.view_button.rect, _("Switch between the duel and the tournament board"))
        self.inspector.draw(surface)

    def _draw_moves(self, surface: pygame.Surface) -> None:
        style.draw_panel(surface, L.ACTIONS, "dark")
        title = _("Your moves") if self.legal else _("Waiting for the other players")
        style.blit_text(surface, title, (L.ACTIONS.x + 14, L.ACTIONS.y + 8), "bold", 17, style.GOLD)
        if self._max_scroll():
            style.blit_text(
                surface,
                _("scroll for more"),
                (L.ACTIONS.right - 14, L.ACTIONS.y + 10),
                "text",
                14,
                style.TEXT_DIM,
                "topright",
            )
        for b in self._visible_buttons():
            b.draw(surface)
            if b.hover:
                self.tooltip(b.rect, b.tip())
