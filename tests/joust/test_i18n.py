"""Italian is complete for Joust for Fun: every string of the game (names and ability texts included)
has a translation in a catalog part (the game's own, or the part of the feature that added it, such as
the guided first game's) with the same placeholders and both Italian plural forms."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from game.games.joust import content as C
from game.i18n import set_language

ROOT = Path(__file__).resolve().parents[2]
PARTS = ROOT / "locale" / "it" / "parts"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
PLACEHOLDER = re.compile(r"\{[a-z_0-9]*\}")


def part() -> dict:
    out: dict = {}
    for path in sorted(PARTS.glob("*.po")):
        with open(path, "rb") as fh:
            for m in read_po(fh, locale="it"):
                if m.id:
                    out.setdefault(m.id if isinstance(m.id, str) else m.id[0], m.string)
    return out


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


def test_italian_goes_on_in_lower_case_after_a_colon():
    from game.games.joust import prompts
    from game.i18n import _, set_language

    from .helpers import R, cid, table, uid

    set_language("it")
    try:
        for c in C.COURTS:
            text = C.court_text(c)
            head, _colon, rest = text.partition(": ")
            assert rest[:1].islower(), text  # "…avversario: il suo giocatore…"
        assert _("Royal Decree: A Knight's Tale") == "Decreto reale: A Knight’s Tale"
        st = table(
            ["Sir Galahad the Gallant", "Sir Cedric of the Shiny Helm", "Sir Gawain Sunblade"],
            ["Sir Kay the Crowd-Pleaser"],
        )
        st.court_deck.remove(cid("Royal Banquet"))
        st.court_deck.append(cid("Royal Banquet"))
        st, _ev = R.apply(st, 0, ("draw", "court"))
        first = prompts.status(st, str)
        hint = prompts.hint(st, 0, R.legal_actions(st, 0))
        st, _ev = R.apply(st, 0, ("target", uid(st, 0, 0)))
        assert (first, prompts.status(st, str)) == (
            "Scegli il primo cavaliere (al massimo due).",  # short: the top bar's line never wraps
            "Scegli un secondo cavaliere, o fermati a uno.",
        )
        assert hint == "Per la carta di corte Banchetto reale: clicca un cavaliere bordato di blu."
    finally:
        set_language("en")
    assert C.court_text(C.COURTS[cid("Royal Banquet")]).startswith("Choose up to two of your knights: Heal")


def test_italian_short_effects_say_whose_knights_and_read_as_a_sentence():
    """A strike's splash names the knights it hits ("a ogni nemico": each opposing knight, not "ognuno dei suoi"), the
    block's hit back is words, not an equation."""
    from game.games.joust.ui.abilities import short_effect
    from game.i18n import set_language

    set_language("it")
    try:
        assert short_effect(C.SPLASH_DEF, 1) == "1 danno a ogni nemico"
        assert short_effect(C.SPLASH_ATT, 2) == "2 danni a ogni cavaliere dell’attaccante"
        assert short_effect(C.REFLECT, 0) == "rende danni pari alla parata"
    finally:
        set_language("en")


def test_joust_setup_has_the_same_layout_in_english_and_italian(app):
    """Each variant's name fits the menu beside its label in both languages: the Italian Carousel's
    long name put the menu under its label (a different layout, a misclick)."""
    from game.core.registry import get
    from game.ui.scenes.setup import SetupScene

    places = {}
    try:
        for lang in ("en", "it"):
            set_language(lang)
            setup = SetupScene(app, get("joust"))
            setup.rebuild()
            places[lang] = (setup.variant_choice.rect.topleft, setup.players_stepper.rect.x)
    finally:
        set_language("en")
    assert places["en"] == places["it"]
    assert places["en"][0][0] == places["en"][1]  # the variant's menu lines up with the players' menu
