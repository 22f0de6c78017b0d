"""The end of a game: ranking, the score breakdown, and a chart of every player's score over the game."""

from __future__ import annotations

import random
from typing import Any

import pygame

from game.core.session import Session
from game.i18n import _, ngettext
from game.review import took_part
from game.ui import text_fit
from game.ui.names import seat_label
from game.ui.scene import LOGICAL_SIZE
from game.ui.scenes import persist
from game.ui.scenes.base import ShellScene
from game.ui.scenes.review_chart import move_axis_label
from game.ui.scenes.setup import LEVEL_LABELS
from game.ui.widgets import style
from game.ui.widgets.chart import draw_line_chart

LEFT = pygame.Rect(70, 150, 700, 600)
RIGHT = pygame.Rect(800, 150, 730, 600)


def place_label(place: int) -> str:
    return {1: _("1st"), 2: _("2nd"), 3: _("3rd")}.get(place, _("{n}th").format(n=place))


def label(key: str) -> str:
    """A breakdown row's title: its translation, or the key made readable when it is not a msgid."""
    text = _(key)
    if text == key and key[:1].islower():
        text = key.replace("_", " ").capitalize()
    return text


def fmt(value: Any) -> str:
    """A breakdown value as text: numbers plainly, strings translated, lists joined ('—' if empty)."""
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, str):
        return label(value)
    if isinstance(value, (list, tuple, set, frozenset)):
        return ", ".join(fmt(v) for v in value) if value else "—"
    if value is None:
        return "—"
    return str(value)


STORY_HEAD, STORY_LINE = 34, 26  # the story's heading and each of its lines
MIN_CHART_H = 230  # the chart keeps at least this height when the story moves under it (room for 18 lines)


def story_size(texts: list[str], width: int, largest: int = 18, smallest: int = 14) -> int:
    """The one size the story's lines share: the largest from ``largest`` down to ``smallest`` at which
    every line fits ``width`` on one line (a line too long even then is cut, with its tooltip)."""
    for size in range(largest, smallest, -1):
        if all(text_fit.text_width(t, "text", size) <= width for t in texts):
            return size
    return smallest


def story_rows(text: str, width: int) -> int:
    """The rows a story line takes in one full-width column: 1, or 2 when it does not fit ``width``
    even at the smallest size (it wraps rather than being cut)."""
    return 2 if text_fit.text_width(text, "text", 14) > width else 1


def section_at(lines: list[tuple[int | None, str]]) -> int | None:
    """Where the story's second section begins (its first heading: a line of no player's after the
    first line, such as the Contests scored at the game's end or a tie-break), when starting the
    second column there leaves the columns near even; else None."""
    n = len(lines)
    h = next((i for i, (seat, _t) in enumerate(lines) if seat is None and i > 0), None)
    if h is None or max(h, n - h) > (n + 1) // 2 + 2:
        return None
    return h


def story_split(lines: list[tuple[int | None, str]], per_col: int, room: int) -> int:
    """How many story lines the first of two columns takes: up to the second section's heading when it
    fits (``section_at``: the sections side by side, each under its own heading), else ``per_col``,
    one fewer when its last would be a heading (a line of no player's before a player's): a heading
    goes with its first item."""
    section = section_at(lines)
    if section is not None and max(section, len(lines) - section) <= room:
        return section
    split = min(per_col, len(lines))
    heading = 1 < split < len(lines) and lines[split - 1][0] is None and lines[split][0] is not None
    if heading and len(lines) - split + 1 <= room:
        split -= 1
    return split


def story_column_rows(lines: list[tuple[int | None, str]]) -> int:
    """The rows the taller of the story's two columns takes (see ``story_split``)."""
    section = section_at(lines)
    if section is not None:
        return max(section, len(lines) - section)
    half = (len(lines) + 1) // 2
    return half + int(story_split(lines, half, half + 1) < half)


