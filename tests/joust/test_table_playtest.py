"""Playtest findings on the Joust table, checked on the real scene: a rival's end of turn is told
in words in its panel."""

from __future__ import annotations

import pygame
import pytest

from game.core.rules import Event
from game.games.joust import content as C
from game.games.joust.state import COMBAT, END, CourtPlay
from game.games.joust.ui import knockout
from game.games.joust.ui.cards import card_spec
from game.games.joust.ui.court_tip import COPY_CARD
from game.games.joust.ui.knights import knight_tip
from game.games.joust.ui.news_lines import NARROW_MAX_ROWS, spaced
from game.games.joust.ui.smoke import advance
from game.games.joust.ui.table import MIN_NEWS_W
from game.i18n import _, set_language
from game.ui import text_fit
from game.ui.kit.banner import draw_announcement
from tests import ui_driver
from tests.joust.test_table import open_table
from tests.ui.test_hint import wait_for_tip


def test_a_rivals_end_of_turn_is_told_in_words(app):
    for seed in range(1, 30):  # a game where the bot reaches the end of a turn with Fan Support offered
        table = open_table(app, variant="tale", seed=seed)
        advance(table, lambda st: st.phase == END and st.active == 1, limit=2000)
        if table.store.state.phase == END:
            break
    assert table.store.state.phase == END and ("end",) in table.rules.legal_actions(table.store.state, 1)
    table.store.apply(1, ("end",))
    table.skip_animations()
    table.refresh()
    _changed, lines = table.recent()
    said = lines.get(1, [])
    assert said and not any(line.endswith(": end") for line in said), said
    # the turn's end is no news beside what the turn did (its combat): told only when it is all there is
    assert not any("ends the turn" in line for line in said) or said == [f"{table.player_name(1)} ends the turn"]
    from game.games.joust.describe import describe  # the log tells it: the move's first line (its "why?")

    first = table.store.history[-1].events[0]
    assert describe(first, 0, names=table.player_name).endswith("ends the turn."), first


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_court_cards_enlarged_caption_is_whole(app, lang):
    """Every court card's caption in the zoom keeps its last line (how long it stays), with the
    longest knight names as its targets and the longest player name as its owner."""
    table = open_table(app)
    set_language(lang)
    try:
        longest = max((_(k.name) for k in C.ALL_KNIGHTS), key=len)
        owner = _("Player {n}").format(n=1) + " " + "W" * 12
        area = pygame.Rect(0, 0, 1600, 900)
        for court in C.COURTS:
            text = "\n".join(
                [
                    _(court.name),
                    C.court_text(court),
                    _("Affects: {names}").format(names=", ".join([longest, longest])),
                    _("Stays in play until the next turn of {name}").format(name=owner),
                ]
            )
            with text_fit.recording() as records:
                table.zoom.draw(
                    pygame.Surface(area.size), card_spec("court", 0), text, pygame.Rect(700, 300, 96, 134), None, area
                )
            cut = [r for r in records if r.fit.ellipsized]
            assert not cut, (court.name, cut[0].fit.lines)
            assert table.zoom.rect is not None and area.contains(table.zoom.rect)
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_knock_out_panel_fits_the_longest_knight_name(app, lang):
    table = open_table(app)
    set_language(lang)
    try:
        card = max(range(len(C.ALL_KNIGHTS)), key=lambda c: len(_(C.ALL_KNIGHTS[c].name)))
        ko = Event("knockout", {"seat": 1, "uid": 99, "card": card, "by": 0})
        events = [
            Event("reveal", {"att": 5, "def": 1, "attacker": 0}),
            Event("damage", {"uid": 99, "combat": True}),
            ko,
        ]
        a = knockout.panel(table, ko, events)
        with text_fit.recording() as records:
            draw_announcement(pygame.Surface((1600, 900)), pygame.Rect(20, 20, 1560, 860), a)
        assert _(C.ALL_KNIGHTS[card].name) in a.title
        assert not [r for r in records if r.failed], [r.fit.lines for r in records if r.failed]
    finally:
        set_language("en")


