"""With a paladin chosen in hand, a click on a mission's column places it there, a rival's face-down
paladin in that column included (a playtester's click on one looked at it instead); with no paladin
chosen, the same click looks at that card."""

from __future__ import annotations

from tests.ui_driver import click

from .test_table import open_table, run_until_human


def _turn_with_a_peek_and_a_covered_column(app):
    table = open_table(app)
    for _ in range(12):
        run_until_human(app, table)
        peeks = [a for a in table.legal if a[0] == "peek"]
        places = {a[2] for a in table.legal if a[0] == "place"}
        both = [p for p in peeks if p[1] in places]
        if both:
            return table, both[0]
        table.submit(next(a for a in table.legal if a[0] in ("place", "peek")))
    raise AssertionError("no turn with a rival's face-down paladin where the player may place")


def _slot(table, m: int, owner: int):
    idx = next(i for i, (o, _c) in enumerate(table.view.table[m]) if o == owner)
    return table.click_spot(("slot", m, idx))


def test_a_click_on_a_rivals_card_places_the_chosen_paladin_there(app):
    table, (_k, m, owner) = _turn_with_a_peek_and_a_covered_column(app)
    card = next(a[1] for a in table.legal if a[0] == "place" and a[2] == m)
    click(app, table.click_spot(card).rect.center)
    assert table.selected == card
    assert "click yours again" in table.hint()
    before = len(table.store.history)
    click(app, _slot(table, m, owner).rect.center)
    moves = [(seat, a) for seat, a in table.store.actions[before:]]
    assert moves and moves[0] == (0, ("place", card, m)), moves
    assert not any(p == 0 and pm == m for p, pm, _o in table.store.state.peeks)


def test_with_no_paladin_chosen_the_same_click_looks_at_the_card(app):
    table, (_k, m, owner) = _turn_with_a_peek_and_a_covered_column(app)
    assert table.selected is None
    click(app, _slot(table, m, owner).rect.center)
    assert table.store.actions[-1] == (0, ("peek", m, owner))
