"""At a Pas d'Armes registration the table says why the viewer may not pass: a knight challenged
earlier through the Herald does not count as the challenge every player makes there (rulebook §V)."""

from __future__ import annotations

from game.app import App
from game.games.glory.ui.table import GloryTable
from game.i18n import set_language
from game.ui import text_fit
from tests.glory.test_table_ui import open_table, wait_for_turn


def to_forced_registration(app: App, table: GloryTable) -> None:
    """Play the first legal move everywhere, the Herald once a round, until the viewer must
    register at a Pas d'Armes after challenging through the Herald."""
    for _ in range(400):
        wait_for_turn(app, table)
        view, legal = table.view, table.legal
        if table.phase() == "registration" and view.pas and ("pass",) not in legal:
            if any(x.challenger == 0 for row in view.pas for x in row):
                return
        challenged = view.pas and any(x.challenger == 0 for row in view.pas for x in row)
        herald = [a for a in legal if a[:2] == ("place", "herald") and not challenged]
        assert legal, (table.phase(), table.view.phase, table.view.duel is not None)
        table.submit(herald[0] if herald else legal[0])
    raise AssertionError("no forced registration after a Herald challenge")


def drawn_texts(app: App, table: GloryTable, monkeypatch) -> dict[str, text_fit.Fit]:
    """Every text the table fits on its next frame → its fit."""
    texts: dict[str, text_fit.Fit] = {}
    draw = text_fit.draw

    def record(surface, text, rect, *args, **kw):
        texts[text] = fit = draw(surface, text, rect, *args, **kw)
        return fit

    monkeypatch.setattr(text_fit, "draw", record)
    table._layer = None
    app.step(dt=0.05)
    monkeypatch.setattr(text_fit, "draw", draw)
    return texts


def test_a_forced_registration_after_the_herald_says_why(tourney_home, monkeypatch):
    app, table = open_table(players=2, seed=4)
    to_forced_registration(app, table)
    for lang, herald, not_count in (("en", "Herald", "not count"), ("it", "Araldo", "non conta")):
        set_language(lang)
        try:
            hint = table.hint()
            assert herald in hint and not_count in hint, hint
            fit = drawn_texts(app, table, monkeypatch)[hint]
            assert len(fit.lines) == 1 and not fit.ellipsized, fit
        finally:
            set_language("en")
