"""Bot reasons for Tournament (contract 2): one short sentence about the move just chosen, built only
from what every seat can see — the cards the move itself shows and the Knight Combos in play. It never
names a card still in a hand, never says what a hidden hand is kept for (its next knight), never gives a
chance or a number from a search, and King's Favour (which counts hidden hands) gets no claim about who
leads it. A knight's contests are those still to be called (not scored, not buried in the discard
pile). It never says why it played nothing in a turn: that it had no knight to build, or no contest it
leads, would tell of its hidden hand (and saying it only when true would tell it by the silence too)."""

from __future__ import annotations

from game.core.rules import Action
from game.games.tournament import content as C
from game.games.tournament.describe import card_label
from game.games.tournament.scoring import category_score
from game.games.tournament.state import TournamentState
from game.games.tournament.tactics import SCALE, is_contest, wins_as_caller
from game.i18n import _, ngettext

_FC = C.FIRST_CONTEST
NARROW = 0.5
"""A lead smaller than this share of the category's typical swing (``tactics.SCALE``) is a narrow one."""
MOST = 5
"""From this many contests newly led, a knight's reason says "most contests" instead of naming them."""


def _public_scores(combos: list[list], cat: int) -> list[float]:
    return [float(category_score(c, cat)) for c in combos]


def leads_contest(combos: list[list], seat: int, cat: int) -> bool:
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


def just_led(view: TournamentState, seat: int, cat: int) -> bool:
    """Whether ``seat`` leads ``cat`` only since the knight it put into play this turn (it did not
    lead there before: "still leads" would be untrue)."""
    if not view.combo_played or not view.combos[seat]:
        return False
    before = [list(c) for c in view.combos]
    before[seat] = before[seat][:-1]
    return not leads_contest(before, seat, cat)


def buried(view: TournamentState) -> set[int]:
    """The contests whose card lies in the discard pile under its top: no seat can call them now."""
    return {card - _FC for card in view.discard[:-1] if is_contest(card)}


def grounds(view: TournamentState, seat: int, action: Action) -> tuple[str, dict[str, str]]:
    """Why ``seat`` makes ``action``, from ``view`` as it was before the move: a key and the names it
    needs (('', {}) for plain moves). The bot's words (``explain``) and the Hint's (second person, see
    ``hint_words.hint_reason``) both say it."""
    kind = action[0]
    if kind == "draw":
        if action[1] != "discard" or not view.discard:
            return "", {}
        top = view.discard[-1]
        name = card_label(top)
        if is_contest(top) and top - _FC != C.KINGS_FAVOR:
            cat = top - _FC
            if not leads_contest(view.combos, seat, cat):
                return "take_deny", {"card": name}
            return ("take_tied" if _margin(view.combos, seat, cat) == 0 else "take_leads"), {"card": name}
        if is_contest(top):  # the King's Favour: who leads it hangs on hidden hands, so no claim
            return "take_favour", {"card": name}
        if top >= C.FIRST_SPECIAL:
            return "take_special", {"card": name}
        favour = _FC + C.KINGS_FAVOR
        if favour in view.discard or any(favour in won for won in view.trophies):  # out of reach: none count
            return "take_known", {"card": name}
        return "take", {"card": name}
    if kind == "special":
        name = card_label(action[1])
        ahead = all(view.vp[seat] > v for p, v in enumerate(view.vp) if p != seat)
        return ("special_ahead" if ahead else "special"), {"card": name}
    if kind == "combo":
        after = [list(c) for c in view.combos]
        after[seat] = after[seat] + [tuple(action[1:])]
        done = {card - _FC for won in view.trophies for card in won} | buried(view)  # no longer to be called
        gained = [
            cat
            for cat in range(9)
            if cat != C.KINGS_FAVOR
            and cat not in done
            and _ahead(after, seat, cat)
            and not _ahead(view.combos, seat, cat)
        ]
        if len(gained) >= MOST:
            return "knight_most", {}
        if gained:
            return "knight_leads", {"names": ", ".join(_(C.CONTEST_NAMES[cat]) for cat in gained), "count": len(gained)}
        return "knight", {}
    if kind == "contest":
        cat = action[1] - _FC
        name = _(C.CONTEST_NAMES[cat])
        if cat == C.KINGS_FAVOR:
            return "call_favour", {"contest": name}
        if leads_contest(view.combos, seat, cat):
            if _margin(view.combos, seat, cat) == 0:
                return "call_tied", {"contest": name}
            narrow = _margin(view.combos, seat, cat) < NARROW * SCALE[cat]
            if narrow and just_led(view, seat, cat):
                return "call_took", {"contest": name}
            return ("call_narrow" if narrow else "call_leads"), {"contest": name}
        return "call_trails", {"contest": name}
    if kind == "discard":
        card = action[1]
        if is_contest(card) and card - _FC != C.KINGS_FAVOR and not leads_contest(view.combos, seat, card - _FC):
            return "discard_trails", {"card": card_label(card)}
    return "", {}


