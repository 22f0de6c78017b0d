"""The Tournament table after its playtest, driven through the real scene: the scoreboard's King's
Favour column counts the viewer's Chivalry cards in hand (and says a rival may hold more)."""

from __future__ import annotations

from game.games.tournament import content as C
from game.games.tournament.scoring import category_score, hand_chivalry
from game.games.tournament.state import DISCARD, HIDDEN, OVER, PLAY
from tests.tournament.test_table import play_on
from tests.ui.test_table_polish import tournament_table
from tests.ui_driver import FRAME, hover_tip


def test_king_s_favour_counts_the_viewers_hand_and_marks_a_rivals_hidden_hand(app):
    table = tournament_table(app, 3, players=2)

    def ready(st, viewer=table.viewer) -> bool:
        return st.phase == PLAY and hand_chivalry(st.hands[viewer]) >= 2 and st.combos[viewer]

    assert play_on(app, table, ready)
    app.step(dt=FRAME)
    me, rival = table.viewer, 1 - table.viewer
    v = table.view
    mine = category_score(v.combos[me], C.KINGS_FAVOR) + hand_chivalry(v.hands[me])
    tip = table.spots.find(("favour", me)).tip
    assert f"{category_score(v.combos[me], C.KINGS_FAVOR)} in play" in tip and "in hand" in tip
    theirs = table.spots.find(("favour", rival)).tip
    assert HIDDEN in v.hands[rival] and "hidden card" in theirs
    table._layer = None  # draw the scoreboard again and read its cells
    from game.ui import text_fit

    with text_fit.recording() as fits:
        app.step(dt=FRAME)
    cells = [f.text for f in fits if f.box == (34, table.spots.find(("favour", me)).rect.h)]
    assert str(mine) in cells  # the viewer's own total, hand included
    assert any(t.endswith("+") for t in cells)  # the rival's: "+" while their hand is hidden


def test_an_announcement_that_goes_on_by_itself_stays_while_the_player_points_at_it(app):
    from game.core.rules import Event
    from tests.ui_driver import move

    app.settings.animation_speed = 1.0
    table = tournament_table(app, 4, players=3)
    assert play_on(app, table, lambda st: True)
    table.timeline.add(table.animate_last_cards(Event("last_cards", {"seat": 1, "left": 2})))
    table.animating = True
    a = table.timeline.announcement
    app.step(dt=FRAME)
    move(app, table._announced_at.center)  # the player reads it, pointer on the panel
    for _ in range(int((a.seconds + 3) / 0.25)):
        app.step(dt=0.25)
    assert table.timeline.announcement is a  # held well past its time
    assert table._held
    move(app, (table.table_rect.x + 5, table.table_rect.bottom - 5))  # the pointer leaves it
    for _ in range(int((a.seconds + 1) / 0.25)):
        app.step(dt=0.25)
    assert table.timeline.announcement is None  # it went on by itself


def test_the_top_bar_says_its_status_on_one_line_in_both_languages(make_app):
    from game import i18n
    from game.games.tournament.ui.smoke import contest_event
    from game.ui import text_fit

    for lang in ("en", "it"):
        app = make_app()
        try:
            app.set_language(lang)
            table = tournament_table(app, 4, players=3)
            assert play_on(app, table, lambda st: st.phase == PLAY and st.turns >= st.players)
            statuses = [table.current_status()]
            table.timeline.add(table.animate_contest(contest_event(table.view)))
            table.animating = True
            statuses.append(table.current_status())  # "Melee · click to continue": the panel waits
            title = table.timeline.announcement.title
            assert statuses[1] == i18n._("{title} · click to continue").format(title=title)
            with text_fit.recording() as fits:
                app.step(dt=FRAME)
            table.skip_animations()
            with text_fit.recording() as more:
                app.step(dt=FRAME)
            drawn = {f.text: f.fit for f in fits + more if f.where == "table bar"}
            for status in statuses:
                assert len(drawn[status].lines) == 1 and not drawn[status].ellipsized, (lang, status)
        finally:
            i18n.set_language("en")


