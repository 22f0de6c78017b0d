"""The words of the duel stage (translated, pure: no pygame), from a ``duel_display.DuelPicture``.

``names`` are the two sides' display names (the table's: "You" for the viewer), ``you`` the viewer's
side or None. Result lines are the log's own lines (``duel_text``), so the stage and the log agree.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.rules import Event
from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory.duel_dice import STAR
from game.games.glory.duel_display import COLOUR_PARTS, ClashRecord, DuelPicture, Part, first_reason
from game.games.glory.duel_text import describe_duel_event, item_name, step_label
from game.games.glory.tips import item_text, reward_text
from game.i18n import N_, _, ngettext, pgettext

ROMAN = ("", "I", "II", "III", "IV")
VETERAN_DICE = {"red": COLOUR_PARTS[0], "black": COLOUR_PARTS[1], "white": COLOUR_PARTS[2]}


def entrant_traits(entrant: str) -> tuple[bool, str]:
    """(Polish: rolls a white die each clash, the colour a Veteran takes a die of: "" or red/black/white)
    of a knight or Challenge-card opponent, from the content."""
    kind, _sep, key = entrant.partition(":")
    if kind == "k" and key in C.KNIGHTS:
        k = C.KNIGHTS[key]
        return k.type == "polish", k.veteran
    if kind == "c" and key in C.JOURNEY:
        jc = C.JOURNEY[key]
        return jc.polish, jc.veteran
    return False, ""


def entrant_label(entrant: str) -> str:
    """A non-player entrant's name: a knight, a Challenge card's opponent, the Brave title's, Otto."""
    kind, _sep, key = entrant.partition(":")
    if entrant == "o":
        return _("Otto")
    if kind == "k" and key in C.KNIGHTS:
        return _(C.KNIGHTS[key].name)
    if kind == "c" and key in C.JOURNEY:
        return _(C.JOURNEY[key].name)
    if kind == "t" and key in C.TITLES:
        return _(C.TITLES[key].name)
    return key


def side_names(pic: DuelPicture | None, seat_name) -> list[str]:
    """Both sides' names: ``seat_name(seat)`` for players (the table's: "You" for the viewer)."""
    if pic is None:
        return ["", ""]
    return [seat_name(c.seat) if c.is_player else entrant_label(e) for c, e in zip(pic.sides, pic.entrants)]


def title(pic: DuelPicture) -> str:
    """The stage's heading: what the duel is for."""
    if pic.context == "journey":
        return _("Challenge duel")
    if pic.context == "title":
        return _("Duel for the Brave title")
    return _("Tournament duel")


def part_label(part: Part) -> str:
    """What one term of an attack is ("Mount die", "printed attack", "Cook")."""
    labels = {
        "strength": _("Strength die"),
        "mount": _("Mount die"),
        "armor": _("Armor die"),
        "knight": _("printed attack"),
        "white_die": _("white die"),
        "other": _("other"),
    }
    return labels.get(part.source) or item_name(part.source)


def term(part: Part, names: Sequence[str], side: int, you: int | None = None) -> str:
    """One term in words ("Mount die 4", "Rogue of Bot 2 −1"): an opponent's support says whose it is."""
    label = part_label(part)
    if part.by is not None and part.by != side:
        label = (_("your {support}") if part.by == you else _("{support} of {name}")).format(
            support=label, name=names[part.by]
        )
    return f"{label} {part.value}" if part.value >= 0 else f"{label} −{-part.value}"


def equation(parts: Sequence[Part], total: int, names: Sequence[str], side: int, you: int | None = None) -> str:
    """``parts`` as a sum in words: "Strength die 5 + Mount die 4 + Cook 1 = 10"."""
    if not parts:
        return ""
    words = " + ".join(term(p, names, side, you) for p in parts)
    return f"{words} = {total}"


def subline(pic: DuelPicture, side: int) -> str:
    """Equipment and prestige of a player; glory value and prestige of a knight."""
    c = pic.sides[side]
    lost = pic.jester[side]
    if lost > 0:  # the rival's Jester: the prestige shown says why it fell
        prestige = _("Prestige {p} (Jester −{n})").format(p=c.prestige, n=lost)
    else:
        prestige = _("Prestige {p}").format(p=c.prestige)
    if c.is_player:
        return _("Mount {m} · Armor {a} · {prestige}").format(m=ROMAN[c.mount], a=ROMAN[c.armor], prestige=prestige)
    if c.kind == D.KNIGHT and c.glory_value:
        return _("Worth {g} glory · {prestige}").format(g=c.glory_value, prestige=prestige)
    return prestige


def trait_line(pic: DuelPicture, side: int) -> str:
    """A knight's special rule, or "" (said under its tile)."""
    polish, veteran = entrant_traits(pic.entrants[side])
    if polish:
        return _("Polish noble: adds a white die to its attack each clash.")
    if veteran:
        die = part_label(Part(VETERAN_DICE[veteran], 0))
        return _("Veteran: its opponent rolls one die fewer ({die}).").format(die=die.lower())
    return _("Fixed attack: it rolls no dice.")


