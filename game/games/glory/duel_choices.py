"""A duel player's legal moves grouped for a table's action bar (translated, pure: no pygame).

Each kind of move has its own slot for the whole duel, so a button is always where the player last
saw its kind: Strength and the recovery in ``main``, the reroll of the dice picked on the table (Faith
or the Ring) in ``second``, tent and lance supports in ``third``, relics in ``fourth``, and every
step's pass ("No Strength", "Keep the dice", "No lance") in ``end``: going on is always the rightmost
button. Adding Strength is always a chooser of +1 to +4 (those out of reach disabled, saying why), never
buttons played at once. A new step's buttons ignore clicks for a moment (the duel stage's guard), so a
double click never passes two steps. ``choices(legal, picked, step)`` gives
one ``Choice`` per slot in use: its moves (several make a group), or — for a reroll whose dice are not
picked yet — none, disabled, with what to do.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from game.games.glory import duel as D
from game.games.glory.duel_text import action_label, item_name, step_label
from game.games.glory.labels import duel_pass_label
from game.games.glory.tips import item_text
from game.i18n import _, ngettext, pgettext

SLOTS = {"strength": "main", "recover": "main", "reroll": "second", "tent": "third", "lance": "third"}
SLOTS |= {"relic": "fourth", "pass": "end"}  # every step's pass: going on is always the rightmost button
ICONS = {"tent": "barracks-tent", "lance": "thrown-spear", "relic": "gem-pendant", "recover": "hourglass"}
ICONS |= {"strength": "biceps", "reroll": "perspective-dice-six-faces-random", "pass": ""}


@dataclass
class Choice:
    slot: str
    label: str
    icon: str
    tip: str
    moves: list[tuple[str, tuple, str]] = field(default_factory=list)  # (label, action, tip)
    group: bool = False  # shown as a group (inline buttons or a chooser) even with one move
    unavailable: list[tuple[str, str]] = field(default_factory=list)  # (label, why not): the group keeps its length
    off: dict[tuple, str] = field(default_factory=dict)  # a move of ``moves`` not possible now → why not

    @property
    def enabled(self) -> bool:
        return any(a not in self.off for _label, a, _tip in self.moves)


def lance_entries(
    side: D.Combatant | None, dice: Sequence[tuple[int, int]], legal: Sequence[tuple]
) -> list[tuple[tuple, str]]:
    """The lance supports ``side`` owns, face up or used, as (move, why not now): the lance chooser
    lists them all in one order ("" when it can be played), so no entry moves when one is used."""
    if side is None:
        return []
    have = {colour for colour, _face in dice}
    need = {D.SQUIRE: (D.BLACK, _("no black die to change")), D.WEAPONS_MASTER: (D.RED, _("no red die to change"))}
    need[D.ARMORER] = (D.WHITE, _("no white die to change"))
    out = []
    for kind in D.LANCE_SUPPORTS:  # used: face down from before, or on the duel board since this clash
        if not (side.supports.get(kind, 0) or side.supports_inactive.get(kind, 0) or kind in side.board_supports):
            continue
        if ("lance", kind) in legal:
            out.append((("lance", kind), ""))
        elif not side.supports.get(kind, 0):
            out.append((("lance", kind), _("used, face down until you take it back")))
        elif kind in need and need[kind][0] not in have:
            out.append((("lance", kind), need[kind][1]))
    return out


def is_reroll(a: tuple) -> bool:
    return a[0] == "faith" or (a[0] == "relic" and len(a) == 3)


def pass_slot(step: str) -> str:
    """The bar's spot of the pass in duel step ``step``: the same in every step (the stage's guard
    keeps a double click from passing the next step too)."""
    del step
    return SLOTS["pass"]


def reroll_limit(legal: Sequence[tuple]) -> int:
    """How many dice may be picked now (0: no reroll on offer)."""
    return max((len(a[-1]) for a in legal if is_reroll(a)), default=0)


def _label(kind: str) -> str:
    """A kind of duel move in one short word or two: the bar's narrow slots show this, the tooltip the rest."""
    return {
        "tent": pgettext("duel button", "Tent"),
        "lance": pgettext("duel button", "Lance"),
        "relic": pgettext("duel button", "Relic"),
        "recover": _("Take back"),
        "strength": _("Add Strength"),
    }[kind]


def _group_tip(kind: str) -> str:
    return {
        "tent": _("Play a tent support"),
        "lance": _("Play a lance support"),
        "relic": _("Use a relic"),
        "recover": _("Take back"),
        "strength": _("Add Strength"),
    }[kind]


def _tip(a: tuple) -> str:
    if a[0] in ("tent", "lance", "relic") and item_text(a[1]):  # the support or relic says what it does
        return f"{action_label(a)}\n{item_text(a[1])}"
    if a[0] != "strength":
        return action_label(a)
    return ngettext(
        "Put {n} Strength token on the duel board: one more red die (three at most).",
        "Put {n} Strength tokens on the duel board: a red die each (three at most); four light the red star.",
        a[1],
    ).format(n=a[1])


