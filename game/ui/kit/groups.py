"""Moves grouped for the action bar: each kind of move one slot — a button when the kind holds one
move, a group (inline, or a chooser) when it holds more — and the end move (Pass, Done, Stop) in
its own slot with Enter as its key. A group may name its ``family`` (the kind of move, stable from
step to step; default: its name): it then stays a chooser even with one move left (the slot never
turns from "Take resources …" into an instant "Patrol"), and an empty group is a placeholder, shown
disabled only when the game says why none of its moves is possible (``Presentation.unavailable``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui.kit.action_bar import Control, Option


def group_controls(
    groups: Sequence[tuple[str, str, Sequence[Any]] | tuple[str, str, Sequence[Any], str]],
    label: Callable[[Any], str],
    tip: Callable[[Any], str],
    *,
    single: Callable[[Any], str] | None = None,
    end: Sequence[Any] = (),
    end_tip: Callable[[Any], str] | None = None,
    primary: str = "main",
) -> list[Control]:
    """``groups``: (slot, the group's name, its moves[, family]); ``label``/``tip`` name and explain a move
    (``single``: the label of a move alone in its slot, ``end_tip`` the end move's tip). A group's
    tooltip lists what it holds; only the ``primary`` slot is drawn as the main button."""
    out = []
    for slot, name, moves, *rest in groups:
        kind = "primary" if slot == primary else "secondary"
        family = rest[0] if rest else ""
        if len(moves) == 1 and not family:  # a kind of move keeps its chooser, even for one move
            a = moves[0]
            out.append(Control(slot, (single or label)(a), action=a, tip=tip(a), kind=kind, family=family))
        elif moves:
            options = [Option(label(a), action=a, tip=tip(a)) for a in moves]
            tips = "; ".join(o.label for o in options)
            out.append(Control(slot, name, choices=options, tip=tips, kind=kind, family=family))
        elif family:
            out.append(Control(slot, name, kind="secondary", enabled=False, family=family, placeholder=True))
    for a in end[:1]:
        out.append(Control("end", label(a), action=a, tip=(end_tip or tip)(a), kind="secondary", key=pygame.K_RETURN))
    return out
