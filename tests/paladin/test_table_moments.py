"""The Paladin table, driven through the real scene: a paladin placed from the middle of the hand
leaves no gap (the others slide together, centred, in their order); the seating order the dealer reads fits whole at 5 players; Take back and
Discard say what they cost; the end of the game waits for a click before the results."""

from __future__ import annotations

import pytest

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.paladin import engine as E
from game.games.paladin.state import PLACE, START
from game.games.paladin.ui.hand_places import keep_places
from game.games.paladin.ui.smoke import drive
from game.ui import text_fit
from game.ui.scenes import persist
from tests.paladin.helpers import table_at_the_last_move
from tests.ui_driver import FRAME, click, random_game, read_on, settle


def _open(app, players: int = 3, seed: int = 3):
    seats = (SeatConfig("human", "", ""),) + (SeatConfig("bot", "easy"),) * (players - 1)
    persist.open_table(app, Session(get("paladin"), Options(players, "standard", seats), seed))
    return app.top


def test_keep_places_sorts_a_new_hand_and_keeps_the_order_after():
    from game.games.paladin import content as C

    hand = sorted(range(5), key=lambda c: -C.CARD_VALUE[c])
    places = keep_places({}, hand)
    assert [C.CARD_VALUE[c] for c in sorted(hand, key=places.get)] == sorted(C.CARD_VALUE[c] for c in hand)
    middle = sorted(hand, key=places.get)[2]
    kept = keep_places(places, [c for c in hand if c != middle])
    assert kept == places  # the card gone keeps its rank...
    assert keep_places(kept, hand) == places  # ...and goes back to it when it returns (taken back, undo)
    assert keep_places(kept, [*hand, 41]) != places  # a card never held (a new deal): sorted afresh


def _xs(table) -> dict[int, int]:
    return {c: table.click_spot(c).rect.x for c in table.view.hands[table.viewer]}


def _closed_up(table, xs: dict[int, int]) -> None:
    """The cards at ``xs`` sit side by side at one step, centred on the hand's area."""
    order = sorted(xs, key=xs.get)
    steps = {xs[b] - xs[a] for a, b in zip(order, order[1:])}
    assert len(steps) <= 1, f"a gap in the hand: {steps}"
    w = table.hand.size[0]
    middle = (xs[order[0]] + xs[order[-1]] + w) / 2
    assert abs(middle - table.lay.hand.centerx) <= 1


def _glide_to_rest(app, table) -> int:
    """Frames until the hand stops sliding (it does stop)."""
    for frame in range(1, 60):
        app.step(dt=FRAME)
        if not table.hand.moving:
            return frame
    raise AssertionError("the hand never came to rest")


def test_a_paladin_taken_back_returns_between_its_neighbours(app):
    """Taken back at a mission, a paladin goes back between the cards it left in the hand (its order
    kept for the round, not re-sorted), and the hand stays closed up."""
    from game.games.paladin.state import RESOLVE

    table = _open(app)
    drive(table, lambda st: st.phase == PLACE and E.actor(st) == table.viewer and len(st.hands[table.viewer]) == 4)
    settle(app)
    order = sorted(_xs(table), key=_xs(table).get)
    drive(
        table,
        lambda st: (
            st.phase == RESOLVE and E.actor(st) == table.viewer and E.TAKE in table.store.legal_actions(table.viewer)
        ),
    )
    settle(app)
    before = list(table.view.hands[table.viewer])
    table.submit(E.TAKE)
    table.skip_animations()
    _glide_to_rest(app, table)
    after = table.view.hands[table.viewer]
    assert len(after) == len(before) + 1
    xs = _xs(table)
    assert sorted(xs, key=xs.get) == [c for c in order if c in after]
    _closed_up(table, xs)


