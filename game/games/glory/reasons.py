"""Why a Glory bot made its move, in one translated sentence built from public information only.

A reason names what the move does and the public fact behind it — a registered duel, a knight on
the board, a support on the track, a card once it is played, the dice on the table — and never a
card in a hand, a secret objective, a title drawn, a chance or percentage, nor how the bot thinks.
``explain(view, seat, action)`` is called with the view the bot decided from (before the move);
``you=True`` gives the words the Hint tells the player instead: why the move is good, said to them
("you pick your place in the joust first"), without the move's name (the Hint names it).
"""

from __future__ import annotations

from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory.brave import best_attack, brave_attack
from game.games.glory.describe import gain_text
from game.games.glory.duel_text import item_name
from game.games.glory.duels_left import last_round, later_duel
from game.games.glory.effects import discount
from game.games.glory.hint_why import character_why, title_why, tournament_why
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


def _duels_ahead(s: GloryState, seat: int, you: bool = False) -> str:
    """What the seat's coming duels are, as the table shows them."""
    towns = _my_towns(s, seat)
    if len(towns) == 1:
        return _("for the {town} duel").format(town=towns[0])
    if towns:
        words = _("for your duels in {towns}") if you else _("for its duels in {towns}")
        return words.format(towns=", ".join(towns))
    if s.bracket and f"p:{seat}" in s.bracket[0]:
        return _("for the joust")
    if s.phase in ("setup", "action", "journey") and (s.pas or s.bracket):
        return _("for this round's tournament")
    return _("for the tournaments to come")


def _upgrades_left(s: GloryState, seat: int) -> bool:
    p = s.players[seat]
    return p.mount < C.MAX_LEVEL or p.armor < C.MAX_LEVEL


def _either(you: bool, bot: str, to_you: str) -> str:
    """The bot's words or the Hint's (both translated, with the same fields to fill)."""
    return to_you if you else bot


