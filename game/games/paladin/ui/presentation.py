"""How Paladin looks in the app: menu emblem and colour, card faces, table, smoke screenshots."""

from __future__ import annotations

from typing import Any

from game.i18n import N_, _
from game.ui import save_progress
from game.ui.presentation import Presentation, lazy


def _hint_reason(view: Any, seat: int, action: tuple) -> str:
    from game.games.paladin.hint_reasons import hint_reason

    return hint_reason(view, seat, action)


def _hint_label(view: Any, seat: int, action: tuple) -> str:
    """A placement, told as advice, names the card from the player's hand: 'Place 7 Oliver (red) as
    main paladin at mission 3' ('Piazza il Barone (7)…')."""
    from game.games.paladin import engine as E
    from game.games.paladin.describe import card_object

    if action[0] != "place" or view.phase != "place":
        return ""
    card, m = card_object(action[1]), action[2] + 1
    if E.placing_main(view):
        return _("Place {card} as main paladin at mission {m}").format(card=card, m=m)
    return _("Place {card} at mission {m}").format(card=card, m=m)


PRESENTATION = Presentation(
    save_progress=save_progress.round_of("round"),
    table=lazy("game.games.paladin.ui.table:PaladinTable"),
    emblem="cross-shield",
    accent=(44, 78, 150),
    order=2,
    card_specs=lazy("game.games.paladin.ui.cards:gallery_specs"),
    card_sizes=((116, 162), (110, 154), (88, 123), (70, 98), (30, 42), (24, 34)),
    card_accent=(36, 60, 128),
    back_styles={
        "queen": ((120, 36, 70), "queen-crown", N_("The Queen's Missions"), 0),
        "king": ((24, 112, 60), "crown", N_("The King's Missions"), 0),
    },
    smoke=lazy("game.games.paladin.ui.smoke:smoke_states"),
    hint_reason=_hint_reason,
    hint_label=_hint_label,
    hint_bot=lazy("game.games.paladin.hint_bot:hint"),
    reference=lazy("game.games.paladin.reference:chapters"),
    reference_picture=lazy("game.games.paladin.ui.reference_art:picture"),
    story=lazy("game.games.paladin.ui.story:story"),
)
