"""TableScene: the base of every game's table.

It owns what all four games share: bots thinking off the frame loop (a worker process that gets
only the game's id, options, seed and action log, and hands the bot its seat's view; a thread as
fallback; inline when headless), the events shown to the viewer (redacted with ``Event.for_seat``),
the log panel, the top bar (Menu, Undo, Save, Rules, Log, speed), toasts for refused actions, the
hot-seat "pass to <name>" screen, autosave after every action (written off the frame loop), and
the results screen at the end.

Subclasses implement ``draw_table(surface)``, ``handle_table(event)``, ``on_events(events)``,
``rules_summary()`` and ``status_text()`` (optionally ``update_table(dt)``, ``skip_animations()``,
``on_undo()``, ``smoke_states()``); they read ``self.view`` / ``self.legal`` and call
``self.submit(action)``. They draw inside ``self.table_rect`` (the area not covered by the top bar
and the log panel; it changes when the log is toggled). ``self.log(text, private=True)`` keeps a
line for the current viewer only; lines made by ``spec.describe`` are rewritten for each viewer.
"""

from __future__ import annotations

import inspect
import queue
import threading
import time
from collections.abc import Callable
from typing import Any

import pygame

from game.core.rules import Action, Event, IllegalAction, Seat
from game.i18n import _
from game.settings import ANIMATION_SPEEDS
from game.ui.bot_runner import RunnerError
from game.ui.scene import LOGICAL_SIZE, Scene
from game.ui.scenes import persist
from game.ui.widgets import style
from game.ui.widgets.button import Button
from game.ui.widgets.log_panel import LogPanel
from game.ui.widgets.toast import Toasts

TOP_BAR_H = 56
LOG_W = 340
BOT_MIN_SECONDS = 0.7  # a bot's move stays on screen at least this long (÷ animation speed)
END_PAUSE = 1.2  # seconds between the last move and the results screen (÷ animation speed)


def _takes_names(fn: Callable[..., str]) -> bool:
    """True when a game's describe function accepts the ``names`` keyword."""
    try:
        return "names" in inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False


