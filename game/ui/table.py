"""TableScene: the base of every game's table.

It owns what all four games share: bots thinking off the frame loop (a worker process that gets
only the game's id, options, seed and action log, and hands the bot its seat's view; a thread as
fallback; inline when headless), the log (written from the action log for the viewer, see
``game_log``; a move's lines wait in ``_log_queue`` until the table has shown their events, see
``release_log``; the bots' reasons on request), the top bar (pygame_gui buttons Menu, Undo, Save,
Rules, Log, speed; the game's name and the status line), toasts for refused actions, the hot-seat
"pass to <name>" screen, autosave after every action (written off the frame loop), and the
results screen at the end.

Games build their table on the kit (``game.ui.kit.KitTable``), which implements the hooks below
from a declared layout, a phase → controls mapping and the shared pieces. The hooks: draw_table,
handle_table, on_events, skip_animations, on_undo, update_table, rules_summary, status_text. A
table draws inside ``self.table_rect`` (the area left of the log; it grows when the log is hidden).
"""

from __future__ import annotations

import html
import inspect
import queue
import threading
import time
from typing import Any

import pygame

from game import i18n
from game.core.rules import Action, Event, IllegalAction, Seat
from game.i18n import _
from game.settings import ANIMATION_SPEEDS
from game.ui import game_log, text_fit
from game.ui.bot_runner import RunnerError
from game.ui.gui import even_sizes
from game.ui.log_view import LogView
from game.ui.scene import LOGICAL_SIZE, Scene
from game.ui.scenes import persist
from game.ui.toasts import Toasts
from game.ui.widgets import style

TOP_BAR_H = 56
LOG_W = 340
BOT_MIN_SECONDS = 0.7  # a bot's move stays on screen at least this long (÷ animation speed)
ONE_LINE_MIN = 17  # the top bar's status stays on one line down to this size, then takes two
STATUS_ROOM = 240  # the top bar's status line keeps at least this width, the game's name shrinking first
TITLE_X, TITLE_GAP, BADGE_W, STATUS_MARGIN = 20, 28, 36, 16  # the top bar: name, gap, seat badge, status, buttons
END_PAUSE = 1.2  # seconds between the last move and the results screen (÷ animation speed)


