"""One way to name the human in the log: "You" for the viewer, their name for everyone else.

Every game's ``describe`` is run over whole games played by random bots, for every viewer and for
a spectator, in English and Italian. A viewer never reads their own name (lines about them are the
second-person messages, lists call them "you"), a spectator never reads "you", and every line is a
complete sentence (no placeholder left, no "You wins").
"""

from __future__ import annotations

import random
import re

import pytest

import game.games  # noqa: F401 - registers the games
from game import i18n
from game.core import registry
from game.core.rules import Options

GAMES = {"tournament": (3, {}), "paladin": (3, {}), "joust": (3, {}), "glory": (2, {})}
SOLO = ("glory", 1, (("solo_mode", "rivalry"),))
MAX_MOVES = 1500
#: "You" or "Tu" before a third-person verb: a name slot filled with the viewer
THIRD_PERSON_YOU = re.compile(
    r"\bYou (wins|draws|plays|takes|places|goes|passes|has|is|chooses|receives|looks|peeks|beats|gains|loses"
    r"|scores|adds|rolls|uses|spends|keeps|ends|registers|waits|jousts|attacks|deals|discards)\b"
    r"|\b[Tt]u (vince|pesca|gioca|prende|piazza|va|passa|ha|è|sceglie|riceve|sbircia|batte|ottiene|perde|tira"
    r"|usa|spende|tiene|conclude|si iscrive|aspetta|attacca|scarta)\b"
)


def _name(seat: int) -> str:
    return f"Zed{seat}q"


def _play(game_id: str, players: int, seed: int, extra=()) -> list:
    """The events of one game between random players (every event, unredacted)."""
    spec = registry.get(game_id)
    rules = spec.rules
    rng = random.Random(seed)
    state = rules.new_game(Options(players, spec.variants[0].id, (), tuple(extra)), seed)
    events = []
    for _move in range(MAX_MOVES):
        if rules.outcome(state) is not None:
            break
        seat = min(rules.actors(state))
        state, evs = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))
        events.extend(evs)
    return events


#: events whose line quotes a card's own text ("Heal 1 damage from each of your knights")
QUOTES_CARD_TEXT = {"ability"}


def _lines(spec, events, viewer) -> list[tuple[str, str]]:
    out = []
    for ev in events:
        text = spec.describe(ev.for_seat(viewer), viewer, names=_name)
        if text:
            out.append((ev.kind, text))
    return out


def _check(game_id: str, players: int, events) -> list[str]:
    spec = registry.get(game_id)
    bad = []
    you = re.compile(r"\b(you|your|yours|tu|tuo|tua|tuoi|tue|te|ti)\b", re.I)
    for viewer in [*range(players), None]:
        for kind, line in _lines(spec, events, viewer):
            if viewer is not None and _name(viewer) in line:
                bad.append(f"viewer {viewer} reads their own name: {line}")
            if viewer is None and i18n.language() == "en" and kind not in QUOTES_CARD_TEXT and you.search(line):
                bad.append(f"a spectator reads 'you': {line}")
            if re.search(r"\{[a-z_]*\}", line) or THIRD_PERSON_YOU.search(line):
                bad.append(f"not a finished sentence: {line}")
    return bad


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_viewer_is_you_and_others_are_named(game_id: str, lang: str):
    players, extra = GAMES[game_id]
    events = _play(game_id, players, seed=7, extra=extra.items())
    assert len(events) > 20
    i18n.set_language(lang)
    try:
        bad = _check(game_id, players, events)
    finally:
        i18n.set_language("en")
    assert bad == [], "\n".join(bad[:20])


def test_glory_solo_against_otto():
    game_id, players, extra = SOLO
    events = _play(game_id, players, seed=3, extra=extra)
    assert any(e.kind == "otto_action" for e in events)
    assert _check(game_id, players, events) == []


def test_a_second_person_line_really_differs():
    """The check above would pass on a describe that ignored the viewer only if names never showed:
    the same event reads 'You …' for its seat and names the seat for the others."""
    spec = registry.get("paladin")
    events = [e for e in _play("paladin", 3, seed=7) if e.kind == "placed"]
    first = events[0]
    mine = spec.describe(first.for_seat(first.data["seat"]), first.data["seat"], names=_name)
    other_viewer = (first.data["seat"] + 1) % 3
    theirs = spec.describe(first.for_seat(other_viewer), other_viewer, names=_name)
    assert mine.startswith("You place") and _name(first.data["seat"]) in theirs


def _finished(seats, seed: int):
    from game.core.session import Session

    session = Session(registry.get("demo"), Options(len(seats), "standard", seats), seed)
    rng = random.Random(seed)
    rules, store = session.rules, session.store
    while rules.outcome(store.state) is None:
        seat = min(rules.actors(store.state))
        store.apply(seat, rng.choice(store.legal_actions(seat)))
    return session


def test_results_say_you_win_to_the_player_at_the_screen_and_use_typed_names(app):
    from game.core.rules import SeatConfig
    from game.ui.scenes.results import ResultsScene

    solo = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "random", "Gawain"))
    friends = (SeatConfig("human", "", "Ada"), SeatConfig("human", "", "Bea"))
    seen = set()
    for seed in range(1, 30):
        for seats in (solo, friends):
            session = _finished(seats, seed)
            winners = session.rules.outcome(session.store.state).winners
            headline = ResultsScene(app, session).headline()
            names = [seats[w].name for w in winners]
            if seats is solo and tuple(winners) == (0,):
                expected = "You win!"
            elif len(winners) == 1:
                expected = f"{names[0]} wins!"
            elif seats is solo:
                expected = "You share the victory with Gawain"
            else:
                expected = "Shared victory: Ada, Bea"
            assert headline == expected
            seen.add(expected)
    assert {"You win!", "Gawain wins!", "Ada wins!", "Bea wins!"} <= seen
