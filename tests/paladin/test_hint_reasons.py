"""The Hint's reasons name the player's own cards and the rivals' cards they have seen, and never a
card their seat has not seen; every decision of a resolution says how the player's paladin stands
against the leader's."""

from __future__ import annotations

from game.core.registry import get
from game.core.rng import Rng
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.describe import card_label
from game.games.paladin.hint_reasons import hint_reason
from game.games.paladin.state import PLACE, RESOLVE


def _visible(view, seat: int) -> set[str]:
    cards = set(view.hands[seat]) | {c for row in view.table for _o, c in row if c >= 0}
    return {card_label(c) for c in cards}


def _game(seed: int, players: int):
    """(rules, store, rng) of a new game: seat 0 a person, the others random bots."""
    seats = (SeatConfig("human", "", ""),) + (SeatConfig("bot", "random"),) * (players - 1)
    session = Session(get("paladin"), Options(players, "standard", seats), seed)
    return session.rules, session.store, Rng.from_seed(seed)


def test_hint_reasons_name_only_cards_the_player_has_seen_across_games():
    seen_lines = resolve_lines = peeked_lines = 0
    for seed, players in ((3, 3), (8, 4), (13, 5)):
        rules, store, rng = _game(seed, players)
        while rules.outcome(store.state) is None:
            seat = min(rules.actors(store.state))
            legal = rules.legal_actions(store.state, seat)
            if seat == 0:
                view = rules.view(store.state, 0)
                allowed = _visible(view, 0)
                for action in legal:
                    text = hint_reason(view, 0, action)
                    assert text, action
                    named = {card_label(c) for c in range(C.PALADIN_COUNT) if card_label(c) in text}
                    assert named <= allowed, (action, text)
                    seen_lines += bool(named)
                    if view.phase == RESOLVE:
                        resolve_lines += 1
                        assert "the leader's" in text, text
                        assert ("cannot beat" in text or "only ties" in text) == (not E.can_beat(view)), text
                    if view.phase == PLACE and action[0] == "place" and "you know is there" in text:
                        peeked_lines += 1
            store.apply(seat, legal[rng.below(len(legal))])
    assert seen_lines > 50 and resolve_lines > 20 and peeked_lines > 0


def test_a_0_or_1_as_main_paladin_is_explained_as_a_card_that_will_hardly_win():
    """The Hint never says rivals "must beat" a 0 or a 1 put down as a main paladin, nor calls the
    mission worth holding with it: it says the card will hardly win, and what it is good for."""
    from game import i18n

    told = 0
    for lang in ("en", "it"):
        i18n.set_language(lang)
        sentence = "it will hardly win {mission}, but you risk only a weak paladin there, and your stronger ones stay for the other missions"  # noqa: E501
        hardly = i18n._(sentence).split(" {")[0]  # "it will hardly win", in the language shown
        for seed, players in ((3, 3), (13, 5)):
            rules, store, rng = _game(seed, players)
            while rules.outcome(store.state) is None:
                seat = min(rules.actors(store.state))
                legal = rules.legal_actions(store.state, seat)
                view = rules.view(store.state, seat)
                if seat == 0 and view.phase == PLACE and E.placing_main(view):
                    for action in legal:
                        if action[0] != "place":
                            continue
                        text = hint_reason(view, 0, action)
                        weak = C.CARD_VALUE[action[1]] <= 1
                        assert text.startswith(hardly) == weak, text
                        told += weak
                store.apply(seat, legal[rng.below(len(legal))])
    assert told > 10
