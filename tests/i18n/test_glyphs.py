"""Every message a player can read, in English and in Italian, is drawn with glyphs our text font
has: no tofu box where a ★ or another symbol the fonts lack was written."""

from __future__ import annotations

from game.i18n_tools import extract, read
from game.ui.art import fonts


def _texts() -> list[str]:
    out = []
    for msg in extract():
        out += [msg.id] if isinstance(msg.id, str) else list(msg.id)
    for msg in read("it"):
        out += [msg.string] if isinstance(msg.string, str) else [s for s in msg.string if s]
    return [t for t in out if t]


def test_every_message_has_glyphs_in_the_text_fonts():
    texts = _texts()
    assert len(texts) > 1000
    for role in ("text", "bold"):
        missing = {ch: t for t in texts for ch in fonts.missing_glyphs(role, t)}
        assert missing == {}, f"{role}: no glyph for " + ", ".join(f"{ch!r} in {t!r}" for ch, t in missing.items())


def test_the_glyph_check_sees_a_star():
    assert fonts.missing_glyphs("text", "the red ★") == ["★"]