def test_a_card_placed_from_the_middle_leaves_no_gap_and_the_hand_slides_together(app):
    table = _open(app)
    drive(table, lambda st: st.phase == PLACE and E.actor(st) == table.viewer and len(st.hands[table.viewer]) >= 3)
    settle(app)
    hand = list(table.view.hands[table.viewer])
    xs = _xs(table)
    _closed_up(table, xs)
    order = sorted(hand, key=xs.get)
    middle = order[1]
    click(app, table.click_spot(middle).rect.center)
    m = next(a[2] for a in table.legal if a[0] == "place" and a[1] == middle)
    click(app, table.click_spot(("mission", m)).rect.center, frames=1)
    assert middle not in table.store.state.hands[table.viewer]
    left = [c for c in order if c != middle and c in table.view.hands[table.viewer]]
    assert len(left) >= 2
    app.step(dt=FRAME)
    moving = {c: table.click_spot(c).rect.x for c in left}
    frames = _glide_to_rest(app, table)
    rest = {c: table.click_spot(c).rect.x for c in left}
    assert sorted(rest, key=rest.get) == left  # the order kept
    _closed_up(table, rest)
    assert rest[left[-1]] < xs[left[-1]] and rest[left[0]] > xs[left[0]]  # both sides close in on the gap
    on_the_way = [c for c in left if moving[c] not in (xs[c], rest[c])]
    assert on_the_way and all(min(xs[c], rest[c]) < moving[c] < max(xs[c], rest[c]) for c in on_the_way)
    assert 2 <= frames <= 20  # it slides for a moment, a third of a second or so, and stops


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_seating_order_fits_whole_at_five_players(app, lang):
    from game import i18n

    i18n.set_language(lang)
    table = _open(app, players=5)
    drive(table, lambda st: st.phase == START and E.actor(st) == table.viewer)
    assert table.view.phase == START and table.can_act()
    settle(app)
    with text_fit.recording() as fits:
        table._layer = None
        app.step(dt=FRAME)
    (fit,) = [f for f in fits if f.text == table.hint()]
    assert not fit.fit.ellipsized


def test_take_back_and_discard_say_what_they_cost(app):
    from game.games.paladin.state import RESOLVE

    table = _open(app)
    drive(table, lambda st: st.phase == RESOLVE and E.actor(st) == table.viewer)
    settle(app)
    tips = {b.text: b.tool_tip_text for slot in ("second", "third") for b in table.bar.buttons(slot)}
    assert "one card fewer" in tips["Take back"]
    assert "a new card takes its place" in tips["Discard"]


def test_the_end_waits_for_a_click_before_the_results(app):
    import pygame

    from game.ui.scenes.results import ResultsScene
    from tests.ui_driver import key

    seats = (SeatConfig("human", "", ""),) + (SeatConfig("bot", "random"),) * 2
    moves = random_game(Session(get("paladin"), Options(3, "standard", seats), 8), 8)
    table = table_at_the_last_move(app, moves, 3, 8)
    for _ in range(600):  # 30 s: the last mission's panel is read, then the end's waits
        shown = table.timeline.announcement
        if shown is not None and shown.subtitle.startswith("The last mission is settled"):
            app.step(dt=FRAME)
            continue
        read_on(app, table)
    assert app.top is table, "the results came by themselves"
    shown = table.timeline.announcement
    assert shown is not None and shown.until_click
    assert [shown.row_shown_at(i) for i in range(len(shown.rows))] == [0.0] * 3  # every row at once
    scores = [E.score(table.store.state, p) for p in range(3)]
    assert sorted(int(r.value.split()[0]) for r in shown.rows) == sorted(scores)
    key(app, pygame.K_SPACE)
    for _ in range(200):
        app.step(dt=FRAME)
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)


def test_a_face_down_discard_says_why_the_pile_shows_its_back(app):
    from game.games.paladin.state import HIDDEN

    table = _open(app)
    drive(table, lambda st: st.phase == PLACE and E.actor(st) == table.viewer)
    settle(app)
    table.view.discard.append(HIDDEN)  # the last discard, face down for the viewer
    table._layer = None
    app.step(dt=FRAME)
    assert "face down" in table.click_spot("discard").tip
    table.view.discard.append(0)  # face up (a beaten paladin, public): nothing to explain
    table.view.public |= 1
    table._layer = None
    app.step(dt=FRAME)
    assert "face down" not in table.click_spot("discard").tip


def test_italian_at_five_players_cuts_no_last_move_and_no_mission_title(app):
    """The rivals' last moves (a peek and a placement: the longest) and the missions' titles over
    their columns fit whole in Italian at 5 players, the narrowest panels and columns."""
    from game import i18n
    from game.games.paladin.ui.marks import last_move_text

    i18n.set_language("it")
    seats = (SeatConfig("human", "", ""),) + (SeatConfig("bot", "medium"),) * 4
    persist.open_table(app, Session(get("paladin"), Options(5, "standard", seats), 11))
    table = app.top
    drive(table, lambda st: st.phase == PLACE and E.actor(st) == table.viewer and sum(map(len, st.table)) >= 10)
    settle(app)
    from game.games.paladin.ui.last_moves import last_moves

    moves = last_moves(table.store.history, table.viewer)
    lines = {last_move_text(mv, table.seat_name, table.viewer) for mv in moves.values()}
    assert any(mv.peek is not None for mv in moves.values())  # the long kind: a peek, then a placement
    titles = {table.mission_title(table.view, m, table.column(m).w - 8) for m in range(5)}
    with text_fit.recording() as fits:
        table._layer = None
        app.step(dt=FRAME)
    drawn = {f.text: f for f in fits}
    assert lines | titles <= set(drawn)
    for text in lines | titles:
        assert not drawn[text].fit.ellipsized, text
    # the missions' names whole over their columns (two lines), never "Missione 1…5", at 14 px at least
    names = [table.mission_title(table.view, m, table.column(m).w - 8) for m in range(5)]
    assert names == table.mission_titles(table.view) and not any(t.startswith("Missione ") for t in names)
    for m, text in enumerate(names):
        assert drawn[text].fit.size >= 14
        assert table.column(m).y + 2 + drawn[text].box[1] <= table.mission_rect(m).y  # clear of the card


