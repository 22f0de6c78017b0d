"""Each row of the Load list tells the game, its players, where it stands (round or turn, in that
game's own words) and when it was saved, read from the save's JSON without replaying it, for every
game, fitting in English and Italian."""

from __future__ import annotations

import pytest

from game.app import App
from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.ui import text_fit
from game.ui.scenes import persist
from game.ui.scenes.saves import LoadScene

#: game → (players, bot moves played, words each language must show for where it stands)
GAMES = {
    "paladin": (3, 40, {"en": "Round ", "it": "Round "}),
    "tournament": (4, 30, {"en": "Turn ", "it": "Turno "}),
    "joust": (2, 30, {"en": "Turn ", "it": "Turno "}),
    "glory": (3, 30, {"en": "Round 1 of 3", "it": "Round 1 di 3"}),
}
PLAYERS = {"en": "{n} players", "it": "{n} giocatori"}


def _played(game: str, players: int, moves: int, seed: int = 4) -> Session:
    seats = (SeatConfig("human", "", "Ada"),) + (SeatConfig("bot", "random"),) * (players - 1)
    session = Session(get(game), Options(players, get(game).variants[0].id, seats), seed)
    rng, store = Rng.from_seed(seed), session.store
    for _ in range(moves):
        actors = sorted(store.rules.actors(store.state))
        if not actors:
            break
        store.apply(actors[0], rng.choice(store.legal_actions(actors[0])))
    return session


@pytest.mark.parametrize("lang", ["en", "it"])
def test_every_row_tells_game_players_progress_and_date(tourney_home, lang):
    for game, (players, moves, _words) in GAMES.items():
        persist.save_named(_played(game, players, moves), f"{game} save", saved_at=1_790_000_000.0 + len(game))
    app = App(headless=True, lang=lang)
    app.step(dt=0.05)
    app.push(LoadScene(app))
    app.step(dt=0.05)
    load = app.top
    assert isinstance(load, LoadScene) and len(load.items) == len(GAMES)
    with text_fit.recording() as fits:
        app.step(dt=0.05)
    shown = [f for f in fits if f.where == "load"]
    texts = {f.text for f in shown}
    for entry in load.items:
        players, _moves, words = GAMES[entry.game]
        assert entry.details.startswith(PLAYERS[lang].format(n=players)), entry.details
        assert words[lang] in entry.details, entry.details
        assert entry.details in texts and entry.game_name in texts
        assert persist.when(entry.saved_at) in texts
    failed = [(f.text, f.size) for f in shown if f.failed or f.size < f.min_size]
    assert not failed, failed
    app.shutdown()


def test_a_state_without_its_counter_tells_only_the_players(tourney_home):
    """A save whose state lacks the game's counter (an older or hand-made file) still lists, with
    its players alone."""
    entry = persist.SaveEntry(persist.saves_dir() / "x.json", "x", "Paladin", 1.0, 3, players=3)
    assert entry.details == "3 players"
    assert persist.progress_text("paladin", {}) == ""
    assert persist.progress_text("paladin", {"round": "two"}) == ""
    assert persist.progress_text("paladin", {"round": 2}) == "Round 2"
    assert persist.progress_text("nonesuch", {"round": 2}) == ""
