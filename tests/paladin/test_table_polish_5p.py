"""The Paladin table at five players, driven through the real scene: a lifted hand card (hovered or
selected) never covers a mission's column, so a click at the bottom of a column places there."""

from __future__ import annotations

import pytest

from game.core.registry import get
from game.core.rules import Options, SeatConfig
from game.core.session import Session
from game.games.paladin import engine as E
from game.games.paladin.state import PLACE
from game.games.paladin.ui.smoke import drive
from game.i18n import _
from game.ui.scenes import persist
from tests.paladin.helpers import held_table
from tests.ui_driver import FRAME, click, move, settle


def placing_table(app, players: int = 5, placed: int = 15):
    """A real table at ``players``, the viewer to place with ``placed`` paladins on the table already."""
    table = held_table(app, players=players, seed=3, name="")
    drive(
        table,
        lambda st: st.phase == PLACE and E.actor(st) == table.viewer and sum(map(len, st.table)) >= placed,
    )
    assert table.view.phase == PLACE and table.can_act()
    app.step(dt=FRAME)
    settle(app)  # the input lock that follows every change of the choices
    return table


def _hand_spots(table) -> list:
    return [s for s in table.spots.shown if isinstance(s.key, int)]


def test_a_lifted_hand_card_never_covers_a_mission_column(app):
    table = placing_table(app)
    columns = [table.column(m) for m in range(table.view.players)]
    keys = [s.key for s in _hand_spots(table)]
    assert len(keys) >= 3
    for card in keys:  # each selected in turn (it rises the furthest), the mouse on it
        click(app, table.click_spot(card).rect.center)
        assert table.selected == card
        for spot in _hand_spots(table):
            assert spot.rect.collidelist(columns) == -1, (card, spot.key, spot.rect, columns[0].bottom)
        for other in keys:  # hovered too: the mouse still on the fan
            move(app, table.click_spot(other).rect.midtop, frames=2)
            assert table.click_spot(other).rect.collidelist(columns) == -1


