"""The Joust table's moments, driven through the real scene: while the two combat cards turn over,
the table behind them still shows the combat as it stood (damage, fans, the turn, the rival's news);
then the damage and the fans land one event at a time; the rival's "since your last move" box tells
the combat they attacked in."""

from __future__ import annotations

import pygame
import pytest

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.joust import content as C
from game.games.joust.state import COMBAT
from game.games.joust.ui.smoke import advance
from game.ui.kit.float_text import FloatText
from game.ui.kit.reveal import Reveal
from game.ui.scenes import persist
from tests.ui_driver import FRAME, click, random_game


def _open(app, seed: int = 7, players: int = 2):
    seats = tuple(SeatConfig("human", "", "") if i == 0 else SeatConfig("bot", "random") for i in range(players))
    persist.open_table(app, Session(get("joust"), Options(players, "standard", seats), seed))
    table = app.top
    app.settings.animation_speed = 1.0
    return table


def _defend_a_strike(app, seed: int = 7):
    """A table where the rival attacks the viewer, has chosen its card, and the viewer will strike
    back with a different one (so damage and fans follow the reveal)."""
    table = _open(app, seed)
    store = table.store
    advance(table, lambda st: st.phase == COMBAT and st.defender == table.viewer and st.turn >= 2)
    st = store.state
    assert st.phase == COMBAT and st.defender == table.viewer, "no attack on the viewer"
    store.apply(st.attacker, table.rules.legal_actions(st, st.attacker)[0])  # the rival plays a 1
    table.refresh()
    table.rebuild_log()
    app.step(dt=FRAME)
    for _ in range(20):  # the defence has just appeared: its cards take clicks after the input lock
        if table.bar.lock <= 0:
            break
        app.step(dt=FRAME)
    return table


def _tips(table, kind: str) -> dict:
    return {s.key: s.tip for s in table.spots.shown if isinstance(s.key, tuple) and s.key[0] == kind}


def _knight_tips(table) -> dict:
    return _tips(table, "knight")


def test_the_table_behind_the_reveal_shows_the_combat_as_it_stood(app):
    table = _defend_a_strike(app, seed=5)
    before_knights = _knight_tips(table)
    before_scores = [table.board.seats[s].fans for s in range(2)]
    turn = table.view.turn
    news = table.recent()[1].get(1, [])
    card = next(a for a in table.legal if a[0] == "card" and a[1] != 1)
    click(app, table.click_spot(("hand", card[1])).rect.center)
    events = table.store.history[-1].events
    assert any(e.kind == "damage" for e in events) and any(e.kind == "fans" for e in events)
    assert any(isinstance(a, Reveal) for group in table.timeline.queue for a in group)
    # the damage and the fans wait for the cards to turn over, though the viewer's move set them off
    assert not [a for a in table.timeline.loose if isinstance(a, FloatText)]
    table._layer = None
    app.step(dt=FRAME)
    assert _knight_tips(table) == before_knights  # no damage, no knight gone
    assert [table.board.seats[s].fans for s in range(2)] == before_scores
    assert table.board.turn == turn
    assert table.recent()[1].get(1, []) == news  # the rival's box does not tell the result yet
    # the reveal plays; then the damage lands with its "−N", before the fans do
    seen_damage_first = False
    for _ in range(400):
        app.step(dt=FRAME)
        if not any(isinstance(a, Reveal) for group in table.timeline.queue for a in group):
            if (
                table.board.seats[table.viewer].fans == before_scores[table.viewer]
                and _knight_tips(table) != before_knights
            ):
                seen_damage_first = True
        if not table.timeline.busy:
            break
    assert seen_damage_first, "the damage never landed on its own before the fans"
    assert table.board is table.view
    app.step(dt=FRAME)
    assert _knight_tips(table) != before_knights


def test_a_skip_lands_everything_at_once(app):
    table = _defend_a_strike(app, seed=9)
    card = next(a for a in table.legal if a[0] == "card" and a[1] != 1)
    assert table.submit(card)
    assert table.board is not table.view
    table.skip_animations()
    assert table.board is table.view


