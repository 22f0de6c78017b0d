"""Why the review's better move beats the move made, from the difference between the two (the draw
from the deck or the top of the discard pile): what the card taken adds to the next knight, what a
Contest card means to the player, told the same way whichever of the two moves was made, so two
decisions never get reasons that contradict each other. Only what the seat could see then."""

from __future__ import annotations

from collections.abc import Sequence

from game.core.rules import Action
from game.games.tournament import content as C
from game.games.tournament.describe import card_label
from game.games.tournament.prompts import strongest_knight
from game.games.tournament.reasons import leads_contest
from game.i18n import _


def knight_gain(hand: Sequence[int], card: int) -> tuple[bool, int]:
    """What ``card`` adds to the strongest knight ``hand`` can build: (it completes one, force gained)."""
    before, after = strongest_knight(list(hand)), strongest_knight(sorted([*hand, card]))
    if after is None:
        return False, 0
    force = sum(C.FORCE[c] for c in after)
    if before is None:
        return True, force
    return False, force - sum(C.FORCE[c] for c in before)


def compare_reason(view, seat: int, played: Action, best: Action) -> str:
    """Why ``best`` beats ``played`` when both are draws (from the deck, from the discard pile), told to
    ``seat``; '' for any other pair (the Hint's reason for ``best`` says it then)."""
    if played[0] != "draw" or best[0] != "draw" or played[1] == best[1] or not view.discard:
        return ""
    top = view.discard[-1]
    name = card_label(top)
    hand = [c for c in view.hands[seat] if c >= 0]
    took = best[1] == "discard"  # the better move takes the top card; else it draws from the deck
    if C.is_chivalry(top):
        return _chivalry(name, took, *knight_gain(hand, top))
    if C.FIRST_CONTEST <= top < C.FIRST_SPECIAL and top - C.FIRST_CONTEST != C.KINGS_FAVOR:
        leads = leads_contest(view.combos, seat, top - C.FIRST_CONTEST)
        if took:
            return (
                _("with {card} you call a contest you lead")
                if leads
                else _("then no rival can take {card} and call it")
            ).format(card=name)
        if leads:
            return _(
                "{card} is a contest you lead, yet in the games the strongest bot played ahead a card from the deck did better"
            ).format(card=name)
        return _("{card} is a contest you trail in: a card from the deck may add force to your knights").format(
            card=name
        )
    return ""


def _chivalry(name: str, took: bool, completes: bool, gain: int) -> str:
    """The reason when the top of the discard pile is a Chivalry card (``took``: the better move takes it)."""
    if took and completes:
        words = _("{card} completes a knight with your hand, a sure gain a card from the deck may not bring")
    elif took and gain > 0:
        words = _("{card} adds {n} force to your next knight, a sure gain a card from the deck may not bring")
    elif took:
        words = _(
            "{card} is a sure card, and in the games the strongest bot played ahead it did better than one from the deck"
        )
    elif completes:
        words = _(
            "{card} completes a knight with your hand, yet in the games the strongest bot played ahead a card from the deck did better"
        )
    elif gain > 0:
        words = _("{card} adds only {n} to your next knight: a card from the deck may add more")
    else:
        words = _("{card} adds nothing to your next knight, while a card from the deck may")
    return words.format(card=name, n=gain)
