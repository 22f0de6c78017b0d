"""The Hint's words for a Tournament move, told to the player in the second person ("Draw a card
from the deck", "Discard Unicorn (7)"), whoever the move is for: the log's lines name a seat in the
third person once the move's secrets are stripped, which a Hint must never do. Its reason too ("you
lead that contest"): the same grounds as a bot's own words (``reasons.grounds``), spoken to you."""

from __future__ import annotations

from game.core.rules import Action
from game.games.tournament import content as C
from game.games.tournament.describe import card_label
from game.games.tournament.reasons import grounds
from game.games.tournament.scoring import category_score
from game.games.tournament.tactics import best_combo, wins_as_caller
from game.i18n import _, ngettext


def hint_label(view, seat: int, action: Action) -> str:
    """The move in the imperative, naming only cards ``seat`` may see (its hand, the discard pile's
    top); '' for a move it has no words for."""
    kind = action[0]
    if kind == "draw":
        if action[1] == "discard" and view.discard:
            return _("Take {card} from the discard pile").format(card=card_label(view.discard[-1]))
        return _("Draw a card from the deck")
    if kind == "discard":
        return _("Discard {card}").format(card=card_label(action[1]))
    if kind == "combo":
        cards = ", ".join(card_label(c) for c in action[1:])
        return _("Put a knight into play: {cards}").format(cards=cards)
    if kind == "special":
        return _("Play {card}").format(card=card_label(action[1]))
    if kind == "contest":
        return _("Call the {contest}").format(contest=_(C.NAME[action[1]]))
    if kind == "end":
        return _("End your turn")
    return ""


def hint_reason(view, seat: int, action: Action) -> str:
    """Why the Hint's move is good, told to ``seat`` (the Hint's move names the card already, so only
    the why): the grounds a bot would give, else the plain move's own (see ``plain_reason``)."""
    key, names = grounds(view, seat, action)
    if not key:
        return plain_reason(view, seat, action)
    if key == "discard_trails" and len(view.hands[seat]) - C.HAND_LIMIT >= 2:
        key = "discard_trails_covered"
    elif key == "discard_trails" and rival_leads(view, seat, action[1] - C.FIRST_CONTEST):
        key = "discard_trails_taken"
    words = {
        "take_leads": _("you lead that contest"),
        "take_tied": _("you are tied in that contest, and the caller wins its ties"),
        "take_deny": _("then no rival can take it and call that contest"),
        "take_favour": _("then you choose when that contest is called"),
        "take_special": _("a Special draws up to three more cards"),
        "take": _("you know what you get, unlike a card from the deck"),
        "take_known": _("you know what you get, unlike a card from the deck"),
        "special_ahead": _("up to three more cards, and the end comes sooner while you are ahead"),
        "special": _("up to three more cards"),
        "knight_most": _("you then lead most contests"),
        "knight_leads": ngettext(
            "you then lead this contest: {names}", "you then lead these contests: {names}", names.get("count", 0)
        ),
        "knight": _("its cards count in the contests from now on"),
        "call_favour": _("the Chivalry cards in your hand count there too"),
        "call_tied": _("you are tied there, and the caller wins its ties"),
        "call_narrow": _("you still lead it"),
        "call_took": _("the knight you have just put into play gives you the lead there"),
        "call_leads": _("you lead that contest"),
        "call_trails": _("you trail there, but your place scores now and a card leaves your hand"),
        "discard_trails": _("you trail in that contest"),
        "discard_trails_covered": _("you trail in that contest, and your next discard will cover it on the pile"),
        "discard_trails_taken": _(
            "you trail in that contest; a rival who leads it may take it from the discard pile and call it,"
            " yet each of your other cards is worth more to you"
        ),
    }
    return words[key].format(**names)


def plain_reason(view, seat: int, action: Action) -> str:
    """The reason for a move the bots' grounds leave unsaid (a draw from the deck, ending the turn, a
    discard), told to ``seat`` from what it may see: never empty, so every Hint says why."""
    kind = action[0]
    if kind == "draw":
        if not view.discard:
            return _("the discard pile is empty")
        return _("the top of the discard pile helps you less than an unknown card may")
    if kind == "end":
        hand = view.hands[seat]
        if not view.combo_played and best_combo(hand) is not None:
            return _("your cards are worth more kept for later than played now")
        playable = any(C.FIRST_CONTEST <= c < C.FIRST_SPECIAL for c in hand) and view.turns >= view.players
        playable = playable or (bool(view.deck) and any(c >= C.FIRST_SPECIAL for c in hand))
        if not playable:
            return _("nothing else in your hand can be played now")
        return _("your cards are worth more kept for later than played now")
    if kind == "discard":
        if C.is_chivalry(action[1]):
            return chivalry_discard_reason(view.hands[seat], action[1])
        return _("each of your other cards is worth more to you")
    return _("the strongest bot finds it the best move here")


def chivalry_discard_reason(hand: list[int], card: int) -> str:
    """Why THIS Chivalry card goes: a stronger card of its kind takes its place in the next knight (by
    how much), or it is the weakest of the hand's Chivalry cards (at what force)."""
    force = C.FORCE[card]
    same = [c for c in hand if C.is_chivalry(c) and c != card and c // 10 == card // 10]
    if same:
        better = max(same, key=lambda c: C.FORCE[c])
        if C.FORCE[better] >= force:
            return _("your next knight takes {better} instead: force {more} against {less}").format(
                better=card_label(better), more=C.FORCE[better], less=force
            )
    others = [C.FORCE[c] for c in hand if C.is_chivalry(c) and c != card]
    if all(f >= force for f in others):
        return _("at force {force} it adds the least to a knight of all your Chivalry cards").format(force=force)
    return _("in the games the strongest bot plays ahead you do best without it")


def rival_leads(view, seat: int, cat: int) -> bool:
    """Whether some rival would win contest ``cat`` by the cards in play if it called it (so it may
    take that Contest card from the discard pile and call it)."""
    scores = [float(category_score(c, cat)) for c in view.combos]
    return any(wins_as_caller(scores, p) for p in range(len(scores)) if p != seat)
