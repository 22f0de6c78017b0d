"""The kit's reference pictures: dice (★ lit or not), tokens, cards by kind with codes written in
lower case, a game's own kinds, and KeyError for anything else."""

from __future__ import annotations

import pygame
import pytest

from game.ui.art.cards import CardSpec
from game.ui.kit.pictures import DIE_SIZE, TOKEN_SIZE, ZOOM, reference_picture

CARDS = {"card": (("A1", "B2"), lambda cid: CardSpec("demo", f"Card {cid}", "Demo"))}


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()


def test_dice_and_tokens_come_from_the_shared_art():
    plain, lit = reference_picture("die:red:5"), reference_picture("die:red:5*")
    assert plain.get_size() == (DIE_SIZE, DIE_SIZE) and lit.get_size() == plain.get_size()
    assert pygame.image.tobytes(plain, "RGBA") != pygame.image.tobytes(lit, "RGBA")  # the ★ lit shows
    assert reference_picture("die:red:5", large=True).get_width() == round(DIE_SIZE * ZOOM)
    assert reference_picture("token:coin").get_width() == TOKEN_SIZE


def test_cards_by_kind_with_lower_case_codes():
    small = reference_picture("card:a1", cards=CARDS, upper=("card",))
    large = reference_picture("card:a1", True, cards=CARDS, upper=("card",))
    assert large.get_width() > small.get_width()
    with pytest.raises(KeyError):
        reference_picture("card:a1", cards=CARDS)  # codes are upper case unless the kind says so


def test_a_games_own_kinds_and_unknown_keys():
    own = {"plaque": lambda arg, zoom: pygame.Surface((round(10 * zoom), 5))}
    assert reference_picture("plaque:x", True, own=own).get_width() == round(10 * ZOOM)
    for key in ("die:red:9", "die:purple:0", "die:red:x", "token:nothing", "prestige:pink", "card:C3", "nothing"):
        with pytest.raises(KeyError):
            reference_picture(key, cards=CARDS)
