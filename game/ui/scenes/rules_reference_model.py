"""The rules reference as data, and its search (pure: no pygame).

A game's reference is a list of chapters; a chapter has a title and items, each a paragraph (text) or
a row of pictures named by key (drawn by the game's presentation). Search folds case and accents, so
"perche" finds "perché" and "PAS D'ARMES" finds "Pas d’Armes".
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

SNIPPET = 60  # characters of context a hit shows
MIN_WORD = 2  # shorter words (a, e, è) would match nearly every paragraph


@dataclass(frozen=True)
class Picture:
    """A row of pictures of real components: ``keys`` are the presentation's picture keys."""

    keys: tuple[str, ...]
    caption: str = ""


Item = str | Picture


@dataclass(frozen=True)
class Chapter:
    title: str
    items: tuple[Item, ...]

    @property
    def paragraphs(self) -> list[str]:
        return [i for i in self.items if isinstance(i, str)]

    @property
    def pictures(self) -> list[Picture]:
        return [i for i in self.items if isinstance(i, Picture)]


@dataclass(frozen=True)
class Hit:
    """Paragraph ``item`` of chapter ``chapter`` holds every searched word."""

    chapter: int
    item: int
    snippet: str


def _fold_char(c: str) -> str:
    if c in "’‘`´":
        return "'"
    base = "".join(k for k in unicodedata.normalize("NFKD", c) if not unicodedata.combining(k))
    return base.casefold()


def fold(text: str) -> str:
    """``text`` without case or accents (for comparing)."""
    return "".join(_fold_char(c) for c in text)


def _folded_with_map(text: str) -> tuple[str, list[int]]:
    """The folded text and, per folded character, the index of the character it came from."""
    out: list[str] = []
    where: list[int] = []
    for i, c in enumerate(text):
        f = _fold_char(c)
        out.append(f)
        where.extend([i] * len(f))
    return "".join(out), where


def words(query: str) -> list[str]:
    """The folded words of a search (punctuation around them dropped; single letters ignored)."""
    got = []
    for w in fold(query).split():
        w = w.strip('.,;:!?()[]«»"')
        if len(w) >= MIN_WORD or w.isdigit():
            got.append(w)
    return got


def spans(text: str, query: str) -> list[tuple[int, int]]:
    """Where the searched words occur in ``text``: (start, end) character ranges, in order."""
    folded, where = _folded_with_map(text)
    found: list[tuple[int, int]] = []
    for w in words(query):
        at = folded.find(w)
        while at >= 0:
            found.append((where[at], where[at + len(w) - 1] + 1))
            at = folded.find(w, at + len(w))
    found.sort()
    merged: list[tuple[int, int]] = []
    for s, e in found:
        if merged and s <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(e, merged[-1][1]))
        else:
            merged.append((s, e))
    return merged


def _snippet(text: str, start: int) -> str:
    lo = max(0, start - SNIPPET // 3)
    if lo > 0:
        space = text.find(" ", lo)
        lo = space + 1 if 0 <= space < start else lo
    piece = text[lo : lo + SNIPPET]
    if lo + SNIPPET < len(text):
        cut = piece.rfind(" ")
        piece = (piece[:cut] if cut > SNIPPET // 2 else piece) + "…"
    return ("…" if lo > 0 else "") + piece


def search(chapters: Sequence[Chapter], query: str) -> list[Hit]:
    """Every paragraph holding all the words of ``query`` (a chapter's title counts for its paragraphs)."""
    wanted = words(query)
    if not wanted:
        return []
    hits: list[Hit] = []
    for c, chapter in enumerate(chapters):
        title = fold(chapter.title)
        for i, item in enumerate(chapter.items):
            if not isinstance(item, str):
                continue
            folded = fold(item)
            if all(w in folded or w in title for w in wanted):
                found = spans(item, query)
                hits.append(Hit(c, i, _snippet(item, found[0][0] if found else 0)))
    return hits


def picture_keys(chapters: Sequence[Chapter]) -> list[str]:
    """Every picture key the chapters name, once each, in order."""
    return list(dict.fromkeys(k for ch in chapters for p in ch.pictures for k in p.keys))
