"""Glory's rules in our own words (translated), for the in-app rules panel: ``rules_summary()`` gives
(title, text) sections; the duel section comes from ``duel_text.duel_rules_summary``."""

from __future__ import annotations

from game.i18n import _


def rules_summary() -> list[tuple[str, str]]:
    from game.games.glory.duel_text import duel_rules_summary

    return [
        (
            _("Goal"),
            _(
                "Three rounds, each ending in a tournament. Whoever has the most glory after the third round and "
                "the titles wins; a tie goes to the most Prestige tokens, face up or not."
            ),
        ),
        (
            _("Setup"),
            _(
                "Each player picks one of three characters, which sets their starting resources, income, mount "
                "and armor, the journey cards they draw and the titles they draw and keep as personal objectives. "
                "Every place behind the first on the initiative track is worth one glory point and one Challenge "
                "card. Then each player may exchange any of their journey cards, one at a time, for one Strength "
                "token each (the card is shuffled back into its deck), and says Done when they have finished. When "
                "the game is set up with a handicap, each player may also start with a lower mount or armor than "
                "their character gives."
            ),
        ),
        (
            _("Actions"),
            _(
                "In initiative order, place one pawn at a time on an action space until all six are placed. "
                "Circles take one pawn each; open areas take any number. Training, Prayer and Service give three "
                "Strength, Faith or coins; Patrol two coins, Warm-Up two Strength. Travel Plans takes two journey "
                "cards; the Market raises your mount or armor by one level; Support buys a tile from the track; "
                "the Herald registers you for the tournament at once; New Objective draws three titles and keeps "
                "one; Initiative puts you at the front of the track when the maintenance phase comes, before "
                "registration."
            ),
        ),
        (
            _("Journeys"),
            _(
                "Then each player plays up to three journey cards, one at a time: Romance cards give their reward, "
                "Market cards sell it, Challenge cards are duels against a knight — lose and you keep the card for "
                "another try."
            ),
        ),
        (
            _("Maintenance"),
            _(
                "Whoever went to Initiative moves to the front of the track, in the order they went there; the "
                "others keep their order behind them. Every tile and token turns face up again, players collect "
                "their income, and the support track, the journey cards and the event are renewed."
            ),
        ),
        (
            _("Registration"),
            _(
                "Pas d'Armes: everyone must challenge one knight, then may challenge a second one in another town; "
                "only the Herald gets you into all three towns. Joust à Plaisance: take a free place in the first "
                "row or wait; the last player still waiting must choose. Knights fill the remaining places."
            ),
        ),
        (
            _("Tournaments"),
            _(
                "Pas d'Armes duels are fought in Florence, then Paris, then Munich; a defeat does not stop you. "
                "The joust is a knockout from eight to the final; two knights settle their duel by glory, then "
                "prestige, then the left one wins. The champion takes the trophy; players knocked out early may "
                "play one or two more journey cards."
            ),
        ),
        (
            _("Choosing the tournament"),
            _(
                "The first round's tournament is chosen with the game. After the first and the second tournament, "
                "the player with the least glory picks the type of the next one, seeing the board each would bring "
                "(on a tie, whoever is further back on the initiative track; in solo, you). The setup can instead "
                "fix all three in advance. A tournament card not yet played is used while one is left."
            ),
        ),
        (
            _("Prestige"),
            _(
                "Nobody holds two Prestige tokens of the same colour, and there are only 17 of them: once a "
                "colour's tokens are all taken, no one can gain that colour any more."
            ),
        ),
        (_("Duels"), duel_rules_summary()),
        (
            _("Titles"),
            _(
                "After the third tournament comes a final journey, then every player scores the public titles and "
                "their personal objectives they fulfil. A coin, token, tile or relic counts for one title only."
            )
            + " "
            + _(
                "Brave alone is won in a duel: before the scoring, whoever may score it can fight one title duel "
                "against a challenger of attack 11 and prestige 1, and scores Brave only by winning it."
            ),
        ),
        (
            _("Solo"),
            _(
                "Against Otto, who blocks action spaces and discards tiles and cards following his deck. Champion: "
                "win all three jousts. Score: reach 65, 75 or 85 glory. Rivalry: outscore Otto, who also fights "
                "in the tournaments with the attack and prestige of his knight tile; that knight is out of the "
                "game's knight piles."
            ),
        ),
        (
            _("Keys"),
            _(
                "Space skips an animation, never a panel you have not read. F (or To my turn, in the top bar) "
                "shows the others' moves at once until you must act; each panel on the way still waits for you. "
                "H asks for a hint, Ctrl+Z takes back your last move, F11 switches to full screen."
            ),
        ),
    ]
