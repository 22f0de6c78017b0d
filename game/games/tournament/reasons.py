"""Bot reasons for Tournament (contract 2): one short sentence about the move just chosen, built only
from what every seat can see — the cards the move itself shows and the Knight Combos in play. It never
names a card still in a hand, never says what a hidden hand is kept for (its next knight), never gives a
chance or a number from a search, and King's Favour (which counts hidden hands) gets no claim about who
leads it."""

from __future__ import annotations

from game.core.rules import Action
from game.games.tournament import content as C
from game.games.tournament.describe import card_label
from game.games.tournament.scoring import category_score
from game.games.tournament.state import TournamentState
from game.games.tournament.tactics import SCALE, is_contest, wins_as_caller
from game.i18n import _

_FC = C.FIRST_CONTEST
NARROW = 0.5
"""A lead smaller than this share of the category's typical swing (``tactics.SCALE``) is a narrow one."""
MOST = 5
"""From this many contests newly led, a knight's reason says "most contests" instead of naming them."""


def _public_scores(combos: list[list], cat: int) -> list[float]:
    return [float(category_score(c, cat)) for c in combos]


def _leads(combos: list[list], seat: int, cat: int) -> bool:
    """Whether ``seat`` wins ``cat`` by the cards in play if it calls it (never asked for King's Favour)."""
    return wins_as_caller(_public_scores(combos, cat), seat)


def _ahead(combos: list[list], seat: int, cat: int) -> bool:
    """Whether ``seat`` scores strictly more than every other seat in ``cat`` by the cards in play."""
    scores = _public_scores(combos, cat)
    return all(scores[seat] > v for p, v in enumerate(scores) if p != seat)


def _margin(combos: list[list], seat: int, cat: int) -> float:
    """``seat``'s lead in ``cat`` by the cards in play over the best other seat."""
    scores = _public_scores(combos, cat)
    return scores[seat] - max(v for p, v in enumerate(scores) if p != seat)


def explain(view: TournamentState, seat: int, action: Action) -> str:
    """The reason for ``action`` by ``seat``, from ``view`` as it was before the move ('' for plain moves)."""
    kind = action[0]
    if kind == "draw":
        if action[1] != "discard" or not view.discard:
            return ""
        top = view.discard[-1]
        name = card_label(top)
        if is_contest(top) and top - _FC != C.KINGS_FAVOR:
            if _leads(view.combos, seat, top - _FC):
                return _("takes the {card} from the discard pile: it leads that contest").format(card=name)
            return _("takes the {card} from the discard pile so that no rival can call it").format(card=name)
        return _("takes {card} from the discard pile").format(card=name)
    if kind == "special":
        name = card_label(action[1])
        if all(view.vp[seat] > v for p, v in enumerate(view.vp) if p != seat):
            return _("plays {card}: three more cards, and the end comes sooner while it is ahead").format(card=name)
        return _("plays {card}: three more cards").format(card=name)
    if kind == "combo":
        after = [list(c) for c in view.combos]
        after[seat] = after[seat] + [tuple(action[1:])]
        gained = [
            cat
            for cat in range(9)
            if cat != C.KINGS_FAVOR and _ahead(after, seat, cat) and not _ahead(view.combos, seat, cat)
        ]
        if len(gained) >= MOST:
            return _("puts a knight into play: it now leads most contests")
        if gained:
            names = ", ".join(_(C.CONTEST_NAMES[cat]) for cat in gained)
            return _("puts a knight into play: it now leads these contests: {names}").format(names=names)
        return _("puts a knight into play")
    if kind == "contest":
        cat = action[1] - _FC
        name = _(C.CONTEST_NAMES[cat])
        if cat == C.KINGS_FAVOR:
            return _("calls the {contest}: the Chivalry cards in hand count there too").format(contest=name)
        if _leads(view.combos, seat, cat):
            if _margin(view.combos, seat, cat) < NARROW * SCALE[cat]:
                return _("calls the {contest} while it still leads it").format(contest=name)
            return _("calls the {contest}: it leads that contest").format(contest=name)
        return _("calls the {contest} though it trails there: its place scores now and a card leaves its hand").format(
            contest=name
        )
    if kind == "discard":
        card = action[1]
        if is_contest(card) and card - _FC != C.KINGS_FAVOR and not _leads(view.combos, seat, card - _FC):
            return _("discards the {card}: it trails in that contest").format(card=card_label(card))
        return ""
    return ""
