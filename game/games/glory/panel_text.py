"""What a Glory player's panel says (translated, pure: no pygame): the header's character and glory, the
counted resources as the kit's ``Resource`` tuples (picture, figure, tooltip, key, lit), the journey
cards by type, the Prestige tokens' tooltips, and Otto's lines in a solo game."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory import tips
from game.games.glory.duel_captions import ROMAN
from game.games.glory.hint_why import progress
from game.games.glory.icons import TYPE_BACKS
from game.games.glory.resource_labels import labelled
from game.games.glory.rules import DIFFICULTY_NAMES
from game.games.glory.state import GloryState, PlayerState, SoloState
from game.i18n import _, ngettext

SUPPLY = (("coins", "coin"), ("strength", "strength"), ("faith", "faith"))
EQUIPMENT = (("mount", "horse-head"), ("armor", "breastplate"))


def header(p: PlayerState) -> tuple[str, str, str]:
    """(note after the name, score, tooltip) of ``p``'s panel."""
    ch = C.CHARACTERS.get(p.character)
    note = _("{name} (level {n})").format(name=_(ch.name), n=ROMAN[ch.level]) if ch else _("choosing a character")
    return note, glory(p.glory), tips.character_text(p.character) if ch else ""


def glory(n: int) -> str:
    return ngettext("{n} glory", "{n} glory", n).format(n=n)


def resources(
    p: PlayerState, c: D.Combatant | None, phase: str, fresh: Callable[[tuple], bool], words: int = 0
) -> list[tuple]:
    """Coins, Strength, Faith (with what a duel holds of them), mount, armor, pawns left in the action
    phase; ``fresh(key)``: whether that gain is new to the viewer. ``words``: 0, each figure beside its
    picture; 1, its label too ("Coins 3"); 2 and 3, the label in place of the picture."""
    names = {"coins": _("Coins"), "strength": _("Strength tokens"), "faith": _("Faith tokens")}
    in_duel = {"strength": c.board_strength, "faith": c.board_faith} if c else {}
    out = []
    for what, token in SUPPLY:
        tip = names[what] + (_(" ({n} in the duel)").format(n=in_duel[what]) if what in in_duel else "")
        shown = _shown(what, getattr(p, what), words)
        out.append((_picture(("token", token), words), shown, tip, (what, p.seat), fresh(("gain", p.seat, what))))
    for item, icon in EQUIPMENT:
        level = ROMAN[getattr(p, item)]
        tip = _("{item}: level {level}").format(item=_(C.EQUIPMENT_NAMES[item]), level=level)
        shown = _shown(item, level, words)
        out.append((_picture(("icon", icon), words), shown, tip, (item, p.seat), fresh(("gain", p.seat, item))))
    if phase == "action":
        tip = _("Pawns still to place this round")
        out.append((_picture(("badge", p.seat), words), _shown("pawns", p.pawns, words), tip, ("pawns", p.seat)))
    return out


def _shown(what: str, figure: object, words: int) -> str:
    return labelled(what, figure) if words else str(figure)


def _picture(picture: tuple, words: int) -> tuple:
    return ("none",) if words >= 2 else picture


def _by_type(cards: Sequence[str], at: int, says: Callable[[int], str]) -> list[tuple]:
    """A resource per journey type among ``cards`` (the type is the id's letter at ``at``; a hidden
    card is "?" and its type); ``says(n)`` is the tooltip's message."""
    out = []
    for kind in C.JOURNEY_TYPES:
        n = sum(1 for x in cards if x[at] == kind)
        if n:
            tip = says(n).format(n=n, type=_(C.JOURNEY_TYPE_NAMES[kind]))
            out.append((("back", "glory", TYPE_BACKS[kind]), str(n), tip))
    return out


def played(p: PlayerState, words: int = 0) -> list[tuple]:
    """The journey cards ``p`` has played, by type (``words``: see ``resources``; 3, their total)."""
    out = _by_type(p.discard, 0, lambda n: ngettext("{n} {type} card played", "{n} {type} cards played", n))
    return _headed(out, _("Played"), _("Journey cards played, by type"), words)


def _headed(counters: list[tuple], word: str, tip: str, words: int) -> list[tuple]:
    """``counters`` after a ``word`` naming them (with ``words``; none when there are none); with
    ``words`` 3, one counter: the word and their total, each one in its tooltip."""
    if not words or not counters:
        return counters
    if words < 3:
        return [(("none",), word, tip), *counters]
    total = sum(int(c[1]) for c in counters)
    return [(("none",), _("{label} {figure}").format(label=word, figure=total), "\n".join(c[2] for c in counters))]