def explain(view: GloryState, seat: int, action: tuple, you: bool = False) -> str:
    """The sentence for ``action`` chosen by ``seat`` from ``view`` ('' when it needs none); ``you``:
    the Hint's words for it, told to the player without the move's name."""
    kind = action[0]
    if view.duel is not None and view.duel.state is not None and seat in D.duel_actors(view.duel.state):
        return duel_reason(view.duel.state, seat, action, you, later=later_duel(view, seat))
    s, p = view, view.players[seat]
    if kind == "place":
        return _place(s, seat, action, you)
    if kind == "play":
        return _play(action[1], you)
    if kind == "stop":
        if p.hand:
            return (
                ngettext(
                    "ends its journey and keeps its card for later",
                    "ends its journey and keeps its {n} cards for later",
                    len(p.hand),
                ).format(n=len(p.hand))
                if not you
                else ngettext(
                    "you keep your card for a later journey, when its reward serves you better",
                    "you keep your {n} cards for a later journey, when their rewards serve you better",
                    len(p.hand),
                ).format(n=len(p.hand))
            )
        return _either(you, _("ends its journey"), _("you have no journey card left to play"))
    if kind == "take":
        t, i = action[1], action[2]
        if i < 0:
            return _either(
                you,
                _("draws a {type} card blind"),
                _("a {type} card from the deck, maybe better than those on the road"),
            ).format(type=_(C.JOURNEY_TYPE_NAMES[t]))
        jc = C.JOURNEY[s.face_up[t][i]]
        if you and jc.type == "M":  # a purchase: what it costs beside what it brings
            return ngettext(
                "{gain} on your journey, for {n} coin when you play it",
                "{gain} on your journey, for {n} coins when you play it",
                jc.cost,
            ).format(gain=reward_text(jc.reward), n=jc.cost)
        return _either(you, _("takes {card} from the road, for {gain}"), _("{gain} on your journey")).format(
            card=_(jc.name), gain=reward_text(jc.reward)
        )
    if kind == "choose":
        from game.games.glory.labels import action_label

        if you:
            return _("the reward that serves you best now")
        return _("takes {gain}").format(gain=action_label(s, action))
    if kind == "keep_title":
        if you and action[1] in C.TITLES:
            return title_why(view, seat, action[1])
        return _("keeps a secret title to aim for: glory at the end of the game if it is met")
    if kind == "exchange":
        return _either(
            you,
            _("trades a journey card for a Strength token: one more red die for its first duels"),
            _("one more red die for your first duels"),
        )
    if kind == "done":
        if you and p.hand:
            return ngettext(
                "you keep your journey card for your journey instead of trading it for Strength",
                "you keep your {n} journey cards for your journey instead of trading them for Strength",
                len(p.hand),
            ).format(n=len(p.hand))
        return ""
    if kind == "register":
        return _register(s, seat, action, you)
    if kind == "pass" and s.phase == "registration":
        if s.pas:
            return _either(
                you,
                _("keeps to the duels it has: no second challenge"),
                _("you keep to the duels you have: your Strength and supports go further in fewer duels"),
            )
        return _either(
            you, _("waits to see where the others stand"), _("you wait to see where the others stand, then choose")
        )
    if kind == "tournament":
        worth = tournament_why(view, seat, action[1]) if you else ""
        if worth:
            return worth
        if action[1] == C.PAS:
            return _either(
                you,
                _("chooses the Pas d'Armes: duels against knights in three towns, no elimination"),
                _("duels against knights in three towns, no elimination"),
            )
        return _either(
            you,
            _("chooses the Joust à Plaisance: one path of duels to the trophy"),
            _("one path of duels to the trophy"),
        )
    if kind == "attempt":
        return _either(
            you,
            _("fights a title's duel against a knight of attack {n}"),
            _("beat a knight of attack {n} and the title is yours"),
        ).format(n=C.TITLES["brave"].duel[0])
    if kind == "decline":
        if not you:
            return _("lets a title's duel go")
        best, need = best_attack(p), brave_attack()
        if best < need:
            return _("your best attack is {best}, short of the knight's {n}: the Brave title is out of reach").format(
                best=best, n=need
            )
        return _("you keep your Strength tokens for the titles scored next")
    if kind == "character":  # a bot's: what the character brings over the game, never what else it was offered
        why = character_why(view, seat, action[1], compare=you)
        return why if you else _("takes {name}: {why}").format(name=_(C.CHARACTERS[action[1]].name), why=why)
    return ""


def _play(card: str, you: bool) -> str:
    """Playing journey card ``card`` on the road."""
    jc = C.JOURNEY.get(card)
    if jc is None:
        return ""
    name, gain = _(jc.name), reward_text(jc.reward)  # quoted as printed in Italian
    if jc.type == "C":
        return _either(you, _("plays {card}: a duel for its reward"), _("a duel for the card's reward")).format(
            card=name
        )
    if jc.type == "M":
        if you:
            return ngettext("{gain} for {n} coin", "{gain} for {n} coins", jc.cost).format(gain=gain, n=jc.cost)
        return ngettext("plays {card}: {gain} for {n} coin", "plays {card}: {gain} for {n} coins", jc.cost).format(
            card=name, gain=gain, n=jc.cost
        )
    return _either(you, _("plays {card}: {gain} on the road"), _("{gain} on the road")).format(card=name, gain=gain)


