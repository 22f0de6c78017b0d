"""The review screen: the player's estimated chances after each of their decisions (a chart) and the
three decisions that cost most, each with what the strongest bot would have played and why. Each big
move of the line (``review_swings``) is marked, and says under the pointer the moves that made it.

The estimate runs in a worker process (``python -m game review --progress``) so the frame loop stays
free; a frozen build, which cannot start one, thinks in a thread instead. The chart grows as each
decision is judged (the worker sends it at once), a progress bar beside it; Back stops the worker."""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

import pygame

from game import i18n
from game.core import saves
from game.core.rules import normalize_action
from game.i18n import _, ngettext
from game.review import costly, min_cost, review_session, taken_at
from game.ui import text_fit
from game.ui.scene import LOGICAL_SIZE
from game.ui.scenes.base import ShellScene
from game.ui.scenes.review_chart import CostlyMark, draw_chance_chart, move_span, plot_rect, swing_spots, x_on
from game.ui.scenes.review_end import with_result
from game.ui.scenes.review_moments import moment_rect, moments
from game.ui.scenes.review_swings import Swing, swing_change, swing_text, swings
from game.ui.scenes.review_words import alternative_words, played_words, reason_words
from game.ui.widgets import style

SAMPLES = 12
CHART = pygame.Rect(70, 150, 820, 600)
DROPS = pygame.Rect(920, 150, 610, 600)
BAR = pygame.Rect(DROPS.x + 40, DROPS.y + 250, DROPS.w - 80, 36)
SEE_W, SEE_H = 170, 34  # the size of a listed decision's "See the table" button
ROW_LEAST = 130  # the height a listed decision keeps at least, its button included


