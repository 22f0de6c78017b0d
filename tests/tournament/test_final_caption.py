"""At the game's end a rival's caption under its name tells only its final Contests, on one line
("3 Contests in hand, scored at the end": it called none of them); its whole last turn stays in the tooltip."""

from __future__ import annotations

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.tournament.policy import policy_action
from game.games.tournament.ui.news import rivals_news
from game.ui import text_fit
from game.ui.scenes import persist
from tests.ui_driver import settle


def _ended_with_final_contests(players: int = 3) -> Session:
    """A finished game of a human (played by the rules of thumb) and random bots in which some rival
    played two or more final Contests."""
    for seed in range(1, 60):
        seats = (SeatConfig("human", "", "Ada"),) + tuple(SeatConfig("bot", "random") for _ in range(players - 1))
        session = Session(get("tournament"), Options(players, "standard", seats, (("first_player", 0),)), seed)
        store = session.store
        while session.rules.outcome(store.state) is None:
            seat = min(session.rules.actors(store.state))
            move = policy_action(store.state, seat) if seat == 0 else session.bot_choose(seat)
            store.apply(seat, move)
        if any(len(n.finals) >= 2 for n in rivals_news(store.history, 0).values()):
            return session
    raise AssertionError("no game where a rival played two final Contests")


def test_a_rivals_caption_at_the_end_is_one_line_of_its_final_contests(app):
    session = _ended_with_final_contests()
    persist.open_table(app, session)
    table = app.top
    for _ in range(200):
        if table.animating:
            table.skip_animations()
        app.step(dt=0.05)
    settle(app)
    news = table.news()
    seat, item = next((s, n) for s, n in news.items() if len(n.finals) >= 2)
    assert item.caption == f"{len(item.finals)} Contests in hand, scored at the end"
    table._layer = None
    with text_fit.recording() as fits:
        app.step(dt=0.05)
    drawn = {f.text: f.fit for f in fits}
    assert item.caption in drawn and len(drawn[item.caption].lines) == 1
    assert item.line not in drawn and item.short_line not in drawn
    spot = table.click_spot(("news", seat))
    assert spot is not None and spot.tip == f"Last turn: {item.line}"
