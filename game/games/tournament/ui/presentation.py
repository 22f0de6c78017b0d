"""How Tournament looks in the app: menu emblem and colour, card faces, table, smoke screenshots."""

from __future__ import annotations

from game.ui import save_progress
from game.ui.presentation import Presentation, lazy

PRESENTATION = Presentation(
    save_progress=save_progress.turn_of("turns", finished=True),
    table=lazy("game.games.tournament.ui.table:TournamentTable"),
    emblem="crossed-swords",
    accent=(150, 36, 48),
    order=1,
    card_specs=lazy("game.games.tournament.ui.cards:gallery_specs"),
    card_sizes=((110, 154), (100, 140), (90, 126), (64, 90), (52, 73), (30, 42)),
    card_accent=(146, 28, 36),
    back_emblem="knight-banner",
    rules=lazy("game.games.tournament.ui.summary:rules_summary"),
    reference=lazy("game.games.tournament.reference:chapters"),
    reference_picture=lazy("game.games.tournament.ui.reference_art:picture"),
    smoke=lazy("game.games.tournament.ui.smoke:smoke_states"),
    story=lazy("game.games.tournament.ui.moments:story"),
    hint_label=lazy("game.games.tournament.hint_words:hint_label"),
    hint_reason=lazy("game.games.tournament.hint_words:hint_reason"),
    hint_bot=lazy("game.games.tournament.bots:hint_bot"),
)