def story_height(lines: list[tuple[int | None, str]]) -> int:
    """The room the story's ``lines`` take in two columns, with the heading and a gap above."""
    return 8 + STORY_HEAD + story_column_rows(lines) * STORY_LINE


LINE_H = 28  # a breakdown row; a row whose values need it takes two lines


def row_height(values: list[str], width: int) -> int:
    """One line for the row, or two when a value (a list of titles) does not fit one line at 14 px."""
    wide = any(text_fit.text_width(v, "bold", 14) > width for v in values)
    return 2 * LINE_H - 4 if wide else LINE_H


class ResultsScene(ShellScene):
    name = "results"

    def __init__(self, app, session: Session) -> None:
        self.session = session
        self.outcome = session.rules.outcome(session.store.state)
        self.automa = self._automa()
        self.cell_tips: list[tuple[pygame.Rect, str]] = []
        super().__init__(app)

    def build(self) -> None:
        w = LOGICAL_SIZE[0]
        y = LOGICAL_SIZE[1] - 112
        self.menu_button = self.gui.button(
            (w // 2 - 480, y, 300, 62), _("Main menu"), self.app.go_to_menu, kind="secondary"
        )
        reviewable = len(self.session.human_seats()) == 1 and self.outcome is not None
        decided = reviewable and took_part(self.session, self.session.human_seats()[0])
        self.review_button = self.gui.button(
            (w // 2 - 150, y, 300, 62),
            _("Review my game"),
            self.review,
            kind="secondary",
            icon="open-book",
            tooltip=_(
                "The strongest bot replays your decisions: your chances over the game and the moves that cost most."
            )
            if decided or not reviewable
            else _("The game ended before you had a decision to make: there is nothing to review."),
            enabled=decided,
        )
        self.again_button = self.gui.button(
            (w // 2 + 180, y, 300, 62), _("Play again"), self.again, icon="trumpet-flag"
        )
        self.gui.tip_keep_clear = lambda: [RIGHT]  # a button's tooltip leaves the chart and its axis in view

    def _automa(self) -> Any:
        """The rival holding no seat that the game ranks and charts with the players (Glory's Otto), or None."""
        from game.ui.presentation import presentation_of

        tell = presentation_of(self.session.spec).automa
        return tell(self.session) if tell is not None and self.outcome is not None else None

    def review(self) -> None:
        from game.ui.scenes.review import ReviewScene

        self.app.push(ReviewScene(self.app, self.session, self.session.human_seats()[0]))

    def back(self) -> None:
        self.app.go_to_menu()

    def again(self) -> None:
        seed = self.app.seed if self.app.seed is not None else random.SystemRandom().randrange(2**31)
        session = Session(self.session.spec, self.session.options, seed)
        persist.start_new(self.app, session)

    def headline(self) -> str:
        if self.outcome is None:
            return _("Game over")
        winners = self.outcome.winners
        humans = self.session.human_seats()
        you = humans[0] if len(humans) == 1 else None  # one human at the screen: they read "you"
        if you is not None and tuple(winners) == (you,):
            return _("You win!")
        if len(winners) == 1:
            return _("{name} wins!").format(name=seat_label(self.session, winners[0]))
        if not winners:  # a solo game lost: to the automa, or short of its goal
            return _("{name} wins!").format(name=self.automa.name) if self.automa is not None else _("Game over")
        others = ", ".join(seat_label(self.session, s) for s in winners if s != you)
        if you in winners:
            return _("You share the victory with {names}").format(names=others)
        return _("Shared victory: {names}").format(names=others)

    def subtitle(self) -> str:
        """The game's name, and the hints each person asked for (if any)."""
        parts = [_(self.session.spec.name)]
        for seat in self.session.human_seats():
            n = self.session.hints.get(seat, 0)
            if n and len(self.session.human_seats()) == 1:
                parts.append(ngettext("you asked for {n} hint", "you asked for {n} hints", n).format(n=n))
            elif n:
                parts.append(
                    ngettext("{name} asked for {n} hint", "{name} asked for {n} hints", n).format(
                        name=seat_label(self.session, seat), n=n
                    )
                )
        return " · ".join(parts)

    def breakdown_rows(self) -> list[tuple[str, list[str]]]:
        """[(row label, one value per seat)] from the outcome's breakdown dicts."""
        from game.ui.presentation import presentation_of

        dicts = list(self.outcome.breakdown) if self.outcome is not None and self.outcome.breakdown else []
        tell = presentation_of(self.session.spec).breakdown if self.outcome is not None and not dicts else None
        if tell is not None:
            dicts = list(tell(self.session))  # the game reads it from the action log
        if not dicts:
            return []
        keys: list[str] = []
        for d in dicts:
            for k in d:
                if k not in keys:
                    keys.append(k)
        return [(label(k), [fmt(d.get(k, "")) for d in dicts]) for k in keys]

    def draw_live(self, surface: pygame.Surface) -> None:
        for rect, text in self.cell_tips:
            self.app.tooltip(rect, text)

    def paint(self, surface: pygame.Surface) -> None:
        self.cell_tips: list[tuple[pygame.Rect, str]] = []  # breakdown cells on two lines or cut
        self.draw_background(surface)
        self.draw_title(surface, self.headline(), 72, 52)
        self.draw_text(surface, self.subtitle(), (100, 106, 1400, 34), "text", 25, style.TEXT_DIM)
        style.draw_panel(surface, LEFT)
        style.draw_panel(surface, RIGHT)
        story_y = self.draw_standings(surface)
        lines = self.story_lines()
        chart_h = RIGHT.height - 90
        if lines and story_y is not None and self.draw_story(surface, self.left_story_area(story_y), lines, whole=True):
            lines = []  # told in full under the breakdown
        if lines:  # not room enough on the left: the story takes the right panel's foot, under a shorter chart
            need = min(self.right_story_height(lines), chart_h - MIN_CHART_H)
            chart_h -= need
            area = pygame.Rect(RIGHT.x + 30, RIGHT.y + 70 + chart_h + 8, RIGHT.w - 60, need - 8)
            self.draw_story(surface, area, lines)
        heading = (RIGHT.x + 30, RIGHT.y + 18, RIGHT.w - 60, 40)
        self.draw_text(surface, _("Score over the game"), heading, "title", 26, style.CRIMSON_DARK, align="left")
        history = self.session.store.score_history
        n = len(self.session.seats)
        series = [
            (seat_label(self.session, s), style.player_colour(s), [float(row[s]) for row in history if len(row) > s])
            for s in range(n)
        ]
        if self.automa is not None and self.automa.shown is None:
            series.append((self.automa.name, self.automa.colour, list(self.automa.history)))
        draw_line_chart(
            surface, pygame.Rect(RIGHT.x + 20, RIGHT.y + 70, RIGHT.width - 40, chart_h), series, move_axis_label()
        )

    def draw_standings(self, surface: pygame.Surface) -> int | None:
        """The ranking and the breakdown; returns where the story may begin below them (None: no
        breakdown, no room)."""
        heading = (LEFT.x + 30, LEFT.y + 18, LEFT.w - 60, 40)
        self.draw_text(surface, _("Final standings"), heading, "title", 26, style.CRIMSON_DARK, align="left")
        out = self.outcome
        scores = list(out.scores) if out else list(self.session.rules.scores(self.session.store.state))
        ranking = out.ranking if out else tuple((s,) for s in range(len(scores)))
        y = LEFT.y + 72
        for place, seat in self.standing_entries(ranking):
            r = pygame.Rect(LEFT.x + 24, y, LEFT.width - 48, 50)
            if seat is None:  # the automa
                a = self.automa
                score = self.score_text(a.score) if a.shown is None else a.shown
                self.draw_standing(surface, r, place, a.badge(36), a.name, a.tag, score)
            else:
                tag = ""
                if self.session.is_bot(seat):
                    level = self.session.seats[seat].level
                    label = LEVEL_LABELS[level]() if level in LEVEL_LABELS else level
                    tag = _("bot, {level}").format(level=label.lower())
                score = scores[seat] if seat < len(scores) else 0
                name = seat_label(self.session, seat)
                self.draw_standing(surface, r, place, style.badge(seat, 36), name, tag, self.score_text(float(score)))
            y += 58
        rows = self.breakdown_rows()
        if not rows:
            return None
        y += 14
        n = len(self.session.seats)
        col_w = min(150, (LEFT.width - 270) // max(1, n))
        x0 = LEFT.right - 30 - n * col_w
        self.draw_text(
            surface,
            _("Breakdown"),
            (LEFT.x + 30, y, x0 - LEFT.x - 40, 28),
            "bold",
            21,
            style.CRIMSON_DARK,
            align="left",
        )
        for s in range(n):
            sh = style.badge(s, 26)
            surface.blit(sh, sh.get_rect(center=(x0 + s * col_w + col_w // 2, y + 12)))
        y += 34
        for label, values in rows:
            lh = row_height(values, col_w - 6)
            if y + lh > LEFT.bottom - 10:
                break
            pygame.draw.line(surface, style.PARCHMENT_DARK, (LEFT.x + 30, y + lh - 2), (LEFT.right - 30, y + lh - 2))
            self.draw_text(surface, label, (LEFT.x + 30, y, x0 - LEFT.x - 36, lh), "text", 20, style.INK, align="left")
            for s, v in enumerate(values):
                cell = pygame.Rect(x0 + s * col_w + 3, y, col_w - 6, lh)
                fit = self.draw_text(surface, v, cell, "bold", 20, style.INK, min_size=14, ellipsis_ok=True)
                if fit.ellipsized or len(fit.lines) > 1:
                    self.cell_tips.append((cell, f"{label}: {v}"))  # the whole list, however long
            y += lh
        return y + 10

    def standing_entries(self, ranking: Any) -> list[tuple[int, int | None]]:
        """(place, seat) for each line of the standings, best first; the automa's seat is None, at its
        place (the players from there on one place further down)."""
        entries: list[tuple[int, int | None]] = []
        place, automa = 1, self.automa
        for group in ranking:
            if automa is not None and automa.place <= place:
                entries.append((place, None))
                place, automa = place + 1, None
            entries += [(place, seat) for seat in group]
            place += len(group)
        if automa is not None:
            entries.append((place, None))
        return entries

    def draw_standing(
        self, surface: pygame.Surface, r: pygame.Rect, place: int, badge: Any, name: str, tag: str, score: str
    ) -> None:
        """One line of the standings: its place, badge, name, what it is (a bot's level), its score."""
        pygame.draw.rect(surface, (250, 240, 210) if place == 1 else (236, 224, 196), r, border_radius=8)
        if place == 1:
            pygame.draw.rect(surface, style.GOLD, r, 2, border_radius=8)
        self.draw_text(surface, place_label(place), (r.x + 12, r.y, 64, r.h), "title", 24, style.CRIMSON_DARK)
        surface.blit(badge, badge.get_rect(center=(r.x + 96, r.centery)))
        box = pygame.Rect(r.x + 124, r.y, 300, r.h)
        fit = self.draw_text(surface, name, box, "bold", 23, style.INK, align="left", ellipsis_ok=True)
        if tag:
            at = pygame.Rect(box.x + fit.width + 12, r.y + 1, r.right - 110 - box.x - fit.width, r.h)
            self.draw_text(surface, tag, at, "text", 19, style.INK_SOFT, align="left")
        style.blit_text(surface, score, (r.right - 20, r.centery), "title", 26, style.INK, "midright")

    def score_text(self, score: float) -> str:
        """A final score as the standings show it: with the game's unit when it names one ("2 trophies")."""
        from game.ui.presentation import presentation_of

        unit = presentation_of(self.session.spec).score_text
        return unit(self.session, score) if unit is not None else fmt(score)

    def story_lines(self) -> list[tuple[int | None, str]]:
        """The game's story (who won what, in order), if the game tells one."""
        from game.ui.presentation import presentation_of

        tell = presentation_of(self.session.spec).story
        return list(tell(self.session)) if tell is not None else []

    @staticmethod
    def right_story_height(lines: list[tuple[int | None, str]]) -> int:
        """The room the story takes under the chart: two columns, or one full-width column (in order,
        top to bottom) when a line would not fit half the width at the full size and one column leaves
        the chart its least height."""
        half = (RIGHT.w - 60) // 2 - 34
        one = 8 + STORY_HEAD + sum(story_rows(text, RIGHT.w - 94) for _seat, text in lines) * STORY_LINE
        cut = any(text_fit.text_width(text, "text", 18) > half for _seat, text in lines)
        return one if cut and one <= RIGHT.height - 90 - MIN_CHART_H else story_height(lines)

    @staticmethod
    def left_story_area(y: int) -> pygame.Rect:
        return pygame.Rect(LEFT.x + 30, y, LEFT.width - 60, LEFT.bottom - 12 - y)

    def draw_story(
        self, surface: pygame.Surface, area: pygame.Rect, lines: list[tuple[int | None, str]], whole: bool = False
    ) -> bool:
        """The story in ``area`` under its heading, in one column or, when they do not fit in one, two; with ``whole``, only if every
        line fits, whole (not cut in a half-width column), in it (returns whether it was drawn)."""
        rows = story_column_rows(lines)
        per_col = max(1, (area.h - STORY_HEAD) // STORY_LINE)
        if (whole and rows > per_col) or area.h < STORY_HEAD + STORY_LINE:
            return False
        if whole and len(lines) > per_col:  # two half-width columns: only if no line would be cut in them
            half = area.w // 2 - 34
            if any(text_fit.text_width(text, "text", 14) > half for _seat, text in lines):
                return False  # the story goes under the chart, in one full-width column when it can
        self.draw_text(
            surface, _("How it was won"), (area.x, area.y, area.w, 28), "bold", 21, style.CRIMSON_DARK, align="left"
        )
        y = area.y + STORY_HEAD
        room = per_col
        one_column = len(lines) <= per_col  # one full-width column when every line fits in it
        heights = [story_rows(text, area.w - 34) if one_column else 1 for _seat, text in lines]
        if sum(heights) > per_col:  # no room for a long line's second row: each is cut, with its tooltip
            heights = [1] * len(lines)
        per_col = len(lines) if one_column else min(per_col, rows)
        col_w = area.w if one_column else area.w // 2
        split = len(lines) if one_column else story_split(lines, per_col, room)  # one column: no second
        shown = lines[: split + room] if not one_column else lines
        size = story_size([text for _seat, text in shown], col_w - 34)  # one size for every line
        for i, (seat, text) in enumerate(shown):
            column, row = (0, sum(heights[:i])) if i < split else (1, i - split)
            x, ly = area.x + column * col_w, y + row * STORY_LINE
            if seat is not None:
                b = style.badge(seat, 20)
                surface.blit(b, b.get_rect(midleft=(x, ly + STORY_LINE // 2)))
            box = (x + 26, ly, col_w - 34, heights[i] * STORY_LINE)
            heading = seat is None  # a section's own label: set apart from the lines under it
            if heading:
                box = (x, ly, col_w - 8, heights[i] * STORY_LINE)
            fit = self.draw_text(
                surface,
                text,
                box,
                "bold" if heading else "text",
                size,
                style.CRIMSON_DARK if heading else style.INK,
                align="left",
                min_size=min(size, 14),
                max_lines=heights[i],
                ellipsis_ok=True,
            )
            if fit.ellipsized:
                self.cell_tips.append((pygame.Rect(box), text))  # the whole line when pointed at
        return True
