"""Paladin's full rules reference in our own words: chapters of paragraphs and pictures (translated).

Pictures are named by key (``card:<id>``, ``mission:<id>``, ``back:<style>``) and drawn by
``ui.reference_art.picture``."""

from __future__ import annotations

from game.i18n import _
from game.ui.scenes.rules_reference_model import Chapter, Picture


def chapters() -> list[Chapter]:
    """The reference, in the current language."""
    return [
        Chapter(
            _("Goal"),
            (
                _(
                    "Collect the most honour. Each mission you win is worth its honour (1 to 6), and every red "
                    "paladin you keep in front of you adds 1 more."
                ),
                Picture(("mission:4", "card:38", "mission:16"), _("Two missions and Roland, the red paladin of 9.")),
            ),
        ),
        Chapter(
            _("The cards"),
            (
                _(
                    "There are 42 paladins valued 0 to 9; one paladin of each value is red and carries a sword "
                    "mark. There are 18 missions: the Queen's (honour 1-3) come out before the King's (honour 4-6)."
                ),
                _(
                    "How many of each value: three 0s, four 1s and four 2s, five each of 3, 4 and 5, and four each "
                    "of 6, 7, 8 and 9. The red card of every value is one of Charlemagne's peers; the sword mark "
                    "in its corner tells it apart without relying on colour."
                ),
                Picture(
                    ("card:0", "card:1", "card:21", "card:22", "card:38", "card:39"),
                    _("Red and black paladins of 0, 5 and 9."),
                ),
                Picture(
                    ("mission:0", "mission:8", "mission:9", "mission:17"),
                    _("Queen's missions (1–3) and King's missions (4–6)."),
                ),
            ),
        ),
        Chapter(
            _("Setting up"),
            (
                _(
                    "The missions are split by honour: the Queen's deck (1 to 3) and the King's deck (4 to 6) "
                    "are shuffled apart, and the Queen's deck goes on top, so the Queen's missions come out "
                    "first. The 42 paladins are shuffled into one deck."
                ),
                _(
                    "Everyone is dealt one paladin more than there are players: 4 cards with three players, 5 "
                    "with four, 6 with five. The first dealer is drawn at random and chooses who places first. "
                    "Each round, as many missions as players are laid out face up in a row."
                ),
                Picture(
                    ("back:queen", "back:king", "back:default"),
                    _("The backs of the two mission decks and of the paladins."),
                ),
            ),
        ),
        Chapter(
            _("Placing"),
            (
                _(
                    "In turn, each player puts one paladin face down with their token at a mission that has no "
                    "main paladin yet. Once every mission has its main paladin, the players go on placing in turn "
                    "until everyone has exactly one paladin at every mission. One card stays in your hand."
                ),
                _(
                    "Nobody ever has two paladins at the same mission. The main paladin of a mission is the "
                    "first card placed there, and it is the first one turned up when the mission is settled."
                ),
            ),
        ),
        Chapter(
            _("Peeking"),
            (
                _(
                    "Just before you place, you may look at one face-down paladin of another player. Only you see "
                    "it, for as long as it stays at that mission: once it is taken back or discarded, a paladin "
                    "placed again is face down to you like any other."
                ),
            ),
        ),
        Chapter(
            _("Resolution"),
            (
                _(
                    "Missions are settled in order. The main paladin is turned up; then every other owner, in the "
                    "order the cards were placed, chooses: beat it (only with a higher value, or the same value if "
                    "your card is red) and take the lead; take your paladin back into your hand; or discard it "
                    "face down. A beaten paladin is discarded. The last one leading wins the mission and stays in "
                    "front of its owner."
                ),
                _(
                    "A higher value always beats a lower one. At the same value only a red card can beat the "
                    "leading card; a black card of equal value cannot. A paladin you take back returns to your "
                    "hand for the next rounds, unseen by the others."
                ),
                _(
                    "The winner of a mission keeps the mission card, worth its honour, and the paladin that won "
                    "it, in front of them for the rest of the game. Then the next mission of the row is settled "
                    "the same way."
                ),
                Picture(("card:27", "card:26"), _("A red 6 beats a black 6; a black 6 could not beat the red one.")),
            ),
        ),
        Chapter(
            _("Next round"),
            (
                _(
                    "The player with the least honour from missions deals the next round (red paladins are left "
                    "out of this choice only: they still score) and picks who places first."
                ),
                _(
                    "Hands are filled back up to the size they had at the start. When the deck runs out, the "
                    "discard pile is shuffled into a new deck. Then new missions are laid out."
                ),
            ),
        ),
        Chapter(
            _("The end"),
            (
                _("The game ends when there are not enough missions left for another round."),
                _(
                    "Your score is the honour of every mission you won plus 1 for each red paladin in front of "
                    "you. Most points wins; on a tie, more red paladins; if that is equal too, the victory is "
                    "shared."
                ),
            ),
        ),
        Chapter(
            _("Variant"),
            (
                _("Variant 'Classic zero': a 0 beats a 9 (and a 9 cannot beat a 0)."),
                _("Choose it on the setup screen; it is off unless you pick it. Everything else stays the same."),
            ),
        ),
    ]