def test_a_knock_out_by_a_copied_ability_names_the_knight_that_used_it():
    hurter = next(c for c, k in enumerate(C.ALL_KNIGHTS) if any(a.effect in knockout.HURTING for a in k.abilities))
    user = next(c for c in range(len(C.ALL_KNIGHTS)) if c != hurter)
    effect = next(a.effect for a in C.ALL_KNIGHTS[hurter].abilities if a.effect in knockout.HURTING)
    ability = Event("ability", {"seat": 0, "uid": 7, "origin": "knight", "card": hurter, "effect": effect, "amount": 1})
    ko = Event("knockout", {"seat": 1, "uid": 99, "card": 0, "by": 0})
    events = [ability, Event("damage", {"uid": 99}), ko]
    said = knockout.cause(events, ko, str, {7: user}.get)
    assert C.ALL_KNIGHTS[user].name in said and "Cosplay" in said and C.ALL_KNIGHTS[hurter].name in said
    own = knockout.cause(events, ko, str, {7: hurter}.get)  # the knight's own ability: no copy to tell
    assert "Cosplay" not in own and C.ALL_KNIGHTS[hurter].name in own


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_hint_for_a_combat_card_names_the_card_and_speaks_to_the_player(app, lang):
    table = open_table(app)
    advance(table, lambda st: st.phase == COMBAT and 0 in table.rules.actors(st) and st.turn >= 2)
    assert table.store.state.phase == COMBAT
    set_language(lang)
    try:
        ui_driver.settle(app)
        assert table.can_act()
        ui_driver.key(app, pygame.K_h)
        assert table.advice.thinking
        wait_for_tip(app, table)
        tip = table.advice.tip
        assert tip is not None and tip.action[0] == "card"
        text = table.advice.text()
        v = table.view
        name = _(C.ALL_KNIGHTS[v.knight(v.target).card].name)
        want = (
            "Hint: play your {value} to strike {knight}"
            if v.attacker == 0
            else "Hint: play your {value} to guard {knight}"
        )
        assert text.startswith(_(want).format(value=tip.action[1], knight=name) + " — "), text  # then why
        assert "in secret" not in text and _("in secret") not in text
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_setup_pitch_holds_for_every_mode(lang):
    """The line under the shield on the setup screen stays whatever mode is picked: it names no one
    mode's goal (12 fans, 2 trophies, the last Maiden)."""
    from game.games.joust import SPEC

    set_language(lang)
    try:
        pitch = _(SPEC.pitch)
        assert str(C.FANS_TO_WIN) not in pitch and str(C.TROPHIES_TO_WIN) not in pitch
        assert _("Maiden") not in pitch
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_knights_tooltip_lists_the_abilities_it_borrows_through_cosplay(app, lang):
    table = open_table(app)
    advance(table, lambda st: st.turn >= 3 and all(s.knights for s in st.seats))
    board = table.view.clone()
    mine, theirs = board.seats[0].knights[0], board.seats[1].knights[0]
    lender = theirs.card
    assert C.ALL_KNIGHTS[lender].abilities and lender != mine.card
    board.court = [CourtPlay(COPY_CARD, [mine.uid, theirs.uid], owner=0)]
    table._board = board
    set_language(lang)
    try:
        tip = knight_tip(table, mine.uid)
        borrowed = [line for line in tip.split("\n") if _(C.ALL_KNIGHTS[lender].name) in line]
        assert len(borrowed) == len(C.ALL_KNIGHTS[lender].abilities), tip
        assert all(_("Cosplay") in line for line in borrowed), tip
        with text_fit.recording() as records:
            table.zoom.draw(
                pygame.Surface((1600, 900)),
                card_spec("knight", mine.card),
                tip,
                pygame.Rect(700, 600, 96, 134),
                None,
                pygame.Rect(0, 0, 1600, 900),
            )
        assert not [r for r in records if r.fit.ellipsized], tip
    finally:
        table._board = None
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_rivals_news_is_readable_in_full(app, lang):
    """Two players: the rival's panel wraps each line whole; lines that do not fit are counted at the
    top, and the tooltip holds every line since your last move."""
    set_language(lang)
    try:
        table = open_table(app)
        advance(table, lambda st: st.turn >= 6 and 0 in table.rules.actors(st) and st.active == 0)
        _changed, lines = table.recent()
        said = lines.get(1, [])
        assert said
        with text_fit.recording() as records:
            table.draw(pygame.Surface((1600, 900)))
        drawn = {spaced(r.text) for r in records if spaced(r.text) in said}
        assert said[-1] in drawn
        assert not [r for r in records if spaced(r.text) in said and r.fit.ellipsized and r.box[1] > 20]
        if len(drawn) < len(said):
            assert any(_("Since your last move:") != r.text and str(len(said) - len(drawn)) in r.text for r in records)
        spot = table.spots.find(("said", 1))
        assert spot is not None and all(line in spot.tip for line in said)
    finally:
        set_language("en")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_rivals_news_sits_beside_its_knights_when_they_leave_room(app, players):
    """Two and three players: the news is a column of several lines beside the rival's knights (a
    three-player panel told only its newest line before); four players: one line under them. It never
    covers a knight, and a combat card chosen in secret is not told once its combat has been revealed."""
    table = open_table(app, variant="tale", players=players, seed=7, bot="medium")
    advance(table, lambda st: st.turn >= 2 * players + 1 and 0 in table.rules.actors(st) and st.active == 0)
    table.skip_animations()
    table.refresh()
    table.draw(pygame.Surface((1600, 900)))
    lines = table.recent()[1]
    assert lines and all(lines.values())
    for seat, said in lines.items():
        box = table.click_spot(("said", seat)).rect
        for k in table.view.seats[seat].knights:
            assert not box.colliderect(table.where(("knight", k.uid))), (seat, box)
        if seat == table.viewer:  # the player's own news: under or beside its own knights
            continue
        for k in table.view.seats[seat].knights:
            assert not box.colliderect(table.where(("knight", k.uid))), (seat, box)
        if players < 4:
            assert box.w >= MIN_NEWS_W and box.h >= 6 * text_fit.line_height("text", 15), box
        else:
            assert box.h <= NARROW_MAX_ROWS * text_fit.line_height("text", 13), box
        revealed = max((i for i, line in enumerate(said) if line.startswith("Cards revealed")), default=-1)
        assert not any("in secret" in line for line in said[:revealed]), said


