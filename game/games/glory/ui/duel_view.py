"""The duel stage: Glory's duels (tournament, Challenge card, Brave title) as the climax they are.

Both combatants face each other large (the viewer's side always on the left), their dice in rows by
colour, the attack term by term, what each has put on the duel board, the score of clashes, who acts
next and why; rolls tumble, results hold the table a moment (the viewer's own long enough to read at
any speed). It draws a ``DuelPicture`` staged on the timeline, so a clash
stays on screen through its result while the state moves on. The table shows it while ``showing``,
calls ``draw(surface, rect)``, puts ``controls()`` in its bar (``duel_choices.SLOTS``), shows
``status()`` and ``hint()``, routes the kinds of ``animations`` to it and calls ``on_undo()``.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.games.glory import duel as D
from game.games.glory import duel_captions as T
from game.games.glory.duel_choices import choices, lance_entries, pass_slot, reroll_limit
from game.games.glory.duel_display import DuelPicture, face_label, fold, from_history, item_gain, rolled_dice
from game.games.glory.empty_step import idle_moves, skipped_line
from game.games.glory.pass_clash import behind_by, give_up_line, reroll_chance, turning_move
from game.games.glory.ui import duel_draw as draw
from game.i18n import _, ngettext, pgettext
from game.ui.kit import Control, DiceTray, Option, Pause, Roll, Staging
from game.ui.kit.dice import in_the_air
from game.ui.kit.duel_frame import DuelFrame
from game.ui.kit.held import Held
from game.ui.kit.timeline import Call, Cue
from game.ui.presentation import Unavailable
from game.ui.widgets import style

KINDS = ("start", "step", "pass", "support", "strength", "roll", "reroll", "relic", "clash", "end", "recover")
SECONDS = {"duel_start": 0.8, "duel_clash": 2.2, "duel_end": 2.8, "move": 0.6}
HELD = {"duel_clash": 1.8, "duel_end": 4.0}  # real seconds at least for the viewer's own results
RIVAL_MOVE = 1.0  # seconds at 1x a rival's support, Strength, relic or recovery holds the stage
RIVAL_PASS = 0.8  # seconds at 1x a rival's choice to pass a step holds the stage (its log line read)
DICE_SHOWN = 1.0  # seconds at 1x the dice of a duel between others stay still once they have landed
WATCHED = {"duel_clash": 1.2, "duel_end": 1.8}  # real seconds at least for the results of others' duels
PASS_ALL_SLOT = "clash"  # its own slot, the same in every step: no spending move ever takes its place
UNTIL_CLICK = 3600.0  # the viewer's own duel's end stays until a click or Space (a climax, read in full)
STEP_GUARD = 0.4  # seconds the bar ignores clicks once the viewer's next duel step shows its buttons
GUARD_MOVE = 8  # px the mouse moves after they come that end the guard at once (a click aimed anew)
HOLD_SECONDS = 0.8  # a button with a new meaning under a still mouse takes clicks after this long (the bar's reveal)
STEP_FLASH = 1.2  # seconds the new step's name is shown on a ribbon under the stage
AFTER_SKIP = 0.7  # real seconds the buttons after a press made while the viewer's duel was shown ignore clicks,
# whatever the mouse does: that press (a skip) and the ones kept up with it never decide what they did not show


class OwnEnd(Held):
    """The end of the viewer's own duel, held until they click or press Space."""


