"""A rival's news as the Joust table draws it: each line wrapped between whole names (a knight's, a
player's, a court card's), counts ("2 damage") and "(+N fans…)" notes, inside one only when the line
would be cut otherwise; the newest line under the knights in two rows, or three when two cannot hold
it whole; a column of lines beside the knights."""

from __future__ import annotations

import re
from collections.abc import Iterable

import pygame

from game.games.joust.articles import NAME_ARTICLES
from game.i18n import ngettext
from game.ui import text_fit
from game.ui.widgets import style

NEWS = (235, 214, 150)  # a rival's news
FANS_NOTE = re.compile(r"(?: \(\+\d+[^()]*\))+$")  # a news line's "(+N fans)" notes at its end
NOTE = re.compile(r"\(\+\d+[^()]*\)")  # one "(+N fans…)" note
COUNT = re.compile(r"(?<![\w+])(?<!\w )(\d+) (?=\w)")  # a number and the word it counts: "2 damage" (not "Bot 2")
NBSP = "\u00a0"
NARROW_ROWS, NARROW_MAX_ROWS = 2, 3  # the rows of the newest line under the knights: as a rule, at most
NARROW_SIZE, NARROW_MIN = 15, 13


def keep_whole(line: str, names: Iterable[str]) -> str:
    """``line`` with the spaces inside every name of ``names`` (also after an article joined to its
    preposition: "al Cavaliere Nero"), after a count ("2 damage") and inside its fan notes made
    non-breaking: wrapping goes round them."""
    line = COUNT.sub(lambda m: m.group(1) + NBSP, line)
    found: set[str] = set()
    for name in names:
        found.add(name)
        if name.startswith(NAME_ARTICLES):
            found.add(name.split(" ", 1)[1])
    for name in sorted((n for n in found if " " in n), key=len, reverse=True):
        if name in line:
            line = line.replace(name, name.replace(" ", NBSP))
    return NOTE.sub(lambda m: m.group(0).replace(" ", NBSP), line)


def spaced(text: str) -> str:
    """``text`` with its non-breaking spaces plain again (what a reader, or a test, compares)."""
    return text.replace(NBSP, " ")


def narrow_fit(line: str, width: int) -> tuple[str, int]:
    """(the text, its rows) of a rival's newest line (``keep_whole``'s) under its knights, ``width``
    wide: whole in two rows when it fits, else in three, else in three with its names free to break,
    else without its fan notes (the score shows the fans), cut only when even that is too long (the
    tooltip holds it whole)."""
    lh = text_fit.line_height("text", NARROW_MIN)
    tries = [(line, NARROW_ROWS), (line, NARROW_MAX_ROWS), (spaced(line), NARROW_MAX_ROWS)]
    for text, rows in tries:
        got = text_fit.fit(text, "text", NARROW_SIZE, width, rows * lh, min_size=NARROW_MIN, max_lines=rows)
        if not got.ellipsized:
            return text, rows
    return FANS_NOTE.sub("", line), NARROW_MAX_ROWS


def draw_narrow(surface: pygame.Surface, line: str, box: pygame.Rect) -> None:
    """A rival's newest news line (``narrow_fit``'s text) in ``box``, as many rows as it is high."""
    rows = max(1, box.h // text_fit.line_height("text", NARROW_MIN))
    text_fit.draw(
        surface,
        line,
        box,
        "text",
        NARROW_SIZE,
        NEWS,
        align="left",
        min_size=NARROW_MIN,
        max_lines=rows,
        ellipsis_ok=True,
    )


def column_fit(line: str, width: int, height: int, rows: int = 3) -> text_fit.Fit:
    """A column's line (``keep_whole``'s) in three rows, else (when ``rows`` allows more) in up to
    ``rows``: its names whole when they fit so, else free to break; cut only when nothing fits (the
    tooltip holds it whole)."""
    for most in dict.fromkeys((min(3, rows), rows)):
        for text in (line, spaced(line)):
            got = text_fit.fit(text, "text", 15, width, height, min_size=13, max_lines=most, ellipsis_ok=True)
            if not got.ellipsized:
                return got
    return text_fit.fit(line, "text", 15, width, height, min_size=13, max_lines=rows, ellipsis_ok=True)


def draw_column(surface: pygame.Surface, said: list[str], box: pygame.Rect) -> None:
    """A rival's news in ``box``, each line wrapped whole (three rows at most; the newest, at the foot,
    as many as the column holds, so a long line in a narrow column is not cut); when they do not all
    fit, a note over them (one or two rows) says how many earlier lines the tooltip holds."""
    lh = text_fit.line_height("text", 15)
    most = max(3, box.h // lh)
    fits = [column_fit(line, box.w, 3 * lh) for line in said[:-1]]
    fits += [column_fit(line, box.w, most * lh, most) for line in said[-1:]]
    hidden = 0
    note: text_fit.Fit | None = None
    shown: list[text_fit.Fit] = []
    for _pass in range(3):  # the note may take a second row in a narrow column, hiding one more line
        note_h = note.height + 2 if note is not None else 0
        shown, used = [], 0
        for f in reversed(fits):
            room = box.h - (note_h if len(shown) < len(fits) - 1 else 0)
            if used + f.height + 2 > room and shown:
                break
            shown.insert(0, f)
            used += f.height + 2
        hidden = len(fits) - len(shown)
        if not hidden:
            break
        more = ngettext("{n} earlier line: point here to read it", "{n} earlier lines: point here to read them", hidden)
        nh = text_fit.line_height("italic", 14)
        again = text_fit.fit(more.format(n=hidden), "italic", 14, box.w, 2 * nh, min_size=12, max_lines=2)
        if note is not None and again.height == note.height:
            note = again
            break
        note = again
    y = box.y
    if hidden and note is not None:
        surface.blit(text_fit.render(note, style.TEXT_DIM, "left"), (box.x, y))
        y += note.height + 2
    for f in shown:
        surface.blit(text_fit.render(f, NEWS, "left"), (box.x, y))
        y += f.height + 2
