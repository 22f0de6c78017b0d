"""Paladin's words in both languages: the player's own moves read as done ("Hai battuto…", never
"Batti…", which reads as a command, nor "Scarti…", the discard pile's name), mission names stand
apart from the verb ("You win the mission “Win the Court Tourney”"), the review's alternatives read
as advice, and the rules reference never repeats a heading or a rule."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from game import i18n
from game.core.rng import Rng
from game.core.rules import Event, Options
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.describe import describe
from game.games.paladin.rules import PaladinRules

from .helpers import resolution_state, three_missions

RULES = PaladinRules()
#: second-person present forms that read as commands (or as the discard pile) in a log line
COMMANDS = ("Vinci", "Batti", "Scegli", "Ricevi", "Scarti", "Riprendi", "Annulli")
#: the player's own moves the log tells in the past
DONE = {"start_chosen", "dealt", "peeked", "placed", "beat", "took_back", "discarded", "mission_won"}


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def _own_lines(seed: int) -> dict[str, list[str]]:
    """Per event kind, seat 0's log lines about its own moves over a random 3-player game."""
    rng = Rng.from_seed(seed)
    s = RULES.new_game(Options(3), seed)
    out: dict[str, list[str]] = {}
    names = {0: "Tu", 1: "Galvano", 2: "Isotta"}.__getitem__
    while s.phase != "over":
        p = E.actor(s)
        s, events = RULES.apply(s, p, rng.choice(RULES.legal_actions(s, p)))
        for ev in events:
            if ev.kind in DONE and ev.data.get("seat") == 0:
                line = describe(ev.for_seat(0), 0, names=names)
                if line:
                    out.setdefault(ev.kind, []).append(line)
    return out


def test_the_players_own_moves_read_as_done_in_italian():
    i18n.set_language("it")
    lines: dict[str, list[str]] = {}
    for seed in (3, 4, 5):
        for kind, said in _own_lines(seed).items():
            lines.setdefault(kind, []).extend(said)
    assert {"dealt", "placed", "peeked", "mission_won"} <= set(lines), sorted(lines)
    for kind, said in lines.items():
        for line in said:
            assert line.startswith("Hai "), (kind, line)
            assert not line.startswith(COMMANDS), (kind, line)


def test_a_won_mission_is_named_apart_from_the_verb_in_both_languages():
    s = resolution_state(three_missions())
    s, _ = RULES.apply(s, 1, ("discard",))
    s, events = RULES.apply(s, 0, ("discard",))
    won = next(ev for ev in events if ev.kind == "mission_won")
    name = C.MISSION_NAMES[won.data["mission_id"]]
    mine = Event(won.kind, {**won.data, "seat": 0})
    i18n.set_language("en")
    assert describe(mine, 0).startswith(f"You win the mission “{name}” (")
    assert describe(won, 0).startswith(f"Player 3 wins the mission “{name}” (")
    i18n.set_language("it")
    assert describe(mine, 0).startswith(f"Hai vinto la missione «{i18n._(name)}» (")


def test_the_mission_panel_and_the_undo_speak_of_what_the_player_did():
    from game.games.paladin.ui.outcomes import mission_panel

    s = resolution_state(three_missions())
    s, _ = RULES.apply(s, 1, ("discard",))
    s, events = RULES.apply(s, 0, ("discard",))
    won = next(ev for ev in events if ev.kind == "mission_won")
    table = SimpleNamespace(viewer_is_human=lambda: True, _is_you=lambda seat: seat == won.data["seat"], seat_name=str)
    i18n.set_language("it")
    assert mission_panel(table, won, s).title == "Hai vinto la missione!"
    assert i18n._("You take back a move.") == "Hai annullato una mossa."
    assert i18n._("You win the mission “{mission}”!").format(mission="X") == "Hai vinto la missione «X»!"