def hidden(p: PlayerState, words: int = 0) -> list[tuple]:
    """What another player holds unseen: journey cards by type, secret titles (``words``: see
    ``resources``; 3, the cards' total and the titles' count, each labelled)."""
    out = _by_type(p.hand, -1, lambda n: ngettext("{n} {type} card in hand", "{n} {type} cards in hand", n))
    out = _headed(out, _("In hand"), _("Journey cards in hand, by type"), words)
    if p.titles:
        n = len(p.titles)
        tip = ngettext("{n} secret title", "{n} secret titles", n).format(n=n)
        shown = _("{label} {figure}").format(label=_("Titles"), figure=n) if words else str(n)
        out.append((_picture(("back", "glory", "title", 20), words), shown, tip))
    return out


def objective_tip(tid: str, p: PlayerState | None = None) -> str:
    """A title's name and condition; with its holder ``p``: how far they are towards it, on a line."""
    text = f"{_(C.TITLES[tid].name)}: {tips.title_text(tid)}"
    far = progress(p, tid) if p is not None else ""
    return f"{text}\n{far}" if far else text


def objective_name(tid: str) -> str:
    return _("{title}, {n} glory").format(title=_(C.TITLES[tid].name), n=C.TITLES[tid].glory)


def prestige_tip(colour: str, active: bool) -> str:
    """A Prestige token: its colour's name, then what it does, face up or face down."""
    name = _(C.PRESTIGE_NAMES[colour])
    if active:
        text = _(
            "{name} Prestige token, face up: 1 prestige in your duels (at equal attack more prestige wins the "
            "clash, and the winner of that tie turns a token face down). It counts for titles and the final tie."
        )
    else:
        text = _(
            "{name} Prestige token, face down: no prestige in duels until Maintenance turns it face up. It "
            "still counts for titles and the final tie."
        )
    return text.format(name=name)


def otto_note(o: SoloState) -> str:
    """Otto's mode and difficulty, after his name."""
    return f"{_(C.SOLO_MODE_NAMES.get(o.mode, o.mode))} · {_(DIFFICULTY_NAMES.get(o.difficulty, o.difficulty))}"


def _names_with_glory(names: dict, glory: dict) -> str:
    """ "Minstrel 4, Lady 5": each name translated, with the glory it brings."""
    return ", ".join(_("{name} {n}").format(name=_(names[k]), n=n) for k, n in glory.items())


def otto_scoring(o: SoloState) -> str:
    """How Otto scores in his mode, in our words (book §IX): in Rivalry what gains him glory, else
    that he scores nothing and what the player must do instead."""
    return mode_scoring(o.mode, o.difficulty)


def solo_setup_note(players: int, options: dict) -> str:
    """The setup's line for a solo game: who the player faces and how the mode chosen is won."""
    if players != 1:
        return ""
    intro = _("You play alone against Otto, the automa: he blocks action spaces and discards tiles and cards.")
    mode = options.get("solo_mode", "rivalry")
    goal = rivalry_goal() if mode == "rivalry" else ""
    return "\n".join(filter(None, (intro, goal, mode_scoring(mode, options.get("solo_difficulty", "medium")))))


def rivalry_goal() -> str:
    """How a Rivalry game is won (``rules.solo_won``)."""
    return _(
        "You win with more glory than Otto at the end; at equal glory, with more Prestige tokens than his prestige."
    )


def mode_scoring(mode: str, difficulty: str) -> str:
    """How Otto scores in ``mode`` (and, without scoring, what the player must reach at ``difficulty``)."""
    if mode == "champion":
        return _("Otto scores nothing: you win by winning all three tournaments (Joust à Plaisance only).")
    if mode == "score":
        target = C.SCORE_TARGETS.get(difficulty, 0)
        return _("Otto scores nothing: you win by reaching {n} glory.").format(n=target)
    supports = {k: v.name for k, v in C.SUPPORT_KINDS.items()}
    events = {k: v.name for k, v in C.EVENTS.items()}
    return _(
        "Otto scores: each duel he wins and a Joust à Plaisance trophy; discarding {supports}; "
        "the events {events}; at the end every public title and his secret titles."
    ).format(
        supports=_names_with_glory(supports, C.OTTO_SUPPORT_GLORY), events=_names_with_glory(events, C.OTTO_EVENT_GLORY)
    )


def otto_lines(o: SoloState) -> list[str]:
    """His knight's attack and prestige (he jousts only in Rivalry) and the cards left in his deck."""
    n = len(o.deck)
    deck = ngettext("{n} card left in his deck", "{n} cards left in his deck", n).format(n=n)
    if o.mode != "rivalry":
        return [deck]
    return [_("Attack {a} · Prestige {p}").format(a=o.attack, p=o.prestige), deck]


AFTER_TOURNAMENT = ("bonus_journey", "tournament_choice", "final_journey", "titles", "over")


def champion_lost(s: GloryState) -> bool:
    """True once a Champion game is lost: a tournament over that the player did not win."""
    if s.solo is None or s.solo.mode != "champion":
        return False
    played = s.round if s.phase in AFTER_TOURNAMENT else s.round - 1
    return s.players[0].tournaments_won < played


def champion_lost_line() -> str:
    """Otto's panel line once Champion is lost (instead of how it is won)."""
    return _("Champion is lost: you did not win every tournament so far, and all three were needed.")
