"""A Rivalry game's panels say what titles would give if the game ended now: Otto's the public titles'
glory (he scores every one), saying his secret titles are not counted (they are hidden); the player's
their best set of titles met, as the title phase would score it."""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory.titles_now import player_titles_now
from game.smoke import play_until
from game.ui import text_fit
from tests.glory.test_table_ui import open_table


def _drawn(app, table) -> list[str]:
    table._layer = None
    with text_fit.recording() as fits:
        app.step(dt=0.05)
    return [f.text for f in fits]


def test_the_solo_panels_show_the_titles_so_far(tourney_home):
    app, table = open_table(1, seed=4)
    try:
        play_until(table, lambda s: s.round == 2 and s.phase == "action" and bool(s.solo.titles))
        app.step(dt=0.05)
        s = table.store.state
        public = sum(C.TITLES[t].glory for t in s.public_titles)
        k = len(s.solo.titles)
        hidden = sum(C.TITLES[t].glory for t in s.solo.titles)
        assert k and hidden
        lines = _drawn(app, table)
        secret = "secret title" if k == 1 else "secret titles"
        (otto,) = [x for x in lines if "Titles so far" in x and "his " in x]  # his panel's block of lines
        assert f"Titles so far: +{public} (his {k} {secret} not counted)" in otto  # his own not in it
        mine = player_titles_now(s, s.players[0])
        assert f"Titles so far: +{mine}" in lines  # the counter on the player's panel
    finally:
        app.shutdown()


def test_a_crowded_row_keeps_the_figure_and_says_it_whole_in_its_tooltip():
    from game.games.glory.ui.players import titles_now
    from tests.glory.glory_helpers import finish_setup, new

    s = finish_setup(new(1, 3, solo_mode="rivalry"))
    p = s.players[0]
    n = player_titles_now(s, p)
    ((_pic, full, _tip, _key),) = titles_now(s, p, 400)
    ((_pic, short, tip, _key),) = titles_now(s, p, 60)
    assert full == f"Titles so far: +{n}" and short == f"+{n}" and tip.startswith(full)
    s.phase = "titles"  # scored now: the panel shows the glory itself
    assert titles_now(s, p, 400) == []
