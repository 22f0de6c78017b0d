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
