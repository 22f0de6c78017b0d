"""Log lines for Tournament's events, translated, as the viewing seat may read them."""

from __future__ import annotations

from collections.abc import Callable

from game.core.rules import Event
from game.games.tournament import content as C
from game.games.tournament.scoring import contest_order
from game.i18n import _, ngettext


def card_label(card: int) -> str:
    """A card's translated name, with its force for Chivalry cards: 'Lion (9)'."""
    name = _(C.NAME[card])
    if C.is_chivalry(card):
        return _("{name} ({force})").format(name=name, force=C.FORCE[card])
    return name


def _default_name(seat: int) -> str:
    return _("Player {n}").format(n=seat + 1)


def _cards(cards) -> str:
    return ", ".join(card_label(c) for c in cards)


def _score_part(
    seat: int, viewer: int | None, seat_label: Callable[[int], str], score: int, vp: int, in_hand: int | None
) -> str:
    """One seat's result in a Contest line: 'You: 15 → +3 VP' for the viewer, else 'Ada: 15 → +3 VP';
    King's Favour adds the public count of Chivalry cards in hand: 'Ada: 7 (2 in hand) → +2 VP'."""
    if in_hand is None:
        if seat == viewer:
            return _("You: {score} → +{vp} VP").format(score=score, vp=vp)
        return _("{who}: {score} → +{vp} VP").format(who=seat_label(seat), score=score, vp=vp)
    if seat == viewer:
        return ngettext(
            "You: {score} ({n} in hand) → +{vp} VP", "You: {score} ({n} in hand) → +{vp} VP", in_hand
        ).format(score=score, n=in_hand, vp=vp)
    return ngettext(
        "{who}: {score} ({n} in hand) → +{vp} VP", "{who}: {score} ({n} in hand) → +{vp} VP", in_hand
    ).format(who=seat_label(seat), score=score, n=in_hand, vp=vp)


def _contest_line(event: Event, viewer: int | None, seat_label: Callable[[int], str]) -> str:
    """'{who} calls the Melee. Ada: 15 → +3 VP, … {winner} wins it.' in the viewer's person."""
    data = event.data
    seat = data["seat"]
    contest = _(C.CONTEST_NAMES[data["category"]])
    in_hand = data.get("in_hand")
    scores, vps = data["scores"], data["vp"]
    results = ", ".join(  # in the order of the ranking, the winner first
        _score_part(s, viewer, seat_label, scores[s], vps[s], None if in_hand is None else in_hand[s])
        for s in contest_order(scores, seat)
    )
    if data.get("final"):
        if seat == viewer:
            line = _("Final Contest: the {contest} in your hand is scored. {results}.").format(
                contest=contest, results=results
            )
        else:
            line = _("Final Contest: the {contest} in {who}'s hand is scored. {results}.").format(
                who=seat_label(seat), contest=contest, results=results
            )
    elif seat == viewer:
        line = _("You call the {contest}. {results}.").format(contest=contest, results=results)
    else:
        line = _("{who} calls the {contest}. {results}.").format(who=seat_label(seat), contest=contest, results=results)
    winner = data.get("winner")
    if winner is None:
        return line
    if winner == viewer:
        return line + " " + _("You win it and keep the card.")
    return line + " " + _("{who} wins it and keeps the card.").format(who=seat_label(winner))


def describe(event: Event, viewer: int | None, names: Callable[[int], str] | None = None) -> str:
    """One translated log line for ``event`` ('' for events the log does not show). ``names`` gives a
    seat's display name (default 'Player N')."""
    seat_label = names or _default_name
    k = event.kind
    seat = event.data.get("seat")
    mine = seat is not None and seat == viewer
    who = seat_label(seat) if seat is not None else ""
    if k == "draw":
        if event.data["source"] == "discard":
            card = card_label(event.data["card"])
            if mine:
                return _("You take {card} from the discard pile.").format(card=card)
            return _("{who} takes {card} from the discard pile.").format(who=who, card=card)
        if mine and "card" in event.secret:
            return _("You draw {card} from the deck.").format(card=card_label(event.secret["card"]))
        return _("{who} draws a card from the deck.").format(who=who)
    if k == "combo":
        cards = _cards(event.data["cards"])
        if mine:
            return _("You put a Knight Combo into play: {cards}.").format(cards=cards)
        return _("{who} puts a Knight Combo into play: {cards}.").format(who=who, cards=cards)
    if k == "special":
        n = event.data["count"]
        card = card_label(event.data["card"])
        if mine and "cards" in event.secret:
            return ngettext(
                "You play {card} and draw {n} card: {cards}.", "You play {card} and draw {n} cards: {cards}.", n
            ).format(card=card, n=n, cards=_cards(event.secret["cards"]))
        return ngettext("{who} plays {card} and draws {n} card.", "{who} plays {card} and draws {n} cards.", n).format(
            who=who, card=card, n=n
        )
    if k == "contest":
        return _contest_line(event, viewer, seat_label)
    if k == "hand_limit":
        n = event.data["excess"]
        if mine:
            return ngettext("You must discard {n} card.", "You must discard {n} cards.", n).format(n=n)
        return ngettext("{who} must discard {n} card.", "{who} must discard {n} cards.", n).format(who=who, n=n)
    if k == "discard":
        card = card_label(event.data["card"])
        if mine:
            return _("You discard {card}.").format(card=card)
        return _("{who} discards {card}.").format(who=who, card=card)
    if k == "turn":
        if mine:
            return _("Your turn.")
        return _("It is {who}'s turn.").format(who=who)
    if k == "last_cards":
        n = event.data["left"]
        return ngettext(
            "Last cards: only {n} card is left in the deck. When it is drawn, that turn is the last one.",
            "Last cards: only {n} cards are left in the deck. When the last is drawn, that turn is the last one.",
            n,
        ).format(n=n)
    if k == "deck_empty":
        if mine:
            return _("The deck is empty: this is your last turn. Then every Contest still in hand is scored.")
        return _("The deck is empty: this is {who}'s last turn. Then every Contest still in hand is scored.").format(
            who=who
        )
    if k == "final_contests":
        counts = event.data["counts"]
        total = sum(counts)
        return ngettext(
            "The final Contests: {n} Contest card is left in hand and is scored now.",
            "The final Contests: {n} Contest cards are left in hand and are scored now, one by one, in turn order.",
            total,
        ).format(n=total)
    if k == "game_over":
        vp = event.data["vp"]
        winners = event.data["ranking"][0]
        best = vp[winners[0]]
        if len(winners) == 1:
            if winners[0] == viewer:
                return _("You win the tournament with {vp} VP!").format(vp=best)
            return _("{who} wins the tournament with {vp} VP.").format(who=seat_label(winners[0]), vp=best)
        if viewer in winners:
            others = ", ".join(seat_label(s) for s in winners if s != viewer)
            return _("You share the victory with {names}, with {vp} VP.").format(names=others, vp=best)
        names = ", ".join(seat_label(s) for s in winners)
        return _("Shared victory for {names} with {vp} VP.").format(names=names, vp=best)
    return ""