def test_the_rivals_news_tells_the_combat_they_attacked_in(app):
    table = _defend_a_strike(app, seed=3)
    card = next(a for a in table.legal if a[0] == "card" and a[1] != 1)
    assert table.submit(card)
    table.skip_animations()
    app.step(dt=FRAME)
    rival = 1 - table.viewer
    said = table.recent()[1].get(rival, [])
    name = table.player_name(rival)
    combat = [line for line in said if line.startswith(f"{name} attacks you: ")]
    assert combat and "damage" in combat[-1], said
    assert not any("Cards revealed" in line or "in secret" in line for line in said), said
    table.draw(pygame.Surface((1600, 900)))
    assert combat[-1] in table.click_spot(("said", rival)).tip


def _last_move_through_the_table(app, seed: int):
    """A game played at random to its last move, that move shown by the table as it is made."""
    table = _open(app, seed)
    store = table.store
    moves = random_game(Session(get("joust"), Options(2, "standard", table.session.options.seats), seed), seed)
    for seat, action in moves[:-1]:
        store.apply(seat, action)
    table.refresh()
    table.rebuild_log()
    table.draw(app.surface)  # the table as it stood (its knights' places), no frame: a bot would move
    seat, action = moves[-1]
    table._after_action(seat, action, store.apply(seat, action))
    return table


def test_the_winning_move_is_a_moment_that_waits_for_a_click(app):
    from game.ui.kit.timeline import Announce
    from game.ui.scenes.results import ResultsScene
    from tests.ui_driver import key

    table = _last_move_through_the_table(app, seed=4)
    st = table.store.state
    winner = st.winner
    assert winner >= 0
    for _ in range(300):  # 15 s: the card, the damage and the fans land, then the end waits
        app.step(dt=FRAME)
    assert app.top is table, "the results came without a click"
    shown = table.timeline.announcement
    assert shown is not None and shown.until_click
    name = "You" if winner == table.viewer else table.player_name(winner)
    assert shown.title.startswith(name)
    assert f"{st.seats[winner].fans} fans" in shown.subtitle
    # the goal reached (a strike can pass it) reads as the fans won, never "15/12 fans"
    assert [r.value for r in shown.rows] == [f"{s.fans} fans" for s in st.seats]  # one format for every row
    assert table.board is table.view  # everything has landed behind it
    assert table.current_status() != "Game over"
    assert not any(isinstance(a, Announce) for a in table.timeline.loose)
    key(app, pygame.K_SPACE)
    for _ in range(200):
        app.step(dt=FRAME)
        if isinstance(app.top, ResultsScene):
            break
    results = app.top
    assert isinstance(results, ResultsScene)
    rows = dict(results.breakdown_rows())
    fans = [
        sum(int(rows[k][s]) for k in rows if k.startswith("Fans from") or k == "Fans won from rivals")
        - int(rows["Fans lost to rivals"][s])
        for s in range(2)
    ]
    assert fans == [s.fans for s in st.seats]
    story = results.session.spec and __import__("game.games.joust.ui.story", fromlist=["story"]).story(results.session)
    assert story and story[-1][0] == winner and "win" in story[-1][1]


def test_a_combat_between_rivals_is_the_attackers_news():
    from game.core.rules import Event
    from game.core.store import Step
    from game.games.joust.ui.news import since_last_move

    def chose(seat, role):
        return Event("card_chosen", {"seat": seat, "role": role})

    reveal = Event("reveal", {"attacker": 1, "defender": 2, "att": 3, "def": 1, "result": "strike"})
    fans = Event("fans", {"seat": 1, "amount": 1, "total": 1})
    steps = [
        Step(0, ("end",), [Event("turn_end", {"seat": 0})]),
        Step(1, ("card", 3), [chose(1, "attacker")]),
        Step(2, ("card", 1), [chose(2, "defender"), reveal, fans]),
    ]
    news = since_last_move(steps, 0)
    assert [(seat, [e.kind for e in events]) for seat, _s, events in news] == [
        (1, ["card_chosen"]),
        (2, ["card_chosen"]),
        (1, ["reveal", "fans"]),
    ]