def test_the_end_is_announced_and_the_low_deck_is_marked_where_it_is_drawn(app):
    from game.core.rules import Event
    from game.games.tournament.state import DRAW
    from game.ui import text_fit
    from tests.ui_driver import click

    table = tournament_table(app, 4, players=3)
    assert play_on(app, table, lambda st: st.phase == DRAW and 0 < len(st.deck) <= st.players)
    table._layer = None
    with text_fit.recording() as fits:
        app.step(dt=FRAME)
    n = len(table.view.deck)
    assert f"Last {n} cards in the deck!" in [f.text for f in fits] or n == 1
    deck = table.click_spot("deck")
    assert "last turn" in deck.tip  # the deck's own tooltip says what the ribbon means
    before = len(table.store.history)
    click(app, (deck.rect.centerx, deck.rect.bottom - 10))  # the deck under the ribbon still draws
    assert len(table.store.history) == before + 1 and table.store.history[-1].action == ("draw", "deck")
    table.skip_animations()
    table.on_events([Event("final_contests", {"seat": 1, "counts": (1, 2, 0)})])
    a = table.timeline.announcement
    assert a is not None and a.title == "The final Contests"
    # in the order they are scored: from the seat after the last turn (seat 1) round the table
    assert [(r.seat, r.value) for r in a.rows] == [(1, "2 Contests"), (0, "1 Contest")]
    table.skip_animations()
    table.on_events([Event("final_contests", {"seat": 2, "counts": (1, 0, 3)})])
    assert [(r.seat, r.value) for r in table.timeline.announcement.rows] == [(2, "3 Contests"), (0, "1 Contest")]
    assert a.seconds >= 4.0


def test_drawing_a_card_moves_none_of_the_others_under_the_pointer(app):
    from game.games.tournament.state import DRAW
    from tests.ui_driver import click

    table = tournament_table(app, 5, players=2)

    def ready(st) -> bool:  # the engine would sort the card on top of the deck into the middle of the hand
        hand = st.hands[table.viewer]
        return st.phase == DRAW and len(hand) <= 6 and st.deck and min(hand) < st.deck[-1] < max(hand)

    assert play_on(app, table, ready)
    app.step(dt=FRAME)
    before = {c: table.click_spot(c).rect.x for c in table.my_hand()}
    click(app, table.click_spot("deck").rect.center)
    table.skip_animations()
    app.step(dt=FRAME)
    (drawn,) = set(table.my_hand()) - set(before)
    assert {c: table.click_spot(c).rect.x for c in before} == before  # none of the others moved
    assert table.click_spot(drawn).rect.x > max(before.values())  # the new card joined at the right end
    assert table.is_fresh(drawn)  # and is marked as new


def test_the_decks_tooltip_leaves_the_discard_pile_in_view(app):
    from game.games.tournament.state import DRAW
    from tests.ui_driver import move

    table = tournament_table(app, 5, players=2)
    assert play_on(app, table, lambda st: st.phase == DRAW and st.discard)
    app.step(dt=FRAME)
    deck, discard = table.click_spot("deck").rect, table.click_spot("discard").rect
    move(app, deck.center, frames=20)
    tip = table.gui._tip
    assert tip is not None and table.gui.showing_tip.startswith("The deck")
    assert not tip.rect.colliderect(discard)


def test_the_hint_says_when_end_turn_is_the_only_move(app):
    import pygame

    from tests.ui.test_hint import wait_for_tip
    from tests.ui_driver import key

    table = tournament_table(app, 4, players=2)
    assert play_on(app, table, lambda st: st.phase == PLAY and table.store.legal_actions(table.viewer) == [("end",)])
    key(app, pygame.K_h)
    wait_for_tip(app, table)
    assert table.advice.tip is not None and table.advice.tip.action == ("end",)
    assert table.advice.text() == "Hint: End turn — it is the only move you can make now."
    app.step(dt=FRAME)  # the bar's End turn button is outlined
    assert table.rects_for_action(("end",))