class ReviewScene(ShellScene):
    name = "review"

    def __init__(
        self, app, session: Any, seat: int, samples: int = SAMPLES, result: dict[str, Any] | None = None
    ) -> None:
        """``result``: a review already made (shown at once, nothing thinks)."""
        self.session, self.seat, self.samples = session, seat, samples
        self.first = taken_at(session)  # the moves before were played for the person by a pilot bot
        self.done, self.total = 0, max(1, sum(1 for s, _a in session.store.actions[self.first :] if s == seat))
        self.checking: tuple[int, int] | None = None  # seemingly costly decisions judged again: done, all
        self.result: dict[str, Any] | None = result
        self.rows: list[dict[str, Any]] = []  # the decisions judged so far, while the worker works
        self.shown = 0  # how many of them the painted chart holds
        self.shown_checking: tuple[int, int] | None = None  # the check's progress as painted
        self.error = ""
        self.marks: dict[int, pygame.Rect] = {}  # each costly decision's mark on the chart, by its number
        self._lock = threading.Lock()
        self._proc: subprocess.Popen | None = None
        self.reasons: dict[int, str] = {}  # why each costly decision's alternative is better, by move
        self._stopped = False
        super().__init__(app)
        if result is None:
            threading.Thread(target=self._work, name="review", daemon=True).start()

    def build(self) -> None:
        self.see_buttons: dict[int, Any] = {}  # each listed decision's button to its position, by move
        self.bar = self.gui.progress(BAR)
        self.bar.status_text = lambda: ""  # its count is written under it, light on the dark background
        self.bar.set_current_progress(100 * self.done / self.total)
        self.bar.redraw()  # drawn once already, with pygame_gui's raw "0.0/100.0"
        self.bar.visible = self.result is None and not self.error
        self.gui.tip_avoid_more = lambda: [self.chart_heading()]  # a swing's tooltip leaves the title be
        self.back_button = self.gui.button(
            (LOGICAL_SIZE[0] // 2 - 150, LOGICAL_SIZE[1] - 112, 300, 62), _("Back"), self.back, hotkey=pygame.K_RETURN
        )

    def back(self) -> None:
        """Leave at once; a review still under way is stopped."""
        self.stop()
        super().back()

    def leave(self) -> None:
        """Once off the stack (Back, or the app quitting), the worker is stopped; covered, it works on."""
        super().leave()
        if self not in self.app.stack:
            self.stop()

    def stop(self) -> None:
        """Stop the worker process, if one still works."""
        with self._lock:
            self._stopped = True
            proc = self._proc
        if proc is not None and proc.poll() is None:
            proc.kill()

    # --- the work ------------------------------------------------------------------------------
    def _work(self) -> None:
        try:
            result = self._in_process() if not getattr(sys, "frozen", False) else None
            if result is None and not self._stopped:
                result = review_session(
                    self.session, self.seat, self.samples, progress=self._progress, checking=self._checking
                )
        except Exception as exc:  # noqa: BLE001 - shown on the screen; the game itself is untouched
            with self._lock:
                self.error = "" if self._stopped else str(exc) or type(exc).__name__
            return
        with self._lock:
            self.result = result

    def _progress(self, done: int, total: int, row: dict[str, Any] | None = None) -> None:
        with self._lock:
            self.done, self.total = done, max(1, total)
            if row is not None:
                self.rows.append(row)

    def _checking(self, done: int, total: int) -> None:
        with self._lock:
            self.checking = (done, max(1, total))

    def _in_process(self) -> dict[str, Any] | None:
        """The review from a worker process; None when none could be started."""
        folder = Path(tempfile.mkdtemp(prefix="tourney-review-"))
        path = folder / "game.json"
        saves.save_session(self.session, path)
        cmd = [sys.executable, "-m", "game", "review", str(path), "--seat", str(self.seat)]
        cmd += ["--samples", str(self.samples), "--progress"]
        try:
            proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        except OSError:
            return None
        with self._lock:
            self._proc = proc
        if self._stopped:
            proc.kill()
        assert proc.stderr is not None and proc.stdout is not None
        outs: list[str] = []  # read beside the progress lines: a long review fills the pipe's buffer
        reader = threading.Thread(target=lambda: outs.append(proc.stdout.read()), daemon=True)
        reader.start()
        for line in proc.stderr:
            kind, _sep, rest = line.partition(" ")
            if kind == "decision":
                with self._lock:
                    self.rows.append(json.loads(rest))
            parts = line.split()
            if len(parts) == 3 and kind == "progress":
                self._progress(int(parts[1]), int(parts[2]))
            elif len(parts) == 3 and kind == "checking":
                self._checking(int(parts[1]), int(parts[2]))
        reader.join()
        out = "".join(outs)
        proc.wait()
        path.unlink(missing_ok=True)
        folder.rmdir()
        if proc.returncode != 0:
            raise RuntimeError(out.strip() or f"exit {proc.returncode}")
        return json.loads(out)

    # --- frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        with self._lock:
            done, result, error, rows, checking = self.done, self.result, self.error, len(self.rows), self.checking
        self.bar.set_current_progress(100 * (checking[0] / checking[1] if checking else done / self.total))
        if (result is not None or error) and self.bar.visible:
            self.bar.hide()
            self.repaint()
        elif (rows != self.shown or checking != self.shown_checking) and result is None:
            self.repaint()  # the chart grows by the decisions judged since, or the check began

    def progress_text(self) -> str:
        if self.checking is not None:
            done, total = self.checking
            return _("Judged again: {done} of {total}").format(done=done, total=total)
        return _("Your moves judged: {done} of {total}").format(done=self.done, total=self.total)

    def waiting_text(self) -> str:
        """What the costly decisions' panel says while the review is not done: the list comes once every
        move is judged, and then once the costly-looking ones are judged again on more deals."""
        if self.checking is not None:
            return ngettext(
                "Every move is judged. The one that seems costly is judged again on more deals before it is listed.",
                "Every move is judged. The {n} that seem costly are judged again on more deals before they are listed.",
                self.checking[1],
            ).format(n=self.checking[1])
        if self.done >= self.total:
            return _("Every move is judged. The costly-looking ones are being judged again on more deals.")
        return _("The costly decisions are listed once every move is judged.")

    def taken_at_text(self) -> str:
        """Which moves the review leaves out: those a bot played for the person before they took their seat."""
        if not self.first:
            return ""
        return _(
            "Moves 1 to {n} were played for you by a bot before you took your seat: they are not reviewed."
        ).format(n=self.first)

    def draw_live(self, surface: pygame.Surface) -> None:
        if self.result is not None and not self.error:  # how a chance is found, over the whole chart
            self.gui.region_tip(CHART, self.chance_note())
            decisions = self.chart_decisions()
            spots = swing_spots(
                self.chart_rect(),
                [d["chance"] for d in decisions],
                [d["move"] + 1 for d in decisions],
                [s.index for s in self.swings()],
                last=len(self.session.store.actions),
                fell={s.index: s.after < s.before for s in self.swings()},
            )
            for s in self.swings():  # what moved the line, at each big move of it
                self.gui.region_tip(spots[s.index], swing_text(s))
            for rect, text in self.moment_spots():
                self.gui.region_tip(rect, text)
        if self.bar.visible:
            box = pygame.Rect(self.bar.rect.x, self.bar.rect.bottom + 10, self.bar.rect.w, 34)
            self.draw_text(surface, self.progress_text(), box, "bold", 22, style.INK)

    def seat_label(self, seat: int) -> str:
        """A seat as the review names it: "You" for the reviewed player, else the seat's name."""
        return _("You") if seat == self.seat else self.session.seat_name(seat)

    def drops(self) -> list[dict[str, Any]]:
        """The costly decisions worth listing: those that cost at least one point of chance, clear of
        their noise, whose better move is not the move made (a review made before those rules may list
        one that is not)."""
        assert self.result is not None
        floor = min_cost(self.session.spec)
        return [
            d
            for d in self.result["biggest_drops"]
            if normalize_action(d["best"]) != normalize_action(d["played"])
            and costly(d["cost"], d.get("noise", 0.0), floor)
        ]

    def moments(self) -> list[tuple[int, str]]:
        """The game's turning events (move number, line) the chart marks (``review_moments``)."""
        return moments(self.session.spec, self.session.store.history, self.seat, self.seat_label)

    def moment_spots(self) -> list[tuple[pygame.Rect, str]]:
        """Each moment's pennant on the chart and its line (several at one move share one tooltip)."""
        decisions = self.chart_decisions()
        moves = [d["move"] + 1 for d in decisions]
        plot = plot_rect(self.chart_rect())
        first, span = move_span(moves, len(moves), len(self.session.store.actions))
        at: dict[int, list[str]] = {}
        for move, text in self.moments():
            at.setdefault(move, []).append(text)
        return [(moment_rect(plot, x_on(plot, first, span, m)), "\n".join(lines)) for m, lines in at.items()]

    @staticmethod
    def chart_heading() -> pygame.Rect:
        """Where the chart panel's title is written."""
        return pygame.Rect(CHART.x + 30, CHART.y + 18, CHART.w - 60, 40)

    def chart_decisions(self) -> list[dict[str, Any]]:
        """The finished review's decisions as the chart draws them: a finished game's line ends on its
        result (``review_end``)."""
        assert self.result is not None
        store = self.session.store
        outcome = self.session.spec.rules.outcome(store.state)
        return with_result(self.result["decisions"], outcome, self.seat, len(store.actions))

    @staticmethod
    def chart_rect() -> pygame.Rect:
        """Where the chart is drawn in its panel."""
        return pygame.Rect(CHART.x + 24, CHART.y + 70, CHART.w - 48, CHART.h - 86)

    def swings(self) -> list[Swing]:
        """The big moves of the finished review's line, each with the moves that made it (found once)."""
        assert self.result is not None
        key = (id(self.result), i18n.language())  # the lines are in the language of the moment
        if getattr(self, "_swings_of", None) != key:
            history = self.session.store.history
            self._swings = swings(self.session.spec, history, self.seat, self.chart_decisions(), self.seat_label)
            self._swings_of = key
        return self._swings

    def paint_chart(
        self,
        surface: pygame.Surface,
        decisions: list[dict[str, Any]],
        marks: list[CostlyMark],
        big: list[Swing] | None = None,
    ) -> dict[int, pygame.Rect]:
        """The chart of ``decisions`` (each chance with its likely range) in the chart panel, the points
        reached by a big move of the line (``big``) marked."""
        chart = self.chart_rect()
        with text_fit.where(self.name):
            return draw_chance_chart(
                surface,
                chart,
                [d["chance"] for d in decisions],
                [d["move"] + 1 for d in decisions],
                marks,
                style.player_colour(self.seat),
                [d.get("spread", 0.0) for d in decisions],
                last=len(self.session.store.actions),
                swings={s.index: swing_change(s) for s in big or []},
                moments=[move for move, _text in self.moments()],
            )

    def paint_partial(self, surface: pygame.Surface) -> None:
        """While the worker works: the chart of the decisions judged so far, the progress beside it."""
        with self._lock:
            rows = list(self.rows)
            self.shown_checking = self.checking
        self.shown = len(rows)
        if rows:
            self.paint_chart(surface, rows, [])
        else:
            wait = _("The strongest bot replays your decisions…")
            self.draw_text(surface, wait, CHART.inflate(-80, -300), "text", 24, style.INK)
        self.draw_text(
            surface, self.waiting_text(), (DROPS.x + 40, DROPS.y + 90, DROPS.w - 80, 140), "text", 22, style.INK_SOFT
        )

    def drop_line(self, d: dict[str, Any], words: dict[int, str]) -> str:
        """A costly decision in words: the move made, the better one, its cost, why it is better."""
        points = round(100 * d["cost"])
        text = ngettext(
            "Move {n}: {played}. Better: {best} (about {points} point of chance)",
            "Move {n}: {played}. Better: {best} (about {points} points of chance)",
            points,
        ).format(n=d["move"] + 1, played=words[d["move"]], best=words[-1 - d["move"]], points=points)
        why = self.reasons.get(d["move"], "")
        return _("{line}. Why: {why}.").format(line=text, why=why.rstrip(".")) if why else text

    def labels(self) -> dict[int, str]:
        """Words for the moves named in the biggest drops, from the seat's view: the move made as it
        really went (``review_words.played_words``), the alternative without its outcome; why the
        alternative is better goes to ``reasons``, by move."""
        assert self.result is not None
        wanted = {d["move"]: d for d in self.drops()}
        rules = self.session.spec.rules
        replay = type(self.session.store)(rules, self.session.options, self.session.seed)
        out: dict[int, str] = {}
        self.reasons = {}
        for i, (actor, action) in enumerate(self.session.store.actions):
            if i in wanted:
                view = rules.view(replay.state, self.seat)
                spec, names = self.session.spec, self.seat_label
                out[-1 - i] = alternative_words(spec, view, self.seat, wanted[i]["best"], i, names)
                self.reasons[i] = reason_words(spec, view, self.seat, wanted[i]["best"], action)
                events = replay.apply(actor, action)  # what the move really did, as the player saw it
                out[i] = played_words(spec, view, self.seat, action, events, names)
                continue
            replay.apply(actor, action)
        return out

    def paint(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        self.draw_title(surface, _("Review of the game"), 72, 48)
        if self.error:
            why = _("The review could not be made: {why}").format(why=self.error)
            self.draw_text(surface, why, CHART, "text", 24, style.TEXT_LIGHT)
            return
        style.draw_panel(surface, CHART)
        style.draw_panel(surface, DROPS)
        self.draw_text(
            surface, _("Your chances after each decision"), self.chart_heading(), "title", 24, style.CRIMSON_DARK
        )
        head = (DROPS.x + 30, DROPS.y + 18, DROPS.w - 60, 40)
        self.draw_text(surface, _("The decisions that cost most"), head, "title", 24, style.CRIMSON_DARK)
        if self.first:
            foot = (DROPS.x + 30, DROPS.bottom - 76, DROPS.w - 60, 62)
            self.draw_text(surface, self.taken_at_text(), foot, "text", 18, style.INK_SOFT)
        if self.result is None:
            self.paint_partial(surface)
            return
        decisions = self.chart_decisions()
        drops = self.drops()
        index = {d["move"]: i for i, d in enumerate(decisions)}
        marks = [
            CostlyMark(rank, index[d["move"]], d["chance"], d["best_chance"])
            for rank, d in enumerate(drops, start=1)
            if d["move"] in index
        ]
        self.marks = self.paint_chart(surface, decisions, marks, self.swings())
        note = self.chance_note()
        if not drops:
            self.draw_text(surface, no_costly_words(self.result["decisions"]), DROPS.inflate(-60, -300))
            box = (DROPS.x + 30, DROPS.y + 66, DROPS.w - 60, 150 - 66 + 60)
            self.draw_text(surface, note, box, "italic", 18, style.INK_SOFT, max_lines=5, valign="top")
            return
        words = self.words = self.labels()
        y = DROPS.y + 80
        limit = DROPS.bottom - (84 if self.first else 16)  # clear of the note under the list
        for rank, d in enumerate(drops, start=1):
            badge = pygame.Rect(DROPS.x + 28, y + 6, 28, 28)
            pygame.draw.circle(surface, style.CRIMSON, badge.center, 14)
            self.draw_text(surface, str(rank), badge, "bold", 18, style.TEXT_LIGHT, min_size=12)
            text = self.drop_line(d, words)
            room = limit - y - (len(drops) - rank) * ROW_LEAST - SEE_H - 18  # the rows after keep their least
            box = (DROPS.x + 68, y, DROPS.w - 98, max(60, min(170, room)))
            fit = self.draw_text(surface, text, box, "text", 22, style.INK, max_lines=6, align="left", valign="top")
            y += fit.height + 4
            self.see_button(d, pygame.Rect(DROPS.right - 30 - SEE_W, y, SEE_W, SEE_H))
            y += SEE_H + 14

    def chance_note(self) -> str:
        """How each chance on the chart is found, and the game's own word on reading it (its
        ``extra["review_note"]``, e.g. that later rounds are worth more)."""
        assert self.result is not None
        n = int(self.result.get("samples", 0))
        line = ngettext(
            "Each chance: the share of {n} deal of the cards you could not see that you win when every player "
            "plays on from there as a steady bot.",
            "Each chance: the share of {n} deals of the cards you could not see that you win when every player "
            "plays on from there as a steady bot.",
            n,
        ).format(n=n)
        own = self.session.spec.extra.get("review_note")
        return f"{line} {own()}" if own is not None else line

    def see_button(self, d: dict[str, Any], rect: pygame.Rect) -> None:
        """The button opening the position of the listed decision ``d`` (made once, where its row is)."""
        if d["move"] in self.see_buttons:
            return
        self.see_buttons[d["move"]] = self.gui.button(
            rect,
            _("See the table"),
            lambda: self.see_position(d),
            kind="secondary",
            size=17,
            min_size=13,
            tooltip=_("The table as you saw it at this decision: your move and the better one outlined."),
        )

    def see_position(self, d: dict[str, Any]) -> None:
        """Open the table as the player saw it at the listed decision ``d``."""
        from game.ui.scenes.review_position import PositionScene

        scene = PositionScene(self.app, self.session, self.seat, d["move"], lambda: self.position_words(d["move"]))
        scene.points = round(100 * d["cost"])
        scene.show_better(d["best"])
        self.app.push(scene)

    def position_words(self, move: int) -> tuple[str, str, str]:
        """The listed decision at ``move`` in words, in the language of the moment: the move made, the
        better one, why it is better."""
        words = self.labels()
        return words[move], words[-1 - move], self.reasons.get(move, "")


FELL = 0.10  # the fall of the chance, from its best to the end, that the words without a costly decision explain


def no_costly_words(decisions: list[dict[str, Any]]) -> str:
    """What the panel of costly decisions says when it lists none: when the chart fell (from its best
    to its end by ``FELL`` or more), that the fall came from luck and the rivals, not a choice."""
    chances = [d["chance"] for d in decisions if "chance" in d]
    if chances and max(chances) - chances[-1] >= FELL:
        return _(
            "Your chance fell from {high}% to {low}%, but no decision of yours clearly caused it: luck and your "
            "rivals' moves did. Nothing shows that the strongest bot would have done better."
        ).format(high=round(100 * max(chances)), low=round(100 * chances[-1]))
    return _(
        "No decision of yours clearly cost a point of chance: nothing shows that the strongest bot would have done better."
    )