class DuelStage:
    """The duel as the viewer sees it (see the module docstring)."""

    animations = {"duel_" + k: "animate" for k in KINDS}

    def __init__(self, table, region: str = "stage") -> None:
        self.table, self.region = table, region  # region: the table layout's rect for the stage
        self.staging = Staging(from_history, fold)
        self.selected: list[int] = []
        self.rect, self.drawn = pygame.Rect(0, 0, 0, 0), -1  # drawn: the app frame it was last drawn in
        self.frame = DuelFrame(DiceTray(48))
        self.tray = self.frame.tray
        self.passing: tuple | None = None  # the clash the viewer passes to its end ("Pass the clash")
        self.step_key: tuple | None = None  # the viewer's duel step whose buttons the bar shows
        self.guard = 0.0  # seconds left in which the bar ignores clicks: the step's buttons have just come
        self.step_flash = 0.0  # seconds left of the new step's ribbon
        self._guard_from: tuple[int, int] | None = None  # where the mouse was when the guard began
        self._seen: dict[str, str] = {}  # the label in each bar slot at the viewer's last duel step
        self._seen_in = -2  # the duel (the history step it began in) of ``_seen``
        self._seen_key: tuple | None = None  # the step of ``_seen``
        self.hold: pygame.Rect | None = None  # a button that came with a new meaning under the mouse
        self.held_for = 0.0  # seconds ``hold`` has waited under a still mouse
        self.pressed_in_show = False  # the viewer pressed (click, Space, Enter) while their duel was being shown
        self.shield = 0.0  # real seconds left in which the bar ignores clicks after such a press (``AFTER_SKIP``)
        self.left_out: set[int] = set()  # the history steps of the passes made for the viewer (``skip_empty``)

    @property
    def pass_slot(self) -> str:
        """The bar's spot of the viewer's pass in the step being fought (``duel_choices.pass_slot``)."""
        live = self.live()
        return pass_slot(live.phase if live is not None else "")

    # --- what is on ----------------------------------------------------------------------------
    def live(self) -> D.DuelState | None:
        """The duel being fought now (not one between two knights)."""
        ctx = getattr(self.table.view, "duel", None)
        duel = ctx.state if ctx is not None else None
        return None if duel is None or all(c.kind == D.KNIGHT for c in duel.sides) else duel

    @property
    def showing(self) -> bool:
        """A duel with a player or Otto in it is on, or its events are still being shown."""
        return self.live() is not None or self.playing()

    def playing(self) -> bool:
        return self.staging.playing(self.table.timeline)

    def waits_for_click(self) -> bool:
        """The end of the viewer's own duel is on screen and waits for their click."""
        queue = self.table.timeline.queue
        return bool(queue) and any(isinstance(a, OwnEnd) and a.t >= a.delay for a in queue[0])

    def moment(self) -> str:
        """ "clash" or "end" while a result holds the table (or the duel is over), else ""."""
        shown = self.staging.shown
        return self.staging.moment(self.table.timeline) or ("end" if shown is not None and shown.over else "")

    def picture(self) -> DuelPicture | None:
        """The picture to draw now (caught up with the store when nothing is playing)."""
        return self.staging.picture(self.table.store.history, self.table.timeline)

    def names(self) -> list[str]:
        return T.side_names(self.staging.shown, self.table.seat_name)

    def my_side(self) -> int | None:
        pic, human = self.staging.shown, self.table.viewer_is_human()
        return pic.side_of(self.table.viewer) if pic is not None and human else None

    # --- the viewer's moves ------------------------------------------------------------------------
    def can_pick(self, side: int) -> bool:
        return side == self.my_side() and reroll_limit(self.table.legal) > 0 and not self.table.timeline.busy

    def toggle(self, index: int) -> None:
        """Choose (or drop) one of the viewer's dice for the reroll on offer."""
        if index in self.selected:
            self.selected.remove(index)
        else:  # at the limit, the die picked first is dropped
            self.selected = (self.selected + [index])[-reroll_limit(self.table.legal) :]
        self.table.update_controls()

    def controls(self) -> list[Control]:
        """The viewer's duel moves for the bar (``duel_choices.SLOTS``), once the events before them are shown."""
        live = self.live()
        if live is None or not self.table.legal or self.playing():
            return []
        out = []
        mine = [c for c in live.sides if c.is_player and c.seat == self.table.viewer]
        on_board = mine[0].board_strength if mine else 0
        side = next((i for i, c in enumerate(live.sides) if c.is_player and c.seat == self.table.viewer), None)
        if side is not None and self.idle(live, side) is not None:
            return []  # nothing here would change anything: ``skip_empty`` passes it
        gains = {a: item_gain(live, side, a) for a in self.table.legal} if side is not None else {}
        lances = lance_entries(live.sides[side], live.dice[side], self.table.legal) if side is not None else []
        for c in choices(self.table.legal, self.selected, live.phase, on_board, gains, lances):
            moves = c.moves if c.group else []
            options = [Option(label, action=a, tip=tip, reason=c.off.get(a, "")) for label, a, tip in moves]
            action = c.moves[0][1] if c.moves and not c.group else None
            is_pass = action == D.PASS
            kind, key = ("secondary", pygame.K_RETURN) if is_pass else ("primary", None)  # Enter: the pass
            missing = tuple(Unavailable(label, why, c.label) for label, why in c.unavailable)
            control = Control(c.slot, c.label, action, None, c.tip, c.icon, kind, c.enabled, key, choices=options)
            out.append(replace(control, unavailable=missing) if missing else control)
        if D.PASS in self.table.legal and live.phase != D.RECOVER and side is not None:
            tip = _("Pass this step and every step left in this clash; you still see the dice and the result.")
            tip += " " + _("The passes stop at a support or relic that would win the clash.")
            tip += " " + _("They also stop at a reroll (Faith or the Ring) while you are losing the clash.")
            turning = turning_move(live, side, self.table.legal)
            chance = reroll_chance(live, side, self.table.legal)
            if turning is not None:
                tip = give_up_line(turning) + "\n" + tip
            elif chance:
                tip = chance + " " + _("Passing gives that reroll up.") + "\n" + tip
            out.append(Control(PASS_ALL_SLOT, pgettext("duel button", "Pass the clash"), on_click=self.pass_clash,
                               tip=tip, kind="secondary"))  # fmt: skip
        return out

    def buttons_shown(self) -> None:
        """The bar now shows the viewer's duel buttons: a new step (its buttons in the same spots as
        the last step's kinds of move) starts the guard and the ribbon naming it."""
        live = self.live()
        key = (self.clash_key(live), live.phase) if live is not None else None
        if key is not None and self.pressed_in_show:  # the press went to the show: these buttons wait to be seen
            self.pressed_in_show, self.shield = False, AFTER_SKIP
        if key is not None and key != self.step_key:
            self.step_key, self.guard, self.step_flash = key, STEP_GUARD, STEP_FLASH
            self._guard_from = self.table.app.mouse_pos
            if key != self._seen_key:  # a step not seen yet (its buttons may come twice: a move shown between)
                same_duel = self._seen_in == key[0][0]
                self.hold = self._changed_under_mouse() if same_duel and self._skipped() else None
                self.held_for = 0.0
                self._seen = {slot: c.label for slot, c in self.table.bar.controls.items()}
                self._seen_key, self._seen_in = key, key[0][0]

    def _skipped(self) -> bool:
        """A step of the viewer's was passed for them (nothing to do in it) since their last move."""
        history = self.table.store.history
        for i in range(len(history) - 1, -1, -1):
            step = history[i]
            mine = [e for e in step.events if e.kind == "duel_pass" and e.data.get("seat") == self.table.viewer]
            if i in self.left_out or any(e.data.get("auto") for e in mine):
                return True
            if step.seat == self.table.viewer:
                return False
        return False

    def _changed_under_mouse(self) -> pygame.Rect | None:
        """The bar slot under the mouse when its button now says something else than at the viewer's
        last step (a step left out brought another move there): it ignores clicks until the mouse
        leaves it, so a click meant for the old button never makes the new one's move."""
        bar, pos = self.table.bar, self.table.app.mouse_pos
        for slot, control in bar.controls.items():
            rect = bar.slots.get(slot)
            if rect is not None and rect.collidepoint(pos) and self._seen.get(slot) != control.label:
                return pygame.Rect(rect)
        return None

    def pressed_during_show(self) -> None:
        """The viewer pressed while their duel's moves were being shown: the press only skips them, and
        the buttons that come next ignore clicks for ``AFTER_SKIP`` real seconds, moved mouse or not."""
        self.pressed_in_show = True

    def lock_seconds(self) -> float:
        """How long the bar must still ignore clicks for the duel's sake (the step's guard, the shield)."""
        return max(self.guard, self.shield)

    def buttons_gone(self) -> None:
        """The bar shows no duel button (a move being shown): when they come back, they are new (a
        button held under the mouse stays held until the mouse leaves it)."""
        self.step_key, self.guard = None, 0.0

    def tick(self, dt: float) -> bool:
        """Every frame: the new step's ribbon runs out, and its guard (at once when the mouse has moved:
        a click aimed at the new buttons); a clash passed through gets its next pass. True when the
        mouse ended the guard."""
        self.step_flash = max(0.0, self.step_flash - dt)
        self.guard = max(0.0, self.guard - dt)
        self.shield = max(0.0, self.shield - min(dt, 0.1))  # a slow frame does not run it down unseen
        moved = False
        if self.hold is not None:  # a button with a new meaning under the mouse: until it leaves, or a while
            self.held_for += dt
            if self.hold.collidepoint(self.table.app.mouse_pos) and self.held_for < HOLD_SECONDS:
                self.guard = max(self.guard, dt + 0.05)
                self.pass_on()
                return False
            moved = not self.hold.collidepoint(self.table.app.mouse_pos)
            self.hold, self.guard = None, 0.0  # a player who clicks again without moving is not ignored
        elif self.guard > 0 and self._guard_from is not None:
            (x0, y0), (x, y) = self._guard_from, self.table.app.mouse_pos
            moved = abs(x - x0) + abs(y - y0) >= GUARD_MOVE
            if moved:
                self.guard = 0.0
        self.pass_on()
        return moved

    # --- passing a whole clash ------------------------------------------------------------------------
    def clash_key(self, live: D.DuelState) -> tuple:
        """Which clash of which duel is being fought (the duel is told by the step it began in)."""
        history = self.table.store.history
        began = next(
            (i for i in range(len(history) - 1, -1, -1) if any(e.kind == "duel_start" for e in history[i].events)),
            -1,
        )
        return began, live.clash

    def pass_clash(self) -> None:
        """Pass now and in every step of this clash still to come where the viewer may only pass or
        spend (``pass_on`` plays those passes as the steps come, once the moves before are shown)."""
        live = self.live()
        if live is None:
            return
        self.passing = self.clash_key(live)
        self.table.submit(D.PASS)

    def idle(self, live: D.DuelState, side: int) -> list[tuple] | None:
        """``empty_step.idle_moves`` for the viewer, except the Faith step while a tutorial guides the
        player: its lesson is to pass that step by hand."""
        coach = getattr(self.table, "coach", None)
        if live.phase == D.FAITH and coach is not None and coach.guided:
            return None
        return idle_moves(live, side, self.table.legal)

    def skip_empty(self) -> bool:
        """Pass for the viewer a lance or relic step where nothing they could play would change
        anything (``empty_step``), with one log line saying so (naming them when several humans
        play), in place of the pass's own; True when it did."""
        live = self.live()
        if live is None or not self.table.can_act() or D.PASS not in self.table.legal:
            return False
        side = next((i for i, c in enumerate(live.sides) if c.is_player and c.seat == self.table.viewer), None)
        idle = self.idle(live, side) if side is not None else None
        if idle is None:
            return False
        self.left_out.add(len(self.table.store.history))
        alone = len(self.table.session.human_seats()) == 1  # "for you" only when one human plays
        name = None if alone else self.table.player_name(self.table.viewer)
        self.table.log(skipped_line(live.phase, idle, name), replaces=True)
        self.table.submit(D.PASS)
        return True

    def pass_on(self) -> None:
        """The next pass of a clash the viewer passes through, or of a step with nothing to choose (the
        table calls it every frame)."""
        if self.skip_empty() or self.passing is None:
            return
        live = self.live()
        if live is None or self.clash_key(live) != self.passing:
            self.passing = None  # the clash is over: the next one is the player's again
            return
        if self.table.can_act() and D.PASS in self.table.legal:
            side = D.side_of(live, self.table.viewer)
            if turning_move(live, side, self.table.legal) is not None or reroll_chance(live, side, self.table.legal):
                self.passing = None  # a move here would win the clash, or a reroll might: the viewer decides
                self.table.update_controls()
                return
            self.table.submit(D.PASS)

    def hint(self) -> str:
        """The step's hint, after how far behind the viewer is when a reroll could still turn the clash."""
        live = self.live()
        if live is None or not self.table.legal:
            return ""
        text = T.hint(live.phase, reroll_limit(self.table.legal))
        side = next((i for i, c in enumerate(live.sides) if c.is_player and c.seat == self.table.viewer), None)
        behind = behind_by(live, side) if side is not None and reroll_limit(self.table.legal) else None
        if behind is None:
            return text
        lead = (
            _("You lose this clash on the tie as it stands.")
            if behind == 0
            else ngettext("You are {n} behind in this clash.", "You are {n} behind in this clash.", behind).format(
                n=behind
            )
        )
        return f"{lead} {text}"

    def status(self) -> str:
        live = self.live()
        return T.status(live.phase) if live is not None else ""

    # --- events -----------------------------------------------------------------------------------
    def animate(self, ev) -> list:
        """The animations of one duel event (the table calls it for each kind in ``animations``)."""
        moment = {"duel_clash": "clash", "duel_end": "end"}.get(ev.kind, "")
        self.selected = []  # the dice picked for a reroll belong to the situation just left
        return self.staging.play(self.table.store.history, ev, self._extras, moment)

    def _extras(self, ev, pic: DuelPicture) -> list:
        told = getattr(self.table, "strength_put", None)  # a table with players' panels
        if ev.kind == "duel_strength" and told is not None:  # the panel's Strength drops as the tokens land
            put = Call(fn=lambda d=ev.data: told(d.get("seat"), d["added"]), hold=True)
            return [put, *self._shown_for(ev, pic)]
        landed = getattr(self.table, "duel_glory_shown", None)
        if ev.kind == "duel_end" and landed is not None:  # the result's glory reaches the panels with it
            seats = [c.seat if c.is_player else None for c in pic.sides]
            return [Call(fn=lambda e=ev: landed(e, seats), hold=True), *self._shown_for(ev, pic)]
        return self._shown_for(ev, pic)

    def _shown_for(self, ev, pic: DuelPicture) -> list:
        d, kind = ev.data, ev.kind
        viewer = self.table.viewer if self.table.viewer_is_human() else None
        scale = 1.0 if any(c.is_player and c.seat == viewer for c in pic.sides) else 0.6
        if kind in ("duel_roll", "duel_reroll"):
            together = kind == "duel_roll" and scale < 1.0  # others' duel: both sides' dice fly at once
            if together and self._rolled_along(ev):
                return []  # its dice flew with the other side's
            partner = self._partner_roll(ev) if together else None
            rolls = [self._roll(ev, pic)]
            if partner is not None:  # both sides roll at once: both sides' dice land together
                pic.apply(partner)
                rolls.append(self._roll(partner, pic))
            shown = [Pause(DICE_SHOWN, delay=max(r.duration for r in rolls))] if scale < 1.0 else []
            if partner is not None and shown:  # the partner's log line enters with its dice, not after them
                shown.insert(0, self._partner_line(partner, shown[0]))
            return [self._sound("dice"), *rolls, *shown]
        if kind in SECONDS:
            seconds = SECONDS[kind] * scale
            if scale < 1.0 and kind in WATCHED:  # another's result: as long as the viewer's own at 1x,
                least = WATCHED[kind] * self.table.app.settings.animation_speed  # and read at any speed
                return [self._sound("clash"), Pause(max(SECONDS[kind], least))]  # a skip still goes past it
            if scale < 1.0 or kind not in HELD:
                return [self._sound("clash"), Pause(seconds)]
            won, held = pic.sides[d["winner"]].seat == viewer, HELD[kind] * self.table.app.settings.animation_speed
            if kind == "duel_end":  # the viewer's own duel decided: its result waits for a click or Space
                return [self._sound("cheer" if won else "clash"), OwnEnd(UNTIL_CLICK)]
            return [self._sound("cheer" if won else "clash"), Held(max(seconds, held))]  # read at any speed
        if kind in ("duel_support", "duel_strength", "duel_relic", "duel_recover") and d.get("seat") != viewer:
            return [self._sound("flip"), Pause(RIVAL_MOVE)]  # read on the stage, in any duel
        rival = pic.sides[d["side"]].is_player and d.get("seat") != viewer if "side" in d else False
        if kind == "duel_pass" and not d.get("auto") and rival:
            return [Pause(RIVAL_PASS)]  # a rival's choice not to play, read as it is made
        return []

    def _step_events(self, ev) -> list:
        history = self.table.store.history
        events = list(history[-1].events) if history else []
        return events if any(e is ev for e in events) else []

    def _partner_roll(self, ev):
        """The other side's roll of the same clash that comes right after ``ev`` in its step, if any."""
        events = self._step_events(ev)
        i = next((k for k, e in enumerate(events) if e is ev), -1)
        nxt = events[i + 1] if 0 <= i < len(events) - 1 else None
        same = nxt is not None and nxt.kind == "duel_roll" and nxt.data.get("clash") == ev.data.get("clash")
        both = "dice" in ev.data and nxt is not None and "dice" in nxt.data  # two players' dice, no knight's die
        return nxt if same and both and nxt.data["side"] != ev.data["side"] else None

    def _partner_line(self, partner, landed: Pause) -> Cue:
        """A cue putting the log lines of ``partner`` (the roll shown along with another) in the log as
        ``landed`` (both sides' dice lying still) appears: with its dice, like the other roll's lines."""
        step = len(self.table.store.history) - 1
        index = next(k for k, e in enumerate(self._step_events(partner)) if e is partner)
        release = getattr(self.table, "release_log", None)
        return Cue(fn=(lambda: release(step, index)) if release is not None else None, at=landed)

    def _rolled_along(self, ev) -> bool:
        """Whether ``ev`` is the second side's roll, already shown with the first's (``_partner_roll``)."""
        events = self._step_events(ev)
        i = next((k for k, e in enumerate(events) if e is ev), -1)
        return i > 0 and self._partner_roll(events[i - 1]) is ev

    def _sound(self, name: str) -> Call:
        return Call(fn=lambda: self.table.app.sound.play(name), hold=True)

    def _roll(self, ev, pic: DuelPicture) -> Roll:
        side, dice = ev.data["side"], rolled_dice(ev)
        c, places = pic.sides[side], self.dice_places(side, pic)
        faces = [(draw.COLOURS[col], face_label(col, f), c.lit(col) and f == 5) for _i, (col, f, _v) in dice]
        targets = [places[i].center if i < len(places) else self.rect.center for i, _die in dice]
        shown = lambda: self.drawn == self.table.app.frames  # noqa: E731 - the stage drawn this frame
        return self.frame.roll(side, faces, targets, [(side, i) for i, _die in dice], shown=shown)

    def on_undo(self) -> None:
        self.staging.forget()
        self.selected = []
        self.passing = None
        self.step_key, self.step_flash, self.guard, self.hold, self._seen_key = None, 0.0, 0.0, None, None
        self.pressed_in_show, self.shield = False, 0.0
        self.left_out = {i for i in self.left_out if i < len(self.table.store.history)}

    # --- layout -------------------------------------------------------------------------------------
    def side_parts(self, side: int) -> dict[str, pygame.Rect]:
        """A combatant's panel and its parts (``DuelFrame.parts``), the viewer's on the left."""
        self._place()
        return self.frame.parts(side)

    def dice_places(self, side: int, pic: DuelPicture) -> list[pygame.Rect]:
        """Where each of ``side``'s dice lies (engine order), in rows by colour."""
        self._place(pic)
        return self.frame.dice_places(side, [d[0] for d in pic.sides[side].dice])

    def left_side(self, pic: DuelPicture | None) -> int:
        """The side drawn on the left: the viewer's; else the lower seat's (a player's before a knight's)."""
        mine = pic.side_of(self.table.viewer) if pic is not None and self.table.viewer_is_human() else None
        if mine is not None or pic is None:
            return mine or 0
        return min((0, 1), key=lambda i: (not pic.sides[i].is_player, pic.sides[i].seat or 0, i))

    def _place(self, pic: DuelPicture | None = None) -> None:
        """Lay the frame out where the table shows the stage, facing as ``left_side`` says."""
        if self.rect.w == 0:
            self.rect = pygame.Rect(self.table.lay.get(self.region, self.table.table_rect))
        self.frame.rect = self.rect
        self.frame.face(self.left_side(pic or self.staging.shown))

    # --- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.rect, self.drawn = pygame.Rect(rect), self.table.app.frames
        pic = self.picture()
        style.draw_panel(surface, rect, "dark")
        if pic is None:
            return
        self._place()
        moment = self.moment()
        winner = {"clash": pic.result.winner if pic.result else -1, "end": pic.winner}.get(moment)
        air = in_the_air(self.table.timeline.running())
        for side in (0, 1):
            draw.side(self, surface, pic, side, self.side_parts(side), air, winner)
        draw.middle(self, surface, pic, moment == "clash", over=moment == "end")
        draw.foot(self, surface, pic, moment, air)