def test_every_contest_and_the_ends_announcement_wait_for_a_click(app):
    import dataclasses

    import pygame

    from game.core.rules import Event
    from game.games.tournament.ui.smoke import contest_event
    from tests.ui_driver import key

    app.settings.animation_speed = 4.0
    table = tournament_table(app, 4, players=3)
    assert play_on(app, table, lambda st: True)
    app.step(dt=FRAME)
    far = (table.table_rect.x + 5, table.table_rect.bottom - 5)  # the pointer holds nothing
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=far, rel=(0, 0), buttons=(0, 0, 0))

    def shown_for(show, limit: float = 12.0) -> tuple[float, object]:
        while table.timeline.busy:  # a contest's VP still flying
            app.step([motion], dt=0.1)
        show()
        table.animating = True
        a = table.timeline.announcement
        assert a is not None
        shown = 0.0
        while table.timeline.announcement is a and shown < limit:
            app.step([motion], dt=0.1)
            shown += 0.1
        return shown, a

    own = contest_event(table.view)  # the viewer's own call waits for the click like a rival's
    rival = Event("contest", {**own.data, "seat": 1})
    endings = (
        lambda: table.timeline.add(table.animate_contest(own)),
        lambda: table.timeline.add(table.animate_contest(rival)),
        lambda: table.timeline.add(table.animate_contest(dataclasses.replace(own, data={**own.data, "final": True}))),
        lambda: table.on_events([Event("final_contests", {"seat": 1, "counts": (1, 2, 0)})]),
    )
    for show in endings:  # your Contest, a rival's, a final one, the end's announcement: they wait for you
        shown, a = shown_for(show)
        assert a.until_click and shown >= 12.0 and table.timeline.announcement is a
        key(app, pygame.K_SPACE)
        assert table.timeline.announcement is not a


def test_a_rivals_last_contest_stays_in_view_on_the_scoreboard(app):
    from game.games.tournament.scoring import contest_order
    from game.ui import text_fit
    from game.ui.widgets import style

    table = tournament_table(app, 4, players=3)
    assert play_on(app, table, lambda st: st.history and st.history[-1].active != table.viewer)
    rec = table.view.history[-1]
    with text_fit.recording() as fits:
        table._layer = None
        app.step(dt=FRAME)
    caller = table.player_name(rec.active)
    contest = C.CONTEST_NAMES[C.category(rec.card)]
    line = next(f for f in fits if f.text.startswith("Last Contest:"))
    assert line.text.startswith(f"Last Contest: {contest}, called by {caller} · ")
    winner = contest_order(rec.scores, rec.active)[0]
    assert f"{table.seat_name(winner)} +{rec.vp[winner]}" in line.text
    tip = table.spots.find("last-contest").tip
    assert tip.count("→") == 3  # every player's score and VP
    column = table.spots.find(("category", C.category(rec.card)))  # its winner stays marked on the scoreboard
    won = "(scored: you won it)" if winner == table.viewer else f"(scored: {table.player_name(winner)} won it)"
    assert column.tip.endswith(won)
    badge = style.badge(winner, 15)
    at = badge.get_rect(center=(column.rect.right - 4, column.rect.bottom - 3)).center
    assert tuple(app.surface.get_at(at))[:3] == tuple(badge.get_at(badge.get_rect().center))[:3]


def test_every_knights_total_stays_readable_when_four_knights_share_the_panel(app):
    import pygame

    from game.games.tournament.ui.pieces import draw_knights
    from game.ui.widgets import style

    table = tournament_table(app, 4, players=2)
    by_kind = {k: [c for c in range(len(C.KIND)) if C.KIND[c] == k] for k in C.CHIVALRY_KINDS}
    combos = [tuple(by_kind[k][i] for k in C.CHIVALRY_KINDS) for i in range(4)]
    surface = pygame.Surface((1600, 900))
    area = pygame.Rect(600, 400, 340, 200)  # the viewer's panel, four knights across
    seals = draw_knights(table, surface, area, combos, 100)
    assert len(seals) == 4 and len({x for x, _y in seals}) == 4
    for x, y in seals:  # each seal's gold rim is on top, not under the next knight's card
        assert tuple(surface.get_at((x, y + 12)))[:3] == style.GOLD
        assert tuple(surface.get_at((x + 12, y)))[:3] == style.GOLD