def test_the_end_after_ordering_abilities_tells_the_combat_and_the_knock_out():
    """A game won by the move that orders a strike's abilities (no reveal of its own): the end still
    tells the combat (from the last revealed one) and the knight it knocked out."""
    from types import SimpleNamespace

    from game.games.joust.ui.finale import what_happened

    card = next(i for i, k in enumerate(C.ALL_KNIGHTS) if not k.scenario)
    events = [
        Event("ability", {"seat": 0, "uid": 3, "origin": "knight", "card": card, "effect": C.SPLASH_DEF, "amount": 1}),
        Event("knockout", {"seat": 1, "uid": 7, "card": card, "by": 0}),
        Event("fans", {"seat": 0, "amount": 3, "total": 14, "why": "knockout"}),
        Event("game_over", {"winner": 0}),
    ]
    body, _icon = what_happened(events, SimpleNamespace(last_att=4, last_def=3))
    assert body.startswith("Cards revealed: 4 against 3 — a strike!"), body
    assert f"{C.ALL_KNIGHTS[card].name} is knocked out!" in body
    assert what_happened(events[1:2])[0] == f"{C.ALL_KNIGHTS[card].name} is knocked out!"


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("players", [2, 3])
def test_a_short_story_in_the_results_takes_the_whole_width(app, lang, players):
    """'How it was won' (changes of the lead, a knock-out, the win) in one column across the panel when it has room
    (two players): the Italian knock-out line was cut in half a panel. Where it must share a row (three
    players), a line cut short shows whole when pointed at."""
    from game.core.registry import get
    from game.core.rules import Options, SeatConfig
    from game.core.session import Session
    from game.games.joust.ui.story import story
    from game.ui.scenes.results import ResultsScene

    seats = (SeatConfig("human", "", "Ada"), *[SeatConfig("bot", "easy")] * (players - 1))
    set_language(lang)
    try:
        for seed in range(1, 80):  # a short story with a long line (the longest knight names are Italian)
            session = Session(get("joust"), Options(players, "standard", seats), seed)
            ui_driver.random_game(session, seed)
            lines = [text for _seat, text in story(session)]
            if len(lines) <= 4 and max(map(len, lines)) >= (52 if lang == "it" else 44):
                break
        assert len(lines) <= 4 and max(map(len, lines)) >= 44, lines
        scene = ResultsScene(app, session)
        with text_fit.recording() as fits:
            app.push(scene)
            app.step(dt=ui_driver.FRAME)
        told = [f for f in fits if f.text in lines]
        assert len(told) == len(lines), [f.text for f in fits]
        cut = [f.text for f in told if f.fit.ellipsized]
        if players == 2:
            assert not cut, cut
        assert all(any(tip == text for _r, tip in scene.cell_tips) for text in cut), (cut, scene.cell_tips)
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_win_pop_up_shows_each_score_whole(app, lang):
    """A Knight's Tale: the end's rows say "12 fans · 2/2 trophies" whole, not "12 FANS · 2/2…"."""
    from game.games.joust.ui.finale import finale

    table = open_table(app, variant="tale", players=2)
    set_language(lang)
    try:
        for seat, fans, trophies in ((0, 2, 0), (1, 12, 2)):
            table.view.seats[seat].fans, table.view.seats[seat].trophies = fans, trophies
        a = finale(table, [Event("game_over", {"winner": 1})], 1)
        assert [r.value for r in a.rows][1].startswith("12 fan"), a.rows
        with text_fit.recording() as records:
            draw_announcement(pygame.Surface((1280, 720)), pygame.Rect(0, 0, 1280, 720), a)
        values = [r for r in records if r.text in {row.value for row in a.rows}]
        assert len(values) == 2 and not [r for r in values if r.fit.ellipsized], [r.fit.lines for r in values]
    finally:
        set_language("en")


