"""Short translated labels for Glory's actions (buttons, menus, the hot-seat list of moves).

``action_label(state, action)`` works on any state or view; duel moves use ``duel_text.action_label``.
"""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory.card_words import card_as_named
from game.games.glory.effects import discount
from game.games.glory.state import GloryState
from game.i18n import N_, _, ngettext, pgettext

LEVELS = ("", "I", "II", "III", "IV")  # mount and armor levels, in Roman numerals as on the panels


def _card(card: str) -> str:
    """A journey card's name as printed (Italian quotes it: «Il gioco», never "il gioco" as words)."""
    jc = C.JOURNEY.get(card)
    return card_as_named(card) if jc else _("a card")


def _gains(option: tuple) -> str:
    from game.games.glory.describe import gain_text

    return ", ".join(gain_text(what, value) for what, value in option)


def action_label(s: GloryState, action: tuple) -> str:
    """A short label for ``action`` in state ``s`` (the actor's point of view)."""
    kind = action[0]
    seat = s.actor
    if s.duel is not None:
        from game.games.glory.duel_text import action_label as duel_label

        return duel_label(action)
    if kind == "character":
        ch = C.CHARACTERS[action[1]]
        return _("{name} (level {level})").format(name=_(ch.name), level=ch.level)
    if kind == "keep_title":
        return _("Keep {title}").format(title=_(C.TITLES[action[1]].name)) if action[1] in C.TITLES else _("Keep")
    if kind == "exchange":
        return _("Exchange {card} for 1 Strength").format(card=_card(action[1]))
    if kind == "done":
        return _("Done")
    if kind == "take":
        t, i = action[1], action[2]
        if i == -1:
            return _("Draw a {type} card blind").format(type=_(C.JOURNEY_TYPE_NAMES[t]))
        return _("Take {card}").format(card=card_as_named(s.face_up[t][i]))  # Italian quotes the name
    if kind == "choose":
        top = s.pending[-1] if s.pending else None
        if top is not None and top.card in C.JOURNEY:
            return _gains(C.JOURNEY[top.card].reward[action[1]])
        return _("Option {n}").format(n=action[1] + 1)
    if kind == "attempt":
        return _("Fight for the Brave title")
    if kind == "decline":
        return _("Do not fight")
    if kind == "play":
        return _("Play {card}").format(card=_card(action[1]))
    if kind == "stop":
        return _("End your journey")
    if kind == "pass":
        if not s.pas:
            return _("Pass and see what the others do")
        mine = sum(slot.challenger == seat for row in s.pas for slot in row)
        return _("No more challenges") if mine >= 2 else _("No second challenge")
    if kind == "register":
        if len(action) == 3:
            town = C.TOWN_NAMES[C.TOWNS[action[1]]]
            knight = s.pas[action[1]][action[2]].knight
            return _("Challenge {knight} in {town}").format(knight=_(C.KNIGHTS[knight].name), town=_(town))
        return _("Take place {n} of the joust").format(n=action[1] + 1) + _against(s, action[1])
    if kind == "place":
        return _place_label(s, seat, action)
    if kind == "tournament" and action[1] in C.TOURNAMENT_NAMES:
        return _("{tournament} for round {r}").format(tournament=_(C.TOURNAMENT_NAMES[action[1]]), r=s.round + 1)
    if kind == "equipment":
        return _equipment_label(s, seat, action[1], action[2])
    return " ".join(str(x) for x in action)


def _against(s: GloryState, place: int) -> str:
    """ ", against Sir X (attack 7)" when a knight already stands beside joust place ``place``, else ""."""
    row = s.bracket[0] if s.bracket else []
    other = row[place ^ 1] if place ^ 1 < len(row) else ""
    if not other.startswith("k:") or other[2:] not in C.KNIGHTS:
        return ""
    k = C.KNIGHTS[other[2:]]
    return _(", against {knight} (attack {attack})").format(knight=_(k.name), attack=k.attack)


VETERAN_DIE = {"red": N_("Strength die"), "black": N_("Mount die"), "white": N_("Armor die")}


