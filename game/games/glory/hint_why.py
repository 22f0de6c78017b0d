"""The Hint's *why* for choices whose card already tells what they are (a character, a title kept):
what the choice is worth to this player, not the card's text again.

* A character: what it brings over the whole game (its start plus three rounds of income, a support
  it starts with), and where it leads the other characters the player was offered.
* A title: the glory it is worth and how far the player is from it now (what is still missing, or
  that they already meet it), from their own holdings only.
* The next round's tournament: how much more glory it is worth to the player than the other type,
  against their rivals (the valuation on worlds dealt from their view).
"""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory.describe import gain_text
from game.games.glory.duel_captions import ROMAN
from game.games.glory.state import GloryState, PlayerState
from game.games.glory.tips import and_list, title_text_part
from game.i18n import _, ngettext

INCOMES = 3  # a character's income comes at each of the three rounds' maintenance


def _totals(char_id: str) -> dict[str, int]:
    """What a character brings over the game: its start plus every round's income."""
    ch = C.CHARACTERS[char_id]
    return {
        "glory": ch.glory,
        "coins": ch.coins + INCOMES * ch.income_coins,
        "strength": ch.strength + INCOMES * ch.income_strength,
        "faith": ch.faith + INCOMES * ch.income_faith,
        "equipment": ch.mount + ch.armor,
    }


def character_why(view: GloryState, seat: int, char_id: str, compare: bool = True) -> str:
    """Why this character: its whole-game resources, and what it leads the other offered characters
    in (when it leads in anything; ``compare`` False for a bot's pick, whose offer is its own secret)."""
    mine = _totals(char_id)
    offered = view.players[seat].choices if compare else []
    others = [_totals(c) for c in offered if c in C.CHARACTERS and c != char_id]
    total = _("over the game it brings {coins}, {strength} and {faith} with its income").format(
        coins=gain_text("coins", mine["coins"]),
        strength=gain_text("strength", mine["strength"]),
        faith=gain_text("faith", mine["faith"]),
    )
    ch = C.CHARACTERS[char_id]
    if ch.support in C.SUPPORT_KINDS:
        total = _("{total}, and it starts with the {support}").format(
            total=total, support=_(C.SUPPORT_KINDS[ch.support].name)
        )
    if not others:
        return total
    words = {
        "glory": _("the most glory to start"),
        "coins": _("the most coins"),
        "strength": _("the most Strength"),
        "faith": _("the most Faith"),
        "equipment": _("the best mount and armor"),
    }
    leads = [words[k] for k in words if all(mine[k] > o[k] for o in others)]
    if not leads:
        return total
    return _("{leads} of your choices: {total}").format(leads=and_list(leads), total=total)


def _have(p: PlayerState, what: str) -> int:
    """How much of a title's need ``what`` the player holds now."""
    if what in ("coins", "strength", "faith"):
        return getattr(p, what)
    if what == "relics":
        return len(p.relics)
    if what == "prestige":
        return len(p.prestige)
    if what == "supports":
        return len(p.supports)
    return sum(1 for t in p.supports if t.kind == what)


def _need_words(what: str, n: int) -> str:
    if what in C.SUPPORT_KINDS:
        return f"{n} × {_(C.SUPPORT_KINDS[what].name)}"
    return title_text_part(what, n)


def missing(p: PlayerState, title_id: str) -> list[str]:
    """What ``p`` still lacks for ``title_id`` (each need on its own, in words); [] when met now."""
    t = C.TITLES[title_id]
    out = [_need_words(what, n - _have(p, what)) for what, n in t.needs if _have(p, what) < n]
    if t.played is not None:
        kind, n = t.played
        done = sum(1 for c in p.discard if c[0] == kind)
        if done < n:
            out.append(
                ngettext("{n} more {type} card played", "{n} more {type} cards played", n - done).format(
                    n=n - done, type=_(C.JOURNEY_TYPE_NAMES[kind])
                )
            )
    if t.equipped:
        if p.mount < C.MAX_LEVEL or p.armor < C.MAX_LEVEL:
            out.append(_("mount and armor at level IV"))
    if t.no_rogue_used and p.used_rogue:
        out.append(_("never used a Rogue"))
    return [w for w in out if w]


