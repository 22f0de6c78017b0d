"""The Tournament results screen's story, drawn by the real scene: the heading of the final Contests
is never the last line of its column, it stands over its first Contest."""

from __future__ import annotations

import pygame
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
@pytest.mark.parametrize(("players", "seed", "tied"), [(3, 10, True), (2, 3, True), (3, 3, False), (2, 1, False)])
def test_the_tie_break_row_shows_only_when_the_top_scores_tie(app, lang, players, seed, tied):
    """The breakdown's tie-break (all the force in play at the end) is a row only when the most VP are
    shared; it is named so that it is not read as the Court Intrigue Contest, and drawn whole."""
    from game import i18n
    from game.games.tournament import content as C
    from game.games.tournament.scoring import category_score
    from game.ui.scenes.results import ResultsScene

    i18n.set_language(lang)
    try:
        session = finished(seed, players=players)
        state = session.store.state
        assert (state.vp.count(max(state.vp)) > 1) == tied
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
        rows = dict(scene.breakdown_rows())
        tie_rows = [k for k in rows if k.startswith(i18n._("Tie-break: total force in play").split(":")[0])]
        assert not any(i18n._(C.CONTEST_NAMES[C.COURT_INTRIGUE]) in k for k in rows)
        if not tied:
            assert tie_rows == []
            return
        label = i18n._("Tie-break: total force in play")
        assert tie_rows == [label]
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


def test_a_story_in_one_full_width_column_keeps_its_final_contests_inside_the_panel(app):
    """Lines too long for half the panel put the story in one full-width column under the chart: the
    final Contests' section follows in that column, not in a second column outside the panel."""
    from game import i18n
    from game.ui.scenes.results import RIGHT, ResultsScene

    i18n.set_language("it")
    try:
        session = finished(5, players=4)
        lines = story(session)
        assert i18n._("At the end of the game:") in [t for _s, t in lines]
        scene = ResultsScene(app, session)
        app.replace(scene)
        boxes = {}
        draw_text = scene.draw_text

        def recording(surface, text, box, *args, **kwargs):
            boxes.setdefault(text, pygame.Rect(box))
            return draw_text(surface, text, box, *args, **kwargs)

        scene.draw_text = recording
        app.step(dt=0.05)
        for _seat, text in lines:
            assert RIGHT.contains(boxes[text]), (text, boxes[text])
    finally:
        i18n.set_language("en")
