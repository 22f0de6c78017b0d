"""Why a Glory bot made its move, in one translated sentence built from public information only.

A reason names what the move does and the public fact behind it — a registered duel, a knight on
the board, a support on the track, a card once it is played, the dice on the table — and never a
card in a hand, a secret objective, a title drawn, a chance or percentage, nor how the bot thinks.
``explain(view, seat, action)`` is called with the view the bot decided from (before the move).
"""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory.card_words import in_sentence
from game.games.glory.duel_text import item_name
from game.games.glory.effects import discount
from game.games.glory.state import GloryState
from game.games.glory.support_short import short_effect
from game.games.glory.tips import reward_text
from game.i18n import _, ngettext

LANCE_ITEMS = set(D.LANCE_SUPPORTS)
TENT_ITEMS = set(D.TENT_SUPPORTS)


def _my_towns(s: GloryState, seat: int) -> list[str]:
    """Towns of this seat's registered Pas d'Armes duels (public: coats of arms on the board)."""
    return [_(C.TOWN_NAMES[C.TOWNS[t]]) for t, row in enumerate(s.pas) for x in row if x.challenger == seat]


def _knight(kid: str) -> str:
    return _(C.KNIGHTS[kid].name) if kid in C.KNIGHTS else kid


def _duels_ahead(s: GloryState, seat: int) -> str:
    """What the seat's coming duels are, as the table shows them."""
    towns = _my_towns(s, seat)
    if len(towns) == 1:
        return _("for the {town} duel").format(town=towns[0])
    if towns:
        return _("for its duels in {towns}").format(towns=", ".join(towns))
    if s.bracket and f"p:{seat}" in s.bracket[0]:
        return _("for the joust")
    if s.phase in ("setup", "action", "journey") and (s.pas or s.bracket):
        return _("for this round's tournament")
    return _("for the tournaments to come")


def _upgrades_left(s: GloryState, seat: int) -> bool:
    p = s.players[seat]
    return p.mount < C.MAX_LEVEL or p.armor < C.MAX_LEVEL


def explain(view: GloryState, seat: int, action: tuple) -> str:
    """The sentence for ``action`` chosen by ``seat`` from ``view`` ('' when it needs none)."""
    kind = action[0]
    if view.duel is not None and view.duel.state is not None and seat in D.duel_actors(view.duel.state):
        return duel_reason(view.duel.state, seat, action)
    s, p = view, view.players[seat]
    if kind == "place":
        return _place(s, seat, action)
    if kind == "play":
        card = action[1]
        jc = C.JOURNEY.get(card)
        if jc is None:
            return ""
        if jc.type == "C":
            return _("plays {card}: a duel for its reward").format(card=in_sentence(_(jc.name)))
        if jc.type == "M":
            return ngettext("plays {card}: {gain} for {n} coin", "plays {card}: {gain} for {n} coins", jc.cost).format(
                card=in_sentence(_(jc.name)), gain=reward_text(jc.reward), n=jc.cost
            )
        return _("plays {card}: {gain} on the road").format(card=in_sentence(_(jc.name)), gain=reward_text(jc.reward))
    if kind == "stop":
        if p.hand:
            return ngettext(
                "ends its journey and keeps its card for later",
                "ends its journey and keeps its {n} cards for later",
                len(p.hand),
            ).format(n=len(p.hand))
        return _("ends its journey")
    if kind == "take":
        t, i = action[1], action[2]
        if i < 0:
            return _("draws a {type} card blind").format(type=_(C.JOURNEY_TYPE_NAMES[t]))
        jc = C.JOURNEY[s.face_up[t][i]]
        return _("takes {card} from the road, for {gain}").format(
            card=in_sentence(_(jc.name)), gain=reward_text(jc.reward)
        )
    if kind == "choose":
        from game.games.glory.labels import action_label

        return _("takes {gain}").format(gain=action_label(s, action))
    if kind == "keep_title":
        return _("keeps a secret title to aim for: glory at the end of the game if it is met")
    if kind == "exchange":
        return _("trades a journey card for a Strength token: one more red die for its first duels")
    if kind == "done":
        return ""
    if kind == "register":
        return _register(s, seat, action)
    if kind == "pass" and s.phase == "registration":
        if s.pas:
            return _("keeps to the duels it has: no second challenge")
        return _("waits to see where the others stand")
    if kind == "tournament":
        if action[1] == C.PAS:
            return _("chooses the Pas d'Armes: duels against knights in three towns, no elimination")
        return _("chooses the Joust à Plaisance: one path of duels to the trophy")
    if kind == "attempt":
        return _("fights a title's duel against a knight of attack {n}").format(n=C.TITLES["brave"].duel[0])
    if kind == "decline":
        return _("lets a title's duel go")
    if kind == "character":
        ch = C.CHARACTERS[action[1]]
        return _("starts as {name}: {glory} glory, {coins} coins and {strength} Strength to begin with").format(
            name=_(ch.name), glory=ch.glory, coins=ch.coins, strength=ch.strength
        )
    return ""