def attack_tip(pic: DuelPicture, side: int, names: Sequence[str], you: int | None) -> str:
    c = pic.sides[side]
    shown = pic.attack_shown(side)
    if shown is None:
        return _("Not rolled yet: the attack will be the best die of each colour, plus supports and relics.")
    text = equation(pic.parts(side), c.attack if pic.side_rolled(side) else shown, names, side, you)
    return _("Attack {n}").format(n=shown) + ("\n" + text if text else "")


STAR_LIGHTS = (
    N_("The fourth Strength token lights the red star."),
    N_("A level IV mount lights the black star."),
    N_("A level IV armor lights the white star."),
)


def die_tip(colour: int, value: int, counts: bool, pickable: bool, star: bool | None = None) -> str:
    """A die's tooltip; ``star``: it shows the star face, lit (True) or not (False)."""
    name = part_label(Part(COLOUR_PARTS[colour], 0))
    line = _("{die}: {v}").format(die=name, v=value)
    if star is not None:
        line += "\n" + (
            _("Its star is lit: it counts as the best face of its colour.")
            if star
            else _("Its star is not lit: it counts as {v}.").format(v=value) + " " + _(STAR_LIGHTS[colour])
        )
    line += "\n" + (_("The best die of its colour: it counts.") if counts else _("A better die of its colour counts."))
    if pickable:
        line += "\n" + _("Click to choose it for the reroll.")
    return line


def board_tip(pic: DuelPicture, side: int) -> str:
    """What a side has put on the duel board (spent, or taken back by a loser in part)."""
    c = pic.sides[side]
    lines = [
        ngettext(
            "{n} Strength token on the duel board: a red die each, three at most; the fourth lights the red star.",
            "{n} Strength tokens on the duel board: a red die each, three at most; the fourth lights the red star.",
            c.strength,
        ).format(n=c.strength)
    ]
    if c.faith:
        lines.append(ngettext("{n} Faith token spent.", "{n} Faith tokens spent.", c.faith).format(n=c.faith))
    used = c.supports + c.relics
    if used:
        lines.append(_("Played: {items}.").format(items=", ".join(item_name(k) for k in used)))
        lines += [_("{item}: {text}").format(item=item_name(k), text=item_text(k)) for k in used if item_text(k)]
    return "\n".join(lines)


def step_line(pic: DuelPicture, names: Sequence[str], you: int | None, why: bool = True) -> str:
    """Who acts now, in which step, and — between two players, ``why`` — why they act first."""
    if not pic.order:
        return ""
    side = pic.order[0]
    step = step_label(pic.step)
    if side == you:
        line = _("Your move: {step}.").format(step=step)
    else:
        line = _("{name} chooses: {step}.").format(name=names[side], step=step)
    reason_ = first_reason(pic) if why else None
    if reason_ is None or pic.step == D.RECOVER or reason_[0] != side:
        return line  # once the second player acts, the attacks that set the order have changed: not said
    first, reason, a, b = reason_
    if first == you:
        texts = {
            "attack": _("Order: you, then {name}: you are behind on attack ({a} to {b})."),
            "prestige": _("Order: you, then {name}: attack tied, you have less prestige ({a} to {b})."),
            "initiative": _("Order: you, then {name}: attack and prestige tied, you are later in initiative."),
        }
    elif you is not None:
        texts = {
            "attack": _("Order: {name}, then you: {name} is behind on attack ({a} to {b})."),
            "prestige": _("Order: {name}, then you: attack tied, {name} has less prestige ({a} to {b})."),
            "initiative": _("Order: {name}, then you: attack and prestige tied, {name} is later in initiative."),
        }
    else:
        texts = {
            "attack": _("Order: {name}, then {other}: {name} is behind on attack ({a} to {b})."),
            "prestige": _("Order: {name}, then {other}: attack tied, {name} has less prestige ({a} to {b})."),
            "initiative": _("Order: {name}, then {other}: attack and prestige tied, {name} is later in initiative."),
        }
    name = names[1 - first] if first == you else names[first]
    return line + " " + texts[reason].format(name=name, other=names[1 - first], a=a, b=b)


