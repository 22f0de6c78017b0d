"""The results screen's story of a Paladin game: every mission won, in the order the game won them
(round by round), with its winner, its round, its honour and the paladin that won it, by value and
name (public: it was turned face up to win); every line whole, in English and Italian."""

from __future__ import annotations

from game.games.paladin import content as C
from game.games.paladin.describe import card_label
from game.games.paladin.ui.story import story
from game.ui.presentation import presentation_of
from tests.paladin.helpers import finished_game


def test_the_story_tells_every_mission_won_in_the_order_the_game_won_them():
    session = finished_game(4, 21)
    lines = story(session)
    state = session.store.state
    assert len(lines) == sum(len(w) for w in state.won_missions)
    won, rnd = [], 1  # (round, winner, mission, card) as the game went
    for step in session.store.history:
        for e in step.events:
            if e.kind == "mission_won":
                won.append((rnd, e.data["seat"], e.data["mission_id"], e.data["card"]))
            elif e.kind == "round_started":
                rnd = e.data["round"]
    rounds = [int(text.split()[1]) for _seat, text in lines]
    assert rounds == sorted(rounds) and rounds[0] == 1 and rounds[-1] == won[-1][0] > 1
    honours = [int(text.split("· ")[1].split()[0]) for _seat, text in lines]
    assert honours != sorted(honours, reverse=True)  # not by honour any more
    for (seat, text), (r, winner, mission, card) in zip(lines, won, strict=True):
        assert seat == winner
        assert text == f"Round {r} · {C.MISSION_HONOUR[mission]} honour: {card_label(card)}"  # the paladin by name
    assert presentation_of(session.spec).story is not None


def test_the_story_on_the_results_screen_is_in_one_size(app):
    """Every line of the story is drawn, whole, at one size (the largest at which they all fit), never
    some shrunk and others not; in Italian too, whose mission names are longer."""
    from game import i18n
    from game.ui import text_fit
    from game.ui.scenes.results import ResultsScene

    for lang in ("en", "it"):
        i18n.set_language(lang)
        session = finished_game(3, 21)  # at three players all 18 missions are won: the longest story
        app.replace(ResultsScene(app, session))
        with text_fit.recording() as fits:
            app.step(dt=0.05)
        texts = {text for _seat, text in story(session)}
        sizes = {f.fit.size for f in fits if f.text in texts}
        drawn = {f.text for f in fits if f.text in texts}
        assert len(texts) == 18 and drawn == texts, (lang, texts - drawn)  # every line, the last rounds too
        assert len(sizes) == 1, (lang, sizes)
        cut = [f.text for f in fits if f.text in texts and f.fit.ellipsized]
        assert not cut, (lang, cut)
        assert sizes.pop() >= 15, lang  # not squeezed to the smallest size either


def test_every_line_the_story_can_tell_fits_a_column_whole(app):
    """The longest mission with a red paladin, round 6, in English and Italian, fits half the results
    panel's width at 15 px or more (the size the screen would pick for a story holding it)."""
    from game import i18n
    from game.games.paladin.ui.story import story_line
    from game.ui import text_fit
    from game.ui.scenes.results import RIGHT, story_size

    width = (RIGHT.w - 60) // 2 - 34  # a column of the story under the chart, less the badge
    for lang in ("en", "it"):
        i18n.set_language(lang)
        texts = [story_line(6, m, c) for m in range(C.MISSION_COUNT) for c in range(C.PALADIN_COUNT)]
        size = story_size(texts, width)
        assert size >= 15, lang
        assert all(text_fit.text_width(t, "text", size) <= width for t in texts), lang