class TableScene(Scene):
    """Base table. ``self.viewer`` is the human seat whose view is drawn (None: only bots play)."""

    name = "table"
    #: seconds (at 1x; shorter when faster, never under 1 s) a bot's answer waits after the player's own
    #: move while Undo may still take that move back: 0, the bots play as soon as they have thought
    undo_grace = 0.0
    #: every move is saved as the autosave (Continue); a tutorial's table is not saved
    autosaves = True

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
        #: loaded from a named save and not changed since: the autosave (the player's last game) is
        #: left alone until this game changes, and is kept as a save of its own then
        self.spares_autosave = getattr(session, "loaded_from", None) is not None
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
        self.notes: list[game_log.Note] = [
            game_log.Note(0, _("A new game of {game} begins.").format(game=_(self.spec.name)))
        ]
        if self.store.history:
            self.notes.append(game_log.Note(len(self.store.history), _("The game resumes here.")))
        self.toasts = Toasts()
        self._results: queue.Queue = queue.Queue()
        self._worker: threading.Thread | None = None
        self._worker_seat: Seat | None = None
        self._think_started = 0.0
        self._own_move_at: float | None = None  # when the player's last move was made (``undo_grace``)
        self._undone = False  # the player's last move was just taken back (the Undo button's tooltip)
        self._gen = 0  # bumped on every state change: stale bot answers are dropped
        self._end_timer: float | None = None
        self._passing = False
        self._viewed_by: Seat | None = self.viewer  # whose eyes are on the screen now (hot-seat)
        self._logged = 0  # moves of the history already in the log panel or its queue
        self._log_queue: list[game_log.LogLine] = []  # lines whose events the table has not shown yet
        self.build_bar()
        self.refresh()
        self.rebuild_log()
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

    def log_rect(self) -> pygame.Rect:
        return pygame.Rect(LOGICAL_SIZE[0] - LOG_W - 10, TOP_BAR_H + 10, LOG_W, LOGICAL_SIZE[1] - TOP_BAR_H - 20)

    def build_bar(self) -> None:
        """The top bar's buttons (and the log panel), in the table's Gui."""
        gui = self.gui
        gui.clear()
        specs = [
            ("menu", _("Menu"), self.ask_to_menu, "castle", _("Back to the main menu (the game is saved)"), 120),
            ("undo", _("Undo"), self.undo, "hourglass", _("Take back your last move (Ctrl+Z)"), 116),
            *(
                [
                    (
                        "hint",
                        _("Hint"),
                        self.ask_hint,
                        "round-star",
                        _("What would the strongest bot play here? (H)"),
                        100,
                    )
                ]
                if hasattr(self, "ask_hint")
                else []
            ),
            ("save", _("Save"), self.save, "wax-seal", _("Save this game under a name"), 110),
            ("rules", _("Rules"), self.show_rules, "open-book", _("A summary of the rules"), 116),
            ("log", _("Log"), self.toggle_log, "scroll-unfurled", _("Show or hide the game log"), 100),
            *(
                [
                    (
                        "skip",
                        _("To my turn"),
                        self.skip_to_turn,
                        "cavalry",
                        _("Skip the others' moves until you must act (F); a panel to read still waits for you"),
                        120,
                    )
                ]
                if hasattr(self, "skip_to_turn")
                else []
            ),
            (
                "speed",
                self._speed_label(),
                self.cycle_speed,
                "sprint",
                _(
                    "Animation speed: each click sets the next one, 0.5× → 1× → 2× → 4×, then back to 0.5×. Space skips an animation."
                ),
                92,
            ),
        ]
        specs = [spec for spec in specs if self.top_bar_shows(spec[0])]
        x = LOGICAL_SIZE[0] - 12
        widths = []
        for _key, label, _cb, _ico, _tip, min_w in specs:
            widths.append(max(min_w, min(170, text_fit.text_width(label, "bold", 19) + 60)))
        self.bar_buttons = []
        self.top_buttons: dict[str, Any] = {}
        with text_fit.where("table bar"):
            for (key, label, cb, ico, tip, _min_w), bw in reversed(list(zip(specs, widths))):
                x -= bw
                b = gui.button((x, 8, bw, 40), label, cb, kind="ghost", icon=ico, tooltip=tip, size=19)
                self.bar_buttons.insert(0, b)
                self.top_buttons[key] = b
                x -= 8
        even_sizes(self.bar_buttons)
        self.undo_button = self.top_buttons["undo"]
        self.speed_button = self.top_buttons["speed"]
        self.log_view = LogView(gui, self.log_rect())
        self.log_view.show_reasons = self.app.settings.show_bot_reasons
        self.log_view.set_visible(self.log_visible)
        gui.watchers.append(self.log_view.watch)  # Escape closes a bot's reason
        self._undo_shown: bool | None = None
        self._bar_tips = {key: tip for key, _label, _cb, _ico, tip, _w in specs}
        self._over_shown: bool | None = None

    def top_bar_shows(self, key: str) -> bool:
        """Whether the top bar offers button ``key`` (menu, undo, hint, save, rules, log, skip, speed)."""
        return True

    def _speed_label(self) -> str:
        return i18n.speed(self.app.settings.animation_speed)

    def on_language_change(self) -> None:
        self.build_bar()
        self.refresh()
        self.rebuild_log()

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
        self.refresh()
        if changed:
            self.rebuild_log()

    def player_name(self, seat: Seat) -> str:
        return self.session.seat_name(seat)

    def seat_name(self, seat: Seat) -> str:
        """How the table labels a seat: "You" for the human at the screen, else the player's name."""
        if seat == self.viewer and self.viewer_is_human():
            return _("You")
        return self.player_name(seat)

    # --- the log -----------------------------------------------------------------------------------
    def rebuild_log(self) -> None:
        """Write the whole log again for the current viewer, from the action log."""
        lines = game_log.log_lines(
            self.spec, self.store.history, self.viewer, self.player_name, self.notes, view=self.view
        )
        self._logged = len(self.store.history)
        self._log_queue = []
        self.log_view.set_lines(lines)

    def _log_new_moves(self) -> None:
        """Queue the lines of the moves not yet logged (``release_log`` shows them)."""
        history = self.store.history
        if len(history) < self._logged:
            self.rebuild_log()
            return
        start = self._logged
        new_notes = [n for n in self.notes if n.after > start]
        told = any(n.after == start and n.replaces for n in self.notes)  # the note is queued already
        lines = game_log.log_lines(
            self.spec, history, self.viewer, self.player_name, new_notes, start=start, view=self.view
        )
        if told:
            lines = game_log.replaced_first(lines, start)
        self._logged = len(history)
        self._log_queue.extend(lines)

    def release_log(self, step: int | None = None, event: int | None = None) -> None:
        """Show the queued lines up to event ``event`` of move ``step`` (everything when None): the
        table calls it as its timeline reaches each event, so the log never tells a result (a roll,
        a reveal) before the table has shown it."""
        queue = self._log_queue
        if step is None:
            upto = len(queue)
        else:
            limit = (step, 1 << 30 if event is None else event)
            told = [k for k, line in enumerate(queue) if line.step is not None and (line.step, line.event) <= limit]
            upto = told[-1] + 1 if told else 0
        if upto:
            self.log_view.add(queue[:upto])
            del queue[:upto]

    def log(
        self, text: str, colour: Any = None, seat: Seat | None = None, private: bool = False, replaces: bool = False
    ) -> None:
        """Add a note to the log after the moves so far (notes are not moves: Continue drops them);
        ``replaces``: the note tells the next move, which gets no lines of its own."""
        self._log_new_moves()
        self.notes.append(game_log.Note(len(self.store.history), text, replaces=replaces))
        self._log_queue.append(game_log.LogLine(text, seat, note=True))
        if not self.animating:
            self.release_log()

    @property
    def log_panel(self) -> LogView:
        """The log panel (kept under its old name for the tables not yet on the kit)."""
        return self.log_view

    def tooltip(self, rect: pygame.Rect, text: str) -> None:
        self.app.tooltip(rect, text)

    # --- hooks ---------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        """Draw the game inside ``self.table_rect``."""

    def draw_table_over(self, surface: pygame.Surface) -> None:
        """Draw what covers the widgets (flying cards, announcements, a zoomed card)."""

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

    def timeline_holds(self) -> bool:
        """True while moves before the viewer's decision are still being shown (see KitTable)."""
        return False

    def rules_summary(self) -> Any:
        """The rules as one text or as (heading, text) sections."""
        return _("No rules summary yet.")

    def status_text(self) -> str:
        return _("Your turn.")

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

    # --- actions -------------------------------------------------------------------------------------
    def _after_action(self, seat: Seat, action: Action, events: list[Event]) -> None:
        self._gen += 1
        self._undone = False
        self._own_move_at = time.monotonic() if seat == self.viewer and self.viewer_is_human() else None
        try:
            if self.autosaves and self.rules.outcome(self.store.state) is None:
                self.write_autosave()
            elif self.autosaves and self.keep_other_game():  # a finished game is not offered to Continue
                persist.drop_autosave()
        except OSError as exc:
            self.toast(_("Autosave failed: {err}").format(err=exc.strerror or exc))
        self.refresh()
        self._log_new_moves()
        self.on_events([ev.for_seat(self.viewer) for ev in events])
        if not self.animating:
            self.release_log()

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
        self._undone, self._own_move_at = True, None
        self._end_timer = None
        self.notes = [n for n in self.notes if n.after <= len(self.store.history)]
        self.notes.append(
            game_log.Note(
                len(self.store.history),
                _("{name} takes back a move.").format(name=self.player_name(seat)),
                seat,
                _("You take back a move."),
            )
        )
        if self.autosaves:
            self.write_autosave()
        self.refresh()
        self.rebuild_log()
        self.on_undo()

    def keep_other_game(self) -> bool:
        """Before a game loaded from a named save first touches the autosave: the game the autosave
        holds (the player's last one) is kept in Load under a name of its own, and a toast says so.
        False when it could not be kept (the autosave must then stay as it is)."""
        if not self.spares_autosave:
            return True
        try:
            kept = persist.keep_other_autosave(self.session)
        except OSError as exc:
            self.toast(
                _("Your last game could not be kept ({err}), so this one is not autosaved.").format(
                    err=exc.strerror or exc
                )
            )
            return False
        self.spares_autosave = False
        if kept:
            self.toast(_("Your last game is kept in Load as “{name}”.").format(name=kept), "ok")
        return True

    def write_autosave(self) -> None:
        """Save the game as the autosave (Continue), the player's last game kept first if need be."""
        if self.keep_other_game():
            persist.autosave(self.session, background=self.background_saves)

    def ask_to_menu(self) -> None:
        """Menu (and Escape): a game going on asks first, saying it is saved and how to come back; a
        finished game, or one never saved (a tutorial), leaves at once."""
        if not self.autosaves or self.rules.outcome(self.store.state) is not None:
            self.to_menu()
            return
        from game.ui.scenes.dialog import DialogScene

        buttons = [
            (lambda: _("Main menu"), self.to_menu, "primary"),
            (lambda: _("Keep playing"), None, "secondary"),
        ]
        words = lambda: _(  # noqa: E731 - translated when the dialog is built (a language switch too)
            "The game is saved automatically: Continue on the main menu takes it up where you left it."
        )
        if self.spares_autosave and not persist.autosave_spared(self.session):
            words = lambda: _(  # noqa: E731
                "Nothing has changed since you loaded this save: it stays in Load as it is, and Continue "
                "still takes up your last game."
            )
        self.app.push(DialogScene(self.app, lambda: _("Leave this game?"), words, buttons, width=640))

    def to_menu(self) -> None:
        self._gen += 1  # any bot answer in flight is dropped
        if self.autosaves and self.rules.outcome(self.store.state) is None:
            # Continue resumes the game left; a loaded one left unchanged only when that loses nothing
            if not self.spares_autosave or persist.autosave_spared(self.session):
                persist.autosave(self.session)
        self.app.go_to_menu()

    def save_refusal(self) -> str | None:
        """Why the game may not be saved now, in the player's words (None: it may). A save replays
        exactly, so a game whose rivals have committed a secret choice refuses (see JoustTable)."""
        return None

    def save(self) -> None:
        from game.ui.scenes.saves import SaveDialog

        refusal = self.save_refusal()
        if refusal is not None:
            self.toast(refusal)
            return
        self.app.push(SaveDialog(self.app, self.session, self._saved))

    def _saved(self, name: str) -> None:
        """The game was saved under ``name``: a toast says so, and a line in the log that stays."""
        self.toast(_("Saved as “{name}”.").format(name=name), "ok")
        self.log(_("Game saved as “{name}”.").format(name=name))

    def show_rules(self) -> None:
        from game.ui.scenes.dialog import DialogScene
        from game.ui.scenes.rules_reference import has_reference, open_reference

        buttons = None
        if has_reference(self.spec.id):
            buttons = [
                (lambda: _("OK"), None, "primary"),
                (lambda: _("Full rules"), lambda: open_reference(self.app, self.spec.id), "secondary"),
            ]
        self.app.push(
            DialogScene(
                self.app,
                lambda: _("Rules of {game}").format(game=_(self.spec.name)),
                self.rules_summary,
                buttons,
                width=1040,
                scroll=True,
            )
        )

    def toggle_log(self) -> None:
        self.log_visible = not self.log_visible
        self.log_view.set_visible(self.log_visible)

    def cycle_speed(self) -> None:
        speeds = list(ANIMATION_SPEEDS)
        cur = self.app.settings.animation_speed
        i = min(range(len(speeds)), key=lambda k: abs(speeds[k] - cur))
        self.app.update_settings(animation_speed=speeds[(i + 1) % len(speeds)])
        self.speed_button.set_text(self._speed_label())

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
                bot = self.session.bot_for(seat)
                reason = (getattr(bot, "explain", "") or "") if bot is not None else ""
                self._results.put((gen, seat, action, reason, None))
            except BaseException as exc:  # noqa: BLE001 - handed to the frame loop (crash dialog)
                self._results.put((gen, seat, None, "", exc))

        if self.bot_mode == "sync":
            work()
            return
        self._worker = threading.Thread(target=work, name=f"bot-{seat}", daemon=True)
        self._worker_seat = seat
        self._worker.start()

    def _answer(self) -> tuple[int, Seat, Action | None, str, BaseException | None] | None:
        """The bot's answer if it has arrived: (generation, seat, action, reason, exception)."""
        if self.bot_mode == "process" and self._job is not None:
            seat = self.thinking
            try:
                got = self.app.bot_runner.poll(self._job)
            except RunnerError:
                self.bot_mode = "thread"  # think again, in a thread this time
                self.thinking = self._job = None
                return None
            except RuntimeError as exc:
                return self._job[1], seat, None, "", exc  # type: ignore[return-value]
            if got is None:
                return None
            action, rng_state, explain = got
            gen = self._job[1]
            rng = self.session.bot_rng(seat) if gen == self._gen else None  # an answer dropped leaves it
            if rng is not None:
                rng.state = rng_state  # keep the app's copy of the bot's RNG in step
            self._job = None
            return gen, seat, action, explain, None  # type: ignore[return-value]
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
        if self._in_undo_grace(speed):
            return
        got = self._answer()
        if got is None:
            return
        gen, seat, action, reason, exc = got
        self.thinking = None
        self._worker = None
        if exc is not None:
            raise exc
        if gen != self._gen or seat not in self.rules.actors(self.store.state):
            return  # the position changed while the bot thought: it will think again
        try:
            events = self.store.apply(seat, action, reason=reason)
        except IllegalAction as err:
            raise RuntimeError(f"bot for seat {seat} chose an illegal move {action!r}: {err.reason}") from err
        self._after_action(seat, action, events)

    def bot_waits(self, seat: Seat) -> bool:
        """True while the bot at ``seat``, though it may move, is not asked yet (a game's own rule: a
        secret choice made at the same time as a human's waits for the human's)."""
        return False

    def _in_undo_grace(self, speed: float) -> bool:
        """True while a bot's answer waits so that the player may still take back the move they have
        just made (``undo_grace``; only when Undo would take it back, so it reveals nothing)."""
        if not self.undo_grace or self._own_move_at is None or self.bot_mode == "sync":
            return False
        if time.monotonic() - self._own_move_at >= max(1.0, self.undo_grace / max(1.0, speed)):
            return False
        return self.viewer_is_human() and self.store.undo_refusal(self.viewer) is None  # type: ignore[arg-type]

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
            self.refresh()
            self.rebuild_log()
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
        if self.log_view.show_reasons != self.app.settings.show_bot_reasons:
            self.log_view.set_reasons(self.app.settings.show_bot_reasons)
        self.update_table(dt)
        if self._log_queue and not self.animating:
            self.release_log()  # the timeline was skipped or has ended
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
                bots = [s for s in sorted(actors) if self.session.is_bot(s) and not self.bot_waits(s)]
                if bots:
                    self._start_bot(bots[0])
                    if self.bot_mode == "sync":
                        self._poll_bot()
        self.busy = self.animating or (self.thinking is not None and self.viewer not in actors)
        refusal = self.store.undo_refusal(self.viewer) if self.viewer_is_human() else ""  # type: ignore[arg-type]
        can_undo = refusal is None
        if can_undo != self._undo_shown:
            self._undo_shown = can_undo
            self.undo_button.enable() if can_undo else self.undo_button.disable()
        if refusal and self._undone:  # not "cannot": the move was taken back, and only one may be
            refusal = _("Your move is taken back: make another. Undo takes back only the move you have just made.")
        self.undo_button.tip_text = refusal or _("Take back your last move (Ctrl+Z)")  # why it is off
        self._show_over(self.rules.outcome(state) is not None)
        self._show_save_refusal()

    def _show_save_refusal(self) -> None:
        """Save looks off while the game may not be saved (``save_refusal``), its tooltip saying why,
        as Undo's does; on again after (the end of the game is ``_show_over``'s)."""
        button = self.top_buttons.get("save")
        if button is None or self._over_shown:
            return
        refusal = self.save_refusal()
        if (refusal is None) != button.is_enabled:
            button.enable() if refusal is None else button.disable()
        button.tip_text = refusal or self._bar_tips["save"]

    def _show_over(self, over: bool) -> None:
        """At the end Hint and Save are off (the tooltip says the game is over) and Menu no longer says
        the game is saved (a finished game is not kept); back on after an Undo from the end."""
        if over == self._over_shown:
            return
        self._over_shown = over
        for key in ("hint", "save"):
            button = self.top_buttons.get(key)
            if button is not None:
                button.disable() if over else button.enable()
                button.tip_text = _("The game is over.") if over else self._bar_tips[key]
        menu = self.top_buttons["menu"]
        menu.tip_text = _("Back to the main menu") if over else self._bar_tips["menu"]
        menu.set_tooltip(html.escape(menu.tip_text))

    def _count_down_to_results(self, dt: float) -> None:
        if self._end_timer is None:
            self._end_timer = END_PAUSE / max(0.25, self.app.settings.animation_speed)
            self.log(_("The game is over."))
            self.app.sound.play("fanfare")
        self._end_timer -= dt
        if self._end_timer <= 0:
            self.show_results()

    def show_results(self) -> None:
        from game.ui.scenes.results import ResultsScene

        self.count_in_statistics()
        self.app.replace(ResultsScene(self.app, self.session))

    def count_in_statistics(self) -> None:
        """A finished game against bots joins the player's statistics (once; a full disk only says so)."""
        from game import stats
        from game.settings import data_dir, writable

        try:
            stats.count_session(self.session)
        except OSError as exc:
            try:
                folder_broken = bool(writable(data_dir()))
            except OSError:
                folder_broken = True
            if not folder_broken:  # a folder that cannot be written was already named once on the menu
                self.app.notify(_("The statistics could not be saved ({why}).").format(why=exc.strerror or exc))

    def close_popup(self) -> bool:
        """Close what lies open over the table (a chooser), as Escape asks first: True when something was."""
        return False

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return
            if event.key == pygame.K_ESCAPE:
                if not self.close_popup():  # an open chooser closes first; the leave dialog only then
                    self.ask_to_menu()
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

    def paint_frame(self, surface: pygame.Surface) -> None:
        """What never changes during a game: the background, the top bar's strip and title, the
        log's frame (a table draws inside ``table_rect``, clear of all three)."""
        self.draw_background(surface)
        pygame.draw.rect(surface, (26, 22, 34), (0, 0, LOGICAL_SIZE[0], TOP_BAR_H))
        pygame.draw.line(surface, style.GOLD_DARK, (0, TOP_BAR_H - 1), (LOGICAL_SIZE[0], TOP_BAR_H - 1), 2)
        with text_fit.where("table bar"):
            self._title_fit = text_fit.draw(
                surface,
                _(self.spec.name),
                pygame.Rect(TITLE_X, 0, self.title_room(), TOP_BAR_H),
                "title",
                28,
                style.GOLD,
                align="left",
                min_size=16,
            )
        if self.log_visible:
            self.log_view.draw_frame(surface)

    def frame_layer(self, size: tuple[int, int]) -> pygame.Surface:
        """``paint_frame`` cached (painted again when the log is toggled or the language changes)."""
        from game.i18n import catalog_stamp

        key = (self.log_visible, catalog_stamp(), size)
        if getattr(self, "_frame_key", None) != key:
            layer = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                layer = layer.convert()
            self.paint_frame(layer)
            self._frame, self._frame_key = layer, key
        return self._frame

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.frame_layer(surface.get_size()), (0, 0))
        with text_fit.where(self.name):
            self.draw_table(surface)
        self.draw_bar(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        if self.log_visible:
            self.log_view.draw_reason(surface)  # a bot's reason opened by its "why?"
        with text_fit.where(self.name):
            self.draw_table_over(surface)
        self.toasts.draw(surface, self.toast_anchor())

    def toast_anchor(self) -> tuple[int, int]:
        """Where the toasts stand (the middle bottom of the lowest one): low on the table, unless a game's
        table has a place that covers less of what the player needs."""
        rect = self.table_rect
        return rect.centerx, rect.bottom - 24

    def current_status(self) -> str:
        state = self.store.state
        if self.rules.outcome(state) is not None:
            return _("Game over")
        if self.thinking is not None and self.viewer not in self.rules.actors(state):
            return _("{name} is thinking…").format(name=self.player_name(self.thinking))
        if self.viewer_is_human() and self.viewer in self.rules.actors(state):
            if self.animating and self.timeline_holds():
                return _("Watch the last move (Space skips)")
            return self.status_text()
        waiting = [self.player_name(s) for s in sorted(self.rules.actors(state))]
        return _("Waiting for {names}").format(names=", ".join(waiting)) if waiting else ""

    def status_seat(self) -> Seat | None:
        """The seat the status line speaks of: the viewer when they act, else the bot thinking or the
        first seat waited for (None once the game is over)."""
        state = self.store.state
        actors = self.rules.actors(state)
        if self.rules.outcome(state) is not None:
            return None
        if self.viewer in actors or not actors:
            return self.viewer
        return self.thinking if self.thinking is not None else min(actors)

    def title_room(self) -> int:
        """The game's name's width in the top bar: up to 300 px, less when the buttons leave the status
        line under ``STATUS_ROOM`` (the name shrinks before the line a player must read)."""
        buttons = getattr(self, "bar_buttons", None)
        if not buttons:
            return 300
        spare = buttons[0].rect.left - TITLE_X - TITLE_GAP - BADGE_W - STATUS_MARGIN - STATUS_ROOM
        return max(160, min(300, spare))

    def draw_bar(self, surface: pygame.Surface) -> None:
        """The status line of the top bar (its strip and the game's name are in the frame layer)."""
        title = self._title_fit
        with text_fit.where("table bar"):
            first = self.bar_buttons[0].rect.left
            status = self.current_status()
            if status:
                mine = self.viewer_is_human() and self.viewer in self.rules.actors(self.store.state) and not self.busy
                colour = style.GOLD if mine else style.TEXT_LIGHT
                x = max(260, TITLE_X + title.width + TITLE_GAP)
                who = self.status_seat()
                if who is not None:  # the badge of whom the line is about, never the viewer's beside a rival's
                    sh = style.badge(who, 32)
                    surface.blit(sh, sh.get_rect(midleft=(x, TOP_BAR_H // 2)))
                    x += BADGE_W
                box = pygame.Rect(x, 2, first - x - STATUS_MARGIN, TOP_BAR_H - 4)
                one = text_fit.text_width(status, "bold", ONE_LINE_MIN) <= box.w  # one line reads best
                lines, least = (1, ONE_LINE_MIN) if one else (2, 15)
                fit = text_fit.draw(
                    surface, status, box, "bold", 23, colour, align="left", min_size=least, max_lines=lines
                )
                if fit.ellipsized:
                    self.tooltip(box, status)
