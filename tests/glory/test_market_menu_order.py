"""The Market or support chooser keeps its entries in one order (mount, armor, the support track left
to right) whatever the coins: an entry not affordable now is greyed in its own place, never moved to
the bottom; the chooser on screen lists them so."""

from __future__ import annotations

import copy

from game.games.glory import bar_moves
from game.games.glory.rules import GloryRules
from game.games.glory.ui import market_menu
from game.games.glory.unavailable import MARKET, unavailable
from game.ui.kit.groups import group_controls
from tests.glory.test_table_ui import open_table, to_action_phase
from tests.ui_driver import click, settle


def _menu(view, seat: int):
    legal = GloryRules().legal_actions(view, seat)
    groups, end = bar_moves.groups(view, "action", legal)
    controls = group_controls(groups, lambda a: bar_moves.label(view, a), lambda a: "", end=end)
    market = next(c for c in controls if c.family == MARKET)
    return market_menu.ordered(view, market, unavailable(view, seat))


def test_market_entries_keep_their_order_when_some_become_unaffordable(tourney_home):
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        seat = table.viewer
        orders = []
        for coins in (20, 4, 3, 2, 1):
            view = copy.deepcopy(table.view)
            view.players[seat].coins = coins
            menu = _menu(view, seat)
            if not menu.choices:
                continue
            names = [o.label.split(": ")[-1].split()[0] for o in menu.choices]  # Mount, Armor, a support
            greyed = [bool(o.reason) for o in menu.choices]
            orders.append((names, greyed))
        full = orders[0][0]
        assert not any(g for n, g in zip(*orders[0]) if n != "Support")  # 20 coins: only the empty places greyed
        assert any(any(g) and not all(g) for _n, g in orders), orders  # some greyed among the possible
        for names, _greyed in orders:
            assert names == full, (names, full)  # the same entries in the same places
        settle(app)
        click(app, table.bar.slots["third"].center)
        settle(app)
        listed = [b.text for b in table.bar.chooser_buttons()][:-1]  # Cancel last
        assert len(listed) == len(full)
    finally:
        app.shutdown()


def test_every_support_in_the_chooser_says_what_it_does(tourney_home):
    from game.games.glory import content as C
    from game.games.glory.support_short import short_effect

    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        settle(app)
        click(app, table.bar.slots["third"].center)
        settle(app)
        listed = [b.text for b in table.bar.chooser_buttons()][:-1]
        supports = [t for t in listed if t.startswith("Support:") and "empty until" not in t]
        kinds = [C.SUPPORT_TILES.get(t, t) for t in table.view.track if t]
        assert len(supports) == len(kinds) >= 3
        for text, kind in zip(supports, kinds):  # in track order, each with its effect
            assert C.SUPPORT_KINDS[kind].name in text and f" · {short_effect(kind)}" in text, text
    finally:
        app.shutdown()


def test_taken_tiles_fold_into_one_line_and_the_rest_keep_their_order(tourney_home):
    """The track's empty places are one greyed line after the supports, however many: every other
    entry keeps its order, and a greyed support is listed once (in its place, with what it does)."""
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        seat = table.viewer
        view = copy.deepcopy(table.view)
        before = _menu(view, seat)
        tiles = [i for i, t in enumerate(view.track) if t]
        for i in tiles[:-1]:
            view.track[i] = ""
        after = _menu(view, seat)
        name = lambda o: o.label.split(" (")[0].split(" ·")[0]  # noqa: E731
        kept = [name(o) for o in before.choices if o.label != "Support"]
        del kept[2 : 2 + len(tiles) - 1]  # the taken tiles' supports, after mount and armor
        assert [name(o) for o in after.choices[:-1]] == kept
        folded, empty = after.choices[-1], len(view.track) - 1
        assert folded.label == "Support" and folded.reason == f"{empty} places empty until the next round"
        assert not any("place" in o.label for o in after.choices)
        view = copy.deepcopy(table.view)
        view.players[seat].coins = 1
        greyed = [
            o for o in _menu(view, seat).choices if o.reason and o.label.startswith("Support:") and "·" in o.label
        ]
        assert greyed and all(o.entry and o.label.startswith(o.entry) for o in greyed)
    finally:
        app.shutdown()
