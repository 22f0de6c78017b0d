"""The journey phase (rulebook §V "Journey Phase"), also used for the final journey (round 3) and the
extra cards of players eliminated from a Joust à Plaisance.

In initiative order each player plays one card (``("play", card_id)``) or stops (``("stop",)``),
round after round, until everyone has stopped or played their limit (3, +1 per Emissary).
"""

from __future__ import annotations

from game.core.rules import Event, IllegalAction
from game.games.glory import content as C
from game.games.glory import duel as D
from game.games.glory.effects import count_supports, option_useful
from game.games.glory.state import DuelCtx, GloryState
from game.games.glory.tournament import VETERAN_COLOURS, begin_duel, combatant, grant_reward
from game.i18n import _


def start_journey(s: GloryState, limits: dict[int, int] | None = None) -> None:
    """Everyone may play 3 cards (+1 per Emissary); ``limits`` overrides it (Plaisance extra cards)."""
    for p in s.players:
        if limits is None:
            p.journey_limit = 3 + count_supports(p, "emissary")
        else:
            p.journey_limit = limits.get(p.seat, 0)
        p.journey_played = 0
        p.journey_done = p.journey_limit == 0
    s.turn = 0


def playable(s: GloryState, seat: int, card: str) -> bool:
    p = s.players[seat]
    jc = C.JOURNEY[card]
    if jc.type == "M" and p.coins < jc.cost:
        return False
    return any(option_useful(p, s, opt) for opt in jc.reward)


def journey_cards(s: GloryState, seat: int) -> list[str]:
    p = s.players[seat]
    return sorted({c for c in p.hand if c in C.JOURNEY and playable(s, seat, c)})


def journey_actor(s: GloryState) -> int:
    """The seat to play next; -1 once everyone is done (players without a playable card stop)."""
    order = [x for x in s.initiative if 0 <= x < s.n]
    for k in range(len(order)):
        seat = order[(s.turn + k) % len(order)]
        p = s.players[seat]
        if p.journey_done:
            continue
        if p.journey_played >= p.journey_limit or not journey_cards(s, seat):
            p.journey_done = True
            continue
        s.turn = (s.turn + k) % len(order)
        return seat
    return -1


JOURNEYS = ("journey", "bonus_journey", "final_journey")


def passed_over(before: GloryState, after: GloryState, viewer: int) -> list[int]:
    """The rivals of ``viewer`` that one action passed over in a journey (done without playing their
    limit nor stopping) while a card of a type their hand holds might have been playable: the whole
    table now knows they hold no card they may play, which their card backs did not show before."""
    journeying = before.phase in JOURNEYS
    through = before.phase == "action" and after.phase == "registration"  # a journey begun and over
    if not (journeying or through or after.phase in JOURNEYS):
        return []
    out = []
    for p in after.players:
        was = before.players[p.seat]
        if p.seat == viewer or not p.journey_done or p.journey_played >= p.journey_limit:
            continue
        if (journeying and was.journey_done) or not _might_play(after, p.seat, was.hand):
            continue
        out.append(p.seat)
    return out


def _might_play(s: GloryState, seat: int, hand: list[str]) -> bool:
    """True when some journey card of a type in ``hand`` (what its backs show) is playable for ``seat``."""
    types = {C.JOURNEY[c].type for c in hand if c in C.JOURNEY}
    return any(jc.type in types and playable(s, seat, c) for c, jc in C.JOURNEY.items())


def journey_legal(s: GloryState, seat: int) -> list[tuple]:
    return [("play", c) for c in journey_cards(s, seat)] + [("stop",)]


def journey_apply(s: GloryState, seat: int, action: tuple, events: list[Event]) -> None:
    p = s.players[seat]
    order = [x for x in s.initiative if 0 <= x < s.n]
    s.turn = (order.index(seat) + 1) % len(order)
    if action == ("stop",):
        p.journey_done = True
        events.append(Event("journey_stop", {"seat": seat}))
        return
    if action[0] != "play" or action[1] not in journey_cards(s, seat):
        raise IllegalAction(_("You cannot play that card now."), action, seat)
    card = action[1]
    jc = C.JOURNEY[card]
    p.hand.remove(card)
    p.journey_played += 1
    paid = jc.cost if jc.type == "M" else 0
    events.append(Event("journey_played", {"seat": seat, "card": card, "type": jc.type, "cost": paid}, reveals=True))
    if jc.type == "C":
        ctx = DuelCtx("challenge", f"p:{seat}", "c:" + card, card=card)
        abilities = ([D.POLISH] if jc.polish else []) + ([VETERAN_COLOURS[jc.veteran]] if jc.veteran else [])
        opponent = D.knight(card, jc.attack, 0, jc.prestige, abilities)
        begin_duel(s, ctx, combatant(s, ctx.a), opponent, events)
        return
    p.coins -= paid
    p.discard.append(card)
    grant_reward(s, seat, card, events)
