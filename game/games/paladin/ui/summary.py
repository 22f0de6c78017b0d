"""The rules of Paladin in our own words (shown by the Rules button; translated)."""

from __future__ import annotations

from game.i18n import _


def rules_summary() -> str:
    """A short, complete summary of the rules as this app plays them."""
    parts = [
        _(
            "Goal: collect the most honour. Each mission you win is worth its honour (1 to 6), and every red paladin you keep in front of you adds 1 more."
        ),
        _(
            "The cards: 42 paladins valued 0 to 9; one paladin of each value is red and carries a sword mark. 18 missions: the Queen's (honour 1-3) come out before the King's (honour 4-6)."
        ),
        _(
            "Each round, as many missions as players are laid out, and everyone holds one card more than the number of players. The first dealer is drawn at random and chooses who places first."
        ),
        _(
            "Placing: in turn, each player puts one paladin face down with their token at a mission that has no main paladin yet. Once every mission has its main paladin, keep going round the table until everyone has exactly one paladin at every mission. One card stays in your hand."
        ),
        _(
            "Peeking: just before you place, you may look at one face-down paladin of another player. Only you see it, for as long as it stays at that mission: once it is taken back or discarded, a paladin placed again is face down to you like any other."
        ),
        _(
            "Resolution: missions are settled in order. The main paladin is turned up; then every other owner, in the order the cards were placed, chooses: beat it (only with a higher value, or the same value if your card is red) and take the lead; take your paladin back into your hand; or discard it face down. A beaten paladin is discarded. The last one leading wins the mission and stays in front of its owner."
        ),
        _(
            "Next round: the player with the least honour from missions deals (red paladins are left out of this choice only: they still score), fills every hand back up and picks who places first."
        ),
        _(
            "The game ends when there are not enough missions left for another round. Ties go to the player with more red paladins."
        ),
        _("Variant 'Classic zero': a 0 beats a 9 (and a 9 cannot beat a 0)."),
    ]
    return "\n\n".join(parts)