def test_three_players_news_tells_each_deed_under_the_player_who_did_it(app):
    """With three players, a rival striking another rival's knight: one sentence under the attacker
    naming both players and the knight struck; no panel tells a deed of another seat, none the viewer's."""
    from game.games.joust.state import DRAW

    table = _open(app, seed=11, players=3)
    viewer = table.viewer
    checked = 0
    for _round in range(25):
        advance(table, lambda st, r=_round: st.phase == DRAW and viewer in table.rules.actors(st) and st.turn > r)
        lines = table.recent()[1]
        for seat, said in lines.items():
            subject = "You " if seat == viewer else table.player_name(seat) + " "
            assert all(line.startswith(subject) for line in said), (seat, said)
            for line in said:
                others = [table.player_name(s) for s in range(3) if s not in (seat, viewer)]
                if seat != viewer and any(line.startswith(f"{subject}attacks {o}: strike") for o in others):
                    checked += 1
        if checked >= 2:
            break
        table.store.apply(viewer, ("draw", "court") if ("draw", "court") in table.legal else table.legal[0])
        table.refresh()
    assert checked >= 2, "no rival struck another rival's knight in this game"
    table.draw(pygame.Surface((1600, 900)))
    for seat, said in lines.items():
        spot = table.click_spot(("said", seat))
        assert spot is not None and said[-1] in spot.tip


def test_a_knock_out_is_a_moment_that_waits_for_a_click_the_score_behind_it_before_its_fans(app):
    from game.games.joust.ui.knockout import FallenKnight
    from game.games.joust.ui.smoke import to_knockout
    from game.ui.art import icons
    from tests.ui_driver import key, waiting_announcement

    table = _open(app, seed=5, players=3)
    assert to_knockout(table, 5)
    events = table.store.history[-1].events
    ko = next(e for e in events if e.kind == "knockout")
    owner, by = ko.data["seat"], ko.data["by"]
    before = [s.fans for s in table._before.seats]
    for _ in range(400):  # 20 s: the reveal, the damage and the knight's fall, then the panel waits
        app.step(dt=FRAME)
        if waiting_announcement(table):
            break
    shown = table.timeline.announcement
    assert shown is not None and shown.until_click and "Knocked out" in shown.subtitle
    assert shown.icon == "knockout" and shown.icon in icons.available()  # a dazed knight, not a broken shield
    assert any(isinstance(a, FallenKnight) for a in table.timeline.queue[0])
    for _ in range(100):
        app.step(dt=FRAME)
    assert table.timeline.announcement is shown, "the knock-out went on without a click"
    assert ko.data["uid"] not in {k.uid for s in table.board.seats for k in s.knights}  # the knight has left
    landed = list(before)  # fans won before the knight fell (a strike ability's) land with the damage
    for e in events[: events.index(ko)]:
        if e.kind == "fans":
            landed[e.data["seat"]] += e.data["amount"]
    assert [s.fans for s in table.board.seats] == landed  # the knock-out's fans have not landed yet behind it
    if 0 <= by != owner:
        assert shown.rows and shown.rows[0].seat == by and shown.rows[0].value == "+3 fans"
    key(app, pygame.K_SPACE)
    for _ in range(400):
        app.step(dt=FRAME)
        if not table.timeline.busy:
            break
    assert table.board is table.view
    assert [s.fans for s in table.board.seats] == [s.fans for s in table.store.state.seats]
    if 0 <= by != owner:
        assert table.board.seats[by].fans >= before[by] + 3


def test_a_click_on_the_reveal_stops_at_the_knock_out(app):
    """A skip (a click while the combat plays) goes on to the knock-out's panel, not past it."""
    from game.games.joust.ui.smoke import to_knockout
    from tests.ui_driver import waiting_announcement

    table = _open(app, seed=5, players=3)
    assert to_knockout(table, 5)
    app.step(dt=FRAME)
    click(app, (700, 600))
    for _ in range(40):
        if waiting_announcement(table):
            break
        app.step(dt=FRAME)
    shown = table.timeline.announcement
    assert shown is not None and "Knocked out" in shown.subtitle


def test_a_click_on_the_last_move_stops_at_the_games_end(app):
    from tests.ui_driver import waiting_announcement

    table = _last_move_through_the_table(app, seed=4)
    app.step(dt=FRAME)
    click(app, (700, 600))
    for _ in range(40):
        if waiting_announcement(table):
            break
        app.step(dt=FRAME)
    shown = table.timeline.announcement
    assert shown is not None and shown.until_click and "tournament" in shown.title
    winner = table.store.state.winner
    assert [s.fans for s in table.board.seats] == [s.fans for s in table.store.state.seats]  # the score behind it
    assert shown.rows[winner].value == f"{table.board.seats[winner].fans} fans"  # the goal reached: no "/12"


