"""The Tournament table's left column, rivals and end, driven through the real scene: the nine
Contest seals in one row clear of the action bar, the low-deck ribbon under the piles (never over
them), the warning one round before the last cards, tucked knight cards named whole in Italian,
and, at four players, each rival's knights as a ledger of forces by card kind."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.games.tournament import content as C
from game.games.tournament.state import DRAW
from game.ui import text_fit
from tests.tournament.test_table import play_on
from tests.ui.test_table_polish import tournament_table
from tests.ui_driver import FRAME, click


def _redraw(app, table) -> list:
    table._layer = None
    with text_fit.recording() as fits:
        app.step(dt=FRAME)
    return fits


def test_the_nine_contest_seals_stand_in_one_row_clear_of_the_action_bar(app):
    table = tournament_table(app, 5, players=2)
    assert play_on(app, table, lambda st: bool(st.history))
    rec = table.store.state.history[0]
    history = [dataclasses.replace(rec, card=card) for card in C.CONTESTS]
    table.store.state.history = history  # every Contest scored: nine seals
    table.refresh()
    _redraw(app, table)
    seals = [table.spots.find(("scored", card)).rect for card in C.CONTESTS]
    assert len({s.y for s in seals}) == 1  # one row
    for seal in seals:  # inside their row of the left column: the action bar's starts under it
        assert table.lay.scored.contains(seal)
        assert not seal.colliderect(table.lay.bar)


def test_the_low_deck_ribbon_lies_under_the_piles_not_over_them(app, monkeypatch):
    from game.games.tournament.ui import finale

    drawn = []
    monkeypatch.setattr(finale, "draw_ribbon", lambda surface, rect, text: drawn.append((pygame.Rect(rect), text)))
    table = tournament_table(app, 6, players=4)
    assert play_on(app, table, lambda st: 0 < len(st.deck) <= st.players)
    _redraw(app, table)
    assert drawn, "no ribbon while the deck is nearly out"
    rect, text = drawn[-1]
    assert "in the deck" in text
    for pile in ("deck", "discard"):
        assert not rect.colliderect(table.where(pile))


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_deck_says_how_many_turns_it_lasts_at_most_and_how_many_are_yours(make_app, lang):
    from game import i18n
    from game.games.tournament.ui import finale

    app = make_app()
    app.set_language(lang)
    table = tournament_table(app, 6, players=4)
    left = len(table.view.deck)
    mine = finale.my_turns(table.view, table.viewer, left)
    fits = {f.text: f for f in _redraw(app, table)}
    line = i18n.ngettext("At most {n} more turns ({m} of yours)", "At most {n} more turns ({m} of yours)", mine)
    line = line.format(n=left, m=mine)
    assert line in fits
    assert not fits[line].fit.ellipsized  # whole in the left column, in Italian too


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_warning_comes_one_round_before_the_last_cards(make_app, lang):
    from game import i18n
    from game.games.tournament.ui import finale

    app = make_app()
    app.set_language(lang)
    n = 4
    for seed in range(12):
        table = tournament_table(app, seed, players=n)
        if play_on(app, table, lambda st: st.phase == DRAW and len(st.deck) == finale.approach_at(n) + 1):
            break
    else:
        pytest.fail("no seed gives the human the draw that brings the deck to twice the players")
    click(app, table.where("deck").center)
    for _ in range(80):
        a = table.timeline.announcement
        if a is not None:
            break
        app.step(dt=0.05)
    assert a is not None and a.title == i18n._("The end approaches")
    assert str(finale.approach_at(n)) in a.subtitle
    with text_fit.recording() as fits:
        app.step(dt=FRAME)
    assert not [f for f in fits if f.failed]


def test_tucked_knight_cards_show_their_whole_italian_names(make_app):
    from game.games.tournament.ui.pieces import draw_knights

    app = make_app()
    app.set_language("it")
    table = tournament_table(app, 4, players=2)
    by_kind = {k: [c for c in range(len(C.KIND)) if C.KIND[c] == k] for k in C.CHIVALRY_KINDS}
    combos = [tuple(by_kind[k][i] for k in C.CHIVALRY_KINDS) for i in range(10)]
    surface = pygame.Surface((1600, 900))
    area = pygame.Rect(600, 400, 640, 200)  # the viewer's panel at 2 players
    from game import i18n

    with text_fit.recording() as fits:
        draw_knights(table, surface, area, combos, 100)
    names = {i18n._(C.NAME[c]) for combo in combos for c in combo[:3]}  # the tucked ones
    strips = {f.text: f for f in fits if f.text in names}
    assert names <= set(strips)
    assert not [t for t, f in strips.items() if f.fit.ellipsized], "a tucked card's name is cut"


@pytest.mark.parametrize("lang", ["en", "it"])
def test_at_four_players_each_rivals_knights_read_as_a_ledger(make_app, lang):
    from game import i18n

    app = make_app()
    app.set_language(lang)
    table = tournament_table(app, 7, players=4)
    assert play_on(app, table, lambda st: sum(len(st.combos[s]) for s in range(1, 4)) >= 3)
    fits = _redraw(app, table)
    texts = [f.text for f in fits]
    v = table.view
    for seat in range(1, 4):
        for combo in v.combos[seat]:
            tip = table.spots.find(("knight", combo[0])).tip
            assert all(i18n._(C.NAME[c]) in tip for c in combo)  # the column names its cards
            assert str(sum(C.FORCE[c] for c in combo)) in texts  # its total
            for c in combo:
                assert str(C.FORCE[c]) in texts
        if len(v.combos[seat]) == 1:  # room enough: the cards are named in the panel itself
            assert all(i18n._(C.NAME[c]) in texts for c in v.combos[seat][0])
    assert not [f for f in fits if f.failed]


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_final_contests_are_counted_one_by_one(make_app, lang):
    from game import i18n
    from game.core.rules import Event
    from game.games.tournament.state import PLAY
    from game.games.tournament.ui.smoke import contest_event

    app = make_app()
    app.set_language(lang)
    table = tournament_table(app, 4, players=3)
    assert play_on(app, table, lambda st: st.phase == PLAY and st.turns >= st.players)
    finals = []
    for seat in (1, 2, 2):
        ev = contest_event(table.view)
        finals.append(Event("contest", {**ev.data, "seat": seat, "final": True}))
    table.on_events([Event("final_contests", {"seat": 1, "counts": (0, 1, 2)}), *finals])
    table.animating = True
    subtitles = []
    space = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
    for frame in range(3000):
        a = table.timeline.announcement
        if a is not None and (not subtitles or subtitles[-1][0] is not a):
            subtitles.append((a, a.subtitle))
            with text_fit.recording() as fits:
                app.step(dt=FRAME)
            assert not [f for f in fits if f.failed], a.subtitle
        if a is not None and frame % 40 == 39:
            app.step([space], dt=FRAME)  # the player reads it, then goes on
        else:
            app.step(dt=FRAME)
        if not table.timeline.busy:
            break
    subs = [s for _a, s in subtitles]
    assert subs[0] == i18n._("Every turn has been played")
    for i, sub in enumerate(subs[1:], start=1):
        assert sub.endswith(i18n._("final Contest {i} of {n}").format(i=i, n=3)), sub
    assert len(subs) == 4


def test_a_warning_crossed_in_rivals_turns_waits_for_the_viewers_turn_and_is_logged(app):
    """At four players the rivals' turns may bring the deck under the mark: the panel is not lost in
    their quick moves but shown as the viewer's own turn begins, and the log says it at once."""
    from game.games.tournament.policy import policy_action
    from game.games.tournament.ui import finale
    from tests.ui_driver import read_on

    n, mark = 4, finale.approach_at(4)
    shown: list = []

    def crossed_by_rivals(table) -> list:
        """Play the viewer's turns straight on the engine, the rivals' on the table, until the deck
        is under the mark; the warning's sightings (whose turn, phase), or None if the viewer crossed."""
        store, seen = table.store, []
        for _ in range(12):
            while store.state.current == table.viewer:
                store.apply(table.viewer, policy_action(store.state, table.viewer))
            if len(store.state.deck) <= mark:
                return None
            table.refresh()
            for _ in range(3000):
                read_on(app, table)
                a = table.timeline.announcement
                if a is not None and a.title == "The end approaches":
                    seen.append((table.view.current, table.view.phase))
                    shown.append((a.subtitle, len(table.view.deck)))
                if seen and a is None:
                    return seen
                if not seen and table.can_act() and len(store.state.deck) > mark:
                    break  # the viewer's turn again, the deck still above the mark
            else:
                return seen
        return seen

    for seed in range(20):
        table = tournament_table(app, seed, players=n)
        if not play_on(app, table, lambda st: st.phase == DRAW and mark + 2 <= len(st.deck) <= mark + 4):
            continue
        shown.clear()
        seen = crossed_by_rivals(table)
        if seen and shown and getattr(table, "_approach_crossed", None) != shown[-1][1]:
            break  # rivals drew again between the crossing and the panel
    else:
        pytest.fail("no seed leaves the crossing to the rivals with draws after it")
    assert seen, "the warning never showed"
    assert all(who == table.viewer and phase == DRAW for who, phase in seen), seen
    assert n < len(table.view.deck) <= mark
    assert any(note.text.startswith("The end approaches: ") for note in table.notes)
    # playtests: the log said 8 cards while the panel said 7 (rivals drew in between), then said both
    # 8 and 7: it warns once, with the panel's count
    subtitle, left = shown[-1]
    assert subtitle == f"{left} cards left in the deck"
    said = [note.text for note in table.notes if note.text.startswith("The end approaches: ")]
    assert said == [f"The end approaches: {left} cards left in the deck."]