def test_clicking_the_last_announcement_away_gives_the_bar_back(app):
    from game.core.rules import Event
    from tests.ui_driver import click

    table = tournament_table(app, 4, players=2)
    assert play_on(app, table, lambda st: st.phase == PLAY and st.turns >= st.players)
    app.step(dt=FRAME)
    assert "end" in table.bar.controls
    table.on_events([Event("deck_empty", {"seat": table.viewer})])  # waits for the player's click
    app.step(dt=FRAME)
    assert table.timeline.announcement is not None and not table.bar.controls
    for _ in range(int(table.timeline.announcement.seconds / FRAME) + 10):
        app.step(dt=FRAME)
    assert table.timeline.announcement is not None  # still there: it waits for the click
    click(app, table.table_rect.center)
    assert table.timeline.announcement is None and not table.animating
    assert "end" in table.bar.controls  # the viewer's moves are offered again at once


def test_the_contest_chooser_and_its_forecasts_leave_the_scoreboard_rows_in_view(app):
    """A Contest is chosen against the scoreboard: its chooser opens clear of it, and so do the
    forecast tooltips of its choices and a hand card's tooltip."""
    from tests.ui.test_table_polish import contest_chooser
    from tests.ui_driver import move

    table, chooser = contest_chooser(app)
    score = table.lay.score
    assert not table.bar.chooser_rect.colliderect(score)
    assert all(table.table_rect.contains(b.rect) for b in chooser)
    for button in chooser[:-1]:
        hover_tip(app, button)
        assert button.tool_tip is not None, "the forecast tooltip never showed"
        assert not button.tool_tip.rect.colliderect(score), (button.tool_tip.rect, score)
    table.bar.close_chooser()
    card = next(s for s in table.spots.shown if isinstance(s.key, int) and s.tip)
    move(app, card.rect.center, frames=1)
    for _ in range(40):
        app.step(dt=FRAME)
        if table.gui._tip is not None:
            break
    tip = table.gui._tip
    if tip is not None:  # a hand card's own tooltip (its zoom may stand in for it)
        assert not tip.rect.colliderect(score)


def test_each_rivals_last_turn_is_in_their_panel_and_their_new_knight_outlined(app):
    from game.games.tournament.ui.news import last_turns, rivals_news
    from game.ui import text_fit
    from game.ui.widgets import style
    from tests.ui_driver import until_turn

    table = tournament_table(app, 4, players=3)
    for _ in range(12):  # until a rival's latest turn put a knight into play
        until_turn(app, table)
        table.submit(("draw", "deck"))  # the rivals' moves stay news all through the viewer's turn
        news = rivals_news(table.store.history, table.viewer)
        if any(n.knights for n in news.values()):
            break
        until_turn(app, table)
        table.submit(table.legal[-1])
    else:
        raise AssertionError("no rival put a knight into play")
    turns = last_turns(table.store.history, table.viewer)
    assert set(news) == set(turns) == set(range(3)) - {table.viewer}  # every rival's latest turn
    assert all(step.seat == seat for seat, steps in turns.items() for step in steps)
    table._layer = None
    with text_fit.recording() as fits:
        app.step(dt=FRAME)
    drawn = [f.text for f in fits]
    for seat, n in news.items():
        assert n.line in drawn
        spot = table.click_spot(("news", seat))
        assert spot is not None and spot.tip == f"Last turn: {n.line}"
        assert any(p.startswith(("drew from the deck", "took ")) for p in n.parts)  # every turn begins so
    seat, n = next((s, n) for s, n in news.items() if n.knights)
    combo = next(iter(n.knights))
    rects = [table.click_spot(("knight", c)).rect for c in combo]
    frame = rects[0].unionall(rects).inflate(8, 8)
    surface = app.surface
    assert tuple(surface.get_at((frame.x + 1, frame.centery)))[:3] == style.player_colour(seat)


