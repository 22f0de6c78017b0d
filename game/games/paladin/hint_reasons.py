"""Why the Hint's move is good, told to the player in the second person.

The public reason a bot gives (``reasons.reason``) says what the move is for at the table; the Hint
may add what only the player knows, from their own view and nothing more: the cards in their hand,
their own paladin at the mission resolving, and the rivals' cards they have peeked at (the view shows
a card only to a seat that has seen it). Never a card the player has not seen.
"""

from __future__ import annotations

from game.core.rules import Action
from game.games.paladin import content as C
from game.games.paladin import engine as E
from game.games.paladin.counting import rounds_left, todo
from game.games.paladin.describe import card_label, card_object, mission_label
from game.games.paladin.reasons import reason
from game.games.paladin.state import PLACE, RESOLVE, PaladinState
from game.i18n import _

WEAK = 4  # a paladin of this value or less is a weak one (the deck's values run from 0 to 9)


def hint_reason(s: PaladinState, seat: int, action: Action) -> str:
    """The Hint's reason for ``action`` (``s``: ``seat``'s own view): what the player's own cards
    say about it, then what it is for at the table."""
    base = reason(s, seat, action, you=True)
    kind = action[0]
    if s.phase == PLACE and kind == "place" and E.placing_main(s) and _hopeless(s, action[1]):
        return _weak_main(s, seat, action[2])
    if s.phase == PLACE and kind == "place":
        own, instead = _placing(s, seat, action[1], action[2])
        base = "" if instead and not E.placing_main(s) and _seen_only(s, seat, action[2], base) else base
        cheap = _cheap_main(s, seat, action[1], action[2]) if E.placing_main(s) else ""
        own, base = (cheap, "") if cheap else (own, base)
        later = "" if instead else _seen_elsewhere(s, seat, action[1], action[2])
        if later:  # what the player has seen where they place later says more than the table's reason
            return _("{own}; {why}").format(own=own, why=later) if own else later
    elif s.phase == RESOLVE and kind in ("beat", "take", "discard"):
        return _resolving(s, seat, kind, base)
    else:
        own = ""
    if own and base:
        return _("{own}; {why}").format(own=own, why=base)
    return own or base


def _seen_only(s: PaladinState, seat: int, m: int, base: str) -> bool:
    """True when the table's reason only says the player has seen a rival's card at ``m`` (the
    Hint's own words then name that card)."""
    words = _("you have already seen a rival's paladin at {mission}").format(mission=mission_label(s.missions[m]))
    return base == words


def _hopeless(s: PaladinState, card: int) -> bool:
    """True for a paladin that almost any other beats: a 0 or a 1 (a 0 beats a 9 in "classic zero")."""
    value = C.CARD_VALUE[card]
    return value == 1 or (value == 0 and not s.classic_zero)


def _weak_main(s: PaladinState, seat: int, m: int) -> str:
    """Why a 0 or a 1 goes down as a main paladin (the Hint's move names the card): it will hardly
    win, and what the player gets from it all the same."""
    mission = mission_label(s.missions[m])
    choices = E.open_missions(s, seat)
    honours = [C.MISSION_HONOUR[s.missions[i]] for i in choices]
    if len(choices) == 1:
        text = _(
            "it will hardly win {mission}, but every player must put a main paladin down, and this way your "
            "stronger ones stay for the other missions"
        )
    elif C.MISSION_HONOUR[s.missions[m]] == max(honours) > min(honours):
        text = _(
            "it will hardly win {mission}, but face down nobody knows that: rivals may spend strong paladins to beat it"
        )
    else:
        text = _(
            "it will hardly win {mission}, but you risk only a weak paladin there, and your stronger ones stay for "
            "the other missions"
        )
    return text.format(mission=mission)


def _cheap_main(s: PaladinState, seat: int, card: int, m: int) -> str:
    """Why a weak paladin (4 or less) goes down as a main paladin while the player keeps a stronger
    one: said by the mission's size, so that the words never praise the card's strength."""
    if C.CARD_VALUE[card] > WEAK or not any(_strength(c) > _strength(card) for c in s.hands[seat]):
        return ""
    choices = E.open_missions(s, seat)
    if len(choices) < 2:
        return ""
    honours = [C.MISSION_HONOUR[s.missions[i]] for i in choices]
    h = C.MISSION_HONOUR[s.missions[m]]
    if h == max(honours) > min(honours):
        text = _(
            "face down, nobody knows it is weak: at {mission}, the biggest mission still open, rivals must "
            "spend strong paladins to beat it"
        )
    elif h == min(honours) < max(honours):
        text = _(
            "a main paladin cannot be taken back: you risk a weak one at {mission}, the smallest mission still "
            "open, and keep your stronger ones to beat the rivals' main paladins"
        )
    else:
        text = _(
            "a main paladin cannot be taken back: you risk a weak one at {mission} and keep your stronger ones "
            "to beat the rivals' main paladins"
        )
    return text.format(mission=mission_label(s.missions[m]))


def _strength(card: int) -> int:
    return C.CARD_STRENGTH[card]


