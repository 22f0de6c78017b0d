"""The viewer's duel moves in the table's action bar.

Each kind of move has its own slot, so two steps in a row never put different moves under the same
spot: Strength and the recovery in ``main``, the reroll of the dice clicked on the stage (Faith or
the Ring) in ``second``, tent and lance supports in ``third``, relics in ``fourth``, Pass always in
``end``. A kind with several moves is a group (inline, or a chooser: nothing scrolls). The moves of
a step appear once the events before it have been shown.
"""

from __future__ import annotations

from game.games.glory import duel as D
from game.games.glory import duel_captions as T
from game.games.glory.duel_text import action_label, step_label
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
DICE_ICON = "perspective-dice-six-faces-random"


def _legal(stage) -> list[tuple]:
    return list(stage.table.legal) if stage.live() is not None else []


def _is_reroll(a: tuple) -> bool:
    return a[0] == "faith" or (a[0] == "relic" and len(a) == 3)


def reroll_limit(stage) -> int:
    """How many dice the viewer may pick now (0: no reroll on offer)."""
    return max((len(a[-1]) for a in _legal(stage) if _is_reroll(a)), default=0)


def controls(stage) -> list[Control]:
    legal = _legal(stage)
    if not legal or stage.playing():
        return []
    groups: dict[str, list[Option]] = {}
    for a in legal:
        if not _is_reroll(a) and a != D.PASS:
            label = _("+{n} Strength").format(n=a[1]) if a[0] == "strength" else action_label(a)
            groups.setdefault(a[0], []).append(Option(label, action=a, tip=_tip(a)))
    out = [_group(kind, options) for kind, options in groups.items()]
    rerolls = [a for a in legal if _is_reroll(a)]
    if rerolls:
        out.append(_reroll(stage, rerolls))
    if D.PASS in legal:
        tip = _("Pass: use nothing in this step ({step}).").format(step=step_label(stage.live().phase))
        out.append(Control(SLOTS["pass"], action_label(D.PASS), action=D.PASS, kind="secondary", tip=tip))
    return out


def _group(kind: str, options: list[Option]) -> Control:
    icon, label = GROUPS[kind]
    if len(options) == 1 and kind != "strength":
        return Control(SLOTS[kind], options[0].label, action=options[0].action, tip=options[0].tip, icon=icon)
    return Control(SLOTS[kind], label(), icon=icon, choices=options, tip=label())


def _reroll(stage, rerolls: list[tuple]) -> Control:
    chosen = tuple(sorted(stage.selected))
    match = next((a for a in rerolls if a[-1] == chosen), None)
    if match is not None:
        return Control(SLOTS["reroll"], action_label(match), action=match, icon=DICE_ICON)
    limit = reroll_limit(stage)
    tip = _("Ring: reroll up to 4 dice.") if rerolls[0][0] == "relic" else _("Faith: reroll dice.")
    tip += " " + ngettext("Click {n} of your dice first.", "Click up to {n} of your dice first.", limit).format(n=limit)
    return Control(SLOTS["reroll"], _("Pick dice"), enabled=False, tip=tip, icon=DICE_ICON)


def _tip(a: tuple) -> str:
    if a[0] != "strength":
        return action_label(a)
    return ngettext(
        "Put {n} Strength token on the duel board: one more red die (three at most).",
        "Put {n} Strength tokens on the duel board: a red die each (three at most); four light the red ★.",
        a[1],
    ).format(n=a[1])


def hint(stage) -> str:
    live = stage.live()
    return T.hint(live.phase, reroll_limit(stage)) if live is not None and _legal(stage) else ""


def status(stage) -> str:
    live = stage.live()
    return T.status(live.phase) if live is not None else ""