def test_every_rivals_last_turn_is_read_whole_however_many_share_the_top_row(make_app):
    """With three to five rivals the panels are narrow: each last-move line goes under the hand, over
    the panel's width, and is never cut short (in English and Italian); the knights stay below it."""
    from game import i18n
    from game.games.tournament.ui.news import rivals_news
    from game.ui import text_fit
    from tests.ui_driver import until_turn

    for lang, players in (("en", 4), ("it", 5), ("it", 6)):
        app = make_app()
        try:
            app.set_language(lang)
            for seed in range(3, 12):  # the viewer plays first: on until every rival has had a turn
                table, news = tournament_table(app, seed, players=players), {}
                while len(news) < players - 1 and table.view.phase != OVER:
                    until_turn(app, table)
                    table.submit(("draw", "deck"))
                    news = rivals_news(table.store.history, table.viewer)
                    if len(news) < players - 1:
                        table.submit(("end",))
                        while table.view.phase == DISCARD and table.viewer == table.view.current:
                            table.submit(table.legal[0])
                        until_turn(app, table)
                if len(news) == players - 1:
                    break
            assert len(news) == players - 1
            table._layer = None
            with text_fit.recording() as fits:
                app.step(dt=FRAME)
            drawn = {f.text: f.fit for f in fits}
            for seat, n in news.items():
                assert n.line in drawn and not drawn[n.line].ellipsized, (lang, players, n.line)
                line = table.click_spot(("news", seat)).rect
                for knight in table.view.combos[seat]:
                    assert not table.click_spot(("knight", knight[0])).rect.colliderect(line)
        finally:
            i18n.set_language("en")


def test_the_top_bar_speaks_of_the_final_contests_only_once_they_are_shown(app):
    """While the end's panels are up, the top bar names the panel and says a click goes on (never the
    last mover's name, nor the final Contests before their panel)."""
    import pygame

    from game.games.tournament.state import DRAW

    final = "The final Contests are scored: click to go on"
    table = tournament_table(app, 5, players=5)
    seen: dict[str, set[str]] = {}
    for frame in range(4000):
        if table.can_act():
            phase = table.view.phase
            table.submit(table.legal[0] if phase == DISCARD else ("draw", "deck") if phase == DRAW else ("end",))
        a = table.timeline.announcement
        if a is not None:
            seen.setdefault(a.title, set()).add(table.current_status())
        if a is not None and a.until_click and frame % 40 == 39:
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)], dt=FRAME)
        else:
            app.step(dt=FRAME)
        if table.store.state.phase == OVER and not table.timeline.busy:
            break
    assert seen["The deck is empty"] == {"The deck is empty · click to continue"}  # the panel, not a move
    assert seen["The final Contests"] == {"The final Contests · click to continue"}
    assert final not in seen["The deck is empty"]


def test_the_longest_last_turn_fits_a_narrow_panel_told_shorter_in_both_languages(make_app):
    """A rival who took a card, put a knight into play, played all three Specials, called a Contest and
    discarded three cards: in a panel of five or six players its line is never cut; when the whole line
    cannot fit, the Specials and discards are counted instead of named (the tooltip keeps every name)."""
    from game import i18n
    from game.core.rules import Event
    from game.core.store import Step
    from game.games.tournament.ui.news import rivals_news
    from game.ui import text_fit

    for lang, players in (("en", 5), ("it", 5), ("it", 6)):
        app = make_app()
        try:
            app.set_language(lang)
            table = tournament_table(app, 3, players=players)
            history = []
            for seat in range(players):
                if seat == table.viewer:
                    continue
                events = [
                    Event("draw", {"seat": seat, "source": "discard", "card": 9}),
                    Event("combo", {"seat": seat, "cards": (8, 19, 29, 39)}),
                    *(Event("special", {"seat": seat, "card": c, "count": 3}) for c in C.SPECIALS),
                    Event("contest", {"seat": seat, "card": C.CONTESTS[7], "category": 7}),
                    *(Event("discard", {"seat": seat, "card": c}) for c in (18, 28, 38)),
                ]
                history += [Step(seat, ("end",), [ev], "") for ev in events]
            news = rivals_news(history, table.viewer)
            table.news = lambda news=news: news
            table._layer = None
            with text_fit.recording() as fits:
                app.step(dt=FRAME)
            drawn = {f.text: f.fit for f in fits}
            for seat, n in news.items():
                assert "Court Intrigue" in n.line or "Intrigo di corte" in n.line
                shown = n.short_line if n.short_line in drawn else n.line  # (the whole one is tried first)
                assert shown in drawn and not drawn[shown].ellipsized, (lang, players, shown)
                spot = table.click_spot(("news", seat))
                assert n.line in spot.tip  # the whole line, every card named
        finally:
            i18n.set_language("en")


