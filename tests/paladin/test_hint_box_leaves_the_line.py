"""The Hint's box leaves room under it for the line of what to do, written whole: a playtester read
"…to look at…" cut short under a Hint of six lines."""

from __future__ import annotations

from game.ui import text_fit
from game.ui.kit.advice import Tip
from tests.paladin.test_zoom_over_hint import PEEK_HINT, _peek_turn

LONG = (
    "you see the main paladin of Hold the Mountain Pass (3): the card every rival there must beat, and the "
    "one you will have to beat yourself when you place there later in the round"
)


def test_the_line_of_what_to_do_stays_whole_under_a_long_hint(app):
    table = _peek_turn(app)
    peek = next(a for a in table.legal if a[0] == "peek")
    table.advice._answer = Tip(peek, "You look at a face-down paladin of Percivalle", LONG, len(table.store.history))
    app.step(dt=0.05)
    with text_fit.recording() as fits:
        app.step(dt=0.05)
    line = [f for f in fits if f.text == PEEK_HINT]
    advice = [f for f in fits if f.text.startswith("Hint: You look at")]
    assert line and advice
    assert not line[-1].fit.ellipsized, line[-1].fit.lines
    assert not advice[-1].fit.ellipsized, advice[-1].fit.lines
    box = table.advice_place()
    assert box is not None and not box.colliderect(table.hint_rect())