def test_the_round_panel_says_total_not_in_all():
    from game.games.paladin.ui import outcomes

    s = E.setup(3, False, seed=3)
    s.table = [[(0, 0)], [(1, 0)], [(1, 0)]]
    s.fates = [[E.WON] for _m in range(3)]
    table = SimpleNamespace(viewer_is_human=lambda: True, _is_you=lambda p: p == 0, seat_name=lambda p: f"Bot {p}")
    for lang, word in (("en", "total "), ("it", "totale ")):
        i18n.set_language(lang)
        panel = outcomes.round_panel(table, Event("round_started", {"dealer": 1, "round": 2}), s)
        assert all(row.value.startswith(word) for row in panel.rows), [row.value for row in panel.rows]
        assert "in all" not in panel.subtitle and "in tutto" not in panel.subtitle


def test_the_reviews_alternatives_read_as_advice_not_as_done():
    """The log's past lines cannot say the move the player could have made: the review words it."""
    from game.core.registry import get
    from game.ui.scenes.review_words import alternative_words

    spec = get("paladin")
    s = resolution_state(three_missions())
    s, _ = RULES.apply(s, 1, ("discard",))
    s, _ = RULES.apply(s, 0, ("discard",))  # mission 2: seat 2 decides on seat 1's 1
    seat = E.actor(s)
    view = RULES.view(s, seat)
    names = {0: "Tu", 1: "Galvano", 2: "Isotta"}.__getitem__
    i18n.set_language("it")
    words = {a: alternative_words(spec, view, seat, a, 1, names) for a in RULES.legal_actions(view, seat)}
    assert words[E.TAKE] == "Riprendi in mano il tuo paladino" and words[E.DISCARD] == "Scarta il tuo paladino coperto"
    assert all(not w.startswith("Hai ") for w in words.values()), words
    i18n.set_language("en")
    assert alternative_words(spec, view, seat, E.DISCARD, 1, names) == "Discard your paladin face down"


def test_a_bots_choice_of_starter_says_who_places_where():
    from game.games.paladin.reasons import _start

    s = E.setup(4, False, seed=1)
    assert _start(s, 0, 2).endswith("so as to place neither first nor last themselves")
    assert _start(s, 0, 1).endswith("so as to place last themselves")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_rules_reference_says_each_heading_and_each_rule_once(lang):
    from game.games.paladin.reference import chapters

    i18n.set_language(lang)
    book = chapters()
    for chapter in book:
        first = chapter.paragraphs[0]
        assert not first.lower().startswith(chapter.title.lower() + ":"), (chapter.title, first[:40])
        assert not first.startswith(("Schieramento", "Placing:")), first[:40]
    text = {c.title: " ".join(c.paragraphs) for c in book}
    ties = ("tie", "parità", "pareggio")
    end = text[i18n._("The end")].lower()
    assert sum(end.count(w) for w in ties) == 1, end
    refill = ("filled back up", "fills every hand", "tornano al numero", "riporta ogni mano")
    nxt = text[i18n._("Next round")]
    assert sum(nxt.count(w) for w in refill) == 1, nxt


def test_the_review_never_says_surely_not_better_ambiguously():
    from game.ui.scenes.review import no_costly_words

    i18n.set_language("it")
    calm = no_costly_words([])
    fell = no_costly_words([{"chance": 0.8}, {"chance": 0.3}])
    for words in (calm, fell):
        assert "sicuramente" not in words and "niente indica che il bot più forte avrebbe fatto meglio" in words.lower()


def test_the_resolution_is_said_as_under_way_not_as_done():
    """The top bar and the log while missions are settled: not "the missions are resolved", which
    reads as already over."""
    ev = Event("resolution_started", {})
    assert describe(ev, 0) == "All paladins are placed: the missions are now resolved in order."
    i18n.set_language("it")
    assert describe(ev, 0) == "Tutti i paladini sono piazzati: ora le missioni si risolvono in ordine."
    assert i18n._("Resolving the missions…") == "Si risolvono le missioni…"
