"""The resources as labels: one style wherever they are listed beside their figures (a character's
start and income, the players' panels), each a capitalised label before its figure: "Coins 3 ·
Strength 2 · Faith 1 · Glory 10 · Mount II · Armor I". Running text (the log, the reasons, a tooltip's
sentences) keeps the glossary's words instead ("3 coins, 2 Strength tokens, mount level II"). Pure."""

from __future__ import annotations

from collections.abc import Iterable

from game.i18n import N_, _

LABELS = {
    "coins": N_("Coins"),
    "strength": N_("Strength"),
    "faith": N_("Faith"),
    "glory": N_("Glory"),
    "mount": N_("Mount"),
    "armor": N_("Armor"),
    "pawns": N_("Pawns"),
}


def labelled(what: str, figure: object) -> str:
    """``what``'s label and its figure: "Coins 3", "Mount II"."""
    return _("{label} {figure}").format(label=_(LABELS[what]), figure=figure)


def listing(pairs: Iterable[tuple[str, object]]) -> str:
    """Several labelled figures in a row: "Coins 3 · Strength 2 · Faith 1"."""
    return " · ".join(labelled(what, figure) for what, figure in pairs)
