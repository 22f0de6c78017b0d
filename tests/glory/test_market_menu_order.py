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
            names = [o.label.split(":")[1].split()[0] for o in menu.choices]  # Mount, Armor, a support
            greyed = [bool(o.reason) for o in menu.choices]
            orders.append((names, greyed))
        full = orders[0][0]
        assert not any(g for n, g in zip(*orders[0]) if n != "place")  # greyed with 20 coins: an empty place
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
        supports = [t for t in listed if t.startswith("Support:") and "no tile there" not in t]
        kinds = [C.SUPPORT_TILES.get(t, t) for t in table.view.track if t]
        assert len(supports) == len(kinds) >= 3
        for text, kind in zip(supports, kinds):  # in track order, each with its effect
            assert C.SUPPORT_KINDS[kind].name in text and f" · {short_effect(kind)}" in text, text
    finally:
        app.shutdown()


def test_the_menu_keeps_its_length_when_tiles_are_taken(tourney_home):
    """A tile taken leaves a greyed entry in its place: every entry after it stays where it was, and
    a greyed support is listed once (in its place, with what it does)."""
    app, table = open_table(3, seed=4)
    try:
        to_action_phase(app, table)
        seat = table.viewer
        view = copy.deepcopy(table.view)
        before = _menu(view, seat)
        taken = next(i for i, t in enumerate(view.track) if t)
        view.track[taken] = ""
        after = _menu(view, seat)
        assert len(after.choices) == len(before.choices) and after.steady_chooser
        name = lambda o: o.label.split(" (")[0].split(" ·")[0]  # noqa: E731
        moved = [j for j, (a, b) in enumerate(zip(before.choices, after.choices)) if name(a) != name(b)]
        assert moved == [taken + 2], moved  # only the place whose tile went says so; the rest stay put
        view.players[seat].coins = 1
        greyed = [
            o for o in _menu(view, seat).choices if o.reason and o.label.startswith("Support:") and "·" in o.label
        ]
        assert greyed and all(o.entry and o.label.startswith(o.entry) for o in greyed)
    finally:
        app.shutdown()