def _place(s: GloryState, seat: int, action: tuple, you: bool = False) -> str:
    space = action[1]
    p = s.players[seat]
    name = _(C.ACTION_SPACES[space].name)
    if space in ("training", "warmup"):
        if you:
            return _strength_for_you(s, seat, dict(C.ACTION_GAINS[space])["strength"])
        return _("takes {space}: Strength {why}").format(space=name, why=_duels_ahead(s, seat))
    if space == "prayer":
        return _either(you, _("takes Prayer: Faith to reroll dice {why}"), _("Faith to reroll dice {why}")).format(
            why=_duels_ahead(s, seat, you)
        )
    if space in ("service", "patrol"):
        coins = dict(C.ACTION_GAINS[space])["coins"]
        if _upgrades_left(s, seat) and s.round < 3:
            if you:
                return ngettext(
                    "{n} coin for the Market: a level of mount or armor is one more die in every duel",
                    "{n} coins for the Market: a level of mount or armor is one more die in every duel",
                    coins,
                ).format(n=coins)
            return _("takes {space}: coins for the Market").format(space=name)
        if you:
            return ngettext(
                "{n} coin for supports and journey cards", "{n} coins for supports and journey cards", coins
            ).format(n=coins)
        return _("takes {space}: coins").format(space=name)
    if space == "initiative":  # the track is reordered before this round's registration
        if s.round >= 3:
            return _either(
                you,
                _("takes Initiative: first to register for the last tournament"),
                _("you register first for the last tournament, before anyone takes the duel you want"),
            )
        return _either(
            you,
            _("takes Initiative: first on the track from this round's tournament on"),
            _("you are first on the track from this round's tournament on: first to register, and ties go to you"),
        )
    if space == "travel":
        return _travel(s, p, you)
    if space == "market":
        item = action[2]
        level = getattr(p, item) + 1
        if level == C.MAX_LEVEL:
            return _either(
                you,
                _("buys a level IV {item}: its best die face counts in every duel"),
                _("its best die face counts in every duel"),
            ).format(item=_(C.EQUIPMENT_WORDS[item]))
        return _either(
            you, _("buys a level {level} {item}: one more die in every duel"), _("one more die in every duel")
        ).format(level="I" * level if level < 4 else "IV", item=_(C.EQUIPMENT_WORDS[item]))
    if space == "support":
        i = action[2]
        kind = C.SUPPORT_TILES.get(s.track[i], "")
        cost = discount(p, s.track_costs[i])
        return _support(kind, cost, you, last=last_round(s))
    if space == "herald":
        if s.pas and len(action) == 4:
            kid = s.pas[action[2]][action[3]].knight
            return _either(
                you,
                _("sends its Herald: challenges {knight} in {town} before anyone else"),
                _("you challenge {knight} in {town} before anyone else"),
            ).format(knight=_knight(kid), town=_(C.TOWN_NAMES[C.TOWNS[action[2]]]))
        return _either(
            you, _("sends its Herald: picks its place in the joust first"), _("you pick your place in the joust first")
        )
    if space == "objective":
        return _either(
            you,
            _("takes New Objective: draws three titles and keeps one, glory at the end of the game if it is met"),
            _("you draw three titles and keep one, glory at the end of the game if you meet it"),
        )
    if space == "event":
        ev = C.EVENTS[s.events[s.round - 1]]
        if you and ev.cost:  # a purchase: what it costs
            return _("no one else can take {event} this round; it costs you {cost}").format(
                event=_(ev.name), cost=", ".join(gain_text(what, n) for what, n in ev.cost)
            )
        return _either(
            you, _("takes the event, {event}, before anyone else"), _("no one else can take {event} this round")
        ).format(event=_(ev.name))
    return "" if you else _("takes {space}").format(space=name)


def _strength_for_you(s: GloryState, seat: int, gain: int) -> str:
    """Why Strength is worth taking, said to the player: what their total lets them do in their duels
    (four in play make each red die's star count as 5 for a whole duel)."""
    total = s.players[seat].strength + gain
    why = _duels_ahead(s, seat, you=True)
    if total >= D.MAX_STRENGTH:
        duels = total // D.MAX_STRENGTH
        return ngettext(
            "{n} Strength {why}: you will have {total}, enough to put four in play in {duels} duel, where four make "
            "each red die's star count as 5 (its best face)",
            "{n} Strength {why}: you will have {total}, enough to put four in play in {duels} duels, where four make "
            "each red die's star count as 5 (its best face)",
            duels,
        ).format(n=gain, why=why, total=total, duels=duels)
    return _("{n} Strength {why}: each one in play adds a red die to the duel").format(n=gain, why=why)