def test_the_end_of_round_rows_fit_whole_with_two_long_missions_won(app):
    """A player who won two missions with long Italian names: the round panel's row names them by
    their numbers (the names in its tooltip) rather than cut or shrink them, and so do the other rows
    (never names on one row and numbers on the next); every row is drawn whole at the banner's own
    size, on one line."""
    from types import SimpleNamespace

    from game import i18n
    from game.games.paladin import content as C
    from game.games.paladin.ui import outcomes
    from game.ui.kit.banner import draw_announcement

    i18n.set_language("it")
    s = E.setup(5, False, seed=3)
    by_length = sorted(range(len(C.MISSION_NAMES)), key=lambda x: -len(i18n._(C.MISSION_NAMES[x])))
    s.missions = by_length[:5]
    s.table = [[(0 if m < 2 else m, 0)] for m in range(5)]
    s.fates = [[E.WON] for _m in range(5)]
    table = SimpleNamespace(viewer_is_human=lambda: True, _is_you=lambda p: p == 0, seat_name=lambda p: f"Bot {p + 1}")
    from game.core.rules import Event

    panel = outcomes.round_panel(table, Event("round_started", {"dealer": 1, "round": 2}), s)
    assert panel.rows[0].text.startswith("Bot 1: missioni 1, 2 (+")
    totals = [E.honour(s, p) + C.RED_BONUS * E.reds(s, p) for p in range(5)]
    assert [r.lead for r in panel.rows] == [t == max(totals) > 0 for t in totals]  # the leaders, not the dealer
    long_names = [i18n._(C.MISSION_NAMES[x]) for x in by_length[:2]]
    assert all(name in panel.rows[0].tip for name in long_names)
    assert (
        panel.rows[2].text.startswith("Bot 3: missione 3 (+")
        and i18n._(C.MISSION_NAMES[by_length[2]]) in panel.rows[2].tip
    )
    import pygame

    with text_fit.recording() as fits:
        draw_announcement(pygame.Surface((1600, 900)), pygame.Rect(0, 0, 1600, 900), panel)
    rows = [f for f in fits if f.text in {r.text for r in panel.rows}]
    assert len(rows) == 5 and not any(f.fit.ellipsized for f in rows)
    assert all(f.fit.size == outcomes.ROW_FONT and len(f.fit.lines) == 1 for f in rows), [f.fit for f in rows]
    sub = next(f for f in fits if f.text == panel.subtitle)
    assert sub.fit.size == sub.size and not sub.fit.ellipsized  # the subtitle whole at its own size


def test_the_end_of_round_rows_tell_this_rounds_honour_apart_from_the_total(app):
    """A round panel row: this round's missions with the honour they gave ("(+3 this round)"), then the
    running total said as one ("total 5 + 1 red = 6"), never "no mission … 2 + 1 red = 3" that reads
    as this round's result."""
    from types import SimpleNamespace

    from game import i18n
    from game.core.rules import Event
    from game.games.paladin import content as C
    from game.games.paladin.ui import outcomes

    i18n.set_language("en")
    s = E.setup(3, False, seed=3)
    s.table = [[(0, 0)], [(1, 0)], [(1, 0)]]
    s.fates = [[E.WON] for _m in range(3)]
    s.won_missions[2].append(s.missions[0])  # seat 2: honour from an earlier round, none this round
    table = SimpleNamespace(viewer_is_human=lambda: True, _is_you=lambda p: p == 0, seat_name=lambda p: f"Bot {p + 1}")
    panel = outcomes.round_panel(table, Event("round_started", {"dealer": 1, "round": 2}), s)
    gained = C.MISSION_HONOUR[s.missions[0]]
    assert panel.rows[0].text.endswith(f"(+{gained} honour)")
    assert panel.rows[2].text == "Bot 3: no mission"
    total = E.honour(s, 2)
    assert panel.rows[2].value == f"total {total} + 0 red = {total}"
