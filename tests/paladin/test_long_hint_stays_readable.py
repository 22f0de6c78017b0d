"""A playtest: a long Hint (a placement and two reasons) shrank to a small font in the hint strip
while the bar's band above it stood empty. While the bar offers nothing the Hint's box reaches up over
that band, and the sentence is written at a readable size, whole, the line of what to do under it."""

from __future__ import annotations

from game.ui import text_fit
from game.ui.kit.advice import Tip
from tests.paladin.test_zoom_over_hint import PEEK_HINT, _peek_turn

WHY = (
    "face down, nobody knows it is weak: at “Hold the Mountain Pass” (3), the biggest mission still open, "
    "rivals must spend strong paladins to beat it; you have seen the 0 Page at “Recover the Stolen Crown” "
    "(5): any paladin you keep beats it, so you can place there later"
)


def test_a_long_hint_is_written_at_a_readable_size_while_the_bar_is_empty(app):
    table = _peek_turn(app)
    place = next(a for a in table.legal if a[0] == "place")
    assert not table.bar.controls
    label = "Place 3 Sergeant as main paladin at mission 2"
    table.advice._answer = Tip(place, label, WHY, len(table.store.history))
    app.step(dt=0.05)
    with text_fit.recording() as fits:
        app.step(dt=0.05)
    advice = [f for f in fits if f.text.startswith("Hint: Place")]
    line = [f for f in fits if f.text == PEEK_HINT]
    assert advice and line
    assert advice[-1].fit.size >= 19 and not advice[-1].fit.ellipsized, advice[-1].fit
    assert not line[-1].fit.ellipsized
    box = table.advice_place()
    assert box is not None and box.top > table.lay.mine.bottom and not box.colliderect(table.hint_rect())
