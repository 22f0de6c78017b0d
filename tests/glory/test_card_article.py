"""Italian card names open with a capitalised article ("Il banchetto"): a log line or a move's label
quotes the name as printed, one rule for every verb («Il banchetto», never "gioca il banchetto", which
reads as words); ``in_sentence`` still lower-cases an article, and English reads as before."""

from __future__ import annotations

from game import i18n
from game.core.rules import Event
from game.games.glory.card_words import card_in_sentence, in_sentence
from game.games.glory.describe import describe


def test_italian_lines_quote_a_card_as_printed_whatever_the_verb():
    try:
        i18n.set_language("it")
        names = {0: "Gawain", 1: "Tu"}.get
        taken = describe(Event("journey_drawn", {"seat": 0, "card": "R23"}), 1, names)
        assert taken == "Gawain prende «Il banchetto»."  # quoted: as the card prints it
        assert describe(Event("journey_played", {"seat": 1, "card": "R17"}), 1, names) == "Giochi «La benedizione»."
        played = describe(Event("journey_played", {"seat": 0, "card": "R23"}), 1, names)
        assert played == "Gawain gioca «Il banchetto»."  # the same rule as "prende"
        assert card_in_sentence("R23") == "il banchetto"
        assert in_sentence("L’anello") == "l’anello" and in_sentence("Lettera segreta") == "Lettera segreta"
        assert in_sentence("Il favore di una dama") == "il favore di una dama"
    finally:
        i18n.set_language("en")
    assert describe(Event("journey_drawn", {"seat": 0, "card": "R23"}), 1) == "Player 1 takes The Banquet."
    assert card_in_sentence("R17") == "The Blessing"
