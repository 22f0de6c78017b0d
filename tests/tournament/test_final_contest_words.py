"""Playtest: after the final scoring a rival's panel said it "called the King's Favour" for a Contest
card the game scored from its hand at the end. The rival's line and the scoreboard's last-Contest line
say what happened: the card was in its hand and was scored at the end (EN and IT)."""

from __future__ import annotations

import pytest

from game import i18n
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.tournament import content as C
from game.games.tournament.policy import policy_action
from game.ui import text_fit
from game.ui.scenes import persist
from tests.ui_driver import settle

SEED = 2  # the rival's Romance is scored from its hand at the end, the game's last Contest


def ended_with_a_rivals_final_contest() -> Session:
    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random"))
    session = Session(get("tournament"), Options(2, "standard", seats, (("first_player", 0),)), SEED)
    store = session.store
    while session.rules.outcome(store.state) is None:
        seat = min(session.rules.actors(store.state))
        store.apply(seat, policy_action(store.state, seat) if seat == 0 else session.bot_choose(seat))
    return session


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_rivals_final_contest_is_told_as_scored_from_its_hand(app, lang):
    session = ended_with_a_rivals_final_contest()
    last = session.store.state.history[-1]
    assert last.final and last.active == 1, "this seed ends with the rival's Contest scored from its hand"
    i18n.set_language(lang)
    app.set_language(lang)
    try:
        persist.open_table(app, session)
        table = app.top
        for _ in range(300):
            if table.animating:
                table.skip_animations()
            app.step(dt=0.05)
        settle(app)
        contest = i18n._(C.CONTEST_NAMES[C.category(last.card)])
        told = i18n._("{contest} in hand, scored at the end").format(contest=contest)
        called = i18n._("called the {contest}").format(contest=contest)
        news = table.news()[1]
        assert told in news.parts and called not in news.parts
        assert news.caption == told
        table._layer = None
        with text_fit.recording() as fits:
            app.step(dt=0.05)
        drawn = [f.text for f in fits]
        assert told in drawn and not [t for t in drawn if called in t]
        assert table.click_spot(("news", 1)).tip.endswith(told)
        foot = table.spots.find("last-contest")
        assert foot is not None
        name = table.player_name(1)
        scored = i18n._("Last Contest: {contest}, scored from {name}’s hand · {results} VP")
        assert foot.tip.split("\n")[0].startswith(scored.split(" · ")[0].format(contest=contest, name=name))
        assert "called" not in foot.tip and "indetta" not in foot.tip
        if lang == "it":
            assert told == f"Gara {contest} in mano, assegnata alla fine"
    finally:
        i18n.set_language("en")
        app.set_language("en")