def progress(p: PlayerState, title_id: str) -> str:
    """How far ``p`` is towards ``title_id`` now, each part of its condition ("3 of 5 supports", "2 of 5
    Challenge cards played"); '' for a title won in a duel (nothing to count before it)."""
    t = C.TITLES[title_id]
    if t.duel is not None:
        return ""
    parts = []
    for what, n in t.needs:
        have = min(_have(p, what), n)
        if what in C.SUPPORT_KINDS:
            parts.append(_("{have} of {n} × {support}").format(have=have, n=n, support=_(C.SUPPORT_KINDS[what].name)))
        else:
            parts.append(_("{have} of {need}").format(have=have, need=title_text_part(what, n)))
    if t.played is not None:
        kind, n = t.played
        done = min(n, sum(1 for c in p.discard if c[0] == kind))
        parts.append(
            ngettext("{have} of {n} {type} card played", "{have} of {n} {type} cards played", n).format(
                have=done, n=n, type=_(C.JOURNEY_TYPE_NAMES[kind])
            )
        )
    if t.equipped:
        parts.append(
            _("mount at level {mount}, armor at level {armor} (IV needed)").format(
                mount=ROMAN[p.mount], armor=ROMAN[p.armor]
            )
        )
    if t.no_rogue_used:
        parts.append(_("a Rogue used: the title is lost") if p.used_rogue else _("no Rogue used so far"))
    done = not missing(p, title_id)
    head = _("You meet it now:") if done else _("So far:")
    return f"{head} {'; '.join(parts)}." if parts else ""


def lacking(p: PlayerState, title_id: str) -> int:
    """How many things ``p`` still lacks for ``title_id``, for the verb's number ("1 Strength token" is
    one; two needs, or 2 of one, are more): the count of its one lacking need, else their sum."""
    t = C.TITLES[title_id]
    counts = [n - _have(p, what) for what, n in t.needs if _have(p, what) < n]
    if t.played is not None:
        kind, n = t.played
        done = sum(1 for c in p.discard if c[0] == kind)
        counts += [n - done] if done < n else []
    if t.equipped and (p.mount < C.MAX_LEVEL or p.armor < C.MAX_LEVEL):
        counts.append(2)  # mount and armor
    if t.no_rogue_used and p.used_rogue:
        counts.append(1)
    return sum(counts)


def title_why(view: GloryState, seat: int, title_id: str) -> str:
    """Why keep this title, said to the player: its glory, and what they still lack for it now."""
    t = C.TITLES[title_id]
    if t.duel is not None:
        return ngettext(
            "{n} glory point if you win a duel against attack {a} before the scoring",
            "{n} glory points if you win a duel against attack {a} before the scoring",
            t.glory,
        ).format(n=t.glory, a=t.duel[0])
    lack = missing(view.players[seat], title_id)
    if not lack:
        return ngettext(
            "{n} glory point at the end of the game, and you already meet it",
            "{n} glory points at the end of the game, and you already meet it",
            t.glory,
        ).format(n=t.glory)
    need = ngettext("you still need {lack}", "you still need {lack}", lacking(view.players[seat], title_id))
    return ngettext(
        "{n} glory point at the end of the game; {need}",
        "{n} glory points at the end of the game; {need}",
        t.glory,
    ).format(n=t.glory, need=need.format(lack=and_list(lack)))


def tournament_why(view: GloryState, seat: int, kind: str) -> str:
    """Why this tournament for the next round, said to the player who chooses: how much more glory
    it is worth to them against their rivals than the other type (the valuation's reckoning, on
    worlds dealt from their view), about even, or '' when the valuation prefers the other."""
    from game.core.rng import Rng
    from game.games.glory import RULES, policy
    from game.games.glory.advisor import position_seed
    from game.games.glory.weights import HARD

    values = policy.tournament_values(RULES, view, seat, Rng.from_seed(position_seed(view, seat)), wt=HARD)
    mine = values.get(("tournament", kind))
    others = [(a[1], v) for a, v in values.items() if a[1] != kind]
    if mine is None or not others:
        return ""
    other, theirs = max(others, key=lambda o: o[1])
    more = round(mine - theirs)
    name = _(C.TOURNAMENT_NAMES[other])
    if more <= -1:
        return ""
    if more < 1:
        return _("about as much glory for you as the {other}, weighed against your rivals").format(other=name)
    return ngettext(
        "worth about {n} glory point more to you than the {other}, weighed against your rivals",
        "worth about {n} glory points more to you than the {other}, weighed against your rivals",
        more,
    ).format(n=more, other=name)