def _under_columns(table) -> list:
    """(y, card, mission, x) for each hand card lying under a column where it may go."""
    return [
        (spot.rect.y, spot.key, m, x)
        for spot in _hand_spots(table)
        for m in range(table.view.players)
        if ("place", spot.key, m) in table.legal
        for x in [(max(spot.rect.x, table.column(m).x) + min(spot.rect.right, table.column(m).right)) // 2]
        if table.column(m).x <= x < min(spot.rect.right, table.column(m).right)
    ]


def test_a_click_at_the_bottom_of_a_column_places_the_selected_paladin(app):
    for placed in (15, 10, 5):  # the fewer placed, the wider the (centred) hand under the columns
        table = placing_table(app, placed=placed)
        pairs = _under_columns(table)  # the highest card first (mid-fan): lifted, it would rise the furthest
        if pairs:
            break
    assert pairs, "a hand card lies under a column where it may go"
    _y, card, m, x = min(pairs)
    click(app, table.click_spot(card).rect.center)
    assert table.selected == card
    click(app, (x, table.column(m).bottom - 2))  # the column's bottom, right over that card
    assert table.view.table[m][-1] == (table.viewer, card)


def test_a_result_panel_hides_the_peek_eyes_until_it_closes(app, monkeypatch):
    from game.games.paladin.ui import smoke
    from game.games.paladin.ui import table as paladin_table

    seats = (SeatConfig("human", "", ""),) + (SeatConfig("bot", "medium"),) * 4
    persist.open_table(app, Session(get("paladin"), Options(5, "standard", seats), 3))
    table = app.top
    dict(smoke.smoke_states(table))["paladin-mission-panel"]()
    eyes: list = []
    real = paladin_table.draw_eye
    monkeypatch.setattr(paladin_table, "draw_eye", lambda *a, **k: (eyes.append(a[1]), real(*a, **k)))
    table._layer = None
    app.step(dt=FRAME)
    assert table.timeline.announcement is not None, "a mission's result panel is up"
    assert eyes == [] and not [s for s in table.spots.shown if isinstance(s.key, tuple) and s.key[0] == "eyes"]
    table.timeline.advance()  # the panel closes (a click on it)
    app.step(dt=FRAME)
    assert table.timeline.announcement is None
    assert eyes, "the eyes beside the paladins still face down are back"


@pytest.mark.parametrize("kept", [4, 8])
@pytest.mark.parametrize("lang", ["en", "it"])
def test_crowded_rival_panels_keep_their_honour_and_red_count_readable(app, lang, kept):
    """Five players late in a game, each rival with four (or eight) paladins kept, two red, and one
    dealing: every rival's panel says its honour, its red count and (the dealer's) the dealer mark,
    on one line or two, each whole at 14 px or more; the last move stays readable too."""
    from game import i18n
    from game.games.paladin import content as C
    from game.ui import text_fit

    i18n.set_language(lang)
    table = placing_table(app, placed=8)
    s = table.store.state
    reds = [c for c in range(C.PALADIN_COUNT) if C.CARD_RED[c]]  # shown as kept: where they lie does not matter
    blacks = [c for c in range(C.PALADIN_COUNT) if not C.CARD_RED[c]]
    for p in range(1, 5):
        s.won_missions[p] = [p, p + 6, p + 12]
        s.won_cards[p] = [reds[2 * p - 2], reds[2 * p - 1], *blacks[(kept - 2) * (p - 1) : (kept - 2) * p]]
    s.dealer = 2
    table.refresh()
    table._layer = None
    with text_fit.recording() as fits:
        app.step(dt=FRAME)
    honour = _("Honour {h}").split("{")[0]
    lines = [f for f in fits if f.text.startswith(honour)]
    assert len(lines) >= 5  # four rivals and the player's own panel
    for f in lines:
        assert not f.fit.ellipsized and f.fit.size >= 14, (lang, f.text, f.fit)
        assert len(f.fit.lines) == f.text.count("\n") + 1, (lang, f.text, f.fit)
    for p in range(1, 5):
        words = [f.text for f in lines if _("Honour {h}").format(h=E.honour(s, p)) in f.text]
        assert any(_("Red {r}").format(r=2) in w for w in words), (lang, p, words)
    dealer = [f.text for f in lines if _("Dealer") in f.text]
    assert dealer, "the dealer's mark stays"
    last = [f for f in fits if f.text.startswith((_("Placed"), _("Beat"), _("Took"), _("Discarded")))]
    assert all(f.fit.size >= 14 for f in last)


@pytest.mark.parametrize("players", [3, 5])
@pytest.mark.parametrize("kept", [3, 9, 16])
def test_a_rivals_kept_paladins_stay_inside_their_panel_at_any_count(app, players, kept):
    """However many paladins a rival keeps, their chips stay inside that rival's panel, clear of its
    honour line; past what fits abreast they overlap after a count whose tooltip names them all, the
    newest whole on top."""
    from game.games.paladin import content as C

    table = placing_table(app, players=players, placed=2 * players)
    s = table.store.state
    rival = (table.viewer + 1) % players
    s.won_cards[rival] = list(range(kept))
    s.won_missions[rival] = [m % C.MISSION_COUNT for m in range(kept)]
    table.refresh()
    table._layer = None
    app.step(dt=FRAME)
    panel = table.anchors[("kept", rival)]
    chips = [sp for sp in table.spots.shown if sp.key in {("kept", c) for c in range(kept)}]
    assert chips, "the kept paladins are drawn"
    for sp in chips:
        assert panel.contains(sp.rect), (sp.key, sp.rect, panel)
    hand = table.click_spot(("hand", rival)).rect
    assert all(sp.rect.x > hand.right for sp in chips)
    count = table.click_spot(("kept-count", table.seat_name(rival)))
    if count is None:  # abreast: every one whole
        assert len(chips) == kept
        assert all(a.rect.right < b.rect.x for a, b in zip(chips, chips[1:]))
    else:
        assert kept >= 9 and panel.contains(count.rect) and count.rect.right < chips[0].rect.x
        assert count.tip.startswith(f"{table.seat_name(rival)} keeps {kept} paladins")
        assert table.spots.hit(chips[-1].rect.center).key == ("kept", kept - 1)  # the newest on top, whole
