"""Italian is first-class for Paladin: every string of the game has an Italian translation in our
catalog part, with the same placeholders; log lines never name a card the reader may not know."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from game.core.rng import Rng
from game.core.rules import Event, Options
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.describe import card_label, describe
from game.games.paladin.rules import PaladinRules

ROOT = Path(__file__).resolve().parents[2]
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}")


def italian_parts() -> dict:
    out = {}
    for part in sorted((ROOT / "locale" / "it" / "parts").glob("*.po")):
        with open(part, "rb") as fh:
            for msg in read_po(fh, locale="it"):
                if msg.id and msg.string:
                    key = msg.id if isinstance(msg.id, str) else msg.id[0]
                    out.setdefault(key, msg.string)
    return out


def test_every_paladin_string_has_italian_with_the_same_placeholders():
    tr = italian_parts()
    missing, broken = [], []
    for _f, _l, msg, _c, _ctx in extract_from_dir(
        ROOT / "game" / "games" / "paladin", [("**.py", "python")], keywords=KEYWORDS
    ):
        key = msg if isinstance(msg, str) else msg[0]
        if key not in tr:
            missing.append(key)
            continue
        strings = tr[key] if isinstance(tr[key], (list, tuple)) else [tr[key]]
        for s in strings:
            if set(PLACEHOLDER.findall(s)) != set(PLACEHOLDER.findall(key)):
                broken.append((key, s))
    assert missing == []
    assert broken == []


def test_card_and_mission_names_are_translated():
    tr = italian_parts()
    for c in range(C.PALADIN_COUNT):
        assert C.card_name(c) in tr
    for name in C.MISSION_NAMES:
        assert name in tr
    assert tr["Roland"] == "Orlando"


def test_log_lines_never_name_hidden_cards():
    rules = PaladinRules()
    rng = Rng.from_seed(3)
    s = rules.new_game(Options(3), 3)
    names = [card_label(c) for c in range(C.PALADIN_COUNT)]
    while s.phase != "over":
        p = E.actor(s)
        s2, events = rules.apply(s, p, rng.choice(rules.legal_actions(s, p)))
        for reader in (0, 1, 2, None):
            visible = rules.view(s2, reader)
            mask = visible.public | (visible.known[reader] if reader is not None else 0)
            for ev in events:
                line = describe(ev.for_seat(reader), reader)
                known = {names[c] for c in range(C.PALADIN_COUNT) if (mask >> c) & 1}
                for label in set(names) - known:
                    # a card may only be named if the reader knows such a card now
                    assert label not in line, f"{reader} reads {line!r} naming an unknown card"
        s = s2


def test_a_dealer_who_starts_the_round_reads_as_doing_so_not_as_choosing_itself():
    ev = Event("start_chosen", {"seat": 1, "starter": 1, "round": 1})
    names = {0: "Ada", 1: "Bot 2", 2: "Bot 3"}.__getitem__
    assert describe(ev, 0, names=names) == "Bot 2 chooses to start."
    assert describe(ev, 1, names=names) == "You choose to start."
    other = Event("start_chosen", {"seat": 1, "starter": 2, "round": 1})
    assert describe(other, 0, names=names) == "Bot 2 chooses Bot 3 to start."
