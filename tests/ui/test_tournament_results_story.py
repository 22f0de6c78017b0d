"""The Tournament results screen's story, drawn by the real scene: the heading of the final Contests
is never the last line of its column, it stands over its first Contest."""

from __future__ import annotations

import pytest

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.tournament.policy import policy_action
from game.games.tournament.state import OVER
from game.games.tournament.ui.moments import story


def finished(seed: int, players: int = 4) -> Session:
    seats = tuple(SeatConfig("bot", "random") for _ in range(players))
    session = Session(get("tournament"), Options(players, "standard", seats), seed)
    store = session.store
    while store.state.phase != OVER:
        st = store.state
        store.apply(st.current, policy_action(st, st.current))
    return session


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_final_contests_heading_stays_with_its_first_contest(app, lang):
    from game import i18n
    from game.ui.scenes.results import ResultsScene

    i18n.set_language(lang)
    heading = i18n._("At the end of the game:")
    for seed in range(80):
        session = finished(seed)
        lines = story(session)
        texts = [t for _s, t in lines]
        if heading in texts and texts.index(heading) == (len(lines) + 1) // 2 - 1:
            break  # halved evenly, the heading would end the first column
    else:
        pytest.fail("no game puts the heading at the end of the first column")
    scene = ResultsScene(app, session)
    app.replace(scene)
    boxes = {}
    draw_text = scene.draw_text

    def recording(surface, text, box, *args, **kwargs):
        boxes.setdefault(text, tuple(box))
        return draw_text(surface, text, box, *args, **kwargs)

    scene.draw_text = recording
    app.step(dt=0.05)
    i = texts.index(heading)
    head, first = boxes[heading], boxes[texts[i + 1]]
    assert 0 <= first[0] - head[0] < 40 and head[1] < first[1], (head, first)  # same column, just above it
    assert all(t in boxes for t in texts)  # nothing dropped to make room


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_breakdowns_court_intrigue_row_says_it_is_the_total_in_play_that_breaks_a_vp_tie(app, lang):
    """The breakdown's Court Intrigue is the total in play at the end (the tie-break), not the score the
    Contest was won with: its row says so, whole, in both languages."""
    from game import i18n
    from game.games.tournament import content as C
    from game.games.tournament.scoring import category_score
    from game.ui.scenes.results import ResultsScene

    i18n.set_language(lang)
    try:
        session = finished(3, players=3)
        scene = ResultsScene(app, session)
        app.replace(scene)
        fits = {}
        draw_text = scene.draw_text

        def recording(surface, text, box, *args, **kwargs):
            fit = draw_text(surface, text, box, *args, **kwargs)
            fits.setdefault(text, fit)
            return fit

        scene.draw_text = recording
        app.step(dt=0.05)
        label = i18n._("Tie-break: Court Intrigue")
        rows = dict(scene.breakdown_rows())
        state = session.store.state
        assert rows[label] == [str(category_score(c, C.COURT_INTRIGUE)) for c in state.combos]
        assert label in fits and not fits[label].ellipsized
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_final_contests_and_the_tie_break_are_sections_of_their_own(app, lang):
    """The trial playtest: "At the end of the game:" and the tie-break lines sat in the two columns
    of Contests and read as more Contests. Their heading starts the second column (every Contest
    called in play in the first) and is drawn bold, as a label, not as a Contest."""
    from game import i18n
    from game.ui.scenes.results import ResultsScene, section_at

    i18n.set_language(lang)
    try:
        heading = i18n._("At the end of the game:")
        for seed in range(60):
            session = finished(seed, players=2)
            lines = story(session)
            texts = [t for _s, t in lines]
            if heading in texts and section_at(lines) is not None and len(lines) > 6:
                break
        else:
            pytest.fail("no game with final Contests")
        scene = ResultsScene(app, session)
        app.replace(scene)
        calls = {}
        draw_text = scene.draw_text

        def recording(surface, text, box, font, *args, **kwargs):
            calls.setdefault(text, (tuple(box), font))
            return draw_text(surface, text, box, font, *args, **kwargs)

        scene.draw_text = recording
        app.step(dt=0.05)
        i = texts.index(heading)
        (head, font) = calls[heading]
        assert font == "bold"
        before = [calls[t][0] for t in texts[:i]]
        after = [calls[t][0] for t in texts[i:]]
        assert all(b[0] < head[0] for b in before), (before, head)  # the first column: the Contests in play
        assert all(a[1] >= head[1] for a in after)  # the heading tops its section
        assert head[1] == before[0][1]  # side by side: the section starts at the top of its column
        for seat, t in lines[i + 1 :]:
            assert (calls[t][1] == "bold") == (seat is None)
    finally:
        i18n.set_language("en")
