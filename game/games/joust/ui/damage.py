"""Where a strike's damage comes from: the attacker's combat card, then every Always ability that
adds to it (the attacking knight's strikes dealing more) or takes from it (the defender's armour, or
a knight that takes more), each named after the knight or court card it comes from. Read from the
position just before the reveal, which every seat sees alike (abilities and court cards are public).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from game.games.joust import content as C
from game.games.joust import effects as fx
from game.games.joust.describe import court_name, knight_name
from game.i18n import _, ngettext


@dataclass(frozen=True)
class Extra:
    """One ability changing a strike's damage: its signed amount and what it is, in words."""

    amount: int
    text: str
    icon: str = ""  # a cancelled ability's chip shows the court card's icon that cancels it


@dataclass(frozen=True)
class StrikeDamage:
    card: int  # the attacker's combat card
    extras: tuple[Extra, ...]
    turn: int
    lost: int = 0  # of the strike, what went beyond the knight's health when it knocked it out (ignored)
    target: int = -1  # the struck knight's uid
    abilities: int = 0  # damage its rivals' abilities dealt the same knight in the same combat, on top

    @property
    def strike(self) -> int:
        """The strike's combat damage (card and abilities)."""
        return max(0, self.card + sum(e.amount for e in self.extras))

    @property
    def taken(self) -> int:
        """The strike's damage the knight took: less what was lost beyond its health."""
        return max(0, self.strike - self.lost)

    @property
    def floored(self) -> bool:
        """Armour took more than the strike dealt (its damage is 0, never less)."""
        return self.card + sum(e.amount for e in self.extras) < 0

    @property
    def total(self) -> int:
        """The damage the knight took in the combat: the strike's and, separately, what abilities
        dealt it in the same combat."""
        return self.taken + self.abilities


def _source_name(src: fx.Source) -> str:
    _ab, origin, card, _i = src
    return court_name(card) if origin == "court" else knight_name(card)


def _extras(view: Any, uid: int, effect: str, sign: int) -> list[Extra]:
    k = view.knight(uid)
    if k is None:
        return []
    out = []
    for src in fx.abilities(view, k.uid, k.card):
        ab = src[0]
        if ab.trigger != C.ALWAYS or ab.effect != effect or not ab.amount:
            continue
        amount = sign * ab.amount
        name = _source_name(src)
        if effect == C.POWER:
            text = _("+{n}: {source}, strikes deal more")
        elif amount > 0:
            text = _("+{n}: {source}, takes more damage")
        else:
            text = _("−{n}: {source}, armour")
        out.append(Extra(amount, text.format(n=abs(amount), source=name)))
    return out


def _muted(view: Any, uid: int, effect: str) -> list[Extra]:
    """A 0 chip for the Always bonus or armour a silencing court card cancels on knight ``uid``."""
    k = view.knight(uid)
    if k is None:
        return []
    court, amount = fx.muted_passive(view, k, effect)
    if court < 0 or amount <= 0:
        return []
    if effect == C.POWER:
        text = _("0: {court} cancels the strike bonus (+{n}) of {k}")
    else:
        text = _("0: {court} cancels the armour (−{n}) of {k}")
    return [Extra(0, text.format(court=court_name(court), n=amount, k=knight_name(k.card)), C.COURTS[court].icon)]


def strike_damage(view: Any, reveal: dict) -> StrikeDamage | None:
    """The damage of the strike in ``reveal`` (a reveal event's data), read from ``view``, the
    position just before it; None for a block."""
    if reveal.get("result") != "strike":
        return None
    extras = _extras(view, reveal["att_uid"], C.POWER, 1) + _extras(view, reveal["target"], C.ARMOR, -1)
    extras += _muted(view, reveal["att_uid"], C.POWER) + _muted(view, reveal["target"], C.ARMOR)
    return StrikeDamage(reveal["att"], tuple(extras), view.turn, target=reveal["target"])


def lost_text(d: StrikeDamage) -> str:
    """The lost term's words: the strike knocked the knight out with damage to spare."""
    line = ngettext(
        "−{n}: lost beyond the knight's health (knocked out; excess damage is ignored)",
        "−{n}: lost beyond the knight's health (knocked out; excess damage is ignored)",
        d.lost,
    )
    return line.format(n=d.lost)


def with_hit(d: StrikeDamage, hit: dict) -> StrikeDamage:
    """``d`` once its damage event (``hit``: its data) has said what was lost beyond the health."""
    return replace(d, lost=min(d.strike, hit.get("excess", 0)))


def with_ability_damage(d: StrikeDamage, hit: dict) -> StrikeDamage:
    """``d`` with an ability's damage (``hit``: a damage event's data, not the strike's own) added when
    it fell on the struck knight."""
    if hit.get("combat") or hit.get("uid") != d.target:
        return d
    return replace(d, abilities=d.abilities + max(0, hit.get("amount", 0)))  # "amount": what it took


def abilities_text(d: StrikeDamage) -> str:
    """The separate abilities chip's words: not part of the strike, and the damage in all."""
    line = ngettext(
        "+{n}: dealt separately by abilities in the same combat, not by the strike",
        "+{n}: dealt separately by abilities in the same combat, not by the strike",
        d.abilities,
    ).format(n=d.abilities)
    return line + "\n" + ngettext("{n} damage in all", "{n} damage in all", d.total).format(n=d.total)


def absorbed_text() -> str:
    """What the breakdown says in place of "= 0" when armour took more than the strike dealt."""
    return _("armour absorbs all")


def explain(d: StrikeDamage) -> str:
    """The strike's tooltip: every term on its own line, then the strike's damage (the abilities'
    separate damage is told by its own chip, and last here)."""
    lines = [_("{n}: the attacker's combat card").format(n=d.card)] + [e.text for e in d.extras]
    if d.lost:
        lines.append(lost_text(d))
    lines.append(ngettext("= {n} combat damage", "= {n} combat damage", d.taken).format(n=d.taken))
    if d.floored:
        lines[-1] += " " + _("(armour took it all; damage is never less than 0)")
    if d.abilities:
        lines.append(abilities_text(d))
    return "\n".join(lines)
