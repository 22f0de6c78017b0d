"""Duel log lines, labels and their Italian translations."""

from __future__ import annotations

import random
import re
from pathlib import Path

from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po

from game.core.rng import Rng
from game.games.glory import duel as D
from game.games.glory.duel_text import action_label, describe_duel_event, duel_rules_summary, step_label

ROOT = Path(__file__).resolve().parents[2]
MODULES = ["game/games/glory/duel.py", "game/games/glory/duel_ai.py", "game/games/glory/duel_text.py"]
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}


def _msgids():
    out = set()
    for mod in MODULES:
        for _lineno, message, _comments, context in extract_from_file("python", str(ROOT / mod), keywords=KEYWORDS):
            msgid = message[0] if isinstance(message, tuple) else message
            out.add((context, msgid))
    return out


def test_every_duel_string_has_an_italian_translation_with_the_same_placeholders():
    with open(ROOT / "locale/it/parts/glory_duel.po", "rb") as fh:
        catalog = read_po(fh)
    found = {}
    for msg in catalog:
        if msg.id:
            msgid = msg.id[0] if isinstance(msg.id, tuple) else msg.id
            found[(msg.context, msgid)] = msg
    ids = _msgids()
    assert ids, "no strings extracted"
    missing = ids - set(found)
    assert not missing
    for key in ids:
        msg = found[key]
        ids_text = msg.id if isinstance(msg.id, tuple) else (msg.id,)
        strings = msg.string if isinstance(msg.string, tuple) else (msg.string,)
        assert all(strings), key
        want = set(re.findall(r"\{(\w+)\}", " ".join(ids_text)))
        for s in strings:
            assert set(re.findall(r"\{(\w+)\}", s)) == want, (key, s)


def test_every_event_and_action_of_random_duels_reads_well():
    r = random.Random(5)
    rng = Rng.from_seed(5)
    kinds = set()
    for n in range(80):
        a = D.player(
            0,
            strength=r.randint(0, 6),
            faith=r.randint(0, 2),
            supports={k: 1 for k in r.sample(D.TENT_SUPPORTS + D.LANCE_SUPPORTS, 5)},
            supports_inactive={"squire": 1},
            relics={k: 1 for k in r.sample(D.RELICS, 2)},
            relics_inactive={"amulet": 1},
            prestige=["royal"],
            prestige_inactive=["warrior"],
        )
        b = (
            D.player(1, strength=3, faith=1, initiative=1)
            if n % 3 == 0
            else D.knight("k", 8, 4, 1, ["polish"] if n % 2 else [])
        )
        if n % 7 == 0:
            a, b = D.knight("a", 8, 4, 1), D.knight("b", 9, 4, 1)
        duel, events = D.start_duel(a, b, rng)
        while D.duel_actors(duel):
            (seat,) = D.duel_actors(duel)
            legal = D.duel_legal(duel, seat)
            for act in legal:
                assert action_label(act) and not action_label(act).startswith("(")
            assert step_label(duel.phase) != duel.phase
            duel, ev = D.duel_apply(duel, seat, r.choice(legal), rng)
            events += ev
        for e in events:
            line = describe_duel_event(e, ["Red", "Sir Knight"])
            kinds.add(e.kind)
            if e.kind == "duel_step":
                assert bool(line) == (e.data["step"] == D.STRENGTH)
            elif e.kind == "duel_end" and e.data.get("auto"):
                assert line == ""  # two knights: the duel_auto line says who won and why
            elif e.kind != "duel_pass" or not e.data["auto"]:
                if e.kind != "duel_recover" or any(
                    e.data[k] for k in ("strength", "faith", "support", "relic", "prestige")
                ):
                    assert line and "{" not in line, (e.kind, line)
    assert {
        "duel_start",
        "duel_step",
        "duel_roll",
        "duel_clash",
        "duel_end",
        "duel_support",
        "duel_strength",
        "duel_auto",
    } <= kinds
    assert "Sister" in duel_rules_summary() and "Rogue" in duel_rules_summary()
    assert len(duel_rules_summary().splitlines()) == 7


def test_italian_lines_render(tmp_path, monkeypatch):
    import gettext

    from game import i18n

    mo = tmp_path / "glory_duel.mo"
    i18n.compile_catalog(ROOT / "locale/it/parts/glory_duel.po", mo)
    with open(mo, "rb") as fh:
        monkeypatch.setattr(i18n, "_current", gettext.GNUTranslations(fh))
    p = D.player(0, strength=2, faith=1, supports={"squire": 1})
    duel, events = D.start_duel(p, D.knight("k", 7, 3, 1), Rng.from_seed(2))
    while D.duel_actors(duel):
        duel, ev = D.duel_apply(duel, 0, D.duel_legal(duel, 0)[-1], Rng.from_seed(3))
        events += ev
    lines = [describe_duel_event(e, ["Rosso", "Cavaliere"]) for e in events]
    assert any("scontro" in line for line in lines)
    assert any("duello" in line.lower() for line in lines)
    assert action_label(("strength", 2)) == "Aggiungi 2 segnalini Forza"
    assert step_label("faith") == "Ritira i dadi con la Fede"
