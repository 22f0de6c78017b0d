"""A tie on points in Paladin is explained: more red paladins ranks higher, equal reds share the place,
on the end panel and on the results screen's story."""

from __future__ import annotations

from game.games.paladin import engine as E
from game.games.paladin.ui.ties import tie_sentences
from tests.paladin.helpers import finished_game, table_at_the_last_move
from tests.ui_driver import read_on


def test_the_results_breakdown_says_the_red_paladins_broke_the_tie():
    session = finished_game(3, 21)  # seats 1 and 2 both end on 27 points, with 2 and 1 red paladins
    s = session.store.state
    assert E.score(s, 1) == E.score(s, 2) == 27 and E.reds(s, 1) == 2 and E.reds(s, 2) == 1
    out = session.store.outcome()
    assert out.ranking[:2] == ((1,), (2,))
    assert [b["Red paladins (+1 each, tie-break)"] for b in out.breakdown] == [E.reds(s, p) for p in range(3)]


def test_the_results_screen_shows_the_tie_break_whole(app):
    from game import i18n
    from game.ui import text_fit
    from game.ui.scenes.results import ResultsScene

    for lang, label in (("en", "Red paladins (+1 each, tie-break)"), ("it", "Paladini rossi (+1 l’uno, spareggio)")):
        i18n.set_language(lang)
        session = finished_game(3, 21)
        app.replace(ResultsScene(app, session))
        with text_fit.recording() as fits:
            app.step(dt=0.05)
        shown = [f for f in fits if f.text == label]
        assert shown and not shown[0].fit.ellipsized, lang


def test_no_tie_broken_no_tie_break_said():
    shared = finished_game(3, 43).store.outcome()  # seats 1 and 2: 17 points and 2 red paladins each
    assert shared.ranking[1] == (1, 2) and "Red paladins (+1 each)" in shared.breakdown[0]
    assert "a shared place (" in tie_sentences(finished_game(3, 43).store.state, str)
    assert "Red paladins (+1 each)" in finished_game(4, 21).store.outcome().breakdown[0]
    assert tie_sentences(finished_game(4, 21).store.state, str) == ""


def test_the_end_panel_says_the_tie_was_broken_by_red_paladins(app):
    table = table_at_the_last_move(app, finished_game(3, 21).store.actions, 3, 21)
    for _ in range(600):
        shown = table.timeline.announcement
        if shown is not None and shown.subtitle.startswith("The last mission is settled"):
            break
        read_on(app, table)
    shown = table.timeline.announcement
    assert shown is not None and shown.subtitle.startswith("The last mission is settled")
    assert shown.body.startswith("Tie at 27 points: broken by red paladins (")
    assert f"{table.seat_name(1)} 2, {table.seat_name(2)} 1" in shown.body
