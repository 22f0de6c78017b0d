"""How Glory looks in the app: menu emblem and colour, card faces, table, smoke screenshots."""

from __future__ import annotations

from game.games.glory.content import ROUNDS
from game.i18n import N_
from game.ui import save_progress
from game.ui.presentation import Presentation, lazy

PRESENTATION = Presentation(
    save_progress=save_progress.round_of("round", total=ROUNDS),
    table=lazy("game.games.glory.ui.table:GloryTable"),
    emblem="laurel-crown",
    accent=(110, 60, 140),
    order=4,
    card_specs=lazy("game.games.glory.ui.cards:gallery_specs"),
    card_accent=(88, 40, 104),
    back_emblem="laurels-trophy",
    back_styles={
        "romance": ((150, 40, 70), "rose", N_("Romance"), 0),
        "market": ((150, 110, 30), "coins", N_("Market"), 0),
        "challenge": ((36, 32, 34), "crossed-swords", N_("Challenge"), 0),
        "event1": ((70, 46, 100), "scroll-unfurled", N_("Event"), 1),
        "event2": ((70, 46, 100), "scroll-unfurled", N_("Event"), 2),
        "event3": ((70, 46, 100), "scroll-unfurled", N_("Event"), 3),
        "title": ((40, 70, 60), "trumpet-flag", N_("Titles"), 0),
        "character": ((90, 60, 36), "hood", N_("Character"), 0),
        "solo": ((50, 50, 60), "black-knight-helm", N_("Otto"), 0),
    },
    card_sizes=((110, 154), (90, 126), (84, 118), 90, 64, 48, 36, 28),
    rules=lazy("game.games.glory.summary:rules_summary"),
    smoke=lazy("game.games.glory.ui.smoke:smoke_states"),
    reference=lazy("game.games.glory.reference:chapters"),
    reference_picture=lazy("game.games.glory.ui.reference_art:picture"),
    unavailable=lazy("game.games.glory.unavailable:unavailable"),
    setup_note=lazy("game.games.glory.panel_text:solo_setup_note"),
    story=lazy("game.games.glory.story:story"),
    automa=lazy("game.games.glory.ui.results_otto:otto"),
    hint_reason=lazy("game.games.glory.hint_words:hint_reason"),
    hint_bot=lazy("game.games.glory.advisor:advisor"),
)