def test_every_court_card_in_play_says_how_long_it_stays(app):
    from game.games.joust import content as C

    for variant in ("standard", "carousel"):
        seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"), SeatConfig("bot", "random"))
        persist.open_table(app, Session(get("joust"), Options(3, variant, seats), 21))
        table = app.top
        advance(table, lambda st: len(st.court) >= 2 and any(p.targets for p in st.court))
        table.draw(pygame.Surface((1600, 900)))
        tips = _tips(table, "court")
        assert len(tips) == len(table.board.court) >= 2
        for (_c, _j, card), tip in tips.items():
            assert tip.startswith(C.COURTS[card].name) and C.court_text(C.COURTS[card], lasting=False) in tip
            assert "until the start of your next turn" not in tip  # said once, naming whose turn it is
            last = tip.splitlines()[-1]
            if variant == "carousel":
                assert last.startswith("It acts on every turn; it leaves the Carousel when"), tip
            elif C.COURTS[card].lasting:
                assert last.startswith("Stays in play until"), tip
            else:
                assert last == "Leaves play at the end of this turn", tip
        badges = [s.tip for s in table.spots.shown if isinstance(s.key, tuple) and s.key[0] == "granted"]
        assert badges
        for tip in badges:
            assert tip.startswith("Affected by") and tip.splitlines()[-1] in {t.splitlines()[-1] for t in tips.values()}


def test_damage_pips_stay_on_their_knight_at_every_size():
    from game.games.joust.ui.knights import pip_rects

    for w in range(40, 160, 3):
        card = pygame.Rect(100, 50, w, int(w * 1.4))
        for hp in range(1, 14):
            strip, pips = pip_rects(card, hp)
            assert len(pips) == hp
            assert card.contains(strip), (w, hp, strip)
            assert all(strip.contains(p) and p.w >= 1 for p in pips)
            assert all(a.right < b.left for a, b in zip(pips, pips[1:]))  # apart, in order


def test_the_fan_support_chooser_never_covers_a_knight(app):
    from game.games.joust.state import END
    from tests.ui_driver import settle

    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))

    def fan_support_after_combat(st) -> bool:
        return (
            st.phase == END
            and 0 in table.rules.actors(st)
            and any(a[0] == "decree" for a in table.rules.legal_actions(st, 0))
        )

    for seed in range(79, 99):  # a random game that reaches Fan Support after combat on seat 0's turn
        persist.open_table(app, Session(get("joust"), Options(2, "tale", seats), seed))
        table = app.top
        advance(table, fan_support_after_combat, 2000)
        if fan_support_after_combat(table.store.state):
            break
    assert fan_support_after_combat(table.store.state)
    app.step(dt=FRAME)
    settle(app)
    button = next(b for slot in table.bar.slots for b in table.bar.buttons(slot) if b.text.startswith("Fan Support"))
    knights = [s.rect for s in table.spots.shown if isinstance(s.key, tuple) and s.key[0] == "knight"]
    assert knights and not any(button.rect.colliderect(k) for k in knights)
    click(app, button.rect.center)
    app.step(dt=FRAME)
    choices = [b.rect for b in table.bar.chooser_buttons()]
    assert len(choices) >= 2
    assert not [(c, k) for c in choices for k in knights if c.colliderect(k)]


def test_the_reveal_says_who_strikes_whom_for_how_much_or_who_blocks(app):
    """The reveal's line under its verdict tells the story: the attacking and the defending knight by
    name and the combat damage the strike dealt (as the damage event has it), or who blocked whom."""
    from game.games.joust.describe import knight_name

    for block in (False, True):
        table = _defend_a_strike(app, seed=5)
        st = table.store.state
        att, target = st.seats[st.attacker].knights[st.seats[st.attacker].jousting], st.knight(st.target)
        card = next(a for a in table.legal if a[0] == "card" and (a[1] == 1) == block)
        assert table.submit(card)
        reveals = [a for group in table.timeline.queue for a in group if isinstance(a, Reveal)]
        assert len(reveals) == 1
        detail = reveals[0].detail
        assert knight_name(att.card) in detail and knight_name(target.card) in detail, detail
        events = table.store.history[-1].events
        hit = [e for e in events if e.kind == "damage" and e.data["uid"] == target.uid and e.data.get("combat")]
        more = sum(e.data["amount"] for e in events if e.kind == "damage" and e.data["uid"] == target.uid)
        more -= sum(e.data["amount"] for e in hit)
        if more > 0 and not block:  # an ability's damage on the target is told after the strike's
            assert detail.endswith(f", +{more} from abilities"), detail
            detail = detail.removesuffix(f", +{more} from abilities")
        if block:
            assert detail == f"{knight_name(target.card)} blocks {knight_name(att.card)}"
        elif hit:
            assert detail.endswith(f": {hit[0].data['amount']} damage"), detail
        else:  # the damage waits for the order of abilities (or armour took it all): the forecast is told
            n = table.strike.total if table.strike is not None else 0
            assert detail.endswith(f": {n} damage" if n else ": no damage"), detail
        table.skip_animations()