def test_the_win_pop_up_names_the_fan_support_that_knocked_the_knight_out(app):
    """A strike left the knight standing; the rival's Fan Support then knocked it out and won: the
    end's pop-up names the Fan Support, not the turn's combat ("Cards revealed: 4 against 3…")."""
    from game.games.joust.ui.finale import finale

    table = open_table(app, variant="tale", players=2)
    table.view.last_att, table.view.last_def = 4, 3  # the turn's combat, already told
    card = next(i for i, k in enumerate(C.ALL_KNIGHTS) if not k.scenario)
    name = C.ALL_KNIGHTS[card].name
    events = [
        Event("decree", {"seat": 1, "uid": 7, "card": card, "cost": C.DECREE_COST, "fans": 6}),
        Event("damage", {"uid": 7, "seat": 0, "card": card, "amount": 1, "total": 7, "excess": 0, "by": 1}),
        Event("knockout", {"seat": 0, "uid": 7, "card": card, "by": 1}),
        Event("fans", {"seat": 1, "amount": 3, "total": 9, "why": "knockout"}),
        Event("trophy", {"seat": 1, "total": 2}),
        Event("game_over", {"winner": 1}),
    ]
    body = finale(table, events, 1).body
    assert "Cards revealed" not in body, body
    rival = table.player_name(1)
    called = f"{rival} calls on Fan Support: {C.DECREE_COST} fans for 1 damage to {name} (6 fans left)."
    assert body == f"{called} {name} is knocked out!", body
    mine = [Event("decree", {**events[0].data, "seat": 0}), *events[1:]]
    assert finale(table, mine, 0).body.startswith(
        f"You call on Fan Support: {C.DECREE_COST} fans for 1 damage to {name}"
    )


