"""Extraction sees every player-visible string: a scan of the sources' syntax trees.

Two rules. (1) A gettext call must be one Babel can extract: its message a plain literal, never an
f-string or a concatenation, and never written inside an f-string (Babel does not look inside them).
(2) A string literal that reads as words must be inside a gettext call, unless it is a docstring, a
developer's message (print, logging, argparse, an exception that is not shown to players), a value
compared against, or listed in ALLOWED below with the reason it is not shown to players.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GETTEXT = {"_", "N_", "ngettext", "pgettext", "npgettext"}
#: exceptions whose message a player reads (a refused move, bad setup options): they must be translated
PLAYER_ERRORS = {"IllegalAction", "InvalidOptions", "SaveError"}
DEVELOPER_CALLS = {
    "print",
    "debug",
    "info",
    "warning",
    "error",
    "exception",
    "critical",
    "warn",
    "add_argument",
    "add_parser",
    "ArgumentParser",
    "add_mutually_exclusive_group",
    "TypeVar",
    "where",  # text_fit.where(label): names the place in a text-fit report for developers
    "lazy",  # presentation.lazy("module:attr"): an import path, not text
}
#: modules whose strings only developers read (command-line tools, build steps)
DEVELOPER_MODULES = {
    "game/__main__.py": "the command line (argparse help, errors on the console)",
    "game/bootstrap.py": "the setup step on the console, before the app exists",
    "game/sim.py": "headless simulations for developers (JSON on the console)",
    "game/smoke.py": "the smoke run's console report and its fake players",
    "game/replay.py": "the replay command's console report",
    "game/i18n_tools.py": "catalog maintenance on the console",
    "game/i18n_checks.py": "catalog checks on the console",
    "game/i18n_glossary.py": "the glossary check and the glossary file's own headings",
    "game/ui/kit/press_log.py": "the developers' press log (TOURNEY_PRESS_LOG=1), written to a file",
}
#: (module, literal) → why players never read it, or read it as it is in every language
ALLOWED = {
    (
        "game/ui/art/fonts.py",
        "’(?=[àèéìòùÀÈÉÌÒÙ])",
    ): "a pattern: an apostrophe before an accented vowel gets a hair space",
    ("game/ui/kit/table.py", "closed after "): "a line of the developers' press log (TOURNEY_PRESS_LOG=1)",
    ("game/ui/text_fit.py", "aeiouàèéìòóùAEIOUÀÈÉÌÒÓÙyY"): "the vowels that end a syllable when a name is abbreviated",
    ("game/ui/scenes/menu.py", "EN"): "language codes on the language buttons, the same in every language",
    ("game/ui/scenes/menu.py", "IT"): "language codes on the language buttons, the same in every language",
    ("game/ui/scenes/menu.py", "Tourney "): "the product name before the version number",
    ("game/app.py", "Tourney "): "the window title: the product name before the version",
    ("game/app.py", " on Python "): "the version line written to the log file for bug reports",
    ("game/app.py", ", pygame-ce "): "the version line written to the log file for bug reports",
    ("game/ui/scenes/settings.py", "English"): "each language is named in itself on the language selector",
    ("game/ui/scenes/settings.py", "Italiano"): "each language is named in itself on the language selector",
    ("game/gallery.py", "Władysław · Sędziwój · Žižka · perché è così"): "font specimen: glyph coverage",
    ("game/gallery.py", "CINZEL: ŁĘŻŹŚĆŃ ČŘŠŽ ÀÈÉÌÒÙ"): "font specimen: glyph coverage",
    ("game/gallery.py", "Cavalieri e dame, giostre e tornei."): "font specimen: Italian accents in italics",
    ("game/gallery.py", "Jacques de Lalaing"): "historical knights' names for sample shields (proper names)",
    ("game/gallery.py", "Zawisza Czarny"): "historical knights' names for sample shields (proper names)",
    ("game/gallery.py", "Władysław II Jagiełło"): "historical knights' names for sample shields (proper names)",
    ("game/gallery.py", "Jan Žižka"): "historical knights' names for sample shields (proper names)",
    ("game/ui/art/cards.py", "RGBA"): "Pillow image mode",
    ("game/core/rules.py", "Heuristic value of a (possibly determinized) state for a seat, in [0, "): "docstring",
    ("game/games/paladin/engine.py", "HIDDEN"): "a marker value in a redacted view, never drawn",
    ("game/games/joust/ui/smoke.py", "Ada"): "the name of the smoke run's human player (screenshots only)",
    ("game/version.py", "source of "): "the --version line and the log file (the About screen has its own message)",
    ("game/version.py", "unknown commit"): "the --version line and the log file",
    ("game/version.py", "Tourney "): "the --version line and the log file: the product name",
    ("game/cache_seed.py", "Resources"): "a folder name inside a macOS app bundle",
    **{
        ("game/ui/art/cards.py", text): "a card-layout problem reported to the text-fit test (developers)"
        for text in (" px too wide at ", "type line ", " too wide at ", "rules text cut at ", " lines of ")
        + (" px need ", " px room", "rules text crosses the card's frame at ", " px too low")
    },
}
ALLOWED_MODULES_PREFIX = {
    "game/ui/art/heraldry.py": "knights' names are keys of their coats of arms (the shown names are N_ in content)",
    "game/games/joust/articles.py": "Italian articles and prepositions to join in translated text, never shown alone",
}
CODE_LIKE = re.compile(
    r"[a-z0-9_\-.:/*#%@{}\[\]()<>=+,;!?'|\\^$ ]*"  # identifiers, icon names, keys, paths, patterns
    r"|[A-Z0-9_]+"  # constants, codes, environment variables, Pillow modes ('RGB', 'A1', 'IV')
    r"|[\w\-./*]+\.(py|ttf|otf|svg|png|jpg|json|mo|po|txt|md|exe|ico|so|dylib|dll)\*?"  # file names, globs
    r"|[<>!=@][0-9xcbB?hHiIlLqQnNefdspP]+"  # struct formats
    r"|[\w\-.]*%[YmdHMS][\w\-.%]*"  # strftime patterns
)
WORDS = re.compile(r"[^\W\d_]{2,}")


def _reads_as_words(text: str) -> bool:
    if not WORDS.search(text):
        return False
    if CODE_LIKE.fullmatch(text) and not re.search(r"[a-z]{2,} [a-z]{2,}", text):
        return False  # a lowercase phrase with spaces ("the game did not end") still reads as words
    return True


def _func_name(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


@dataclass(frozen=True)
class Finding:
    module: str
    line: int
    text: str
    rule: str

    def __str__(self) -> str:
        return f"{self.module}:{self.line}: {self.rule}: {self.text!r}"


def _parents(tree: ast.AST) -> dict[ast.AST, ast.AST]:
    return {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}


def _docstrings(tree: ast.AST) -> set[ast.AST]:
    """Docstrings and bare string statements (attribute docstrings, commented-out text)."""
    return {
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
    }


def _exempt(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    """True when the literal at ``node`` is a gettext argument or a developer's message."""
    child, up = node, parents.get(node)
    while up is not None:
        if isinstance(up, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in up.targets):
            return True  # a module's export list names code, not text
        if isinstance(up, ast.Call):
            name = _func_name(up.func)
            if name in GETTEXT or name in DEVELOPER_CALLS:
                return True
        if isinstance(up, ast.Raise):
            exc = up.exc.func if isinstance(up.exc, ast.Call) else up.exc
            return _func_name(exc) not in PLAYER_ERRORS if exc is not None else True
        if isinstance(up, ast.Compare):
            return True
        if isinstance(up, ast.Subscript) and child is up.slice:
            return True  # a key: d["Some Key"]
        if isinstance(up, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Module)):
            return False
        child, up = up, parents.get(up)
    return False


