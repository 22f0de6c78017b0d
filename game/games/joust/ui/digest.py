"""The news beside each player's knights, told as a summary of what they did since the viewer's last
move: one sentence per deed with its subject and its object ("Bot 3 attacks you: strike, 2 damage to
Sir Kay", "Bot 2 plays Entice Them With Pie on Sir Kay"), the newest last. A combat is one sentence under
its attacker (the viewer's own under the viewer), however many moves it took; a card chosen in secret is
never news (the combat box shows the combat under way); the fans a combat won are counted in its
sentence, each player's under its name; turn ends, abilities and each fan are left to the game log.
Pure: no pygame."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.rules import Event
from game.games.joust.articles import contract
from game.games.joust.describe import court_name, describe, knight_name
from game.i18n import _, ngettext

#: events told with the log's own sentence (each names who did it)
AS_LOGGED = frozenset({"knight_drawn", "decree", "trophy", "eliminated", "court_skipped"})


def _knights(news: Sequence[tuple[int, Any, list[Event]]]) -> dict[int, int]:
    """uid → card of every knight the news names."""
    out: dict[int, int] = {}
    for _seat, _step, events in news:
        for ev in events:
            d = ev.data
            if ev.kind == "ability" and d.get("user", -1) >= 0:  # Cosplay: the user, not the lent card
                out[d["uid"]] = d["user"]
            elif "uid" in d and "card" in d and ev.kind not in ("court_target", "ability"):
                out[d["uid"]] = d["card"]
            if ev.kind == "court_target" and "uid" in d:
                out[d["uid"]] = d["knight"]
    return out


def _head(attacker: int, defender: int, viewer: int | None, name: Callable[[int], str]) -> str:
    if attacker == viewer:
        return _("You attack {d}").format(d=name(defender))
    if defender == viewer:
        return _("{a} attacks you").format(a=name(attacker))
    return _("{a} attacks {d}").format(a=name(attacker), d=name(defender))


def _combat(reveal: Event, after: list[Event], card: Callable[[int], int | None]) -> str:
    """What a revealed combat did: the strike, or the block and the knight that made it (with the
    lent ability it blocked with, when Cosplay lent it one), then every knight it hurt, in the order
    hurt, with its damage, or knocked out, and every knight its abilities healed."""
    d = reveal.data
    target = d.get("target", -1)

    def named(uid: int) -> str:
        known = card(uid)
        return knight_name(known) if known is not None else _("a knight")

    if d["result"] == "strike":
        parts = [_("strike")]
    else:
        lent = next(
            (
                e.data["card"]
                for e in after
                if e.kind == "ability"
                and e.data.get("uid") == target
                and e.data.get("origin") == "knight"
                and e.data.get("card", -1) != e.data.get("user", -1) >= 0
            ),
            None,
        )
        if lent is None:
            parts = [_("blocked by {k}").format(k=named(target))]
        else:
            parts = [_("blocked by {k} with {lent}’s ability").format(k=named(target), lent=knight_name(lent))]
    hurt: dict[int, int] = {}
    out: set[int] = set()
    for e in after:
        uid = e.data.get("uid")
        if e.kind == "damage":
            hurt[uid] = hurt.get(uid, 0) + e.data["amount"]
        elif e.kind == "knockout":
            hurt.setdefault(uid, 0)
            out.add(uid)
        elif e.kind == "no_damage" and uid == target:
            hurt.setdefault(uid, -1)
    same: dict[int, list[int]] = {}  # damage → the knights that took it (not knocked out), told together
    for uid, n in hurt.items():
        if uid not in out and n > 0:
            same.setdefault(n, []).append(uid)
    for uid, n in hurt.items():
        if uid in out:
            parts.append(_("{k} knocked out").format(k=named(uid)))
        elif n < 0:
            parts.append(_("no damage to {k}").format(k=named(uid)))
        elif n > 0 and same[n][0] == uid and len(same[n]) > 1:
            ks = [named(u) for u in same[n]]
            every = _("{some} and {last}").format(some=", ".join(ks[:-1]), last=ks[-1])
            parts.append(ngettext("{n} damage each to {k}", "{n} damage each to {k}", n).format(n=n, k=every))
        elif n > 0 and len(same[n]) == 1:
            parts.append(ngettext("{n} damage to {k}", "{n} damage to {k}", n).format(n=n, k=named(uid)))
    healed: dict[int, int] = {}  # a strike's or a block's healing, as it happened, after the damage
    for e in after:
        if e.kind == "heal" and e.data.get("amount", 0) > 0 and e.data.get("uid") not in out:
            healed[e.data["uid"]] = healed.get(e.data["uid"], 0) + e.data["amount"]
    for uid, n in healed.items():
        parts.append(ngettext("{k} heals {n}", "{k} heals {n}", n).format(k=named(uid), n=n))
    return ", ".join(parts)


def _fans(line: str, seat: int, after: list[Event], viewer: int | None, name: Callable[[int], str]) -> str:
    """``line`` with every fan ``seat`` won in the combat (what its score moved), the fans it took
    from another player among them."""
    n = sum(e.data["amount"] for e in after if e.kind == "fans" and e.data.get("seat") == seat)
    if n <= 0:
        return line
    taken = [e for e in after if e.kind == "fans" and e.data.get("seat") == seat and e.data.get("why") == "steal"]
    if taken:
        giver = taken[0].data.get("giver", -1)
        m = sum(e.data["amount"] for e in taken)
        if giver == viewer:
            return ngettext("{line} (+{n} fans, {m} from you)", "{line} (+{n} fans, {m} from you)", n).format(
                line=line, n=n, m=m
            )
        return ngettext("{line} (+{n} fans, {m} from {p})", "{line} (+{n} fans, {m} from {p})", n).format(
            line=line, n=n, m=m, p=name(giver)
        )
    return ngettext("{line} (+{n} fan)", "{line} (+{n} fans)", n).format(line=line, n=n)


def _others_fans(line: str, att: int, after: list[Event], viewer: int | None, name: Callable[[int], str]) -> str:
    """``line`` with the fans every other player won in the combat (the defender's for a block, an
    ability's), each under its name, in the order won: public, so told with the attacker's deed."""
    won: dict[int, int] = {}
    for e in after:
        seat = e.data.get("seat")
        if e.kind == "fans" and isinstance(seat, int) and seat >= 0 and seat != att:
            won[seat] = won.get(seat, 0) + e.data["amount"]
    for seat, n in won.items():
        if n <= 0:
            continue
        if seat == viewer:
            line = ngettext("{line} (+{n} fan to you)", "{line} (+{n} fans to you)", n).format(line=line, n=n)
        else:
            line = ngettext("{line} (+{n} fan to {p})", "{line} (+{n} fans to {p})", n).format(
                line=line, n=n, p=name(seat)
            )
    return line


def digest(
    news: Sequence[tuple[int, Any, list[Event]]],
    viewer: int | None,
    name: Callable[[int], str],
    card_of: Callable[[int], int | None] = lambda uid: None,
) -> dict[int, list[str]]:
    """Seat → its summary sentences, oldest first, from ``news`` (``news.since_last_move``): each deed
    under the player who did it, the viewer's own (the end of a combat the viewer attacked in) under
    the viewer. ``name``: a seat's name; ``card_of``: a knight's card by uid on the table."""
    seen = _knights(news)

    def card(uid: int) -> int | None:
        return seen.get(uid, card_of(uid))

    out: dict[int, list[str]] = {}
    pending: dict[int, int] = {}  # seat → index of its attack line not yet revealed
    court: dict[int, tuple[int, int, list[int]]] = {}  # seat → (line index, court card, knights it went to)

    def say(seat: int, text: str) -> int:
        out.setdefault(seat, []).append(text)
        return len(out[seat]) - 1

    for seat, _step, events in news:
        told = 0  # events before this index are told by a combat's sentence
        for i, ev in enumerate(events):
            d = ev.data
            if ev.kind == "attack":
                pending[d["attacker"]] = say(d["attacker"], _head(d["attacker"], d["defender"], viewer, name))
            elif ev.kind == "reveal":
                att = d["attacker"]
                rest = events[i + 1 :]
                stop = next((j for j, e in enumerate(rest) if e.kind in ("turn_end", "reveal")), len(rest))
                after = rest[:stop]
                told = i + 1 + stop
                line = _("{head}: {what}").format(
                    head=_head(att, d["defender"], viewer, name), what=_combat(ev, after, card)
                )
                line = _fans(line, att, after, viewer, name)
                line = _others_fans(line, att, after, viewer, name)
                at = pending.pop(att, None)
                if at is not None and att in out:
                    out[att][at] = line
                else:
                    say(att, line)
            elif ev.kind in ("court_drawn", "carousel_add") and "seat" in d:
                court[d["seat"]] = (say(d["seat"], describe(ev, viewer, name).removesuffix(".")), d["card"], [])
            elif ev.kind == "court_target" and seat in court:
                at, c, targets = court[seat]
                targets.append(d["knight"])
                on = ", ".join(knight_name(k) for k in targets)
                if seat == viewer:
                    out[seat][at] = _("You play {c} on {k}").format(c=court_name(c), k=on)
                else:
                    out[seat][at] = _("{p} plays {c} on {k}").format(p=name(seat), c=court_name(c), k=on)
            elif ev.kind == "turn_ended" and not out.get(d["seat"]):  # A Knight's Tale: told when it is all
                say(d["seat"], describe(ev, viewer, name).removesuffix("."))
            elif ev.kind in AS_LOGGED or (ev.kind == "fans" and d.get("why") == "steal" and i >= told):
                text = describe(ev, viewer, name).removesuffix(".")
                if text:
                    say(d.get("seat", seat) if ev.kind != "decree" else seat, text)
            elif ev.kind == "knockout" and not any(e.kind == "reveal" for e in events[:i]):
                by = d.get("by", -1) if isinstance(d.get("by"), int) and d.get("by", -1) >= 0 else seat
                if by == viewer:  # out of combat: Fan Support, a court card
                    say(by, _("You knock out {k}").format(k=knight_name(d["card"])))
                else:
                    say(by, _("{p} knocks out {k}").format(p=name(by), k=knight_name(d["card"])))
    return {seat: [contract(line) for line in lines] for seat, lines in out.items()}
