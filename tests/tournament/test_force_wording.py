"""Playtest: 'force' and 'strength' were both used for a card's or a knight's number. The rules say
force: no Tournament message a player reads says strength, strong or stronger (the strongest *bot*
names the bot's level, not a number); the Italian says forza wherever the English says force, and
Cavalleria for the Chivalry cards (a card's face, short of room, says «più Cavalleria»)."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

from game import i18n

ROOT = Path(__file__).resolve().parents[2]
STRENGTH = re.compile(r"\bstrength|\bstrong(?:er|est)?\b(?! bot)|\bstrengthen", re.IGNORECASE)


def tournament_messages() -> list[str | tuple[str, str]]:
    """Every msgid only Tournament's code uses (a counted one as its two forms)."""
    with open(ROOT / "locale" / "tourney.pot", "rb") as fh:
        catalog = read_po(fh)
    out = []
    for msg in catalog:
        places = [path for path, _line in msg.locations]
        if msg.id and places and all(p.startswith("game/games/tournament/") for p in places):
            out.append(msg.id if isinstance(msg.id, str) else tuple(msg.id))
    return out


def english(msg: str | tuple[str, str]) -> str:
    return msg if isinstance(msg, str) else " ".join(msg)


def italian(msg: str | tuple[str, str]) -> str:
    return i18n._(msg) if isinstance(msg, str) else i18n.ngettext(msg[0], msg[1], 1) + i18n.ngettext(*msg, 2)


def test_tournament_says_force_never_strength():
    messages = tournament_messages()
    assert len(messages) > 300
    assert [m for m in messages if STRENGTH.search(english(m))] == []


def test_the_italian_says_forza_for_force_and_cavalleria_for_chivalry():
    messages = tournament_messages()
    i18n.set_language("it")
    try:
        forced = [m for m in messages if re.search(r"\bforce\b", re.sub(r"\{\w+\}", "", english(m)))]
        assert forced and [m for m in forced if "forz" not in italian(m).lower()] == []
        chivalry = [m for m in messages if "Chivalry" in english(m)]
        assert chivalry
        for m in chivalry:
            it = italian(m)
            assert "Cavalleria" in it and "cavalleria" not in it, (m, it)
    finally:
        i18n.set_language("en")


def test_a_rivals_new_knight_is_told_with_its_force():
    """A rival's last-turn line names the number it gives a knight: 'new knight (force 23)'."""
    from game.games.tournament import content as C
    from game.games.tournament.ui.news import rivals_news
    from tests.tournament.test_table import finished_session

    history = finished_session(2, 3).store.history
    for upto in range(1, len(history) + 1):
        step = history[upto - 1]
        combos = [ev for ev in step.events if ev.kind == "combo" and ev.data["seat"] == 1]
        if combos:
            force = sum(C.FORCE[c] for c in combos[0].data["cards"])
            assert f"new knight (force {force})" in rivals_news(history[:upto], 0)[1].parts
            i18n.set_language("it")
            try:
                assert f"nuovo cavaliere armato (forza {force})" in rivals_news(history[:upto], 0)[1].parts
            finally:
                i18n.set_language("en")
            return
    raise AssertionError("the rival never put a knight into play")
