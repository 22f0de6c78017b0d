"""The moves a Glory player might expect but cannot make now, each with its reason (pure: no pygame).

``unavailable(view, seat)`` reads only that seat's view and returns ``Unavailable`` entries whose
``family`` names the bar group they belong to (``FAMILIES``): the table shows them disabled in that
group, with the reason, so "Destrier" greyed out says it needs Mount III first.
"""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory.actions import circles, herald_targets
from game.games.glory.effects import discount, gain_useful, option_useful
from game.games.glory.journey import playable
from game.games.glory.state import GloryState, PlayerState
from game.i18n import _, ngettext
from game.ui.presentation import Unavailable

RESOURCES, PLANS, MARKET, HERALD, JOURNEY = "resources", "plans", "market", "herald", "journey"
FAMILIES = (RESOURCES, PLANS, MARKET, HERALD, JOURNEY)
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}


def unavailable(view: GloryState, seat: int) -> list[Unavailable]:
    """What ``seat`` cannot do now and why (empty when it is not their decision)."""
    if view is None or view.actor != seat or not 0 <= seat < view.n or view.duel is not None or view.pending:
        return []
    p = view.players[seat]
    if view.phase == "action":
        return _spaces(view, p) + _market(view, p) + _herald(view, p)
    if view.phase in ("journey", "bonus_journey", "final_journey"):
        return [Unavailable(_(C.JOURNEY[c].name), _card_reason(view, p, c), JOURNEY) for c in _unplayable(view, p)]
    return []


def _coins(p: PlayerState, n: int) -> str:
    return ngettext("needs {n} coin, you have {have}", "needs {n} coins, you have {have}", n).format(n=n, have=p.coins)


def _spaces(s: GloryState, p: PlayerState) -> list[Unavailable]:
    out = []
    for space, family in (("training", RESOURCES), ("prayer", RESOURCES), ("service", RESOURCES), ("travel", PLANS)):
        n = circles(s, space)
        if n and len(s.spaces[space]) >= n:
            out.append(
                Unavailable(_(C.ACTION_SPACES[space].name), _("every circle is taken"), family, ("space", space))
            )
    if not any(s.face_up[t] or s.decks[t] for t in C.JOURNEY_TYPES):
        out.append(
            Unavailable(_(C.ACTION_SPACES["travel"].name), _("no journey card is left"), PLANS, ("space", "travel"))
        )
    name = _(C.ACTION_SPACES["initiative"].name)
    if p.seat in s.initiative_pawns:
        out.append(Unavailable(name, _("your pawn is already there"), PLANS, ("space", "initiative")))
    elif len(s.initiative_pawns) >= len(s.initiative):
        out.append(Unavailable(name, _("every place is taken"), PLANS, ("space", "initiative")))
    if not (s.title_deck or s.title_discard):
        name = _(C.ACTION_SPACES["objective"].name)
        out.append(Unavailable(name, _("no title card is left"), PLANS, ("space", "objective")))
    out += _event(s, p)
    return out


def _event(s: GloryState, p: PlayerState) -> list[Unavailable]:
    ev = C.EVENTS[s.events[s.round - 1]]
    if not ev.action:
        return []
    name = _(ev.name)
    here = ("space", "event")
    if s.spaces["event"]:
        return [Unavailable(name, _("its space is taken this round"), PLANS, here)]
    for what, n in ev.cost:
        if getattr(p, what) < n:
            return [Unavailable(name, _coins(p, n) if what == "coins" else _("you cannot pay its cost"), PLANS, here)]
    if ev.id == "loot" and 3 not in (p.mount, p.armor):
        return [Unavailable(name, _("needs your mount or armor at level III"), PLANS, here)]
    return []


def _market(s: GloryState, p: PlayerState) -> list[Unavailable]:
    out = []
    market = _(C.ACTION_SPACES["market"].name)
    for item in ("mount", "armor"):
        level = getattr(p, item)
        what = f"{market}: {_(C.EQUIPMENT_NAMES[item])}"
        if level >= C.MAX_LEVEL:
            out.append(Unavailable(what, _("already at level IV"), MARKET, ("space", "market")))
        elif p.coins < (n := discount(p, C.MARKET_PRICES[level + 1])):
            out.append(Unavailable(f"{what} {ROMAN[level + 1]}", _coins(p, n), MARKET, ("space", "market")))
    support = _(C.ACTION_SPACES["support"].name)
    for i, tile in enumerate(s.track):
        if tile and p.coins < (n := discount(p, s.track_costs[i])):
            kind = C.SUPPORT_KINDS[C.SUPPORT_TILES[tile]].name
            out.append(Unavailable(f"{support}: {_(kind)}", _coins(p, n), MARKET, ("track", i)))
    return out


def _herald(s: GloryState, p: PlayerState) -> list[Unavailable]:
    name = _(C.ACTION_SPACES["herald"].name)
    if p.herald_used and not s.pas:
        return [Unavailable(name, _("you have used the Herald this round"), HERALD, ("space", "herald"))]
    if not herald_targets(s, p.seat):
        why = _("you are already registered") if _registered(s, p.seat) else _("no free place to register")
        return [Unavailable(name, why, HERALD, ("space", "herald"))]
    return []


def _registered(s: GloryState, seat: int) -> bool:
    if s.pas:
        return any(x.challenger == seat for row in s.pas for x in row)
    return bool(s.bracket) and f"p:{seat}" in s.bracket[0]


def _unplayable(s: GloryState, p: PlayerState) -> list[str]:
    return sorted({c for c in p.hand if c in C.JOURNEY and not playable(s, p.seat, c)})


def _card_reason(s: GloryState, p: PlayerState, card: str) -> str:
    """Why ``card`` cannot be played, every reason at once: its price, and why none of its rewards
    would apply (so paying first is never met by a second refusal)."""
    jc = C.JOURNEY[card]
    reasons = [_coins(p, jc.cost)] if jc.type == "M" and p.coins < jc.cost else []
    if not any(option_useful(p, s, option) for option in jc.reward):
        for option in jc.reward:
            for what, value in option:
                why = _gain_reason(p, what, value)
                if not gain_useful(p, s, what, value) and why not in reasons:
                    reasons.append(why)
    return "; ".join(reasons) or _("it would give you nothing now")


def _gain_reason(p: PlayerState, what: str, value: object) -> str:
    if what in ("mount", "armor"):
        level, item = int(value), _(C.EQUIPMENT_WORDS[what])
        if getattr(p, what) >= level:
            return _("your {item} is already at level {level}").format(item=item, level=ROMAN[getattr(p, what)])
        return _("needs {item} {level} first").format(item=item, level=ROMAN[level - 1])
    if what == "relic":
        return _("no {relic} is left").format(relic=_(C.RELIC_NAMES[str(value)]))
    if what == "prestige":
        if value in p.prestige:
            return _("you already have the {colour} Prestige token").format(colour=_(C.PRESTIGE_NAMES[str(value)]))
        return _("no {colour} Prestige token is left").format(colour=_(C.PRESTIGE_NAMES[str(value)]))
    if what == "support":
        return _("no {support} is left").format(support=_(C.SUPPORT_KINDS[str(value)].name))
    if what == "titles":
        return _("no title card is left")
    return _("it would give you nothing now")
