"""The end of a Glory game told on the results screen: who won and why (glory, or Prestige tokens on
equal glory), every player's titles with their glory, how the rounds went; "You" for the player."""

from __future__ import annotations

import pytest

from game import i18n
from game.app import App
from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.glory import content as C
from game.games.glory.story import story
from game.settings import Settings
from game.ui import text_fit
from game.ui.scenes.results import ResultsScene

SPEC = get("glory")


def finished(seed: int = 3) -> Session:
    seats = tuple(SeatConfig("human", "", "Ada") if i == 0 else SeatConfig("bot", "easy") for i in range(3))
    session = Session(SPEC, Options(3, "standard", seats, tuple((o.key, o.default) for o in SPEC.options)), seed)
    store, pick = session.store, Rng.from_seed(seed)
    while store.outcome() is None:
        seat = min(store.actors())
        store.apply(seat, session.bot_choose(seat) if session.is_bot(seat) else pick.choice(store.legal_actions(seat)))
    return session


@pytest.fixture(scope="module")
def game() -> Session:
    return finished()


def test_the_story_says_who_won_by_how_much_and_each_players_titles(game):
    state, outcome = game.store.state, game.store.outcome()
    (winner,), (second, *_rest) = outcome.ranking[0], outcome.ranking[1]
    lines = story(game)
    name = "You" if winner == 0 else game.seat_name(winner)
    gap = state.players[winner].glory - state.players[second].glory
    assert lines[0][0] == winner and lines[0][1].startswith(f"{name} win")
    assert f"{state.players[winner].glory} glory" in lines[0][1] and (f"{gap} ahead" in lines[0][1] or gap == 0)
    scored = {
        ev.data["seat"]: ev.data for step in game.store.history for ev in step.events if ev.kind == "titles_scored"
    }
    assert len(scored) == 3
    for seat, d in scored.items():
        (line,) = [
            text
            for s, text in lines
            if s == seat and "title" in text and ("glory point" in text or "none scored" in text)
        ]
        assert line.startswith("Your title" if seat == 0 else f"{game.seat_name(seat)}'s title")
        for t in d["titles"]:
            assert f"{C.TITLES[t].name} ({C.TITLES[t].glory})" in line
        assert (f" {d['glory']} glory point" in line) if d["titles"] else ("none scored." in line)
        unscored = [C.TITLES[t].name for t in d["secret"] if t not in d["titles"]]
        assert all(name in line.split("not scored:")[-1] for name in unscored)  # revealed at the end
    rounds = [text for s, text in lines if "by round" in text]
    assert len(rounds) == 3 and all(text.count(",") == 2 for text in rounds)


def test_equal_glory_is_told_as_a_win_on_prestige(game):
    state = game.store.state
    saved = [(p.glory, list(p.prestige)) for p in state.players]
    try:
        state.players[1].glory = state.players[2].glory = 50
        state.players[0].glory = 10
        state.players[1].prestige, state.players[2].prestige = ["a", "b", "c"], ["a"]
        line = story(game)[0][1]
        assert (
            line
            == f"{game.seat_name(1)} wins on Prestige tokens: 50 glory like {game.seat_name(2)}, but 3 Prestige tokens to 1."
        )
        state.players[2].prestige = ["a", "b", "c"]
        assert "share the victory" in story(game)[0][1]
    finally:
        for p, (g, pr) in zip(state.players, saved):
            p.glory, p.prestige = g, pr


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_results_screen_tells_the_story_and_it_fits(game, lang, tourney_home):
    app = App(headless=True, settings=Settings(language=lang, sound=False), lang=lang)
    try:
        with text_fit.recording() as records:
            app.push(ResultsScene(app, game))
            for _ in range(3):
                app.step(dt=0.05)
        drawn = [r.text for r in records]
        told = [text for _seat, text in story(game)]
        assert told[0] in drawn and sum(t in drawn for t in told) >= 6
        assert not [r for r in records if r.text in told and r.size < 14]
    finally:
        app.shutdown()
        i18n.set_language("en")


def test_a_bot_that_beats_you_wins_ahead_of_you_not_of_you_capitalised(game):
    state = game.store.state
    saved = [p.glory for p in state.players]
    try:
        state.players[0].glory, state.players[1].glory, state.players[2].glory = 40, 50, 10
        line = story(game)[0][1]
        assert line == f"{game.seat_name(1)} wins with 50 glory, 10 ahead of you."
    finally:
        for p, g in zip(state.players, saved):
            p.glory = g


def test_the_rounds_line_names_the_rounds_whose_joust_a_player_won():
    from game.games.glory.story import rounds_line

    rounds = [{"round": r, "wins": [1, 0], "trophy": t, "glory": [10 * r, 9 * r]} for r, t in ((1, 1), (2, 0), (3, 0))]
    assert rounds_line(rounds, 0).endswith("jousts won in rounds 2, 3")
    assert rounds_line(rounds, 1).endswith("joust won in round 1")


def test_the_rounds_line_adds_up_to_the_final_glory_with_the_final_journey_and_the_titles(game):
    import re

    state, lines = game.store.state, story(game)
    scored = {
        ev.data["seat"]: ev.data for step in game.store.history for ev in step.events if ev.kind == "titles_scored"
    }
    journeys = 0
    for seat, text in lines:
        if "by round" not in text:
            continue
        last = int(text.split(" glory by round")[0].split(", ")[-1])
        after = re.search(r" · then ([+−]\d+) glory on the final journey · ", text)
        journeys += after is not None
        extra = int(after.group(1).replace("−", "-")) if after else 0
        assert last + extra + scored[seat]["glory"] == state.players[seat].glory, text
    assert journeys  # this game's final journey brought glory to someone