def strength_out_of_reach(legal: Sequence[tuple], on_board: int) -> list[tuple[str, str]]:
    """The "+n Strength" rows not possible now, with why: the chooser lists +1 to +4 every clash, so a
    row never changes meaning (``on_board``: the tokens already on the duel board)."""
    room = max((a[1] for a in legal if a[0] == "strength"), default=0)
    if not room:
        return []
    out = []
    for n in range(room + 1, D.MAX_STRENGTH + 1):
        if on_board + n > D.MAX_STRENGTH:
            why = ngettext(
                "{k} token is already on the duel board (4 at most)",
                "{k} tokens are already on the duel board (4 at most)",
                on_board,
            ).format(k=on_board)
        else:
            why = ngettext("you have {k} Strength token", "you have {k} Strength tokens", room).format(k=room)
        out.append((_("+{n} Strength").format(n=n), why))
    return out


def choices(
    legal: Sequence[tuple],
    picked: Sequence[int],
    step: str,
    on_board: int = 0,
    gains: dict | None = None,
    lances: Sequence[tuple[tuple, str]] = (),
) -> list[Choice]:
    """The bar's choices for ``legal`` duel moves, ``picked`` the dice chosen for a reroll, ``on_board``
    the viewer's Strength tokens already on the duel board, ``gains`` what each lance support or relic
    would change now (shown beside it: "+0" says it would be spent for nothing), ``lances`` the viewer's
    lance supports with why not (``lance_entries``): the used ones stay in the group, disabled."""
    gains = gains or {}
    groups: dict[str, list[tuple[str, tuple, str]]] = {}
    off: dict[tuple, str] = {}
    for a in legal:
        if not is_reroll(a) and a != D.PASS:
            label = _("+{n} Strength").format(n=a[1]) if a[0] == "strength" else action_label(a)
            if gains.get(a) is not None:
                label = _("{move} ({gain:+d})").format(move=label, gain=gains[a])
            groups.setdefault(a[0], []).append((label, a, _tip(a)))
    if "lance" in groups and len(lances) > 1:
        playable = {a: (label, a, tip) for label, a, tip in groups["lance"]}
        groups["lance"] = []
        for a, why in lances:
            if a in playable:
                groups["lance"].append(playable[a])
            else:  # in its place, disabled: "Play Squire: used, face down until you take it back"
                groups["lance"].append((action_label(a), a, why))
                off[a] = why
    out = []
    for kind, moves in groups.items():
        group = len(moves) > 1 or kind == "strength"
        if group:
            label, tip = _label(kind), _group_tip(kind)
        elif kind in ("tent", "lance", "relic"):  # named: the button plays that one support or relic
            label, tip = item_name(moves[0][1][1]), moves[0][2]  # "Play" left out: the slot is narrow
            if gains.get(moves[0][1]) is not None:
                label = _("{move} ({gain:+d})").format(move=label, gain=gains[moves[0][1]])
        else:
            label, tip = moves[0][0], moves[0][2]
        if kind == "strength":  # +1 to +4 every time, those out of reach disabled: always the same chooser
            for n, (entry, why) in enumerate(strength_out_of_reach(legal, on_board), start=len(moves) + 1):
                moves.append((entry, ("strength", n), why))
                off[("strength", n)] = why
        icon = "" if kind in ("tent", "lance", "relic") and not group else ICONS[kind]  # the name needs the room
        out.append(
            Choice(SLOTS[kind], label, icon, tip, moves, group, [], off if kind in ("lance", "strength") else {})
        )
    rerolls = [a for a in legal if is_reroll(a)]
    match = next((a for a in rerolls if a[-1] == tuple(sorted(picked))), None)
    if match is not None:
        n = len(match[-1])  # the slot is narrow: what is spent (Faith or the Ring) goes in the tooltip
        label = ngettext("Reroll {n} die", "Reroll {n} dice", n).format(n=n)
        out.append(Choice(SLOTS["reroll"], label, ICONS["reroll"], action_label(match), [("", match, "")]))
    elif rerolls:
        limit = reroll_limit(legal)
        tip = _("Ring: reroll up to 4 dice.") if rerolls[0][0] == "relic" else _("Faith: reroll dice.")
        tip += " " + ngettext("Click {n} of your dice first.", "Click up to {n} of your dice first.", limit)
        out.append(Choice(SLOTS["reroll"], _("Pick dice"), ICONS["reroll"], tip.format(n=limit)))
    if D.PASS in legal:
        tip = _("Pass: use nothing in this step ({step}).").format(step=step_label(step))
        out.append(Choice(pass_slot(step), duel_pass_label(step), "", tip, [("", D.PASS, "")]))
    return out