def _travel(s: GloryState, p, you: bool) -> str:
    """Travel Plans: journey cards, and for the player the best reward on the road now."""
    if not you:
        return _("takes Travel Plans: more journey cards")
    n = C.TRAVEL_CARDS + sum(1 for t in p.supports if t.kind == "queen")
    return ngettext(  # no card named: the cards the Hint then picks are chosen later, on their own
        "you pick {n} journey card: its reward comes on your journey at the end of the round",
        "you pick {n} journey cards: their rewards come on your journey at the end of the round",
        n,
    ).format(n=n)


def _support(kind: str, cost: int, you: bool = False, last: bool = False) -> str:
    sup = item_name(kind)
    if kind in ("minstrel", "lady"):
        glory = C.SUPPORT_ONCE_GAINS[kind][0][1]
        return _either(you, _("takes the {support}: {n} glory points now"), _("{n} glory points now")).format(
            support=sup, n=glory
        )
    if kind in LANCE_ITEMS or kind in TENT_ITEMS:
        if you:  # the Hint's move already says what it does (the market's entry)
            return _("you can use it in your duels this round") if last else _("you can use it in a duel every round")
        return ngettext(
            "takes the {support} for {n} coin: {effect}, in a duel every round",
            "takes the {support} for {n} coins: {effect}, in a duel every round",
            cost,
        ).format(support=sup, n=cost, effect=short_effect(kind))
    if kind in (D.SISTER, D.BISHOP):
        return _either(
            you, _("takes the {support}: more dice to reroll with Faith"), _("more dice to reroll with Faith")
        ).format(support=sup)
    if kind in ("king", "vassal"):
        return _either(you, _("takes the {support}: a Prestige token"), _("a Prestige token")).format(support=sup)
    if kind == "moneylender":
        return _either(
            you, _("takes the Moneylender: six coins for two glory points"), _("six coins for two glory points")
        )
    effect = short_effect(kind)
    if you:
        return _("you keep it for the rest of the game")  # the Hint's move already says what it does
    if effect:  # what it is for, in a few words
        return ngettext(
            "takes the {support} for {n} coin: {effect}", "takes the {support} for {n} coins: {effect}", cost
        ).format(support=sup, n=cost, effect=effect)
    return ngettext("takes the {support} for {n} coin", "takes the {support} for {n} coins", cost).format(
        support=sup, n=cost
    )


def _register(s: GloryState, seat: int, action: tuple, you: bool = False) -> str:
    if s.pas and len(action) == 3:
        kid = s.pas[action[1]][action[2]].knight
        k = C.KNIGHTS.get(kid)
        town = _(C.TOWN_NAMES[C.TOWNS[action[1]]])
        if k is None:
            return ""
        if you:
            return ngettext("{n} glory point if you win", "{n} glory points if you win", k.glory).format(n=k.glory)
        return ngettext(
            "challenges {knight} in {town}: {n} glory point to win",
            "challenges {knight} in {town}: {n} glory points to win",
            k.glory,
        ).format(knight=_knight(kid), town=town, n=k.glory)
    place = action[1]
    row = s.bracket[0] if s.bracket else []
    other = row[place ^ 1] if place ^ 1 < len(row) else ""
    if other.startswith("k:") and other[2:] in C.KNIGHTS:
        return _either(
            you, _("takes place {n} of the joust, against {knight} first"), _("you meet {knight} first")
        ).format(n=place + 1, knight=_knight(other[2:]))
    if you:
        if other.startswith("p:"):
            return ngettext(
                "a player there first: {n} glory point if you beat them",
                "a player there first: {n} glory points if you beat them",
                D.PLAYER_GLORY_VALUE,
            ).format(n=D.PLAYER_GLORY_VALUE)
        return _("no one is drawn against you there yet")
    return _("takes place {n} of the joust").format(n=place + 1)


# --------------------------------------------------------------------------- duels


