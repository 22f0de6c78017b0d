"""The guided first game: a game's own table, played on the real engine, with a coach over it.

``open_tutorial(app, game_id)`` deals the tutorial's prepared game (its seed and options, easy bots)
and opens the game's table with ``Coaching`` mixed in. While a step is on, the step panel (where the
log's top was) says what to do; the places that make the expected move (``rects_for_action``) and
the step's ``light`` are lit and the rest of the screen is dimmed; every other click and key is
dropped (the table's Gui ``gate``) and any other move is refused. After the last step the panel
announces the free finish; "Play on" takes the coach away and the game goes on as a normal one to
its results. A tutorial is never autosaved (Continue keeps the player's own game) and does not
count in the statistics.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core.registry import get
from game.core.session import Session
from game.i18n import _
from game.learn.tutorial import Step, Tutorial, tutorial_for
from game.learn.walk import expected_moves
from game.ui.presentation import presentation_of
from game.ui.scenes.tutorial_panel import StepPanel, draw_veil

KEYS_ALWAYS_OPEN = (pygame.K_ESCAPE,)  # Escape leaves the tutorial, as it leaves any table
GUIDED_HIDES = ("hint", "save", "log")  # top-bar buttons with no use while the coach is on
GUIDED_OPEN = ("rules", "undo", "speed")  # top-bar buttons that work then (Undo says why it waits)


class Coach:
    """Where a tutorial stands: the step shown (``index``) and whether the free finish has begun."""

    def __init__(self, tutorial: Tutorial) -> None:
        self.tutorial = tutorial
        self.index = 0
        self.free = False

    @property
    def guided(self) -> bool:
        """True until the player starts the free finish."""
        return not self.free

    @property
    def at_finish(self) -> bool:
        return self.index >= len(self.tutorial.steps) and not self.free

    @property
    def step(self) -> Step | None:
        steps = self.tutorial.steps
        return steps[self.index] if self.index < len(steps) else None

    def advance(self) -> None:
        self.index = min(self.index + 1, len(self.tutorial.steps))

    def skip_to_finish(self) -> None:
        self.index = len(self.tutorial.steps)


class Coaching:
    """Mixed into a game's table class (before it): the coach, its panel, the gate and the veil."""

    autosaves = False
    coach: Coach
    coach_panel: StepPanel

    def begin_coaching(self, tutorial: Tutorial) -> None:
        """Start the tutorial on this freshly built table."""
        self.coach = Coach(tutorial)
        self.coach_panel = StepPanel(self)
        self.build_bar()
        self.refresh()
        self.rebuild_log()

    # --- the log shares its column with the step panel while the coach is on -------------------------
    def log_rect(self) -> pygame.Rect:
        full = super().log_rect()  # type: ignore[misc]
        coach = getattr(self, "coach", None)
        if coach is None or not coach.guided:
            return full
        cut = self.coach_panel.rect.bottom + 10 - full.y
        return pygame.Rect(full.x, full.y + cut, full.w, full.h - cut)

    def build_bar(self) -> None:
        super().build_bar()  # type: ignore[misc]
        self._frame_key = None  # the log's frame moved: paint the frame and the table's layer again
        self._layer_key = ()
        coach = getattr(self, "coach", None)
        if coach is not None:
            self.gui.gate = self.lets_through if coach.guided else None
            self.coach_panel.reset()

    def top_bar_shows(self, key: str) -> bool:
        """While the coach is on, the top bar offers only what works then: no Hint (the lit places
        say it), no Save (a tutorial is not saved) and no Log (the step panel sits in its column)."""
        coach = getattr(self, "coach", None)
        if coach is not None and coach.guided and key in GUIDED_HIDES:
            return False
        return super().top_bar_shows(key)  # type: ignore[misc]

    def open_buttons(self) -> list[pygame.Rect]:
        """The top bar's buttons that answer while the coach is on (Rules, Undo's reason, speed)."""
        buttons = getattr(self, "top_buttons", {})
        return [pygame.Rect(buttons[k].rect) for k in GUIDED_OPEN if k in buttons]

    def end_coaching(self) -> None:
        """The free finish: the panel goes, the log takes its whole column again."""
        self.coach.free = True
        self.coach_panel.clear()
        self.build_bar()
        self.refresh()
        self.rebuild_log()

    # --- what the step expects ------------------------------------------------------------------
    def step_live(self) -> bool:
        """The current step is the player's to do now (their turn, nothing moving on the table)."""
        return (
            self.coach.guided
            and not self.coach.at_finish
            and self.can_act()
            and not self.animating
            and self.timeline.announcement is None
        )

    def accepted(self) -> list:
        """The legal moves the current step accepts (empty for an explain-only step)."""
        step = self.coach.step
        if step is None or step.expect is None or not self.step_live():
            return []
        return expected_moves(self.coach.tutorial, self.coach.index, self.legal)

    def lit_rects(self) -> list[pygame.Rect]:
        """Where the player may click now: the places of the accepted moves and the step's lights."""
        if not self.step_live():
            return []
        step = self.coach.step
        rects: list[pygame.Rect] = []
        for action in self.accepted()[:12]:
            rects += self.rects_for_action(action)
        for light in step.light:
            rects += self.rects_for_light(light)
        return list({tuple(r): r for r in rects}.values())

    # --- input ------------------------------------------------------------------------------------
    def lets_through(self, event: pygame.event.Event) -> bool:
        """The table Gui's gate while the coach is on: True lets the click or key through."""
        if not self.coach.guided:
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in KEYS_ALWAYS_OPEN:
                return True
            if event.key in (pygame.K_SPACE, pygame.K_RETURN) and (
                self.animating or self.timeline.announcement is not None
            ):
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.coach_panel.next_shown():
                self.coach_panel.press_next()
            return False
        pos = getattr(event, "pos", None)
        if pos is None or self.coach_panel.rect.collidepoint(pos):
            return True
        if any(r.collidepoint(pos) for r in self.open_buttons()):
            return True  # the rules may be read at any step
        if self.animating or self.timeline.announcement is not None:
            return True  # a click skips the animation or moves the announcement on
        lit = self.lit_rects()
        if not lit and self.accepted():
            return True  # the table cannot say where its move is made: every click counts, other moves are refused
        if not any(r.collidepoint(pos) for r in lit):
            return False
        spot = self.spots.hit(pos)
        return spot is None or spot.on_click is None or any(spot.rect == r for r in lit)

    def submit(self, action) -> bool:
        coach = self.coach
        if coach.guided:
            step = coach.step
            if step is None or step.expect is None or not self.step_live() or not step.expect(action):
                self.toast(_("Not now: the lit places make this step's move."), "info")
                return False
        done = super().submit(action)  # type: ignore[misc]
        if done and coach.guided:
            coach.advance()
            self.coach_panel.reset()
        return done

    def next_step(self) -> None:
        """The panel's Next (explain-only steps) and Play on (the free finish)."""
        if self.coach.at_finish:
            self.end_coaching()
            return
        step = self.coach.step
        if step is not None and step.expect is None and self.step_live():
            self.coach.advance()
            self.coach_panel.reset()

    def undo(self) -> None:
        if self.coach.guided:
            self.toast(_("Undo comes back in the free finish."), "info")
            return
        super().undo()  # type: ignore[misc]

    def count_in_statistics(self) -> None:
        """A tutorial is practice: it never joins the statistics."""

    # --- frame ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)  # type: ignore[misc]
        if self.app.top is not self or not self.coach.guided:
            return
        step = self.coach.step
        if step is not None and step.expect is not None and self.step_live() and not self.accepted():
            self.coach.skip_to_finish()  # the script lost its way (it never should): let the player play on
            self.coach_panel.reset()
        self.coach_panel.update()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)  # type: ignore[misc]
        if self.coach.guided:
            self.coach_panel.draw(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        lit = self.lit_rects() if self.coach.guided else []
        if self.coach.guided and (self.coach.at_finish or (self.step_live() and (lit or not self.accepted()))):
            draw_veil(surface, lit, self.coach_panel.rect, self.open_buttons())
        super().draw_over(surface)  # type: ignore[misc]


_CLASSES: dict[type, type] = {}


def coached_class(table_class: type) -> type:
    """``table_class`` with ``Coaching`` mixed in (made once per table class)."""
    if table_class not in _CLASSES:
        _CLASSES[table_class] = type(Coaching.__name__ + table_class.__name__, (Coaching, table_class), {})
    return _CLASSES[table_class]


def tutorial_session(tutorial: Tutorial) -> Session:
    """The tutorial's game with the bots named as at setup (in the current language)."""
    from game.ui.scenes.setup import bot_name

    spec = get(tutorial.game)
    names = tuple("" if i == tutorial.human_seat else bot_name(i, spec) for i in range(tutorial.players))
    return Session(spec, tutorial.options(names), tutorial.seed)


def coached_table(app: Any, tutorial: Tutorial) -> Any:
    """The game's own table (from its presentation) for a new tutorial game, with the coach on it.
    The presentation builds the table; its class is then extended by ``Coaching``."""
    session = tutorial_session(tutorial)
    table = presentation_of(session.spec).table(app, session)
    table.__class__ = coached_class(type(table))
    table.begin_coaching(tutorial)
    return table


def open_tutorial(app: Any, game_id: str, replace: bool = False) -> bool:
    """Start the guided first game of ``game_id``; False when that game has no tutorial."""
    tutorial = tutorial_for(game_id)
    if tutorial is None:
        return False
    table = coached_table(app, tutorial)
    if replace:
        app.replace(table)
    else:
        app.push(table)
    return True


def show_tutorial_step(app: Any, table: Any, frames: int = 4000) -> None:
    """Play a tutorial's steps (Next, or the expected move) up to its first step whose move is made
    by clicking more than one place (a knight's cards, a paladin and its mission) and stop there."""
    for _frame in range(frames):
        app.step(dt=0.05)
        if table.coach.at_finish:
            return  # no such step: the free finish is shown
        if not table.step_live():
            continue
        if table.coach.step.expect is None:
            table.next_step()
            continue
        move = table.accepted()[0]
        if len(table.rects_for_action(move)) > 1:
            return
        table.submit(move)