def test_a_story_under_the_chart_is_one_column_in_order_when_half_would_cut_it(app):
    """Three players in Italian: the story goes under the chart. Its long lines ("Turno 14: Isolde mette
    fuori combattimento …") were cut in half-width columns at a small size, and the win read before the
    knock-out that caused it; now they run whole, top to bottom, across the panel."""
    from game.core.registry import get
    from game.core.rules import Options, SeatConfig
    from game.core.session import Session
    from game.games.joust.ui.story import story
    from game.ui.scenes.results import RIGHT, ResultsScene

    seats = (SeatConfig("human", "", "Ada"), *[SeatConfig("bot", "easy")] * 2)
    set_language("it")
    try:
        for seed in range(1, 120):
            session = Session(get("joust"), Options(3, "tale", seats), seed)
            ui_driver.random_game(session, seed)
            lines = [text for _seat, text in story(session)]
            if len(lines) >= 3 and max(map(len, lines)) >= 52:
                break
        assert len(lines) >= 3 and max(map(len, lines)) >= 52, lines
        scene = ResultsScene(app, session)
        with text_fit.recording() as fits:
            app.push(scene)
            app.step(dt=ui_driver.FRAME)
        told = [f for f in fits if f.text in lines]
        assert [f.text for f in told] == lines  # drawn in the story's order
        assert all(f.box[0] > (RIGHT.w - 60) // 2 for f in told), [f.box for f in told]  # one full-width column
        assert not [f.text for f in told if f.fit.ellipsized]
        assert min(f.size for f in told) >= 16, [f.size for f in told]
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_story_under_the_standings_is_never_cut(app, lang):
    """Two players: the story fits under the standings on the left. In Italian its long lines ("Turno 13:
    Bot 3 mette fuori combattimento Ser…") were cut in half-width columns; now half-width columns are
    used there only when every line fits them whole, else one column, in order (on the left when it has
    the room, else across the foot of the chart's panel)."""
    from game.core.registry import get
    from game.core.rules import Options, SeatConfig
    from game.core.session import Session
    from game.games.joust.ui.story import story
    from game.ui.scenes.results import LEFT, ResultsScene

    seats = (SeatConfig("human", "", "Ada"), SeatConfig("bot", "easy"))
    half = (LEFT.width - 60) // 2 - 34
    left = long = 0
    set_language(lang)
    try:
        for seed in range(1, 40):
            session = Session(get("joust"), Options(2, "tale", seats), seed)
            ui_driver.random_game(session, seed)
            lines = [text for _seat, text in story(session)]
            if len(lines) < 2:
                continue
            app.go_to_menu()
            scene = ResultsScene(app, session)
            with text_fit.recording() as fits:
                app.push(scene)
                app.step(dt=ui_driver.FRAME)
            told = [f for f in fits if f.text in lines]
            assert [f.text for f in told] == lines, (seed, [f.text for f in told])  # all of it, in order
            assert not [f.text for f in told if f.fit.ellipsized], (seed, lang)  # every line whole
            on_left = all(f.box[0] < LEFT.right for f in told)
            left += on_left
            wide = any(text_fit.text_width(t, "text", 14) > half for t in lines)
            long += wide
            if on_left and wide:  # a line too long for half the panel: the left's one column
                assert len({f.box[0] for f in told}) == 1, [f.box for f in told]
            if left and long >= 2:
                break
        assert left and long, (left, long)  # both cases were met
    finally:
        set_language("en")


@pytest.mark.parametrize("variant, players", [("standard", 2), ("standard", 4), ("tale", 4)])
def test_every_end_lists_every_player_at_once_in_one_format(app, variant, players):
    """A win, a loss, a reloaded game or a four-player trophy game: the end's panel has a row for every
    player, all shown at once (no parchment waiting for its rows), each score in the same words."""
    from game.games.joust.ui.finale import finale

    table = open_table(app, variant=variant, players=players)
    for seat in range(players):
        table.view.seats[seat].fans = 13 if seat == 1 else 11 - seat
    table.view.seats[1].trophies = 2
    for winner in (0, 1):
        a = finale(table, [Event("game_over", {"winner": winner})], winner)
        assert [r.seat for r in a.rows] == list(range(players)) and a.row_delay == 0
        values = [r.value for r in a.rows]
        if variant == "standard":
            assert values == [f"{table.view.seats[s].fans} fans" for s in range(players)], values
        else:
            assert all(" · " in v and "/2 trophies" in v for v in values), values
