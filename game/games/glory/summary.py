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
            _("Actions"),
            _(
                "In initiative order, place one pawn at a time on an action space until all six are placed. "
                "Circles take one pawn each; open areas take any number. Training, Prayer and Service give three "
                "Strength, Faith or coins; Patrol two coins, Warm-Up two Strength. Travel Plans takes two journey "
                "cards; the Market raises your mount or armor by one level; Support buys a tile from the track; "
                "the Herald registers you for the tournament at once; New Objective draws three titles and keeps "
                "one; Initiative moves you to the front of the track at the end of the round."
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
                "Initiative is reordered, every tile and token turns face up again, players collect their income, "
                "and the support track, the journey cards and the event are renewed."
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
        (_("Duels"), duel_rules_summary()),
        (
            _("Titles"),
            _(
                "After the third tournament comes a final journey, then every player scores the public titles and "
                "their personal objectives they fulfil. A coin, token, tile or relic counts for one title only."
            ),
        ),
        (
            _("Solo"),
            _(
                "Against Otto, who blocks action spaces and discards tiles and cards following his deck. Champion: "
                "win all three jousts. Score: reach 65, 75 or 85 glory. Rivalry: outscore Otto, who also fights "
                "in the tournaments."
            ),
        ),
    ]
