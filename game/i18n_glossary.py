"""The Italian glossary (``locale/it/GLOSSARY.md``) and the check that the catalog follows it.

The glossary is Markdown: one ``## Section`` per area, each with a table whose first three columns
are *English*, *Italian* and *Note*. A cell lists a term's forms separated by `` / `` (``knight /
knights``, ``cavaliere / cavalieri``). A section's heading names its scope in brackets: ``[all]`` for
every message, or game ids (``[glory]``, ``[tournament, joust]``): a row applies to the messages used
in those games' code (their ``#:`` locations).

The rule: when one of a row's English forms appears in a msgid in the row's scope (whole words, any
case; a form written with a capital letter only matches that case), the translation uses one of its
Italian forms (whole words, any case, either apostrophe). Longer terms are matched first and their
words are not matched again ("Knight Combo" before "Knight"); at equal length a capitalised form
(a title, "Tournament") goes before a common noun ("tournament"). ``{placeholders}`` are ignored.
A row whose English cell says ``(msgctxt X)`` applies only to messages of that context. The section
``## Exceptions`` lists messages exempt from one term (English message | term | reason).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from babel.messages.catalog import Catalog

SCOPE = re.compile(r"\[([^\]]+)\]\s*$")
PLACEHOLDER = re.compile(r"\{[^{}]*\}")


@dataclass(frozen=True)
class Term:
    english: tuple[str, ...]
    italian: tuple[str, ...]
    scope: frozenset[str]  # {"all"} or game ids ("shell": the app's own screens)
    note: str = ""
    section: str = ""
    context: str | None = None  # only messages with this msgctxt

    def label(self) -> str:
        return f"{self.english[0]} → {self.italian[0]}"


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def _forms(cell: str) -> tuple[str, ...]:
    cell = re.sub(r"\*\*|`|\*", "", cell)
    cell = re.sub(r"\s*\([^)]*\)", "", cell)  # "(the card)" annotations
    return tuple(f.strip() for f in cell.split(" / ") if f.strip())


def parse(path: Path) -> tuple[list[Term], dict[tuple[str, str], str]]:
    """Every row of the glossary's tables, and the exceptions: (English message, term) → reason."""
    terms: list[Term] = []
    exceptions: dict[tuple[str, str], str] = {}
    scope: frozenset[str] = frozenset({"all"})
    section = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            section = line[3:].strip()
            match = SCOPE.search(section)
            scope = frozenset(s.strip() for s in match.group(1).split(",")) if match else frozenset({"all"})
            continue
        if not line.startswith("|") or set(line) <= set("|-: "):
            continue
        cells = _cells(line)
        if len(cells) < 2 or cells[0] in ("English", "English message", ""):
            continue
        if section.startswith("Exceptions"):
            exceptions[(cells[0].strip("`"), cells[1].strip("`"))] = cells[2] if len(cells) > 2 else ""
            continue
        context = re.search(r"\(msgctxt ([^)]+)\)", cells[0])
        english, italian = _forms(cells[0]), _forms(cells[1])
        if english and italian:
            note = cells[2] if len(cells) > 2 else ""
            terms.append(Term(english, italian, scope, note, section, context.group(1) if context else None))
    return terms, exceptions


def _games(locations) -> set[str]:
    out = set()
    for filename, _line in locations:
        match = re.match(r"game/games/(\w+)/", filename)
        out.add(match.group(1) if match else "shell")
    return out


def _pattern(form: str) -> re.Pattern[str]:
    flags = 0 if any(c.isupper() for c in form) else re.IGNORECASE
    return re.compile(r"(?<![\w’'])" + re.escape(form) + r"(?![\w’])", flags)


def _normal(text: str) -> str:
    return text.replace("’", "'").lower()


def _uses(translation: str, forms: tuple[str, ...]) -> bool:
    text = _normal(translation)
    return any(re.search(r"(?<!\w)" + re.escape(_normal(f)) + r"(?!\w)", text) for f in forms)


def violations(catalog: Catalog, terms: list[Term], exceptions: dict[tuple[str, str], str] | None = None) -> list[str]:
    """Messages whose source uses a glossary term and whose translation does not use its Italian."""
    exceptions = exceptions or {}
    ordered = sorted(
        ((form, term) for term in terms for form in term.english),
        key=lambda ft: (len(ft[0]), ft[0] != ft[0].lower()),
        reverse=True,
    )
    patterns = [(_pattern(form), term) for form, term in ordered]
    out = []
    for msg in catalog:
        if not msg.id or not msg.string:
            continue
        ids = msg.id if isinstance(msg.id, (list, tuple)) else (msg.id,)
        strs = msg.string if isinstance(msg.string, (list, tuple)) else (msg.string,)
        games = _games(msg.locations)
        source = PLACEHOLDER.sub(" ", ids[-1])
        for pattern, term in patterns:
            if "all" not in term.scope and not (term.scope & games):
                continue
            if term.context is not None and term.context != msg.context:
                continue
            if not pattern.search(source):
                continue
            source = pattern.sub(" ", source)  # a longer term's words are not matched again
            if (ids[0], term.english[0]) in exceptions:
                continue
            for s in strs:
                if s and not _uses(PLACEHOLDER.sub(" ", s), term.italian):
                    out.append(f"{ids[0]!r} → {s!r}: uses {term.english[0]!r}, so needs {' / '.join(term.italian)!r}")
                    break
    return out


NAMES_HEADING = "# Names"
NAMES_INTRO = (
    "Every name the games' content defines (cards, knights, missions, spaces, titles…) with its translation, "
    "written by `python -m game.i18n_tools glossary` from the catalog; a test fails when these tables and the "
    "catalog differ."
)
GAME_TITLES = {"tournament": "Tournament", "paladin": "Paladin", "joust": "Joust for Fun", "glory": "Glory"}


def content_names(catalog: Catalog) -> dict[str, list[tuple[str, str]]]:
    """game id → [(English name, Italian)] of the short capitalised msgids of its content.py."""
    out: dict[str, list[tuple[str, str]]] = {g: [] for g in GAME_TITLES}
    for msg in catalog:
        if not msg.id or isinstance(msg.id, (list, tuple)) or msg.context or not msg.string:
            continue
        if "{" in msg.id or msg.id.endswith((".", ":")) or len(msg.id.split()) > 5 or not msg.id[:1].isupper():
            continue
        for game in GAME_TITLES:
            if any(filename == f"game/games/{game}/content.py" for filename, _line in msg.locations):
                out[game].append((msg.id, msg.string))
    return {g: sorted(set(rows), key=lambda r: r[0].lower()) for g, rows in out.items()}


def names_tables(catalog: Catalog) -> str:
    """The generated part of the glossary (everything from ``# Names`` on)."""
    lines = [NAMES_HEADING, "", NAMES_INTRO, ""]
    for game, rows in content_names(catalog).items():
        lines += [f"## Names in {GAME_TITLES[game]} [{game}]", "", "| English | Italian | Note |", "|---|---|---|"]
        lines += [f"| {en} | {it} | |" for en, it in rows]
        lines.append("")
    return "\n".join(lines)


def write_names(path: Path, catalog: Catalog) -> None:
    """Rewrite the glossary's generated names tables from ``catalog``, keeping the hand-written part."""
    text = path.read_text(encoding="utf-8")
    head = text.split("\n" + NAMES_HEADING + "\n", 1)[0].rstrip("\n")
    path.write_text(head + "\n\n" + names_tables(catalog), encoding="utf-8")
