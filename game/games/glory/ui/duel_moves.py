"""The viewer's duel moves in the table's action bar.

Each kind of move has its own slot, so two steps in a row never put different moves under the same
spot: Strength and the recovery in ``main``, the reroll of the dice clicked on the stage (Faith or
the Ring) in ``second``, tent and lance supports in ``third``, relics in ``fourth``, Pass always in
``end``. A kind with several moves is a group (shown inline, or as a chooser: nothing scrolls).
"""

from __future__ import annotations

from game.games.glory import duel as D
from game.games.glory import duel_captions as T
from game.games.glory.duel_text import action_label
from game.i18n import _, ngettext
from game.ui.kit import Control, Option

SLOTS = {"strength": "main", "recover": "main", "reroll": "second", "tent": "third", "lance": "third"}
SLOTS |= {"relic": "fourth", "pass": "end"}
GROUPS = {
    "tent": ("barracks-tent", lambda: _("Play a tent support")),
    "lance": ("thrown-spear", lambda: _("Play a lance support")),
    "relic": ("gem-pendant", lambda: _("Use a relic")),
    "recover": ("hourglass", lambda: _("Take back")),
    "strength": ("biceps", lambda: _("Add Strength")),
}


def _legal(stage) -> list[tuple]:
    return [a for a in stage.table.legal if isinstance(a, tuple) and a and a[0] in D_ACTIONS]


D_ACTIONS = ("pass", "tent", "strength", "faith", "lance", "relic", "recover")


def _rerolls(stage) -> list[tuple]:
    return [a for a in _legal(stage) if a[0] == "faith" or (a[0] == "relic" and len(a) == 3)]


def reroll_limit(stage) -> int:
    """How many dice the viewer may pick now (0: no reroll on offer)."""
    return max((len(a[-1]) for a in _rerolls(stage)), default=0)


def controls(stage) -> list[Control]:
    legal = _legal(stage)
    if not legal or stage.live() is None or stage.playing():
        return []  # the next step's moves come once the events before it have been shown
    groups: dict[str, list[Option]] = {}
    for a in legal:
        if a[0] in ("faith",) or (a[0] == "relic" and len(a) == 3) or a == D.PASS:
            continue
        kind = a[0]
        label = _("+{n} Strength").format(n=a[1]) if kind == "strength" else action_label(a)
        groups.setdefault(kind, []).append(Option(label, action=a, tip=_tip(a)))
    out = [_group(kind, options) for kind, options in groups.items()]
    rerolls = _rerolls(stage)
    if rerolls:
        out.append(_reroll(stage, rerolls))
    if D.PASS in legal:
        out.append(Control(SLOTS["pass"], action_label(D.PASS), action=D.PASS, kind="secondary", tip=_pass_tip(stage)))
    return out


def _group(kind: str, options: list[Option]) -> Control:
    icon, label = GROUPS[kind]
    if len(options) == 1 and kind != "strength":
        o = options[0]
        return Control(SLOTS[kind], o.label, action=o.action, tip=o.tip, icon=icon)
    return Control(SLOTS[kind], label(), icon=icon, choices=options, tip=label())


def _reroll(stage, rerolls: list[tuple]) -> Control:
    chosen = tuple(sorted(stage.selected))
    match = next((a for a in rerolls if a[-1] == chosen), None)
    ring = rerolls[0][0] == "relic"
    if match is not None:
        return Control(SLOTS["reroll"], action_label(match), action=match, icon="perspective-dice-six-faces-random")
    limit = reroll_limit(stage)
    tip = (
        (_("Ring: reroll up to 4 dice.") if ring else _("Faith: reroll dice."))
        + " "
        + ngettext("Click {n} of your dice first.", "Click up to {n} of your dice first.", limit).format(n=limit)
    )
    return Control(SLOTS["reroll"], _("Pick dice"), enabled=False, tip=tip, icon="perspective-dice-six-faces-random")


def _tip(a: tuple) -> str:
    if a[0] == "strength":
        return ngettext(
            "Put {n} Strength token on the duel board: one more red die (three at most).",
            "Put {n} Strength tokens on the duel board: a red die each (three at most); four light the red ★.",
            a[1],
        ).format(n=a[1])
    return action_label(a)


def _pass_tip(stage) -> str:
    pic = stage.shown
    step = pic.step if pic is not None else ""
    return _("Pass: use nothing in this step ({step}).").format(step=T.step_label(step))


def hint(stage) -> str:
    live = stage.live()
    return T.hint(live.phase, reroll_limit(stage)) if live is not None else ""


def status(stage) -> str:
    live = stage.live()
    return T.status(live.phase) if live is not None else ""
