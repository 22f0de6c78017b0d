"""How Tournament looks in the app: menu emblem and colour, card faces, table, smoke screenshots."""

from __future__ import annotations

from typing import Any

from game.ui.presentation import Presentation


def _table(app: Any, session: Any) -> Any:
    from game.games.tournament.ui.table import TournamentTable

    return TournamentTable(app, session)


def _cards() -> list:
    from game.games.tournament.ui.cards import gallery_specs

    return gallery_specs()


def _smoke(table: Any) -> list:
    from game.games.tournament.ui.smoke import smoke_states

    return smoke_states(table)


def _rules() -> str:
    from game.games.tournament.ui.summary import rules_summary

    return rules_summary()


def _reference() -> list:
    from game.games.tournament.reference import chapters

    return chapters()


def _picture(key: str, large: bool = False) -> Any:
    from game.games.tournament.reference_art import picture

    return picture(key, large)


def _story(session: Any) -> list:
    from game.games.tournament.ui.moments import story

    return story(session)


PRESENTATION = Presentation(
    table=_table,
    emblem="crossed-swords",
    accent=(150, 36, 48),
    order=1,
    card_specs=_cards,
    card_sizes=((110, 154), (100, 140), (90, 126), (64, 90), (52, 73), (30, 42)),
    card_accent=(146, 28, 36),
    back_emblem="knight-banner",
    rules=_rules,
    reference=_reference,
    reference_picture=_picture,
    smoke=_smoke,
    story=_story,
)