def test_a_knights_court_badges_never_cover_its_ability_rows(app, monkeypatch):
    from game.games.joust.ui import abilities

    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(3, "standard", seats), 21))
    table = app.top
    advance(table, lambda st: any(p.targets for p in st.court))
    plates: list[pygame.Rect] = []
    real = abilities.draw

    def record(*args, **kwargs):
        plate = real(*args, **kwargs)
        if plate is not None:
            plates.append(plate)
        return plate

    monkeypatch.setattr(abilities, "draw", record)
    table.draw(pygame.Surface((1600, 900)))
    badges = [s.rect for s in table.spots.shown if isinstance(s.key, tuple) and s.key[0] == "granted"]
    assert badges and plates
    for badge in badges:
        assert not any(plate.colliderect(badge) for plate in plates), badge


def test_small_knights_say_their_strength_and_health_legibly_beside_the_pips(app, monkeypatch):
    from game import i18n
    from game.games.joust import effects as fx
    from game.games.joust.ui import knights
    from game.ui import text_fit

    i18n.set_language("it")
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(3, "standard", seats), 21))
    table = app.top
    advance(table, lambda st: st.turn >= 3 and any(len(s.knights) >= 2 for s in st.seats))
    said: list[tuple] = []
    real = knights.draw_small_stats

    def record(surface, rect, strength, hp):
        boxes = real(surface, rect, strength, hp)
        said.append((rect.copy(), strength, hp, boxes))
        return boxes

    monkeypatch.setattr(knights, "draw_small_stats", record)
    table.draw(pygame.Surface((1600, 900)))
    assert said, "no knight was drawn small"
    shown = {
        (k.card, fx.strength(table.board, k), fx.health(table.board, k)) for s in table.board.seats for k in s.knights
    }
    for rect, strength, hp, (left, right) in said:
        assert rect.w < knights.SMALL_STATS and any(s == strength and h == hp for _c, s, h in shown)
        strip, pips = knights.pip_rects(rect, hp, knights.STAT_SIDE)
        assert rect.contains(left) and rect.contains(right) and not left.colliderect(right)
        assert all(not p.colliderect(left) and not p.colliderect(right) for p in pips)
        for box, value in ((left, strength), (right, hp)):
            number = pygame.Rect(box.x + 10, box.y, box.w - 10, box.h)
            fit = text_fit.fit(str(value), "bold", knights.STAT_SIZE, number.w, number.h, min_size=knights.STAT_SIZE)
            assert fit.size >= 12 and not fit.ellipsized


@pytest.mark.parametrize("strength, health", [(1, 5), (10, 14), (11, 11)])
def test_a_small_cards_strength_and_health_fit_whole_at_any_value(strength, health):
    from game.games.joust.ui.knights import STAT_SIZE, draw_small_stats
    from game.ui import text_fit

    pygame.init()
    surface = pygame.Surface((200, 200))
    with text_fit.recording() as fits:
        draw_small_stats(surface, pygame.Rect(10, 10, 100, 140), strength, health)
    assert {r.text for r in fits} == {str(strength), str(health)}
    assert all(not r.fit.ellipsized and r.fit.size == STAT_SIZE for r in fits)