def test_the_last_contest_line_is_never_cut_at_five_or_six_players(make_app):
    """The scoreboard's foot names the last Contest, its caller and every player's VP; when that cannot
    fit (five or six players, Italian), it names the winner's VP only, and the tooltip keeps them all."""
    from game import i18n
    from game.games.tournament.state import ContestRecord
    from game.ui import text_fit

    for lang, players in (("en", 5), ("it", 5), ("it", 6)):
        app = make_app()
        try:
            app.set_language(lang)
            table = tournament_table(app, 3, players=players)
            caller = (table.viewer + 1) % players
            vp = [players - ((s - caller) % players) for s in range(players)]
            rec = ContestRecord(C.CONTESTS[7], caller, [50 - s for s in range(players)], vp, 0, False)
            table.view.history = [rec]
            table._layer = None
            with text_fit.recording() as fits:
                app.step(dt=FRAME)
            spot = table.click_spot("last-contest")
            foot = [f for f in fits if f.box[1] == spot.rect.h and f.box[0] == spot.rect.w - 12]
            assert foot and not foot[-1].fit.ellipsized, (lang, players, foot[-1].text if foot else None)
            names = [table.seat_name(s) for s in range(players)]
            assert all(name in spot.tip for name in names)  # every player's VP in the tooltip
        finally:
            i18n.set_language("en")


def test_the_logs_lines_about_the_game_itself_carry_no_players_dot(app):
    """'Last cards', the final Contests and the end are the game's own news: their log lines have no
    player's bullet, though a bot's move made them; a bot's own moves keep its colour."""
    from game.ui import game_log

    table = tournament_table(app, 4, players=3)
    store = table.store
    from game.games.tournament.policy import policy_action

    while store.state.phase != OVER:
        st = store.state
        store.apply(st.current, policy_action(st, st.current))
    lines = game_log.log_lines(table.spec, store.history, table.viewer, table.player_name, [])
    kinds = {}
    for line in lines:
        if line.step is not None and line.event < len(store.history[line.step].events):
            kinds.setdefault(store.history[line.step].events[line.event].kind, set()).add(line.seat)
    assert kinds["game_over"] == {None} and kinds["last_cards"] == {None}
    assert None not in kinds["draw"] and None not in kinds["combo"]


def test_the_hint_at_a_lone_draw_from_the_deck_speaks_to_the_player(app):
    """An empty discard pile leaves one move, a draw from the deck, which has no button: the Hint
    names it in the game's second-person words, never 'Player 1 draws a card from the deck'."""
    import pygame

    from game.games.tournament.state import DRAW
    from tests.ui.test_hint import wait_for_tip
    from tests.ui_driver import key

    table = tournament_table(app, 4, players=2)
    assert play_on(
        app, table, lambda st: st.phase == DRAW and table.store.legal_actions(table.viewer) == [("draw", "deck")]
    )
    key(app, pygame.K_h)
    wait_for_tip(app, table)
    assert table.advice.text() == "Hint: Draw a card from the deck — it is the only move you can make now."


def test_a_buttons_tooltip_keeps_clear_of_the_hints_answer(app):
    """The Hint's answer is drawn over the widgets: a Contest button's tooltip (the King's Favour
    forecast) lay half under it. While the answer shows, the bar's tooltips go elsewhere."""
    import pygame

    from tests.ui.test_hint import wait_for_tip
    from tests.ui_driver import key

    table = tournament_table(app, 4, players=2)
    assert play_on(
        app,
        table,
        lambda st: st.phase == PLAY and any(a[0] == "contest" for a in table.store.legal_actions(table.viewer)),
    )
    app.step(dt=FRAME)
    key(app, pygame.K_h)
    wait_for_tip(app, table)
    app.step(dt=FRAME)
    answer = table.lay.hint
    assert table.advice.text()
    button = next(b for b in table.bar.buttons("contest") if b.alive() and b.visible and b.tool_tip_text)
    tip = hover_tip(app, button, (button.rect.right - 6, button.rect.bottom - 6))
    assert tip is not None and not tip.rect.colliderect(answer), (tip.rect, answer)
