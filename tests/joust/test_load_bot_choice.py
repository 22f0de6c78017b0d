"""Loading a Joust game never tells what the bot will play: a secret combat card the bot chose
while the player was still choosing theirs is chosen again, from a stream stirred afresh each load."""

from __future__ import annotations

from game.core import saves
from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust.state import COMBAT, NONE


def _bot_chose_first(seed: int) -> Session:
    """A game against a hard bot where the bot has chosen its combat card and the player has not."""
    seats = (SeatConfig("human"), SeatConfig("bot", "hard"))
    session = Session(get("joust"), Options(2, "standard", seats), seed)
    store = session.store
    for _ in range(3000):
        st = store.state
        if st.phase == COMBAT and st.turn >= 3 and 1 in store.actors() and 0 in store.actors():
            store.apply(1, session.bot_choose(1))
            return session
        seat = max(store.actors())  # the bot first: it chooses while the player still does
        store.apply(seat, session.bot_choose(seat) if seat else store.legal_actions(0)[-1])
    raise AssertionError("no combat")


def _bot_pick(st) -> int:
    return st.pick_att if st.attacker == 1 else st.pick_def


def test_a_loaded_game_lets_the_bot_choose_its_secret_card_again(tmp_path):
    session = _bot_chose_first(2)
    assert _bot_pick(session.store.state) != NONE
    path = tmp_path / "joust.json"
    saves.save_session(session, path)
    picks = set()
    for _ in range(8):
        loaded = saves.load_session(path)
        st = loaded.store.state
        assert _bot_pick(st) == NONE and len(loaded.store.actions) == len(session.store.actions) - 1
        picks.add(loaded.bot_choose(1))
    assert len(picks) > 1  # not the same card every load


def test_a_loaded_game_keeps_the_players_own_moves_and_the_deck(tmp_path):
    session = _bot_chose_first(3)
    store = session.store
    store.apply(0, store.legal_actions(0)[0])  # the player answers: the cards are revealed
    path = tmp_path / "joust.json"
    saves.save_session(session, path)
    loaded = saves.load_session(path)
    assert loaded.store.actions == store.actions
    assert loaded.store.state.court_deck == store.state.court_deck
