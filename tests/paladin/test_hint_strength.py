"""Paladin's Hint is the hard bot's search made surer (every placement, more worlds in stages): on a
position where the hard bot's 48 worlds sometimes advise a 4 as main paladin on the 1-honour mission,
the Hint advises the 3 on a 2-honour one whatever its seed, and the 4 there is measured worse."""

from __future__ import annotations

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.paladin import content as C
from game.games.paladin import hint_bot
from game.games.paladin.search import SearchBot
from game.ui.kit import advice

WORLDS = 300  # the measure's worlds, its own seed: not the Hint's


def _first_main_placement() -> Session:
    """4 players, seed 100: the player (seat 0) starts; hand 3, 4, 6, 6, 7; missions worth 1, 2, 2, 2."""
    seats = (SeatConfig("human", "", ""), *(SeatConfig("bot", "hard") for _ in range(3)))
    session = Session(get("paladin"), Options(4, "standard", seats), 100)
    dealer = session.store.state.dealer
    session.store.apply(dealer, ("start", 0))
    st = session.store.state
    assert sorted(C.CARD_VALUE[c] for c in st.hands[0]) == [3, 4, 6, 6, 7]
    assert [C.MISSION_HONOUR[m] for m in st.missions] == [1, 2, 2, 2]
    return session


def test_the_hint_never_advises_the_4_on_the_1_honour_mission_that_a_short_search_may(monkeypatch):
    monkeypatch.setattr(hint_bot, "CAP_SECONDS", None)  # its whole search, however busy the machine running the tests
    session = _first_main_placement()
    state = session.store.state
    view = session.rules.view(state, 0)
    tips = [advice.advise(session.spec, state, 0, seed, 1.0) for seed in (0, 1)]
    for tip in tips:
        kind, card, m = tip.action
        assert kind == "place" and C.CARD_VALUE[card] == 3 and C.MISSION_HONOUR[state.missions[m]] == 2, tip.action
        assert tip.why.startswith("face down, nobody knows it is weak"), tip.why
        assert "the biggest mission still open" in tip.why, tip.why  # why there: rivals must beat it to win it
    four = next(c for c in state.hands[0] if C.CARD_VALUE[c] == 4)
    weak = ("place", four, 0)
    assert SearchBot()._choose(view, 0, Rng.from_seed(0), None) == weak  # the hard bot's own search, here
    totals = SearchBot(worlds=WORLDS).score(view, 0, [tips[0].action, weak], Rng.from_seed(4242), None)
    assert (totals[0] - totals[1]) / WORLDS > 0.4  # honour the 4 on the 1-honour mission gives up (about half)