def _place(s: GloryState, seat: int, action: tuple) -> str:
    space = action[1]
    p = s.players[seat]
    name = _(C.ACTION_SPACES[space].name)
    if space in ("training", "warmup"):
        return _("takes {space}: Strength {why}").format(space=name, why=_duels_ahead(s, seat))
    if space == "prayer":
        return _("takes Prayer: Faith to reroll dice {why}").format(why=_duels_ahead(s, seat))
    if space in ("service", "patrol"):
        if _upgrades_left(s, seat) and s.round < 3:
            return _("takes {space}: coins for the Market").format(space=name)
        return _("takes {space}: coins").format(space=name)
    if space == "initiative":  # the track is reordered before this round's registration
        if s.round >= 3:
            return _("takes Initiative: first to register for the last tournament")
        return _("takes Initiative: first on the track from this round's tournament on")
    if space == "travel":
        return _("takes Travel Plans: more journey cards")
    if space == "market":
        item = action[2]
        level = getattr(p, item) + 1
        if level == C.MAX_LEVEL:
            return _("buys a level IV {item}: its best die face counts in every duel").format(
                item=_(C.EQUIPMENT_NAMES[item])
            )
        return _("buys a level {level} {item}: one more die in every duel").format(
            level="I" * level if level < 4 else "IV", item=_(C.EQUIPMENT_NAMES[item])
        )
    if space == "support":
        i = action[2]
        kind = C.SUPPORT_TILES.get(s.track[i], "")
        cost = discount(p, s.track_costs[i])
        return _support(kind, cost)
    if space == "herald":
        if s.pas and len(action) == 4:
            kid = s.pas[action[2]][action[3]].knight
            return _("sends its Herald: challenges {knight} in {town} before anyone else").format(
                knight=_knight(kid), town=_(C.TOWN_NAMES[C.TOWNS[action[2]]])
            )
        return _("sends its Herald: picks its place in the joust first")
    if space == "objective":
        return _("takes New Objective: draws three titles and keeps one, glory at the end of the game if it is met")
    if space == "event":
        ev = C.EVENTS[s.events[s.round - 1]]
        return _("takes the event, {event}, before anyone else").format(event=_(ev.name))
    return _("takes {space}").format(space=name)


def _support(kind: str, cost: int) -> str:
    sup = item_name(kind)
    if kind in ("minstrel", "lady"):
        glory = C.SUPPORT_ONCE_GAINS[kind][0][1]
        return _("takes the {support}: {n} glory points now").format(support=sup, n=glory)
    if kind in LANCE_ITEMS or kind in TENT_ITEMS:
        return ngettext(
            "takes the {support} for {n} coin: {effect}, in a duel every round",
            "takes the {support} for {n} coins: {effect}, in a duel every round",
            cost,
        ).format(support=sup, n=cost, effect=short_effect(kind))
    if kind in (D.SISTER, D.BISHOP):
        return _("takes the {support}: more dice to reroll with Faith").format(support=sup)
    if kind in ("king", "vassal"):
        return _("takes the {support}: a Prestige token").format(support=sup)
    if kind == "moneylender":
        return _("takes the Moneylender: six coins for two glory points")
    effect = short_effect(kind)
    if effect:  # what it is for, in a few words
        return ngettext(
            "takes the {support} for {n} coin: {effect}", "takes the {support} for {n} coins: {effect}", cost
        ).format(support=sup, n=cost, effect=effect)
    return ngettext("takes the {support} for {n} coin", "takes the {support} for {n} coins", cost).format(
        support=sup, n=cost
    )