def test_the_turns_left_are_said_in_the_viewers_terms():
    from types import SimpleNamespace

    from game.games.tournament.state import PLAY
    from game.games.tournament.ui import finale

    deck = [0] * 9
    drawing = SimpleNamespace(deck=deck, players=4, current=0, phase=DRAW)
    assert finale.turns_left_text(drawing, 0) == "At most 9 more turns (3 of yours)"  # turns 0,4,8
    played = SimpleNamespace(deck=deck, players=4, current=0, phase=PLAY)
    assert finale.turns_left_text(played, 0) == "At most 9 more turns (2 of yours)"  # this one has drawn
    assert finale.turns_left_text(played, 1) == "At most 9 more turns (3 of yours)"
    assert finale.turns_left_text(played) == "At most 9 more turns"


def test_a_tooltip_does_not_stay_under_the_rules_window(make_app):
    """Pointing at a rival's knight shows its tooltip; opening the rules hides it (it never shows
    under the window), and it stays hidden once the window is closed, until the pointer moves."""
    from tests.ui_driver import move

    app = make_app()
    app.set_language("it")
    table = tournament_table(app, 7, players=4)
    assert play_on(app, table, lambda st: any(st.combos[s] for s in range(1, 4)))
    _redraw(app, table)
    seat = next(s for s in range(1, 4) if table.view.combos[s])
    spot = table.spots.find(("knight", table.view.combos[seat][0][0]))
    move(app, spot.rect.center)
    for _ in range(60):
        app.step(dt=FRAME)
        if table.gui._tip is not None:
            break
    assert table.gui._tip is not None, "no tooltip over the rival's knight"
    table.show_rules()
    assert app.top is not table
    for _ in range(20):
        app.step(dt=FRAME)
    assert table.gui._tip is None
    app.pop()
    for _ in range(20):
        app.step(dt=FRAME)
    assert table.gui._tip is None  # the pointer has not moved: no tooltip pops up again


