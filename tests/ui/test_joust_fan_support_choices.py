"""Fan Support with several rivals, by clicks in the real Joust table: each choice names the knight's
player (their panel's heading), every label is whole, and neither the button nor its choices cover a
knight."""

from __future__ import annotations

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust.state import END
from game.games.joust.ui.smoke import advance
from game.ui import text_fit
from game.ui.scenes import persist
from tests.ui_driver import FRAME, click, settle


def test_fan_support_choices_name_whose_knight_it_is(app):
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random", "Gawain"), SeatConfig("bot", "random", "Isolde"))
    persist.open_table(app, Session(get("joust"), Options(3, "tale", seats), 1))
    table = app.top

    def fan_support(st) -> bool:
        legal = table.rules.legal_actions(st, 0) if 0 in table.rules.actors(st) else []
        return st.phase == END and any(a[0] == "decree" for a in legal)

    advance(table, fan_support, 3000)
    assert fan_support(table.store.state), "no Fan Support in this game"
    app.step(dt=FRAME)
    settle(app)
    button = next(b for slot in table.bar.slots for b in table.bar.buttons(slot) if b.text.startswith("Fan Support"))
    knights = [s.rect for s in table.spots.shown if isinstance(s.key, tuple) and s.key[0] == "knight"]
    assert knights and not any(button.rect.colliderect(k) for k in knights)
    with text_fit.recording() as fits:
        click(app, button.rect.center)
        app.step(dt=FRAME)
    choices = table.bar.chooser_buttons()
    v = table.view
    targets = [a[1] for a in table.legal if a[0] == "decree"]
    assert len(choices) == len(targets) + 1  # and Back
    for uid in targets:
        owner = table.seat_name(v.find(uid)[0])
        assert owner in ("Gawain", "Isolde")
        assert any(f"({owner}):" in b.text for b in choices), (owner, [b.text for b in choices])
    assert not [(c.rect, k) for c in choices for k in knights if c.rect.colliderect(k)]
    labels = {b.text for b in choices}
    assert not [r.text for r in fits if r.text in labels and r.fit.ellipsized]