def tie_line(pic: DuelPicture, live: D.DuelState | None, names: Sequence[str], you: int | None) -> str:
    """While both attacks stand level in a clash still being fought, who would win the tie and why
    (prestige, the player against a knight, initiative), so a player choosing whether to reroll knows
    that a tie may lose; "" otherwise, or when the picture is behind the duel's state."""
    if live is None or pic.over or pic.result is not None:
        return ""
    shown = (pic.attack_shown(0), pic.attack_shown(1))
    if None in shown or shown[0] != shown[1]:
        return ""
    if (D.attack_value(live, 0), D.attack_value(live, 1)) != shown:
        return ""
    winner, why = D.tie_winner(live)
    pre = (D.prestige_value(live, 0), D.prestige_value(live, 1))
    a, p, q = shown[0], pre[winner], pre[1 - winner]
    if winner == you:
        texts = {
            "prestige": _("Tied at {a}: the tie is yours on prestige ({p} to {q})."),
            "player": _("Tied at {a}: the tie is yours, the player against a knight of equal prestige."),
            "initiative": _("Tied at {a}: the tie is yours on initiative."),
        }
    else:
        texts = {
            "prestige": _("Tied at {a}: {name} wins the tie on prestige ({p} to {q})."),
            "player": _("Tied at {a}: {name} wins the tie, the player against a knight of equal prestige."),
            "initiative": _("Tied at {a}: {name} wins the tie on initiative."),
        }
    return texts[why].format(a=a, p=p, q=q, name=names[winner])


def star_line(pic: DuelPicture) -> str:
    """What a star face counts, once a die on the stage shows one ("" before)."""
    if not any(face == STAR for c in pic.sides for _col, face, _v in c.dice):
        return ""
    return _("A star counts 1 on red, 0 on black or white; lit, the best face of its colour (5, 4, 3).")


def clash_line(record: ClashRecord, names: Sequence[str], you: int | None) -> str:
    """The clash's result, as the log says it."""
    data = {"clash": record.clash, "winner": record.winner, "attack": list(record.attack)}
    data.update(reason=record.reason, flipped=record.flipped)
    return describe_duel_event(Event("duel_clash", data), names, you)


def end_line(pic: DuelPicture, names: Sequence[str], you: int | None) -> str:
    """The duel's result; a Challenge card won also says what it gives."""
    data = {"winner": pic.winner, "glory_gain": list(pic.glory_gain)}
    line = describe_duel_event(Event("duel_end", data), names, you)
    card = pic.entrants[1 - pic.winner].partition(":")[2] if pic.winner in (0, 1) else ""
    if pic.context == "journey" and pic.sides[pic.winner].is_player and card in C.JOURNEY:
        line += " " + _("The card's reward: {gain}.").format(gain=reward_text(C.JOURNEY[card].reward))
    return line


def result_values(record: ClashRecord, left: int) -> dict[int, str]:
    """A clash's attacks as the duel board's score column writes them, side by side; a tie (equal
    attack, decided by prestige or initiative) is flagged after the right-hand value."""
    out = {side: str(record.attack[side]) for side in (0, 1)}
    if record.attack[0] == record.attack[1]:
        out[1 - left] += " · " + pgettext("a clash won on equal attack", "tie")
    return out


TIE_WHY = {
    "prestige": N_("Clash {n}: {name} won a tie, {a} all, on prestige"),
    "player": N_("Clash {n}: {name} won a tie, {a} all, as the player against a knight"),
    "initiative": N_("Clash {n}: {name} won a tie, {a} all, on initiative"),
}
TIE_WHY_YOU = {
    "prestige": N_("Clash {n}: you won a tie, {a} all, on prestige"),
    "player": N_("Clash {n}: you won a tie, {a} all, as the player against a knight"),
    "initiative": N_("Clash {n}: you won a tie, {a} all, on initiative"),
}


def score_tip(pic: DuelPicture, names: Sequence[str], you: int | None) -> str:
    lines = [_("Best of three clashes: the first to win two wins the duel.")]
    for r in pic.clashes:
        a, b = r.attack[r.winner], r.attack[1 - r.winner]
        tied = (TIE_WHY_YOU if r.winner == you else TIE_WHY).get(r.reason) if a == b else None
        if tied:
            lines.append(_(tied).format(n=r.clash, name=names[r.winner], a=a))
            continue
        line = _("Clash {n}: you won, {a} to {b}") if r.winner == you else _("Clash {n}: {name} won, {a} to {b}")
        lines.append(line.format(n=r.clash, name=names[r.winner], a=a, b=b))
    return "\n".join(lines)


def hint(step: str, reroll_limit: int = 0) -> str:
    """What the viewer can do in this step (the line under the action bar)."""
    texts = {
        D.TENT: _("Before the first clash you may play one tent support."),
        D.STRENGTH: _(
            "Each Strength token adds a red die (three at most); the fourth lights the red star: a lit star "
            "counts as 5, the best red face."
        ),
        D.FAITH: ngettext(
            "Click {n} of your dice to reroll it with a Faith token, or pass.",
            "Click up to {n} of your dice to reroll them with a Faith token, or pass.",
            reroll_limit,
        ).format(n=reroll_limit),
        D.LANCE1: _("Lance supports: up to two in each clash."),
        D.LANCE2: _("Lance supports: up to two in each clash."),
        D.RELIC: _("One relic in each clash (click dice first to reroll them with the Ring)."),
        D.RECOVER: _("You lost: take back one support and one relic; Strength, Faith and prestige come back too."),
    }
    return texts.get(step, "")


def status(step: str) -> str:
    return _("Duel — {step}: your choice").format(step=step_label(step))