def test_at_four_players_in_italian_a_long_last_turn_leaves_the_rivals_knights_named(make_app):
    """A rival's last turn that wraps is cut to two lines (the whole of it in its tooltip), so the
    panel keeps room for its two knights with every card named beside its force."""
    from game import i18n
    from tests.tournament.helpers import combo

    app = make_app()
    app.set_language("it")
    table = tournament_table(app, 7, players=4)
    assert play_on(app, table, lambda st: st.turns >= 8)
    knights = [combo(10, 9, 8, 6), combo(2, 8, 10, 9)]  # Cavaliere famoso, Ascia da battaglia, Cavallo da guerra…
    st = table.store.state
    for seat in range(1, 4):
        st.combos[seat] = list(knights)  # the same cards in three panels: a drawing test, not a game
    table.refresh()
    news = table.news()
    assert news, "no rival's last turn to show"
    fits = _redraw(app, table)
    names = {i18n._(C.NAME[c]) for k in knights for c in k}
    drawn = [f for f in fits if f.text in names]
    assert {f.text for f in drawn} == names and len(drawn) == 3 * len(names)
    assert not [f for f in drawn if f.fit.ellipsized]
    for seat in news:  # each last turn on two lines at most, the whole of it in its tooltip
        spot = table.spots.find(("news", seat))
        assert spot is not None and news[seat].line in spot.tip
        assert spot.rect.h <= 2 * text_fit.line_height("bold", 16) + 2, spot.rect