def knight_ability(k: C.Knight) -> str:
    """A knight's special rule in a few words ("Veteran (−1 mount die)"), or "" for a fixed attack."""
    if k.type == "polish":
        return _("Polish noble (+1 white die)")
    if k.veteran in VETERAN_DIE:
        die = _(VETERAN_DIE[k.veteran])
        return _("Veteran (−1 {die})").format(die=die[:1].lower() + die[1:])
    return ""


def challenge_label(s: GloryState, town: int, i: int) -> str:
    """A knight to challenge, short, with the numbers that decide and its special rule:
    "Oswald · Florence: attack 8, 3 glory · Veteran (−1 mount die)"."""
    k = C.KNIGHTS[s.pas[town][i].knight]
    text = _("{knight} · {town}: attack {a}, {g} glory").format(
        knight=_(k.name), town=_(C.TOWN_NAMES[C.TOWNS[town]]), a=k.attack, g=k.glory
    )
    ability = knight_ability(k)
    return _("{challenge} · {ability}").format(challenge=text, ability=ability) if ability else text


def price_words(p, printed: int) -> str:
    """What ``p`` pays for a Market or support price printed ``printed``: "3 coins", or with its
    reason when the player pays less than the board shows ("2 coins, Diplomat −1")."""
    n = discount(p, printed)
    paid = ngettext("{n} coin", "{n} coins", n).format(n=n)
    if n == printed:
        return paid
    return _("{paid}, {support} −{d}").format(paid=paid, support=_(C.SUPPORT_KINDS["diplomat"].name), d=printed - n)


def _place_label(s: GloryState, seat: int, action: tuple) -> str:
    space = action[1]
    name = _(C.ACTION_SPACES[space].name)
    p = s.players[seat] if 0 <= seat < s.n else None
    if space == "market" and p is not None:
        item = action[2]
        level = getattr(p, item) + 1
        return _("{space}: {item} to level {level} ({price})").format(
            space=name,
            item=_(C.EQUIPMENT_NAMES[item]),
            level=LEVELS[level],
            price=price_words(p, C.MARKET_PRICES[level]),
        )  # as on the panels
    if space == "support" and p is not None:
        i = action[2]
        kind = C.SUPPORT_TILES.get(s.track[i], "")
        support = _(C.SUPPORT_KINDS[kind].name) if kind else "?"
        price = price_words(p, s.track_costs[i])
        lost = -sum(v for what, v in C.SUPPORT_ONCE_GAINS.get(kind, ()) if what == "glory" and v < 0)
        if lost:  # a price paid in glory too belongs on the button, not only in its tooltip
            return _("{space}: {support} ({price}, −{g} glory)").format(
                space=name, support=support, price=price, g=lost
            )
        return _("{space}: {support} ({price})").format(space=name, support=support, price=price)
    if space == "herald":
        if len(action) == 4:
            knight = s.pas[action[2]][action[3]].knight
            return _("{space}: challenge {knight} in {town}").format(
                space=name, knight=_(C.KNIGHTS[knight].name), town=_(C.TOWN_NAMES[C.TOWNS[action[2]]])
            )
        return _("{space}: place {n} of the joust").format(space=name, n=action[2] + 1) + _against(s, action[2])
    if space == "event":
        ev = C.EVENTS[s.events[s.round - 1]]
        if len(action) == 3:
            return _("{event}: {item} to level IV").format(event=_(ev.name), item=_(C.EQUIPMENT_NAMES[action[2]]))
        return _(ev.name)
    return name


def _equipment_label(s: GloryState, seat: int, mount: int, armor: int) -> str:
    p = s.players[seat] if 0 <= seat < s.n else None
    if p is not None and (mount, armor) == (p.mount, p.armor):
        return _("Keep the character's equipment")
    return _("Mount level {m}, armor level {a}").format(m=LEVELS[mount], a=LEVELS[armor])


PASS_LABELS = {
    "tent": N_("No tent"),
    "strength": N_("No Strength"),
    "faith": N_("Keep the dice"),
    "lance1": N_("No lance"),
    "lance2": N_("No 2nd lance"),
    "relic": N_("No relic"),
    "recover": N_("Take nothing back"),
}


def duel_pass_label(step: str) -> str:
    """Pass in a duel step, saying what is passed: two steps in a row never show the same "Pass"
    in the same place for different things."""
    return _(PASS_LABELS[step]) if step in PASS_LABELS else pgettext("duel action", "Pass")
