"""Glory's cards keep their words at table size in Italian as in English: a title's condition and a
journey card's reward are printed on the small faces in the hand, the market and the offers, in both
languages (the same cards lose them in both: only the longest texts give way to the tooltip)."""

from __future__ import annotations

from game import i18n
from game.games.glory import content as C
from game.games.glory.ui.cards import journey_spec, title_spec
from game.ui.art.cards import _Layout, _resolve_size


def _worded(lang: str) -> set[str]:
    i18n.set_language(lang)
    specs = {f"t:{t}": title_spec(t) for t in C.TITLES} | {f"j:{c}": journey_spec(c) for c in C.JOURNEY}
    return {key for key, spec in specs.items() if _Layout(*_resolve_size(spec.shape, (90, 126)), spec).has_text}


def test_small_faces_keep_their_words_in_italian_as_in_english():
    english, italian = _worded("en"), _worded("it")
    assert len(english) > 60 and "t:wealthy" in english
    assert len(italian) >= len(english) - 4, sorted(english - italian)
    assert {"t:wealthy", "t:prestigious"} <= italian


def test_every_title_and_journey_face_prints_its_words_in_both_languages():
    """No face is left blank at hand size: a text too long for the face is said shorter on it (the
    Noble's condition, Jean de Saintré's reward), the tooltip keeps the full words."""
    from game.games.glory import tips

    try:
        for lang in ("en", "it"):
            i18n.set_language(lang)
            every = {f"t:{t}" for t in C.TITLES} | {f"j:{c}" for c in C.JOURNEY}
            assert _worded(lang) == every, (lang, sorted(every - _worded(lang)))
        saintre = next(c for c, j in C.JOURNEY.items() if j.name == "Jean de Saintré")
        face = journey_spec(saintre).body
        assert face == "Seduttore, 1 gloria o Dama di compagnia"
        assert "Prestigio Seduttore" in tips.reward_text(C.JOURNEY[saintre].reward)  # the tooltip in full
        assert title_spec("noble").body == "Menestrello, Regina, Scudiero, mai una Canaglia"
        i18n.set_language("en")
        assert journey_spec(saintre).body == "Charmer Prestige, 1 glory or Lady-in-Waiting"
    finally:
        i18n.set_language("en")


def test_a_relic_gained_has_its_own_article():
    from game.games.glory.describe import gain_text

    assert gain_text("relic", "amulet") == "an Amulet relic"
    assert gain_text("relic", "ring") == "a Ring relic"
    try:
        i18n.set_language("it")
        assert gain_text("relic", "amulet") == "la reliquia Amuleto"
    finally:
        i18n.set_language("en")