class TableScene(Scene):
    """Base table. ``self.viewer`` is the human seat whose view is drawn (None: only bots play)."""

    name = "table"

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.spec = session.spec
        self.rules = session.rules
        self.store = session.store
        #: where bots think: "sync" (inline: headless tests and smoke, deterministic, no timing),
        #: "process" (a worker process: frames stay smooth) or "thread" (fallback)
        self.bot_mode = "sync" if getattr(app, "headless", False) else "process"
        self._job: tuple[int, int] | None = None
        #: write autosaves in a background thread (the app); headless runs write at once (tests read them)
        self.background_saves = not getattr(app, "headless", False)
        if self.bot_mode == "process" and session.bots:
            try:
                app.bot_runner.start()  # warm up now, so the first bot turn does not wait
            except (RunnerError, AttributeError):
                self.bot_mode = "thread"
        humans = session.human_seats()
        actors = self.rules.actors(self.store.state)
        first = [s for s in humans if s in actors]
        self.viewer: Seat | None = (first or humans or [None])[0]
        self.view: Any = None
        self.legal: list[Action] = []
        self.busy = False
        self.animating = False
        self.thinking: Seat | None = None
        self.log_visible = True
        self._log_items: list[tuple] = []  # what the log shows, kept to rewrite it for another viewer
        self.log_panel = LogPanel(
            (LOGICAL_SIZE[0] - LOG_W - 10, TOP_BAR_H + 10, LOG_W, LOGICAL_SIZE[1] - TOP_BAR_H - 20)
        )
        self.toasts = Toasts()
        self._results: queue.Queue = queue.Queue()
        self._worker: threading.Thread | None = None
        self._worker_seat: Seat | None = None
        self._think_started = 0.0
        self._gen = 0  # bumped on every state change: stale bot answers are dropped
        self._end_timer: float | None = None
        self._passing = False
        self._viewed_by: Seat | None = self.viewer  # whose eyes are on the screen now (hot-seat)
        self.build_bar()
        self.refresh()
        if self.store.history:
            self.log(_("Game resumed after {n} moves.").format(n=len(self.store.history)))
        else:
            self.log(_("A new game of {game} begins.").format(game=_(self.spec.name)))
        if len(humans) > 1 and self.viewer is not None and self._needs_privacy():
            self._passing = True  # the first player confirms they are at the screen

    @property
    def sync_bots(self) -> bool:
        """True when bots run inline (headless); setting False makes them think in a thread."""
        return self.bot_mode == "sync"

    @sync_bots.setter
    def sync_bots(self, value: bool) -> None:
        self.bot_mode = "sync" if value else "thread"

    # --- layout ------------------------------------------------------------------------------------
    @property
    def table_rect(self) -> pygame.Rect:
        """Where the game draws: below the top bar, left of the log panel when it is shown."""
        right = LOGICAL_SIZE[0] - (LOG_W + 20 if self.log_visible else 0)
        return pygame.Rect(0, TOP_BAR_H, right, LOGICAL_SIZE[1] - TOP_BAR_H)

    def build_bar(self) -> None:
        w, y, h = LOGICAL_SIZE[0], 8, 40
        specs: list[tuple[Callable[[], str], Callable[[], None], str, Callable[[], str], int, int | None]] = [
            (
                lambda: _("Menu"),
                self.to_menu,
                "castle",
                lambda: _("Back to the main menu (the game is saved)"),
                120,
                None,
            ),
            (lambda: _("Undo"), self.undo, "hourglass", self._undo_tip, 116, None),
            (lambda: _("Save"), self.save, "wax-seal", lambda: _("Save this game under a name"), 110, None),
            (lambda: _("Rules"), self.show_rules, "open-book", lambda: _("A summary of the rules"), 116, None),
            (lambda: _("Log"), self.toggle_log, "scroll-unfurled", lambda: _("Show or hide the game log"), 100, None),
            (self._speed_label, self.cycle_speed, "sprint", lambda: _("Animation speed"), 92, None),
        ]
        x = w - 12
        self.bar_buttons: list[Button] = []
        for label, cb, ico, tip, min_w, key in reversed(specs):
            bw = max(min_w, style.font("bold", 19).size(label())[0] + 52)  # fits the translated label
            x -= bw
            self.bar_buttons.insert(
                0, Button((x, y, bw, h), label, cb, kind="ghost", icon=ico, tooltip=tip, size=19, hotkey=key)
            )
            x -= 8
        self.undo_button = self.bar_buttons[1]

    def _undo_tip(self) -> str:
        """What Undo would do, or why it cannot (a move that showed you something stays played)."""
        refusal = self.store.undo_refusal(self.viewer) if self.viewer_is_human() else None
        return refusal or _("Take back your last move (Ctrl+Z)")

    def _speed_label(self) -> str:
        return f"{self.app.settings.animation_speed:g}×"

    def on_language_change(self) -> None:
        self.build_bar()
        self.refresh()

    # --- state -------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Recompute ``view`` and ``legal`` for the viewer (after every change)."""
        self.view = self.rules.view(self.store.state, self.viewer)
        self.legal = self.store.legal_actions(self.viewer) if self.viewer_is_human() else []

    def viewer_is_human(self) -> bool:
        return self.viewer is not None and not self.session.is_bot(self.viewer)

    def can_act(self) -> bool:
        """The viewer may play now (their turn, nothing animating, no handover pending)."""
        return (
            self.viewer_is_human()
            and self.viewer in self.rules.actors(self.store.state)
            and not self.busy
            and not self._passing
        )

    def set_viewer(self, seat: Seat | None) -> None:
        """Show ``seat``'s view (smoke uses it to watch seat 0 while every seat is a bot).
        The log is rewritten for the new viewer: nobody reads another player's private lines."""
        changed = seat != self.viewer
        self.viewer = seat
        self._viewed_by = seat
        if changed:
            self._rewrite_log()
        self.refresh()

    def player_name(self, seat: Seat) -> str:
        return self.session.seat_name(seat)

    def seat_name(self, seat: Seat) -> str:
        """How the table labels a seat: "You" for the human at the screen, else the player's name."""
        if seat == self.viewer and self.viewer_is_human():
            return _("You")
        return self.player_name(seat)

    # --- for subclasses ----------------------------------------------------------------------------
    def submit(self, action: Action) -> bool:
        """Play ``action`` for the viewer; a refused action shows its reason as a toast."""
        if not self.viewer_is_human() or self.viewer not in self.rules.actors(self.store.state):
            self.toast(_("It is not your turn."))
            return False
        try:
            events = self.store.apply(self.viewer, action)
        except IllegalAction as exc:
            self.toast(exc.reason)
            self.app.sound.play("error")
            return False
        self._after_action(self.viewer, action, events)  # type: ignore[arg-type]
        return True

    def toast(self, text: str, kind: str = "warn") -> None:
        self.toasts.push(text, kind)

    def log(
        self, text: str, colour: tuple[int, int, int] = style.INK, seat: Seat | None = None, private: bool = False
    ) -> None:
        """Add a line to the game log (``seat``: whose action it was, for the coloured marker).
        ``private=True``: only the current viewer may read it (hidden from the others in hot-seat)."""
        self._log_items.append(("text", text, colour, seat, self.viewer if private else None))
        self._add_line(text, colour, seat)

    def _add_line(self, text: str, colour: tuple[int, int, int], seat: Seat | None) -> None:
        self.log_panel.add(text, colour, style.player_colour(seat) if seat is not None else None)

    def _rewrite_log(self) -> None:
        """Rebuild the log for the current viewer from what happened (events redacted for them)."""
        self.log_panel.clear()
        for item in self._log_items:
            if item[0] == "text":
                _kind, text, colour, seat, owner = item
                if owner is None or owner == self.viewer:
                    self._add_line(text, colour, seat)
            else:
                _kind, seat, action, events, explain = item
                for line in self._describe(seat, action, events):
                    self._add_line(line, style.INK, seat)
                if explain:
                    self._add_line(f"{self.player_name(seat)}: {explain}", style.INK_SOFT, seat)

    def tooltip(self, rect: pygame.Rect, text: str) -> None:
        self.app.tooltip(rect, text)

    # --- hooks ---------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        """Draw the game inside ``self.table_rect``."""

    def handle_table(self, event: pygame.event.Event) -> None:
        """Input for the game (called when the viewer may act; mouse motion always)."""

    def on_events(self, events: list[Event]) -> None:
        """Start animations for ``events`` (already redacted for the viewer)."""

    def skip_animations(self) -> None:
        """Finish running animations at once (Space or a click while animating)."""
        self.animating = False

    def on_undo(self) -> None:
        """Called after an undo (reset any half-played animation)."""
        self.animating = False

    def update_table(self, dt: float) -> None:
        """Advance the game's own animations."""

    def rules_summary(self) -> str:
        return _("No rules summary yet.")

    def status_text(self) -> str:
        return _("Your turn.")

    # --- actions -------------------------------------------------------------------------------------
    def _describe(self, seat: Seat, action: Action, events: list[Event]) -> list[str]:
        """Log lines for an action: the game's own lines (with the players' names when its describe
        takes ``names``), else the action's label, else the raw move."""
        lines = []
        describe = self.spec.describe
        if describe is not None:
            named = _takes_names(describe)
            for ev in events:
                shown = ev.for_seat(self.viewer)
                text = describe(shown, self.viewer, names=self.player_name) if named else describe(shown, self.viewer)
                if text:
                    lines.append(text)
        if not lines:
            if self.spec.action_label is not None:
                move = self.spec.action_label(self.view, action)
            else:
                move = " ".join(str(a) for a in action) if isinstance(action, tuple) else str(action)
            lines.append(_("{name}: {move}").format(name=self.player_name(seat), move=move))
        return lines

    def _after_action(self, seat: Seat, action: Action, events: list[Event]) -> None:
        self._gen += 1
        bot = self.session.bot_for(seat)
        explain = (getattr(bot, "explain", "") or "") if bot is not None else ""
        self._log_items.append(("action", seat, action, list(events), explain))
        for line in self._describe(seat, action, events):
            self._add_line(line, style.INK, seat)
        if explain:
            self._add_line(f"{self.player_name(seat)}: {explain}", style.INK_SOFT, seat)
        try:
            persist.autosave(self.session, background=self.background_saves)
        except OSError as exc:
            self.toast(_("Autosave failed: {err}").format(err=exc.strerror or exc))
        self.refresh()
        self.on_events([ev.for_seat(self.viewer) for ev in events])

    def undo(self) -> None:
        seat = self.viewer
        if seat is None or not self.viewer_is_human():
            return
        refusal = self.store.undo_refusal(seat)
        if refusal is not None:
            self.toast(refusal)
            return
        self.store.undo(seat)
        self._gen += 1
        self._end_timer = None
        self.log(_("{name} takes back a move.").format(name=self.player_name(seat)), style.INK_SOFT)
        persist.autosave(self.session, background=self.background_saves)
        self.refresh()
        self.on_undo()

    def to_menu(self) -> None:
        self._gen += 1  # any bot answer in flight is dropped
        self.app.go_to_menu()

    def save(self) -> None:
        from game.ui.scenes.saves import SaveDialog

        self.app.push(
            SaveDialog(self.app, self.session, lambda name: self.toast(_("Saved as “{name}”.").format(name=name), "ok"))
        )

    def show_rules(self) -> None:
        from game.ui.scenes.dialog import DialogScene

        self.app.push(
            DialogScene(
                self.app,
                lambda: _("Rules of {game}").format(game=_(self.spec.name)),
                self.rules_summary,
                width=1040,
                scroll=True,
            )
        )

    def toggle_log(self) -> None:
        self.log_visible = not self.log_visible

    def cycle_speed(self) -> None:
        speeds = list(ANIMATION_SPEEDS)
        cur = self.app.settings.animation_speed
        i = min(range(len(speeds)), key=lambda k: abs(speeds[k] - cur))
        self.app.update_settings(animation_speed=speeds[(i + 1) % len(speeds)])

    # --- bots ----------------------------------------------------------------------------------------
    def _start_bot(self, seat: Seat) -> None:
        seconds = self.app.settings.bot_think_seconds
        deadline = time.monotonic() + seconds
        gen = self._gen
        self.thinking = seat
        self._think_started = time.monotonic()
        if self.bot_mode == "process":
            self._job = (id(self), gen)
            try:
                self.app.bot_runner.request(self._job, self.session, seat, seconds)
                return
            except RunnerError:
                self.bot_mode = "thread"

        def work() -> None:
            try:
                action = self._call_bot(seat, deadline)
                self._results.put((gen, seat, action, None))
            except BaseException as exc:  # noqa: BLE001 - handed to the frame loop (crash dialog)
                self._results.put((gen, seat, None, exc))

        if self.bot_mode == "sync":
            work()
            return
        self._worker = threading.Thread(target=work, name=f"bot-{seat}", daemon=True)
        self._worker_seat = seat
        self._worker.start()

    def _answer(self) -> tuple[int, Seat, Action | None, BaseException | None] | None:
        """The bot's answer if it has arrived: (generation, seat, action, exception)."""
        if self.bot_mode == "process" and self._job is not None:
            seat = self.thinking
            try:
                got = self.app.bot_runner.poll(self._job)
            except RunnerError:
                self.bot_mode = "thread"  # think again, in a thread this time
                self.thinking = self._job = None
                return None
            except RuntimeError as exc:
                return self._job[1], seat, None, exc  # type: ignore[return-value]
            if got is None:
                return None
            action, rng_state, explain = got
            rng = self.session.bot_rng(seat)
            if rng is not None:
                rng.state = rng_state  # keep the app's copy of the bot's RNG in step
            bot = self.session.bot_for(seat)
            if bot is not None:
                try:
                    bot.explain = explain
                except AttributeError:
                    pass
            gen = self._job[1]
            self._job = None
            return gen, seat, action, None  # type: ignore[return-value]
        try:
            return self._results.get_nowait()
        except queue.Empty:
            return None

    def _call_bot(self, seat: Seat, deadline: float) -> Action:
        fn = self.session.bot_choose
        try:
            params = inspect.signature(fn).parameters
        except (TypeError, ValueError):
            params = {}
        if "deadline" in params:
            return fn(seat, deadline=deadline)
        return fn(seat)

    def _poll_bot(self) -> None:
        if self.thinking is None:
            return
        speed = max(0.25, self.app.settings.animation_speed)
        if self.bot_mode != "sync" and time.monotonic() - self._think_started < BOT_MIN_SECONDS / speed:
            return
        got = self._answer()
        if got is None:
            return
        gen, seat, action, exc = got
        self.thinking = None
        self._worker = None
        if exc is not None:
            raise exc
        if gen != self._gen or seat not in self.rules.actors(self.store.state):
            return  # the position changed while the bot thought: it will think again
        try:
            events = self.store.apply(seat, action)
        except IllegalAction as err:
            raise RuntimeError(f"bot for seat {seat} chose an illegal move {action!r}: {err.reason}") from err
        self._after_action(seat, action, events)

    # --- frame ---------------------------------------------------------------------------------------
    def _needs_privacy(self, seat: Seat | None = None) -> bool:
        """True when another human seat may not see what ``seat`` sees (hidden info differs)."""
        seat = self.viewer if seat is None else seat
        state = self.store.state
        mine = self.rules.view(state, seat)
        return any(self.rules.view(state, o) != mine for o in self.session.human_seats() if o != seat)

    def _hand_over(self, seat: Seat) -> None:
        """The next human to act is not the one at the screen: switch, with a privacy screen if needed."""
        if self._needs_privacy(seat) and self._viewed_by != seat:
            self._passing = True
            self.viewer = seat
            self._rewrite_log()
            self.refresh()
            self._show_pass(seat)
        else:
            self.set_viewer(seat)

    def _show_pass(self, seat: Seat) -> None:
        from game.ui.scenes.pass_to import PassToScene

        self.app.push(PassToScene(self.app, seat, self.player_name(seat), self._ready))

    def _ready(self, seat: Seat) -> None:
        self._passing = False
        self.set_viewer(seat)

    def update(self, dt: float) -> None:
        self.toasts.update(dt)
        failed = persist.take_error()
        if failed:
            self.toast(failed)
        self.update_table(dt)
        if self._passing and self.viewer is not None and self.app.top is self:
            self._show_pass(self.viewer)
            return
        self._poll_bot()
        state = self.store.state
        actors = self.rules.actors(state)
        if not self.animating and self.thinking is None:
            if self.rules.outcome(state) is not None:
                self._count_down_to_results(dt)
            else:
                humans = [s for s in sorted(actors) if not self.session.is_bot(s)]
                if humans and self.viewer not in humans and len(self.session.human_seats()) > 1:
                    self._hand_over(humans[0])
                bots = [s for s in sorted(actors) if self.session.is_bot(s)]
                if bots:
                    self._start_bot(bots[0])
                    if self.bot_mode == "sync":
                        self._poll_bot()
        self.busy = self.animating or (self.thinking is not None and self.viewer not in actors)

    def _count_down_to_results(self, dt: float) -> None:
        if self._end_timer is None:
            self._end_timer = END_PAUSE / max(0.25, self.app.settings.animation_speed)
            self.log(_("The game is over."), style.CRIMSON_DARK)
            self.app.sound.play("fanfare")
        self._end_timer -= dt
        if self._end_timer <= 0:
            self.show_results()

    def show_results(self) -> None:
        from game.ui.scenes.results import ResultsScene

        self.app.replace(ResultsScene(self.app, self.session))

    def handle(self, event: pygame.event.Event) -> None:
        for b in self.bar_buttons:
            if b.handle(event) and event.type != pygame.MOUSEMOTION:
                return
        if self.log_visible and self.log_panel.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return
            if event.key == pygame.K_ESCAPE:
                self.to_menu()
                return
        if self.animating and (
            (event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE)
            or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
        ):
            self.skip_animations()
            return
        if event.type == pygame.MOUSEMOTION or self.can_act():
            self.handle_table(event)

    # --- drawing -------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(style.background(LOGICAL_SIZE, "table"), (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_table(surface)
        self.draw_bar(surface)
        if self.log_visible:
            self.log_panel.draw(surface, _("Game log"))
        rect = self.table_rect
        self.toasts.draw(surface, (rect.centerx, rect.bottom - 24))

    def current_status(self) -> str:
        state = self.store.state
        if self.rules.outcome(state) is not None:
            return _("Game over")
        if self.thinking is not None and self.viewer not in self.rules.actors(state):
            dots = "." * (1 + int(time.monotonic() * 3) % 3)
            return _("{name} is thinking").format(name=self.player_name(self.thinking)) + dots
        if self.viewer_is_human() and self.viewer in self.rules.actors(state):
            return self.status_text()
        waiting = [self.player_name(s) for s in sorted(self.rules.actors(state))]
        return _("Waiting for {names}").format(names=", ".join(waiting)) if waiting else ""

    def draw_bar(self, surface: pygame.Surface) -> None:
        bar = pygame.Rect(0, 0, LOGICAL_SIZE[0], TOP_BAR_H)
        pygame.draw.rect(surface, (26, 22, 34), bar)
        pygame.draw.line(surface, style.GOLD_DARK, (0, TOP_BAR_H - 1), (LOGICAL_SIZE[0], TOP_BAR_H - 1), 2)
        name = _(self.spec.name)
        size = 28
        while size > 18 and style.font("title", size).size(name)[0] > 300:
            size -= 1
        title = style.blit_text(surface, name, (20, TOP_BAR_H // 2), "title", size, style.GOLD, "midleft")
        first = self.bar_buttons[0].rect.left
        status = self.current_status()
        if status:
            mine = self.viewer_is_human() and self.viewer in self.rules.actors(self.store.state) and not self.busy
            colour = style.GOLD if mine else style.TEXT_LIGHT
            x = max(260, title.right + 28)
            if self.viewer is not None:
                sh = style.badge(self.viewer, 32)
                surface.blit(sh, sh.get_rect(midleft=(x, TOP_BAR_H // 2)))
                x += 36
            size = 23
            while size > 16 and style.font("bold", size).size(status)[0] > first - x - 20:
                size -= 1
            style.blit_text(surface, status, (x, TOP_BAR_H // 2), "bold", size, colour, "midleft")
        can_undo = self.viewer_is_human() and self.store.can_undo(self.viewer)  # type: ignore[arg-type]
        self.undo_button.enabled = bool(can_undo)
        for b in self.bar_buttons:
            b.draw(surface)
            self.app.tooltip(b.rect, b.tip())
