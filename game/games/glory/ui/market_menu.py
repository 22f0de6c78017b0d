"""The Market or support group in a fixed order: mount, armor, then the support track left to right,
each entry not possible now greyed in its own place with its reason (it never moves to the bottom).
The track's empty places (their tiles taken, refilled at the next round) fold into one greyed line
after the supports: a nearly bought-out track is no column of "no tile there" rows."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from game.games.glory import content as C
from game.games.glory.support_short import short_effect
from game.games.glory.unavailable import MARKET
from game.i18n import _, ngettext
from game.ui.kit import Control, Option
from game.ui.presentation import Unavailable


def _order(view, action: tuple | None, entry: Unavailable | None) -> tuple:
    """Where a market move (or a greyed market entry) sits: mount, armor, then the track's places."""
    if action is not None:
        if action[1] == "market":
            return (0, ("mount", "armor").index(action[2]) if action[2] in ("mount", "armor") else 2)
        return (1, action[2] if len(action) > 2 and isinstance(action[2], int) else 0)
    assert entry is not None
    if entry.key and entry.key[0] == "track":
        return (1, entry.key[1])
    armor = _(C.EQUIPMENT_NAMES["armor"])
    return (0, 1 if armor in entry.label else 0)


def _with_effect(view, label: str, index: int | None) -> str:
    """A support's entry with what it does in a few words (mount and armor say it already)."""
    if index is None or not 0 <= index < len(view.track):
        return label
    effect = short_effect(C.SUPPORT_TILES.get(view.track[index], view.track[index]))
    return _("{support} · {effect}").format(support=label, effect=effect) if effect else label


def _index(action: tuple | None, entry: Unavailable | None) -> int | None:
    """The support track's place a market move or greyed entry names (None: mount or armor)."""
    if action is not None:
        return action[2] if action[1] == "support" and len(action) > 2 and isinstance(action[2], int) else None
    return entry.key[1] if entry is not None and entry.key and entry.key[0] == "track" else None


def ordered(view, control: Control, entries: Sequence[Unavailable]) -> Control:
    """``control`` (the market group) with its choices and the greyed market entries in fixed order,
    each support with what it does."""
    if control.family != MARKET or not control.choices:
        return control
    greyed = [u for u in entries if u.family == MARKET]
    rows = [
        (_order(view, o.action, None), replace(o, label=_with_effect(view, o.label, _index(o.action, None))))
        for o in control.choices
    ]
    rows += [
        (_order(view, None, u), Option(_with_effect(view, u.label, _index(None, u)), reason=u.reason, entry=u.label))
        for u in greyed
    ]
    rows += _gaps(view, {k for k, _o in rows})
    rows.sort(key=lambda r: r[0])
    return replace(control, choices=[o for _k, o in rows], steady_chooser=True)


def _gaps(view, listed: set[tuple]) -> list[tuple[tuple, Option]]:
    """A greyed entry for each place the menu would otherwise leave out (the space closed), so the
    entries after it never move up; the track's empty places as one line after the supports."""
    out = []
    for k, item in enumerate(("mount", "armor")):
        if (0, k) not in listed:
            name = _("{space}: {item}").format(space=_(C.ACTION_SPACES["market"].name), item=_(C.EQUIPMENT_NAMES[item]))
            out.append(((0, k), Option(name, reason=_("not possible now"))))
    support = _(C.ACTION_SPACES["support"].name)
    empty = 0
    for i, tile in enumerate(view.track):
        if (1, i) in listed:
            continue
        if not tile:
            empty += 1
            continue
        kind = C.SUPPORT_KINDS[C.SUPPORT_TILES[tile]].name if tile in C.SUPPORT_TILES else ""
        name = f"{support}: {_(kind)}" if kind else _("{space}: place {n}").format(space=support, n=i + 1)
        out.append(((1, i), Option(name, reason=_("not possible now"))))
    if empty:
        why = ngettext("{n} place empty until the next round", "{n} places empty until the next round", empty).format(
            n=empty
        )
        out.append(((2, 0), Option(support, reason=why)))
    return out
