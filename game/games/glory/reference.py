"""Glory's full rules reference in our own words: chapters of paragraphs and pictures (translated).

It builds on the rules summary (``summary.py``, whose sections open most chapters) and the duel rules
(``duel_text.duel_rules_summary``), and adds what a player looks up. Pictures are named by key (see
``ui.reference_art``)."""

from __future__ import annotations

from game.i18n import _
from game.ui.scenes.rules_reference_model import Chapter, Picture


def _summary() -> dict[str, str]:
    from game.games.glory.summary import rules_summary

    return dict(rules_summary())


def _duel_lines() -> tuple[str, ...]:
    from game.games.glory.duel_text import duel_rules_summary

    return tuple(line for line in duel_rules_summary().split("\n") if line)


def chapters() -> list[Chapter]:
    """The reference, in the current language."""
    s = _summary()
    return [
        Chapter(
            _("Goal"),
            (
                s[_("Goal")],
                _(
                    "Glory comes from beating knights and players in duels, from some journey cards, supports "
                    "and events, from the tournament trophies and, at the very end, from the titles you fulfil."
                ),
                Picture(("knight:lalaing", "trophy:helm", "title:brave"), _("A knight, a trophy and a title.")),
            ),
        ),
        Chapter(
            _("Components"),
            (
                _(
                    "Knights: 32 tiles in five types — Nobles, Veterans, Polish Nobles, Champions and Kings. Each "
                    "shows its attack, the glory it is worth when beaten and its prestige. A Veteran makes its "
                    "opponent roll one die fewer of one colour; a Polish Noble adds a white die to its attack "
                    "in every clash."
                ),
                Picture(
                    ("knight:federico", "knight:zizka", "knight:powala", "knight:lalaing", "knight:jagiello"),
                    _("A Noble, a Veteran, a Polish Noble, a Champion and a King."),
                ),
                _(
                    "Resources: coins, Strength tokens and Faith tokens; 17 Prestige tokens in six colours; 16 "
                    "relics, four of each kind; 48 support tiles of 22 kinds; 74 journey cards (26 Romance, 19 "
                    "Market, 29 Challenge); 14 titles; 12 events, one of them per round; four trophies."
                ),
                Picture(
                    ("token:coin", "token:strength", "token:faith", "prestige:royal", "prestige:warrior"),
                    _("A coin, a Strength token, a Faith token and two Prestige tokens."),
                ),
                Picture(
                    ("relic:medallion", "relic:amulet", "relic:ring", "relic:rosary"), _("The four kinds of relic.")
                ),
            ),
        ),
        Chapter(
            _("Setup"),
            (
                s[_("Setup")],
                _(
                    "Three titles are laid out face up for everyone. Each player also draws titles and keeps some "
                    "of them as secret personal objectives, as their character says, and draws the journey "
                    "cards their character shows. One event is drawn for each round: the current one and the "
                    "next one are known, the third stays hidden until the second round."
                ),
                _(
                    "On the setup screen you choose the first tournament, whether the next two are chosen during "
                    "the game or fixed now, the trophies (random or the standard reward), the characters (three "
                    "levels, or level I only for a first game) and whether a handicap is offered."
                ),
                Picture(
                    ("character:squire1", "character:crusader", "character:templar"),
                    _("Characters of level I, II and III."),
                ),
            ),
        ),
        Chapter(
            _("The round"),
            (
                _(
                    "Each of the three rounds runs through five phases: actions, journeys, maintenance, "
                    "registration and the tournament. After the third tournament come a final journey and the "
                    "titles."
                ),
                _(
                    "The round's event changes that round: some act from its start, others open an extra "
                    "action space that the first pawn to arrive may use, paying what it asks."
                ),
                Picture(("event:harvest", "event:crusade", "event:siege"), _("Events of rounds 1, 2 and 3.")),
            ),
        ),
        Chapter(
            _("Actions"),
            (
                s[_("Actions")],
                Picture(
                    tuple(f"space:{k}" for k in ("training", "prayer", "service", "travel", "market", "herald")),
                    _("Some of the action spaces."),
                ),
                _(
                    "Some circles only open with three or four players. Paying is part of an action: you cannot "
                    "take one you cannot pay for. The Market costs 2 coins for level II, 3 for level III and 5 "
                    "for level IV, one level per action. Initiative also gives a coin, once per round. The "
                    "support track is not refilled until maintenance: a tile taken leaves a gap."
                ),
                Picture(
                    ("support:squire", "support:sister", "support:minstrel", "support:king"),
                    _("Supports: the tile says when it acts."),
                ),
            ),
        ),
        Chapter(
            _("Journeys"),
            (
                s[_("Journeys")],
                _(
                    "A card with two rewards split by a slash gives one of them, your choice. Travel Plans lets "
                    "you take face-up cards or draw blind; face-up cards are not replaced until maintenance. A "
                    "card may offer a Prestige token you already have: you still get its other rewards. An "
                    "upgrade never skips a level."
                ),
                Picture(("journey:r01", "journey:m01", "journey:c01"), _("A Romance, a Market and a Challenge card.")),
            ),
        ),
        Chapter(_("Maintenance"), (s[_("Maintenance")],)),
        Chapter(
            _("Registration"),
            (
                s[_("Registration")],
                _(
                    "In a Pas d'Armes each knight faces one challenger at most, and you never challenge twice in "
                    "the same town. In a Joust à Plaisance you have one place only, and you may end up facing "
                    "another player."
                ),
            ),
        ),
        Chapter(
            _("Tournaments"),
            (
                s[_("Tournaments")],
                _(
                    "The joust's champion wins the trophy on offer: a random one, or the standard reward of 1 "
                    "glory and 1 coin when the setup says so."
                ),
                Picture(("trophy:helm", "trophy:cup", "trophy:sword", "trophy:reliquary"), _("The four trophies.")),
            ),
        ),
        Chapter(_("Choosing the tournament"), (s[_("Choosing the tournament")],)),
        Chapter(
            _("Duels"),
            (
                *_duel_lines(),
                _(
                    "Duels come from the tournaments, from Challenge cards and from the Brave title: its title "
                    "duel, fought once before the scoring, is told in the Titles chapter."
                ),
                _(
                    "Dice: you roll one red die per Strength token you add (three at most), one black die per "
                    "level of your mount and one white die per level of your armor, three at most of each. Red "
                    "faces run 1 to 5, black 0 to 4, white 0, 1, 1, 2, 3; the sixth face is a star."
                ),
                _(
                    "An idle star counts 1 on a red die and 0 on the others. It becomes the die's best value when "
                    "lit: the red star by a fourth Strength token, the black one by a level IV mount, the white one "
                    "by a level IV armor. Your attack is the best red, the best black and the best white die "
                    "added up, plus any modifiers."
                ),
                Picture(
                    tuple(f"die:red:{i}" for i in range(6)) + ("die:red:5*",),
                    _("The red die's faces, and its star lit."),
                ),
                Picture(
                    tuple(f"die:black:{i}" for i in range(6)) + tuple(f"die:white:{i}" for i in range(6)),
                    _("The black (mount) and white (armor) dice."),
                ),
            ),
        ),
        Chapter(
            _("Prestige"),
            (
                s[_("Prestige")],
                _(
                    "Prestige settles ties in duels: only face-up tokens count, and a token turned face down "
                    "comes back face up at maintenance."
                ),
                Picture(
                    tuple(
                        f"prestige:{c}" for c in ("charmer", "overlord", "warrior", "royal", "chamberlain", "champion")
                    ),
                    _("The six colours of Prestige."),
                ),
            ),
        ),
        Chapter(
            _("Titles"),
            (
                s[_("Titles")],
                _(
                    "Each title scores once, however many times you could fulfil it. New Objective draws three "
                    "titles and keeps one as a further personal objective."
                ),
                _(
                    "Brave is won in a duel, not with what you hold. If it is among the public titles or your "
                    "personal objectives, after the final journey you may fight one duel for it against a "
                    "challenger of attack 11 and prestige 1: on equal attack you need at least one face-up "
                    "Prestige token. Win and Brave scores like any other title; lose or decline and it is gone. "
                    "The duel itself gives no glory."
                ),
                Picture(
                    ("title:strong", "title:wealthy", "title:pious", "title:equipped"), _("Some of the 14 titles.")
                ),
            ),
        ),
        Chapter(
            _("Solo"),
            (
                s[_("Solo")],
                _(
                    "Otto never collects anything. Each time he acts, the top card of his deck is turned up and "
                    "he takes the first of its three actions that he can carry out in full. The setup screen "
                    "sets the solo mode, the difficulty and whether his deck gets the two Warrior or the two "
                    "Pious cards."
                ),
                Picture(("automa:a1", "automa:w1", "automa:p1"), _("Cards of Otto's deck.")),
            ),
        ),
    ]