def duel_reason(ds: D.DuelState, seat: int, action: tuple, you: bool = False, later: bool = True) -> str:
    """A duel move, from the duel as everyone sees it (``you``: the Hint's words for it; ``later``: a
    duel may still come after this one)."""
    kind = action[0]
    try:
        me = D.side_of(ds, seat)
    except Exception:  # noqa: BLE001 - not this seat's duel
        return ""
    mine, theirs = D.attack_value(ds, me), D.attack_value(ds, 1 - me)
    behind = ds.rolled and (mine < theirs or (mine == theirs and D.tie_winner(ds)[0] != me))
    are_behind = _("you are behind in this clash")
    if kind == "strength":
        n = action[1]
        total = ds.sides[me].board_strength + n
        if total >= D.MAX_STRENGTH:
            if you:
                return _("four in play make each red die's star count as 5 (its best face) for the whole duel")
            return ngettext(
                "adds {n} Strength token: four in play make each red die's star count as 5 for the whole duel",
                "adds {n} Strength tokens: four in play make each red die's star count as 5 for the whole duel",
                n,
            ).format(n=n)
        if you:
            return ngettext("one more red die for the whole duel", "more red dice for the whole duel", n)
        return ngettext(
            "adds {n} Strength token: one more red die for the whole duel",
            "adds {n} Strength tokens: more red dice for the whole duel",
            n,
        ).format(n=n)
    if kind == "faith":
        if you:
            return are_behind
        return ngettext(
            "spends Faith and rerolls {n} die: behind in this clash",
            "spends Faith and rerolls {n} dice: behind in this clash",
            len(action[1]),
        ).format(n=len(action[1]))
    if kind in ("lance", "relic"):
        if you:
            return are_behind if behind else _("it makes the clash safe")
        if action[:2] == ("relic", D.RING):
            return _("uses its Ring to reroll dice: behind in this clash")
        if kind == "lance":
            words = _("plays {item}: behind in this clash") if behind else _("plays {item} to make the clash safe")
        else:
            words = _("uses {item}: behind in this clash") if behind else _("uses {item} to make the clash safe")
        return words.format(item=item_name(action[1]))
    if kind == "tent":
        _step, colon, effect = short_effect(action[1]).partition(": ")  # "tent: +1 attack" → "+1 attack"
        if you:
            return effect if colon else ""
        if colon and effect:
            return _("plays {item} before the first clash: {effect}").format(item=item_name(action[1]), effect=effect)
        return _("plays {item} before the first clash").format(item=item_name(action[1]))
    if kind == "recover":
        return _either(
            you,
            _("takes back what it spent in the lost duel"),
            _("you take back what serves you best of what you spent"),
        )
    if kind == "pass":
        return _duel_pass(ds, me, behind, you, later)
    return ""


def _duel_pass(ds: D.DuelState, me: int, behind: bool, you: bool, later: bool = True) -> str:
    """Passing a duel step: what is kept, and why (for the player, only what a later clash or duel can use)."""
    if ds.phase == D.TENT:
        if not you:
            return ""
        if later:
            return _("you keep your tent supports for a duel where they matter more")
        return _("your last duel: none of your tent supports is worth playing here")
    if ds.phase == D.STRENGTH:
        if you and not later:
            if ds.clash >= 3:
                return _("your last clash: none of your Strength is worth adding here")
            return _("you keep your Strength tokens for the next clashes of this duel")
        if ds.sides[me].board_strength:
            return _either(
                you,
                _("keeps the Strength already in play"),
                _("you keep the rest of your Strength for the duels to come"),
            )
        return _either(
            you, _("keeps its Strength tokens for later"), _("you keep your Strength tokens for the duels to come")
        )
    if ds.rolled and not behind:
        if you and not later and ds.advantage[me] >= 1:  # winning this clash ends the game's last duel
            return _("you are ahead in this clash, the last one you need")
        return _either(
            you, _("holds back: ahead in this clash"), _("you are ahead in this clash: keep the rest for later")
        )
    if ds.rolled and ds.advantage[1 - me] >= 1:  # losing this clash ends the duel: no clash is left to keep it for
        return _either(you, _("holds back what it has left"), _("nothing you have left is likely to turn this clash"))
    if ds.rolled:
        return _either(
            you, _("holds back what it has left"), _("you keep what you have left for the next clash of this duel")
        )
    return ""