def plain_words(view: TournamentState, seat: int, action: Action) -> str:
    """A bot's reason for a chosen move ``grounds`` leaves unsaid: a draw from the deck while the discard
    pile offers a card, a discard of a card it leads with or a Chivalry card. Public facts only: the card
    on offer or thrown, the cards in play, the deck; never what the hand holds ('' when there was no
    choice, or for ending the turn, which the log does not show)."""
    kind = action[0]
    if kind == "draw" and view.discard:
        top = view.discard[-1]
        name = card_label(top)
        if is_contest(top) and top - _FC != C.KINGS_FAVOR and not leads_contest(view.combos, seat, top - _FC):
            return _("draws from the deck rather than take the {card}: it trails in that contest").format(card=name)
        return _("draws from the deck: an unknown card is worth more to it than {card}").format(card=name)
    if kind == "discard":
        card = action[1]
        if card >= C.FIRST_SPECIAL and not view.deck:
            return _("discards {card}: with the deck empty a Special draws nothing").format(card=card_label(card))
        return _("discards {card}: of its cards, the one it needs least").format(card=card_label(card))
    return ""


def explain(view: TournamentState, seat: int, action: Action) -> str:
    """The reason for ``action`` by ``seat``, from ``view`` as it was before the move ('' when it had no
    choice, and for ending the turn)."""
    key, names = grounds(view, seat, action)
    if not key:
        return plain_words(view, seat, action)
    words = {
        "take_leads": _("takes the {card} from the discard pile: it leads that contest"),
        "take_tied": _(
            "takes the {card} from the discard pile: it is tied in that contest, and the caller wins its ties"
        ),
        "take_deny": _("takes the {card} from the discard pile so that no rival can call it"),
        "take_favour": _("takes the {card} from the discard pile: now it chooses when that contest is called"),
        "take_special": _("takes {card} from the discard pile: a Special draws up to three more cards"),
        "take": _(
            "takes {card} from the discard pile: a known card, and every Chivalry card in hand counts in the King's Favour"
        ),
        "take_known": _("takes {card} from the discard pile: a known card"),
        "special_ahead": _("plays {card}: up to three more cards, and the end comes sooner while it is ahead"),
        "special": _("plays {card}: up to three more cards"),
        "knight_most": _("puts a knight into play: it now leads most contests"),
        "knight_leads": ngettext(
            "puts a knight into play: it now leads this contest: {names}",
            "puts a knight into play: it now leads these contests: {names}",
            names.get("count", 0),
        ),
        "knight": _("puts a knight into play"),
        "call_favour": _("calls the {contest}: the Chivalry cards in hand count there too"),
        "call_tied": _("calls the {contest}: it is tied there, and the caller wins its ties"),
        "call_narrow": _("calls the {contest} while it still leads it"),
        "call_took": _("calls the {contest}: the knight it has just put into play gives it the lead there"),
        "call_leads": _("calls the {contest}: it leads that contest"),
        "call_trails": _("calls the {contest} though it trails there: its place scores now and a card leaves its hand"),
        "discard_trails": _("discards {card}: it trails in that contest"),
    }
    return words[key].format(**names) if key else ""