def _placing(s: PaladinState, seat: int, card: int, m: int) -> tuple[str, bool]:
    """What the player's own knowledge says of placing ``card`` (named by the Hint's move already) at
    mission ``m``: the rivals' cards they have seen there, else where it stands in their hand. Also
    whether those words replace the table's reason (which only says a rival's card was seen there)."""
    seen = [c for o, c in s.table[m] if o != seat and c >= 0]  # face up, or peeked by this seat
    if seen:
        best = card_object(max(seen, key=_strength))
        if all(C.beats(card, c, s.classic_zero) for c in seen):
            return _("it beats the {seen} you know is there").format(seen=best), True
        if rounds_left(s) == 0:  # no later round for a paladin kept: say only what it means here
            return _("the {seen} you know is there beats it: you let {mission} go").format(
                seen=best, mission=mission_label(s.missions[m])
            ), True
        return _("the {seen} you know is there beats it: you lose little there").format(seen=best), True
    hand = s.hands[seat]
    if len(hand) < 2:
        return "", False
    if _strength(card) == max(_strength(c) for c in hand):
        return _("it is your strongest paladin"), False
    left = E.open_missions(s, seat) if E.placing_main(s) else todo(s, seat)
    honours = [C.MISSION_HONOUR[s.missions[i]] for i in left]
    biggest = C.MISSION_HONOUR[s.missions[m]] == max(honours) > min(honours)
    if _strength(card) == min(_strength(c) for c in hand) and not biggest:
        return _("it is your weakest paladin"), False
    if _strength(card) == min(_strength(c) for c in hand) and E.placing_main(s):  # cheap, where rivals must pay
        return _("it is your weakest paladin, and a main paladin cannot be taken back: you risk little"), False
    return "", False


def _seen_elsewhere(s: PaladinState, seat: int, card: int, m: int) -> str:
    """What the rivals' paladins the player has seen (peeked at, or face up) at the other missions
    they still place at say of placing ``card`` at ``m`` now: the paladins they keep for there."""
    rest = [c for c in s.hands[seat] if c != card]
    if not rest:
        return ""
    for other in todo(s, seat):
        seen = [c for o, c in s.table[other] if o != seat and c >= 0]
        if other == m or not seen:
            continue
        best = max(seen, key=_strength)
        names = {"seen": card_object(best), "mission": mission_label(s.missions[other])}
        beaters = [c for c in rest if C.beats(c, best, s.classic_zero)]
        if len(beaters) == len(rest):
            return _(
                "you have seen the {seen} at {mission}: any paladin you keep beats it, so you can place there later"
            ).format(**names)
        if not beaters:
            return _(
                "you have seen the {seen} at {mission}: none of your paladins beats it, so a weak one goes there later"
            ).format(**names)
        return _("you have seen the {seen} at {mission}: you keep a paladin that beats it for there").format(**names)
    return ""


def _resolving(s: PaladinState, seat: int, kind: str, base: str) -> str:
    """Your paladin against the leader's, then what the decision is for."""
    row = s.table[s.res_mission]
    mine, lead = row[s.res_pos][1], row[s.leader][1]
    if mine < 0 or lead < 0:
        return base
    card, leader = card_label(mine), card_label(lead)
    watched = _watched(s, seat)
    if kind == "beat" and watched:
        return _(
            "your {card} beats the leader's {leader}; a rival who has seen it decides after you and may beat it, "
            "but the lead is worth that risk: {why}"
        ).format(card=card, leader=leader, why=base)
    if kind == "beat":
        return _("your {card} beats the leader's {leader}, so {why}").format(card=card, leader=leader, why=base)
    if E.can_beat(s) and watched and _beaten_after(s, seat, mine) < 0:
        return _(
            "your {card} could beat the leader's {leader}, but a rival who has seen it placed after you there "
            "and will likely beat it, so {why}"
        ).format(card=card, leader=leader, why=base)
    if E.can_beat(s):
        after = _beaten_after(s, seat, mine)
        if after >= 0:
            return _(
                "your {card} could beat the leader's {leader}, but the {seen} you have seen further on would beat it, so {why}"
            ).format(card=card, leader=leader, seen=card_object(after), why=base)
        return _("your {card} could beat the leader's {leader}, but {why}").format(card=card, leader=leader, why=base)
    if C.CARD_VALUE[mine] == C.CARD_VALUE[lead]:  # a tie: only a red paladin wins it
        return _("your {card} only ties the leader's {leader} (a tie needs a red paladin), so {why}").format(
            card=card, leader=leader, why=base
        )
    return _("your {card} cannot beat the leader's {leader}, so {why}").format(card=card, leader=leader, why=base)


def _beaten_after(s: PaladinState, seat: int, mine: int) -> int:
    """The strongest paladin the player can see among those still to decide at the mission resolving
    (face up, or peeked by this seat) when it would beat ``mine``; else -1."""
    row = s.table[s.res_mission]
    later = [c for o, c in row[s.res_pos + 1 :] if o != seat and c >= 0 and C.beats(c, mine, s.classic_zero)]
    return max(later, key=_strength) if later else -1


def _watched(s: PaladinState, seat: int) -> bool:
    """True when a rival still to decide at the mission resolving looked at the player's paladin
    there and placed after it (their card unseen): they chose it knowing what it must beat."""
    m = s.res_mission
    row = s.table[m]
    later = {o for o, c in row[s.res_pos + 1 :] if c < 0}
    return any(peeker in later and pm == m and owner == seat for peeker, pm, owner in s.peeks)