def _register(s: GloryState, seat: int, action: tuple) -> str:
    if s.pas and len(action) == 3:
        kid = s.pas[action[1]][action[2]].knight
        k = C.KNIGHTS.get(kid)
        town = _(C.TOWN_NAMES[C.TOWNS[action[1]]])
        if k is None:
            return ""
        return ngettext(
            "challenges {knight} in {town}: {n} glory point to win",
            "challenges {knight} in {town}: {n} glory points to win",
            k.glory,
        ).format(knight=_knight(kid), town=town, n=k.glory)
    place = action[1]
    row = s.bracket[0] if s.bracket else []
    other = row[place ^ 1] if place ^ 1 < len(row) else ""
    if other.startswith("k:") and other[2:] in C.KNIGHTS:
        return _("takes place {n} of the joust, against {knight} first").format(n=place + 1, knight=_knight(other[2:]))
    return _("takes place {n} of the joust").format(n=place + 1)


# --------------------------------------------------------------------------- duels


def duel_reason(ds: D.DuelState, seat: int, action: tuple) -> str:
    """A duel move, from the duel as everyone sees it."""
    kind = action[0]
    try:
        me = D.side_of(ds, seat)
    except Exception:  # noqa: BLE001 - not this seat's duel
        return ""
    mine, theirs = D.attack_value(ds, me), D.attack_value(ds, 1 - me)
    behind = ds.rolled and (mine < theirs or (mine == theirs and D.tie_winner(ds)[0] != me))
    if kind == "strength":
        n = action[1]
        total = ds.sides[me].board_strength + n
        if total >= D.MAX_STRENGTH:
            return ngettext(
                "adds {n} Strength token: four in play light the red star for the whole duel",
                "adds {n} Strength tokens: four in play light the red star for the whole duel",
                n,
            ).format(n=n)
        return ngettext(
            "adds {n} Strength token: one more red die for the whole duel",
            "adds {n} Strength tokens: more red dice for the whole duel",
            n,
        ).format(n=n)
    if kind == "faith":
        return ngettext(
            "spends Faith and rerolls {n} die: behind in this clash",
            "spends Faith and rerolls {n} dice: behind in this clash",
            len(action[1]),
        ).format(n=len(action[1]))
    if kind == "lance":
        return (_("plays {item}: behind in this clash") if behind else _("plays {item} to make the clash safe")).format(
            item=item_name(action[1])
        )
    if kind == "relic":
        if action[1] == D.RING:
            return _("uses its Ring to reroll dice: behind in this clash")
        return (_("uses {item}: behind in this clash") if behind else _("uses {item} to make the clash safe")).format(
            item=item_name(action[1])
        )
    if kind == "tent":
        _step, colon, effect = short_effect(action[1]).partition(": ")  # "tent: +1 attack" → "+1 attack"
        if colon and effect:
            return _("plays {item} before the first clash: {effect}").format(item=item_name(action[1]), effect=effect)
        return _("plays {item} before the first clash").format(item=item_name(action[1]))
    if kind == "recover":
        return _("takes back what it spent in the lost duel")
    if kind == "pass":
        if ds.phase == D.STRENGTH:
            if ds.sides[me].board_strength:
                return _("keeps the Strength already in play")
            return _("keeps its Strength tokens for later")
        if ds.rolled and not behind:
            return _("holds back: ahead in this clash")
        if ds.rolled:
            return _("holds back what it has left")
        return ""
    return ""
