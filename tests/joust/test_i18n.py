"""Italian is complete for Joust for Fun: every string of the game (names and ability texts included)
has a translation in our catalog part with the same placeholders and both Italian plural forms."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from game.games.joust import content as C

ROOT = Path(__file__).resolve().parents[2]
PART = ROOT / "locale" / "it" / "parts" / "joust.po"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}")


def part() -> dict:
    with open(PART, "rb") as fh:
        return {(m.id if isinstance(m.id, str) else m.id[0]): m.string for m in read_po(fh, locale="it") if m.id}


def test_every_joust_string_has_italian_with_the_same_placeholders():
    tr = part()
    missing, broken = [], []
    for _f, _l, msg, _c, _ctx in extract_from_dir(
        ROOT / "game" / "games" / "joust", [("**.py", "python")], keywords=KEYWORDS
    ):
        key = msg if isinstance(msg, str) else msg[0]
        strings = tr.get(key)
        if not strings or (isinstance(strings, tuple) and not all(strings)):
            missing.append(key)
            continue
        if isinstance(msg, tuple):
            assert isinstance(strings, tuple) and len(strings) == 2, key  # Italian: one / other
        for s in strings if isinstance(strings, tuple) else [strings]:
            if set(PLACEHOLDER.findall(s)) != set(PLACEHOLDER.findall(key)) and not (
                isinstance(msg, tuple) and set(PLACEHOLDER.findall(s)) <= set(PLACEHOLDER.findall(key))
            ):
                broken.append((key, s))
    assert missing == []
    assert broken == []


def test_names_are_translated():
    tr = part()
    for k in C.ALL_KNIGHTS:
        assert tr[k.name], k.name
    for c in C.COURTS:
        assert tr[c.name], c.name
    assert tr["Maiden Fair"] == "Bella Fanciulla"
    assert tr["Lady in Waiting"] == "Dama di compagnia"
