"""KitTable: a game's table built from the kit. See ``game.ui.kit`` for how to write one.

The game declares: ``layout(area)`` (its named regions; ``bar`` is where the action bar goes),
``bar_grid`` (the bar's slots), ``phase_controls`` (phase → the method listing that phase's
controls; ``phase()`` picks the phase, by default ``view.phase``), ``hint()`` (a line under the
bar), ``status_text()`` (the top bar), ``draw_pieces(surface, lay)`` (the table drawn with the
pieces), and ``animations`` (event kind → the method turning that event into animations). The kit
does the rest: hit-testing, tooltips, the zoom panel, the input lock, the timeline and its speed
and skip, the "fresh" highlight of what just arrived, announcements.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, ClassVar

import pygame

from game.core.rules import Event
from game.i18n import _
from game.ui import text_fit
from game.ui.kit import press_log
from game.ui.kit.action_bar import ActionBar, Control, why_not_at
from game.ui.kit.advice import Advice
from game.ui.kit.banner import Announcement, draw_announcement
from game.ui.kit.fading_caption import Caption
from game.ui.kit.held import is_skip, skip_to_held, skip_to_panel
from game.ui.kit.landing import END, START, Landing, lands
from game.ui.kit.layout import Layout
from game.ui.kit.spots import Spot, Spots
from game.ui.kit.timeline import Anim, Announce, Call, Cue, Flight, Pause, RowFlight, Then, Timeline
from game.ui.kit.zoom import ZoomPanel
from game.ui.table import ONE_LINE_MIN, TableScene
from game.ui.widgets import style

FRESH_SECONDS = 2.0
#: real seconds the viewer's turn, come round after another seat's move, ignores input (on a table
#: whose ``decision_guard`` is on): long enough to see that it is theirs
TURN_GUARD = 0.5
#: real seconds without a press that end a blind series: presses begun while the rivals' turns were
#: played or shown, aimed at nothing that waited for them; until such a pause each press is refused
STREAK_GAP = 0.8
#: the most seconds one frame counts toward the input guards and the gap between presses: a slow frame
#: was mostly spent drawing, before what it drew was shown, and the clicks it queued were made meanwhile
GUARD_FRAME = 0.1
#: real seconds a decision that came while a blind series went on waits for a press of that series to
#: meet it, before a pause may end the series without one (see ``KitTable._series_ends``)
UNMET_SECONDS = 3.0
#: real seconds a panel (on a table with a ``click_guard``) is shown before a click of a series (it and the
#: two presses before it each less than ``STREAK_GAP`` apart, or the third of a blind series) may close it:
#: kept-up clicks never sweep a result away
SERIES_READ = 1.5
#: the longest real seconds between two presses in the rivals' turns that still keep a blind series up: a
#: steady slower rhythm (a click a second) is as blind as a fast one
SERIES_JOIN = 1.6
#: how many times the longest of its last ``RHYTHM_PRESSES`` pauses a blind series' next pause must last
#: to end it (at least ``STREAK_GAP``, at most that many times ``SERIES_JOIN``): a press that keeps the
#: series' rhythm into the player's turn is still of the series (a loaded machine makes that rhythm uneven)
SERIES_RHYTHM = 1.5
RHYTHM_PRESSES = 3


class KitTable(TableScene):
    """Base of the tables built on the kit."""

    #: rows of action-bar slots (see ActionBar)
    bar_grid: ClassVar[list[list[Any]]] = [["main", "second", "end"]]
    #: phase → name of the method that returns that phase's controls
    phase_controls: ClassVar[dict[Any, str]] = {}
    #: event kind → name of the method that returns that event's animations
    animations: ClassVar[dict[str, str]] = {}
    #: the most lines the hint under the bar may take (a table with a tall hint region allows more)
    hint_lines: ClassVar[int] = 3
    #: event kind → when it changes what the table shows: "start" (as its animations begin) or "end"
    #: (once they have played: its panel closed); see ``board_at`` and ``game.ui.kit.landing``
    landings: ClassVar[dict[str, str]] = {}
    #: real seconds a freshly shown announcement ignores clicks (a click meant for the table, made as
    #: it appears, must not close it unread); Space and Enter still go on at once
    click_guard: ClassVar[float] = 0.0
    #: real seconds a result panel ignores Space and Enter once it opens (counted once per opening:
    #: later keys never re-arm it), so a key pressed for what came before does not close it unread
    key_guard: ClassVar[float] = 0.0
    #: the key guard counts from the panel shown whole (every row), not from its opening: Space or Enter
    #: tapped through the animations never closes a panel still building its rows, nor one just built
    key_guard_whole: ClassVar[bool] = False
    #: real seconds a decision newly shown to the viewer ignores input, counted from the first frame
    #: that draws it; a click pressed before then never makes a move on its release (opt-in: 0 is off)
    decision_guard: ClassVar[float] = 0.0
    #: the decision guard arms again each time the moves offered to the viewer change while they may
    #: act (a defence's cards, a target appearing on the table as a bot's move ends), not only when a
    #: decision first appears (opt-in)
    guard_each_offer: ClassVar[bool] = False

    def __init__(self, app, session) -> None:
        self.spots = Spots()
        self.timeline = Timeline()
        self.zoom = ZoomPanel()
        self.bar = ActionBar(self.bar_grid)
        self.lay = Layout()
        self.anchors: dict[Any, pygame.Rect] = {}
        self.fresh: dict[Any, float] = {}
        self._lay_area: pygame.Rect | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple = ()
        self.advice = Advice(session.hints)
        self._announced_at: pygame.Rect | None = None  # where the announcement on screen is drawn
        self._held = False  # the pointer rests on it: it stays
        self._pointed: int | None = None  # id of the announcement the player moved the pointer onto
        self._shown: Any = None  # the announcement animation on screen, and for how many real seconds
        self._shown_for = 0.0
        self._whole_for = 0.0  # ... and for how many of them with every row shown (what a key waits for)
        self._unzoomed: Any = None  # the spot whose zoom found no place clear of the buttons (its tooltip shows)
        self._landing: Landing | None = None  # the move whose events are landing on the table
        self._landing_gen = 0  # bumped whenever what the table shows moves on
        self._shown_before: Any = None  # what the table showed before the last move
        self._could_act = False  # the last frame drawn offered the viewer a decision
        self._press_counts = True  # the left button last went down on a decision ready for it
        self._drawn_offer: tuple = ()  # the moves offered as the last frame drew them (``guard_each_offer``)
        self._guard_left = 0.0  # real seconds the guard of the decision on screen still runs
        self._since_press = 0.0  # real seconds since the last press (see _watch_press)
        self._streak = False  # the presses since began while the viewer could not act or as a decision appeared
        self._blind = False  # ... and that series began blind, in the rivals' turns (see _blind_press)
        self._told_blind = False  # the player was told, in their turn, that this blind series is refused
        self._decision_age = 0.0  # real seconds (counted as the guards are) the decision on screen has been drawn
        self._came_in_series = False  # ... and it came while a blind series went on (see _series_ends)
        self._last_blind = False  # the last press was a blind one (``_blind_press``)
        self._series_gaps: tuple[float, ...] = ()  # the last pauses between presses of the blind series
        self._press_gap = 99.0  # real seconds between the last press and the one before it
        self._click_gaps = (99.0, 99.0)  # real seconds between the last three presses, up to the last left click
        self._tips_for: tuple | None = None  # the moves made and whether the viewer could act, last frame
        self._frame_dt = 0.0  # the real seconds of the last frame (for the press log)
        super().__init__(app, session)
        self.gui.tip_avoid_more = self.clickable_rects
        self.gui.tip_keep_clear = self.keep_clear
        self.bar.keep_clear = self.keep_clear

    # --- declared by the game ------------------------------------------------------------------
    def layout(self, area: pygame.Rect) -> Layout:
        """The table's named regions inside ``area`` (must include ``bar``)."""
        return Layout(bar=pygame.Rect(area.x + 20, area.bottom - 66, area.w - 40, 50))

    def phase(self) -> Any:
        return getattr(self.view, "phase", None)

    def controls(self) -> list[Control]:
        """The viewer's controls now (by default from ``phase_controls``)."""
        name = self.phase_controls.get(self.phase())
        return getattr(self, name)() if name else []

    def hint(self) -> str:
        """A line shown under the action bar (what to do next)."""
        return ""

    def draw_pieces(self, surface: pygame.Surface, lay: Layout) -> None:
        """Draw the table with the pieces (they register their spots). This drawing is cached: it
        runs again only when ``layer_key()`` changes; what follows the mouse or moves on its own
        belongs in ``draw_live``."""

    def draw_live(self, surface: pygame.Surface, lay: Layout) -> None:
        """Draw what changes from frame to frame (the hand that lifts under the mouse), every frame."""

    def popups(self) -> list[pygame.Rect]:
        """What lies open over the table now (the bar's chooser): the Hint's outlines stay under it."""
        return [pygame.Rect(self.bar.chooser_rect)] if self.bar.chooser_for else []

    def popup_buttons(self) -> list[pygame.Rect]:
        """The buttons of the pop-ups open now (the chooser's choices): the only outlines drawn over them."""
        return [pygame.Rect(b.rect) for b in self.bar.chooser_buttons()] if self.bar.chooser_for else []

    def keep_clear(self) -> list[pygame.Rect]:
        """Regions that tooltips and the bar's choosers keep clear of (a tooltip still may when what it
        explains lies inside): what a choice is made against, such as a scoreboard."""
        return []

    def zoom_never(self, spot: Spot) -> list[pygame.Rect]:
        """What the zoom of ``spot``'s card must never cover when it has anywhere else to go."""
        return []

    def board_at(self, before: Any, after: Any, events: Sequence[Event], landed: int) -> Any:
        """What the table shows once the first ``landed`` of a move's ``events`` have been shown,
        ``before`` being what it showed before the move and ``after`` the viewer's view after it
        (called only for a move with an event in ``landings``). By default the view before the move
        until every event has landed."""
        return after if landed >= len(events) else before

    def layer_key(self) -> Any:
        """What the cached drawing depends on besides the moves made, the viewer, whether they may
        act, the layout, the language and the fresh highlights (e.g. the selected cards)."""
        return None

    # --- layout ----------------------------------------------------------------------------------
    def press(self, action: Any) -> None:
        """A bar button's move: submitted at once (a table may first ask, e.g. Glory's end of a journey)."""
        self.submit(action)

    def relayout(self) -> None:
        area = self.table_rect
        if area != self._lay_area:
            self._lay_area = area
            self.lay = self.layout(area)
            if "bar" in self.lay:
                self.bar.place(self.lay["bar"])

    def build_bar(self) -> None:
        super().build_bar()
        self.bar._clear_buttons()  # the Gui was cleared: the bar's buttons went with it
        self.gui.watchers.append(self._watch_press)  # before the widgets: a press on a button counts too
        self.bar.rect = pygame.Rect(0, 0, 0, 0)
        self._lay_area = None

    def toggle_log(self) -> None:
        super().toggle_log()
        self.refresh()

    def refresh(self) -> None:
        super().refresh()
        self.relayout()
        self.update_controls()

    def update_controls(self) -> None:
        """Show the controls of the phase (none while the viewer may not act, nor while the moves
        before their decision are still being shown: the bar then reads "waiting")."""
        mine = self.viewer_is_human() and self.viewer in self.rules.actors(self.store.state) and not self._passing
        shown = mine and self.view is not None and not self.timeline_holds()
        with text_fit.where(self.name):
            self.bar.set(self, self.controls() if shown else [])

    def waiting_for_replay(self) -> bool:
        """True when it is the viewer's decision but the table is still showing the moves before it."""
        return (
            self.viewer_is_human()
            and self.viewer in self.rules.actors(self.store.state)
            and not self._passing
            and self.timeline_holds()
        )

    def replay_words(self) -> str:
        """What the bar says while ``waiting_for_replay`` (a game whose moment waits for a click says so)."""
        return _("Watch the last move…")

    # --- helpers for the game ---------------------------------------------------------------------
    def anchor(self, key: Any, rect: pygame.Rect) -> None:
        """Remember where ``key`` (a seat's hand, a pile) is drawn, for flights to start or end there."""
        self.anchors[key] = pygame.Rect(rect)

    def where(self, key: Any, default: Any = None) -> pygame.Rect:
        got = self.anchors.get(key, self.anchors.get(default) if default is not None else None)
        return got if got is not None else pygame.Rect(self.table_rect.center, (1, 1))

    def mark_fresh(self, *keys: Any, seconds: float = FRESH_SECONDS) -> None:
        """Highlight ``keys`` (cards just drawn, a space just taken) for a moment."""
        for k in keys:
            self.fresh[k] = seconds

    def is_fresh(self, key: Any) -> bool:
        return key in self.fresh

    @property
    def table_view(self) -> Any:
        """The state the table draws: while a move's events are still on screen, what they have shown
        so far (``board_at``), so nothing tells a result before its panel has closed; else the view."""
        landing = self._landing
        if landing is None or landing.viewer != self.viewer:
            return self.view  # another seat's eyes (hot-seat): nothing of the other view shows
        return landing.board

    def landing_busy(self) -> bool:
        """True while the table still shows a state from before the events on screen."""
        return self._landing is not None

    def flight(self, image: pygame.Surface, start: Any, end: Any, delay: float = 0.0) -> Flight:
        """An animation: ``image`` flying from anchor (or rect) ``start`` to ``end``."""
        s = start if isinstance(start, pygame.Rect) else self.where(start)
        e = end if isinstance(end, pygame.Rect) else self.where(end)
        return Flight(image=image, start_rect=s, end_rect=e, delay=delay)

    def row_flight(
        self, image: pygame.Surface, source: Announcement, row: int, end: Any, delay: float, over: bool = True
    ) -> RowFlight:
        """An animation: ``image`` flying from row ``row`` of the announcement ``source`` to anchor
        ``end`` (a contest's VP to the scoreboard), drawn over the announcement (``over``) or, after
        a ``Then``, over the table once the announcement has closed."""
        e = end if isinstance(end, pygame.Rect) else self.where(end)
        return RowFlight(image=image, end_rect=e, delay=delay, duration=0.6, source=source, row=row, over=over)

    def sound(self, name: str) -> Call:
        """An animation that plays a sound when its event begins."""
        return Call(fn=lambda: self.app.sound.play(name))

    def announce(self, announcement: Announcement, sound: str = "fanfare") -> list[Anim]:
        """Animations showing an announcement (with a sound as it appears); a ``real_time`` one is
        read as long at 4× as at 1× (its rows still build at the player's speed; a click ends it)."""
        if announcement.real_time:
            k = max(1.0, float(self.app.settings.animation_speed))
            built = announcement.built_at
            announcement.seconds = built + (announcement.seconds - built) * k
            announcement.real_time = False  # stretched once
        return [Call(fn=lambda: self.app.sound.play(sound)), Announce(announcement=announcement)]

    # --- events ----------------------------------------------------------------------------------
    def _after_action(self, seat: Any, action: Any, events: list[Event]) -> None:
        self._shown_before = self.table_view  # what the table showed: the move lands on it
        super()._after_action(seat, action, events)

    def submit(self, action: Any) -> bool:
        done = super().submit(action)
        if done:
            press_log.write("move", self.app.frames, self._frame_dt, f"taken: {action!r}", gap=self._since_press)
        return done

    def on_events(self, events: list[Event]) -> None:
        own = bool(self.store.history) and self.store.history[-1].seat == self.viewer and self.viewer_is_human()
        landing = None
        if lands(events, self.landings) and self._shown_before is not None and self.view is not None:
            mover = self.store.history[-1].seat if self.store.history else None
            landing = self._landing = Landing(self._shown_before, self.view, events, self.board_at, mover)
            landing.viewer = self.viewer
            self._landing_gen += 1
        for i, ev in enumerate(events):
            name = self.animations.get(ev.kind)
            anims = list(getattr(self, name)(ev)) if name else []
            anims = self.logged_with_shown(anims, i)
            when = self.landings.get(ev.kind) if landing is not None else None
            if when is not None:
                step = Call(fn=partial(self._land, landing, i + 1), hold=True)
                anims = [step, *anims] if when == START else [*anims, Then(), step] if when == END else anims
            if anims:
                self.timeline.add(anims, wait=not own)
            self.log_after(i)
        if landing is not None:
            self.timeline.add([Call(fn=partial(self._land, landing, None), hold=True)], wait=not own)
        self.log_after(len(events))
        self.animating = self.timeline.busy
        if self.animating:
            self.update_controls()  # controls wait for the events now on the timeline

    def logged_with_shown(self, anims: list[Anim], event: int) -> list[Anim]:
        """``anims`` with a cue that puts the log lines of event ``event`` of the last move in the log
        as the first of them that tells it (``logs_with``: a panel, a banner, a caption) appears: the
        line shows with what shows the move, never once it has gone, never before. An event with no
        such animation has its lines shown once its animations have played (``log_after``)."""
        at = next((k for k, a in enumerate(anims) if self.logs_with(a)), None)
        if at is None:
            return anims
        target = anims[at]
        held = isinstance(target, (Announce, RowFlight)) or target.hold
        step = len(self.store.history) - 1
        cue = Cue(fn=partial(self.release_log, step, event), at=target, hold=held)
        return [*anims[:at], cue, *anims[at:]]

    def logs_with(self, anim: Anim) -> bool:
        """Whether ``anim`` tells its event on screen, so the event's log lines show as it appears: a
        panel (an announcement), a banner held on the table (a ``Pause`` that paints), a caption."""
        if isinstance(anim, Announce):
            return True
        if isinstance(anim, Pause):
            return anim.paint is not None
        return isinstance(anim, Caption)

    def log_after(self, event: int) -> None:
        """Put the log lines of event ``event`` of the last move on the timeline: they show once
        what is queued so far (that event's animations) has been shown."""
        step = len(self.store.history) - 1
        self.timeline.then(lambda: self.release_log(step, event))

    def _land(self, landing: Landing, upto: int | None) -> None:
        """The events of ``landing`` up to ``upto`` have been shown (None: all, the table shows the view)."""
        if self._landing is not landing:
            return  # skipped, undone or another viewer since
        if upto is None:
            self._landing = None
        else:
            landing.land(upto)
        self._landing_gen += 1

    def _drop_landing(self) -> None:
        if self._landing is not None:
            self._landing = None
            self._landing_gen += 1

    def timeline_holds(self) -> bool:
        """True while the table shows moves the viewer must see before their next decision."""
        return self.timeline.busy

    def current_status(self) -> str:
        shown = self.timeline.announcement
        if shown is not None:  # the panel on screen, not the move before it nor the next player's
            return self.panel_status(shown)
        landing = self._landing
        if landing is not None and self.rules.outcome(self.store.state) is not None:
            return self.ending_status()  # never "Game over" while the end is still being shown
        if landing is not None and landing.mover is not None:  # the move on screen, not the next player's
            if landing.mover == self.viewer and self.viewer_is_human():
                return _("Watch the last move (Space skips)")
            return _("{name}'s move").format(name=self.player_name(landing.mover))
        return super().current_status()

    def panel_status(self, shown: Announcement) -> str:
        """The top bar while ``shown`` is up: its title, and that a click goes on when it waits for the
        player; a title too long for the bar beside those words gives way to them alone."""
        if not (shown.until_click and self.viewer_is_human()):
            return shown.title
        words = _("{title} · click to continue").format(title=shown.title)
        if text_fit.text_width(words, "bold", ONE_LINE_MIN) <= self.status_room():
            return words
        return _("Click to continue")

    def status_room(self) -> int:
        """The width the top bar's status line has on one line (no badge before it)."""
        title = getattr(self, "_title_fit", None)
        if title is None or not self.bar_buttons:
            return 0
        return self.bar_buttons[0].rect.left - max(260, 20 + title.width + 28) - 16

    def status_seat(self) -> Any:
        if self.timeline.announcement is not None:
            return None  # the panel speaks of several players
        landing = self._landing
        if landing is not None and landing.mover is not None and self.rules.outcome(self.store.state) is None:
            return landing.mover
        return super().status_seat()

    def ending_status(self) -> str:
        """The top bar while the move that ended the game is still being shown."""
        return _("The last moves of the game are shown")

    def set_viewer(self, seat: Any) -> None:
        if seat != self.viewer:
            self._drop_landing()  # another seat's eyes: what was landing was the other view
        super().set_viewer(seat)

    def skip_animations(self) -> None:
        self._drop_landing()
        self.timeline.skip()
        self.animating = False
        self.release_log()
        self.update_controls()

    def on_undo(self) -> None:
        self.skip_animations()
        self.update_controls()

    def update_table(self, dt: float) -> None:
        was_busy = self.timeline.busy
        self._frame_dt = dt
        self.advice.update(dt, len(self.store.history))
        shown, now = self._announced_at, self.timeline.announcement
        hold = now is not None and self._pointed == id(now) and shown is not None
        hold = hold and shown.collidepoint(self.app.mouse_pos)  # type: ignore[union-attr]
        self.timeline.update(dt, self.app.settings.animation_speed, hold=hold)
        self._held = hold
        self._age_announcement(min(dt, GUARD_FRAME))  # a panel drawn slowly is read from when it shows
        self.animating = self.timeline.busy
        if not self.animating:
            self._drop_landing()  # everything shown: the table shows the view
        if was_busy and not self.animating:
            self.update_controls()  # controls that wait for the events on screen (a duel's next step)
        step = min(dt, GUARD_FRAME)  # a slow frame does not run the guards down before its decision shows
        self.bar.update(step)
        self._guard_left = max(0.0, min(self._guard_left - step, self.bar.lock))  # never outlasts the lock
        self._since_press += step
        self._decision_age += step
        for k in list(self.fresh):
            self.fresh[k] -= dt
            if self.fresh[k] <= 0:
                del self.fresh[k]

    def _age_announcement(self, dt: float) -> None:
        """Count the real seconds the announcement on screen has been shown (any animation speed), and
        those it has been shown whole (every row)."""
        shown = self.timeline.announcing
        if shown is not self._shown:
            self._shown, self._shown_for, self._whole_for = shown, 0.0, 0.0
        elif shown is not None:
            self._shown_for += dt
            whole = shown.announcement is None or shown.t - shown.delay >= shown.announcement.built_at
            self._whole_for = self._whole_for + dt if whole else 0.0

    def too_soon_to_close(self, event: pygame.event.Event) -> bool:
        """True for a left click within ``click_guard`` real seconds of an announcement appearing (within
        ``SERIES_READ`` for a click of a fast or a blind series), and for Space or Enter within ``key_guard`` of
        it (of it being shown whole, every row, with ``key_guard_whole``)."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            kept_up = self._blind and len(self._series_gaps) >= 2  # a blind series of three presses or more
            series = self.click_guard > 0 and (max(self._click_gaps) <= STREAK_GAP or kept_up)
            guard = max(self.click_guard, SERIES_READ) if series else self.click_guard
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            shown = self.timeline.announcing
            seen = self._whole_for if self.key_guard_whole else self._shown_for
            return self.key_guard > 0 and shown is not None and (shown is not self._shown or seen < self.key_guard)
        else:
            return False
        shown = self.timeline.announcing
        return guard > 0 and shown is not None and (shown is not self._shown or self._shown_for < guard)

    def panel_takes_keys(self) -> bool:
        """False while the announcement on screen still ignores Space and Enter (``key_guard``)."""
        return not self.too_soon_to_close(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE))

    def _offer(self) -> tuple:
        """The moves offered to the viewer now, as ``guard_each_offer`` compares them (else nothing)."""
        return tuple(self.legal) if self.guard_each_offer and self.can_act() else ()

    def decision_ready(self) -> bool:
        """The viewer may act, their decision (as offered now) has been drawn and no input lock runs."""
        drawn = self._could_act and self._drawn_offer == self._offer()
        return self.can_act() and (drawn or self.decision_guard <= 0) and self.bar.lock <= 0

    def clicks_wait(self) -> bool:
        """True while the viewer's decision is on screen but input is still refused: its guard runs (the
        turn just come round, ``TURN_GUARD``) or a blind series goes on (until ``STREAK_GAP`` without a
        press). Nothing glows as clickable, nor lifts under the mouse, until a click is taken."""
        can = self.can_act()
        blind = self._blind and not self._series_ends(self._since_press, can)
        return (self._guard_left > 0 or blind) and can

    def _guard_decision(self) -> None:
        """As a frame is drawn: a decision shown for the first time (with ``guard_each_offer``, each new
        set of moves offered) ignores input for ``decision_guard`` seconds (``TURN_GUARD`` when it opens the
        viewer's turn), and a click already pressed does not count."""
        can, offer = self.can_act(), self._offer()
        if can and (not self._could_act or offer != self._drawn_offer) and self.decision_guard > 0:
            opens_turn = not self._could_act and self._turn_comes_round()
            self._guard_left = max(self.decision_guard, TURN_GUARD if opens_turn else 0.0)
            self.bar.lock = max(self.bar.lock, self._guard_left)
            self._press_counts = False
            self._decision_age = 0.0
            self._came_in_series = self._last_blind and self._since_press <= STREAK_GAP
        self._could_act, self._drawn_offer = can, offer

    def _tips_follow_moves(self) -> None:
        """A move made (a bot's, the player's) or the viewer's decision changed: the tooltip open then
        closes, and none opens again until the mouse moves (it spoke of a table that has changed); not
        a disabled button's why (Undo greying out under the pointer as a bot answers says why)."""
        now = (len(self.store.history), self.can_act())
        if self._tips_for is not None and now != self._tips_for and self.gui.tip_up and not self.gui.tip_is_why_off():
            self.gui.hush_tips()
        self._tips_for = now

    def _turn_comes_round(self) -> bool:
        """True when the last move was another seat's (or none was made): the viewer's turn begins."""
        history = self.store.history
        return not history or history[-1].seat != self.viewer

    def _watch_press(self, event: pygame.event.Event) -> bool:
        """Every press, before the widgets take it. A blind series (begun by a ``_blind_press``, none
        ``STREAK_GAP`` apart from the next) has every press refused, its own turn's too: clicks or Enter
        kept up through the rivals' turns are taken only once the player has stopped for a moment. In
        a series begun as a decision appeared (none ``decision_guard`` apart), a press made while the
        input is locked (that guard, the bar's lock after its choices changed) locks it again. A
        refused press locks the input for ``decision_guard``. Never consumes the event."""
        pressed = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
        )
        if not pressed:
            press_log.press(self, event, self._since_press)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._click_gaps = (self._press_gap, self._since_press)
        self._press_gap = self._since_press
        if self.decision_guard <= 0:
            press_log.press(self, event, self._since_press)
            return False
        gap, self._since_press = self._since_press, 0.0
        if gap > self.decision_guard:
            self._streak = False  # the player stopped for a moment: their next presses are their own
        can = self.can_act()
        if self._series_ends(gap, can):
            self._blind = self._told_blind = False
            self._series_gaps = ()
        elif self._blind and not (can and self._came_in_series):  # a stall's pause is no rhythm
            self._series_gaps = (*self._series_gaps[-(RHYTHM_PRESSES - 1) :], gap)
        if can:
            self._came_in_series = False  # this press met the decision: the next pause is the player's
        if not can or self._guard_left > 0:
            self._streak = True  # pressed while the rivals played, or as the decision appeared
        self._last_blind = not can and self._blind_press(event)
        if self._last_blind:
            self._blind = True
        if self._blind or (self._streak and (self._guard_left > 0 or self.bar.lock > 0)):
            self._guard_left = max(self._guard_left, self.decision_guard)
            self.bar.lock = max(self.bar.lock, self._guard_left)
        if self._blind and can and not self._told_blind:
            self._told_blind = True  # once a series: the player's own turn refuses their clicks, say why
            self.toast(_("Clicks kept up through the others' turns are ignored: pause a moment, then play."))
        press_log.press(self, event, gap)
        return False

    def _series_ends(self, gap: float, can: bool) -> bool:
        """Whether a pause of ``gap`` seconds before a press ends the blind series: it broke the
        series' rhythm (``series_reach``) and began once the decision on screen was there. A decision
        that came while the series went on is first met by one of its presses (refused), whatever the
        pause before it: that pause may be no pause of the player's (their presses held up while the
        display stalled, the frames drawn meanwhile never shown), unless it outlasts ``UNMET_SECONDS``."""
        if gap <= self.series_reach(can):
            return False
        return not (can and self._came_in_series and self._decision_age <= UNMET_SECONDS)

    def series_reach(self, can: bool) -> float:
        """The longest pause that keeps the blind series up: in the rivals' turns ``SERIES_JOIN``; once
        the viewer may act, ``STREAK_GAP`` or, for a series kept up more slowly or unevenly, ``SERIES_RHYTHM``
        times its recent pauses (a click a second through the rivals' turns goes on refused at that pace)."""
        if not can:
            return max(STREAK_GAP, SERIES_JOIN)
        rhythm = min(max(self._series_gaps, default=0.0), SERIES_JOIN)
        return max(STREAK_GAP, SERIES_RHYTHM * rhythm)

    def _blind_press(self, event: pygame.event.Event) -> bool:
        """True for a press, made while the viewer may not act, that may not have been made while
        looking: the rivals' moves are being played or shown (not the viewer's own) and it neither
        reads on (``reads_on``) nor hits a button or a spot that works whoever's turn it is, nor is
        Space (which skips, and plays no move)."""
        own = self.viewer in self.rules.actors(self.store.state) and not self._turn_comes_round()
        if own or self.reads_on(event):
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            return False  # Space plays no move on a table, it only skips what is shown: no blind series
        if event.type != pygame.MOUSEBUTTONDOWN:
            return True
        spot = self.spots.hit(event.pos)
        if spot is not None and spot.always and spot.on_click is not None:
            return False
        return not any(b.rect.collidepoint(event.pos) for b in self.gui.buttons if self._live(b))

    @staticmethod
    def _live(button: Any) -> bool:
        return button.alive() and button.visible and button.is_enabled

    def reads_on(self, event: pygame.event.Event) -> bool:
        """True when the press ``event`` goes on from a moment that waits to be read: a panel on screen
        shown in full (every row built, past its first moment). A game adds its own such moments."""
        shown = self.timeline.announcing
        if shown is None or shown.announcement is None or self.too_soon_to_close(event):
            return False
        return shown.t - shown.delay >= shown.announcement.built_at

    def toast_anchor(self) -> tuple[int, int]:
        """Toasts stand above the action bar, never over its buttons."""
        x, y = super().toast_anchor()
        return (x, min(y, self.bar.rect.top - 8)) if self.bar.rect.h else (x, y)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press_counts = self.decision_guard <= 0 or self.decision_ready()
        if self.too_soon_to_close(event):
            return  # the announcement has only just appeared: the click was meant for what it covered
        if is_skip(event) and self.timeline.announcement is not None and self.timeline.finish_rows():
            return  # its rows were still appearing: the press shows them all, never skips it unread
        if self.animating and is_skip(event) and self.timeline.announcement is None and skip_to_panel(self.timeline):
            return  # between two panels that wait for a click: the skip goes on to the next one
        if self.animating and is_skip(event) and skip_to_held(self.timeline, self.app.settings.animation_speed):
            return  # a held result stays, or the skip goes on to it
        now = self.timeline.announcement
        if event.type == pygame.MOUSEMOTION and now is not None and self._announced_at is not None:
            if self._announced_at.collidepoint(event.pos):
                self._pointed = id(now)  # the player points at it: it stays while they do
        if self.timeline.announcement is not None and (
            (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
            or (event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN))
        ):
            if event.type == pygame.MOUSEBUTTONDOWN and self.timeline.finish_rows():
                return  # its rows were still appearing: the click shows them all, the next one closes it
            press_log.write("panel", self.app.frames, self._frame_dt, f"closed after {self._shown_for:.2f}s shown")
            self.timeline.advance()  # one announcement at a time: the next event follows
            self.animating = self.timeline.busy
            if not self.animating:
                self._drop_landing()
                self.update_controls()  # the last one read: the bar offers the viewer's moves again
            return
        if self._always_clicked(event):
            return
        super().handle(event)

    def _always_clicked(self, event: pygame.event.Event) -> bool:
        """A left click on a spot that works whoever's turn it is (a tab) while the viewer may not act:
        it does what it says on release and skips no animation (a rival's duel goes on under it)."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1 or self.can_act():
            return False
        spot = self.spots.hit(event.pos)
        if spot is None or not spot.always or spot.on_click is None:
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            self.gui.hush_tips()
            spot.on_click()
        return True

    def ask_hint(self) -> None:
        """The Hint button (and key H): the strongest bot's move from the viewer's own view."""
        if not self.advice.ask(self):
            self.toast(_("A hint is for your own turn."), "info")

    def handle_table(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and not event.mod & pygame.KMOD_CTRL:
            self.ask_hint()
            return
        if event.type == pygame.KEYDOWN and self.can_act():
            if self.bar.lock <= 0:
                self.bar.key(event.key)
            return
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return
        spot = self.spots.hit(event.pos)
        if spot is not None and spot.on_click is None and (why := why_not_at(self, spot.key)):
            self.toast(why, "info")  # a click where no move is possible says why, never nothing
        if spot is None or spot.on_click is None:
            return
        if spot.always or (self.decision_ready() and self._press_counts):
            self.bar.close_chooser()
            self.gui.hush_tips()  # the pointer rests on what was clicked: its tooltip waits for a move
            spot.on_click()

    def clickable_rects(self) -> list[pygame.Rect]:
        """Where the table takes clicks now (a tooltip keeps clear of them, as of the buttons)."""
        return [s.rect for s in self.spots.shown if s.on_click is not None]

    def rects_for_action(self, action: Any) -> list[pygame.Rect]:
        """Where the viewer clicks to make ``action``, in click order: by default the bar's button
        for it (a chooser's opening button, then its choice once open). A table whose moves are made
        on the table overrides this and puts its spots first (the cards to select, the space to
        click), then ``super()``'s; the Hint outlines these and a tutorial lights them. The list stays
        stable while the player clicks through it (it may only grow at its end)."""
        return self.bar.rects_of(action)

    def rects_for_light(self, key: Any) -> list[pygame.Rect]:
        """The place named ``key``: a layout region, an action-bar slot, or a drawn spot's key."""
        if isinstance(key, str) and key in self.lay:
            return [pygame.Rect(self.lay[key])]
        if isinstance(key, str) and key in self.bar.slots:
            return [pygame.Rect(self.bar.slots[key])]
        return self.spot_rect(key)

    def spot_rect(self, key: Any) -> list[pygame.Rect]:
        """The rect of the spot drawn for ``key`` as a list (empty when it is not drawn now)."""
        spot = self.spots.find(key)
        return [pygame.Rect(spot.rect)] if spot is not None else []

    def click_spot(self, key: Any) -> Spot | None:
        """The spot drawn for ``key`` (tests click its centre)."""
        return self.spots.find(key)

    # --- drawing ---------------------------------------------------------------------------------
    def _full_layer_key(self) -> tuple:
        from game.i18n import catalog_stamp

        return (
            len(self.store.history),
            self._gen,
            self.viewer,
            self.can_act(),
            self.clicks_wait(),
            self.busy,
            tuple(self.table_rect),
            catalog_stamp(),
            frozenset(self.fresh),
            self._landing_gen,
            self.layer_key(),
        )

    def draw(self, surface: pygame.Surface) -> None:
        """The background, the log's frame and ``draw_pieces`` come from a cached layer, redrawn only
        when something they show changed; then the live pieces, the top bar."""
        self.relayout()
        self._guard_decision()  # before the layer: a decision just shown is drawn as its guard has it
        key = self._full_layer_key()
        if self._layer is None or key != self._layer_key:
            if self._layer is None:
                self._layer = (
                    pygame.Surface(surface.get_size()).convert()
                    if pygame.display.get_surface()
                    else pygame.Surface(surface.get_size())
                )
            self._layer_key = key
            self._layer.blit(self.frame_layer(surface.get_size()), (0, 0))
            self.spots.begin_static()
            with text_fit.where(self.name):
                self.draw_pieces(self._layer, self.lay)
            self.spots.end_static()
        surface.blit(self._layer, (0, 0))
        with text_fit.where(self.name):
            self.draw_table(surface)
        self.draw_bar(surface)

    def draw_table(self, surface: pygame.Surface) -> None:
        self._tips_follow_moves()
        self.spots.begin()
        self.draw_live(surface, self.lay)
        if "hint" in self.lay and self.can_act():
            hint = "" if self._zoom_over_hint() else self.hint()
            if hint:
                text_fit.draw(
                    surface,
                    hint,
                    self.hint_rect(),
                    "text",
                    20,
                    style.TEXT_LIGHT,
                    max_lines=self.hint_lines,
                    min_size=16,
                )
        if self.bar.rect.w and self.waiting_for_replay():
            text_fit.draw(surface, self.replay_words(), self.bar.rect, "italic", 22, style.TEXT_LIGHT, min_size=16)
        self.bar.draw_chooser_back(surface)
        if self.bar.rect.w and self.can_act():  # the Hint's sentence: under the widgets and their tooltips
            where = self.advice_place()
            if where is not None:
                self.advice.draw(surface, self, where, outline=False)
        self.spots.end()
        hovered = self.spots.hit(self.app.mouse_pos)
        self._hovered = hovered
        unzoomed = self._unzoomed
        if self.timeline.announcement is not None:
            a = self.timeline.announcement
            for row, rect in zip(a.rows, a.row_rects):  # here, before the widgets' frame reads the tips
                if row.tip:
                    self.tooltip(rect, row.tip)
            return  # a panel is up: what lies under it says nothing (its tooltip would cover the panel)
        for spot in self.spots.shown:
            zoomed = spot is hovered and spot.zoom is not None and spot.key != unzoomed
            why = why_not_at(self, spot.key) if spot is hovered and spot.on_click is None else ""
            if (spot.tip or why) and not zoomed:
                self.tooltip(spot.rect, "\n".join(t for t in (spot.tip, why) if t))

    def hint_rect(self) -> pygame.Rect:
        """Where the line under the bar (``hint``) is written: the hint strip."""
        return pygame.Rect(self.lay["hint"])

    def advice_rect(self) -> pygame.Rect:
        """Where the Hint's sentence is written: the hint strip, else a band over the bar."""
        bar = self.bar.rect
        return pygame.Rect(self.lay["hint"]) if "hint" in self.lay else pygame.Rect(bar.x, bar.y - 64, bar.w, 54)

    def advice_place(self) -> pygame.Rect | None:
        """Where the Hint's sentence goes now: ``advice_rect``, else, when an open chooser lies over
        that, just above the chooser (the chooser stays readable); None when there is no room there."""
        where = self.advice_rect()
        if not self.bar.chooser_for:
            return where
        pop = pygame.Rect(self.bar.chooser_rect)
        if not pop.colliderect(where):
            return where
        where.bottom = pop.top - 6
        return where if where.top >= self.table_rect.top else None

    def draw_table_over(self, surface: pygame.Surface) -> None:
        if self.bar.rect.w and self.can_act():  # the Hint's outlines, over the buttons they go round
            self.advice.draw(surface, self, self.advice_rect(), sentence=False)
        self.timeline.draw(surface)
        shown = self.timeline.announcing
        if shown is not None and shown.announcement is not None:
            a, t = shown.announcement, shown.t - shown.delay
            left = 1.0 - t / a.seconds if a.seconds > 0 and not a.until_click else None
            area = self.table_rect.inflate(-40, -40)
            self._announced_at = draw_announcement(surface, area, a, t=t, left=left, held=self._held)
            self.timeline.draw(surface, over=True)
            self.zoom.hide()
            self._zoom_still = self.app.mouse_pos  # once it closes: no zoom until the mouse moves
            return
        still = getattr(self, "_zoom_still", None)
        if still is not None and still != self.app.mouse_pos:
            still = self._zoom_still = None  # the mouse moved since the panel closed: zooms again
        spot = getattr(self, "_hovered", None)
        if spot is not None and self._zooms(spot, still):
            shown = self.zoom.draw(surface, spot.zoom, spot.tip, *self._zoom_places(spot))
            self._unzoomed = None if shown is not None else spot.key  # its tooltip stands in next frame
        else:
            self.zoom.hide()

    def _zooms(self, spot: Spot, still: Any) -> bool:
        """Whether ``spot``'s card is shown enlarged now (``still``: where the mouse rested when a panel closed)."""
        return spot.zoom is not None and still is None and not self.bar.chooser_for and not self.gui.hushed

    def _zoom_places(self, spot: Spot) -> tuple:
        """The zoom's pointer, row, area, places to keep clear, never to cover and forbidden (buttons)."""
        clear = [self.bar.rect] + ([self.lay["hint"]] if "hint" in self.lay else [])
        area = self.table_rect.inflate(-10, -10)
        buttons = self.gui.live_button_rects()  # a zoom never hides a button (Beat, Take back)
        return spot.rect, spot.row, area, clear, self.zoom_never(spot), buttons

    def _zoom_over_hint(self) -> bool:
        """True when the zoom this frame will cover the hint strip: its sentence is then not written,
        so no letters of it stick out beside the panel."""
        spot = self.spots.hit(self.app.mouse_pos)  # the last frame's spots: what the zoom will use
        shown = self.timeline.announcing
        if spot is None or spot.key == self._unzoomed or (shown is not None and shown.announcement is not None):
            return False
        still = getattr(self, "_zoom_still", None)
        if not self._zooms(spot, still if still == self.app.mouse_pos else None):
            return False
        rect = self.zoom.where(spot.tip, *self._zoom_places(spot))
        return rect is not None and rect.colliderect(self.lay["hint"])

    # --- smoke -----------------------------------------------------------------------------------
    def smoke_steps(self) -> int:
        """How many moves smoke plays before its screenshot of this table."""
        return 12


def on_click_submit(table: KitTable, action: Any) -> Callable[[], None]:
    """A click handler that plays ``action`` for the viewer."""
    return lambda: table.submit(action)