def test_a_stabled_knight_at_three_players_has_one_stats_strip_inside_its_card(app):
    """A small (stabled, three-player) knight's legible strength and health band covers the card's
    printed stats row whole (the art's own layout), the pips in it: one strip, inside the card's frame."""
    from game.games.joust.state import HIDDEN
    from game.games.joust.ui import knights
    from game.games.joust.ui.cards import knight_spec
    from game.ui.art.cards import _Layout

    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(3, "standard", seats), 21))
    table = app.top
    advance(table, lambda st: st.turn >= 3 and any(len(s.knights) >= 2 for s in st.seats))
    surface = pygame.Surface((1600, 900))
    table.draw(surface)
    small = 0
    for seat in table.board.seats:
        for i, k in enumerate(seat.knights):
            spot = table.click_spot(("knight", k.uid))
            if spot is None or k.card == HIDDEN or spot.rect.w >= knights.SMALL_STATS or i == seat.jousting:
                continue
            small += 1
            rect = spot.rect
            layout = _Layout(rect.w, rect.h, knight_spec(k.card, table.board.variant))
            printed = layout.stats.move(rect.topleft)
            face = layout.face.move(rect.topleft)
            strip, pips = knights.pip_rects(rect, 7, knights.STAT_SIDE, knights.stats_band(rect))
            band = knights.stats_band(rect)
            assert band.contains(printed) and face.inflate(4, 4).contains(band), (rect, printed, band)
            assert band.contains(strip) and all(band.contains(p) for p in pips)
            for corner in (printed.topleft, (printed.right - 1, printed.top), (printed.centerx, printed.top)):
                assert surface.get_at(corner)[:3] == (24, 20, 28), (k.card, corner)  # the printed row is hidden
            below = (printed.centerx, band.bottom + 1)
            assert surface.get_at(below)[:3] != (24, 20, 28)  # no second strip under it
    assert small


def test_a_court_card_that_goes_to_its_only_possible_knight_says_so(app, monkeypatch):
    """A court card whose slot allows one knight takes it with no question: the log names the card, the
    knight and why, and "The only choice" rises over that knight on the table."""
    from game.games.joust.describe import court_name, describe, knight_name

    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    floats: list[FloatText] = []

    def forced(_st) -> bool:
        last = table.store.history[-1].events if table.store.history else []
        return any(e.kind == "court_target" and e.data["only"] for e in last)

    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 4))
    table = app.top
    real_add = table.timeline.add

    def record(anims, *args, real_add=real_add, **kwargs):
        floats.extend(a for a in anims if isinstance(a, FloatText))
        return real_add(anims, *args, **kwargs)

    monkeypatch.setattr(table.timeline, "add", record)
    two = lambda st: st.phase == "draw" and st.active == 0 and len(st.seats[0].knights) == 2  # noqa: E731
    advance(table, two, 3000)
    st = table.store.state
    assert two(st), "no turn of ours with two knights in this seed"
    lady = next(i for i, c in enumerate(C.COURTS) if c.name == "Lady in Waiting")  # her one stabled knight
    for pile in (st.court_deck, st.court_discard):
        if lady in pile:
            pile.remove(lady)
    st.court_deck.append(lady)
    table.store.apply(0, ("draw", "court"))
    assert forced(table.store.state)
    ev = next(e for e in table.store.history[-1].events if e.kind == "court_target" and e.data["only"])
    line = f"{court_name(ev.data['card'])} goes to {knight_name(ev.data['knight'])}, the only knight it can affect."
    assert describe(ev, table.viewer) == line
    floats.clear()
    table.on_events([e.for_seat(table.viewer) for e in table.store.history[-1].events])  # the move shown again
    spot = table.where(("knight", ev.data["uid"]))
    assert any(f.rect == spot for f in floats if f.text == "The only choice"), [f.text for f in floats]


def test_a_damage_line_in_the_log_takes_the_strikers_colour(app):
    """ "X takes 3 damage" carries the dot of the player who dealt it, not of the one hit (a knock-out's
    line too); a line about no strike keeps the player it is about."""
    seats = (SeatConfig("human", "", ""), SeatConfig("bot", "random"))
    persist.open_table(app, Session(get("joust"), Options(2, "standard", seats), 5))
    table = app.top

    def struck(_st) -> bool:
        return any(
            e.kind == "damage" and 0 <= e.data["by"] != e.data["seat"]
            for step in table.store.history
            for e in step.events
        )

    advance(table, struck, 1500)
    assert struck(table.store.state)
    entries = [e for e in table.log_view.entries if e.step is not None and e.event is not None]
    checked = 0
    for line in entries:
        events = table.store.history[line.step].events
        if line.event >= len(events):
            continue
        ev = events[line.event]
        if ev.kind in ("damage", "knockout") and ev.data["by"] >= 0:
            assert line.seat == ev.data["by"], (line.text, ev.data)
            checked += ev.data["by"] != ev.data["seat"]
        elif ev.kind == "heal":
            assert line.seat == ev.data["seat"], line.text
    assert checked


