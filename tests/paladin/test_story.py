"""The results screen's story of a Paladin game: every mission won, the most honourable first, with
its winner, its round and the paladin that won it (public: it was turned face up to win)."""

from __future__ import annotations

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.paladin import content as C
from game.games.paladin.describe import card_label
from game.games.paladin.state import OVER
from game.games.paladin.ui.story import story
from game.ui.presentation import presentation_of


def _finished(players: int, seed: int) -> Session:
    seats = tuple(SeatConfig("bot", "random") for _ in range(players))
    session = Session(get("paladin"), Options(players, "standard", seats), seed)
    rng = Rng.from_seed(seed)
    store = session.store
    while store.state.phase != OVER:
        (seat,) = store.rules.actors(store.state)
        store.apply(seat, rng.choice(store.legal_actions(seat)))
    return session


def test_the_story_tells_every_mission_won_biggest_first():
    session = _finished(4, 21)
    lines = story(session)
    state = session.store.state
    assert len(lines) == sum(len(w) for w in state.won_missions)
    honours = [int(text.split("(")[1].split(")")[0]) for _seat, text in lines]
    assert honours == sorted(honours, reverse=True) and honours[0] >= 4
    for seat, text in lines:
        mission = next(m for m in state.won_missions[seat] if C.MISSION_NAMES[m] in text)
        assert text.startswith("Round ")
        assert any(card_label(c) in text for c in state.won_cards[seat]), (mission, text)
    assert presentation_of(session.spec).story is not None


def test_the_story_on_the_results_screen_is_in_one_size(app):
    """Every line of the story is drawn at one size (the largest at which they all fit), never some
    shrunk and others not; in Italian too, whose mission names are longer."""
    from game import i18n
    from game.ui import text_fit
    from game.ui.scenes.results import ResultsScene

    for lang in ("en", "it"):
        i18n.set_language(lang)
        session = _finished(5, 21)
        app.replace(ResultsScene(app, session))
        with text_fit.recording() as fits:
            app.step(dt=0.05)
        texts = {text for _seat, text in story(session)}
        sizes = {f.fit.size for f in fits if f.text in texts}
        assert len([f for f in fits if f.text in texts]) >= 6
        assert len(sizes) == 1, (lang, sizes)
