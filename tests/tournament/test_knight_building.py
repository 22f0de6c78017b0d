"""Building a knight in the hand: a card picked of a kind already selected takes that card's place (the
rest of the knight stays), a greyed "Put knight into play" says what is still missing, and an Undo of a
knight puts its cards back where the player had them in the hand."""

from __future__ import annotations

import pygame

from game.games.tournament import content as C
from game.games.tournament.state import PLAY
from tests.tournament.test_table import bar_button, open_table, play_on, run_until_human
from tests.ui_driver import click, key, move, settle


def _kinds(cards) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for c in cards:
        out.setdefault(C.KIND[c], []).append(c)
    return out


def _a_hand_with_two_shields(app):
    table = open_table(app, players=2)
    run_until_human(app, table)

    def ready(st) -> bool:
        kinds = _kinds(st.hands[st.current])
        return (
            st.phase == PLAY
            and not st.combo_played
            and all(k in kinds for k in C.CHIVALRY_KINDS)
            and len(kinds[C.SHIELD]) >= 2
        )

    assert play_on(app, table, ready), "no hand with two Shields and a whole knight"
    return table


def test_a_second_shield_replaces_the_first_not_the_knight(app):
    table = _a_hand_with_two_shields(app)
    kinds = _kinds(table.my_hand())
    first, second = kinds[C.SHIELD][:2]
    knight = [kinds[C.KNIGHT][0], kinds[C.WEAPON][0], kinds[C.HORSE][0], first]
    for c in knight:
        click(app, table.spots.find(c).rect.center)
        settle(app)
    assert table.selected == knight
    settle(app)
    click(app, table.spots.find(second).rect.center)
    assert sorted(table.selected) == sorted(knight[:3] + [second])
    settle(app)
    assert bar_button(table, "main").is_enabled
    click(app, bar_button(table, "main").rect.center)
    assert sorted(table.store.state.combos[table.viewer][-1]) == sorted(knight[:3] + [second])


def test_a_greyed_put_knight_says_what_is_still_to_pick(app):
    table = _a_hand_with_two_shields(app)
    kinds = _kinds(table.my_hand())
    for c in (kinds[C.KNIGHT][0], kinds[C.SHIELD][0]):
        click(app, table.spots.find(c).rect.center)
        settle(app)
    settle(app)
    put = bar_button(table, "main")
    assert not put.is_enabled
    why = "A knight is one Knight, Weapon, Horse and Shield. Still to pick: Weapon, Horse."
    assert table.hint() == why
    assert why in table.bar.controls["main"].tip


def test_undo_of_a_knight_puts_its_cards_back_in_the_players_order(app):
    table = _a_hand_with_two_shields(app)
    move(app, (5, 5))
    settle(app)
    order = [c for c in table.hand_in_order() if c is not None]
    table._order = list(reversed(order))  # the order the player sees, unlike the engine's sorted one
    order = table.hand_in_order()
    click(app, bar_button(table, "strongest").rect.center)
    settle(app)
    click(app, bar_button(table, "main").rect.center)
    assert table.store.state.combo_played
    move(app, (5, 5))
    settle(app)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL, frames=3)
    assert not table.store.state.combo_played
    assert [c for c in table.hand_in_order() if c is not None] == order