def test_a_block_that_hits_back_says_so_in_the_reveal(app):
    """A blocker whose ability deals damage back (Dame Elaine: damage equal to her block value) has the
    reveal tell it with the block, the number as the damage event has it."""
    from tests.joust.helpers import fight, to_combat
    from tests.joust.helpers import table as position

    table = _open(app)
    st = to_combat(position(["Sir Cedric of the Shiny Helm"], ["Dame Elaine of Astolat"]))
    after, events = fight(st, 3, 3)
    table._before, table._move_events = st, events
    reveal = next(e for e in events if e.kind == "reveal")
    back = [e.data["amount"] for e in events if e.kind == "damage" and e.data["uid"] == st.att_uid]
    assert back == [3]
    detail = table._reveal_detail(reveal)
    assert detail == "Dame Elaine of Astolat blocks Sir Cedric of the Shiny Helm and deals 3 damage back"
    table._before = None


@pytest.mark.parametrize("extras", [0, 1, 2])
def test_the_strike_breakdown_chips_show_their_numbers_whole(app, extras):
    """The knock-out's chip ("−2", with its broken shield) and every other chip of the combat box's
    breakdown show their number whole (a chip planned too narrow showed "…")."""
    from game.games.joust.ui import combat_box, damage
    from game.ui import text_fit

    table = _open(app)
    app.step(dt=FRAME)
    foot = pygame.Rect(table.lay["combat"].x, table.lay["combat"].bottom - 36, table.lay["combat"].w, 32)
    more = tuple(damage.Extra(1 if i % 2 else -2, "x") for i in range(extras))
    hit = damage.StrikeDamage(5, more, 1, lost=2)
    with text_fit.recording() as records:
        combat_box._draw_strike(table, pygame.Surface((1600, 900)), foot, "Strike!", (200, 0, 0), hit)
    numbers = [r for r in records if r.text.lstrip("+−").isdigit()]
    assert len(numbers) == 2 + extras and not any(r.fit.ellipsized for r in numbers), numbers


def test_a_strike_tells_its_abilities_damage_on_top_of_the_combat_damage(app):
    """Sir Wobbleton's "Strike 1: 3 damage, armour ignored" lands with the strike: the reveal's line
    adds it to the strike's own damage, as the damage events have them."""
    from tests.joust.helpers import fight, to_combat
    from tests.joust.helpers import table as position

    table = _open(app)
    st = to_combat(position(["Sir Wobbleton"], ["Sir Cedric of the Shiny Helm"]))
    after, events = fight(st, 1, 3)
    table._before, table._move_events = st, events
    reveal = next(e for e in events if e.kind == "reveal")
    detail = table._reveal_detail(reveal)
    assert detail == "Sir Wobbleton strikes Sir Cedric of the Shiny Helm: 1 damage, +3 from abilities", detail
    table._before = None


def test_the_viewers_empty_combat_slot_speaks_to_the_viewer(app):
    """While the viewer is still to choose, their slot says "your choice…", not the third person."""
    from game.games.joust.ui.combat_box import draw_combat
    from game.ui import text_fit

    table = _defend_a_strike(app, seed=5)
    assert table.board.pick_def == 0 and table.board.defender == table.viewer  # not chosen yet
    with text_fit.recording() as fits:
        draw_combat(table, pygame.Surface((400, 260)), pygame.Rect(0, 0, 330, 206))
    texts = [f.text for f in fits]
    assert "your choice…" in texts and "choosing…" not in texts


def test_a_knocked_out_knight_leaves_no_damage_float_in_its_empty_slot(app):
    """The damage that knocks a knight out floats no "−N" over the slot it leaves (its "Knocked out!"
    tells it); another knight hurt in the same move still shows its "−N"."""
    from game.games.joust.ui.smoke import to_knockout

    table = _open(app, seed=5, players=3)
    assert to_knockout(table, 5)
    events = table._move_events
    ko = {e.data["uid"] for e in events if e.kind == "knockout"}
    hurt = [e for e in events if e.kind == "damage"]
    assert any(e.data["uid"] in ko for e in hurt)
    for e in hurt:
        floats = table.animate_damage(e)
        assert (floats == []) == (e.data["uid"] in ko), e.data
