"""Joust for Fun (2–4 players): registration of the game, its three modes and its bots.

No pygame here: the table scene is imported lazily by :func:`_scene`.
"""

from game.ai.random_bot import RandomBot
from game.core.registry import GameSpec, VariantSpec, register
from game.games.joust.ai import easy_bot, hard_bot, medium_bot
from game.games.joust.describe import describe
from game.games.joust.log_seat import log_seat
from game.games.joust.review_moments import review_moments
from game.games.joust.review_words import review_move_words, review_played_words, review_reason, review_unlisted
from game.games.joust.rules import JoustRules
from game.games.joust.sparring import SPARRING
from game.games.joust.tale_review import review_playout
from game.i18n import N_

RULES = JoustRules()
REVIEW_DEALS = 160  # deals per decision times players (fewer deals in bigger games)
REVIEW_LENGTH = {"carousel": 2, "tale": 4}  # how much longer a variant's playouts run than the standard's


def review_samples(players: int, variant: str = "standard") -> int:
    """Deals per decision in the post-game review: 80 in a standard 2-player game (two reviews of one
    game with other seeds differed by up to 42 points at a decision with 12 deals, 27 with 40, 15 with
    80), 40 at 4 players, whose playouts are longer; A Knight's Tale's playouts to the end ran about 6
    times the standard's, the Carousel's 2.5 times: 10 and 20 deals at 4 players. The Tale's playouts now
    stop after a few combats and are judged (``review_playout``): its 4-player review of 71 decisions
    takes about 6 s of CPU, not 16 (bench/bench_review.py --players, --variant)."""
    return max(10, REVIEW_DEALS // (players * REVIEW_LENGTH.get(variant, 1)))


#: the bots' default names: the usual ones (Gawain, Isolde…) are knights of this game's deck
BOT_NAMES = (
    N_("Enid"),
    N_("Yvain"),
    N_("Ragnell"),
    N_("Gaheris"),
    N_("Lunete"),
    N_("Sagramore"),
    N_("Laudine"),
    N_("Agravain"),
)


SPEC = register(
    GameSpec(
        id="joust",
        name=N_("Joust for Fun"),
        pitch=N_("Secret combat cards, silly knights and a fickle crowd, in three ways to win a tournament."),
        rules=RULES,
        players=(2, 3, 4),
        bots={"random": RandomBot, "easy": easy_bot, "medium": medium_bot, "hard": hard_bot},
        sparring=SPARRING,
        variants=(
            VariantSpec(
                "standard",
                N_("Standard"),
                (2, 3, 4),
                N_("Strike, block and knock knights out: the first player with 12 fans wins."),
            ),
            VariantSpec(
                "tale",
                N_("Royal Decree: A Knight's Tale"),
                (2, 3, 4),
                N_(
                    "Win 2 trophies by knocking out opposing knights. Fan Support: on your turn, even after "
                    "the combat, spend 6 fans to deal 1 damage to any opposing knight."
                ),
            ),
            VariantSpec(
                "carousel",
                N_("Scenario: Maiden Fair's Court Card Carousel"),
                (2, 3, 4),
                N_(
                    "Recommended for 3 players (2 to 4 can play). Every player is a Maiden with 11 health, "
                    "the court cards go round a shared carousel, no fans: last Maiden standing."
                ),
            ),
        ),
        describe=describe,
        extra={
            "log_seat": log_seat,
            "review_move_words": review_move_words,
            "review_played_words": review_played_words,
            "review_unlisted": review_unlisted,
            "review_reason": review_reason,
            "review_samples": review_samples,
            "review_playout": review_playout,
            "review_moments": review_moments,
            "bot_names": BOT_NAMES,
            # what moves the review chart's line: a swing's tooltip names these moves' lines first
            "review_key_events": frozenset(
                {"reveal", "court_drawn", "damage", "heal", "knockout", "fans", "fans_lost", "trophy", "decree"}
                | {"eliminated", "game_over"}
            ),
        },
    )
)
