"""How Tournament looks in the app: menu emblem and colour, card faces, table, smoke screenshots."""

from __future__ import annotations

from typing import Any

from game.ui.presentation import Presentation, lazy


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
    reference=lazy("game.games.tournament.reference:chapters"),
    reference_picture=lazy("game.games.tournament.ui.reference_art:picture"),
    smoke=_smoke,
    story=_story,
)
