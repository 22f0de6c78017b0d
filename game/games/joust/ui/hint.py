"""The Joust table's Hint in the player's own words: a combat card is named with the knight it strikes
or guards ("Hint: play your 3 to guard Sir Ector"), a knight to joust with, to attack or to give the
court card to as advice ("Hint: joust with Sir Kay", not the log's "You joust with Sir Kay"), other
moves by their label; then why, in the second person, from the player's own view (the bots' reasons
speak of a bot in the third person)."""

from __future__ import annotations

from typing import Any

import pygame

from game.games.joust import content as C
from game.games.joust import effects as fx
from game.games.joust.articles import contract
from game.games.joust.describe import knight_name
from game.games.joust.hint_why import hint_why
from game.games.joust.stakes import rival_wins_with
from game.games.joust.state import COMBAT, SETUP, TARGET
from game.i18n import _
from game.ui.kit.advice import Advice


class JoustAdvice(Advice):
    """``Advice`` whose sentence speaks to the player (the hint is for the player's own seat)."""

    table: Any = None

    def draw(
        self, surface: pygame.Surface, table: Any, area: pygame.Rect, sentence: bool = True, outline: bool = True
    ) -> None:
        self.table = table
        super().draw(surface, table, area, sentence=sentence, outline=outline)

    def text(self) -> str:
        tip, table = self.tip, self.table
        if self.thinking or tip is None or table is None:
            return super().text()
        if tip.why == _("it is the only move you can make now"):
            text = _("Hint: {move} — {why}").format(move=advice_case(tip.label), why=tip.why)
            return contract(text if text.endswith((".", "!", "?", "…")) else text + ".")
        text = hint_text(table.view, table.viewer, tip.action, tip.label)
        why = hint_why(table.view, table.viewer, tip.action, table.seat_name) if table.viewer is not None else ""
        if why and tip.action[0] != "setup":  # the opening's sentence says its own reason
            text = _("{hint} — {why}").format(hint=text, why=why)
        text = text if text.endswith((".", "!", "?", "…", ")")) else text + "."
        stake = stakes_text(table.view, table.viewer, table.player_name)
        return contract(f"{text} {stake}" if stake else text)


def stakes_text(view: Any, viewer: int | None, name: Any) -> str:
    """The sentence that says the rival in the combat wins the game with any block or any strike (empty
    when they do not); ``name``: a player's name from their seat."""
    decides = rival_wins_with(view, viewer)
    if decides is None:
        return ""
    rival, how = decides
    if how == "block":
        return _("Beware: any block wins {player} the game.").format(player=name(rival))
    return _("Beware: any strike wins {player} the game.").format(player=name(rival))


def hint_text(view: Any, viewer: int | None, action: tuple, label: str) -> str:
    """The Hint's sentence for ``action`` suggested to ``viewer`` (``label``: the move in words)."""
    if action and action[0] == "card" and view.phase == COMBAT:
        target = view.knight(view.target)
        if target is not None and target.card >= 0:
            name = knight_name(target.card)
            if viewer == view.attacker:
                return _("Hint: play your {value} to strike {knight}").format(value=action[1], knight=name)
            return _("Hint: play your {value} to guard {knight}").format(value=action[1], knight=name)
        return _("Hint: play your {value}").format(value=action[1])
    if action and action[0] == "setup" and view.phase == SETUP and viewer is not None:
        return opening_text(view, viewer, action[1])
    k = view.knight(action[1]) if len(action) > 1 and isinstance(action[1], int) and action[1] >= 0 else None
    if k is not None and k.card >= 0 and action[0] == "joust":  # advice, not the log's "You joust with …"
        return _("Hint: joust with {knight}").format(knight=knight_name(k.card))
    if k is not None and k.card >= 0 and action[0] == "attack":
        return _("Hint: attack {knight}").format(knight=knight_name(k.card))
    if k is not None and k.card >= 0 and action[0] == "target" and view.phase == TARGET and view.to_activate:
        card = C.COURTS[view.court[view.to_activate[0]].card]
        return _("Hint: play {card} on {knight}").format(card=_(card.name), knight=knight_name(k.card))
    return _("Hint: {move}").format(move=advice_case(label))


def advice_case(label: str) -> str:
    """A move's label as it reads after "Hint:": its first letter small ("Hint: draw a court card"), a
    knight's or a court card's name that starts it kept as it is."""
    names = [knight_name(c) for c in range(len(C.ALL_KNIGHTS))] + [_(c.name) for c in C.COURTS]
    if not label or any(label.startswith(n) for n in names):
        return label
    return label[0].lower() + label[1:]


def opening_text(view: Any, viewer: int, index: int) -> str:
    """The Hint at the start: which of the player's own knights to joust with first, and why (its
    strength against the other's, else its abilities)."""
    mine = view.seats[viewer].knights
    if not 0 <= index < len(mine) or len(mine) < 2:
        return _("Hint: joust first with {knight}").format(knight=knight_name(mine[0].card)) if mine else ""
    k, other = mine[index], mine[1 - index]
    s, t = fx.strength(view, k), fx.strength(view, other)
    names = {"knight": knight_name(k.card), "other": knight_name(other.card), "n": s, "m": t}
    if s > t:
        return _(
            "Hint: joust first with {knight}, your stronger knight ({n} against {m}): it may play higher cards"
        ).format(**names)
    if s == t:
        return _("Hint: joust first with {knight}: as strong as {other}, its abilities do more in the lists").format(
            **names
        )
    return _("Hint: joust first with {knight}: its abilities make up for its lower strength ({n} against {m})").format(
        **names
    )