def scan(path: Path) -> list[Finding]:
    module = path.relative_to(ROOT).as_posix()
    tree = ast.parse(path.read_text(encoding="utf-8"), module)
    parents = _parents(tree)
    docs = _docstrings(tree)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _func_name(node.func) in GETTEXT and node.args:
            messages = node.args[1:2] if _func_name(node.func) in ("pgettext", "npgettext") else node.args[:1]
            for arg in messages:
                if isinstance(arg, (ast.JoinedStr, ast.BinOp)) or (
                    isinstance(arg, ast.Call) and _func_name(arg.func) == "format"
                ):
                    out.append(Finding(module, node.lineno, ast.unparse(arg), "gettext of a built string"))
        if isinstance(node, ast.JoinedStr):
            for sub in ast.walk(node):
                if (
                    isinstance(sub, ast.Call)
                    and _func_name(sub.func) in GETTEXT
                    and any(isinstance(a, ast.Constant) for a in sub.args)
                ):
                    out.append(Finding(module, sub.lineno, ast.unparse(sub), "gettext inside an f-string"))
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)) or node in docs:
            continue
        if not _reads_as_words(node.value) or _exempt(node, parents):
            continue
        if (module, node.value) in ALLOWED or module in DEVELOPER_MODULES or module in ALLOWED_MODULES_PREFIX:
            continue
        out.append(Finding(module, node.lineno, node.value, "literal outside gettext"))
    return out


def test_every_player_visible_string_goes_through_gettext():
    findings = [f for path in sorted((ROOT / "game").rglob("*.py")) for f in scan(path)]
    assert findings == [], "\n".join(map(str, findings))


def test_every_allowed_literal_still_exists():
    """The allow-list names real literals (a stale entry would hide nothing and mislead)."""
    sources = {m: (ROOT / m).read_text(encoding="utf-8") for m, _ in ALLOWED}
    stale = [key for key in ALLOWED if repr(key[1])[1:-1] not in sources[key[0]] and key[1] not in sources[key[0]]]
    assert stale == []


def test_the_scan_catches_each_kind_of_slip(tmp_path: Path, monkeypatch):
    sample = ROOT / "game" / "_scan_sample.py"
    code = (
        "from game.i18n import _\n"
        "def f(n, surface):\n"
        "    draw(surface, 'Hold the line')\n"
        "    title = f\"{n} · {_('backs')}\"\n"
        "    label = _(f'{n} cards')\n"
        "    raise IllegalAction('You cannot do that.')\n"
        "    raise ValueError('bad value for the developer')\n"
        "    icon = 'crossed-swords'\n"
        "    table = lazy('game.games.glory.ui.table:GloryTable')\n"
        "    return _('Fine')\n"
    )
    monkeypatch.setattr("pathlib.Path.read_text", lambda self, encoding=None: code)
    found = {(f.rule, f.text) for f in scan(sample)}
    assert found == {
        ("literal outside gettext", "Hold the line"),
        ("gettext inside an f-string", "_('backs')"),
        ("gettext of a built string", "f'{n} cards'"),
        ("literal outside gettext", "You cannot do that."),
    }
