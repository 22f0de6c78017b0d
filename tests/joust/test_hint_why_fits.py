"""Every "why" the Joust Hint can give (``hint_why.py``), after the longest move sentence and with the
longest names, fits the Hint's box whole in English and Italian."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust import content as C
from game.i18n import _, ngettext, set_language
from game.ui import text_fit
from game.ui.scenes import persist

SOURCE = Path(__file__).resolve().parents[2] / "game" / "games" / "joust" / "hint_why.py"


def _templates() -> list[tuple[str, str | None]]:
    """(msgid, msgid_plural or None) of every string hint_why.py translates."""
    out = []
    for node in ast.walk(ast.parse(SOURCE.read_text())):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("_", "ngettext"):
            args = [a.value for a in node.args[:2] if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if args:
                out.append((args[0], args[1] if node.func.id == "ngettext" and len(args) > 1 else None))
    return out


class _Names(dict):
    def __missing__(self, key: str) -> str:
        return "12"


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_joust_hint_why_fits_its_box_whole(app, lang):
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 3))
    table = app.top
    box = table.lay["hint"].inflate(-20, -8)  # where Advice.draw writes it
    set_language(lang)
    try:
        knight = max((_(k.name) for k in C.ALL_KNIGHTS), key=len)
        court = max((_(c.name) for c in C.COURTS), key=len)
        names = _Names(knight=knight, target=knight, card=court, rival="Player 2", player="Player 2")
        templates = _templates()
        assert len(templates) > 25
        move = _("Hint: play your {value} to strike {knight}").format(value=5, knight=knight)
        for single, plural in templates:
            if "{hint}" in single:
                continue
            for n in (1, 2):
                template = ngettext(single, plural, n) if plural else _(single)
                names["n"] = str(n)
                text = _("{hint} — {why}").format(hint=move, why=template.format_map(names)) + "."
                got = text_fit.fit(text, "bold", 21, box.w, box.h, min_size=15, max_lines=6)
                assert not got.ellipsized, (lang, text, box.size)
    finally:
        set_language("en")
